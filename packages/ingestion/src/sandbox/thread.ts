// The body of every sandbox thread (docs/reliability.md, "The sandbox"): runs one task at a time as
// the parent asks and posts each answer. From the sources it is loaded by boot.mjs (which registers
// tsx first); the compiled build runs it as dist/server/sandbox.mjs (infra/bin/build.mjs).
import { parentPort } from 'node:worker_threads';
import { SANDBOX_TASKS, type SandboxTaskName } from './tasks.ts';

const port = parentPort!;
port.on('message', async ({ id, task, input }: { id: number; task: SandboxTaskName; input: never }) => {
  try {
    const progress = (pct: number, message: string) => port.postMessage({ id, type: 'progress', pct, message });
    const value = await (SANDBOX_TASKS[task] as (input: unknown, context: { progress: typeof progress }) => Promise<unknown>)(input, { progress });
    port.postMessage({ id, type: 'result', value });
  } catch (error) {
    const failure = error instanceof Error ? error : new Error(String(error));
    port.postMessage({ id, type: 'error', name: failure.name, message: failure.message, limit: failure.name === 'LimitExceeded', details: (failure as { details?: unknown }).details ?? null });
  }
});
port.postMessage({ type: 'ready' });
