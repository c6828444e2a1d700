import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardsTest } from './support/dashboardsSetup.ts';
import {
  FIGURE_OPTION_QUERIES as OPTIONS, okBody as ok, refusedWith as refused, round2 as round, setUpFigureOptions,
} from './support/figureOptionsSetup.ts';

type Drill = { total: number; rows: { title: string; weight: number; counted: number }[] };

// The papers behind the university home's widgets (docs/metrics.md section 29, "University home"): a journal's
// papers of the school or a department (the journal distribution), each department's papers and citations
// (Department Facts) and the most cited faculty member's citations, all time, under every counting and
// affiliation, add up to the numbers the widgets show. Against support/dashboardsFixture.ts with
// support/figureOptionsSetup.ts (Dev's P7 and P9 carry Gamma, Ben's P4 carries Beta).
describe('the papers behind the university home\'s widgets', () => {
  let s: DashboardsTest;
  beforeAll(async () => { s = await setUpFigureOptions(); });
  afterAll(async () => { await s?.close(); });

  it('adds up to each journal\'s papers of the school and of a department, in every option', async () => {
    let compared = 0;
    for (const options of OPTIONS) {
      for (const dept of ['all', `${s.f.d.D1}`]) {
        const distribution = await ok(s.get('university', `/api/dashboard/journal_distri_of_papers?dept=${dept}${options}`));
        expect(distribution.journals.length).toBeGreaterThan(1);
        for (const journal of distribution.journals as { journal_id: number; journal_count: number }[]) {
          const drill: Drill = await ok(s.get('university', `/api/dashboard/group_figure_papers?figure=university_home&dept=${dept}&journal_ids=${journal.journal_id}${options}`));
          expect(round(drill.total), `${dept} journal ${journal.journal_id}${options}`).toBe(journal.journal_count);
          compared += 1;
        }
      }
    }
    expect(compared).toBeGreaterThan(8);
    // docs/metrics.md section 29's example: Alpha's papers in the Journal of Finance are P1, P4, P6, P9 and P12
    const school = await ok(s.get('university', '/api/dashboard/journal_distri_of_papers?dept=all'));
    expect(school.journals.find((j: { journal_id: number }) => j.journal_id === s.f.j.J1).journal_count).toBe(5);
  });

  it('adds up to each department\'s papers and citations of Department Facts, in every option', async () => {
    let compared = 0;
    for (const options of OPTIONS) {
      const facts = await ok(s.get('university', `/api/dashboard/department_fact?${options.slice(1)}`));
      for (const department of facts.departments as { department_id: number; papers: number; citations: number }[]) {
        for (const measure of ['papers', 'citations'] as const) {
          const drill: Drill = await ok(s.get('university', `/api/dashboard/group_figure_papers?figure=university_home&dept=${department.department_id}&measure=${measure}${options}`));
          expect(round(drill.total), `${department.department_id} ${measure}${options}`).toBe(round(department[measure]));
          compared += 1;
        }
      }
    }
    expect(compared).toBeGreaterThan(8);
  });

  it('adds up to the most cited faculty member\'s citations of the school and of each department, in every option', async () => {
    let compared = 0;
    for (const options of OPTIONS) {
      const cited = await ok(s.get('university', `/api/dashboard/faculty_citations?${options.slice(1)}`));
      for (const row of [cited.school, ...cited.departments] as { most_cited_faculty_data: { id: number; count: number } | null }[]) {
        if (row.most_cited_faculty_data === null) continue;
        const drill: Drill = await ok(s.get('university', `/api/dashboard/figure_papers?figure=university_home&author_id=${row.most_cited_faculty_data.id}&measure=citations${options}`));
        expect(round(drill.total), `${row.most_cited_faculty_data.id}${options}`).toBe(row.most_cited_faculty_data.count);
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(4);
  });

  it('opens each Faculty By Share share to its numerator, the member\'s papers over the school\'s (department\'s), in every option', async () => {
    let compared = 0;
    for (const options of OPTIONS) {
      for (const dept of ['all', `${s.f.d.D1}`]) {
        const share = await ok(s.get('university', `/api/dashboard/faculty_market_share?dept=${dept}${options}`));
        for (const row of share.rows as { id: number; market_share: number }[]) {
          const drill: Drill = await ok(s.get('university', `/api/dashboard/figure_papers?figure=university_home&author_id=${row.id}${options}`));
          // the share and its denominator are both shown to two decimals: recomputed from them, the share is within
          // half a hundredth plus the denominator's rounding (at most 0.005 papers) of the one shown
          const recomputed = (drill.total / share.total_papers) * 100;
          expect(Math.abs(recomputed - row.market_share), `${dept} ${row.id}${options}`).toBeLessThanOrEqual(0.005 + (recomputed * 0.005) / share.total_papers + 1e-9);
          compared += 1;
        }
      }
    }
    expect(compared).toBeGreaterThan(8);
  });

  it('is opened by the school\'s university users and admins, and refuses bad input with a sentence', async () => {
    const url = `/api/dashboard/figure_papers?figure=university_home&author_id=${s.f.a.a1}&measure=citations`;
    expect((await s.get('admin', url)).statusCode).toBe(200);
    expect((await s.get('university', url)).statusCode).toBe(200);
    await refused(s.get('university', `${url}&from=2020`), 'The university home\'s figures are all-time: leave from and to out.');
    await refused(s.get('university', `${url}&dept=${s.f.d.D1}`), 'The university home counts every paper by the global tiers: leave dept out.');
    await refused(s.get('university', `${url}&journal_ids=${s.f.j.J1}`), 'journal_ids belongs to Hire Impact\'s and Faculty Progress\' figures: leave it out.');
    await refused(s.get('university', '/api/dashboard/group_figure_papers?figure=university_home&to=2020'), 'The university home\'s figures are all-time: leave from and to out.');
    await refused(s.get('university', '/api/dashboard/group_figure_papers?figure=university_home&journal_ids=999999'), 'Unknown journal id(s): 999999.');
  });
});
