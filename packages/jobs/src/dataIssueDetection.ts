import type { EnqueuedJob, JobProducer } from './producer.ts';

export interface DataIssueDetectionTargets {
  /** only these authors (the ones an import wrote); every current author when absent */
  authorIds?: Iterable<number>;
}

/** Ids per job: a bigger import is split into several detection jobs. */
const MAX_AUTHORS_PER_JOB = 10_000;

/**
 * Asks the workers to look for data issues (routine logs, docs/requirements/admin-tools.md §4); call it after an
 * import has committed. Issues already raised once are never raised again, so calling it twice is
 * harmless. Without authorIds the whole database is checked (the nightly run does that); while such
 * a full run is waiting or running, asking again joins it.
 *
 *   await enqueueDataIssueDetection(producer, { authorIds: imported }, { requestedBy: caller.userId });
 */
export async function enqueueDataIssueDetection(
  producer: JobProducer,
  targets: DataIssueDetectionTargets = {},
  options: { requestedBy?: number | null; onError?: (error: unknown) => void } = {},
): Promise<EnqueuedJob | null> {
  const requestedBy = options.requestedBy ?? null;
  try {
    if (targets.authorIds === undefined) {
      return await producer.enqueue('dataIssueDetection', {}, { requestedBy, joinRunningId: 'data-issue-detection-all' });
    }
    const ids = [...new Set([...targets.authorIds].filter((id) => Number.isInteger(id) && id > 0))].sort((a, b) => a - b);
    let first: EnqueuedJob | null = null;
    for (let start = 0; start < ids.length; start += MAX_AUTHORS_PER_JOB) {
      const job = await producer.enqueue('dataIssueDetection', { authorIds: ids.slice(start, start + MAX_AUTHORS_PER_JOB) }, { requestedBy });
      first ??= job;
    }
    return first;
  } catch (error) {
    if (!options.onError) throw error;
    options.onError(error);
    return null;
  }
}
