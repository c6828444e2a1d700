import { useEffect, useState } from 'react';
import { Alert, Button, Card, List, Loader, Progress, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TComputeButtonName } from '@ri/contracts/analytics';
import { computeFieldsDetailsQueryOptions, computeFieldsKeys, startComputeJob } from '../../api/analytics/computeFieldsQueries.ts';
import { ApiError } from '../../api/client.ts';
import { useJobProgress, type JobRef } from '../../api/jobs/useJobProgress.ts';
import { jobKeys } from '../../api/jobs/jobQueries.ts';
import { COMPUTE_BUTTONS, DETAILS_FAILED, EMAIL_NOTE, SOMETHING_WENT_WRONG, lastModifiedText, resultLines, waitingFor, waitingText } from './computeFields.ts';

/** docs/requirements/admin-tools.md Compute Fields (/dashboard/UniversityStats, administrators). */
export function ComputeFieldsScreen() {
  useDocumentTitle('Compute Fields · Research Insights');
  const details = useQuery(computeFieldsDetailsQueryOptions());

  return (
    <Stack gap="md" maw={820}>
      <Title order={1} size="h2">Compute Fields</Title>
      <Text size="sm" c="dimmed">{EMAIL_NOTE}</Text>
      {details.isError && <Alert color="red" role="alert">{DETAILS_FAILED}</Alert>}
      {COMPUTE_BUTTONS.map((button) => (
        <ComputeButtonCard
          key={button.name}
          name={button.name}
          label={button.label}
          description={button.description}
          loading={details.isPending}
          detail={details.data?.details.find((d) => d.button_name === button.name)}
          waitingFor={waitingFor(button.name, details.data?.details ?? [])}
        />
      ))}
    </Stack>
  );
}

interface CardProps {
  name: TComputeButtonName;
  label: string;
  description: string;
  loading: boolean;
  detail: { modified_on: string | null; queue: string; running: boolean; job_id: string | null } | undefined;
  /** another button's computation is running: this one waits (the server refuses it too, 409) */
  waitingFor: string | null;
}

function ComputeButtonCard({ name, label, description, loading, detail, waitingFor }: CardProps) {
  const queryClient = useQueryClient();
  const [followed, setFollowed] = useState<JobRef | null>(null);
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);

  // re-opened while a job runs: follow it
  const runningJobId = detail?.running ? detail.job_id : null;
  const runningQueue = detail?.queue;
  useEffect(() => {
    if (runningJobId && runningQueue) {
      setFollowed((current) => (current?.jobId === runningJobId ? current : { queue: runningQueue, jobId: runningJobId }));
    }
  }, [runningJobId, runningQueue]);

  const progress = useJobProgress(followed);
  const finished = progress.status === 'completed' || progress.status === 'failed';
  useEffect(() => {
    if (finished) {
      void queryClient.invalidateQueries({ queryKey: computeFieldsKeys.details() });
      void queryClient.invalidateQueries({ queryKey: jobKeys.all });
    }
  }, [finished, queryClient]);

  const running = progress.status === 'running';
  const disabled = starting || running || (detail?.running ?? false);

  async function start() {
    setStarting(true);
    setStartError(null);
    try {
      const outcome = await startComputeJob(name);
      if (!outcome.ok) setStartError(SOMETHING_WENT_WRONG);
      else setFollowed({ queue: outcome.queue, jobId: outcome.jobId });
    } catch (error) {
      setStartError(error instanceof ApiError && error.status !== 0 && error.status < 500 ? error.message : SOMETHING_WENT_WRONG);
    } finally {
      setStarting(false);
    }
  }

  const pct = running && progress.progress ? Math.round(progress.progress.pct) : 0;
  const progressText = running && progress.progress
    ? [progress.progress.stage, progress.progress.message].filter((part) => part !== '').join(': ')
    : 'Waiting to start';

  return (
    <Card withBorder padding="md" data-testid={`compute-${name}`}>
      <Stack gap="xs">
        <Button onClick={() => void start()} disabled={disabled || waitingFor !== null} loading={starting} w="fit-content"
          aria-describedby={waitingFor !== null ? `waiting-${name}` : undefined}>
          {label}
        </Button>
        {waitingFor !== null && (
          <Text size="sm" c="dimmed" id={`waiting-${name}`}>{waitingText(waitingFor)}</Text>
        )}
        <Text size="sm">{description}</Text>
        {loading ? <Loader size="xs" aria-label="Loading last update" /> : (
          <Text size="sm" data-testid={`last-modified-${name}`}>{detail ? lastModifiedText(detail.modified_on) : lastModifiedText(null)}</Text>
        )}
        {running && (
          <Stack gap={4}>
            <Progress value={pct} animated striped aria-label={`${label} progress`} />
            <Text size="xs" c="dimmed" aria-live="polite">{pct}% · {progressText}</Text>
          </Stack>
        )}
        {progress.status === 'completed' && (
          <Alert color="green" title="Completed">
            {resultLines(progress.result).length > 0 ? (
              <List size="sm">
                {resultLines(progress.result).map((line) => <List.Item key={line.label}>{line.label}: {line.value}</List.Item>)}
              </List>
            ) : 'The job finished.'}
          </Alert>
        )}
        {progress.status === 'failed' && <Alert color="red" title="The job failed" role="alert">{progress.error}</Alert>}
        {startError && <Alert color="red" role="alert">{startError}</Alert>}
      </Stack>
    </Card>
  );
}
