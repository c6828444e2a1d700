#!/usr/bin/env node
// `node infra/bin/restore.mjs`: see infra/src/backupCli.ts and docs/reliability.md ("Backup and restore").
import { spawn } from 'node:child_process';
import { repoRoot } from './dependencies.mjs';

const child = spawn(process.execPath, ['--import', 'tsx', 'infra/src/backupCli.ts', 'restore', ...process.argv.slice(2)], { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, BACKUP_CALLER_CWD: process.cwd() } });
child.on('exit', (code) => process.exit(code ?? 1));
