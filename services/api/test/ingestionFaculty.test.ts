import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIRECTORY_REPEAT_MESSAGES } from '@ri/ingestion';
import { FIXTURES, send, serve, startHarness, tokenFor, type Harness } from './ingestionHelpers.ts';
import { createUser } from './support/testApp.ts';

// Two real-world directory layouts written for this test: a paginated table, and a card grid whose
// cards link to profile pages. robots.txt disallows one path; one profile answers JSON, one
// university's listing is not HTML at all.
const html = (body: string) => send('text/html; charset=utf-8', `<!doctype html><html><head><title>Faculty</title></head><body>${body}</body></html>`);
const tableRow = (name: string, email: string, title: string, department: string) =>
  `<tr><td class="name"><a href="/faculty/${name.toLowerCase().replaceAll(' ', '-')}">${name}</a></td><td class="title">${title}</td><td class="dept">${department}</td><td class="email"><a href="mailto:${email}">${email}</a></td></tr>`;
const tablePage = (rows: string[], next: string | null) => html(`<main><h1>Our faculty</h1><table class="directory"><thead><tr><th>Name</th><th>Title</th><th>Department</th><th>E-mail</th></tr></thead>
  <tbody>${rows.join('')}</tbody></table>${next ? `<nav><a class="next" href="${next}">Next &raquo;</a></nav>` : ''}</main>`);
const card = (name: string, slug: string) => `<div class="card"><img src="/img/${slug}.jpg" alt=""><h3 class="card-title">${name}</h3><a class="more" href="/people/${slug}">Profile</a></div>`;
const profile = (email: string, title: string, department: string) => html(`<article><p class="role">${title}</p><p class="unit">${department}</p><a class="mail" href="mailto:${email}">Email me</a><img class="portrait" src="/img/p.jpg"></article>`);

// the business-school directory of tests/fixtures/directory (README there): two pages, '?page=1' and '?page=2'
const directoryPages = [1, 2].map((n) => readFileSync(new URL(`directory/faculty-directory-page${n}.html`, FIXTURES), 'utf8'));

