import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROCESSORS } from '@ri/workers';
import { LINK_MESSAGES } from '@ri/contracts';
import { FIXTURES, send, serve, snapshot, startHarness, type Harness } from './ingestionHelpers.ts';

// The two real publisher feeds (tests/fixtures/rss, README there), served by a local server the
// fetcher is told of (FETCH_ALLOW_HOSTS), plus malformed variants derived from them here.
const wiley = readFileSync(new URL('rss/wiley-rss2-adv-synth-catal.xml', FIXTURES), 'utf8');
const elsevier = readFileSync(new URL('rss/elsevier-rss1-rdf-prism.xml', FIXTURES), 'utf8');
const RDF_CONFIG = { title: 'title', doi: 'dc:identifier', authors: 'dc:creator', publication_year: 'dc:date', volume: 'prism:volume', url: 'link', issn: 'prism:issn' };
const WILEY_CONFIG = { title: 'title', doi: 'prism:doi', authors: 'dc:creator', publication_year: 'dc:date', volume: 'prism:volume', issue: 'prism:number', url: 'link', abstract: 'dc:description' };

describe('RSS Feed Tool: parse, map, check, save and import real publisher feeds', () => {
  let h: Harness;
  let feeds: Awaited<ReturnType<typeof serve>>;
  let publisherId: number;
  let wileyJournal: number;
  let elsevierJournal: number;
  let tsukimi: number;
  // a journal's feed that is a feed when saved and an HTML page later (what the scheduled refresh then meets)
  let turned = false;

  beforeAll(async () => {
    // the scheduled refresh job is driven by hand below; keep its processor real
    h = await startHarness({ rssRefresh: PROCESSORS.rssRefresh });
    feeds = await serve({
      '/wiley.xml': send('application/rss+xml', wiley),
      '/elsevier.xml': send('application/xml; charset=utf-8', elsevier),
      '/not-xml': send('text/html', '<html><body><h1>Maintenance</h1></body></html>'),
      '/json': send('application/json', '{"items": []}'),
      '/xxe.xml': send('application/xml', wiley.replace('<rss ', '<!DOCTYPE rss [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n<rss ').replace('<title>Stereoretentive', '<title>&xxe; Stereoretentive')),
      '/truncated.xml': send('application/xml', wiley.slice(0, 20_000)),
      '/empty.xml': send('application/rss+xml', wiley.replace(/<item>[\s\S]*<\/item>/, '')),
      '/turns-html.xml': (request, response) => (turned ? send('text/html', '<html><body><h1>Moved</h1></body></html>') : send('application/xml', elsevier))(request, response),
    });
    const { db } = h.t;
    const [wileyPub, elsevierPub] = await db.insertInto('publishers').values([{ name: 'Wiley' }, { name: 'Elsevier' }]).returning('id').execute();
    publisherId = wileyPub!.id;
    const journals = await db.insertInto('journals').values([
      { name: 'Advanced Synthesis & Catalysis', issn: '1615-4150', e_issn: '1615-4169', publisher_id: wileyPub!.id, journal_link: 'https://advanced.onlinelibrary.wiley.com/journal/16154169' },
      { name: 'The Journal of Pediatrics', issn: '0022-3476', publisher_id: elsevierPub!.id },
    ]).returning('id').execute();
    wileyJournal = journals[0]!.id;
    elsevierJournal = journals[1]!.id;
    const [uni] = await db.insertInto('universities').values([{ name: 'Feed University' }]).returning('id').execute();
    const authors = await db.insertInto('authors').values([
      // one clear match, and two people who both fit 'Sora Nozaki'
      { first_name: 'Aoi', last_name: 'Tsukimi', search_name: 'aoi tsukimi', university_id: uni!.id },
      { first_name: 'Sora', last_name: 'Nozaki', search_name: 'sora nozaki', university_id: uni!.id },
      { first_name: 'Sora', mid_name: 'K.', last_name: 'Nozaki', search_name: 'sora nozaki' },
      // matched through a recorded name variation
      { first_name: 'Kazu', last_name: 'Igawa', search_name: 'kazu igawa', name_variations: ['Kazunobu Igawa'] },
    ]).returning('id').execute();
    tsukimi = authors[0]!.id;
  });
  afterAll(async () => {
    await feeds.close();
    await h.close();
  });

  it('lists publishers, then a publisher\'s journals with their saved configuration', async () => {
    const publishers = await h.t.app.inject({ method: 'GET', url: '/api/rss/journal-publisher/search', headers: h.admin });
    expect(publishers.statusCode).toBe(200);
    expect(publishers.json().data).toEqual([{ id: publisherId, publisher_name: 'Wiley' }, { id: expect.any(Number), publisher_name: 'Elsevier' }].sort((a, b) => a.publisher_name.localeCompare(b.publisher_name)));
    const journals = await h.t.app.inject({ method: 'GET', url: `/api/rss/journal-publisher/search?pub_id=${publisherId}`, headers: h.admin });
    expect(journals.json()).toEqual({ data: [{ id: wileyJournal, title: 'Advanced Synthesis & Catalysis', rss_feed_link: null, journal_link: expect.stringContaining('wiley.com'), config: null, last_fetched_at: null }], config: {} });
  });

  it('parses both dialects and offers their tags, the database fields and a suggested mapping', async () => {
    const rss2 = await h.t.app.inject({ method: 'GET', url: `/api/rss?link=${encodeURIComponent(`${feeds.url}/wiley.xml`)}`, headers: h.admin });
    expect(rss2.statusCode).toBe(200);
    const body = rss2.json();
    expect(body.error).toBeNull();
    expect(body.dialect).toBe('rss2');
    expect(body.item_count).toBe(56);
    expect(body.rss_fields).toEqual(expect.arrayContaining(['title', 'link', 'dc:creator', 'prism:doi', 'prism:publicationName', 'pubDate', 'description', 'dc:date', 'prism:volume', 'prism:number']));
    expect(body.database_fields).toEqual(expect.arrayContaining(['title', 'doi', 'authors', 'publication_year', 'publication_name', 'issn', 'volume', 'issue', 'url', 'abstract']));
    expect(body.mandatory_database_fields).toEqual(['title', 'authors']);
    expect(body.mandatory_one_of).toEqual([['doi', 'url']]);
    expect(body.suggested_config).toMatchObject({ title: 'title', doi: 'prism:doi', authors: 'dc:creator' });
    expect(body.parsed_data[1]['prism:doi']).toEqual(['10.1002/adsc.70400']);

    const rdf = (await h.t.app.inject({ method: 'GET', url: `/api/rss?link=${encodeURIComponent(`${feeds.url}/elsevier.xml`)}`, headers: h.admin })).json();
    expect(rdf).toMatchObject({ error: null, dialect: 'rss1', item_count: 1 });
    expect(rdf.rss_fields).toEqual(expect.arrayContaining(['dc:creator', 'dc:identifier', 'prism:startingPage']));
  });

  it('reports feeds it cannot read in `error`, with nothing saved', async () => {
    for (const [path, expected] of [['/not-xml', /root element is <html>/], ['/json', /did not return XML/], ['/truncated.xml', /line \d+/], ['/missing.xml', /answered 404/]] as const) {
      const response = await h.t.app.inject({ method: 'GET', url: `/api/rss?link=${encodeURIComponent(feeds.url + path)}`, headers: h.admin });
      expect(response.statusCode, path).toBe(200);
      expect(response.json().error, path).toMatch(/^Something went wrong while uploading link: /);
      expect(response.json().error, path).toMatch(expected);
      expect(response.json().rss_fields).toEqual([]);
    }
    const xxe = (await h.t.app.inject({ method: 'GET', url: `/api/rss?link=${encodeURIComponent(`${feeds.url}/xxe.xml`)}`, headers: h.admin })).json();
    expect(JSON.stringify(xxe)).not.toContain('root:x:0:0');
    expect(xxe.error).toMatch(/External entities are not supported/);
    const bad = await h.t.app.inject({ method: 'GET', url: '/api/rss?link=file:///etc/passwd', headers: h.admin });
    expect(bad.statusCode).toBe(400);
    // links to our own network are refused unless named in FETCH_ALLOW_HOSTS: the feed server is
    // (ingestionHelpers.serve names it); the same server by another name, or a port nobody named, is not:
    // the one link rule of the contracts refuses them before anything is fetched (docs/api-conventions.md, "Links")
    for (const link of [`http://localhost:${new URL(feeds.url).port}/wiley.xml`, 'http://127.0.0.1:9/feed.xml', 'http://169.254.169.254/latest/meta-data/']) {
      const unnamed = await h.t.app.inject({ method: 'GET', url: `/api/rss?link=${encodeURIComponent(link)}`, headers: h.admin });
      expect(unnamed.statusCode, link).toBe(400);
      expect(unnamed.json().message, link).toBe(LINK_MESSAGES.privateAddress);
    }
  });

  it('Check shows the mapped items and what would be skipped', async () => {
    const check = await h.t.app.inject({ method: 'POST', url: '/api/rss', headers: h.admin, payload: { link: `${feeds.url}/wiley.xml`, config: WILEY_CONFIG } });
    expect(check.statusCode).toBe(200);
    const { parsed_data, problems } = check.json();
    expect(problems).toEqual([]);
    expect(parsed_data[1]).toMatchObject({ title: 'Stereoretentive Protection and Deprotection of Chiral Silanol', doi: '10.1002/adsc.70400', publication_year: 2026, volume: '368', issue: '11', problem: null });
    expect(parsed_data.filter((p: { problem: string | null }) => p.problem)).toHaveLength(2);
    const incomplete = await h.t.app.inject({ method: 'POST', url: '/api/rss', headers: h.admin, payload: { link: `${feeds.url}/wiley.xml`, config: { title: 'title' } } });
    expect(incomplete.json().problems).toEqual(["Map a feed tag to the mandatory field 'authors'", "Map a feed tag to one of 'doi' or 'url'"]);
    const refused = await h.t.app.inject({ method: 'POST', url: '/api/rss/add', headers: h.admin, payload: { link: `${feeds.url}/wiley.xml`, config: { title: 'title' }, journal_id: wileyJournal } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe("Map a feed tag to the mandatory field 'authors'");
  });

  it('saves the mapping and imports the feed as a job: papers by DOI, authors matched, ambiguous names raised; a second run changes nothing', async () => {
    const add = await h.t.app.inject({ method: 'POST', url: '/api/rss/add', headers: h.admin, payload: { link: `${feeds.url}/wiley.xml`, config: WILEY_CONFIG, journal_id: wileyJournal } });
    expect(add.statusCode).toBe(202);
    const started = add.json();
    expect(started).toMatchObject({ message: 'Submitted Succesfully', queue: 'rss-import', import_run_id: expect.any(Number) });
    const events = await h.follow(started);
    // progress until the end (none if the job finished before the stream opened), and the run's last progress is 100 %
    expect(events.slice(0, -1).every((e) => e.kind === 'progress')).toBe(true);
    const jobRun = await h.t.app.inject({ method: 'GET', url: `/api/jobs/rss-import/${started.job_id}`, headers: h.admin });
    expect(jobRun.json()).toMatchObject({ status: 'completed', progress: { pct: 100 } });
    expect(events.at(-1)).toMatchObject({ kind: 'completed', result: { created: 54, updated: 0, skipped: 0, rejected: 2, stats_refresh_job_id: expect.any(String) } });

    const { db } = h.t;
    const paper = await db.selectFrom('papers').selectAll().where('doi', '=', '10.1002/adsc.70400').executeTakeFirstOrThrow();
    expect(paper).toMatchObject({ title: 'Stereoretentive Protection and Deprotection of Chiral Silanol', journal_id: wileyJournal, year: 2026, volume: '368', issue: '11', issn: '1615-4150' });
    expect(paper.url).toBe('https://advanced.onlinelibrary.wiley.com/doi/10.1002/adsc.70400');
    expect(paper.abstract).toMatch(/^In this study, we demonstrate/);
    const authorships = await db.selectFrom('authorships').selectAll().where('paper_id', '=', paper.id).orderBy('position').execute();
    expect(authorships.map((a) => [a.position, a.printed_first_name, a.printed_last_name])).toEqual([
      [1, 'Aoi', 'Tsukimi'], [2, 'Sora', 'Nozaki'], [3, 'Saya', 'Yamaguchi'], [4, 'Mayaka', 'Maeno'], [5, 'Yuuya', 'Kawasaki'], [6, 'Kazunobu', 'Igawa'], [7, 'Katsuhiko', 'Tomooka'],
    ]);
    expect(authorships[0]!.author_id).toBe(tsukimi);
    expect(authorships[1]!.author_id).toBeNull();
    expect(authorships[5]!.author_id).not.toBeNull();
    expect(authorships[2]!.author_id).toBeNull();
    const issue = await db.selectFrom('data_issues').selectAll().where('paper_id', '=', paper.id).executeTakeFirstOrThrow();
    expect(issue).toMatchObject({ type: 'NAME_TOO_SIMILAR', status: 'open', dedupe_key: `NAME_TOO_SIMILAR:paper:${paper.id}:position:2` });
    expect(issue.details).toMatchObject({ printed_name: 'Sora Nozaki', candidate_author_ids: expect.any(Array) });

    const run = await db.selectFrom('import_runs').selectAll().where('id', '=', started.import_run_id).executeTakeFirstOrThrow();
    expect(run).toMatchObject({ source: 'rss', status: 'completed', created: 54, rejected: 2, requested_by: h.adminUserId, journal_id: wileyJournal });
    expect(run.job_run_id).not.toBeNull();
    expect((run.rejected_rows as Array<{ position: string; reason: string }>).map((r) => r.reason)).toEqual(['The item has no authors', 'The item has no authors']);
    const config = await db.selectFrom('rss_feed_configs').selectAll().where('journal_id', '=', wileyJournal).executeTakeFirstOrThrow();
    expect(config.config).toEqual(WILEY_CONFIG);
    expect(config.last_fetched_at).not.toBeNull();

    const before = await snapshot(db);
    const again = (await h.t.app.inject({ method: 'POST', url: '/api/rss/add', headers: h.admin, payload: { link: `${feeds.url}/wiley.xml`, config: WILEY_CONFIG, journal_id: wileyJournal } })).json();
    const secondEvents = await h.follow(again);
    expect(secondEvents.at(-1)).toMatchObject({ kind: 'completed', result: { created: 0, updated: 0, skipped: 54, rejected: 2, stats_refresh_job_id: null } });
    expect(await snapshot(db)).toEqual(before);

    const listed = await h.t.app.inject({ method: 'GET', url: `/api/rss/journal-publisher/search?pub_id=${publisherId}`, headers: h.admin });
    expect(listed.json().config).toEqual({ [String(wileyJournal)]: WILEY_CONFIG });
  });

  it('imports an RDF feed with the ISSN from its channel', async () => {
    const started = (await h.t.app.inject({ method: 'POST', url: '/api/rss/add', headers: h.admin, payload: { link: `${feeds.url}/elsevier.xml`, config: RDF_CONFIG, journal_id: elsevierJournal } })).json();
    expect((await h.follow(started)).at(-1)).toMatchObject({ kind: 'completed', result: { created: 1, rejected: 0 } });
    const paper = await h.t.db.selectFrom('papers').selectAll().where('doi', '=', '10.1016/j.jpeds.2018.08.009').executeTakeFirstOrThrow();
    expect(paper).toMatchObject({ journal_id: elsevierJournal, year: 2018, volume: '203', issn: '0022-3476' });
  });

  // Before: rss/add saved the link and mapping first and read the feed in the job, so an HTML page became a journal's
  // feed (its 6-hourly refresh then failing) and a working mapping was replaced by one that reads nothing.
  it('saves a link only once it is a feed with items the mapping reads; otherwise a 400 with the reason and nothing changes', async () => {
    const { db } = h.t;
    const state = async () => ({
      configs: await db.selectFrom('rss_feed_configs').selectAll().orderBy('journal_id').execute(),
      journals: await db.selectFrom('journals').select(['id', 'rss_feed_link']).orderBy('id').execute(),
      runs: await db.selectFrom('import_runs').select('id').orderBy('id').execute(),
      audit: await db.selectFrom('audit_log').select('id').orderBy('id').execute(),
      tables: await snapshot(db),
    });
    const before = await state();
    const cases = [
      ['/not-xml', RDF_CONFIG, /^Nothing was saved: this link is not a feed that can be read: .*root element is <html>/],
      ['/json', RDF_CONFIG, /^Nothing was saved: this link is not a feed that can be read: .*did not return XML/],
      ['/truncated.xml', WILEY_CONFIG, /^Nothing was saved: this link is not a feed that can be read: .*line \d+/],
      ['/missing.xml', RDF_CONFIG, /^Nothing was saved: this link is not a feed that can be read: .*answered 404/],
      ['/empty.xml', WILEY_CONFIG, /^Nothing was saved: the feed has no items$/],
      // a complete mapping whose authors tag this feed does not have
      ['/elsevier.xml', { ...RDF_CONFIG, authors: 'dc:contributor' }, /^Nothing was saved: none of the feed's item makes a paper with this mapping \(item 1: no authors\)$/],
    ] as const;
    for (const [path, config, message] of cases) {
      const refused = await h.t.app.inject({ method: 'POST', url: '/api/rss/add', headers: h.admin, payload: { link: feeds.url + path, config, journal_id: elsevierJournal } });
      expect(refused.statusCode, path).toBe(400);
      expect(refused.json().field, path).toBe('body.link');
      expect(refused.json().message, path).toMatch(message);
    }
    // the journal keeps its working feed and mapping; no run, no audit entry, no paper
    expect(await state()).toEqual(before);
    expect(before.configs.find((c) => c.journal_id === elsevierJournal)).toMatchObject({ link: `${feeds.url}/elsevier.xml`, config: RDF_CONFIG });

    const [journal] = await db.insertInto('journals').values([{ name: 'Moving Journal' }]).returning('id').execute();
    const saved = (await h.t.app.inject({ method: 'POST', url: '/api/rss/add', headers: h.admin, payload: { link: `${feeds.url}/turns-html.xml`, config: RDF_CONFIG, journal_id: journal!.id } })).json();
    expect((await h.follow(saved)).at(-1)).toMatchObject({ kind: 'completed', result: { created: 0, rejected: 0 } });
    turned = true;
  });

  it('the scheduled refresh imports every configured feed again', async () => {
    const before = await h.t.db.selectFrom('import_runs').select((eb) => eb.fn.countAll<number>().as('n')).where('source', '=', 'rss').executeTakeFirstOrThrow();
    const { createJobProducer, createRedisConnection } = await import('@ri/jobs');
    const redis = createRedisConnection((await import('../../../tests/support/env.ts')).testEnv.redisUrl, 'producer');
    const producer = createJobProducer({ connection: redis, prefix: h.t.queuePrefix, db: h.t.db });
    const job = await producer.enqueue('rssRefresh', {}, { requestedBy: null });
    const events = await h.follow({ queue: job.queue, job_id: job.jobId });
    expect(events.at(-1)).toMatchObject({ kind: 'completed', result: { feeds: 3, enqueued: 3 } });
    await producer.close();
    redis.disconnect();
    // the three imports it enqueued finish (the feed that has turned into an HTML page fails, with the reason); none changes anything
    await expect.poll(async () => (await h.t.db.selectFrom('import_runs').select('status').where('source', '=', 'rss').execute()).filter((r) => r.status === 'completed' || r.status === 'failed').length, { timeout: 30_000 }).toBe(Number(before.n) + 3);
    const scheduled = await h.t.db.selectFrom('import_runs').selectAll().where('source', '=', 'rss').orderBy('id', 'desc').limit(3).execute();
    expect(scheduled.every((r) => r.created === 0 && r.updated === 0 && r.requested_by === null)).toBe(true);
    const moved = scheduled.find((r) => r.file_name.endsWith('/turns-html.xml'))!;
    // a failed run (red) with the reason, not a green one
    expect(moved).toMatchObject({ status: 'failed', error: expect.stringMatching(/^Nothing could be imported: the only row was rejected \(feed: .*root element is <html>/) });
    expect(moved.rejected_rows).toEqual([{ position: 'feed', reason: expect.stringMatching(/root element is <html>/), raw: expect.any(String) }]);
  });
});
