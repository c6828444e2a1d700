import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TProfileResponse } from '@ri/contracts/profile';
import { AnchorLink } from '../../components/RouterLinks.tsx';
import { StoredAvatar } from '../../components/StoredAvatar.tsx';
import { formatNumber } from '../../format/numberFormat.ts';
import { displayName, genderLabel } from './profilePage.ts';
import type { ProfileView } from './profilePage.ts';
import { StoredFileLink, UploadButton } from './UploadButton.tsx';
import { UPLOAD_MESSAGES } from './uploadMessages.ts';

interface Props {
  profile: TProfileResponse;
  view: ProfileView;
  isAdmin: boolean;
  canEdit: boolean;
  editMode: boolean;
  showEditToggle: boolean;
  saving: boolean;
  onToggleEdit: () => void;
  onEditPersonal: () => void;
  /** a CV or picture was stored: read the profile again (completeness may have changed) */
  onFileStored: () => Promise<unknown>;
}

/**
 * The profile's header (docs/requirements/profile-and-accounts.md §2): picture (an administrator viewing a faculty member,
 * or the read-only view), names, position, university, e-mail, CV and marked CV, Upload CV with
 * its percent, own picture upload, Mark CV, and the EDIT/DONE toggle.
 */
export function ProfileHeader({ profile, view, isAdmin, canEdit, editMode, showEditToggle, saving, onToggleEdit, onEditPersonal, onFileStored }: Props) {
  const readOnly = view.mode === 'readOnly';
  const adminEdit = view.mode === 'adminEdit';
  const showPicture = readOnly || adminEdit;
  const coAuthorId = adminEdit ? profile._id : null;

  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" align="flex-start">
        <Group align="flex-start" wrap="nowrap">
          {showPicture && <StoredAvatar picture={profile.profile_picture} size={72} radius="xl" alt={profile.profile_picture === '' ? '' : `Picture of ${displayName(profile)}`} />}
          <Stack gap={4}>
            <Group gap="xs">
              <Title order={3}>{displayName(profile)}</Title>
              {profile.verified && <Badge color="green" variant="light">Verified</Badge>}
              {isAdmin && profile.unusual_work_hist && <Badge color="orange" variant="light">Unusual profile</Badge>}
            </Group>
            {profile.position !== '' && <Text>{profile.position}</Text>}
            {profile.univ_name !== '' && <Text c="dimmed">{profile.univ_name}</Text>}
            {profile.email !== '' && <Text size="sm">{profile.email}</Text>}
            {profile.figures !== null && (
              <Text size="sm" data-testid="profile-figures">
                Papers: {formatNumber(profile.figures.total_papers)} · Citations: {formatNumber(profile.figures.total_citations)} · h-index: {formatNumber(profile.figures.h_index)}
              </Text>
            )}
            {!readOnly && profile.gender !== '' && <Text size="sm">Gender: {genderLabel(profile.gender)}</Text>}
            {isAdmin && (
              <Text size="sm" c="dimmed">
                Marker: {profile.marker === '' ? 'none' : profile.marker}
                {profile.univ_profile_link !== '' && (
                  <>
                    {' · '}
                    <Anchor href={profile.univ_profile_link} target="_blank" rel="noopener noreferrer" size="sm">
                      University profile
                    </Anchor>
                  </>
                )}
              </Text>
            )}
            <Group gap="md">
              {profile.cv !== '' && <StoredFileLink url={profile.cv}>CV</StoredFileLink>}
              {profile.highlighted_cv !== '' && !readOnly && <StoredFileLink url={profile.highlighted_cv}>Marked CV</StoredFileLink>}
              {!readOnly && (
                <AnchorLink to="/dashboard/resumeUpload" search={coAuthorId === null ? {} : { coauthorid: coAuthorId }} size="sm">
                  Mark CV
                </AnchorLink>
              )}
            </Group>
            {profile.bio !== '' && (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {profile.bio}
              </Text>
            )}
          </Stack>
        </Group>
        {/* issue 22: one tidy toolbar (same size, one row, wrapping as a whole on a phone) instead of a ragged cluster */}
        {(canEdit || showEditToggle) && (
          <Group gap="xs" justify="flex-end" align="center" role="toolbar" aria-label="Profile actions" data-testid="profile-toolbar">
            {showEditToggle && (
              <Button size="xs" onClick={onToggleEdit} aria-pressed={editMode} loading={saving && !editMode}>
                {editMode ? 'DONE' : 'EDIT'}
              </Button>
            )}
            {canEdit && (
              <Button size="xs" variant="light" onClick={onEditPersonal}>
                Edit Personal Information
              </Button>
            )}
            {canEdit && (
              <UploadButton
                label="Upload CV"
                accept="application/pdf,.pdf"
                path={coAuthorId === null ? '/profile/upload_cv' : `/editauthor/upload_cv/${coAuthorId}`}
                fields={{ user_id: String(profile._id) }}
                failureTitle={UPLOAD_MESSAGES.cvFailed}
                onUploaded={() => onFileStored()}
              />
            )}
            {canEdit && (
              <UploadButton
                label="Upload Picture"
                accept="image/jpeg,image/png,image/webp"
                path="/profile/upload_picture"
                fields={{ user_id: String(profile._id) }}
                failureTitle={UPLOAD_MESSAGES.pictureFailed}
                onUploaded={() => onFileStored()}
              />
            )}
          </Group>
        )}
      </Group>
    </Paper>
  );
}
