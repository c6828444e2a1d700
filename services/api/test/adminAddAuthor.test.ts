import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, createUser, loginAs, type TestApp } from './support/testApp.ts';
import { multipart, onePagePdf } from './support/profileFixtures.ts';
import { insertAuthor, insertUniversity } from './support/adminFixtures.ts';

describe('Add Author: look if the author exists, then create a new record with every seed rule', () => {
  let t: TestApp;
  let admin: string;
  let university: number;
  const storage = `/tmp/ri-add-author-${process.pid}-${Date.now()}`;

  const form = (extra: Record<string, string> = {}) => ({
    first_name: 'Grace', last_name: 'Newton', mid_name: 'A.', email: 'grace.newton@mu.edu', title: 'Assistant Professor (tenure-track)',
    suffix: '', prefix: 'Dr.', univ_name: 'Mu University', marker: '',
    google_scholar_link: '', google_scholar_author_name: '', google_scholar_author_id: '',
    research_gate_link: '', research_gate_author_name: '', research_gate_author_id: '', ...extra,
  });
  const add = async (fields: Record<string, string>, file?: { name: string; type: string; bytes: Uint8Array }) => {
    const body = await multipart(fields, file);
    return t.app.inject({ method: 'POST', url: '/api/add_author_tool/add', headers: { ...bearer(admin), ...body.headers }, payload: body.payload });
  };
  const count = async () => Number((await t.db.selectFrom('authors').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

  beforeAll(async () => {
    t = await createTestApp({ STORAGE_DIR: storage });
    university = await insertUniversity(t.db, 'Mu University');
    await insertAuthor(t.db, { first: 'Isaac', last: 'Newton', universityId: university });
    await createUser(t.db, { username: 'aa-admin', type: 'admin' });
    admin = await loginAs(t.app, 'aa-admin');
  });
  afterAll(async () => {
    await t.close();
    await rm(storage, { recursive: true, force: true });
  });

  it("'Look if Author exists' needs both names; answers the seed's author records", async () => {
    for (const query of ['first_name=isaac', 'last_name=newton', 'first_name=%20&last_name=newton']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/add_author_tool/auth_search?${query}`, headers: bearer(admin) });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toBe('First name and last name are required to search for authors');
    }
    const res = await t.app.inject({ method: 'GET', url: '/api/add_author_tool/auth_search?first_name=Isaac&last_name=Newton', headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    expect(res.json().authors).toEqual([expect.objectContaining({ first_name: 'Isaac', last_name: 'Newton', univ_name: 'Mu University', bow_papers: [] })]);
  });

  it('refuses every missing or wrong field with the seed\'s message, creating nothing', async () => {
    const before = await count();
    const cases: Array<[Record<string, string>, string]> = [
      [{ first_name: '' }, 'Complete all required fields'],
      [{ last_name: ' ' }, 'Complete all required fields'],
      [{ univ_name: '' }, 'Complete all required fields'],
      [{ email: '' }, 'Complete all required fields'],
      [{ title: '' }, 'Complete all required fields'],
      [{ title: 'Named Chair' }, 'Complete all required fields'],
      [{ email: 'not-an-address' }, 'Email is not valid'],
      [{ google_scholar_link: 'https://scholar.google.com/citations?user=abcDEF123AAJ' }, 'Please enter author name from google scholar'],
      [{ google_scholar_link: 'https://scholar.google.com/citations?hl=en', google_scholar_author_name: 'Grace Newton' }, 'Invalid Google Scholar link'],
      [{ research_gate_link: 'https://www.researchgate.net/profile/Grace-Newton' }, 'Please enter author name from Researchgate'],
      [{ research_gate_link: 'https://www.researchgate.net/Grace', research_gate_author_name: 'Grace Newton' }, 'Invalid Researchgate link'],
      [{ univ_name: 'Nowhere University' }, 'Please select a university from the list.'],
    ];
    for (const [extra, message] of cases) {
      const res = await add(form(extra));
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json().message, JSON.stringify(extra)).toBe(message);
    }
    const notPdf = await add(form(), { name: 'cv.pdf', type: 'application/pdf', bytes: new TextEncoder().encode('<html>not a pdf</html>') });
    expect(notPdf.statusCode).toBe(415);
    const tooLarge = await add(form(), { name: 'cv.pdf', type: 'application/pdf', bytes: new Uint8Array(10 * 1024 * 1024 + 1).fill(37) });
    expect(tooLarge.statusCode).toBe(413);
    const json = await t.app.inject({ method: 'POST', url: '/api/add_author_tool/add', headers: bearer(admin), payload: form() });
    expect(json.statusCode).toBe(415);
    expect(await count()).toBe(before);
  });

  it('creates the record with the ids taken from the links and the CV stored; a second one with the same name answers 409', async () => {
    const res = await add(form({
      google_scholar_link: 'https://scholar.google.com/citations?user=GNewt0nAAAAJ&hl=en', google_scholar_author_name: 'Grace Newton', google_scholar_author_id: 'ignored',
      research_gate_link: 'https://www.researchgate.net/profile/Grace-Newton-2', research_gate_author_name: 'Grace A. Newton',
    }), { name: 'cv.pdf', type: 'application/pdf', bytes: await onePagePdf() });
    expect(res.statusCode).toBe(200);
    const { author_id: authorId, cv, message } = res.json();
    expect(message).toBe('Author added successfully');
    const author = await t.db.selectFrom('authors').selectAll().where('id', '=', authorId).executeTakeFirstOrThrow();
    expect(author).toMatchObject({
      first_name: 'Grace', mid_name: 'A.', last_name: 'Newton', prefix: 'Dr.', email: 'grace.newton@mu.edu', university_id: university,
      position: 'Assistant Professor', marker: 1, gs_author_id: 'GNewt0nAAAAJ', gs_author_name: 'Grace Newton',
      rg_author_id: 'Grace-Newton-2', rg_author_name: 'Grace A. Newton', search_name: 'grace newton', cv,
    });
    expect(cv).toMatch(/\/api\/files\/cv-[0-9a-f-]+\.pdf$/);
    const file = await t.app.inject({ method: 'GET', url: cv.slice(cv.indexOf('/api/')), headers: bearer(admin) });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(await t.db.selectFrom('audit_log').select('action').where('entity_id', '=', String(authorId)).where('action', '=', 'author.create').execute()).toHaveLength(1);
    const refresh = await t.db.selectFrom('job_runs').select('payload').where('queue', '=', 'analytics-refresh').execute();
    expect(refresh.some((run) => (run.payload as { authorIds?: number[] }).authorIds?.includes(authorId))).toBe(true);

    const again = await add(form({ email: 'other@mu.edu' }));
    expect(again.statusCode).toBe(409);
    // a title without a fixed one takes the position title; without a CV the record has none
    const chair = await add(form({ first_name: 'Ada', last_name: 'Chairwoman', title: 'Named Chair', position_title: 'Smith Chair of Finance', marker: '7' }));
    expect(chair.statusCode).toBe(200);
    expect(await t.db.selectFrom('authors').select(['position', 'marker', 'cv']).where('id', '=', chair.json().author_id).executeTakeFirstOrThrow())
      .toEqual({ position: 'Smith Chair of Finance', marker: 7, cv: '' });
  });
});
