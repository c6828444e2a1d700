// What every import does once its batches are in: refresh the statistics of what it touched, and
// run the data-issue detectors over it.
import type { Db } from '@ri/db';
import { enqueueDataIssueDetection, enqueueStatsRefresh, type JobProducer } from '@ri/jobs';
import { touchedIds, type TouchedIds } from './importRuns.ts';

export interface AfterImportDeps {
  db: Db;
  /** null in the CLI when Redis is not reachable: the nightly recompute catches up */
  producer: JobProducer | null;
  requestedBy: number | null;
  onError?: (error: unknown) => void;
}

/**
 * The data-issue detectors (the dataIssueDetection queue) over the authors the import touched;
 * imports also raise NAME_TOO_SIMILAR themselves for printed names that fit several authors.
 * Answers the first detection job's id, or null when there was nothing to check.
 */
export async function runDataIssueDetectors(deps: AfterImportDeps, touched: TouchedIds): Promise<string | null> {
  if (!deps.producer || touched.authorIds.length === 0) return null;
  const job = await enqueueDataIssueDetection(deps.producer, { authorIds: touched.authorIds }, { requestedBy: deps.requestedBy, onError: deps.onError ?? (() => {}) });
  return job?.jobId ?? null;
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
