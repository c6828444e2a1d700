import {
  ActionIcon, Alert, Badge, Button, Card, Center, Group, List, Loader, Modal, Paper, SimpleGrid, Stack, Text, Textarea, TextInput, Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconChevronLeft, IconChevronRight, IconSearch } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { TAuthorRecord } from '@ri/contracts/mergeAuthors';
import { dataIssueKeys } from '../../api/dataIssues/dataIssueQueries.ts';
import { mergeKeys, mergeSearchQueryOptions, saveMergeDecision, type MergeDecisionBody } from '../../api/mergeAuthors/mergeQueries.ts';
import { profileKeys } from '../../api/profile/profileQueries.ts';
import { SITE_NAME } from '../../siteConfig.ts';
import { ERROR_TOAST_MS, failureText } from '../dashboardErrors.ts';
import {
  carouselWindow, DIALOG_BUTTONS, isSharedTitle, MERGE_FAILED, mergeDecisionBody, moveCarousel, sharedTitles, type DecisionKind,
} from './mergeAuthors.ts';

interface Props {
  authorId: number | null;
  onBack: () => void;
}

type Candidate = TAuthorRecord & { score: number; shared_coauthors: number; shared_journals: number };

const nameOf = (author: Pick<TAuthorRecord, 'first_name' | 'mid_name' | 'last_name'>) =>
  [author.first_name, author.mid_name, author.last_name].filter((part) => part.trim() !== '').join(' ');

/**
 * docs/requirements/admin-tools.md merge screen (/tools/mergeAuthorTool/{id}): a paper-title search, the similar authors 4
 * at a time, the papers side by side, and 'Merge' or 'No Merge Required' with a note dialog.
 */
