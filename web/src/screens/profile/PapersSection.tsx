import { ActionIcon, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { ConfirmRemoveModal } from '../../components/ConfirmRemove.tsx';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import type { TProfilePaper, TProfileResponse } from '@ri/contracts/profile';
import { changePaperLink } from '../../api/papers/paperQueries.ts';
import { profileKeys } from '../../api/profile/profileQueries.ts';
import { AddPaperModal } from './AddPaperModal.tsx';
import { numberedPapers, PAPER_DELETE_FAILED, personName } from './profilePage.ts';

interface Props {
  profile: TProfileResponse;
  canEdit: boolean;
  isAdmin: boolean;
  /** the faculty member an administrator edits; null for the caller's own profile */
  coAuthorId: number | null;
  onOpenAuthor: (authorId: number) => void;
}

/** Papers (docs/requirements/profile-and-accounts.md §2): newest first, numbered, authors clickable; add and remove in edit mode. */
export function PapersSection({ profile, canEdit, isAdmin, coAuthorId, onOpenAuthor }: Props) {
  const { papers } = profile;
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<TProfilePaper | null>(null);

  const remove = useMutation({
    mutationFn: (paperId: number) => changePaperLink('remove', paperId, coAuthorId),
    onSuccess: async () => {
      setRemoving(null);
      await queryClient.invalidateQueries({ queryKey: profileKeys.all });
    },
    onError: (error) => {
      setRemoving(null);
      notifications.show({ color: 'red', title: PAPER_DELETE_FAILED, message: error.message, autoClose: 5000 });
    },
  });

  return (
    <Stack gap="sm">
      {canEdit && (
        <Group>
          <Button size="xs" onClick={() => setAdding(true)}>
            Add Your Paper
          </Button>
        </Group>
      )}
      {papers.length === 0 && <Text c="dimmed">No papers yet.</Text>}
      <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Papers">
        {numberedPapers(papers).map(({ number, paper }) => (
          <li key={paper._id} data-testid="profile-paper">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <div>
                <Text fw={600}>
                  {number}. {paper.document_title}
                </Text>
                <Text size="sm">
                  {paper.authors.map((author, index) => (
                    <Fragment key={`${author.id ?? 'x'}-${index}`}>
                      {index > 0 && ', '}
                      {author.id === null ? (
                        personName(author)
                      ) : (
                        <Anchor component="button" type="button" size="sm" onClick={() => onOpenAuthor(author.id as number)}>
                          {personName(author)}
                        </Anchor>
                      )}
                    </Fragment>
                  ))}
                </Text>
                <Text size="sm" c="dimmed">
                  {paper.publication_name}
                  {paper.publication_year !== null && ` (${paper.publication_year})`}
                </Text>
              </div>
              {canEdit && (
                <ActionIcon variant="subtle" color="red" aria-label={`Remove ${paper.document_title}`} onClick={() => setRemoving(paper)}>
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              )}
            </Group>
          </li>
        ))}
      </Stack>

      <ConfirmRemoveModal
        pending={removing}
        describe={(paper) => `Remove “${paper.document_title}” from this profile?`}
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={(paper) => remove.mutate(paper._id)}
      />

      <AddPaperModal opened={adding} onClose={() => setAdding(false)} coAuthorId={coAuthorId} authorId={profile._id} authorName={personName(profile)} isAdmin={isAdmin} />
    </Stack>
  );
}
