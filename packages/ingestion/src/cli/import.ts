// npm run import -- openalex <file> [--institution I27837315] [--batch-size 1000] [--resume <run id>]
// npm run import -- journal-list <file> [--mapping A*=A,A=A-,B=B,C=] [--departments 3,7] [--sheet '2022 JQL']
//                   [--title-column Title --issn-column ISSN --eissn-column 'ISSN Online' --rating-column Rating]
//
// Runs the import in this process (no worker needed), recorded in import_runs like the API's
// imports; a killed run continues with --resume <run id>. Afterwards the statistics refresh and
// the data-issue detectors are enqueued when Redis answers (REDIS_URL). `npm run import` runs it
// through infra/src/cli/withDatabase.ts: the database `npm start` uses unless DATABASE_URL is set,
// migrated; a failure ends with one sentence (docs/ingestion.md, "Commands").
import { basename } from 'node:path';
import { readFile, stat } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { createDb } from '@ri/db';
import { createJobProducer, createRedisConnection, waitForRedis, type JobProducer } from '@ri/jobs';
import { afterImport } from '../afterImport.ts';
import { createImportRun, finishImportRun, recordRejected, startImportRun, type ImportReporter, type ImportSource } from '../importRuns.ts';
import { JournalListFormatError, parseTierMapping, readJournalCsv, readJournalWorkbook, DEFAULT_TIER_MAPPING, type ColumnNames } from '../journalList/readJournalList.ts';
import { runJournalListImport } from '../journalList/importJournalList.ts';
import { runOpenAlexImport } from '../openalex/importOpenAlex.ts';

const USAGE = `Usage:
  npm run import -- openalex <file> [--institution <OpenAlex institution id>] [--batch-size <works>] [--resume <run id>]
  npm run import -- journal-list <file> [--mapping A*=A,A=A-,B=B,C=] [--departments <id,id>] [--sheet <name>]
                    [--title-column <name> --issn-column <name> [--eissn-column <name>] --rating-column <name>] [--resume <run id>]`;

function fail(message: string): never {
  console.error(message);
  console.error(USAGE);
  process.exit(2);
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    institution: { type: 'string' }, mapping: { type: 'string' }, departments: { type: 'string' }, sheet: { type: 'string' },
    'title-column': { type: 'string' }, 'issn-column': { type: 'string' }, 'eissn-column': { type: 'string' }, 'rating-column': { type: 'string' },
    resume: { type: 'string' }, 'batch-size': { type: 'string' }, help: { type: 'boolean' },
  },
});
if (values.help) { console.log(USAGE); process.exit(0); }
const [kind, file] = positionals;
if (kind !== 'openalex' && kind !== 'journal-list') fail(`Unknown import '${kind ?? ''}'.`);
if (!file) fail('Name the file to import.');
const fileStat = await stat(file).catch(() => null);
if (!fileStat?.isFile()) fail(`No such file: ${file}`);

