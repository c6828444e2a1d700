import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { createDb, createPool } from '@ri/db';
import { loadDemoData } from '@ri/db/demo';
import { createTestDatabase, type TestDatabase } from '@ri/tests/support/testDatabase';
import { computeStatisticsIfNever, detectIssuesIfNever } from '../src/demoStatistics.ts';

// `npm start` (and the container with DEMO_DATA=demo) loads the demo data, then computes its statistics once,
// so that the dashboards show figures from the first login.
describe('the demo data set gets its statistics once', () => {
  let database: TestDatabase;
  let pool: pg.Pool;
  beforeAll(async () => {
    database = await createTestDatabase();
    pool = createPool({ connectionString: database.url, max: 10 });
    await loadDemoData(pool, { size: 'demo', password: 'demo-statistics-test' });
  }, 120_000);
  afterAll(async () => {
    await pool?.end();
    await database?.drop();
  });

  it('computes every table after the first load, and nothing on the next start', async () => {
    const state = async () => (await pool.query('SELECT version, core_computed_at, tenure_computed_at FROM analytics_state')).rows[0];
    expect(await state()).toBeUndefined();
    await computeStatisticsIfNever(pool);
    const first = await state();
    expect(first).toMatchObject({ core_computed_at: expect.any(Date), tenure_computed_at: expect.any(Date) });
    const counts = (await pool.query(`SELECT (SELECT count(*) FROM analytics_author)::int AS authors, (SELECT count(*) FROM authors WHERE merged_into_id IS NULL)::int AS source,
      (SELECT count(*) FROM analytics_university)::int AS schools, (SELECT count(*) FROM analytics_tenure)::int AS tenure`)).rows[0];
    expect(counts.authors).toBe(counts.source);
    expect(counts.schools).toBeGreaterThanOrEqual(25);
    expect(counts.tenure).toBeGreaterThan(0);
    await computeStatisticsIfNever(pool);
    expect(await state()).toEqual(first);
  }, 120_000);

  it('runs the data-issue detectors once after the first load: the logs are not falsely clean', async () => {
    // before: "0 open logs" until someone pressed "Check for new issues"
    const issues = async () => Number((await pool.query('SELECT count(*) AS n FROM data_issues')).rows[0].n);
    expect(await issues()).toBe(0);
    const { db } = createDb({ connectionString: database.url, max: 2 });
    try {
      const said: string[] = [];
      await detectIssuesIfNever(db, (message) => said.push(message));
      const found = await issues();
      // docs/demo-data.md: the demo's designated records of each type (48 in all)
      expect(found).toBe(48);
      expect(said.at(-1)).toMatch(/^48 data issues found in /);
      const again: string[] = [];
      await detectIssuesIfNever(db, (message) => again.push(message));
      expect(again).toEqual([]);
      expect(await issues()).toBe(found);
    } finally {
      await db.destroy();
    }
  }, 120_000);
});
