// Which locked packages would not run on every Node.js version the project supports
// (docs/adr/0008-one-node-version.md): `npm ci` warns EBADENGINE for them, and they may
// use APIs that Node 20 lacks.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';

export interface EngineConflict {
  name: string;
  version: string;
  requires: string;
}

interface Lockfile {
  packages: Record<string, { version?: string; engines?: { node?: string } | string[] }>;
}

/** The lowest Node.js version the root package.json's `engines.node` allows. */
export function lowestSupportedNode(repoRoot: string): string {
  const manifest = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { engines?: { node?: string } };
  const range = manifest.engines?.node;
  const lowest = range ? semver.minVersion(range) : null;
  if (!lowest) throw new Error('package.json names no engines.node range');
  return lowest.version;
}

/** Every locked package whose `engines.node` refuses one of the given Node.js versions. */
export function engineConflicts(lockfile: Lockfile, nodeVersions: string[]): EngineConflict[] {
  const conflicts: EngineConflict[] = [];
  for (const [location, entry] of Object.entries(lockfile.packages)) {
    const requires = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
    if (!location || !requires) continue;
    if (nodeVersions.every((version) => semver.satisfies(version, requires, { includePrerelease: true }))) continue;
    conflicts.push({ name: location.replace(/^.*node_modules\//, ''), version: entry.version ?? '?', requires });
  }
  return conflicts;
}
