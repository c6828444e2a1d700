// The ingestion processors' own database reads and writes (ARCHITECTURE.md, "Boundaries"); the import
// pipelines themselves are in packages/ingestion.
import { sql } from 'kysely';
import type { Db } from '@ri/db';

export function importRunStatus(db: Db, importRunId: number) {
  return db.selectFrom('import_runs').select('status').where('id', '=', importRunId).executeTakeFirst();
}

/** The follow-up jobs an import enqueued, added to its summary (beside what the run recorded there: a scrape's pages). */
export async function saveImportSummary(db: Db, importRunId: number, summary: string): Promise<void> {
  await db.updateTable('import_runs').set({ summary: sql`coalesce(summary, '{}'::jsonb) || ${summary}::jsonb` }).where('id', '=', importRunId).execute();
}

/** How an import ended: its status, error and first three rejected rows. */
export function importOutcome(db: Db, importRunId: number) {
  return db.selectFrom('import_runs')
    .select(['status', 'error', sql<Array<{ position: string; reason: string }>>`jsonb_path_query_array(rejected_rows, '$[0 to 2]')`.as('first')])
    .where('id', '=', importRunId).executeTakeFirstOrThrow();
}

export function importRunTallies(db: Db, importRunId: number) {
  return db.selectFrom('import_runs').select(['created', 'updated', 'skipped', 'rejected']).where('id', '=', importRunId).executeTakeFirstOrThrow();
}

export function rssFeedConfigs(db: Db) {
  return db.selectFrom('rss_feed_configs').select(['journal_id', 'link', 'config']).orderBy('journal_id').execute();
}

export function directoryConfigOf(db: Db, universityId: number) {
  return db.selectFrom('directory_configs').selectAll().where('university_id', '=', universityId).executeTakeFirst();
}

/** The OpenAlex institutions of the onboarded schools, in university order. */
export async function onboardedInstitutions(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('universities').select('openalex_id')
    .where('openalex_onboarded_at', 'is not', null).where('openalex_id', 'is not', null).orderBy('id').execute();
  return rows.map((row) => row.openalex_id!);
}

/** Marks the school linked to the institution onboarded now; its id, or undefined when none is linked. */
export async function markOnboarded(db: Db, institution: string): Promise<number | undefined> {
  const school = await db.updateTable('universities').set({ openalex_onboarded_at: new Date() })
    .where('openalex_id', '=', institution).returning('id').executeTakeFirst();
  return school?.id;
}
