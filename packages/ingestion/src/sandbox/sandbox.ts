// The one way to parse an untrusted file (docs/reliability.md, "The sandbox"): the parse runs in
// a worker thread with V8 resource limits and a wall-time bound, so that a hostile file costs at
// most one thread's heap and a bounded time, and the caller's event loop never runs the parser.
// Past a limit the run rejects with SandboxLimitExceeded carrying the sentence for the person.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { SandboxLimits } from './limits.ts';
import type { SandboxTaskInput, SandboxTaskName, SandboxTaskOutput } from './tasks.ts';

/** Compiled (dist/server, infra/bin/build.mjs): the thread is dist/server/sandbox.mjs; from the sources, boot.mjs loads thread.ts with tsx. */
const compiled = import.meta.url.endsWith('.mjs');
const THREAD_URL = compiled ? new URL('./sandbox.mjs', import.meta.url) : new URL('./boot.mjs', import.meta.url);
const THREAD_MODULE = new URL('./thread.ts', import.meta.url).href;

/** The file is past one of the sandbox's limits: `message` is the sentence for the person. */
export class SandboxLimitExceeded extends Error {
  constructor(message: string, readonly limit: 'input' | 'heap' | 'time' | 'task') {
    super(message);
    this.name = 'SandboxLimitExceeded';
  }
}

/** The task threw (an unreadable file, a format error): `kind` is the error's name in the thread. */
export class SandboxTaskError extends Error {
  constructor(message: string, readonly kind: string, readonly details: unknown) {
    super(message);
    this.name = 'SandboxTaskError';
  }
}

export interface SandboxRunOptions {
  limits: SandboxLimits;
  /** the sentence when the file is past a size limit (bytes, heap) */
  tooLarge: string;
  /** the sentence when the run takes longer than limits.wallMs */
  tookTooLong: string;
  /** the task's progress (0..100) */
  onProgress?: (pct: number, message: string) => void;
}

/** Figures of the last runs, for the benchmarks and the hostile-file tests (peak heap of a thread is its own). */
export interface SandboxRunFigures {
  task: string;
  ms: number;
  outcome: 'ok' | 'limit' | 'error';
}
const figureListeners = new Set<(figures: SandboxRunFigures) => void>();
export function onSandboxRun(listener: (figures: SandboxRunFigures) => void): () => void {
  figureListeners.add(listener);
  return () => figureListeners.delete(listener);
}

/** Bytes of the input's binary parts (what limits.inputBytes bounds). */
function inputBytes(input: unknown): number {
  if (input instanceof Uint8Array) return input.byteLength;
  if (typeof input === 'string') return Buffer.byteLength(input);
  if (input && typeof input === 'object') return Object.values(input).reduce<number>((sum, value) => sum + (value instanceof Uint8Array || typeof value === 'string' ? inputBytes(value) : 0), 0);
  return 0;
}

/** A thread that ended its last run cleanly, kept for the next run of the same task. */
interface IdleThread {
  worker: Worker;
  runs: number;
  timer: NodeJS.Timeout;
}
const idle = new Map<string, IdleThread[]>();
/** A kept thread ends after this long without work, or after this many runs (its heap starts afresh). */
const IDLE_MS = 60_000;
const MAX_RUNS = 50;
let nextRunId = 1;

/**
 * Runs at a time in this process (SANDBOX_THREADS, default: the cores, at least 2); the others wait
 * their turn, so that a page of 50 profiles does not start 50 threads at once.
 */
const MAX_RUNNING = Number(process.env.SANDBOX_THREADS) > 0 ? Number(process.env.SANDBOX_THREADS) : Math.max(2, availableParallelism());
let running = 0;
const waiting: Array<() => void> = [];
async function slot(): Promise<() => void> {
  if (running >= MAX_RUNNING) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    running -= 1;
    waiting.shift()?.();
  };
}
/** A new thread has this long to load tsx and the task module before its run's own clock starts. */
const START_MS = 120_000;

function takeIdle(task: string): { worker: Worker; runs: number } | null {
  const list = idle.get(task);
  const thread = list?.pop();
  if (!thread) return null;
  clearTimeout(thread.timer);
  thread.worker.ref();
  return { worker: thread.worker, runs: thread.runs };
}

