import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardsTest } from './support/dashboardsSetup.ts';
import { FIGURE_OPTION_QUERIES as OPTIONS, okBody as ok, refusedWith as refused, round2 as round, setUpFigureOptions } from './support/figureOptionsSetup.ts';

type Drill = { members: number; total: number; average: number; rows: { counted: number; member: string; h_core?: boolean }[] };
type Point = { univ_id: number; x: number; y: number; faculty_count: number };

const TITLES = [['Assistant Professor', 'Associate Professor', 'Full Professor'], ['Assistant Professor'], ['Full Professor']] as const;

// Compare Schools' averages per faculty member open to every member's own papers (docs/metrics.md section 29,
// "Averages per faculty member"): for every school on the map, in every counting and affiliation and faculty type,
// the drill-down's total / members is the bubble's average papers (x) and average citations (y), its members the
// bubble's faculty count.
describe('the papers behind Compare Schools', () => {
  let s: DashboardsTest;
  beforeAll(async () => { s = await setUpFigureOptions(); });
  afterAll(async () => { await s?.close(); });

  it('sums every member\'s rows to the bubble\'s averages, the member count stated, in every option', async () => {
    let compared = 0;
    for (const options of OPTIONS) {
      const counting = options.includes('fractional') ? 'fractional' : 'full';
      const affiliation = options.includes('at_publication') ? 'at_publication' : 'current';
      for (const titles of TITLES) {
        const map = await ok(s.post('university', '/api/perceptualMap', { titles, x: 'total_papers', y: 'total_citations', school: 'top20', counting, affiliation }));
        for (const p of map.points as Point[]) {
          const base = `/api/dashboard/members_figure_papers?figure=compare_schools&school_id=${p.univ_id}&titles=${titles.map(encodeURIComponent).join(',')}${options}`;
          const what = `${p.univ_id} ${titles.join('+')}${options}`;
          const papers: Drill = await ok(s.get('university', base));
          const citations: Drill = await ok(s.get('university', `${base}&measure=citations`));
          expect(papers.members, `members ${what}`).toBe(p.faculty_count);
          expect(round(papers.rows.reduce((sum, r) => sum + r.counted, 0)), `rows ${what}`).toBe(round(papers.total));
          expect(papers.average, `papers ${what}`).toBe(p.x);
          expect(round(papers.total / papers.members), `papers ${what}`).toBe(p.x);
          expect(citations.average, `citations ${what}`).toBe(p.y);
          compared += 1;
        }
      }
    }
    expect(compared).toBeGreaterThan(8);
  });

  // the other axes (docs/metrics.md section 29): each member's rate from their own rows, the bubble their mean
  it('computes each member\'s rate from their rows and averages them to every other axis\'s bubble, in every option', async () => {
    const RATES = ['h_index', 'papers_per_year', 'citations_per_year', 'citations_per_paper', 'percent_solo', 'top_journal_percentage'] as const;
    let compared = 0;
    for (const options of OPTIONS) {
      const counting = options.includes('fractional') ? 'fractional' : 'full';
      const affiliation = options.includes('at_publication') ? 'at_publication' : 'current';
      for (const titles of TITLES.slice(0, 2)) {
        for (const metric of RATES) {
          const map = await ok(s.post('university', '/api/perceptualMap', { titles, x: metric, y: 'faculty_count', school: 'top20', counting, affiliation }));
          for (const p of map.points as Point[]) {
            const measure = metric === 'h_index' ? 'hindex' : metric;
            const what = `${metric} ${p.univ_id} ${titles.join('+')}${options}`;
            const drill: Drill & { per_member: { value: number; numerator: number; denominator: number }[] } = await ok(s.get('university',
              `/api/dashboard/members_figure_papers?figure=compare_schools&school_id=${p.univ_id}&titles=${titles.map(encodeURIComponent).join(',')}&measure=${measure}${options}`));
            expect(drill.members, `members ${what}`).toBe(p.faculty_count);
            expect(drill.per_member, what).toHaveLength(p.faculty_count);
            expect(drill.average, what).toBe(p.x);
            expect(round(drill.per_member.reduce((sum, m) => sum + m.value, 0) / drill.members), what).toBe(p.x);
            if (metric === 'h_index') {
              // the h-cores are the rows counted: their number is the sum of the members' h-indexes
              expect(drill.rows.filter((r) => r.h_core).length, what).toBe(drill.per_member.reduce((sum, m) => sum + m.value, 0));
              expect(drill.total, what).toBe(drill.per_member.reduce((sum, m) => sum + m.value, 0));
            }
            compared += 1;
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(40);
  });

  it('lists a paper of two members once for each, and refuses bad input with a sentence', async () => {
    const answer: Drill = await ok(s.get('admin', `/api/dashboard/members_figure_papers?figure=compare_schools&school_id=${s.f.u.U1}&titles=Assistant Professor,Associate Professor,Full Professor&univ_id=${s.f.u.U1}`));
    expect(new Set(answer.rows.map((r) => r.member)).size).toBeGreaterThan(1);
    await refused(s.get('university', '/api/dashboard/members_figure_papers?figure=compare_schools&school_id=99999&titles=Full Professor'), 'Cannot find this school.');
    await refused(s.get('university', `/api/dashboard/members_figure_papers?figure=compare_schools&school_id=${s.f.u.U1}`), 'Select at least one faculty type.');
    await refused(s.get('university', `/api/dashboard/members_figure_papers?figure=compare_schools&school_id=${s.f.u.U1}&titles=Full Professor&measure=faculty_count`),
      'measure must be one of: papers, citations, hindex, papers_per_year, citations_per_year, citations_per_paper, percent_solo, top_journal_percentage.');
    await refused(s.get('university', `/api/dashboard/members_figure_papers?figure=hire_impact&facultyIds=${s.f.a.a1}&measure=hindex`),
      'measure must be papers or citations: the rates are Compare Schools\' (figure=compare_schools).');
    // the map is a university screen: faculty are refused, as on POST perceptualMap
    expect((await s.get('faculty', `/api/dashboard/members_figure_papers?figure=compare_schools&school_id=${s.f.u.U1}&titles=Full Professor&measure=hindex`)).statusCode).toBe(403);
  });
});
