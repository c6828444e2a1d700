import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardsTest } from './support/dashboardsSetup.ts';
import { FIGURE_OPTION_QUERIES as OPTIONS, okBody as ok, refusedWith as refused, round2 as round, setUpFigureOptions } from './support/figureOptionsSetup.ts';

type Drill = { members: number; total: number; average: number; rows: { member: string }[] };

// Hire Impact's selected faculty averages, and after the hire, open to every member's own papers (docs/metrics.md
// section 29, "Averages per faculty member"): total / members is the average shown, in every journal choice and option.
describe('the papers behind Hire Impact\'s averages per faculty member', () => {
  let s: DashboardsTest;
  beforeAll(async () => { s = await setUpFigureOptions(); });
  afterAll(async () => { await s?.close(); });

  it('adds up to the selected faculty\'s averages and the averages after the hire, the members stated', async () => {
    const { a, d, j } = s.f;
    let compared = 0;
    for (const journals of ['All', `${j.J1}`, `${j.J1},${j.J2}`]) {
      for (const options of OPTIONS) {
        const hire = await ok(s.get('university', `/api/hireImpact?hiringCandidateId=${a.b3}&department=${d.D1}&facultyIds=${a.a1},${a.a2},${a.a4}&journal_ids=${journals}${options}`));
        const base = `/api/dashboard/members_figure_papers?figure=hire_impact&facultyIds=${a.a1},${a.a2},${a.a4}&journal_ids=${journals}${options}`;
        for (const measure of ['papers', 'citations'] as const) {
          const selected: Drill = await ok(s.get('university', `${base}&measure=${measure}`));
          const after: Drill = await ok(s.get('university', `${base}&measure=${measure}&hiringCandidateId=${a.b3}`));
          const what = `${measure} ${journals}${options}`;
          expect(selected.members).toBe(3);
          expect(after.members).toBe(4);
          expect(selected.average, `selected ${what}`).toBe(hire.university_data[`selected_faculty_average_${measure}`]);
          expect(round(selected.total / 3), `selected ${what}`).toBe(hire.university_data[`selected_faculty_average_${measure}`]);
          expect(after.average, `after ${what}`).toBe(hire.university_data[`average_${measure}_after_hire`]);
          // the improvement card's averages (docs/metrics.md section 29): before the hire is the selected faculty's
          if (measure === 'citations') expect(selected.average, `before ${what}`).toBe(hire.university_data.average_citations_before_hire);
          const department: Drill = await ok(s.get('university', `/api/dashboard/members_figure_papers?figure=hire_impact&department=${d.D1}&journal_ids=${journals}${options}&measure=${measure}`));
          expect(department.average, `department ${what}`).toBe(hire.university_data[`average_department_${measure}`]);
          compared += 1;
        }
      }
    }
    expect(compared).toBe(3 * 4 * 2);
  });

  it('refuses bad input with a sentence', async () => {
    await refused(s.get('university', '/api/dashboard/members_figure_papers?figure=hire_impact'), 'Select at least one faculty to consider.');
    await refused(s.get('university', `/api/dashboard/members_figure_papers?figure=hire_impact&facultyIds=${s.f.a.a1}&hiringCandidateId=${s.f.a.a1}`),
      'The candidate cannot also be one of the faculty to consider.');
  });
});
