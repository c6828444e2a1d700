// Production-style entry point (the Docker image, docker-compose.yml): nothing embedded. Postgres,
// Redis and SMTP come from the environment; this runs migrations, then the API and/or workers.
//
//   node dist/server/serve.mjs            API and workers in one container (compiled: npm run build)
//   node dist/server/serve.mjs api        only the API (scale it separately)
//   node dist/server/serve.mjs workers    only the workers
// (node --import tsx infra/src/serve.ts runs the same from the sources.)
//
// DEMO_DATA=demo loads the demo data set into an empty database (for a try-out, never production).
import path from 'node:path';
import { createDb, migrateToLatest } from '@ri/db';
import { readOrCreateSecret } from './appEnvironment.ts';
import { appEntry } from './appEntries.ts';
import { describeExit, startAppProcess, type AppProcess } from './appProcess.ts';
import { StartupProblem, describeFailure } from './errors.ts';
import { assertDatabaseReachable } from './postgres.ts';
import { pingRedis, unreachableRedisSentence } from './redis.ts';

const roles = { api: appEntry('api'), workers: appEntry('workers') } as const;
type Role = keyof typeof roles;

function requestedRoles(args: string[]): Role[] {
  if (args.length === 0) return ['api', 'workers'];
  for (const arg of args) {
    if (!(arg in roles)) throw new StartupProblem(`Unknown role "${arg}": use api, workers, or nothing for both.`);
  }
  return [...new Set(args)] as Role[];
}

function requiredSetting(name: string): string {
  const value = process.env[name]?.trim();
  if (!value) throw new StartupProblem(`${name} is not set: point it at your ${name === 'DATABASE_URL' ? 'Postgres' : 'Redis'} (see README.md).`);
  return value;
}

/** Containers start together; the database may need a few seconds more than we do. */
async function waitUntil(check: () => Promise<unknown>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  }
}

async function migrateAndMaybeLoadDemo(databaseUrl: string): Promise<void> {
  // a full statistics rebuild (demo data) writes its tables side by side, one connection each
  const { db, pool } = createDb({ connectionString: databaseUrl, max: 10, applicationName: 'research-insights-serve' });
  try {
    // concurrent instances are safe: Kysely's migrator takes a lock in the database
    const migration = await migrateToLatest(db);
    const applied = migration.results?.filter((result) => result.status === 'Success').length ?? 0;
    console.log(applied > 0 ? `Applied ${applied} migration(s).` : 'The database schema is up to date.');
    if (process.env.DEMO_DATA === 'demo') {
      const { hasDemoData, loadDemoData } = await import('@ri/db/demo');
      if (!(await hasDemoData(pool))) {
        console.log('Loading the demo data set (DEMO_DATA=demo, empty database)...');
        const report = await loadDemoData(pool, { size: 'demo', password: process.env.DEMO_PASSWORD ?? 'demo-password' });
        console.log(`Demo data loaded in ${(report.millis / 1000).toFixed(1)} s.`);
      }
      const { computeStatisticsIfNever, detectIssuesIfNever } = await import('./demoStatistics.ts');
      await computeStatisticsIfNever(pool);
      await detectIssuesIfNever(db);
    }
  } finally {
    await db.destroy();
  }
}

async function main(): Promise<void> {
  const chosenRoles = requestedRoles(process.argv.slice(2));
  const databaseUrl = requiredSetting('DATABASE_URL');
  const redisUrl = requiredSetting('REDIS_URL');

  await waitUntil(() => assertDatabaseReachable(databaseUrl), 60_000);
  await waitUntil(async () => {
    if (!(await pingRedis(redisUrl))) throw new StartupProblem(unreachableRedisSentence(redisUrl));
  }, 60_000);

  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: process.env.NODE_ENV || 'production' };
  if (!env.JWT_SECRET?.trim()) {
    // every instance sharing STORAGE_DIR reads the same file; separate machines need JWT_SECRET set
    const storageDir = env.STORAGE_DIR || path.resolve('.data/storage');
    env.JWT_SECRET = await readOrCreateSecret(path.join(storageDir, 'jwt-secret'));
    console.log(`JWT_SECRET is not set: using the random secret kept in ${path.join(storageDir, 'jwt-secret')}. Set JWT_SECRET when instances do not share that folder.`);
  }

  if (chosenRoles.includes('api')) await migrateAndMaybeLoadDemo(databaseUrl);

  const processes: AppProcess[] = chosenRoles.map((role) => startAppProcess({ name: role, entry: roles[role], env }));
  let stopping = false;
  const stopAll = async (exitCode: number) => {
    stopping = true;
    await Promise.all(processes.map((app) => app.stop()));
    process.exit(exitCode);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (!stopping) void stopAll(0);
    });
  }
  // one role dying takes the container down, so the orchestrator restarts it whole
  const first = await Promise.race(processes.map((app) => app.exited.then((status) => ({ app, status }))));
  if (stopping) return;
  console.error(`[${first.app.name}] exited unexpectedly ${describeExit(first.status)}; stopping the others.`);
  await stopAll(1);
}

main().catch((error: unknown) => {
  console.error(describeFailure(error));
  process.exit(1);
});
