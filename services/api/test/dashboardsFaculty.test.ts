import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, refused, setUpDashboards, type DashboardsTest } from './support/dashboardsSetup.ts';

// The faculty layout (Ann Adams, Alpha's assistant professor, is the faculty user) against
// support/dashboardsFixture.ts, figures for 2025. Expected numbers are worked out by hand beside each.
describe('dashboards: faculty layout', () => {
  let s: DashboardsTest;
  const clockYear = new Date().getUTCFullYear();
  beforeAll(async () => { s = await setUpDashboards(); });
  afterAll(async () => { await s?.close(); });

  it('refuses a faculty member whose profile is incomplete, and university users', async () => {
    const message = 'Please complete your profile to see this page.';
    await refused(s.get('incompleteFaculty', '/api/dashboard/find_your_fit'), message, 403);
    await refused(s.get('incompleteFaculty', '/api/dashboard/my_figures'), message, 403);
    await refused(s.get('incompleteFaculty', `/api/compareyourself?id=${s.f.a.a3}`), message, 403);
    await refused(s.get('incompleteFaculty', '/api/dashboard/coauthor_network'), message, 403);
    await refused(s.post('incompleteFaculty', '/api/dashboard/faculty_progress', { department: s.f.d.D2, journals: 'All' }), message, 403);
    expect((await s.get('university', '/api/dashboard/my_figures')).statusCode).toBe(403);
  });

  it('keeps a faculty member to their own figures and school; admins name the faculty member', async () => {
    await refused(s.get('faculty', `/api/dashboard/my_figures?author_id=${s.f.a.a2}`), 'You can only see your own figures.', 403);
    await refused(s.get('faculty', `/api/dashboard/coauthor_network?id=${s.f.a.a3}`), 'You can only see your own figures.', 403);
    await refused(s.post('faculty', '/api/dashboard/faculty_progress', { univ_id: s.f.u.U2, department: s.f.d.D3, journals: 'All' }), 'You can only see your own university\'s figures.', 403);
    await refused(s.get('admin', '/api/dashboard/my_figures'), 'Choose a faculty member: admins pass author_id.');
    await refused(s.get('admin', '/api/dashboard/my_figures?author_id=999999'), 'Cannot find faculty', 404);
    expect((await ok(s.get('admin', `/api/dashboard/my_figures?author_id=${s.f.a.a2}`))).name).toBe('Ben Baker');
  });

  it('answers a merged author as unknown to an admin on every faculty-layout screen (a 404, not empty figures)', async () => {
    // Ben merged into Ann: his record lives on only as Ann's; the screens answered his figures as zeros before
    await s.t.db.updateTable('authors').set({ merged_into_id: s.f.a.a1 }).where('id', '=', s.f.a.a2).execute();
    try {
      const ben = s.f.a.a2;
      for (const url of [
        `/api/dashboard/my_figures?author_id=${ben}`, `/api/dashboard/find_your_fit?author_id=${ben}`,
        `/api/dashboard/my_journal_distribution?author_id=${ben}`, `/api/dashboard/coauthor_network?id=${ben}`,
      ]) await refused(s.get('admin', url), 'Cannot find faculty', 404);
      await refused(s.post('admin', '/api/dashboard/faculty_progress', { author_id: ben, department: s.f.d.D1, journals: 'All' }), 'Cannot find faculty', 404);
      // the author kept still answers
      expect((await ok(s.get('admin', `/api/dashboard/my_figures?author_id=${s.f.a.a1}`))).name).toBe('Ann Adams');
    } finally {
      await s.t.db.updateTable('authors').set({ merged_into_id: null }).where('id', '=', s.f.a.a2).execute();
    }
  });

  describe('POST dashboard/faculty_progress', () => {
    it('ranks Finance at Alpha and Finance elsewhere by papers in 2019..2025, all journals', async () => {
      const body = await ok(s.post('faculty', '/api/dashboard/faculty_progress', { from_year: 2019, to_year: 2025, department: s.f.d.D1, journals: 'All', rank_by: 'papers' }));
      // papers published 2019..2025 (every journal) / citations received then:
      //   Ann 3/16, Ben 3/31 (P2 P5 P17; 7 + 9 + 12 + 3), Cat 2/15, Dev 2/5, Eli 2/1, Fin 1/9,
      //   Gia 2/8, Hal 1/5, Ivy 1/5, Jon 1/3, Kim 1/2. Ties on papers go to citations, then last name.
      const row = (id: number, name: string, papers: number, citations: number, abv: string, univ: string, rank: number, you = false) =>
        ({ id, name, total_papers: papers, total_citations: citations, univ_abv: abv, univ_name: univ, rank, is_you: you });
      const a = s.f.a;
      expect(body['In your school']).toEqual([
        row(a.a2, 'Ben Baker', 3, 31, 'ALP', 'Alpha University', 1),
        row(a.a1, 'Ann Adams', 3, 16, 'ALP', 'Alpha University', 2, true),
        row(a.a3, 'Cat Cole', 2, 15, 'ALP', 'Alpha University', 3),
      ]);
      expect(body['In other schools']).toEqual([
        row(a.a1, 'Ann Adams', 3, 16, 'ALP', 'Alpha University', 1, true),
        row(a.b1, 'Gia Gold', 2, 8, 'BET', 'Beta University', 2),
        row(a.b2, 'Hal Hunt', 1, 5, 'BET', 'Beta University', 3),
        row(a.b3, 'Ivy Ito', 1, 5, 'BET', 'Beta University', 4),
        row(a.c1, 'Jon Jett', 1, 3, 'GAM', 'Gamma University', 5),
        row(a.c2, 'Kim Kerr', 1, 2, 'GAM', 'Gamma University', 6),
      ]);
      // Alpha: Ben, Ann, Cat, Dev, Eli, Fin; everyone: Ben, Ann, Cat, Gia, Dev, Eli, Fin, Hal, Ivy, Jon, Kim
      expect(body).toMatchObject({
        from_year: 2019, to_year: 2025, department: 'Finance', journals: 'All', your_school_index: 1, other_schools_index: 0,
        rank_within_university: 2, rank_all_universities: 2, faculty_rank_within_university: 2, faculty_rank_all_university: 1,
        ranked: { within_university: 6, all_universities: 11, faculty_within_university: 3, faculty_all_university: 6 },
      });
    });

    it('counts only the chosen journals, or the department\'s own lists', async () => {
      // Journal of Finance, by citations received 2019..2025: Ben P4 9, Ann P1 5 (one paper), Cat 0
      const j1 = await ok(s.post('faculty', '/api/dashboard/faculty_progress', { from_year: 2019, to_year: 2025, department: s.f.d.D1, journals: [s.f.j.J1], rank_by: 'citations' }));
      expect(j1['In your school'].map((r: { id: number; total_papers: number; total_citations: number }) => [r.id, r.total_papers, r.total_citations]))
        .toEqual([[s.f.a.a2, 0, 9], [s.f.a.a1, 1, 5], [s.f.a.a3, 0, 0]]);
      // Finance's own list names Finance Letters: Ann P3 (1 paper, 2 + 2 citations), Cat P7 (1, 3)
      const own = await ok(s.post('faculty', '/api/dashboard/faculty_progress', { from_year: 2019, to_year: 2025, department: s.f.d.D1, default: true }));
      expect(own.journals).toEqual([s.f.j.J3]);
      expect(own['In your school'].map((r: { id: number; total_papers: number; total_citations: number }) => [r.id, r.total_papers, r.total_citations]))
        .toEqual([[s.f.a.a1, 1, 4], [s.f.a.a3, 1, 3], [s.f.a.a2, 0, 0]]);
      await refused(s.post('faculty', '/api/dashboard/faculty_progress', { department: s.f.d.D2, default: true }), 'Accounting has no journal lists of its own: choose the journals.');
    });

    it('validates the years, the department and the journals', async () => {
      await refused(s.post('faculty', '/api/dashboard/faculty_progress', { from_year: 1979, department: s.f.d.D1, journals: 'All' }), `from_year must be a year from 1980 to ${clockYear}.`);
      await refused(s.post('faculty', '/api/dashboard/faculty_progress', { from_year: 2020, to_year: 2010, department: s.f.d.D1, journals: 'All' }), 'from_year cannot be after to_year.');
      await refused(s.post('faculty', '/api/dashboard/faculty_progress', { journals: 'All' }), 'Select a department.');
      await refused(s.post('faculty', '/api/dashboard/faculty_progress', { department: s.f.d.D1 }), 'Select at least one journal.');
      await refused(s.post('faculty', '/api/dashboard/faculty_progress', { department: s.f.d.D1, journals: [] }), 'Select at least one journal.');
      await refused(s.post('faculty', '/api/dashboard/faculty_progress', { department: s.f.d.D3, journals: 'All' }), `Department ${s.f.d.D3} is not a department of Alpha University.`);
    });
  });

  it('GET dashboard/find_your_fit: four schools above you and two below, per metric', async () => {
    const body = await ok(s.get('faculty', '/api/dashboard/find_your_fit'));
    // Ann: A and A- 2 of 3 = 66.67; solo 1 of 3 = 33.33; 16/3 = 5.33 citations per paper; 3/7 = 0.43 papers per year
    expect(body).toMatchObject({ a_to_b_journals_ratio: 66.67, solo_to_coauthored_papers_ratio: 33.33, citations_per_paper: 5.33, avg_papers_per_year_per_faculty: 0.43 });
    // Beta: A/A- 3 of 5 = 60, solo 3 of 5 = 60, 51/5 = 10.2, papers per year (2/8 + 2/16 + 2/24)/3 = 0.15
    // Gamma: 2 of 3 = 66.67, solo 2 of 3 = 66.67, 6/3 = 2, (2/18 + 1/6)/2 = 0.14. Delta has no figures.
    const beta = { univ_id: s.f.u.U2, name: 'Beta University', a_journal_ratio: 60, avg_papers_per_year_per_faculty: 0.15, citations_per_paper: 10.2, solo_papers_ratio: 60 };
    const gamma = { univ_id: s.f.u.U3, name: 'Gamma University', a_journal_ratio: 66.67, avg_papers_per_year_per_faculty: 0.14, citations_per_paper: 2, solo_papers_ratio: 66.67 };
    const you = { univ_id: null, name: null, a_journal_ratio: 66.67, avg_papers_per_year_per_faculty: 0.43, citations_per_paper: 5.33, solo_papers_ratio: 33.33 };
    const empty = { univ_id: null, name: null, value: null, a_journal_ratio: null, avg_papers_per_year_per_faculty: null, citations_per_paper: null, solo_papers_ratio: null };
    const band = (row: number) => (row < 2 ? 'ambitious' : row < 4 ? 'moderate' : row === 4 ? 'yourself' : 'safe');
    const cell = (row: number, colour: string, rest: object) => ({ row_index: row, band: band(row), colour, is_you: row === 4, ...rest });
    // A and A-: Gamma equals you (66.67), so it goes below you (docs/metrics.md section 21), then Beta
    expect(body.university_map.a_to_b_journals_ratio).toEqual([
      cell(0, 'grey', empty), cell(1, 'grey', empty), cell(2, 'grey', empty), cell(3, 'grey', empty),
      cell(4, 'blue', { ...you, value: 66.67 }), cell(5, 'green', { ...gamma, value: 66.67 }), cell(6, 'green', { ...beta, value: 60 }),
    ]);
    // solo: both above you, nearest (Beta 60) in row 3
    expect(body.university_map.solo_to_coauthored_papers_ratio).toEqual([
      cell(0, 'grey', empty), cell(1, 'grey', empty), cell(2, 'orange', { ...gamma, value: 66.67 }), cell(3, 'orange', { ...beta, value: 60 }),
      cell(4, 'blue', { ...you, value: 33.33 }), cell(5, 'grey', empty), cell(6, 'grey', empty),
    ]);
    expect(body.university_map.citations_per_paper.map((c: { name: string | null }) => c.name)).toEqual([null, null, null, 'Beta University', null, 'Gamma University', null]);
    expect(body.university_map.avg_papers_per_year_per_faculty.map((c: { name: string | null }) => c.name)).toEqual([null, null, null, null, null, 'Beta University', 'Gamma University']);
  });

  it('GET compareyourself: career milestones from the work history and the current year', async () => {
    const body = await ok(s.get('faculty', `/api/compareyourself?id=${s.f.a.a3}`));
    // Cat: Assistant 2000 (no paper yet), Associate 2007 (P8: 1 paper, 2 citations, h 1, no A/A-),
    // Professor 2014 (P8, P6: 2 papers, 2 + 5 citations, h-index 2, A 1 of 2 = 50), now: 4 papers, 37 citations, h 3, 2 of 4 = 50
    expect(body).toMatchObject({ id: s.f.a.a3, first_name: 'Cat', last_name: 'Cole', verified: false, has_work_history: true, years: [2000, 2007, 2014, 2025] });
    expect(body.data).toEqual({
      profile_picture: '',
      work_history_title: { 2000: 'Assistant Professor', 2007: 'Associate Professor', 2014: 'Professor', 2025: 'Current Year' },
      work_history_year: { 2000: 2000, 2007: 2007, 2014: 2014, 2025: 2025 },
      hindex: { 2000: 0, 2007: 1, 2014: 2, 2025: 3 },
      total_papers: { 2000: 0, 2007: 1, 2014: 2, 2025: 4 },
      total_citations: { 2000: 0, 2007: 2, 2014: 7, 2025: 37 },
      abjournals: { 2000: 0, 2007: 0, 2014: 50, 2025: 50 },
    });
    // her years from 2005 (P8): papers 2005, 2010, 2019, 2022; citations 2006 2, 2011 5, 2015 15, 2020 6, 2021 6, 2023 3
    expect(Object.keys(body.papers_over_years)).toHaveLength(21);
    expect(Object.entries(body.papers_over_years).filter(([, n]) => n !== 0)).toEqual([['2005', 1], ['2010', 1], ['2019', 1], ['2022', 1]]);
    expect(Object.entries(body.citations_over_years).filter(([, n]) => n !== 0)).toEqual([['2006', 2], ['2011', 5], ['2015', 15], ['2020', 6], ['2021', 6], ['2023', 3]]);
    // Fin has no work history: the current year only (the screen then says 'We do not have work history for this faculty.')
    const fin = await ok(s.get('faculty', `/api/compareyourself?id=${s.f.a.a6}`));
    expect(fin).toMatchObject({ has_work_history: false, years: [2025], data: { work_history_title: { 2025: 'Current Year' }, total_papers: { 2025: 2 }, total_citations: { 2025: 9 }, hindex: { 2025: 1 }, abjournals: { 2025: 100 } } });
    await refused(s.get('faculty', '/api/compareyourself'), 'Fill all the input fields');
    await refused(s.get('faculty', '/api/compareyourself?id=999999'), 'Cannot find faculty', 404);
  });

  it('GET dashboard/my_figures: your totals, year by year, and your ranks', async () => {
    const body = await ok(s.get('faculty', '/api/dashboard/my_figures'));
    expect(body).toMatchObject({ id: s.f.a.a1, name: 'Ann Adams', univ_name: 'Alpha University', department: 'Finance', current_year: 2025 });
    // 3 papers (A 1, A- 1, B 1), 16 citations, h-index 3, one solo; 3/7 = 0.43 a year; 16/3 = 5.33 a paper; 1/3 solo = 33.33 percent
    expect(body.totals).toEqual({ total_papers: 3, total_citations: 16, h_index: 3, A: 1, 'A-': 1, B: 1, solo: 1, papers_per_year: 0.43, citations_per_paper: 5.33, percent_solo: 33.33 });
    // from 2021 (P3): P3 2021 (B), P2 2023 (A-), P1 2024 (A); citations 2022 2, 2023 2, 2024 3, 2025 5 + 4
    expect(body.years).toEqual([
      { year: 2021, papers: 1, citations: 0, A: 0, 'A-': 0, B: 1, cumulative_papers: 1, cumulative_citations: 0 },
      { year: 2022, papers: 0, citations: 2, A: 0, 'A-': 0, B: 0, cumulative_papers: 1, cumulative_citations: 2 },
      { year: 2023, papers: 1, citations: 2, A: 0, 'A-': 1, B: 0, cumulative_papers: 2, cumulative_citations: 4 },
      { year: 2024, papers: 1, citations: 3, A: 1, 'A-': 0, B: 0, cumulative_papers: 3, cumulative_citations: 7 },
      { year: 2025, papers: 0, citations: 9, A: 0, 'A-': 0, B: 0, cumulative_papers: 3, cumulative_citations: 16 },
    ]);
    // Finance: Ben 4 / 41 / 3, Cat 4 / 37 / 3 are ahead on papers and citations; nobody has a higher h-index.
    // Alpha adds Dev, Eli, Fin, all behind her.
    expect(body.ranks).toEqual({
      department: { papers: { rank: 3, of: 3 }, citations: { rank: 3, of: 3 }, h_index: { rank: 1, of: 3 } },
      school: { papers: { rank: 3, of: 6 }, citations: { rank: 3, of: 6 }, h_index: { rank: 1, of: 6 } },
    });
  });

  it('GET dashboard/my_journal_distribution: your papers per journal', async () => {
    // Ann: P1 Journal of Finance (A), P2 Accounting Review (A-), P3 Finance Letters (B); one each, ties by title
    const body = await ok(s.get('faculty', '/api/dashboard/my_journal_distribution'));
    expect(body).toEqual({
      total_papers: 3, papers_without_journal: 0, counting: 'full', affiliation: 'current',
      journals: [
        { journal_id: s.f.j.J2, journal_abbreviation: 'TAR', journal_title: 'Accounting Review', journal_count: 1, tier: 'A-' },
        { journal_id: s.f.j.J3, journal_abbreviation: 'FL', journal_title: 'Finance Letters', journal_count: 1, tier: 'B' },
        { journal_id: s.f.j.J1, journal_abbreviation: 'JF', journal_title: 'Journal of Finance', journal_count: 1, tier: 'A' },
      ],
    });
    // Ben (admin view): P2 (TAR), P4 (JF), P5 (TAR), P17 (TAR)
    const ben = await ok(s.get('admin', `/api/dashboard/my_journal_distribution?author_id=${s.f.a.a2}`));
    expect(ben.journals.map((j: { journal_abbreviation: string; journal_count: number }) => [j.journal_abbreviation, j.journal_count])).toEqual([['TAR', 3], ['JF', 1]]);
    await refused(s.get('faculty', `/api/dashboard/my_journal_distribution?author_id=${s.f.a.a2}`), 'You can only see your own figures.', 403);
    await refused(s.get('incompleteFaculty', '/api/dashboard/my_journal_distribution'), 'Please complete your profile to see this page.', 403);
  });

  it('opens the school-wide home widgets to a faculty member, for their own school only', async () => {
    for (const path of ['/api/dashboard/department_fact', '/api/dashboard/interesting_fact', '/api/dashboard/faculty_citations', '/api/gender?department=all']) {
      const mine = await ok(s.get('faculty', path));
      const universityView = await ok(s.get('university', path));
      expect(mine, path).toEqual(universityView);
      const other = `${path}${path.includes('?') ? '&' : '?'}univ_id=${s.f.u.U2}`;
      await refused(s.get('faculty', other), 'You can only see your own university\'s figures.', 403);
      await refused(s.get('incompleteFaculty', path), 'Please complete your profile to see this page.', 403);
    }
    // the widgets about individual colleagues stay with the school's managers
    expect((await s.get('faculty', '/api/dashboard/tenure_readiness')).statusCode).toBe(403);
    expect((await s.get('faculty', '/api/dashboard/faculty_market_share')).statusCode).toBe(403);
  });

  it('GET dashboard/coauthor_network: co-authors and their co-authors, with fractional edge weights', async () => {
    const a = s.f.a;
    const body = await ok(s.get('faculty', '/api/dashboard/coauthor_network'));
    // Ann wrote P2 with Ben and P3 with Gia (two authors each: weight 1/(2-1) = 1); Ben wrote P5 with Cat and P17 with Jon
    expect(body).toMatchObject({ center: a.a1, depth: 2, limit: 150, truncated: false });
    expect(body.nodes).toEqual([
      { id: a.a1, name: 'Ann Adams', school: 'Alpha University', depth: 0, papers_together: 0, total_papers: 3 },
      { id: a.a2, name: 'Ben Baker', school: 'Alpha University', depth: 1, papers_together: 1, total_papers: 4 },
      { id: a.b1, name: 'Gia Gold', school: 'Beta University', depth: 1, papers_together: 1, total_papers: 2 },
      { id: a.a3, name: 'Cat Cole', school: 'Alpha University', depth: 2, papers_together: 1, total_papers: 4 },
      { id: a.c1, name: 'Jon Jett', school: 'Gamma University', depth: 2, papers_together: 1, total_papers: 2 },
    ]);
    expect(body.edges).toEqual([
      { source: a.a1, target: a.a2, papers: 1, weight: 1 },
      { source: a.a1, target: a.b1, papers: 1, weight: 1 },
      { source: a.a2, target: a.a3, papers: 1, weight: 1 },
      { source: a.a2, target: a.c1, papers: 1, weight: 1 },
    ]);
    const capped = await ok(s.get('faculty', '/api/dashboard/coauthor_network?limit=3'));
    expect(capped).toMatchObject({ truncated: true, nodes: [{ id: a.a1 }, { id: a.a2 }, { id: a.b1 }] });
    expect(capped.edges).toHaveLength(2);
    // Cat (admin view, one step): P5 with Ben (weight 1), P7 with Dev and an outside author (three authors: 1/2 per pair)
    const cat = await ok(s.get('admin', `/api/dashboard/coauthor_network?id=${a.a3}&depth=1`));
    expect(cat.nodes.map((n: { id: number }) => n.id)).toEqual([a.a3, a.a2, a.a4]);
    expect(cat.edges).toEqual([{ source: a.a2, target: a.a3, papers: 1, weight: 1 }, { source: a.a3, target: a.a4, papers: 1, weight: 0.5 }]);
    await refused(s.get('faculty', '/api/dashboard/coauthor_network?depth=3'), 'depth must be 1 or 2.');
  });
});
