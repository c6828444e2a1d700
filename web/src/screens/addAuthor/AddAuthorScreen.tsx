import {
  Alert, Button, Divider, FileInput, Grid, Group, Loader, Paper, Select, Stack, Text, TextInput, Title, UnstyledButton,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconFileTypePdf, IconSearch, IconUserPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { TAuthorRecord } from '@ri/contracts/mergeAuthors';
import { addAuthor, authorExistsQueryOptions } from '../../api/addAuthor/addAuthorQueries.ts';
import { ApiError } from '../../api/client.ts';
import { SITE_NAME } from '../../siteConfig.ts';
import { resolveUniversityId } from '../authorSearch/resolveUniversity.ts';
import { UniversityAutocomplete } from '../signup/UniversityAutocomplete.tsx';
import {
  MARKER_OPTIONS, TITLE_OPTIONS, addAuthorErrors, addAuthorFields, authorSearchProblem, emptyAddAuthorForm, firstError, formFieldOf, impliedMarker,
  showsPositionTitle, type AddAuthorErrors, type AddAuthorForm,
} from './addAuthorForm.ts';
import { StoredAvatar } from '../../components/StoredAvatar.tsx';

const FAILED = 'Internal Server Error. Please try again after some time';

function alertError(message: string) {
  notifications.show({ color: 'red', message, autoClose: 5000 });
}

/** docs/requirements/admin-tools.md Add Author (/tools/addAuthor, administrators): look if the author exists, or create a new record. */
export function AddAuthorScreen({ onOpenAuthor }: { onOpenAuthor: (authorId: number) => void }) {
  useDocumentTitle(`Add Author · ${SITE_NAME}`);
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [searched, setSearched] = useState<{ firstName: string; lastName: string } | null>(null);
  const [searchError, setSearchError] = useState<string | null>(null);
  const [creating, setCreating] = useState<AddAuthorForm | null>(null);
  const found = useQuery(authorExistsQueryOptions(searched));

  function lookUp(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = authorSearchProblem(firstName, lastName);
    if (problem !== null) {
      setSearchError(problem);
      alertError(problem);
      return;
    }
    setSearchError(null);
    const next = { firstName: firstName.trim(), lastName: lastName.trim() };
    if (searched?.firstName === next.firstName && searched.lastName === next.lastName) void found.refetch();
    else setSearched(next);
  }

  return (
    <Stack gap="lg" maw={1000}>
      <Title order={1} size="h2">Add Author</Title>
      <Paper withBorder p="md" component="section" aria-labelledby="look-if-author-exists">
        <Stack gap="sm">
          <Title order={2} size="h4" id="look-if-author-exists">Look if Author exists</Title>
          <form onSubmit={lookUp} noValidate aria-label="Look if Author exists">
            <Group align="start" gap="sm" wrap="wrap">
              <TextInput label="First name" required w={220} value={firstName} onChange={(event) => setFirstName(event.currentTarget.value)} error={searchError !== null && firstName.trim() === ''} />
              <TextInput label="Last name" required w={220} value={lastName} onChange={(event) => setLastName(event.currentTarget.value)} error={searchError !== null && lastName.trim() === '' ? searchError : undefined} />
              <Button type="submit" mt={24} leftSection={<IconSearch size={16} aria-hidden />} loading={found.isFetching}>Look if Author exists</Button>
            </Group>
          </form>
          {searched !== null ? <SearchResults query={found} onOpenAuthor={onOpenAuthor} /> : null}
          <Divider />
          <Group>
            <Button
              variant={creating ? 'default' : 'filled'}
              leftSection={<IconUserPlus size={16} aria-hidden />}
              onClick={() => setCreating(creating ?? emptyAddAuthorForm({ firstName: firstName.trim(), lastName: lastName.trim() }))}
            >
              Create new record
            </Button>
          </Group>
        </Stack>
      </Paper>
      {creating !== null ? <CreateAuthorForm initial={creating} onCancel={() => setCreating(null)} onCreated={onOpenAuthor} /> : null}
    </Stack>
  );
}

function SearchResults({ query, onOpenAuthor }: {
  query: { data?: TAuthorRecord[]; isPending: boolean; isError: boolean; error: Error | null };
  onOpenAuthor: (authorId: number) => void;
}) {
  if (query.isPending) return <Loader size="sm" aria-label="Looking for the author" />;
  if (query.isError) return <Alert color="red" role="alert">{query.error instanceof ApiError && query.error.status > 0 && query.error.status < 500 ? query.error.message : FAILED}</Alert>;
  const authors = query.data ?? [];
  if (authors.length === 0) return <Text size="sm" c="dimmed" aria-live="polite">No authors found</Text>;
  return (
    <Stack gap={6}>
      <Text size="sm" aria-live="polite">{authors.length === 1 ? '1 author found' : `${authors.length} authors found`}: open one to check or edit the record.</Text>
      <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0, maxHeight: 475, overflowY: 'auto' }} aria-label="Authors found">
        {authors.map((author) => {
          const name = [author.prefix, author.first_name, author.mid_name, author.last_name, author.suffix].filter((part) => part !== '').join(' ');
          return (
            <li key={author.id}>
              <UnstyledButton w="100%" onClick={() => onOpenAuthor(author.id)} title={`Open the profile of ${name}`}>
                <Paper withBorder p="xs">
                  <Group gap="sm" wrap="nowrap">
                    <StoredAvatar picture={author.profile_picture} alt="" radius="xl" size="md" aria-hidden>{author.first_name.charAt(0)}{author.last_name.charAt(0)}</StoredAvatar>
                    <Stack gap={0}>
                      <Text fw={600} size="sm">{name}</Text>
                      <Text size="xs">{[author.position, author.univ_name].filter((part) => part !== '').join(', ') || 'No position or university on record'}</Text>
                      <Text size="xs" c="dimmed">{author.email || 'No e-mail on record'} · {author.papers.length} papers</Text>
                    </Stack>
                  </Group>
                </Paper>
              </UnstyledButton>
            </li>
          );
        })}
      </Stack>
    </Stack>
  );
}

