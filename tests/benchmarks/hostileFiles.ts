// npm run bench:hostile: Mark CV and the hostile-file corpus against the real API and workers
// processes (docs/reliability.md, "Hostile files"). Prints, and writes docs/benchmarks/hostile-files.md:
// Mark CV time for a normal 20-page CV and at the limits' edges; /api/health p50/p99, the API's
// event-loop delay (max and p99, against the 20 ms target) and the workers' peak memory while each hostile
// file is processed; CVs marked per minute. Beside the API run idle Node processes with the same probe (the
// controls): a loop delay one of them shows at the same moment is the machine's (CPU starvation), and one that a
// garbage collection of the API's explains is the API's collector's (tests/hostile/observe.ts, worstMoment). With
// HOSTILE_BENCH_PROFILE_DIR set, the API's CPU is profiled (tests/hostile/cpuProfileProbe.mjs; read the
// profiles with `node tests/hostile/longTasks.mjs DIR`). Uses a scratch database on DATABASE_URL's server
// (default 127.0.0.1:5432) and REDIS_URL.
import { execFileSync, spawn } from 'node:child_process';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { mkdtemp, rm } from 'node:fs/promises';
import pg from 'pg';
import { createDb, hashPassword, migrateToLatest } from '@ri/db';
import { repoRoot } from '@ri/infra';
import { call, jobRun, startStack, waitFor, type Stack } from '../faults/support/stack.ts';
import { hostileCorpus, manyPagesPdf, normalCv, pdfWithContent, type HostileFile } from '../hostile/corpus.ts';
import { CPU_PROFILE_PROBE, EVENT_LOOP_PROBE, gcs, majorGcs, observe, type Gc, type MajorGc, type WindowFigures } from '../hostile/observe.ts';
import { longTasks } from '../hostile/longTasks.mjs';

const { values: args } = parseArgs({
  options: {
    // the compiled API and workers (npm run build:server first), as production runs them
    compiled: { type: 'boolean', default: false },
    // V8/Node flags added to both processes' NODE_OPTIONS (to try one before putting it in the production start)
    'node-options': { type: 'string', default: '' },
    // Node/V8 options on both processes' command lines, for those NODE_OPTIONS refuses (--no-memory-reducer)
    'node-args': { type: 'string', default: '' },
    // V8 flags NODE_OPTIONS refuses (--trace-gc, --trace-gc-verbose): the probe sets them in the API and the workers
    // at start; their output goes to test-results/faults-bench-hostile.log
    'v8-flags': { type: 'string', default: '' },
  },
});
const profileDir = process.env.HOSTILE_BENCH_PROFILE_DIR;
/** The report rewrites everything above this heading and keeps it and what follows (written by hand). */
const NOTES_HEADING = '## Notes written by hand';
/** The issue's bound for any request handler's hold on the API's event loop. */
const LOOP_TARGET_MS = 20;
/** The probe's resolution (monitorEventLoopDelay): a delay is measured up to this much short of a pause. */
const PROBE_RESOLUTION_MS = 10;
/** Idle control processes: more than one, so that starvation that happened to spare one of them is still seen. */
const CONTROLS = 3;

const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const PASSWORD = 'bench-password-hostile';
/** users sending the 10 CVs of the throughput run, 2 each */
const THROUGHPUT_SENDERS = 5;
const JOURNALS = Array.from({ length: 60 }, (_, i) => `Journal of Benchmark Studies ${i}`).concat(['Management Science', 'Journal of Finance']);

