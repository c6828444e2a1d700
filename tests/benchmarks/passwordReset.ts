// `npm run bench:reset`: how long GET /api/reset_password takes for an address with an account and for one without
// (docs/benchmarks/password-reset.md). The answer must not tell them apart: the work for a known address (the
// token, the e-mail over SMTP) is done by the password-reset job, not in the request.
//
// Runs the real API in this process on a scratch database (migrated, one account) with its own queue prefix, the
// workers beside it and the mail catcher as SMTP server; sends ROUNDS requests of each kind alternately (default
// 100), clearing the e-mail rate-limit counters between requests so that no 429 is measured; prints the median,
// p90 and p99 of each, then drops the database.
//
//   npm run bench:reset
//   ROUNDS=300 npm run bench:reset
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDb, hashPassword, migrateToLatest } from '@ri/db';
import { createJobProducer, createRedisConnection, waitForRedis } from '@ri/jobs';
import { createMailer } from '@ri/mail';
import { startMailCatcher } from '@ri/infra';
import { PROCESSORS, startWorkers } from '@ri/workers';
import { buildApp, createJobEvents, loadConfig } from '@ri/api';
import { databaseUrlFor, testEnv } from '../support/env.ts';

const rounds = Math.max(5, Number(process.env.ROUNDS ?? 100));
const KNOWN = 'known.person@example.edu';
const UNKNOWN = 'nobody.here@example.edu';

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const name = `ri_bench_reset_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: testEnv.databaseUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
const url = databaseUrlFor(name);
const { db } = createDb({ connectionString: url, max: 10 });
const mail = await startMailCatcher();
const prefix = `ri-bench-${randomBytes(4).toString('hex')}`;
try {
  await migrateToLatest(db);
  await db.insertInto('users').values({
    username: 'known', email: KNOWN, password_hash: await hashPassword('a long enough passphrase'), type: 'faculty', email_verified_at: new Date(),
  }).execute();
  const config = loadConfig({
    NODE_ENV: 'test', DATABASE_URL: url, REDIS_URL: testEnv.redisUrl, QUEUE_PREFIX: prefix, LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret', SMTP_URL: mail.smtpUrl, PUBLIC_URL: 'http://bench.test',
  });
  const redis = createRedisConnection(config.redisUrl, 'producer');
  if (!(await waitForRedis(redis))) throw new Error(`Redis at ${config.redisUrl} is not answering`);
  const producer = createJobProducer({ connection: redis, prefix, db });
  const jobEvents = createJobEvents({ redisUrl: config.redisUrl, prefix });
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom });
  const workerConnection = createRedisConnection(config.redisUrl, 'worker');
  const workers = startWorkers(PROCESSORS, { db, connection: workerConnection, prefix, mailer, publicUrl: config.publicUrl });
  const { app } = await buildApp({ config, db, redis, producer, jobEvents, mailer });
  await app.ready();

  const times: Record<'known' | 'unknown', number[]> = { known: [], unknown: [] };
  const ask = async (kind: 'known' | 'unknown', record: boolean) => {
    const email = kind === 'known' ? KNOWN : UNKNOWN;
    await redis.del(`${prefix}:rate:email:ip:127.0.0.1`, `${prefix}:rate:email:to:${email}`);
    const started = process.hrtime.bigint();
    const response = await app.inject({ method: 'GET', url: `/api/reset_password?email=${encodeURIComponent(email)}` });
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    if (response.statusCode !== 200) throw new Error(`${kind}: ${response.statusCode} ${response.body}`);
    if (record) times[kind].push(ms);
  };
  for (let i = 0; i < 5; i++) { await ask('known', false); await ask('unknown', false); }
  for (let i = 0; i < rounds; i++) {
    // alternate which kind goes first, so that neither always follows the other's background work
    if (i % 2 === 0) { await ask('known', true); await ask('unknown', true); } else { await ask('unknown', true); await ask('known', true); }
  }
  const rows = (['known', 'unknown'] as const).map((kind) => ({
    kind, median: percentile(times[kind], 50), p90: percentile(times[kind], 90), p99: percentile(times[kind], 99),
  }));
  console.log(`GET /api/reset_password, ${rounds} requests of each kind (ms)`);
  console.log('| address | median | p90 | p99 |');
  console.log('|---|---:|---:|---:|');
  for (const row of rows) console.log(`| ${row.kind} | ${row.median.toFixed(1)} | ${row.p90.toFixed(1)} | ${row.p99.toFixed(1)} |`);
  console.log(`median difference (known - unknown): ${(rows[0]!.median - rows[1]!.median).toFixed(1)} ms`);

  await app.close();
  await Promise.all(workers.map((w) => w.close()));
  workerConnection.disconnect();
  await jobEvents.close();
  await producer.close();
  mailer.close();
  redis.disconnect();
} finally {
  await db.destroy();
  await mail.stop();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
