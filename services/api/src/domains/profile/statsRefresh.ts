import { enqueueStatsRefresh, type JobProducer, type StatsRefreshTargets } from '@ri/jobs';

/**
 * Asks the analytics workers to refresh the figures a committed profile or paper change touched
 * (packages/jobs enqueueStatsRefresh). A failure to enqueue (Redis down) is logged and does not
 * undo the write: the nightly recompute catches up.
 */
export type StatsRefresher = (targets: StatsRefreshTargets, requestedBy: number | null) => Promise<void>;

export function createStatsRefresher(producer: JobProducer, log: { warn(obj: unknown, msg: string): void }): StatsRefresher {
  return async (targets, requestedBy) => {
    await enqueueStatsRefresh(producer, targets, {
      requestedBy,
      onError: (error) => log.warn({ err: error, targets }, 'statistics refresh not enqueued; the nightly recompute will catch up'),
    });
  };
}
