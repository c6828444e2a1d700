import { sql } from 'kysely';
import type { Db, Executor } from '@ri/db';

/** Names starting with the text first, then containing it, then similar (typos); at most `limit`. */
export function searchUniversities(db: Db, text: string, limit: number) {
  const lowered = text.trim().toLowerCase();
  const escaped = lowered.replace(/[\\%_]/g, (c) => `\\${c}`);
  return db.selectFrom('universities')
    .select(['id', 'name'])
    .where((eb) => eb.or([
      eb(sql`lower(name)`, 'like', `%${escaped}%`),
      eb(sql`lower(abbreviation)`, '=', lowered),
      eb(sql`lower(business_school)`, 'like', `%${escaped}%`),
      sql<boolean>`lower(name) % ${lowered}`,
    ]))
    .orderBy(sql`lower(name) LIKE ${`${escaped}%`}`, 'desc')
    .orderBy(sql`similarity(lower(name), ${lowered})`, 'desc')
    .orderBy('name')
    .limit(limit)
    .execute();
}

export function searchSchools(db: Db, text: string, limit: number) {
  const escaped = text.trim().toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
  return db.selectFrom('universities').select('business_school as name').distinct()
    .where('business_school', '<>', '')
    .where(sql`lower(business_school)`, 'like', `%${escaped}%`)
    .orderBy('name').limit(limit).execute();
}

/** The business school names of one university (issue 22, Add Work Experience); none for an unknown id. */
export function schoolsOfUniversity(db: Db, universityId: number) {
  return db.selectFrom('universities').select('business_school as name').distinct()
    .where('id', '=', universityId).where('business_school', '<>', '')
    .orderBy('name').execute();
}

export function listUniversities(db: Db, onlyCompleted: boolean) {
  let query = db.selectFrom('universities').select(['id', 'name']).orderBy('name');
  if (onlyCompleted) query = query.where('status', '=', 'Completed');
  return query.execute();
}


/** A university's name and faculty data status; `lock`: FOR UPDATE, inside the transaction that changes it. */
export function universityStatus(db: Executor, universityId: number, lock = false) {
  const query = db.selectFrom('universities').select(['id', 'name', 'status']).where('id', '=', universityId);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

export async function setUniversityStatus(db: Executor, universityId: number, status: 'Pending' | 'Completed'): Promise<void> {
  await db.updateTable('universities').set({ status, updated_at: new Date() }).where('id', '=', universityId).execute();
}
