import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type pg from 'pg';
import { createPool } from '@ri/db';
import { loadDemoData } from '@ri/db/demo';
import { runFullRebuild } from '@ri/workers';
import { createTestApp, createUser, type TestApp } from './support/testApp.ts';
import {
  ANALYTICS_MIN_YEAR, DASHBOARD_YEAR_MIN, type TCohortAnalysisResponse, type TCompareYourselfResponse, type TFacultyDetailsResponse,
  type TFacultyProductivityResponse, type TFacultyProgressResponse, type TFindYourFitResponse, type THireImpactResponse, type TMyFiguresResponse,
  type TProfileResponse, type TRankingAuthorRow, type TTenureReadinessResponse,
} from '@ri/contracts';
import { toCsv } from '@ri/csv';
import { citationsPerPaper, roundTo, ROUNDING_DECIMALS, sharePercent } from '@ri/metrics';
import { authorTierFigures, figuresOf, GRADE_TIERS, sumTiers, type TierKey, type YearWindow } from '../src/domains/dashboards/figures.ts';
import { rankingCsvColumns } from '@ri/web/screens/authorRanking/rankingFilters';
import { cohortCsvColumns, offsetLabel } from '@ri/web/screens/cohortAnalysis/cohort';
import { comparisonSeries } from '@ri/web/screens/compareYourself/compareYourself';
import { chartTable } from '@ri/web/components/charts/chartOptions';
import { yearlySeries } from '@ri/web/screens/facultyHome/facultyHome';
import { PRODUCTIVITY_CSV_COLUMNS, productivityCsvRows } from '@ri/web/screens/facultyProductivity/productivity';
import { HIRE_COMPARISON_CSV } from '@ri/web/screens/hireImpact/hireImpact';
import { tenureCsvColumns } from '@ri/web/screens/tenureReadiness/tenureCsv';
import type { TenureRow } from '@ri/web/screens/tenureReadiness/tenureReadiness';

// One truth for every figure (docs/metrics.md section 10, "Tier source"): over the whole demo data
// set (25 schools, about 2,400 faculty), every author's A / A- / B counts, papers and citations in
// a window and journal grade must be the same number on every screen that shows them: Tenure
// Readiness, Faculty Ranking and Faculty Productivity, at school scope (global tiers) and at
// department scope (the department's lists, where the screen offers a department).
const YEAR = 2025;
const quiet = async () => {};

type Differ = (what: string, want: unknown, got: unknown) => void;

/** Collects the figures that differ from the ranking's; `expectSame(n)` checks that more than n were compared and none differed. */
function comparison(): { differ: Differ; expectSame: (atLeast: number) => void } {
  const differences: string[] = [];
  let compared = 0;
  return {
    differ(what, want, got) {
      compared += 1;
      if (JSON.stringify(want) !== JSON.stringify(got)) differences.push(`${what}: ranking ${JSON.stringify(want)} got ${JSON.stringify(got)}`);
    },
    expectSame(atLeast) {
      expect(compared).toBeGreaterThan(atLeast);
      expect(differences.slice(0, 10), `${differences.length} differences`).toEqual([]);
    },
  };
}

interface Figures { A: number; AMinus: number; B: number; papers: number; citations: number }
type ByAuthor = Map<number, Figures>;

