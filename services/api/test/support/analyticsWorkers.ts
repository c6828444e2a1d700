import type { Worker } from 'bullmq';
import type pg from 'pg';
import { createPool, type Db } from '@ri/db';
import { createJobProducer, createRedisConnection, type JobProducer } from '@ri/jobs';
import { createLocalFileStorage } from '@ri/ingestion';
import { PROCESSORS, startWorkers, type ProcessorMap, type WorkerDeps } from '@ri/workers';
import { testEnv } from '@ri/tests/support/env';
import type { TestApp } from './testApp.ts';

export interface AnalyticsWorkers {
  pool: pg.Pool;
  producer: JobProducer;
  workers: Worker[];
  /** starts the workers (when created with start: false); does nothing once they run */
  start(): void;
  /** resolves with the job run once it completed; rejects when it failed or the time is up */
  waitForRun(queue: string, jobId: string, timeoutMs?: number): Promise<{ status: string; result: unknown; error: string | null }>;
  close(): Promise<void>;
}

/** Real workers in this process on the test app's database and queue prefix, with a pg pool for COPY. */
export async function startAnalyticsWorkers(
  t: TestApp,
  options: { onFinished?: WorkerDeps['onFinished']; processors?: Partial<ProcessorMap>; start?: boolean; storageDir?: string } = {},
): Promise<AnalyticsWorkers> {
  const pool = createPool({ connectionString: t.database.url, max: 8 });
  pool.on('error', () => {});
  const connection = createRedisConnection(testEnv.redisUrl, 'worker');
  const producerConnection = createRedisConnection(testEnv.redisUrl, 'producer');
  const producer = createJobProducer({ connection: producerConnection, prefix: t.queuePrefix, db: t.db });
  let workers: Worker[] = [];
  const start = () => {
    if (workers.length > 0) return;
    workers = startWorkers({ ...PROCESSORS, ...options.processors }, {
      db: t.db, pool, connection, prefix: t.queuePrefix, onFinished: options.onFinished,
      ...(options.storageDir ? { storage: createLocalFileStorage(options.storageDir) } : {}),
    });
  };
  if (options.start !== false) start();
  return {
    pool, producer, start,
    get workers() { return workers; },
    waitForRun: (queue, jobId, timeoutMs = 30_000) => waitForRun(t.db, queue, jobId, timeoutMs),
    async close() {
      await Promise.all(workers.map((w) => w.close()));
      await producer.close();
      producerConnection.disconnect();
      connection.disconnect();
      await pool.end();
    },
  };
}

export async function waitForRun(db: Db, queue: string, jobId: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const run = await db.selectFrom('job_runs').select(['status', 'result', 'error'])
      .where('queue', '=', queue).where('bull_job_id', '=', jobId).executeTakeFirst();
    if (run?.status === 'completed') return run;
    if (run?.status === 'failed') throw new Error(`job ${queue}/${jobId} failed: ${run.error}`);
    if (Date.now() > deadline) throw new Error(`job ${queue}/${jobId} did not finish within ${timeoutMs} ms (status ${run?.status})`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
