// `node tests/hostile/longTasks.mjs DIR [MIN_CPU_MS]`: reads the API's CPU profiles written by cpuProfileProbe.mjs
// and prints every stretch in which the main thread was not idle for at least MIN_CPU_MS (default 5) of CPU
// samples (200 µs each), with its wall-clock start, its wall length (longer than its CPU time when the machine did
// not give the process the CPU) and the functions it spent its samples in. Not part of the product.
import { readdirSync, readFileSync } from 'node:fs';

const [directory, minimum = '5'] = process.argv.slice(2);
const minCpuMs = Number(minimum);
const INTERVAL_MS = 0.2;
const frame = (f, depth = 2) => `${f.functionName || '(anonymous)'} ${f.url.split('/').slice(-depth).join('/')}:${f.lineNumber}`;

for (const file of readdirSync(directory).filter((f) => f.endsWith('.cpuprofile')).sort((a, b) => Number(a.match(/-(\d+)\.cpuprofile$/)[1]) - Number(b.match(/-(\d+)\.cpuprofile$/)[1]))) {
  const profile = JSON.parse(readFileSync(`${directory}/${file}`, 'utf8'));
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const child of n.children ?? []) parent.set(child, n.id);
  const stack = (id) => { const frames = []; for (let at = id; at !== undefined; at = parent.get(at)) frames.push(nodes.get(at).callFrame); return frames; };
  const wallOf = (t) => new Date(profile.wall - (profile.mono - t) / 1000).toISOString();
  let t = profile.startTime;
  let run = null;
  const report = (r) => {
    if (r.samples.length * INTERVAL_MS < minCpuMs) return;
    const self = new Map();
    const inclusive = new Map();
    for (const id of r.samples) {
      const frames = stack(id);
      self.set(frame(frames[0]), (self.get(frame(frames[0])) ?? 0) + 1);
      for (const key of new Set(frames.filter((f) => f.url && !f.url.startsWith('node:')).map((f) => frame(f, 3)))) inclusive.set(key, (inclusive.get(key) ?? 0) + 1);
    }
    const top = (map, n) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `${(v * INTERVAL_MS).toFixed(1)} ms ${k}`);
    console.log(`${wallOf(r.start)}  wall ${((r.end - r.start) / 1000).toFixed(1)} ms, CPU ${(r.samples.length * INTERVAL_MS).toFixed(1)} ms`);
    console.log(`  self: ${top(self, 5).join(' | ')}`);
    console.log(`  in:   ${top(inclusive, 8).join('\n        ')}`);
  };
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i];
    const idle = nodes.get(profile.samples[i]).callFrame.functionName === '(idle)';
    if (!idle) {
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
