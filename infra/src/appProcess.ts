import { spawn } from 'node:child_process';
import { nodeArgumentsFor } from './appEntries.ts';
import { RecentLines, forEachLine } from './childOutput.ts';
import { repoRoot } from './paths.ts';

export interface AppProcessOptions {
  /** Short name used as the log prefix, e.g. "api". */
  name: string;
  /** Entry point relative to the repository root: TypeScript (run with tsx) or a compiled .mjs (appEntries.ts). */
  entry: string;
  env: NodeJS.ProcessEnv;
  /** Node.js options put just before the entry, after the usual ones, so that they win (a V8 flag that NODE_OPTIONS
   * refuses, for a benchmark's A/B: `--memory-reducer` undoes the API's `--no-memory-reducer`). */
  nodeArguments?: readonly string[];
  /** Receives every output line; defaults to the terminal with a "[name] " prefix. */
  onLine?: (line: string, stream: 'stdout' | 'stderr') => void;
}

export interface ExitStatus {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface AppProcess {
  readonly name: string;
  /** The operating system's id of the process (undefined when it could not be spawned). */
  readonly pid: number | undefined;
  /** Settles when the process has exited, whoever stopped it. */
  readonly exited: Promise<ExitStatus>;
  hasExited(): boolean;
  /** The last lines it wrote, to explain an unexpected exit. */
  lastLines(): string;
  /** SIGTERM, then SIGKILL if it has not exited within graceMs. */
  stop(graceMs?: number): Promise<ExitStatus>;
  /** Sends a signal and returns at once (the fault tests: SIGKILL mid-job, SIGTERM under load); see `exited`. */
  signal(signal: NodeJS.Signals): void;
}

export function startAppProcess(options: AppProcessOptions): AppProcess {
  const recent = new RecentLines(30);
  const onLine = options.onLine ?? ((line, stream) => (stream === 'stderr' ? process.stderr : process.stdout).write(`[${options.name}] ${line}\n`));
  const child = spawn(process.execPath, withNodeArguments(nodeArgumentsFor(options.entry), options.nodeArguments ?? []), {
    cwd: repoRoot,
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
    // its own process group: Ctrl+C reaches only the start command, which then stops things in order
    detached: true,
  });
  forEachLine(child.stdout, (line) => {
    recent.add(line);
    onLine(line, 'stdout');
  });
  forEachLine(child.stderr, (line) => {
    recent.add(line);
    onLine(line, 'stderr');
  });

  let exitStatus: ExitStatus | undefined;
  const exited = new Promise<ExitStatus>((resolve) => {
    child.once('exit', (code, signal) => {
      exitStatus = { code, signal };
      resolve(exitStatus);
    });
    child.once('error', (error) => {
      recent.add(`could not start: ${error.message}`);
      exitStatus = { code: 1, signal: null };
      resolve(exitStatus);
    });
  });

  // if the parent ends without stopping it (an uncaught error), the child must not linger
  const stopOnParentExit = () => {
    if (!exitStatus) child.kill('SIGTERM');
  };
  process.once('exit', stopOnParentExit);
  void exited.then(() => process.removeListener('exit', stopOnParentExit));

  return {
    name: options.name,
    pid: child.pid,
    exited,
    hasExited: () => exitStatus !== undefined,
    lastLines: () => recent.text(),
    async stop(graceMs = 20_000) {
      if (exitStatus) return exitStatus;
      child.kill('SIGTERM');
      const forceTimer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      const status = await exited;
      clearTimeout(forceTimer);
      return status;
    },
    signal(signal) {
      if (!exitStatus) child.kill(signal);
    },
  };
}

/** `extra` inserted before the last argument (the entry). */
export function withNodeArguments(args: readonly string[], extra: readonly string[]): string[] {
  return [...args.slice(0, -1), ...extra, ...args.slice(-1)];
}

export class ProcessExitedEarly extends Error {
  constructor(readonly process: AppProcess, readonly status: ExitStatus) {
    super(`${process.name} exited ${describeExit(status)} before it was ready.`);
  }
}

export function describeExit(status: ExitStatus): string {
  return status.signal ? `on signal ${status.signal}` : `with code ${status.code}`;
}

/**
 * Polls GET url until it answers 200. Fails early, with the process that died, when one of the
 * processes exits first: waiting the full timeout for a crashed API helps nobody.
 */
export async function waitForHealthy(url: string, processes: readonly AppProcess[], timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    for (const watched of processes) {
      if (watched.hasExited()) throw new ProcessExitedEarly(watched, await watched.exited);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(3_000) });
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer 200 within ${Math.round(timeoutMs / 1000)} s.`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}
