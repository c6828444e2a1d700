import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { papersPerYear } from '@ri/metrics';
import { DASHBOARD_FIXTURE_YEAR } from './support/dashboardsFixture.ts';
import type { DashboardsTest } from './support/dashboardsSetup.ts';
import { okBody as ok, refusedWith as refused, round2 as round, setUpFigureOptions } from './support/figureOptionsSetup.ts';

type Drill = { total: number; rows: { author_count: number; counted: number }[]; share?: { of: number; percent: number | null } };

// Find Your Fit's own figures (docs/metrics.md sections 21 and 29): each ratio opens its numerator's papers and states
// its denominator, and the ratio recomputed from the drill-downs is the figure the screen's endpoint returns, in full
// and fractional counting. Against support/dashboardsFixture.ts with support/figureOptionsSetup.ts.
describe('the papers behind Find Your Fit\'s own figures', () => {
  let s: DashboardsTest;
  beforeAll(async () => { s = await setUpFigureOptions(); });
  afterAll(async () => { await s?.close(); });

  it('recomputes the four ratios from the papers behind them, in both countings', async () => {
    const ann = s.f.a.a1;
    const [row] = await s.t.db.selectFrom('analytics_author').select('career_start_year').where('author_id', '=', ann).execute();
    for (const counting of ['full', 'fractional'] as const) {
      const fit = await ok(s.get('faculty', `/api/dashboard/find_your_fit?counting=${counting}`));
      const base = `/api/dashboard/figure_papers?figure=find_your_fit&author_id=${ann}&counting=${counting}`;
      const top: Drill = await ok(s.get('faculty', `${base}&grade=top&share_of=every`));
      const every: Drill = await ok(s.get('faculty', `${base}&grade=every`));
      const citations: Drill = await ok(s.get('faculty', `${base}&grade=every&measure=citations`));
      expect(every.total, counting).toBeGreaterThan(0);
      // A and A- percent: the numerator's rows, the answer stating every paper and the percent
      expect(top.share!.percent, counting).toBe(fit.a_to_b_journals_ratio);
      expect(round(top.share!.of), counting).toBe(round(every.total));
      // percent solo: the papers with one author (each counts 1 in both countings) over every paper
      const solo = every.rows.filter((r) => r.author_count <= 1).length;
      expect(round((solo / every.total) * 100), counting).toBe(fit.solo_to_coauthored_papers_ratio);
      // citations per paper: the citations' rows over every paper
      expect(round(citations.total / every.total), counting).toBe(fit.citations_per_paper);
      // papers per year: every paper over the years of career
      expect(round(papersPerYear(every.total, row!.career_start_year, DASHBOARD_FIXTURE_YEAR)), counting).toBe(fit.avg_papers_per_year_per_faculty);
    }
  });

  it('opens to yourself and to admins only, as the screen, and refuses what the screen fixes', async () => {
    const { a1, a2 } = s.f.a;
    const url = (id: number) => `/api/dashboard/figure_papers?figure=find_your_fit&author_id=${id}`;
    expect((await s.get('faculty', url(a1))).statusCode).toBe(200);
    expect((await s.get('admin', url(a2))).statusCode).toBe(200);
    // another member's figures, a university user (Find Your Fit is the faculty's screen), an incomplete profile
    expect((await s.get('faculty', url(a2))).statusCode).toBe(403);
    expect((await s.get('university', url(a1))).statusCode).toBe(403);
    expect((await s.get('otherUniversity', url(a1))).statusCode).toBe(403);
    expect((await s.get('incompleteFaculty', url(s.f.a.a6))).statusCode).toBe(403);
    await refused(s.get('faculty', `${url(a1)}&from=2020`), 'Find Your Fit\'s figures are all-time: leave from and to out.');
    await refused(s.get('faculty', `${url(a1)}&affiliation=at_publication`), 'affiliation belongs to Hire Impact\'s figures (figure=hire_impact): leave it out.');
  });
});

type Cell = { univ_id: number | null; is_you: boolean; value: number | null };
type GroupDrill = { total: number; rows: { tier: string | null; author_count: number; weight: number; counted: number }[] };

