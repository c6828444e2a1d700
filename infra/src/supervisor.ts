// `npm start` keeps the API and the workers running (docs/reliability.md, "Supervision"): a process
// that exits on its own is started again after a backoff, with one line saying what happened; the
// other process is not touched. In production each process is its own container with a restart
// policy and a health check (docker-compose.yml).
import { describeExit, startAppProcess, type AppProcess, type AppProcessOptions, type ExitStatus } from './appProcess.ts';

/** Seconds before restart n (1-based): 1, 2, 4, 8, 16, then 30; a process that ran a minute starts again from 1. */
export function restartDelayMs(restartsInARow: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, restartsInARow - 1));
}
/** A run this long resets the backoff. */
export const STABLE_RUN_MS = 60_000;

/** The one line printed for a crash. */
export function crashLine(name: string, status: ExitStatus, ranMs: number, delayMs: number, restart: number): string {
  return `[supervisor] ${name} exited ${describeExit(status)} after ${Math.round(ranMs / 1000)} s; starting it again in ${Math.round(delayMs / 1000)} s (restart ${restart}).`;
}

export interface Supervised {
  readonly name: string;
  /** the process running now */
  readonly current: AppProcess;
  /** restarts so far */
  readonly restarts: number;
  /** stops restarting, then stops the running process */
  stop(graceMs?: number): Promise<void>;
}

export function supervise(options: AppProcessOptions, log: (line: string) => void = (line) => console.error(line)): Supervised {
  let current = startAppProcess(options);
  let startedAt = Date.now();
  let restarts = 0;
  let inARow = 0;
  let stopped = false;
  let pending: NodeJS.Timeout | undefined;

  const watch = (app: AppProcess) => {
    void app.exited.then((status) => {
      if (stopped) return;
      const ranMs = Date.now() - startedAt;
      inARow = ranMs >= STABLE_RUN_MS ? 1 : inARow + 1;
      restarts += 1;
      const delayMs = restartDelayMs(inARow);
      log(crashLine(options.name, status, ranMs, delayMs, restarts));
      pending = setTimeout(() => {
        if (stopped) return;
        current = startAppProcess(options);
        startedAt = Date.now();
        watch(current);
      }, delayMs);
    });
  };
  watch(current);

  return {
    name: options.name,
    get current() { return current; },
    get restarts() { return restarts; },
    async stop(graceMs) {
      stopped = true;
      clearTimeout(pending);
      await current.stop(graceMs);
    },
  };
}
