import { useEffect, useRef } from 'react';
import { Alert, Anchor, Group, Progress, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useJobProgress, type JobProgressState, type JobRef } from '../../api/jobs/useJobProgress.ts';
import { countLines, historyLinkText, importCounts, jobResultOutcome } from './importRules.ts';

interface Props {
  /** the started job (null: nothing to follow) */
  job: JobRef | null;
  /** what runs, e.g. 'Import' or 'Scrape': names the progress bar and the result */
  label: string;
  /** called once when the job completes or fails (refresh what it changed) */
  onFinished?: (state: JobProgressState) => void;
  /** administrators can open the import history */
  showHistoryLink?: boolean;
}

/** A running import or scrape: its progress streamed from the job, then the counts it ends with. */
export function ImportJobProgress({ job, label, onFinished, showHistoryLink = false }: Props) {
  const state = useJobProgress(job);
  const finished = state.status === 'completed' || state.status === 'failed';
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (!finished || job === null) return;
    const key = `${job.queue}:${job.jobId}`;
    if (reported.current === key) return;
    reported.current = key;
    onFinished?.(state);
  }, [finished, job, state, onFinished]);

  if (state.status === 'idle') return null;
  if (state.status === 'running') {
    const pct = state.progress ? Math.round(state.progress.pct) : 0;
    const text = state.progress ? [state.progress.stage, state.progress.message].filter((part) => part !== '').join(': ') : 'Waiting to start';
    return (
      <Stack gap={4} data-testid="import-progress">
        <Progress value={pct} animated striped aria-label={`${label} progress`} />
        <Text size="xs" c="dimmed" aria-live="polite">{pct}% · {text}</Text>
      </Stack>
    );
  }
  if (state.status === 'failed') {
    return <Alert color="red" title={`${label} failed`} role="alert">{state.error}</Alert>;
  }
  const counts = importCounts(state.result);
  const outcome = jobResultOutcome(state.result);
  const title = !outcome || outcome.label === 'completed' ? `${label} finished` : `${label} ${outcome.label}`;
  return (
    <Alert color={outcome?.color ?? 'green'} title={title} data-testid="import-result" role={outcome?.color === 'red' ? 'alert' : undefined}>
      {counts ? (
        <Stack gap={4}>
          {outcome?.detail && <Text size="sm" data-testid="import-outcome-detail">{outcome.detail}</Text>}
          <Group gap="lg">
            {countLines(counts).map((line) => (
              <Text key={line.label} size="sm"><Text span fw={600} data-testid={`count-${line.label.split(' ')[0]!.toLowerCase()}`}>{line.value}</Text> {line.label.toLowerCase()}</Text>
            ))}
          </Group>
          {showHistoryLink && (
            <Anchor component={Link} to="/dashboard/imports/history" size="sm">{historyLinkText(counts)}</Anchor>
          )}
        </Stack>
      ) : 'The job finished.'}
    </Alert>
  );
}
