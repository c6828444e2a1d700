import { sql, type Transaction, type Updateable } from 'kysely';
import type { Database, Db, Executor } from '@ri/db';
export { findUniversityRecord as findUniversity } from '../../queries/universities.ts';


export function findAuthor(db: Executor, authorId: number) {
  return db.selectFrom('authors as a')
    .leftJoin('universities as u', 'u.id', 'a.university_id')
    .selectAll('a')
    .select(['u.name as univ_name'])
    .where('a.id', '=', authorId)
    .executeTakeFirst();
}
/** The author's all-time totals as the analytics computation stored them (the figures every screen reads). */
export function authorFigures(db: Executor, authorId: number) {
  return db.selectFrom('analytics_author')
    .select(['total_papers', 'total_citations', 'h_index'])
    .where('author_id', '=', authorId)
    .executeTakeFirst();
}

export type AuthorRow = NonNullable<Awaited<ReturnType<typeof findAuthor>>>;

/** Locks the author row for the rest of the transaction: concurrent saves of one profile queue up. */
export function lockAuthor(trx: Transaction<Database>, authorId: number) {
  return trx.selectFrom('authors').select(['id']).where('id', '=', authorId).forUpdate().executeTakeFirst();
}

export function authorDepartments(db: Executor, authorId: number) {
  return db.selectFrom('author_departments as ad')
    .innerJoin('departments as d', 'd.id', 'ad.department_id')
    .select(['d.id', 'd.name', 'd.university_id', 'ad.percent_appointment'])
    .where('ad.author_id', '=', authorId)
    .orderBy('ad.percent_appointment', 'desc').orderBy('d.name')
    .execute();
}

export function authorEducation(db: Executor, authorId: number) {
  return db.selectFrom('education').selectAll().where('author_id', '=', authorId).orderBy('seq').execute();
}

export function authorWork(db: Executor, authorId: number) {
  return db.selectFrom('work_history').selectAll().where('author_id', '=', authorId).orderBy('seq').execute();
}
export type WorkRow = Awaited<ReturnType<typeof authorWork>>[number];

/** The author's papers, newest first, each with its printed authors in order. */
export async function authorPapers(db: Executor, authorId: number) {
  const papers = await db.selectFrom('authorships as s')
    .innerJoin('papers as p', 'p.id', 's.paper_id')
    .leftJoin('journals as j', 'j.id', 'p.journal_id')
    .select(['p.id', 'p.title', 'p.year', 'p.journal_id', sql<string>`coalesce(j.name, p.publication_name)`.as('publication_name')])
    .where('s.author_id', '=', authorId)
    .groupBy(['p.id', 'j.name'])
    .orderBy(sql`p.year DESC NULLS LAST`).orderBy('p.title').orderBy('p.id')
    .execute();
  if (papers.length === 0) return [];
  const authorships = await db.selectFrom('authorships as s')
    .leftJoin('authors as a', 'a.id', 's.author_id')
    .select(['s.paper_id', 's.position', 's.author_id', 's.printed_first_name', 's.printed_mid_name', 's.printed_last_name',
      'a.first_name', 'a.mid_name', 'a.last_name'])
    .where('s.paper_id', 'in', papers.map((p) => p.id))
    .orderBy('s.paper_id').orderBy('s.position')
    .execute();
  const byPaper = new Map<number, typeof authorships>();
  for (const row of authorships) {
    const list = byPaper.get(row.paper_id) ?? [];
    list.push(row);
    byPaper.set(row.paper_id, list);
  }
  return papers.map((p) => ({ ...p, authors: byPaper.get(p.id) ?? [] }));
}

/** Universities whose name is one of these (case-insensitive), for matching typed institutions. */
export function universitiesByName(db: Executor, names: string[]) {
  const lowered = [...new Set(names.map((n) => n.trim().toLowerCase()).filter(Boolean))];
  if (lowered.length === 0) return Promise.resolve([] as Array<{ id: number; name: string }>);
  return db.selectFrom('universities').select(['id', 'name']).where(sql<string>`lower(name)`, 'in', lowered).execute();
}

