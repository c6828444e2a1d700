import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, refused, setUpDashboards, type DashboardsTest } from './support/dashboardsSetup.ts';

// The university screens besides the home dashboard, against support/dashboardsFixture.ts (figures
// for 2025: 5-year window 2021..2025). Expected numbers are worked out by hand beside each.
describe('dashboards: university screens', () => {
  let s: DashboardsTest;
  const clockYear = new Date().getUTCFullYear();
  beforeAll(async () => { s = await setUpDashboards(); });
  afterAll(async () => { await s?.close(); });

  describe('GET dashboard/tenure_readiness', () => {
    it('compares Alpha\'s assistant professors with its associate professors over 5 years, all journals', async () => {
      const body = await ok(s.get('university', '/api/dashboard/tenure_readiness'));
      // Candidates, at school scope graded by the global tiers (docs/metrics.md section 10), counts in 2021..2025:
      //   Ann (Finance): papers 2021..2025 P1 P2 P3 = 3; citations received then 5 + (3+4) + (2+2) = 16
      //   Dev (Accounting): P7 P9 = 2; citations 3 + (1+1) = 5
      // Comparison group, associates: Ben (Finance) P2 = 1 paper; citations P2 7 + P5 6 (2021) = 13
      //                              Fin (Accounting) P11 = 1; citations P11 1 + P12 4 (2021) = 5
      // Averages: papers (1+1)/2 = 1, citations (13+5)/2 = 9.
      // Ann: 3/1 = 300, 16/9 = 177.78, readiness (300+177.78)/2 = 238.89; Dev: 200, 5/9 = 55.56, 127.78: both green in any month
      expect(body).toMatchObject({
        years: 5, journal: 'All', rank: 'assistant', comparison_rank: 'associate', current_year: 2025,
        AveragePapers: 1, AverageCitations: 9, comparison_count: 2,
        tier_source: { kind: 'global', department_id: null, label: 'global tiers' },
        universities: [{ univ_id: s.f.u.U1, univ_name: 'Alpha University', faculty_count: 2, average_papers: 1, average_citations: 9, percentPaper: 100, percentCitation: 100 }],
      });
      expect(body.authors).toEqual([
        { id: s.f.a.a1, AuthorData: { name: 'Ann Adams', paper: 3, citation: 16, percent_paper: 300, percent_citation: 177.78 },
          AuthorAverage: { papers: 1, citations: 9 }, flag: 'green', readiness_percent: 238.89 },
        { id: s.f.a.a4, AuthorData: { name: 'Dev Diaz', paper: 2, citation: 5, percent_paper: 200, percent_citation: 55.56 },
          AuthorAverage: { papers: 1, citations: 9 }, flag: 'green', readiness_percent: 127.78 },
      ]);
      expect(body.rows).toEqual([
        // Ann by the global tiers (Finance's own list, which grades J3 as A, is not in force at school scope):
        // P1 A, P2 A-, P3 B (J3); h-index 3 (7, 5, 4); one solo paper
        { id: s.f.a.a1, name: 'Ann Adams', univ_name: 'Alpha University', dept: 'Finance', color: 'green', A: 1, 'A-': 1, B: 1, 'h-index': 3,
          start_year: 2019, solo: 1, papers: 3, citations: 16, total_papers: 3, total_citations: 16, percentPaper: 300, percentCitation: 177.78,
          readiness_percent: 238.89, unusual_work_hist: false, profile_picture: 'ann.png' },
        // Dev: P9 A, P7 B; h-index 2 (3, 2)
        { id: s.f.a.a4, name: 'Dev Diaz', univ_name: 'Alpha University', dept: 'Accounting', color: 'green', A: 1, 'A-': 0, B: 1, 'h-index': 2,
          start_year: 2021, solo: 1, papers: 2, citations: 5, total_papers: 2, total_citations: 5, percentPaper: 200, percentCitation: 55.56,
          readiness_percent: 127.78, unusual_work_hist: true, profile_picture: '' },
      ]);
    });

    it('compares associate professors with full professors; a red card stays red in every month', async () => {
      // Cat (full, graded by Finance): P7 (2022, J3 = A) = 1 paper; citations P5 6 (2021) + P7 3 = 9
      // Ben 1 / 13: 100 and 144.44, readiness 122.22; Fin 1 / 5: 100 and 55.56, readiness 77.78 (under 80: red all year)
      const body = await ok(s.get('university', '/api/dashboard/tenure_readiness?rank=associate&years=5&journal=All'));
      expect(body).toMatchObject({ comparison_rank: 'full', AveragePapers: 1, AverageCitations: 9, comparison_count: 1 });
      expect(body.authors.map((a: { id: number; flag: string; readiness_percent: number }) => [a.id, a.flag, a.readiness_percent]))
        .toEqual([[s.f.a.a2, 'green', 122.22], [s.f.a.a6, 'red', 77.78]]);
    });

    it('pools the chosen universities: Beta\'s associate joins the comparison group', async () => {
      // Hal (Beta, associate): no paper in 2021..2025; citations P15 5 (2021). Group: (1, 13), (1, 5), (0, 5)
      // Averages 2/3 = 0.67 papers, 23/3 = 7.67 citations.
      // Ann: 3 / (2/3) = 450; 16 / (23/3) = 208.70; readiness 329.35. Dev: 300, 65.22, 182.61.
      // Alpha's bar: 1 / (2/3) = 150, 9 / (23/3) = 117.39; Beta's: 0, 5 / (23/3) = 65.22
      const body = await ok(s.get('university', `/api/dashboard/tenure_readiness?univ_ids=${s.f.u.U1}&univ_ids=${s.f.u.U2}`));
      expect(body).toMatchObject({ AveragePapers: 0.67, AverageCitations: 7.67, comparison_count: 3 });
      expect(body.universities).toEqual([
        { univ_id: s.f.u.U1, univ_name: 'Alpha University', faculty_count: 2, average_papers: 1, average_citations: 9, percentPaper: 150, percentCitation: 117.39 },
        { univ_id: s.f.u.U2, univ_name: 'Beta University', faculty_count: 1, average_papers: 0, average_citations: 5, percentPaper: 0, percentCitation: 65.22 },
      ]);
      expect(body.rows.map((r: { percentPaper: number; percentCitation: number; readiness_percent: number }) => [r.percentPaper, r.percentCitation, r.readiness_percent]))
        .toEqual([[450, 208.7, 329.35], [300, 65.22, 182.61]]);
    });

    it('narrows both groups to a department (by name at the pooled schools)', async () => {
      // Finance: Ann against Ben alone: 3/1 = 300, 16/13 = 123.08, readiness 211.54
      const body = await ok(s.get('university', `/api/dashboard/tenure_readiness?dept=${s.f.d.D1}`));
      expect(body.authors).toEqual([expect.objectContaining({ id: s.f.a.a1, readiness_percent: 211.54, AuthorAverage: { papers: 1, citations: 13 } })]);
      // with Finance in scope its lists are in force: J3 is A, so Ann's P3 moves from B to A
      expect(body.tier_source).toEqual({ kind: 'department', department_id: s.f.d.D1, label: 'Finance department\'s journal lists' });
      expect(body.rows).toEqual([expect.objectContaining({ id: s.f.a.a1, A: 2, 'A-': 1, B: 0, papers: 3 })]);
    });

    it('gives null percents and grey cards when there is no one to compare with', async () => {
      // Gamma has no full professor to compare Alpha's associates with
      const body = await ok(s.get('university', `/api/dashboard/tenure_readiness?rank=associate&univ_ids=${s.f.u.U3}`));
      expect(body).toMatchObject({ AveragePapers: null, AverageCitations: null, comparison_count: 0, universities: [] });
      expect(body.authors[0]).toMatchObject({ flag: 'grey', readiness_percent: null, AuthorData: { percent_paper: null, percent_citation: null }, AuthorAverage: { papers: null, citations: null } });
      // an empty school: no cards at all
      expect(await ok(s.get('admin', `/api/dashboard/tenure_readiness?univ_id=${s.f.u.U4}`))).toMatchObject({ authors: [], rows: [], AveragePapers: null });
    });

    it('refuses bad choices with clear messages', async () => {
      await refused(s.get('university', '/api/dashboard/tenure_readiness?years=7'), 'years must be 5 or 10.');
      await refused(s.get('university', '/api/dashboard/tenure_readiness?journal=B'), 'journal must be All or \'A and A-\'.');
      await refused(s.get('university', '/api/dashboard/tenure_readiness?univ_ids=999999'), 'Unknown university id(s): 999999.');
    });
  });

  describe('GET tenure_track_compare', () => {
    it('measures a faculty member against the department\'s tenured faculty at the same career length', async () => {
      // Ann: 7 career years (2019..2025), 3 papers and 16 citations (A, A- and B) by 2025.
      // Finance's tenured faculty at their 7th year: Ben (from 2012) by 2018: P4 = 1 paper, 10 citations (2017);
      // Cat (from 2000) by 2006: only P8, in an unranked journal = 0 and 0. Averages 0.5 and 5.
      // 3 / 0.5 = 600, 16 / 5 = 320, readiness 460: green
      const body = await ok(s.get('university', `/api/tenure_track_compare?id=${s.f.a.a1}&department=${s.f.d.D1}`));
      expect(body).toMatchObject({
        journal: 'All', department: 'Finance', career_years: 7,
        candidate: { id: s.f.a.a1, name: 'Ann Adams', univ_name: 'Alpha University', start_year: 2019, papers: 3, citations: 16 },
        AveragePapers: 0.5, AverageCitations: 5, percentPaper: 600, percentCitation: 320, readiness_percent: 460, color: 'green',
      });
      expect(body.peers).toEqual([
        { id: s.f.a.a2, name: 'Ben Baker', marker: 2, start_year: 2012, year: 2018, papers: 1, citations: 10, tenure_year: 2018 },
        { id: s.f.a.a3, name: 'Cat Cole', marker: 3, start_year: 2000, year: 2006, papers: 0, citations: 0, tenure_year: 2007 },
      ]);
      expect(body.tier_source).toEqual({ kind: 'department', department_id: s.f.d.D1, label: 'Finance department\'s journal lists' });
      // A and A- only, graded by Finance's lists (a department is in scope; they list J3 as A, metrics.md section 10):
      // Ann P1 P2 P3 = 3 papers, 16 citations: 600, 320, readiness 460
      const top = await ok(s.get('university', `/api/tenure_track_compare?id=${s.f.a.a1}&department=${s.f.d.D1}&journal=A%20and%20A-`));
      expect(top).toMatchObject({ percentPaper: 600, percentCitation: 320, readiness_percent: 460 });
      // the global tiers on request: Ann P1 P2 = 2 papers, 5 + 7 = 12 citations: 400, 240, readiness 320
      const global = await ok(s.get('university', `/api/tenure_track_compare?id=${s.f.a.a1}&department=${s.f.d.D1}&journal=A%20and%20A-&tier_source=global`));
      expect(global).toMatchObject({ percentPaper: 400, percentCitation: 240, readiness_percent: 320, tier_source: { kind: 'global', label: 'global tiers' } });
      await refused(s.get('university', `/api/tenure_track_compare?department=${s.f.d.D1}`), 'Select a faculty member to compare.');
      await refused(s.get('university', `/api/tenure_track_compare?id=${s.f.a.a1}&department=${s.f.d.D3}`), `Department ${s.f.d.D3} is not a department of Alpha University.`);
      await refused(s.get('university', `/api/tenure_track_compare?id=999999&department=${s.f.d.D1}`), 'Cannot find faculty');
    });
  });

  describe('GET hireImpact', () => {
    const url = (query: string) => `/api/hireImpact?${query}`;

    it('hiring Ivy Ito into Finance, all journals', async () => {
      const s1 = s.f.a;
      const body = await ok(s.get('university', url(`hiringCandidateId=${s1.b3}&department=${s.f.d.D1}&facultyIds=${s1.a1}&facultyIds=${s1.a2}&journal_ids=All`)));
      // Ivy: 2 papers, 27 citations, h-index 2, career 2002..2025 = 24 years: 2/24 = 0.08 papers per year, 27/2 = 13.5 per paper
      expect(body.hiring_author_data).toEqual({
        id: s1.b3, first_name: 'Ivy', last_name: 'Ito', name: 'Ivy Ito', univ_name: 'Beta University', profile_picture: '',
        h_index: 2, total_papers: 2, total_citations: 27, papersPerYear: 0.08, citationsPerPaper: 13.5,
      });
      // selected: Ann 3 / 16, Ben 4 / 41. Before: (16+41)/2 = 28.5; after (57+27)/3 = 28; 28/28.5 x 100 - 100 = -1.75 (down)
      expect(body.improvement).toEqual({ percent: -1.75, direction: 'down' });
      expect(body.university_data).toEqual({
        average_citations_before_hire: 28.5, average_citations_after_hire: 28, average_papers_after_hire: 3, // (3+4+2)/3
        total_papers: 13, total_citations: 86, // Alpha's distinct papers
        average_department_papers: 3.67, average_department_citations: 31.33, // Finance: (3+4+4)/3, (16+41+37)/3
        selected_faculty_average_papers: 3.5, selected_faculty_average_citations: 28.5,
      });
      expect(body.comparison).toEqual([
        { id: s1.b3, name: 'Ivy Ito', is_candidate: true, papersPerYear: 0.08, citationsPerPaper: 13.5, papers: 2, citations: 27 },
        { id: s1.a1, name: 'Ann Adams', is_candidate: false, papersPerYear: 0.43, citationsPerPaper: 5.33, papers: 3, citations: 16 }, // 3/7, 16/3
        { id: s1.a2, name: 'Ben Baker', is_candidate: false, papersPerYear: 0.29, citationsPerPaper: 10.25, papers: 4, citations: 41 }, // 4/14, 41/4
      ]);
      // schools: Alpha 6 faculty 17/6 = 2.83 papers, 109/6 = 18.17 citations; Beta (2+2+2)/3 = 2, (8+21+27)/3 = 18.67; Gamma 1.5, 3
      expect(body.comparable_univ_data).toEqual([
        { univ_id: s.f.u.U1, name: 'Alpha University', abbreviation: 'ALP', faculty_count: 6, average_papers: 2.83, average_citations: 18.17, is_own: true },
        { univ_id: s.f.u.U2, name: 'Beta University', abbreviation: 'BET', faculty_count: 3, average_papers: 2, average_citations: 18.67, is_own: false },
        { univ_id: s.f.u.U3, name: 'Gamma University', abbreviation: 'GAM', faculty_count: 2, average_papers: 1.5, average_citations: 3, is_own: false },
      ]);
      // Finance departments (Delta's has nobody, so no point)
      expect(body.comparable_dept_data.map((d: { department_id: number; average_papers: number; average_citations: number }) => [d.department_id, d.average_papers, d.average_citations]))
        .toEqual([[s.f.d.D1, 3.67, 31.33], [s.f.d.D3, 2, 18.67], [s.f.d.D4, 1.5, 3]]);
      // after hire: school (17+2)/7 = 2.71, (109+27)/7 = 19.43; department (11+2)/4 = 3.25, (94+27)/4 = 30.25
      expect(body.bubble.school.at(-1)).toEqual({ name: 'ALP (after hire)', x: 2.71, y: 19.43, z: 18, data: [2.71, 19.43, 18], is_own: true, after_hire: true });
      expect(body.bubble.department.at(-1)).toMatchObject({ name: 'ALP (after hire)', x: 3.25, y: 30.25 });
      expect(body.bubble.school[0]).toEqual({ name: 'ALP', x: 2.83, y: 18.17, z: 18, data: [2.83, 18.17, 18], is_own: true, after_hire: false });
    });

    it('counts only the chosen journals', async () => {
      const a = s.f.a;
      // Journal of Finance: Ivy P16 (1, 22); Ann P1 (1, 5); Ben P4 (1, 19).
      // Before (5+19)/2 = 12; after (24+22)/3 = 15.33; 15.33/12 x 100 - 100 = 27.78 (up)
      const body = await ok(s.get('university', url(`hiringCandidateId=${a.b3}&department=${s.f.d.D1}&facultyIds=${a.a1},${a.a2}&journal_ids=${s.f.j.J1}`)));
      expect(body.journals).toEqual([s.f.j.J1]);
      expect(body.improvement).toEqual({ percent: 27.78, direction: 'up' });
      // Alpha's papers in J1: P1 P4 P6 P9 P12 = 5, citations 5+19+20+2+8 = 54; Finance: (1+1+1)/3 = 1, (5+19+20)/3 = 14.67
      expect(body.university_data).toMatchObject({ total_papers: 5, total_citations: 54, average_department_papers: 1, average_department_citations: 14.67 });
    });

    it('refuses incomplete or foreign choices with the seed\'s messages', async () => {
      const a = s.f.a;
      await refused(s.get('university', url(`department=${s.f.d.D1}&facultyIds=${a.a1}&journal_ids=All`)), 'Please select a candidate');
      await refused(s.get('university', url(`hiringCandidateId=999999&department=${s.f.d.D1}&facultyIds=${a.a1}&journal_ids=All`)), 'We dont have record for this author in our database');
      await refused(s.get('university', url(`hiringCandidateId=${a.b3}&facultyIds=${a.a1}&journal_ids=All`)), 'Select the hiring department.');
      await refused(s.get('university', url(`hiringCandidateId=${a.b3}&department=${s.f.d.D1}&journal_ids=All`)), 'Select at least one faculty to consider.');
      await refused(s.get('university', url(`hiringCandidateId=${a.b3}&department=${s.f.d.D1}&facultyIds=${a.a1}`)), 'Select at least one journal.');
      await refused(s.get('university', url(`hiringCandidateId=${a.b3}&department=${s.f.d.D1}&facultyIds=${a.b1}&journal_ids=All`)), `Faculty ${a.b1} are not at Alpha University.`);
      await refused(s.get('university', url(`hiringCandidateId=${a.b3}&department=${s.f.d.D1}&facultyIds=${a.a1}&journal_ids=999999`)), 'Unknown journal id(s): 999999.');
      // Beta's user cannot read Alpha's figures
      const other = await s.get('otherUniversity', url(`univ_id=${s.f.u.U1}&hiringCandidateId=${a.b3}&department=${s.f.d.D1}&facultyIds=${a.a1}&journal_ids=All`));
      expect(other.statusCode).toBe(403);
    });
  });

  describe('POST perceptualMap', () => {
    it('places each school by the averages of its faculty of the chosen types, own school highlighted', async () => {
      // assistants and associates: Alpha Ann (3, 16), Ben (4, 41), Dev (2, 5), Fin (2, 9): 11/4 = 2.75, 71/4 = 17.75;
      // Beta Gia (2, 8), Hal (2, 21): 2, 14.5; Gamma Jon (2, 4), Kim (1, 2): 1.5, 3
      const body = await ok(s.post('university', '/api/perceptualMap', { titles: ['Assistant Professor', 'Associate Professor'], x: 'total_papers', y: 'total_citations', school: 'top10' }));
      expect(body).toMatchObject({ x_label: 'Average papers per faculty', y_label: 'Average citations per faculty', own_university: { univ_id: s.f.u.U1, rank: 1 } });
      // Delta has no faculty of these types: left out, with the reason
      expect(body.excluded).toEqual([{ univ_id: s.f.u.U4, name: 'Delta University', reason: 'No faculty of the chosen types' }]);
      expect(body.points).toEqual([
        { univ_id: s.f.u.U1, name: 'Alpha University', x: 2.75, y: 17.75, data: [2.75, 17.75], value: 20, displayValue: 'ALP', color: '#C2185B', highlighted: true, rank: 1, faculty_count: 4 },
        { univ_id: s.f.u.U2, name: 'Beta University', x: 2, y: 14.5, data: [2, 14.5], value: 20, displayValue: 'BET', color: '#00259A', highlighted: false, rank: 2, faculty_count: 2 },
        { univ_id: s.f.u.U3, name: 'Gamma University', x: 1.5, y: 3, data: [1.5, 3], value: 20, displayValue: 'GAM', color: '#E24301', highlighted: false, rank: 3, faculty_count: 2 },
      ]);
    });

    it('ranks by x: assistants\' citations per paper put Beta first, and range5 centres on Alpha', async () => {
      // Ann 16/3 = 5.33 and Dev 2.5: Alpha 3.92; Beta Gia 4; Gamma Kim 2
      const body = await ok(s.post('university', '/api/perceptualMap', { titles: ['Assistant Professor'], x: 'citations_per_paper', y: 'top_journal_percentage', school: 'range5' }));
      // y: top journal percent, Ann 2/3 = 66.67, Dev 1/2 = 50: 58.33; Gia 1/2 = 50; Kim 1/1 = 100
      expect(body.points.map((p: { displayValue: string; x: number; y: number; rank: number }) => [p.displayValue, p.x, p.y, p.rank]))
        .toEqual([['BET', 4, 50, 1], ['ALP', 3.92, 58.33, 2], ['GAM', 2, 100, 3]]);
      // Delta has no faculty: its admin view has no rank, and a range around it is empty
      const delta = await ok(s.post('admin', '/api/perceptualMap', { titles: ['Assistant Professor'], x: 'h_index', y: 'faculty_count', school: 'range10', univ_id: s.f.u.U4 }));
      expect(delta).toMatchObject({ own_university: { rank: null }, points: [] });
    });

    it('ranks only the schools whose faculty data is complete, lists the others with the reason, and still places your own', async () => {
      // Gamma's faculty data is not complete (status Pending): it leaves the ranking; Delta has no assistants or associates
      await s.t.db.updateTable('universities').set({ status: 'Pending' }).where('id', '=', s.f.u.U3).execute();
      try {
        const body = await ok(s.post('university', '/api/perceptualMap', { titles: ['Assistant Professor', 'Associate Professor'], x: 'total_papers', y: 'total_citations', school: 'top10' }));
        expect(body.points.map((p: { displayValue: string; rank: number | null }) => [p.displayValue, p.rank])).toEqual([['ALP', 1], ['BET', 2]]);
        expect(body.own_university).toEqual({ univ_id: s.f.u.U1, name: 'Alpha University', rank: 1, excluded_reason: null });
        expect(body.excluded).toEqual([
          { univ_id: s.f.u.U4, name: 'Delta University', reason: 'No faculty of the chosen types' },
          { univ_id: s.f.u.U3, name: 'Gamma University', reason: 'Faculty data not complete (status Pending)' },
        ]);
        // Gamma's own view: its bubble is drawn, highlighted, without a rank, and it is told why
        const gamma = await ok(s.post('admin', '/api/perceptualMap', { titles: ['Assistant Professor', 'Associate Professor'], x: 'total_papers', y: 'total_citations', school: 'top10', univ_id: s.f.u.U3 }));
        expect(gamma.own_university).toEqual({ univ_id: s.f.u.U3, name: 'Gamma University', rank: null, excluded_reason: 'Faculty data not complete (status Pending)' });
        expect(gamma.points.map((p: { displayValue: string; rank: number | null; highlighted: boolean }) => [p.displayValue, p.rank, p.highlighted]))
          .toEqual([['ALP', 1, false], ['BET', 2, false], ['GAM', null, true]]);
      } finally {
        await s.t.db.updateTable('universities').set({ status: 'Completed' }).where('id', '=', s.f.u.U3).execute();
      }
    });

    it('refuses missing and unknown choices', async () => {
      await refused(s.post('university', '/api/perceptualMap', { titles: [], x: 'h_index', y: 'h_index', school: 'top10' }), 'Select at least one faculty type.');
      const bad = await s.post('university', '/api/perceptualMap', { titles: ['Full Professor'], x: 'height', y: 'h_index', school: 'top10' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/^x and y must be one of: total_papers, /);
      await refused(s.post('university', '/api/perceptualMap', { titles: ['Full Professor'], x: 'h_index', y: 'h_index', school: 'top5' }), 'school must be top20, top10, range5 or range10.');
    });
  });

  describe('GET dashboard/compare_departments', () => {
    it('shares of the school\'s papers published and citations received in the years, per department', async () => {
      // Alpha 2021..2025: published P1 P2 P3 P7 P9 P11 = 6; citations received 5+7+4 (P1-P3) + 6 (P5) + 3 + 2 + 1 + 4 (P12) = 32
      // Finance: P1 P2 P3 P7 = 4 (66.67), citations 5+7+4+6+3 = 25 (78.13); Accounting: P7 P9 P11 = 3 (50), 6+3+2+1+4 = 16 (50)
      const body = await ok(s.get('university', '/api/dashboard/compare_departments?from_year=2021&to_year=2025'));
      expect(body).toEqual({
        from_year: 2021, to_year: 2025, counting: 'full', affiliation: 'current', school: { papers: 6, citations: 32 },
        departments: [
          { department_id: s.f.d.D2, name: 'Accounting', papers: 3, citations: 16, share_of_papers: 50, share_of_citations: 50 },
          { department_id: s.f.d.D1, name: 'Finance', papers: 4, citations: 25, share_of_papers: 66.67, share_of_citations: 78.13 },
          { department_id: s.f.d.D5, name: 'Marketing', papers: 0, citations: 0, share_of_papers: 0, share_of_citations: 0 },
        ],
        categories: ['Accounting', 'Finance', 'Marketing'],
        series: [{ name: 'Share of papers', data: [50, 66.67, 0] }, { name: 'Share of citations', data: [50, 78.13, 0] }],
      });
      // the default range is the current year - 5 to the current year (docs/requirements/dashboards.md §9)
      expect(await ok(s.get('university', '/api/dashboard/compare_departments'))).toMatchObject({ from_year: clockYear - 5, to_year: clockYear });
      // a school with nothing in the years has no shares
      expect((await ok(s.get('admin', `/api/dashboard/compare_departments?univ_id=${s.f.u.U4}`))).departments)
        .toEqual([{ department_id: s.f.d.D6, name: 'Finance', papers: 0, citations: 0, share_of_papers: null, share_of_citations: null }]);
    });

    it('keeps the years within 1950 and the current year, in order', async () => {
      await refused(s.get('university', '/api/dashboard/compare_departments?from_year=1949'), `from_year must be a year from 1950 to ${clockYear}.`);
      await refused(s.get('university', `/api/dashboard/compare_departments?to_year=${clockYear + 1}`), `to_year must be a year from 1950 to ${clockYear}.`);
      await refused(s.get('university', '/api/dashboard/compare_departments?from_year=2020&to_year=2019'), 'from_year cannot be after to_year.');
    });
  });

  describe('GET dashboard/faculty_productivity', () => {
    const query = 'papers_from=2019&papers_to=2025&citations_from=2019&citations_to=2025&accepted_faculty=assistant,associate,full';

    it('ranks the school\'s faculty by papers in the years, with the position change since December two years back', async () => {
      const body = await ok(s.get('university', `/api/dashboard/faculty_productivity?${query}&journal_categories=a,a-,b&sort_by=papers&all_faculty=1&count=All`));
      // papers 2019..2025 in A, A-, B: Ann P1 P2 P3 = 3 (A 1, A- 1, B 1); Ben P2 P5 P17 = 3 (A- 3); Cat P5 P7 = 2; Dev P7 P9 = 2; Fin P11 = 1
      // citations received 2019..2025: Ann 16; Ben 7 + 9 (P4, 2020) + 12 + 3 = 31; Cat 12 + 3 = 15; Dev 5; Fin 1 + 4 + 4 = 9
      // positions now: Ann, Ben (3 each, by last name), Cat, Dev (2), Fin (1).
      // Since Dec 2023 (2019..2023): Ann P2 P3 = 2, Ben 3, Cat 2, Dev 2, Fin 0: Ben, Ann, Cat, Dev, Fin. Deltas: Ann +1, Ben -1.
      expect(body).toMatchObject({ papers_from: 2019, papers_to: 2025, current_year: 2025, curr_year: 2023, total: 5, all_faculty: true, count: 'All', departments: [] });
      expect(body.faculty).toEqual([
        { id: s.f.a.a1, rank: 1, faculty_name: 'Ann Adams', first_name: 'Ann', last_name: 'Adams', profile_picture: 'ann.png', marker: 1, total_papers: 3, total_citations: 16,
          h_index: 3, a_journal_count: 1, aminus_journal_count: 1, b_journal_count: 1, appointment: null, delta: 1, curr_year: 2023 },
        { id: s.f.a.a2, rank: 2, faculty_name: 'Ben Baker', first_name: 'Ben', last_name: 'Baker', profile_picture: '', marker: 2, total_papers: 3, total_citations: 31,
          h_index: 3, a_journal_count: 0, aminus_journal_count: 3, b_journal_count: 0, appointment: null, delta: -1, curr_year: 2023 },
        { id: s.f.a.a3, rank: 3, faculty_name: 'Cat Cole', first_name: 'Cat', last_name: 'Cole', profile_picture: '', marker: 3, total_papers: 2, total_citations: 15,
          h_index: 3, a_journal_count: 0, aminus_journal_count: 1, b_journal_count: 1, appointment: null, delta: 0, curr_year: 2023 },
        { id: s.f.a.a4, rank: 4, faculty_name: 'Dev Diaz', first_name: 'Dev', last_name: 'Diaz', profile_picture: '', marker: 1, total_papers: 2, total_citations: 5,
          h_index: 2, a_journal_count: 1, aminus_journal_count: 0, b_journal_count: 1, appointment: null, delta: 0, curr_year: 2023 },
        { id: s.f.a.a6, rank: 5, faculty_name: 'Fin Ford', first_name: 'Fin', last_name: 'Ford', profile_picture: '', marker: 2, total_papers: 1, total_citations: 9,
          h_index: 1, a_journal_count: 0, aminus_journal_count: 1, b_journal_count: 0, appointment: null, delta: 0, curr_year: 2023 },
      ]);
    });

    it('groups by department with the appointment, three per department', async () => {
      const body = await ok(s.get('university', `/api/dashboard/faculty_productivity?${query}&journal_categories=a,a-,b&sort_by=papers&all_faculty=0&count=3`));
      expect(body.faculty).toEqual([]);
      // Accounting: Cat 2 (50 percent), Dev 2, Fin 1; Finance: Ann 3, Ben 3, Cat 2 (50 percent). Marketing has nobody: no group.
      expect(body.departments.map((d: { name: string; total: number; faculty: { id: number; appointment: number; delta: number }[] }) =>
        [d.name, d.total, d.faculty.map((x) => [x.id, x.appointment, x.delta])])).toEqual([
        ['Accounting', 3, [[s.f.a.a3, 50, 0], [s.f.a.a4, 100, 0], [s.f.a.a6, 100, 0]]],
        ['Finance', 3, [[s.f.a.a1, 100, 1], [s.f.a.a2, 100, -1], [s.f.a.a3, 50, 0]]],
      ]);
    });

    it('sorts by citations to A papers, three shown', async () => {
      // A papers' citations 2019..2025: Ann P1 5; Ben P4 9; Cat P6 0; Dev P9 2; Fin P12 4 + 4 = 8
      // now: Ben 9, Fin 8, Ann 5, Dev 2, Cat 0. By Dec 2023: Ben 9, Fin 8, Ann 0, Cat 0, Dev 0 (by name): Dev +1 ... (not shown), Ann 0
      const body = await ok(s.get('university', `/api/dashboard/faculty_productivity?${query}&journal_categories=a&sort_by=citations&count=3`));
      expect(body.total).toBe(5);
      expect(body.faculty.map((x: { id: number; total_citations: number; total_papers: number; delta: number }) => [x.id, x.total_citations, x.total_papers, x.delta]))
        .toEqual([[s.f.a.a2, 9, 0, 0], [s.f.a.a6, 8, 0, 0], [s.f.a.a1, 5, 1, 0]]);
      // by h-index there is no history to compare with: no arrow
      const h = await ok(s.get('university', '/api/dashboard/faculty_productivity?accepted_faculty=nontenured&journal_categories=a&sort_by=hindex'));
      expect(h.faculty).toEqual([expect.objectContaining({ id: s.f.a.a5, h_index: 1, delta: null })]);
    });

    it('clamps the years to 1940..the current year and refuses a start after the end', async () => {
      const body = await ok(s.get('university', `/api/dashboard/faculty_productivity?papers_from=1900&papers_to=3000&accepted_faculty=full&journal_categories=a&sort_by=alphabet`));
      expect(body).toMatchObject({ papers_from: 1940, papers_to: clockYear, citations_from: clockYear - 5, citations_to: clockYear });
      await refused(s.get('university', '/api/dashboard/faculty_productivity?papers_from=2020&papers_to=2019&accepted_faculty=full&journal_categories=a&sort_by=papers'), 'papers_from cannot be after papers_to.');
      await refused(s.get('university', '/api/dashboard/faculty_productivity?journal_categories=a&sort_by=papers'), 'Select at least one faculty type.');
      await refused(s.get('university', '/api/dashboard/faculty_productivity?accepted_faculty=dean&journal_categories=a&sort_by=papers'), 'accepted_faculty takes assistant, associate, full and nontenured.');
      await refused(s.get('university', '/api/dashboard/faculty_productivity?accepted_faculty=full&journal_categories=b&sort_by=papers'), 'journal_categories must be a, \'a,a-\' or \'a,a-,b\'.');
      await refused(s.get('university', '/api/dashboard/faculty_productivity?accepted_faculty=full&journal_categories=a&sort_by=age'), 'sort_by must be papers, citations, hindex or alphabet.');
    });

    it('details: the KPIs and the yearly papers and citations of one faculty member of the school', async () => {
      // Ben: 4 papers, 41 citations, 4 / 14 years = 0.29 per year, 41 / 4 = 10.25 per paper, h-index 3
      const body = await ok(s.get('university', `/api/dashboard/faculty_productivity/details?user_id=${s.f.a.a2}`));
      expect(body).toMatchObject({ id: s.f.a.a2, name: 'Ben Baker', totalPapers: 4, totalCitations: 41, avgPapersPerYear: 0.29, avgCitationsPerPaper: 10.25, hIndex: 3,
        total_papers: 4, total_citations: 41, avg_papers_per_year: 0.29, avg_citations_per_paper: 10.25, h_index: 3 });
      // from his first active year, 2016: papers P4 (2016), P5 P17 (2019), P2 (2023);
      // citations 2017 10; 2020 9 + 6 + 3 = 18; 2021 6; 2024 3; 2025 4
      expect(body.papers_per_year).toEqual({ 2016: 1, 2017: 0, 2018: 0, 2019: 2, 2020: 0, 2021: 0, 2022: 0, 2023: 1, 2024: 0, 2025: 0 });
      expect(body.citations_per_year).toEqual({ 2016: 0, 2017: 10, 2018: 0, 2019: 0, 2020: 18, 2021: 6, 2022: 0, 2023: 0, 2024: 3, 2025: 4 });
      // Gia is at Beta
      await refused(s.get('university', `/api/dashboard/faculty_productivity/details?user_id=${s.f.a.b1}`), 'This faculty member is not at Alpha University.', 403);
      await refused(s.get('university', '/api/dashboard/faculty_productivity/details?user_id=999999'), 'Cannot find faculty');
      expect((await ok(s.get('admin', `/api/dashboard/faculty_productivity/details?user_id=${s.f.a.b1}`))).totalPapers).toBe(2);
    });
  });

  describe('GET cohortAnalysis', () => {
    it('figures around the associate-professor milestone, papers and citations in the chosen journals', async () => {
      const body = await ok(s.get('university', `/api/cohortAnalysis?id=${s.f.a.a2}&id=${s.f.a.a3}&journals=a,a-,b&milestone=Associate Professor&range_start=-2&range_end=2`));
      expect(body.summary).toBe('Considering A, A- and B journals when comparing Ben Baker and Cat Cole.');
      const [ben, cat] = body.faculty;
      // Ben became associate in 2018 (work history). Papers: P4 2016 (A; cited 10 in 2017, 9 in 2020), P5 P17 2019 (A-; 6 + 3 in 2020)
      expect(ben).toMatchObject({ index: 0, id: s.f.a.a2, firstName: 'Ben', lastName: 'Baker', universityName: 'Alpha University', first_year_career: 2012,
        milestone_year: 2018, totalPapers: 4, totalCitations: 41, hIndex: 3, abJournalRatio: 100 });
      expect(ben.milestones).toEqual([
        { offset: -2, year: 2016, total_papers: 1, total_citations: 0, hindex: 0, abratio: 100 },
        { offset: -1, year: 2017, total_papers: 1, total_citations: 10, hindex: 1, abratio: 100 },
        { offset: 0, year: 2018, total_papers: 1, total_citations: 10, hindex: 1, abratio: 100 },
        { offset: 1, year: 2019, total_papers: 3, total_citations: 10, hindex: 1, abratio: 100 },
        { offset: 2, year: 2020, total_papers: 3, total_citations: 28, hindex: 3, abratio: 100 }, // 19, 6, 3 by 2020
      ]);
      // Cat became associate in 2007. Her only paper by then is P8 (2005) in an unranked journal: not counted, but it
      // has an h-index of 1 once cited (2006) and makes the A/A- proportion 0.
      expect(cat).toMatchObject({ milestone_year: 2007, totalPapers: 3, totalCitations: 35, hIndex: 3, abJournalRatio: 50 }); // P5 P6 P7: 12+20+3; A/A- 2 of 4
      expect(cat.milestones.map((m: { year: number; total_papers: number; total_citations: number; hindex: number; abratio: number }) => [m.year, m.total_papers, m.total_citations, m.hindex, m.abratio]))
        .toEqual([[2005, 0, 0, 0, 0], [2006, 0, 0, 1, 0], [2007, 0, 0, 1, 0], [2008, 0, 0, 1, 0], [2009, 0, 0, 1, 0]]);
    });

    it('has no milestone figures for a milestone not reached, and refuses bad input', async () => {
      const body = await ok(s.get('university', `/api/cohortAnalysis?id=${s.f.a.a2}&journals=a&milestone=Professor&range_start=0&range_end=0`));
      expect(body.faculty[0]).toMatchObject({ milestone_year: null, milestones: [{ offset: 0, year: null, total_papers: null, total_citations: null, hindex: null, abratio: null }] });
      await refused(s.get('university', '/api/cohortAnalysis?journals=a'), 'Enter atleast one faculty for analysis');
      await refused(s.get('university', `/api/cohortAnalysis?id=${s.f.a.a2}`), 'Choose the journals to consider.');
      await refused(s.get('university', `/api/cohortAnalysis?id=${s.f.a.a2}&journals=a&range_start=-11`), 'range_start must be between -10 and 0.');
      await refused(s.get('university', `/api/cohortAnalysis?id=999999&journals=a`), 'Unknown author id(s): 999999.');
    });

    it('compare: two faculty at each rank milestone and now', async () => {
      const body = await ok(s.get('university', `/api/cohortAnalysis/compare?id=${s.f.a.a2}&id=${s.f.a.a3}`));
      const rows = (i: number) => body.faculty[i].milestones.map((m: { milestone: string; year: number | null; total_papers: number | null; total_citations: number | null; hindex: number | null; abratio: number | null }) =>
        [m.milestone, m.year, m.total_papers, m.total_citations, m.hindex, m.abratio]);
      expect(rows(0)).toEqual([
        ['Assistant Professor', 2012, 0, 0, 0, 0],
        ['Associate Professor', 2018, 1, 10, 1, 100],
        ['Professor', null, null, null, null, null],
        ['Current Year', 2025, 4, 41, 3, 100], // 7 + 19 + 12 + 3; h-index of 19, 12, 7, 3 = 3
      ]);
      expect(rows(1)).toEqual([
        ['Assistant Professor', 2000, 0, 0, 0, 0],
        ['Associate Professor', 2007, 0, 0, 1, 0],
        ['Professor', 2014, 1, 5, 2, 50], // P6 (A, 5 citations by 2014) counted; P8 unranked: h-index of 5 and 2 = 2; A of 2 papers
        ['Current Year', 2025, 3, 35, 3, 50],
      ]);
      await refused(s.get('university', `/api/cohortAnalysis/compare?id=${s.f.a.a2}`), 'Select two faculty to compare.');
    });
  });
});
