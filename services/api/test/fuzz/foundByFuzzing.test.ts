import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActors, type Actors, type Role } from '../support/actors.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';

/**
 * The 5xx the fuzz suite found, and the boundary probe of the write routes after it (docs/reliability.md,
 * "Hostile input"), one request each: an id or a year past what a Postgres integer holds reached a
 * query ("value out of range for type integer").
 * Each must now be refused by the route's schema with a 400 naming the field.
 */
const BIG = 2 ** 31;

/** A multipart form of one file and the fields given (the fields first, as the web sends them). */
function multipartForm(fields: Record<string, string>, file: { name: string; type: string; bytes: Buffer }): { headers: Record<string, string>; payload: Buffer } {
  const boundary = '----found-by-probe';
  const parts = [
    ...Object.entries(fields).map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`), file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ];
  return { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: Buffer.concat(parts) };
}

/** A readable PNG (20 x 20, red): the picture passes its checks, so only the fields can refuse it. */
const pictureForm = (fields: Record<string, string>) => multipartForm(fields, { name: 'me.png', type: 'image/png', bytes: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAABQAAAAUCAIAAAAC64paAAAAG0lEQVR4nGP4z8BANiJf56jmUc2jmkc1U0UzADHNjoAymaoJAAAAAElFTkSuQmCC', 'base64') });
/** A readable journal list (CSV): only the fields can refuse it. */
const journalListForm = (fields: Record<string, string>) => multipartForm(fields, { name: 'list.csv', type: 'text/csv', bytes: Buffer.from('title,issn,rating\r\nJournal of Finance,0022-1082,A\r\n') });

type FoundRequest = { method: 'GET' | 'POST' | 'PUT'; url: string; payload?: object | Buffer; headers?: Record<string, string> };

const FOUND: Array<{ route: string; role: Exclude<Role, 'anonymous'> | 'anonymous'; request: (a: Actors) => FoundRequest; field: string }> = [
  { route: 'GET /api/papers (journal_id)', role: 'faculty', request: () => ({ method: 'GET', url: `/api/papers?journal_id=${BIG}&year=2020` }), field: 'querystring.journal_id' },
  { route: 'GET /api/papers (year)', role: 'faculty', request: () => ({ method: 'GET', url: `/api/papers?journal_id=1&year=${BIG}` }), field: 'querystring.year' },
  { route: 'GET /api/manual_mapping (startyear)', role: 'admin', request: () => ({ method: 'GET', url: `/api/manual_mapping?issn=0025-1909&startyear=${BIG}&endyear=2020` }), field: 'querystring.startyear' },
  { route: 'GET /api/getmissingpapers (id)', role: 'faculty', request: () => ({ method: 'GET', url: `/api/getmissingpapers?id=${BIG}` }), field: 'querystring.id' },
  { route: 'POST /api/papers (paper_id)', role: 'faculty', request: () => ({ method: 'POST', url: '/api/papers', payload: { paper_id: BIG } }), field: 'body.paper_id' },
  { route: 'GET /api/rss/journal-publisher/search (pub_id)', role: 'admin', request: () => ({ method: 'GET', url: `/api/rss/journal-publisher/search?pub_id=${BIG}` }), field: 'querystring.pub_id' },
  { route: 'POST /api/rss/add (journal_id)', role: 'admin', request: () => ({ method: 'POST', url: '/api/rss/add', payload: { link: 'https://feeds.example.org/feed.xml', config: {}, journal_id: BIG } }), field: 'body.journal_id' },
  { route: 'GET /api/signup (uid)', role: 'anonymous', request: () => ({ method: 'GET', url: `/api/signup?fn=own&ln=faculty&uid=${BIG}` }), field: 'querystring.uid' },
  { route: 'GET /api/update_faculty (id)', role: 'admin', request: () => ({ method: 'GET', url: `/api/update_faculty?type=check&id=${BIG}` }), field: 'querystring.id' },
  { route: 'POST /api/update_faculty (author_id)', role: 'admin', request: () => ({ method: 'POST', url: '/api/update_faculty', payload: { type: 'update_marker', author_id: BIG, new_marker: 1 } }), field: 'body.author_id' },
  { route: 'GET /api/audit_log (user_id)', role: 'admin', request: () => ({ method: 'GET', url: `/api/audit_log?user_id=${BIG}` }), field: 'querystring.user_id' },
  { route: 'POST /api/admin_login (id)', role: 'admin', request: () => ({ method: 'POST', url: '/api/admin_login', payload: { id: BIG, isUniversity: 0 } }), field: 'body.id' },
  // found by the boundary probe of the write routes (the fuzz run never sends them valid input): ids as digit strings
  { route: 'PUT /api/profile/update (univ_id as digits)', role: 'faculty', request: () => ({ method: 'PUT', url: '/api/profile/update', payload: { update: { univ_id: '99999999999' } } }), field: 'body.update.univ_id' },
  {
    route: 'PUT /api/profile/update (education univId)', role: 'faculty',
    request: () => ({ method: 'PUT', url: '/api/profile/update', payload: { update: { education: [{ degree: 'PhD', institution: 'X', year: 2000, univId: '99999999999' }] } } }), field: 'body.update.education.0.univId',
  },
  {
    route: 'PUT /api/profile/update (work univId)', role: 'faculty',
    request: () => ({ method: 'PUT', url: '/api/profile/update', payload: { update: { work_history_manual: [{ title: 'Professor', institution: 'X', univId: BIG }] } } }), field: 'body.update.work_history_manual.0.univId',
  },
  {
    route: 'POST /api/signup (univ_id)', role: 'anonymous',
    request: () => ({ method: 'POST', url: '/api/signup', payload: { email: 'probe@example.edu', username: 'probe-user', password: 'a long passphrase 123', author_id: null, new_author: true, first_name: 'A', last_name: 'B', univ_name: 'X', univ_id: '99999999999' } }),
    field: 'body.univ_id',
  },
  // issue 17: a lone surrogate answered 500 (POST /api/dept) or was stored as U+FFFD, and used up the hourly quota
  { route: 'POST /api/dept (lone surrogate)', role: 'faculty', request: (a) => ({ method: 'POST', url: '/api/dept', payload: { id: a.universityId, department: 'Finance \ud800' } }), field: 'body.department' },
  { route: 'POST /api/send_email (lone surrogate)', role: 'faculty', request: () => ({ method: 'POST', url: '/api/send_email', payload: { subject: 'Add \udfff', body: 'x' } }), field: 'body.subject' },
  { route: 'POST /api/contact_us (lone surrogate)', role: 'anonymous', request: () => ({ method: 'POST', url: '/api/contact_us', payload: { name: 'A \ud83d', email: 'a@b.org', message: 'm', website: '', started_at: 0 } }), field: 'body.name' },
  { route: 'POST /api/signup (lone surrogate)', role: 'anonymous', request: () => ({ method: 'POST', url: '/api/signup', payload: { email: 'probe@example.edu', username: 'probe-\ude00', password: 'a long passphrase 123', first_name: 'A', last_name: 'B', univ_name: 'X', univ_id: 1 } }), field: 'body.username' },
  // issue 17: links with credentials or private hosts were stored and echoed into audit rows and CSVs
  { route: 'PUT /api/profile/update (gs link with credentials)', role: 'faculty', request: () => ({ method: 'PUT', url: '/api/profile/update', payload: { update: { gs: { link: 'https://u:p@scholar.google.com/citations?user=abcDEF12345', author_name: 'A' } } } }), field: 'body.update.gs.link' },
  { route: 'POST /api/rss/add (link with credentials)', role: 'admin', request: () => ({ method: 'POST', url: '/api/rss/add', payload: { link: 'https://u:p@feeds.example.org/rss', config: {}, journal_id: 1 } }), field: 'body.link' },
  { route: 'POST /api/mark_journals (author_id)', role: 'admin', request: () => ({ method: 'POST', url: '/api/mark_journals', payload: { author_id: BIG } }), field: 'body.author_id' },
  // the stranger's pass (h5probe): form fields beside a file its checks accept were read by hand; ids past 2^31 - 1
  // answered a 500 (the picture after it was stored and resized), and text that was not an id was ignored (the
  // caller's own picture changed)
  { route: 'POST /api/profile/upload_picture (univ_id)', role: 'admin', request: () => ({ method: 'POST', url: '/api/profile/upload_picture', ...pictureForm({ univ_id: String(BIG) }) }), field: 'body.univ_id' },
  { route: 'POST /api/profile/upload_picture (user_id)', role: 'admin', request: () => ({ method: 'POST', url: '/api/profile/upload_picture', ...pictureForm({ user_id: '99999999999' }) }), field: 'body.user_id' },
  { route: 'POST /api/imports/journal-list (departments)', role: 'admin', request: () => ({ method: 'POST', url: '/api/imports/journal-list', ...journalListForm({ departments: `1,${BIG}` }) }), field: 'body.departments' },
  { route: 'POST /api/profile/upload_picture (user_id not an id)', role: 'faculty', request: () => ({ method: 'POST', url: '/api/profile/upload_picture', ...pictureForm({ user_id: '7 OR 1=1' }) }), field: 'body.user_id' },
];

describe('requests the fuzz suite and the write-route boundary probe found answered with a 5xx: now a 400 naming the field', () => {
  let t: TestApp;
  let a: Actors;
  beforeAll(async () => {
    t = await createTestApp();
    a = await createActors(t);
  });
  afterAll(async () => { await t?.close(); });

  it.each(FOUND.map((f) => [f.route, f] as const))('%s', async (_route, f) => {
    const token = await a.token(f.role);
    const { method, url, payload, headers } = f.request(a);
    const response = await t.app.inject({ method, url, headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) }, ...(payload ? { payload } : {}) });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, field: f.field });
  });
});
