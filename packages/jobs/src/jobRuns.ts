import type { Db } from '@ri/db';
import type { TJobProgress, TJobRun } from '@ri/contracts';

// job_runs mirrors BullMQ's jobs in Postgres: who asked, when, and what came out, kept after Redis forgets.

export async function recordQueuedRun(
  db: Db,
  run: { queue: string; bullJobId: string; payload: unknown; requestedBy: number | null },
): Promise<number> {
  const inserted = await db
    .insertInto('job_runs')
    .values({ queue: run.queue, bull_job_id: run.bullJobId, payload: JSON.stringify(run.payload ?? {}), requested_by: run.requestedBy })
    .onConflict((oc) => oc.columns(['queue', 'bull_job_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return inserted.id;
  const existing = await db
    .selectFrom('job_runs').select('id')
    .where('queue', '=', run.queue).where('bull_job_id', '=', run.bullJobId)
    .executeTakeFirstOrThrow();
  return existing.id;
}

export async function markRunActive(db: Db, queue: string, bullJobId: string): Promise<void> {
  await db.updateTable('job_runs')
    .set({ status: 'active', started_at: new Date(), error: null })
    .where('queue', '=', queue).where('bull_job_id', '=', bullJobId).execute();
}

export async function saveRunProgress(db: Db, queue: string, bullJobId: string, progress: TJobProgress): Promise<void> {
  await db.updateTable('job_runs')
    .set({ progress: JSON.stringify(progress) })
    .where('queue', '=', queue).where('bull_job_id', '=', bullJobId).execute();
}

export async function markRunFinished(
  db: Db, queue: string, bullJobId: string,
  outcome: { status: 'completed'; result: unknown } | { status: 'failed'; error: string },
): Promise<void> {
  await db.updateTable('job_runs')
    .set({
      status: outcome.status,
      finished_at: new Date(),
      result: outcome.status === 'completed' ? JSON.stringify(outcome.result ?? null) : null,
      error: outcome.status === 'failed' ? outcome.error : null,
      ...(outcome.status === 'completed' ? { progress: JSON.stringify({ pct: 100, stage: 'done', message: '' }) } : {}),
    })
    .where('queue', '=', queue).where('bull_job_id', '=', bullJobId).execute();
}

export async function findRun(db: Db, queue: string, bullJobId: string) {
  return db.selectFrom('job_runs').selectAll().where('queue', '=', queue).where('bull_job_id', '=', bullJobId).executeTakeFirst();
}

export function toJobRun(row: NonNullable<Awaited<ReturnType<typeof findRun>>>): TJobRun {
  return {
    id: row.id,
    queue: row.queue,
    job_id: row.bull_job_id,
    status: row.status as TJobRun['status'],
    progress: (row.progress ?? {}) as TJobRun['progress'],
    result: row.result ?? null,
    error: row.error,
    created_at: row.created_at.toISOString(),
    finished_at: row.finished_at ? row.finished_at.toISOString() : null,
  };
}
