import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUpDashboards, type DashboardsTest } from './support/dashboardsSetup.ts';
import { okBody as ok, refusedWith as refused } from './support/figureOptionsSetup.ts';

// The papers behind Cohort Analysis' h-index and A and A- % (docs/metrics.md section 29): an h-index opens
// the papers published by then ranked by the citations received by then, the h-core marked, and the
// h-core's size is the h-index on the screen; a share opens its numerator (the A and A- papers) and states
// its denominator and percent, which are the screen's. Against support/dashboardsFixture.ts.
describe('GET dashboard/figure_papers for Cohort Analysis\' h-index and A and A- %', () => {
  let s: DashboardsTest;
  beforeAll(async () => { s = await setUpDashboards(); });
  afterAll(async () => { await s?.close(); });
  type Row = { title: string; citations: number; counted: number; h_core?: boolean };
  type Drill = { total: number; rows: Row[]; share?: { of: number; percent: number | null } };

  it('adds up to every h-index and A and A- % of the cohort, all time and at each year, in full and fractional counting', async () => {
    const { a } = s.f;
    let compared = 0;
    for (const counting of ['full', 'fractional'] as const) {
      const cohort = await ok(s.get('university', `/api/cohortAnalysis?id=${a.a1}&id=${a.a2}&id=${a.a3}&journals=a,a-&milestone=Associate Professor&range_start=-2&range_end=2&counting=${counting}`));
      type Member = { id: number; hIndex: number; abJournalRatio: number; milestones: { year: number | null; hindex: number | null; abratio: number | null }[] };
      for (const member of cohort.faculty as Member[]) {
        const points: [string, number, number][] = [['', member.hIndex, member.abJournalRatio]];
        for (const m of member.milestones) if (m.year !== null && m.hindex !== null && m.abratio !== null) points.push([`&to=${m.year}`, m.hindex, m.abratio]);
        for (const [window, hIndex, ratio] of points) {
          const h: Drill = await ok(s.get('university', `/api/dashboard/figure_papers?figure=cohort&author_id=${member.id}&measure=hindex${window}&counting=${counting}`));
          expect(h.total, `${member.id}${window} h-index`).toBe(hIndex);
          expect(h.rows.filter((r) => r.h_core).length).toBe(hIndex);
          // ranked by citations, the h-core first, each of them cited at least h times
          expect(h.rows.map((r) => r.citations)).toEqual([...h.rows.map((r) => r.citations)].sort((x, y) => y - x));
          expect(h.rows.slice(0, hIndex).every((r) => r.h_core && r.citations >= hIndex)).toBe(true);
          const share: Drill = await ok(s.get('university',
            `/api/dashboard/figure_papers?figure=cohort&author_id=${member.id}&grade=top&measure=papers&share_of=every${window}&counting=${counting}`));
          expect(share.share!.percent, `${member.id}${window} A and A- %`).toBe(ratio);
          expect(Math.round((share.share!.of === 0 ? 0 : share.total / share.share!.of * 100) * 100) / 100).toBe(ratio);
          compared += 1;
        }
      }
    }
    expect(compared).toBeGreaterThanOrEqual(12);
  });

  it('ranks Ben\'s papers by 2020 for his h-index and exports the h-core', async () => {
    // Ben by 2020: P4 (2016, 19 citations by then), P5 (2019, 6), P17 (2019, 3): h = 3
    const h: Drill = await ok(s.get('university', `/api/dashboard/figure_papers?figure=cohort&author_id=${s.f.a.a2}&measure=hindex&to=2020`));
    expect(h.rows.map((r) => [r.title, r.citations, r.h_core])).toEqual([['Paper P4', 19, true], ['Paper P5', 6, true], ['Paper P17', 3, true]]);
    expect(h.total).toBe(3);
    const csv = await s.get('university', `/api/dashboard/figure_papers/csv?figure=cohort&author_id=${s.f.a.a2}&measure=hindex&to=2020`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split('\r\n')[0]).toContain('In the h-core');
  });

  it('refuses an h-index of a grade and a share of anything but the A and A- papers, with a sentence', async () => {
    const url = `/api/dashboard/figure_papers?figure=cohort&author_id=${s.f.a.a2}`;
    await refused(s.get('university', `${url}&measure=hindex&grade=a`), 'The h-index counts every paper: use grade=every.');
    await refused(s.get('university', `${url}&grade=all&share_of=every`), 'share_of=every is the A and A- share of the papers: use grade=top and measure=papers.');
    await refused(s.get('university', `${url}&measure=h`), 'measure must be papers, citations or hindex.');
  });
});
