import type { Redis } from 'ioredis';
import { upsertJobScheduler, type RegisteredScheduler } from '../jobSchedulers.ts';

export const DEFAULT_DATA_ISSUE_DETECTION_CRON = '30 2 * * *';
export const DATA_ISSUE_DETECTION_SCHEDULER_ID = 'nightly-data-issue-detection';

/**
 * The nightly full data-issue detection, a BullMQ job scheduler (DATA_ISSUE_DETECTION_CRON, default
 * 02:30 UTC, before the 03:00 analytics rebuild). Idempotent: every worker process registers it at start.
 */
export async function registerDataIssueDetectionScheduler(connection: Redis, prefix: string, cron?: string): Promise<RegisteredScheduler> {
  return upsertJobScheduler(connection, prefix, {
    id: DATA_ISSUE_DETECTION_SCHEDULER_ID, queue: 'dataIssueDetection', pattern: cron?.trim() || DEFAULT_DATA_ISSUE_DETECTION_CRON,
  });
}
