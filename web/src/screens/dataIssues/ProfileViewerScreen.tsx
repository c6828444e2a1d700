import { ActionIcon, Alert, Anchor, Badge, Button, Center, Group, List, Loader, Paper, SimpleGrid, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconArrowBackUp, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { TDataIssueLog } from '@ri/contracts/dataIssues';
import type { TProfilePaper, TProfileResponse } from '@ri/contracts/profile';
import type { DataIssueTypeOpening } from '@ri/contracts/catalogue';
import { profileQueryOptions } from '../../api/profile/profileQueries.ts';
import { failureText } from '../dashboardErrors.ts';
import {
  flaggedVariations, fullName, logPageTitle, LOGS_LOAD_FAILED, NOTHING_REMOVED, profileResolutionBody, removePaper, REMOVE_TOOLTIP,
  removeVariation, researchProfileLinks, restorePaper, restoreVariation, splitRemoved, type RemovedSets,
} from './dataIssues.ts';
import { LogPageFrame } from './LogPageFrame.tsx';
import type { LogPageSearch } from './logsSearch.ts';
import { useLogOfPage, useLogResolution } from './useLogResolution.ts';
import { papersByYearDescending } from '../../format/paperOrder.ts';

type ViewerType = DataIssueTypeOpening<'multiple_name_variations_log' | 'gap_between_papers'>;

interface Props {
  type: ViewerType;
  search: LogPageSearch;
  onBack: () => void;
}

/**
 * docs/requirements/admin-tools.md 'Log resolution profile viewer' (/logs/multiple_name_variations_log, /logs/gap_between_papers):
 * the author, links, name variations and papers (newest first, the 10-year-gap papers highlighted);
 * wrongly mapped ones go to 'Removed' lists and can be restored; Resolve sends the removed sets.
 */
export function ProfileViewerScreen({ type, search, onBack }: Props) {
  const log = useLogOfPage(type, search.log);
  const resolution = useLogResolution(type, search.log ?? 0, onBack);
  return (
    <LogPageFrame title={logPageTitle(type)} logId={search.log} query={log} onBack={onBack} resolveError={resolution.error}>
      {(loaded) => (
        <Viewer
          log={loaded}
          variationsRemovable={type === 'MULTIPLE_LAST_NAME_TWO_CHARACTER_NAME_VARIATION'}
          resolving={resolution.isPending}
          onResolve={(sets) => resolution.mutate(profileResolutionBody(loaded, sets))}
          onBack={onBack}
        />
      )}
    </LogPageFrame>
  );
}

interface ViewerProps {
  log: TDataIssueLog;
  variationsRemovable: boolean;
  resolving: boolean;
  onResolve: (sets: RemovedSets) => void;
  onBack: () => void;
}

function Viewer({ log, variationsRemovable, resolving, onResolve, onBack }: ViewerProps) {
  const profile = useQuery({ ...profileQueryOptions({ kind: 'author', authorId: log.author_id ?? 0 }), enabled: log.author_id !== null, staleTime: 0 });
  const [sets, setSets] = useState<RemovedSets>(NOTHING_REMOVED);
  if (profile.isError) return <Alert color="red" role="alert">{failureText(profile.error, LOGS_LOAD_FAILED)}</Alert>;
  if (profile.isPending) return <Center py="xl"><Loader aria-label="Loading the profile" /></Center>;
  const data = profile.data;
  const papers = splitRemoved(papersByYearDescending(data.papers), (paper) => paper._id, sets.papers);
  const variations = splitRemoved(data.name_variations, (variation) => variation, sets.variations);
  const flagged = new Set(flaggedVariations(log.details));
  const gapPapers = new Set(log.papers_with_10_year_gap);

  return (
    <Stack gap="md">
      <ProfileHeader profile={data} homepage={log.homepage_url} />
      {log.error === 'GAP_OF_10_YEARS' && gapPapers.size > 0 && (
        <Text size="sm">Highlighted: the papers on either side of the gap. Remove the papers that are not this author&apos;s; resolving with none removed confirms the gap is real.</Text>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="xs">
          <Title order={2} size="h4">Name Variations</Title>
          {variations.kept.length === 0 ? <Text size="sm" c="dimmed">None</Text> : (
            <List listStyleType="none" spacing={4} aria-label="Name variations">
              {variations.kept.map((variation) => (
                <List.Item key={variation}>
                  <Group gap="xs" wrap="nowrap">
                    <Text size="sm">{variation}</Text>
                    {flagged.has(variation) && <Badge size="xs" color="orange" variant="light">flagged</Badge>}
                    {variationsRemovable && <RemoveButton label={`Remove name variation ${variation}`} onClick={() => setSets((current) => removeVariation(current, variation))} />}
                  </Group>
                </List.Item>
              ))}
            </List>
          )}
        </Stack>
        <RemovedList
          title="Removed Name Variations"
          items={variations.removed.map((variation) => ({ key: variation, text: variation }))}
          onRestore={(variation) => setSets((current) => restoreVariation(current, variation))}
          hidden={!variationsRemovable}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="xs">
          <Title order={2} size="h4">Papers ({papers.kept.length})</Title>
          {papers.kept.length === 0 ? <Text size="sm" c="dimmed">None</Text> : papers.kept.map((paper) => (
            <PaperCard key={paper._id} paper={paper} highlighted={gapPapers.has(paper._id)} onRemove={() => setSets((current) => removePaper(current, paper._id))} />
          ))}
        </Stack>
        <RemovedList
          title="Removed Papers"
          items={papers.removed.map((paper) => ({ key: paper._id, text: `${paper.document_title} (${paper.publication_year ?? 'no year'})` }))}
          onRestore={(paperId) => setSets((current) => restorePaper(current, paperId))}
        />
      </SimpleGrid>
      <Group>
        <Button onClick={() => onResolve(sets)} loading={resolving}>Resolve</Button>
        <Button variant="default" onClick={onBack}>Back</Button>
      </Group>
    </Stack>
  );
}

function ProfileHeader({ profile, homepage }: { profile: TProfileResponse; homepage: string }) {
  const links = researchProfileLinks(profile);
  const items = [
    { label: 'Homepage', href: homepage },
    { label: 'CV', href: profile.cv },
    { label: 'Google Scholar', href: links.googleScholar },
    { label: 'Researchgate', href: links.researchGate },
  ];
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap={4}>
        <Title order={2} size="h3">{fullName(profile)}</Title>
        <Text size="sm">{profile.position === '' ? 'No position' : profile.position}</Text>
        <Text size="sm" c="dimmed">{profile.univ_name === '' ? 'No university' : profile.univ_name}</Text>
        <Group gap="md" mt={4}>
          {items.map((item) => (item.href === '' ? (
            <Text key={item.label} size="sm" c="dimmed">{item.label}: none</Text>
          ) : (
            <Anchor key={item.label} href={item.href} target="_blank" rel="noopener noreferrer" size="sm">{item.label}</Anchor>
          )))}
        </Group>
      </Stack>
    </Paper>
  );
}

function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Tooltip label={REMOVE_TOOLTIP} withArrow>
      <ActionIcon variant="subtle" color="red" size="sm" aria-label={label} onClick={onClick}>
        <IconTrash size={14} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}

function PaperCard({ paper, highlighted, onRemove }: { paper: TProfilePaper; highlighted: boolean; onRemove: () => void }) {
  const authors = paper.authors.map((author) => [author.first_name, author.mid_name, author.last_name].filter((part) => part !== '').join(' ')).join(', ');
  return (
    <Paper withBorder p="xs" radius="sm" bg={highlighted ? 'yellow.1' : undefined} data-highlighted={highlighted ? 'true' : undefined} data-testid={`paper-${paper._id}`}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2}>
          <Group gap="xs">
            <Text size="sm" fw={600}>{paper.document_title}</Text>
            {highlighted && <Badge size="xs" color="yellow" variant="filled">10-year gap</Badge>}
          </Group>
          <Text size="xs" c="dimmed">{[paper.publication_name, paper.publication_year ?? 'no year'].filter((part) => part !== '').join(' · ')}</Text>
          {authors !== '' && <Text size="xs">{authors}</Text>}
        </Stack>
        <RemoveButton label={`Remove paper ${paper.document_title}`} onClick={onRemove} />
      </Group>
    </Paper>
  );
}

function RemovedList<K extends string | number>({ title, items, onRestore, hidden = false }: { title: string; items: Array<{ key: K; text: string }>; onRestore: (key: K) => void; hidden?: boolean }) {
  if (hidden) return <div />;
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">{title} ({items.length})</Title>
      {items.length === 0 ? <Text size="sm" c="dimmed">Nothing removed</Text> : (
        <List listStyleType="none" spacing={4} aria-label={title}>
          {items.map((item) => (
            <List.Item key={item.key}>
              <Group gap="xs" wrap="nowrap">
                <Text size="sm" td="line-through">{item.text}</Text>
                <Button size="compact-xs" variant="light" leftSection={<IconArrowBackUp size={12} aria-hidden />} onClick={() => onRestore(item.key)} aria-label={`Restore ${item.text}`}>
                  Restore
                </Button>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