function keep(task: string, worker: Worker, runs: number): void {
  if (runs >= MAX_RUNS) return void worker.terminate();
  worker.removeAllListeners('message');
  worker.removeAllListeners('error');
  worker.removeAllListeners('exit');
  worker.on('error', () => {});
  worker.on('exit', () => {
    const list = idle.get(task) ?? [];
    idle.set(task, list.filter((t) => t.worker !== worker));
  });
  worker.unref();
  const timer = setTimeout(() => void worker.terminate(), IDLE_MS);
  timer.unref();
  const list = idle.get(task) ?? [];
  list.push({ worker, runs, timer });
  idle.set(task, list);
}

/** Ends the kept threads (tests and shutdown). */
export async function closeSandboxThreads(): Promise<void> {
  const all = [...idle.values()].flat();
  idle.clear();
  await Promise.all(all.map((thread) => { clearTimeout(thread.timer); return thread.worker.terminate(); }));
}

function newThread(heapMb: number): Worker {
  return new Worker(THREAD_URL, {
    workerData: { moduleUrl: THREAD_MODULE },
    // from the sources the thread registers tsx itself (boot.mjs); a parent's test-runner flags are not its business
    execArgv: [],
    resourceLimits: { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
    stdout: false,
    stderr: false,
  });
}

/**
 * Runs `task` on `input` in a sandbox thread: a kept thread of the same task when one is idle,
 * otherwise a new one. Rejects with SandboxLimitExceeded past a limit (the thread is ended), with
 * SandboxTaskError when the task refused the file.
 */
export function runSandboxed<K extends SandboxTaskName>(task: K, input: SandboxTaskInput<K>, options: SandboxRunOptions): Promise<SandboxTaskOutput<K>> {
  const started = performance.now();
  const report = (outcome: SandboxRunFigures['outcome']) => {
    for (const listener of figureListeners) listener({ task, ms: performance.now() - started, outcome });
  };
  if (inputBytes(input) > options.limits.inputBytes) {
    report('limit');
    return Promise.reject(new SandboxLimitExceeded(options.tooLarge, 'input'));
  }
  return slot().then((release) => new Promise<SandboxTaskOutput<K>>((resolve, reject) => {
    const kept = takeIdle(task);
    const worker = kept?.worker ?? newThread(options.limits.heapMb);
    const runs = (kept?.runs ?? 0) + 1;
    const id = nextRunId++;
    let settled = false;
    const settle = (outcome: SandboxRunFigures['outcome'], done: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      report(outcome);
      // a clean run leaves the thread for the next one; any other end ends the thread
      if (outcome === 'ok') keep(task, worker, runs);
      else void worker.terminate();
      release();
      done();
    };
    // the wall time counts from the moment the thread is ready (a new thread's start-up has its own bound)
    const tooLong = () => settle('limit', () => reject(new SandboxLimitExceeded(options.tookTooLong, 'time')));
    let timer = kept ? setTimeout(tooLong, options.limits.wallMs) : setTimeout(() => settle('error', () => reject(new Error(`The sandbox thread of ${task} did not start within ${START_MS / 1000} s`))), START_MS);
    type Message = { id?: number; type: string; value?: unknown; pct?: number; message?: string; name?: string; limit?: boolean; details?: unknown };
    worker.on('message', (message: Message) => {
      if (message.type === 'ready') {
        clearTimeout(timer);
        timer = setTimeout(tooLong, options.limits.wallMs);
        return;
      }
      if (message.id !== id) return;
      if (message.type === 'progress') options.onProgress?.(message.pct ?? 0, message.message ?? '');
      else if (message.type === 'result') settle('ok', () => resolve(message.value as SandboxTaskOutput<K>));
      else if (message.limit) settle('limit', () => reject(new SandboxLimitExceeded(message.message ?? options.tooLarge, 'task')));
      else settle('error', () => reject(new SandboxTaskError(message.message ?? 'The file could not be read', message.name ?? 'Error', message.details)));
    });
    worker.on('error', (error: NodeJS.ErrnoException) => {
      // ERR_WORKER_OUT_OF_MEMORY: the heap limit ended the thread, and only the thread
      if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') settle('limit', () => reject(new SandboxLimitExceeded(options.tooLarge, 'heap')));
      else if (error instanceof RangeError && /call stack/i.test(error.message)) settle('limit', () => reject(new SandboxLimitExceeded(options.tooLarge, 'heap')));
      else settle('error', () => reject(error));
    });
    worker.on('exit', (code) => settle('error', () => reject(new Error(`The sandbox thread of ${task} exited (${code}) without an answer`))));
    worker.postMessage({ id, task, input });
  }));
}
