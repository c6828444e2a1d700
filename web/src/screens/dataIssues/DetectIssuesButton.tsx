import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { dataIssueKeys, startDataIssueDetection } from '../../api/dataIssues/dataIssueQueries.ts';
import { useJobProgress, type JobRef } from '../../api/jobs/useJobProgress.ts';
import { failureText } from '../dashboardErrors.ts';
import { LOGS_LOAD_FAILED, raisedCount } from './dataIssues.ts';

/**
 * 'Check for new issues': runs the data-issue-detection job now (it also runs nightly and after
 * imports) and follows its progress; the list reloads when it completes.
 */
export function DetectIssuesButton() {
  const queryClient = useQueryClient();
  const [job, setJob] = useState<JobRef | null>(null);
  const [starting, setStarting] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const handled = useRef<string | null>(null);
  const progress = useJobProgress(job);

  useEffect(() => {
    if (job === null || handled.current === job.jobId) return;
    if (progress.status === 'completed') {
      handled.current = job.jobId;
      const raised = raisedCount(progress.result);
      setMessage({ ok: true, text: raised === null ? 'The check finished.' : raised === 0 ? 'The check finished: no new issues.' : `The check finished: ${raised} new issue${raised === 1 ? '' : 's'}.` });
      setJob(null);
      void queryClient.invalidateQueries({ queryKey: dataIssueKeys.all });
    } else if (progress.status === 'failed') {
      handled.current = job.jobId;
      setMessage({ ok: false, text: progress.error });
      setJob(null);
    }
  }, [job, progress, queryClient]);

  async function start() {
    setStarting(true);
    setMessage(null);
    try {
      const started = await startDataIssueDetection();
      setJob({ queue: started.queue, jobId: started.job_id });
    } catch (error) {
      setMessage({ ok: false, text: failureText(error, LOGS_LOAD_FAILED) });
    } finally {
      setStarting(false);
    }
  }

  const pct = progress.status === 'running' && progress.progress ? Math.round(progress.progress.pct) : 0;
  return (
    <Stack gap={6}>
      <Group>
        <Button variant="light" leftSection={<IconSearch size={16} aria-hidden />} onClick={() => void start()} loading={starting || job !== null}>
          Check for new issues
        </Button>
      </Group>
      {job !== null && (
        <Stack gap={4} maw={420}>
          <Progress value={pct} animated striped aria-label="Data issue check progress" />
          <Text size="xs" c="dimmed" aria-live="polite">{pct}%{progress.status === 'running' && progress.progress?.message ? ` · ${progress.progress.message}` : ''}</Text>
        </Stack>
      )}
      {message !== null && (message.ok ? <Text size="sm" c="green.8" role="status">{message.text}</Text> : <Alert color="red" role="alert">{message.text}</Alert>)}
    </Stack>
  );
}
