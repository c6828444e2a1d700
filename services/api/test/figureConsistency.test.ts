import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type pg from 'pg';
import { createPool } from '@ri/db';
import { loadDemoData } from '@ri/db/demo';
import { runFullRebuild } from '../../../workers/src/analytics/recompute.ts';
import { createTestApp, createUser, type TestApp } from './support/testApp.ts';

// One truth for every figure (docs/metrics.md section 10, "Tier source"): over the whole demo data
// set (25 schools, about 2,400 faculty), every author's A / A- / B counts, papers and citations in
// a window and journal grade must be the same number on every screen that shows them: Tenure
// Readiness, Faculty Ranking and Faculty Productivity, at school scope (global tiers) and at
// department scope (the department's lists, where the screen offers a department).
const YEAR = 2025;
const quiet = async () => {};

interface Figures { A: number; AMinus: number; B: number; papers: number; citations: number }
type ByAuthor = Map<number, Figures>;

describe('figure consistency: one number per (author, scope, window, grade, tier source, counting)', () => {
  let t: TestApp;
  let pool: pg.Pool;
  let token: string;
  let universities: { id: number; name: string }[];

  const get = async (url: string) => {
    const r = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    expect(r.statusCode, `${url}: ${r.body}`).toBe(200);
    return r.json();
  };
  const post = async (url: string, payload: object) => {
    const r = await t.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}` }, payload });
    expect(r.statusCode, `${url}: ${r.body}`).toBe(200);
    return r.json();
  };

  beforeAll(async () => {
    t = await createTestApp();
    pool = createPool({ connectionString: t.database.url, max: 8 });
    await loadDemoData(pool, { size: 'demo', password: 'figure-consistency-test' });
    await runFullRebuild({ pool, reportProgress: quiet }, 'all', YEAR);
    universities = (await sql<{ id: number; name: string }>`
      SELECT u.id, u.name FROM universities u WHERE EXISTS (SELECT 1 FROM analytics_author aa WHERE aa.university_id = u.id)
      ORDER BY u.id`.execute(t.db)).rows;
    const userId = await createUser(t.db, { username: 'consistency-admin', type: 'admin' });
    const sessionId = randomUUID();
    await t.db.insertInto('sessions').values({ id: sessionId, user_id: userId, expires_at: new Date(Date.now() + 3_600_000) }).execute();
    token = t.app.jwt.sign({ sid: sessionId, sub: String(userId) }, { expiresIn: 3_600_000 });
  }, 300_000);
  afterAll(async () => {
    await pool?.end();
    await t?.close();
  });

  /** Tenure Readiness rows of one school's faculty of a rank (all journals graded A, A-, B). */
  async function tenure(univ: number, rank: 'assistant' | 'associate', years: 5 | 10, dept?: number) {
    const body = await get(`/api/dashboard/tenure_readiness?univ_id=${univ}&rank=${rank}&years=${years}&journal=All${dept ? `&dept=${dept}` : ''}`);
    const byAuthor: ByAuthor = new Map();
    for (const r of body.rows) byAuthor.set(r.id, { A: r.A, AMinus: r['A-'], B: r.B, papers: r.papers, citations: r.citations });
    return { byAuthor, tierSource: body.tier_source as { kind: string; department_id: number | null; label: string } | undefined };
  }

  /** Faculty Ranking of one school's faculty of a rank, in the window, journal classes A, A-, B. */
  async function ranking(univ: number, marker: number, from: number, to: number) {
    const byAuthor: ByAuthor = new Map();
    for (let page = 1; ; page++) {
      const body = await post('/api/ranking/authors', {
        universities: [univ], markers: [marker], journal_classes: ['A', 'A-', 'B'], from_year: from, to_year: to,
        counting: 'full', sort_by: 'total_papers', sort_order: 'desc', page, page_size: 100,
      });
      for (const r of body.rows) {
        byAuthor.set(r.author_id, { A: r.A_papers, AMinus: r.AMinus_papers, B: r.B_papers, papers: r.total_papers, citations: r.total_citations });
      }
      if (page * 100 >= body.total) return { byAuthor, tierSource: body.tier_source };
    }
  }

  /** Faculty Productivity of one school's faculty of a type, papers and citations in the window, journals A, A-, B. */
  async function productivity(univ: number, type: 'assistant' | 'associate', from: number, to: number) {
    const body = await get(`/api/dashboard/faculty_productivity?univ_id=${univ}&papers_from=${from}&papers_to=${to}&citations_from=${from}`
      + `&citations_to=${to}&accepted_faculty=${type}&journal_categories=a,a-,b&sort_by=papers&all_faculty=1&count=All`);
    const byAuthor: ByAuthor = new Map();
    for (const r of body.faculty) {
      byAuthor.set(r.id, { A: r.a_journal_count, AMinus: r.aminus_journal_count, B: r.b_journal_count, papers: r.total_papers, citations: r.total_citations });
    }
    return { byAuthor, tierSource: body.tier_source };
  }

  it('gives every author the same A / A- / B, papers and citations on Tenure Readiness, Faculty Ranking and Faculty Productivity at school scope', async () => {
    expect(universities.length).toBeGreaterThanOrEqual(20);
    const differences: string[] = [];
    const sources: unknown[] = [];
    let compared = 0;
    for (const u of universities) {
      for (const [rank, marker] of [['assistant', 1], ['associate', 2]] as const) {
        for (const years of [5, 10] as const) {
          const from = YEAR - years + 1;
          const [ten, rnk, prod] = await Promise.all([tenure(u.id, rank, years), ranking(u.id, marker, from, YEAR), productivity(u.id, rank, from, YEAR)]);
          // the same people on every screen
          expect([...ten.byAuthor.keys()].sort(), `${u.name} ${rank}: tenure vs ranking`).toEqual([...rnk.byAuthor.keys()].sort());
          expect([...prod.byAuthor.keys()].sort(), `${u.name} ${rank}: productivity vs ranking`).toEqual([...rnk.byAuthor.keys()].sort());
          // and the tier source in force is named, the same on all three: the global tiers at school scope
          sources.push(ten.tierSource, rnk.tierSource, prod.tierSource);
          for (const [id, want] of rnk.byAuthor) {
            compared += 1;
            for (const [screen, got] of [['tenure', ten.byAuthor.get(id)!], ['productivity', prod.byAuthor.get(id)!]] as const) {
              if (JSON.stringify(got) !== JSON.stringify(want)) {
                differences.push(`${u.name} ${rank} ${years}y author ${id}: ranking ${JSON.stringify(want)} ${screen} ${JSON.stringify(got)}`);
              }
            }
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(1000);
    expect(differences.slice(0, 10), `${differences.length} differences`).toEqual([]);
    for (const source of sources) expect(source).toEqual({ kind: 'global', department_id: null, label: 'global tiers' });
  }, 300_000);

  /** Faculty Ranking, all time: total papers, citations and h-index (all journals), and the A, A-, B columns with their classes. */
  async function rankingAllTime(univ: number, classes: ('A' | 'A-' | 'B')[] | null) {
    const byAuthor = new Map<number, { papers: number; citations: number; h: number; A: number; AMinus: number; B: number }>();
    for (let page = 1; ; page++) {
      const body = await post('/api/ranking/authors', {
        universities: [univ], ...(classes ? { journal_classes: classes } : {}), counting: 'full', sort_by: 'total_papers', sort_order: 'desc', page, page_size: 100,
      });
      for (const r of body.rows) {
        byAuthor.set(r.author_id, { papers: r.total_papers, citations: r.total_citations, h: r.h_index_score, A: r.A_papers, AMinus: r.AMinus_papers, B: r.B_papers });
      }
      if (page * 100 >= body.total) return byAuthor;
    }
  }

  it('gives every author the same all-time papers, citations and h-index on Faculty Ranking, the productivity details, Cohort Analysis, Hire Impact and Compare Yourself', async () => {
    const differences: string[] = [];
    let compared = 0;
    const differ = (what: string, want: unknown, got: unknown) => {
      compared += 1;
      if (JSON.stringify(want) !== JSON.stringify(got)) differences.push(`${what}: ranking ${JSON.stringify(want)} got ${JSON.stringify(got)}`);
    };
    for (const u of universities.slice(0, 6)) {
      const [all, graded] = await Promise.all([rankingAllTime(u.id, null), rankingAllTime(u.id, ['A', 'A-', 'B'])]);
      const ids = [...all.keys()].slice(0, 40);
      // Cohort Analysis: papers and citations in A, A- and B journals, all time
      const cohort = await get(`/api/cohortAnalysis?${ids.map((id) => `id=${id}`).join('&')}&journals=a,a-,b`);
      for (const f of cohort.faculty) {
        const want = graded.get(f.id)!;
        differ(`${u.name} cohort ${f.id}`, { papers: want.papers, citations: want.citations, h: all.get(f.id)!.h }, { papers: f.totalPapers, citations: f.totalCitations, h: f.hIndex });
      }
      // Hire Impact: the faculty to consider, all journals
      const [candidate, ...faculty] = ids;
      const department = (await sql<{ id: number }>`SELECT id FROM departments WHERE university_id = ${u.id} ORDER BY id LIMIT 1`.execute(t.db)).rows[0]!.id;
      const hire = await get(`/api/hireImpact?univ_id=${u.id}&department=${department}&hiringCandidateId=${candidate}&${faculty.map((id) => `facultyIds=${id}`).join('&')}&journal_ids=All`);
      for (const f of [hire.hiring_author_data, ...hire.selected_author_data]) {
        const want = all.get(f.id)!;
        differ(`${u.name} hire impact ${f.id}`, { papers: want.papers, citations: want.citations, h: want.h }, { papers: f.total_papers, citations: f.total_citations, h: f.h_index });
      }
      for (const id of ids.slice(0, 8)) {
        const want = all.get(id)!;
        const details = await get(`/api/dashboard/faculty_productivity/details?univ_id=${u.id}&user_id=${id}`);
        differ(`${u.name} productivity details ${id}`, { papers: want.papers, citations: want.citations, h: want.h }, { papers: details.totalPapers, citations: details.totalCitations, h: details.hIndex });
        const yourself = await get(`/api/compareyourself?id=${id}`);
        const now = String(YEAR);
        differ(`${u.name} compare yourself ${id}`, { papers: want.papers, citations: want.citations, h: want.h },
          { papers: yourself.data.total_papers[now], citations: yourself.data.total_citations[now], h: yourself.data.hindex[now] });
      }
    }
    expect(compared).toBeGreaterThan(300);
    expect(differences.slice(0, 10), `${differences.length} differences`).toEqual([]);
  }, 300_000);

  it('grades by the department\'s own lists at department scope, the same on Tenure Readiness and the department\'s figures', async () => {
    // departments with their own journal lists at the schools of the demo data set
    const departments = (await sql<{ id: number; name: string; university_id: number }>`
      SELECT d.id, d.name, d.university_id FROM departments d
      WHERE EXISTS (SELECT 1 FROM department_journals dj WHERE dj.department_id = d.id)
        AND EXISTS (SELECT 1 FROM analytics_author aa WHERE d.id = ANY(aa.department_ids) AND aa.rank_code = 1)
      ORDER BY d.id LIMIT 8`.execute(t.db)).rows;
    expect(departments.length).toBeGreaterThan(0);
    let compared = 0;
    let regraded = 0;
    for (const d of departments) {
      const school = await tenure(d.university_id, 'assistant', 10);
      const scoped = await tenure(d.university_id, 'assistant', 10, d.id);
      // the same papers counted; only the grading changes (a department list re-grades journals, metrics.md section 10)
      for (const [id, own] of scoped.byAuthor) {
        const global = school.byAuthor.get(id);
        expect(global, `author ${id} is at the school`).toBeDefined();
        if (global && (own.A !== global.A || own.AMinus !== global.AMinus || own.B !== global.B)) regraded += 1;
        compared += 1;
      }
      // every tier count at department scope is the department-list grading of the author's papers in the window
      const { rows } = await sql<{ author_id: number; a: number; a_minus: number; b: number }>`
        SELECT ap.author_id,
               count(*) FILTER (WHERE g.tier = 'A')::int AS a, count(*) FILTER (WHERE g.tier = 'A-')::int AS a_minus,
               count(*) FILTER (WHERE g.tier = 'B')::int AS b
        FROM analytics_author_paper ap
        LEFT JOIN department_journals dj ON dj.department_id = ${d.id} AND dj.journal_id = ap.journal_id
        LEFT JOIN journals j ON j.id = ap.journal_id
        CROSS JOIN LATERAL (SELECT coalesce(dj.tier, j.tier) AS tier) g
        WHERE ap.author_id = ANY(${[...scoped.byAuthor.keys()]}::int4[]) AND ap.year BETWEEN ${YEAR - 9} AND ${YEAR}
        GROUP BY ap.author_id`.execute(t.db);
      const expected = new Map(rows.map((r) => [r.author_id, { A: r.a, AMinus: r.a_minus, B: r.b }]));
      for (const [id, got] of scoped.byAuthor) {
        expect({ A: got.A, AMinus: got.AMinus, B: got.B }, `${d.name} author ${id}`).toEqual(expected.get(id) ?? { A: 0, AMinus: 0, B: 0 });
      }
      expect(scoped.tierSource).toEqual({ kind: 'department', department_id: d.id, label: `${d.name} department's journal lists` });
    }
    expect(compared).toBeGreaterThan(0);
    // the departments' lists do re-grade some of their members' papers, so the two scopes are told apart
    expect(regraded).toBeGreaterThan(0);
  }, 300_000);

  // Fractional counting (docs/metrics.md section 14), kept apart from the full-counting checks above: the
  // same A / A- / B, papers and citations on Tenure Readiness, Faculty Ranking and Faculty Productivity,
  // each paper weighted 1 / its authors, for every school's assistant professors over 10 years.
  describe('under fractional counting', () => {
    const figuresOf = (r: Record<string, number>, keys: [string, string, string, string, string]) =>
      JSON.stringify(keys.map((k) => r[k]));
    it('gives every assistant professor the same fractional figures on the three screens, and they differ from full counting', async () => {
      const from = YEAR - 9;
      const differences: string[] = [];
      let compared = 0;
      let changed = 0;
      for (const u of universities) {
        const ten = await get(`/api/dashboard/tenure_readiness?univ_id=${u.id}&rank=assistant&years=10&journal=All&counting=fractional`);
        const prod = await get(`/api/dashboard/faculty_productivity?univ_id=${u.id}&papers_from=${from}&papers_to=${YEAR}&citations_from=${from}`
          + `&citations_to=${YEAR}&accepted_faculty=assistant&journal_categories=a,a-,b&sort_by=papers&all_faculty=1&count=All&counting=fractional`);
        const rank = await post('/api/ranking/authors', {
          universities: [u.id], markers: [1], journal_classes: ['A', 'A-', 'B'], from_year: from, to_year: YEAR,
          counting: 'fractional', sort_by: 'total_papers', sort_order: 'desc', page: 1, page_size: 100,
        });
        expect([ten.counting, prod.counting, rank.counting]).toEqual(['fractional', 'fractional', 'fractional']);
        expect(rank.total, `${u.name}: one page holds every assistant professor`).toBeLessThanOrEqual(100);
        const full = (await tenure(u.id, 'assistant', 10)).byAuthor;
        const byId = (rows: Record<string, number>[], id: string) => new Map(rows.map((r) => [r[id], r]));
        const [t, p] = [byId(ten.rows, 'id'), byId(prod.faculty, 'id')];
        for (const r of rank.rows as Record<string, number>[]) {
          compared += 1;
          const want = figuresOf(r, ['A_papers', 'AMinus_papers', 'B_papers', 'total_papers', 'total_citations']);
          const got = { tenure: figuresOf(t.get(r.author_id!)!, ['A', 'A-', 'B', 'papers', 'citations']),
            productivity: figuresOf(p.get(r.author_id!)!, ['a_journal_count', 'aminus_journal_count', 'b_journal_count', 'total_papers', 'total_citations']) };
          for (const [screen, value] of Object.entries(got)) if (value !== want) differences.push(`${u.name} author ${r.author_id}: ranking ${want} ${screen} ${value}`);
          if (full.get(r.author_id!)!.papers !== r.total_papers) changed += 1;
        }
      }
      expect(compared).toBeGreaterThan(300);
      expect(differences.slice(0, 10), `${differences.length} differences`).toEqual([]);
      // co-authored papers count less than 1: fractional counting changes most people's figures
      expect(changed).toBeGreaterThan(compared / 2);
    }, 300_000);
  });
});
