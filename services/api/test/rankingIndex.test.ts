import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createPool } from '@ri/db';
import { loadDemoData } from '@ri/db/demo';
import type pg from 'pg';
import { runFullRebuild, runRefresh } from '@ri/workers';
import * as queries from '../src/domains/analytics/queries.ts';
import { rankFromIndex } from '../src/domains/analytics/service.ts';
import { createRankingIndexCache, type RankingIndexCache } from '../src/domains/analytics/rankingIndexCache.ts';
import type { RankingIndex } from '../src/domains/analytics/rankingIndex.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';

// The ranking index (in memory) must answer exactly what the SQL over the precomputed tables answers:
// on the demo data set (25 schools, about 2,400 faculty) every filter, window, counting and sort is
// asked of both, and the pages, totals and means compared; then after a refresh and after a rebuild.
const YEAR = 2025;
const quiet = async () => {};

describe('ranking index: the same rankings as the SQL, kept current by version', () => {
  let t: TestApp;
  let pool: pg.Pool;
  let cache: RankingIndexCache;
  let universities: number[];
  let departments: number[];

  const state = () => queries.analyticsState(t.db);
  async function currentIndex(): Promise<RankingIndex> {
    const first = await cache.indexFor(await state());
    if (first) return first;
    const loaded = await cache.ready();
    expect(loaded).not.toBeNull();
    return (await cache.indexFor(await state()))!;
  }

  const base: queries.RankingQuery = {
    universityIds: [], rankCodes: null, genders: null, departmentIds: null, tiers: null, journalIds: null, window: null,
    counting: 'full', currentYear: YEAR, sortColumn: 'total_papers', descending: true, limit: 25, offset: 0,
  };

  async function expectSameRanking(index: RankingIndex, q: queries.RankingQuery) {
    const fromSql = await queries.rankAuthors(t.db, q);
    const fromIndex = await rankFromIndex(t.db, index, q);
    const label = JSON.stringify({ ...q, universityIds: q.universityIds.length });
    expect(fromIndex.total, label).toBe(fromSql.total);
    expect(fromIndex.rows.map((r) => r.author_id), label).toEqual(fromSql.rows.map((r) => r.author_id));
    for (let i = 0; i < fromSql.rows.length; i++) {
      const want = fromSql.rows[i]!;
      const got = fromIndex.rows[i]!;
      for (const key of Object.keys(got) as (keyof queries.RankingRow)[]) {
        if (typeof want[key] === 'number' && key.startsWith('avg_')) expect(got[key], `${label} ${key}`).toBeCloseTo(want[key], 9);
        else expect(got[key], `${label} ${key} of author ${want.author_id}`).toEqual(want[key]);
      }
    }
    return fromSql;
  }

  beforeAll(async () => {
    t = await createTestApp();
    pool = createPool({ connectionString: t.database.url, max: 12 });
    await loadDemoData(pool, { size: 'demo', password: 'ranking-index-test' });
    await runFullRebuild({ pool, reportProgress: quiet }, 'core', YEAR);
    universities = (await sql<{ id: number }>`SELECT DISTINCT university_id AS id FROM analytics_author WHERE university_id IS NOT NULL ORDER BY 1`.execute(t.db)).rows.map((r) => r.id);
    departments = (await sql<{ id: number }>`SELECT DISTINCT unnest(department_ids) AS id FROM analytics_author ORDER BY 1 LIMIT 6`.execute(t.db)).rows.map((r) => r.id);
    cache = createRankingIndexCache({ databaseUrl: t.database.url, log: { info: () => {}, warn: (details, message) => { throw new Error(`${message}: ${String((details as { err?: unknown }).err)}`); } } });
  }, 240_000);
  afterAll(async () => {
    await cache?.close();
    await pool?.end();
    await t?.close();
  });

  it('is loaded in the background on first use: the first request is answered from SQL', async () => {
    expect(universities.length).toBeGreaterThanOrEqual(20);
    expect(await cache.indexFor(await state())).toBeNull();
    const index = await cache.ready();
    expect(index?.size).toBe(Number((await sql<{ n: number }>`SELECT count(*)::int AS n FROM analytics_author`.execute(t.db)).rows[0]!.n));
    expect(await cache.indexFor(await state())).toBe(index);
  });

  it('ranks like the SQL for every sort column, both directions, all time and windowed, full and fractional', async () => {
    const index = await currentIndex();
    const all = { ...base, universityIds: universities };
    const columns = queries.RANKING_SORT_COLUMNS;
    for (const sortColumn of columns) {
      for (const descending of [true, false]) {
        await expectSameRanking(index, { ...all, sortColumn, descending });
        await expectSameRanking(index, { ...all, sortColumn, descending, counting: 'fractional', window: { from: YEAR - 4, to: YEAR } });
      }
    }
  });

  it('ranks like the SQL under every filter: schools, ranks, genders, departments, tiers in any order, windows, pages', async () => {
    const index = await currentIndex();
    const some = universities.slice(0, 3);
    const cases: Partial<queries.RankingQuery>[] = [
      { universityIds: [universities[0]!] },
      { universityIds: some, rankCodes: [3] },
      { universityIds: universities, rankCodes: [1, 2], genders: ['f'] },
      { universityIds: universities, genders: ['m', 'o'], sortColumn: 'citations_per_year' },
      { universityIds: universities, departmentIds: departments, sortColumn: 'h_index' },
      { universityIds: universities, tiers: ['a'], sortColumn: 'papers_per_year' },
      { universityIds: universities, tiers: ['b', 'a'], counting: 'fractional', sortColumn: 'total_citations' },
      { universityIds: universities, tiers: ['a_minus', 'a', 'unranked'], window: { from: 2000, to: 2010 }, counting: 'fractional' },
      { universityIds: universities, window: { from: 1940, to: 1960 } },
      { universityIds: universities, window: { from: YEAR, to: YEAR }, sortColumn: 'percent_solo' },
      { universityIds: universities, window: { from: YEAR - 9, to: YEAR }, sortColumn: 'a_minus_papers', offset: 100, limit: 50 },
      { universityIds: universities, offset: 2_000, limit: 100 },
      { universityIds: universities, offset: 100_000 },
      { universityIds: universities, sortColumn: 'last_name', descending: false, offset: 30 },
      { universityIds: universities, sortColumn: 'first_name', descending: true, window: { from: 2010, to: 2020 }, tiers: ['a'] },
      { universityIds: some, rankCodes: [3], genders: ['f'], departmentIds: [departments[0]!], sortColumn: 'b_papers' },
    ];
    for (const c of cases) {
      const result = await expectSameRanking(index, { ...base, ...c });
      if (c.offset !== 100_000) expect(result.rows.length, JSON.stringify(c)).toBeGreaterThan(0);
    }
  });

  it('follows a refresh: the next request waits for the changed authors and ranks like the SQL', async () => {
    const before = await currentIndex();
    // a new A paper, 2025, with three authors of three schools
    const authors = (await sql<{ id: number; university_id: number }>`
      SELECT DISTINCT ON (university_id) author_id AS id, university_id FROM analytics_author
      WHERE university_id = ANY(${universities.slice(0, 3)}::int4[]) ORDER BY university_id, total_papers DESC, author_id`.execute(t.db)).rows;
    const journal = (await sql<{ id: number }>`SELECT id FROM journals WHERE tier = 'A' ORDER BY id LIMIT 1`.execute(t.db)).rows[0]!.id;
    const paper = await t.db.insertInto('papers').values({ title: 'A ranking index test paper', year: YEAR, journal_id: journal, citation_count: 0 }).returning('id').executeTakeFirstOrThrow();
    await t.db.insertInto('authorships').values(authors.map((a, i) => ({ paper_id: paper.id, author_id: a.id, position: i + 1 }))).execute();
    await runRefresh({ pool, reportProgress: quiet }, { paperIds: [paper.id], authorIds: authors.map((a) => a.id) }, YEAR);

    const index = await cache.indexFor(await state());
    expect(index).toBe(before);
    const q = { ...base, universityIds: universities.slice(0, 3), tiers: ['a' as const], window: { from: YEAR, to: YEAR } };
    const ranked = await expectSameRanking(index!, { ...q, limit: 1_000 });
    for (const a of authors) expect(ranked.rows.find((r) => r.author_id === a.id)?.a_papers).toBeGreaterThanOrEqual(1);

    // an author who leaves for another school moves with the refresh
    const mover = authors[0]!;
    await t.db.updateTable('authors').set({ university_id: universities.at(-1)! }).where('id', '=', mover.id).execute();
    await runRefresh({ pool, reportProgress: quiet }, { authorIds: [mover.id], universityIds: [mover.university_id, universities.at(-1)!] }, YEAR);
    const moved = (await cache.indexFor(await state()))!;
    expect(moved).toBe(before);
    const left = await expectSameRanking(moved, { ...base, universityIds: [mover.university_id], limit: 1_000 });
    expect(left.rows.some((r) => r.author_id === mover.id)).toBe(false);
    const joined = await expectSameRanking(moved, { ...base, universityIds: [universities.at(-1)!], limit: 1_000 });
    expect(joined.rows.some((r) => r.author_id === mover.id)).toBe(true);
  });

  it('after a full rebuild answers from SQL until the fresh index is loaded', async () => {
    const before = await currentIndex();
    await runFullRebuild({ pool, reportProgress: quiet }, 'core', YEAR);
    expect(await cache.indexFor(await state())).toBeNull();
    const after = await cache.ready();
    expect(after).not.toBeNull();
    expect(after).not.toBe(before);
    await expectSameRanking(after!, { ...base, universityIds: universities, window: { from: 2015, to: 2020 }, counting: 'fractional' });
  });
});
