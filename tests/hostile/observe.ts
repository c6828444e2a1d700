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
  /** the same figures of the idle Node processes started beside the API (`controlPids`; the highest of them): what the
   * machine alone does to a loop that has nothing to do */
  controlEventLoopMaxMs: number | null;
  controlEventLoopP99Ms: number | null;
  /** the API's major garbage collections (mark-sweep-compact) that started in the window, and the longest one's pause */
  apiMajorGcs: number;
  apiMajorGcMaxMs: number | null;
  /** the longest pause of any of the API's garbage collections (scavenges too) that started in the window */
  apiGcMaxMs: number | null;
  /** the moment of the API's worst loop delay in the window (the probe's 250 ms slot that holds it; null without one) */
  worst: WorstMoment | null;
}

/** The API's worst 250 ms slot of a window, and what else happened in the same 250 ms. */
export interface WorstMoment {
  /** the slot's end, ms since the epoch */
  t: number;
  apiDelayMs: number;
  /** the highest delay any idle control saw in a slot overlapping this one (null: no control slot overlapped) */
  controlDelayMs: number | null;
  /** the longest pause of a garbage collection of the API in the slot (0: none) */
  apiGcPauseMs: number;
}

/** A garbage collection as eventLoopProbe.mjs records it: start (ms since the epoch), pause, kind (1 scavenge,
 * 4 mark-sweep-compact: perf_hooks.constants.NODE_PERFORMANCE_GC_*), heap in use after it. */
export interface Gc { t: number; ms: number; kind: number; heapUsedMb: number }
export type MajorGc = Gc;

/** Every garbage collection the probe recorded in a process. */
export async function gcs(probeDir: string, pid: number | undefined): Promise<Gc[]> {
  if (!pid) return [];
  const text = await readFile(path.join(probeDir, `${pid}.gc.jsonl`), 'utf8').catch(() => '');
  return text.split('\n').filter(Boolean).map((line) => JSON.parse(line) as Gc);
}

/** The major garbage collections (mark-sweep-compact) the probe recorded in a process. */
export async function majorGcs(probeDir: string, pid: number | undefined): Promise<MajorGc[]> {
  return (await gcs(probeDir, pid)).filter((gc) => gc.kind === 4);
}

/** The probe's slot length (eventLoopProbe.mjs writes one line per slot, at its end). */
const SLOT_MS = 250;

/**
 * The API's worst slot against the controls' slots that overlap it and the API's collections in it: a delay caused by
 * the machine shows in an idle process at the same moment; one caused by a garbage collection has the pause beside it.
 * A slot covers the time since the slot before it (a slot whose timer was itself delayed covers more than 250 ms).
 */
export function worstMoment(api: Slot[], controls: Slot[][], apiGcs: Gc[]): WorstMoment | null {
  if (api.length === 0) return null;
  const worst = api.reduce((a, b) => (b.maxMs > a.maxMs ? b : a));
  const overlapping = controls.flat().filter((slot) => slot.t > worst.from && slot.from < worst.t);
  // a collection whose pause overlaps the slot (it may have started in the slot before)
  const pauses = apiGcs.filter((gc) => gc.t <= worst.t && gc.t + gc.ms >= worst.from).map((gc) => gc.ms);
  return {
    t: worst.t,
    apiDelayMs: round(worst.maxMs),
    controlDelayMs: overlapping.length === 0 ? null : round(Math.max(...overlapping.map((slot) => slot.maxMs))),
    apiGcPauseMs: round(Math.max(0, ...pauses)),
  };
}

/** One line of eventLoopProbe.mjs: the slot's end (ms since the epoch), its max delay and 99th percentile; and its
 * start, the slot before it's end (250 ms before its end for a process's first slot). */
export interface Slot { t: number; maxMs: number; p99Ms: number; from: number }

/** A process's slots, each with its start. */
export function slots(lines: Array<Omit<Slot, 'from'>>): Slot[] {
  return lines.map((slot, i) => ({ ...slot, from: i === 0 ? slot.t - SLOT_MS : lines[i - 1]!.t }));
}

const round = (ms: number) => Math.round(ms * 10) / 10;

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
export function observe(options: { baseUrl: string; workerPid: number | undefined; apiPid: number | undefined; probeDir: string | null; controlPids?: Array<number | undefined> }) {
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
      const windows = async (pid: number | undefined): Promise<Slot[]> => {
        if (!options.probeDir || !pid) return [];
        const text = await readFile(path.join(options.probeDir, `${pid}.jsonl`), 'utf8').catch(() => '');
        return slots(text.split('\n').filter(Boolean).map((line) => JSON.parse(line) as Omit<Slot, 'from'>)).filter((w) => w.t >= started && w.t <= ended + SLOT_MS);
      };
      const summary = (loop: Slot[]) => loop.length === 0
        ? { max: null, p99: null }
        : { max: round(Math.max(...loop.map((w) => w.maxMs))), p99: round(Math.max(...loop.map((w) => w.p99Ms))) };
      const apiSlots = await windows(options.apiPid);
      const controlSlots = await Promise.all((options.controlPids ?? []).map((pid) => windows(pid)));
      const api = summary(apiSlots);
      const control = summary(controlSlots.flat());
      const apiGcs = options.probeDir ? await gcs(options.probeDir, options.apiPid) : [];
      const inWindow = apiGcs.filter((gc) => gc.t >= started && gc.t <= ended);
      const majors = inWindow.filter((gc) => gc.kind === 4);
      const ms = health.map((h) => h.ms);
      return {
        healthRequests: health.length,
        healthFailures: health.filter((h) => !h.ok).length,
        healthP50Ms: round(percentile(ms, 50)),
        healthP99Ms: round(percentile(ms, 99)),
        healthMaxMs: round(Math.max(0, ...ms)),
        workerPeakRssMb: Math.round(peakRss),
        apiEventLoopMaxMs: api.max,
        apiEventLoopP99Ms: api.p99,
        controlEventLoopMaxMs: control.max,
        controlEventLoopP99Ms: control.p99,
        apiMajorGcs: majors.length,
        apiMajorGcMaxMs: majors.length === 0 ? null : Math.max(...majors.map((gc) => gc.ms)),
        apiGcMaxMs: inWindow.length === 0 ? null : Math.max(...inWindow.map((gc) => gc.ms)),
        worst: worstMoment(apiSlots, controlSlots, apiGcs),
      };
    },
  };
}
