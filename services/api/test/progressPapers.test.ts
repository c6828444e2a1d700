import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardsTest } from './support/dashboardsSetup.ts';
import { okBody as ok, refusedWith as refused, setUpFigureOptions } from './support/figureOptionsSetup.ts';

// The papers behind Faculty Progress' figures (docs/metrics.md section 29): each listed person's papers or
// citations in the years, in the journals chosen and the counting, every tier, add up to the number in the
// lists (figure_papers, figure=faculty_progress). Against support/dashboardsFixture.ts.
describe('the papers behind Faculty Progress\' figures', () => {
  let s: DashboardsTest;
  beforeAll(async () => { s = await setUpFigureOptions(); });
  afterAll(async () => { await s?.close(); });
  type Row = { id: number; total_papers: number; total_citations: number };
  const round = (n: number) => Math.round(n * 100) / 100;

  it('adds up to every person\'s papers and citations of both lists, in every journal choice and counting', async () => {
    const { d, j } = s.f;
    let compared = 0;
    for (const journals of ['All', [j.J2], [j.J1, j.J2]] as const) {
      for (const counting of ['full', 'fractional'] as const) {
        for (const [from, to] of [[2019, 2025], [2010, 2018]] as const) {
          const body = await ok(s.post('faculty', '/api/dashboard/faculty_progress', { from_year: from, to_year: to, department: d.D1, journals, counting, count: 'All' }));
          const rows = [...body['In your school'], ...body['In other schools']] as Row[];
          const journalQuery = journals === 'All' ? '' : `&journal_ids=${journals.join(',')}`;
          for (const row of rows) {
            for (const measure of ['papers', 'citations'] as const) {
              const drill = await ok(s.get('faculty', `/api/dashboard/figure_papers?figure=faculty_progress&author_id=${row.id}&from=${from}&to=${to}`
                + `&measure=${measure}&counting=${counting}${journalQuery}`));
              expect(round(drill.total), `${row.id} ${measure} ${String(journals)} ${counting} ${from}-${to}`).toBe(measure === 'papers' ? row.total_papers : row.total_citations);
              compared += 1;
            }
          }
        }
      }
    }
    expect(compared).toBeGreaterThanOrEqual(48);
  });

  it('is opened by the faculty layout and admins, and refuses a grade or a department\'s lists with a sentence', async () => {
    const url = `/api/dashboard/figure_papers?figure=faculty_progress&author_id=${s.f.a.a2}&from=2019&to=2025`;
    expect((await s.get('admin', url)).statusCode).toBe(200);
    expect((await s.get('university', url)).statusCode).toBe(403);
    await refused(s.get('faculty', `${url}&grade=a`), 'Faculty Progress counts every paper: leave grade out.');
    await refused(s.get('faculty', `${url}&dept=${s.f.d.D1}`), 'Faculty Progress counts every paper by the global tiers: leave dept out.');
  });
});
