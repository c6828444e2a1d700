// Shared by start.mjs and test.mjs. Plain JavaScript with no dependencies: it runs before `npm install`.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

function modifiedAt(file) {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
}

/**
 * Why dependencies must be (re)installed, or undefined when node_modules is current. npm writes
 * node_modules/.package-lock.json at the end of every install, after package-lock.json, so a
 * lockfile newer than it means someone changed dependencies (a pull, a merge) since.
 */
export function reasonToInstall() {
  const installedAt = modifiedAt(path.join(repoRoot, 'node_modules', '.package-lock.json'));
  if (installedAt === undefined) return 'node_modules is missing';
  const lockedAt = modifiedAt(path.join(repoRoot, 'package-lock.json'));
  if (lockedAt !== undefined && lockedAt > installedAt) return 'package-lock.json is newer than node_modules';
  return undefined;
}

/** Installs dependencies when needed (npm ci with a lockfile, npm install without); exits on failure. */
export function ensureDependencies() {
  const reason = reasonToInstall();
  if (!reason) return;
  const hasLockfile = existsSync(path.join(repoRoot, 'package-lock.json'));
  const command = hasLockfile ? ['ci'] : ['install'];
  console.log(`Installing dependencies (${reason}): npm ${command.join(' ')}`);
  let result = spawnSync('npm', command, { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0 && hasLockfile) {
    // npm ci refuses a lockfile that lacks optional platform packages the registry does not serve
    // (turbo's macOS and Windows binaries behind a Linux-only mirror); npm install tolerates them
    console.log('npm ci refused the lockfile; installing with npm install instead.');
    result = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: repoRoot, stdio: 'inherit' });
  }
  if (result.status !== 0) {
    // both failed (or npm install alone did): most often the npm registry cannot be reached
    console.error('Installing dependencies failed: fix the error above (often access to the npm registry), then run the command again.');
    process.exit(result.status ?? 1);
  }
}
