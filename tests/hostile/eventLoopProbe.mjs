// Preloaded into the API process by the hostile-file test and benchmark (NODE_OPTIONS=--import):
// measures the event loop's delay with perf_hooks and appends, every 250 ms, the window's maximum
// and 99th percentile (ms) to EVENT_LOOP_PROBE_DIR/<pid>.jsonl. Not part of the product.
import { appendFileSync } from 'node:fs';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const directory = process.env.EVENT_LOOP_PROBE_DIR;
if (directory) {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  const file = path.join(directory, `${process.pid}.jsonl`);
  setInterval(() => {
    appendFileSync(file, `${JSON.stringify({ t: Date.now(), maxMs: histogram.max / 1e6, p99Ms: histogram.percentile(99) / 1e6 })}\n`);
    histogram.reset();
  }, 250).unref();
}
