// import_runs: the history of every import and scrape, and the mechanism that makes them safe to
// kill. Work is cut into numbered batches; each batch runs in one transaction that also advances
// the run's checkpoint and adds the batch's counts, rejected rows and touched ids. A retry (BullMQ
// re-running a killed job) skips every batch the checkpoint says is done, so each batch takes
// effect exactly once, and the counts stay exact.
import { readFile, rm } from 'node:fs/promises';
import { sql, type Transaction } from 'kysely';
import type { Database, Db } from '@ri/db';

export type ImportSource = 'rss' | 'directory' | 'openalex' | 'journal_list';
export type Trx = Transaction<Database>;

export interface RejectedRow {
  /** where: 'line 12', 'row 40', 'item 3', 'page https://...' */
  position: string;
  reason: string;
  /** the start of the offending input, for the CSV */
  raw?: string;
}

export type TouchedKind = 'author' | 'paper' | 'journal' | 'university' | 'department';

export interface BatchOutcome {
  created: number;
  updated: number;
  skipped: number;
  rejected: RejectedRow[];
  touched?: Partial<Record<TouchedKind, Iterable<number>>>;
}

export const emptyOutcome = (): BatchOutcome => ({ created: 0, updated: 0, skipped: 0, rejected: [] });

export interface Checkpoint {
  /** the first batch not yet committed */
  nextBatch: number;
}

/** The run's whole checkpoint: nextBatch and what a paged source saved with its last batch (an API cursor). */
export async function readCheckpoint(db: Db, runId: number): Promise<Checkpoint & Record<string, unknown>> {
  const row = await db.selectFrom('import_runs').select('checkpoint').where('id', '=', runId).executeTakeFirst();
  const checkpoint = (row?.checkpoint ?? {}) as Record<string, unknown>;
  return { ...checkpoint, nextBatch: Number(checkpoint.nextBatch ?? 0) };
}

