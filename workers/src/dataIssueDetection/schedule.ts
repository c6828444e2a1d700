import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { DEFAULT_JOB_OPTIONS, QUEUES } from '@ri/jobs';

export const DEFAULT_DATA_ISSUE_DETECTION_CRON = '30 2 * * *';
export const DATA_ISSUE_DETECTION_SCHEDULER_ID = 'nightly-data-issue-detection';

/**
 * The nightly full data-issue detection, a BullMQ job scheduler (DATA_ISSUE_DETECTION_CRON, default
 * 02:30 UTC, before the 03:00 analytics rebuild). Idempotent: every worker process registers it at start.
 */
export async function registerDataIssueDetectionScheduler(connection: Redis, prefix: string, cron?: string): Promise<{ id: string; pattern: string }> {
  const definition = QUEUES.dataIssueDetection;
  const pattern = cron?.trim() || DEFAULT_DATA_ISSUE_DETECTION_CRON;
  const queue = new Queue(definition.name, { connection, prefix });
  queue.on('error', () => {});
  try {
    const { attempts, backoff, removeOnComplete, removeOnFail } = DEFAULT_JOB_OPTIONS;
    await queue.upsertJobScheduler(DATA_ISSUE_DETECTION_SCHEDULER_ID, { pattern, tz: 'UTC' }, {
      name: definition.name,
      data: { requestedBy: null },
      opts: { attempts, backoff, removeOnComplete, removeOnFail },
    });
  } finally {
    await queue.close();
  }
  return { id: DATA_ISSUE_DETECTION_SCHEDULER_ID, pattern };
}
