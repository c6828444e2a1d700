import { Accordion, Alert, Button, Center, Group, List, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { TProfileResponse, TProfileUpdateFields } from '@ri/contracts/profile';
import { profileQueryOptions } from '../../api/profile/profileQueries.ts';
import { useReloadProfile, useUpdateProfile } from '../../api/profile/useUpdateProfile.ts';
import type { SignedInContext } from '../../auth/guards.ts';
import { isAdministrator } from '../../auth/routeAccess.ts';
import { useAuthController } from '../../auth/useAuthController.ts';
import { useStoredAuth } from '../../auth/useStoredAuth.ts';
import { SITE_NAME } from '../../siteConfig.ts';
import { AdminFieldsSection, ProfileHistorySection } from './AdminSections.tsx';
import { AreaOfResearchSection } from './AreaOfResearchSection.tsx';
import { DepartmentsSection } from './DepartmentsSection.tsx';
import { EducationSection } from './EducationSection.tsx';
import { PapersSection } from './PapersSection.tsx';
import { PersonalInformationModal } from './PersonalInformationModal.tsx';
import { ProfileHeader } from './ProfileHeader.tsx';
import {
  canEditProfile, completenessOnDone, missingItemsBanner, PROFILE_COMPLETE_MESSAGE, PROFILE_LOAD_FAILED, PROFILE_UPDATE_FAILED, profilePageFor,
  showsEditToggle,
} from './profilePage.ts';
import type { ProfileView } from './profilePage.ts';
import type { ProfileSearch } from './profileSearch.ts';
import { ResearchProfilesSection } from './ResearchProfilesSection.tsx';
import { UniversityProfileView } from './UniversityProfileView.tsx';
import { WorkExperienceSection } from './WorkExperienceSection.tsx';

interface Props extends SignedInContext {
  search: ProfileSearch;
  /** /dashboards/profileEdit: the read-only variant of the university layout */
  readOnlyRoute: boolean;
}

// saves that may move the author (work history, university, departments) show the server's warnings
const WARNING_FIELDS: ReadonlyArray<keyof TProfileUpdateFields> = ['work_history_manual', 'univ_id', 'department', 'percent_appointment', 'education', 'position'];

/** /dashboard/profileEdit and /dashboards/profileEdit (docs/requirements/profile-and-accounts.md §2, "Profile page"). */
export function ProfileScreen({ search, readOnlyRoute, session, access }: Props) {
  const auth = useAuthController();
  const stored = useStoredAuth(auth.store);
  const { content, view } = profilePageFor({ readOnlyRoute, search, storedCoauthorId: stored.coauthorId, userType: access.type, ownAuthorId: session.author_id });
  const title = content.kind === 'university' ? 'University Profile' : view.title;
  useDocumentTitle(`${title} · ${SITE_NAME}`);

  if (content.kind === 'university') return <UniversityProfileView />;
  if (content.kind === 'nothing') {
    return (
      <Stack gap="md" p="md" maw={1100}>
        <Title order={2}>{title}</Title>
        <Alert color="blue">
          {readOnlyRoute
            ? "Open a faculty member from a dashboard (a ranking, a list or a paper's authors) to see their profile here."
            : "This account has no author profile of its own. Open a faculty member's profile from Author Search or Update Faculty to edit it here."}
        </Alert>
      </Stack>
    );
  }
  return <AuthorProfile view={view} search={search} readOnlyRoute={readOnlyRoute} showNote={isAdministrator(access)} isAdmin={access.type === 'admin'} />;
}

function AuthorProfile({ view, search, readOnlyRoute, showNote, isAdmin }: { view: ProfileView; search: ProfileSearch; readOnlyRoute: boolean; showNote: boolean; isAdmin: boolean }) {
  const auth = useAuthController();
  const navigate = useNavigate();
  const note = showNote && search.note !== undefined && search.note.trim() !== '' ? search.note : null;
  const [noteOpen, setNoteOpen] = useState(note !== null);

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
      {note !== null && (
        <>
          <Alert color="yellow" title="Note for the administrator">
            {note}
          </Alert>
          <Modal opened={noteOpen} onClose={() => setNoteOpen(false)} title="Note">
            <Stack>
              <Text style={{ whiteSpace: 'pre-wrap' }}>{note}</Text>
              <Group justify="flex-end">
                <Button onClick={() => setNoteOpen(false)}>OK</Button>
              </Group>
            </Stack>
          </Modal>
        </>
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
        <ProfileBody key={profile.data._id} profile={profile.data} view={view} isAdmin={isAdmin} onOpenAuthor={openAuthor} />
      )}
    </Stack>
  );
}