export function MergeAuthorScreen({ authorId, onBack }: Props) {
  useDocumentTitle(`Merge Author · ${SITE_NAME}`);
  const queryClient = useQueryClient();
  const [titleDraft, setTitleDraft] = useState('');
  const [paperTitle, setPaperTitle] = useState('');
  const [start, setStart] = useState(0);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [dialog, setDialog] = useState<DecisionKind | null>(null);
  const [note, setNote] = useState('');
  const result = useQuery({ ...mergeSearchQueryOptions(authorId ?? 0, paperTitle), enabled: authorId !== null });

  const save = useMutation({
    mutationFn: (body: MergeDecisionBody) => saveMergeDecision(body),
    onSuccess: async (answer) => {
      notifications.show({ color: 'green', message: answer.message });
      setDialog(null);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: mergeKeys.all }),
        queryClient.invalidateQueries({ queryKey: profileKeys.all }),
        queryClient.invalidateQueries({ queryKey: dataIssueKeys.all }),
      ]);
      onBack();
    },
    onError: (error) => notifications.show({ color: 'red', message: failureText(error, MERGE_FAILED), autoClose: ERROR_TOAST_MS }),
  });

  if (authorId === null) return <Alert color="yellow" role="alert">This is not an author id. Open an author from the Merge Author Tool list.</Alert>;
  if (result.isError) {
    return (
      <Stack gap="md">
        <Title order={1} size="h2">Merge Author</Title>
        <Alert color="red" role="alert">{failureText(result.error, MERGE_FAILED)}</Alert>
        <Group><Button variant="default" onClick={onBack}>Back</Button></Group>
      </Stack>
    );
  }
  if (result.isPending) return <Center py="xl"><Loader aria-label="Loading the author and similar authors" /></Center>;

  const { author, candidates } = result.data;
  const selected = candidates.find((candidate) => candidate.id === selectedId) ?? null;

  function openDialog(kind: DecisionKind) {
    if (kind === 'merge') {
      const check = mergeDecisionBody({ authorId: author.id, candidateId: selected?.id ?? null, kind, flag: false, note: '' });
      if (!check.ok) {
        notifications.show({ color: 'red', message: check.message, autoClose: ERROR_TOAST_MS });
        return;
      }
    }
    setNote('');
    setDialog(kind);
  }

  function submit(flag: boolean) {
    if (dialog === null) return;
    const decision = mergeDecisionBody({ authorId: author.id, candidateId: selected?.id ?? null, kind: dialog, flag, note });
    if (!decision.ok) {
      notifications.show({ color: 'red', message: decision.message, autoClose: ERROR_TOAST_MS });
      return;
    }
    save.mutate(decision.body);
  }

  return (
    <Stack gap="md" maw={1400}>
      <Group justify="space-between">
        <Title order={1} size="h2">Merge Author: {nameOf(author)}</Title>
        <Button variant="default" onClick={onBack}>Back to the list</Button>
      </Group>
      <form onSubmit={(event) => { event.preventDefault(); setPaperTitle(titleDraft); setStart(0); setSelectedId(null); }}>
        <Group align="flex-end">
          <TextInput label="Search by paper title" placeholder="Part of a paper's title" value={titleDraft} onChange={(event) => setTitleDraft(event.currentTarget.value)} w={{ base: '100%', sm: 460 }} maxLength={300} />
          <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>Search</Button>
          {paperTitle !== '' && <Button variant="subtle" onClick={() => { setTitleDraft(''); setPaperTitle(''); setStart(0); setSelectedId(null); }}>Show similar names</Button>}
        </Group>
      </form>
      <CandidateCarousel candidates={candidates} start={start} onMove={setStart} selectedId={selectedId} onSelect={setSelectedId} searchedTitle={paperTitle} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <AuthorColumn heading="Author to merge" author={author} other={selected} />
        {selected === null ? (
          <Paper withBorder p="md" radius="md"><Text size="sm" c="dimmed">Select a similar author above to compare their papers.</Text></Paper>
        ) : <AuthorColumn heading="Selected author (kept)" author={selected} other={author} />}
      </SimpleGrid>
      {selected !== null && (
        <Text size="sm" c="dimmed">Merge moves {nameOf(author)}&apos;s papers, names, education, work history and links onto {nameOf(selected)}, the record kept. It can be undone from the list&apos;s Recent decisions.</Text>
      )}
      <Group>
        <Button onClick={() => openDialog('merge')}>Merge</Button>
        <Button variant="light" onClick={() => openDialog('noMerge')}>No Merge Required</Button>
      </Group>
      <Modal opened={dialog !== null} onClose={() => setDialog(null)} title={dialog === null ? '' : DIALOG_BUTTONS[dialog].title}>
        {dialog !== null && (
          <Stack gap="md">
            <Textarea label="Note" autosize minRows={3} maxLength={5000} value={note} onChange={(event) => setNote(event.currentTarget.value)}
              description="A flag keeps a reminder in the Routine Logs." data-autofocus />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setDialog(null)} disabled={save.isPending}>Cancel</Button>
              <Button variant="light" onClick={() => submit(true)} loading={save.isPending}>{DIALOG_BUTTONS[dialog].withFlag}</Button>
              <Button onClick={() => submit(false)} loading={save.isPending}>{DIALOG_BUTTONS[dialog].plain}</Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}

interface CarouselProps {
  candidates: Candidate[];
  start: number;
  onMove: (start: number) => void;
  selectedId: number | null;
  onSelect: (id: number) => void;
  searchedTitle: string;
}

function CandidateCarousel({ candidates, start, onMove, selectedId, onSelect, searchedTitle }: CarouselProps) {
  const view = carouselWindow(candidates.length, start);
  return (
    <Stack gap="xs" component="section" aria-label="Similar authors">
      <Group justify="space-between">
        <Title order={2} size="h4">{searchedTitle === '' ? 'Similar authors' : `Authors of papers titled like "${searchedTitle}"`}</Title>
        {candidates.length > 0 && <Text size="sm" c="dimmed" aria-live="polite">{view.start + 1}–{view.end} of {candidates.length}</Text>}
      </Group>
      {candidates.length === 0 ? <Text size="sm" c="dimmed">No authors found</Text> : (
        <Group wrap="nowrap" align="stretch" gap="xs">
          <ActionIcon variant="default" size="lg" aria-label="Previous 4 authors" disabled={!view.canPrevious} onClick={() => onMove(moveCarousel(candidates.length, view.start, -1))} style={{ alignSelf: 'center' }}>
            <IconChevronLeft size={18} aria-hidden />
          </ActionIcon>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm" style={{ flex: 1 }}>
            {candidates.slice(view.start, view.end).map((candidate) => {
              const chosen = candidate.id === selectedId;
              return (
                <Card key={candidate.id} withBorder padding="sm" radius="md" style={chosen ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 } : undefined} data-testid={`candidate-${candidate.id}`}>
                  <Stack gap={4}>
                    <Text fw={600}>{nameOf(candidate)}</Text>
                    <Text size="xs">{candidate.position === '' ? 'No position' : candidate.position}</Text>
                    <Text size="xs" c="dimmed">{candidate.univ_name === '' ? 'No university' : candidate.univ_name}</Text>
                    <Group gap={4}>
                      <Badge size="xs" variant="light" title="name similarity + shared co-authors and journals">score {candidate.score}</Badge>
                      <Badge size="xs" variant="outline">{candidate.shared_coauthors} shared co-authors</Badge>
                      <Badge size="xs" variant="outline">{candidate.shared_journals} shared journals</Badge>
                    </Group>
                    <Text size="xs">{candidate.papers.length} papers</Text>
                    <Button size="compact-sm" mt={4} variant={chosen ? 'filled' : 'light'} onClick={() => onSelect(candidate.id)} aria-pressed={chosen} aria-label={`Select ${nameOf(candidate)} (${candidate.univ_name})`}>
                      {chosen ? 'Selected' : 'Select'}
                    </Button>
                  </Stack>
                </Card>
              );
            })}
          </SimpleGrid>
          <ActionIcon variant="default" size="lg" aria-label="Next 4 authors" disabled={!view.canNext} onClick={() => onMove(moveCarousel(candidates.length, view.start, 1))} style={{ alignSelf: 'center' }}>
            <IconChevronRight size={18} aria-hidden />
          </ActionIcon>
        </Group>
      )}
    </Stack>
  );
}

