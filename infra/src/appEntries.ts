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

/** The Node.js arguments that run an entry: compiled JavaScript as it is, TypeScript through tsx. */
export function nodeArgumentsFor(entry: string): string[] {
  return /\.(m?js|cjs)$/.test(entry) ? ['--enable-source-maps', entry] : ['--import', 'tsx', entry];
}
