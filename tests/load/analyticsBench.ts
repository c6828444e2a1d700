// Benchmark of the analytics engine (docs/analytics-engine.md):
//   npm run bench:analytics -- [--size large|demo] [--requests 20] [--keep] [--database NAME]
// (--database reuses a database a previous run kept with --keep, already loaded: the load is skipped.)
// On a scratch database next to DATABASE_URL's, loaded with the demo generator's data set, with the
// API and a worker started as real processes (node --import tsx) on free ports and Redis:
//   1. the full recompute (Compute Fields "generate_university_stats") through the API, followed over SSE;
//   2. POST /api/ranking/authors latency (p50/p95) over a mix of filter combinations, through HTTP;
//   3. the incremental update: one new paper linked to three authors through the API, until the
//      ranking shows it for all three;
//   4. the peak RSS (VmHWM) of the API and the worker processes.
// Prints the figures and writes them to docs/benchmarks/analytics.md. Drops the database unless --keep.
import type { ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createDb, hashPassword, migrateToLatest } from '@ri/db';
import { loadDemoData } from '@ri/db/demo';
import { readEventStream } from '@ri/api/test-support/sse';
import { findFreePort, startMailCatcher } from '@ri/infra';
import { memoryOf, mib, percentile, startProcess, waitFor } from './measure.ts';

const { values } = parseArgs({
  options: {
    size: { type: 'string', default: 'large' },
    requests: { type: 'string', default: '20' },
    keep: { type: 'boolean', default: false },
    database: { type: 'string' },
    // with --database: keep the figures the earlier run computed and measure the ranking and the refresh only
    'skip-recompute': { type: 'boolean', default: false },
  },
});
const size = values.size === 'demo' ? 'demo' : 'large';
const requestsPerCombination = Math.max(3, Number(values.requests) || 20);
const reportFile = fileURLToPath(new URL('../../docs/benchmarks/analytics.md', import.meta.url));
const baseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const reuse = values.database !== undefined;
if (reuse && !/^[a-z_][a-z0-9_]*$/.test(values.database!)) throw new Error('--database must be a plain database name');
const scratchName = values.database ?? `ri_bench_analytics_${process.pid}`;
const scratchUrl = new URL(baseUrl);
scratchUrl.pathname = `/${scratchName}`;
const queuePrefix = `ri-bench-${process.pid}`;
const password = 'benchmark passphrase 2026';

const loadAverages: number[] = [];
const log = (message: string) => {
  loadAverages.push(os.loadavg()[0]!);
  console.log(`[bench] ${message} (load ${os.loadavg()[0]!.toFixed(1)})`);
};
const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;

