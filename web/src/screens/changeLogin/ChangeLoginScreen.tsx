import { Alert, Badge, Button, Group, Loader, Radio, SegmentedControl, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { FormEvent } from 'react';
import type { TAuthorSearchRow } from '@ri/contracts/authors';
import { authorSearchQueryOptions } from '../../api/authors/authorQueries.ts';
import type { ChangeLoginTarget } from '../../api/auth/impersonationRequests.ts';
import { allUniversitiesQueryOptions } from '../../api/universities/universityQueries.ts';
import { useAuthController } from '../../auth/useAuthController.ts';
import { useStoredAuth } from '../../auth/useStoredAuth.ts';
import { SITE_NAME } from '../../siteConfig.ts';
import { canActAs, changeLoginTarget, changeLoginTo, FIND_FACULTY_NEEDS_A_NAME } from './changeLogin.ts';
import type { LoginKind } from './changeLogin.ts';
import { StoredAvatar } from '../../components/StoredAvatar.tsx';
import { universityItem } from '../../components/pickers/universityOptions.ts';

const ERROR_TOAST_MS = 5000;

/** /dashboard/changeLogin (docs/requirements/admin-tools.md "Change Login"): the administrators' landing screen. */
export function ChangeLoginScreen() {
  useDocumentTitle(`Change Login · ${SITE_NAME}`);
  const auth = useAuthController();
  const { adminToken } = useStoredAuth(auth.store);
  const navigate = useNavigate();
  const [kind, setKind] = useState<LoginKind>('faculty');
  const [facultyAuthorId, setFacultyAuthorId] = useState<number | null>(null);
  const [universityId, setUniversityId] = useState<number | null>(null);
  const target = changeLoginTarget(kind, facultyAuthorId, universityId);

  const changeLogin = useMutation({
    mutationFn: (chosen: ChangeLoginTarget) => changeLoginTo(auth, chosen),
    onSuccess: (destination) => navigate({ href: destination }),
    onError: (error) => {
      // docs/requirements/admin-tools.md §8: an alert with the error, and the admin stays on /dashboard/changeLogin
      notifications.show({ color: 'red', title: 'Change Login failed', message: error.message, autoClose: ERROR_TOAST_MS });
    },
  });

  const returnToAdmin = useMutation({
    mutationFn: () => auth.endImpersonation(),
    onSuccess: () => navigate({ to: '/dashboard/changeLogin' }),
  });

  return (
    <Stack gap="lg" maw={760}>
      <Stack gap={4}>
        <Title order={1} size="h2">
          Change Login
        </Title>
        <Text c="gray.7" size="sm">
          See the product as a faculty member or a university sees it. What you change while acting as someone is recorded
          under your admin account.
        </Text>
      </Stack>

      <SegmentedControl
        value={kind}
        onChange={(value) => setKind(value as LoginKind)}
        data={[
          { value: 'faculty', label: 'Faculty' },
          { value: 'university', label: 'University' },
        ]}
        aria-label="Login type"
        w="fit-content"
      />

      {kind === 'faculty' ? (
        <FindFaculty chosenAuthorId={facultyAuthorId} onChoose={setFacultyAuthorId} />
      ) : (
        <ChooseUniversity universityId={universityId} onChoose={setUniversityId} />
      )}

      {changeLogin.isError && (
        <Alert color="red" variant="light" role="alert" title="Change Login failed">
          {changeLogin.error.message}
        </Alert>
      )}

      <Group gap="sm">
        <Button disabled={target === null} loading={changeLogin.isPending} onClick={() => target && changeLogin.mutate(target)}>
          Change Login
        </Button>
        <Button
          variant="default"
          disabled={adminToken === null}
          loading={returnToAdmin.isPending}
          title={adminToken === null ? 'You are using your own admin login.' : undefined}
          onClick={() => returnToAdmin.mutate()}
        >
          Change Login to Admin
        </Button>
      </Group>
    </Stack>
  );
}

function FindFaculty({ chosenAuthorId, onChoose }: { chosenAuthorId: number | null; onChoose: (authorId: number | null) => void }) {
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [searched, setSearched] = useState<{ firstName: string; lastName: string } | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const results = useQuery({
    ...authorSearchQueryOptions(searched?.firstName ?? '', searched?.lastName ?? ''),
    enabled: searched !== null,
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const first = firstName.trim();
    const last = lastName.trim();
    if (first === '' && last === '') {
      setFormError(FIND_FACULTY_NEEDS_A_NAME);
      return;
    }
    setFormError(null);
    onChoose(null);
    setSearched({ firstName: first, lastName: last });
  }

  return (
    <Stack gap="md">
      <form onSubmit={onSubmit} noValidate aria-label="Find faculty">
        <Group align="flex-end" gap="sm">
          <TextInput label="First name" name="firstName" value={firstName} onChange={(event) => setFirstName(event.currentTarget.value)} />
          <TextInput label="Last name" name="lastName" value={lastName} onChange={(event) => setLastName(event.currentTarget.value)} />
          <Button type="submit" variant="light" loading={results.isFetching}>
            Find Faculty
          </Button>
        </Group>
        {formError !== null && (
          <Text c="red.8" size="sm" role="alert" mt="xs">
            {formError}
          </Text>
        )}
      </form>

      {searched !== null && results.isError && (
        <Alert color="red" variant="light" role="alert">
          {results.error.message}
        </Alert>
      )}
      {searched !== null && results.isSuccess && results.data.length === 0 && (
        <Text role="status">No faculty member matches these names.</Text>
      )}
      {searched !== null && results.isSuccess && results.data.length > 0 && (
        <FacultyResults rows={results.data} chosenAuthorId={chosenAuthorId} onChoose={onChoose} />
      )}
    </Stack>
  );
}

function FacultyResults({ rows, chosenAuthorId, onChoose }: { rows: TAuthorSearchRow[]; chosenAuthorId: number | null; onChoose: (authorId: number) => void }) {
  return (
    <Radio.Group
      value={chosenAuthorId === null ? null : String(chosenAuthorId)}
      onChange={(value) => onChoose(Number(value))}
      name="faculty"
      label={`${rows.length} ${rows.length === 1 ? 'faculty member' : 'faculty members'} found`}
      description="Choose the one to log in as. Authors without a user account cannot be chosen."
    >
      <Stack gap="xs" mt="xs">
        {rows.map((row) => {
          const enabled = canActAs(row);
          return (
            <Radio.Card key={row.id} value={String(row.id)} disabled={!enabled} p="sm" radius="md" style={enabled ? undefined : { opacity: 0.65, cursor: 'not-allowed' }}>
              <Group wrap="nowrap" gap="sm" align="flex-start">
                <Radio.Indicator mt={4} disabled={!enabled} />
                <StoredAvatar picture={row.profile_picture} alt="" radius="xl" color="brand">
                  {`${row.first_name.charAt(0)}${row.last_name.charAt(0)}`.toUpperCase()}
                </StoredAvatar>
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Group gap="xs">
                    <Text fw={600}>
                      {row.first_name} {row.last_name}
                    </Text>
                    {!enabled && (
                      <Badge color="gray" variant="light" size="sm">
                        No user account
                      </Badge>
                    )}
                  </Group>
                  <Text size="sm" c="gray.7">
                    {[row.position, row.univ_name].filter((part) => part !== '').join(' · ') || 'No position on record'}
                  </Text>
                  {row.email !== '' && <Text size="sm">{row.email}</Text>}
                </Stack>
              </Group>
            </Radio.Card>
          );
        })}
      </Stack>
    </Radio.Group>
  );
}

function ChooseUniversity({ universityId, onChoose }: { universityId: number | null; onChoose: (universityId: number | null) => void }) {
  const universities = useQuery(allUniversitiesQueryOptions());

  if (universities.isPending) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text>Loading universities…</Text>
      </Group>
    );
  }
  if (universities.isError) {
    // docs/requirements/profile-and-accounts.md §8, universities list
    return (
      <Alert color="red" variant="light" role="alert">
        Unable to fetch Universities Data!!! {universities.error.message}
      </Alert>
    );
  }
  return (
    <Select
      label="University"
      placeholder="Search for a university"
      searchable
      clearable
      limit={50}
      nothingFoundMessage="No university matches"
      data={universities.data.map(universityItem)}
      value={universityId === null ? null : String(universityId)}
      onChange={(value) => onChoose(value === null ? null : Number(value))}
      maw={480}
    />
  );
}
