// Preloaded into the API and workers processes by the hostile-file test and benchmark (NODE_OPTIONS=--import):
// - measures the event loop's delay with perf_hooks and appends, every 250 ms, the window's maximum and
//   99th percentile (ms) to EVENT_LOOP_PROBE_DIR/<pid>.jsonl;
// - counts the worker threads the process starts (worker_threads.Worker, replaced by a counting subclass
//   before any module imports it) and names the parser libraries it loads (a module resolve hook), in
//   EVENT_LOOP_PROBE_DIR/<pid>.diagnostics.json, written at start and at each change;
// - records each major garbage collection (mark-sweep-compact) of the main thread with its pause and the heap in use
//   after it, in EVENT_LOOP_PROBE_DIR/<pid>.gc.jsonl (what the benchmark counts per window).
// The hostile-file test asserts that the API process starts no thread and loads no parser
// (docs/reliability.md, "Hostile files"). Not part of the product.
import { appendFileSync, writeFileSync } from 'node:fs';
import { register, syncBuiltinESMExports } from 'node:module';
import path from 'node:path';
import { monitorEventLoopDelay, performance, PerformanceObserver } from 'node:perf_hooks';
import workerThreads, { MessageChannel } from 'node:worker_threads';

const directory = process.env.EVENT_LOOP_PROBE_DIR;
if (directory && workerThreads.isMainThread) {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  const file = path.join(directory, `${process.pid}.jsonl`);
  setInterval(() => {
    appendFileSync(file, `${JSON.stringify({ t: Date.now(), maxMs: histogram.max / 1e6, p99Ms: histogram.percentile(99) / 1e6 })}\n`);
    histogram.reset();
  }, 250).unref();
  const gcFile = path.join(directory, `${process.pid}.gc.jsonl`);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      // 4: mark-sweep-compact (perf_hooks.constants.NODE_PERFORMANCE_GC_MAJOR)
      if (entry.detail?.kind !== 4) continue;
      appendFileSync(gcFile, `${JSON.stringify({ t: Math.round(performance.timeOrigin + entry.startTime), ms: Math.round(entry.duration * 10) / 10, heapUsedMb: Math.round(process.memoryUsage().heapUsed / 1e5) / 10 })}\n`);
    }
  }).observe({ entryTypes: ['gc'] });

  const diagnostics = { pid: process.pid, argv: process.argv.slice(1), threadsStarted: 0, parsersLoaded: [] };
  const save = () => writeFileSync(path.join(directory, `${process.pid}.diagnostics.json`), `${JSON.stringify(diagnostics)}\n`);
  const Original = workerThreads.Worker;
  workerThreads.Worker = class CountedWorker extends Original {
    constructor(...args) {
      super(...args);
      diagnostics.threadsStarted += 1;
      save();
    }
  };
  // `import { Worker } from 'node:worker_threads'` in any module now binds the counting class
  syncBuiltinESMExports();
  const { port1, port2 } = new MessageChannel();
  port1.on('message', (name) => {
    if (diagnostics.parsersLoaded.includes(name)) return;
    diagnostics.parsersLoaded.push(name);
    save();
  });
  port1.unref();
  register('./parserWatch.hooks.mjs', import.meta.url, { data: { port: port2 }, transferList: [port2] });
  save();
}
