import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import type { TRedFlagCsvCheck } from '@ri/contracts/redFlags';
import { useJobProgress, type JobRef } from '../../api/jobs/useJobProgress.ts';
import { exportResultOf, fetchExportFile, startRedFlagExport } from '../../api/redFlags/redFlagQueries.ts';
import { downloadTextFile } from '../../components/downloadFile.ts';
import { failureText } from '../dashboardErrors.ts';
import { RED_FLAG_ERROR } from './redFlagPanels.ts';

interface Props {
  check: TRedFlagCsvCheck;
  /** the same-number check's university */
  universityId?: number;
  disabled?: boolean;
}

type Outcome = { kind: 'downloaded'; fileName: string; rows: number } | { kind: 'failed'; message: string } | null;

/**
 * A CSV of a red-flag check: `?download=1` starts the red-flag-export job, its progress streams to a
 * progress bar, and the file the worker wrote downloads when the job completes (a large export never
 * blocks the API; the file name is the seed's).
 */
export function CsvExportButton({ check, universityId, disabled = false }: Props) {
  const [job, setJob] = useState<JobRef | null>(null);
  const [starting, setStarting] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const fetched = useRef<string | null>(null);
  const progress = useJobProgress(job);

  useEffect(() => {
    if (job === null || fetched.current === job.jobId) return;
    if (progress.status === 'failed') {
      fetched.current = job.jobId;
      setOutcome({ kind: 'failed', message: progress.error });
      setJob(null);
    }
    if (progress.status !== 'completed') return;
    fetched.current = job.jobId;
    const result = exportResultOf(progress.result);
    if (result === null) {
      setOutcome({ kind: 'failed', message: RED_FLAG_ERROR });
      setJob(null);
      return;
    }
    fetchExportFile(result.download_url)
      .then((text) => {
        downloadTextFile(result.file_name, text);
        setOutcome({ kind: 'downloaded', fileName: result.file_name, rows: result.rows });
      })
      .catch((error: unknown) => setOutcome({ kind: 'failed', message: failureText(error, RED_FLAG_ERROR) }))
      .finally(() => setJob(null));
  }, [job, progress]);

  async function start() {
    setStarting(true);
    setOutcome(null);
    try {
      const started = await startRedFlagExport(check, universityId);
      setJob({ queue: started.queue, jobId: started.job_id });
    } catch (error) {
      setOutcome({ kind: 'failed', message: failureText(error, RED_FLAG_ERROR) });
    } finally {
      setStarting(false);
    }
  }

  const running = job !== null;
  const pct = progress.status === 'running' && progress.progress ? Math.round(progress.progress.pct) : 0;
  const stage = progress.status === 'running' && progress.progress
    ? [progress.progress.stage, progress.progress.message].filter((part) => part !== '').join(': ')
    : 'Waiting to start';

  return (
    <Stack gap={6} data-testid={`csv-export-${check}`}>
      <Group>
        <Button leftSection={<IconDownload size={16} aria-hidden />} onClick={() => void start()} loading={starting || running} disabled={disabled}>
          Download CSV
        </Button>
      </Group>
      {running && (
        <Stack gap={4} maw={420}>
          <Progress value={pct} animated striped aria-label="CSV export progress" />
          <Text size="xs" c="dimmed" aria-live="polite">{pct}% · {stage}</Text>
        </Stack>
      )}
      {outcome?.kind === 'downloaded' && (
        <Text size="sm" c="green.8" role="status">Downloaded {outcome.fileName} ({outcome.rows.toLocaleString()} rows)</Text>
      )}
      {outcome?.kind === 'failed' && <Alert color="red" role="alert">{outcome.message}</Alert>}
    </Stack>
  );
}
