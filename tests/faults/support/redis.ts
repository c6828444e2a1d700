// A redis-server of the test's own on a free port, which it may stop and start again (the machine's
// shared Redis at 6379 is never touched). Configured as production should be: append-only file
// (what was queued survives a restart) and noeviction (BullMQ's keys must never be evicted).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { findFreePort, pingRedis } from '@ri/infra';
import { delay } from './stack.ts';

export interface OwnRedis {
  readonly url: string;
  readonly port: number;
  /** SIGTERM (Redis writes its append-only file and exits), resolves once it has exited */
  stop(): Promise<void>;
  /** starts it again on the same port and folder, resolves once it answers PING */
  start(): Promise<void>;
  /** stops it and removes its folder */
  dispose(): Promise<void>;
}

export async function startOwnRedis(): Promise<OwnRedis> {
  const port = await findFreePort();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'ri-faults-redis-'));
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  let exited: Promise<void> = Promise.resolve();

  const start = async () => {
    const server = spawn('redis-server', [
      '--port', String(port), '--bind', '127.0.0.1', '--dir', dir,
      '--appendonly', 'yes', '--save', '', '--maxmemory-policy', 'noeviction',
      '--daemonize', 'no', '--logfile', path.join(dir, 'redis.log'),
    ], { stdio: 'ignore' });
    child = server;
    exited = new Promise((resolve) => server.once('exit', () => resolve()));
    const deadline = Date.now() + 30_000;
    while (!(await pingRedis(url))) {
      if (server.exitCode !== null) throw new Error(`redis-server exited with ${server.exitCode} (log: ${dir}/redis.log)`);
      if (Date.now() > deadline) throw new Error(`redis-server did not answer on port ${port} within 30 s`);
      await delay(100);
    }
  };
  const stop = async () => {
    if (child && child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    child = null;
  };
  const stopOnExit = () => child?.kill('SIGKILL');
  process.once('exit', stopOnExit);
  await start();
  return {
    url, port, start, stop,
    async dispose() {
      await stop();
      process.removeListener('exit', stopOnExit);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
