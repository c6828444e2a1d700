// What every import does once its batches are in: refresh the statistics of what it touched, and
// run the data-issue detectors over it.
import type { Db } from '@ri/db';
import { QUEUES, enqueueStatsRefresh, type EnqueueOptions, type EnqueuedJob, type JobProducer } from '@ri/jobs';
import { touchedIds, type TouchedIds } from './importRuns.ts';

export interface AfterImportDeps {
  db: Db;
  /** null in the CLI when Redis is not reachable: the nightly recompute catches up */
  producer: JobProducer | null;
  requestedBy: number | null;
  onError?: (error: unknown) => void;
}

/** The data-issue detectors' queue (docs/ingestion.md): looked up by name so that imports run whether or not it is deployed. */
const DETECTION_QUEUE = 'dataIssueDetection';
const MAX_AUTHORS_PER_DETECTION_JOB = 10_000;

/**
 * The data-issue detectors over the authors the import touched (imports also raise NAME_TOO_SIMILAR
 * themselves for printed names that fit several authors). Answers the first detection job's id,
 * or null when there was nothing to check or no detector queue.
 */
export async function runDataIssueDetectors(deps: AfterImportDeps, touched: TouchedIds): Promise<string | null> {
  if (!deps.producer || touched.authorIds.length === 0 || !(DETECTION_QUEUE in QUEUES)) return null;
  const enqueue = deps.producer.enqueue as unknown as (key: string, payload: unknown, options: EnqueueOptions) => Promise<EnqueuedJob>;
  const ids = [...new Set(touched.authorIds)].sort((a, b) => a - b);
  let first: string | null = null;
  try {
    for (let start = 0; start < ids.length; start += MAX_AUTHORS_PER_DETECTION_JOB) {
      const job = await enqueue(DETECTION_QUEUE, { authorIds: ids.slice(start, start + MAX_AUTHORS_PER_DETECTION_JOB) }, { requestedBy: deps.requestedBy });
      first ??= job.jobId;
    }
  } catch (error) {
    (deps.onError ?? (() => {}))(error);
  }
  return first;
}

export async function afterImport(runId: number, deps: AfterImportDeps): Promise<{ statsRefreshJobId: string | null; detectionJobId: string | null; detectorsRan: boolean; touched: Record<keyof TouchedIds, number> }> {
  const touched = await touchedIds(deps.db, runId);
  let statsRefreshJobId: string | null = null;
  if (deps.producer) {
    const job = await enqueueStatsRefresh(deps.producer, {
      authorIds: touched.authorIds, paperIds: touched.paperIds, journalIds: touched.journalIds,
      universityIds: touched.universityIds, departmentIds: touched.departmentIds,
    }, { requestedBy: deps.requestedBy, onError: deps.onError ?? (() => {}) });
    statsRefreshJobId = job?.jobId ?? null;
  }
  const detectionJobId = await runDataIssueDetectors(deps, touched);
  return {
    statsRefreshJobId,
    detectionJobId,
    detectorsRan: detectionJobId !== null,
    touched: {
      authorIds: touched.authorIds.length, paperIds: touched.paperIds.length, journalIds: touched.journalIds.length,
      universityIds: touched.universityIds.length, departmentIds: touched.departmentIds.length,
    },
  };
}
