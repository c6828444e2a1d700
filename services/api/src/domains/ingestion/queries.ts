// Every Kysely query of the ingestion domain (RSS Feed Tool, Update Faculty, directory configuration, import history).
import { sql } from 'kysely';
import { normaliseName, type Db, type Executor } from '@ri/db';
import type { CompareAuthor, CompareEntry, RejectedRow } from '@ri/ingestion/parser-free';

// ---------------------------------------------------------------- RSS

export async function listPublishers(db: Db, q: string | undefined) {
  let query = db.selectFrom('publishers').select(['id', 'name']).orderBy('name').limit(500);
  if (q) query = query.where(sql`lower(name)`, 'like', `%${q.toLowerCase().replace(/[%_\\]/g, (c) => `\\${c}`)}%`);
  return query.execute();
}

export async function listPublisherJournals(db: Db, publisherId: number) {
  return db.selectFrom('journals')
    .leftJoin('rss_feed_configs', 'rss_feed_configs.journal_id', 'journals.id')
    .select(['journals.id', 'journals.name', 'journals.rss_feed_link', 'journals.journal_link', 'rss_feed_configs.config', 'rss_feed_configs.link', 'rss_feed_configs.last_fetched_at'])
    .where('journals.publisher_id', '=', publisherId)
    .orderBy('journals.name').execute();
}

export async function findJournal(db: Db, id: number) {
  return db.selectFrom('journals').select(['id', 'name', 'rss_feed_link']).where('id', '=', id).executeTakeFirst();
}

/** Saves a journal's feed mapping; run it in the caller's transaction (`trx`), which also holds the audit entry. */
export async function saveFeedConfig(trx: Db, feed: { journalId: number; link: string; config: unknown; userId: number }) {
  const before = await trx.selectFrom('rss_feed_configs').select(['link', 'config']).where('journal_id', '=', feed.journalId).executeTakeFirst();
  await trx.insertInto('rss_feed_configs').values({ journal_id: feed.journalId, link: feed.link, config: JSON.stringify(feed.config), created_by: feed.userId })
    .onConflict((oc) => oc.column('journal_id').doUpdateSet({ link: feed.link, config: JSON.stringify(feed.config), updated_at: new Date() })).execute();
  // the journal's own feed link follows what the tool saved
  await trx.updateTable('journals').set({ rss_feed_link: feed.link, updated_at: new Date() })
    .where('id', '=', feed.journalId).where((eb) => eb.or([eb('rss_feed_link', 'is', null), eb('rss_feed_link', '<>', feed.link)])).execute();
  return before ?? null;
}

// ---------------------------------------------------------------- directory configuration

export async function findDirectoryConfig(db: Db, universityId: number) {
  return db.selectFrom('directory_configs').selectAll().where('university_id', '=', universityId).executeTakeFirst();
}

export async function saveDirectoryConfig(db: Db, universityId: number, config: { listing_url: string; pagination: unknown; selectors: unknown }, userId: number) {
  const values = { listing_url: config.listing_url, pagination: JSON.stringify(config.pagination), selectors: JSON.stringify(config.selectors), updated_by: userId, updated_at: new Date() };
  return db.insertInto('directory_configs').values({ university_id: universityId, ...values })
    .onConflict((oc) => oc.column('university_id').doUpdateSet(values)).returningAll().executeTakeFirstOrThrow();
}

export async function universityExists(db: Db, universityId: number): Promise<boolean> {
  return !!(await db.selectFrom('universities').select('id').where('id', '=', universityId).executeTakeFirst());
}

// ---------------------------------------------------------------- update faculty

/** When the latest finished scrape of the university started (its entries are the current directory), or null. */
export async function latestScrapeStart(db: Db, universityId: number): Promise<Date | null> {
  const row = await db.selectFrom('import_runs').select('started_at')
    .where('source', '=', 'directory').where('university_id', '=', universityId).where('status', '=', 'completed')
    .orderBy('finished_at', 'desc').limit(1).executeTakeFirst();
  return row?.started_at ?? null;
}

export async function listDirectoryEntries(db: Db, universityId: number, since: Date | null) {
  let query = db.selectFrom('directory_entries as e')
    .leftJoin('authors as a', (join) => join.onRef('a.id', '=', 'e.matched_author_id').on('a.merged_into_id', 'is', null))
    .select(['e.id', 'e.name', 'e.first_name', 'e.mid_name', 'e.last_name', 'e.email', 'e.position', 'e.department', 'e.profile_picture', 'e.profile_url',
      'e.last_scrape_date', 'e.marker as entry_marker', 'a.id as author_id', 'a.marker as author_marker'])
    .where('e.university_id', '=', universityId);
  if (since) query = query.where('e.last_scrape_date', '>=', since);
  return query.orderBy('e.last_name').orderBy('e.first_name').orderBy('e.id').execute();
}

