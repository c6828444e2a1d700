// `npm start`: everything a developer needs on one machine, started in order and stopped in reverse.
// Run through infra/bin/start.mjs, which installs dependencies first when they are missing.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createDb, migrateToLatest } from '@ri/db';
import { DEMO_ACCOUNTS, hasDemoData, loadDemoData } from '@ri/db/demo';
import { appEntry } from './appEntries.ts';
import { applicationEnvironment, readOrCreateSecret } from './appEnvironment.ts';
import { computeStatisticsIfNever, detectIssuesIfNever } from './demoStatistics.ts';
import { ProcessExitedEarly, describeExit, waitForHealthy } from './appProcess.ts';
import { supervise, type Supervised } from './supervisor.ts';
import { StartupProblem, describeFailure } from './errors.ts';
import { startMailCatcher } from './mailCatcher.ts';
import { localDataDir, repoRoot } from './paths.ts';
import { assertPortFree, preferredOrFreePort } from './ports.ts';
import { ensurePostgres } from './postgres.ts';
import { ensureRedis } from './redis.ts';
import { buildWebApp, isWebBuildStale } from './webBuild.ts';

interface Stoppable {
  name: string;
  stop(): Promise<void>;
}

/** Everything this command started, in start order; stopped in reverse. */
const started: Stoppable[] = [];
let appProcesses: Supervised[] = [];
let stopping: Promise<void> | undefined;

function stopEverything(): Promise<void> {
  stopping ??= (async () => {
    // the API and workers first: they finish in-flight requests and jobs while the database still runs
    await Promise.all(appProcesses.map((app) => app.stop()));
    for (const service of [...started].reverse()) {
      try {
        await service.stop();
      } catch (error) {
        console.error(`Stopping ${service.name} failed: ${describeFailure(error)}`);
      }
    }
  })();
  return stopping;
}

function listenForStopSignals(): void {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      // Ctrl+C reaches both this process and infra/bin/start.mjs, which forwards it: act once
      if (stopping) return;
      console.log(`\nStopping (${signal}): the API and workers first, then the mail catcher, Redis and Postgres.`);
      void stopEverything().then(() => process.exit(0));
    });
  }
}

function parsePort(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new StartupProblem(`PORT must be a number from 1 to 65535, not "${value}".`);
  return port;
}

async function prepareDatabase(databaseUrl: string, demoPassword: string, demoPasswordFile: string): Promise<string> {
  // a full statistics rebuild writes its tables side by side, one connection each
  const { db, pool } = createDb({ connectionString: databaseUrl, max: 10, applicationName: 'research-insights-start' });
  try {
    const migration = await migrateToLatest(db);
    const applied = migration.results?.filter((result) => result.status === 'Success').length ?? 0;
    console.log(applied > 0 ? `Applied ${applied} migration(s).` : 'The database schema is up to date.');

    if (await hasDemoData(pool)) {
      await computeStatisticsIfNever(pool);
      await detectIssuesIfNever(db);
      // the accounts keep the password they were loaded with, which a later DEMO_PASSWORD does not change
      return (await readFile(demoPasswordFile, 'utf8').catch(() => '')).trim() || demoPassword;
    }
    console.log('Loading the demo data set (first start on an empty database)...');
    const startedAt = Date.now();
    // in a terminal the loader's many steps share one line; in a log file each keeps its own
    const onProgress = process.stdout.isTTY
      ? (message: string) => process.stdout.write(`\r\x1b[2K[demo] ${message.slice(0, (process.stdout.columns || 100) - 8)}`)
      : (message: string) => console.log(`[demo] ${message}`);
    await loadDemoData(pool, { size: 'demo', password: demoPassword, onProgress });
    if (process.stdout.isTTY) process.stdout.write('\r\x1b[2K');
    await writeFile(demoPasswordFile, `${demoPassword}\n`, { mode: 0o600 });
    console.log(`Demo data loaded in ${((Date.now() - startedAt) / 1000).toFixed(1)} s.`);
    await computeStatisticsIfNever(pool);
    await detectIssuesIfNever(db);
    return demoPassword;
  } finally {
    await db.destroy();
  }
}