export async function createImportRun(db: Db, run: {
  source: ImportSource; fileName: string; options?: unknown; requestedBy: number | null;
  universityId?: number | null; journalId?: number | null;
}): Promise<number> {
  const row = await db.insertInto('import_runs').values({
    source: run.source, file_name: run.fileName.slice(0, 500), options: JSON.stringify(run.options ?? {}),
    requested_by: run.requestedBy, university_id: run.universityId ?? null, journal_id: run.journalId ?? null,
  }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function saveUpload(db: Db | Trx, runId: number, fileName: string, content: Buffer): Promise<void> {
  await db.insertInto('import_uploads').values({ import_run_id: runId, file_name: fileName.slice(0, 500), content })
    .onConflict((oc) => oc.column('import_run_id').doUpdateSet({ content, stored_path: null, file_name: fileName.slice(0, 500) })).execute();
}

/**
 * Records an upload that stays a file (the API streamed the request into STORAGE_DIR/imports): its path, read by
 * the worker (loadUpload) and removed with the row (dropUpload). Passing the file to Postgres instead, as one
 * bytea parameter, held the API's event loop (docs/reliability.md, "The API's event loop").
 */
export async function saveUploadFile(db: Db | Trx, runId: number, fileName: string, storedPath: string): Promise<void> {
  const name = fileName.slice(0, 500);
  await db.insertInto('import_uploads').values({ import_run_id: runId, file_name: name, content: null, stored_path: storedPath })
    .onConflict((oc) => oc.column('import_run_id').doUpdateSet({ content: null, stored_path: storedPath, file_name: name })).execute();
}

/** The upload's bytes: its stored file (saveUploadFile) or its content (saveUpload); null when there is none. */
export async function loadUpload(db: Db, runId: number): Promise<{ fileName: string; content: Buffer } | null> {
  const row = await db.selectFrom('import_uploads').select(['file_name', 'content', 'stored_path']).where('import_run_id', '=', runId).executeTakeFirst();
  if (!row) return null;
  if (row.stored_path !== null) {
    try {
      return { fileName: row.file_name, content: await readFile(row.stored_path) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }
  return row.content === null ? null : { fileName: row.file_name, content: row.content };
}

/** Links the run to its job (job_runs row) once enqueued. */
export async function linkJob(db: Db, runId: number, job: { queue: string; bullJobId: string }): Promise<void> {
  const run = await db.selectFrom('job_runs').select('id').where('queue', '=', job.queue).where('bull_job_id', '=', job.bullJobId).executeTakeFirst();
  if (run) await db.updateTable('import_runs').set({ job_run_id: run.id }).where('id', '=', runId).execute();
}

/** Marks the run running and answers its checkpoint (nextBatch 0 on a first attempt). */
export async function startImportRun(db: Db, runId: number): Promise<Checkpoint> {
  const row = await db.updateTable('import_runs')
    .set({ status: 'running', started_at: sql`coalesce(started_at, now())`, error: null })
    .where('id', '=', runId).returning('checkpoint').executeTakeFirst();
  if (!row) throw new Error(`Import run ${runId} does not exist`);
  const checkpoint = (row.checkpoint ?? {}) as Partial<Checkpoint>;
  return { nextBatch: Number(checkpoint.nextBatch ?? 0) };
}

/**
 * Runs batch `batchNo` in one transaction unless the checkpoint says it is already committed.
 * Answers null when it was skipped for that reason, else the outcome. `resumeAt` is saved in the
 * checkpoint with the batch (a paged source's next cursor), so both move together.
 */
export async function commitBatch(db: Db, runId: number, batchNo: number, work: (trx: Trx) => Promise<BatchOutcome>, resumeAt: Record<string, unknown> = {}): Promise<BatchOutcome | null> {
  return db.transaction().execute(async (trx) => {
    const run = await trx.selectFrom('import_runs').select('checkpoint').where('id', '=', runId).forUpdate().executeTakeFirstOrThrow();
    const done = Number((run.checkpoint as Partial<Checkpoint>)?.nextBatch ?? 0);
    if (batchNo < done) return null;
    const outcome = await work(trx);
    const rejected = outcome.rejected.map((r) => ({ position: r.position, reason: r.reason.slice(0, 500), ...(r.raw ? { raw: r.raw.slice(0, 500) } : {}) }));
    // the counts, the checkpoint and the touched ids in one statement: one round trip per batch; the
    // touched ids as one array per kind (a row per id cost the database about a tenth of a first import)
    const touched = touchedArrays(outcome.touched);
    await sql`
      WITH touched AS (
        INSERT INTO import_run_touched (import_run_id, batch_no, kind, entity_ids)
        SELECT ${runId}::int, ${batchNo}::int, t.kind, t.ids::int[]
        FROM json_to_recordset(${JSON.stringify(touched)}::json) AS t(kind text, ids text)
        ON CONFLICT (import_run_id, batch_no, kind) DO UPDATE SET entity_ids = import_run_touched.entity_ids || excluded.entity_ids)
      UPDATE import_runs SET created = created + ${outcome.created}::int, updated = updated + ${outcome.updated}::int,
        skipped = skipped + ${outcome.skipped}::int, rejected = rejected + ${rejected.length}::int,
        rejected_rows = CASE WHEN ${rejected.length}::int > 0 THEN rejected_rows || ${JSON.stringify(rejected)}::jsonb ELSE rejected_rows END,
        checkpoint = ${JSON.stringify({ ...resumeAt, nextBatch: batchNo + 1 })}::jsonb
      WHERE id = ${runId}::int`.execute(trx);
    return outcome;
  });
}

/** The touched ids of each kind that has any, each once, as an array literal ('{1,2,3}'). */
function touchedArrays(touched: BatchOutcome['touched']): Array<{ kind: TouchedKind; ids: string }> {
  const arrays: Array<{ kind: TouchedKind; ids: string }> = [];
  for (const [kind, list] of Object.entries(touched ?? {}) as [TouchedKind, Iterable<number>][]) {
    const ids: number[] = [];
    for (const id of new Set(list)) if (Number.isInteger(id) && id > 0) ids.push(id);
    if (ids.length > 0) arrays.push({ kind, ids: `{${ids.join(',')}}` });
  }
  return arrays;
}

export interface TouchedIds {
  authorIds: number[];
  paperIds: number[];
  journalIds: number[];
  universityIds: number[];
  departmentIds: number[];
}

export async function touchedIds(db: Db, runId: number): Promise<TouchedIds> {
  const { rows } = await sql<{ kind: TouchedKind; ids: number[] }>`
    SELECT kind, array_agg(DISTINCT id ORDER BY id) AS ids FROM import_run_touched, unnest(entity_ids) AS id
    WHERE import_run_id = ${runId}::int GROUP BY kind`.execute(db);
  const of = (kind: TouchedKind) => rows.find((r) => r.kind === kind)?.ids ?? [];
  return { authorIds: of('author'), paperIds: of('paper'), journalIds: of('journal'), universityIds: of('university'), departmentIds: of('department') };
}

/** Rejections found outside any batch (an unreadable file): recorded at once, in their own transaction. */
export async function recordRejected(db: Db, runId: number, rows: RejectedRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.updateTable('import_runs').set({
    rejected: sql`rejected + ${rows.length}`,
    rejected_rows: sql`rejected_rows || ${JSON.stringify(rows)}::jsonb`,
  }).where('id', '=', runId).execute();
}

export interface RunCounts { created: number; updated: number; skipped: number; rejected: number }
export interface RunOutcome extends RunCounts { status: 'completed' | 'failed'; error: string | null }

/** How many rejected rows a failed run's error quotes. */
const QUOTED_REASONS = 3;

/**
 * Honest outcomes (docs/ingestion.md, "Outcomes"): a run asked to finish as completed is *failed*
 * when nothing of its input could be used (every row rejected, or, with `nothingIsFailure`, no row
 * at all), with the first reasons as its error; otherwise completed (amber in the pages when some
 * rows were rejected). Only a completed run moves what a success records (a last-scrape date).
 */
export async function finishImportRun(db: Db, runId: number, outcome: { status: 'completed'; summary?: unknown; nothingIsFailure?: string } | { status: 'failed'; error: string }): Promise<RunOutcome> {
  let status = outcome.status;
  let error = outcome.status === 'failed' ? outcome.error : null;
  if (outcome.status === 'completed') {
    const run = await db.selectFrom('import_runs').select(['created', 'updated', 'skipped', 'rejected', 'rejected_rows']).where('id', '=', runId).executeTakeFirstOrThrow();
    const used = run.created + run.updated + run.skipped;
    if (used === 0 && run.rejected > 0) {
      const reasons = (run.rejected_rows as unknown as RejectedRow[]).slice(0, QUOTED_REASONS).map((r) => `${r.position}: ${r.reason}`);
      status = 'failed';
      error = `Nothing could be imported: ${run.rejected === 1 ? 'the only row was' : `all ${run.rejected} rows were`} rejected (${reasons.join('; ')}${run.rejected > reasons.length ? '; ...' : ''})`;
    } else if (used === 0 && outcome.nothingIsFailure) {
      status = 'failed';
      error = outcome.nothingIsFailure;
    }
  }
  const row = await db.updateTable('import_runs').set({
    status,
    finished_at: new Date(),
    ...(outcome.status === 'completed' ? { summary: JSON.stringify(outcome.summary ?? {}) } : {}),
    error: error === null ? null : error.slice(0, 2000),
  }).where('id', '=', runId).returning(['created', 'updated', 'skipped', 'rejected', 'status', 'error']).executeTakeFirstOrThrow();
  return { ...row, status: row.status as RunOutcome['status'] };
}

/** Drops the uploaded file once the run and its follow-ups are done (a retry needs it until then). */
export async function dropUpload(db: Db, runId: number): Promise<void> {
  const row = await db.deleteFrom('import_uploads').where('import_run_id', '=', runId).returning('stored_path').executeTakeFirst();
  if (row?.stored_path) await rm(row.stored_path, { force: true });
}

export async function runCounts(db: Db, runId: number): Promise<RunCounts> {
  return db.selectFrom('import_runs').select(['created', 'updated', 'skipped', 'rejected']).where('id', '=', runId).executeTakeFirstOrThrow();
}

/** What a processor gives the import pipelines: progress and a step saved with the job. */
export interface ImportReporter {
  progress(pct: number, stage: string, message: string): Promise<void>;
  /** saves the step with the job (BullMQ job data); the checkpoint in import_runs is the authority */
  saveStep(step: Record<string, unknown>): Promise<void>;
}

export const silentReporter: ImportReporter = { progress: async () => {}, saveStep: async () => {} };

/**
 * Whether an error is about the data of a record rather than the infrastructure: PostgreSQL's data
 * exceptions (class 22), integrity violations (23) and limits (54: an index row too large). Such an
 * error rejects the record; anything else (connection lost, server shutting down) fails the attempt
 * and BullMQ retries it.
 */
export function isRecordError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^(22|23|54)/.test(code);
}

function mergeOutcome(into: BatchOutcome, add: BatchOutcome): void {
  into.created += add.created;
  into.updated += add.updated;
  into.skipped += add.skipped;
  into.rejected.push(...add.rejected);
  if (!add.touched) return;
  const touched = (into.touched ??= {});
  for (const [kind, ids] of Object.entries(add.touched) as [TouchedKind, Iterable<number>][]) {
    touched[kind] = new Set([...(touched[kind] ?? []), ...ids]);
  }
}

/**
 * One bad record never aborts a run (docs/ingestion.md, "How every import runs"): the batch is
 * written inside a savepoint; when the database refuses it for a record's data (isRecordError), the
 * batch is written again one record at a time, each in its own savepoint, and each record the
 * database still refuses becomes a rejected row with its position and the database's reason.
 */
export async function writeBatchOrEachRecord<R>(trx: Trx, records: R[], write: (records: R[]) => Promise<BatchOutcome>, rejectionOf: (record: R, reason: string) => RejectedRow): Promise<BatchOutcome> {
  await sql`SAVEPOINT ri_batch`.execute(trx);
  try {
    const outcome = await write(records);
    await sql`RELEASE SAVEPOINT ri_batch`.execute(trx);
    return outcome;
  } catch (error) {
    if (!isRecordError(error) || records.length === 0) throw error;
    await sql`ROLLBACK TO SAVEPOINT ri_batch`.execute(trx);
  }
  const outcome = emptyOutcome();
  for (const record of records) {
    await sql`SAVEPOINT ri_record`.execute(trx);
    try {
      mergeOutcome(outcome, await write([record]));
      await sql`RELEASE SAVEPOINT ri_record`.execute(trx);
    } catch (error) {
      if (!isRecordError(error)) throw error;
      await sql`ROLLBACK TO SAVEPOINT ri_record`.execute(trx);
      outcome.rejected.push(rejectionOf(record, `Could not be stored: ${(error as Error).message}`));
    }
  }
  return outcome;
}