export async function universityAuthors(db: Db, universityId: number): Promise<CompareAuthor[]> {
  const rows = await db.selectFrom('authors')
    .select(['id', 'first_name', 'mid_name', 'last_name', 'email', 'position', 'marker', 'name_variations'])
    .where('university_id', '=', universityId).where('merged_into_id', 'is', null)
    .orderBy('last_name').orderBy('first_name').execute();
  return rows.map((r) => ({ ...r, name_variations: r.name_variations ?? [] }));
}

export async function directoryEntry(db: Db, entryId: number, universityId: number): Promise<(CompareEntry & { profile_picture: string; profile_url: string }) | undefined> {
  return db.selectFrom('directory_entries')
    .select(['id', 'name', 'first_name', 'mid_name', 'last_name', 'email', 'position', 'department', 'marker', 'profile_picture', 'profile_url'])
    .where('id', '=', entryId).where('university_id', '=', universityId).executeTakeFirst();
}

export async function findAuthor(db: Db, authorId: number) {
  return db.selectFrom('authors').select(['id', 'first_name', 'mid_name', 'last_name', 'email', 'position', 'marker', 'university_id', 'name_variations'])
    .where('id', '=', authorId).where('merged_into_id', 'is', null).executeTakeFirst();
}

export async function updateAuthor(db: Db, authorId: number, values: { marker?: number | null; position?: string; mid_name?: string; university_id?: number | null; name_variations?: string[] }) {
  const row = await db.selectFrom('authors').select(['first_name', 'mid_name', 'last_name']).where('id', '=', authorId).executeTakeFirstOrThrow();
  await db.updateTable('authors').set({
    ...values,
    ...(values.mid_name !== undefined ? { search_name: normaliseName(row.first_name, row.last_name) } : {}),
    updated_at: new Date(),
  }).where('id', '=', authorId).execute();
}

/** 'Faculty Deleted!': the author leaves the university's faculty list (record, papers and history are kept). Run in the caller's transaction. */
export async function removeFromFaculty(trx: Db, authorId: number) {
  await trx.deleteFrom('author_departments').where('author_id', '=', authorId).execute();
  await trx.updateTable('authors').set({ university_id: null, updated_at: new Date() }).where('id', '=', authorId).execute();
}

/** A new author from a directory entry, matched to it. Run in the caller's transaction. */
export async function createAuthorFromEntry(trx: Db, universityId: number, entry: CompareEntry & { profile_picture: string; profile_url: string }): Promise<number> {
  const created = await trx.insertInto('authors').values({
    first_name: entry.first_name, mid_name: entry.mid_name, last_name: entry.last_name,
    search_name: normaliseName(entry.first_name, entry.last_name), email: entry.email, position: entry.position,
    marker: entry.marker, profile_picture: entry.profile_picture, univ_profile_link: entry.profile_url, university_id: universityId,
  }).returning('id').executeTakeFirstOrThrow();
  await trx.updateTable('directory_entries').set({ matched_author_id: created.id }).where('id', '=', entry.id).execute();
  return created.id;
}

// ---------------------------------------------------------------- import history

export async function listImportRuns(db: Db, filter: { source?: string; skip: number; limit: number }) {
  let base = db.selectFrom('import_runs');
  if (filter.source) base = base.where('import_runs.source', '=', filter.source);
  const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .leftJoin('users', 'users.id', 'import_runs.requested_by')
    .leftJoin('job_runs', 'job_runs.id', 'import_runs.job_run_id')
    .select([
      'import_runs.id', 'import_runs.source', 'import_runs.status', 'import_runs.file_name', 'import_runs.requested_by', 'users.username',
      'import_runs.university_id', 'import_runs.journal_id', 'import_runs.created', 'import_runs.updated', 'import_runs.skipped', 'import_runs.rejected',
      sql<RejectedRow[]>`jsonb_path_query_array(import_runs.rejected_rows, '$[0 to 19]')`.as('rejected_rows'),
      'import_runs.options', 'import_runs.summary', 'import_runs.error', 'import_runs.created_at', 'import_runs.started_at', 'import_runs.finished_at',
      'job_runs.queue', 'job_runs.bull_job_id', 'job_runs.status as job_status',
    ])
    .orderBy('import_runs.created_at', 'desc').orderBy('import_runs.id', 'desc')
    .offset(filter.skip).limit(filter.limit).execute();
  return { total: Number(total.n), rows };
}

export async function importRunRejected(db: Db, runId: number) {
  return db.selectFrom('import_runs').select(['id', 'source', 'file_name', 'rejected_rows']).where('id', '=', runId).executeTakeFirst();
}

// ---------------------------------------------------------------- journals seen in imports that match nothing

