import { sql } from 'kysely';
import type { Processor } from '../runtime.ts';

const BATCHES = 10;

/**
 * Recomputes every author's paper and citation totals into author_stats.
 * Computed into a scratch table in batches (reporting progress), then swapped in one transaction,
 * so readers see the old figures until the new ones are complete and a crash leaves them intact.
 */
export const authorTotalsProcessor: Processor<'authorTotals'> = async ({ db, reportProgress }) => {
  await reportProgress({ pct: 0, stage: 'prepare', message: 'Preparing' });
  const bounds = await db.selectFrom('authors').select((eb) => [eb.fn.min('id').as('min'), eb.fn.max('id').as('max')]).executeTakeFirstOrThrow();
  const minId = Number(bounds.min ?? 0);
  const maxId = Number(bounds.max ?? 0);
  const span = Math.max(1, Math.ceil((maxId - minId + 1) / BATCHES));

  await sql`DROP TABLE IF EXISTS author_stats_next`.execute(db);
  await sql`CREATE UNLOGGED TABLE author_stats_next (LIKE author_stats INCLUDING DEFAULTS)`.execute(db);

  for (let batch = 0; batch < BATCHES; batch++) {
    const from = minId + batch * span;
    const to = from + span;
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
    await reportProgress({ pct: Math.round(((batch + 1) / BATCHES) * 90), stage: 'compute', message: `Batch ${batch + 1} of ${BATCHES}` });
  }

  await reportProgress({ pct: 95, stage: 'swap', message: 'Publishing the new figures' });
  const totals = await db.transaction().execute(async (trx) => {
    await sql`DELETE FROM author_stats`.execute(trx);
    await sql`INSERT INTO author_stats SELECT * FROM author_stats_next`.execute(trx);
    await sql`DROP TABLE author_stats_next`.execute(trx);
    return trx.selectFrom('author_stats')
      .select((eb) => [eb.fn.countAll<number>().as('authors'), eb.fn.sum<number>('total_papers').as('papers'), eb.fn.sum<number>('total_citations').as('citations')])
      .executeTakeFirstOrThrow();
  });
  await reportProgress({ pct: 100, stage: 'done', message: 'Done' });
  return { authors: Number(totals.authors), papers: Number(totals.papers ?? 0), citations: Number(totals.citations ?? 0) };
};
