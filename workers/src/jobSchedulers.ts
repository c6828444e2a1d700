import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { DEFAULT_JOB_OPTIONS, QUEUES, type QueueKey } from '@ri/jobs';

export interface RegisteredScheduler { id: string; queue: string; pattern: string; next: Date | null }

/**
 * Creates or updates one BullMQ job scheduler (idempotent: every worker process registers its
 * schedulers at start, the last settings win, and one run per period happens however many workers
 * there are). Jobs carry no requester (and the scheduler's payload, if any) and the queues' default retry
 * and retention. Returns the next run.
 */
export async function upsertJobScheduler(
  connection: Redis, prefix: string, scheduler: { id: string; queue: QueueKey; pattern: string; tz?: string; data?: Record<string, unknown> },
): Promise<RegisteredScheduler> {
  const definition = QUEUES[scheduler.queue];
  const queue = new Queue(definition.name, { connection, prefix });
  queue.on('error', () => {});
  try {
    const { attempts, backoff, removeOnComplete, removeOnFail } = DEFAULT_JOB_OPTIONS;
    await queue.upsertJobScheduler(scheduler.id, { pattern: scheduler.pattern, tz: scheduler.tz || 'UTC' }, {
      name: definition.name,
      data: { ...scheduler.data, requestedBy: null },
      opts: { attempts, backoff, removeOnComplete, removeOnFail },
    });
    // the scheduler's own next run (the delayed job's timestamp + delay is off by the milliseconds between them)
    const stored = await queue.getJobScheduler(scheduler.id);
    return { id: scheduler.id, queue: definition.name, pattern: scheduler.pattern, next: stored?.next ? new Date(stored.next) : null };
  } finally {
    await queue.close();
  }
}
