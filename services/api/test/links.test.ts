import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActors, type Actors } from './support/actors.ts';
import { multipart } from './support/profileFixtures.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';

// One link rule for every link field (docs/api-conventions.md, "Links"): no user name or password, no private,
// loopback or link-local host, refused when saved with a 400 naming the field; nothing stored or audited.
const CREDENTIALS = 'Links may not contain a user name or password: remove the "name:password@" part.';
const PRIVATE = 'Links must point to a public web address, not a private, local or loopback one.';

describe('links are refused when saved with credentials or a private address', () => {
  let t: TestApp;
  let a: Actors;
  const allowHosts = process.env.FETCH_ALLOW_HOSTS;
  beforeAll(async () => {
    delete process.env.FETCH_ALLOW_HOSTS;
    t = await createTestApp();
    a = await createActors(t);
  });
  afterAll(async () => {
    if (allowHosts !== undefined) process.env.FETCH_ALLOW_HOSTS = allowHosts;
    else delete process.env.FETCH_ALLOW_HOSTS;
    await t.close();
  });

  const put = async (role: 'faculty' | 'admin', url: string, update: object) =>
    t.app.inject({ method: 'PUT', url, headers: { authorization: `Bearer ${await a.token(role)}` }, payload: { update } });

  it.each([
    ['credentials', 'http://user:pass@www.example.edu/faculty/own', CREDENTIALS],
    ['a user name alone', 'https://admin@www.example.edu/', CREDENTIALS],
    ['loopback', 'http://127.0.0.1/admin', PRIVATE],
    ['loopback in another spelling', 'http://0x7f.1/', PRIVATE],
    ['a private network', 'http://10.1.2.3/page', PRIVATE],
    ['the cloud metadata address', 'http://169.254.169.254/latest/meta-data/', PRIVATE],
    ['IPv6 loopback', 'http://[::1]/', PRIVATE],
    ['IPv4-mapped loopback', 'http://[::ffff:127.0.0.1]/', PRIVATE],
    ['localhost', 'http://localhost:8080/', PRIVATE],
  ])('the administrator\'s university profile link with %s', async (_case, link, message) => {
    const response = await put('admin', `/api/profile/${a.authorId}`, { univ_profile_link: link });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ message, field: 'body.update.univ_profile_link' });
    const author = await t.db.selectFrom('authors').select(['univ_profile_link']).where('id', '=', a.authorId).executeTakeFirstOrThrow();
    expect(author.univ_profile_link).toBe('');
  });

  it('an internal host named in FETCH_ALLOW_HOSTS (host and port exactly) is stored; the same host on another port is not', async () => {
    process.env.FETCH_ALLOW_HOSTS = 'intranet.example.edu:8443,127.0.0.1:8765';
    try {
      for (const link of ['https://intranet.example.edu:8443/faculty', 'http://127.0.0.1:8765/directory']) {
        const response = await put('admin', `/api/profile/${a.authorId}`, { univ_profile_link: link });
        expect(response.statusCode, `${link}: ${response.body}`).toBe(200);
      }
      for (const link of ['http://127.0.0.1:8766/directory', 'http://127.0.0.1/directory', 'http://localhost:8765/directory']) {
        const response = await put('admin', `/api/profile/${a.authorId}`, { univ_profile_link: link });
        expect(response.statusCode, link).toBe(400);
        expect(response.json()).toMatchObject({ message: PRIVATE, field: 'body.update.univ_profile_link' });
      }
    } finally {
      delete process.env.FETCH_ALLOW_HOSTS;
    }
  });

  it('a public link is stored', async () => {
    const response = await put('admin', `/api/profile/${a.authorId}`, { univ_profile_link: 'https://www.example.edu/faculty/own' });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('research profile links of a faculty member, Add Author links and feed links keep the same rule', async () => {
    const cv = await put('faculty', '/api/profile/update', { cv: 'https://me:secret@cloud.example.org/my-cv.pdf' });
    expect(cv.statusCode).toBe(400);
    expect(cv.json()).toMatchObject({ message: CREDENTIALS, field: 'body.update.cv' });
    const gs = await put('faculty', '/api/profile/update', { gs: { link: 'https://me:secret@scholar.google.com/citations?user=abcDEF12345', author_name: 'Own Faculty' } });
    expect(gs.statusCode).toBe(400);
    expect(gs.json()).toMatchObject({ message: CREDENTIALS, field: 'body.update.gs.link' });

    const admin = await a.token('admin');
    const body = await multipart({
      first_name: 'Grace', last_name: 'Linked', email: 'grace@own.edu', title: 'Assistant Professor (tenure-track)', univ_name: 'Own University',
      univ_id: String(a.universityId), research_gate_link: 'https://u:p@www.researchgate.net/profile/Grace-Linked', research_gate_author_name: 'Grace Linked',
    });
    const added = await t.app.inject({ method: 'POST', url: '/api/add_author_tool/add', headers: { authorization: `Bearer ${admin}`, ...body.headers }, payload: body.payload });
    expect(added.statusCode, added.body).toBe(400);
    expect(added.json().message).toContain(CREDENTIALS);

    const journal = await t.db.insertInto('journals').values({ name: 'Linked Journal', tier: 'A' }).returning('id').executeTakeFirstOrThrow();
    for (const [link, message] of [['https://user:pass@feeds.example.org/rss', CREDENTIALS], ['http://192.168.1.10/feed.xml', PRIVATE]] as const) {
      const feed = await t.app.inject({ method: 'POST', url: '/api/rss/add', headers: { authorization: `Bearer ${admin}` }, payload: { link, config: {}, journal_id: journal.id } });
      expect(feed.statusCode, feed.body).toBe(400);
      expect(feed.json()).toMatchObject({ message, field: 'body.link' });
    }
    // nothing with credentials reached the audit log
    const audit = await t.db.selectFrom('audit_log').select(['before', 'after']).execute();
    expect(JSON.stringify(audit)).not.toMatch(/:(pass|secret|p)@/);
    const authors = await t.db.selectFrom('authors').select(['id']).where('last_name', '=', 'Linked').execute();
    expect(authors).toEqual([]);
  });
});
