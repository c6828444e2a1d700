// Onboarding a school from the OpenAlex API (docs/ingestion.md "Onboarding a school from OpenAlex"),
// end to end against a local OpenAlex (tests/support/openalexServer.ts, built from the real records in
// tests/fixtures/openalex): search and counts, the job with cursor paging, select=, mailto and the API
// key, a 429 honoured and a 500 retried, a worker killed mid-way resumed from the saved cursor, the
// statistics refresh, the school's scheduled refresh, idempotence, and who may onboard what.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Queue } from 'bullmq';
import { createJobProducer, createRedisConnection, QUEUES } from '@ri/jobs';
import { AUTHOR_SELECT, INSTITUTION_SELECT, WORK_SELECT } from '@ri/ingestion';
import { PROCESSORS, type Processor } from '@ri/workers';
import { testEnv } from '@ri/tests/support/env';
import { startOpenAlexServer, type OpenAlexServer } from '@ri/tests/support/openalexServer';
import { createUser } from './support/testApp.ts';
import { startHarness, tokenFor, type Harness } from './ingestionHelpers.ts';

const MICHIGAN = 'I27837315';

// The first attempt of a marked run "dies" (the worker killed) once its second works page is committed.
let crashNextRun = false;
const crashingOnboard: Processor<'openalexOnboard'> = async (context) => {
  if (!crashNextRun || context.job.attemptsMade > 0) return PROCESSORS.openalexOnboard(context);
  crashNextRun = false;
  let worksPages = 0;
  return PROCESSORS.openalexOnboard({
    ...context,
    async reportProgress(progress) {
      await context.reportProgress(progress);
      if (progress.stage === 'import' && progress.message.startsWith('works') && ++worksPages === 2) throw new Error('simulated crash after two works pages');
    },
  });
};

