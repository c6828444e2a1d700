// Backup and restore of a running database, through the two commands an operator types.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@ri/tests/support/testDatabase';
import { databaseUrlFor, testEnv } from '@ri/tests/support/env';
import { differences, fingerprints, type BackupManifest } from '../src/backup.ts';

const run = promisify(execFile);
const repoRoot = path.resolve(import.meta.dirname, '..', '..');

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

describe('backup and restore (infra/bin/backup.mjs, infra/bin/restore.mjs)', () => {
  let source: TestDatabase;
  let folder: string;
  const restoredName = () => `${source.name}_restored`;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'ri-backup-'));
    source = await createTestDatabase();
    const db = source.db;
    const [u] = await db.insertInto('universities').values([{ name: 'Université de Genève', status: 'Completed' }, { name: 'Other', status: 'Pending' }]).returning('id').execute();
    const authors = await db.insertInto('authors').values(Array.from({ length: 200 }, (_, i) => ({
      first_name: i % 7 === 0 ? 'Zoë' : `First${i}`, last_name: i % 11 === 0 ? '=HYPERLINK("x")' : `Last${i}`, university_id: u!.id, marker: (i % 6) + 1,
    }))).returning('id').execute();
    const [j] = await db.insertInto('journals').values({ name: 'Journal of Finance', issn: '0022-1082', tier: 'A' }).returning('id').execute();
    for (let p = 0; p < 50; p++) {
      const paper = await db.insertInto('papers').values({ title: `Paper ${p} — “quoted” ✓`, year: 2000 + (p % 25), journal_id: j!.id }).returning('id').executeTakeFirstOrThrow();
      await db.insertInto('authorships').values({ paper_id: paper.id, position: 1, author_id: authors[p]!.id, printed_first_name: 'A', printed_last_name: 'B' }).execute();
    }
    await db.insertInto('job_runs').values({ queue: 'author-totals', bull_job_id: 'b1', status: 'completed', result: JSON.stringify({ rows: 3, nested: { ok: true } }) }).execute();
    await db.insertInto('job_files').values({ queue: 'author-totals', bull_job_id: 'b1', file_name: 'x.csv', content_type: 'text/csv', content: Buffer.from([0, 1, 2, 255]), byte_size: 4 }).execute();
  }, 120_000);

  afterAll(async () => {
    await withClient(testEnv.databaseUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${restoredName()} WITH (FORCE)`)).catch(() => {});
    await source?.drop();
    await rm(folder, { recursive: true, force: true });
  });

  it('dumps a database while it is being written to, restores it into a new database, and every table matches the dump', async () => {
    const file = path.join(folder, 'ri.dump');
    // a writer keeps inserting while the dump runs: the dump and its manifest are one consistent snapshot
    let writing = true;
    const writer = (async () => {
      let n = 0;
      while (writing) await source.db.insertInto('universities').values({ name: `Written during the backup ${n++}`, status: 'Pending' }).execute();
      return n;
    })();
    const backup = await run(process.execPath, ['infra/bin/backup.mjs', '--out', file], { cwd: repoRoot, env: { ...process.env, DATABASE_URL: source.url } });
    writing = false;
    const writtenDuring = await writer;
    expect(backup.stdout).toMatch(/Backed up .*: \d+ tables, \d+ rows/);

    const manifest = JSON.parse(await readFile(`${file}.manifest.json`, 'utf8')) as BackupManifest;
    expect(manifest.tables.authors!.rows).toBe(200);
    expect(manifest.tables.authorships!.rows).toBe(50);
    expect(manifest.tables.job_files!.rows).toBe(1);
    expect(manifest.tables.universities!.rows).toBeGreaterThanOrEqual(2);
    expect(manifest.tables.universities!.rows).toBeLessThanOrEqual(2 + writtenDuring);

    const restore = await run(process.execPath, ['infra/bin/restore.mjs', file, '--to', restoredName()], { cwd: repoRoot, env: { ...process.env, DATABASE_URL: source.url } });
    expect(restore.stdout).toMatch(/every table's row count and checksum match the backup/);

    // checked again here, independently of the command's own check
    const restored = await withClient(databaseUrlFor(restoredName()), fingerprints);
    expect(differences(manifest.tables, restored)).toEqual([]);
    expect(Object.keys(restored).length).toBeGreaterThan(20);
    // the restored database works: its sequences continue after the restored ids
    await withClient(databaseUrlFor(restoredName()), async (c) => {
      const { rows } = await c.query<{ id: number }>(`INSERT INTO universities (name, status) VALUES ('After restore', 'Pending') RETURNING id`);
      const { rows: [max] } = await c.query<{ max: number }>('SELECT max(id)::int AS max FROM universities');
      expect(rows[0]!.id).toBe(max!.max);
    });
  }, 180_000);

  it('refuses to restore over a database that already has tables, and says so', async () => {
    const file = path.join(folder, 'ri.dump');
    const failed = await run(process.execPath, ['infra/bin/restore.mjs', file, '--to', restoredName()], { cwd: repoRoot, env: { ...process.env, DATABASE_URL: source.url } })
      .then(() => null, (error: { code: number; stderr: string }) => error);
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toContain('already has tables: restore into a new, empty database.');
  }, 60_000);
});
