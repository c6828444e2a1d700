// The product as it runs in production, on loopback: the API and the workers as their own processes
// (node --import tsx, as `npm start` runs them) against a database and a Redis the caller names,
// with a mail catcher. Each stack has its own port, queue prefix, storage folder and log file.
import { randomBytes } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import {
  appEntry, applicationEnvironment, describeExit, findFreePort, ProcessExitedEarly, repoRoot, startAppProcess, startMailCatcher, waitForHealthy,
  type AppProcess, type MailCatcher,
} from '@ri/infra';
import { DEMO_PASSWORD } from './demoDatabase.ts';

export interface StackOptions {
  /** names the log file: test-results/faults-<name>.log */
  name: string;
  databaseUrl: string;
  redisUrl: string;
  /** start the workers process too (default true) */
  withWorkers?: boolean;
  /** added to both processes' environment */
  env?: Record<string, string>;
  /** the API's NODE_ENV (default test: load shedding off, so that a busy machine does not decide an outcome) */
  nodeEnv?: 'test' | 'production';
  /** Node.js options for both processes' command lines (V8 flags NODE_OPTIONS refuses, e.g. --no-memory-reducer) */
  nodeArguments?: readonly string[];
  /** run the compiled bundles (`npm run build` first) instead of the TypeScript sources (default false) */
  compiled?: boolean;
}

export interface Stack {
  readonly baseUrl: string;
  readonly queuePrefix: string;
  readonly logFile: string;
  api: AppProcess;
  workers: AppProcess | null;
  /** starts (another) workers process and resolves once its queues and schedulers are registered */
  startWorkers(): Promise<AppProcess>;
  /** starts (another) API process on the same port and resolves once it answers /api/health */
  startApi(): Promise<AppProcess>;
  /** stops both processes (SIGTERM, then SIGKILL), the mail catcher, removes the queue keys and storage */
  stop(): Promise<void>;
}

/** Waiting for a line the workers print once every queue has a worker and the schedulers are registered. */
const WORKERS_READY = 'nightly job schedulers registered';

export async function startStack(options: StackOptions): Promise<Stack> {
  const resultsDir = path.join(repoRoot, 'test-results');
  await mkdir(resultsDir, { recursive: true });
  const logFile = path.join(resultsDir, `faults-${options.name}.log`);
  const log: WriteStream = createWriteStream(logFile, { flags: 'w' });
  const mail: MailCatcher = await startMailCatcher();
  const storageDir = await mkdtemp(path.join(os.tmpdir(), 'ri-faults-storage-'));
  const port = await findFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const queuePrefix = `ri-faults-${process.pid}-${randomBytes(3).toString('hex')}`;
  const env: NodeJS.ProcessEnv = {
    ...applicationEnvironment({
      databaseUrl: options.databaseUrl,
      redisUrl: options.redisUrl,
      smtpUrl: mail.smtpUrl,
      port,
      host: '127.0.0.1',
      publicUrl: baseUrl,
      jwtSecret: randomBytes(32).toString('hex'),
      queuePrefix,
      storageDir,
      // no web build: the API alone
      webDist: path.join(storageDir, 'no-web'),
      nodeEnv: options.nodeEnv ?? 'test',
    }),
    LOG_LEVEL: 'info',
    ...options.env,
  };
  const writer = (name: string) => (line: string) => log.write(`${new Date().toISOString()} [${name}] ${line}\n`);

  const startApi = async (): Promise<AppProcess> => {
    const api = startAppProcess({ name: 'api', entry: appEntry('api', options.compiled ?? false), env, nodeArguments: options.nodeArguments, onLine: writer('api') });
    try {
      await waitForHealthy(`${baseUrl}/api/health`, [api], 180_000);
    } catch (error) {
      throw explain(error, logFile);
    }
    return api;
  };

  const startWorkers = async (): Promise<AppProcess> => {
    let markReady: () => void = () => {};
    const ready = new Promise<void>((resolve) => { markReady = resolve; });
    const onLine = writer('workers');
    const workers = startAppProcess({
      name: 'workers', entry: appEntry('workers', options.compiled ?? false), env, nodeArguments: options.nodeArguments,
      onLine: (line) => {
        onLine(line);
        if (line.includes(WORKERS_READY)) markReady();
      },
    });
    const exitedEarly = workers.exited.then((status) => { throw explain(new ProcessExitedEarly(workers, status), logFile); });
    // the deadline's timer is cleared once the race is decided: left running, it kept every benchmark and fault run's
    // process alive until 180 s after the workers started (the "2 minutes to stop" after a short run)
    let deadline: NodeJS.Timeout | undefined;
    const tooLate = new Promise<never>((_resolve, reject) => {
      deadline = setTimeout(() => reject(new Error(`The workers did not start within 180 s (log: ${logFile}).`)), 180_000);
    });
    try {
      await Promise.race([ready, exitedEarly, tooLate]);
    } finally {
      clearTimeout(deadline);
    }
    exitedEarly.catch(() => {});
    return workers;
  };

  const stack: Stack = {
    baseUrl, queuePrefix, logFile,
    api: await startApi(),
    workers: null,
    startWorkers, startApi,
    async stop() {
      await Promise.all([stack.api.stop(10_000), stack.workers?.stop(10_000)]);
      await mail.stop().catch(() => {});
      await removeQueueKeys(options.redisUrl, queuePrefix).catch(() => {});
      await rm(storageDir, { recursive: true, force: true });
      await new Promise((resolve) => log.end(resolve));
    },
  };
  try {
    if (options.withWorkers ?? true) stack.workers = await startWorkers();
  } catch (error) {
    await stack.stop();
    throw error;
  }
  return stack;
}

