#!/usr/bin/env node
// `npm start`. Plain JavaScript with no dependencies, so it works on a fresh clone before
// `npm install`: it installs what is missing, then hands over to infra/src/start.ts (run with tsx).
import { spawn } from 'node:child_process';
import { ensureDependencies, repoRoot } from './dependencies.mjs';

ensureDependencies();

const child = spawn(process.execPath, ['--import', 'tsx', 'infra/src/start.ts', ...process.argv.slice(2)], {
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
