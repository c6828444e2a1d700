// The data-issue detection's database reads (ARCHITECTURE.md, "Boundaries": a worker's Kysely code lives in
// its queries.ts). The detectors (detectors.ts) and the run (processor.ts) decide; these only read.
import { sql } from 'kysely';
import type { Db } from '@ri/db';
import type { AuthorForDetection, AuthorshipForDetection } from './detectors.ts';

/** The current authors after `afterId`, in id order, `limit` at a time; only those named when `only` is given. */
export async function authorsBatch(db: Db, afterId: number, limit: number, only: readonly number[] | undefined): Promise<AuthorForDetection[]> {
  let query = db.selectFrom('authors')
    .select(['id', 'first_name', 'mid_name', 'last_name', 'name_variations', 'gs_author_id', 'gs_author_name', 'rg_author_id', 'rg_author_name'])
    .where('merged_into_id', 'is', null).where('id', '>', afterId)
    .orderBy('id').limit(limit);
  if (only) query = query.where('id', 'in', only.length > 0 ? [...only] : [0]);
  return query.execute();
}

/** The authorships of these authors with their papers' years, by author, year and paper. */
export async function authorshipsOf(db: Db, authorIds: readonly number[]): Promise<AuthorshipForDetection[]> {
  const rows = await db.selectFrom('authorships as s').innerJoin('papers as p', 'p.id', 's.paper_id')
    .select(['s.author_id', 's.paper_id', 's.position', 's.printed_first_name', 's.printed_mid_name', 's.printed_last_name', 'p.year'])
    .where('s.author_id', 'in', authorIds.length > 0 ? [...authorIds] : [0])
    .orderBy('s.author_id').orderBy('p.year').orderBy('s.paper_id')
    .execute();
  return rows.map((row) => ({ ...row, author_id: row.author_id! }));
}

export async function countCurrentAuthors(db: Db): Promise<number> {
  return Number((await db.selectFrom('authors').select((eb) => eb.fn.countAll().as('n')).where('merged_into_id', 'is', null).executeTakeFirstOrThrow()).n);
}

/** Every current author's record name and name variations (the name index, detectors.ts). */
export function currentAuthorNames(db: Db) {
  return db.selectFrom('authors').select(['id', 'first_name', 'last_name', 'name_variations'])
    .where('merged_into_id', 'is', null).execute();
}

/** Merge decisions (not undone) saved with remind_later that have no MERGE_TOOL_CHECK_MERGE_LATER log yet. */
export async function mergeDecisionsToRemind(db: Db) {
  const { rows } = await sql<{ id: number; user_author_id: number; author_final_id: number | null; add_unmergable_author: boolean; note: string }>`
    SELECT d.id, d.user_author_id, d.author_final_id, d.add_unmergable_author, d.note
    FROM merge_decisions d
    WHERE d.remind_later AND d.undone_at IS NULL
      AND NOT EXISTS (SELECT 1 FROM data_issues i WHERE i.dedupe_key = 'MERGE_TOOL_CHECK_MERGE_LATER:decision:' || d.id)`.execute(db);
  return rows;
}
