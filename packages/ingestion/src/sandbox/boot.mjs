// The entry of every sandbox thread (docs/reliability.md, "The sandbox"): registers tsx so that the
// TypeScript task module loads (Node 20 does not hand a parent's --import hooks to worker threads),
// then runs one task at a time as the parent asks and posts each answer. A thread that finished a
// run cleanly is kept for the next run of the same task (its libraries stay loaded); one that
// failed is terminated by the parent. Plain JavaScript for the reason above.
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const tasks = (await import(workerData.moduleUrl)).SANDBOX_TASKS;
parentPort.on('message', async ({ id, task, input }) => {
  try {
    const progress = (pct, message) => parentPort.postMessage({ id, type: 'progress', pct, message });
    const value = await tasks[task](input, { progress });
    parentPort.postMessage({ id, type: 'result', value });
  } catch (error) {
    const failure = error instanceof Error ? error : new Error(String(error));
    parentPort.postMessage({ id, type: 'error', name: failure.name, message: failure.message, limit: failure.name === 'LimitExceeded', details: failure.details ?? null });
  }
});
parentPort.postMessage({ type: 'ready' });