export function universitiesById(db: Executor, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([] as Array<{ id: number; name: string }>);
  return db.selectFrom('universities').select(['id', 'name']).where('id', 'in', ids).execute();
}

export async function replaceDepartments(trx: Transaction<Database>, authorId: number, rows: Array<{ departmentId: number; percent: number }>) {
  await trx.deleteFrom('author_departments').where('author_id', '=', authorId).execute();
  if (rows.length > 0) {
    await trx.insertInto('author_departments')
      .values(rows.map((r) => ({ author_id: authorId, department_id: r.departmentId, percent_appointment: r.percent })))
      .execute();
  }
}

export interface EducationWrite {
  degree: string; area: string; institution: string; universityId: number | null; year: number | null;
  advisorFirstName: string; advisorLastName: string; coadvisorFirstName: string; coadvisorLastName: string; isPhdToConsider: boolean;
}

/** Education ids are sequential (docs/requirements/profile-and-accounts.md §4), so the list is rewritten in order. */
export async function replaceEducation(trx: Transaction<Database>, authorId: number, items: EducationWrite[]) {
  await trx.deleteFrom('education').where('author_id', '=', authorId).execute();
  if (items.length === 0) return;
  await trx.insertInto('education').values(items.map((e, index) => ({
    author_id: authorId, seq: index + 1, degree: e.degree, area: e.area, institution: e.institution, university_id: e.universityId,
    year: e.year, advisor_first_name: e.advisorFirstName, advisor_last_name: e.advisorLastName,
    coadvisor_first_name: e.coadvisorFirstName, coadvisor_last_name: e.coadvisorLastName, is_phd_to_consider: e.isPhdToConsider,
  }))).execute();
}

export interface WorkWrite {
  /** the stored row to update, or null for a new entry */
  id: number | null;
  title: string; subTitle: string; school: string; institution: string; universityId: number | null;
  fromYear: number | null; toYear: number | null; marker: number | null;
}

/** Work entries keep their row ids (they are the items' ids): update in place, insert new, delete removed. */
export async function syncWork(trx: Transaction<Database>, authorId: number, items: WorkWrite[]) {
  const keep = items.map((w) => w.id).filter((id): id is number => id !== null);
  let removal = trx.deleteFrom('work_history').where('author_id', '=', authorId);
  if (keep.length > 0) removal = removal.where('id', 'not in', keep);
  await removal.execute();
  // seq is unique per author: park the kept rows out of the way before renumbering
  await trx.updateTable('work_history').set({ seq: sql`-seq - 1000` }).where('author_id', '=', authorId).execute();
  for (const [index, w] of items.entries()) {
    const values = {
      seq: index + 1, title: w.title, sub_title: w.subTitle, school: w.school, institution: w.institution,
      university_id: w.universityId, from_year: w.fromYear, to_year: w.toYear, marker: w.marker,
    };
    if (w.id !== null) await trx.updateTable('work_history').set(values).where('id', '=', w.id).where('author_id', '=', authorId).execute();
    else await trx.insertInto('work_history').values({ author_id: authorId, ...values }).execute();
  }
}

export function updateAuthor(trx: Transaction<Database>, authorId: number, values: Updateable<Database['authors']>) {
  return trx.updateTable('authors').set(values).where('id', '=', authorId).execute();
}

/** Keywords used across the catalogue, most used first (ties alphabetically). */
export async function catalogueKeywords(db: Executor, limit: number): Promise<string[]> {
  const rows = await db.selectFrom(sql<{ keyword: string }>`(SELECT unnest(keywords) AS keyword FROM authors WHERE merged_into_id IS NULL)`.as('k'))
    .select(['k.keyword', sql<number>`count(*)`.as('uses')])
    .where(sql<string>`btrim(k.keyword)`, '<>', '')
    .groupBy('k.keyword')
    .orderBy('uses', 'desc').orderBy('k.keyword')
    .limit(limit)
    .execute();
  return rows.map((r) => r.keyword);
}

/** An author and the author it was merged into, if any. */
export function authorMergeLink(db: Db, authorId: number) {
  return db.selectFrom('authors').select(['id', 'merged_into_id']).where('id', '=', authorId).executeTakeFirst();
}
