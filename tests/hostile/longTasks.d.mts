// Types of longTasks.mjs (a plain module so that `node tests/hostile/longTasks.mjs DIR` runs without tsx).
export interface LongTask {
  /** wall-clock start (ISO) and in ms since the epoch */
  start: string;
  startMs: number;
  wallMs: number;
  cpuMs: number;
  /** "<ms> <function> <file>:<line>": where the samples were (self), and the application frames they were inside */
  self: string[];
  inside: string[];
}
export function longTasks(directory: string, options?: { minCpuMs?: number; since?: number }): LongTask[];
