import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardsTest } from './support/dashboardsSetup.ts';
import { okBody as ok, refusedWith as refused, setUpFigureOptions } from './support/figureOptionsSetup.ts';

// The figure options (docs/metrics.md sections 10, 13, 14, 15; docs/dashboards-api.md "Figure options"):
// counting (full | fractional), affiliation (current | at_publication) and tier source (department |
// global), against support/dashboardsFixture.ts. Every expected number is worked out by hand beside it.
// Affiliation at publication needs authorships that carry a university: Dev Diaz (a4) was at Gamma
// from 2021 to 2024, so his authorships of P7 (2022) and P9 (2023) carry Gamma; Ben Baker (a2) was at
// Beta until 2017, so his P4 (2016) carries Beta. Every other authorship carries none (the author's
// current university stands in).
describe('figure options: counting, affiliation and tier source', () => {
  let s: DashboardsTest;
  beforeAll(async () => { s = await setUpFigureOptions(); });
  afterAll(async () => { await s?.close(); });

  describe('GET dashboard/compare_departments', () => {
    const url = (options: string) => `/api/dashboard/compare_departments?from_year=2021&to_year=2025${options}`;

    it('counts each paper 1 / its authors in fractional counting, shares included', async () => {
      // Alpha's members on the papers published 2021..2025 / their authors: P1 1/1, P2 2/2, P3 1/2 (b1 is at Beta),
      // P7 2/3 (a3 a4 and an outsider), P9 1/1, P11 2/2: 5.1667 papers. Citations received then, weighted alike:
      // P1 5, P2 7, P3 4 x 0.5 = 2, P5 6 x 2/2, P7 3 x 2/3 = 2, P9 2, P11 1, P12 4: 29.
      // Finance (a1 a2 a3): P1 1, P2 1, P3 0.5, P7 1/3 = 2.8333 (54.84 percent); citations 5 + 7 + 2 + 6 + 1 = 21 (72.41).
      // Accounting (a3 a4 a5 a6): P7 2/3, P9 1, P11 1 = 2.6667 (51.61); citations P5 6 x 1/2 = 3, P7 2, P9 2, P11 1, P12 4 = 12 (41.38).
      const body = await ok(s.get('university', url('&counting=fractional')));
      expect(body).toMatchObject({ counting: 'fractional', affiliation: 'current', school: { papers: 5.17, citations: 29 } });
      expect(body.departments).toEqual([
        { department_id: s.f.d.D2, name: 'Accounting', papers: 2.67, citations: 12, share_of_papers: 51.61, share_of_citations: 41.38 },
        { department_id: s.f.d.D1, name: 'Finance', papers: 2.83, citations: 21, share_of_papers: 54.84, share_of_citations: 72.41 },
        { department_id: s.f.d.D5, name: 'Marketing', papers: 0, citations: 0, share_of_papers: 0, share_of_citations: 0 },
      ]);
    });

    it('counts only the papers written at the school with affiliation at publication', async () => {
      // Current (dashboardsScreens.test.ts): school 6 papers, 32 citations; Accounting 3 and 16.
      // At publication Dev's P7 and P9 were Gamma's: P9 (his alone) leaves Alpha; P7 stays through Cat (a3).
      // School: P1 P2 P3 P7 P11 = 5, citations 32 - 2 (P9) = 30. Finance unchanged: 4 (80), 25 (83.33).
      // Accounting: P7 (Cat) P11 = 2 (40); citations P5 6 + P7 3 + P11 1 + P12 4 = 14 (46.67).
      const body = await ok(s.get('university', url('&affiliation=at_publication')));
      expect(body).toMatchObject({ counting: 'full', affiliation: 'at_publication', school: { papers: 5, citations: 30 } });
      expect(body.departments.slice(0, 2)).toEqual([
        { department_id: s.f.d.D2, name: 'Accounting', papers: 2, citations: 14, share_of_papers: 40, share_of_citations: 46.67 },
        { department_id: s.f.d.D1, name: 'Finance', papers: 4, citations: 25, share_of_papers: 80, share_of_citations: 83.33 },
      ]);
    });

    it('refuses unknown options with a sentence', async () => {
      await refused(s.get('university', url('&counting=half')), 'counting must be full (each paper counts 1) or fractional (each paper counts 1 / its number of authors).');
      await refused(s.get('university', url('&affiliation=past')), 'affiliation must be current (the profile\'s university) or at_publication (the university on the paper).');
    });
  });

  describe('GET dashboard/tenure_readiness', () => {
    const url = (options: string) => `/api/dashboard/tenure_readiness?years=10${options}`;

    it('counts candidates and comparison group fractionally, A / A- / B included', async () => {
      // 2016..2025. Ann: P1 (A) 1, P2 (A-) 1/2, P3 (B) 1/2 = 2 papers; citations 5 + 7/2 + 4/2 = 10.5.
      // Group (associates): Ben P2 1/2, P4 1, P5 1/2, P17 1/2 = 2.5, citations 7/2 + 19 + 12/2 + 3/2 = 30;
      // Fin P11 1/2, P12 1 = 1.5, citations 1/2 + 8 = 8.5. Averages 2 and 19.25.
      const body = await ok(s.get('university', url('&counting=fractional')));
      expect(body).toMatchObject({ counting: 'fractional', affiliation: 'current', AveragePapers: 2, AverageCitations: 19.25 });
      expect(body.rows.find((r: { id: number }) => r.id === s.f.a.a1)).toMatchObject({ A: 1, 'A-': 0.5, B: 0.5, papers: 2, citations: 10.5 });
      // full counting, the default: Ben 4 papers / 41 citations, Fin 2 / 9: averages 3 and 25; Ann 1 / 1 / 1, 3 papers
      const full = await ok(s.get('university', url('')));
      expect(full).toMatchObject({ counting: 'full', AveragePapers: 3, AverageCitations: 25 });
      expect(full.rows.find((r: { id: number }) => r.id === s.f.a.a1)).toMatchObject({ A: 1, 'A-': 1, B: 1, papers: 3, citations: 16 });
    });

    it('keeps the comparison group to the papers written at its school with affiliation at publication', async () => {
      // Ben's P4 (2016) was Beta's: he keeps P2 P5 P17 = 3 papers and 41 - 19 = 22 citations. Averages (3 + 2) / 2 = 2.5,
      // (22 + 9) / 2 = 15.5. The candidates' own figures stay theirs (Ann 3 papers, 16 citations).
      const body = await ok(s.get('university', url('&affiliation=at_publication')));
      expect(body).toMatchObject({ affiliation: 'at_publication', AveragePapers: 2.5, AverageCitations: 15.5 });
      expect(body.rows.find((r: { id: number }) => r.id === s.f.a.a1)).toMatchObject({ papers: 3, citations: 16, percentPaper: 120 });
    });

    it('switches the tier source where a department is in scope, and refuses department lists without one', async () => {
      // Finance in scope: its lists grade J3 as A, so Ann's P3 is A (metrics.md section 10); global on request: B
      const finance = await ok(s.get('university', url(`&dept=${s.f.d.D1}`)));
      expect(finance.tier_source).toEqual({ kind: 'department', department_id: s.f.d.D1, label: 'Finance department\'s journal lists' });
      expect(finance.rows.find((r: { id: number }) => r.id === s.f.a.a1)).toMatchObject({ A: 2, 'A-': 1, B: 0 });
      const global = await ok(s.get('university', url(`&dept=${s.f.d.D1}&tier_source=global`)));
      expect(global.tier_source).toEqual({ kind: 'global', department_id: null, label: 'global tiers' });
      expect(global.rows.find((r: { id: number }) => r.id === s.f.a.a1)).toMatchObject({ A: 1, 'A-': 1, B: 1 });
      await refused(s.get('university', url('&tier_source=department')),
        'tier_source=department needs a department in scope: choose a department (dept), or use tier_source=global.');
      await refused(s.get('university', url('&tier_source=mine')), 'tier_source must be department (the department\'s journal lists) or global (the global tiers).');
    });
  });

  describe('GET tenure_track_compare', () => {
    const url = (options: string) => `/api/tenure_track_compare?id=${s.f.a.a1}&department=${s.f.d.D1}${options}`;

    it('weighs candidate and peers fractionally', async () => {
      // Ann by 2025 (Finance's lists): P1 1, P2 1/2, P3 1/2 = 2 papers; 5 + 3.5 + 2 = 10.5 citations.
      // Ben by 2018: P4 (solo) 1 paper, 10 citations; Cat by 2006: P8 unranked: 0. Averages 0.5 and 5.
      const body = await ok(s.get('university', url('&counting=fractional')));
      expect(body).toMatchObject({
        counting: 'fractional', candidate: { papers: 2, citations: 10.5 }, AveragePapers: 0.5, AverageCitations: 5, percentPaper: 400, percentCitation: 210,
      });
    });

    it('counts the peers\' papers written at the school with affiliation at publication', async () => {
      // Ben's P4 was Beta's: by 2018 he has nothing written at Alpha. Both peers at 0: no basis for comparison.
      const body = await ok(s.get('university', url('&affiliation=at_publication')));
      expect(body).toMatchObject({ affiliation: 'at_publication', AveragePapers: 0, AverageCitations: 0, percentPaper: null, color: 'grey' });
      expect(body.peers.find((p: { id: number }) => p.id === s.f.a.a2)).toMatchObject({ papers: 0, citations: 0 });
    });
  });

  describe('GET dashboard/faculty_productivity', () => {
    const url = (options: string) => '/api/dashboard/faculty_productivity?papers_from=2021&papers_to=2025&citations_from=2021&citations_to=2025'
      + `&accepted_faculty=assistant&journal_categories=a,a-,b&sort_by=papers&count=All${options}`;

    it('counts fractionally and refuses a department tier source (no department in scope)', async () => {
      // Ann 2021..2025: P1 1, P2 1/2, P3 1/2 = 2 papers (A 1, A- 0.5, B 0.5), citations 5 + 3.5 + 2 = 10.5;
      // Dev: P7 1/3 (B), P9 1 (A) = 1.33, citations 3/3 + 2 = 3
      const body = await ok(s.get('university', url('&counting=fractional')));
      expect(body.counting).toBe('fractional');
      expect(body.faculty.map((f: Record<string, unknown>) => [f.id, f.total_papers, f.total_citations, f.a_journal_count, f.aminus_journal_count, f.b_journal_count]))
        .toEqual([[s.f.a.a1, 2, 10.5, 1, 0.5, 0.5], [s.f.a.a4, 1.33, 3, 1, 0, 0.33]]);
      await refused(s.get('university', url('&tier_source=department')),
        'tier_source=department needs a department in scope: choose a department (dept), or use tier_source=global.');
    });
  });

  describe('GET hireImpact', () => {
    const url = (options: string) => `/api/hireImpact?hiringCandidateId=${s.f.a.b3}&department=${s.f.d.D1}&facultyIds=${s.f.a.a1},${s.f.a.a2}&journal_ids=All${options}`;

    it('weighs every figure 1 / its authors in fractional counting', async () => {
      // All time. Ann: P1 1, P2 1/2, P3 1/2 = 2 papers; 5 + 7/2 + 4/2 = 10.5 citations. Ben: P2 1/2, P4 1, P5 1/2, P17 1/2 = 2.5;
      // 3.5 + 19 + 6 + 1.5 = 30. Ivy (candidate): P15 1/2, P16 1 = 1.5; 2.5 + 22 = 24.5. Cat: P5 1/2, P6 1, P7 1/3, P8 1 = 2.8333; 6 + 20 + 1 + 2 = 29.
      // Before (10.5 + 30) / 2 = 20.25; after (40.5 + 24.5) / 3 = 21.6667: +7 percent; papers after (2 + 2.5 + 1.5) / 3 = 2.
      // Alpha's credit: 11 papers whole, P3 1/2, P7 2/3, P17 1/2 = 11.67; citations 86 - 2 (P3) - 1 (P7) - 1.5 (P17) = 81.5.
      // Finance: (2 + 2.5 + 2.8333) / 3 = 2.44, (10.5 + 30 + 29) / 3 = 23.17. Alpha's six: 11.6667 / 6 = 1.94, 81.5 / 6 = 13.58
      // (Dev 1/3 + 1, 1 + 2; Eli 1 + 1/2, 0.5; Fin 1/2 + 1, 0.5 + 8). After hire: (11.6667 + 1.5) / 7 = 1.88, (81.5 + 24.5) / 7 = 15.14.
      const body = await ok(s.get('university', url('&counting=fractional')));
      expect(body).toMatchObject({ counting: 'fractional', affiliation: 'current', improvement: { percent: 7, direction: 'up' } });
      expect(body.hiring_author_data).toMatchObject({ total_papers: 1.5, total_citations: 24.5 });
      expect(body.university_data).toEqual({
        average_citations_before_hire: 20.25, average_citations_after_hire: 21.67, average_papers_after_hire: 2,
        total_papers: 11.67, total_citations: 81.5, average_department_papers: 2.44, average_department_citations: 23.17,
        selected_faculty_average_papers: 2.25, selected_faculty_average_citations: 20.25,
      });
      expect(body.comparable_univ_data.find((u: { is_own: boolean }) => u.is_own)).toMatchObject({ average_papers: 1.94, average_citations: 13.58 });
      expect(body.bubble.school.at(-1)).toMatchObject({ x: 1.88, y: 15.14, after_hire: true });
    });

    it('counts the school\'s members\' papers written there with affiliation at publication', async () => {
      // Ben's P4 was Beta's: 3 papers, 22 citations; Dev's P7 and P9 were Gamma's: nothing at Alpha. Ivy keeps her own 2 / 27.
      // Before (16 + 22) / 2 = 19; after (38 + 27) / 3 = 21.6667: +14.04 percent. Alpha: 13 papers less P4 and P9 = 11 (P7 stays
      // through Cat), 86 - 19 - 2 = 65 citations. Finance: (3 + 3 + 4) / 3 = 3.33, (16 + 22 + 37) / 3 = 25.
      // Alpha's six: (3 + 3 + 4 + 0 + 2 + 2) / 6 = 2.33, (16 + 22 + 37 + 0 + 1 + 9) / 6 = 14.17; Beta and Gamma unchanged (2, 18.67; 1.5, 3).
      const body = await ok(s.get('university', url('&affiliation=at_publication')));
      expect(body).toMatchObject({ counting: 'full', affiliation: 'at_publication', improvement: { percent: 14.04, direction: 'up' } });
      expect(body.hiring_author_data).toMatchObject({ total_papers: 2, total_citations: 27 });
      expect(body.university_data).toMatchObject({ total_papers: 11, total_citations: 65, average_department_papers: 3.33, average_department_citations: 25 });
      expect(body.comparable_univ_data.map((u: { average_papers: number; average_citations: number }) => [u.average_papers, u.average_citations]))
        .toEqual([[2.33, 14.17], [2, 18.67], [1.5, 3]]);
    });

    it('keeps to the chosen journals with the options', async () => {
      // Journal of Finance, fractional: Ann P1 1 (5), Ben P4 1 (19), Ivy P16 1 (22): every paper solo, as in full counting.
      // Alpha's J1 papers P1 P4 P6 P9 P12: 5 papers, 54 citations; at publication P4 and P9 leave: 3, 33.
      const body = await ok(s.get('university', url(`&journal_ids=${s.f.j.J1}&counting=fractional&affiliation=at_publication`).replace('journal_ids=All&', '')));
      expect(body.university_data).toMatchObject({ total_papers: 3, total_citations: 33 });
      expect(body.comparison.map((r: { papers: number; citations: number }) => [r.papers, r.citations])).toEqual([[1, 22], [1, 5], [0, 0]]);
    });

    it('refuses unknown options with a sentence', async () => {
      await refused(s.get('university', url('&counting=half')), 'counting must be full (each paper counts 1) or fractional (each paper counts 1 / its number of authors).');
    });
  });

  describe('POST perceptualMap', () => {
    const map = (options: Record<string, string>) => ok(s.post('university', '/api/perceptualMap', {
      titles: ['Assistant Professor', 'Associate Professor', 'Full Professor'], x: 'total_papers', y: 'total_citations', school: 'top10', ...options,
    }));
    const points = (body: { points: { univ_id: number; x: number; y: number }[] }) => body.points.map((p) => [p.univ_id, p.x, p.y]);

    it('averages the faculty\'s fractional papers and citations', async () => {
      // Alpha's faculty of the three ranks (Eli teaches): Ann 2 / 10.5, Ben 2.5 / 30, Cat 2.8333 / 29, Dev 1/3 + 1 = 1.3333 / 1 + 2 = 3,
      // Fin 1/2 + 1 = 1.5 / 0.5 + 8 = 8.5: 10.1667 / 5 = 2.03, 81 / 5 = 16.2. Beta: Gia P3 1/2, P13 1 = 1.5 / 2 + 4 = 6; Hal P14 1,
      // P15 1/2 = 1.5 / 16 + 2.5 = 18.5; Ivy 1.5 / 24.5: 1.5, 49 / 3 = 16.33. Gamma: Jon P17 1/2, P19 1 = 1.5 / 1.5 + 1 = 2.5; Kim 1 / 2: 1.25, 2.25.
      const body = await map({ counting: 'fractional' });
      expect(body).toMatchObject({ counting: 'fractional', affiliation: 'current', own_university: { rank: 1 } });
      expect(points(body)).toEqual([[s.f.u.U1, 2.03, 16.2], [s.f.u.U2, 1.5, 16.33], [s.f.u.U3, 1.25, 2.25]]);
    });

    it('keeps each member\'s papers written at their school with affiliation at publication', async () => {
      // full counting, current (dashboardsScreens.test.ts): Alpha 15 / 5 = 3, 108 / 5 = 21.6. At publication Ben loses P4 (Beta's): 3 / 22;
      // Dev loses P7 and P9 (Gamma's): 0 / 0. Alpha: (3 + 3 + 4 + 0 + 2) / 5 = 2.4, (16 + 22 + 37 + 0 + 9) / 5 = 16.8; Beta and Gamma unchanged.
      const body = await map({ affiliation: 'at_publication' });
      expect(body).toMatchObject({ counting: 'full', affiliation: 'at_publication' });
      expect(points(body)).toEqual([[s.f.u.U1, 2.4, 16.8], [s.f.u.U2, 2, 18.67], [s.f.u.U3, 1.5, 3]]);
    });

    it('refuses unknown options with a sentence', async () => {
      await refused(s.post('university', '/api/perceptualMap', { titles: ['Full Professor'], x: 'total_papers', y: 'h_index', school: 'top10', affiliation: 'past' }),
        'affiliation must be current (the profile\'s university) or at_publication (the university on the paper).');
    });
  });

  describe('POST ranking/authors', () => {
    it('changes the 5-year, 10-year and overall shares in fractional counting (metrics.md section 13)', async () => {
      // Alpha's members' fractional credit, all time: Ann 1 + 1/2 + 1/2 = 2; Ben 1/2 + 1 + 1/2 + 1/2 = 2.5;
      // Cat 1/2 + 1 + 1/3 + 1 = 2.8333; Dev 1/3 + 1 = 1.3333; Eli 1 + 1/2 = 1.5; Fin 1/2 + 1 = 1.5: 11.6667.
      // Ann's overall share: 2 / 11.6667 = 17.14 percent (full: 3 of Alpha's 13 distinct papers = 23.08).
      // 5 years (2021..2025): Ann 2; Ben 1/2; Cat 1/3; Dev 4/3; Eli 1/2; Fin 1/2: 5.1667; Ann 38.71 percent.
      const rank = async (counting: string) => {
        const r = await s.post('admin', '/api/ranking/authors', {
          universities: [s.f.u.U1], counting, sort_by: 'share_papers_all', sort_order: 'desc', page: 1, page_size: 50,
        });
        expect(r.statusCode, r.body).toBe(200);
        return r.json().rows as Record<string, number>[];
      };
      const fractional = await rank('fractional');
      expect(fractional.find((r) => r.author_id === s.f.a.a1)).toMatchObject({ share_papers_all: 17.14, share_papers_5y: 38.71 });
      // the shares of the school's members add up to 100 in fractional counting (the credit of each paper is split)
      expect(fractional.reduce((sum, r) => sum + r.share_papers_all!, 0)).toBeCloseTo(100, 1);
      // and the sort follows the fractional shares: Cat (2.8333) first
      expect(fractional[0]!.author_id).toBe(s.f.a.a3);
      const full = await rank('full');
      expect(full.find((r) => r.author_id === s.f.a.a1)).toMatchObject({ share_papers_all: 23.08 });
    });
  });
});
