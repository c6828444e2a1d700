import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, createUser, loginAs, type TestApp } from './support/testApp.ts';
import { insertAuthor, insertDepartment, insertPaper, insertUniversity } from './support/adminFixtures.ts';

describe('faculty directory, admin author search, similar authors, paper search, manual mapping', () => {
  let t: TestApp;
  let admin: string;
  let university: string;
  let faculty: string;
  let own: number;
  let other: number;
  const a = {} as Record<'amir' | 'elsewhere' | 'ghost' | 'loner' | 'mia' | 'second' | 'zoe', number>;

  const get = (url: string, token = admin) => t.app.inject({ method: 'GET', url: `/api/${url}`, headers: bearer(token) });
  const ids = (rows: Array<{ id?: number; author_id?: number }>) => rows.map((row) => Object.entries(a).find(([, id]) => id === (row.id ?? row.author_id))?.[0] ?? '?');

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.db;
    own = await insertUniversity(db, 'Zeta University');
    other = await insertUniversity(db, 'Eta University');
    const finance = await insertDepartment(db, own, 'Finance');
    const marketing = await insertDepartment(db, own, 'Marketing');
    a.zoe = await insertAuthor(db, { first: 'Zoe', last: 'Adams', universityId: own, marker: 3, email: 'zoe@zeta.edu', departments: [[finance, 50], [marketing, 50]], firstYearCareer: 2001 });
    a.amir = await insertAuthor(db, { first: 'Amir', last: 'Zahedi', universityId: own, marker: 1, email: '=cmd|calc', departments: [[marketing, 100]], firstYearCareer: 2015 });
    a.mia = await insertAuthor(db, { first: 'Mia', last: 'Müller', universityId: own, marker: null, departments: [[finance, 100]], firstYearCareer: 2008 });
    a.ghost = await insertAuthor(db, { first: 'Ghost', last: 'Merged', universityId: own });
    await db.updateTable('authors').set({ merged_into_id: a.zoe }).where('id', '=', a.ghost).execute();
    a.elsewhere = await insertAuthor(db, { first: 'Eli', last: 'Elsewhere', universityId: other, firstYearCareer: 1999 });
    a.second = await insertAuthor(db, { first: 'Sam', last: 'Second', universityId: other, firstYearCareer: null });
    a.loner = await insertAuthor(db, { first: 'Lou', last: 'Loner', universityId: other });
    // Zoe wrote with Amir and Eli; Eli wrote with Sam: Amir and Eli are primary, Sam secondary
    await insertPaper(db, { title: 'Market microstructure and liquidity', year: 2010, authors: [a.zoe, a.amir, { first: 'Outside', last: 'Person' }] });
    await insertPaper(db, { title: 'Liquidity in emerging markets', year: 2012, authors: [a.zoe, a.elsewhere] });
    await insertPaper(db, { title: 'A third paper', year: 2014, authors: [a.elsewhere, a.second] });

    await createUser(db, { username: 'dir-admin', type: 'admin' });
    await createUser(db, { username: 'dir-university', type: 'university', universityId: own });
    await createUser(db, { username: 'dir-faculty', type: 'faculty', authorId: a.zoe, universityId: own });
    admin = await loginAs(t.app, 'dir-admin');
    university = await loginAs(t.app, 'dir-university');
    faculty = await loginAs(t.app, 'dir-faculty');
  });
  afterAll(async () => { await t.close(); });

  it('lists a university\'s current faculty with departments, sorted and filtered', async () => {
    const res = await get(`get_authors?id=${own}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(3);
    expect(res.json().authors[0]).toEqual({ id: a.amir, first_name: 'Amir', last_name: 'Zahedi', profile_picture: '', univ_name: 'Zeta University', email: '=cmd|calc', marker: 1, department: ['Marketing'] });
    expect(ids((await get(`get_authors?id=${own}`)).json().authors)).toEqual(['amir', 'mia', 'zoe']);
    expect(ids((await get(`get_authors?id=${own}&sort=first_name_dec`)).json().authors)).toEqual(['zoe', 'mia', 'amir']);
    expect(ids((await get(`get_authors?id=${own}&sort=last_name_inc`)).json().authors)).toEqual(['zoe', 'mia', 'amir']);
    expect(ids((await get(`get_authors?id=${own}&sort=last_name_dec`)).json().authors)).toEqual(['amir', 'mia', 'zoe']);
    expect(ids((await get(`get_authors?id=${own}&sort=marker_inc`)).json().authors)).toEqual(['amir', 'zoe', 'mia']);
    expect(ids((await get(`get_authors?id=${own}&sort=marker_dec`)).json().authors)).toEqual(['zoe', 'amir', 'mia']);
    expect(ids((await get(`get_authors?id=${own}&department=finance`)).json().authors)).toEqual(['mia', 'zoe']);
    expect(ids((await get(`get_authors?id=${own}&name=muller`)).json().authors)).toEqual(['mia']);
    expect((await get(`get_authors?id=${own}&name=nobody`)).json()).toEqual({ authors: [], total: 0 });
  });

  it('refuses a missing university, another university\'s directory and bad sorts', async () => {
    const missing = await get('get_authors');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Please select a university');
    expect((await get('get_authors?id=abc')).json().message).toBe('Please select a university');
    expect((await get(`get_authors?id=${own}&sort=random`)).statusCode).toBe(400);
    expect((await get('get_authors?id=999999')).statusCode).toBe(404);
    expect((await get(`get_authors?id=${own}`, university)).statusCode).toBe(200);
    expect((await get(`get_authors?id=${other}`, university)).statusCode).toBe(403);
    expect((await get(`get_authors?id=${own}`, faculty)).statusCode).toBe(403);
  });

  it("'Download Report': a CSV of the list with the seed's columns, cells escaped", async () => {
    const res = await get(`get_authors/report?id=${own}&sort=last_name_inc`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe('attachment; filename="facultyDirectory_Zeta_University.csv"');
    expect(res.body).toBe([
      '"First Name","Last Name","Email","Marker","Departments"',
      '"Zoe","Adams","zoe@zeta.edu",3,"Finance; Marketing"',
      '"Mia","Müller",,,"Finance"',
      `"Amir","Zahedi","'=cmd|calc",1,"Marketing"`,
      '',
    ].join('\r\n'));
    expect((await get(`get_authors/report?id=${other}`, university)).statusCode).toBe(403);
  });

  it('admin author search across universities, paged', async () => {
    const all = (await get('admin/author_search?sort=last_name_inc&limit=2')).json();
    expect(all.total).toBe(6);
    expect(ids(all.authors)).toEqual(['zoe', 'elsewhere']);
    expect(ids((await get(`admin/author_search?university_id=${other}&sort=first_name_inc`)).json().authors)).toEqual(['elsewhere', 'loner', 'second']);
  });

  it('similar authors: primary and secondary co-authors, first year of career descending, within a cohort range', async () => {
    const res = await get(`get_similar_auth/${a.zoe}`, university);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(ids(body.primary_co_authors)).toEqual(['amir', 'elsewhere']);
    expect(ids(body.secondary_co_authors)).toEqual(['second']);
    expect(body.authors.map((row: { author_id: number; relation: string }) => [ids([row])[0], row.relation])).toEqual([['amir', 'primary'], ['elsewhere', 'primary'], ['second', 'secondary']]);
    expect(body.primary_co_authors[0]).toEqual({ author_id: a.amir, first_name: 'Amir', last_name: 'Zahedi', profile_picture: '', univ_name: 'Zeta University', email: '=cmd|calc', first_year_career: 2015 });
    // Zoe started in 2001: -2..+2 keeps 1999 (Eli) only
    expect(ids((await get(`get_similar_auth/${a.zoe}?start=-2&end=2`)).json().authors)).toEqual(['elsewhere']);
    expect((await get(`get_similar_auth/${a.zoe}?start=-11`)).statusCode).toBe(400);
    expect((await get(`get_similar_auth/${a.zoe}?end=11`)).statusCode).toBe(400);
    expect((await get(`get_similar_auth/${a.loner}`)).json().authors).toEqual([]);
    expect((await get(`get_similar_auth/${a.ghost}`)).statusCode).toBe(404);
    expect((await get(`get_similar_auth/${a.zoe}`, faculty)).statusCode).toBe(403);
  });

  it('paper search by title, with the printed authors', async () => {
    const res = await get('paper_search/liquidity', faculty);
    expect(res.statusCode).toBe(200);
    const papers = res.json().papers;
    expect(papers.map((p: { document_title: string }) => p.document_title).sort()).toEqual(['Liquidity in emerging markets', 'Market microstructure and liquidity']);
    const micro = papers.find((p: { document_title: string }) => p.document_title.startsWith('Market'));
    expect(micro.authors).toEqual([
      { first_name: 'Zoe', mid_name: '', last_name: 'Adams', id: a.zoe },
      { first_name: 'Amir', mid_name: '', last_name: 'Zahedi', id: a.amir },
      { first_name: 'Outside', mid_name: '', last_name: 'Person', id: null },
    ]);
    expect((await get('paper_search/x')).statusCode).toBe(400);
    expect((await get('paper_search/100%25_%5C')).json().papers).toEqual([]);
  });

  it('manual mapping: by name within a university, names trimmed', async () => {
    const res = await get(`manual_mapping_search?first_name=%20mia%20&last_name=mueller&univ_id=${own}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().authors[0]).toEqual({ author_id: a.mia, first_name: 'Mia', last_name: 'Müller', pic: '', univ_name: 'Zeta University', email: '' });
    expect(ids((await get(`manual_mapping_search?last_name=adams&univ_id=${own}`)).json().authors)).toEqual(['zoe']);
    expect((await get(`manual_mapping_search?last_name=adams&univ_id=${other}`)).json().authors).toEqual([]);
    expect((await get('manual_mapping_search?last_name=adams')).json().message).toBe('Please select a university');
    expect((await get(`manual_mapping_search?univ_id=${own}`)).json().message).toBe('Enter a first name or a last name');
  });
});