describe('Update Faculty: directory configuration, polite scraping of two layouts, search, check, compare and actions', () => {
  let h: Harness;
  let site: Awaited<ReturnType<typeof serve>>;
  let tableUni: number;
  let cardUni: number;
  let jsonUni: number;
  const authors = {} as Record<'ann' | 'bob' | 'cy' | 'gone' | 'eve', number>;

  beforeAll(async () => {
    h = await startHarness();
    site = await serve({
      '/robots.txt': send('text/plain', 'User-agent: *\nDisallow: /faculty/private\n'),
      '/faculty/list': tablePage([
        tableRow('Ann Lee', 'ann.lee@table.edu', 'Associate Professor', 'Finance'),
        tableRow('Bob Stone', 'bob@table.edu', 'Professor', 'Marketing'),
      ], '/faculty/list?page=2'),
      '/faculty/list?page=2': tablePage([
        tableRow('Cy J. Moss', 'cy@table.edu', 'Assistant Professor', 'Finance'),
        tableRow('Dana New', 'dana@table.edu', 'Lecturer', ''),
        '<tr><td class="name"></td><td>an empty row is skipped</td></tr>',
      ], '/faculty/private/list?page=3'),
      '/faculty/private/list?page=3': tablePage([tableRow('Hidden Person', 'hidden@table.edu', 'Professor', 'Finance')], null),
      '/people': html(`<section class="grid">${card('Eve Ray', 'eve-ray')}${card('Finn Oak', 'finn-oak')}${card('Gil Broken', 'broken')}</section>`),
      '/people/eve-ray': profile('eve@cards.edu', 'Assistant Professor', 'Accounting'),
      '/people/finn-oak': profile('finn@cards.edu', 'Professor of Practice', 'Strategy'),
      '/people/broken': send('application/json', '{"error": "gone"}'),
      '/data.json': send('application/json', '{"people": []}'),
      // a directory whose pages repeat: page 2 lists Ben again and its 'next' link leads back to page 1 (its URL spelled
      // with the parameters in another order and a fragment; this server answers any query of a path with its page); and one that ignores its page parameter (every ?page=N is the first page)
      '/loop/people': tablePage([tableRow('Ann Loop', 'ann@loop.edu', 'Professor', 'Finance'), tableRow('Ben Loop', 'ben@loop.edu', 'Lecturer', 'Finance')], '/loop/people?sort=name&page=2'),
      '/loop/people?sort=name&page=2': tablePage([tableRow('Ben Loop', 'ben@loop.edu', 'Lecturer', 'Finance'), tableRow('Cat Loop', 'cat@loop.edu', 'Professor', 'Finance')], '/loop/people?view=table&dept=all#list'),
      '/school/faculty': (request, response) => send('text/html; charset=utf-8', directoryPages[new URL(request.url!, 'http://x').searchParams.get('page') === '2' ? 1 : 0]!)(request, response),
      '/same/people': tablePage([tableRow('Dan Same', 'dan@same.edu', 'Professor', 'Finance'), tableRow('Eli Same', 'eli@same.edu', 'Professor', 'Finance')], null),
    });
    const { db } = h.t;
    const unis = await db.insertInto('universities').values([{ name: 'Table University' }, { name: 'Card University' }, { name: 'Json University' }]).returning('id').execute();
    [tableUni, cardUni, jsonUni] = unis.map((u) => u.id) as [number, number, number];
    const rows = await db.insertInto('authors').values([
      { first_name: 'Ann', last_name: 'Lee', search_name: 'ann lee', email: 'ann.lee@table.edu', marker: 1, position: 'Assistant Professor', university_id: tableUni },
      { first_name: 'Bob', last_name: 'Stone', search_name: 'bob stone', marker: 6, university_id: tableUni },
      { first_name: 'Cy', last_name: 'Moss', search_name: 'cy moss', marker: 1, university_id: tableUni },
      { first_name: 'Gone', last_name: 'Away', search_name: 'gone away', marker: 9, university_id: tableUni },
      { first_name: 'Eve', last_name: 'Ray', search_name: 'eve ray', marker: 0, university_id: cardUni },
    ]).returning('id').execute();
    (['ann', 'bob', 'cy', 'gone', 'eve'] as const).forEach((key, i) => { authors[key] = rows[i]!.id; });
    await createUser(db, { username: 'table-school', type: 'university', universityId: tableUni });
    await createUser(db, { username: 'table-faculty', type: 'faculty', authorId: authors.ann, universityId: tableUni });
  });
  afterAll(async () => {
    await site.close();
    await h.close();
  });

  async function configure(universityId: number, config: object) {
    const response = await h.t.app.inject({ method: 'PUT', url: `/api/directory_config/${universityId}`, headers: h.admin, payload: config });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }
  async function scrape(universityId: number, headers = h.admin) {
    const response = await h.t.app.inject({ method: 'GET', url: `/api/update_faculty?id=${universityId}&type=scrape`, headers });
    expect(response.statusCode, response.body).toBe(202);
    const events = await h.follow(response.json());
    expect(events.at(-1)?.kind).toBe('completed');
    return (events.at(-1) as { result: Record<string, number> }).result;
  }

  it('keeps one directory configuration per university, editable by admins only', async () => {
    const table = {
      listing_url: `${site.url}/faculty/list`,
      pagination: { type: 'next_link', selector: 'a.next', max_pages: 10 },
      selectors: { item: 'table.directory tbody tr', name: 'td.name', email: 'td.email a', title: 'td.title', department: 'td.dept', profile_link: 'td.name a' },
    };
    expect(await configure(tableUni, table)).toMatchObject({ university_id: tableUni, ...table, profile_selectors: null });
    await configure(cardUni, {
      listing_url: `${site.url}/people`,
      selectors: { item: '.grid .card', name: 'h3.card-title', picture: 'img', profile_link: 'a.more' },
      profile_selectors: { email: 'a.mail', title: '.role', department: '.unit' },
    });
    await configure(jsonUni, { listing_url: `${site.url}/data.json`, selectors: { item: 'li', name: 'li' } });
    const got = await h.t.app.inject({ method: 'GET', url: `/api/directory_config/${cardUni}`, headers: h.admin });
    expect(got.json()).toMatchObject({ pagination: { type: 'none' }, profile_selectors: { email: 'a.mail' } });
    const school = await tokenFor(h.t, 'table-school');
    expect((await h.t.app.inject({ method: 'GET', url: `/api/directory_config/${tableUni}`, headers: school })).statusCode).toBe(403);
    expect((await h.t.app.inject({ method: 'PUT', url: `/api/directory_config/${tableUni}`, headers: h.admin, payload: { ...table, listing_url: 'ftp://x.edu/list' } })).statusCode).toBe(400);
    expect((await h.t.app.inject({ method: 'GET', url: '/api/directory_config/999999', headers: h.admin })).statusCode).toBe(404);
  });

  it('scrapes the paginated table politely: robots.txt honoured, one request per 500 ms, a User-Agent naming the product', async () => {
    const school = await tokenFor(h.t, 'table-school');
    const result = await scrape(tableUni, school);
    expect(result).toMatchObject({ created: 4, updated: 0, rejected: 1 });
    const run = await h.t.db.selectFrom('import_runs').selectAll().where('id', '=', result.import_run_id!).executeTakeFirstOrThrow();
    expect(run).toMatchObject({ source: 'directory', university_id: tableUni, status: 'completed' });
    expect(run.rejected_rows).toEqual([{ position: `page 3 (${site.url}/faculty/private/list?page=3)`, reason: 'robots.txt disallows this page' }]);
    const requests = site.requests.filter((r) => r.path.startsWith('/faculty') || r.path === '/robots.txt');
    expect(requests.map((r) => r.path)).toEqual(['/robots.txt', '/faculty/list', '/faculty/list?page=2']);
    for (let i = 1; i < requests.length; i++) expect(requests[i]!.at - requests[i - 1]!.at).toBeGreaterThanOrEqual(490);
    expect(requests.every((r) => /ResearchInsightsBot/.test(r.userAgent))).toBe(true);
    const entries = await h.t.db.selectFrom('directory_entries').selectAll().where('university_id', '=', tableUni).orderBy('name').execute();
    expect(entries.map((e) => [e.name, e.email, e.position, e.department, e.marker, e.matched_author_id])).toEqual([
      ['Ann Lee', 'ann.lee@table.edu', 'Associate Professor', 'Finance', 2, authors.ann],
      ['Bob Stone', 'bob@table.edu', 'Professor', 'Marketing', 3, authors.bob],
      ['Cy J. Moss', 'cy@table.edu', 'Assistant Professor', 'Finance', 1, authors.cy],
      ['Dana New', 'dana@table.edu', 'Lecturer', '', null, null],
    ]);
    expect(entries[0]!.profile_url).toBe(`${site.url}/faculty/ann-lee`);

    // a second scrape changes nothing but the scrape date
    const again = await scrape(tableUni);
    expect(again).toMatchObject({ created: 0, updated: 0, skipped: 4, rejected: 1 });
  });

  it('scrapes the card grid and each profile page; a profile or listing that is not HTML is a rejected row', async () => {
    const result = await scrape(cardUni);
    expect(result).toMatchObject({ created: 3, rejected: 1 });
    const entries = await h.t.db.selectFrom('directory_entries').select(['name', 'email', 'position', 'department', 'profile_picture', 'matched_author_id']).where('university_id', '=', cardUni).orderBy('name').execute();
    expect(entries).toEqual([
      { name: 'Eve Ray', email: 'eve@cards.edu', position: 'Assistant Professor', department: 'Accounting', profile_picture: `${site.url}/img/eve-ray.jpg`, matched_author_id: authors.eve },
      { name: 'Finn Oak', email: 'finn@cards.edu', position: 'Professor of Practice', department: 'Strategy', profile_picture: `${site.url}/img/finn-oak.jpg`, matched_author_id: null },
      { name: 'Gil Broken', email: '', position: '', department: '', profile_picture: `${site.url}/img/broken.jpg`, matched_author_id: null },
    ]);
    const run = await h.t.db.selectFrom('import_runs').select('rejected_rows').where('id', '=', result.import_run_id!).executeTakeFirstOrThrow();
    expect(run.rejected_rows).toEqual([{ position: `profile of Gil Broken (${site.url}/people/broken)`, reason: 'not an HTML page (content type application/json)' }]);
    const json = await scrape(jsonUni);
    expect(json).toMatchObject({ status: 'failed', created: 0, rejected: 1 });
  });

  // Before: a page already read was read again (a 'next' link to page 1 spelled another way, a site that ignores its page
  // parameter) and its people counted again, with no warning: 2 people became 'created 2, skipped 2'.
  it('reads each directory page once and counts each person once: a page that repeats one already read ends the scrape with a rejected row saying so', async () => {
    const [loop, same] = (await h.t.db.insertInto('universities').values([{ name: 'Loop University' }, { name: 'Same University' }]).returning('id').execute()).map((u) => u.id) as [number, number];
    const selectors = { item: 'table.directory tbody tr', name: 'td.name', email: 'td.email a', title: 'td.title', department: 'td.dept' };
    await configure(loop, { listing_url: `${site.url}/loop/people?dept=all&view=table`, pagination: { type: 'next_link', selector: 'a.next', max_pages: 10 }, selectors });
    await configure(same, { listing_url: `${site.url}/same/people`, pagination: { type: 'page_param', param: 'page', max_pages: 5 }, selectors });
    const requestsBefore = site.requests.length;

    const looped = await scrape(loop);
    expect(looped).toMatchObject({ status: 'completed', created: 3, updated: 0, skipped: 0, rejected: 1 });
    const loopRun = await h.t.db.selectFrom('import_runs').select(['rejected_rows', 'summary', 'error']).where('id', '=', looped.import_run_id!).executeTakeFirstOrThrow();
    expect(loopRun.rejected_rows).toEqual([{
      position: `page 2 (${site.url}/loop/people?sort=name&page=2)`,
      reason: `${DIRECTORY_REPEAT_MESSAGES.linksBack} page 1 (${site.url}/loop/people?dept=all&view=table), already read: the scrape stops here`,
    }]);
    // Ben, listed on both pages, once
    expect(loopRun.summary).toMatchObject({ pages: 2, repeated_people: 1 });
    expect((await h.t.db.selectFrom('directory_entries').select('name').where('university_id', '=', loop).orderBy('name').execute()).map((e) => e.name)).toEqual(['Ann Loop', 'Ben Loop', 'Cat Loop']);

    const repeated = await scrape(same);
    expect(repeated).toMatchObject({ status: 'completed', created: 2, updated: 0, skipped: 0, rejected: 1 });
    const sameRun = await h.t.db.selectFrom('import_runs').select(['rejected_rows']).where('id', '=', repeated.import_run_id!).executeTakeFirstOrThrow();
    expect(sameRun.rejected_rows).toEqual([{
      position: `page 2 (${site.url}/same/people?page=2)`,
      reason: `${DIRECTORY_REPEAT_MESSAGES.sameContent} page 1 (${site.url}/same/people): its people are not counted again and the scrape stops here`,
    }]);
    // each page fetched once, and nothing past the repeated one
    expect(site.requests.slice(requestsBefore).map((r) => r.path).filter((p) => p !== '/robots.txt')).toEqual([
      '/loop/people?dept=all&view=table', '/loop/people?sort=name&page=2', '/same/people', '/same/people?page=2',
    ]);

    // the real directory with its page links as the 'next' selector: page 2's first page link is '?page=1', the
    // listing page under another URL (before: its two people counted again, 'created 4, skipped 2')
    const [school] = await h.t.db.insertInto('universities').values([{ name: 'School University' }]).returning('id').execute();
    await configure(school!.id, {
      listing_url: `${site.url}/school/faculty`, pagination: { type: 'next_link', selector: 'a.pagination__page', max_pages: 10 },
      selectors: { item: 'article.faculty-card', name: '.faculty-card__name a', email: 'a.faculty-card__email', title: '.faculty-card__title', department: '.faculty-card__department' },
    });
    const real = await scrape(school!.id);
    expect(real).toMatchObject({ status: 'completed', created: 4, updated: 0, skipped: 0, rejected: 1 });
    const realRun = await h.t.db.selectFrom('import_runs').select(['rejected_rows']).where('id', '=', real.import_run_id!).executeTakeFirstOrThrow();
    expect(realRun.rejected_rows).toEqual([{
      position: `page 3 (${site.url}/school/faculty?page=1)`,
      reason: `${DIRECTORY_REPEAT_MESSAGES.sameContent} page 1 (${site.url}/school/faculty): its people are not counted again and the scrape stops here`,
    }]);

    // a second scrape of each: the same outcome, everyone unchanged and counted once
    expect(await scrape(loop)).toMatchObject({ created: 0, updated: 0, skipped: 3, rejected: 1 });
    expect(await scrape(same)).toMatchObject({ created: 0, updated: 0, skipped: 2, rejected: 1 });
  });

  it('search lists the stored rows; check lists markers 0 and 9 and missing e-mail, department or position', async () => {
    const search = await h.t.app.inject({ method: 'GET', url: `/api/update_faculty?id=${tableUni}&type=search`, headers: h.admin });
    expect(search.statusCode).toBe(200);
    const body = search.json();
    expect(body.type).toBe('search');
    expect(body.data).toHaveLength(4);
    expect(body.data[0]).toMatchObject({ _id: expect.any(Number), name: 'Ann Lee', email: 'ann.lee@table.edu', position: 'Associate Professor', marker: 1, department: 'Finance', profile_picture: '', last_scrape_date: expect.any(String), author_id: authors.ann });
    const check = (await h.t.app.inject({ method: 'GET', url: `/api/update_faculty?id=${cardUni}&type=check`, headers: h.admin })).json();
    expect(check.data.map((r: { name: string; problems: string[] }) => [r.name, r.problems])).toEqual([
      ['Gil Broken', ['Missing marker', 'Missing e-mail', 'Missing department', 'Missing position']],
      // 'Professor of Practice' implies no marker
      ['Finn Oak', ['Missing marker']],
      ['Eve Ray', ['Marker 0']],
    ]);
    const tableCheck = (await h.t.app.inject({ method: 'GET', url: `/api/update_faculty?id=${tableUni}&type=check`, headers: h.admin })).json();
    expect(tableCheck.data.map((r: { name: string; problems: string[] }) => [r.name, r.problems])).toEqual([['Dana New', ['Missing marker', 'Missing department']]]);
    expect((await h.t.app.inject({ method: 'GET', url: `/api/update_faculty?type=search`, headers: h.admin })).json().message).toMatch(/^ID /);
  });

  it('compare sets each person against our authors with the seed\'s actions; actions apply', async () => {
    const compare = (await h.t.app.inject({ method: 'GET', url: `/api/update_faculty?id=${tableUni}&type=compare`, headers: h.admin })).json();
    expect(compare.data.map((r: { name: string; action: string; author_id: number | null }) => [r.name, r.action, r.author_id])).toEqual([
      ['Ann Lee', 'Promoted', authors.ann], ['Cy J. Moss', 'No Middle Name', authors.cy], ['Dana New', 'Add Name', null],
      ['Bob Stone', 'Marker_Mismatch', authors.bob], ['Gone Away', 'Remove Name', authors.gone],
    ]);
    const entry = (name: string) => compare.data.find((r: { name: string }) => r.name === name)._id as number;
    const apply = (payload: object) => h.t.app.inject({ method: 'POST', url: '/api/update_faculty', headers: h.admin, payload: { type: 'apply_action', university_id: tableUni, ...payload } });

    expect((await apply({ action: 'Promoted', entry_id: entry('Ann Lee'), author_id: authors.ann })).json()).toEqual({ message: 'Marker Updated!', author_id: authors.ann });
    expect((await apply({ action: 'No Middle Name', entry_id: entry('Cy J. Moss'), author_id: authors.cy })).statusCode).toBe(200);
    const added = (await apply({ action: 'Add Name', entry_id: entry('Dana New') })).json();
    const { db } = h.t;
    expect(await db.selectFrom('authors').select(['marker', 'position']).where('id', '=', authors.ann).executeTakeFirst()).toEqual({ marker: 2, position: 'Associate Professor' });
    expect((await db.selectFrom('authors').select('mid_name').where('id', '=', authors.cy).executeTakeFirstOrThrow()).mid_name).toBe('J.');
    expect(await db.selectFrom('authors').select(['first_name', 'last_name', 'email', 'university_id']).where('id', '=', added.author_id).executeTakeFirst()).toEqual({ first_name: 'Dana', last_name: 'New', email: 'dana@table.edu', university_id: tableUni });
    const after = (await h.t.app.inject({ method: 'GET', url: `/api/update_faculty?id=${tableUni}&type=compare`, headers: h.admin })).json();
    expect(after.data.map((r: { action: string }) => r.action)).toEqual(['No Action', 'No Action', 'No Action', 'Marker_Mismatch', 'Remove Name']);
    const audit = await db.selectFrom('audit_log').select('action').where('action', 'like', 'update_faculty.%').execute();
    expect(audit.map((a) => a.action).sort()).toEqual(['update_faculty.Add Name', 'update_faculty.No Middle Name', 'update_faculty.Promoted']);
  });

  it('applies a compare action only while the comparison proposes it: a second click, a second tab or a stale row is a 409 that changes nothing', async () => {
    const { db } = h.t;
    const compare = async () => (await h.t.app.inject({ method: 'GET', url: `/api/update_faculty?id=${tableUni}&type=compare`, headers: h.admin })).json()
      .data as Array<{ _id: number | null; name: string; action: string; author_id: number | null }>;
    const apply = (payload: object) => h.t.app.inject({ method: 'POST', url: '/api/update_faculty', headers: h.admin, payload: { type: 'apply_action', university_id: tableUni, ...payload } });
    const state = async () => ({
      authors: await db.selectFrom('authors').select(['id', 'marker', 'position', 'mid_name', 'university_id', 'name_variations']).orderBy('id').execute(),
      departments: await db.selectFrom('author_departments').selectAll().orderBy('author_id').orderBy('department_id').execute(),
    });
    const rows = await compare();
    const entry = (name: string) => rows.find((r) => r.name === name)!._id;

    // applied by the previous test: Add Name (Dana New already has a record now) and Promoted (Ann Lee's marker moved)
    const before = await state();
    const again = await apply({ action: 'Add Name', entry_id: entry('Dana New') });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("'Add Name' no longer applies to this row: the directory comparison has changed since it was loaded (the action was "
      + 'already applied, or the records or the scrape changed). Compare again to see what it proposes now.');
    const promoted = await apply({ action: 'Promoted', entry_id: entry('Ann Lee'), author_id: authors.ann });
    expect(promoted.statusCode).toBe(409);
    expect(promoted.json().message).toContain("and it now proposes 'No Action'");
    // a person the directory lists is not removed
    expect((await apply({ action: 'Remove Name', author_id: authors.ann })).statusCode).toBe(409);
    expect(await state()).toEqual(before);

    // two clicks at once: one applies, the other is refused
    const bob = rows.find((r) => r.author_id === authors.bob)!;
    expect(bob.action).toBe('Marker_Mismatch');
    const both = await Promise.all([0, 1].map(() => apply({ action: 'Marker_Mismatch', entry_id: bob._id, author_id: authors.bob })));
    expect(both.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect((await compare()).find((r) => r.author_id === authors.bob)!.action).toBe('No Action');
  });

  it('updates markers and deletes marker-9 faculty with the seed\'s messages; university users only for their own school', async () => {
    const post = (payload: object, headers = h.admin) => h.t.app.inject({ method: 'POST', url: '/api/update_faculty', headers, payload });
    const missing = await post({ type: 'update_marker', author_id: authors.bob });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Marker needed or different author!');
    expect((await post({ type: 'update_marker', author_id: authors.bob, new_marker: 3, marker_author_id: authors.cy })).json().message).toBe('Marker needed or different author!');
    expect((await post({ type: 'update_marker', author_id: authors.bob, new_marker: 8 })).statusCode).toBe(400);
    expect((await post({ type: 'update_marker', author_id: authors.bob, new_marker: '3' })).json()).toEqual({ message: 'Marker Updated!', author_id: authors.bob });
    expect((await h.t.db.selectFrom('authors').select('marker').where('id', '=', authors.bob).executeTakeFirstOrThrow()).marker).toBe(3);

    const refused = await post({ type: 'delete_faculty', author_id: authors.bob });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^Failed to delete faculty\./);
    const school = await tokenFor(h.t, 'table-school');
    expect((await post({ type: 'delete_faculty', author_id: authors.gone }, school)).json()).toEqual({ message: 'Faculty Deleted!', author_id: authors.gone });
    expect((await h.t.db.selectFrom('authors').select('university_id').where('id', '=', authors.gone).executeTakeFirstOrThrow()).university_id).toBeNull();

    // the school's own user: its university only
    expect((await h.t.app.inject({ method: 'GET', url: `/api/update_faculty?id=${cardUni}&type=search`, headers: school })).statusCode).toBe(403);
    expect((await h.t.app.inject({ method: 'GET', url: `/api/update_faculty?id=${cardUni}&type=scrape`, headers: school })).statusCode).toBe(403);
    expect((await post({ type: 'update_marker', author_id: authors.eve, new_marker: 1 }, school)).statusCode).toBe(403);
    expect((await post({ type: 'apply_action', action: 'Add Name', university_id: cardUni, entry_id: 1 }, school)).statusCode).toBe(403);
    expect((await h.t.app.inject({ method: 'GET', url: `/api/update_faculty?id=${tableUni}&type=search`, headers: await tokenFor(h.t, 'table-faculty') })).statusCode).toBe(403);
    expect((await post({ type: 'update_marker', author_id: 999999, new_marker: 1 })).json().message).toBe('Failed to update marker.');
  });
});
