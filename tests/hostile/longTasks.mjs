// The stretches in which the API's main thread ran without going idle, from the CPU profiles cpuProfileProbe.mjs
// writes: each with its wall-clock start, its wall length (longer than its CPU time when the machine did not give
// the process the CPU), its CPU time (its samples times the sampling interval) and the functions it spent them in. CPU time,
// unlike the event-loop delay, does not grow when the machine is busy with other processes, so it can be
// asserted on the shared machine (services/api/test/hostileFiles.test.ts). Not part of the product.
// `node tests/hostile/longTasks.mjs DIR [MIN_CPU_MS]` prints the stretches of at least MIN_CPU_MS (default 5).
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const frame = (f, depth = 2) => `${f.functionName || '(anonymous)'} ${f.url.split('/').slice(-depth).join('/')}:${f.lineNumber}`;
const order = (name) => Number(/-(\d+)\.cpuprofile$/.exec(name)?.[1] ?? 0);

/**
 * @param {string} directory
 * @param {{ minCpuMs?: number; since?: number }} [options] since: only stretches that start after this time (ms since the epoch)
 * @returns {Array<{ start: string; startMs: number; wallMs: number; cpuMs: number; self: string[]; inside: string[] }>}
 */
export function longTasks(directory, { minCpuMs = 5, since = 0 } = {}) {
  const found = [];
  for (const file of readdirSync(directory).filter((f) => f.endsWith('.cpuprofile')).sort((a, b) => order(a) - order(b))) {
    const profile = JSON.parse(readFileSync(`${directory}/${file}`, 'utf8'));
    const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
    const parent = new Map();
    for (const n of profile.nodes) for (const child of n.children ?? []) parent.set(child, n.id);
    const stack = (id) => { const frames = []; for (let at = id; at !== undefined; at = parent.get(at)) frames.push(nodes.get(at).callFrame); return frames; };
    const wallOf = (t) => profile.wall - (profile.mono - t) / 1000;
    // the sampling interval the probe asked for (the gaps between samples grow when the machine is busy); else their median
    const INTERVAL_MS = profile.intervalUs ? profile.intervalUs / 1000 : [...profile.timeDeltas].sort((a, b) => a - b)[Math.floor(profile.timeDeltas.length / 2)] / 1000;
    const report = (run) => {
      const cpuMs = run.samples.length * INTERVAL_MS;
      if (cpuMs < minCpuMs || wallOf(run.start) < since) return;
      const self = new Map();
      const inside = new Map();
      for (const id of run.samples) {
        const frames = stack(id);
        self.set(frame(frames[0]), (self.get(frame(frames[0])) ?? 0) + 1);
        for (const key of new Set(frames.filter((f) => f.url && !f.url.startsWith('node:')).map((f) => frame(f, 3)))) inside.set(key, (inside.get(key) ?? 0) + 1);
      }
      const top = (map, n) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `${(v * INTERVAL_MS).toFixed(1)} ms ${k}`);
      found.push({ start: new Date(wallOf(run.start)).toISOString(), startMs: wallOf(run.start), wallMs: (run.end - run.start) / 1000, cpuMs, self: top(self, 5), inside: top(inside, 8) });
    };
    let t = profile.startTime;
    let run = null;
    for (let i = 0; i < profile.samples.length; i++) {
      t += profile.timeDeltas[i];
      if (nodes.get(profile.samples[i]).callFrame.functionName !== '(idle)') {
        run ??= { start: t, end: t, samples: [] };
        run.end = t;
        run.samples.push(profile.samples[i]);
      } else if (run) {
        run.end = t;
        report(run);
        run = null;
      }
    }
  }
  return found;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [directory, minimum = '5'] = process.argv.slice(2);
  for (const task of longTasks(directory, { minCpuMs: Number(minimum) })) {
    console.log(`${task.start}  wall ${task.wallMs.toFixed(1)} ms, CPU ${task.cpuMs.toFixed(1)} ms`);
    console.log(`  self: ${task.self.join(' | ')}`);
    console.log(`  in:   ${task.inside.join('\n        ')}`);
  }
}
