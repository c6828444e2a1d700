import pino from 'pino';
import { createDb } from '@ri/db';
import { createRedisConnection } from '@ri/jobs';
import { PROCESSORS } from './processors.ts';
import { startWorkers } from './runtime.ts';

const log = pino({ level: process.env.LOG_LEVEL ?? 'info' });
const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
if (!databaseUrl || !redisUrl) {
  log.fatal('DATABASE_URL and REDIS_URL must be set.');
  process.exit(1);
}

const { db } = createDb({ connectionString: databaseUrl, applicationName: 'research-insights-workers' });
const connection = createRedisConnection(redisUrl, 'worker');
const workers = startWorkers(PROCESSORS, { db, connection, prefix: process.env.QUEUE_PREFIX ?? 'ri' });
log.info({ queues: workers.map((w) => w.name) }, 'workers started');

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'stopping workers: finishing jobs in progress');
  // close() waits for active jobs to finish; a bound keeps a stuck job from holding the process forever
  const forced = setTimeout(() => { log.error('workers did not stop within 30 s; exiting'); process.exit(1); }, 30_000);
  forced.unref();
  await Promise.all(workers.map((w) => w.close()));
  await connection.quit().catch(() => {});
  await db.destroy();
  log.info('workers stopped');
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
