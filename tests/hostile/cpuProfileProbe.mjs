// Preloaded into the API process by `npm run bench:hostile` and the hostile-file test when HOSTILE_BENCH_PROFILE_DIR
// is set (NODE_OPTIONS does not allow --cpu-prof): samples the API's main thread with the inspector's CPU profiler
// (every HOSTILE_BENCH_PROFILE_INTERVAL_US µs, default 200) and, on SIGUSR2 and at exit, writes what it has to
// HOSTILE_BENCH_PROFILE_DIR/api-<pid>-<n>.cpuprofile with the wall-clock time of its end, then starts again. Writing
// a profile holds the loop for hundreds of ms on a loaded machine, so the benchmark asks for it between two
// measured windows (writing one every 15 s put that pause inside the windows). Then `node tests/hostile/longTasks.mjs DIR` can name what ran in each stretch of
// the loop that was not idle (docs/reliability.md, "The API's event loop"). Garbage collections longer than
// 2 ms go to gc.log in the same folder. Not part of the product.
import { appendFileSync, renameSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { PerformanceObserver, performance } from 'node:perf_hooks';
import workerThreads from 'node:worker_threads';

const directory = process.env.HOSTILE_BENCH_PROFILE_DIR;
if (directory && workerThreads.isMainThread && process.argv.some((a) => a.includes('services/api/src/main') || a.endsWith('dist/server/api.mjs'))) {
  const session = new Session();
  session.connect();
  let n = 0;
  const interval = Number(process.env.HOSTILE_BENCH_PROFILE_INTERVAL_US ?? 200);
  const start = (done = () => {}) => session.post('Profiler.enable', () => session.post('Profiler.setSamplingInterval', { interval }, () => session.post('Profiler.start', () => done())));
  const dump = () => {
    // the profile's clock is the monotonic one: its end is stored beside the wall clock to convert
    const mono = Number(process.hrtime.bigint() / 1000n);
    const wall = Date.now();
    session.post('Profiler.stop', (error, result) => {
      const text = error ? null : JSON.stringify({ ...result.profile, mono, wall, intervalUs: interval });
      // restarting the profiler takes a few hundred ms on a loaded machine: the file appears (renamed whole) only
      // once it runs again, so that a benchmark waiting for it starts its next window after both pauses
      start(() => {
        if (text === null) return;
        const file = `${directory}/api-${process.pid}-${n++}.cpuprofile`;
        writeFileSync(`${file}.part`, text);
        renameSync(`${file}.part`, file);
      });
    });
  };
  start();
  process.on('exit', dump);
  process.on('SIGUSR2', dump);
  const kinds = { 1: 'scavenge', 2: 'minor mark-sweep', 4: 'mark-sweep-compact', 8: 'incremental marking', 16: 'weak callbacks' };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.duration <= 2) continue;
      appendFileSync(`${directory}/gc.log`, `${new Date(performance.timeOrigin + entry.startTime).toISOString()} ${kinds[entry.detail?.kind] ?? entry.detail?.kind} ${entry.duration.toFixed(1)} ms (wall), heap used ${(process.memoryUsage().heapUsed / 1e6).toFixed(0)} MB\n`);
    }
  }).observe({ entryTypes: ['gc'] });
}
