import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, createUser, loginAs, type TestApp } from './support/testApp.ts';
import { readEventStream } from './support/sse.ts';
import { serveWithWorkers, type ServedWithWorkers } from './support/servedWithWorkers.ts';
import { insertAuthor, insertDepartment, insertJournal, insertPaper, insertPapers, insertUniversity, type AuthorSpec } from './support/adminFixtures.ts';

const CURRENT_YEAR = new Date().getUTCFullYear();

describe('red flags: every check from the data, dirty records found and clean ones not', () => {
  let t: TestApp;
  let admin: string;
  let baseUrl: string;
  let served: ServedWithWorkers | undefined;
  const ids: Record<string, number> = {};
  let alpha: number;
  let beta: number;
  let pending: number;

  const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/red_flag/${url}`, headers: bearer(admin) });
  const namesOf = (rows: Array<{ auth_id: number }>) => rows.map((row) => Object.entries(ids).find(([, id]) => id === row.auth_id)?.[0] ?? `#${row.auth_id}`).sort();

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.db;
    alpha = await insertUniversity(db, 'Alpha University');
    beta = await insertUniversity(db, 'Beta University');
    pending = await insertUniversity(db, 'Gamma Pending University', 'Pending');
    const finance = await insertDepartment(db, alpha, 'Finance');
    const marketing = await insertDepartment(db, alpha, 'Marketing');
    const betaFinance = await insertDepartment(db, beta, 'Finance');
    const journalA = await insertJournal(db, { name: 'Journal A', issn: '1111-1111', tier: 'A', impactFactor: 5 });
    const journalAMinus = await insertJournal(db, { name: 'Journal A minus', issn: '2222-2222', tier: 'A-', impactFactor: 3 });
    await insertJournal(db, { name: 'Journal B', issn: '3333-3333', tier: 'B', impactFactor: 1 });
    const unranked = await insertJournal(db, { name: 'Unranked Letters', issn: '4444-4444', tier: null, impactFactor: null });
    await insertJournal(db, { name: 'No ISSN Review', issn: null, tier: 'B' });

    const phd: AuthorSpec['education'] = [['B.Sc.', 1985], ['Ph.D.', 1995, true]];
    const alphaAuthor = (spec: Partial<AuthorSpec> & { first: string; last: string }) =>
      insertAuthor(db, { universityId: alpha, education: phd, departments: [[finance, 100]], ...spec });

    // Alpha University
    ids.carol = await alphaAuthor({ first: 'Carol', last: 'Clean', firstYearCareer: 1996, profileLink: 'https://alpha.edu/carol' });
    for (const [i, issue] of ['1', '2', '10', null, '2'].entries()) {
      await insertPaper(db, { title: `Carol paper ${i}`, year: 2000 + (i < 3 ? 0 : 1), journalId: journalA, issue, authors: [ids.carol] });
    }
    ids.pete = await alphaAuthor({ first: 'Pete', last: 'Percent', marker: 2, position: 'Associate Professor', departments: [[finance, 60], [marketing, 60]] });
    await insertPapers(db, ids.pete, [2001, 2002, 2003, 2004], journalAMinus);
    ids.hundred = await alphaAuthor({ first: 'Hana', last: 'Split', departments: [[finance, 50], [marketing, 50]] });
    ids.nora = await alphaAuthor({ first: 'Nora', last: 'NoMarker', marker: null });
    ids.zed = await alphaAuthor({ first: 'Zed', last: 'ZeroMarker', marker: 0 });
    ids.dan = await alphaAuthor({ first: 'Dan', last: 'NoDepartment', departments: [] });
    ids.gail = await alphaAuthor({ first: 'Gail', last: 'NoGender', gender: null });
    ids.pat = await alphaAuthor({ first: 'Pat', last: 'NoPosition', position: '  ' });
    ids.abe = await alphaAuthor({ first: 'Abe', last: 'BusyAssistant', marker: 1, position: 'Assistant Professor' });
    await insertPapers(db, ids.abe, [2015, 2016, 2017, 2018], journalA);
    ids.lou = await alphaAuthor({ first: 'Lou', last: 'LazyProfessor', marker: 30 });
    await insertPapers(db, ids.lou, [2010], journalA);
    ids.una = await alphaAuthor({ first: 'Una', last: 'Unranked', marker: 1, position: 'Assistant Professor' });
    await insertPapers(db, ids.una, [2015, 2016, 2017, 2018, 2019], unranked);
    // three marketing faculty with two papers each: one group of three
    for (const name of ['Sam', 'Sue', 'Sid']) {
      ids[name.toLowerCase()] = await alphaAuthor({ first: name, last: 'Same', departments: [[marketing, 100]] });
      await insertPapers(db, ids[name.toLowerCase()]!, [2018, 2019], journalAMinus);
    }
    ids.ned = await alphaAuthor({ first: 'Ned', last: 'NoEducation', education: [['', null]] });

    // Beta University: the education and span checks
    const betaAuthor = (spec: Partial<AuthorSpec> & { first: string; last: string }) =>
      insertAuthor(db, { universityId: beta, departments: [[betaFinance, 100]], ...spec });
    ids.bob = await betaAuthor({ first: 'Bob', last: 'BetaNoMarker', marker: null, education: phd });
    ids.eve = await betaAuthor({ first: 'Eve', last: 'EarlyBird', education: [['Ph.D.', 2010, true]] });
    await insertPapers(db, ids.eve, [2005, 2008, 2012], null, 'Eve paper');
    ids.leo = await betaAuthor({ first: 'Leo', last: 'LateDegree', education: [['Ph.D.', 2000, true], ['Executive MBA', 2010]] });
    await insertPapers(db, ids.leo, [2001, 2008, 2011], null, 'Leo paper');
    ids.frank = await betaAuthor({ first: 'Frank', last: 'Formula', education: [['Doctor of Business Administration', 2004]] });
    await insertPaper(db, { title: '=HYPERLINK("http://evil.example","click")', year: 1999, authors: [ids.frank] });
    ids.candice = await betaAuthor({ first: 'Candice', last: 'Candidate', education: [['PhD candidate', 2015]] });
    await insertPapers(db, ids.candice, [2000], null, 'Candice paper');
    const earlyPhd: AuthorSpec['education'] = [['Ph.D.', 1955, true]];
    ids.al = await betaAuthor({ first: 'Al', last: 'Ancient', education: earlyPhd });
    await insertPapers(db, ids.al, [1960, 2015], null, 'Al paper');
    ids.fay = await betaAuthor({ first: 'Fay', last: 'Fifty', education: earlyPhd });
    await insertPapers(db, ids.fay, [1970, 2020], null, 'Fay paper');
    // a merged-away record is never reported
    ids.ghost = await betaAuthor({ first: 'Ghost', last: 'Merged', marker: null, gender: null, position: '', departments: [] });
    await t.db.updateTable('authors').set({ merged_into_id: ids.bob }).where('id', '=', ids.ghost).execute();

    // a pending university is left out of 'none'
    ids.pam = await insertAuthor(db, { first: 'Pam', last: 'Pending', universityId: pending, marker: null, education: phd });

    await createUser(db, { username: 'rf-admin', type: 'admin' });
    admin = await loginAs(t.app, 'rf-admin');
    served = await serveWithWorkers(t);
    baseUrl = served.baseUrl;
  });
  afterAll(async () => {
    await (served ? served.close() : t?.close());
  });

  it('incorrect percent appointment: totals other than 100, with the total', async () => {
    const res = await get(`faculty_with_incorrect_percent_appointment?university_id=${alpha}`);
    expect(res.statusCode).toBe(200);
    const rows = res.json().authors;
    expect(namesOf(rows)).toEqual(['pete']);
    expect(rows[0]).toMatchObject({ name: 'Pete Percent', univ_name: 'Alpha University', percent_appointment: 120, position: 'Associate Professor', 'A-': 4, A: 0, B: 0 });
  });

  it('missing marker: no marker or marker 0, in the universities asked for; none means every completed university', async () => {
    expect(namesOf((await get(`faculty_with_missing_marker?university_id=${alpha}`)).json().authors)).toEqual(['nora', 'zed']);
    expect(namesOf((await get(`faculty_with_missing_marker?university_id=${alpha},${beta}`)).json().authors)).toEqual(['bob', 'nora', 'zed']);
    expect(namesOf((await get('faculty_with_missing_marker?university_id=none')).json().authors)).toEqual(['bob', 'nora', 'zed']);
    expect(namesOf((await get('faculty_with_missing_marker')).json().authors)).toEqual(['bob', 'nora', 'zed']);
    expect(namesOf((await get(`faculty_with_missing_marker?university_id=${pending}`)).json().authors)).toEqual(['pam']);
    const row = (await get(`faculty_with_missing_marker?university_id=${alpha}`)).json().authors[0];
    expect(Object.keys(row).sort()).toEqual(['A', 'A-', 'B', 'auth_id', 'gender', 'marker', 'name', 'paper_count', 'percent_appointment', 'position', 'univ_name', 'univ_profile_link'].sort());
  });

  it('missing department, gender and position', async () => {
    expect(namesOf((await get(`faculty_with_missing_department?university_id=${alpha}`)).json().authors)).toEqual(['dan']);
    expect(namesOf((await get(`faculty_with_missing_gender?university_id=${alpha}`)).json().authors)).toEqual(['gail']);
    expect(namesOf((await get(`faculty_with_missing_position?university_id=${alpha}`)).json().authors)).toEqual(['pat']);
  });

  it('inconsistent paper numbers: A + A- + B papers outside the range of the rank', async () => {
    const res = await get(`faculty_with_inconsistent_paper_number?university_id=${alpha}&paper_ranges=0,2,3,10,4,10`);
    expect(res.statusCode).toBe(200);
    // Abe (assistant, 4 A papers > 2) and Lou (professor marker 30, 1 paper < 4); the marketing trio
    // are professors with 2 papers (< 4); Una's 5 papers are in an unranked journal (0 counted, assistant range 0-2)
    const rows = res.json().authors;
    // the professors without tiered papers (Dan, Gail, Hana, Ned, Pat) are below 4 as well; Nora and Zed have no rank
    expect(namesOf(rows)).toEqual(['abe', 'dan', 'gail', 'hundred', 'lou', 'ned', 'pat', 'sam', 'sid', 'sue']);
    expect(rows.find((r: { auth_id: number }) => r.auth_id === ids.abe)).toMatchObject({ A: 4, paper_count: 4, marker: 1 });
    // the defaults (0-5, 7-40, 20-60) apply without paper_ranges
    const defaults = namesOf((await get(`faculty_with_inconsistent_paper_number?university_id=${alpha}`)).json().authors);
    expect(defaults).toContain('lou');
    expect(defaults).not.toContain('abe');
    expect(defaults).not.toContain('una');
  });

  it('refuses bad input with a clear 400 and no 5xx', async () => {
    for (const url of [
      'faculty_with_missing_marker?university_id=abc',
      'faculty_with_missing_marker?university_id=1,,x',
      'faculty_with_missing_marker?university_id=-3',
      `faculty_with_inconsistent_paper_number?paper_ranges=1,2,3`,
      `faculty_with_inconsistent_paper_number?paper_ranges=5,1,0,1,0,1`,
      `faculty_with_inconsistent_paper_number?paper_ranges=a,b,c,d,e,f`,
      'faculty_papers_by_university',
      'faculty_papers_by_university?university_id=x',
      'faculty_papers_by_university?university_id=99999999999',
      'faculty_with_missing_marker?university_id=1%002',
      'papers_published_per_year_in_journal?list=false&id=none',
      'papers_published_per_year_in_journal?list=maybe',
      'authors_without_education_field?download=2',
      'papers_older_than_last_education_year?tolerance_years=-1',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toBeTruthy();
    }
    expect((await get('faculty_papers_by_university')).json().message).toBe('Please select a university');
    expect((await get('faculty_papers_by_university?university_id=999999')).statusCode).toBe(404);
    expect((await get('papers_published_per_year_in_journal?list=false&id=9999-9999')).statusCode).toBe(404);
    expect((await get('exports/999999.csv')).statusCode).toBe(404);
  });

  it('faculty papers by university: response[0].faculty, papers split by tier', async () => {
    const res = await get(`faculty_papers_by_university?university_id=${alpha}`);
    expect(res.statusCode).toBe(200);
    const [first] = res.json();
    expect(first.univ_name).toBe('Alpha University');
    const carol = first.faculty.find((r: { auth_id: number }) => r.auth_id === ids.carol);
    expect(carol).toEqual({ auth_id: ids.carol, faculty_name: 'Carol Clean', papers_published: 5, A: 5, 'A-': 0, B: 0, other: 0 });
    const una = first.faculty.find((r: { auth_id: number }) => r.auth_id === ids.una);
    expect(una).toMatchObject({ papers_published: 5, other: 5 });
    expect(first.faculty.find((r: { auth_id: number }) => r.auth_id === ids.nora)).toMatchObject({ papers_published: 0 });
    expect(first.faculty.some((r: { auth_id: number }) => r.auth_id === ids.bob)).toBe(false);
  });

  it('journals by impact factor, and one journal\'s papers per year and issue', async () => {
    const list = (await get('papers_published_per_year_in_journal?list=true&id=none')).json().journals;
    expect(list.map((j: { issn: string }) => j.issn)).toEqual(['1111-1111', '2222-2222', '3333-3333', '4444-4444']);
    expect(list[0]).toMatchObject({ name: 'Journal A', impact_factor: 5 });
    const perYear = (await get('papers_published_per_year_in_journal?list=false&id=1111-1111')).json();
    expect(perYear.journal.name).toBe('Journal A');
    const carolRows = perYear.rows.filter((r: { year: number }) => r.year <= 2001);
    expect(carolRows).toEqual([
      { year: 2000, issue: '1', count: 1 }, { year: 2000, issue: '2', count: 1 }, { year: 2000, issue: '10', count: 1 },
      { year: 2001, issue: '2', count: 1 }, { year: 2001, issue: 'Unknown', count: 1 },
    ]);
  });

  it('same number of papers per group: three marketing faculty with two papers each (groups of 3 asked for)', async () => {
    // groups of four or more by default: none here
    expect((await get(`authors_that_have_same_number_of_papers_per_group?university_id=${alpha}`)).json().authors).toEqual([]);
    const res = await get(`authors_that_have_same_number_of_papers_per_group?university_id=${alpha}&min_group_size=3`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.buckets).toEqual(['Marketing: 2 papers']);
    expect(namesOf(body.authors)).toEqual(['sam', 'sid', 'sue']);
    expect(body.authors[0]).toMatchObject({ total_papers: 2, bucket: 'Marketing: 2 papers', group_size: 3, department: 'Marketing' });
    // with groups of two, the Finance pairs appear too (Carol and Una with 5; Pete and Abe with 4)
    const pairs = (await get(`authors_that_have_same_number_of_papers_per_group?university_id=${alpha}&min_group_size=2`)).json();
    expect(pairs.buckets).toEqual(['Finance: 5 papers', 'Finance: 4 papers', 'Marketing: 2 papers']);
  });

  it('total papers by faculty: experience from the first year of career, else the first paper', async () => {
    const rows = (await get(`total_papers_by_faculty_per_university?university_id=${alpha}`)).json().faculty;
    expect(rows.find((r: { auth_id: number }) => r.auth_id === ids.carol)).toEqual({ auth_id: ids.carol, faculty_name: 'Carol Clean', experience: CURRENT_YEAR - 1996, total_papers: 5 });
    expect(rows.find((r: { auth_id: number }) => r.auth_id === ids.una)).toMatchObject({ experience: CURRENT_YEAR - 2015, total_papers: 5 });
    // neither a first year of career nor a paper: not on the chart
    expect(rows.some((r: { auth_id: number }) => r.auth_id === ids.nora)).toBe(false);
  });

  it('education checks: without education, before the PhD, before the last education year; span over fifty years', async () => {
    expect(namesOf((await get('authors_without_education_field')).json().authors)).toEqual(['ned']);

    const beforePhd = (await get('papers_older_than_two_years_before_phds')).json().papers;
    expect(beforePhd.map((p: { auth_id: number; publication_year: number }) => [namesOf([p])[0], p.publication_year])).toEqual([['eve', 2005], ['frank', 1999]]);
    expect(beforePhd[0]).toMatchObject({ reference_year: 2010, reference_degree: 'PhD', univ_name: 'Beta University' });

    const beforeLast = (await get('papers_older_than_last_education_year')).json().papers;
    expect(beforeLast.map((p: { auth_id: number; publication_year: number }) => [namesOf([p])[0], p.publication_year]).sort()).toEqual([
      ['candice', 2000], ['eve', 2005], ['frank', 1999], ['leo', 2001],
    ]);
    expect(beforeLast.find((p: { auth_id: number }) => p.auth_id === ids.leo)).toMatchObject({ reference_year: 2010, reference_degree: 'Executive MBA' });
    // a larger tolerance flags fewer papers
    expect((await get('papers_older_than_last_education_year?tolerance_years=6')).json().papers.map((p: { auth_id: number }) => namesOf([p])[0]).sort()).toEqual(['candice', 'leo']);

    const spans = (await get('papers_with_span_of_more_than_fifty_years')).json().authors;
    expect(spans).toEqual([{ auth_id: ids.al, name: 'Al Ancient', univ_name: 'Beta University', first_year: 1960, last_year: 2015, span: 55, total_papers: 2, first_paper_title: `Al paper ${ids.al}-1`, last_paper_title: `Al paper ${ids.al}-2` }]);
  });

  it('CSV downloads run as jobs: 202, progress over SSE, then the file with the seed\'s name, cells escaped', async () => {
    const started = await get('papers_older_than_two_years_before_phds?download=1');
    expect(started.statusCode).toBe(202);
    const job = started.json();
    expect(job).toMatchObject({ queue: 'red-flag-export', events_url: `/api/jobs/red-flag-export/${job.job_id}/events`, download_url: `/api/red_flag/exports/${job.job_id}.csv` });
    const events = await readEventStream(`${baseUrl}${job.events_url}`, bearer(admin));
    // the stream carries progress until the end (none when the small export finished before the stream opened:
    // then the end alone), and the run's last progress is the job's 100 %
    expect(events.slice(0, -1).every((e) => e.kind === 'progress')).toBe(true);
    expect(events.at(-1)).toMatchObject({ kind: 'completed', result: { file_name: 'papersOlderThanLastTwoYearsBeforePhd.csv', rows: 2 } });
    const run = await t.app.inject({ method: 'GET', url: `/api/jobs/red-flag-export/${job.job_id}`, headers: bearer(admin) });
    expect(run.json()).toMatchObject({ status: 'completed', progress: { pct: 100 } });

    const file = await t.app.inject({ method: 'GET', url: job.download_url, headers: bearer(admin) });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('text/csv');
    expect(file.headers['content-disposition']).toBe('attachment; filename="papersOlderThanLastTwoYearsBeforePhd.csv"');
    const lines = file.body.split('\r\n');
    expect(lines[0]).toBe('"Author Name","Auth ID","University","PhD Year","Degree","Paper ID","Paper Title","Journal","Publication Year"');
    expect(lines).toHaveLength(4);
    // the formula in Frank's paper title is neutralised and quoted
    expect(file.body).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);

    // another admin may download it too; the same-number CSV is named after its university
    await createUser(t.db, { username: 'rf-admin-2', type: 'admin' });
    const other = await loginAs(t.app, 'rf-admin-2');
    expect((await t.app.inject({ method: 'GET', url: job.download_url, headers: bearer(other) })).statusCode).toBe(200);

    const same = (await get(`authors_that_have_same_number_of_papers_per_group?university_id=${alpha}&min_group_size=3&download=1`)).json();
    const sameEvents = await readEventStream(`${baseUrl}${same.events_url}`, bearer(admin));
    expect(sameEvents.at(-1)).toMatchObject({ kind: 'completed', result: { file_name: 'authorsThatHaveSameNumberOfPapers_Alpha University.csv', rows: 3 } });
    const sameFile = await t.app.inject({ method: 'GET', url: same.download_url, headers: bearer(admin) });
    expect(sameFile.headers['content-disposition']).toBe('attachment; filename="authorsThatHaveSameNumberOfPapers_Alpha_University.csv"');

    for (const [check, name] of [
      ['authors_without_education_field', 'authorsWithoutEducationField.csv'],
      ['papers_older_than_last_education_year', 'papersOlderThanLastEducationYear.csv'],
      ['papers_with_span_of_more_than_fifty_years', 'papersWithSpanOfMoreThanFiftyYears.csv'],
    ] as const) {
      const export_ = (await get(`${check}?download=1`)).json();
      const done = await readEventStream(`${baseUrl}${export_.events_url}`, bearer(admin));
      expect(done.at(-1), check).toMatchObject({ kind: 'completed', result: { file_name: name } });
    }
  });
});
