// What the hostile-file test and benchmark watch while a file is processed (docs/reliability.md,
// "Hostile files"): /api/health's latency, sampled every 100 ms; the workers process's resident
// memory, from /proc every 100 ms; and the API's event-loop delay, from eventLoopProbe.mjs.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

export const EVENT_LOOP_PROBE = new URL('./eventLoopProbe.mjs', import.meta.url).href;
/** The API's CPU profiler (cpuProfileProbe.mjs), preloaded by the hostile-file test and benchmark. */
export const CPU_PROFILE_PROBE = new URL('./cpuProfileProbe.mjs', import.meta.url).href;

export interface WindowFigures {
  healthRequests: number;
  healthFailures: number;
  healthP50Ms: number;
  healthP99Ms: number;
  healthMaxMs: number;
  workerPeakRssMb: number;
  apiEventLoopMaxMs: number | null;
  apiEventLoopP99Ms: number | null;
  /** the same figures of an idle Node process started beside the API (`controlPid`): what the machine alone does to a loop */
  controlEventLoopMaxMs: number | null;
  controlEventLoopP99Ms: number | null;
  /** the API's major garbage collections (mark-sweep-compact) that started in the window, and the longest one's pause */
  apiMajorGcs: number;
  apiMajorGcMaxMs: number | null;
}

/** A major garbage collection as eventLoopProbe.mjs records it: start (ms since the epoch), pause, heap in use after it. */
export interface MajorGc { t: number; ms: number; heapUsedMb: number }

/** The major garbage collections the probe recorded in a process. */
export async function majorGcs(probeDir: string, pid: number | undefined): Promise<MajorGc[]> {
  if (!pid) return [];
  const text = await readFile(path.join(probeDir, `${pid}.gc.jsonl`), 'utf8').catch(() => '');
  return text.split('\n').filter(Boolean).map((line) => JSON.parse(line) as MajorGc);
}

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/** Starts sampling; `window()` ends it and answers the figures of the time in between. */
export function observe(options: { baseUrl: string; workerPid: number | undefined; apiPid: number | undefined; probeDir: string | null; controlPid?: number }) {
  const started = Date.now();
  const health: Array<{ ms: number; ok: boolean }> = [];
  let peakRss = 0;
  let stopped = false;
  const healthLoop = (async () => {
    while (!stopped) {
      const t = performance.now();
      try {
        const response = await fetch(`${options.baseUrl}/api/health`, { signal: AbortSignal.timeout(10_000) });
        await response.arrayBuffer();
        health.push({ ms: performance.now() - t, ok: response.ok });
      } catch {
        health.push({ ms: performance.now() - t, ok: false });
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  const memory = setInterval(() => {
    if (options.workerPid) void rssMb(options.workerPid).then((mb) => { peakRss = Math.max(peakRss, mb); });
  }, 100);
  return {
    async window(): Promise<WindowFigures> {
      stopped = true;
      clearInterval(memory);
      await healthLoop;
      const ended = Date.now();
      // each process's 250 ms windows of the probe that fall in this window (max: the highest delay seen; p99: the
      // highest of the 250 ms windows' 99th percentiles)
      const windows = async (pid: number | undefined) => {
        if (!options.probeDir || !pid) return [];
        const text = await readFile(path.join(options.probeDir, `${pid}.jsonl`), 'utf8').catch(() => '');
        return text.split('\n').filter(Boolean).map((line) => JSON.parse(line) as { t: number; maxMs: number; p99Ms: number }).filter((w) => w.t >= started && w.t <= ended + 250);
      };
      const summary = (loop: Array<{ maxMs: number; p99Ms: number }>) => loop.length === 0
        ? { max: null, p99: null }
        : { max: Math.round(Math.max(...loop.map((w) => w.maxMs)) * 10) / 10, p99: Math.round(Math.max(...loop.map((w) => w.p99Ms)) * 10) / 10 };
      const api = summary(await windows(options.apiPid));
      const control = summary(await windows(options.controlPid));
      const gcs = options.probeDir ? (await majorGcs(options.probeDir, options.apiPid)).filter((gc) => gc.t >= started && gc.t <= ended) : [];
      const ms = health.map((h) => h.ms);
      return {
        healthRequests: health.length,
        healthFailures: health.filter((h) => !h.ok).length,
        healthP50Ms: Math.round(percentile(ms, 50) * 10) / 10,
        healthP99Ms: Math.round(percentile(ms, 99) * 10) / 10,
        healthMaxMs: Math.round(Math.max(0, ...ms) * 10) / 10,
        workerPeakRssMb: Math.round(peakRss),
        apiEventLoopMaxMs: api.max,
        apiEventLoopP99Ms: api.p99,
        controlEventLoopMaxMs: control.max,
        controlEventLoopP99Ms: control.p99,
        apiMajorGcs: gcs.length,
        apiMajorGcMaxMs: gcs.length === 0 ? null : Math.max(...gcs.map((gc) => gc.ms)),
      };
    },
  };
}
