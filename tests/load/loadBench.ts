// npm run bench:load [-- --duration 120 --hello-duration 30 --connections 10 --keep --compiled]
//
// Issue 11 item 4: the API under a mix of its main read calls (profile, dashboards, ranking) as
// signed-in users, with autocannon on loopback, against the `demo` data set; then, in the same run
// and with the same tool and connection count, a bare Fastify hello-world, so the figure reads as a
// ratio. The API (and the hello-world) run pinned to CPU 0 and this process (autocannon) to CPU 1
// (taskset), Postgres and Redis float. Records requests per second, p50/p95/p99 latency, errors
// (must be 0) and the API's memory sampled every 5 s (before, after, peak, and the trend of the
// second half), prints them and writes docs/benchmarks/load.md.
import { spawn, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { findFreePort, repoRoot } from '@ri/infra';
import { testEnv } from '../support/env.ts';
import { memoryOf, mib, percentile } from './measure.ts';
import { createDemoDatabase, dropDatabase } from '../faults/support/demoDatabase.ts';
import { call, login, startStack } from '../faults/support/stack.ts';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '120' },
    'hello-duration': { type: 'string', default: '30' },
    connections: { type: 'string', default: '10' },
    'per-call-duration': { type: 'string', default: '5' },
    keep: { type: 'boolean', default: false },
    // the compiled API (npm run build:server first), as production runs it (issue 21 item 1)
    compiled: { type: 'boolean', default: false },
  },
});
const duration = Number(args.duration);
const helloDuration = Number(args['hello-duration']);
const connections = Number(args.connections);
const perCallDuration = Number(args['per-call-duration']);
const log = (message: string) => console.log(`[bench:load] ${message}`);

function pin(pid: number, cpu: number): boolean {
  if (os.cpus().length < 2) return false;
  return spawnSync('taskset', ['-a', '-p', '-c', String(cpu), String(pid)], { stdio: 'ignore' }).status === 0;
}


/** Least-squares slope of y over x (KiB per second). */
function slope(points: { t: number; kib: number }[]): number {
  const n = points.length;
  if (n < 2) return 0;
  const mt = points.reduce((s, p) => s + p.t, 0) / n;
  const mk = points.reduce((s, p) => s + p.kib, 0) / n;
  const num = points.reduce((s, p) => s + (p.t - mt) * (p.kib - mk), 0);
  const den = points.reduce((s, p) => s + (p.t - mt) ** 2, 0);
  return den === 0 ? 0 : num / den;
}

interface RunFigures {
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  non2xx: number;
  timeouts: number;
}

async function cannon(url: string, requests: autocannon.Request[], seconds: number): Promise<RunFigures> {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, connections, duration: seconds, requests }, (error, finished) => (error ? reject(error) : resolve(finished)));
    instance.on('response', (_client, _status, _bytes, responseTime) => { latencies.push(responseTime); });
  });
  return {
    requests: result.requests.total,
    rps: result.requests.total / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors: result.errors,
    non2xx: result.non2xx,
    timeouts: result.timeouts,
  };
}