async function scratchDatabase() {
  const name = `ri_bench_hostile_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const { db } = createDb({ connectionString: url.toString(), max: 3 });
  await migrateToLatest(db);
  const university = await db.insertInto('universities').values({ name: 'Bench University', status: 'Completed' }).returning('id').executeTakeFirstOrThrow();
  const author = await db.insertInto('authors').values({ first_name: 'Ann', last_name: 'Lee', search_name: 'ann lee', university_id: university.id, email: 'ann@bench.edu' }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('journals').values(JOURNALS.map((name, i) => ({ name, tier: (['A', 'A-', 'B'] as const)[i % 3] }))).execute();
  const hash = await hashPassword(PASSWORD);
  // the throughput run's senders: one user may have MAX_PENDING_MARK_CV runs waiting and MAX_UPLOADS_IN_FLIGHT
  // files arriving at once (services/api/src/http/uploadLimits.ts), so the 10 CVs come from 5 users, 2 each
  const senders = Array.from({ length: THROUGHPUT_SENDERS }, (_, i) => [`bench-sender-${i}`, 'faculty'] as const);
  for (const [username, type] of [['bench-faculty', 'faculty'], ['bench-admin', 'admin'], ...senders] as const) {
    // each faculty account is its own author's
    const authorId = username === 'bench-faculty' ? author.id : type === 'faculty'
      ? (await db.insertInto('authors').values({ first_name: 'Sam', last_name: username, search_name: `sam ${username}`, university_id: university.id, email: `${username}@bench.edu` }).returning('id').executeTakeFirstOrThrow()).id
      : null;
    await db.insertInto('users').values({ username, email: `${username}@bench.edu`, password_hash: hash, type, author_id: authorId, university_id: type === 'faculty' ? university.id : null, email_verified_at: new Date() }).execute();
  }
  await db.destroy();
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

interface Row {
  case: string; route: string; outcome: string; seconds: number; figures: WindowFigures; load: number;
  /** the window, ms since the epoch */
  from: number; to: number;
  /** with the profiler: the API main thread's longest run without going idle in the window, CPU ms */
  apiCpuStretchMs: number | null;
}

async function main() {
  const corpus = await hostileCorpus();
  const database = await scratchDatabase();
  const probeDir = await mkdtemp(path.join(os.tmpdir(), 'ri-bench-loop-'));
  let stack: Stack | undefined;
  const rows: Row[] = [];
  const loadAtStart = execFileSync('uptime', { encoding: 'utf8' }).trim();
  // a feed server for the RSS preview (the billion-laughs feed)
  const feeds = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/rss+xml' });
    response.end(corpus.xmlEntities.bytes);
  });
  await new Promise<void>((resolve) => feeds.listen(0, '127.0.0.1', resolve));
  const feedsHost = `127.0.0.1:${(feeds.address() as AddressInfo).port}`;
  // the controls: idle Node processes with the same probe, at the same priority as the API
  const controls = Array.from({ length: CONTROLS }, () => spawn(process.execPath, ['--import', EVENT_LOOP_PROBE, '-e', 'setInterval(() => {}, 60_000)'], { env: { ...process.env, EVENT_LOOP_PROBE_DIR: probeDir }, stdio: 'ignore' }));
  try {
    const nodeOptions = `--import ${EVENT_LOOP_PROBE}${profileDir ? ` --import ${CPU_PROFILE_PROBE}` : ''}${args['node-options'] ? ` ${args['node-options']}` : ''}`;
    stack = await startStack({ name: 'bench-hostile', databaseUrl: database.url, redisUrl, compiled: args.compiled, nodeArguments: args['node-args'].split(/\s+/).filter(Boolean), env: { NODE_OPTIONS: nodeOptions, EVENT_LOOP_PROBE_DIR: probeDir, EVENT_LOOP_PROBE_V8_FLAGS: args['v8-flags'], FETCH_ALLOW_HOSTS: feedsHost, ...(profileDir ? { HOSTILE_BENCH_PROFILE_DIR: profileDir } : {}) } });
    const s = stack;
    const token = async (username: string) => ((await call(s.baseUrl, '/api/login', { body: { username, password: PASSWORD } })).body as { access_token: string }).access_token;
    const faculty = await token('bench-faculty');
    const admin = await token('bench-admin');
    const form = (file: HostileFile, type: string) => {
      const data = new FormData();
      data.append('file', new Blob([new Uint8Array(file.bytes)], { type }), file.name);
      return data;
    };
    const run = async (label: string, route: string, file: HostileFile, type: string, tokenOf: string) => {
      const watch = observe({ baseUrl: s.baseUrl, workerPid: s.workers?.pid, apiPid: s.api.pid, probeDir, controlPids: controls.map((control) => control.pid) });
      const started = Date.now();
      // a GET route (the RSS preview) takes no file
      const answer = route.startsWith('/api/rss?') ? await call(s.baseUrl, route, { token: tokenOf, timeoutMs: 120_000 }) : await call(s.baseUrl, route, { token: tokenOf, form: form(file, type), timeoutMs: 120_000 });
      let outcome = String(answer.status);
      const job = answer.body as { queue?: string; job_id?: string };
      if (answer.status === 202 && job.queue && job.job_id) {
        const ended = await waitFor('the job', async () => {
          const current = await jobRun(s.baseUrl, admin, job.queue!, job.job_id!);
          return current.status === 'completed' || current.status === 'failed' ? current : undefined;
        }, 600_000, 100);
        outcome = ended.status === 'failed' ? `failed: ${ended.error}` : 'completed';
      }
      const row: Row = { case: label, route, outcome, seconds: (Date.now() - started) / 1000, figures: await watch.window(), load: os.loadavg()[0]!, from: started, to: Date.now(), apiCpuStretchMs: null };
      // the profile so far is written now, between two windows (writing it pauses the API's loop)
      await writeProfile();
      rows.push(row);
      const f = row.figures;
      console.log(`${new Date(started).toISOString().slice(11, 23)} ${label}: ${outcome.slice(0, 70)} in ${row.seconds.toFixed(1)} s; health p50 ${f.healthP50Ms} / p99 ${f.healthP99Ms} ms; API loop max ${f.apiEventLoopMaxMs} / p99 ${f.apiEventLoopP99Ms} ms (idle controls ${f.controlEventLoopMaxMs} / ${f.controlEventLoopP99Ms}); API major GCs ${f.apiMajorGcs}${f.apiMajorGcMaxMs === null ? '' : ` (longest ${f.apiMajorGcMaxMs} ms)`}, longest GC pause ${f.apiGcMaxMs ?? '-'} ms; verdict ${verdict(row)}${f.worst ? ` (worst moment: API ${f.worst.apiDelayMs}, controls ${f.worst.controlDelayMs ?? '-'}, API GC ${f.worst.apiGcPauseMs} ms)` : ''}; workers peak ${f.workerPeakRssMb} MB; load ${row.load.toFixed(1)}`);
      return row;
    };
    const pdf = (name: string, bytes: Buffer): HostileFile => ({ name, bytes });
    // the probe writes its current profile on SIGUSR2
    const profiles = async () => (profileDir ? (await readdir(profileDir)).filter((f) => f.endsWith('.cpuprofile')).length : 0);
    async function writeProfile() {
      if (!profileDir) return;
      const before = await profiles();
      process.kill(s.api.pid!, 'SIGUSR2');
      await waitFor('the API\'s CPU profile', async () => (await profiles()) > before || undefined, 60_000, 100);
    }
    await writeProfile();

    // Mark CV: a normal CV, then the limits' edges
    const normal = pdf('cv-20-pages.pdf', await normalCv(20, JOURNALS));
    await run('warm-up (first Mark CV loads the PDF libraries)', '/api/mark_journals', pdf('warm.pdf', await normalCv(1, JOURNALS)), 'application/pdf', faculty);
    for (let i = 0; i < 3; i++) await run(`normal 20-page CV (${i + 1})`, '/api/mark_journals', normal, 'application/pdf', faculty);
    await run('200 pages (at the page limit)', '/api/mark_journals', pdf('200.pdf', await manyPagesPdf(200)), 'application/pdf', faculty);
    await run('201 pages (one past it)', '/api/mark_journals', pdf('201.pdf', await manyPagesPdf(201)), 'application/pdf', faculty);
    const op = Buffer.from('BT /F1 9 Tf 72 700 Td (Journal of Finance 2021) Tj ET\n');
    await run('15 MB content stream (under the 16 MB inflate limit)', '/api/mark_journals', pdf('15mb.pdf', pdfWithContent(Buffer.alloc(15 * 1024 * 1024).fill(op))), 'application/pdf', faculty);
    // hostile files
    for (const [key, route, type, who] of [
      ['flateBombPdf', '/api/mark_journals', 'application/pdf', faculty], ['textBombPdf', '/api/mark_journals', 'application/pdf', faculty],
      ['manyPagesPdf', '/api/mark_journals', 'application/pdf', faculty], ['noXrefGarbagePdf', '/api/mark_journals', 'application/pdf', faculty],
      ['wrongXrefPdf', '/api/mark_journals', 'application/pdf', faculty], ['flateBombPdf', '/api/profile/upload_cv', 'application/pdf', faculty],
      ['manyPagesPdf', '/api/profile/upload_cv', 'application/pdf', faculty], ['pngNamedPdf', '/api/profile/upload_cv', 'application/pdf', faculty],
      ['pngBomb', '/api/profile/upload_picture', 'image/png', faculty], ['pdfNamedPng', '/api/profile/upload_picture', 'image/png', faculty],
      ['xmlEntities', `/api/rss?link=${encodeURIComponent(`http://${feedsHost}/lol.xml`)}`, 'application/rss+xml', admin], ['xlsxZipBomb', '/api/imports/journal-list', 'application/octet-stream', admin],
      ['xlsxSharedStrings', '/api/imports/journal-list', 'application/octet-stream', admin], ['jsonLinesHugeLine', '/api/imports/openalex', 'application/gzip', admin],
      ['jsonLinesDeep', '/api/imports/openalex', 'application/json', admin],
    ] as const) await run(`hostile: ${corpus[key].name}`, route, corpus[key], type, who);
    // throughput: 10 normal CVs queued at once, 2 from each of 5 users (one user sending 10 got 429 for 7 of them,
    // and the wait for their missing jobs was what kept this benchmark from ever finishing)
    const senders = await Promise.all(Array.from({ length: THROUGHPUT_SENDERS }, (_, i) => token(`bench-sender-${i}`)));
    const started = Date.now();
    const jobs = await Promise.all(Array.from({ length: 10 }, async (_, i) => {
      const answer = await call(s.baseUrl, '/api/mark_journals', { token: senders[i % THROUGHPUT_SENDERS]!, form: form(normal, 'application/pdf') });
      const job = answer.body as { job_id?: string };
      if (answer.status !== 202 || !job.job_id) throw new Error(`Mark CV for the throughput run answered ${answer.status}: ${answer.text.slice(0, 200)}`);
      return job.job_id;
    }));
    for (const id of jobs) {
      await waitFor('a Mark CV job', async () => {
        const current = await jobRun(s.baseUrl, admin, 'mark-cv', id);
        if (current.status === 'failed') throw Object.assign(new Error(`Mark CV job ${id} failed: ${current.error}`), { fatal: true });
        return current.status === 'completed' || undefined;
      }, 900_000, 200);
    }
    const perMinute = (10 / ((Date.now() - started) / 1000)) * 60;
    console.log(`throughput: 10 normal 20-page CVs in ${((Date.now() - started) / 1000).toFixed(1)} s = ${perMinute.toFixed(1)} CVs per minute`);
    // what the probe saw in each process: the worker threads it started and the parser libraries it loaded
    const diagnostics = async (pid: number | undefined) => JSON.parse(await readFile(path.join(probeDir, `${pid}.diagnostics.json`), 'utf8')) as { threadsStarted: number; parsersLoaded: string[] };
    const processes = { api: await diagnostics(s.api.pid), workers: await diagnostics(s.workers?.pid) };
    // the API's major garbage collections from its start to now
    const apiGcs = await majorGcs(probeDir, s.api.pid);
    const apiScavenges = (await gcs(probeDir, s.api.pid)).filter((gc) => gc.kind === 1);
    console.log(`API major GCs over the run: ${apiGcs.length}, pauses ${apiGcs.map((gc) => gc.ms).join(', ')} ms, heap in use after them ${apiGcs.map((gc) => gc.heapUsedMb).join(', ')} MB; scavenges ${apiScavenges.length}, the longest ${Math.max(0, ...apiScavenges.map((gc) => gc.ms))} ms`);
    console.log(`API process: ${processes.api.threadsStarted} threads started, parsers loaded: ${processes.api.parsersLoaded.join(', ') || 'none'}; workers process: ${processes.workers.threadsStarted} threads, parsers: ${processes.workers.parsersLoaded.join(', ')}`);
    if (profileDir) {
      // each window's longest stretch of the API's own CPU
      const tasks = longTasks(profileDir, { minCpuMs: 0 }).filter((t) => !t.inside.some((f) => f.includes('cpuProfileProbe.mjs')));
      for (const row of rows) {
        const inWindow = tasks.filter((t) => t.startMs >= row.from && t.startMs <= row.to);
        row.apiCpuStretchMs = Math.round(Math.max(0, ...inWindow.map((t) => t.cpuMs)) * 10) / 10;
      }
    }
    await writeReport(rows, perMinute, processes, loadAtStart, apiGcs, apiScavenges);
  } finally {
    for (const control of controls) control.kill();
    await new Promise((resolve) => feeds.close(resolve));
    await stack?.stop();
    await database.drop();
    await rm(probeDir, { recursive: true, force: true });
  }
}

type Diagnostics = { threadsStarted: number; parsersLoaded: string[] };

/**
 * A window's verdict on the 20 ms target, read at the window's worst moment (the API probe's 250 ms slot with the
 * highest delay, tests/hostile/observe.ts worstMoment): met; 'api-gc': a garbage collection of the API's paused it
 * about as long as the delay (its pause at least the delay less the probe's 10 ms resolution); 'machine': no such
 * pause, and an idle control was delayed over the target in the same 250 ms (CPU starvation); 'api': neither, so the
 * API's own work (with the profiler: a stretch of the API's CPU over the target, checked first); 'unexplained' (with
 * the profiler only): no stretch of the API's CPU over the target, no collection, no control delayed.
 */
type Verdict = 'met' | 'machine' | 'api' | 'api-gc' | 'unexplained' | 'unmeasured';
function verdict(r: Row): Verdict {
  const f = r.figures;
  if (f.apiEventLoopMaxMs === null || f.worst === null) return 'unmeasured';
  if (f.apiEventLoopMaxMs <= LOOP_TARGET_MS) return 'met';
  if (r.apiCpuStretchMs !== null && r.apiCpuStretchMs > LOOP_TARGET_MS) return 'api';
  if (f.worst.apiGcPauseMs > 0 && f.worst.apiGcPauseMs >= f.worst.apiDelayMs - PROBE_RESOLUTION_MS) return 'api-gc';
  if (f.worst.controlDelayMs !== null && f.worst.controlDelayMs > LOOP_TARGET_MS) return 'machine';
  return r.apiCpuStretchMs !== null ? 'unexplained' : 'api';
}

async function writeReport(rows: Row[], perMinute: number, processes: { api: Diagnostics; workers: Diagnostics }, loadAtStart: string, apiGcs: MajorGc[], apiScavenges: Gc[]) {
  const hostile = rows.filter((r) => r.case.startsWith('hostile: '));
  const loopMax = Math.max(...hostile.map((r) => r.figures.apiEventLoopMaxMs ?? 0));
  const over200 = hostile.filter((r) => r.figures.healthP99Ms > 200);
  const measured = rows.filter((r) => verdict(r) !== 'unmeasured');
  const met = rows.filter((r) => verdict(r) === 'met');
  const p99Met = measured.filter((r) => (r.figures.apiEventLoopP99Ms ?? 0) <= LOOP_TARGET_MS);
  const machine = rows.filter((r) => verdict(r) === 'machine');
  const api = rows.filter((r) => verdict(r) === 'api');
  const apiGc = rows.filter((r) => verdict(r) === 'api-gc');
  const unexplained = rows.filter((r) => verdict(r) === 'unexplained');
  const yes = (value: number | null) => (value === null ? '-' : value <= LOOP_TARGET_MS ? 'yes' : '**no**');
  const profiled = rows.some((r) => r.apiCpuStretchMs !== null);
  const longestStretch = Math.max(0, ...rows.map((r) => r.apiCpuStretchMs ?? 0));
  const lines = [
    '# Hostile files and Mark CV (`npm run bench:hostile`)',
    '',
    `Measured ${new Date().toISOString().slice(0, 16)} UTC on this machine (${os.cpus().length} cores; \`uptime\` at the start: ${loadAtStart}; load average ${os.loadavg()[0]!.toFixed(1)} at the end, per window in the last column: the machine is shared, so times are upper bounds). The API and the workers run as their own processes, ${args.compiled ? 'compiled (`dist/server/*.mjs`, `--compiled`: as `npm run start:prod` and production run them)' : 'from their TypeScript sources (as `npm start` runs them)'}${args['node-options'] ? ` with \`${args['node-options']}\` added to their Node options` : ''}${args['node-args'] ? ` with \`${args['node-args']}\` on their command lines` : ''}${args['v8-flags'] ? ` and the V8 flags \`${args['v8-flags']}\`` : ''}; each file is sent through its real route and followed to its job's end. Limits and the sandbox: [../reliability.md](../reliability.md), "The sandbox"; the API's event loop: same file, "The API's event loop".`,
    '',
    `Event loop (ms): the API's delay max and p99 (\`monitorEventLoopDelay\`, 10 ms resolution; p99 is the highest of the window's 250 ms p99s), whether each is within the ${LOOP_TARGET_MS} ms target, and the same max / p99 of ${CONTROLS} idle Node processes measured in the same window (the controls, their highest: what the machine alone does to a loop that has nothing to do). "Worst moment": the API probe's 250 ms slot with the window's highest delay, the highest delay of any control in the same 250 ms, and the longest pause of a garbage collection of the API's in it (any kind: scavenges too). "Why over": api-gc when that pause is at least the delay less the probe's ${PROBE_RESOLUTION_MS} ms resolution (the API's collector held its loop), machine when not and a control was delayed over ${LOOP_TARGET_MS} ms at the same moment (CPU starvation), api when neither (the API's own work).`,
    '',
    profiled
      ? 'The API was CPU-profiled (tests/hostile/cpuProfileProbe.mjs, a sample every 200 µs): "API CPU stretch" is the longest run of the API\'s main thread without going idle in the window, in CPU time (samples), which other processes do not lengthen: a loop delay longer than it is time the machine did not run the API (the profiler\'s own pauses to write its profile are left out).'
      : 'Not profiled this time (set HOSTILE_BENCH_PROFILE_DIR for the "API CPU stretch" column).',
    '',
    '| Case | Route | Outcome | Seconds | Health p50 / p99 / max (ms) | API loop max / p99 | ≤ 20 ms (max / p99) | Idle controls max / p99 | Worst moment: API / controls / API GC pause (ms) | Why over | API CPU stretch | API major GCs (longest, ms) | Workers peak RSS (MB) | Load |',
    '|---|---|---|---:|---|---|---|---|---|---|---:|---|---:|---:|',
    ...rows.map((r) => {
      const f = r.figures;
      return `| ${r.case} | \`${r.route}\` | ${r.outcome.replaceAll('|', '/').slice(0, 80)} | ${r.seconds.toFixed(1)} | ${f.healthP50Ms} / ${f.healthP99Ms} / ${f.healthMaxMs} | ${f.apiEventLoopMaxMs ?? '-'} / ${f.apiEventLoopP99Ms ?? '-'} | ${yes(f.apiEventLoopMaxMs)} / ${yes(f.apiEventLoopP99Ms)} | ${f.controlEventLoopMaxMs ?? '-'} / ${f.controlEventLoopP99Ms ?? '-'} | ${f.worst ? `${f.worst.apiDelayMs} / ${f.worst.controlDelayMs ?? '-'} / ${f.worst.apiGcPauseMs}` : '-'} | ${['met', 'unmeasured'].includes(verdict(r)) ? '' : verdict(r)} | ${r.apiCpuStretchMs ?? '-'} | ${f.apiMajorGcs}${f.apiMajorGcMaxMs === null ? '' : ` (${f.apiMajorGcMaxMs})`} | ${f.workerPeakRssMb} | ${r.load.toFixed(1)} |`;
    }),
    '',
    `CVs marked per minute (10 normal 20-page CVs queued at once, one Mark CV job at a time per workers process): **${perMinute.toFixed(1)}**.`,
    '',
    `API event-loop delay against the ${LOOP_TARGET_MS} ms target, over the ${measured.length} measured windows: max within it in **${met.length}**, p99 within it in **${p99Met.length}**. Of the ${measured.length - met.length} windows whose max exceeded it: ${api.length} by the API's own work${api.length > 0 ? ` (${api.map((r) => `${r.case.replace('hostile: ', '')}: loop ${r.figures.apiEventLoopMaxMs} ms, controls ${r.figures.worst?.controlDelayMs ?? '-'} ms at that moment, API CPU stretch ${r.apiCpuStretchMs ?? '-'} ms`).join('; ')})` : ''}; ${apiGc.length} by the API's garbage collector${apiGc.length > 0 ? ` (${apiGc.map((r) => `${r.case.replace('hostile: ', '')}: loop ${r.figures.worst!.apiDelayMs} ms, pause ${r.figures.worst!.apiGcPauseMs} ms`).join('; ')})` : ''}; ${machine.length} by the machine (no pause of the API's collector to explain it and an idle control delayed over ${LOOP_TARGET_MS} ms in the same 250 ms: CPU starvation${machine.length > 0 ? `: ${machine.map((r) => `${r.case.replace('hostile: ', '')} ${r.figures.worst!.apiDelayMs} / ${r.figures.worst!.controlDelayMs} ms`).join(', ')}` : ''})${profiled ? `; ${unexplained.length} unexplained (no stretch of the API's CPU over ${LOOP_TARGET_MS} ms, no collection, no control delayed over it${unexplained.length > 0 ? `: ${unexplained.map((r) => `${r.case.replace('hostile: ', '')} ${r.figures.apiEventLoopMaxMs} ms`).join(', ')}` : ''})` : ''}.${profiled ? ` The API's longest CPU stretch in any window: **${longestStretch} ms**.` : ''}`,
    '',
    `Over the ${hostile.length} hostile files: the API's event-loop delay peaked at **${loopMax} ms**; /api/health's p99 was over 200 ms for ${over200.length} of them${over200.length > 0 ? ` (${over200.map((r) => r.case.replace('hostile: ', '')).join(', ')})` : ''}.`,
    `The API's major garbage collections (mark-sweep-compact, tests/hostile/eventLoopProbe.mjs) from its start to the end of the run: ${apiGcs.length}, pauses ${apiGcs.length === 0 ? '-' : apiGcs.map((gc) => gc.ms).join(', ')} ms (wall), heap in use after them ${apiGcs.length === 0 ? '-' : `${Math.min(...apiGcs.map((gc) => gc.heapUsedMb))} to ${Math.max(...apiGcs.map((gc) => gc.heapUsedMb))} MB`}; scavenges ${apiScavenges.length}, the longest ${Math.max(0, ...apiScavenges.map((gc) => gc.ms))} ms.`,
    `The API process started ${processes.api.threadsStarted} worker threads and loaded ${processes.api.parsersLoaded.length === 0 ? 'no parser library' : processes.api.parsersLoaded.join(', ')}; the workers process started ${processes.workers.threadsStarted} threads and loaded ${processes.workers.parsersLoaded.join(', ')} (tests/hostile/eventLoopProbe.mjs).`,
    '',
  ];
  const file = path.join(repoRoot, 'docs', 'benchmarks', 'hostile-files.md');
  // the hand-written notes below NOTES_HEADING stay as they are
  const notes = (await readFile(file, 'utf8').catch(() => '')).split(NOTES_HEADING)[1];
  await writeFile(file, `${lines.join('\n')}\n${notes === undefined ? '' : `${NOTES_HEADING}${notes}`}`);
  console.log(`written to ${path.relative(repoRoot, file)}`);
}

await main();
