import { sql } from 'kysely';
import type { Db } from '@ri/db';

const fullName = (alias: string) => sql<string>`concat_ws(' ', nullif(btrim(${sql.ref(`${alias}.first_name`)}), ''), nullif(btrim(${sql.ref(`${alias}.mid_name`)}), ''), nullif(btrim(${sql.ref(`${alias}.last_name`)}), ''))`;

function logs(db: Db) {
  return db.selectFrom('data_issues as i')
    .leftJoin('authors as a', 'a.id', 'i.author_id')
    .leftJoin('universities as u', 'u.id', 'a.university_id')
    .leftJoin('papers as p', 'p.id', 'i.paper_id')
    .leftJoin('journals as j', 'j.id', 'p.journal_id')
    .leftJoin('authors as o', 'o.id', 'i.other_author_id')
    .leftJoin('users as r', 'r.id', 'i.resolved_by');
}

const LOG_COLUMNS = [
  'i.id', 'i.type', 'i.status', 'i.author_id', 'i.other_author_id', 'i.paper_id', 'i.details', 'i.note', 'i.created_at', 'i.resolved_at', 'i.resolved_by',
  'i.resolution', 'r.username as resolved_by_name',
  'a.gs_author_id', 'a.gs_author_name', 'a.rg_author_id', 'a.rg_author_name', 'a.name_variations', 'a.homepage_url', 'a.updated_at as author_updated_at',
  'u.name as univ_name', 'p.title as paper_title', 'p.year as paper_year', 'p.publication_name', 'j.name as journal_name',
] as const;

export type LogRow = Awaited<ReturnType<typeof findLog>> & object;

export function findLog(db: Db, id: number) {
  return logs(db).select([...LOG_COLUMNS, fullName('a').as('author_name'), fullName('o').as('other_author_name')])
    .where('i.id', '=', id).executeTakeFirst();
}

export async function listLogs(db: Db, filter: { type: string | null; status: 'open' | 'resolved' | 'all'; skip: number; limit: number }) {
  let query = logs(db);
  if (filter.type !== null) query = query.where('i.type', '=', filter.type);
  if (filter.status !== 'all') query = query.where('i.status', '=', filter.status);
  // an open log of a record merged into another is not listed (nor counted): it can no longer be resolved (409), and
  // every report ignores merged records; the merged record's papers are the kept author's, whom the detectors check
  // again. Undoing the merge lists it again (docs/admin-tools.md, "Reading").
  query = query.where((eb) => eb.or([eb('i.status', '!=', 'open'), eb('a.merged_into_id', 'is', null)]));
  // the Resolved view reads newest resolution first; the open list newest raised first
  const newest = filter.status === 'resolved' ? 'i.resolved_at' : 'i.created_at';
  const [rows, total] = await Promise.all([
    query.select([...LOG_COLUMNS, fullName('a').as('author_name'), fullName('o').as('other_author_name')])
      .orderBy(newest, 'desc').orderBy('i.id', 'desc').offset(filter.skip).limit(filter.limit).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export function lockIssue(db: Db, id: number) {
  return db.selectFrom('data_issues').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export function lockAuthor(db: Db, id: number) {
  return db.selectFrom('authors').select(['id', 'first_name', 'mid_name', 'last_name', 'name_variations', 'gs_author_name', 'rg_author_name', 'merged_into_id', 'updated_at'])
    .where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function markResolved(db: Db, id: number, userId: number, resolution: unknown): Promise<void> {
  await db.updateTable('data_issues').set({ status: 'resolved', resolved_at: new Date(), resolved_by: userId, resolution: JSON.stringify(resolution) })
    .where('id', '=', id).execute();
}

export async function touchAuthors(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.updateTable('authors').set({ updated_at: new Date() }).where('id', 'in', [...ids]).execute();
}

export function authorshipAt(db: Db, paperId: number, position: number) {
  return db.selectFrom('authorships').select(['paper_id', 'position', 'author_id']).where('paper_id', '=', paperId).where('position', '=', position).forUpdate().executeTakeFirst();
}

export function authorshipsOf(db: Db, authorId: number, paperId: number) {
  return db.selectFrom('authorships').select(['paper_id', 'position']).where('author_id', '=', authorId).where('paper_id', '=', paperId).execute();
}

export async function setAuthorshipAuthor(db: Db, paperId: number, position: number, authorId: number | null): Promise<void> {
  await db.updateTable('authorships').set({ author_id: authorId }).where('paper_id', '=', paperId).where('position', '=', position).execute();
}

export interface Slot { paper_id: number; position: number }

/** Unmaps the author from these papers (the printed names stay on the paper); answers the authorships unmapped (the undo maps them back). */
export async function unmapPapers(db: Db, authorId: number, paperIds: readonly number[]): Promise<Slot[]> {
  if (paperIds.length === 0) return [];
  return db.updateTable('authorships').set({ author_id: null }).where('author_id', '=', authorId).where('paper_id', 'in', [...paperIds])
    .returning(['paper_id', 'position']).execute();
}

/** Paper id -> title, for the resolution's record of what changed. */
export async function paperTitles(db: Db, paperIds: readonly number[]): Promise<Record<string, string>> {
  if (paperIds.length === 0) return {};
  const rows = await db.selectFrom('papers').select(['id', 'title']).where('id', 'in', [...paperIds]).execute();
  return Object.fromEntries(rows.map((row) => [String(row.id), row.title ?? '']));
}

/** Reopens a resolved issue (its resolution undone). */
export async function markOpen(db: Db, id: number): Promise<void> {
  await db.updateTable('data_issues').set({ status: 'open', resolved_at: null, resolved_by: null, resolution: null }).where('id', '=', id).execute();
}

export async function papersOfAuthor(db: Db, authorId: number, paperIds: readonly number[]): Promise<Set<number>> {
  if (paperIds.length === 0) return new Set();
  const rows = await db.selectFrom('authorships').select('paper_id').where('author_id', '=', authorId).where('paper_id', 'in', [...paperIds]).execute();
  return new Set(rows.map((row) => row.paper_id));
}

export async function setNameVariations(db: Db, authorId: number, variations: readonly string[]): Promise<void> {
  await db.updateTable('authors').set({ name_variations: [...variations], updated_at: new Date() }).where('id', '=', authorId).execute();
}
