import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { createPool } from '@ri/db';
import type { TJobProgress } from '@ri/contracts';
import { runFullRebuild, runRefresh } from '../src/analytics/recompute.ts';
import { createTestDatabase, type TestDatabase } from '@ri/tests/support/testDatabase';
import { insertAnalyticsFixture, type AnalyticsFixture } from '@ri/api/test-support/analyticsFixture';

/** A progress reporter that dies at a given stage, as a worker killed at that point would. */
function dyingAt(stage: string) {
  return async (progress: TJobProgress) => {
    if (progress.stage === stage) throw new Error(`simulated crash at ${stage}`);
  };
}
const quiet = async () => {};

describe('analytics rebuilds are crash-safe and idempotent', () => {
  let database: TestDatabase;
  let pool: pg.Pool;
  let f: AnalyticsFixture;

  const snapshot = async () => ({
    authors: (await pool.query('SELECT * FROM analytics_author ORDER BY author_id')).rows.map(({ computed_at: _, ...row }) => row),
    years: (await pool.query('SELECT count(*)::int AS n, sum(papers_a + papers_a_minus + papers_b + papers_unranked)::int AS papers FROM analytics_author_year')).rows[0],
    tenure: (await pool.query('SELECT author_id, window_years, grade, papers, citations, percent_paper FROM analytics_tenure ORDER BY 1, 2, 3')).rows,
    version: (await pool.query('SELECT version FROM analytics_state')).rows[0]?.version,
  });
  const leftovers = async () => (await pool.query(`SELECT tablename FROM pg_tables WHERE tablename LIKE 'analytics\\_%\\_next' OR tablename LIKE 'analytics\\_%\\_refresh' ORDER BY 1`)).rows.map((r) => r.tablename);

  beforeAll(async () => {
    database = await createTestDatabase();
    pool = createPool({ connectionString: database.url, max: 8 });
    f = await insertAnalyticsFixture(database.db);
    await runFullRebuild({ pool, reportProgress: quiet }, 'core', 2025);
    await runFullRebuild({ pool, reportProgress: quiet }, 'tenure', 2025);
  });
  afterAll(async () => {
    await pool?.end();
    await database?.drop();
  });

  it('leaves the previous figures untouched when a rebuild dies while writing or just before the swap', async () => {
    const before = await snapshot();
    expect(before.authors.find((a) => a.author_id === f.a.a1)?.total_papers).toBe(4);
    // new source data that a finished rebuild would show: Ada writes a fifth paper
    const { id } = await database.db.insertInto('papers').values({ title: 'P16', year: 2025, journal_id: f.j.J1, citation_count: 0 }).returning('id').executeTakeFirstOrThrow();
    await database.db.insertInto('authorships').values({ paper_id: id, position: 1, author_id: f.a.a1 }).execute();

    for (const stage of ['compute', 'analyze', 'swap']) {
      await expect(runFullRebuild({ pool, reportProgress: dyingAt(stage) }, 'core', 2025)).rejects.toThrow(`simulated crash at ${stage}`);
      expect(await snapshot()).toEqual(before);
      expect(await leftovers()).toEqual([]);
    }
    await expect(runFullRebuild({ pool, reportProgress: dyingAt('compute') }, 'tenure', 2025)).rejects.toThrow();
    expect(await snapshot()).toEqual(before);
    // a refresh dying before it publishes anything changes nothing
    await expect(runRefresh({ pool, reportProgress: dyingAt('authors') }, { authorIds: [f.a.a1] }, 2025)).rejects.toThrow();
    expect(await snapshot()).toEqual(before);
    expect(await leftovers()).toEqual([]);
  });

  it('a refresh dying before its schools are published keeps the named author published first, and the next run finishes the schools', async () => {
    const before = await snapshot();
    const schoolRows = async () => (await pool.query('SELECT * FROM analytics_university ORDER BY university_id')).rows.map(({ computed_at: _, ...row }) => row);
    const schoolsBefore = await schoolRows();
    const pending = (await pool.query(`INSERT INTO analytics_refresh_pending (author_ids) VALUES (ARRAY[${f.a.a1}]) RETURNING id`)).rows[0] as { id: string };
    await expect(runRefresh({ pool, reportProgress: dyingAt('swap') }, { authorIds: [f.a.a1], pendingId: Number(pending.id) }, 2025)).rejects.toThrow('simulated crash at swap');
    const after = await snapshot();
    // Ada's own rows carry the fifth paper (the fast path's transaction), with her school share as it was
    const ada = (rows: typeof before.authors) => rows.find((a) => a.author_id === f.a.a1)!;
    expect(ada(after.authors).total_papers).toBe(5);
    expect(ada(after.authors).school_paper_share_overall).toBe(ada(before.authors).school_paper_share_overall);
    // everyone else, the school totals and the tenure rows are as they were; the request is still pending
    expect(after.authors.filter((a) => a.author_id !== f.a.a1)).toEqual(before.authors.filter((a) => a.author_id !== f.a.a1));
    expect(after.tenure).toEqual(before.tenure);
    expect(await schoolRows()).toEqual(schoolsBefore);
    expect((await pool.query('SELECT id FROM analytics_refresh_pending')).rows.map((r) => Number(r.id))).toEqual([Number(pending.id)]);
    // the job's retry: schools published, the request consumed
    const rerun = await runRefresh({ pool, reportProgress: quiet }, { authorIds: [f.a.a1], pendingId: Number(pending.id) }, 2025);
    expect(rerun).toMatchObject({ coalesced: 1, firstAuthors: 1 });
    expect(await schoolRows()).not.toEqual(schoolsBefore);
    expect((await pool.query('SELECT count(*)::int AS n FROM analytics_refresh_pending')).rows[0].n).toBe(0);
    expect(await leftovers()).toEqual([]);
    // the same request once more: already covered, nothing computed
    expect(await runRefresh({ pool, reportProgress: quiet }, { authorIds: [f.a.a1], pendingId: Number(pending.id) }, 2025)).toMatchObject({ alreadyCovered: true });
  });

  it('reruns cleanly over the leftovers of a killed worker, and a rerun gives the same figures', async () => {
    // a worker killed mid-run leaves its copies behind (its catch block never ran)
    await pool.query('CREATE TABLE analytics_author_next (junk int)');
    await pool.query('CREATE UNLOGGED TABLE analytics_tenure_refresh (junk int)');
    await runFullRebuild({ pool, reportProgress: quiet }, 'core', 2025);
    expect(await leftovers()).toEqual(['analytics_tenure_refresh']);
    await runRefresh({ pool, reportProgress: quiet }, { authorIds: [f.a.a1] }, 2025);
    expect(await leftovers()).toEqual([]);
    const first = await snapshot();
    expect(first.authors.find((a) => a.author_id === f.a.a1)?.total_papers).toBe(5);
    await runFullRebuild({ pool, reportProgress: quiet }, 'core', 2025);
    const second = await snapshot();
    expect({ ...second, version: null }).toEqual({ ...first, version: null });
    expect(second.version).toBe(first.version + 1);
    // the swap keeps the migration's index names, so that the next rebuild copies them again
    const indexes = (await pool.query(`SELECT indexname FROM pg_indexes WHERE tablename = 'analytics_author' ORDER BY 1`)).rows.map((r) => r.indexname);
    expect(indexes).toEqual(['analytics_author_department_ids_idx', 'analytics_author_pkey', 'analytics_author_university_id_idx']);
    const yearIndexes = (await pool.query(`SELECT indexname FROM pg_indexes WHERE tablename = 'analytics_author_year' ORDER BY 1`)).rows.map((r) => r.indexname);
    expect(yearIndexes).toEqual(['analytics_author_year_author_id_idx', 'analytics_author_year_pkey']);
    // stored year by year (then by author): a window over many authors reads two compact ranges
    const stored = (await pool.query('SELECT year, author_id FROM analytics_author_year ORDER BY ctid')).rows as { year: number; author_id: number }[];
    const sorted = [...stored].sort((x, y) => x.year - y.year || x.author_id - y.author_id);
    expect(stored).toEqual(sorted);
  });

  it('keeps answering readers while it rebuilds and swaps', async () => {
    let reads = 0;
    let rebuilding = true;
    const reader = (async () => {
      const counts = new Set<number>();
      while (rebuilding) {
        const { rows } = await pool.query('SELECT count(*)::int AS n FROM analytics_author a JOIN analytics_author_year y USING (author_id) WHERE y.year = 2025');
        counts.add(rows[0].n);
        reads += 1;
      }
      return counts;
    })();
    await runFullRebuild({ pool, reportProgress: quiet }, 'core', 2025);
    rebuilding = false;
    // every read saw the complete figures: 8 authors, each with a 2025 row
    expect([...(await reader)]).toEqual([8]);
    expect(reads).toBeGreaterThan(0);
  });

  it('serialises a refresh and a rebuild that overlap instead of interleaving them', async () => {
    const order: string[] = [];
    const track = (name: string) => async (progress: TJobProgress) => {
      // 'load' is the first stage after the lock is taken
      if (progress.stage === 'waiting' || progress.stage === 'done' || (progress.stage === 'load' && !order.includes(`${name} load`))) {
        order.push(`${name} ${progress.stage}`);
      }
    };
    const rebuild = runFullRebuild({ pool, reportProgress: track('rebuild') }, 'core', 2025);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const refresh = runRefresh({ pool, reportProgress: track('refresh') }, { authorIds: [f.a.a5] }, 2025);
    await Promise.all([rebuild, refresh]);
    // whichever took the lock first finished before the other started loading; the other waited
    const [first, second] = order[0]!.startsWith('rebuild') ? ['rebuild', 'refresh'] : ['refresh', 'rebuild'];
    expect(order.indexOf(`${second} load`)).toBeGreaterThan(order.indexOf(`${first} done`));
    expect(order).toContain(`${second} waiting`);
  });
});