const database = 'ri_bench_load';
const started = Date.now();
log(`creating ${database} with the demo data set and computed analytics`);
const databaseUrl = await createDemoDatabase(database, log);
const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
const stack = await startStack({ name: 'bench-load', databaseUrl, redisUrl: testEnv.redisUrl, withWorkers: false, nodeEnv: 'production', compiled: args.compiled });
let hello: ReturnType<typeof spawn> | null = null;
try {
  const benchPinned = pin(process.pid, 1);
  const apiPinned = pin(stack.api.pid!, 0);
  log(`API pid ${stack.api.pid} on CPU 0: ${apiPinned ? 'pinned' : 'not pinned'}; autocannon on CPU 1: ${benchPinned ? 'pinned' : 'not pinned'}`);

  const tokens = { faculty: await login(stack.baseUrl, 'faculty'), university: await login(stack.baseUrl, 'university') };
  const school = (await pool.query(`SELECT university_id FROM users WHERE username = 'university'`)).rows[0]!.university_id as number;
  const others = (await pool.query(`SELECT university_id FROM analytics_university WHERE university_id <> $1 ORDER BY faculty_count DESC LIMIT 9`, [school])).rows.map((r) => r.university_id as number);
  const json = { 'content-type': 'application/json' };
  const as = (who: keyof typeof tokens) => ({ authorization: `Bearer ${tokens[who]}` });
  const mix: (autocannon.Request & { who: keyof typeof tokens })[] = [
    { who: 'faculty', method: 'GET', path: '/api/profile/get_profile' },
    { who: 'faculty', method: 'GET', path: '/api/dashboard/my_figures' },
    { who: 'faculty', method: 'GET', path: '/api/dashboard/my_journal_distribution' },
    { who: 'university', method: 'GET', path: '/api/dashboard/journal_distri_of_papers' },
    { who: 'university', method: 'GET', path: '/api/dashboard/outliers?marker=1' },
    { who: 'university', method: 'GET', path: '/api/dashboard/faculty_citations' },
    { who: 'university', method: 'GET', path: '/api/dashboard/interesting_fact' },
    { who: 'university', method: 'POST', path: '/api/ranking/authors', body: JSON.stringify({ universities: [school] }) },
    { who: 'university', method: 'POST', path: '/api/ranking/authors', body: JSON.stringify({ universities: [school, ...others], journal_classes: ['A', 'A-'] }) },
  ];
  const requests = mix.map(({ who, ...request }) => ({ ...request, headers: { ...as(who), ...(request.body ? json : {}) } }));
  // every call of the mix answers 200 before the run (a mix of 4xx would measure nothing)
  for (const request of mix) {
    const answer = await call(stack.baseUrl, request.path!, { method: request.method, token: tokens[request.who], body: request.body ? JSON.parse(request.body as string) : undefined });
    if (answer.status !== 200) throw new Error(`${request.method} ${request.path} as ${request.who}: ${answer.status} ${answer.text.slice(0, 200)}`);
  }

  // warm-up (JIT, caches, pool), not counted
  await cannon(stack.baseUrl, requests, 10);
  const memory: { t: number; kib: number }[] = [];
  const runStarted = Date.now();
  const sample = () => memory.push({ t: (Date.now() - runStarted) / 1000, kib: memoryOf(stack.api.pid!).currentKib });
  sample();
  const sampler = setInterval(sample, 5000);
  log(`API: ${connections} connections for ${duration} s over ${mix.length} calls`);
  const api = await cannon(stack.baseUrl, requests, duration);
  clearInterval(sampler);
  sample();

  // each call of the mix alone, to see which ones the mix's figures come from
  const perCall: { name: string; figures: RunFigures }[] = [];
  for (const [i, request] of requests.entries()) {
    const name = `${mix[i]!.who}: ${request.method} ${request.path}${request.body ? ` ${request.body as string}` : ''}`;
    perCall.push({ name, figures: await cannon(stack.baseUrl, [request], perCallDuration) });
    log(`${name}: ${perCall.at(-1)!.figures.rps.toFixed(0)} requests/s`);
  }

  const helloPort = await findFreePort();
  hello = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./helloWorld.ts', import.meta.url))], {
    cwd: repoRoot, env: { ...process.env, PORT: String(helloPort) }, stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    hello!.stdout!.on('data', (chunk: Buffer) => { if (chunk.toString().includes('listening')) resolve(); });
    hello!.once('exit', (code) => reject(new Error(`hello-world exited ${code}`)));
  });
  pin(hello.pid!, 0);
  const helloUrl = `http://127.0.0.1:${helloPort}`;
  await cannon(helloUrl, [{ method: 'GET', path: '/' }], 5);
  log(`hello-world: ${connections} connections for ${helloDuration} s`);
  const baseline = await cannon(helloUrl, [{ method: 'GET', path: '/' }], helloDuration);

  const secondHalf = memory.filter((m) => m.t >= duration / 2);
  const trendKibPerMin = slope(secondHalf) * 60;
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  const load = os.loadavg().map((l) => l.toFixed(1)).join(' / ');
  const row = (name: string, f: RunFigures) =>
    `| ${name} | ${f.requests.toLocaleString('en-US')} | ${f.rps.toFixed(0)} | ${ms(f.p50)} | ${ms(f.p95)} | ${ms(f.p99)} | ${f.errors + f.timeouts} | ${f.non2xx} |`;
  const lines = [
    '# Load benchmark',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} with \`npm run bench:load\` (tests/load/loadBench.ts) on ${os.cpus().length} CPUs (${os.cpus()[0]?.model.trim()}), Node ${process.version}; the API run ${args.compiled ? 'compiled (dist/server/api.mjs, `--compiled`)' : 'from its TypeScript sources (tsx)'}; load average at the end ${load}.`,
    `autocannon ${connections} connections on loopback; the API process pinned to CPU 0 (${apiPinned ? 'pinned' : 'not pinned'}), autocannon to CPU 1 (${benchPinned ? 'pinned' : 'not pinned'}); Postgres and Redis float.`,
    `The API runs with NODE_ENV=production (helmet, load shedding, rate limits in Redis) against the \`demo\` data set with computed analytics; 10 s of warm-up are not counted.`,
    '',
    '## The mix',
    '',
    'Each connection cycles through these calls in order, as the faculty or the university demo user:',
    '',
    ...mix.map((r) => `- ${r.who}: \`${r.method} ${r.path}\`${r.body ? ` \`${r.body as string}\`` : ''}`),
    '',
    '## Figures',
    '',
    '| run | requests | requests/s | p50 | p95 | p99 | errors + timeouts | non-2xx |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    row(`API mix, ${duration} s`, api),
    row(`Fastify hello-world, ${helloDuration} s`, baseline),
    '',
    `The API serves ${(100 * api.rps / baseline.rps).toFixed(1)} % of the hello-world's requests per second on the same core.`,
    '',
    `## Each call alone (${connections} connections, ${perCallDuration} s each, after the mix)`,
    '',
    '| call | requests/s | p50 | p95 | p99 | errors + non-2xx |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...perCall.map(({ name, figures: f }) => `| \`${name}\` | ${f.rps.toFixed(0)} | ${ms(f.p50)} | ${ms(f.p95)} | ${ms(f.p99)} | ${f.errors + f.timeouts + f.non2xx} |`),
    '',
    '## API memory (RSS, sampled every 5 s)',
    '',
    `Before ${mib(memory[0]!.kib)}, after ${mib(memory.at(-1)!.kib)}, peak ${mib(Math.max(...memory.map((m) => m.kib)))}; trend over the second half ${(trendKibPerMin / 1024).toFixed(1)} MiB per minute.`,
    '',
    `Samples (s: MiB): ${memory.map((m) => `${m.t.toFixed(0)}: ${(m.kib / 1024).toFixed(0)}`).join(', ')}`,
    '',
  ];
  const report = lines.join('\n');
  console.log(report);
  writeFileSync(`${repoRoot}/docs/benchmarks/load.md`, report);
  log(`written to docs/benchmarks/load.md in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  if (api.errors + api.timeouts + api.non2xx + perCall.reduce((n, { figures: f }) => n + f.errors + f.timeouts + f.non2xx, 0) > 0) {
    log('FAILED: the API answered errors under load');
    process.exitCode = 1;
  }
} finally {
  hello?.kill('SIGTERM');
  await stack.stop();
  await pool.end();
  if (!args.keep) await dropDatabase(database);
}