function ProfileBody({ profile, view, isAdmin, onOpenAuthor }: { profile: TProfileResponse; view: ProfileView; isAdmin: boolean; onOpenAuthor: (authorId: number) => void }) {
  // an incomplete own profile opens in edit mode: that is what the user came to do
  const [editMode, setEditMode] = useState(view.mode === 'own' && !profile.is_complete);
  const [personalOpen, setPersonalOpen] = useState(false);
  const update = useUpdateProfile(view.target);
  const reload = useReloadProfile(view.target);
  const canEdit = canEditProfile(view.mode, editMode, profile.verified);
  const missing = missingItemsBanner(view.mode, profile);
  const readOnly = view.mode === 'readOnly';
  const adminEdit = view.mode === 'adminEdit';

  const save = (fields: TProfileUpdateFields, after?: () => void) => {
    update.mutate(fields, {
      onSuccess: (answer) => {
        after?.();
        if (WARNING_FIELDS.some((field) => fields[field] !== undefined)) {
          for (const warning of answer.warnings) notifications.show({ color: 'yellow', title: 'Please check your profile', message: warning, autoClose: false });
        }
        if (!profile.is_complete && answer.is_complete && view.mode === 'own') notifications.show({ color: 'green', message: PROFILE_COMPLETE_MESSAGE, autoClose: 8000 });
      },
      onError: (error) => notifications.show({ color: 'red', title: PROFILE_UPDATE_FAILED, message: error.message, autoClose: 5000 }),
    });
  };

  const toggleEdit = () => {
    if (!editMode) {
      setEditMode(true);
      return;
    }
    // DONE: a faculty member's completeness is recomputed and saved (docs/requirements/profile-and-accounts.md §4)
    const completeness = completenessOnDone(view.mode, profile);
    if (completeness === null) setEditMode(false);
    else save(completeness, () => setEditMode(false));
  };

  const fileStored = async () => {
    const after = await reload();
    if (!profile.is_complete && after.is_complete && view.mode === 'own') notifications.show({ color: 'green', message: PROFILE_COMPLETE_MESSAGE, autoClose: 8000 });
  };

  const sections = ['departments', 'research', 'education', 'work', 'papers', 'area', 'admin', 'history'];

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
      {profile.verified && view.mode === 'own' && <Alert color="blue">This profile is verified and can no longer be edited. Please contact us if something needs to change.</Alert>}

      <ProfileHeader
        profile={profile}
        view={view}
        isAdmin={isAdmin}
        canEdit={canEdit}
        editMode={editMode}
        showEditToggle={showsEditToggle(view.mode, profile.verified)}
        saving={update.isPending}
        onToggleEdit={toggleEdit}
        onEditPersonal={() => setPersonalOpen(true)}
        onFileStored={fileStored}
      />

      <Accordion multiple defaultValue={sections} variant="separated">
        <Accordion.Item value="departments">
          <Accordion.Control>Departments</Accordion.Control>
          <Accordion.Panel>
            <DepartmentsSection profile={profile} canEdit={canEdit} saving={update.isPending} onSave={save} />
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="research">
          <Accordion.Control>Research Profiles</Accordion.Control>
          <Accordion.Panel>
            <ResearchProfilesSection profile={profile} canEdit={canEdit} saving={update.isPending} onSave={save} />
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="education">
          <Accordion.Control>Education</Accordion.Control>
          <Accordion.Panel>
            <EducationSection education={profile.education} canEdit={canEdit} saving={update.isPending} onSave={save} />
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="work">
          <Accordion.Control>Work Experience</Accordion.Control>
          <Accordion.Panel>
            <WorkExperienceSection profile={profile} canEdit={canEdit} isAdmin={isAdmin} saving={update.isPending} onSave={save} />
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="papers">
          <Accordion.Control>Papers ({profile.papers.length})</Accordion.Control>
          <Accordion.Panel>
            <PapersSection profile={profile} canEdit={canEdit} isAdmin={isAdmin} coAuthorId={adminEdit ? profile._id : null} onOpenAuthor={onOpenAuthor} />
          </Accordion.Panel>
        </Accordion.Item>
        {!readOnly && (
          <Accordion.Item value="area">
            <Accordion.Control>Area of Research</Accordion.Control>
            <Accordion.Panel>
              <AreaOfResearchSection profile={profile} target={view.target} canEdit={canEdit} saving={update.isPending} onSave={save} />
            </Accordion.Panel>
          </Accordion.Item>
        )}
        {adminEdit && (
          <Accordion.Item value="admin">
            <Accordion.Control>Administrator fields</Accordion.Control>
            <Accordion.Panel>
              <AdminFieldsSection key={JSON.stringify([profile.marker, profile.name_variations, profile.unusual_work_hist, profile.univ_profile_link])} profile={profile} saving={update.isPending} onSave={(fields) => save(fields)} />
            </Accordion.Panel>
          </Accordion.Item>
        )}
        {adminEdit && (
          <Accordion.Item value="history">
            <Accordion.Control>Change history</Accordion.Control>
            <Accordion.Panel>
              <ProfileHistorySection authorId={profile._id} />
            </Accordion.Panel>
          </Accordion.Item>
        )}
      </Accordion>

      <PersonalInformationModal
        opened={personalOpen}
        onClose={() => setPersonalOpen(false)}
        profile={profile}
        isAdmin={isAdmin}
        saving={update.isPending}
        onSave={(fields) => save(fields, () => setPersonalOpen(false))}
        cvUploadPath={adminEdit ? `/editauthor/upload_cv/${profile._id}` : '/profile/upload_cv'}
        onCvStored={fileStored}
      />
    </Stack>
  );
}
