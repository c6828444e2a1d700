import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSINESS_SCHOOL_DEPARTMENTS, DEPARTMENT_APPOINTMENT_MESSAGES, WORK_HISTORY_WARNINGS } from '@ri/metrics';
import { PROFILE_VERIFIED_MESSAGE } from '@ri/contracts';
import { createTestApp, type TestApp } from './support/testApp.ts';
import { auditOf, createProfileWorld, refreshRuns, type ProfileWorld } from './support/profileFixtures.ts';
import { CHOOSE_PHD_MESSAGE, STORED_FILE_LINK_MESSAGE, WORK_LOCKED_MESSAGE } from '../src/domains/profile/service.ts';

const YEAR = new Date().getFullYear();

describe('faculty profile: reading, every rule of docs/requirements/profile-and-accounts.md §5 on the server, ownership, verified profiles, admin edits', () => {
  let t: TestApp;
  let w: ProfileWorld;

  const get = async (user: Parameters<ProfileWorld['headers']>[0], url: string) => t.app.inject({ method: 'GET', url, headers: await w.headers(user) });
  const put = async (user: Parameters<ProfileWorld['headers']>[0], update: Record<string, unknown>, url = '/api/profile/update') =>
    t.app.inject({ method: 'PUT', url, headers: await w.headers(user), payload: { update } });
  const snapshot = async (authorId: number) => {
    const { missing_items: _m, warnings: _w, figures: _f, ...profile } = (await get('admin', `/api/profile/${authorId}`)).json();
    return profile;
  };

  const personal = () => ({ first_name: 'Ann', last_name: 'Lee', email: 'ann@stanford.edu', cv: 'https://example.edu/ann-cv.pdf', gender: 'f', univ_id: w.stanford });
  const phd = { degree: 'PhD', institution: 'Stanford University', year: 2015, area: 'Finance' };
  const assistant = { title: 'Assistant Professor', school: 'Graduate School of Business', institution: 'Stanford University', univId: 0, from: 2015, to: 'Present' };

  beforeAll(async () => {
    t = await createTestApp();
    w = await createProfileWorld(t);
    assistant.univId = w.stanford;
    // a paper by Ann and a co-author, and an older one, to check the papers list and its order
    const journal = await t.db.insertInto('journals').values({ name: 'Management Science', issn: '0025-1909', tier: 'A' }).returning('id').executeTakeFirstOrThrow();
    const papers = await t.db.insertInto('papers').values([
      { title: 'Older paper', journal_id: journal.id, year: 2012 },
      { title: 'Newer paper', journal_id: journal.id, year: 2021 },
    ]).returning('id').execute();
    await t.db.insertInto('authorships').values([
      { paper_id: papers[0]!.id, position: 1, author_id: w.own, printed_first_name: 'Ann', printed_last_name: 'Lee' },
      { paper_id: papers[1]!.id, position: 1, author_id: null, printed_first_name: 'Carl', printed_mid_name: 'J.', printed_last_name: 'Co' },
      { paper_id: papers[1]!.id, position: 2, author_id: w.own, printed_first_name: 'A.', printed_last_name: 'Lee' },
    ]).execute();
  });
  afterAll(async () => { await t.close(); });

  it('GET profile/get_profile answers the seed\'s fields with the seed\'s defaults, papers newest first, and the missing items', async () => {
    const response = await get('faculty', '/api/profile/get_profile');
    expect(response.statusCode).toBe(200);
    const p = response.json();
    expect(p).toMatchObject({
      _id: w.own, first_name: 'Ann', mid_name: '', middle_name: '', last_name: 'Lee', prefix: '', suffix: '', position: 'Assistant Professor', marker: 1,
      department: [], education: [], expertise: [], interests: [], courses: [], work_history_manual: [], bio: '', profile_picture: '',
      email: 'ann@example.edu', cv: '', highlighted_cv: '', univ_id: w.stanford, univ_name: 'Stanford University', verified: false,
      is_complete: false, gender: '', gs: { author_id: '', author_name: '' }, rg: { author_id: '', author_name: '' }, percent_appointment: {},
      unusual_work_hist: false, name_variations: [], univ_profile_link: '', keywords: [], area_of_interest: [],
    });
    expect(p.papers.map((x: { document_title: string }) => x.document_title)).toEqual(['Newer paper', 'Older paper']);
    expect(p.papers[0]).toMatchObject({ publication_name: 'Management Science', publication_year: 2021, authors: [
      { id: null, first_name: 'Carl', mid_name: 'J.', last_name: 'Co' }, { id: w.own, first_name: 'A.', mid_name: '', last_name: 'Lee' },
    ] });
    expect(p.missing_items).toEqual(['Add Education', 'Add PhD Degree', 'Add Work Experience', 'Add CV']);
  });

  it('lets every signed-in user read any profile (read-only), 404 for an unknown one, and follows a merged record', async () => {
    for (const user of ['otherFaculty', 'university', 'otherUniversity', 'admin'] as const) {
      const response = await get(user, `/api/profile/${w.own}`);
      expect(response.statusCode, user).toBe(200);
      expect(response.json()._id).toBe(w.own);
    }
    expect((await get('faculty', '/api/profile/99999999')).statusCode).toBe(404);
    const merged = await t.db.insertInto('authors').values({ first_name: 'Old', last_name: 'Record', merged_into_id: w.plain }).returning('id').executeTakeFirstOrThrow();
    expect((await get('faculty', `/api/profile/${merged.id}`)).json()._id).toBe(w.plain);
    expect((await t.app.inject({ method: 'GET', url: `/api/profile/${w.own}` })).statusCode).toBe(401);
  });

  it('shows the author\'s all-time totals from the analytics tables to every reader (null before the figures are computed)', async () => {
    expect((await get('otherFaculty', `/api/profile/${w.plain}`)).json().figures).toBeNull();
    await t.db.insertInto('analytics_author').values({ author_id: w.plain, total_papers: 7, total_citations: 312, h_index: 5 }).execute();
    try {
      for (const user of ['otherFaculty', 'university', 'admin'] as const) {
        expect((await get(user, `/api/profile/${w.plain}`)).json().figures, user).toEqual({ total_papers: 7, total_citations: 312, h_index: 5 });
      }
    } finally {
      await t.db.deleteFrom('analytics_author').where('author_id', '=', w.plain).execute();
    }
  });

  it('refuses get_profile to university users (403) and answers 404 to an admin without an author profile', async () => {
    expect((await get('university', '/api/profile/get_profile')).statusCode).toBe(403);
    const admin = await get('admin', '/api/profile/get_profile');
    expect(admin.statusCode).toBe(404);
    expect(admin.json().message).toBe('No author profile is linked to this account.');
  });

  // every server-side rule with the seed's message: the save is refused and nothing changes
  const refusals: Array<{ name: string; update: () => Record<string, unknown>; status?: number; message: string; field?: string }> = [
    { name: 'first name', update: () => ({ ...personal(), first_name: ' ' }), message: 'Enter First Name', field: 'body.update.first_name' },
    { name: 'last name', update: () => ({ ...personal(), last_name: '' }), message: 'Enter Last Name', field: 'body.update.last_name' },
    { name: 'e-mail missing', update: () => ({ ...personal(), email: '' }), message: 'Enter Email', field: 'body.update.email' },
    { name: 'e-mail malformed', update: () => ({ ...personal(), email: 'ann-at-stanford' }), message: 'Email is not valid' },
    { name: 'CV not a link', update: () => ({ ...personal(), cv: 'my-cv.pdf' }), message: 'Upload CV', field: 'body.update.cv' },
    { name: 'CV pointing at a stored file it did not upload', update: () => ({ ...personal(), cv: 'http://localhost:3000/api/files/0b6c0f52-4c1e-4a8e-9d33-8a1f0c1d2e3f.pdf' }), message: STORED_FILE_LINK_MESSAGE, field: 'body.update.cv' },
    { name: 'marked CV pointing at a stored file', update: () => ({ highlighted_cv: 'https://app.example.edu/api/files/other-marked.pdf' }), message: STORED_FILE_LINK_MESSAGE, field: 'body.update.highlighted_cv' },
    { name: 'gender', update: () => ({ ...personal(), gender: '' }), message: 'Choose Gender', field: 'body.update.gender' },
    { name: 'typed university', update: () => ({ ...personal(), univ_id: undefined, univ_name: 'University of Nowhere' }), message: 'Choose Correct university', field: 'body.update.univ_name' },
    { name: 'unknown university id', update: () => ({ ...personal(), univ_id: 99999999 }), message: 'Choose Correct university' },
    { name: 'education degree', update: () => ({ education: [{ ...phd, degree: '' }] }), message: 'Enter Degree', field: 'body.update.education.0.degree' },
    { name: 'education area', update: () => ({ education: [{ ...phd, area: ' ' }] }), message: 'Enter Area' },
    { name: 'education university not chosen', update: () => ({ education: [{ ...phd, institution: 'Some College' }] }), message: 'Select University', field: 'body.update.education.0.institution' },
    { name: 'education year missing', update: () => ({ education: [{ ...phd, year: null }] }), message: 'Enter Year' },
    { name: 'education year 1949', update: () => ({ education: [{ ...phd, year: 1949 }] }), message: `Enter Valid Year between 1950 and ${YEAR}` },
    { name: 'education year next year', update: () => ({ education: [{ ...phd, year: YEAR + 1 }] }), message: `Enter Valid Year between 1950 and ${YEAR}` },
    { name: 'No Phd without advisor', update: () => ({ education: [{ ...phd, degree: 'MBA', mode: 'noPhd', advisorLastName: 'Smith' }] }), message: 'Enter Advisor First Name' },
    { name: 'two PhDs, none chosen', update: () => ({ education: [phd, { ...phd, degree: 'Doctor of Philosophy', year: 2016 }] }), message: CHOOSE_PHD_MESSAGE },
    { name: 'work title', update: () => ({ work_history_manual: [{ ...assistant, title: '' }] }), message: 'Select Title', field: 'body.update.work_history_manual.0.title' },
    { name: 'work position title for a chair', update: () => ({ work_history_manual: [{ ...assistant, title: 'Named Chair' }] }), message: 'Enter Position Title' },
    { name: 'work school', update: () => ({ work_history_manual: [{ ...assistant, school: '' }] }), message: 'Select School' },
    { name: 'work university', update: () => ({ work_history_manual: [{ ...assistant, univId: null, institution: 'Unknown College' }] }), message: 'Select University' },
    { name: 'work from year', update: () => ({ work_history_manual: [{ ...assistant, from: '' }] }), message: 'Enter From Year' },
    { name: 'work to year', update: () => ({ work_history_manual: [{ ...assistant, to: '' }] }), message: 'Enter To Year or select Present' },
    { name: 'work to year in the future', update: () => ({ work_history_manual: [{ ...assistant, to: YEAR + 2 }] }), message: `Enter Valid To Year between 1950 and ${YEAR}` },
    { name: 'work from after to', update: () => ({ work_history_manual: [{ ...assistant, from: 2012, to: 2010 }] }), message: 'Enter Valid From Year between 1950 and 2010' },
    { name: 'work from before 1950', update: () => ({ work_history_manual: [{ ...assistant, from: 1949 }] }), message: `Enter Valid From Year between 1950 and ${YEAR}` },
    { name: 'Associate Professor at rank 1', update: () => ({ work_history_manual: [{ ...assistant, title: 'Associate Professor' }] }), message: 'Associate Professor cannot be selected for your current rank' },
    { name: 'Full Professor at rank 1', update: () => ({ work_history_manual: [{ ...assistant, title: 'Full Professor (tenured)' }] }), message: 'Professor cannot be selected for your current rank' },
    { name: 'appointment over 100', update: () => ({ department: ['Finance', 'Accounting'], percent_appointment: { Finance: 60, Accounting: 50 } }), message: DEPARTMENT_APPOINTMENT_MESSAGES.totalExceeded },
    { name: 'appointment of 0', update: () => ({ department: ['Finance'], percent_appointment: { Finance: 0 } }), message: 'Enter a Percent Appointment between 0 and 100' },
    { name: 'department of another university', update: () => ({ department: ['Sloan Finance'] }), message: 'Sloan Finance is not a department of Stanford University. Please ask us to add it (Add Department).' },
    { name: 'percent for a department not held', update: () => ({ department: ['Finance'], percent_appointment: { Finance: 50, Marketing: 50 } }), message: 'Percent appointment given for Marketing, which is not one of your departments.' },
    { name: 'Google Scholar link without user', update: () => ({ gs: { link: 'https://scholar.google.com/citations?hl=en', author_name: 'Ann Lee' } }), message: 'Invalid Google Scholar link' },
    { name: 'Google Scholar name', update: () => ({ gs: { link: 'https://scholar.google.com/citations?user=abcDEF123', author_name: '' } }), message: 'Please enter author name from google scholar' },
    { name: 'ResearchGate link too short', update: () => ({ rg: { link: 'https://www.researchgate.net/Ann-Lee', author_name: 'Ann Lee' } }), message: 'Invalid Researchgate link' },
    { name: 'ResearchGate name', update: () => ({ rg: { link: 'https://www.researchgate.net/profile/Ann-Lee', author_name: ' ' } }), message: 'Please enter author name from Researchgate' },
    { name: 'research-profile name without a link', update: () => ({ rg: { author_name: 'Ann Lee' } }), message: 'Invalid Researchgate link' },
    { name: 'area of interest not in the list', update: () => ({ area_of_interest: ['Asset Pricing', 'Basket Weaving'] }), message: '"Basket Weaving" is not one of the areas of interest. Please choose areas from the list.' },
    { name: 'marker (admin only)', update: () => ({ marker: 3 }), status: 403, message: 'Only an administrator can change the marker.' },
    { name: 'name variations (admin only)', update: () => ({ name_variations: ['A. Lee'] }), status: 403, message: 'Only an administrator can change the name variations.' },
    { name: 'another profile\'s _id', update: () => ({ _id: w.other, bio: 'hijack' }), status: 403, message: 'You can only edit your own profile.' },
    { name: 'a field that is not updatable', update: () => ({ verified: true }), message: 'The field "verified" is not accepted here: remove it.' },
  ];

  it.each(refusals)('refuses $name with the seed\'s message and changes nothing', async ({ update, status, message, field }) => {
    const before = await snapshot(w.own);
    const response = await put('faculty', update());
    expect(response.statusCode, response.body).toBe(status ?? 400);
    expect(response.json().message).toBe(message);
    if (field) expect(response.json().field).toBe(field);
    expect(await snapshot(w.own)).toEqual(before);
  });

  it('saves a complete profile: degree normalised, the one PhD chosen, research ids from links, sorted keywords, canonical areas, complete', async () => {
    const runsBefore = (await refreshRuns(t)).length;
    const response = await put('faculty', {
      ...personal(), mid_name: 'Q', bio: ' Finance scholar ',
      education: [{ ...phd, degree: 'ph.d' }, { degree: 'MBA', institution: 'harvard university', year: 2010, area: 'Business' }],
      work_history_manual: [assistant],
      department: ['finance', 'Accounting'], percent_appointment: { Finance: 66.67, accounting: 33.33 },
      gs: { link: 'https://scholar.google.com/citations?user=qc6CJjYAAAAJ&hl=en', author_name: 'Ann Lee' },
      rg: { link: 'https://www.researchgate.net/profile/Ann-Lee-2', author_name: 'Ann Lee' },
      keywords: ['pricing', ' Auctions ', 'auctions', ''], area_of_interest: ['corporate finance', 'Asset Pricing'],
    });
    expect(response.statusCode, response.body).toBe(200);
    const p = response.json();
    expect(p.education).toEqual([
      { id: 1, degree: 'Ph.D.', institution: 'Stanford University', univId: w.stanford, year: 2015, area: 'Finance', advisorFirstName: '', advisorLastName: '', coadvisorFirstName: '', coadvisorLastName: '', isPHDtoConsider: true },
      { id: 2, degree: 'MBA', institution: 'harvard university', univId: w.harvard, year: 2010, area: 'Business', advisorFirstName: '', advisorLastName: '', coadvisorFirstName: '', coadvisorLastName: '', isPHDtoConsider: false },
    ]);
    expect(p.work_history_manual).toEqual([expect.objectContaining({ title: 'Assistant Professor', subTitle: '', from: 2015, to: 'Present', marker: 1, rank: 1, univId: w.stanford })]);
    expect(p.department).toEqual(['Finance', 'Accounting']);
    expect(p.percent_appointment).toEqual({ Finance: 66.67, Accounting: 33.33 });
    expect(p.gs).toEqual({ author_id: 'qc6CJjYAAAAJ', author_name: 'Ann Lee' });
    expect(p.rg).toEqual({ author_id: 'Ann-Lee-2', author_name: 'Ann Lee' });
    expect(p.keywords).toEqual(['Auctions', 'pricing']);
    expect(p.area_of_interest).toEqual(['Asset Pricing', 'Corporate Finance']);
    expect(p).toMatchObject({ bio: 'Finance scholar', mid_name: 'Q', gender: 'f', is_complete: true, missing_items: [], warnings: [] });

    const [entry] = await auditOf(t, w.own);
    expect(entry).toMatchObject({ action: 'profile.update', actor_user_id: w.users.faculty });
    expect(Object.keys(entry!.after as object).sort()).toEqual(
      ['area_of_interest', 'bio', 'cv', 'department', 'education', 'email', 'gender', 'gs', 'is_complete', 'keywords', 'mid_name', 'percent_appointment', 'rg', 'work_history_manual'].sort());
    expect((entry!.before as Record<string, unknown>).bio).toBe('');
    expect((await refreshRuns(t)).length).toBe(runsBefore + 1);
    expect((await refreshRuns(t)).at(-1)!.payload).toMatchObject({ authorIds: [w.own] });

    // a keywords-only save, as the Area of Research dialog sends it, keeps everything else and records only what changed
    const keywordsOnly = await put('faculty', { _id: w.own, keywords: ['Pricing'] });
    expect(keywordsOnly.json()).toMatchObject({ keywords: ['Pricing'], is_complete: true, department: ['Finance', 'Accounting'] });
    const [last] = await auditOf(t, w.own);
    expect(last!.before).toEqual({ keywords: ['Auctions', 'pricing'] });
    expect((await refreshRuns(t)).length).toBe(runsBefore + 1);
  });

  it('keeps the chosen PhD when there are several, and recomputes completeness on every save', async () => {
    const response = await put('faculty', { education: [phd, { ...phd, degree: 'DBA', year: 2016, isPHDtoConsider: true }] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().education.map((e: { degree: string; isPHDtoConsider: boolean }) => [e.degree, e.isPHDtoConsider])).toEqual([['Ph.D.', false], ['D.B.A', true]]);
    const incomplete = await put('faculty', { education: [] });
    expect(incomplete.json()).toMatchObject({ is_complete: false, missing_items: ['Add Education', 'Add PhD Degree'] });
    const complete = await put('faculty', { education: [phd] });
    expect(complete.json()).toMatchObject({ is_complete: true, missing_items: [] });
  });

  it('a new Present position at another university changes position, marker and university, clears departments and warns', async () => {
    const current = (await get('faculty', '/api/profile/get_profile')).json();
    const runsBefore = (await refreshRuns(t)).length;
    const response = await put('faculty', {
      work_history_manual: [
        { ...current.work_history_manual[0], to: YEAR - 1 },
        { title: 'Researcher / Visiting / Post-doc / Affiliate', subTitle: 'Visiting Scholar', school: 'Sloan School of Management', institution: 'Massachusetts Institute of Technology', univId: w.mit, from: YEAR - 1, to: 'Present', isNew: true },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const p = response.json();
    expect(p).toMatchObject({ position: 'Visiting Scholar', marker: 5, univ_id: w.mit, univ_name: 'Massachusetts Institute of Technology', department: [], percent_appointment: {} });
    expect(p.warnings).toContain(WORK_HISTORY_WARNINGS.departmentsNeedUpdate);
    const runs = await refreshRuns(t);
    expect(runs.length).toBe(runsBefore + 1);
    expect(runs.at(-1)!.payload).toMatchObject({ authorIds: [w.own], universityIds: [w.stanford, w.mit] });
    // departments of the new university only; GET dept without an id answers the profile's (new) university
    expect((await get('faculty', '/api/dept')).json().departments).toEqual([{ name: 'Sloan Finance' }]);
    expect((await put('faculty', { department: ['Finance'] })).json().message).toMatch(/not a department of Massachusetts Institute of Technology/);
    expect((await put('faculty', { department: ['sloan finance'] })).json()).toMatchObject({ department: ['Sloan Finance'], percent_appointment: { 'Sloan Finance': 100 } });
  });

  it('warns about a Chair without a Professor position and about two current positions at one university', async () => {
    const current = (await get('faculty', '/api/profile/get_profile')).json();
    const response = await put('faculty', {
      work_history_manual: [
        ...current.work_history_manual,
        { title: 'Named Chair', subTitle: 'Smith Chair in Finance', school: 'Sloan School of Management', institution: 'Massachusetts Institute of Technology', univId: w.mit, from: 2000, to: 2001, isNew: true },
        { title: 'Researcher / Visiting / Post-doc / Affiliate', subTitle: 'Affiliate', school: 'Sloan School of Management', institution: 'Massachusetts Institute of Technology', univId: w.mit, from: YEAR, to: 'Present', isNew: true },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().warnings).toEqual(expect.arrayContaining([
      WORK_HISTORY_WARNINGS.multipleCurrentPositions, WORK_HISTORY_WARNINGS.chairWithoutProfessor,
      'You already have a current (Present) position at this university. If your earlier position there has ended, please set its To year.',
    ]));
  });

  it('refuses non-admins changing a work entry\'s school or university; an admin may', async () => {
    const current = (await get('faculty', '/api/profile/get_profile')).json();
    const entries = current.work_history_manual as Array<Record<string, unknown>>;
    const before = await snapshot(w.own);
    const moved = await put('faculty', { work_history_manual: entries.map((e, i) => (i === 0 ? { ...e, school: 'Another School' } : e)) });
    expect(moved.statusCode).toBe(403);
    expect(moved.json().message).toBe(WORK_LOCKED_MESSAGE);
    expect(await snapshot(w.own)).toEqual(before);

    const admin = await put('admin', { work_history_manual: entries.slice(0, 3).map((e, i) => (i === 0 ? { ...e, school: 'GSB' } : e)) }, `/api/profile/${w.own}`);
    expect(admin.statusCode, admin.body).toBe(200);
    expect(admin.json().work_history_manual.map((e: { school: string }) => e.school)).toEqual(['GSB', 'Sloan School of Management', 'Sloan School of Management']);
    expect((await auditOf(t, w.own))[0]).toMatchObject({ action: 'profile.admin_update', actor_user_id: w.users.admin });
  });

  it('a faculty member removes a wrong work entry of their own (issue 22); another faculty member\'s entries are out of reach (403, nothing changed)', async () => {
    const entries = (await get('faculty', '/api/profile/get_profile')).json().work_history_manual as Array<{ id: number; title: string; subTitle: string }>;
    expect(entries.length).toBeGreaterThan(1);
    const wrong = entries.at(-1)!;
    const removed = await put('faculty', { work_history_manual: entries.filter((e) => e.id !== wrong.id) });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().work_history_manual.map((e: { id: number }) => e.id)).toEqual(entries.filter((e) => e.id !== wrong.id).map((e) => e.id));
    expect((await get('faculty', '/api/profile/get_profile')).json().work_history_manual).toHaveLength(entries.length - 1);
    expect((await auditOf(t, w.own))[0]).toMatchObject({ action: 'profile.update', actor_user_id: w.users.faculty });

    const before = await snapshot(w.other);
    const othersEntries = (before as { work_history_manual: unknown[] }).work_history_manual;
    const refused = await put('faculty', { work_history_manual: [] }, `/api/profile/${w.other}`);
    expect(refused.statusCode).toBe(403);
    expect(await snapshot(w.other)).toEqual(before);
    expect((await snapshot(w.other) as { work_history_manual: unknown[] }).work_history_manual).toEqual(othersEntries);
  });

  it('uses the fallback departments at a university without departments, creating the one chosen', async () => {
    const dept = await get('otherFaculty', `/api/dept?id=${w.harvard}`);
    expect(dept.json()).toEqual({ departments: BUSINESS_SCHOOL_DEPARTMENTS.map((name) => ({ name })), status: 'Pending', fallback: true });
    const response = await put('otherFaculty', { department: ['finance'] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ department: ['Finance'], percent_appointment: { Finance: 100 } });
    expect((await get('otherFaculty', `/api/dept?id=${w.harvard}`)).json()).toEqual({ departments: [{ name: 'Finance' }], status: 'Pending', fallback: false });
    expect((await put('otherFaculty', { department: ['Astrology'] })).statusCode).toBe(400);
  });

  it('lists a university\'s departments and status; 404 for an unknown university', async () => {
    expect((await get('faculty', `/api/dept?id=${w.stanford}`)).json()).toEqual({
      departments: [{ name: 'Accounting' }, { name: 'Finance' }, { name: 'Marketing' }], status: 'Completed', fallback: false,
    });
    expect((await get('university', '/api/dept')).json().departments).toHaveLength(3);
    expect((await get('faculty', '/api/dept?id=99999999')).statusCode).toBe(404);
  });

  it('a verified profile is read-only for its owner (403, nothing changed) and editable by an admin', async () => {
    const before = await snapshot(w.verified);
    const refused = await put('verifiedFaculty', { bio: 'new bio' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(PROFILE_VERIFIED_MESSAGE);
    expect(await snapshot(w.verified)).toEqual(before);
    const admin = await put('admin', { bio: 'Edited by an admin' }, `/api/profile/${w.verified}`);
    expect(admin.statusCode).toBe(200);
    expect(admin.json().bio).toBe('Edited by an admin');
    expect((await auditOf(t, w.verified))[0]).toMatchObject({ action: 'profile.admin_update', before: { bio: '' }, after: { bio: 'Edited by an admin' } });
  });

  it('a save is stored with its audit entry or not at all: when the entry cannot be written it answers 500 and nothing changed (docs/reliability.md, "Faults")', async () => {
    const before = await snapshot(w.other);
    const auditBefore = await auditOf(t, w.other);
    // the database refuses this profile's audit entries (a trigger, as a connection lost at that moment would)
    await sql`CREATE FUNCTION refuse_audit_h18() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'audit refused'; END $$`.execute(t.db);
    await sql`CREATE TRIGGER refuse_audit_h18 BEFORE INSERT ON audit_log FOR EACH ROW WHEN (NEW.entity_type = 'author' AND NEW.entity_id = ${sql.lit(String(w.other))}) EXECUTE FUNCTION refuse_audit_h18()`.execute(t.db);
    try {
      const failed = await put('admin', { bio: 'Never stored' }, `/api/profile/${w.other}`);
      expect(failed.statusCode).toBe(500);
      expect(await snapshot(w.other)).toEqual(before);
      expect(await auditOf(t, w.other)).toEqual(auditBefore);
    } finally {
      await sql`DROP TRIGGER refuse_audit_h18 ON audit_log`.execute(t.db);
      await sql`DROP FUNCTION refuse_audit_h18()`.execute(t.db);
    }
    const saved = await put('admin', { bio: 'Stored with its entry' }, `/api/profile/${w.other}`);
    expect(saved.statusCode).toBe(200);
    expect((await snapshot(w.other)).bio).toBe('Stored with its entry');
    expect((await auditOf(t, w.other))[0]).toMatchObject({ action: 'profile.admin_update', after: { bio: 'Stored with its entry' } });
  });

  it('lets an admin save incomplete personal information and admin-only fields; refuses another faculty\'s profile', async () => {
    const admin = await put('admin', { first_name: 'Paul', last_name: 'Plain', email: '', marker: 30, name_variations: ['P. Plain', 'p. plain', 'Paul A. Plain'], unusual_work_hist: true, univ_profile_link: 'https://mit.edu/plain' }, `/api/profile/${w.plain}`);
    expect(admin.statusCode, admin.body).toBe(200);
    expect(admin.json()).toMatchObject({ email: '', marker: 30, name_variations: ['P. Plain', 'Paul A. Plain'], unusual_work_hist: true, univ_profile_link: 'https://mit.edu/plain' });

    const before = await snapshot(w.other);
    const refused = await t.app.inject({ method: 'PUT', url: `/api/profile/${w.other}`, headers: await w.headers('faculty'), payload: { update: { bio: 'mine now' } } });
    expect(refused.statusCode).toBe(403);
    expect(await snapshot(w.other)).toEqual(before);
  });

  it('GET univ_profile/get_univ_profile answers the university user\'s university', async () => {
    const response = await get('university', '/api/univ_profile/get_univ_profile');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      _id: w.stanford, abbreviation: 'SU', business_school: 'Graduate School of Business', country: 'USA',
      departments: [{ name: 'Accounting' }, { name: 'Finance' }, { name: 'Marketing' }], domain: 'stanford.edu', name: 'Stanford University', status: 'Completed', profile_picture: '',
    });
    expect((await get('faculty', '/api/univ_profile/get_univ_profile')).statusCode).toBe(403);
  });

  it('keywords: the author\'s own, sorted, and those used across the catalogue, most used first', async () => {
    await t.db.updateTable('authors').set({ keywords: ['Pricing', 'Auctions'] }).where('id', '=', w.other).execute();
    await t.db.updateTable('authors').set({ keywords: ['Auctions'] }).where('id', '=', w.plain).execute();
    const own = (await get('faculty', '/api/get_profile_keywords')).json();
    expect(own.keywords).toEqual(['Pricing']);
    expect(own.suggestions.slice(0, 2)).toEqual(['Auctions', 'Pricing']);
    expect((await get('university', `/api/get_auth_keywords/${w.other}`)).json().keywords).toEqual(['Auctions', 'Pricing']);
    expect((await get('faculty', '/api/get_auth_keywords/99999999')).statusCode).toBe(404);
  });
});
