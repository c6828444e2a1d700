import { spawn, type SpawnOptions } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { RecentLines, forEachLine } from './childOutput.ts';

export interface ServiceProcessOptions {
  command: string;
  args: string[];
  spawnOptions?: Omit<SpawnOptions, 'stdio' | 'detached'>;
  /** Every output line is appended here; the terminal only sees it when something goes wrong. */
  logFile: string;
  /** The signal that makes the service shut down cleanly. */
  stopSignal: NodeJS.Signals;
}

export interface ServiceProcess {
  readonly pid: number | undefined;
  readonly recentOutput: RecentLines;
  hasExited(): boolean;
  stop(): Promise<void>;
}

/**
 * A database-like service we started and must stop last. It runs detached (its own process
 * group) because Ctrl+C in the terminal signals the whole foreground group at once, and the
 * database must outlive the API and workers that are still finishing their work.
 */
export function startServiceProcess(options: ServiceProcessOptions): ServiceProcess {
  const recentOutput = new RecentLines();
  const logStream = createWriteStream(options.logFile, { flags: 'a' });
  const child = spawn(options.command, options.args, { ...options.spawnOptions, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const onLine = (line: string) => {
    recentOutput.add(line);
    logStream.write(`${line}\n`);
  };
  forEachLine(child.stdout, onLine);
  forEachLine(child.stderr, onLine);

  let exited = false;
  const exitedPromise = new Promise<void>((resolve) => {
    const markExited = () => {
      exited = true;
      resolve();
    };
    child.once('exit', markExited);
    // a command that cannot be spawned emits 'error' and never 'exit'
    child.once('error', (error) => {
      onLine(`could not start ${options.command}: ${error.message}`);
      markExited();
    });
  });

  // if this process ends without calling stop() (an uncaught error), the service must not linger
  const stopOnExit = () => {
    if (!exited) child.kill(options.stopSignal);
  };
  process.once('exit', stopOnExit);

  let stopping: Promise<void> | undefined;
  return {
    get pid() {
      return child.pid;
    },
    recentOutput,
    hasExited: () => exited,
    stop() {
      stopping ??= (async () => {
        process.removeListener('exit', stopOnExit);
        if (!exited) {
          child.kill(options.stopSignal);
          const forceTimer = setTimeout(() => child.kill('SIGKILL'), 20_000);
          await exitedPromise;
          clearTimeout(forceTimer);
        }
        await new Promise<void>((resolve) => logStream.end(resolve));
      })();
      return stopping;
    },
  };
}
