// Small measuring helpers shared by the benchmark scripts of tests/load.
import { readFileSync } from 'node:fs';

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