function explain(error: unknown, logFile: string): Error {
  if (error instanceof ProcessExitedEarly) {
    return new Error(`The ${error.process.name} process exited ${describeExit(error.status)} before it was ready (log: ${logFile}). Its last lines:\n${error.process.lastLines()}`);
  }
  return error as Error;
}

/** Deletes this stack's BullMQ keys (its prefix only: other engineers' queues share the Redis). */
async function removeQueueKeys(redisUrl: string, prefix: string): Promise<void> {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1, retryStrategy: () => null });
  redis.on('error', () => {});
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

export const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it answers something other than undefined/false, or fails after timeoutMs naming `what`. */
export async function waitFor<T>(what: string, check: () => Promise<T | undefined | false>, timeoutMs = 120_000, everyMs = 200): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined && value !== false) return value;
    } catch (error) {
      // a check that knows waiting cannot help (a failed job) says so with `fatal`
      if ((error as { fatal?: boolean }).fatal) throw error;
      lastError = error;
    }
    if (Date.now() > deadline) {
      throw new Error(`Timed out after ${Math.round(timeoutMs / 1000)} s waiting for ${what}${lastError ? ` (last error: ${(lastError as Error).message})` : ''}.`);
    }
    await delay(everyMs);
  }
}

// ------------------------------------------------------------------ HTTP

export interface Answer {
  status: number;
  /** parsed JSON when the answer was JSON, else the text */
  body: unknown;
  text: string;
  ms: number;
  headers: Headers;
}

export interface CallInit {
  method?: string;
  token?: string;
  body?: unknown;
  form?: FormData;
  /** the client gives up after this long and the call rejects (a hang is a failure, never a wait) */
  timeoutMs?: number;
}

export async function call(baseUrl: string, pathAndQuery: string, init: CallInit = {}): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  let body: BodyInit | undefined;
  if (init.form) body = init.form;
  else if (init.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.body);
  }
  const started = performance.now();
  const method = init.method ?? (body === undefined ? 'GET' : 'POST');
  const send = () => fetch(`${baseUrl}${pathAndQuery}`, { method, headers, body, signal: AbortSignal.timeout(init.timeoutMs ?? 30_000) });
  let response: Response;
  try {
    response = await send();
  } catch (error) {
    // a kept-alive socket the server closed while this process was busy (generating a corpus for over the
    // API's 72 s keep-alive) fails the next request before the server sees it: a GET is sent once more
    if (method !== 'GET' || (error as { cause?: { code?: string } }).cause?.code !== 'UND_ERR_SOCKET') throw error;
    response = await send();
  }
  const text = await response.text();
  let parsed: unknown = text;
  if (response.headers.get('content-type')?.includes('json')) {
    try { parsed = JSON.parse(text); } catch { /* the text, then */ }
  }
  return { status: response.status, body: parsed, text, ms: performance.now() - started, headers: response.headers };
}

/** Signs a demo account in; its bearer token. */
export async function login(baseUrl: string, username: string): Promise<string> {
  const answer = await call(baseUrl, '/api/login', { body: { username, password: DEMO_PASSWORD } });
  if (answer.status !== 200) throw new Error(`login as ${username}: ${answer.status} ${answer.text}`);
  return (answer.body as { access_token: string }).access_token;
}

/** A job run as GET /api/jobs/:queue/:jobId answers it. */
export interface JobRunAnswer { status: string; progress: { pct?: number; stage?: string }; result: unknown; error: string | null }

export async function jobRun(baseUrl: string, token: string, queue: string, jobId: string): Promise<JobRunAnswer> {
  const answer = await call(baseUrl, `/api/jobs/${encodeURIComponent(queue)}/${encodeURIComponent(jobId)}`, { token });
  if (answer.status !== 200) throw new Error(`job ${queue}/${jobId}: ${answer.status} ${answer.text}`);
  return answer.body as JobRunAnswer;
}

/** Waits until the job run is completed (fails at once when it failed); its result. */
export async function waitForJobCompleted(baseUrl: string, token: string, queue: string, jobId: string, timeoutMs = 300_000): Promise<JobRunAnswer> {
  return waitFor(`job ${queue}/${jobId} to complete`, async () => {
    const run = await jobRun(baseUrl, token, queue, jobId);
    if (run.status === 'failed') throw Object.assign(new Error(`job ${queue}/${jobId} failed: ${run.error}`), { fatal: true });
    return run.status === 'completed' ? run : undefined;
  }, timeoutMs, 500);
}
