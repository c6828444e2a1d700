import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardsTest } from './support/dashboardsSetup.ts';
import { okBody as ok, refusedWith as refused, setUpFigureOptions } from './support/figureOptionsSetup.ts';

// The papers behind Compare by Department's group figures (docs/metrics.md sections 28 and 29): a
// school's or a department's distinct papers in the years, each with the group's credit, adding up to
// the figure on the screen under every counting and affiliation. Against support/dashboardsFixture.ts
// with support/figureOptionsSetup.ts (Dev's P7 and P9 carry Gamma, Ben's P4 carries Beta).
describe('GET dashboard/group_figure_papers', () => {
  let s: DashboardsTest;
  beforeAll(async () => { s = await setUpFigureOptions(); });
  afterAll(async () => { await s?.close(); });
  type Drill = { total: number; rows: { title: string; weight: number; counted: number }[]; counting: string; affiliation: string };
  const OPTIONS = ['', '&counting=fractional', '&affiliation=at_publication', '&counting=fractional&affiliation=at_publication'];

  it('lists Finance\'s papers of 2019..2025 with the department\'s credit', async () => {
    // Finance (Ann, Ben, Cat): P1 (2024), P2 (2023), P3 (2021), P5 (2019), P7 (2022), P17 (2019). Fractional: P1 1, P2 2/2, P3 1/2,
    // P5 2/2, P7 1/3 (Cat of three authors; Dev is not in Finance), P17 1/2 = 4.33
    const full: Drill = await ok(s.get('university', `/api/dashboard/group_figure_papers?figure=compare_departments&dept=${s.f.d.D1}&from=2019&to=2025`));
    expect(full.total).toBe(6);
    expect(full.rows.map((r) => r.title)).toEqual(['Paper P1', 'Paper P2', 'Paper P7', 'Paper P3', 'Paper P17', 'Paper P5']);
    const fractional: Drill = await ok(s.get('university', `/api/dashboard/group_figure_papers?figure=compare_departments&dept=${s.f.d.D1}&from=2019&to=2025&counting=fractional`));
    expect(Math.round(fractional.total * 100) / 100).toBe(4.33);
    expect(fractional.rows.map((r) => [r.title, Math.round(r.weight * 100) / 100])).toContainEqual(['Paper P7', 0.33]);
  });

  it('adds up to every school and department figure of Compare by Department, under every counting and affiliation', async () => {
    let compared = 0;
    for (const options of OPTIONS) {
      const screen = await ok(s.get('university', `/api/dashboard/compare_departments?from_year=2016&to_year=2025${options}`));
      const groups: [string, number | null][] = [['all', null], ...(screen.departments as { department_id: number }[]).map((d): [string, number | null] => [String(d.department_id), d.department_id])];
      for (const [dept, id] of groups) {
        const want = id === null ? screen.school : screen.departments.find((d: { department_id: number }) => d.department_id === id);
        for (const measure of ['papers', 'citations'] as const) {
          const drill: Drill = await ok(s.get('university', `/api/dashboard/group_figure_papers?figure=compare_departments&dept=${dept}&from=2016&to=2025&measure=${measure}${options}`));
          expect(Math.round(drill.total * 100) / 100, `${dept} ${measure}${options}`).toBe(want[measure]);
          compared += 1;
        }
      }
    }
    expect(compared).toBeGreaterThanOrEqual(24);
  });

  it('is opened by the school\'s university users and admins, exports CSV, and refuses bad input with a sentence', async () => {
    const url = `/api/dashboard/group_figure_papers?figure=compare_departments&dept=${s.f.d.D1}&from=2019&to=2025`;
    expect((await s.get('admin', `${url}&univ_id=${s.f.u.U1}`)).statusCode).toBe(200);
    expect((await s.get('otherUniversity', `${url}&univ_id=${s.f.u.U1}`)).statusCode).toBe(403);
    expect((await s.get('faculty', url)).statusCode).toBe(403);
    const csv = await s.get('university', url.replace('group_figure_papers?', 'group_figure_papers/csv?'));
    expect(csv.statusCode).toBe(200);
    expect(csv.body.trimEnd().split('\r\n')).toHaveLength(7);
    await refused(s.get('university', `${url.replace('from=2019', 'from=2026')}`), 'from cannot be after to.');
    await refused(s.get('university', '/api/dashboard/group_figure_papers?figure=ranking'), 'figure must be compare_departments, hire_impact, university_home or find_your_fit.');
    await refused(s.get('university', `/api/dashboard/group_figure_papers?figure=compare_departments&dept=${s.f.d.D3}`), `Department ${s.f.d.D3} is not a department of Alpha University.`);
  });
});
