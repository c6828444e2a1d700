import { Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import type pg from 'pg';
import type { Db } from '@ri/db';
import type { Mailer } from '@ri/mail';
import type { TJobProgress } from '@ri/contracts';
import type { FileStorage } from '@ri/ingestion';
import { QUEUES, markRunActive, markRunFinished, recordQueuedRun, saveRunProgress, type QueueKey, type QueuePayload, type QueueResult } from '@ri/jobs';

export interface ProcessorContext<K extends QueueKey> {
  db: Db;
  /** the pool behind db, for COPY and advisory locks (the analytics jobs); null when startWorkers got none */
  pool: pg.Pool | null;
  /** sends the e-mails a job is about (the password reset link); null when startWorkers got none */
  mailer: Mailer | null;
  /** the app's address in e-mail links */
  publicUrl: string;
  /** stored files (STORAGE_DIR, shared with the API): the Mark CV job's input and output; null when startWorkers got none */
  storage: FileStorage | null;
  job: Job;
  payload: QueuePayload<K>;
  requestedBy: number | null;
  /** reports progress to BullMQ (and so to the browser) and to job_runs */
  reportProgress(progress: TJobProgress): Promise<void>;
  /** saves where the job got to, so that a retry after a crash resumes there */
  saveStep(step: Record<string, unknown>): Promise<void>;
  savedStep(): Record<string, unknown>;
}

const DEFAULT_PUBLIC_URL = 'http://localhost:3000';

export type Processor<K extends QueueKey> = (context: ProcessorContext<K>) => Promise<QueueResult<K>>;
export type ProcessorMap = { [K in QueueKey]: Processor<K> };

export interface WorkerDeps {
  db: Db;
  /** the pg pool behind db; needed by jobs that COPY or take advisory locks (analytics) */
  pool?: pg.Pool;
  connection: Redis;
  prefix: string;
  /** the mailer of the jobs that send e-mails (password reset) */
  mailer?: Mailer;
  /** the app's address in e-mail links (PUBLIC_URL) */
  publicUrl?: string;
  /** the file storage the API writes uploads to (the Mark CV job) */
  storage?: FileStorage;
  concurrency?: number;
  /**
   * How long a job's lock lasts without renewal (BullMQ default 30 s): a job whose worker died is taken up again by
   * another worker (or the restarted one) once its lock has expired and a stalled-job check has run.
   */
  lockDurationMs?: number;
  /** How often the stalled-job check runs (BullMQ default 30 s). */
  stalledIntervalMs?: number;
  /** start only these queues' workers (a test app that needs only the upload checks); default: every queue */
  queues?: readonly QueueKey[];
  onFinished?: (event: { queue: QueueKey; job: Job; outcome: 'completed' | 'failed'; result?: unknown; error?: string }) => Promise<void>;
}

/** What a worker still has to write after a job ended (job_runs, the e-mail), awaited by closeWorkers. */
const pendingBookkeeping = new WeakMap<Worker, Set<Promise<unknown>>>();

function track(worker: Worker, work: Promise<unknown>): void {
  const pending = pendingBookkeeping.get(worker) ?? new Set<Promise<unknown>>();
  pendingBookkeeping.set(worker, pending);
  const settled = work.catch(() => {}).finally(() => pending.delete(settled));
  pending.add(settled);
}

/**
 * Stops taking jobs, waits for the jobs in progress to finish, then for their bookkeeping (the job_runs row
 * and the requester's e-mail), so that a process stopped with SIGTERM leaves no finished job marked active.
 */
export async function closeWorkers(workers: readonly Worker[]): Promise<void> {
  await Promise.all(workers.map((worker) => worker.close()));
  await Promise.all(workers.flatMap((worker) => [...(pendingBookkeeping.get(worker) ?? [])]));
}

/**
 * Queues whose jobs read an uploaded file: only a worker given the file storage takes them. A worker without it
 * (a test's helper workers beside an app whose own check worker has the storage) would take some of these jobs
 * and could only fail them.
 */
const NEEDS_STORAGE: ReadonlySet<QueueKey> = new Set<QueueKey>(['fileCheck', 'markCv']);

/**
 * One BullMQ worker per queue (every queue by default; without `storage`, every queue but those that read uploaded
 * files); a queue without a processor, or a queue asked for by name that needs the storage it was not given, is a
 * start-up error.
 */
export function startWorkers(processors: Partial<ProcessorMap>, deps: WorkerDeps): Worker[] {
  const keys = deps.queues ?? (Object.keys(QUEUES) as QueueKey[]).filter((key) => deps.storage || !NEEDS_STORAGE.has(key));
  const withoutStorage = deps.storage ? [] : keys.filter((key) => NEEDS_STORAGE.has(key));
  if (withoutStorage.length > 0) throw new Error(`Queue(s) ${withoutStorage.join(', ')} need the file storage (STORAGE_DIR)`);
  const missing = keys.filter((key) => !processors[key]);
  if (missing.length > 0) throw new Error(`No processor for queue(s): ${missing.join(', ')}`);

  return keys.map((key) => {
    const definition = QUEUES[key];
    const processor = processors[key] as Processor<typeof key>;
    const requestScoped = 'requestScoped' in definition && definition.requestScoped === true;
    const worker = new Worker(
      definition.name,
      async (job: Job) => {
        const { requestedBy = null, step = {}, ...rest } = job.data as { requestedBy?: number | null; step?: Record<string, unknown> };
        const payload = definition.payload.parse(rest) as QueuePayload<typeof key>;
        // a request-scoped job (an upload's check) has no job_runs row: its request waits for the result
        const recorded = !requestScoped;
        // jobs made by a job scheduler (nightly runs) were not enqueued through the producer: record them too
        const personal = 'personalPayload' in definition && definition.personalPayload === true;
        if (recorded) {
          await recordQueuedRun(deps.db, { queue: definition.name, bullJobId: String(job.id), payload: personal ? {} : rest, requestedBy });
          await markRunActive(deps.db, definition.name, String(job.id));
        }
        let lastSaved = 0;
        let lastStage: string | undefined;
        const context: ProcessorContext<typeof key> = {
          db: deps.db, pool: deps.pool ?? null, mailer: deps.mailer ?? null, publicUrl: deps.publicUrl ?? DEFAULT_PUBLIC_URL, storage: deps.storage ?? null, job, payload, requestedBy,
          async reportProgress(progress) {
            await job.updateProgress(progress);
            // job_runs keeps the latest progress for the history page: a write every 500 ms is plenty, and every change of stage
            const now = Date.now();
            if (recorded && (now - lastSaved > 500 || progress.pct >= 100 || progress.stage !== lastStage)) {
              lastSaved = now;
              lastStage = progress.stage;
              await saveRunProgress(deps.db, definition.name, String(job.id), progress);
            }
          },
          async saveStep(newStep) {
            await job.updateData({ ...job.data, step: newStep });
          },
          savedStep: () => step,
        };
        const result = definition.result.parse(await processor(context));
        // recorded before BullMQ announces the completion: whoever reads job_runs on the 'completed' event
        // (the Compute Fields page's last-modified line) already finds the run finished
        if (recorded) await markRunFinished(deps.db, definition.name, String(job.id), { status: 'completed', result });
        return result;
      },
      {
        connection: deps.connection, prefix: deps.prefix, concurrency: deps.concurrency ?? definition.concurrency ?? 1,
        ...(deps.lockDurationMs ? { lockDuration: deps.lockDurationMs } : {}),
        ...(deps.stalledIntervalMs ? { stalledInterval: deps.stalledIntervalMs } : {}),
      },
    );
    worker.on('completed', (job, result) => {
      track(worker, Promise.resolve(deps.onFinished?.({ queue: key, job, outcome: 'completed', result })));
    });
    worker.on('failed', (job, error) => {
      if (!job) return;
      // only the last attempt is a failure of the run; earlier ones are retried
      const finalAttempt = job.attemptsMade >= (job.opts.attempts ?? 1) || error.name === 'UnrecoverableError';
      if (!finalAttempt || requestScoped) return;
      track(worker, markRunFinished(deps.db, definition.name, String(job.id), { status: 'failed', error: error.message })
        .then(() => deps.onFinished?.({ queue: key, job, outcome: 'failed', error: error.message })));
    });
    worker.on('error', () => {});
    return worker;
  });
}
