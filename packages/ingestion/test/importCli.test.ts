import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { createImportRun } from '../src/importRuns.ts';
import { testEnv } from '@ri/tests/support/env';
import { createTestDatabase, type TestDatabase } from '@ri/tests/support/testDatabase';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../..');
const DATA = path.join(root, 'tests', 'fixtures');

// Each case spawns the CLI through tsx (a few seconds of start-up each on an idle machine).
describe('npm run import (the CLI) on a test database', () => {
  let database: TestDatabase;
  let dir: string;
  let works: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    dir = await mkdtemp(path.join(tmpdir(), 'import-cli-'));
    const template = JSON.parse(await readFile(path.join(DATA, 'openalex', 'W2741809807.json'), 'utf8')) as Record<string, unknown>;
    const lines = [1, 2, 3, 4, 5].map((i) => JSON.stringify({ ...template, id: `https://openalex.org/W77${i}`, doi: `https://doi.org/10.5555/cli.${i}`, title: `CLI work ${i}` }));
    works = path.join(dir, 'part_000.gz');
    await writeFile(works, gzipSync([...lines.slice(0, 2), '{ not json', ...lines.slice(2)].join('\n')));
  });
  afterAll(async () => {
    await database.drop();
    await rm(dir, { recursive: true, force: true });
  });

  // REDIS_URL points nowhere: the CLI imports anyway and says the follow-up jobs were not enqueued
  // as `npm run import` runs it: through infra's withDatabase.ts (DATABASE_URL set: that database, migrated)
  const cli = (...args: string[]) => run(process.execPath, ['--import', 'tsx', 'infra/src/cli/withDatabase.ts', 'packages/ingestion/src/cli/import.ts', ...args], {
    cwd: root, env: { ...process.env, DATABASE_URL: database.url, REDIS_URL: 'redis://127.0.0.1:1' },
  });

  it('imports gzipped JSON Lines, reports the bad line, and a second run changes nothing', async () => {
    const first = await cli('openalex', works, '--institution', 'I201448701', '--batch-size', '2');
    expect(JSON.parse(first.stdout)).toMatchObject({ created: 5, updated: 0, skipped: 0, rejected: 1 });
    expect(first.stderr).toContain('rejected line 3: Not valid JSON');
    expect(first.stderr).toContain('Redis is not reachable');
    const second = await cli('openalex', works, '--institution', 'I201448701');
    expect(JSON.parse(second.stdout)).toMatchObject({ created: 0, updated: 0, skipped: 5, rejected: 1 });
    const faculty = await database.db.selectFrom('authors').select('last_name').orderBy('last_name').execute();
    expect(faculty.map((a) => a.last_name)).toEqual(['Farley', 'Norlander', 'West']);
  }, 240_000);

  it('--resume continues a run after its last committed batch', async () => {
    // a run killed after committing batches 0 and 1 (records 1-4) of 2 records each
    const runId = await createImportRun(database.db, { source: 'openalex', fileName: 'part_000.gz', requestedBy: null });
    await database.db.updateTable('import_runs').set({ status: 'running', checkpoint: JSON.stringify({ nextBatch: 2 }), created: 3, rejected: 1 }).where('id', '=', runId).execute();
    await database.db.deleteFrom('papers').where('openalex_id', 'in', ['W774', 'W775']).execute();
    const resumed = await cli('openalex', works, '--batch-size', '2', '--resume', String(runId));
    // only batch 2 (records 5 and 6: works 4 and 5) was imported
    expect(JSON.parse(resumed.stdout)).toMatchObject({ import_run_id: runId, created: 5, rejected: 1 });
    expect((await database.db.selectFrom('papers').select('openalex_id').where('openalex_id', 'like', 'W77%').execute()).length).toBe(5);
    await expect(cli('openalex', works, '--resume', String(runId))).rejects.toMatchObject({ stderr: expect.stringContaining('has already completed') });
  }, 240_000);

  it('applies a journal list and refuses bad options', async () => {
    const result = await cli('journal-list', path.join(DATA, 'journal-lists', 'abdc-jql-2022.xlsx'), '--mapping', 'A*=A,A=A-,B=B,C=');
    expect(JSON.parse(result.stdout)).toMatchObject({ created: 2680, rejected: 0 });
    expect(result.stderr).toContain("Sheet '2022 JQL', header on row 9, 2680 rows");
    await expect(cli('journal-list', works, '--mapping', 'A*=Gold')).rejects.toMatchObject({ stderr: expect.stringContaining('is not a tier') });
  }, 240_000);

  it('uses the database it is given even when it was never migrated, and ends a failure with one sentence', async () => {
    // a database with no schema: before, "relation import_runs does not exist" and a stack trace
    const admin = new pg.Client({ connectionString: testEnv.databaseUrl });
    await admin.connect();
    const name = `${database.name}_fresh`;
    await admin.query(`CREATE DATABASE ${name}`);
    try {
      const url = new URL(database.url);
      url.pathname = `/${name}`;
      const fresh = await run(process.execPath, ['--import', 'tsx', 'infra/src/cli/withDatabase.ts', 'packages/ingestion/src/cli/import.ts', 'openalex', works], {
        cwd: root, env: { ...process.env, DATABASE_URL: url.toString(), REDIS_URL: 'redis://127.0.0.1:1' },
      });
      expect(JSON.parse(fresh.stdout)).toMatchObject({ status: 'completed', created: 5, rejected: 1 });
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
    // nothing listens there: one sentence saying what to do, no stack trace
    const failed = await run(process.execPath, ['--import', 'tsx', 'infra/src/cli/withDatabase.ts', 'packages/ingestion/src/cli/import.ts', 'openalex', works], {
      cwd: root, env: { ...process.env, DATABASE_URL: 'postgres://postgres@127.0.0.1:1/nowhere', REDIS_URL: 'redis://127.0.0.1:1' },
    }).then(() => null, (error: { code: number; stderr: string }) => error);
    expect(failed?.code).toBe(1);
    expect(failed?.stderr.trim().split('\n')).toEqual(['Cannot reach the database at postgres://postgres@127.0.0.1:1/nowhere: start it or unset DATABASE_URL to use the embedded one.']);
  }, 240_000);
});
