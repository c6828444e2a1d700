import { fileURLToPath } from 'node:url';
import { readFileSync, readdirSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normaliseName } from '@ri/db';
import {
  CROSSREF_DOWN_MESSAGE, CROSSREF_TIMEOUT_MESSAGE, DOI_NOT_FOUND_MESSAGE, PAPER_ALREADY_LINKED_MESSAGE, PAPER_NOT_FOUND_MESSAGE,
  PAPER_NOT_LINKED_MESSAGE, PROFILE_VERIFIED_MESSAGE,
} from '@ri/contracts';
import { Redis } from 'ioredis';
import { createTestApp, createUser, type TestApp } from './support/testApp.ts';
import { testEnv } from '@ri/tests/support/env';
import { CROSSREF_LOOKUP_RULE } from '../src/domains/papers/service.ts';
import { auditOf, createProfileWorld, refreshRuns, type ProfileWorld } from './support/profileFixtures.ts';

// Real Crossref answers, read where they are kept (never copied into the repository).
const CROSSREF_DATA = fileURLToPath(new URL('../../../tests/fixtures/crossref', import.meta.url));
const works = new Map(readdirSync(CROSSREF_DATA).filter((f) => f.startsWith('work-') && f.endsWith('.json')).map((f) => {
  const body = readFileSync(`${CROSSREF_DATA}/${f}`, 'utf8');
  return [(JSON.parse(body) as { message: { DOI: string } }).message.DOI.toLowerCase(), body] as const;
}));
// "status {'code': 404, ...}" on the first line, the body Crossref sends after it
const [notFoundStatus, ...notFoundBody] = readFileSync(`${CROSSREF_DATA}/not-found-response.txt`, 'utf8').split('\n');
const NOT_FOUND_CODE = Number(/'code':\s*(\d+)/.exec(notFoundStatus ?? '')?.[1] ?? 404);

interface CrossrefServer { url: string; requests: Array<{ path: string; userAgent: string }>; close(): Promise<void> }

