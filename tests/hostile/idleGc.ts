// `npx tsx tests/hostile/idleGc.ts [node args]` (npm run build:server first): the compiled API alone, three times a
// burst of 1,500 requests then 25 s idle, with V8's --trace-gc in test-results/faults-idle-gc.log; prints its full
// collections (the probe's pauses), its longest scavenge and its RSS at the end. How the memory reducer's A/B was
// read without the workers' noise (docs/benchmarks/hostile-files.md, "Notes written by hand"): `--memory-reducer`
// turns V8's memory reducer back on for the API (infra/src/appEntries.ts runs it with --no-memory-reducer).
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDb, migrateToLatest } from '@ri/db';
import { call, startStack, delay } from '../faults/support/stack.ts';
import { EVENT_LOOP_PROBE, gcs } from './observe.ts';

const nodeArgs = process.argv.slice(2);
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `ri_idle_gc_${process.pid}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
const scratch = new URL(serverUrl);
scratch.pathname = `/${name}`;
const url = scratch.toString();
const { db } = createDb({ connectionString: url, max: 2 });
await migrateToLatest(db);
await db.destroy();
const probeDir = await mkdtemp(path.join(os.tmpdir(), 'ri-idle-gc-'));
const stack = await startStack({ name: 'idle-gc', databaseUrl: url, redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', compiled: true, withWorkers: false, nodeArguments: nodeArgs, env: { NODE_OPTIONS: `--import ${EVENT_LOOP_PROBE}`, EVENT_LOOP_PROBE_DIR: probeDir, EVENT_LOOP_PROBE_V8_FLAGS: '--trace-gc' } });
try {
  for (let round = 0; round < 3; round++) {
    // a burst: 1,500 requests (health, a failed login, a 401 job poll, a 404), 4 at a time
    for (let i = 0; i < 375; i++) {
      await Promise.all([
        call(stack.baseUrl, '/api/health'),
        call(stack.baseUrl, '/api/login', { body: { username: 'nobody', password: 'wrong-password' } }),
        call(stack.baseUrl, '/api/jobs/mark-cv/1'),
        call(stack.baseUrl, '/api/no-such-route'),
      ]);
    }
    // then idle
    await delay(25_000);
  }
} finally {
  const status = await readFile(`/proc/${stack.api.pid}/status`, 'utf8');
  const rss = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]) / 1024;
  console.log(`API RSS at the end ${rss.toFixed(0)} MB`);
  await stack.stop();
  const lines = await gcs(probeDir, stack.api.pid);
  await rm(probeDir, { recursive: true, force: true });
  const major = lines.filter((g) => g.kind === 4);
  const minor = lines.filter((g) => g.kind === 1);
  console.log(`node args [${nodeArgs.join(' ')}]: major GCs ${major.length}: ${major.map((g) => `${g.ms} ms (${g.heapUsedMb} MB)`).join(', ')}; scavenges ${minor.length}, longest ${Math.max(...minor.map((g) => g.ms))} ms; load ${os.loadavg()[0]!.toFixed(1)}`);
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