describe('figure consistency: one number per (author, scope, window, grade, tier source, counting)', () => {
  let t: TestApp;
  let pool: pg.Pool;
  let token: string;
  let universities: { id: number; name: string }[];
  /** the faculty members of the edge records (addEdgeRecords) */
  let edgeAuthors: number[] = [];

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
    edgeAuthors = await addEdgeRecords();
    await runFullRebuild({ pool, reportProgress: quiet }, 'all', YEAR);
    universities = (await sql<{ id: number; name: string }>`
      SELECT u.id, u.name FROM universities u WHERE EXISTS (SELECT 1 FROM analytics_author aa WHERE aa.university_id = u.id)
      ORDER BY u.id`.execute(t.db)).rows;
    const userId = await createUser(t.db, { username: 'consistency-admin', type: 'admin' });
    const sessionId = randomUUID();
    await t.db.insertInto('sessions').values({ id: sessionId, user_id: userId, expires_at: new Date(Date.now() + 3_600_000) }).execute();
    token = t.app.jwt.sign({ sid: sessionId, sub: String(userId) }, { expiresIn: 3_600_000 });
  }, 300_000);
  /**
   * The demo data set is clean; real imports are not. Two records exercise what docs/metrics.md defines
   * for them (Windows; sections 1 and 2), at two faculty members of the first school: a paper without a
   * year (it counts in all-time totals and its citations in the years received, never as a paper of a
   * window), and a citation received in the clock's year, after the figures' year (in all-time totals,
   * in no window: windows end at the figures' year).
   */
  async function addEdgeRecords(): Promise<number[]> {
    const { rows: people } = await sql<{ id: number }>`
      SELECT a.id FROM authors a
      WHERE a.merged_into_id IS NULL AND a.marker IN (1, 2)
        AND a.university_id = (SELECT min(university_id) FROM authors WHERE merged_into_id IS NULL AND marker IN (1, 2))
        AND EXISTS (SELECT 1 FROM authorships s WHERE s.author_id = a.id)
      ORDER BY a.id LIMIT 2`.execute(t.db);
    const [undated, late] = people.map((p) => p.id) as [number, number];
    const journal = (await sql<{ id: number }>`SELECT id FROM journals WHERE tier = 'A' ORDER BY id LIMIT 1`.execute(t.db)).rows[0]!.id;
    const paper = await t.db.insertInto('papers').values({ title: 'A working paper without a year', journal_id: journal, year: null, citation_count: 9 })
      .returning('id').executeTakeFirstOrThrow();
    await t.db.insertInto('authorships').values({ paper_id: paper.id, position: 1, author_id: undated, printed_first_name: 'Edge', printed_last_name: 'Undated' }).execute();
    await t.db.insertInto('citations').values({ paper_id: paper.id, year: YEAR - 1, count: 9 }).execute();
    const cited = (await sql<{ paper_id: number }>`
      SELECT s.paper_id FROM authorships s JOIN papers p ON p.id = s.paper_id
      WHERE s.author_id = ${late} AND p.journal_id = ${journal} ORDER BY p.year DESC, p.id LIMIT 1`.execute(t.db)).rows[0]
      ?? (await sql<{ paper_id: number }>`SELECT paper_id FROM authorships WHERE author_id = ${late} ORDER BY paper_id LIMIT 1`.execute(t.db)).rows[0]!;
    await t.db.insertInto('citations').values({ paper_id: cited.paper_id, year: YEAR + 1, count: 6 }).execute();
    await sql`UPDATE papers SET citation_count = citation_count + 6 WHERE id = ${cited.paper_id}`.execute(t.db);
    return [undated, late];
  }

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
  async function rankingAllTime(univ: number, classes: ('A' | 'A-' | 'B')[] | null, counting: 'full' | 'fractional' = 'full') {
    const byAuthor = new Map<number, { papers: number; citations: number; h: number; A: number; AMinus: number; B: number }>();
    for (let page = 1; ; page++) {
      const body = await post('/api/ranking/authors', {
        universities: [univ], ...(classes ? { journal_classes: classes } : {}), counting, sort_by: 'total_papers', sort_order: 'desc', page, page_size: 100,
      });
      for (const r of body.rows) {
        byAuthor.set(r.author_id, { papers: r.total_papers, citations: r.total_citations, h: r.h_index_score, A: r.A_papers, AMinus: r.AMinus_papers, B: r.B_papers });
      }
      if (page * 100 >= body.total) return byAuthor;
    }
  }

  /** The first `limit` departments with their own journal lists and an assistant professor (at least one). */
  async function departmentsWithOwnLists(limit: number) {
    const departments = (await sql<{ id: number; name: string; university_id: number }>`
      SELECT d.id, d.name, d.university_id FROM departments d
      WHERE EXISTS (SELECT 1 FROM department_journals dj WHERE dj.department_id = d.id)
        AND EXISTS (SELECT 1 FROM analytics_author aa WHERE d.id = ANY(aa.department_ids) AND aa.rank_code = 1)
      ORDER BY d.id LIMIT ${limit}`.execute(t.db)).rows;
    expect(departments.length).toBeGreaterThan(0);
    return departments;
  }

  /**
   * One school's all-time ranking (all journals, and A, A-, B) and Cohort Analysis of its first `n` faculty:
   * papers and citations in A, A- and B journals (and the h-index under full counting) compared with the ranking's.
   */
  async function rankingAndCohort(u: { id: number; name: string }, n: number, counting: 'full' | 'fractional', differ: Differ) {
    const [all, graded] = await Promise.all([rankingAllTime(u.id, null, counting), rankingAllTime(u.id, ['A', 'A-', 'B'], counting)]);
    const ids = [...all.keys()].slice(0, n);
    const cohort = await get(`/api/cohortAnalysis?${ids.map((id) => `id=${id}`).join('&')}&journals=a,a-,b&counting=${counting}`);
    for (const f of cohort.faculty) {
      const want = graded.get(f.id)!;
      const h = counting === 'full' ? [all.get(f.id)!.h, f.hIndex] : [];
      differ(`${u.name} cohort ${f.id}`, { papers: want.papers, citations: want.citations, h: h[0] }, { papers: f.totalPapers, citations: f.totalCitations, h: h[1] });
    }
    return { all, ids };
  }

  it('gives every author the same all-time papers, citations and h-index on Faculty Ranking, the productivity details, Cohort Analysis, Hire Impact and Compare Yourself', async () => {
    const { differ, expectSame } = comparison();
    for (const u of universities.slice(0, 6)) {
      const { all, ids } = await rankingAndCohort(u, 40, 'full', differ);
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
    expectSame(300);
  }, 300_000);

  it('grades by the department\'s own lists at department scope, the same on Tenure Readiness and the department\'s figures', async () => {
    // departments with their own journal lists at the schools of the demo data set
    const departments = await departmentsWithOwnLists(8);
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

  // ------------------------------------------------------------------------------------------------
  // Every endpoint that reports a per-author paper count, citation count, h-index or A / A- / B count,
  // as a table: one entry per endpoint (or CSV export), each saying which cases it shows and how to read
  // them. Every figure it reports is compared with the one computation: the figures module
  // (authorTierFigures, docs/metrics.md section 10) for a window, the precomputed all-time figures
  // (analytics_author, as the ranking serves them) otherwise, and the ranking's named-journal figures for
  // a list of journals. School-wide screens are compared for every faculty member of the sampled
  // schools; screens asked one author at a time (profile, faculty home, Compare Yourself, Find Your Fit,
  // the productivity details) for a sample of each school's faculty (SAMPLE_AUTHORS, spread over the
  // ranking), which keeps the file within about two minutes.
  describe('every screen, answer and export that reports a figure agrees with the one computation', () => {
    const SAMPLE_SCHOOLS = 3;
    const SAMPLE_AUTHORS = 15;
    const EVER = ANALYTICS_MIN_YEAR;
    type Key = 'papers' | 'citations' | 'h' | 'A' | 'AMinus' | 'B' | 'topPercent' | 'soloPercent' | 'citationsPerPaper' | 'papersPerYear';
    type Fig = Partial<Record<Key, number>>;
    type Grade = 'every' | 'all' | 'top' | 'a';
    /** what a figure counts: all time or a window (from EVER: "up to the end of a year"), in a journal grade or in named journals */
    interface Case { window: YearWindow | null; grade: Grade; journals?: number[] }
    interface School { id: number; name: string; faculty: number[]; sample: number[]; departments: { id: number; name: string }[] }
    interface Entry {
      name: string;
      shows(c: Case): boolean;
      /** the figures the endpoint reports for (some of) the school's faculty in this case */
      read(school: School, c: Case): Promise<Map<number, Fig>>;
    }

    const CLASSES: Record<Grade, ('A' | 'A-' | 'B')[] | null> = { every: null, all: ['A', 'A-', 'B'], top: ['A', 'A-'], a: ['A'] };
    const TIERS: Record<Grade, readonly TierKey[]> = { every: GRADE_TIERS.every, all: GRADE_TIERS.all, top: GRADE_TIERS.top, a: GRADE_TIERS.a };
    const COHORT_JOURNALS: Record<Grade, string | null> = { every: null, all: 'a,a-,b', top: 'a,a-', a: 'a' };
    const PRODUCTIVITY_JOURNALS: Record<Grade, string | null> = { every: null, all: 'a,a-,b', top: 'a,a-', a: 'a' };
    const TENURE_JOURNAL: Record<Grade, string | null> = { every: null, all: 'All', top: 'A and A-', a: null };
    const tierCounted = (c: Case) => !c.journals && (c.grade === 'every' || c.grade === 'all');
    const inWindow = (year: number | null, w: YearWindow) => year !== null && year >= w.from && year <= w.to;
    const isTenureWindow = (w: YearWindow | null) => w !== null && w.to === YEAR && (w.from === YEAR - 4 || w.from === YEAR - 9);
    const round2 = (value: number) => roundTo(value, ROUNDING_DECIMALS.comparisonTable);
    const sumYears = (byYear: Record<string, number>, w: YearWindow) =>
      Object.entries(byYear).reduce((sum, [year, value]) => (inWindow(Number(year), w) ? sum + value : sum), 0);

    /** Reads a CSV the product writes (@ri/csv): quoted text, an apostrophe before formula characters, numbers bare. */
    function parseCsv(text: string): Record<string, string>[] {
      const records: string[][] = [];
      let row: string[] = [];
      let cell = '';
      let quoted = false;
      for (let i = 0; i < text.length; i++) {
        const ch = text[i]!;
        if (quoted) {
          if (ch === '"' && text[i + 1] === '"') { cell += '"'; i++; } else if (ch === '"') quoted = false; else cell += ch;
        } else if (ch === '"') quoted = true;
        else if (ch === ',') { row.push(cell); cell = ''; } else if (ch === '\r') continue;
        else if (ch === '\n') { row.push(cell); records.push(row); row = []; cell = ''; } else cell += ch;
      }
      const [header, ...lines] = records;
      return lines.map((line) => Object.fromEntries(header!.map((h, i) => [h, (line[i] ?? '').replace(/^'/, '')])));
    }
    const csvNumber = (text: string | undefined) => Number((text ?? '').replaceAll(',', ''));

    // one read per (endpoint, request): several cases read the same answer
    const cache = new Map<string, Promise<unknown>>();
    const once = <T>(key: string, load: () => Promise<T>): Promise<T> => {
      if (!cache.has(key)) cache.set(key, load());
      return cache.get(key) as Promise<T>;
    };

    type RankingRow = Record<string, number | string | null> & { author_id: number };
    const rankingRows = (school: School, options: { classes?: ('A' | 'A-' | 'B')[] | null; window?: YearWindow | null; journals?: number[] }) =>
      once(`ranking ${school.id} ${JSON.stringify(options)}`, async () => {
        const rows: RankingRow[] = [];
        for (let page = 1; ; page++) {
          const body = await post('/api/ranking/authors', {
            universities: [school.id], counting: 'full', sort_by: 'total_papers', sort_order: 'desc', page, page_size: 100,
            ...(options.classes ? { journal_classes: options.classes } : {}),
            ...(options.journals ? { journals: options.journals } : {}),
            ...(options.window ? { from_year: options.window.from, to_year: options.window.to } : {}),
          });
          rows.push(...body.rows);
          if (page * 100 >= body.total) return rows;
        }
      });
    const rankingFigures = (r: RankingRow, withTiers: boolean): Fig => ({
      papers: r.total_papers as number, citations: r.total_citations as number, h: r.h_index_score as number,
      ...(withTiers ? { A: r.A_papers as number, AMinus: r.AMinus_papers as number, B: r.B_papers as number } : {}),
    });

    /** The one computation of each case, for every faculty member of the school. */
    async function reference(school: School, c: Case): Promise<Map<number, Fig>> {
      const result = new Map<number, Fig>();
      const allTime = new Map((await rankingRows(school, {})).map((r) => [r.author_id, r]));
      if (c.journals) {
        for (const r of await rankingRows(school, { journals: c.journals, window: c.window })) {
          result.set(r.author_id, { papers: r.total_papers as number, citations: r.total_citations as number, h: r.h_index_score as number });
        }
        return result;
      }
      if (c.window) {
        const [window] = await once(`module ${school.id} ${JSON.stringify(c.window)}`, () => authorTierFigures(t.db, {
          authorIds: school.faculty, windows: [c.window!], department: null, counting: 'full', currentYear: YEAR,
        }));
        for (const id of school.faculty) {
          const f = figuresOf(window!, id);
          result.set(id, {
            papers: sumTiers(f, 'papers', TIERS[c.grade]), citations: sumTiers(f, 'citations', TIERS[c.grade]), h: allTime.get(id)!.h_index_score as number,
            A: f.papers_a, AMinus: f.papers_a_minus, B: f.papers_b,
          });
        }
        return result;
      }
      for (const r of await rankingRows(school, { classes: CLASSES[c.grade] })) {
        const every = allTime.get(r.author_id)!;
        const papers = every.total_papers as number;
        result.set(r.author_id, {
          ...rankingFigures(r, true),
          // the per-author ratios of Find Your Fit, from the same all-time figures (docs/metrics.md sections 6, 8, 9, 12)
          topPercent: round2(sharePercent((every.A_papers as number) + (every.AMinus_papers as number), papers)),
          soloPercent: every.percent_solo as number, papersPerYear: every.papersPerYear as number,
          citationsPerPaper: round2(citationsPerPaper(every.total_citations as number, papers)),
        });
      }
      return result;
    }

    // ---------------------------------------------------------------- the answers each screen reads
    /** The answers one at a time: the API's pool is small, and a loaded machine must not turn a burst into timeouts. */
    const inTurn = async <I, T>(items: readonly I[], read: (item: I) => Promise<T>): Promise<T[]> => {
      const results: T[] = [];
      for (const item of items) results.push(await read(item));
      return results;
    };
    const perAuthor = <T>(school: School, what: string, url: (id: number) => string) =>
      once(`${what} ${school.id}`, async () => new Map(await inTurn(school.sample, async (id) => [id, await get(url(id)) as T] as const)));
    const myFigures = (school: School) => perAuthor<TMyFiguresResponse>(school, 'my_figures', (id) => `/api/dashboard/my_figures?author_id=${id}`);
    const yourself = (school: School) => perAuthor<TCompareYourselfResponse>(school, 'compareyourself', (id) => `/api/compareyourself?id=${id}`);
    const details = (school: School) => perAuthor<TFacultyDetailsResponse>(school, 'details', (id) => `/api/dashboard/faculty_productivity/details?univ_id=${school.id}&user_id=${id}`);
    const profiles = (school: School) => perAuthor<TProfileResponse>(school, 'profile', (id) => `/api/profile/${id}`);
    const fits = (school: School) => perAuthor<TFindYourFitResponse>(school, 'fit', (id) => `/api/dashboard/find_your_fit?author_id=${id}`);
    const tenureAnswers = (school: School, c: Case) => once(`tenure ${school.id} ${c.window?.from} ${c.grade}`, () => inTurn(['assistant', 'associate'] as const, 
      (rank) => get(`/api/dashboard/tenure_readiness?univ_id=${school.id}&rank=${rank}&years=${c.window ? c.window.to - c.window.from + 1 : 10}`
        + `&journal=${encodeURIComponent(TENURE_JOURNAL[c.grade] ?? 'All')}`) as Promise<TTenureReadinessResponse>,
    ));
    const productivityAnswer = (school: School, c: Case) => once(`productivity ${school.id} ${JSON.stringify(c)}`, () => get(
      `/api/dashboard/faculty_productivity?univ_id=${school.id}&papers_from=${c.window!.from}&papers_to=${c.window!.to}&citations_from=${c.window!.from}`
      + `&citations_to=${c.window!.to}&accepted_faculty=assistant,associate,full,nontenured&journal_categories=${PRODUCTIVITY_JOURNALS[c.grade]}`
      + '&sort_by=papers&all_faculty=1&count=All',
    ) as Promise<TFacultyProductivityResponse>);
    const cohortAnswer = (school: School, grade: Grade) => once(`cohort ${school.id} ${grade}`, () => get(
      `/api/cohortAnalysis?${school.sample.map((id) => `id=${id}`).join('&')}&journals=${COHORT_JOURNALS[grade]}&range_start=-10&range_end=10`,
    ) as Promise<TCohortAnalysisResponse>);
    const hireAnswer = (school: School, c: Case) => once(`hire ${school.id} ${JSON.stringify(c.journals ?? 'All')}`, () => {
      const [candidate, ...faculty] = school.sample;
      const journals = c.journals ? c.journals.map((j) => `journal_ids=${j}`).join('&') : 'journal_ids=All';
      return get(`/api/hireImpact?univ_id=${school.id}&department=${school.departments[0]!.id}&hiringCandidateId=${candidate}`
        + `&${faculty.map((id) => `facultyIds=${id}`).join('&')}&${journals}`) as Promise<THireImpactResponse>;
    });
    const progressAnswers = (school: School, c: Case) => once(`progress ${school.id} ${JSON.stringify(c)}`, () => inTurn(school.departments, 
      (d) => post('/api/dashboard/faculty_progress', {
        univ_id: school.id, department: d.id, from_year: c.window!.from, to_year: c.window!.to, journals: c.journals ?? 'All', rank_by: 'papers', count: 'All',
      }) as Promise<TFacultyProgressResponse>,
    ));
    /** The line charts' CSV (web Chart: chartTable of the series drawn): the values "in the year" of the series named. */
    const chartCsvYears = (series: { name: string; data: [number, number][] }[], measure: string, name: string) => {
      const table = chartTable('line', series, { xaxis: { title: { text: 'Year' } }, yaxis: { title: { text: measure } } });
      const csv = toCsv(table.header.map((header, i) => ({ header, value: (row: (string | number | null)[]) => row[i] ?? null })), table.rows);
      const byYear: Record<string, number> = {};
      for (const line of parseCsv(csv)) if (line.Series === name) byYear[line.Year!] = csvNumber(line[measure]);
      return byYear;
    };
    const fromMap = <T>(answers: Map<number, T>, pick: (answer: T) => Fig | null) => {
      const result = new Map<number, Fig>();
      for (const [id, answer] of answers) {
        const f = pick(answer);
        if (f) result.set(id, f);
      }
      return result;
    };
    const cohortAt = (faculty: TCohortAnalysisResponse['faculty'][number], year: number) => faculty.milestones.find((m) => m.year === year);

    const ENTRIES: Entry[] = [
      {
        name: 'Faculty Ranking',
        shows: (c) => c.window !== null && !c.journals,
        read: async (school, c) => new Map((await rankingRows(school, { classes: CLASSES[c.grade], window: c.window })).map((r) => [r.author_id, rankingFigures(r, tierCounted(c))])),
      },
      {
        name: 'Faculty Ranking CSV',
        shows: (c) => c.window !== null && !c.journals && c.grade === 'all',
        read: async (school, c) => {
          const rows = await rankingRows(school, { classes: CLASSES[c.grade], window: c.window });
          const csv = parseCsv(toCsv(rankingCsvColumns(), rows.map((r, i) => ({ ...(r as unknown as TRankingAuthorRow), rank: i + 1 }))));
          return new Map(rows.map((r, i) => {
            const line = csv[i]!;
            return [r.author_id, { papers: csvNumber(line.Papers), citations: csvNumber(line.Citations), h: csvNumber(line['H-Index']), A: csvNumber(line.A), AMinus: csvNumber(line['A-']), B: csvNumber(line.B) }];
          }));
        },
      },
      {
        name: 'Tenure Readiness',
        shows: (c) => !c.journals && ((isTenureWindow(c.window) && TENURE_JOURNAL[c.grade] !== null) || (c.window === null && c.grade === 'every')),
        read: async (school, c) => new Map((await tenureAnswers(school, c)).flatMap((a) => a.rows).map((r) => [r.id, c.window
          ? { papers: r.papers, citations: r.citations, A: r.A, AMinus: r['A-'], B: r.B, h: r['h-index'] }
          : { papers: r.total_papers, citations: r.total_citations, h: r['h-index'] }])),
      },
      {
        name: 'Tenure Readiness CSV',
        shows: (c) => !c.journals && isTenureWindow(c.window) && TENURE_JOURNAL[c.grade] !== null,
        read: async (school, c) => new Map((await tenureAnswers(school, c)).flatMap((answer) => {
          const csv = parseCsv(toCsv(tenureCsvColumns(answer.month, answer.tier_source.label), answer.rows as TenureRow[]));
          return answer.rows.map((r, i) => {
            const line = csv[i]!;
            return [r.id, {
              papers: csvNumber(line['Papers (window)']), citations: csvNumber(line['Citations (window)']), A: csvNumber(line.A), AMinus: csvNumber(line['A-']),
              B: csvNumber(line.B), h: csvNumber(line['H-index']),
            }] as const;
          });
        })),
      },
      {
        name: 'Faculty Productivity',
        shows: (c) => c.window !== null && c.window.from >= DASHBOARD_YEAR_MIN.productivity && !c.journals && PRODUCTIVITY_JOURNALS[c.grade] !== null,
        read: async (school, c) => new Map((await productivityAnswer(school, c)).faculty.map((r) => [r.id, {
          papers: r.total_papers, citations: r.total_citations, h: r.h_index, A: r.a_journal_count, AMinus: r.aminus_journal_count, B: r.b_journal_count,
        }])),
      },
      {
        name: 'Faculty Productivity CSV',
        shows: (c) => c.window !== null && c.window.from >= DASHBOARD_YEAR_MIN.productivity && !c.journals && PRODUCTIVITY_JOURNALS[c.grade] !== null,
        read: async (school, c) => {
          const answer = await productivityAnswer(school, c);
          const rows = productivityCsvRows(answer);
          const csv = parseCsv(toCsv(PRODUCTIVITY_CSV_COLUMNS, rows));
          return new Map(rows.map((r, i) => {
            const line = csv[i]!;
            return [r.id, { papers: csvNumber(line.Papers), citations: csvNumber(line.Citations), h: csvNumber(line['H-Index']), A: csvNumber(line.A), AMinus: csvNumber(line['A-']), B: csvNumber(line.B) }];
          }));
        },
      },
      {
        name: 'Faculty Productivity details',
        shows: (c) => c.grade === 'every' && !c.journals,
        read: async (school, c) => fromMap(await details(school), (d) => (c.window
          ? { papers: sumYears(d.papers_per_year, c.window), citations: sumYears(d.citations_per_year, c.window) }
          : { papers: d.totalPapers, citations: d.totalCitations, h: d.hIndex })),
      },
      {
        // the profile lists every paper and shows the all-time totals (it shows no window)
        name: 'Faculty profile',
        shows: (c) => c.grade === 'every' && !c.journals && c.window === null,
        read: async (school) => fromMap(await profiles(school), (p) => ({
          papers: p.papers.length,
          ...(p.figures ? { citations: p.figures.total_citations, h: p.figures.h_index } : {}),
        })),
      },
      {
        name: 'Faculty profile totals',
        shows: (c) => c.grade === 'every' && !c.journals && c.window === null,
        read: async (school) => fromMap(await profiles(school), (p) => (p.figures ? { papers: p.figures.total_papers } : null)),
      },
      {
        name: 'Faculty home',
        shows: (c) => c.grade === 'every' && !c.journals,
        read: async (school, c) => fromMap(await myFigures(school), (m) => {
          if (!c.window) return { papers: m.totals.total_papers, citations: m.totals.total_citations, h: m.totals.h_index, A: m.totals.A, AMinus: m.totals['A-'], B: m.totals.B };
          const years = m.years.filter((y) => inWindow(y.year, c.window!));
          const sum = (key: 'papers' | 'citations' | 'A' | 'A-' | 'B') => years.reduce((s, y) => s + y[key], 0);
          return { papers: sum('papers'), citations: sum('citations'), A: sum('A'), AMinus: sum('A-'), B: sum('B') };
        }),
      },
      {
        name: 'Faculty home chart CSV',
        shows: (c) => c.grade === 'every' && !c.journals && c.window !== null,
        read: async (school, c) => fromMap(await myFigures(school), (m) => ({
          papers: sumYears(chartCsvYears(yearlySeries(m.years, 'papers'), 'Papers', 'Papers in the year'), c.window!),
          citations: sumYears(chartCsvYears(yearlySeries(m.years, 'citations'), 'Citations', 'Citations received in the year'), c.window!),
        })),
      },
      {
        name: 'Compare Yourself',
        shows: (c) => c.grade === 'every' && !c.journals,
        read: async (school, c) => fromMap(await yourself(school), (y) => (c.window
          ? { papers: sumYears(y.papers_over_years, c.window), citations: sumYears(y.citations_over_years, c.window) }
          : { papers: y.data.total_papers[String(YEAR)]!, citations: y.data.total_citations[String(YEAR)]!, h: y.data.hindex[String(YEAR)]! })),
      },
      {
        name: 'Compare Yourself milestones',
        shows: (c) => c.grade === 'every' && !c.journals && c.window !== null && c.window.from === EVER && c.window.to < YEAR,
        read: async (school, c) => fromMap(await yourself(school), (y) => {
          const key = String(c.window!.to);
          return y.years.includes(c.window!.to) ? { papers: y.data.total_papers[key]!, citations: y.data.total_citations[key]! } : null;
        }),
      },
      {
        name: 'Compare Yourself chart CSV',
        shows: (c) => c.grade === 'every' && !c.journals && c.window !== null,
        read: async (school, c) => fromMap(await yourself(school), (y) => {
          const line = (byYear: Record<string, number>, measure: string) => sumYears(chartCsvYears(comparisonSeries([{ name: 'You', byYear }]), measure, 'You'), c.window!);
          return { papers: line(y.papers_over_years, 'Papers'), citations: line(y.citations_over_years, 'Citations') };
        }),
      },
      {
        name: 'Cohort Analysis',
        shows: (c) => !c.journals && COHORT_JOURNALS[c.grade] !== null && (c.window === null || (c.window.from === EVER && c.window.to <= YEAR)),
        read: async (school, c) => new Map((await cohortAnswer(school, c.grade)).faculty.flatMap((f) => {
          if (!c.window) return [[f.id, { papers: f.totalPapers, citations: f.totalCitations, h: f.hIndex }] as const];
          const at = cohortAt(f, c.window.to);
          return at ? [[f.id, { papers: at.total_papers!, citations: at.total_citations! }] as const] : [];
        })),
      },
      {
        name: 'Cohort Analysis CSV',
        shows: (c) => !c.journals && COHORT_JOURNALS[c.grade] !== null && c.window !== null && c.window.from === EVER && c.window.to <= YEAR,
        read: async (school, c) => {
          const answer = await cohortAnswer(school, c.grade);
          const offsets = answer.faculty[0]!.milestones.map((m) => m.offset);
          const csv = parseCsv(toCsv(cohortCsvColumns(answer.milestone, offsets), answer.faculty));
          return new Map(answer.faculty.flatMap((f, i) => {
            const at = cohortAt(f, c.window!.to);
            if (!at) return [];
            const label = offsetLabel(at.offset);
            return [[f.id, { papers: csvNumber(csv[i]![`Papers at ${label}`]), citations: csvNumber(csv[i]![`Citations at ${label}`]) }] as const];
          }));
        },
      },
      {
        name: 'Hire Impact',
        shows: (c) => c.window === null && (c.journals !== undefined || c.grade === 'every'),
        read: async (school, c) => {
          const answer = await hireAnswer(school, c);
          return new Map([answer.hiring_author_data, ...answer.selected_author_data].map((p) => [p.id, {
            papers: p.total_papers, citations: p.total_citations, ...(c.journals ? {} : { h: p.h_index }),
          }]));
        },
      },
      {
        name: 'Hire Impact CSV',
        shows: (c) => c.window === null && (c.journals !== undefined || c.grade === 'every'),
        read: async (school, c) => {
          const answer = await hireAnswer(school, c);
          const csv = parseCsv(toCsv(HIRE_COMPARISON_CSV, answer.comparison));
          return new Map(answer.comparison.map((r, i) => [r.id, { papers: csvNumber(csv[i]!.Papers), citations: csvNumber(csv[i]!.Citations) }]));
        },
      },
      {
        name: 'Find Your Fit',
        shows: (c) => c.window === null && c.grade === 'every' && !c.journals,
        read: async (school) => fromMap(await fits(school), (f) => (f.a_to_b_journals_ratio === null ? null : {
          topPercent: f.a_to_b_journals_ratio, soloPercent: f.solo_to_coauthored_papers_ratio!, citationsPerPaper: f.citations_per_paper!,
          papersPerYear: f.avg_papers_per_year_per_faculty!,
        })),
      },
      {
        name: 'Faculty Progress',
        shows: (c) => c.window !== null && c.window.from >= DASHBOARD_YEAR_MIN.facultyProgress && (c.journals !== undefined || c.grade === 'every'),
        read: async (school, c) => new Map((await progressAnswers(school, c)).flatMap((a) => a['In your school']).map((r) => [r.id, { papers: r.total_papers, citations: r.total_citations }])),
      },
    ];

    it('gives every author the same figure on every endpoint in the table, and every entry compares something', async () => {
      const step = Math.max(1, Math.floor(universities.length / SAMPLE_SCHOOLS));
      const schools: School[] = [];
      for (const u of universities.filter((_, i) => i % step === 0).slice(0, SAMPLE_SCHOOLS)) {
        const faculty = (await rankingRows({ id: u.id } as School, {})).map((r) => r.author_id);
        const spread = Math.max(1, Math.floor(faculty.length / SAMPLE_AUTHORS));
        // Faculty Progress ranks one department at a time over every school's faculty: one department per
        // school (that of an edge record first) keeps it within the time budget
        const departments = (await sql<{ id: number; name: string }>`
          SELECT d.id, d.name FROM departments d WHERE d.university_id = ${u.id}
            AND EXISTS (SELECT 1 FROM analytics_author aa WHERE d.id = ANY(aa.department_ids))
          ORDER BY EXISTS (SELECT 1 FROM analytics_author aa WHERE d.id = ANY(aa.department_ids) AND aa.author_id = ANY(${edgeAuthors}::int4[])) DESC, d.id
          LIMIT 1`.execute(t.db)).rows;
        const sample = [...new Set([...edgeAuthors.filter((id) => faculty.includes(id)), ...faculty.filter((_, i) => i % spread === 0).slice(0, SAMPLE_AUTHORS)])];
        schools.push({ ...u, faculty, sample, departments });
      }
      const { rows: aJournals } = await sql<{ id: number }>`SELECT id FROM journals WHERE tier = 'A' ORDER BY id`.execute(t.db);
      const journals = aJournals.map((j) => j.id);
      expect(journals.length).toBeGreaterThan(0);
      const cases: Case[] = [
        ...(['every', 'all', 'top', 'a'] as const).map((grade) => ({ window: null, grade })),
        // the last window ends at the clock's year, after the figures' year (YEAR): every screen ends it at YEAR
        ...[{ from: YEAR - 4, to: YEAR }, { from: YEAR - 9, to: YEAR }, { from: YEAR - 10, to: YEAR - 6 }, { from: YEAR - 8, to: YEAR + 1 }].flatMap((window) => (['every', 'all', 'top'] as const).map((grade) => ({ window, grade }))),
        ...[YEAR - 1, YEAR - 5, YEAR - 10, YEAR - 15].flatMap((to) => (['every', 'all'] as const).map((grade) => ({ window: { from: EVER, to }, grade }))),
        { window: null, grade: 'every', journals },
        { window: { from: YEAR - 9, to: YEAR }, grade: 'every', journals },
        { window: { from: YEAR - 8, to: YEAR + 1 }, grade: 'every', journals },
      ];

      const differences = new Map<string, string[]>();
      const compared = new Map<string, number>(ENTRIES.map((e) => [e.name, 0]));
      for (const school of schools) {
        for (const c of cases) {
          const want = await reference(school, c);
          for (const entry of ENTRIES.filter((e) => e.shows(c))) {
            for (const [id, got] of await entry.read(school, c)) {
              const expected = want.get(id);
              const keys = Object.keys(got) as Key[];
              const wanted = Object.fromEntries(keys.map((k) => [k, expected?.[k] ?? 0]));
              compared.set(entry.name, compared.get(entry.name)! + keys.length);
              if (keys.some((k) => Math.abs(got[k]! - wanted[k]!) > 1e-6)) {
                const list = differences.get(entry.name) ?? [];
                list.push(`${school.name} author ${id} ${JSON.stringify(c.window)} ${c.grade}${c.journals ? ' named journals' : ''}: want ${JSON.stringify(wanted)} got ${JSON.stringify(got)}`);
                differences.set(entry.name, list);
              }
            }
          }
        }
      }
      // every entry of the table compared figures (an entry that reads nothing would hide its endpoint)
      for (const [name, count] of compared) expect(count, `${name} compared no figure`).toBeGreaterThan(0);
      const summary = [...differences].map(([name, list]) => `${name}: ${list.length} (${list.slice(0, 3).join('; ')})`);
      expect(summary, `differences per endpoint`).toEqual([]);
    }, 300_000);
  });

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

    // Hire Impact's fractional figures of a person are left out: they differ from the ranking's (issue 19, open)
    it('gives every author the same fractional all-time figures on Faculty Ranking, the faculty home, Cohort Analysis, Compare Yourself, Visualization by Rank and Most Cited Faculty', async () => {
      const { differ, expectSame } = comparison();
      for (const u of universities.slice(0, 4)) {
        const { all, ids } = await rankingAndCohort(u, 30, 'fractional', differ);
        for (const id of ids.slice(0, 6)) {
          const want = all.get(id)!;
          const mine = await get(`/api/dashboard/my_figures?author_id=${id}&counting=fractional`);
          differ(`${u.name} faculty home ${id}`, { papers: want.papers, citations: want.citations, A: want.A, AMinus: want.AMinus, B: want.B },
            { papers: mine.totals.total_papers, citations: mine.totals.total_citations, A: mine.totals.A, AMinus: mine.totals['A-'], B: mine.totals.B });
          const yourself = await get(`/api/compareyourself?id=${id}&counting=fractional`);
          differ(`${u.name} compare yourself ${id}`, { papers: want.papers, citations: want.citations },
            { papers: yourself.data.total_papers[String(YEAR)], citations: yourself.data.total_citations[String(YEAR)] });
        }
        // the university home: the most cited faculty member's fractional citations
        const cited = (await get(`/api/dashboard/faculty_citations?univ_id=${u.id}&counting=fractional`)).school.most_cited_faculty_data;
        if (cited) differ(`${u.name} most cited ${cited.id}`, all.get(cited.id)?.citations, cited.count);
        // Visualization by Rank: citations per paper from the same fractional papers and citations (the ranking's are rounded
        // to two decimals, so the quotient is compared within what that rounding allows)
        for (const marker of [1, 3]) {
          for (const o of (await get(`/api/dashboard/outliers?univ_id=${u.id}&marker=${marker}&counting=fractional`)).authors) {
            const want = all.get(o.id);
            if (!want || want.papers === 0) continue;
            const got = o.citation_per_paper.value;
            differ(`${u.name} outliers ${o.id} citations per paper`, true, Math.abs(got * want.papers - want.citations) <= 0.006 * (want.papers + got + 1));
          }
        }
      }
      expectSame(100);
    }, 300_000);
  });

  // The options on the remaining screens (issue 19 items 3 and 4): department-scope tier counts under
  // fractional counting and affiliation at publication, a person's figures whatever the affiliation, and
  // Faculty Progress and Find Your Fit under fractional counting, each against the one per-paper
  // computation (the author × paper rows: tier in force, weight 1 / authors, docs/metrics.md sections 10, 14, 29).
  describe('department scope, a person\'s figures and the faculty screens under the options', () => {
    const round2 = (x: number) => Math.round(x * 100) / 100;

    it('grades by the department\'s lists in fractional counting, the same whatever the affiliation, on Tenure Readiness', async () => {
      const departments = await departmentsWithOwnLists(6);
      const differences: string[] = [];
      let compared = 0;
      for (const d of departments) {
        const url = `/api/dashboard/tenure_readiness?univ_id=${d.university_id}&rank=assistant&years=10&journal=All&dept=${d.id}&counting=fractional`;
        const [current, atPublication] = [await get(url), await get(`${url}&affiliation=at_publication`)];
        expect([current.counting, atPublication.affiliation]).toEqual(['fractional', 'at_publication']);
        const { rows } = await sql<{ author_id: number; a: number; a_minus: number; b: number; papers: number }>`
          SELECT ap.author_id,
                 coalesce(sum(w.credit) FILTER (WHERE g.tier = 'A'), 0)::float8 AS a, coalesce(sum(w.credit) FILTER (WHERE g.tier = 'A-'), 0)::float8 AS a_minus,
                 coalesce(sum(w.credit) FILTER (WHERE g.tier = 'B'), 0)::float8 AS b, coalesce(sum(w.credit) FILTER (WHERE g.tier IS NOT NULL), 0)::float8 AS papers
          FROM analytics_author_paper ap
          LEFT JOIN department_journals dj ON dj.department_id = ${d.id} AND dj.journal_id = ap.journal_id
          CROSS JOIN LATERAL (SELECT coalesce(dj.tier, CASE ap.tier WHEN 0 THEN 'A' WHEN 1 THEN 'A-' WHEN 2 THEN 'B' END) AS tier) g
          CROSS JOIN LATERAL (SELECT 1.0 / greatest(ap.author_count, 1) AS credit) w
          WHERE ap.author_id = ANY(${current.rows.map((r: { id: number }) => r.id)}::int4[]) AND ap.year BETWEEN ${YEAR - 9} AND ${YEAR}
          GROUP BY ap.author_id`.execute(t.db);
        const expected = new Map(rows.map((r) => [r.author_id, { A: round2(r.a), AMinus: round2(r.a_minus), B: round2(r.b) }]));
        const own = new Map(atPublication.rows.map((r: Record<string, number>) => [r.id, r]));
        for (const r of current.rows as Record<string, number>[]) {
          compared += 1;
          const got = { A: r.A, AMinus: r['A-'], B: r.B };
          const want = expected.get(r.id!) ?? { A: 0, AMinus: 0, B: 0 };
          if (JSON.stringify(got) !== JSON.stringify(want)) differences.push(`${d.name} author ${r.id}: ${JSON.stringify(want)} against ${JSON.stringify(got)}`);
          // a person's own figures are theirs whatever the affiliation (docs/metrics.md section 15)
          const other = own.get(r.id!) as Record<string, number> | undefined;
          const mine = other && { A: other.A, AMinus: other['A-'], B: other.B, papers: other.papers, citations: other.citations };
          if (JSON.stringify(mine) !== JSON.stringify({ ...got, papers: r.papers, citations: r.citations })) {
            differences.push(`${d.name} author ${r.id}: at publication ${JSON.stringify(mine)}`);
          }
        }
      }
      expect(compared).toBeGreaterThan(5);
      expect(differences.slice(0, 10), `${differences.length} differences`).toEqual([]);
    }, 300_000);

    it('gives Faculty Progress the window\'s fractional papers and citations, and Find Your Fit your own values whatever the affiliation', async () => {
      const differences: string[] = [];
      let compared = 0;
      const [from, to] = [YEAR - 4, YEAR];
      for (const u of universities.slice(0, 3)) {
        const departments = (await sql<{ id: number }>`
          SELECT d.id FROM departments d WHERE d.university_id = ${u.id}
            AND EXISTS (SELECT 1 FROM analytics_author aa WHERE aa.department_ids @> ARRAY[d.id]) ORDER BY d.id LIMIT 2`.execute(t.db)).rows;
        for (const d of departments) {
          const body = await post('/api/dashboard/faculty_progress', { univ_id: u.id, department: d.id, from_year: from, to_year: to, journals: 'All', rank_by: 'papers', count: 'All', counting: 'fractional' });
          expect(body.counting).toBe('fractional');
          const members = body['In your school'] as { id: number; total_papers: number; total_citations: number }[];
          const { rows } = await sql<{ author_id: number; papers: number; citations: number }>`
            SELECT ap.author_id, coalesce(sum(w.credit) FILTER (WHERE ap.year BETWEEN ${from} AND ${to}), 0)::float8 AS papers,
                   coalesce(sum(w.credit * (SELECT coalesce(sum(c.count), 0) FROM citations c WHERE c.paper_id = ap.paper_id AND c.count > 0 AND c.year BETWEEN ${from} AND ${to})), 0)::float8 AS citations
            FROM analytics_author_paper ap CROSS JOIN LATERAL (SELECT 1.0 / greatest(ap.author_count, 1) AS credit) w
            WHERE ap.author_id = ANY(${members.map((m) => m.id)}::int4[]) GROUP BY ap.author_id`.execute(t.db);
          const expected = new Map(rows.map((r) => [r.author_id, { papers: round2(r.papers), citations: round2(r.citations) }]));
          for (const m of members) {
            compared += 1;
            const want = expected.get(m.id) ?? { papers: 0, citations: 0 };
            const got = { papers: m.total_papers, citations: m.total_citations };
            if (Math.abs(want.papers - got.papers) > 0.011 || Math.abs(want.citations - got.citations) > 0.011) {
              differences.push(`${u.name} progress ${m.id}: ${JSON.stringify(want)} against ${JSON.stringify(got)}`);
            }
          }
        }
        // Find Your Fit: your values are yours whatever the affiliation; in fractional counting from the ranking's fractional totals
        const sample = (await sql<{ author_id: number }>`
          SELECT author_id FROM analytics_author WHERE university_id = ${u.id} AND total_papers > 0 ORDER BY author_id LIMIT 4`.execute(t.db)).rows;
        const all = await rankingAllTime(u.id, null, 'fractional');
        for (const { author_id: id } of sample) {
          const current = await get(`/api/dashboard/find_your_fit?author_id=${id}&counting=fractional`);
          const atPublication = await get(`/api/dashboard/find_your_fit?author_id=${id}&counting=fractional&affiliation=at_publication`);
          const yours = (f: TFindYourFitResponse) => [f.a_to_b_journals_ratio, f.solo_to_coauthored_papers_ratio, f.citations_per_paper, f.avg_papers_per_year_per_faculty];
          compared += 1;
          if (JSON.stringify(yours(current)) !== JSON.stringify(yours(atPublication))) differences.push(`${u.name} fit ${id}: ${yours(current)} against ${yours(atPublication)}`);
          const want = all.get(id);
          if (want && want.papers > 0 && Math.abs(current.citations_per_paper! * want.papers - want.citations) > 0.006 * (want.papers + current.citations_per_paper! + 1)) {
            differences.push(`${u.name} fit ${id}: citations per paper ${current.citations_per_paper} against ranking ${want.citations} / ${want.papers}`);
          }
        }
      }
      expect(compared).toBeGreaterThan(20);
      expect(differences.slice(0, 10), `${differences.length} differences`).toEqual([]);
    }, 300_000);
  });

  // Group figures (docs/metrics.md sections 14 and 15): a school's and a department's all-time papers
  // are the same number on every widget that reports them, under each counting and affiliation.
  describe('group figures under every counting and affiliation', () => {
    const OPTIONS = ['', '&counting=fractional', '&affiliation=at_publication', '&counting=fractional&affiliation=at_publication'];
    it('gives each school and department the same all-time papers on Faculty By Share, Department Facts and Hire Impact', async () => {
      const differences: string[] = [];
      let compared = 0;
      const differ = (what: string, want: number, got: number) => {
        compared += 1;
        if (Math.abs(want - got) > 0.011) differences.push(`${what}: ${want} against ${got}`);
      };
      for (const u of universities.slice(1, 5)) {
        const departments = (await sql<{ id: number }>`
          SELECT d.id FROM departments d WHERE d.university_id = ${u.id}
            AND EXISTS (SELECT 1 FROM analytics_author aa WHERE aa.department_ids @> ARRAY[d.id]) ORDER BY d.id LIMIT 3`.execute(t.db)).rows.map((r) => r.id);
        const [member, candidate] = (await sql<{ author_id: number }>`SELECT author_id FROM analytics_author WHERE university_id = ${u.id} ORDER BY author_id LIMIT 2`.execute(t.db)).rows;
        for (const options of OPTIONS) {
          const share = await get(`/api/dashboard/faculty_market_share?univ_id=${u.id}${options}`);
          const facts = await get(`/api/dashboard/department_fact?univ_id=${u.id}${options}`);
          // the school: Faculty By Share's denominator and Hire Impact's school total (every journal, all time)
          const hire = await get(`/api/hireImpact?univ_id=${u.id}&department=${departments[0]}&hiringCandidateId=${candidate!.author_id}&facultyIds=${member!.author_id}&journal_ids=All${options}`);
          differ(`${u.name}${options} school`, share.total_papers, hire.university_data.total_papers);
          // each department: Faculty By Share at department scope and Department Facts' row
          for (const d of departments) {
            const inDepartment = await get(`/api/dashboard/faculty_market_share?univ_id=${u.id}&dept=${d}${options}`);
            const row = facts.departments.find((r: { department_id: number }) => r.department_id === d);
            differ(`${u.name}${options} department ${d}`, inDepartment.total_papers, row.papers);
          }
          // the options change the figures somewhere (a school's fractional credit is below its distinct papers)
          if (options === '&counting=fractional') expect(share.total_papers).toBeLessThan((await get(`/api/dashboard/faculty_market_share?univ_id=${u.id}`)).total_papers);
        }
      }
      expect(compared).toBeGreaterThan(40);
      expect(differences.slice(0, 10), `${differences.length} differences`).toEqual([]);
    }, 300_000);
  });
});
