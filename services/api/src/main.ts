import { createDb } from '@ri/db';
import { createJobProducer, createRedisConnection, waitForRedis } from '@ri/jobs';
import { createMailer } from '@ri/mail';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { createJobEvents } from './domains/jobs/jobEvents.ts';

const config = loadConfig();
const { db } = createDb({ connectionString: config.databaseUrl, applicationName: 'research-insights-api' });
const redis = createRedisConnection(config.redisUrl, 'producer');
if (!(await waitForRedis(redis))) {
  // keep serving what does not need Redis; job requests answer 503 until it is back
  console.warn(`Redis at ${config.redisUrl} is not answering yet; job requests will be refused until it is.`);
}
const producer = createJobProducer({ connection: redis, prefix: config.queuePrefix, db });
const jobEvents = createJobEvents({ redisUrl: config.redisUrl, prefix: config.queuePrefix });
const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom });
const { app } = await buildApp({ config, db, redis, producer, jobEvents, mailer });

try {
  await app.listen({ host: config.host, port: config.port });
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE') {
    console.error(`Port ${config.port} is already in use: stop the other program or set PORT.`);
  } else {
    console.error(`The API could not start: ${(error as Error).message}`);
  }
  process.exit(1);
}

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'stopping: refusing new requests, finishing those in flight');
  const forced = setTimeout(() => { app.log.error('did not stop within 15 s; exiting'); process.exit(1); }, 15_000);
  forced.unref();
  await app.close();
  await jobEvents.close();
  await producer.close();
  mailer.close();
  redis.disconnect();
  await db.destroy();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
