import { sql, type Transaction } from 'kysely';
import type { DB as Database } from './schema.ts';

/**
 * A transaction-scoped PostgreSQL advisory lock on a text key ("doi:10.1/x", "compute-fields"): held until the
 * transaction ends, so concurrent writers of the same key queue up. The one way the code takes such a lock.
 */
export async function advisoryXactLock(trx: Transaction<Database>, key: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
}
