// Shared queries (ARCHITECTURE.md, "API domains by purpose"): owned by the API as a whole, run by several
// domains inside their own transactions. A domain imports these, never another domain's queries.ts.
import type { Executor } from '@ri/db';


/** A university's id and name. */
export function findUniversity(db: Executor, universityId: number) {
  return db.selectFrom('universities').select(['id', 'name']).where('id', '=', universityId).executeTakeFirst();
}

/** A university's whole row. */
export function findUniversityRecord(db: Executor, universityId: number) {
  return db.selectFrom('universities').selectAll().where('id', '=', universityId).executeTakeFirst();
}
