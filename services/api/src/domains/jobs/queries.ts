import { sql } from 'kysely';
import type { Db } from '@ri/db';

/** One page of job runs, newest first, with the requester's username. */
export async function listJobRuns(db: Db, filter: { queue?: string; status?: string; limit: number; offset: number }) {
  let query = db.selectFrom('job_runs as r').leftJoin('users as u', 'u.id', 'r.requested_by');
  if (filter.queue) query = query.where('r.queue', '=', filter.queue);
  if (filter.status) query = query.where('r.status', '=', filter.status);
  const [rows, count] = await Promise.all([
    query.selectAll('r').select('u.username as requested_by_username')
      .orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').limit(filter.limit).offset(filter.offset).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** A failed run goes back to waiting because BullMQ retries the same job. */
export async function markRunRetried(db: Db, queue: string, bullJobId: string): Promise<void> {
  await db.updateTable('job_runs')
    .set({ status: 'waiting', error: null, finished_at: null, started_at: null, result: null, progress: sql`'{}'::jsonb` })
    .where('queue', '=', queue).where('bull_job_id', '=', bullJobId).execute();
}