/** Journals an import created (no ISSN or title match) that nobody has mapped or kept yet, with their paper counts, most papers first. */
export async function listUnmatchedJournals(db: Db, page: { skip: number; limit: number }) {
  const base = db.selectFrom('journals as j').where('j.created_by_import', '=', true).where('j.mapped_to_id', 'is', null).where('j.import_reviewed_at', 'is', null);
  const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await base.leftJoin('publishers as p', 'p.id', 'j.publisher_id')
    .select(['j.id', 'j.name', 'j.issn', 'j.e_issn', 'j.openalex_id', 'p.name as publisher', 'j.created_at',
      (eb) => eb.selectFrom('papers').select((e) => e.fn.countAll<number>().as('n')).whereRef('papers.journal_id', '=', 'j.id').as('papers')])
    .orderBy('papers', 'desc').orderBy('j.id').offset(page.skip).limit(page.limit).execute();
  return { total: Number(total.n), rows };
}

export async function failImportRun(db: Db, importRunId: number, error: string): Promise<void> {
  await db.updateTable('import_runs').set({ status: 'failed', error, finished_at: new Date() }).where('id', '=', importRunId).execute();
}

/** A user's imports that still hold their uploaded file: queued or running, with an upload row. */
export async function countPendingImports(db: Db, userId: number): Promise<number> {
  const row = await db.selectFrom('import_runs as r').innerJoin('import_uploads as u', 'u.import_run_id', 'r.id')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('r.requested_by', '=', userId).where('r.status', 'in', ['queued', 'running']).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Which of these department ids exist. */
export async function existingDepartmentIds(db: Db, ids: number[]): Promise<number[]> {
  return (await db.selectFrom('departments').select('id').where('id', 'in', ids).execute()).map((d) => d.id);
}

/** A journal an import may have created, locked while it is mapped or kept. */
export function lockJournalForReview(db: Db, journalId: number) {
  return db.selectFrom('journals').select(['id', 'name', 'created_by_import', 'mapped_to_id', 'import_reviewed_at']).where('id', '=', journalId).forUpdate().executeTakeFirst();
}

export async function markJournalKept(db: Db, journalId: number): Promise<void> {
  await db.updateTable('journals').set({ import_reviewed_at: new Date() }).where('id', '=', journalId).execute();
}

export function lockMapTarget(db: Db, journalId: number) {
  return db.selectFrom('journals').select(['id', 'mapped_to_id']).where('id', '=', journalId).forUpdate().executeTakeFirst();
}

/** Moves a journal's papers to the target and maps it (and whatever was mapped to it) there; the papers moved and their authors. */
export async function mapJournalTo(db: Db, journalId: number, targetId: number): Promise<{ papers: number[]; authors: number[] }> {
  const moved = await db.updateTable('papers').set({ journal_id: targetId, updated_at: new Date() }).where('journal_id', '=', journalId).returning('id').execute();
  await db.updateTable('journals').set({ mapped_to_id: targetId, updated_at: new Date() }).where('id', '=', journalId).execute();
  // anything mapped to this journal before now points at the target
  await db.updateTable('journals').set({ mapped_to_id: targetId }).where('mapped_to_id', '=', journalId).execute();
  const papers = moved.map((p) => p.id);
  const authors = papers.length === 0 ? [] : (await db.selectFrom('authorships').select('author_id').distinct().where('paper_id', 'in', papers).where('author_id', 'is not', null).execute()).map((a) => a.author_id!);
  return { papers, authors };
}

// ---------------------------------------------------------------- onboarding a school from OpenAlex (onboarding.ts)


/** Our universities linked to these OpenAlex institutions. */
export function universitiesLinkedTo(db: Executor, openalexIds: string[]) {
  return db.selectFrom('universities').select(['id', 'name', 'openalex_id', 'openalex_onboarded_at'])
    .where('openalex_id', 'in', openalexIds).execute();
}

/** A university's OpenAlex link and ROR id. */
export function openalexLinkOf(db: Executor, universityId: number) {
  return db.selectFrom('universities').select(['id', 'openalex_id', 'ror_id']).where('id', '=', universityId).executeTakeFirst();
}

/** The queued or running onboarding (an OpenAlex API import) of an institution, the newest. */
export function runningOnboarding(db: Executor, institution: string) {
  return db.selectFrom('import_runs').select('id').where('source', '=', 'openalex')
    .where(sql<boolean>`options->>'institution' = ${institution} AND (options->>'api')::boolean IS TRUE`)
    .where('status', 'in', ['queued', 'running']).orderBy('id', 'desc').executeTakeFirst();
}

/** Links a university that has no OpenAlex institution yet; false when it has one. */
export async function linkUniversityToInstitution(db: Executor, universityId: number, openalexId: string): Promise<boolean> {
  const updated = await db.updateTable('universities').set({ openalex_id: openalexId, updated_at: new Date() })
    .where('id', '=', universityId).where('openalex_id', 'is', null).executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}
