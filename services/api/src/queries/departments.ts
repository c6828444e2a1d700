// Shared queries (ARCHITECTURE.md, "API domains by purpose"): owned by the API as a whole, run by several
// domains inside their own transactions. A domain imports these, never another domain's queries.ts.
import type { Db } from '@ri/db';

/** The department of this name at the university, created if missing (race-safe). */
export async function ensureDepartment(db: Db, universityId: number, name: string): Promise<number> {
  const inserted = await db.insertInto('departments').values({ university_id: universityId, name })
    .onConflict((oc) => oc.columns(['university_id', 'name']).doNothing())
    .returning('id').executeTakeFirst();
  if (inserted) return inserted.id;
  const existing = await db.selectFrom('departments').select('id').where('university_id', '=', universityId).where('name', '=', name).executeTakeFirstOrThrow();
  return existing.id;
}

export function universityDepartments(db: Db, universityId: number) {
  return db.selectFrom('departments').select(['id', 'name']).where('university_id', '=', universityId).orderBy('name').execute();
}
