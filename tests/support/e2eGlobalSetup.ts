// Global setup of the vitest `e2e` project: one fresh database with the demo data, one mail
// catcher, the real API and workers as child processes serving the built web app, and one Chromium
// that every spec connects to. Teardown stops them all and drops the database.
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { createDb, migrateToLatest } from '@ri/db';
import { loadDemoData } from '@ri/db/demo';
import {
  applicationEnvironment, describeExit, findFreePort, ProcessExitedEarly, repoRoot, startAppProcess, startMailCatcher, waitForHealthy,
  type AppProcess, type MailCatcher,
} from '@ri/infra';
import { databaseUrlFor, testEnv } from './env.ts';

export const chromiumExecutablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
/** The password of every demo account in the e2e database. */
export const e2eDemoPassword = 'demo-password';

async function adminQuery(sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: testEnv.databaseUrl, connectionTimeoutMillis: 5_000 });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

export default async function setup(project: TestProject) {
  const databaseName = `ri_e2e_${process.pid}`;
  const databaseUrl = databaseUrlFor(databaseName);
  // E2E_WEB_DIST: a build of one's own (npx vite build web --outDir /tmp/x --emptyOutDir), so that
  // a concurrent `npm run build` cannot empty web/dist under a running suite
  const webDist = process.env.E2E_WEB_DIST ? path.resolve(process.env.E2E_WEB_DIST) : path.join(repoRoot, 'web', 'dist');
  const resultsDir = path.join(repoRoot, 'test-results');
  await mkdir(resultsDir, { recursive: true });

  const cleanups: Array<() => Promise<unknown>> = [];
  const teardown = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch((error: Error) => console.error(`e2e teardown: ${error.message}`));
    cleanups.length = 0;
  };

  try {
    if (!existsSync(path.join(webDist, 'index.html'))) {
      throw new Error('web/dist/index.html is missing: build the web app first (npm run build -w @ri/web; npm test does it before the e2e step).');
    }
    if (!existsSync(chromiumExecutablePath)) {
      throw new Error(`Chromium is missing at ${chromiumExecutablePath}: install it (apt-get install -y chromium) or set CHROMIUM_PATH.`);
    }

    await adminQuery(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await adminQuery(`CREATE DATABASE ${databaseName}`);
    cleanups.push(() => adminQuery(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`));
    const { db, pool } = createDb({ connectionString: databaseUrl, max: 4 });
    try {
      await migrateToLatest(db);
      await loadDemoData(pool, { size: 'demo', password: e2eDemoPassword });
    } finally {
      await db.destroy();
    }

    const mail: MailCatcher = await startMailCatcher();
    cleanups.push(() => mail.stop());

    const storageDir = await mkdtemp(path.join(os.tmpdir(), 'ri-e2e-storage-'));
    cleanups.push(() => rm(storageDir, { recursive: true, force: true }));

    const port = await findFreePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    // no internet here: Crossref is a local port, answered by the specs that look DOIs up
    // (tests/e2e/profile.e2e.ts serves the recorded bodies of tests/fixtures/crossref there)
    const crossrefPort = await findFreePort();
    // the ingestion specs serve feeds and a faculty directory (outsidePort) and OpenAlex (openalexPort)
    // from loopback; the fetcher reaches them because they are named in FETCH_ALLOW_HOSTS, as an
    // operator would name an intranet host (docs/ingestion.md "Internal hosts")
    const outsidePort = await findFreePort();
    const openalexPort = await findFreePort();
    const env: NodeJS.ProcessEnv = applicationEnvironment({
      databaseUrl,
      redisUrl: testEnv.redisUrl,
      smtpUrl: mail.smtpUrl,
      port,
      host: '127.0.0.1',
      // the same origin the browser uses, so links in e-mails lead back to the app under test
      publicUrl: baseUrl,
      jwtSecret: randomBytes(32).toString('hex'),
      // parallel runs (and the integration tests) share Redis; their queues must not
      queuePrefix: `ri-e2e-${process.pid}-${randomBytes(3).toString('hex')}`,
      storageDir,
      webDist,
      nodeEnv: process.env.NODE_ENV ?? 'test',
    });
    env.FETCH_ALLOW_HOSTS = `127.0.0.1:${outsidePort}`;
    env.OPENALEX_BASE_URL = `http://127.0.0.1:${openalexPort}`;
    env.OPENALEX_MAILTO = 'e2e@research-insights.test';
    // small pages, so the journey pages through the works; quick retries
    env.OPENALEX_PER_PAGE = '3';
    env.OPENALEX_RETRY_BASE_MS = '200';
    env.CROSSREF_URL = `http://127.0.0.1:${crossrefPort}`;

    // the app's logs would drown vitest's report; they go to a file, and into the error if it fails
    const appLogFile = path.join(resultsDir, 'e2e-app.log');
    const appLog = createWriteStream(appLogFile, { flags: 'w' });
    const writeToLog = (name: string) => (line: string) => appLog.write(`[${name}] ${line}\n`);
    const processes: AppProcess[] = [
      startAppProcess({ name: 'api', entry: 'services/api/src/main.ts', env, onLine: writeToLog('api') }),
      startAppProcess({ name: 'workers', entry: 'workers/src/main.ts', env, onLine: writeToLog('workers') }),
    ];
    cleanups.push(async () => {
      await Promise.all(processes.map((app) => app.stop()));
      await new Promise((resolve) => appLog.end(resolve));
    });
    try {
      await waitForHealthy(`${baseUrl}/api/health`, processes);
    } catch (error) {
      if (error instanceof ProcessExitedEarly) {
        throw new Error(`The ${error.process.name} process exited ${describeExit(error.status)} before it was ready (full log: ${path.relative(repoRoot, appLogFile)}). Its last lines:\n${error.process.lastLines()}`);
      }
      throw error;
    }

    const browserServer: BrowserServer = await chromium.launchServer({ executablePath: chromiumExecutablePath, headless: true, args: chromiumArgs });
    cleanups.push(() => browserServer.close());

    project.provide('baseUrl', baseUrl);
    project.provide('wsEndpoint', browserServer.wsEndpoint());
    project.provide('mailInboxUrl', mail.inboxUrl);
    project.provide('databaseUrl', databaseUrl);
    project.provide('crossrefPort', crossrefPort);
    project.provide('outsidePort', outsidePort);
    project.provide('openalexPort', openalexPort);
  } catch (error) {
    // vitest runs no teardown when setup throws: undo what was started here
    await teardown();
    throw error;
  }

  return teardown;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the API serves the built web app, e.g. http://127.0.0.1:41234 (no trailing slash). */
    baseUrl: string;
    /** Playwright endpoint of the run's one Chromium; connect with chromium.connect(). */
    wsEndpoint: string;
    /** The mail catcher's HTTP root: inbox page and /api/messages. */
    mailInboxUrl: string;
    /** The e2e database (demo data, password 'demo-password'), for specs that check what was stored. */
    databaseUrl: string;
    /** The API's CROSSREF_URL is http://127.0.0.1:<crossrefPort>: a spec serves Crossref answers there. */
    crossrefPort: number;
    /** FETCH_ALLOW_HOSTS names 127.0.0.1:<outsidePort>: a spec serves RSS feeds and faculty directories there. */
    outsidePort: number;
    /** The API's and workers' OPENALEX_BASE_URL is http://127.0.0.1:<openalexPort>: a spec serves OpenAlex there. */
    openalexPort: number;
  }
}