// The school cells (docs/metrics.md section 29, "Find Your Fit"): a school's ratios of its distinct papers open to the
// school's papers (group_figure_papers, figure=find_your_fit) or citations, its papers per year to each member's
// (members_figure_papers); recomputed from them, every cell is the figure the endpoint returns, in every option.
describe('the papers behind Find Your Fit\'s school cells', () => {
  let s: DashboardsTest;
  beforeAll(async () => { s = await setUpFigureOptions(); });
  afterAll(async () => { await s?.close(); });

  it('recomputes every school cell of the four columns from the papers behind it, in every option', async () => {
    let compared = 0;
    for (const options of ['', '&counting=fractional', '&affiliation=at_publication', '&counting=fractional&affiliation=at_publication']) {
      const fit = await ok(s.get('faculty', `/api/dashboard/find_your_fit?${options.slice(1)}`));
      const cells = (metric: string) => (fit.university_map[metric] as Cell[]).filter((c) => !c.is_you && c.univ_id !== null && c.value !== null);
      for (const cell of cells('a_to_b_journals_ratio')) {
        const papers: GroupDrill = await ok(s.get('faculty', `/api/dashboard/group_figure_papers?figure=find_your_fit&school_id=${cell.univ_id}${options}`));
        const top = papers.rows.filter((r) => r.tier === 'A' || r.tier === 'A-').reduce((sum, r) => sum + r.counted, 0);
        expect(round((top / papers.total) * 100), `a ${cell.univ_id}${options}`).toBe(cell.value);
        compared += 1;
      }
      for (const cell of cells('solo_to_coauthored_papers_ratio')) {
        const papers: GroupDrill = await ok(s.get('faculty', `/api/dashboard/group_figure_papers?figure=find_your_fit&school_id=${cell.univ_id}${options}`));
        const solo = papers.rows.filter((r) => r.author_count <= 1).length;
        expect(round((solo / papers.total) * 100), `solo ${cell.univ_id}${options}`).toBe(cell.value);
        compared += 1;
      }
      for (const cell of cells('citations_per_paper')) {
        const base = `/api/dashboard/group_figure_papers?figure=find_your_fit&school_id=${cell.univ_id}${options}`;
        const papers: GroupDrill = await ok(s.get('faculty', base));
        const citations: GroupDrill = await ok(s.get('faculty', `${base}&measure=citations`));
        expect(round(citations.total / papers.total), `cpp ${cell.univ_id}${options}`).toBe(cell.value);
        compared += 1;
      }
      for (const cell of cells('avg_papers_per_year_per_faculty')) {
        const members = await ok(s.get('faculty', `/api/dashboard/members_figure_papers?figure=find_your_fit&school_id=${cell.univ_id}&measure=papers_per_year${options}`));
        expect(members.average, `ppy ${cell.univ_id}${options}`).toBe(cell.value);
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(12);
  });

  it('opens to the screen\'s callers only, and keeps the university screens\' drill-downs from faculty', async () => {
    const { u } = s.f;
    const group = `/api/dashboard/group_figure_papers?figure=find_your_fit&school_id=${u.U2}`;
    expect((await s.get('faculty', group)).statusCode).toBe(200);
    expect((await s.get('admin', group)).statusCode).toBe(200);
    expect((await s.get('university', group)).statusCode).toBe(403);
    expect((await s.get('incompleteFaculty', group)).statusCode).toBe(403);
    expect((await s.get('university', `/api/dashboard/members_figure_papers?figure=find_your_fit&school_id=${u.U2}&measure=papers_per_year`)).statusCode).toBe(403);
    // a faculty member is still refused the university screens' figures
    expect((await s.get('faculty', '/api/dashboard/group_figure_papers?figure=compare_departments')).statusCode).toBe(403);
    expect((await s.get('faculty', `/api/dashboard/members_figure_papers?figure=compare_schools&school_id=${u.U1}&titles=Full Professor`)).statusCode).toBe(403);
    expect((await s.get('faculty', `/api/dashboard/members_figure_papers?figure=hire_impact&facultyIds=${s.f.a.a1}`)).statusCode).toBe(403);
    await refused(s.get('faculty', '/api/dashboard/group_figure_papers?figure=find_your_fit'), 'Choose the school (school_id).');
    await refused(s.get('faculty', `${group}&from=2020`), 'Find Your Fit\'s figures are all-time: leave from and to out.');
    await refused(s.get('university', `/api/dashboard/group_figure_papers?figure=compare_departments&school_id=${u.U2}`), 'school_id belongs to Compare Schools\' and Find Your Fit\'s figures: leave it out.');
    await refused(s.get('faculty', `/api/dashboard/members_figure_papers?figure=find_your_fit&school_id=${u.U2}`),
      'Find Your Fit\'s average per faculty member is papers per year: use measure=papers_per_year.');
  });
});
