import { enqueueDataIssueDetection, enqueueStatsRefresh, type JobProducer, type StatsRefreshTargets } from '@ri/jobs';

/**
 * Asks the analytics workers to refresh the figures a committed profile or paper change touched
 * (packages/jobs enqueueStatsRefresh), and the data-issue detectors to check the authors it touched:
 * every profile, paper, merge and log change that can raise an issue goes through here, so the logs
 * are never falsely clean (docs/admin-tools.md, "Detection"). A failure to enqueue (Redis down) is
 * logged and does not undo the write: the nightly runs catch up.
 */
export type StatsRefresher = (targets: StatsRefreshTargets, requestedBy: number | null) => Promise<void>;

export function createStatsRefresher(producer: JobProducer, log: { warn(obj: unknown, msg: string): void }): StatsRefresher {
  return async (given, requestedBy) => {
    // an iterable may be read once: both jobs get the same list
    const targets = { ...given, ...(given.authorIds ? { authorIds: [...given.authorIds] } : {}) };
    await enqueueStatsRefresh(producer, targets, {
      requestedBy,
      onError: (error) => log.warn({ err: error, targets }, 'statistics refresh not enqueued; the nightly recompute will catch up'),
    });
    const authorIds = given.authorIds ? (targets.authorIds as number[]) : [];
    if (authorIds.length === 0) return;
    await enqueueDataIssueDetection(producer, { authorIds }, {
      requestedBy,
      onError: (error) => log.warn({ err: error, authorIds }, 'data-issue detection not enqueued; the nightly run will catch up'),
    });
  };
}
