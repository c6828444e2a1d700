// Started by infra/bin/test.mjs for the length of a test run: finds Postgres and Redis (or starts
// them), prints one line `RI_TEST_SERVICES {"databaseUrl":...,"redisUrl":...}`, and stops what it
// started on SIGTERM/SIGINT or when its stdin closes (the test command ended, however it ended).
import pg from 'pg';
import { describeFailure } from './errors.ts';
import { ensurePostgres, type RunningPostgres } from './postgres.ts';
import { ensureRedis, pingRedis, type RunningRedis } from './redis.ts';

const usualPostgresUrl = 'postgres://postgres@127.0.0.1:5432/postgres';
const usualRedisUrl = 'redis://127.0.0.1:6379';

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** The maintenance database of the same server: tests create their own databases from it. */
function maintenanceDatabaseOf(url: string): string {
  const parsed = new URL(url);
  parsed.pathname = '/postgres';
  return parsed.toString();
}

async function findOrStartPostgres(): Promise<RunningPostgres> {
  if (process.env.DATABASE_URL) return ensurePostgres();
  if (await answers(usualPostgresUrl)) {
    console.log(`Using the Postgres that answers at ${usualPostgresUrl}.`);
    return { url: usualPostgresUrl, startedHere: false, stop: async () => {} };
  }
  console.log('No Postgres at 127.0.0.1:5432: starting the embedded one.');
  const embedded = await ensurePostgres({ env: {} });
  return { ...embedded, url: maintenanceDatabaseOf(embedded.url) };
}

async function findOrStartRedis(): Promise<RunningRedis> {
  if (process.env.REDIS_URL) return ensureRedis();
  if (await pingRedis(usualRedisUrl)) {
    console.log(`Using the Redis that answers at ${usualRedisUrl}.`);
    return { url: usualRedisUrl, startedHere: false, stop: async () => {} };
  }
  console.log('No Redis at 127.0.0.1:6379: starting a redis-server of our own.');
  return ensureRedis({ env: {} });
}

const startedServices: Array<RunningPostgres | RunningRedis> = [];
let stopping = false;

async function stopAndExit(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  for (const service of startedServices.reverse()) await service.stop().catch(() => {});
  process.exit(code);
}

process.on('SIGTERM', () => void stopAndExit(0));
process.on('SIGINT', () => void stopAndExit(0));
process.stdin.on('end', () => void stopAndExit(0));
process.stdin.resume();

try {
  const postgres = await findOrStartPostgres();
  startedServices.push(postgres);
  const redis = await findOrStartRedis();
  startedServices.push(redis);
  console.log(`RI_TEST_SERVICES ${JSON.stringify({ databaseUrl: postgres.url, redisUrl: redis.url })}`);
} catch (error) {
  console.error(describeFailure(error));
  await stopAndExit(1);
}
