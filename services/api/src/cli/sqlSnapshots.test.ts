// Fails when packages/db/sql is stale: a heavy query changed (or was added or removed) without
// `npm run db:sql-snapshots`, so the change would not show in the diff (GUIDE convention 6).
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderSqlSnapshots, SQL_SNAPSHOT_DIR, writeSqlSnapshots } from '@ri/db/sql-snapshots';
import { SQL_SNAPSHOTS } from './sqlSnapshots.ts';

const rendered = renderSqlSnapshots(SQL_SNAPSHOTS);
const STALE = 'stale: run `npm run db:sql-snapshots` and commit packages/db/sql';

describe('packages/db/sql snapshots of the heavy analytics queries', () => {
  it.each([...rendered.keys()])('%s matches the query', (file) => {
    const path = join(SQL_SNAPSHOT_DIR, file);
    expect(existsSync(path), `${file} is missing, ${STALE}`).toBe(true);
    expect(readFileSync(path, 'utf8'), `${file} is ${STALE}`).toBe(rendered.get(file));
  });

  it('holds no snapshot of a query that is no longer listed', () => {
    const onDisk = readdirSync(SQL_SNAPSHOT_DIR).filter((file) => file.endsWith('.sql')).sort();
    expect(onDisk, STALE).toEqual([...rendered.keys()].sort());
  });

  it('compiles each query with its parameters as placeholders, never inlined', () => {
    const facultyOf = rendered.get('dashboards.facultyOf.sql')!;
    expect(facultyOf).toContain('WHERE aa.university_id = $1');
    expect(facultyOf).toContain('-- parameters: [3,1]');
    for (const entry of SQL_SNAPSHOTS) expect(entry.variants().length, entry.name).toBeGreaterThan(0);
  });

  it('writes every file and removes the snapshot of a query no longer listed', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sql-snapshots-'));
    try {
      writeFileSync(join(dir, 'dashboards.goneQuery.sql'), 'SELECT 1;\n');
      const { written, removed } = writeSqlSnapshots(SQL_SNAPSHOTS, dir);
      expect(removed).toEqual(['dashboards.goneQuery.sql']);
      expect(written).toBe(rendered.size);
      expect(readFileSync(join(dir, 'analytics.rankingPage.sql'), 'utf8')).toBe(rendered.get('analytics.rankingPage.sql'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
