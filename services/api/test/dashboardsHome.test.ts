import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, setUpDashboards, type DashboardsTest } from './support/dashboardsSetup.ts';

// The university home dashboard and the scope rules, against support/dashboardsFixture.ts (year 2025).
// Every expected number is worked out by hand in the comment beside it.
describe('dashboards: university home', () => {
  let s: DashboardsTest;
  beforeAll(async () => { s = await setUpDashboards(); });
  afterAll(async () => { await s?.close(); });

  describe('scope and roles', () => {
    it('shows a university user their own school, and refuses another school\'s univ_id', async () => {
      const own = await ok(s.get('university', `/api/get_departments?univ_id=${s.f.u.U1}`));
      expect(own.university).toEqual({ _id: s.f.u.U1, name: 'Alpha University', abbreviation: 'ALP' });
      const refused = await s.get('university', `/api/dashboard/department_fact?univ_id=${s.f.u.U2}`);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('You can only see your own university\'s figures.');
      // Beta's user sees Beta
      const beta = await ok(s.get('otherUniversity', '/api/get_departments'));
      expect(beta.departments.map((d: { name: string }) => d.name)).toEqual(['Finance']);
    });

    it('lets an admin pick any school with univ_id, and asks for one when absent', async () => {
      const beta = await ok(s.get('admin', `/api/get_departments?univ_id=${s.f.u.U2}`));
      expect(beta.university.name).toBe('Beta University');
      const missing = await s.get('admin', '/api/dashboard/department_fact');
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({ message: 'Choose a university: admins pass univ_id.', field: 'querystring.univ_id' });
      const unknown = await s.get('admin', '/api/dashboard/department_fact?univ_id=999999');
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().message).toBe('Unknown university id: 999999.');
    });

    it('keeps faculty out of the university screens, and incomplete faculty out of every dashboard list', async () => {
      // the school-wide facts are open to a faculty member (their own school); ratings of colleagues are not
      expect((await s.get('faculty', '/api/dashboard/outliers')).statusCode).toBe(403);
      expect((await s.get('faculty', '/api/dashboard/department_fact')).statusCode).toBe(200);
      // the department list serves both layouts: complete faculty see their school's
      const departments = await ok(s.get('faculty', '/api/get_departments'));
      expect(departments.university.name).toBe('Alpha University');
      const incomplete = await s.get('incompleteFaculty', '/api/get_departments');
      expect(incomplete.statusCode).toBe(403);
      expect(incomplete.json().message).toBe('Please complete your profile to see this page.');
    });

    it('refuses a department of another school with a clear 400', async () => {
      const r = await s.get('university', `/api/dashboard/interesting_fact?dept=${s.f.d.D3}`);
      expect(r.statusCode).toBe(400);
      expect(r.json()).toMatchObject({ message: `Department ${s.f.d.D3} is not a department of Alpha University.`, field: 'querystring.dept' });
      const bad = await s.get('university', '/api/dashboard/interesting_fact?dept=finance');
      expect(bad.statusCode).toBe(400);
    });
  });

  it('GET get_departments: the departments by name with their faculty counts', async () => {
    const body = await ok(s.get('university', '/api/get_departments'));
    // Accounting: a3 a4 a5 a6; Finance: a1 a2 a3; Marketing: nobody
    expect(body.departments).toEqual([
      { _id: s.f.d.D2, name: 'Accounting', faculty_count: 4 },
      { _id: s.f.d.D1, name: 'Finance', faculty_count: 3 },
      { _id: s.f.d.D5, name: 'Marketing', faculty_count: 0 },
    ]);
  });

  it('GET dashboard/get_faculty_by_department: a department\'s faculty by last name, or the school', async () => {
    const finance = await ok(s.get('university', `/api/dashboard/get_faculty_by_department?department=${s.f.d.D1}`));
    expect(finance.department).toBe('Finance');
    expect(finance.faculty.map((p: { _id: number }) => p._id)).toEqual([s.f.a.a1, s.f.a.a2, s.f.a.a3]);
    expect(finance.faculty[0]).toEqual({
      _id: s.f.a.a1, first_name: 'Ann', last_name: 'Adams', name: 'Ann Adams', position: 'Assistant Professor', marker: 1,
      profile_picture: 'ann.png', first_year_career: 2019,
    });
    const all = await ok(s.get('university', '/api/dashboard/get_faculty_by_department?department=all'));
    expect(all.faculty).toHaveLength(6);
    expect((await s.get('university', '/api/dashboard/get_faculty_by_department')).statusCode).toBe(400);
  });

  it('GET dashboard/journal_distri_of_papers: distinct papers per journal, school and department', async () => {
    const school = await ok(s.get('university', '/api/dashboard/journal_distri_of_papers'));
    // Alpha's 13 papers: J1 P1 P4 P6 P9 P12 = 5; J2 P2 P5 P11 P17 = 4; J3 P3 P7 = 2; J4 P8 P10 = 2 (ties by title: Finance Letters first)
    expect(school).toEqual({
      total_papers: 13, papers_without_journal: 0, counting: 'full', affiliation: 'current',
      journals: [
        { journal_id: s.f.j.J1, journal_abbreviation: 'JF', journal_title: 'Journal of Finance', journal_count: 5, tier: 'A' },
        { journal_id: s.f.j.J2, journal_abbreviation: 'TAR', journal_title: 'Accounting Review', journal_count: 4, tier: 'A-' },
        { journal_id: s.f.j.J3, journal_abbreviation: 'FL', journal_title: 'Finance Letters', journal_count: 2, tier: 'B' },
        { journal_id: s.f.j.J4, journal_abbreviation: 'MS', journal_title: 'Misc Studies', journal_count: 2, tier: null },
      ],
    });
    // Accounting (a3 a4 a5 a6): P5 J2, P6 J1, P7 J3, P8 J4, P9 J1, P10 J4, P11 J2, P12 J1 -> J1 3, J2 2, J4 2, J3 1
    const accounting = await ok(s.get('university', `/api/dashboard/journal_distri_of_papers?dept=${s.f.d.D2}`));
    expect(accounting.total_papers).toBe(8);
    expect(accounting.journals.map((j: { journal_abbreviation: string; journal_count: number }) => [j.journal_abbreviation, j.journal_count]))
      .toEqual([['JF', 3], ['TAR', 2], ['MS', 2], ['FL', 1]]);
  });

  it('GET dashboard/outliers: the five metrics and radii, sorted by summed radii and grouped by three', async () => {
    const body = await ok(s.get('university', '/api/dashboard/outliers?marker=1'));
    // assistants Ann (a1) and Dev (a4):
    //   h-index 3 and 2; citations per paper 16/3 = 5.33 and 5/2 = 2.5;
    //   top-journal (A, A-) papers 2 (P1 P2) and 1 (P9): per year 2/7 (2019..2025) = 0.29 and 1/5 (2021..2025) = 0.2;
    //   top-journal percent 2/3 = 66.67 and 1/2 = 50; solo papers 1 and 1.
    // Two authors: the higher is at the maximum (radius 20), the lower at the minimum (8); equal solo counts are 14.
    // Sums: Ann 4 x 20 + 14 = 94, Dev 4 x 8 + 14 = 46.
    expect(body.marker).toBe(1);
    expect(body.slides).toEqual([['h_index_score', 'citation_per_paper', 'paper_per_year_in_top_journal'], ['top_journal_percentage', 'solo_paper_count']]);
    expect(body.authors).toEqual([
      {
        id: s.f.a.a1, name: 'Ann Adams', total_radius: 94,
        h_index_score: { value: 3, radius: 20 }, citation_per_paper: { value: 5.33, radius: 20 },
        paper_per_year_in_top_journal: { value: 0.29, radius: 20 }, top_journal_percentage: { value: 66.67, radius: 20 },
        solo_paper_count: { value: 1, radius: 14 },
      },
      {
        id: s.f.a.a4, name: 'Dev Diaz', total_radius: 46,
        h_index_score: { value: 2, radius: 8 }, citation_per_paper: { value: 2.5, radius: 8 },
        paper_per_year_in_top_journal: { value: 0.2, radius: 8 }, top_journal_percentage: { value: 50, radius: 8 },
        solo_paper_count: { value: 1, radius: 14 },
      },
    ]);
    expect(body.rows).toEqual([[s.f.a.a1, s.f.a.a4]]);
    // Finance grades J3 as A: Ann's top papers are P1, P2 and P3: 3/7 = 0.43 per year, 3/3 = 100 percent; alone, every radius is 14
    const finance = await ok(s.get('university', `/api/dashboard/outliers?marker=10&dept=${s.f.d.D1}`));
    expect(finance.authors).toEqual([expect.objectContaining({
      id: s.f.a.a1, total_radius: 70, paper_per_year_in_top_journal: { value: 0.43, radius: 14 }, top_journal_percentage: { value: 100, radius: 14 },
    })]);
    const bad = await s.get('university', '/api/dashboard/outliers?marker=4');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('marker must be 1, 2, 3 or 6 (Assistant, Associate, Full, Non Tenured).');
  });

  it('GET dashboard/faculty_citations: most cited faculty member and paper, school and departments', async () => {
    const body = await ok(s.get('university', '/api/dashboard/faculty_citations'));
    // faculty citations: Ben 41, Cat 37, Ann 16, Fin 9, Dev 5, Eli 1; the most cited paper is P6 (20, Cat's, 2010, J1)
    const p6 = { id: s.f.p.P6, name: 'Cat Cole', count: 20, title: 'Paper P6', journal: 'Journal of Finance', year: 2010 };
    expect(body.school).toEqual({
      department_id: null, department: 'All departments',
      most_cited_faculty_data: { id: s.f.a.a2, name: 'Ben Baker', count: 41 }, most_cited_paper_data: p6,
    });
    expect(body.departments).toEqual([
      // Accounting: Cat 37, Fin 9, Dev 5, Eli 1; P6 is Cat's
      { department_id: s.f.d.D2, department: 'Accounting', most_cited_faculty_data: { id: s.f.a.a3, name: 'Cat Cole', count: 37 }, most_cited_paper_data: p6 },
      { department_id: s.f.d.D1, department: 'Finance', most_cited_faculty_data: { id: s.f.a.a2, name: 'Ben Baker', count: 41 }, most_cited_paper_data: p6 },
      { department_id: s.f.d.D5, department: 'Marketing', most_cited_faculty_data: null, most_cited_paper_data: null },
    ]);
  });

  it('GET dashboard/department_fact: the four facts and the figures behind them', async () => {
    const body = await ok(s.get('university', '/api/dashboard/department_fact'));
    // Finance 9 papers (of Alpha's 13: 69.23 percent), 75 citations / 3 faculty = 25; Accounting 8, 48 / 4 = 12.
    // Headcount change: Dev joined Alpha in 2025 (his only Alpha entry starts then), so Accounting was 3 a year earlier: +1.
    expect(body).toEqual({
      highest_paper: { name: 'Finance', value: 9 },
      highest_faculty_diff: { name: 'Accounting', value: 1 },
      largest_market_share_by_paper: { name: 'Finance', value: 69.23 },
      highest_citation_per_faculty: { name: 'Finance', value: 25 },
      departments: [
        { department_id: s.f.d.D2, name: 'Accounting', faculty_count: 4, previous_faculty_count: 3, papers: 8, citations: 48 },
        { department_id: s.f.d.D1, name: 'Finance', faculty_count: 3, previous_faculty_count: 3, papers: 9, citations: 75 },
        { department_id: s.f.d.D5, name: 'Marketing', faculty_count: 0, previous_faculty_count: 0, papers: 0, citations: 0 },
      ],
      counting: 'full', affiliation: 'current',
    });
  });

  it('GET dashboard/interesting_fact: average papers by gender and rank, one decimal, null for empty cells', async () => {
    // Ann (1, f, 3), Ben (2, m, 4), Cat (3, f, 4), Dev (1, m, 2), Eli (6, o, 2), Fin (2, unknown, 2)
    expect(await ok(s.get('university', '/api/dashboard/interesting_fact'))).toEqual({
      all: { assistant: 2.5, associate: 3, full: 4, other: 2 }, // (3+2)/2, (4+2)/2, 4, 2
      male: { assistant: 2, associate: 4, full: null, other: null },
      female: { assistant: 3, associate: null, full: 4, other: null },
      other: { assistant: null, associate: null, full: null, other: 2 },
      counting: 'full', affiliation: 'current',
    });
    // Accounting: Cat (3, f, 4), Dev (1, m, 2), Eli (6, o, 2), Fin (2, -, 2)
    expect(await ok(s.get('university', `/api/dashboard/interesting_fact?dept=${s.f.d.D2}`))).toEqual({
      all: { assistant: 2, associate: 2, full: 4, other: 2 },
      male: { assistant: 2, associate: null, full: null, other: null },
      female: { assistant: null, associate: null, full: 4, other: null },
      other: { assistant: null, associate: null, full: null, other: 2 },
      counting: 'full', affiliation: 'current',
    });
  });

  it('GET gender?department=all|name: the school\'s gender distribution', async () => {
    // f, m, f, m, o and one unknown: 2, 2, 1 of the 5 known
    expect(await ok(s.get('university', '/api/gender?department=all'))).toEqual({
      mode: 'school', department: 'all', male: 40, female: 40, other: 20, counts: { male: 2, female: 2, other: 1, unknown: 1 },
    });
    // Finance: Ann f, Ben m, Cat f
    expect(await ok(s.get('university', '/api/gender?department=finance'))).toMatchObject({ department: 'Finance', male: 33.33, female: 66.67, other: 0 });
    // Marketing has nobody: no percentages rather than zeros
    expect(await ok(s.get('university', '/api/gender?department=Marketing'))).toMatchObject({ male: null, female: null, other: null });
    const unknown = await s.get('university', '/api/gender?department=Physics');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Alpha University has no department Physics.');
  });

  it('GET gender?id&department: Compare Gender by rank, own school first', async () => {
    const body = await ok(s.get('university', `/api/gender?id=${s.f.u.U2}&id=${s.f.u.U3}&department=all`));
    expect(body.universities).toEqual([
      // Alpha: assistants Ann f, Dev m; associates Ben m (Fin unknown); full Cat f; overall 2 m, 2 f, 1 o
      { univ_id: s.f.u.U1, name: 'Alpha University', is_own: true, AssisstantProfessor: { male: 50, female: 50, other: 0 },
        AssociateProfessor: { male: 100, female: 0, other: 0 }, Professor: { male: 0, female: 100, other: 0 }, overall: { male: 40, female: 40, other: 20 } },
      // Beta: Gia f (1), Hal m (2), Ivy f (3): overall 1 m of 3 = 33.33, 2 f = 66.67
      { univ_id: s.f.u.U2, name: 'Beta University', is_own: false, AssisstantProfessor: { male: 0, female: 100, other: 0 },
        AssociateProfessor: { male: 100, female: 0, other: 0 }, Professor: { male: 0, female: 100, other: 0 }, overall: { male: 33.33, female: 66.67, other: 0 } },
      // Gamma: Jon m (2), Kim o (1), no full professor (0, 0, 0 as docs/metrics.md section 23 says)
      { univ_id: s.f.u.U3, name: 'Gamma University', is_own: false, AssisstantProfessor: { male: 0, female: 0, other: 100 },
        AssociateProfessor: { male: 100, female: 0, other: 0 }, Professor: { male: 0, female: 0, other: 0 }, overall: { male: 50, female: 0, other: 50 } },
    ]);
    expect(body.categories).toEqual(['Alpha University', 'Beta University', 'Gamma University']);
    expect(body.series).toEqual({ male: [40, 33.33, 50], female: [40, 66.67, 0], other: [20, 0, 50] });
    expect(body.colors).toEqual({ male: '#00259A', female: '#E24301', other: '#BBB218' });
    // Finance only: at Alpha Ann f (1), Ben m (2), Cat f (3)
    const finance = await ok(s.get('university', `/api/gender?id=${s.f.u.U2}&department=Finance&department=all`));
    expect(finance.departments).toEqual(['all']); // 'all' overrides the others (docs/requirements/dashboards.md §4)
    const onlyFinance = await ok(s.get('university', `/api/gender?id=${s.f.u.U2}&department=Finance`));
    expect(onlyFinance.universities[0].overall).toEqual({ male: 33.33, female: 66.67, other: 0 });
  });

  it('GET gender: Compare Gender validation', async () => {
    const own = await s.get('university', `/api/gender?id=${s.f.u.U1}&department=all`);
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe('Your own university is always included and cannot be selected');
    const many = await s.get('university', `/api/gender?${Array.from({ length: 13 }, (_, i) => `id=${100_000 + i}`).join('&')}&department=all`);
    expect(many.json().message).toBe('Select at most 12 universities');
    const noDepartment = await s.get('university', `/api/gender?id=${s.f.u.U2}`);
    expect(noDepartment.json()).toMatchObject({ statusCode: 400, message: 'Select at least one department', field: 'querystring.department' });
    const unknownUniversity = await s.get('university', '/api/gender?id=999999&department=all');
    expect(unknownUniversity.json()).toMatchObject({ statusCode: 400, message: 'Unknown university id(s): 999999.' });
  });

  it('GET dashboard/faculty_market_share: percent of the school\'s 13 papers per faculty member of the ranks', async () => {
    expect(await ok(s.get('university', '/api/dashboard/faculty_market_share'))).toEqual({
      markers: [1, 2, 3, 6], total_papers: 13, counting: 'full', affiliation: 'current',
      rows: [
        { id: s.f.a.a2, name: 'Ben Baker', market_share: 30.77 }, // 4 / 13
        { id: s.f.a.a3, name: 'Cat Cole', market_share: 30.77 },
        { id: s.f.a.a1, name: 'Ann Adams', market_share: 23.08 }, // 3 / 13
        { id: s.f.a.a4, name: 'Dev Diaz', market_share: 15.38 }, // 2 / 13
        { id: s.f.a.a5, name: 'Eli Ennis', market_share: 15.38 },
        { id: s.f.a.a6, name: 'Fin Ford', market_share: 15.38 },
      ],
    });
    // Finance's 9 papers, associates and full professors (markers 2 and 30): Ben 4/9, Cat 4/9
    const finance = await ok(s.get('university', `/api/dashboard/faculty_market_share?marker=2&marker=30&dept=${s.f.d.D1}`));
    expect(finance).toEqual({ markers: [2, 3], total_papers: 9, counting: 'full', affiliation: 'current', rows: [
      { id: s.f.a.a2, name: 'Ben Baker', market_share: 44.44 }, { id: s.f.a.a3, name: 'Cat Cole', market_share: 44.44 },
    ] });
  });

  it('answers odd input with a 4xx, never a 5xx', async () => {
    const huge = '99999999999';
    const urls = [
      `/api/get_departments?univ_id=${huge}`, `/api/dashboard/outliers?dept=${huge}`, '/api/dashboard/outliers?marker=1&marker=2',
      `/api/dashboard/tenure_readiness?univ_ids=${huge}`, '/api/dashboard/tenure_readiness?years=5&years=10', `/api/gender?id=${huge}&department=all`,
      `/api/hireImpact?hiringCandidateId=${huge}&department=1&facultyIds=1&journal_ids=All`, '/api/hireImpact?facultyIds=x',
      `/api/dashboard/faculty_productivity?papers_from=${huge}&accepted_faculty=full&journal_categories=a&sort_by=papers`,
      `/api/dashboard/compare_departments?from_year=${huge}`, `/api/cohortAnalysis?id=${huge}&journals=a`, '/api/cohortAnalysis?id=1&journals=a&range_end=1e9',
      `/api/dashboard/faculty_productivity/details?user_id=${huge}`, `/api/tenure_track_compare?id=1&department=${huge}`,
      `/api/dashboard/get_faculty_by_department?department=${huge}`, '/api/gender?department=' + 'x'.repeat(500),
    ];
    for (const url of urls) {
      const r = await s.get('admin', `${url}${url.includes('univ_id') ? '' : `${url.includes('?') ? '&' : '?'}univ_id=${s.f.u.U1}`}`);
      expect(r.statusCode, `${url}: ${r.body}`).toBeGreaterThanOrEqual(400);
      expect(r.statusCode, `${url}: ${r.body}`).toBeLessThan(500);
    }
    const body = await s.post('admin', '/api/dashboard/faculty_progress', { univ_id: Number(huge), department: 1, journals: 'All' });
    expect(body.statusCode).toBe(400);
  });

  it('answers an empty school with empty lists and nulls, never zeros pretending to be data', async () => {
    const delta = `univ_id=${s.f.u.U4}`;
    expect(await ok(s.get('admin', `/api/dashboard/journal_distri_of_papers?${delta}`))).toEqual({ total_papers: 0, papers_without_journal: 0, journals: [], counting: 'full', affiliation: 'current' });
    expect((await ok(s.get('admin', `/api/dashboard/outliers?${delta}`))).authors).toEqual([]);
    expect(await ok(s.get('admin', `/api/dashboard/faculty_citations?${delta}`))).toEqual({
      school: { department_id: null, department: 'All departments', most_cited_faculty_data: null, most_cited_paper_data: null },
      departments: [{ department_id: s.f.d.D6, department: 'Finance', most_cited_faculty_data: null, most_cited_paper_data: null }],
      counting: 'full', affiliation: 'current',
    });
    expect(await ok(s.get('admin', `/api/dashboard/department_fact?${delta}`))).toMatchObject({
      highest_paper: null, highest_faculty_diff: null, largest_market_share_by_paper: null, highest_citation_per_faculty: null,
    });
    const facts = await ok(s.get('admin', `/api/dashboard/interesting_fact?${delta}`));
    expect([facts.all, facts.male, facts.female, facts.other].flatMap((row) => Object.values(row as object))).toEqual(Array(16).fill(null));
    expect(await ok(s.get('admin', `/api/gender?department=all&${delta}`))).toMatchObject({ male: null, female: null, other: null });
    expect(await ok(s.get('admin', `/api/dashboard/faculty_market_share?${delta}`))).toEqual({ markers: [1, 2, 3, 6], total_papers: 0, rows: [], counting: 'full', affiliation: 'current' });
  });
});
