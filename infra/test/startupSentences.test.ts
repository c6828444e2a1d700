// A bad start ends with one sentence that says what to do. These check the sentences themselves
// and, through the real `start.ts`, that the command prints them and exits non-zero.
import { spawn } from 'node:child_process';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeFailure } from '../src/errors.ts';
import { repoRoot } from '../src/paths.ts';
import { assertPortFree, findFreePort } from '../src/ports.ts';
import { ensurePostgres } from '../src/postgres.ts';
import { ensureRedis } from '../src/redis.ts';

async function failureSentenceOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return describeFailure(error);
  }
  throw new Error('expected a failure');
}

/** A port nothing listens on: taken from the OS and released at once. */
const closedPort = () => findFreePort();

describe('start-up sentences', () => {
  let busyServer: net.Server;
  let busyPort: number;

  beforeAll(async () => {
    busyServer = net.createServer();
    await new Promise<void>((resolve) => busyServer.listen(0, '127.0.0.1', resolve));
    busyPort = (busyServer.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => busyServer.close(resolve));
  });

  it('names a port in use and the setting that moves it', async () => {
    expect(await failureSentenceOf(assertPortFree(busyPort))).toBe(`Port ${busyPort} is already in use: stop the other program or set PORT.`);
    await expect(assertPortFree(await closedPort())).resolves.toBeUndefined();
  });

  it('names an unreachable DATABASE_URL without its password', async () => {
    const port = await closedPort();
    const sentence = await failureSentenceOf(ensurePostgres({ env: { DATABASE_URL: `postgres://app:secret@127.0.0.1:${port}/research_insights` } }));
    expect(sentence).toBe(`Cannot reach the database at postgres://app:***@127.0.0.1:${port}/research_insights: start it or unset DATABASE_URL to use the embedded one.`);
  });

  it('names an unreachable REDIS_URL', async () => {
    const port = await closedPort();
    expect(await failureSentenceOf(ensureRedis({ env: { REDIS_URL: `redis://127.0.0.1:${port}` } }))).toBe(
      `Cannot reach Redis at redis://127.0.0.1:${port}: start it or unset REDIS_URL to use a local redis-server.`,
    );
  });

  it('says what to install when redis-server is missing and installing is not allowed', async () => {
    const sentence = await failureSentenceOf(ensureRedis({ env: {}, redisServerCommand: 'redis-server-that-does-not-exist', installWhenMissing: false }));
    expect(sentence).toBe(
      'redis-server is not installed: install it (Debian/Ubuntu: sudo apt-get install -y redis-server; macOS: brew install redis) or set REDIS_URL to a Redis you run yourself.',
    );
  });
});

function runStart(env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'infra/src/start.ts'], { cwd: repoRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.once('error', reject);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output: output.trim() });
    });
  });
}

describe('npm start with bad input', () => {
  it('stops at once, with the sentence, when PORT is taken', async () => {
    const busy = net.createServer();
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
    const port = (busy.address() as net.AddressInfo).port;
    try {
      const { code, output } = await runStart({ PORT: String(port), DATABASE_URL: '', REDIS_URL: '' });
      expect(code).toBe(1);
      expect(output).toBe(`Port ${port} is already in use: stop the other program or set PORT.`);
    } finally {
      await new Promise((resolve) => busy.close(resolve));
    }
  });

  it('stops with the sentence when DATABASE_URL cannot be reached', async () => {
    const databasePort = await closedPort();
    const { code, output } = await runStart({ PORT: String(await closedPort()), DATABASE_URL: `postgres://postgres@127.0.0.1:${databasePort}/research_insights` });
    expect(code).toBe(1);
    expect(output).toBe(`Cannot reach the database at postgres://postgres@127.0.0.1:${databasePort}/research_insights: start it or unset DATABASE_URL to use the embedded one.`);
  });
});
