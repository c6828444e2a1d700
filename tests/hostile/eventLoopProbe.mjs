// Preloaded into the API and workers processes by the hostile-file test and benchmark (NODE_OPTIONS=--import):
// - measures the event loop's delay with perf_hooks and appends, every 250 ms, the window's maximum and
//   99th percentile (ms) to EVENT_LOOP_PROBE_DIR/<pid>.jsonl;
// - counts the worker threads the process starts (worker_threads.Worker, replaced by a counting subclass
//   before any module imports it) and names the parser libraries it loads (a module resolve hook), in
//   EVENT_LOOP_PROBE_DIR/<pid>.diagnostics.json, written at start and at each change;
// - records each garbage collection of the main thread (its kind: 1 scavenge, 4 mark-sweep-compact, ...) with its
//   start, its pause and the heap in use after it, in EVENT_LOOP_PROBE_DIR/<pid>.gc.jsonl (the benchmark counts the
//   major ones per window and holds each window's worst loop delay against the pauses at that moment);
// - sets the V8 flags named in EVENT_LOOP_PROBE_V8_FLAGS (e.g. `--trace-gc`, which NODE_OPTIONS refuses) at start,
//   so that the benchmark can read why and when the process collects (`npm run bench:hostile -- --v8-flags=...`).
// The hostile-file test asserts that the API process starts no thread and loads no parser
// (docs/reliability.md, "Hostile files"). Not part of the product.
import { appendFileSync, writeFileSync } from 'node:fs';
import { register, syncBuiltinESMExports } from 'node:module';
import path from 'node:path';
import { monitorEventLoopDelay, performance, PerformanceObserver } from 'node:perf_hooks';
import v8 from 'node:v8';
import workerThreads, { MessageChannel } from 'node:worker_threads';

const directory = process.env.EVENT_LOOP_PROBE_DIR;
if (directory && workerThreads.isMainThread) {
  for (const flag of (process.env.EVENT_LOOP_PROBE_V8_FLAGS ?? '').split(/\s+/).filter(Boolean)) v8.setFlagsFromString(flag);
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
      // kind: perf_hooks.constants.NODE_PERFORMANCE_GC_MINOR (1, scavenge), _MAJOR (4, mark-sweep-compact), ...
      appendFileSync(gcFile, `${JSON.stringify({ t: Math.round(performance.timeOrigin + entry.startTime), ms: Math.round(entry.duration * 10) / 10, kind: entry.detail?.kind, heapUsedMb: Math.round(process.memoryUsage().heapUsed / 1e5) / 10 })}\n`);
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
