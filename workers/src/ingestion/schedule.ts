import type { Redis } from 'ioredis';
import { upsertJobScheduler, type RegisteredScheduler } from '../jobSchedulers.ts';

/** Every 6 hours, on the hour. */
export const DEFAULT_RSS_REFRESH_CRON = '0 */6 * * *';
export const RSS_REFRESH_SCHEDULER_ID = 'rss-refresh';

/**
 * The scheduled refresh of every configured feed: a BullMQ job scheduler (RSS_REFRESH_CRON,
 * default every 6 hours), so one run happens however many worker processes there are.
 * Idempotent: every worker process registers it at start.
 */
export async function registerRssRefreshScheduler(connection: Redis, prefix: string, cron?: string): Promise<RegisteredScheduler> {
  return upsertJobScheduler(connection, prefix, { id: RSS_REFRESH_SCHEDULER_ID, queue: 'rssRefresh', pattern: cron?.trim() || DEFAULT_RSS_REFRESH_CRON });
}
