// `npm run bench:footprint [-- --database URL]`: start-to-healthy time and resident memory of the API
// and the workers, run from the TypeScript sources (tsx) and from the compiled bundles (npm run build),
// on the demo data set with its statistics. Prints a table and writes docs/benchmarks/process-footprint.md.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  applicationEnvironment, findFreePort, repoRoot, startAppProcess, startMailCatcher, waitForHealthy, type AppProcess,
} from '@ri/infra';
import { appEntry } from '@ri/infra';
import { createDemoDatabase, dropDatabase } from '../faults/support/demoDatabase.ts';
import { memoryOf, mib } from '../load/measure.ts';
import { testEnv } from '../support/env.ts';

const { values } = parseArgs({ options: { idle: { type: 'string', default: '20' }, rounds: { type: 'string', default: '2' } } });
const idleSeconds = Number(values.idle);
const rounds = Number(values.rounds);
const log = (line: string) => console.log(`[footprint] ${line}`);

interface Figures { mode: string; round: number; healthyMs: number; apiKib: number; workersKib: number; apiPeakKib: number; load: number }

const loadAtStart = os.loadavg()[0]!;
log('building the server bundles (npm run build:server)');
execFileSync(process.execPath, ['infra/bin/build.mjs'], { cwd: repoRoot, stdio: 'inherit' });
const databaseUrl = await createDemoDatabase('ri_bench_footprint', log);
const mail = await startMailCatcher();
const figures: Figures[] = [];
try {
  for (let round = 1; round <= rounds; round += 1) {
    for (const compiled of [false, true]) {
      const port = await findFreePort();
      const env = applicationEnvironment({
        databaseUrl, redisUrl: testEnv.redisUrl, smtpUrl: mail.smtpUrl, port, host: '127.0.0.1',
        jwtSecret: 'f'.repeat(48), queuePrefix: `ri-footprint-${process.pid}`, storageDir: path.join(os.tmpdir(), 'ri-footprint'),
        webDist: path.join(repoRoot, 'web', 'dist'), nodeEnv: 'production',
      });
      const started = Date.now();
      const processes: AppProcess[] = [
        startAppProcess({ name: 'api', entry: appEntry('api', compiled), env, onLine: () => {} }),
        startAppProcess({ name: 'workers', entry: appEntry('workers', compiled), env, onLine: () => {} }),
      ];
      try {
        await waitForHealthy(`http://127.0.0.1:${port}/api/health`, processes);
        const healthyMs = Date.now() - started;
        // the ranking index loads after the first health answer: let it and the JIT settle
        await new Promise((resolve) => setTimeout(resolve, idleSeconds * 1000));
        const api = memoryOf(processes[0]!.pid!);
        const workers = memoryOf(processes[1]!.pid!);
        const mode = compiled ? 'compiled (node dist/server/*.mjs)' : 'sources (node --import tsx)';
        figures.push({ mode, round, healthyMs, apiKib: api.currentKib, workersKib: workers.currentKib, apiPeakKib: api.peakKib, load: os.loadavg()[0]! });
        log(`${mode}, round ${round}: healthy in ${healthyMs} ms; idle RSS API ${mib(api.currentKib)} (peak ${mib(api.peakKib)}), workers ${mib(workers.currentKib)}`);
      } finally {
        await Promise.all(processes.map((app) => app.stop()));
      }
    }
  }
} finally {
  await mail.stop();
  await dropDatabase('ri_bench_footprint');
}

const lines = [
  '# Process footprint: sources against the compiled build',
  '',
  `Measured ${new Date().toISOString().slice(0, 10)} with \`npm run bench:footprint\` (tests/benchmarks/processFootprint.ts) on ${os.cpus().length} CPUs, Node ${process.version}.`,
  `API and workers started side by side against the \`demo\` data set with computed statistics (NODE_ENV=production); "healthy" is the first 200 of \`/api/health\`; RSS is read from /proc ${idleSeconds} s later, idle.`,
  `Load average (1 min) ${loadAtStart.toFixed(1)} at the start, ${os.loadavg()[0]!.toFixed(1)} at the end and per run in the last column: on a shared machine the start-to-healthy times are upper bounds; the memory figures are what the processes held.`,
  '',
  '| run | round | start to healthy | API RSS idle | API peak | workers RSS idle | load |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...figures.map((f) => `| ${f.mode} | ${f.round} | ${(f.healthyMs / 1000).toFixed(1)} s | ${mib(f.apiKib)} | ${mib(f.apiPeakKib)} | ${mib(f.workersKib)} | ${f.load.toFixed(1)} |`),
  '',
];
console.log(lines.join('\n'));
writeFileSync(path.join(repoRoot, 'docs', 'benchmarks', 'process-footprint.md'), lines.join('\n'));
