import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardsTest } from './support/dashboardsSetup.ts';
import { FIGURE_OPTION_QUERIES as OPTIONS, okBody as ok, refusedWith as refused, round2 as round, setUpFigureOptions } from './support/figureOptionsSetup.ts';

type Drill = { total: number; share?: { of: number; percent: number }; rows: { counted: number }[] };
type Metric = { value: number };
type Outlier = { id: number; h_index_score: Metric; citation_per_paper: Metric; top_journal_percentage: Metric; paper_per_year_in_top_journal: Metric };

// Visualization by Rank's rates open to their numerators (docs/metrics.md section 29, "Visualization by Rank"): for
// each member of each rank, the h-index, the citations over the papers, the A and A- papers over every paper and over
// the career years are recomputed from the drill-downs, at school and department scope, in every counting and affiliation.
describe('the papers behind Visualization by Rank', () => {
  let s: DashboardsTest;
  beforeAll(async () => { s = await setUpFigureOptions(); });
  afterAll(async () => { await s?.close(); });

  it('recomputes each member\'s rates from their papers, the denominator stated, in every option and scope', async () => {
    let compared = 0;
    for (const options of OPTIONS) {
      for (const dept of ['all', `${s.f.d.D1}`]) {
        for (const marker of [1, 2, 3, 6]) {
          const answer = await ok(s.get('university', `/api/dashboard/outliers?dept=${dept}&marker=${marker}${options}`));
          for (const a of answer.authors as Outlier[]) {
            const base = `/api/dashboard/figure_papers?figure=outliers&author_id=${a.id}&dept=${dept}${options}`;
            const what = `${dept} ${a.id}${options}`;
            const top: Drill = await ok(s.get('university', `${base}&grade=top&share_of=every`));
            const citations: Drill = await ok(s.get('university', `${base}&measure=citations`));
            // the h-index stays as counted: every paper, whatever the options (docs/metrics.md section 19)
            const h: Drill = await ok(s.get('university', `/api/dashboard/figure_papers?figure=outliers&author_id=${a.id}&dept=${dept}&measure=hindex`));
            expect(h.total, `h-index ${what}`).toBe(a.h_index_score.value);
            const papers = top.share!.of;
            expect(round(papers === 0 ? 0 : (top.total / papers) * 100), `share ${what}`).toBe(a.top_journal_percentage.value);
            expect(round(papers === 0 ? 0 : citations.total / papers), `citations per paper ${what}`).toBe(a.citation_per_paper.value);
            compared += 1;
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(8);
  });

  it('is opened by the school\'s university users and admins, and refuses bad input with a sentence', async () => {
    const url = `/api/dashboard/figure_papers?figure=outliers&author_id=${s.f.a.a1}`;
    expect((await s.get('admin', url)).statusCode).toBe(200);
    expect((await s.get('university', `${url}&affiliation=at_publication&dept=${s.f.d.D1}`)).statusCode).toBe(200);
    await refused(s.get('university', `${url}&from=2020`), 'Visualization by Rank\'s figures are all-time: leave from and to out.');
  });
});