function CreateAuthorForm({ initial, onCancel, onCreated }: { initial: AddAuthorForm; onCancel: () => void; onCreated: (authorId: number) => void }) {
  const [form, setForm] = useState(initial);
  const [cv, setCv] = useState<File | null>(null);
  const [errors, setErrors] = useState<AddAuthorErrors>({});
  const sectionRef = useRef<HTMLElement>(null);
  const queryClient = useQueryClient();
  const set = <K extends keyof AddAuthorForm>(field: K, value: AddAuthorForm[K]) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const create = useMutation({
    mutationFn: (submitted: AddAuthorForm) => addAuthor(addAuthorFields(submitted), cv),
    onSuccess: (answer) => {
      notifications.show({ color: 'green', message: answer.message, autoClose: 4000 });
      onCreated(answer.author_id);
    },
    onError: (error) => {
      const message = error instanceof ApiError && error.status > 0 && error.status < 500 ? error.message : FAILED;
      const field = error instanceof ApiError && typeof error.body === 'object' && error.body !== null && 'field' in error.body
        ? formFieldOf(String((error.body as { field: unknown }).field)) : null;
      // once: beside its field when the answer names one of the form, else in one toast (docs/api-conventions.md, "Errors and messages")
      if (field !== null) setErrors({ [field]: message });
      else alertError(message);
    },
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (create.isPending) return;
    const universityId = await resolveUniversityId(queryClient, form.universityName, form.universityId);
    const submitted = { ...form, universityId };
    if (universityId !== form.universityId) setForm(submitted);
    const found = addAuthorErrors(submitted, cv);
    setErrors(found);
    const message = firstError(found);
    if (message !== null) {
      alertError(message);
      sectionRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    create.mutate(submitted);
  }

  const implied = impliedMarker(form.title);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="create-new-record" ref={sectionRef}>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="Create new record">
        <Stack gap="sm">
          <Title order={2} size="h4" id="create-new-record">Create new record</Title>
          <Grid gap="sm">
            <Grid.Col span={{ base: 12, sm: 4 }}><TextInput label="First name" required value={form.firstName} onChange={(e) => set('firstName', e.currentTarget.value)} error={errors.firstName} /></Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}><TextInput label="Middle name" value={form.middleName} onChange={(e) => set('middleName', e.currentTarget.value)} /></Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}><TextInput label="Last name" required value={form.lastName} onChange={(e) => set('lastName', e.currentTarget.value)} error={errors.lastName} /></Grid.Col>
            <Grid.Col span={{ base: 6, sm: 2 }}><TextInput label="Prefix" placeholder="Dr." value={form.prefix} onChange={(e) => set('prefix', e.currentTarget.value)} /></Grid.Col>
            <Grid.Col span={{ base: 6, sm: 2 }}><TextInput label="Suffix" placeholder="Jr." value={form.suffix} onChange={(e) => set('suffix', e.currentTarget.value)} /></Grid.Col>
            <Grid.Col span={{ base: 12, sm: 8 }}><TextInput label="Email" type="email" required value={form.email} onChange={(e) => set('email', e.currentTarget.value)} error={errors.email} /></Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <Select label="Title" required data={TITLE_OPTIONS} value={form.title || null} onChange={(value) => set('title', value ?? '')} error={errors.title} allowDeselect={false} />
            </Grid.Col>
            {showsPositionTitle(form.title) ? (
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <TextInput label="Position Title" required description="This title has no fixed name: e.g. Chair of Finance, Associate Dean" value={form.positionTitle} onChange={(e) => set('positionTitle', e.currentTarget.value)} error={errors.positionTitle} />
              </Grid.Col>
            ) : null}
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <Select
                label="Marker"
                clearable
                data={MARKER_OPTIONS}
                value={form.marker || null}
                onChange={(value) => set('marker', value ?? '')}
                description={implied === null ? 'Leave empty to use the title\'s marker' : `Leave empty to use the title's marker (${implied})`}
                error={errors.marker}
              />
            </Grid.Col>
            <Grid.Col span={12}>
              <UniversityAutocomplete
                name={form.universityName}
                universityId={form.universityId}
                onChange={(next) => { set('universityName', next.name); set('universityId', next.universityId); }}
                error={errors.universityName}
                placeholder="Start typing the author's university"
                description="Choose the author's university from the suggestions"
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 7 }}><TextInput label="Google Scholar link" placeholder="https://scholar.google.com/citations?user=..." value={form.googleScholarLink} onChange={(e) => set('googleScholarLink', e.currentTarget.value)} error={errors.googleScholarLink} /></Grid.Col>
            <Grid.Col span={{ base: 12, sm: 5 }}><TextInput label="Google Scholar author name" value={form.googleScholarName} onChange={(e) => set('googleScholarName', e.currentTarget.value)} error={errors.googleScholarName} /></Grid.Col>
            <Grid.Col span={{ base: 12, sm: 7 }}><TextInput label="ResearchGate link" placeholder="https://www.researchgate.net/profile/..." value={form.researchGateLink} onChange={(e) => set('researchGateLink', e.currentTarget.value)} error={errors.researchGateLink} /></Grid.Col>
            <Grid.Col span={{ base: 12, sm: 5 }}><TextInput label="ResearchGate author name" value={form.researchGateName} onChange={(e) => set('researchGateName', e.currentTarget.value)} error={errors.researchGateName} /></Grid.Col>
            <Grid.Col span={12}>
              <FileInput
                label="CV (PDF)"
                accept="application/pdf"
                clearable
                leftSection={<IconFileTypePdf size={16} aria-hidden />}
                description="A PDF of at most 10 MB"
                value={cv}
                onChange={(file) => { setCv(file); setErrors((current) => ({ ...current, cv: undefined })); }}
                error={errors.cv}
              />
            </Grid.Col>
          </Grid>
          <Group gap="sm">
            <Button type="submit" loading={create.isPending}>Add Author</Button>
            <Button variant="subtle" color="gray" onClick={onCancel}>Cancel</Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
