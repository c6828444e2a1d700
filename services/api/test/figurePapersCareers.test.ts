import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUpDashboards, type DashboardsTest } from './support/dashboardsSetup.ts';
import { okBody as ok } from './support/figureOptionsSetup.ts';

// The papers behind Cohort Analysis' and Compare Yourself's figures (docs/metrics.md section 29, "Figures
// at a year" of section 28): a figure at the end of a year is the window from 1940 to that year, graded
// by the global tiers; the rows add up to the number on the screen. Against support/dashboardsFixture.ts.
describe('GET dashboard/figure_papers for Cohort Analysis and Compare Yourself', () => {
  let s: DashboardsTest;
  beforeAll(async () => { s = await setUpDashboards(); });
  afterAll(async () => { await s?.close(); });
  type Drill = { total: number; rows: { title: string; weight: number; counted: number; tier_source: string }[] };
  const GRADE_OF = { a: 'a', 'a,a-': 'top', 'a,a-,b': 'all' } as const;

  it('lists the papers behind a cohort member\'s papers and citations at a milestone year', async () => {
    // Ben by 2020 in A, A- and B journals: P4 (2016), P5 and P17 (2019) = 3 papers; citations received by then 19 + 6 + 3 = 28
    const a2 = s.f.a.a2;
    const papers: Drill = await ok(s.get('university', `/api/dashboard/figure_papers?figure=cohort&author_id=${a2}&to=2020&grade=all&measure=papers`));
    expect(papers.total).toBe(3);
    expect(papers.rows.map((r) => r.title).sort()).toEqual(['Paper P17', 'Paper P4', 'Paper P5']);
    expect(papers.rows.every((r) => r.tier_source === 'global tiers')).toBe(true);
    const citations: Drill = await ok(s.get('university', `/api/dashboard/figure_papers?figure=cohort&author_id=${a2}&to=2020&grade=all&measure=citations`));
    expect(citations.total).toBe(28);
  });

  it('adds up to every cohort figure on the screen, in full and fractional counting', async () => {
    const { a } = s.f;
    for (const counting of ['full', 'fractional'] as const) {
      for (const journals of ['a', 'a,a-', 'a,a-,b'] as const) {
        const cohort = await ok(s.get('university', `/api/cohortAnalysis?id=${a.a1}&id=${a.a2}&id=${a.a3}&journals=${journals}&milestone=Associate Professor&range_start=-2&range_end=2&counting=${counting}`));
        let compared = 0;
        for (const member of cohort.faculty as { id: number; totalPapers: number; totalCitations: number; milestones: { year: number | null; total_papers: number | null; total_citations: number | null }[] }[]) {
          // the all-time totals of the first table
          for (const measure of ['papers', 'citations'] as const) {
            const drill: Drill = await ok(s.get('university', `/api/dashboard/figure_papers?figure=cohort&author_id=${member.id}&grade=${GRADE_OF[journals]}&measure=${measure}&counting=${counting}`));
            expect(Math.round(drill.total * 100) / 100, `${member.id} all time ${journals} ${measure} ${counting}`)
              .toBe(measure === 'papers' ? member.totalPapers : member.totalCitations);
          }
          for (const m of member.milestones) {
            if (m.year === null || m.total_papers === null) continue;
            for (const measure of ['papers', 'citations'] as const) {
              const drill: Drill = await ok(s.get('university',
                `/api/dashboard/figure_papers?figure=cohort&author_id=${member.id}&to=${m.year}&grade=${GRADE_OF[journals]}&measure=${measure}&counting=${counting}`));
              expect(Math.round(drill.total * 100) / 100, `${member.id} ${m.year} ${journals} ${measure} ${counting}`)
                .toBe(measure === 'papers' ? m.total_papers : m.total_citations);
              compared += 1;
            }
          }
        }
        expect(compared).toBeGreaterThanOrEqual(20);
      }
    }
  });

  it('adds up to Compare Yourself\'s figures at each milestone, every journal', async () => {
    // Cat at the Professor milestone (2014): P8 (2005) and P6 (2010), citations by then 2 + 5; now (2025), fractional:
    // P5 1/2, P6 1, P7 1/3, P8 1 = 2.83
    const a3 = s.f.a.a3;
    const compare = await ok(s.get('faculty', `/api/compareyourself?id=${a3}`));
    for (const year of compare.years as number[]) {
      const papers: Drill = await ok(s.get('faculty', `/api/dashboard/figure_papers?figure=compare_yourself&author_id=${a3}&to=${year}&grade=every`));
      expect(papers.total, String(year)).toBe(compare.data.total_papers[year]);
      const citations: Drill = await ok(s.get('faculty', `/api/dashboard/figure_papers?figure=compare_yourself&author_id=${a3}&to=${year}&grade=every&measure=citations`));
      expect(citations.total, String(year)).toBe(compare.data.total_citations[year]);
    }
    const at2014: Drill = await ok(s.get('faculty', `/api/dashboard/figure_papers?figure=compare_yourself&author_id=${a3}&to=2014&grade=every&measure=citations`));
    expect(at2014.total).toBe(7);
    const fractional: Drill = await ok(s.get('faculty', `/api/dashboard/figure_papers?figure=compare_yourself&author_id=${a3}&to=2025&grade=every&counting=fractional`));
    expect(Math.round(fractional.total * 100) / 100).toBe(2.83);
    expect(fractional.rows.map((r) => r.weight).sort()).toEqual([0.3333333333333333, 0.5, 1, 1]);
  });

  it('is opened as the screen is: Cohort Analysis by university users and admins, Compare Yourself by faculty and admins', async () => {
    const cohort = `/api/dashboard/figure_papers?figure=cohort&author_id=${s.f.a.b2}&to=2020`;
    // another school's faculty member: Cohort Analysis shows any faculty member
    expect((await s.get('university', cohort)).statusCode).toBe(200);
    expect((await s.get('admin', cohort)).statusCode).toBe(200);
    const faculty = await s.get('faculty', cohort);
    expect(faculty.statusCode).toBe(403);
    expect(faculty.json().message).toBe('Cohort Analysis is for university users and administrators.');

    const compare = `/api/dashboard/figure_papers?figure=compare_yourself&author_id=${s.f.a.b2}&to=2020`;
    expect((await s.get('faculty', compare)).statusCode).toBe(200);
    expect((await s.get('admin', compare)).statusCode).toBe(200);
    expect((await s.get('university', compare)).statusCode).toBe(403);
    expect((await s.get('incompleteFaculty', compare)).statusCode).toBe(403);
    expect((await s.get('faculty', `/api/dashboard/figure_papers/csv?figure=compare_yourself&author_id=${s.f.a.b2}&to=2020`)).statusCode).toBe(200);

    const graded = await s.get('university', `${cohort}&dept=${s.f.d.D1}`);
    expect(graded.statusCode).toBe(400);
    expect(graded.json().message).toBe('Cohort Analysis and Compare Yourself grade by the global tiers: leave dept out.');
  });
});
