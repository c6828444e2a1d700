import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TDataIssueLog, TDataIssueType } from '@ri/contracts/dataIssues';
import { dataIssueTypesOpening, type DataIssueTypeOpening } from '@ri/contracts/catalogue';
import { mismatchDecisionBody, mismatchTitle } from './dataIssues.ts';
import { LogPageFrame } from './LogPageFrame.tsx';
import type { LogPageSearch } from './logsSearch.ts';
import { useLogOfPage, useLogResolution } from './useLogResolution.ts';

/** The types whose logs open this page (declared in packages/contracts/src/catalogue/dataIssueTypes.ts). */
type MismatchType = DataIssueTypeOpening<'name_mismatch'>;
const MISMATCH_TYPES: readonly TDataIssueType[] = dataIssueTypesOpening('name_mismatch');

interface Props {
  search: LogPageSearch;
  onBack: () => void;
}

/**
 * docs/requirements/admin-tools.md paper-to-author confirmation (/logs/name_mismatch): 'Google Scholar Name Mismatch' or
 * 'Research Gate Name Mismatch' (and 'Name Too Similar'); Yes and No each submit the decision and
 * return to /logs.
 */
export function NameMismatchScreen({ search, onBack }: Props) {
  const type = search.error !== undefined && MISMATCH_TYPES.includes(search.error) ? (search.error as MismatchType) : undefined;
  const log = useLogOfPage(type, search.log);
  const resolution = useLogResolution(type ?? 'GS_NAME_MISMATCH', search.log ?? 0, onBack);
  if (search.log !== undefined && type === undefined) {
    return (
      <Stack gap="md">
        <Title order={1} size="h2">Name Mismatch</Title>
        <Alert color="yellow" role="alert">This page resolves Google Scholar, ResearchGate and similar-name logs only. Open the log from the Routine Logs list.</Alert>
        <Group><Button variant="default" onClick={onBack}>Back</Button></Group>
      </Stack>
    );
  }
  return (
    <LogPageFrame title={mismatchTitle(type ?? 'RG_NAME_MISMATCH')} logId={search.log} query={log} onBack={onBack} resolveError={resolution.error}>
      {(loaded) => <Confirmation log={loaded} deciding={resolution.isPending} onDecide={(yes) => resolution.mutate(mismatchDecisionBody(loaded, yes))} onBack={onBack} />}
    </LogPageFrame>
  );
}

function Confirmation({ log, deciding, onDecide, onBack }: { log: TDataIssueLog; deciding: boolean; onDecide: (yes: boolean) => void; onBack: () => void }) {
  const similar = log.error === 'NAME_TOO_SIMILAR';
  const profileName = log.error === 'GS_NAME_MISMATCH' ? log.gs_name : log.rg_profile_name;
  const question = similar ? `Is this paper by ${log.other_author_name}?` : `Is this paper by ${log.already_name}?`;
  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md">
        <Stack gap={6}>
          <Text size="xs" c="dimmed">Paper</Text>
          <Text fw={600} data-testid="mismatch-paper">{log.paper?.document_title ?? 'Unknown paper'}</Text>
          <Text size="sm" c="dimmed">{[log.paper?.publication_name ?? '', log.paper?.publication_year ?? ''].filter((part) => part !== '').join(' · ')}</Text>
          <Text size="sm">Name printed on the paper: <b>{log.author_name}</b></Text>
          {!similar && (
            <Text size="sm">{log.error === 'GS_NAME_MISMATCH' ? 'Google Scholar' : 'ResearchGate'} profile name: <b>{profileName === '' ? 'none' : profileName}</b></Text>
          )}
          <Text size="sm">Mapped to: <b>{log.already_name}</b>{log.author_univ_name !== '' ? ` (${log.author_univ_name})` : ''}</Text>
          {similar && <Text size="sm">The printed name is the name of another record: <b>{log.other_author_name}</b></Text>}
        </Stack>
      </Paper>
      <Text fw={600}>{question}</Text>
      <Text size="sm" c="dimmed">
        {similar
          ? `Yes moves the paper to ${log.other_author_name}; No keeps it with ${log.already_name}.`
          : `Yes keeps the paper with ${log.already_name}; No removes it from this author.`}
      </Text>
      <Group>
        <Button onClick={() => onDecide(true)} loading={deciding}>Yes</Button>
        <Button color="red" variant="light" onClick={() => onDecide(false)} disabled={deciding}>No</Button>
        <Button variant="default" onClick={onBack}>Back</Button>
      </Group>
    </Stack>
  );
}
