import { spawn } from 'node:child_process';
import { constants } from 'node:fs';
import { access, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Redis } from 'ioredis';
import { StartupProblem } from './errors.ts';
import { isRoot } from './osUser.ts';
import { localDataDir, repoRoot, withoutPassword } from './paths.ts';
import { findFreePort, preferredOrFreePort } from './ports.ts';
import { startServiceProcess } from './serviceProcess.ts';

const reachabilityTimeoutMs = 5_000;
const startTimeoutMs = 30_000;

export interface EnsureRedisOptions {
  /** Where REDIS_URL is read from; tests pass their own. */
  env?: NodeJS.ProcessEnv;
  dataDir?: string;
  preferredPort?: number;
  /** The redis-server command: a name looked up on PATH, or a path. */
  redisServerCommand?: string;
  /** Install Debian's redis-server package with apt-get when the command is missing (default: when root). */
  installWhenMissing?: boolean;
  log?: (message: string) => void;
}

export interface RunningRedis {
  url: string;
  startedHere: boolean;
  stop(): Promise<void>;
}

/** REDIS_URL when set (pinged, never started); otherwise a redis-server of our own on a free port. */
export async function ensureRedis(options: EnsureRedisOptions = {}): Promise<RunningRedis> {
  const env = options.env ?? process.env;
  const log = options.log ?? ((message: string) => console.log(message));
  const configuredUrl = env.REDIS_URL?.trim();
  if (configuredUrl) {
    if (!(await pingRedis(configuredUrl))) throw new StartupProblem(unreachableRedisSentence(configuredUrl));
    return { url: configuredUrl, startedHere: false, stop: async () => {} };
  }
  const executable = await findOrInstallRedisServer(options.redisServerCommand ?? 'redis-server', options.installWhenMissing ?? isRoot(), log);
  const dataDir = options.dataDir ?? path.join(localDataDir, 'redis');
  return startRedisServer(executable, dataDir, options.preferredPort ?? 56379, log);
}

export function unreachableRedisSentence(url: string): string {
  return `Cannot reach Redis at ${withoutPassword(url)}: start it or unset REDIS_URL to use a local redis-server.`;
}

export function missingRedisServerSentence(): string {
  return 'redis-server is not installed: install it (Debian/Ubuntu: sudo apt-get install -y redis-server; macOS: brew install redis) or set REDIS_URL to a Redis you run yourself.';
}

/** True when the server answers PING within 5 s. */
export async function pingRedis(url: string): Promise<boolean> {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: reachabilityTimeoutMs,
    commandTimeout: reachabilityTimeoutMs,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    // one attempt: a check that retries forever would hang the start instead of explaining
    retryStrategy: () => null,
  });
  client.on('error', () => {});
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

async function findExecutable(command: string): Promise<string | undefined> {
  const candidates = command.includes('/')
    ? [command]
    // /usr/sbin and /usr/local/bin are missing from some non-login PATHs
    : [...(process.env.PATH ?? '').split(path.delimiter).filter(Boolean), '/usr/bin', '/usr/sbin', '/usr/local/bin'].map((folder) => path.join(folder, command));
  for (const candidate of candidates) {
    try {
      await access(candidate, constants.X_OK);
      return candidate;
    } catch {
      // try the next folder
    }
  }
  return undefined;
}

async function findOrInstallRedisServer(command: string, installWhenMissing: boolean, log: (message: string) => void): Promise<string> {
  const found = await findExecutable(command);
  if (found) return found;
  if (!installWhenMissing) throw new StartupProblem(missingRedisServerSentence());

  log('redis-server is not installed: installing Debian\'s redis-server package (apt-get install -y redis-server).');
  let installed = await runAptGet(['install', '-y', '--no-install-recommends', 'redis-server']);
  if (!installed) {
    // a fresh machine often has no package lists yet
    log('The install failed; refreshing the package lists (apt-get update) and trying again.');
    installed = (await runAptGet(['update'])) && (await runAptGet(['install', '-y', '--no-install-recommends', 'redis-server']));
  }
  const afterInstall = installed ? await findExecutable(command) : undefined;
  if (!afterInstall) {
    throw new StartupProblem('Installing redis-server with apt-get failed (see the output above): install it yourself (apt-get install -y redis-server) or set REDIS_URL.');
  }
  return afterInstall;
}

function runAptGet(args: string[]): Promise<boolean> {
  return new Promise((resolve) => {
    const apt = spawn('apt-get', args, { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    apt.once('error', () => resolve(false));
    apt.once('exit', (code) => resolve(code === 0));
  });
}

class PortTakenDuringStart extends Error {}

async function startRedisServer(executable: string, dataDir: string, preferredPort: number, log: (message: string) => void): Promise<RunningRedis> {
  await mkdir(dataDir, { recursive: true });
  const logDir = path.join(path.dirname(dataDir), 'logs');
  await mkdir(logDir, { recursive: true });
  let port = await preferredOrFreePort(preferredPort);
  for (let attempt = 1; ; attempt++) {
    try {
      const stop = await launchRedis(executable, dataDir, port, path.join(logDir, 'redis.log'));
      log(`redis-server is running on port ${port} (files in ${path.relative(repoRoot, dataDir)}).`);
      return { url: `redis://127.0.0.1:${port}`, startedHere: true, stop };
    } catch (error) {
      // another program may take the port between our check and redis-server binding it
      if (error instanceof PortTakenDuringStart && attempt < 3) {
        port = await findFreePort();
        continue;
      }
      throw error;
    }
  }
}

async function launchRedis(executable: string, dataDir: string, port: number, logFile: string): Promise<() => Promise<void>> {
  const server = startServiceProcess({
    command: executable,
    args: [
      '--port', String(port),
      '--bind', '127.0.0.1',
      '--dir', dataDir,
      // queues of a development machine: nothing worth writing to disk
      '--save', '',
      '--appendonly', 'no',
      // BullMQ requires it: an evicted job key is a silently lost job
      '--maxmemory-policy', 'noeviction',
      '--daemonize', 'no',
      '--logfile', '',
    ],
    spawnOptions: { cwd: dataDir },
    logFile,
    stopSignal: 'SIGTERM',
  });
  const url = `redis://127.0.0.1:${port}`;
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    if (server.hasExited()) {
      await server.stop();
      if (server.recentOutput.some((line) => /Address already in use/i.test(line))) throw new PortTakenDuringStart();
      const lines = server.recentOutput.text().split('\n').filter((line) => line.trim());
      throw new StartupProblem(`redis-server did not start (${(lines.at(-1) ?? 'it exited during start-up').trim()}): see .data/logs/redis.log, or set REDIS_URL.`);
    }
    if (Date.now() > deadline) {
      await server.stop();
      throw new StartupProblem(`redis-server did not answer within ${startTimeoutMs / 1000} s: see .data/logs/redis.log, or set REDIS_URL.`);
    }
    if (await pingRedis(url)) return server.stop;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
