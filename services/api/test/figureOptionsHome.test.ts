import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardsTest } from './support/dashboardsSetup.ts';
import { okBody as ok, refusedWith as refused, setUpFigureOptions } from './support/figureOptionsSetup.ts';

// The figure options on the home widgets and the career screens (docs/metrics.md sections 14 and 15;
// docs/dashboards-api.md "Figure options"): the university home (journal distribution, Department
// Facts, Interesting Facts, Faculty By Share), the faculty home (my figures, my journal
// distribution), Cohort Analysis and Compare Yourself, against support/dashboardsFixture.ts. As in
// figureOptions.test.ts, Dev Diaz's (a4) authorships of P7 and P9 carry Gamma and Ben Baker's (a2)
// of P4 carries Beta; every expected number is worked out by hand beside it.
describe('figure options on the home widgets and the career screens', () => {
  let s: DashboardsTest;
  beforeAll(async () => { s = await setUpFigureOptions(); });
  afterAll(async () => { await s?.close(); });
  const COUNTING_REFUSED = 'counting must be full (each paper counts 1) or fractional (each paper counts 1 / its number of authors).';

  describe('GET dashboard/journal_distri_of_papers', () => {
    const counts = (body: { journals: { journal_id: number; journal_count: number }[] }) => body.journals.map((j) => [j.journal_id, j.journal_count]);

    it('credits each journal the school\'s members on a paper / its authors in fractional counting', async () => {
      // Alpha's papers, (members on it) / (authors): J1 P1 P4 P6 P9 P12 = 5; J2 P2 2/2, P5 2/2, P11 2/2, P17 1/2 = 3.5;
      // J4 (no tier) P8 P10 = 2; J3 P3 1/2 + P7 2/3 = 1.17. Total 11.67 (full counting: 13 distinct papers).
      const { j } = s.f;
      const body = await ok(s.get('university', '/api/dashboard/journal_distri_of_papers?counting=fractional'));
      expect(body).toMatchObject({ counting: 'fractional', affiliation: 'current', total_papers: 11.67, papers_without_journal: 0 });
      expect(counts(body)).toEqual([[j.J1, 5], [j.J2, 3.5], [j.J4, 2], [j.J3, 1.17]]);
      const full = await ok(s.get('university', '/api/dashboard/journal_distri_of_papers'));
      expect(full).toMatchObject({ counting: 'full', affiliation: 'current', total_papers: 13 });
    });

    it('keeps the papers written at the school with affiliation at publication', async () => {
      // P4 (Ben at Beta) and P9 (Dev at Gamma) leave; P7 stays through Cat: J1 3, J2 4, J3 2, J4 2 = 11
      const { j } = s.f;
      const body = await ok(s.get('university', '/api/dashboard/journal_distri_of_papers?affiliation=at_publication'));
      expect(body).toMatchObject({ counting: 'full', affiliation: 'at_publication', total_papers: 11 });
      expect(counts(body)).toEqual([[j.J2, 4], [j.J1, 3], [j.J3, 2], [j.J4, 2]]);
    });

    it('refuses unknown options with a sentence', async () => {
      await refused(s.get('university', '/api/dashboard/journal_distri_of_papers?counting=half'), COUNTING_REFUSED);
    });
  });

  describe('GET dashboard/department_fact', () => {
    it('gives each department its fractional credit over all time', async () => {
      // Finance (Ann Ben Cat): P1 1, P2 1, P3 1/2, P4 1, P5 1, P6 1, P7 1/3, P8 1, P17 1/2 = 7.33; citations 5 + 7 + 2 + 19 + 12
      // + 20 + 1 + 2 + 1.5 = 69.5. Accounting (Cat Dev Eli Fin): P5 1/2, P6 1, P7 2/3, P8 1, P9 1, P10 1, P11 1, P12 1 = 7.17;
      // citations 6 + 20 + 2 + 2 + 2 + 0 + 1 + 8 = 41. Full counting: 9 / 75 and 8 / 48.
      const body = await ok(s.get('university', '/api/dashboard/department_fact?counting=fractional'));
      expect(body).toMatchObject({ counting: 'fractional', affiliation: 'current', highest_paper: { name: 'Finance' } });
      expect(body.departments.map((d: { name: string; papers: number; citations: number }) => [d.name, d.papers, d.citations]))
        .toEqual([['Accounting', 7.17, 41], ['Finance', 7.33, 69.5], ['Marketing', 0, 0]]);
    });

    it('keeps the papers written at the school with affiliation at publication', async () => {
      // Finance loses P4 (19 citations): 8, 56; Accounting loses P9 (2): 7, 46
      const body = await ok(s.get('university', '/api/dashboard/department_fact?affiliation=at_publication'));
      expect(body.departments.slice(0, 2).map((d: { name: string; papers: number; citations: number }) => [d.name, d.papers, d.citations]))
        .toEqual([['Accounting', 7, 46], ['Finance', 8, 56]]);
    });
  });

  describe('GET dashboard/interesting_fact', () => {
    it('averages the faculty\'s fractional papers', async () => {
      // Ann 2, Dev 1/3 + 1 = 1.33 (assistants, 1.67); Ben 2.5, Fin 1.5 (associates, 2); Cat 2.83 (full); Eli 1.5 (other); one decimal
      const body = await ok(s.get('university', '/api/dashboard/interesting_fact?counting=fractional'));
      expect(body).toMatchObject({ counting: 'fractional', affiliation: 'current' });
      expect(body.all).toEqual({ assistant: 1.7, associate: 2, full: 2.8, other: 1.5 });
      expect(body.male).toMatchObject({ assistant: 1.3, associate: 2.5 });
    });

    it('counts each member\'s papers written at the school with affiliation at publication', async () => {
      // Dev keeps nothing (P7 and P9 were Gamma's): assistants (3 + 0) / 2 = 1.5; Ben keeps 3: associates (3 + 2) / 2 = 2.5
      const body = await ok(s.get('university', '/api/dashboard/interesting_fact?affiliation=at_publication'));
      expect(body.all).toMatchObject({ assistant: 1.5, associate: 2.5, full: 4 });
      expect(body.male).toMatchObject({ assistant: 0, associate: 3 });
    });
  });

  describe('GET dashboard/faculty_market_share', () => {
    const share = (body: { rows: { id: number; market_share: number }[] }, id: number) => body.rows.find((r) => r.id === id)?.market_share;

    it('divides each member\'s fractional credit by the school\'s, so the shares add up to 100', async () => {
      // Ann 2 / 11.6667 = 17.14 percent (full: 3 / 13 = 23.08); Cat 2.8333 / 11.6667 = 24.29
      const body = await ok(s.get('university', '/api/dashboard/faculty_market_share?counting=fractional'));
      expect(body).toMatchObject({ counting: 'fractional', total_papers: 11.67 });
      expect(share(body, s.f.a.a1)).toBe(17.14);
      expect(share(body, s.f.a.a3)).toBe(24.29);
      expect(body.rows.reduce((sum: number, r: { market_share: number }) => sum + r.market_share, 0)).toBeCloseTo(100, 0);
      expect(share(await ok(s.get('university', '/api/dashboard/faculty_market_share')), s.f.a.a1)).toBe(23.08);
    });

    it('counts the papers written at the school with affiliation at publication', async () => {
      // the school keeps 11 papers; Ben 3 / 11 = 27.27, Dev 0
      const body = await ok(s.get('university', '/api/dashboard/faculty_market_share?affiliation=at_publication'));
      expect(body).toMatchObject({ affiliation: 'at_publication', total_papers: 11 });
      expect(share(body, s.f.a.a2)).toBe(27.27);
      expect(share(body, s.f.a.a4)).toBe(0);
    });
  });

  describe('GET dashboard/outliers (Visualization by Rank)', () => {
    const values = (body: { authors: { id: number; citation_per_paper: { value: number }; paper_per_year_in_top_journal: { value: number }; top_journal_percentage: { value: number } }[] }, id: number) => {
      const a = body.authors.find((x) => x.id === id)!;
      return [a.citation_per_paper.value, a.paper_per_year_in_top_journal.value, a.top_journal_percentage.value];
    };

    it('weighs the assistants\' citations per paper and top-journal rate and share fractionally', async () => {
      // Ann (career 2019-2025, 7 years): P1 (A) 1, P2 (A-) 1/2, P3 (B) 1/2 = 2 papers, 1.5 top; citations 5 + 7/2 + 4/2 = 10.5:
      // 10.5 / 2 = 5.25, 1.5 / 7 = 0.21, 1.5 / 2 = 75 % (full: 16 / 3 = 5.33, 2 / 7 = 0.29, 2 / 3 = 66.67 %).
      // Dev (2021-2025, 5 years): P7 (B) 1/3, P9 (A) 1 = 1.33 papers, 1 top; citations 3/3 + 2 = 3: 3 / 1.33 = 2.25, 1 / 5 = 0.2,
      // 1 / 1.33 = 75 % (full: 5 / 2 = 2.5, 0.2, 50 %).
      const { a } = s.f;
      const body = await ok(s.get('university', '/api/dashboard/outliers?marker=1&counting=fractional'));
      expect(body).toMatchObject({ counting: 'fractional', affiliation: 'current' });
      expect(values(body, a.a1)).toEqual([5.25, 0.21, 75]);
      expect(values(body, a.a4)).toEqual([2.25, 0.2, 75]);
      const full = await ok(s.get('university', '/api/dashboard/outliers?marker=1'));
      expect(full).toMatchObject({ counting: 'full', affiliation: 'current' });
      expect(values(full, a.a1)).toEqual([5.33, 0.29, 66.67]);
      expect(values(full, a.a4)).toEqual([2.5, 0.2, 50]);
    });

    it('keeps each member\'s papers written at the school with affiliation at publication', async () => {
      // Dev's P7 and P9 were Gamma's: nothing left; Ann keeps all three
      const { a } = s.f;
      const body = await ok(s.get('university', '/api/dashboard/outliers?marker=1&affiliation=at_publication'));
      expect(body).toMatchObject({ counting: 'full', affiliation: 'at_publication' });
      expect(values(body, a.a4)).toEqual([0, 0, 0]);
      expect(values(body, a.a1)).toEqual([5.33, 0.29, 66.67]);
      await refused(s.get('university', '/api/dashboard/outliers?marker=1&counting=half'), COUNTING_REFUSED);
    });
  });

  describe('GET dashboard/faculty_citations (most cited faculty)', () => {
    const best = (row: { most_cited_faculty_data: { id: number; count: number } | null }) => [row.most_cited_faculty_data?.id, row.most_cited_faculty_data?.count];

    it('ranks the faculty by their fractional citations', async () => {
      // Ben: P2 7/2 + P4 19 + P5 12/2 + P17 3/2 = 30 (full 41); Cat: P5 6 + P6 20 + P7 3/3 + P8 2 = 29 (full 37);
      // Accounting (Cat Dev Eli Fin): Cat 29 (Fin: P11 1/2 + P12 8 = 8.5)
      const { a } = s.f;
      const body = await ok(s.get('university', '/api/dashboard/faculty_citations?counting=fractional'));
      expect(body).toMatchObject({ counting: 'fractional', affiliation: 'current' });
      expect(best(body.school)).toEqual([a.a2, 30]);
      expect(body.departments.map(best)).toEqual([[a.a3, 29], [a.a2, 30], [undefined, undefined]]);
      expect(best((await ok(s.get('university', '/api/dashboard/faculty_citations'))).school)).toEqual([a.a2, 41]);
    });

    it('counts the citations of papers written at the school with affiliation at publication', async () => {
      // Ben loses P4 (Beta's, 19): 22; Cat's 37 leads the school and Finance
      const { a } = s.f;
      const body = await ok(s.get('university', '/api/dashboard/faculty_citations?affiliation=at_publication'));
      expect(body).toMatchObject({ affiliation: 'at_publication' });
      expect(best(body.school)).toEqual([a.a3, 37]);
      expect(body.departments.map(best)).toEqual([[a.a3, 37], [a.a3, 37], [undefined, undefined]]);
    });
  });

  describe('faculty home: GET dashboard/my_figures and dashboard/my_journal_distribution', () => {
    it('gives Ann her fractional totals, years and ranks', async () => {
      // Ann: P1 (A) 1, P2 (A-) 1/2, P3 (B) 1/2 = 2 papers; citations 5 + 7/2 + 4/2 = 10.5; 2023: P2 1/2, citations P3 2/2 = 1.
      // Alpha's fractional papers: Cat 2.83, Ben 2.5, Ann 2 (third of six); citations Ben 30, Cat 29, Ann 10.5 (third).
      const body = await ok(s.get('faculty', '/api/dashboard/my_figures?counting=fractional'));
      expect(body.counting).toBe('fractional');
      expect(body.totals).toMatchObject({ total_papers: 2, total_citations: 10.5, A: 1, 'A-': 0.5, B: 0.5, citations_per_paper: 5.25 });
      expect(body.years.find((y: { year: number }) => y.year === 2023)).toMatchObject({ papers: 0.5, citations: 1, 'A-': 0.5 });
      expect(body.ranks.school).toMatchObject({ papers: { rank: 3, of: 6 }, citations: { rank: 3, of: 6 } });
      const full = await ok(s.get('faculty', '/api/dashboard/my_figures'));
      expect(full).toMatchObject({ counting: 'full', totals: { total_papers: 3, total_citations: 16, 'A-': 1 } });
    });

    it('gives Ben a rank that changes with the counting', async () => {
      // Finance (Ann Ben Cat), full: Ben 4 papers ties Cat (4): rank 1; fractional: Cat 2.83 above Ben 2.5: rank 2
      const url = (options: string) => `/api/dashboard/my_figures?author_id=${s.f.a.a2}${options}`;
      expect((await ok(s.get('admin', url('')))).ranks.department.papers).toEqual({ rank: 1, of: 3 });
      expect((await ok(s.get('admin', url('&counting=fractional')))).ranks.department.papers).toEqual({ rank: 2, of: 3 });
    });

    it('weighs each of Ann\'s journals 1 / the authors of her papers there', async () => {
      const { j } = s.f;
      const body = await ok(s.get('faculty', '/api/dashboard/my_journal_distribution?counting=fractional'));
      expect(body).toMatchObject({ counting: 'fractional', total_papers: 2 });
      expect(body.journals.map((x: { journal_id: number; journal_count: number }) => [x.journal_id, x.journal_count])).toEqual([[j.J1, 1], [j.J2, 0.5], [j.J3, 0.5]]);
      await refused(s.get('faculty', '/api/dashboard/my_journal_distribution?counting=half'), COUNTING_REFUSED);
    });
  });

  describe('GET cohortAnalysis, cohortAnalysis/compare and compareyourself', () => {
    it('weighs the cohort\'s papers, citations and A/B proportion fractionally', async () => {
      // Ann's A, A- and B papers: P1 1, P2 1/2, P3 1/2 = 2; citations 5 + 3.5 + 2 = 10.5; A/B proportion (1 + 1/2) / 2 = 75 (full 66.67)
      const url = (options: string) => `/api/cohortAnalysis?id=${s.f.a.a1}&journals=a,a-,b${options}`;
      const body = await ok(s.get('university', url('&counting=fractional')));
      expect(body.counting).toBe('fractional');
      expect(body.faculty[0]).toMatchObject({ totalPapers: 2, totalCitations: 10.5, abJournalRatio: 75 });
      expect((await ok(s.get('university', url('')))).faculty[0]).toMatchObject({ totalPapers: 3, totalCitations: 16, abJournalRatio: 66.67 });
      const compare = await ok(s.get('university', `/api/cohortAnalysis/compare?id=${s.f.a.a1}&id=${s.f.a.a2}&counting=fractional`));
      expect(compare.faculty[0].milestones.at(-1)).toMatchObject({ milestone: 'Current Year', total_papers: 2, total_citations: 10.5 });
    });

    it('weighs Compare Yourself fractionally, the current year and the yearly lines included', async () => {
      const body = await ok(s.get('faculty', `/api/compareyourself?id=${s.f.a.a1}&counting=fractional`));
      expect(body.counting).toBe('fractional');
      expect(body.data).toMatchObject({ total_papers: { 2025: 2 }, total_citations: { 2025: 10.5 }, abjournals: { 2025: 75 } });
      expect(body.papers_over_years).toMatchObject({ 2021: 0.5, 2023: 0.5, 2024: 1 });
      await refused(s.get('faculty', `/api/compareyourself?id=${s.f.a.a1}&counting=half`), COUNTING_REFUSED);
    });
  });
});
