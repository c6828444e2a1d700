import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardsTest } from './support/dashboardsSetup.ts';
import { okBody as ok, refusedWith as refused, setUpFigureOptions } from './support/figureOptionsSetup.ts';

// The figure options on the faculty layout's Faculty Progress and Find Your Fit (docs/metrics.md
// sections 14, 15 and 21; docs/dashboards-api.md "Figure options"), against
// support/dashboardsFixture.ts with the authorships of support/figureOptionsSetup.ts (Dev's P7 and P9
// carry Gamma, Ben's P4 carries Beta). Every expected number is worked out by hand beside it.
describe('figure options on Faculty Progress and Find Your Fit', () => {
  let s: DashboardsTest;
  beforeAll(async () => { s = await setUpFigureOptions(); });
  afterAll(async () => { await s?.close(); });
  const COUNTING_REFUSED = 'counting must be full (each paper counts 1) or fractional (each paper counts 1 / its number of authors).';
  type Row = { id: number; total_papers: number; total_citations: number; rank: number };
  type Cell = { univ_id: number | null; a_journal_ratio: number | null; solo_papers_ratio: number | null; citations_per_paper: number | null; avg_papers_per_year_per_faculty: number | null };

  describe('POST dashboard/faculty_progress', () => {
    it('ranks Finance at Alpha by fractional papers in 2019..2025, all journals, and echoes the counting', async () => {
      // each paper 1 / its authors, its citations received in the years alike:
      //   Ann P1 1 (5), P2 1/2 (7 / 2), P3 1/2 (4 / 2): 2 papers, 10.5 citations
      //   Ben P2 1/2 (3.5), P5 1/2 (12 / 2), P17 1/2 (3 / 2), P4 published 2016 but 9 citations received in 2020: 1.5, 20
      //   Cat P5 1/2 (6), P7 1/3 (3 / 3): 0.83, 7
      // Ann moves above Ben (in full counting Ben has 3 papers and 31 citations, ahead of Ann's 3 and 16).
      const a = s.f.a;
      const body = await ok(s.post('faculty', '/api/dashboard/faculty_progress', {
        from_year: 2019, to_year: 2025, department: s.f.d.D1, journals: 'All', rank_by: 'papers', counting: 'fractional',
      }));
      expect(body.counting).toBe('fractional');
      expect(body['In your school'].map((r: Row) => [r.id, r.total_papers, r.total_citations, r.rank]))
        .toEqual([[a.a1, 2, 10.5, 1], [a.a2, 1.5, 20, 2], [a.a3, 0.83, 7, 3]]);
      // everyone: Ann 2, Ben 1.5 (20), Gia 1.5 (P3 1/2, P13 1; 2 + 4 = 6), Eli 1.5 (0.5), Dev 1.33, Kim 1, Cat 0.83, ...
      expect(body).toMatchObject({ rank_within_university: 1, rank_all_universities: 1, faculty_rank_within_university: 1 });
      const full = await ok(s.post('faculty', '/api/dashboard/faculty_progress', { from_year: 2019, to_year: 2025, department: s.f.d.D1, journals: 'All' }));
      expect(full.counting).toBe('full');
      expect(full['In your school'].map((r: Row) => [r.id, r.total_papers, r.total_citations])).toEqual([[a.a2, 3, 31], [a.a1, 3, 16], [a.a3, 2, 15]]);
    });

    it('weighs the chosen journals\' papers by their authors too', async () => {
      // Accounting Review (J2), papers 2019..2025 and their citations then: Ann P2 1/2 (3.5); Ben P2 1/2 + P5 1/2 + P17 1/2 = 1.5
      // (3.5 + 6 + 1.5 = 11); Cat P5 1/2 (6)
      const a = s.f.a;
      const body = await ok(s.post('faculty', '/api/dashboard/faculty_progress', {
        from_year: 2019, to_year: 2025, department: s.f.d.D1, journals: [s.f.j.J2], rank_by: 'papers', counting: 'fractional',
      }));
      expect(body['In your school'].map((r: Row) => [r.id, r.total_papers, r.total_citations])).toEqual([[a.a2, 1.5, 11], [a.a3, 0.5, 6], [a.a1, 0.5, 3.5]]);
    });

    it('refuses an unknown counting with a sentence', async () => {
      await refused(s.post('faculty', '/api/dashboard/faculty_progress', { department: s.f.d.D1, journals: 'All', counting: 'half' }), COUNTING_REFUSED);
    });
  });

  describe('GET dashboard/find_your_fit', () => {
    const cellOf = (body: { university_map: Record<string, Cell[]> }, univId: number) => body.university_map.citations_per_paper!.find((c) => c.univ_id === univId);

    it('places you and the schools by fractional figures', async () => {
      const body = await ok(s.get('faculty', '/api/dashboard/find_your_fit?counting=fractional'));
      // Ann: P1 1 (A), P2 1/2 (A-), P3 1/2 (B) = 2 papers; A and A- 1.5 / 2 = 75 %; solo 1 / 2 = 50 %;
      // citations 5 + 3.5 + 2 = 10.5, 5.25 a paper; 2 papers over 7 years (2019..2025) = 0.29 a year
      expect(body).toMatchObject({
        counting: 'fractional', affiliation: 'current',
        a_to_b_journals_ratio: 75, solo_to_coauthored_papers_ratio: 50, citations_per_paper: 5.25, avg_papers_per_year_per_faculty: 0.29,
      });
      // Beta: P3 1/2 (Gia of Ann and Gia), P13 1, P14 1, P15 2/2, P16 1 = 4.5; A and A- P13 P14 P16 = 3 (66.67 %);
      // solo P13 P14 P16 = 3 (66.67 %); citations 2 + 4 + 16 + 5 + 22 = 49 (10.89 a paper);
      // papers a year (1.5 / 8 + 1.5 / 16 + 1.5 / 24) / 3 = 0.11
      expect(cellOf(body, s.f.u.U2)).toMatchObject({ a_journal_ratio: 66.67, solo_papers_ratio: 66.67, citations_per_paper: 10.89, avg_papers_per_year_per_faculty: 0.11 });
      // Gamma: P17 1/2 (Jon of Jon and Ben), P18 1, P19 1 = 2.5; A and A- 0.5 + 1 = 1.5 (60 %); solo 2 (80 %);
      // citations 1.5 + 2 + 1 = 4.5 (1.8 a paper)
      expect(cellOf(body, s.f.u.U3)).toMatchObject({ a_journal_ratio: 60, solo_papers_ratio: 80, citations_per_paper: 1.8 });
    });

    it('keeps the schools\' papers written there with affiliation at publication', async () => {
      // seen from Gia (Beta): Alpha loses P4 (Ben at Beta, 19 citations) and P9 (Dev at Gamma, 2): 11 papers, 65 citations
      // (5.91 a paper); A and A- P1 P6 P12 P2 P5 P11 P17 = 7 (63.64 %); solo P1 P6 P8 P10 P12 = 5 (45.45 %).
      // In current affiliation: 13 papers, 86 citations (6.62), 9 A and A- (69.23 %), 7 solo (53.85 %).
      const atPublication = await ok(s.get('admin', `/api/dashboard/find_your_fit?author_id=${s.f.a.b1}&affiliation=at_publication`));
      expect(atPublication).toMatchObject({ counting: 'full', affiliation: 'at_publication' });
      expect(cellOf(atPublication, s.f.u.U1)).toMatchObject({ a_journal_ratio: 63.64, solo_papers_ratio: 45.45, citations_per_paper: 5.91 });
      const current = await ok(s.get('admin', `/api/dashboard/find_your_fit?author_id=${s.f.a.b1}`));
      expect(cellOf(current, s.f.u.U1)).toMatchObject({ a_journal_ratio: 69.23, solo_papers_ratio: 53.85, citations_per_paper: 6.62 });
      // the person's own figures do not depend on the affiliation
      expect(atPublication.citations_per_paper).toBe(current.citations_per_paper);
    });

    it('refuses unknown options with a sentence', async () => {
      await refused(s.get('faculty', '/api/dashboard/find_your_fit?counting=half'), COUNTING_REFUSED);
      await refused(s.get('faculty', '/api/dashboard/find_your_fit?affiliation=then'),
        'affiliation must be current (the profile\'s university) or at_publication (the university on the paper).');
    });
  });
});
