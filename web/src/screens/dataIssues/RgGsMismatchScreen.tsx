import { Alert, Anchor, Button, Center, Group, List, Loader, Paper, SimpleGrid, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { TDataIssueLog } from '@ri/contracts/dataIssues';
import { profileQueryOptions } from '../../api/profile/profileQueries.ts';
import { failureText } from '../dashboardErrors.ts';
import { papersByYearDescending } from '../../format/paperOrder.ts';
import { fullName, logPageTitle, LOGS_LOAD_FAILED, researchProfileLinks, rgGsBody } from './dataIssues.ts';
import { LogPageFrame } from './LogPageFrame.tsx';
import type { LogPageSearch } from './logsSearch.ts';
import { useLogOfPage, useLogResolution } from './useLogResolution.ts';

interface Props {
  search: LogPageSearch;
  onBack: () => void;
}

const SHOWN_PAPERS = 8;

/**
 * docs/requirements/admin-tools.md RG/GS name mismatch (/logs/rg_gs_name_mismatch): the two profiles side by side; 'Map'
 * keeps both research profiles on this author (their names become name variations), 'Merge and Map'
 * merges the other record into this one (undoable in the Merge Author Tool), then maps.
 */
export function RgGsMismatchScreen({ search, onBack }: Props) {
  const log = useLogOfPage('RG_GS_MISMATCH', search.log);
  const resolution = useLogResolution('RG_GS_MISMATCH', search.log ?? 0, onBack);
  return (
    <LogPageFrame title={logPageTitle('RG_GS_MISMATCH')} logId={search.log} query={log} onBack={onBack} resolveError={resolution.error}>
      {(loaded) => (
        <Stack gap="md">
          <Text size="sm">
            Google Scholar names this author <b>{loaded.gs_name === '' ? '(none)' : loaded.gs_name}</b>, ResearchGate <b>{loaded.rg_profile_name === '' ? '(none)' : loaded.rg_profile_name}</b>.
          </Text>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <ProfileColumn heading="This record" authorId={loaded.author_id} />
            {loaded.other_author_id === null ? (
              <Paper withBorder p="md" radius="md">
                <Stack gap="xs">
                  <Title order={2} size="h4">Other record</Title>
                  <Text size="sm" c="dimmed">No other record carries the differing name, so there is nothing to merge: use Map if both research profiles are this author&apos;s.</Text>
                </Stack>
              </Paper>
            ) : <ProfileColumn heading="Record with the differing name" authorId={loaded.other_author_id} />}
          </SimpleGrid>
          <Actions log={loaded} busy={resolution.isPending} onAct={(action) => resolution.mutate(rgGsBody(loaded, action))} onBack={onBack} />
        </Stack>
      )}
    </LogPageFrame>
  );
}

function Actions({ log, busy, onAct, onBack }: { log: TDataIssueLog; busy: boolean; onAct: (action: 'merge_and_map' | 'map') => void; onBack: () => void }) {
  const canMerge = log.other_author_id !== null;
  const merge = (
    <Button onClick={() => onAct('merge_and_map')} disabled={!canMerge || busy}>Merge and Map</Button>
  );
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        Map: both research profiles are this author&apos;s, their names become name variations.
        {canMerge ? ` Merge and Map: ${log.other_author_name} is the same person; that record is merged into this one (it can be undone in the Merge Author Tool), then mapped.` : ''}
      </Text>
      <Group>
        {canMerge ? merge : <Tooltip label="No other record to merge"><span>{merge}</span></Tooltip>}
        <Button variant="light" onClick={() => onAct('map')} loading={busy}>Map</Button>
        <Button variant="default" onClick={onBack}>Back</Button>
      </Group>
    </Stack>
  );
}

function ProfileColumn({ heading, authorId }: { heading: string; authorId: number | null }) {
  const profile = useQuery({ ...profileQueryOptions({ kind: 'author', authorId: authorId ?? 0 }), enabled: authorId !== null, staleTime: 0 });
  return (
    <Paper withBorder p="md" radius="md" aria-label={heading} component="section">
      <Stack gap={6}>
        <Title order={2} size="h4">{heading}</Title>
        {profile.isError ? <Alert color="red" role="alert">{failureText(profile.error, LOGS_LOAD_FAILED)}</Alert>
          : profile.isPending ? <Center py="md"><Loader size="sm" aria-label={`Loading ${heading}`} /></Center>
            : (() => {
              const data = profile.data;
              const links = researchProfileLinks(data);
              const papers = papersByYearDescending(data.papers);
              return (
                <>
                  <Text fw={600}>{fullName(data)}</Text>
                  <Text size="sm">{data.position === '' ? 'No position' : data.position} · {data.univ_name === '' ? 'No university' : data.univ_name}</Text>
                  <Text size="sm">Google Scholar: {links.googleScholar === '' ? 'none' : <Anchor href={links.googleScholar} target="_blank" rel="noopener noreferrer">{data.gs.author_name || data.gs.author_id}</Anchor>}</Text>
                  <Text size="sm">ResearchGate: {links.researchGate === '' ? 'none' : <Anchor href={links.researchGate} target="_blank" rel="noopener noreferrer">{data.rg.author_name || data.rg.author_id}</Anchor>}</Text>
                  <Text size="sm">Name variations: {data.name_variations.length === 0 ? 'none' : data.name_variations.join(', ')}</Text>
                  <Text size="sm" fw={600} mt={4}>Papers ({papers.length})</Text>
                  <List size="sm" spacing={2}>
                    {papers.slice(0, SHOWN_PAPERS).map((paper) => <List.Item key={paper._id}>{paper.document_title} ({paper.publication_year ?? 'no year'})</List.Item>)}
                  </List>
                  {papers.length > SHOWN_PAPERS && <Text size="xs" c="dimmed">and {papers.length - SHOWN_PAPERS} more</Text>}
                </>
              );
            })()}
      </Stack>
    </Paper>
  );
}
