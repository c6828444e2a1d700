// Frozen in time: migrations never import application code.
//
// Schools onboarded from the OpenAlex API (docs/ingestion.md "Onboarding a school from OpenAlex"):
// universities.openalex_onboarded_at is set when an onboarding run of the university's institution
// (universities.openalex_id, already unique) completes; every worker start registers one scheduled
// refresh per such school.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE universities ADD COLUMN openalex_onboarded_at timestamptz`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE universities DROP COLUMN openalex_onboarded_at`.execute(db);
}
