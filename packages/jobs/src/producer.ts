import { Queue, type JobsOptions } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Db } from '@ri/db';
import { QUEUES, type QueueKey, type QueuePayload } from './registry.ts';
import { recordQueuedRun } from './jobRuns.ts';
import { waitForRedis } from './connection.ts';

export interface EnqueueOptions {
  requestedBy: number | null;
  /** while a job with this id is waiting or running, enqueueing again joins it instead of adding another */
  joinRunningId?: string;
}

export interface EnqueuedJob {
  queue: string;
  jobId: string;
  runId: number;
}

export const DEFAULT_JOB_OPTIONS: JobsOptions = {
  attempts: 3,
  backoff: { type: 'exponential', delay: 5_000 },
  removeOnComplete: { age: 7 * 24 * 3600, count: 1_000 },
  removeOnFail: { age: 30 * 24 * 3600 },
};

/** The only way to enqueue work: validates the payload against the registry and records a job run. */
export function createJobProducer({ connection, prefix, db }: { connection: Redis; prefix: string; db: Db }) {
  const queues = new Map<QueueKey, Queue>();

  function queueFor(key: QueueKey): Queue {
    let queue = queues.get(key);
    if (!queue) {
      queue = new Queue(QUEUES[key].name, { connection, prefix, defaultJobOptions: { ...DEFAULT_JOB_OPTIONS, ...(QUEUES[key] as { jobOptions?: JobsOptions }).jobOptions } });
      queue.on('error', () => {});
      queues.set(key, queue);
    }
    return queue;
  }

  return {
    /** the database the job_runs rows go to */
    db,
    queueFor,
    async enqueue<K extends QueueKey>(key: K, payload: QueuePayload<K>, options: EnqueueOptions): Promise<EnqueuedJob> {
      const definition = QUEUES[key];
      const data = definition.payload.parse(payload);
      // BullMQ waits for a reconnecting connection to be ready again: while Redis is away, give up after 2 s
      // (the routes answer 503) instead of holding the request until Redis comes back
      if (!(await waitForRedis(connection, 2_000))) throw new Error(`The job queue's Redis connection is ${connection.status}.`);
      const personal = 'personalPayload' in definition && definition.personalPayload === true;
      const job = await queueFor(key).add(definition.name, { ...(data as object), requestedBy: options.requestedBy }, {
        ...(options.joinRunningId ? { deduplication: { id: options.joinRunningId } } : {}),
        ...(personal ? { removeOnComplete: true, removeOnFail: { age: 24 * 3600 } } : {}),
      });
      const jobId = String(job.id);
      const runId = await recordQueuedRun(db, { queue: definition.name, bullJobId: jobId, payload: personal ? {} : data, requestedBy: options.requestedBy });
      return { queue: definition.name, jobId, runId };
    },
    async close(): Promise<void> {
      await Promise.all([...queues.values()].map((q) => q.close()));
    },
  };
}

export type JobProducer = ReturnType<typeof createJobProducer>;