const { db } = createDb({ connectionString: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres', applicationName: 'research-insights-import' });
const source: ImportSource = kind === 'openalex' ? 'openalex' : 'journal_list';
let lastLine = '';
const reporter: ImportReporter = {
  async progress(pct, stage, message) {
    const line = `[${String(pct).padStart(3)}%] ${stage}: ${message}`;
    if (line !== lastLine) { process.stderr.write(`${line}\n`); lastLine = line; }
  },
  async saveStep() {},
};

async function connectProducer(): Promise<{ producer: JobProducer | null; close: () => Promise<void> }> {
  const redis = createRedisConnection(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', 'producer');
  if (!(await waitForRedis(redis, 2_000))) {
    redis.disconnect();
    return { producer: null, close: async () => {} };
  }
  const producer = createJobProducer({ connection: redis, prefix: process.env.QUEUE_PREFIX ?? 'ri', db });
  return { producer, close: async () => { await producer.close(); redis.disconnect(); } };
}

let runId: number;
try {
  if (values.resume) {
    runId = Number(values.resume);
    const run = await db.selectFrom('import_runs').select(['id', 'source', 'status']).where('id', '=', runId).executeTakeFirst();
    if (!run || run.source !== source) fail(`No ${source} import run ${values.resume} to resume.`);
    if (run.status === 'completed') fail(`Import run ${runId} has already completed.`);
  } else {
    runId = await createImportRun(db, {
      source, fileName: basename(file), requestedBy: null,
      options: { cli: true, institution: values.institution ?? null, mapping: values.mapping ?? null, departments: values.departments ?? null, sheet: values.sheet ?? null },
    });
  }
  console.error(`Import run ${runId} (${source}, ${basename(file)})`);
  const started = Date.now();
  if (kind === 'openalex') {
    const batchSize = values['batch-size'] ? Number(values['batch-size']) : undefined;
    if (batchSize !== undefined && (!Number.isInteger(batchSize) || batchSize < 1 || batchSize > 10_000)) fail('--batch-size takes a whole number from 1 to 10000');
    await runOpenAlexImport(db, { runId, source: { path: file }, options: { institution: values.institution ?? null, ...(batchSize ? { batchSize } : {}) }, reporter });
  } else {
    let mapping = DEFAULT_TIER_MAPPING;
    try {
      if (values.mapping) mapping = parseTierMapping(values.mapping);
    } catch (error) {
      fail(`--mapping: ${(error as Error).message}`);
    }
    const departmentIds = (values.departments ?? '').split(',').map((s) => s.trim()).filter(Boolean).map(Number);
    if (departmentIds.some((id) => !Number.isInteger(id) || id <= 0)) fail('--departments takes department ids separated by commas');
    const known = departmentIds.length > 0 ? await db.selectFrom('departments').select('id').where('id', 'in', departmentIds).execute() : [];
    const missing = departmentIds.filter((id) => !known.some((k) => k.id === id));
    if (missing.length > 0) fail(`No department with id ${missing.join(', ')}`);
    const content = await readFile(file);
    const columns: ColumnNames | undefined = values['title-column'] || values['rating-column']
      ? { title: values['title-column'] ?? 'title', issn: values['issn-column'] ?? 'issn', ...(values['eissn-column'] ? { eIssn: values['eissn-column'] } : {}), rating: values['rating-column'] ?? 'rating' }
      : undefined;
    const isWorkbook = content[0] === 0x50 && content[1] === 0x4b; // 'PK': a zip, so .xlsx
    try {
      const read = isWorkbook
        ? await readJournalWorkbook(content, { ...(values.sheet ? { sheet: values.sheet } : {}), ...(columns ? { columns } : {}) })
        : readJournalCsv(content, columns ?? { title: 'title', issn: 'issn', rating: 'rating' });
      if (read.sheet) console.error(`Sheet '${read.sheet}', header on row ${read.headerRow}, ${read.rows.length} rows`);
      await runJournalListImport(db, { runId, rows: read.rows, readRejected: read.rejected, mapping, departmentIds, reporter });
    } catch (error) {
      if (!(error instanceof JournalListFormatError)) throw error;
      await startImportRun(db, runId);
      await recordRejected(db, runId, [{ position: error.position, reason: error.message }]);
      await finishImportRun(db, runId, { status: 'completed' });
    }
  }
  const outcome = await db.selectFrom('import_runs').select(['status', 'error']).where('id', '=', runId).executeTakeFirstOrThrow();
  const seconds = (Date.now() - started) / 1000;
  const { producer, close } = await connectProducer();
  const follow = await afterImport(runId, { db, producer, requestedBy: null, onError: (error) => console.error(`Could not enqueue the follow-up jobs: ${(error as Error).message}`) });
  await close();
  const run = await db.selectFrom('import_runs').select(['created', 'updated', 'skipped', 'rejected', 'rejected_rows']).where('id', '=', runId).executeTakeFirstOrThrow();
  console.log(JSON.stringify({ import_run_id: runId, status: outcome.status, error: outcome.error, created: run.created, updated: run.updated, skipped: run.skipped, rejected: run.rejected, seconds }));
  for (const row of (run.rejected_rows as Array<{ position: string; reason: string }>).slice(0, 20)) console.error(`  rejected ${row.position}: ${row.reason}`);
  if (run.rejected > 20) console.error(`  ... and ${run.rejected - 20} more (GET /api/imports/${runId}/rejected.csv)`);
  if (!producer) console.error('Redis is not reachable: the statistics refresh and the data-issue detectors were not enqueued (the nightly runs catch up).');
  else console.error(`Statistics refresh: ${follow.statsRefreshJobId ?? 'nothing to refresh'}; data-issue detection: ${follow.detectionJobId ?? 'nothing to check'}`);
  if (outcome.status === 'failed') {
    console.error(`Import run ${runId} failed: ${outcome.error ?? 'nothing could be imported'}`);
    process.exitCode = 1;
  }
} catch (error) {
  // one sentence, never a stack trace; the run stays resumable (--resume)
  console.error(`Import failed: ${((error as Error).message ?? String(error)).split('\n')[0]}`);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
