import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type pg from 'pg';
import { createPool } from '@ri/db';
import { loadDemoData } from '@ri/db/demo';
import { progressWindowStarts, runDashboardFigures, runFullRebuild, runRefresh } from '@ri/workers';
import { createTestApp, type TestApp } from './support/testApp.ts';
import {
  facultyProgress, facultyProgressQuery, facultyProgressRankedQuery, type FacultyProgressQuery,
} from '../src/domains/dashboards/queries.ts';

// Faculty Progress reads the ranks the analytics worker keeps for the windows the screen opens on
// (docs/analytics-engine.md "Faculty Progress ranks", docs/dashboards-api.md): on the demo data set,
// what they answer must be exactly what ranking every member on demand answers, for every kept
// window, counting, measure, list length and "you"; and each new version of the analytics tables
// replaces them (a stale version is never read).
const YEAR = 2025;
const quiet = async () => {};

describe('faculty progress: the precomputed ranks answer what the on-demand ranking answers', () => {
  let t: TestApp;
  let pool: pg.Pool;

  beforeAll(async () => {
    t = await createTestApp();
    pool = createPool({ connectionString: t.database.url, max: 8 });
    await loadDemoData(pool, { size: 'demo', password: 'faculty-progress-precomputed' });
    await runFullRebuild({ pool, reportProgress: quiet }, 'all', YEAR);
    // the ranks come with the version's dashboard-figures job (docs/analytics-engine.md "Dashboard figures")
    await runDashboardFigures({ pool, db: t.db, reportProgress: quiet }, { clockYear: YEAR });
  }, 300_000);

  afterAll(async () => {
    await pool?.end();
    await t?.close();
  });

  /** the three largest departments of a school, with their same-name departments and three "you"s each */
  async function cases(): Promise<FacultyProgressQuery[]> {
    const departments = (await sql<{ id: number; name: string; university_id: number; members: number[] }>`
      SELECT d.id, d.name, d.university_id, array_agg(aa.author_id ORDER BY aa.total_papers DESC, aa.author_id) AS members
      FROM departments d JOIN analytics_author aa ON d.id = ANY(aa.department_ids) AND aa.university_id = d.university_id
      GROUP BY d.id ORDER BY count(*) DESC, d.id LIMIT 3`.execute(t.db)).rows;
    const all = (await sql<{ id: number; name: string }>`SELECT id, name FROM departments`.execute(t.db)).rows;
    const elsewhere = (await sql<{ author_id: number; university_id: number }>`
      SELECT author_id, university_id FROM analytics_author WHERE university_id IS NOT NULL ORDER BY total_papers, author_id LIMIT 1`.execute(t.db)).rows[0]!;
    const result: FacultyProgressQuery[] = [];
    for (const d of departments) {
      const sameNameDepartmentIds = all.filter((x) => x.name.toLowerCase() === d.name.toLowerCase()).map((x) => x.id);
      const yous = [null, { authorId: d.members[0]!, universityId: d.university_id }, { authorId: d.members.at(-1)!, universityId: d.university_id },
        { authorId: elsewhere.author_id, universityId: elsewhere.university_id }];
      for (const before of progressWindowStarts(YEAR)) {
        for (const counting of ['full', 'fractional'] as const) {
          for (const rankBy of ['papers', 'citations'] as const) {
            for (const [k, you] of yous.entries()) {
              result.push({
                before, end: YEAR, journals: 'All', universityId: d.university_id, departmentId: d.id, sameNameDepartmentIds,
                rankBy, counting, limit: [10, 30, null, 10][k]!, you,
              });
            }
          }
        }
      }
    }
    return result;
  }

  const sorted = <T extends { list: string; position: number }>(rows: T[]) => [...rows].sort((x, y) => x.list.localeCompare(y.list) || x.position - y.position);

  async function expectSame(q: FacultyProgressQuery) {
    const ranked = (await facultyProgressRankedQuery(q).execute(t.db)).rows;
    const computed = (await facultyProgressQuery(q).execute(t.db)).rows;
    expect(ranked.length, `${JSON.stringify(q)}: the precomputed ranks answer`).toBeGreaterThan(0);
    expect(sorted(ranked), JSON.stringify(q)).toEqual(sorted(computed));
  }

  it('gives every list, row, rank and count of the on-demand ranking for every kept window and option', async () => {
    const all = await cases();
    expect(all.length).toBeGreaterThan(100);
    for (const q of all) await expectSame(q);
    // a window that is not kept, and named journals, are ranked on demand
    const q = all[1]!;
    expect((await facultyProgressRankedQuery({ ...q, before: YEAR - 8 }).execute(t.db)).rows).toEqual([]);
    expect((await facultyProgressRankedQuery({ ...q, journals: [1] }).execute(t.db)).rows).toEqual([]);
    const fallback = await facultyProgress(t.db, { ...q, before: YEAR - 8 });
    const { rows } = await facultyProgressQuery({ ...q, before: YEAR - 8 }).execute(t.db);
    expect(fallback.counts).toEqual(rows.find((r) => (r.list as string) === 'counts')!.counts);
  }, 300_000);

  it('is replaced by each new version, and a stale version is never read', async () => {
    const [q] = await cases();
    const stamp = async () => (await sql<{ version: string; ranks: string }>`
      SELECT s.version, r.version AS ranks FROM analytics_state s, analytics_progress_state r`.execute(t.db)).rows[0]!;
    const first = await stamp();
    expect(first.ranks).toBe(first.version);

    // the ranks of another version are not read: the answer comes from the on-demand ranking
    await sql`UPDATE analytics_progress_state SET version = version - 1`.execute(t.db);
    expect((await facultyProgressRankedQuery(q!).execute(t.db)).rows).toEqual([]);
    const computed = (await facultyProgressQuery(q!).execute(t.db)).rows;
    expect((await facultyProgress(t.db, q!)).counts).toEqual(computed.find((r) => (r.list as string) === 'counts')!.counts);

    // a write: a new A paper in the window for the department's last member, then the refresh
    const last = q!.you ?? { authorId: (await facultyProgressQuery({ ...q!, limit: null }).execute(t.db)).rows.filter((r) => r.list === 'school').at(-1)!.author_id };
    const journal = (await sql<{ id: number }>`SELECT id FROM journals WHERE tier = 'A' ORDER BY id LIMIT 1`.execute(t.db)).rows[0]!.id;
    const paper = await t.db.insertInto('papers').values({ title: 'A faculty progress test paper', year: YEAR, journal_id: journal, citation_count: 0 }).returning('id').executeTakeFirstOrThrow();
    await t.db.insertInto('authorships').values({ paper_id: paper.id, author_id: last.authorId, position: 1 }).execute();
    const papersBefore = (await sql<{ papers: number }>`
      SELECT papers FROM analytics_progress WHERE before_year = ${YEAR - 6} AND counting = 'full' AND author_id = ${last.authorId}`.execute(t.db)).rows[0]!.papers;
    await runRefresh({ pool, reportProgress: quiet }, { paperIds: [paper.id], authorIds: [last.authorId] }, YEAR);
    // the refresh publishes the figures without the ranks: the old ones are stale (never read) until the version's job
    const published = await stamp();
    expect(Number(published.version)).toBeGreaterThan(Number(first.version));
    expect(published.ranks).not.toBe(published.version);
    expect((await facultyProgressRankedQuery(q!).execute(t.db)).rows).toEqual([]);
    await runDashboardFigures({ pool, db: t.db, reportProgress: quiet }, { clockYear: YEAR });

    const second = await stamp();
    expect(Number(second.version)).toBeGreaterThan(Number(first.version));
    expect(second.ranks).toBe(second.version);
    const papersAfter = (await sql<{ papers: number }>`
      SELECT papers FROM analytics_progress WHERE before_year = ${YEAR - 6} AND counting = 'full' AND author_id = ${last.authorId}`.execute(t.db)).rows[0]!.papers;
    expect(papersAfter).toBe(papersBefore + 1);
    // one row per member and window: the old version's rows are gone
    const { rows: [copies] } = await sql<{ n: number; members: number }>`
      SELECT count(*)::int AS n, (SELECT count(*)::int FROM analytics_author WHERE university_id IS NOT NULL) AS members
      FROM analytics_progress WHERE before_year = ${YEAR - 6} AND counting = 'full'`.execute(t.db);
    expect(copies!.n).toBe(copies!.members);
    for (const rankBy of ['papers', 'citations'] as const) await expectSame({ ...q!, rankBy, you: { authorId: last.authorId, universityId: q!.universityId } });
  }, 300_000);
});
