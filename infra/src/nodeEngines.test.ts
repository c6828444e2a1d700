import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { engineConflicts, lowestSupportedNode } from './nodeEngines.ts';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');

describe('engineConflicts', () => {
  it('names a package that needs a newer Node.js than the project supports', () => {
    const lockfile = {
      packages: {
        '': { version: '0.0.0', engines: { node: '>=20.19' } },
        'node_modules/old-enough': { version: '1.0.0', engines: { node: '>=18' } },
        'node_modules/a/node_modules/too-new': { version: '3.0.0', engines: { node: '>=22' } },
        'node_modules/no-engines': { version: '2.0.0' },
      },
    };
    expect(engineConflicts(lockfile, ['20.19.0', '20.20.2'])).toEqual([{ name: 'too-new', version: '3.0.0', requires: '>=22' }]);
  });

  it('finds none in the lockfile for the lowest supported Node.js and the running one', () => {
    const lockfile = JSON.parse(readFileSync(path.join(repoRoot, 'package-lock.json'), 'utf8'));
    const versions = [lowestSupportedNode(repoRoot), process.versions.node];
    expect(versions[0]).toBe('20.19.0');
    expect(engineConflicts(lockfile, versions)).toEqual([]);
  });
});