function printReady(urls: { app: string; inbox: string | undefined; smtp: string }, demoPassword: string): void {
  const rows = DEMO_ACCOUNTS.map((account) => [account.username, demoPassword, `${account.type}: ${account.description}`]);
  const header = ['username', 'password', 'what they see'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const format = (row: string[]) => `  ${row.map((cell, column) => (column < row.length - 1 ? cell.padEnd(widths[column]!) : cell)).join('   ')}`;
  console.log([
    '',
    'Research Insights is running.',
    `  App:        ${urls.app}`,
    urls.inbox ? `  Mail inbox: ${urls.inbox}   (every e-mail the app sends lands here)` : `  Mail:       sent to ${urls.smtp}`,
    `  API docs:   ${urls.app}/api/docs`,
    '',
    'Demo logins:',
    format(header),
    ...rows.map(format),
    '',
    'Press Ctrl+C to stop.',
    '',
  ].join('\n'));
}

async function main(): Promise<void> {
  listenForStopSignals();
  const env = process.env;
  const port = parsePort(env.PORT ?? '3000');
  const host = env.HOST ?? '127.0.0.1';
  // before anything slow: a busy port would otherwise surface only after a minute of work
  await assertPortFree(port, { host });

  const postgres = await ensurePostgres();
  started.push({ name: 'Postgres', stop: postgres.stop });
  const redis = await ensureRedis();
  started.push({ name: 'Redis', stop: redis.stop });

  let smtpUrl = env.SMTP_URL;
  let inboxUrl: string | undefined;
  if (!smtpUrl) {
    const mail = await startMailCatcher({
      smtpPort: await preferredOrFreePort(1025),
      httpPort: await preferredOrFreePort(8025),
      persistDir: path.join(localDataDir, 'mail'),
    });
    started.push({ name: 'the mail catcher', stop: mail.stop });
    smtpUrl = mail.smtpUrl;
    inboxUrl = mail.inboxUrl;
    console.log(`Mail catcher: SMTP on ${mail.smtpUrl}, inbox at ${mail.inboxUrl}.`);
  }

  const demoPassword = await prepareDatabase(postgres.url, env.DEMO_PASSWORD ?? 'demo-password', path.join(localDataDir, 'demo-password'));

  if (await isWebBuildStale()) {
    console.log('Building the web app (web/dist is missing or older than web/src)...');
    await buildWebApp();
  }

  await assertPortFree(port, { host });
  const applicationEnv = applicationEnvironment({
    databaseUrl: postgres.url,
    redisUrl: redis.url,
    smtpUrl,
    port,
    host,
    mailFrom: env.MAIL_FROM,
    publicUrl: env.PUBLIC_URL,
    jwtSecret: env.JWT_SECRET ?? (await readOrCreateSecret(path.join(localDataDir, 'jwt-secret'))),
    queuePrefix: env.QUEUE_PREFIX ?? 'ri',
    storageDir: env.STORAGE_DIR ?? path.join(localDataDir, 'storage'),
    webDist: env.WEB_DIST ?? path.join(repoRoot, 'web', 'dist'),
    nodeEnv: env.NODE_ENV ?? 'development',
  });
  // each process is supervised on its own: one that dies is started again with backoff and one line
  // saying so, and never takes the other with it (docs/reliability.md, "Supervision")
  const api = supervise({ name: 'api', entry: appEntry('api'), env: applicationEnv });
  const workers = supervise({ name: 'workers', entry: appEntry('workers'), env: applicationEnv });
  appProcesses = [api, workers];
  const reachableHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  // a process that dies before the first health check is a start-up problem (a port, a setting): say it and stop
  await waitForHealthy(`http://${reachableHost}:${port}/api/health`, [api.current, workers.current]);

  printReady({ app: applicationEnv.PUBLIC_URL!, inbox: inboxUrl, smtp: smtpUrl }, demoPassword);
}

async function failWithExitedProcess(app: { name: string; lastLines(): string }, what: string): Promise<never> {
  const lines = app.lastLines();
  await stopEverything();
  console.error(`\n[${app.name}] ${what}. Its last lines:\n${lines.split('\n').map((line) => `  ${line}`).join('\n')}`);
  process.exit(1);
}

main().catch(async (error: unknown) => {
  if (stopping) return; // a stop signal arrived during start-up; its handler exits
  if (error instanceof ProcessExitedEarly) return failWithExitedProcess(error.process, `exited ${describeExit(error.status)} before it was ready`);
  await stopEverything();
  console.error(`\n${describeFailure(error)}`);
  process.exit(1);
});
