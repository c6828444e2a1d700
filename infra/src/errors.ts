/**
 * A start-up problem the person at the keyboard can fix. Its message is one sentence that says
 * what is wrong and what to do; the command prints it alone (no stack trace) and exits non-zero.
 */
export class StartupProblem extends Error {
  override readonly name = 'StartupProblem';
}

/** Prints a StartupProblem as its one sentence; anything else is a bug, so it keeps its stack. */
export function describeFailure(error: unknown): string {
  if (error instanceof StartupProblem) return error.message;
  if (error instanceof Error) return error.stack ?? error.message;
  return String(error);
}
