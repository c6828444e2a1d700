import { Accordion, Alert, Anchor, Avatar, Badge, Button, Center, Group, List, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { TProfileResponse, TProfileUpdateFields } from '@ri/contracts';
import { profileQueryOptions } from '../../api/profile/profileQueries.ts';
import { useUpdateProfile } from '../../api/profile/useUpdateProfile.ts';
import type { SignedInContext } from '../../auth/guards.ts';
import { useAuthController } from '../../auth/useAuthController.ts';
import { useStoredAuth } from '../../auth/useStoredAuth.ts';
import { SITE_NAME } from '../../siteConfig.ts';
import { EducationSection } from './EducationSection.tsx';
import { PapersSection } from './PapersSection.tsx';
import { PersonalInformationModal } from './PersonalInformationModal.tsx';
import { canEditProfile, displayName, genderLabel, missingItemsBanner, PROFILE_LOAD_FAILED, PROFILE_UPDATE_FAILED, profileViewFor, showsEditToggle } from './profilePage.ts';
import type { ProfileView } from './profilePage.ts';
import type { ProfileSearch } from './profileSearch.ts';

interface Props extends SignedInContext {
  search: ProfileSearch;
  /** /dashboards/profileEdit: the read-only variant of the university layout */
  readOnlyRoute: boolean;
}

/** /dashboard/profileEdit and /dashboards/profileEdit (seed 000 section 2, "Profile page"). */
export function ProfileScreen({ search, readOnlyRoute, session, access }: Props) {
  const auth = useAuthController();
  const stored = useStoredAuth(auth.store);
  const navigate = useNavigate();
  // the seed's stored `coauthorid` key: the university variant falls back to it when no id is in the address
  const coauthorId = search.coauthorid ?? (readOnlyRoute ? stored.coauthorId : null);
  const view = profileViewFor({
    coauthorId,
    isReadOnly: search.isReadOnly === true,
    readOnlyRoute,
    isAdmin: access.type === 'admin',
    ownAuthorId: session.author_id,
  });
  useDocumentTitle(`${view.title} · ${SITE_NAME}`);

  useEffect(() => {
    const wanted = view.target.kind === 'author' ? view.target.authorId : null;
    if (auth.store.getSnapshot().coauthorId !== wanted) auth.store.setCoauthorId(wanted);
  }, [auth.store, view.target]);

  const profile = useQuery(profileQueryOptions(view.target));

  const openAuthor = (authorId: number) => {
    void navigate({ to: readOnlyRoute ? '/dashboards/profileEdit' : '/dashboard/profileEdit', search: { coauthorid: authorId, isReadOnly: true } });
  };

  return (
    <Stack gap="md" p="md" maw={1100}>
      <Title order={2}>{view.title}</Title>
      {search.note !== undefined && search.note !== '' && (
        <Alert color="yellow" title="Note">
          {search.note}
        </Alert>
      )}
      {profile.isPending ? (
        <Center py="xl">
          <Loader aria-label="Loading profile" />
        </Center>
      ) : profile.isError ? (
        <Alert color="red" role="alert" title={PROFILE_LOAD_FAILED}>
          <Group justify="space-between">
            <Text size="sm">{profile.error.message}</Text>
            <Button size="xs" variant="light" onClick={() => void profile.refetch()}>
              Try again
            </Button>
          </Group>
        </Alert>
      ) : (
        <ProfileBody key={profile.data._id} profile={profile.data} view={view} isAdmin={access.type === 'admin'} onOpenAuthor={openAuthor} />
      )}
    </Stack>
  );
}

function ProfileBody({ profile, view, isAdmin, onOpenAuthor }: { profile: TProfileResponse; view: ProfileView; isAdmin: boolean; onOpenAuthor: (authorId: number) => void }) {
  // an incomplete own profile opens in edit mode: that is what the user came to do
  const [editMode, setEditMode] = useState(view.mode === 'own' && !profile.is_complete);
  const [personalOpen, setPersonalOpen] = useState(false);
  const update = useUpdateProfile(view.target);
  const canEdit = canEditProfile(view.mode, editMode, profile.verified);
  const missing = missingItemsBanner(view.mode, profile);
  const readOnly = view.mode === 'readOnly';
  const showPicture = readOnly || view.mode === 'adminEdit';

  const save = (fields: TProfileUpdateFields, after?: () => void) => {
    update.mutate(fields, {
      onSuccess: (answer) => {
        after?.();
        for (const warning of answer.warnings) notifications.show({ color: 'yellow', message: warning, autoClose: false });
      },
      onError: (error) => notifications.show({ color: 'red', title: PROFILE_UPDATE_FAILED, message: error.message, autoClose: 5000 }),
    });
  };

  return (
    <Stack gap="md">
      {missing.length > 0 && (
        <Alert color="orange" title="Your profile is incomplete" data-testid="missing-items">
          <List size="sm">
            {missing.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      {profile.verified && view.mode === 'own' && (
        <Alert color="blue">This profile is verified and can no longer be edited. Please contact us if something needs to change.</Alert>
      )}

      <Paper withBorder p="md" radius="md">
        <Group justify="space-between" align="flex-start">
          <Group align="flex-start">
            {showPicture && <Avatar src={profile.profile_picture === '' ? null : profile.profile_picture} size="lg" radius="xl" alt="" />}
            <Stack gap={4}>
              <Group gap="xs">
                <Title order={3}>{displayName(profile)}</Title>
                {profile.verified && <Badge color="green">Verified</Badge>}
              </Group>
              {profile.position !== '' && <Text>{profile.position}</Text>}
              {profile.univ_name !== '' && <Text c="dimmed">{profile.univ_name}</Text>}
              {profile.email !== '' && <Text size="sm">{profile.email}</Text>}
              {!readOnly && profile.gender !== '' && <Text size="sm">Gender: {genderLabel(profile.gender)}</Text>}
              {profile.cv !== '' && (
                <Anchor href={profile.cv} target="_blank" rel="noopener noreferrer" size="sm">
                  CV
                </Anchor>
              )}
              {profile.bio !== '' && (
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {profile.bio}
                </Text>
              )}
            </Stack>
          </Group>
          <Group>
            {canEdit && (
              <Button size="xs" variant="light" onClick={() => setPersonalOpen(true)}>
                Edit Personal Information
              </Button>
            )}
            {showsEditToggle(view.mode, profile.verified) && (
              <Button size="xs" onClick={() => setEditMode((on) => !on)} aria-pressed={editMode}>
                {editMode ? 'DONE' : 'EDIT'}
              </Button>
            )}
          </Group>
        </Group>
      </Paper>

      <Accordion multiple defaultValue={['education', 'papers']} variant="separated">
        <Accordion.Item value="education">
          <Accordion.Control>Education</Accordion.Control>
          <Accordion.Panel>
            <EducationSection education={profile.education} canEdit={canEdit} saving={update.isPending} onSave={save} />
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="papers">
          <Accordion.Control>Papers ({profile.papers.length})</Accordion.Control>
          <Accordion.Panel>
            <PapersSection papers={profile.papers} canEdit={canEdit} coAuthorId={view.mode === 'adminEdit' && view.target.kind === 'author' ? view.target.authorId : null} onOpenAuthor={onOpenAuthor} />
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>

      <PersonalInformationModal
        opened={personalOpen}
        onClose={() => setPersonalOpen(false)}
        profile={profile}
        isAdmin={isAdmin}
        saving={update.isPending}
        onSave={(fields) => save(fields, () => setPersonalOpen(false))}
      />
    </Stack>
  );
}
