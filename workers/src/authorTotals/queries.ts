// The author totals job's SQL (ARCHITECTURE.md, "Boundaries"): author_stats is computed into a scratch
// table in id ranges, then swapped in one transaction.
import { sql } from 'kysely';
import type { Db } from '@ri/db';

export async function authorIdBounds(db: Db): Promise<{ min: number; max: number }> {
  const bounds = await db.selectFrom('authors').select((eb) => [eb.fn.min('id').as('min'), eb.fn.max('id').as('max')]).executeTakeFirstOrThrow();
  return { min: Number(bounds.min ?? 0), max: Number(bounds.max ?? 0) };
}

/** An empty author_stats_next shaped like author_stats (dropped first if a crashed run left one). */
export async function createScratchTotals(db: Db): Promise<void> {
  await sql`DROP TABLE IF EXISTS author_stats_next`.execute(db);
  await sql`CREATE UNLOGGED TABLE author_stats_next (LIKE author_stats INCLUDING DEFAULTS)`.execute(db);
}

/** The totals of the current authors with from <= id < to, into the scratch table. */
export async function computeTotals(db: Db, from: number, to: number): Promise<void> {
  await sql`
    INSERT INTO author_stats_next (author_id, total_papers, total_citations, computed_at)
    SELECT a.id,
           count(DISTINCT p.id)::int,
           coalesce(sum(p.citation_count), 0)::int,
           now()
    FROM authors a
    LEFT JOIN authorships s ON s.author_id = a.id
    LEFT JOIN papers p ON p.id = s.paper_id
    WHERE a.id >= ${from} AND a.id < ${to} AND a.merged_into_id IS NULL
    GROUP BY a.id`.execute(db);
}

/** Replaces author_stats with the scratch table in one transaction; the new grand totals. */
export async function publishTotals(db: Db) {
  return db.transaction().execute(async (trx) => {
    await sql`DELETE FROM author_stats`.execute(trx);
    await sql`INSERT INTO author_stats SELECT * FROM author_stats_next`.execute(trx);
    await sql`DROP TABLE author_stats_next`.execute(trx);
    return trx.selectFrom('author_stats')
      .select((eb) => [eb.fn.countAll<number>().as('authors'), eb.fn.sum<number>('total_papers').as('papers'), eb.fn.sum<number>('total_citations').as('citations')])
      .executeTakeFirstOrThrow();
  });
}
