import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { DEFAULT_JOB_OPTIONS, QUEUES } from '@ri/jobs';

/** Every 6 hours, on the hour. */
export const DEFAULT_RSS_REFRESH_CRON = '0 */6 * * *';
export const RSS_REFRESH_SCHEDULER_ID = 'rss-refresh';

/**
 * The scheduled refresh of every configured feed: a BullMQ job scheduler (RSS_REFRESH_CRON,
 * default every 6 hours), so one run happens however many worker processes there are.
 * Idempotent: every worker process registers it at start.
 */
export async function registerRssRefreshScheduler(connection: Redis, prefix: string, cron?: string): Promise<{ id: string; queue: string; pattern: string; next: Date | null }> {
  const definition = QUEUES.rssRefresh;
  const pattern = cron?.trim() || DEFAULT_RSS_REFRESH_CRON;
  const queue = new Queue(definition.name, { connection, prefix });
  queue.on('error', () => {});
  try {
    const { attempts, backoff, removeOnComplete, removeOnFail } = DEFAULT_JOB_OPTIONS;
    const job = await queue.upsertJobScheduler(RSS_REFRESH_SCHEDULER_ID, { pattern, tz: 'UTC' }, {
      name: definition.name,
      data: { requestedBy: null },
      opts: { attempts, backoff, removeOnComplete, removeOnFail },
    });
    const next = job?.opts.delay !== undefined ? new Date(job.timestamp + job.opts.delay) : null;
    return { id: RSS_REFRESH_SCHEDULER_ID, queue: definition.name, pattern, next };
  } finally {
    await queue.close();
  }
}
