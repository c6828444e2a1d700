import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardsTest } from './support/dashboardsSetup.ts';
import { FIGURE_OPTION_QUERIES as OPTIONS, okBody as ok, refusedWith as refused, round2 as round, setUpFigureOptions } from './support/figureOptionsSetup.ts';

type Drill = { members: number; total: number; average: number; rows: { counted: number; member: string }[] };
type Cell = number | null;

const GENDERS = ['all', 'male', 'female', 'other'] as const;
const RANKS = ['assistant', 'associate', 'full', 'other'] as const;

// The university home's Interesting Facts (docs/metrics.md sections 24 and 29): each cell, the average papers per
// faculty member of a gender and rank, opens to every member's own papers; total / members, to one decimal, is the
// cell, at school and department scope, under the four combinations of counting and affiliation. Against
// support/dashboardsFixture.ts with support/figureOptionsSetup.ts.
describe('the papers behind Interesting Facts', () => {
  let s: DashboardsTest;
  beforeAll(async () => { s = await setUpFigureOptions(); });
  afterAll(async () => { await s?.close(); });

  it('adds up to every cell of the school and of a department, the members stated, in every option', async () => {
    let compared = 0;
    for (const options of OPTIONS) {
      for (const dept of ['all', `${s.f.d.D1}`]) {
        const facts = await ok(s.get('university', `/api/dashboard/interesting_fact?dept=${dept}${options}`));
        for (const gender of GENDERS) {
          for (const rank of RANKS) {
            const cell: Cell = facts[gender][rank];
            const department = dept === 'all' ? '' : `&department=${dept}`;
            const drill: Drill = await ok(s.get('university', `/api/dashboard/members_figure_papers?figure=university_home${department}&gender=${gender}&rank=${rank}${options}`));
            const what = `${dept} ${gender} ${rank}${options}`;
            if (cell === null) {
              // no one in the cell: no members, no papers
              expect(drill.members, what).toBe(0);
              continue;
            }
            expect(drill.members, what).toBeGreaterThan(0);
            expect(drill.average, what).toBe(cell);
            expect(Math.round((drill.total / drill.members) * 10) / 10, what).toBe(cell);
            expect(round(drill.rows.reduce((sum, r) => sum + r.counted, 0)), what).toBe(round(drill.total));
            compared += 1;
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(16);
  });

  it('is shown to the school\'s university users and admins only, and refuses bad input with a sentence', async () => {
    const url = '/api/dashboard/members_figure_papers?figure=university_home&gender=all&rank=full';
    expect((await s.get('university', url)).statusCode).toBe(200);
    expect((await s.get('admin', `${url}&univ_id=${s.f.u.U1}`)).statusCode).toBe(200);
    // a faculty member sees no other member's papers; another school's user not this school's
    expect((await s.get('faculty', url)).statusCode).toBe(403);
    expect((await s.get('otherUniversity', `${url}&univ_id=${s.f.u.U1}`)).statusCode).toBe(403);
    // another school's user asking without univ_id sees their own school's cell, never Alpha's members
    const beta: Drill = await ok(s.get('otherUniversity', url));
    const alpha: Drill = await ok(s.get('university', url));
    expect(beta.rows.map((r) => r.member).filter((m) => alpha.rows.some((r) => r.member === m))).toEqual([]);
    await refused(s.get('university', '/api/dashboard/members_figure_papers?figure=university_home&gender=all'), 'Name the cell: gender and rank.');
    await refused(s.get('university', `${url}&facultyIds=${s.f.a.a1}`),
      'Interesting Facts are over the school\'s (department\'s) faculty of a gender and rank: give department, gender and rank only.');
    await refused(s.get('university', `/api/dashboard/members_figure_papers?figure=compare_schools&school_id=${s.f.u.U1}&titles=Full Professor&gender=all`),
      'gender and rank belong to Interesting Facts (figure=university_home): leave them out.');
    await refused(s.get('university', '/api/dashboard/members_figure_papers?figure=university_home&gender=all&rank=chair'), 'rank must be assistant, associate, full or other.');
  });
});
