import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { createDb, hashPassword, type Db } from '@ri/db';
import { createJobProducer, createRedisConnection, waitForRedis } from '@ri/jobs';
import { createMailer } from '@ri/mail';
import { createLocalFileStorage } from '@ri/ingestion';
import { PROCESSORS, closeWorkers, startWorkers } from '@ri/workers';
import { buildApp, createJobEvents, loadConfig, type BuiltApp } from '../../src/index.ts';
import { createTestDatabase, uniqueQueuePrefix, type TestDatabase } from '@ri/tests/support/testDatabase';
import { testEnv } from '@ri/tests/support/env';

export interface TestApp extends BuiltApp {
  database: TestDatabase;
  db: Db;
  /** the API's own connection pool when createTestApp was given `pool` (else the database's) */
  pool: pg.Pool | null;
  queuePrefix: string;
  close(): Promise<void>;
}

/** The real API on a fresh database and its own queue prefix; drive it with app.inject or app.listen. */
export async function createTestApp(overrides: Record<string, string> = {}, options: { pool?: { max: number; connectionTimeoutMillis: number } } = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  // a pool of the API's own (a small one: the busy-database test), else the database's
  const own = options.pool ? createDb({ connectionString: database.url, ...options.pool }) : null;
  const appDb = own?.db ?? database.db;
  const queuePrefix = uniqueQueuePrefix();
  const config = loadConfig({
    NODE_ENV: 'test', DATABASE_URL: database.url, REDIS_URL: testEnv.redisUrl, QUEUE_PREFIX: queuePrefix,
    LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', JWT_SECRET: 'test-secret-test-secret-test-secret-123', ...overrides,
  });
  const redis = createRedisConnection(config.redisUrl, 'producer');
  if (!(await waitForRedis(redis))) throw new Error(`Redis at ${config.redisUrl} is not answering`);
  const producer = createJobProducer({ connection: redis, prefix: queuePrefix, db: database.db });
  const jobEvents = createJobEvents({ redisUrl: config.redisUrl, prefix: queuePrefix });
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom });
  const built = await buildApp({ config, db: appDb, redis, producer, jobEvents, mailer });
  await built.app.ready();
  // the upload checks (a CV's pages, a picture's resize, an RSS preview) are jobs the API waits for: their worker runs beside it
  const checkConnection = createRedisConnection(config.redisUrl, 'worker');
  const checkWorkers = startWorkers(PROCESSORS, { db: database.db, connection: checkConnection, prefix: queuePrefix, storage: createLocalFileStorage(config.storageDir), queues: ['fileCheck'] });
  return {
    ...built, database, db: database.db, pool: own?.pool ?? null, queuePrefix,
    async close() {
      await built.app.close();
      await own?.db.destroy();
      await closeWorkers(checkWorkers);
      checkConnection.disconnect();
      await jobEvents.close();
      await producer.close();
      mailer.close();
      redis.disconnect();
      await database.drop();
    },
  };
}

let passwordHash: Promise<string> | undefined;
export const TEST_PASSWORD = 'correct horse battery staple';

export async function createUser(
  db: Db,
  user: { username: string; type: 'faculty' | 'university' | 'admin'; authorId?: number; universityId?: number; verified?: boolean; disabled?: boolean },
): Promise<number> {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const row = await db.insertInto('users').values({
    username: user.username,
    email: `${user.username}@example.edu`,
    password_hash: await passwordHash,
    type: user.type,
    author_id: user.authorId ?? null,
    university_id: user.universityId ?? null,
    email_verified_at: user.verified === false ? null : new Date(),
    disabled_at: user.disabled ? new Date() : null,
  }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function loginAs(app: FastifyInstance, username: string, password = TEST_PASSWORD): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });
  if (response.statusCode !== 200) throw new Error(`login as ${username} failed: ${response.statusCode} ${response.body}`);
  return (response.json() as { access_token: string }).access_token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The token of the first `${path}?token=...` link in an e-mail's text (verification, password reset). */
export function linkToken(text: string, path: string): string {
  const match = new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`).exec(text);
  if (!match) throw new Error(`no ${path} link in: ${text}`);
  return match[1]!;
}
