import { Queue, type JobsOptions, type QueueEvents } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Db } from '@ri/db';
import { QUEUES, type QueueKey, type QueuePayload, type QueueResult } from './registry.ts';
import { recordQueuedRun } from './jobRuns.ts';
import { waitForRedis } from './connection.ts';

export interface EnqueueOptions {
  requestedBy: number | null;
  /** while a job with this id is waiting or running, enqueueing again joins it instead of adding another */
  joinRunningId?: string;
  /**
   * the job's id: while a job with this id is kept (waiting, running, or ended and not yet removed), enqueueing
   * again adds nothing and answers that job (a job per version of something: the dashboard figures)
   */
  jobId?: string;
}

export interface EnqueuedJob {
  queue: string;
  jobId: string;
  runId: number;
}

/** A request-scoped job did not end within the time its request waits (producer.run). */
export class JobWaitTimedOut extends Error {
  constructor(queue: string, ms: number) {
    super(`The ${queue} job did not end within ${ms} ms`);
    this.name = 'JobWaitTimedOut';
  }
}

/** A request-scoped job failed (its processor threw): not the file's refusal, which is a result. */
export class JobFailed extends Error {
  constructor(queue: string, reason: string) {
    super(`The ${queue} job failed: ${reason}`);
    this.name = 'JobFailed';
  }
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
        ...(options.jobId ? { jobId: options.jobId } : {}),
        ...(personal ? { removeOnComplete: true, removeOnFail: { age: 24 * 3600 } } : {}),
      });
      const jobId = String(job.id);
      const runId = await recordQueuedRun(db, { queue: definition.name, bullJobId: jobId, payload: personal ? {} : data, requestedBy: options.requestedBy });
      return { queue: definition.name, jobId, runId };
    },
    /**
     * A request-scoped job (QUEUES[key].requestScoped): enqueues it and waits for its result, at most
     * `timeoutMs` (then JobWaitTimedOut, and a job not yet started is withdrawn). No job_runs row.
     * `events` is the queue's QueueEvents (the API's jobEvents.queueEvents).
     */
    async run<K extends QueueKey>(key: K, payload: QueuePayload<K>, options: { requestedBy: number | null; events: QueueEvents; timeoutMs: number }): Promise<QueueResult<K>> {
      const definition = QUEUES[key];
      const data = definition.payload.parse(payload);
      if (!(await waitForRedis(connection, 2_000))) throw new Error(`The job queue's Redis connection is ${connection.status}.`);
      // the events connection retries forever while Redis is away: give up after 2 s here too
      const listening = await Promise.race([options.events.waitUntilReady().then(() => true), new Promise<false>((resolve) => setTimeout(resolve, 2_000, false).unref())]);
      if (!listening) throw new Error(`The ${definition.name} queue's events are not listening.`);
      const job = await queueFor(key).add(definition.name, { ...(data as object), requestedBy: options.requestedBy }, {
        attempts: 1, removeOnComplete: { age: 300 }, removeOnFail: { age: 300 },
      });
      let value: unknown;
      try {
        value = await job.waitUntilFinished(options.events, options.timeoutMs);
      } catch (error) {
        const message = (error as Error).message;
        if (message.startsWith('Job wait ')) {
          // a job still waiting is withdrawn (a running one cannot be: it ends by itself within its sandbox limits)
          await job.remove().catch(() => {});
          throw new JobWaitTimedOut(definition.name, options.timeoutMs);
        }
        throw new JobFailed(definition.name, message);
      }
      void job.remove().catch(() => {});
      return definition.result.parse(value) as QueueResult<K>;
    },
    async close(): Promise<void> {
      await Promise.all([...queues.values()].map((q) => q.close()));
    },
  };
}

export type JobProducer = ReturnType<typeof createJobProducer>;
