import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { enqueueStatsRefresh } from '@ri/jobs';
import { bearer, createTestApp, createUser, loginAs, type TestApp } from './support/testApp.ts';
import { FIXTURE_YEAR, insertAnalyticsFixture, type AnalyticsFixture } from './support/analyticsFixture.ts';
import { startAnalyticsWorkers, type AnalyticsWorkers } from './support/analyticsWorkers.ts';

// Every expected number below is worked out by hand from the data set described in
// support/analyticsFixture.ts (year 2025: 5-year window 2021..2025, 10-year window 2016..2025).
const near = (value: number) => expect.closeTo(value, 6);

describe('analytics engine: full recompute, precomputed tables, ranking, incremental refresh', () => {
  let t: TestApp;
  let w: AnalyticsWorkers;
  let f: AnalyticsFixture;
  let token: string;

  async function runJob(queue: 'analyticsRecompute' | 'tenureData', payload: { currentYear: number }) {
    const job = await w.producer.enqueue(queue, payload, { requestedBy: null });
    return w.waitForRun(job.queue, job.jobId);
  }
  const rank = (body: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/ranking/authors', headers: bearer(token), payload: body });

  beforeAll(async () => {
    t = await createTestApp();
    f = await insertAnalyticsFixture(t.db);
    await createUser(t.db, { username: 'faculty', type: 'faculty', authorId: f.a.a1 });
    token = await loginAs(t.app, 'faculty');
    w = await startAnalyticsWorkers(t);
    const core = await runJob('analyticsRecompute', { currentYear: FIXTURE_YEAR });
    // 8 authors, 15 papers, 3 universities with faculty or papers (Gamma has neither), 3 departments
    expect(core.result).toMatchObject({ currentYear: 2025, authors: 8, papers: 15, departments: 3, universities: 2 });
    await runJob('tenureData', { currentYear: FIXTURE_YEAR });
  });
  afterAll(async () => {
    await w?.close();
    await t?.close();
  });

  it('writes per-author figures with global tiers, indexes, windows and school shares', async () => {
    const a1 = await t.db.selectFrom('analytics_author').selectAll().where('author_id', '=', f.a.a1).executeTakeFirstOrThrow();
    expect(a1).toMatchObject({
      university_id: f.u.U1, marker: 1, rank_code: 1, gender: 'f', department_ids: [f.d.D1], primary_department_id: f.d.D1,
      first_year_career: 2018, career_start_year: 2018, first_publication_year: 2019, last_publication_year: 2024,
      // Ada: P1 (J1 A, solo), P2 (J2 A-, 2 authors), P3 (J3 B, 2 authors), P11 (J1 A, 2 authors, no year)
      papers_a: 2, papers_a_minus: 1, papers_b: 1, papers_unranked: 0,
      citations_a: 7, // P1 4 + P11 3
      citations_a_minus: 8, citations_b: 4,
      solo_a: 1, solo_a_minus: 0, solo_b: 0,
      frac_papers_a: near(1.5), // 1 + 1/2
      frac_papers_a_minus: near(0.5), frac_papers_b: near(0.5),
      frac_citations_a: near(5.5), // 4 x 1 + 3 x 1/2
      frac_citations_a_minus: near(4), frac_citations_b: near(2),
      total_papers: 4, total_citations: 19, solo_papers: 1, frac_papers: near(2.5), frac_citations: near(11.5),
      percent_solo: near(25), // 1 of 4
      papers_per_year: near(0.5), // 4 papers / (2025 - 2018 + 1 = 8 years)
      citations_per_year: near(2.375), // 19 / 8
      citations_per_paper: near(4.75), // 19 / 4
      h_index: 3, // citations 8, 4, 4, 3: three papers with at least 3
      g_index: 4, // 8 + 4 + 4 + 3 = 19 >= 16
      i10_index: 0,
      papers_5y: 2, papers_10y: 3, // P1 2024, P2 2022 | + P3 2019
      citations_5y: 14, // received 2021..2025: P1 4 + P2 3 + 5 + P3 2 (2022)
      citations_10y: 16, // + P3 2 (2020)
      // Alpha's distinct papers: P1 P2 P3 P4 P5 P6 P7 P8 P11 P15 = 10; 5y P1 P2 P7 = 3; 10y + P3 P5 = 5;
      // citations 68 overall, 30 in 5y (4+8+2+6+2+8), 57 in 10y (4+8+4+20+6+7+8)
      school_paper_share_5y: near((2 / 3) * 100), school_paper_share_10y: near(60), school_paper_share_overall: near(40),
      school_citation_share_5y: near((14 / 30) * 100), school_citation_share_10y: near((16 / 57) * 100),
      school_citation_share_overall: near((19 / 68) * 100),
    });
    const others = await t.db.selectFrom('analytics_author')
      .select(['author_id', 'total_papers', 'total_citations', 'h_index', 'g_index', 'i10_index', 'solo_papers', 'papers_5y', 'papers_10y',
        'citations_5y', 'citations_10y', 'career_start_year', 'frac_papers', 'frac_citations', 'school_paper_share_overall', 'school_citation_share_overall'])
      .orderBy('author_id').execute();
    expect(others.map((r) => r.author_id)).toEqual(Object.values(f.a));
    const byId = new Map(others.map((r) => [r.author_id, r]));
    // Bob: P2 (8), P4 (20, solo), P5 (6): h 3, g 3 (20+8+6 = 34 >= 9), i10 1; 5y P2; 10y P2 P5; cits 5y 8+6, 10y 8+20+6
    expect(byId.get(f.a.a2)).toMatchObject({ total_papers: 3, total_citations: 34, h_index: 3, g_index: 3, i10_index: 1, solo_papers: 1,
      papers_5y: 1, papers_10y: 2, citations_5y: 14, citations_10y: 34, career_start_year: 2010,
      frac_papers: near(2), frac_citations: near(27), // .5+1+.5 ; 4+20+3
      school_paper_share_overall: near(30), school_citation_share_overall: near(50) }); // 3/10, 34/68
    // Cyd: P6 (12), P7 (8, 4 authors), P15 (2, from 1935): h 2, g 3, no first year: starts 1935
    expect(byId.get(f.a.a3)).toMatchObject({ total_papers: 3, total_citations: 22, h_index: 2, g_index: 3, i10_index: 1, solo_papers: 2,
      papers_5y: 1, papers_10y: 1, citations_5y: 10, citations_10y: 15, career_start_year: 1935,
      frac_papers: near(2.25), frac_citations: near(16) }); // 1+.25+1 ; 12+2+2
    // Dan: P5 (6), P7 (8), P8 (1): cits 5y 6+8, 10y 6+8 (P8's 2011 is older)
    expect(byId.get(f.a.a4)).toMatchObject({ total_papers: 3, total_citations: 15, h_index: 2, g_index: 3, solo_papers: 1,
      papers_5y: 1, papers_10y: 2, citations_5y: 14, citations_10y: 14, frac_papers: near(1.75), frac_citations: near(6) });
    // Fay: P9 (8), P10 (30), P11 (3): Beta's distinct papers P9 P10 P11 P12 P14 = 5 with 42 citations
    expect(byId.get(f.a.a6)).toMatchObject({ total_papers: 3, total_citations: 41, h_index: 3, papers_5y: 1, papers_10y: 2,
      citations_5y: 28, citations_10y: 38, // 8+20 ; 8+30
      school_paper_share_overall: near(60), school_citation_share_overall: near((41 / 42) * 100) });
    // Hal has no university: no school, no shares
    expect(byId.get(f.a.a8)).toMatchObject({ total_papers: 1, total_citations: 2, h_index: 1, school_paper_share_overall: 0, career_start_year: 2016 });
  });

  it('writes cumulative per-year rows: papers by publication year, citations by the year received', async () => {
    const rows = await t.db.selectFrom('analytics_author_year').selectAll().where('author_id', '=', f.a.a1).orderBy('year').execute();
    // Ada's first activity is P3 in 2019: one row per year 2019..2025
    expect(rows.map((r) => r.year)).toEqual([2019, 2020, 2021, 2022, 2023, 2024, 2025]);
    expect(rows[0]).toMatchObject({ papers_b: 1, citations_b: 0, frac_papers_b: near(0.5) });
    // through 2021: P3 (2019) and its 2020 citations (2)
    expect(rows[2]).toMatchObject({ papers_a: 0, papers_a_minus: 0, papers_b: 1, citations_b: 2, frac_citations_b: near(1) });
    // through 2025: P1 (A, 2024), P2 (A-, 2022), P3 (B); citations A 4 (P1 in 2025), A- 3+5, B 2+2; P11 has no year
    expect(rows[6]).toMatchObject({
      papers_a: 1, papers_a_minus: 1, papers_b: 1, papers_unranked: 0, citations_a: 4, citations_a_minus: 8, citations_b: 4,
      solo_a: 1, frac_papers_a: near(1), frac_papers_a_minus: near(0.5), frac_citations_a: near(4), frac_citations_a_minus: near(4), frac_citations_b: near(2),
    });
    // Cyd's P15 (1935) and its 1938 citation land in the 1939 row, which holds everything before 1940
    const cyd = await t.db.selectFrom('analytics_author_year').selectAll().where('author_id', '=', f.a.a3).orderBy('year').execute();
    expect(cyd).toHaveLength(2025 - 1939 + 1);
    expect(cyd[0]).toMatchObject({ year: 1939, papers_a: 1, citations_a: 1 });
    expect(cyd.find((r) => r.year === 2000)).toMatchObject({ papers_a: 1, citations_a: 2 });
    // Hal: no rows before his 2016 paper
    const hal = await t.db.selectFrom('analytics_author_year').select('year').where('author_id', '=', f.a.a8).orderBy('year').execute();
    expect(hal[0]?.year).toBe(2016);
  });

  it('writes department rows with the department\'s own tiers and university rows with the global tiers', async () => {
    const alpha = await t.db.selectFrom('analytics_university').selectAll().where('university_id', '=', f.u.U1).executeTakeFirstOrThrow();
    expect(alpha).toMatchObject({
      faculty_count: 4, papers: 10, citations: 68, papers_5y: 3, papers_10y: 5, citations_5y: 30, citations_10y: 57,
      // members on each paper / its authors: P1 1, P2 2/2, P3 1/2, P4 1, P5 2/2, P6 1, P7 2/4, P8 1, P11 1/2, P15 1
      frac_papers: near(8.5),
      frac_citations: near(60.5), // 4+8+2+20+6+12+4+1+1.5+2
      a_papers: 5, a_minus_papers: 1, b_papers: 2, // A: P1 P4 P6 P11 P15; A-: P2; B: P3 P7
      avg_papers_per_faculty: near(3.25), // (4+3+3+3)/4
      avg_citations_per_faculty: near(22.5), // (19+34+22+15)/4
      avg_h_index: near(2.5), // (3+3+2+2)/4
      male: 2, female: 1, other_gender: 1, unknown_gender: 0, assistant: 1, associate: 1, full_professor: 2, other_rank: 0,
    });
    const beta = await t.db.selectFrom('analytics_university').selectAll().where('university_id', '=', f.u.U2).executeTakeFirstOrThrow();
    expect(beta).toMatchObject({ faculty_count: 3, papers: 5, citations: 42, papers_5y: 3, papers_10y: 4, citations_5y: 29, citations_10y: 39,
      frac_papers: near(4), // P9 2/2, P14 1, P10 1, P11 1/2, P12 1/2
      a_papers: 2, a_minus_papers: 1, b_papers: 1, male: 1, female: 2, assistant: 1, associate: 1, other_rank: 1 });
    // Finance at Alpha re-grades J3 as A and J4 as A-: distinct papers P1 P2 P3 P4 P5 P7 P8 P11
    const finance = await t.db.selectFrom('analytics_department').selectAll().where('department_id', '=', f.d.D1).executeTakeFirstOrThrow();
    expect(finance).toMatchObject({ university_id: f.u.U1, faculty_count: 3, papers: 8, citations: 54, papers_5y: 3, papers_10y: 5,
      citations_5y: 28, citations_10y: 50, a_papers: 5, a_minus_papers: 2, b_papers: 0 }); // A: P1 P3 P4 P7 P11; A-: P2 P5
    const betaFinance = await t.db.selectFrom('analytics_department').selectAll().where('department_id', '=', f.d.D3).executeTakeFirstOrThrow();
    expect(betaFinance).toMatchObject({ papers: 4, citations: 42, a_papers: 2, a_minus_papers: 0, b_papers: 1 }); // J2 is B here
    const ada = await t.db.selectFrom('analytics_author_department').selectAll().where('author_id', '=', f.a.a1).executeTakeFirstOrThrow();
    expect(ada).toMatchObject({ department_id: f.d.D1, a_papers: 3, a_minus_papers: 1, b_papers: 0, // P3 counts as A in Finance
      paper_share_overall: near(50), citation_share_5y: near(50), citation_share_10y: near(32), citation_share_overall: near((19 / 54) * 100) });
    const dan = await t.db.selectFrom('analytics_author_department').select(['department_id', 'a_papers', 'a_minus_papers', 'b_papers'])
      .where('author_id', '=', f.a.a4).orderBy('department_id').execute();
    expect(dan).toEqual([
      { department_id: f.d.D1, a_papers: 1, a_minus_papers: 1, b_papers: 0 }, // P7 A, P5 A- by Finance's lists
      { department_id: f.d.D2, a_papers: 0, a_minus_papers: 0, b_papers: 1 }, // global: P7 B, P5 and P8 unranked
    ]);
  });

  it('writes tenure rows compared with the next rank in the same university and department', async () => {
    const rows = await t.db.selectFrom('analytics_tenure').selectAll().orderBy('author_id').orderBy('window_years').orderBy('grade').execute();
    expect(rows).toHaveLength(8 * 4);
    const row = (author: number, years: number, grade: string) => rows.find((r) => r.author_id === author && r.window_years === years && r.grade === grade);
    // Ada (assistant) vs Finance's associates (Bob). Graded by Finance: 5y papers P1 P2 = 2, citations 4+8+2 = 14;
    // Bob: 5y papers P2 = 1, citations 8+6 = 14. 10y: Ada 3 papers, 16 citations; Bob 2 papers (P2, P5), 34 citations
    expect(row(f.a.a1, 5, 'all')).toMatchObject({ department_id: f.d.D1, rank_code: 1, comparison_rank: 2, comparison_count: 1,
      papers: 2, citations: 14, average_papers: 1, average_citations: 14, percent_paper: 200, percent_citation: 100, readiness_percent: 150,
      a_papers: 3, a_minus_papers: 1, b_papers: 0, h_index: 3, start_year: 2018, solo_papers: 1, total_papers: 4, total_citations: 19 });
    expect(row(f.a.a1, 10, 'all')).toMatchObject({ papers: 3, citations: 16, percent_paper: 150, percent_citation: 47.06, readiness_percent: 98.53 });
    // Bob (associate) vs Finance's full professors (Dan, marker 30): Dan 5y 1 paper (P7), 14 citations (P5 6 + P7 8; P8 is unranked)
    expect(row(f.a.a2, 10, 'top')).toMatchObject({ comparison_rank: 3, comparison_count: 1, papers: 2, citations: 34,
      average_papers: 2, average_citations: 14, percent_paper: 100, percent_citation: 242.86, readiness_percent: 171.43 });
    // Cyd (full, Accounting, global tiers) vs Accounting's full professors Cyd and Dan: 5y papers 1 and 1, citations 10 and 8
    expect(row(f.a.a3, 5, 'all')).toMatchObject({ department_id: f.d.D2, comparison_count: 2, average_papers: 1, average_citations: 9,
      percent_paper: 100, percent_citation: 111.11, readiness_percent: 105.56 });
    // Eve (Beta Finance, where J2 is B) vs Fay: 5y all: Eve P9 1 paper, 8 citations; Fay P9, 8 + 20 citations (P10)
    expect(row(f.a.a5, 5, 'all')).toMatchObject({ papers: 1, citations: 8, average_papers: 1, average_citations: 28, percent_paper: 100,
      percent_citation: 28.57, readiness_percent: 64.29 });
    // A and A- only: Fay published no such paper in 2021..2025, so there is no basis for papers
    expect(row(f.a.a5, 5, 'top')).toMatchObject({ papers: 0, citations: 0, average_papers: 0, average_citations: 20, percent_paper: null,
      percent_citation: 0, readiness_percent: null });
    // Fay (associate) has no full professor to compare with; Gus (teaching) and Hal (no school) are not compared
    expect(row(f.a.a6, 5, 'all')).toMatchObject({ comparison_rank: 3, comparison_count: 0, percent_paper: null });
    expect(row(f.a.a7, 5, 'all')).toMatchObject({ comparison_rank: null, percent_paper: null, papers: 1 });
    expect(row(f.a.a8, 10, 'all')).toMatchObject({ university_id: null, comparison_rank: null, papers: 1, citations: 2 });
  });

  it('ranks authors by total papers by default, with every column of the seed', async () => {
    const response = await rank({ universities: [f.u.U1, f.u.U2] });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ total: 7, page: 1, page_size: 10, sort_by: 'total_papers', sort_order: 'desc', current_year: 2025, counting: 'full' });
    // 4 papers: Ada; 3: Bob, Cyd, Dan, Fay (ties by id); 2: Eve; 1: Gus. Hal has no university.
    expect(body.rows.map((r: { first_name: string }) => r.first_name)).toEqual(['Ada', 'Bob', 'Cyd', 'Dan', 'Fay', 'Eve', 'Gus']);
    expect(body.rows[0]).toEqual({
      _id: f.a.a1, author_id: f.a.a1, first_name: 'Ada', last_name: 'Avery', total_papers: 4, total_citations: 19, h_index_score: 3,
      percent_solo: 25, papersPerYear: 0.5, citationsPerYear: 2.38, // 19 / 8 = 2.375, two decimals half away from zero
      univ_id: f.u.U1, univ_name: 'Alpha University', position: 'Assistant Professor', marker: 1, gender: 'f',
      A_papers: 2, AMinus_papers: 1, B_papers: 1,
      share_papers_5y: 66.67, share_papers_10y: 60, share_papers_all: 40,
      share_citations_5y: 46.67, share_citations_10y: 28.07, share_citations_all: 27.94, // 14/30, 16/57, 19/68
    });
    const cyd = body.rows[2];
    expect(cyd).toMatchObject({ papersPerYear: 0.03, citationsPerYear: 0.24, percent_solo: 66.67 }); // 3/91, 22/91, 2/3
    // the means over all seven, whatever the page: (4 + 3 + 3 + 3 + 3 + 2 + 1) / 7 papers
    expect(body.averages.total_papers).toBe(2.71);
    const secondPage = (await rank({ universities: [f.u.U1, f.u.U2], page: 2, page_size: 5 })).json();
    expect(secondPage.averages).toEqual(body.averages);
    expect((await rank({ universities: [f.u.U1, f.u.U2], page: 9 })).json()).toMatchObject({ rows: [], averages: null });
  });

  it('filters by journal class, markers, gender and department, in full and fractional counting', async () => {
    const aOnly = (await rank({ universities: [f.u.U1, f.u.U2], journal_classes: ['A'], counting: 'fractional', page_size: 3 })).json();
    // fractional A papers: Fay P10 1 + P11 1/2 = 1.5; Ada P1 1 + P11 1/2 = 1.5; Cyd P6 + P15 = 2; Bob P4 = 1
    expect(aOnly.rows.map((r: { first_name: string; total_papers: number }) => [r.first_name, r.total_papers])).toEqual([['Cyd', 2], ['Ada', 1.5], ['Fay', 1.5]]);
    expect(aOnly.rows[1]).toMatchObject({ total_citations: 5.5, A_papers: 1.5, AMinus_papers: 0, B_papers: 0, percent_solo: 66.67 }); // solo 1 / 1.5
    expect(aOnly.total).toBe(7);

    const assistants = (await rank({ universities: [f.u.U1, f.u.U2], markers: [1, 10] })).json();
    expect(assistants.rows.map((r: { first_name: string }) => r.first_name)).toEqual(['Ada', 'Eve']);
    const fullProfessors = (await rank({ universities: [f.u.U1], markers: [3], sort_by: 'total_citations' })).json();
    expect(fullProfessors.rows.map((r: { first_name: string; total_citations: number }) => [r.first_name, r.total_citations])).toEqual([['Cyd', 22], ['Dan', 15]]);
    // (22 + 15) / 2 citations, (3 + 3) / 2 papers
    expect(fullProfessors.averages).toMatchObject({ total_citations: 18.5, total_papers: 3 });
    const women = (await rank({ universities: [f.u.U1, f.u.U2], gender: ['Female'], sort_by: 'h_index_score', sort_order: 'asc' })).json();
    expect(women.rows.map((r: { first_name: string; h_index_score: number }) => [r.first_name, r.h_index_score])).toEqual([['Eve', 1], ['Ada', 3], ['Fay', 3]]);
    const finance = (await rank({ universities: [f.u.U1, f.u.U2], department: [f.d.D1, f.d.D3], sort_by: 'last_name', sort_order: 'asc' })).json();
    expect(finance.rows.map((r: { last_name: string }) => r.last_name)).toEqual(['Avery', 'Brown', 'Dunn', 'Evans', 'Fox']);
    // a department name stands for the departments of that name at each chosen school (D1 at Alpha, D3 at Beta)
    const financeByName = (await rank({ universities: [f.u.U1, f.u.U2], department: ['finance'], sort_by: 'last_name', sort_order: 'asc' })).json();
    expect(financeByName.rows.map((r: { last_name: string }) => r.last_name)).toEqual(['Avery', 'Brown', 'Dunn', 'Evans', 'Fox']);
    const alphaFinance = (await rank({ universities: [f.u.U1], department: ['Finance'], sort_by: 'last_name', sort_order: 'asc' })).json();
    expect(alphaFinance.rows.map((r: { last_name: string }) => r.last_name)).toEqual(['Avery', 'Brown', 'Dunn']);
    // Accounting exists at Alpha only: at Beta the filter holds nobody
    expect((await rank({ universities: [f.u.U2], department: ['Accounting'] })).json()).toMatchObject({ total: 0, rows: [] });
  });

  it('sums a year window from the cumulative rows and divides per-year figures by the career years inside it', async () => {
    const body = (await rank({ universities: [f.u.U1], from_year: 2021, to_year: 2025, sort_by: 'total_citations' })).json();
    expect(body).toMatchObject({ from_year: 2021, to_year: 2025 });
    // citations received 2021..2025: Ada 14, Bob 14 (P2 8 + P5 6), Dan 14 (P5 6 + P7 8), Cyd 10 (P6 2 + P7 8)
    expect(body.rows.map((r: { first_name: string; total_citations: number; total_papers: number }) => [r.first_name, r.total_papers, r.total_citations]))
      .toEqual([['Ada', 2, 14], ['Bob', 1, 14], ['Dan', 1, 14], ['Cyd', 1, 10]]);
    // Ada: 2 papers over 2021..2025 (5 years: her career started in 2018, before the window)
    expect(body.rows[0]).toMatchObject({ papersPerYear: 0.4, citationsPerYear: 2.8, A_papers: 1, AMinus_papers: 1, B_papers: 0, percent_solo: 50 });
    // A- papers 2016..2020 in fractional counting: P5 is unranked globally, P13 is Hal's (no school): Bob has none
    const older = (await rank({ universities: [f.u.U1, f.u.U2], from_year: 2016, to_year: 2020, journal_classes: ['A-', 'B'], counting: 'fractional' })).json();
    expect(older.rows.filter((r: { total_papers: number }) => r.total_papers > 0).map((r: { first_name: string; total_papers: number }) => [r.first_name, r.total_papers]))
      .toEqual([['Ada', 0.5]]); // P3 (B, 2019, 2 authors)
  });

  it('filters by named journals (ids or ISSNs) from the papers themselves', async () => {
    const body = (await rank({ universities: [f.u.U1, f.u.U2], journals: ['1111-2222'] })).json();
    expect(body.rows[0]).toMatchObject({ first_name: 'Cyd', total_papers: 1, total_citations: 12, A_papers: 1, percent_solo: 100 });
    expect(body.rows.slice(1).every((r: { total_papers: number }) => r.total_papers === 0)).toBe(true);
    // J1 by id, 2019..2025: papers published then: only Ada's P1 (2024); citations received then by J1 papers of any year:
    // Fay P10 (2018) 10+10+10 = 30, Bob P4 (2015) 10 in 2020, Ada P1 4; P11 has no yearly citations, P15's are from 1938 and 2000
    const windowed = (await rank({ universities: [f.u.U1, f.u.U2], journals: [f.j.J1], from_year: 2019, to_year: 2025, sort_by: 'total_citations' })).json();
    expect(windowed.rows.slice(0, 4).map((r: { first_name: string; total_papers: number; total_citations: number }) => [r.first_name, r.total_papers, r.total_citations]))
      .toEqual([['Fay', 0, 30], ['Bob', 0, 10], ['Ada', 1, 4], ['Cyd', 0, 0]]);
    // the 5- and 10-year windows ending at the figures' year read the citations stored per author per paper:
    // the same sums as the raw citation rows (the oracle below reads them straight from the source tables)
    for (const from of [2016, 2021]) {
      const stored = (await rank({ universities: [f.u.U1, f.u.U2], journals: [f.j.J1], from_year: from, to_year: 2025, sort_by: 'total_citations' })).json();
      const { rows: expected } = await sql<{ author_id: number; papers: number; citations: number }>`
        SELECT a.author_id,
               count(DISTINCT p.id) FILTER (WHERE p.year BETWEEN ${from} AND 2025)::int AS papers,
               coalesce((SELECT sum(c.count) FROM citations c JOIN authorships s2 ON s2.paper_id = c.paper_id JOIN papers p2 ON p2.id = c.paper_id
                         WHERE s2.author_id = a.author_id AND p2.journal_id = ${f.j.J1} AND c.year BETWEEN ${from} AND 2025), 0)::int AS citations
        FROM analytics_author a
        LEFT JOIN authorships s ON s.author_id = a.author_id
        LEFT JOIN papers p ON p.id = s.paper_id AND p.journal_id = ${f.j.J1}
        WHERE a.university_id IN (${f.u.U1}, ${f.u.U2})
        GROUP BY a.author_id`.execute(t.db);
      const byAuthor = new Map(expected.map((e) => [e.author_id, [e.papers, e.citations]]));
      expect(stored.rows.length).toBe(expected.length);
      for (const row of stored.rows as { author_id: number; total_papers: number; total_citations: number }[]) {
        expect([row.total_papers, row.total_citations], `author ${row.author_id}, ${from}..2025`).toEqual(byAuthor.get(row.author_id));
      }
      expect(stored.rows.some((r: { total_citations: number }) => r.total_citations > 0)).toBe(true);
    }
  });

  it('refuses bad input with 400 naming what is wrong, and changes nothing', async () => {
    const before = await t.db.selectFrom('analytics_state').select('version').executeTakeFirstOrThrow();
    const cases: [Record<string, unknown>, number, RegExp][] = [
      [{ universities: [f.u.U1, 999_999, 999_998] }, 400, /Unknown university id\(s\): 999998, 999999/],
      [{ universities: [f.u.U1], department: [777_777] }, 400, /Unknown department id\(s\): 777777/],
      [{ universities: [f.u.U1], department: ['Finance', 'Astrology'] }, 400, /Unknown department\(s\): Astrology\./],
      [{ universities: [f.u.U1], journals: ['9999-9999', 888_888] }, 400, /Unknown journal\(s\): 888888, 9999-9999/],
      [{ universities: [] }, 400, /Select at least one university/],
      [{ universities: [f.u.U1], markers: [] }, 400, /Select at least one faculty type/],
      [{ universities: [f.u.U1], from_year: 1939 }, 400, /from_year must be a year from 1940/],
      [{ universities: [f.u.U1], to_year: new Date().getUTCFullYear() + 1 }, 400, /to_year must be a year from 1940/],
      [{ universities: [f.u.U1], from_year: 2020, to_year: 2010 }, 400, /from_year cannot be after to_year/],
      [{ universities: [f.u.U1], journal_classes: ['C'] }, 400, /^Journal classes must be one of A, A- or B\.$/],
      [{ universities: [f.u.U1], sort_by: 'salary' }, 400, /^Sort by is not one of the allowed values/],
      [{ universities: [f.u.U1], unexpected: true }, 400, /^The field "unexpected" is not accepted here/],
      [{ universities: 'all' }, 400, /^universities must be a list of university ids/],
    ];
    for (const [body, status, message] of cases) {
      const response = await rank(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json().message, JSON.stringify(body)).toMatch(message);
    }
    const malformed = await t.app.inject({ method: 'POST', url: '/api/ranking/authors', headers: { ...bearer(token), 'content-type': 'application/json' }, payload: '{"universities": [' });
    expect(malformed.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/ranking/authors', payload: { universities: [f.u.U1] } })).statusCode).toBe(401);
    expect((await t.db.selectFrom('analytics_state').select('version').executeTakeFirstOrThrow()).version).toBe(before.version);
  });

  it('refreshes the figures within seconds after an authorship is added', async () => {
    // Gus joins P10 (2018, J1, 30 citations): P10 now has 2 authors
    await t.db.insertInto('authorships').values({ paper_id: f.p.P10!, position: 2, author_id: f.a.a7 }).execute();
    const started = Date.now();
    const job = await enqueueStatsRefresh(w.producer, { paperIds: [f.p.P10!], authorIds: [f.a.a7] });
    expect(job).not.toBeNull();
    const run = await w.waitForRun(job!.queue, job!.jobId);
    expect(Date.now() - started).toBeLessThan(5_000);
    // everyone at Beta is refreshed (shares are relative to the school), and nobody else
    expect(run.result).toMatchObject({ authors: 3, universities: 1 });
    // published first: the named author and the paper's authors (Fay and Gus)
    expect(run.result).toMatchObject({ firstAuthors: 2, coalesced: 1 });

    const gus = (await rank({ universities: [f.u.U2], markers: [6] })).json().rows[0];
    // P12 (2025, 0 citations) and P10 (2018, 30): start year 2018 (no first year of career), 8 years
    expect(gus).toMatchObject({ first_name: 'Gus', total_papers: 2, total_citations: 30, h_index_score: 1, A_papers: 1, B_papers: 1,
      papersPerYear: 0.25, citationsPerYear: 3.75, share_papers_all: 40 }); // 2 of Beta's 5 distinct papers
    const fay = await t.db.selectFrom('analytics_author').select(['frac_papers', 'total_papers', 'school_paper_share_overall'])
      .where('author_id', '=', f.a.a6).executeTakeFirstOrThrow();
    expect(fay).toEqual({ frac_papers: near(1.5), total_papers: 3, school_paper_share_overall: near(60) }); // P9 1/2 + P10 1/2 + P11 1/2
    const beta = await t.db.selectFrom('analytics_university').select(['papers', 'frac_papers']).where('university_id', '=', f.u.U2).executeTakeFirstOrThrow();
    expect(beta).toEqual({ papers: 5, frac_papers: near(4) }); // P10's credit for Beta stays 1 (both authors are Beta's)
    // Alpha's rows were not rewritten
    const alpha = await t.db.selectFrom('analytics_author').select('total_papers').where('author_id', '=', f.a.a1).executeTakeFirstOrThrow();
    expect(alpha.total_papers).toBe(4);
    const gusYears = await t.db.selectFrom('analytics_author_year').selectAll().where('author_id', '=', f.a.a7).orderBy('year').execute();
    expect(gusYears[0]).toMatchObject({ year: 2018, papers_a: 1, frac_papers_a: near(0.5) });
    expect(gusYears.at(-1)).toMatchObject({ year: 2025, papers_a: 1, papers_b: 1, citations_a: 30, frac_citations_a: near(15) });
    const tenure = await t.db.selectFrom('analytics_tenure').select(['papers', 'citations']).where('author_id', '=', f.a.a7)
      .where('window_years', '=', 10).where('grade', '=', 'all').executeTakeFirstOrThrow();
    expect(tenure).toEqual({ papers: 2, citations: 30 }); // P10 and P12 in 2016..2025, 30 citations received
  });

  it('refreshes writes that come together in one run: the named authors first, then their schools; the covered jobs do nothing', async () => {
    const authorsBefore = await t.db.selectFrom('analytics_author').selectAll().orderBy('author_id').execute();
    const { version: versionBefore } = await t.db.selectFrom('analytics_state').select('version').executeTakeFirstOrThrow();
    // three writes while the workers are busy elsewhere (paused): Ada and Bob at Alpha, Gus at Beta
    await Promise.all(w.workers.map((worker) => worker.pause()));
    const jobs = [];
    // (Gus's request also names his university, as a paper link does: its faculty wait for the school's refresh)
    for (const request of [{ authorIds: [f.a.a1] }, { authorIds: [f.a.a2] }, { authorIds: [f.a.a7], universityIds: [f.u.U2] }]) {
      jobs.push((await enqueueStatsRefresh(w.producer, request))!);
    }
    for (const worker of w.workers) worker.resume();
    const runs = await Promise.all(jobs.map((job) => w.waitForRun(job.queue, job.jobId)));
    // the first run takes in all three requests; everyone at Alpha and Beta is refreshed once
    const schools = await t.db.selectFrom('authors').select('id').where('university_id', 'in', [f.u.U1, f.u.U2]).where('merged_into_id', 'is', null).orderBy('id').execute();
    expect(runs[0]!.result).toMatchObject({ coalesced: 3, firstAuthors: 3, universities: 2, authors: schools.length });
    expect(runs.slice(1).map((r) => r.result)).toEqual([
      expect.objectContaining({ alreadyCovered: true, authors: 0 }), expect.objectContaining({ alreadyCovered: true, authors: 0 }),
    ]);
    // two publications: the three named authors, then everyone of their schools
    const changes = await t.db.selectFrom('analytics_changes').select(['version', 'author_ids']).where('version', '>', versionBefore).orderBy('version').execute();
    expect(changes.map((c) => c.author_ids)).toEqual([[f.a.a1, f.a.a2, f.a.a7], schools.map((a) => a.id)]);
    expect(await sql`SELECT count(*)::int AS n FROM analytics_refresh_pending`.execute(t.db)).toMatchObject({ rows: [{ n: 0 }] });
    // nothing had changed in the source tables: the figures are the same
    const authorsAfter = await t.db.selectFrom('analytics_author').selectAll().orderBy('author_id').execute();
    expect(authorsAfter.map(({ computed_at: _, ...row }) => row)).toEqual(authorsBefore.map(({ computed_at: _, ...row }) => row));
  });
});
