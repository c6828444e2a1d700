#!/usr/bin/env node
// `npm start`. Plain JavaScript with no dependencies, so it works on a fresh clone before
// `npm install`: it installs what is missing, then hands over to infra/src/start.ts (run with tsx).
// `npm run start:prod` (--prod): the same, compiled first (infra/bin/build.mjs) and run as JavaScript.
import { spawn, spawnSync } from 'node:child_process';
import { ensureDependencies, repoRoot } from './dependencies.mjs';

ensureDependencies();

const compiled = process.argv.includes('--prod');
const args = process.argv.slice(2).filter((arg) => arg !== '--prod');
if (compiled && spawnSync(process.execPath, ['infra/bin/build.mjs'], { cwd: repoRoot, stdio: 'inherit' }).status !== 0) {
  console.error('Compiling the server failed (the reason is above); `npm start` runs the sources without compiling.');
  process.exit(1);
}
const entry = compiled ? ['--enable-source-maps', 'dist/server/start.mjs'] : ['--import', 'tsx', 'infra/src/start.ts'];
const child = spawn(process.execPath, [...entry, ...args], {
  cwd: repoRoot,
  stdio: 'inherit',
});

// Ctrl+C in a terminal reaches both processes; a `kill` of this pid reaches only this one. Forwarding
// covers the second case, and start.ts acts on the first signal only, so the first case is harmless.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  });
}

child.on('exit', (code, signal) => {
  process.exit(code ?? (signal ? 128 + (signal === 'SIGINT' ? 2 : 15) : 1));
});
