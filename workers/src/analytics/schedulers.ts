import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { DEFAULT_JOB_OPTIONS, QUEUES, type QueueKey } from '@ri/jobs';

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
export async function registerNightlySchedulers(
  connection: Redis, prefix: string, settings: SchedulerSettings = {},
): Promise<{ id: string; queue: string; pattern: string; next: Date | null }[]> {
  const nightly = settings.nightlyCron?.trim() || DEFAULT_NIGHTLY_CRON;
  const patterns: Record<string, string> = {
    analyticsRecompute: nightly,
    tenureData: settings.tenureCron?.trim() || nightly,
  };
  const registered = [];
  for (const scheduler of NIGHTLY_SCHEDULERS) {
    const definition = QUEUES[scheduler.queue];
    const queue = new Queue(definition.name, { connection, prefix });
    queue.on('error', () => {});
    try {
      const pattern = patterns[scheduler.queue]!;
      const { attempts, backoff, removeOnComplete, removeOnFail } = DEFAULT_JOB_OPTIONS;
      const job = await queue.upsertJobScheduler(scheduler.id, { pattern, tz: settings.tz || 'UTC' }, {
        name: definition.name,
        data: { requestedBy: null },
        opts: { attempts, backoff, removeOnComplete, removeOnFail },
      });
      const next = job?.opts.delay !== undefined ? new Date(job.timestamp + job.opts.delay) : null;
      registered.push({ id: scheduler.id, queue: definition.name, pattern, next });
    } finally {
      await queue.close();
    }
  }
  return registered;
}
