import { Alert, Avatar, Badge, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useFileUrl } from '../../api/profile/files.ts';
import { profileKeys, universityProfileQueryOptions } from '../../api/profile/profileQueries.ts';
import { UploadButton } from './UploadButton.tsx';
import { UPLOAD_MESSAGES } from './uploadMessages.ts';

export const UNIVERSITY_PROFILE_FAILED = 'Something went wrong in fetching university profile';

/**
 * A university user's own university (GET univ_profile/get_univ_profile) with its picture upload
 * (docs/requirements/profile-and-accounts.md §2: "University users have ... a university picture upload"): shown on
 * /dashboards/profileEdit when no faculty member is asked for (docs/profile.md).
 */
export function UniversityProfileView() {
  const queryClient = useQueryClient();
  const university = useQuery(universityProfileQueryOptions());
  const picture = useFileUrl(university.data?.profile_picture ?? '');

  return (
    <Stack gap="md" p="md" maw={1100}>
      <Title order={2}>University Profile</Title>
      {university.isPending ? (
        <Center py="xl">
          <Loader aria-label="Loading the university profile" />
        </Center>
      ) : university.isError ? (
        <Alert color="red" role="alert" title={UNIVERSITY_PROFILE_FAILED}>
          {university.error.message}
        </Alert>
      ) : (
        <Paper withBorder p="md" radius="md">
          <Group align="flex-start" justify="space-between">
            <Group align="flex-start" wrap="nowrap">
              <Avatar src={picture.href} size={96} radius="md" alt={university.data.profile_picture === '' ? '' : `Picture of ${university.data.name}`} />
              <Stack gap={4}>
                <Group gap="xs">
                  <Title order={3}>{university.data.name}</Title>
                  {university.data.status !== '' && <Badge variant="light">{university.data.status}</Badge>}
                </Group>
                {university.data.business_school !== '' && <Text>{university.data.business_school}</Text>}
                <Text size="sm" c="dimmed">
                  {[university.data.abbreviation, university.data.country, university.data.domain].filter((part) => part !== '').join(' · ')}
                </Text>
                <Text size="sm">
                  {university.data.departments.length === 0 ? 'No departments on record yet.' : `Departments: ${university.data.departments.map((department) => department.name).join(', ')}`}
                </Text>
              </Stack>
            </Group>
            <UploadButton
              label="Upload University Picture"
              accept="image/jpeg,image/png,image/webp"
              path="/profile/upload_picture"
              fields={{ univ_id: String(university.data._id) }}
              failureTitle={UPLOAD_MESSAGES.pictureFailed}
              onUploaded={() => queryClient.invalidateQueries({ queryKey: profileKeys.university() })}
            />
          </Group>
        </Paper>
      )}
    </Stack>
  );
}