async function startCrossref(): Promise<CrossrefServer> {
  const requests: CrossrefServer['requests'] = [];
  const server = http.createServer((req, res) => {
    const path = decodeURIComponent(req.url ?? '');
    requests.push({ path, userAgent: String(req.headers['user-agent'] ?? '') });
    const doi = path.replace(/^\/works\//, '').toLowerCase();
    if (doi === '10.9999/outage') { res.writeHead(503, { 'content-type': 'text/html' }).end('<html>Service Unavailable</html>'); return; }
    if (doi === '10.9999/slow') { setTimeout(() => res.writeHead(200, { 'content-type': 'application/json' }).end('{}'), 1500).unref(); return; }
    const body = works.get(doi);
    if (body) {
      // a little latency, so that concurrent look-ups really overlap
      setTimeout(() => res.writeHead(200, { 'content-type': 'application/json' }).end(body), 50);
      return;
    }
    res.writeHead(NOT_FOUND_CODE, { 'content-type': 'text/plain' }).end(notFoundBody.join('\n'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`, requests,
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}

describe('papers: DOI look-up through Crossref, journal and paper lists, suggested papers, adding and removing papers', () => {
  let t: TestApp;
  let w: ProfileWorld;
  let crossref: CrossrefServer;
  let laura: { authorId: number; headers: Record<string, string> };

  const post = async (headers: Record<string, string>, url: string, payload: unknown) => t.app.inject({ method: 'POST', url, headers, payload: payload as object });
  const del = async (headers: Record<string, string>, url: string, payload: unknown) => t.app.inject({ method: 'DELETE', url, headers, payload: payload as object });
  const linkedAuthors = async (paperId: number) => (await t.db.selectFrom('authorships').select(['position', 'author_id']).where('paper_id', '=', paperId).orderBy('position').execute());

  beforeAll(async () => {
    crossref = await startCrossref();
    t = await createTestApp({ CROSSREF_URL: crossref.url, CROSSREF_MAILTO: 'ops@example.edu', CROSSREF_TIMEOUT_MS: '500' });
    w = await createProfileWorld(t);
    const author = await t.db.insertInto('authors').values({ first_name: 'Laura', last_name: 'Tosatto', search_name: normaliseName('Laura', 'Tosatto'), university_id: w.mit }).returning('id').executeTakeFirstOrThrow();
    await createUser(t.db, { username: 'laura', type: 'faculty', authorId: author.id, universityId: w.mit });
    const token = await (async () => {
      const { randomUUID } = await import('node:crypto');
      const userId = (await t.db.selectFrom('users').select('id').where('username', '=', 'laura').executeTakeFirstOrThrow()).id;
      const sid = randomUUID();
      await t.db.insertInto('sessions').values({ id: sid, user_id: userId, expires_at: new Date(Date.now() + 3_600_000) }).execute();
      return t.app.jwt.sign({ sid, sub: String(userId) }, { expiresIn: '1h' });
    })();
    laura = { authorId: author.id, headers: { authorization: `Bearer ${token}` } };
  });
  afterAll(async () => {
    await t.close();
    await crossref.close();
  });

  it('creates a paper from Crossref with its journal (untiered, both ISSNs) and printed authors; the second check finds it in the catalogue', async () => {
    const headers = await w.headers('faculty');
    const response = await post(headers, '/api/paper_search_by_doi', { doi: ' https://doi.org/10.1002/JOR.1100150407 ' });
    expect(response.statusCode, response.body).toBe(200);
    const found = response.json();
    expect(found).toMatchObject({
      title: 'Growth hormone secretagogue increases muscle strength during remobilization after canine hindlimb immobilization',
      publication_name: 'Journal of Orthopaedic Research', publication_year: 1997, source: 'crossref', on_profile: false,
    });
    const paper = await t.db.selectFrom('papers').selectAll().where('id', '=', found.id).executeTakeFirstOrThrow();
    expect(paper).toMatchObject({ doi: '10.1002/jor.1100150407', year: 1997, volume: '15', issue: '4', publisher: 'Wiley', citation_count: 19, issn: '0736-0266' });
    const journal = await t.db.selectFrom('journals').selectAll().where('id', '=', paper.journal_id!).executeTakeFirstOrThrow();
    expect(journal).toMatchObject({ name: 'Journal of Orthopaedic Research', abbreviation: 'Journal Orthopaedic Research', issn: '0736-0266', e_issn: '1554-527X', tier: null });
    const authorships = await t.db.selectFrom('authorships').selectAll().where('paper_id', '=', found.id).orderBy('position').execute();
    expect(authorships[0]).toMatchObject({ position: 1, author_id: null, printed_first_name: 'Richard', printed_mid_name: 'L.', printed_last_name: 'Lieber' });
    expect(authorships.every((a) => a.author_id === null)).toBe(true);
    expect(crossref.requests.at(-1)).toEqual({ path: '/works/10.1002/jor.1100150407', userAgent: 'ResearchInsights/1.0 (mailto:ops@example.edu)' });

    const calls = crossref.requests.length;
    const again = await post(headers, '/api/paper_search_by_doi', { doi: 'doi:10.1002/jor.1100150407' });
    expect(again.json()).toMatchObject({ id: found.id, source: 'catalogue' });
    expect(crossref.requests.length).toBe(calls);
    expect((await t.db.selectFrom('audit_log').select('action').where('entity_type', '=', 'paper').where('entity_id', '=', String(found.id)).execute()).map((r) => r.action)).toEqual(['paper.create_from_crossref']);
  });

  it('matches an existing journal by ISSN instead of creating one', async () => {
    const plos = await t.db.insertInto('journals').values({ name: 'PLOS ONE', e_issn: '1932-6203', tier: 'B' }).returning('id').executeTakeFirstOrThrow();
    const journalsBefore = (await t.db.selectFrom('journals').select('id').execute()).length;
    const response = await post(await w.headers('faculty'), '/api/paper_search_by_doi', { doi: '10.1371/journal.pone.0033693' });
    expect(response.json()).toMatchObject({ journal_id: plos.id, publication_name: 'PLOS ONE', publication_year: 2012 });
    expect((await t.db.selectFrom('journals').select('id').execute()).length).toBe(journalsBefore);
  });

  it('links the caller\'s authorship when one printed author is clearly them, and says so', async () => {
    const runs = (await refreshRuns(t)).length;
    const response = await post(laura.headers, '/api/paper_search_by_doi', { doi: '10.1038/srep16696' });
    expect(response.json()).toMatchObject({ source: 'crossref', on_profile: true, publication_name: 'Scientific Reports', publication_year: 2015 });
    expect((await linkedAuthors(response.json().id))[0]).toEqual({ position: 1, author_id: laura.authorId });
    expect((await auditOf(t, laura.authorId))[0]).toMatchObject({ action: 'profile.paper.add' });
    expect((await refreshRuns(t)).length).toBe(runs + 1);
    // adding it again is a conflict with a clear message
    const again = await post(laura.headers, '/api/papers', { paper_id: response.json().id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PAPER_ALREADY_LINKED_MESSAGE);
  });

  it('imports a proceedings paper without ISSN or year, and an author known only by the family name', async () => {
    const proceedings = (await post(await w.headers('faculty'), '/api/paper_search_by_doi', { doi: '10.1109/icdcsw.2003.1203662' })).json();
    expect(proceedings).toMatchObject({ publication_name: '23rd International Conference on Distributed Computing Systems Workshops, 2003. Proceedings.', publication_year: null });
    const journal = await t.db.selectFrom('journals').selectAll().where('id', '=', proceedings.journal_id).executeTakeFirstOrThrow();
    expect(journal).toMatchObject({ issn: null, e_issn: null, tier: null });
    const single = (await post(await w.headers('faculty'), '/api/paper_search_by_doi', { doi: '10.3892/ijo_00000353' })).json();
    expect(await t.db.selectFrom('authorships').select(['printed_first_name', 'printed_last_name']).where('paper_id', '=', single.id).execute())
      .toEqual([{ printed_first_name: '', printed_last_name: 'Stravopodis' }]);
  });

  it('answers an empty result with the seed\'s message for an unknown or malformed DOI', async () => {
    const headers = await w.headers('faculty');
    const unknown = await post(headers, '/api/paper_search_by_doi', { doi: '10.1234/does-not-exist' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ message: DOI_NOT_FOUND_MESSAGE });
    const calls = crossref.requests.length;
    expect((await post(headers, '/api/paper_search_by_doi', { doi: 'not a doi' })).json()).toEqual({ message: DOI_NOT_FOUND_MESSAGE });
    expect(crossref.requests.length).toBe(calls);
  });

  it('tells a Crossref outage (502) and a Crossref timeout (504) apart, creating nothing', async () => {
    const papersBefore = (await t.db.selectFrom('papers').select('id').execute()).length;
    const outage = await post(await w.headers('faculty'), '/api/paper_search_by_doi', { doi: '10.9999/outage' });
    expect(outage.statusCode).toBe(502);
    expect(outage.json()).toMatchObject({ error: 'Bad Gateway', message: CROSSREF_DOWN_MESSAGE });
    const slow = await post(await w.headers('faculty'), '/api/paper_search_by_doi', { doi: '10.9999/slow' });
    expect(slow.statusCode).toBe(504);
    expect(slow.json()).toMatchObject({ error: 'Gateway Timeout', message: CROSSREF_TIMEOUT_MESSAGE });
    expect((await t.db.selectFrom('papers').select('id').execute()).length).toBe(papersBefore);
  });

  it('limits the DOI checks that reach Crossref per user and hour; catalogue hits and admins are not limited', async () => {
    const redis = new Redis(testEnv.redisUrl);
    try {
      await redis.set(`${t.queuePrefix}:rate:crossref:user:${w.users.otherFaculty}`, String(CROSSREF_LOOKUP_RULE.limit), 'EX', 60);
      const headers = await w.headers('otherFaculty');
      const limited = await post(headers, '/api/paper_search_by_doi', { doi: '10.1234/another-unknown' });
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toBe(CROSSREF_LOOKUP_RULE.message);
      expect((await post(headers, '/api/paper_search_by_doi', { doi: '10.1002/jor.1100150407' })).statusCode).toBe(200);
    } finally {
      redis.disconnect();
    }
  });

  it('creates a paper once when the same DOI is checked concurrently', async () => {
    const headers = await w.headers('faculty');
    const answers = await Promise.all(Array.from({ length: 6 }, () => post(headers, '/api/paper_search_by_doi', { doi: '10.1016/j.neurobiolaging.2010.03.024' })));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    expect((await t.db.selectFrom('papers').select('id').where('doi', '=', '10.1016/j.neurobiolaging.2010.03.024').execute()).length).toBe(1);
    expect((await t.db.selectFrom('journals').select('id').where('issn', '=', '0197-4580').execute()).length).toBe(1);
  });

  it('lists papers of a journal and year, journals by text (public), and an admin\'s ISSN and year range', async () => {
    const paper = await t.db.selectFrom('papers').select(['id', 'title', 'journal_id']).where('doi', '=', '10.1002/jor.1100150407').executeTakeFirstOrThrow();
    const headers = await w.headers('faculty');
    const list = await t.app.inject({ method: 'GET', url: `/api/papers?journal_id=${paper.journal_id}&year=1997`, headers });
    expect(list.json()).toEqual({ papers: [{ id: paper.id, title: paper.title }] });
    expect((await t.app.inject({ method: 'GET', url: `/api/papers?journal_id=${paper.journal_id}&year=1998`, headers })).json()).toEqual({ papers: [] });

    const auto = await t.app.inject({ method: 'GET', url: '/api/auto/journal/orthopaedic' });
    expect(auto.statusCode).toBe(200);
    expect(Object.values(auto.json())[0]).toEqual([{ id: paper.journal_id, name: 'Journal of Orthopaedic Research', issn: '0736-0266' }]);
    expect((await t.app.inject({ method: 'GET', url: '/api/auto/journal/1554-527X' })).json().journals).toHaveLength(1);

    const admin = await w.headers('admin');
    const mapping = await t.app.inject({ method: 'GET', url: '/api/manual_mapping?issn=1554527X&startyear=1990&endyear=2000', headers: admin });
    expect(mapping.json()).toEqual({ papers: [{ id: paper.id, title: paper.title }] });
    const badRange = await t.app.inject({ method: 'GET', url: '/api/manual_mapping?issn=0736-0266&startyear=1930&endyear=2000', headers: admin });
    expect(badRange.statusCode).toBe(400);
    expect(badRange.json().message).toBe('Select a year');
    expect((await t.app.inject({ method: 'GET', url: '/api/manual_mapping?issn=0736-0266&startyear=1990&endyear=2000', headers })).statusCode).toBe(403);
  });

  describe('adding and removing papers', () => {
    let paperA: number;
    let paperB: number;
    let paperLinkedElsewhere: number;

    beforeAll(async () => {
      const journal = await t.db.insertInto('journals').values({ name: 'Journal of Finance', issn: '0022-1082', tier: 'A' }).returning('id').executeTakeFirstOrThrow();
      const papers = await t.db.insertInto('papers').values([
        { title: 'Printed with her full name', journal_id: journal.id, year: 2019 },
        { title: 'Her name is not printed', journal_id: journal.id, year: 2018 },
        { title: 'Printed as an initial', journal_id: journal.id, year: 2020 },
        { title: 'Another Ann Lee, already claimed', journal_id: journal.id, year: 2017 },
        { title: 'A different Lee', journal_id: journal.id, year: 2016 },
      ]).returning('id').execute();
      [paperA, paperB] = [papers[0]!.id, papers[1]!.id];
      paperLinkedElsewhere = papers[3]!.id;
      await t.db.insertInto('authorships').values([
        { paper_id: papers[0]!.id, position: 1, printed_first_name: 'Zed', printed_last_name: 'Zorro' },
        { paper_id: papers[0]!.id, position: 2, printed_first_name: 'Ann', printed_last_name: 'Lee' },
        { paper_id: papers[1]!.id, position: 1, printed_first_name: 'Zed', printed_last_name: 'Zorro' },
        { paper_id: papers[2]!.id, position: 1, printed_first_name: 'A.', printed_last_name: 'Lee' },
        { paper_id: papers[3]!.id, position: 1, printed_first_name: 'Ann', printed_last_name: 'Lee', author_id: w.other },
        { paper_id: papers[4]!.id, position: 1, printed_first_name: 'Bob', printed_last_name: 'Lee' },
      ]).execute();
    });

    it('suggests papers whose printed names match the author (best first), never linked ones; own profile or admin only', async () => {
      const response = await t.app.inject({ method: 'GET', url: `/api/getmissingpapers?id=${w.own}`, headers: await w.headers('faculty') });
      expect(response.statusCode).toBe(200);
      const titles = response.json().papers.map((p: { title: string }) => p.title);
      expect(titles).toEqual(['Printed with her full name', 'Printed as an initial']);
      const [best, second] = response.json().papers;
      expect(best).toMatchObject({ printed_name: 'Ann Lee', publication_name: 'Journal of Finance', publication_year: 2019 });
      expect(best.score).toBeGreaterThan(second.score);
      expect((await t.app.inject({ method: 'GET', url: `/api/getmissingpapers?id=${w.own}`, headers: await w.headers('otherFaculty') })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: `/api/getmissingpapers?id=${w.own}`, headers: await w.headers('admin') })).json().papers).toHaveLength(2);
      expect((await t.app.inject({ method: 'GET', url: `/api/getmissingpapers?id=${w.own}` })).statusCode).toBe(401);
    });

    it('adds a paper by linking the authorship printed with the author\'s name, then refuses it twice, and removes it', async () => {
      const headers = await w.headers('faculty');
      const runs = (await refreshRuns(t)).length;
      const added = await post(headers, '/api/papers', { paper_id: paperA });
      expect(added.statusCode, added.body).toBe(200);
      expect(added.json()).toEqual({ message: 'Paper added', paper_id: paperA, author_id: w.own, position: 2 });
      expect(await linkedAuthors(paperA)).toEqual([{ position: 1, author_id: null }, { position: 2, author_id: w.own }]);
      expect((await auditOf(t, w.own))[0]).toMatchObject({ action: 'profile.paper.add', after: { paper_id: paperA, position: 2 } });
      expect((await refreshRuns(t)).length).toBe(runs + 1);
      expect((await refreshRuns(t)).at(-1)!.payload).toMatchObject({ authorIds: [w.own], paperIds: [paperA] });
      const profile = (await t.app.inject({ method: 'GET', url: '/api/profile/get_profile', headers })).json();
      expect(profile.papers.map((p: { _id: number }) => p._id)).toContain(paperA);

      const twice = await post(headers, '/api/papers', { paper_id: paperA });
      expect(twice.statusCode).toBe(409);
      expect(twice.json().message).toBe(PAPER_ALREADY_LINKED_MESSAGE);

      const removed = await del(headers, '/api/papers', { paper_id: paperA });
      expect(removed.json()).toEqual({ message: 'Paper removed', paper_id: paperA, author_id: w.own, position: 2 });
      expect(await linkedAuthors(paperA)).toEqual([{ position: 1, author_id: null }, { position: 2, author_id: null }]);
      expect((await auditOf(t, w.own))[0]).toMatchObject({ action: 'profile.paper.remove', before: { paper_id: paperA } });
      const notThere = await del(headers, '/api/papers', { paper_id: paperA });
      expect(notThere.statusCode).toBe(404);
      expect(notThere.json().message).toBe(PAPER_NOT_LINKED_MESSAGE);
    });

    it('appends an authorship when no printed name is the author\'s; 404 for an unknown paper', async () => {
      const headers = await w.headers('faculty');
      const added = await post(headers, '/api/papers', { paper_id: paperB });
      expect(added.json().position).toBe(2);
      expect(await t.db.selectFrom('authorships').select(['position', 'author_id', 'printed_first_name', 'printed_last_name']).where('paper_id', '=', paperB).orderBy('position').execute())
        .toEqual([{ position: 1, author_id: null, printed_first_name: 'Zed', printed_last_name: 'Zorro' }, { position: 2, author_id: w.own, printed_first_name: 'Ann', printed_last_name: 'Lee' }]);
      const unknown = await post(headers, '/api/papers', { paper_id: 99999999 });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe(PAPER_NOT_FOUND_MESSAGE);
      expect((await post(headers, '/api/papers', { paper_id: 'x' })).json().message).toBe('Select Paper');
    });

    it('refuses another faculty\'s papers (403) and a verified profile\'s owner (403), changing nothing', async () => {
      const before = await linkedAuthors(paperLinkedElsewhere);
      const other = await del(await w.headers('faculty'), `/api/editauthor/papers/${w.other}`, { paper_id: paperLinkedElsewhere });
      expect(other.statusCode).toBe(403);
      const otherAdd = await post(await w.headers('faculty'), `/api/editauthor/papers/${w.other}`, { paper_id: paperA });
      expect(otherAdd.statusCode).toBe(403);
      expect(await linkedAuthors(paperLinkedElsewhere)).toEqual(before);
      expect(await linkedAuthors(paperA)).toEqual([{ position: 1, author_id: null }, { position: 2, author_id: null }]);

      const verified = await post(await w.headers('verifiedFaculty'), '/api/papers', { paper_id: paperA });
      expect(verified.statusCode).toBe(403);
      expect(verified.json().message).toBe(PROFILE_VERIFIED_MESSAGE);
      expect(await linkedAuthors(paperA)).toEqual([{ position: 1, author_id: null }, { position: 2, author_id: null }]);
    });

    it('lets an admin add and remove papers on any profile (verified too), audited as admin changes', async () => {
      const admin = await w.headers('admin');
      const added = await post(admin, `/api/editauthor/papers/${w.verified}`, { paper_id: paperB });
      expect(added.statusCode, added.body).toBe(200);
      expect((await auditOf(t, w.verified))[0]).toMatchObject({ action: 'profile.paper.admin_add', actor_user_id: w.users.admin });
      const removed = await del(admin, `/api/editauthor/papers/${w.other}`, { paper_id: paperLinkedElsewhere });
      expect(removed.statusCode).toBe(200);
      expect((await auditOf(t, w.other))[0]).toMatchObject({ action: 'profile.paper.admin_remove', before: { paper_id: paperLinkedElsewhere } });
      expect((await post(admin, `/api/editauthor/papers/99999999`, { paper_id: paperB })).statusCode).toBe(404);
    });
  });
});
