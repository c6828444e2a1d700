import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { createDb } from '@ri/db';
import { createRedisConnection } from '@ri/jobs';
import { createLocalFileStorage } from '@ri/ingestion';
import { createMailer } from '@ri/mail';
import { registerNightlySchedulers, schedulerSettingsFromEnv } from './analytics/schedulers.ts';
import { registerDataIssueDetectionScheduler } from './dataIssueDetection/schedule.ts';
import { registerRssRefreshScheduler } from './ingestion/schedule.ts';
import { registerOpenAlexRefreshSchedulers } from './ingestion/onboarding.ts';
import { createJobEmailNotifier } from './notifications.ts';
import { PROCESSORS } from './processors.ts';
import { closeWorkers, startWorkers } from './runtime.ts';

const log = pino({ level: process.env.LOG_LEVEL ?? 'info' });
const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
if (!databaseUrl || !redisUrl) {
  log.fatal('DATABASE_URL and REDIS_URL must be set.');
  process.exit(1);
}

// a full analytics rebuild holds one connection per table it writes (up to 7) plus its lock's, and
// the other queues' jobs run beside it: 20 leaves them room (the API's pool is 10; Postgres allows 100)
const { db, pool } = createDb({ connectionString: databaseUrl, max: 20, applicationName: 'research-insights-workers' });
const connection = createRedisConnection(redisUrl, 'worker');
const prefix = process.env.QUEUE_PREFIX ?? 'ri';
// the Compute Fields jobs e-mail whoever started them when they end
const mailer = createMailer({
  smtpUrl: process.env.SMTP_URL ?? 'smtp://127.0.0.1:1025',
  from: process.env.MAIL_FROM ?? 'Research Insights <no-reply@research-insights.local>',
});
const onFinished = createJobEmailNotifier({
  db, mailer, publicUrl: process.env.PUBLIC_URL,
  onError: (error) => log.warn({ err: error }, 'could not send the job e-mail'),
});
// BullMQ's defaults (30 s) unless set: how soon a job of a killed worker is taken up again (docs/reliability.md, "Faults")
const positiveMs = (value: string | undefined) => (value && Number(value) > 0 ? Number(value) : undefined);
const workers = startWorkers(PROCESSORS, {
  db, pool, connection, prefix, onFinished, mailer, publicUrl: process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 3000}`,
  // the API's uploads (the Mark CV job reads and writes them): the same STORAGE_DIR as the API's
  storage: createLocalFileStorage(process.env.STORAGE_DIR ?? '.data/storage'),
  lockDurationMs: positiveMs(process.env.WORKER_LOCK_DURATION_MS),
  stalledIntervalMs: positiveMs(process.env.WORKER_STALLED_INTERVAL_MS),
});
log.info({ queues: workers.map((w) => w.name) }, 'workers started');
try {
  const schedulers = await registerNightlySchedulers(connection, prefix, schedulerSettingsFromEnv(process.env));
  schedulers.push(await registerDataIssueDetectionScheduler(connection, prefix, process.env.DATA_ISSUE_DETECTION_CRON));
  schedulers.push(await registerRssRefreshScheduler(connection, prefix, process.env.RSS_REFRESH_CRON));
  schedulers.push(...await registerOpenAlexRefreshSchedulers(db, connection, prefix, process.env.OPENALEX_REFRESH_CRON));
  log.info({ schedulers }, 'nightly job schedulers registered');
} catch (error) {
  log.fatal({ err: error }, 'could not register the nightly job schedulers (check ANALYTICS_NIGHTLY_CRON, DATA_ISSUE_DETECTION_CRON, RSS_REFRESH_CRON and OPENALEX_REFRESH_CRON)');
  process.exit(1);
}

// the health check of a workers-only container (docker-compose.yml): this file's age says the
// process runs and reaches Redis (docs/reliability.md, "Supervision")
const heartbeatFile = process.env.WORKER_HEARTBEAT_FILE ?? path.join(os.tmpdir(), 'ri-workers-heartbeat');
const heartbeat = setInterval(() => {
  if (connection.status === 'ready') void writeFile(heartbeatFile, String(Date.now())).catch(() => {});
}, 10_000);
heartbeat.unref();

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'stopping workers: finishing jobs in progress');
  // close() waits for active jobs to finish; a bound keeps a stuck job from holding the process forever
  const forced = setTimeout(() => { log.error('workers did not stop within 30 s; exiting'); process.exit(1); }, 30_000);
  forced.unref();
  await closeWorkers(workers);
  await connection.quit().catch(() => {});
  mailer.close();
  await db.destroy();
  log.info('workers stopped');
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
