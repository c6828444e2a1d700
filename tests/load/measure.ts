// Small measuring helpers shared by the benchmark scripts of tests/load.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** The p-th percentile (nearest rank) of the values; NaN when there are none. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** Peak and current resident set size of a process, from /proc (KiB). */
export function memoryOf(pid: number): { peakKib: number; currentKib: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(/\s(\d+) kB/.exec(status.split('\n').find((l) => l.startsWith(name)) ?? '')?.[1] ?? 0);
  return { peakKib: field('VmHWM:'), currentKib: field('VmRSS:') };
}

export const mib = (kib: number) => `${(kib / 1024).toFixed(0)} MiB`;

/** Starts a TypeScript entry point of the repository (node --import tsx); prints its last lines if it fails. */
export function startProcess(name: string, script: string, env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', script], { cwd: repoRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const tail: string[] = [];
  const keep = (chunk: Buffer) => { tail.push(chunk.toString()); if (tail.length > 40) tail.shift(); };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  child.on('exit', (code, signal) => {
    if (code !== 0 && signal === null) console.error(`[bench] ${name} exited with ${code}:\n${tail.join('')}`);
  });
  return child;
}

/** Polls `check` every 100 ms until it holds (a failing check counts as not yet). */
export async function waitFor(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