describe('onboarding a school from OpenAlex', () => {
  let h: Harness;
  let oa: OpenAlexServer;
  const saved = { ...process.env };

  beforeAll(async () => {
    oa = await startOpenAlexServer({ workCopies: 6 });
    // the workers read these when a job runs; the API from its configuration
    Object.assign(process.env, { OPENALEX_BASE_URL: oa.url, OPENALEX_MAILTO: 'data-team@school.example', OPENALEX_API_KEY: 'test-key', OPENALEX_PER_PAGE: '2', OPENALEX_RETRY_BASE_MS: '50' });
    h = await startHarness({ openalexOnboard: crashingOnboard }, { OPENALEX_BASE_URL: oa.url, OPENALEX_MAILTO: 'data-team@school.example', OPENALEX_API_KEY: 'test-key' });
  });
  afterAll(async () => {
    await h?.close();
    await oa?.close();
    for (const key of ['OPENALEX_BASE_URL', 'OPENALEX_MAILTO', 'OPENALEX_API_KEY', 'OPENALEX_PER_PAGE', 'OPENALEX_RETRY_BASE_MS']) {
      if (saved[key] === undefined) delete process.env[key];
      else process.env[key] = saved[key];
    }
  });

  const get = (url: string, headers = h.admin) => h.t.app.inject({ method: 'GET', url, headers });
  const onboard = (institution: string, headers = h.admin) => h.t.app.inject({ method: 'POST', url: '/api/openalex/onboard', headers, payload: { institution } });

  it('finds an institution by name, ROR id or OpenAlex id and shows its counts', async () => {
    for (const q of ['michigan', 'https://ror.org/00jmfr291', '00jmfr291', MICHIGAN, `https://openalex.org/${MICHIGAN}`]) {
      const response = await get(`/api/openalex/institutions?q=${encodeURIComponent(q)}`);
      expect(response.statusCode, `${q}: ${response.body}`).toBe(200);
      expect(response.json().data, q).toEqual([expect.objectContaining({
        id: MICHIGAN, display_name: 'University of Michigan', ror: 'https://ror.org/00jmfr291', works_count: 932812, cited_by_count: 22780242, university_id: null, onboarded_at: null,
      })]);
    }
    expect((await get('/api/openalex/institutions?q=Nowhere%20Polytechnic')).json()).toEqual({ data: [] });
    const detail = await get(`/api/openalex/institutions/${MICHIGAN}`);
    expect(detail.json()).toMatchObject({ id: MICHIGAN, works_count: 932812, cited_by_count: 22780242, authors_count: 1, can_onboard: true, reason: null });
    // every request names the contact e-mail and the key, and asks only for the fields it reads
    const searches = oa.requests.filter((r) => r.path.startsWith('/institutions'));
    expect(searches.every((r) => r.params.mailto === 'data-team@school.example' && r.params.api_key === 'test-key')).toBe(true);
    expect(searches.every((r) => r.params.select === INSTITUTION_SELECT.join(','))).toBe(true);

    // bad input: a clear 4xx, OpenAlex not asked
    const before = oa.requests.length;
    expect((await get('/api/openalex/institutions?q=')).statusCode).toBe(400);
    const badId = await get('/api/openalex/institutions/X27837315');
    expect(badId.statusCode).toBe(400);
    expect(oa.requests.length).toBe(before);
    const unknown = await get('/api/openalex/institutions/I1');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('OpenAlex does not know the institution I1.');
  });

  it('imports the school\'s authors and works page by page: a 429 honoured, a worker killed mid-way resumed from the saved cursor, then the statistics refresh and a scheduled refresh', { timeout: 120_000 }, async () => {
    const { db } = h.t;
    oa.requests.length = 0;
    oa.inject({ pathPrefix: '/works', cursor: '*' }, [{ status: 429, headers: { 'retry-after': '1' }, body: '{"error":"Too many requests"}' }]);
    crashNextRun = true;
    const response = await onboard(MICHIGAN);
    expect(response.statusCode, response.body).toBe(202);
    const started = response.json() as { queue: string; job_id: string; import_run_id: number };
    expect(started.queue).toBe(QUEUES.openalexOnboard.name);
    // a second start while it runs is refused
    const twice = await onboard(MICHIGAN);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(`This school is being onboarded already (import #${started.import_run_id}); follow that run.`);

    const events = await h.follow(started);
    const last = events.at(-1)!;
    expect(last, JSON.stringify(last)).toMatchObject({ kind: 'completed', result: { import_run_id: started.import_run_id, rejected: 0 } });
    expect((last as { result: { stats_refresh_job_id: string | null } }).result.stats_refresh_job_id).not.toBeNull();

    // the 429: the first works page asked again, no sooner than its Retry-After
    const worksRequests = oa.requests.filter((r) => r.path === '/works');
    const firstPage = worksRequests.filter((r) => r.params.cursor === '*');
    expect(firstPage).toHaveLength(2);
    expect(firstPage[1]!.at - firstPage[0]!.at).toBeGreaterThanOrEqual(950);
    // the crash: the retry went on from the saved cursor; no page of works was asked for twice after it was answered
    const answeredCursors = worksRequests.map((r) => r.params.cursor!).slice(1);
    expect(new Set(answeredCursors).size).toBe(answeredCursors.length);
    expect(events.some((e) => e.kind === 'progress' && /^Resuming at page \d+ \(works\)$/.test(e.progress.message))).toBe(true);
    // 7 works over pages of 2, then the empty page after the last (as OpenAlex pages end)
    expect(answeredCursors).toHaveLength(5);
    expect(worksRequests.every((r) => r.params.select === WORK_SELECT.join(',') && r.params['per-page'] === '2' && r.params.mailto === 'data-team@school.example' && r.params.api_key === 'test-key')).toBe(true);
    const authorRequests = oa.requests.filter((r) => r.path === '/authors' && r.params.cursor !== undefined);
    expect(authorRequests.length).toBeGreaterThan(0);
    expect(authorRequests.every((r) => r.params.select === AUTHOR_SELECT.join(','))).toBe(true);

    // every work exactly once, the school created and marked onboarded, its author a faculty record
    const ids = oa.works.map((w) => String(w.id).replace('https://openalex.org/', ''));
    const papers = await db.selectFrom('papers').select(['id', 'openalex_id']).where('openalex_id', 'in', ids).execute();
    expect(papers).toHaveLength(7);
    const authorships = await db.selectFrom('authorships').select((eb) => eb.fn.countAll<number>().as('n')).where('paper_id', 'in', papers.map((p) => p.id)).executeTakeFirstOrThrow();
    expect(Number(authorships.n)).toBe(63);
    const school = await db.selectFrom('universities').select(['id', 'name', 'ror_id', 'openalex_onboarded_at']).where('openalex_id', '=', MICHIGAN).executeTakeFirstOrThrow();
    expect(school.name).toBe('University of Michigan');
    expect(school.openalex_onboarded_at).not.toBeNull();
    const priem = await db.selectFrom('authors').select(['university_id', 'openalex_id']).where('openalex_id', '=', 'A5023888391').executeTakeFirstOrThrow();
    expect(priem.university_id).toBe(school.id);
    const run = await db.selectFrom('import_runs').selectAll().where('id', '=', started.import_run_id).executeTakeFirstOrThrow();
    expect(run).toMatchObject({ status: 'completed', source: 'openalex', rejected: 0, checkpoint: expect.objectContaining({ phase: 'done' }) });
    const bull = await new Queue(QUEUES.openalexOnboard.name, { connection: createRedisConnection(testEnv.redisUrl, 'producer'), prefix: h.t.queuePrefix });
    try {
      const job = await bull.getJob(started.job_id);
      expect(job?.attemptsMade).toBe(2);
      // the job's own data carries where it got to (job.updateData)
      expect((job?.data as { step?: Record<string, unknown> }).step).toMatchObject({ importRunId: started.import_run_id, phase: 'done' });
      // the school's scheduled refresh
      const scheduler = await bull.getJobScheduler(`openalex-refresh:${MICHIGAN}`);
      expect(scheduler).toMatchObject({ pattern: '0 3 * * 0' });
      expect(scheduler?.template?.data).toMatchObject({ institution: MICHIGAN, mode: 'refresh' });
    } finally {
      await bull.close();
    }
    // the detail now names our university
    expect((await get(`/api/openalex/institutions/${MICHIGAN}`)).json()).toMatchObject({ university_id: school.id, onboarded_at: expect.any(String) });
  });

  it('a refresh (the scheduler\'s job) survives a 500 and changes nothing that is unchanged', { timeout: 120_000 }, async () => {
    const { db } = h.t;
    oa.requests.length = 0;
    oa.inject({ pathPrefix: '/works' }, [{ status: 500 }, { status: 503 }]);
    const redis = createRedisConnection(testEnv.redisUrl, 'producer');
    const producer = createJobProducer({ connection: redis, prefix: h.t.queuePrefix, db });
    try {
      // what the job scheduler enqueues: no import run yet, no requester
      const job = await producer.enqueue('openalexOnboard', { institution: MICHIGAN, mode: 'refresh' }, { requestedBy: null });
      const events = await h.follow({ queue: job.queue, job_id: job.jobId });
      const last = events.at(-1)!;
      expect(last, JSON.stringify(last)).toMatchObject({ kind: 'completed', result: { created: 0, updated: 0, rejected: 0 } });
      expect(oa.requests.filter((r) => r.path === '/works' && r.params.cursor === '*')).toHaveLength(3);
      const runId = (last as { result: { import_run_id: number } }).result.import_run_id;
      const run = await db.selectFrom('import_runs').select(['requested_by', 'options', 'status']).where('id', '=', runId).executeTakeFirstOrThrow();
      expect(run).toMatchObject({ requested_by: null, status: 'completed', options: { institution: MICHIGAN, api: true, mode: 'refresh' } });
    } finally {
      await producer.close();
      redis.disconnect();
    }
  });

  it('a refresh of an institution OpenAlex no longer knows fails at once with the reason, not retried', { timeout: 60_000 }, async () => {
    const { db } = h.t;
    const redis = createRedisConnection(testEnv.redisUrl, 'producer');
    const producer = createJobProducer({ connection: redis, prefix: h.t.queuePrefix, db });
    try {
      const job = await producer.enqueue('openalexOnboard', { institution: 'I999', mode: 'refresh' }, { requestedBy: null });
      const events = await h.follow({ queue: job.queue, job_id: job.jobId });
      expect(events.at(-1)).toMatchObject({ kind: 'failed' });
      expect((await producer.queueFor('openalexOnboard').getJob(job.jobId))?.attemptsMade).toBe(1);
      const run = await db.selectFrom('import_runs').select(['status', 'error']).where('file_name', '=', 'OpenAlex API: I999').executeTakeFirstOrThrow();
      expect(run).toEqual({ status: 'failed', error: 'OpenAlex does not know the institution I999' });
    } finally {
      await producer.close();
      redis.disconnect();
    }
  });

  it('a university user onboards only their own school; nothing is started otherwise', async () => {
    const { db } = h.t;
    const other = await db.insertInto('universities').values({ name: 'Elsewhere Business School', ror_id: 'https://ror.org/05abcde12' }).returning('id').executeTakeFirstOrThrow();
    const unlinked = await db.insertInto('universities').values({ name: 'Unlinked School' }).returning('id').executeTakeFirstOrThrow();
    // a second record of the same school (its ROR id) while another university holds the institution
    const twin = await db.insertInto('universities').values({ name: 'U. Michigan (duplicate record)', ror_id: 'https://ror.org/00jmfr291' }).returning('id').executeTakeFirstOrThrow();
    await createUser(db, { username: 'twin-owner', type: 'university', universityId: twin.id });
    const michigan = await db.selectFrom('universities').select('id').where('openalex_id', '=', MICHIGAN).executeTakeFirstOrThrow();
    await createUser(db, { username: 'elsewhere-owner', type: 'university', universityId: other.id });
    await createUser(db, { username: 'unlinked-owner', type: 'university', universityId: unlinked.id });
    await createUser(db, { username: 'michigan-owner', type: 'university', universityId: michigan.id });
    await createUser(db, { username: 'onboard-faculty', type: 'faculty' });
    const runsBefore = await db.selectFrom('import_runs').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();

    const elsewhere = await tokenFor(h.t, 'elsewhere-owner');
    const refused = await onboard(MICHIGAN, elsewhere);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You can onboard only your own school.');
    expect((await get(`/api/openalex/institutions/${MICHIGAN}`, elsewhere)).json()).toMatchObject({ can_onboard: false, reason: 'You can onboard only your own school.' });
    const notLinked = await onboard(MICHIGAN, await tokenFor(h.t, 'unlinked-owner'));
    expect(notLinked.statusCode).toBe(403);
    expect(notLinked.json().message).toBe('Your school is not linked to an OpenAlex institution yet: ask an administrator to onboard it.');
    const taken = await onboard(MICHIGAN, await tokenFor(h.t, 'twin-owner'));
    expect(taken.statusCode).toBe(403);
    expect(taken.json().message).toBe('This institution belongs to another school in Research Insights (University of Michigan).');
    expect((await onboard(MICHIGAN, await tokenFor(h.t, 'onboard-faculty'))).statusCode).toBe(403);
    const runsAfter = await db.selectFrom('import_runs').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(runsAfter.n)).toBe(Number(runsBefore.n));
    expect(await db.selectFrom('universities').select('openalex_id').where('id', 'in', [other.id, unlinked.id, twin.id]).execute()).toEqual([{ openalex_id: null }, { openalex_id: null }, { openalex_id: null }]);

    // the school's own owner may
    const own = await tokenFor(h.t, 'michigan-owner');
    expect((await get(`/api/openalex/institutions/${MICHIGAN}`, own)).json()).toMatchObject({ can_onboard: true });
    const allowed = await onboard(MICHIGAN, own);
    expect(allowed.statusCode, allowed.body).toBe(202);
    const events = await h.follow(allowed.json());
    expect(events.at(-1)).toMatchObject({ kind: 'completed', result: { created: 0, rejected: 0 } });

    // while no university holds the institution, a school recognised by its ROR id is linked to it (audited) and onboarded
    await db.updateTable('universities').set({ openalex_id: null }).where('id', '=', michigan.id).execute();
    const twinToken = await tokenFor(h.t, 'twin-owner');
    expect((await get(`/api/openalex/institutions/${MICHIGAN}`, twinToken)).json()).toMatchObject({ can_onboard: true, university_id: null });
    const linkedStart = await onboard(MICHIGAN, twinToken);
    expect(linkedStart.statusCode, linkedStart.body).toBe(202);
    expect((await h.follow(linkedStart.json())).at(-1)).toMatchObject({ kind: 'completed' });
    expect(await db.selectFrom('universities').select(['openalex_id']).where('id', '=', twin.id).executeTakeFirstOrThrow()).toEqual({ openalex_id: MICHIGAN });
    const audited = await db.selectFrom('audit_log').select(['action', 'entity_id']).where('action', '=', 'openalex.link_university').execute();
    expect(audited).toEqual([{ action: 'openalex.link_university', entity_id: String(twin.id) }]);
  });
});
