// `npm run bench:dashboards -- --database NAME`: the latency of every dashboard read (issue 19 item 8: within
// 50 ms median on the `large` data set), each figure option variant included (counting, affiliation, tier
// source, window: docs/metrics.md sections 10, 14 and 15).
//
// Measures a database loaded earlier with the large demo data set (`DATABASE_URL=.../NAME npx tsx
// packages/db/src/cli/seed.ts --size large`, see docs/benchmarks/dashboards.md). When its figures were never
// computed, it starts a worker and runs Compute Fields (generate_university_stats, generate_tenure_data) first.
// Starts the API as a real process (node --import tsx) on a free port, signs in with the demo accounts
// (university: Wharton's owner; faculty: Olivia R. Bennett; password DEMO_PASSWORD or 'demo-password') and
// sends each read sequentially: 2 warm-up requests, then --requests timed ones (HTTP round trip on this
// machine). Writes docs/benchmarks/dashboards.md (and the figures as JSON with --json FILE); --before FILE
// adds the figures of an earlier run (its --json) beside the new ones. --only TEXT measures the reads whose
// name contains TEXT (or one of TEXT|TEXT...) and writes nothing but the JSON.
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { execFileSync, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { findFreePort } from '@ri/infra';
import { createJobProducer, createRedisConnection, dashboardFiguresJobId } from '@ri/jobs';
import { createDb } from '@ri/db';
import { percentile, startProcess, waitFor } from '../load/measure.ts';

const { values } = parseArgs({
  options: {
    database: { type: 'string' },
    requests: { type: 'string', default: '20' },
    only: { type: 'string' },
    json: { type: 'string' },
    before: { type: 'string' },
    // measure without waiting for the version's dashboard-figures job (the report says what it had stored)
    'no-figures-wait': { type: 'boolean' },
  },
});
if (!values.database || !/^[a-z_][a-z0-9_]*$/.test(values.database)) throw new Error('--database NAME (a database loaded with the large demo data set) is required');
const requests = Math.max(3, Number(values.requests) || 20);
const reportFile = fileURLToPath(new URL('../../docs/benchmarks/dashboards.md', import.meta.url));
const baseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const databaseUrl = new URL(baseUrl);
databaseUrl.pathname = `/${values.database}`;
const password = process.env.DEMO_PASSWORD ?? 'demo-password';

const loadAverages: number[] = [];
const log = (message: string) => {
  loadAverages.push(os.loadavg()[0]!);
  console.log(`[bench] ${message} (load ${os.loadavg()[0]!.toFixed(1)})`);
};

interface Read {
  /** the endpoint, as docs/dashboards-api.md names it */
  endpoint: string;
  /** the variant: default, or the options and filters that differ */
  variant: string;
  as: 'university' | 'faculty';
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

/** The hand-written part of the report (kept when a run rewrites the figures above it). */
const NOTES_HEADING = '## How the reads were made fast';

/** `first`: the first (cold) request, before the warm-ups; `requests`: how many were timed */
export interface Measured { endpoint: string; variant: string; first: number; p50: number; p95: number; max: number; requests: number }

const pool = new pg.Pool({ connectionString: databaseUrl.toString(), max: 2 });
const children: ChildProcess[] = [];
const started = new Date();
const uptimeAtStart = execFileSync('uptime', { encoding: 'utf8' }).trim();
try {
  const counts = (await pool.query<{ authors: number; papers: number }>(
    `SELECT (SELECT count(*) FROM authors)::int AS authors, (SELECT count(*) FROM papers)::int AS papers`)).rows[0]!;
  log(`database ${values.database}: ${counts.authors.toLocaleString('en-US')} authors, ${counts.papers.toLocaleString('en-US')} papers`);
  const computed = (await pool.query('SELECT 1 FROM analytics_state')).rows.length > 0
    && (await pool.query('SELECT 1 FROM analytics_tenure LIMIT 1')).rows.length > 0;

  const apiPort = await findFreePort();
  const env = {
    DATABASE_URL: databaseUrl.toString(), REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', QUEUE_PREFIX: `ri-bench-dash-${process.pid}`,
    LOG_LEVEL: 'warn', NODE_ENV: 'development', WEB_DIST: '/nonexistent', HOST: '127.0.0.1', PORT: String(apiPort),
    // latency is measured, not load shedding: on a busy machine the event loop lags and the API would answer 503
    PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0', PRESSURE_MAX_HEAP_USED_BYTES: '0', PRESSURE_MAX_RSS_BYTES: '0', PRESSURE_MAX_EVENT_LOOP_UTILIZATION: '0',
  };
  const api = startProcess('api', 'services/api/src/main.ts', env);
  children.push(api);
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  await waitFor(async () => (await fetch(`${apiUrl}/api/health`)).ok, 300_000, 'the API');

  const login = async (username: string) => {
    const response = await fetch(`${apiUrl}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });
    if (!response.ok) throw new Error(`login ${username} failed: ${response.status} ${await response.text()}`);
    return `Bearer ${((await response.json()) as { access_token: string }).access_token}`;
  };
  const tokens = { university: await login('university'), faculty: await login('faculty'), admin: await login('admin') };

  if (!computed) {
    log('figures never computed: Compute Fields (generate_university_stats, generate_tenure_data) with a worker...');
    children.push(startProcess('worker', 'workers/src/main.ts', env));
    const jobs = [
      { path: '/api/generate_university_stats', done: 'SELECT 1 FROM analytics_state' },
      { path: '/api/generate_tenure_data', done: 'SELECT 1 FROM analytics_tenure LIMIT 1' },
    ];
    // each job to its end (the rows appear before it has ended: Compute Fields refuses the next button until then)
    const running = async () => ((await (await fetch(`${apiUrl}/api/generate_university_stats`, { headers: { authorization: tokens.admin } })).json()) as {
      details: { running: boolean }[] }).details.some((d) => d.running);
    for (const job of jobs) {
      // the statistics job rebuilds the tenure table too
      if ((await pool.query(job.done)).rows.length > 0) continue;
      const response = await fetch(`${apiUrl}${job.path}`, { method: 'POST', headers: { authorization: tokens.admin } });
      if (!response.ok) throw new Error(`${job.path} answered ${response.status}: ${await response.text()}`);
      await waitFor(async () => (await pool.query(job.done)).rows.length > 0 && !(await running()), 60 * 60_000, job.path);
      log(`${job.path} done`);
    }
  }

  // the first read after an analytics change reads what the version's dashboard-figures job stored (docs/analytics-engine.md
  // "Dashboard figures"): wait for that job (a worker started above enqueued it after Compute Fields; otherwise it is
  // enqueued here, with a worker of this checkout), and report how long it took
  const version = Number((await pool.query<{ version: string }>('SELECT version FROM analytics_state WHERE id = 1')).rows[0]!.version);
  const figuresJob = dashboardFiguresJobId(version);
  const figuresRun = async () => (await pool.query<{ status: string; started: Date | null; finished: Date | null; result: unknown }>(
    `SELECT status, started_at AS started, finished_at AS finished, result FROM job_runs WHERE queue = 'dashboard-figures' AND bull_job_id = $1`, [figuresJob])).rows[0];
  if (values['no-figures-wait']) {
    const { rows } = await pool.query<{ sets: number }>(
      `SELECT count(*)::int AS sets FROM analytics_dashboard_figures f, analytics_state s WHERE f.version = s.version`);
    log(`not waiting for ${figuresJob} (${(await figuresRun())?.status ?? 'not enqueued'}): ${rows[0]!.sets} figure sets of this version stored`);
  } else if ((await figuresRun())?.status !== 'completed') {
    if (children.length === 1) children.push(startProcess('worker', 'workers/src/main.ts', env));
    // on this run's queues (its own prefix): adds nothing when this run's worker already enqueued it after Compute Fields,
    // and takes up a job an earlier run's worker left unfinished
    const connection = createRedisConnection(env.REDIS_URL, 'producer');
    const { db } = createDb({ connectionString: databaseUrl.toString() });
    const producer = createJobProducer({ connection, prefix: env.QUEUE_PREFIX, db });
    await producer.enqueue('dashboardFigures', { version }, { requestedBy: null, jobId: figuresJob });
    await producer.close();
    connection.disconnect();
    await db.destroy();
    log(`waiting for the dashboard figures of version ${version} (${figuresJob})...`);
    await waitFor(async () => (await figuresRun())?.status === 'completed', 3 * 60 * 60_000, figuresJob);
  }
  const figures = await figuresRun();
  if (figures) log(`${figuresJob}: ${figures.started && figures.finished ? `${((figures.finished.getTime() - figures.started.getTime()) / 1000).toFixed(0)} s` : 'done'} ${JSON.stringify(figures.result)}`);

  // the API loads its ranking index at start: the reads are measured once it is in memory
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const call = async (read: Pick<Read, 'as' | 'method' | 'path' | 'body'>) => {
    const response = await fetch(`${apiUrl}/api/${read.path}`, {
      method: read.method,
      headers: { authorization: tokens[read.as], ...(read.body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: read.body === undefined ? undefined : JSON.stringify(read.body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${read.method} ${read.path} answered ${response.status}: ${text.slice(0, 300)}`);
    return JSON.parse(text) as unknown;
  };

  // the scope: Wharton (the university account), its largest department, a candidate from another school
  const wharton = (await pool.query<{ university_id: number }>(`SELECT university_id FROM users WHERE username = 'university'`)).rows[0]!.university_id;
  const department = (await pool.query<{ id: number; name: string }>(`
    SELECT d.id, d.name FROM departments d JOIN analytics_department ad ON ad.department_id = d.id
    WHERE d.university_id = $1 ORDER BY ad.faculty_count DESC, d.id LIMIT 1`, [wharton])).rows[0]!;
  const listed = (await pool.query<{ id: number }>(`
    SELECT d.id FROM departments d WHERE d.university_id = $1 AND EXISTS (SELECT 1 FROM department_journals dj WHERE dj.department_id = d.id)
    ORDER BY d.id LIMIT 1`, [wharton])).rows[0]?.id ?? department.id;
  const assistant = (await pool.query<{ author_id: number }>(`
    SELECT author_id FROM analytics_author WHERE university_id = $1 AND rank_code = 1 AND $2 = ANY(department_ids) ORDER BY total_papers DESC, author_id LIMIT 1`,
  [wharton, listed])).rows[0]!.author_id;
  const candidate = (await pool.query<{ author_id: number }>(`
    SELECT author_id FROM analytics_author WHERE university_id <> $1 AND rank_code = 2 ORDER BY total_papers DESC, author_id LIMIT 1`, [wharton])).rows[0]!.author_id;
  const members = (await pool.query<{ author_id: number }>(`
    SELECT author_id FROM analytics_author WHERE university_id = $1 AND $2 = ANY(department_ids) ORDER BY author_id LIMIT 3`, [wharton, department.id])).rows.map((r) => r.author_id);
  const others = (await pool.query<{ university_id: number }>(`
    SELECT university_id FROM analytics_university WHERE university_id <> $1 ORDER BY faculty_count DESC, university_id LIMIT 2`, [wharton])).rows.map((r) => r.university_id);
  const faculty = (await pool.query<{ author_id: number }>(`SELECT author_id FROM users WHERE username = 'faculty'`)).rows[0]!.author_id;
  const clockYear = started.getUTCFullYear();
  log(`scope: university ${wharton}, department ${department.id} (${department.name}), listed department ${listed}, assistant ${assistant}, candidate ${candidate}`);

  const g = (endpoint: string, variant: string, path: string, as: Read['as'] = 'university'): Read => ({ endpoint, variant, as, method: 'GET', path });
  const p = (endpoint: string, variant: string, path: string, body: unknown, as: Read['as'] = 'university'): Read => ({ endpoint, variant, as, method: 'POST', path, body });
  const map = (variant: string, extra: Record<string, unknown>) => p('perceptualMap', variant, 'perceptualMap', {
    titles: ['Assistant Professor', 'Associate Professor', 'Full Professor'], x: 'total_papers', y: 'total_citations', school: 'top20', ...extra,
  });
  const productivity = 'dashboard/faculty_productivity?accepted_faculty=assistant,associate,full&journal_categories=a,a-,b&sort_by=papers&count=9';
  const reads: Read[] = [
    // the machine's own overhead: a round trip that reads almost nothing (compare it with the reads below on a busy machine)
    g('health (reference)', 'no dashboard query', 'health'),
    g('get_departments', 'default', 'get_departments'),
    g('dashboard/get_faculty_by_department', 'default', 'dashboard/get_faculty_by_department?department=all'),
    g('dashboard/journal_distri_of_papers', 'default (school)', 'dashboard/journal_distri_of_papers'),
    g('dashboard/journal_distri_of_papers', 'department', `dashboard/journal_distri_of_papers?dept=${department.id}`),
    g('dashboard/outliers', 'default', 'dashboard/outliers?marker=1'),
    g('dashboard/faculty_citations', 'default', 'dashboard/faculty_citations'),
    g('dashboard/department_fact', 'default', 'dashboard/department_fact'),
    g('dashboard/interesting_fact', 'default', 'dashboard/interesting_fact'),
    g('gender', 'default (school)', 'gender'),
    g('gender', 'compare with 2 schools', `gender?id=${others.join('&id=')}&department=all`),
    g('dashboard/faculty_market_share', 'default', 'dashboard/faculty_market_share'),
    g('dashboard/tenure_readiness', 'default', 'dashboard/tenure_readiness'),
    g('dashboard/tenure_readiness', 'counting=fractional', 'dashboard/tenure_readiness?counting=fractional'),
    g('dashboard/tenure_readiness', 'affiliation=at_publication', 'dashboard/tenure_readiness?affiliation=at_publication'),
    g('dashboard/tenure_readiness', 'department (its lists)', `dashboard/tenure_readiness?dept=${listed}`),
    g('dashboard/tenure_readiness', 'department, tier_source=global', `dashboard/tenure_readiness?dept=${listed}&tier_source=global`),
    g('tenure_track_compare', 'default', `tenure_track_compare?id=${assistant}&department=${listed}`),
    g('tenure_track_compare', 'counting=fractional', `tenure_track_compare?id=${assistant}&department=${listed}&counting=fractional`),
    g('tenure_track_compare', 'affiliation=at_publication', `tenure_track_compare?id=${assistant}&department=${listed}&affiliation=at_publication`),
    g('tenure_track_compare', 'tier_source=global', `tenure_track_compare?id=${assistant}&department=${listed}&tier_source=global`),
    g('hireImpact', 'default', `hireImpact?hiringCandidateId=${candidate}&department=${department.id}&facultyIds=${members.join(',')}&journal_ids=All`),
    g('hireImpact', 'counting=fractional', `hireImpact?hiringCandidateId=${candidate}&department=${department.id}&facultyIds=${members.join(',')}&journal_ids=All&counting=fractional`),
    g('hireImpact', 'affiliation=at_publication', `hireImpact?hiringCandidateId=${candidate}&department=${department.id}&facultyIds=${members.join(',')}&journal_ids=All&affiliation=at_publication`),
    map('default (3 titles, papers × citations, top 20)', {}),
    map('counting=fractional', { counting: 'fractional' }),
    map('affiliation=at_publication', { affiliation: 'at_publication' }),
    map('fractional, at_publication', { counting: 'fractional', affiliation: 'at_publication' }),
    p('perceptualMap', 'assistants, top-journal % × h-index, range 5', 'perceptualMap', { titles: ['Assistant Professor'], x: 'top_journal_percentage', y: 'h_index', school: 'range5' }),
    g('dashboard/compare_departments', 'default (last 5 years)', 'dashboard/compare_departments'),
    g('dashboard/compare_departments', 'counting=fractional', 'dashboard/compare_departments?counting=fractional'),
    g('dashboard/compare_departments', 'affiliation=at_publication', 'dashboard/compare_departments?affiliation=at_publication'),
    g('dashboard/compare_departments', 'fractional, at_publication', 'dashboard/compare_departments?counting=fractional&affiliation=at_publication'),
    g('dashboard/compare_departments', `window ${clockYear - 25}-${clockYear}`, `dashboard/compare_departments?from_year=${clockYear - 25}&to_year=${clockYear}`),
    g('dashboard/faculty_productivity', 'default', productivity),
    g('dashboard/faculty_productivity', 'counting=fractional', `${productivity}&counting=fractional`),
    g('dashboard/faculty_productivity', 'by department', `${productivity}&all_faculty=0`),
    g('cohortAnalysis', 'default', `cohortAnalysis?id=${wharton}&journals=a,a-,b`),
    g('dashboard/find_your_fit', 'default', 'dashboard/find_your_fit', 'faculty'),
    g('compareyourself', 'default', `compareyourself?id=${faculty}`, 'faculty'),
    g('dashboard/my_journal_distribution', 'default', 'dashboard/my_journal_distribution', 'faculty'),
    g('dashboard/my_figures', 'default', 'dashboard/my_figures', 'faculty'),
    g('dashboard/coauthor_network', 'default', 'dashboard/coauthor_network', 'faculty'),
    p('dashboard/faculty_progress', 'default (all journals, last 5 years)', 'dashboard/faculty_progress', {
      department: (await pool.query<{ id: number }>(`
        SELECT ad.department_id AS id FROM author_departments ad JOIN users u ON u.author_id = ad.author_id WHERE u.username = 'faculty' ORDER BY ad.department_id LIMIT 1`)).rows[0]!.id,
      default: false, journals: 'All', rank_by: 'papers', count: 10,
    }, 'faculty'),
  ].filter((r) => values.only === undefined || values.only.split('|').some((text) => `${r.endpoint} ${r.variant}`.includes(text)));

  const measured: Measured[] = [];
  const failed: string[] = [];
  for (const read of reads) {
    const first = performance.now();
    try {
      await call(read);
    } catch (error) {
      failed.push(`${read.endpoint} [${read.variant}]: ${(error as Error).message}`);
      log(`FAILED ${failed.at(-1)}`);
      continue;
    }
    const firstMillis = performance.now() - first;
    const second = performance.now();
    await call(read);
    const secondMillis = performance.now() - second;
    // a read slower than a second is timed 3 times only, and one slower than 10 s twice in all (the run would take hours otherwise)
    const slow = Math.min(firstMillis, secondMillis);
    const n = slow > 10_000 ? 0 : slow > 1000 ? 3 : requests;
    const times: number[] = n === 0 ? [firstMillis, secondMillis] : [];
    for (let i = 0; i < n; i++) {
      const t0 = performance.now();
      await call(read);
      times.push(performance.now() - t0);
    }
    const m = { endpoint: read.endpoint, variant: read.variant, first: firstMillis, p50: percentile(times, 50), p95: percentile(times, 95), max: Math.max(...times), requests: times.length };
    measured.push(m);
    log(`${read.endpoint} [${read.variant}]: first ${m.first.toFixed(0)} ms, p50 ${m.p50.toFixed(1)} ms, p95 ${m.p95.toFixed(1)} ms (${times.length} timed)`);
  }
  const uptimeAtEnd = execFileSync('uptime', { encoding: 'utf8' }).trim();
  if (values.json) writeFileSync(values.json, `${JSON.stringify({ when: started.toISOString(), uptimeAtStart, uptimeAtEnd, measured }, null, 2)}\n`);
  if (values.only === undefined) {
    const before = values.before ? (JSON.parse(readFileSync(values.before, 'utf8')) as { when: string; uptimeAtStart: string; uptimeAtEnd: string; measured: Measured[] }) : null;
    const earlier = (m: Measured) => before?.measured.find((b) => b.endpoint === m.endpoint && b.variant === m.variant);
    const f = (v: number | undefined) => (v === undefined ? '-' : `${v.toFixed(v < 10 ? 1 : 0)} ms`);
    const meets = measured.filter((m) => m.p50 <= 50).length;
    const lines = [
      '# Dashboard reads on the `large` data set',
      '',
      `Measured by \`npm run bench:dashboards -- --database ${values.database}\` (tests/benchmarks/dashboardReads.ts) on ${started.toISOString().slice(0, 10)}; every full run rewrites this file.`,
      `Target (issue 19 item 8): every dashboard read answers within **50 ms median** on the \`large\` data set; this run: **${meets} of ${measured.length}** reads and variants.`,
      '',
      `- Machine: ${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB; Node ${process.version}; PostgreSQL and the API on the same machine, default settings.`,
      `- Data set: ${counts.authors.toLocaleString('en-US')} authors, ${counts.papers.toLocaleString('en-US')} papers (\`seed.ts --size large\`), figures computed by Compute Fields.`,
      `- Each read: 2 warm-up requests, then ${requests} sequential HTTP requests from this machine (the round trip: routing, validation, queries, serialisation).`,
      `- \`uptime\` at the start: \`${uptimeAtStart}\`; at the end: \`${uptimeAtEnd}\`. The machine is shared (2 cores): with a load above 2 other processes competed for the CPU and the times stretched.`,
      ...(before ? [`- Before: the run of ${before.when.slice(0, 16).replace('T', ' ')} UTC on the code before this change (\`uptime\` \`${before.uptimeAtStart}\`).`] : []),
      '',
      'first: the first request of the run (cold: nothing of it in memory yet); p50 and p95 over the timed requests after a warm-up one (3 when a request took over a second; the first two when both took over 10 s).',
      '',
      ...failed.map((f) => `- FAILED: ${f}`),
      ...(failed.length > 0 ? [''] : []),
      before ? '| endpoint | variant | before p50 | before p95 | first | p50 | p95 |' : '| endpoint | variant | first | p50 | p95 |',
      before ? '|---|---|---:|---:|---:|---:|---:|' : '|---|---|---:|---:|---:|',
      ...measured.map((m) => (before
        ? `| ${m.endpoint} | ${m.variant} | ${f(earlier(m)?.p50)} | ${f(earlier(m)?.p95)} | ${f(m.first)} | ${f(m.p50)} | ${f(m.p95)} |`
        : `| ${m.endpoint} | ${m.variant} | ${f(m.first)} | ${f(m.p50)} | ${f(m.p95)} |`)),
      '',
    ];
    // the notes written by hand below the measured figures stay
    let notes = '';
    try { notes = readFileSync(reportFile, 'utf8').split(NOTES_HEADING)[1] ?? ''; } catch { /* a first run */ }
    writeFileSync(reportFile, `${lines.join('\n')}\n${notes ? `${NOTES_HEADING}${notes}` : ''}`);
    log(`wrote ${reportFile}`);
  }
} finally {
  for (const child of children) child.kill('SIGTERM');
  await pool.end();
}
