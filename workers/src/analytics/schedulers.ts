import type { Redis } from 'ioredis';
import type { QueueKey } from '@ri/jobs';
import { upsertJobScheduler, type RegisteredScheduler } from '../jobSchedulers.ts';

export const DEFAULT_NIGHTLY_CRON = '0 3 * * *';

/** The nightly rebuilds: BullMQ job schedulers, so that one run per night happens however many workers there are. */
export const NIGHTLY_SCHEDULERS: readonly { id: string; queue: QueueKey; cronEnv: string }[] = [
  { id: 'nightly-analytics-recompute', queue: 'analyticsRecompute', cronEnv: 'ANALYTICS_NIGHTLY_CRON' },
  { id: 'nightly-tenure-data', queue: 'tenureData', cronEnv: 'ANALYTICS_TENURE_CRON' },
];

export interface SchedulerSettings {
  /** cron pattern of the core rebuild (ANALYTICS_NIGHTLY_CRON, default '0 3 * * *') */
  nightlyCron?: string;
  /** cron pattern of the tenure rebuild (ANALYTICS_TENURE_CRON, default: the nightly pattern) */
  tenureCron?: string;
  /** time zone of the patterns (ANALYTICS_NIGHTLY_TZ, default UTC) */
  tz?: string;
}

export function schedulerSettingsFromEnv(env: NodeJS.ProcessEnv): SchedulerSettings {
  return { nightlyCron: env.ANALYTICS_NIGHTLY_CRON, tenureCron: env.ANALYTICS_TENURE_CRON, tz: env.ANALYTICS_NIGHTLY_TZ };
}

/**
 * Creates or updates the nightly job schedulers (idempotent: every worker process does it at
 * start, and the last settings win). Returns each scheduler's next run.
 */
export async function registerNightlySchedulers(connection: Redis, prefix: string, settings: SchedulerSettings = {}): Promise<RegisteredScheduler[]> {
  const nightly = settings.nightlyCron?.trim() || DEFAULT_NIGHTLY_CRON;
  const patterns: Record<string, string> = {
    analyticsRecompute: nightly,
    tenureData: settings.tenureCron?.trim() || nightly,
  };
  const registered: RegisteredScheduler[] = [];
  for (const scheduler of NIGHTLY_SCHEDULERS) {
    registered.push(await upsertJobScheduler(connection, prefix, { id: scheduler.id, queue: scheduler.queue, pattern: patterns[scheduler.queue]!, tz: settings.tz }));
  }
  return registered;
}
