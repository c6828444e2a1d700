import { describe, expect, it } from 'vitest';
import { appEntry, nodeArgumentsFor } from './appEntries.ts';
import { withNodeArguments } from './appProcess.ts';

describe('how each process is started (docs/reliability.md, "The API\'s event loop")', () => {
  it('runs the API, compiled or from its sources, without V8\'s memory reducer, and no other process', () => {
    expect(nodeArgumentsFor(appEntry('api', true))).toEqual(['--no-memory-reducer', '--enable-source-maps', 'dist/server/api.mjs']);
    expect(nodeArgumentsFor(appEntry('api', false))).toEqual(['--no-memory-reducer', '--import', 'tsx', 'services/api/src/main.ts']);
    expect(nodeArgumentsFor(appEntry('workers', true))).toEqual(['--enable-source-maps', 'dist/server/workers.mjs']);
    expect(nodeArgumentsFor(appEntry('workers', false))).toEqual(['--import', 'tsx', 'workers/src/main.ts']);
  });
});

describe('a benchmark\'s extra Node.js options', () => {
  it('go just before the entry, after the usual ones, so that they win', () => {
    expect(withNodeArguments(nodeArgumentsFor(appEntry('api', true)), ['--memory-reducer'])).toEqual(['--no-memory-reducer', '--enable-source-maps', '--memory-reducer', 'dist/server/api.mjs']);
    expect(withNodeArguments(['--import', 'tsx', 'x.ts'], [])).toEqual(['--import', 'tsx', 'x.ts']);
  });
});
