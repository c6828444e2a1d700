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