const admin = new pg.Client({ connectionString: baseUrl });
await admin.connect();
if (!reuse) await admin.query(`CREATE DATABASE ${scratchName}`);
const { db, pool } = createDb({ connectionString: scratchUrl.toString(), max: 4 });
const children: ChildProcess[] = [];
const catcher = await startMailCatcher();
try {
  await migrateToLatest(db);
  let load = { seed: 0 };
  let loadMillis = 0;
  if (reuse) {
    log(`reusing database ${scratchName} (loaded by an earlier run)`);
    await pool.query(`DELETE FROM users WHERE username = 'bench-admin'`);
    await pool.query(`DELETE FROM papers WHERE title = 'Benchmark paper with three authors'`);
    // job ids start again at 1 under a new queue prefix: forget the earlier run's jobs
    await pool.query('DELETE FROM job_runs');
  } else {
    log(`scratch database ${scratchName}: migrating and loading the ${size} demo data set (this takes a while for large)`);
    const loadStarted = performance.now();
    load = await loadDemoData(pool, { size, password, onProgress: (message) => log(`  load: ${message}`) });
    loadMillis = performance.now() - loadStarted;
  }
  const counts = Object.fromEntries((await pool.query(`
    SELECT 'authors' AS t, count(*)::int AS n FROM authors UNION ALL SELECT 'papers', count(*)::int FROM papers
    UNION ALL SELECT 'authorships', count(*)::int FROM authorships UNION ALL SELECT 'citations', count(*)::int FROM citations
    UNION ALL SELECT 'universities', count(*)::int FROM universities`)).rows.map((r) => [r.t, r.n]));
  log(`loaded in ${(loadMillis / 1000).toFixed(0)} s: ${JSON.stringify(counts)}`);

  const apiPort = await findFreePort();
  const env = {
    DATABASE_URL: scratchUrl.toString(), REDIS_URL: redisUrl, QUEUE_PREFIX: queuePrefix, SMTP_URL: catcher.smtpUrl,
    LOG_LEVEL: 'warn', NODE_ENV: 'development', WEB_DIST: '/nonexistent', HOST: '127.0.0.1', PORT: String(apiPort),
  };
  const worker = startProcess('worker', 'workers/src/main.ts', env);
  // the API logs at info level: its 'ranking index loaded' lines say when rankings come from memory
  const api = startProcess('api', 'services/api/src/main.ts', { ...env, LOG_LEVEL: 'info' });
  const indexLoads: { millis: number; authors: number; yearRows: number }[] = [];
  let apiOutput = '';
  api.stdout?.on('data', (chunk: Buffer) => {
    apiOutput += chunk.toString();
    let end: number;
    while ((end = apiOutput.indexOf('\n')) >= 0) {
      const line = apiOutput.slice(0, end);
      apiOutput = apiOutput.slice(end + 1);
      if (line.includes('"ranking index loaded"')) indexLoads.push(JSON.parse(line) as { millis: number; authors: number; yearRows: number });
    }
  });
  children.push(worker, api);
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  await waitFor(async () => (await fetch(`${apiUrl}/api/health`)).ok, 300_000, 'the API');
  // figures already computed (a reused database): the API loads its ranking index at start; let it finish
  // first, so that the recompute below is measured alone
  if ((await pool.query('SELECT 1 FROM analytics_state')).rows.length > 0) await waitFor(async () => indexLoads.length > 0, 300_000, 'the ranking index to load');

  await db.insertInto('users').values({ username: 'bench-admin', email: 'bench-admin@example.edu', password_hash: await hashPassword(password), type: 'admin', email_verified_at: new Date() }).execute();
  const login = await fetch(`${apiUrl}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'bench-admin', password }) });
  if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  const token = ((await login.json()) as { access_token: string }).access_token;
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

  // 1. full recompute, then the tenure data, through the API, followed to the end over SSE
  const runJob = async (method: 'POST' | 'GET', path: string) => {
    const started = performance.now();
    const response = await fetch(`${apiUrl}${path}`, { method, headers: { authorization: headers.authorization } });
    const job = (await response.json()) as { queue: string; job_id: string };
    const events = await readEventStream(`${apiUrl}/api/jobs/${job.queue}/${job.job_id}/events`, { authorization: headers.authorization }, 30 * 60_000);
    const last = events.at(-1);
    if (last?.kind !== 'completed') throw new Error(`${path} did not complete: ${JSON.stringify(last)}`);
    return { wallMillis: performance.now() - started, result: last.result as Record<string, number> };
  };
  const skipRecompute = reuse && values['skip-recompute'];
  const notRun = { wallMillis: Number.NaN, result: { durationMs: Number.NaN, authors: 0, papers: 0, authorYearRows: 0 } as Record<string, number> };
  log('full recompute (generate_university_stats)...');
  const recompute = skipRecompute ? notRun : await runJob('POST', '/api/generate_university_stats');
  log(`full recompute: ${(recompute.wallMillis / 1000).toFixed(1)} s wall, ${(recompute.result.durationMs! / 1000).toFixed(1)} s in the worker: ${JSON.stringify(recompute.result)}`);
  const tenure = skipRecompute ? notRun : await runJob('POST', '/api/generate_tenure_data');
  log(`tenure data: ${(tenure.wallMillis / 1000).toFixed(1)} s wall`);
  const tableSizes = (await pool.query(`
    SELECT relname AS table, pg_size_pretty(pg_total_relation_size(c.oid)) AS size, c.reltuples::bigint AS rows
    FROM pg_class c WHERE relkind = 'r' AND relname LIKE 'analytics\\_%' ORDER BY pg_total_relation_size(c.oid) DESC`)).rows;

  // 2. ranking latency over a mix of filter combinations
  const universities = (await pool.query(`SELECT university_id AS id FROM analytics_university ORDER BY faculty_count DESC, university_id`)).rows.map((r) => r.id as number);
  const ten = universities.slice(0, 10);
  const departments = (await pool.query(`SELECT id FROM departments WHERE university_id = ANY($1) ORDER BY id LIMIT 6`, [ten])).rows.map((r) => r.id as number);
  const issns = (await pool.query(`SELECT issn FROM journals WHERE tier = 'A' AND issn IS NOT NULL ORDER BY id LIMIT 5`)).rows.map((r) => r.issn as string);
  const state = (await pool.query('SELECT current_year FROM analytics_state')).rows[0] as { current_year: number };
  const y = state.current_year;
  const combinations: [string, Record<string, unknown>][] = [
    ['1 university, default sort', { universities: [universities[0]] }],
    ['10 universities, default sort', { universities: ten }],
    ['10 universities, markers + gender', { universities: ten, markers: [1, 2], gender: ['Female', 'Male'] }],
    ['10 universities, A and A-, last 5 years', { universities: ten, journal_classes: ['A', 'A-'], from_year: y - 4, to_year: y }],
    ['10 universities, 2000-2010, fractional, by citations', { universities: ten, from_year: 2000, to_year: 2010, counting: 'fractional', sort_by: 'total_citations' }],
    ['10 universities, departments, by h-index', { universities: ten, department: departments, sort_by: 'h_index_score' }],
    ['3 universities, 5 journals by ISSN, last 10 years', { universities: ten.slice(0, 3), journals: issns, from_year: y - 9, to_year: y }],
    ['all universities, default sort, page 3 of 100', { universities, page: 3, page_size: 100 }],
    ['all universities, A only, by papers per year', { universities, journal_classes: ['A'], sort_by: 'papersPerYear' }],
    ['all universities, last 5 years, fractional', { universities, from_year: y - 4, to_year: y, counting: 'fractional' }],
    ['all universities, full professors, by name', { universities, markers: [3], sort_by: 'last_name', sort_order: 'asc' }],
  ];
  // the ranking index: the first ranking after a rebuild loads it in the background (answered from SQL meanwhile)
  const loadsBefore = recompute === notRun ? 0 : indexLoads.length;
  await waitFor(async () => {
    await fetch(`${apiUrl}/api/ranking/authors`, { method: 'POST', headers, body: JSON.stringify({ universities: [universities[0]] }) });
    return indexLoads.length > loadsBefore;
  }, 300_000, 'the ranking index to load');
  const indexLoad = indexLoads.at(-1)!;
  log(`ranking index loaded in the API in ${ms(indexLoad.millis)}: ${indexLoad.authors} authors, ${indexLoad.yearRows} per-year rows`);
  const latencies: Record<string, number[]> = {};
  const all: number[] = [];
  for (const [name, body] of combinations) {
    latencies[name] = [];
    for (let i = 0; i < requestsPerCombination + 2; i++) {
      const started = performance.now();
      const response = await fetch(`${apiUrl}/api/ranking/authors`, { method: 'POST', headers, body: JSON.stringify(body) });
      const text = await response.text();
      const elapsed = performance.now() - started;
      if (!response.ok) throw new Error(`${name}: ${response.status} ${text.slice(0, 300)}`);
      // the first two requests of each combination warm the caches and are not counted
      if (i >= 2) { latencies[name]!.push(elapsed); all.push(elapsed); }
    }
    log(`ranking, ${name}: p50 ${ms(percentile(latencies[name]!, 50))}, p95 ${ms(percentile(latencies[name]!, 95))}`);
  }
  log(`ranking overall (${all.length} requests): p50 ${ms(percentile(all, 50))}, p95 ${ms(percentile(all, 95))}`);

  // 3. incremental: one new paper with three authors (the top author of three schools), linked through the API
  const targets = (await pool.query(`
    SELECT DISTINCT ON (university_id) author_id, university_id, total_papers FROM analytics_author a
    WHERE university_id = ANY($1)
      -- up to date (a reused database may hold figures of an earlier run's benchmark paper)
      AND total_papers = (SELECT count(DISTINCT s.paper_id) FROM authorships s WHERE s.author_id = a.author_id)
    ORDER BY university_id, total_papers DESC, author_id LIMIT 3`, [ten.slice(0, 3)])).rows as { author_id: number; university_id: number; total_papers: number }[];
  const journal = (await pool.query(`SELECT id FROM journals WHERE tier = 'A' ORDER BY id LIMIT 1`)).rows[0] as { id: number };
  const paper = (await pool.query(`INSERT INTO papers (title, year, journal_id, citation_count) VALUES ('Benchmark paper with three authors', $1, $2, 0) RETURNING id`, [y, journal.id])).rows[0] as { id: number };
  const incrementalStarted = performance.now();
  let linkedThroughApi = true;
  for (const target of targets) {
    const response = await fetch(`${apiUrl}/api/editauthor/papers/${target.author_id}`, { method: 'POST', headers, body: JSON.stringify({ paper_id: paper.id }) });
    if (response.status === 404 && (await response.text()).includes('No route')) { linkedThroughApi = false; break; }
    if (!response.ok) throw new Error(`linking the paper failed: ${response.status} ${await response.text()}`);
  }
  if (!linkedThroughApi) throw new Error('POST /api/editauthor/papers/:coAuthorId is not available: the incremental measure needs it');
  const linkedMillis = performance.now() - incrementalStarted;
  // what the ranking must show: each author's papers in the source tables, the new one included
  const expected = new Map((await pool.query(`SELECT author_id, count(DISTINCT paper_id)::int AS papers FROM authorships WHERE author_id = ANY($1) GROUP BY author_id`,
    [targets.map((t) => t.author_id)])).rows.map((r) => [r.author_id as number, r.papers as number]));
  await waitFor(async () => {
    for (const target of targets) {
      const response = await fetch(`${apiUrl}/api/ranking/authors`, { method: 'POST', headers, body: JSON.stringify({ universities: [target.university_id], page_size: 5 }) });
      const { rows } = (await response.json()) as { rows: { author_id: number; total_papers: number }[] };
      if (rows.find((r) => r.author_id === target.author_id)?.total_papers !== expected.get(target.author_id)) return false;
    }
    return true;
  }, 300_000, 'the ranking to show the new paper');
  const incrementalMillis = performance.now() - incrementalStarted;
  log(`incremental: paper linked to 3 authors in ${ms(linkedMillis)}; ranking shows it after ${ms(incrementalMillis)}`);

  const apiMemory = memoryOf(api.pid!);
  const workerMemory = memoryOf(worker.pid!);
  log(`peak RSS: API ${mib(apiMemory.peakKib)}, worker ${mib(workerMemory.peakKib)}`);

  const lines = [
    '# Analytics engine benchmark',
    '',
    `Measured by \`npm run bench:analytics -- --size ${size}\` (tests/load/analyticsBench.ts) on ${new Date().toISOString().slice(0, 10)},`,
    `${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB memory, Node ${process.version},`,
    `PostgreSQL and Redis on the same machine with their default settings. The API and the worker run as separate processes.`,
    `1-minute load average during the run (the benchmark's own API, worker and database included): from ${Math.min(...loadAverages).toFixed(1)} to ${Math.max(...loadAverages).toFixed(1)}, mean ${(loadAverages.reduce((x, y) => x + y, 0) / loadAverages.length).toFixed(1)}, on ${os.cpus().length} cores.`,
    '',
    `## Data set: \`${size}\` (demo generator${reuse ? ', loaded by an earlier run' : `, seed ${load.seed}, loaded in ${(loadMillis / 1000).toFixed(0)} s`})`,
    '',
    '| rows | count |', '|---|---:|',
    ...Object.entries(counts).map(([table, n]) => `| ${table} | ${Number(n).toLocaleString('en-US')} |`),
    '',
    '## Full recompute',
    '',
    `- generate_university_stats, from the click to the last SSE event: **${(recompute.wallMillis / 1000).toFixed(1)} s** (${(recompute.result.durationMs! / 1000).toFixed(1)} s inside the worker: load with binary COPY, compute with typed arrays, write with binary COPY into \`_next\` tables, ANALYZE, swap).`,
    `- ${Number(recompute.result.authors).toLocaleString('en-US')} authors, ${Number(recompute.result.papers).toLocaleString('en-US')} papers, ${Number(recompute.result.authorYearRows).toLocaleString('en-US')} cumulative per-year rows.`,
    `- generate_tenure_data: ${(tenure.wallMillis / 1000).toFixed(1)} s.`,
    '',
    '| table | size | rows |', '|---|---:|---:|',
    ...tableSizes.map((t) => `| ${t.table} | ${t.size} | ${Number(t.rows).toLocaleString('en-US')} |`),
    '',
    `## POST /api/ranking/authors latency (HTTP, sequential, ${requestsPerCombination} requests per combination after 2 warm-up requests)`,
    '',
    `Overall: **p50 ${ms(percentile(all, 50))}, p95 ${ms(percentile(all, 95))}** over ${all.length} requests.`,
    '',
    '| filters | p50 | p95 |', '|---|---:|---:|',
    ...combinations.map(([name]) => `| ${name} | ${ms(percentile(latencies[name]!, 50))} | ${ms(percentile(latencies[name]!, 95))} |`),
    '',
    `"all universities" is every one of the ${universities.length} schools with faculty: the ranking then reads every author's row.`,
    '',
    `Rankings without named journals are answered by the API's in-memory ranking index (docs/analytics-engine.md), measured once it was loaded: **${ms(indexLoad.millis)}** to load ${indexLoad.authors.toLocaleString('en-US')} authors and ${indexLoad.yearRows.toLocaleString('en-US')} per-year rows with binary COPY. Named journals read \`analytics_author_paper\` in SQL.`,
    '',
    '## Incremental update',
    '',
    `One new paper (journal graded A, ${y}) linked to three authors of three schools through \`POST /api/editauthor/papers/:coAuthorId\` (each call enqueues a refresh): the three calls took ${ms(linkedMillis)}; the ranking showed the paper for all three authors **${ms(incrementalMillis)}** after the first call.`,
    '',
    '## Memory',
    '',
    `Peak resident set size (VmHWM) over the whole run: API **${mib(apiMemory.peakKib)}**, worker **${mib(workerMemory.peakKib)}** (now ${mib(apiMemory.currentKib)} and ${mib(workerMemory.currentKib)}).`,
    '',
  ];
  writeFileSync(skipRecompute ? reportFile.replace(/\.md$/, '.partial.md') : reportFile, lines.join('\n'));
  log(`written to ${reportFile}`);
} finally {
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(children.map((child) => new Promise((resolve) => { if (child.exitCode !== null) resolve(null); else child.once('exit', resolve); })));
  await catcher.stop();
  await db.destroy();
  if (!values.keep && !reuse) await admin.query(`DROP DATABASE IF EXISTS ${scratchName} WITH (FORCE)`);
  else log(`kept database ${scratchName}: rerun with --database ${scratchName}`);
  await admin.end();
}
