import { QUEUES } from '@ri/jobs';
import type { Db } from '@ri/db';

/** A user's Mark CV runs not yet finished (each may hold an uploaded PDF until its job reads it). */
export async function countPendingMarkCv(db: Db, userId: number): Promise<number> {
  const row = await db.selectFrom('job_runs').select((eb) => eb.fn.countAll<string>().as('n'))
    .where('queue', '=', QUEUES.markCv.name).where('requested_by', '=', userId).where('status', 'in', ['waiting', 'active']).executeTakeFirstOrThrow();
  return Number(row.n);
}
