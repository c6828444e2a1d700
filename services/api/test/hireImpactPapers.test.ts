import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { citationsPerPaper, papersPerYear } from '@ri/metrics';
import { DASHBOARD_FIXTURE_YEAR } from './support/dashboardsFixture.ts';
import type { DashboardsTest } from './support/dashboardsSetup.ts';
import { okBody as ok, refusedWith as refused, setUpFigureOptions } from './support/figureOptionsSetup.ts';

// The papers behind Hire Impact's figures (docs/metrics.md section 29, "Hire Impact"): the candidate's and
// each selected faculty member's papers and citations (figure_papers, figure=hire_impact) and the school's
// (group_figure_papers, figure=hire_impact), all time, in the journals chosen, under every counting and
// affiliation, add up to the numbers the screen shows. Against support/dashboardsFixture.ts with
// support/figureOptionsSetup.ts (Dev's P7 and P9 carry Gamma, Ben's P4 carries Beta).
describe('the papers behind Hire Impact\'s figures', () => {
  let s: DashboardsTest;
  beforeAll(async () => { s = await setUpFigureOptions(); });
  afterAll(async () => { await s?.close(); });
  type Drill = { total: number; rows: { title: string; weight: number; counted: number }[] };
  const OPTIONS = ['', '&counting=fractional', '&affiliation=at_publication', '&counting=fractional&affiliation=at_publication'];
  const round = (n: number) => Math.round(n * 100) / 100;

  it('adds up to the candidate\'s, each selected faculty member\'s and the school\'s papers and citations, in every option and journal choice', async () => {
    const { a, d, j } = s.f;
    let compared = 0;
    for (const journals of ['All', `${j.J1}`, `${j.J1},${j.J2}`]) {
      for (const options of OPTIONS) {
        const query = `hiringCandidateId=${a.b3}&department=${d.D1}&facultyIds=${a.a1},${a.a2},${a.a4}&journal_ids=${journals}${options}`;
        const hire = await ok(s.get('university', `/api/hireImpact?${query}`));
        const journalQuery = journals === 'All' ? '' : `&journal_ids=${journals}`;
        const counting = options.includes('fractional') ? '&counting=fractional' : '';
        const atPublication = options.includes('at_publication') ? '&affiliation=at_publication' : '';
        for (const row of hire.comparison as { id: number; is_candidate: boolean; papers: number; citations: number }[]) {
          for (const measure of ['papers', 'citations'] as const) {
            // the candidate brings every paper of theirs; a selected faculty member counts as the school counts its members
            const drill: Drill = await ok(s.get('university', `/api/dashboard/figure_papers?figure=hire_impact&author_id=${row.id}&measure=${measure}`
              + `${counting}${row.is_candidate ? '' : atPublication}${journalQuery}`));
            expect(round(drill.total), `${row.id} ${measure} ${journals}${options}`).toBe(row[measure]);
            compared += 1;
          }
        }
        for (const measure of ['papers', 'citations'] as const) {
          const drill: Drill = await ok(s.get('university', `/api/dashboard/group_figure_papers?figure=hire_impact&measure=${measure}${counting}${atPublication}${journalQuery}`));
          expect(round(drill.total), `school ${measure} ${journals}${options}`).toBe(hire.university_data[`total_${measure}`]);
          compared += 1;
        }
      }
    }
    expect(compared).toBe(3 * 4 * (4 * 2 + 2));
  });

  it('recomputes each person\'s papers per year and citations per paper from the papers behind them, and the candidate\'s h-index from its h-core', async () => {
    const { a, d, j } = s.f;
    const starts = new Map((await s.t.db.selectFrom('analytics_author').select(['author_id', 'career_start_year']).execute()).map((r) => [r.author_id, r.career_start_year]));
    let compared = 0;
    for (const journals of ['All', `${j.J1}`]) {
      for (const options of OPTIONS) {
        const hire = await ok(s.get('university', `/api/hireImpact?hiringCandidateId=${a.b3}&department=${d.D1}&facultyIds=${a.a1},${a.a2},${a.a4}&journal_ids=${journals}${options}`));
        const journalQuery = journals === 'All' ? '' : `&journal_ids=${journals}`;
        const counting = options.includes('fractional') ? '&counting=fractional' : '';
        const atPublication = options.includes('at_publication') ? '&affiliation=at_publication' : '';
        for (const row of hire.comparison as { id: number; is_candidate: boolean; papersPerYear: number; citationsPerPaper: number }[]) {
          const base = `/api/dashboard/figure_papers?figure=hire_impact&author_id=${row.id}${counting}${row.is_candidate ? '' : atPublication}${journalQuery}`;
          const papers: Drill = await ok(s.get('university', base));
          const citations: Drill = await ok(s.get('university', `${base}&measure=citations`));
          const what = `${row.id} ${journals}${options}`;
          // the rates are ratios: their numerator opens, the label states the denominator (docs/metrics.md section 29)
          expect(round(papersPerYear(papers.total, starts.get(row.id) ?? null, DASHBOARD_FIXTURE_YEAR)), what).toBe(row.papersPerYear);
          expect(round(citationsPerPaper(citations.total, papers.total)), what).toBe(row.citationsPerPaper);
          compared += 1;
        }
        const hIndex: Drill = await ok(s.get('university', `/api/dashboard/figure_papers?figure=hire_impact&author_id=${a.b3}&measure=hindex`));
        expect(hIndex.total, `h-index ${journals}${options}`).toBe(hire.hiring_author_data.h_index);
      }
    }
    expect(compared).toBe(2 * 4 * 4);
  });

  it('lists the candidate\'s papers with their weights and exports them as CSV', async () => {
    // Ivy (candidate) all time, fractional: P15 1/2, P16 1 = 1.5 papers
    const drill = await ok(s.get('university', `/api/dashboard/figure_papers?figure=hire_impact&author_id=${s.f.a.b3}&counting=fractional`));
    expect(drill.total).toBe(1.5);
    expect(drill.rows.map((r: { weight: number }) => r.weight).sort()).toEqual([0.5, 1]);
    const csv = await s.get('university', `/api/dashboard/figure_papers/csv?figure=hire_impact&author_id=${s.f.a.b3}&counting=fractional`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body.trimEnd().split('\r\n')).toHaveLength(3);
    const school = await s.get('university', `/api/dashboard/group_figure_papers/csv?figure=hire_impact&journal_ids=${s.f.j.J1}`);
    expect(school.statusCode).toBe(200);
    // Alpha's Journal of Finance papers: P1 P4 P6 P9 P12
    expect(school.body.trimEnd().split('\r\n')).toHaveLength(6);
  });

  it('is opened by university users and admins only, and refuses bad input with a sentence', async () => {
    const url = `/api/dashboard/figure_papers?figure=hire_impact&author_id=${s.f.a.b3}`;
    expect((await s.get('admin', url)).statusCode).toBe(200);
    expect((await s.get('faculty', url)).statusCode).toBe(403);
    expect((await s.get('faculty', '/api/dashboard/group_figure_papers?figure=hire_impact')).statusCode).toBe(403);
    await refused(s.get('university', `${url}&from=2020`), 'Hire Impact\'s figures are all-time: leave from and to out.');
    await refused(s.get('university', `${url}&journal_ids=999999`), 'Unknown journal id(s): 999999.');
    await refused(s.get('university', `${url}&dept=${s.f.d.D1}`), 'Hire Impact counts every paper by the global tiers: leave dept out.');
    await refused(s.get('university', `/api/dashboard/figure_papers?figure=cohort&author_id=${s.f.a.a1}&journal_ids=${s.f.j.J1}`),
      'journal_ids belongs to Hire Impact\'s and Faculty Progress\' figures: leave it out.');
    await refused(s.get('university', `/api/dashboard/figure_papers?figure=cohort&author_id=${s.f.a.a1}&affiliation=at_publication`),
      'affiliation belongs to Hire Impact\'s figures (figure=hire_impact): leave it out.');
    await refused(s.get('university', '/api/dashboard/group_figure_papers?figure=hire_impact&from=2020'), 'Hire Impact\'s figures are all-time: leave from and to out.');
    await refused(s.get('university', `/api/dashboard/group_figure_papers?figure=compare_departments&journal_ids=${s.f.j.J1}`),
      'journal_ids belongs to Hire Impact\'s figures (figure=hire_impact): leave it out.');
  });
});
