// A worker killed with SIGKILL in the middle of a job (docs/reliability.md, "Faults"): the job
// completes after a restart, its effect happens exactly once, and the figures the product showed
// before stay readable while no worker runs.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { redFlagCsv } from '@ri/contracts';
import { parseCsv } from '@ri/csv';
import { demoDatabaseForFile, type FileDatabase } from './support/files.ts';
import { readFigures, rankingRow, signInDemoAccounts, type DemoSessions } from './support/figures.ts';
import { backendsOf, holdTableLock, queryOne, queryRows, WORKERS_APPLICATION } from './support/postgres.ts';
import { call, jobRun, startStack, waitFor, waitForJobCompleted, type Stack } from './support/stack.ts';
import { recordFigure } from './support/record.ts';

const ABDC = readFileSync(new URL('../fixtures/journal-lists/abdc-jql-2022.xlsx', import.meta.url));
const ABDC_ROWS = 2680;

describe('a worker killed with SIGKILL mid-job', () => {
  let database: FileDatabase;
  let stack: Stack;
  let sessions: DemoSessions;

  beforeAll(async () => {
    database = await demoDatabaseForFile();
    stack = await startStack({
      name: 'worker-kill', databaseUrl: database.url, redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      // a killed worker's job is taken up again once its lock expires (BullMQ default 30 s; shorter here to keep the suite short)
      env: { WORKER_LOCK_DURATION_MS: '15000', WORKER_STALLED_INTERVAL_MS: '5000' },
    });
    sessions = await signInDemoAccounts(stack.baseUrl, database.url);
  });
  afterAll(async () => {
    await stack?.stop();
    await database?.drop();
  });

  /** SIGKILL, then the proof that it died of it. */
  async function killWorkers(): Promise<number> {
    const workers = stack.workers!;
    workers.signal('SIGKILL');
    expect(await workers.exited).toEqual({ code: null, signal: 'SIGKILL' });
    return Date.now();
  }

  /** Reads the main figures three times while no worker runs: they answer, and they are those of before. */
  async function expectFiguresUnchangedWhileDead(before: Record<string, unknown>, live: string[] = []) {
    const withoutLive = (figures: Record<string, unknown>) => Object.fromEntries(Object.entries(figures).filter(([name]) => !live.includes(name)));
    for (let i = 0; i < 3; i++) expect(withoutLive(await readFigures(stack.baseUrl, sessions))).toEqual(withoutLive(before));
  }

  // each case starts with a running worker, whatever the previous one left
  beforeEach(async () => {
    if (!stack.workers || stack.workers.hasExited()) stack.workers = await stack.startWorkers();
  });

  const workerIsBlocked = async () => (await backendsOf(database.name, WORKERS_APPLICATION)).some((b) => b.wait_event_type === 'Lock');

  it('(a) full analytics recompute: killed while computing, finished after the restart, published once', async () => {
    const author = sessions.facultyAuthorId;
    const rowBefore = await rankingRow(stack.baseUrl, sessions, author);
    const { version: versionBefore } = await queryOne<{ version: number }>(database.url, 'SELECT version FROM analytics_state');
    // new source data only a recompute will show in the precomputed figures (written behind the API's back: no
    // refresh is enqueued); the profile and the journal distributions read papers live and show it at once
    const { id: paperId } = await queryOne<{ id: number }>(database.url,
      `INSERT INTO papers (title, year, journal_id, citation_count) VALUES ('Fault suite paper', 2024, (SELECT id FROM journals WHERE tier = 'A' ORDER BY id LIMIT 1), 7) RETURNING id`);
    await queryRows(database.url, 'INSERT INTO authorships (paper_id, position, author_id) VALUES ($1, 1, $2)', [paperId, author]);
    const before = await readFigures(stack.baseUrl, sessions);
    expect((await rankingRow(stack.baseUrl, sessions, author))?.total_papers).toBe(rowBefore?.total_papers);

    const started = await call(stack.baseUrl, '/api/generate_university_stats', { method: 'POST', token: sessions.admin });
    expect(started.status, started.text).toBe(202);
    const { queue, job_id: jobId } = started.body as { queue: string; job_id: string };
    // in the middle: computing, its rows streaming into new tables that exist only inside its open transaction
    const stage = await waitFor('the recompute to be computing', async () => {
      const run = await jobRun(stack.baseUrl, sessions.admin, queue, jobId);
      return run.progress.stage === 'compute' ? `${run.progress.stage} ${run.progress.pct}%` : undefined;
    }, 300_000, 25);
    const killedAt = await killWorkers();

    await expectFiguresUnchangedWhileDead(before);
    expect((await jobRun(stack.baseUrl, sessions.admin, queue, jobId)).status).toBe('active');

    const restartedAt = Date.now();
    stack.workers = await stack.startWorkers();
    const run = await waitForJobCompleted(stack.baseUrl, sessions.admin, queue, jobId);
    const doneAt = Date.now();
    recordFigure('worker-kill', 'recompute', { killedAt: stage, restartToDoneS: (doneAt - restartedAt) / 1000, killToDoneS: (doneAt - killedAt) / 1000 });

    // published exactly once: one swap (the version moved by one), no copies left, one row per key
    const { version } = await queryOne<{ version: number }>(database.url, 'SELECT version FROM analytics_state');
    expect(version).toBe(versionBefore + 1);
    expect(await queryRows(database.url, `SELECT tablename FROM pg_tables WHERE tablename LIKE 'analytics%next'`)).toEqual([]);
    const counts = await queryOne<{ rows: number; keys: number; authors: number; distinct_authors: number }>(database.url, `
      SELECT (SELECT count(*) FROM analytics_author_year)::int AS rows,
             (SELECT count(DISTINCT (year, author_id)) FROM analytics_author_year)::int AS keys,
             (SELECT count(*) FROM analytics_author)::int AS authors,
             (SELECT count(DISTINCT author_id) FROM analytics_author)::int AS distinct_authors`);
    expect(counts.rows).toBe(counts.keys);
    expect(counts.authors).toBe(counts.distinct_authors);
    expect((run.result as { authors: number }).authors).toBeGreaterThan(0);
    // the new paper counts once
    const rowAfter = await rankingRow(stack.baseUrl, sessions, author);
    expect(rowAfter?.total_papers).toBe(Number(rowBefore?.total_papers) + 1);
    expect(rowAfter?.total_citations).toBe(Number(rowBefore?.total_citations) + 7);
    expect(await queryRows(database.url, `SELECT status FROM job_runs WHERE queue = $1 AND bull_job_id = $2`, [queue, jobId])).toEqual([{ status: 'completed' }]);
  });

  it('(b) journal-list import: killed inside a batch, resumed after the last committed batch, counts exact', async () => {
    const before = await readFigures(stack.baseUrl, sessions);
    const { journals: journalsBefore } = await queryOne<{ journals: number }>(database.url, 'SELECT count(*)::int AS journals FROM journals');
    const duplicateIssns = `SELECT issn, count(*)::int AS n FROM journals WHERE issn IS NOT NULL GROUP BY issn HAVING count(*) > 1 ORDER BY issn`;
    const duplicatesBefore = await queryRows(database.url, duplicateIssns);

    const form = new FormData();
    form.append('file', new Blob([ABDC]), 'abdc-jql-2022.xlsx');
    const started = await call(stack.baseUrl, '/api/imports/journal-list', { token: sessions.admin, form, timeoutMs: 120_000 });
    expect(started.status, started.text).toBe(202);
    const { queue, job_id: jobId, import_run_id: runId } = started.body as { queue: string; job_id: string; import_run_id: number };
    const checkpoint = async () => {
      const [row] = await queryRows<{ next: number | null; created: number; updated: number; skipped: number; rejected: number; status: string }>(database.url,
        `SELECT (checkpoint->>'nextBatch')::int AS next, created, updated, skipped, rejected, status FROM import_runs WHERE id = $1`, [runId]);
      return row!;
    };
    // after the first batch has committed, stop the worker inside the next one: it writes its journals and the run's
    // counts, then waits at the last write of the batch (the touched ids) while we hold that table
    await waitFor('the first batch to commit', async () => ((await checkpoint()).next ?? 0) >= 1, 300_000, 20);
    const lock = await holdTableLock(database.url, 'import_run_touched');
    let committed: Awaited<ReturnType<typeof checkpoint>>;
    try {
      await waitFor('the worker to wait inside a batch', workerIsBlocked, 120_000, 100);
      committed = await checkpoint();
      expect(committed.status).toBe('running');
      await killWorkers();
    } finally {
      await lock.release();
    }
    // the batch in flight left nothing: the checkpoint and the counts are those of the committed batches
    await waitFor('the killed connection to be gone', async () => (await backendsOf(database.name, WORKERS_APPLICATION)).length === 0, 30_000);
    const afterKill = await checkpoint();
    expect(afterKill).toEqual(committed!);
    expect(afterKill.created + afterKill.updated + afterKill.skipped + afterKill.rejected).toBe(afterKill.next! * 500);

    // the precomputed figures are those of before; the journal distributions read the journals' tiers live, so the
    // committed batches' tiers show there at once (each batch is committed on its own: docs/ingestion.md)
    await expectFiguresUnchangedWhileDead(before, ['faculty journal distribution', 'school journal distribution']);

    const restartedAt = Date.now();
    stack.workers = await stack.startWorkers();
    const run = await waitForJobCompleted(stack.baseUrl, sessions.admin, queue, jobId);
    recordFigure('worker-kill', 'import', { killedAfterBatches: afterKill.next, restartToDoneS: (Date.now() - restartedAt) / 1000 });
    const result = run.result as { created: number; updated: number; skipped: number; rejected: number; stats_refresh_job_id: string | null };
    // every row of the workbook counted once, and every created journal is one new row
    expect(result.created + result.updated + result.skipped + result.rejected).toBe(ABDC_ROWS);
    const { journals } = await queryOne<{ journals: number }>(database.url, 'SELECT count(*)::int AS journals FROM journals');
    expect(journals - journalsBefore).toBe(result.created);
    expect(await queryRows(database.url, duplicateIssns)).toEqual(duplicatesBefore);
    const { created, updated, skipped, rejected } = result;
    expect(await checkpoint()).toEqual({ next: Math.ceil(ABDC_ROWS / 500), status: 'completed', created, updated, skipped, rejected });
    // its follow-up (the statistics of what the import touched) ran too, once
    expect(result.stats_refresh_job_id).not.toBeNull();
    await waitForJobCompleted(stack.baseUrl, sessions.admin, 'analytics-refresh', result.stats_refresh_job_id!);
    expect(await queryRows(database.url, `SELECT count(*)::int AS n FROM job_runs WHERE queue = $1 AND bull_job_id = $2`, [queue, jobId])).toEqual([{ n: 1 }]);
  });

  it('(c) red-flag CSV export: killed while writing the file, written once after the restart', async () => {
    const before = await readFigures(stack.baseUrl, sessions);
    const check = '/api/red_flag/papers_older_than_last_education_year';
    const rows = await call(stack.baseUrl, check, { token: sessions.admin });
    expect(rows.status).toBe(200);
    const expectedRows = (rows.body as { papers: unknown[] }).papers.length;
    expect(expectedRows).toBeGreaterThan(0);

    const lock = await holdTableLock(database.url, 'job_files');
    let jobId: string;
    let queue: string;
    let downloadUrl: string;
    try {
      const started = await call(stack.baseUrl, `${check}?download=1`, { token: sessions.admin });
      expect(started.status, started.text).toBe(202);
      ({ queue, job_id: jobId, download_url: downloadUrl } = started.body as { queue: string; job_id: string; download_url: string });
      await waitFor('the export to wait at its write', workerIsBlocked, 120_000, 100);
      expect((await jobRun(stack.baseUrl, sessions.admin, queue, jobId)).progress.stage).toBe('write');
      await killWorkers();
    } finally {
      await lock.release();
    }
    await waitFor('the killed connection to be gone', async () => (await backendsOf(database.name, WORKERS_APPLICATION)).length === 0, 30_000);
    // the file is one statement (an upsert): the kill left no file or a whole one, never a part
    const leftByKill = await queryRows<{ row_count: number; written_at: Date }>(database.url,
      'SELECT row_count, created_at AS written_at FROM job_files WHERE queue = $1 AND bull_job_id = $2', [queue!, jobId!]);
    expect(leftByKill.length).toBeLessThanOrEqual(1);
    if (leftByKill[0]) expect(leftByKill[0].row_count).toBe(expectedRows);

    await expectFiguresUnchangedWhileDead(before);
    // the check itself still answers; the download serves the whole file if the kill left one, else says it is not ready
    expect((await call(stack.baseUrl, check, { token: sessions.admin })).body).toEqual(rows.body);
    expect((await call(stack.baseUrl, downloadUrl!, { token: sessions.admin })).status).toBe(leftByKill[0] ? 200 : 409);

    const restartedAt = Date.now();
    stack.workers = await stack.startWorkers();
    const run = await waitForJobCompleted(stack.baseUrl, sessions.admin, queue!, jobId!);
    recordFigure('worker-kill', 'export', { restartToDoneS: (Date.now() - restartedAt) / 1000 });
    expect(run.result).toMatchObject({ rows: expectedRows });
    // one file for the job, written again by the retry
    const files = await queryRows<{ row_count: number; written_at: Date }>(database.url,
      'SELECT row_count, created_at AS written_at FROM job_files WHERE queue = $1 AND bull_job_id = $2', [queue!, jobId!]);
    expect(files.map((f) => f.row_count)).toEqual([expectedRows]);
    if (leftByKill[0]) expect(files[0]!.written_at.getTime()).toBeGreaterThan(leftByKill[0].written_at.getTime());
    const file = await call(stack.baseUrl, downloadUrl!, { token: sessions.admin });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('text/csv');
    // the whole file: the check's declared header row (every text cell quoted, packages/csv), then one line per row
    const lines = parseCsv(file.text);
    expect(lines[0]).toEqual(redFlagCsv('papers_older_than_last_education_year').columns.map((column) => column.header));
    expect(lines.length - 1).toBe(expectedRows);
  });
});
