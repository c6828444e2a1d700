// Where each application process starts: the TypeScript source (run with tsx, for development and
// tests) or the compiled bundle that `npm run build` writes (infra/bin/build.mjs; production,
// `npm run start:prod`, the Docker image). docs/adr/0009-compiled-production-build.md
export type AppRole = 'api' | 'workers';

const sourceEntries: Record<AppRole, string> = {
  api: 'services/api/src/main.ts',
  workers: 'workers/src/main.ts',
};

/** The compiled bundles, relative to the repository root (infra/bin/build.mjs writes them). */
export const compiledServerDir = 'dist/server';

/** True in code running from dist/server (the bundler rewrote this module's URL). */
export const runningCompiled = import.meta.url.endsWith('.mjs');

export function appEntry(role: AppRole, compiled: boolean = runningCompiled): string {
  return compiled ? `${compiledServerDir}/${role}.mjs` : sourceEntries[role];
}

/**
 * V8 options of the API process. `--no-memory-reducer`: V8's memory reducer, once a busy process goes quiet, runs up
 * to three full compacting collections in a row to give memory back, and their pauses held the API's event loop
 * 55 ms on a quiet machine (203 ms at load 12), the longest pauses the API had under `npm run bench:hostile`
 * (docs/reliability.md, "The API's event loop"). Without it the heap keeps its size between bursts.
 */
export const apiNodeOptions = ['--no-memory-reducer'] as const;

/** The Node.js arguments that run an entry: compiled JavaScript as it is, TypeScript through tsx; the API's with apiNodeOptions. */
export function nodeArgumentsFor(entry: string): string[] {
  const options = entry === sourceEntries.api || entry === appEntry('api', true) ? [...apiNodeOptions] : [];
  return /\.(m?js|cjs)$/.test(entry) ? [...options, '--enable-source-maps', entry] : [...options, '--import', 'tsx', entry];
}
