import { sql } from 'kysely';
import type { Db } from '@ri/db';
export { findUniversity, findUniversityRecord } from '../../queries/universities.ts';
export { ensureDepartment, universityDepartments } from '../../queries/departments.ts';

/** The university on a faculty member's profile (null without one, or for an unknown author). */
export async function authorUniversityId(db: Db, authorId: number): Promise<number | null> {
  const row = await db.selectFrom('authors').select('university_id').where('id', '=', authorId).executeTakeFirst();
  return row?.university_id ?? null;
}

export type Tier = 'A' | 'A-' | 'B';

/** A university's departments with their journal lists and how many faculty hold an appointment in each. */
export async function departmentsWithLists(db: Db, universityId: number) {
  const departments = await db.selectFrom('departments as d')
    .select((eb) => ['d.id', 'd.name', 'd.default_mapping', 'd.updated_at',
      eb.selectFrom('author_departments as ad').innerJoin('authors as a', 'a.id', 'ad.author_id')
        .select((inner) => inner.fn.countAll<number>().as('n')).whereRef('ad.department_id', '=', 'd.id').where('a.merged_into_id', 'is', null).as('faculty_count')])
    .where('d.university_id', '=', universityId).orderBy('d.name').execute();
  const lists = departments.length === 0 ? [] : await db.selectFrom('department_journals as dj').innerJoin('journals as j', 'j.id', 'dj.journal_id')
    .select(['dj.department_id', 'dj.journal_id', 'dj.tier', 'j.name']).where('dj.department_id', 'in', departments.map((d) => d.id))
    .orderBy('j.name').execute();
  return { departments, lists };
}

export function departmentsOf(db: Db, universityId: number) {
  return db.selectFrom('departments').select(['id', 'name']).where('university_id', '=', universityId).forUpdate().execute();
}

export async function existingJournalIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('journals').select('id').where('id', 'in', [...ids]).execute();
  return new Set(rows.map((row) => row.id));
}

export async function appointmentCounts(db: Db, departmentIds: readonly number[]): Promise<Map<number, number>> {
  if (departmentIds.length === 0) return new Map();
  const rows = await db.selectFrom('author_departments').select(['department_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('department_id', 'in', [...departmentIds]).groupBy('department_id').execute();
  return new Map(rows.map((row) => [row.department_id, Number(row.n)]));
}

export async function journalListsOf(db: Db, departmentIds: readonly number[]) {
  if (departmentIds.length === 0) return [];
  return db.selectFrom('department_journals').select(['department_id', 'journal_id', 'tier']).where('department_id', 'in', [...departmentIds]).execute();
}

export async function insertDepartment(db: Db, universityId: number, name: string, defaultMapping: string[]): Promise<number> {
  return (await db.insertInto('departments').values({ university_id: universityId, name, default_mapping: defaultMapping }).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateDepartment(db: Db, id: number, values: { name?: string; default_mapping?: string[] }): Promise<void> {
  await db.updateTable('departments').set({ ...values, updated_at: new Date() }).where('id', '=', id).execute();
}

/** Replaces a department's journal lists. */
export async function replaceJournalLists(db: Db, departmentId: number, lists: ReadonlyArray<{ journalId: number; tier: Tier }>): Promise<void> {
  await db.deleteFrom('department_journals').where('department_id', '=', departmentId).execute();
  if (lists.length > 0) {
    await db.insertInto('department_journals').values(lists.map((entry) => ({ department_id: departmentId, journal_id: entry.journalId, tier: entry.tier }))).execute();
  }
}

export async function deleteDepartments(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length > 0) await db.deleteFrom('departments').where('id', 'in', [...ids]).execute();
}

/** Journals of one global tier, or all of them (get_journals/{type}). */
export function journalsByTier(db: Db, tier: Tier | null) {
  let query = db.selectFrom('journals').select(['id', 'name', 'issn', 'tier']).orderBy(sql`lower(name)`).orderBy('id');
  if (tier !== null) query = query.where('tier', '=', tier);
  return query.execute();
}

