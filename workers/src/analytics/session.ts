// Settings and bookkeeping shared by every analytics connection.
import { readFileSync } from 'node:fs';
import type pg from 'pg';

/**
 * Settings of the analytics connections: JIT compilation costs more than it saves on these
 * scans (seconds at the large size), and the loading aggregates should not spill to disk.
 */
export const SESSION_SETTINGS = `SET jit = off; SET work_mem = '128MB'`;

/** One stage of a job: wall time, and CPU time of this process and of the PostgreSQL backends it used. */
export interface StageTiming {
  stage: string;
  wallMs: number;
  nodeCpuMs: number;
  /** null when the database server is not a process on this machine (its /proc is not readable) */
  pgCpuMs: number | null;
}

/** CPU time (user + system, ms) of a local PostgreSQL backend, or null. */
function backendCpuMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    if (!stat.includes('(postgres')) return null;
    const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/**
 * Times the stages of a job. The machine is shared, so wall times stretch with its load; CPU
 * times (this process, and the backends of every connection the job used) do not, and are what
 * the benchmarks compare.
 */
export class StageClock {
  private readonly timings: StageTiming[] = [];
  private readonly backends = new Map<number, number | null>();
  private current: { stage: string; wall: number; cpu: NodeJS.CpuUsage } | null = null;
  private localServer = true;

  /** Follows the CPU time of the backend behind `client` from now on. */
  async track(client: pg.PoolClient | pg.Client): Promise<void> {
    const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    const pid = rows[0]?.pid;
    if (pid === undefined || this.backends.has(pid)) return;
    const cpu = backendCpuMs(pid);
    if (cpu === null) this.localServer = false;
    this.backends.set(pid, cpu);
  }

  /** Ends the current stage (if any) and starts `stage`. */
  start(stage: string): void {
    this.end();
    this.current = { stage, wall: performance.now(), cpu: process.cpuUsage() };
  }

  /** Ends the current stage. */
  end(): void {
    const current = this.current;
    if (!current) return;
    this.current = null;
    const cpu = process.cpuUsage(current.cpu);
    let pg: number | null = this.localServer ? 0 : null;
    for (const [pid, before] of this.backends) {
      const now = backendCpuMs(pid);
      // a backend that has gone (its connection closed) keeps the CPU time it had at its last reading
      if (now !== null && before !== null && pg !== null) pg += now - before;
      this.backends.set(pid, now ?? before);
    }
    this.timings.push({ stage: current.stage, wallMs: Math.round(performance.now() - current.wall), nodeCpuMs: Math.round((cpu.user + cpu.system) / 1000), pgCpuMs: pg });
  }

  stages(): StageTiming[] {
    this.end();
    return [...this.timings];
  }
}
