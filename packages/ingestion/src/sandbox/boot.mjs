// The entry of a sandbox thread run from the TypeScript sources (docs/reliability.md, "The sandbox"):
// registers tsx, because Node 20 does not hand a parent's --import hooks to worker threads, then loads
// thread.ts. Plain JavaScript for that reason. The compiled build needs neither (dist/server/sandbox.mjs).
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.moduleUrl);