function AuthorColumn({ heading, author, other }: { heading: string; author: TAuthorRecord; other: TAuthorRecord | null }) {
  const shared = other === null ? new Set<string>() : sharedTitles(author.bow_papers, other.bow_papers);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={heading}>
      <Stack gap={6}>
        <Text size="xs" c="dimmed" tt="uppercase">{heading}</Text>
        <Title order={3} size="h4">{nameOf(author)} <Text span size="sm" c="dimmed">({author.id})</Text></Title>
        <Text size="sm">{author.position === '' ? 'No position' : author.position} · {author.univ_name === '' ? 'No university' : author.univ_name}</Text>
        {author.email !== '' && <Text size="sm">{author.email}</Text>}
        <Text size="sm">Departments: {author.department.length === 0 ? 'none' : author.department.join(', ')}</Text>
        <Text size="sm">Name variations: {author.name_variations.length === 0 ? 'none' : author.name_variations.join(', ')}</Text>
        <Text size="sm">Education: {author.education.length === 0 ? 'none' : author.education.map((e) => [e.degree, e.institution, e.year ?? ''].filter((part) => part !== '').join(', ')).join('; ')}</Text>
        <Text size="sm">Work history: {author.work_history.length === 0 ? 'none' : author.work_history.map((w) => `${w.title}, ${w.institution} (${w.from ?? '?'}–${w.to ?? 'Present'})`).join('; ')}</Text>
        <Text size="sm" fw={600} mt={4}>Papers ({author.bow_papers.length})</Text>
        {author.bow_papers.length === 0 ? <Text size="sm" c="dimmed">None</Text> : (
          // the list scrolls: its box is a named region reachable by Tab, so the keyboard can scroll it (axe scrollable-region-focusable)
          <div role="region" tabIndex={0} aria-label={`Papers of ${nameOf(author)} (scrolls)`} style={{ maxHeight: 475, overflowY: 'auto' }}>
            <List size="sm" spacing={2} aria-label={`Papers of ${nameOf(author)}`}>
              {author.bow_papers.map((paper) => {
                const both = isSharedTitle(shared, paper.document_title);
                return (
                  <List.Item key={paper._id}>
                    <Text span size="sm" fw={both ? 600 : undefined}>{paper.document_title}</Text>
                    <Text span size="xs" c="dimmed"> · {paper.publication_name} · {paper.publication_year ?? 'no year'}</Text>
                    {both && <Badge size="xs" ml={4} variant="light" color="olive">on both</Badge>}
                  </List.Item>
                );
              })}
            </List>
          </div>
        )}
      </Stack>
    </Paper>
  );
}
