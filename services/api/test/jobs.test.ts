import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, createUser, loginAs, type TestApp } from './support/testApp.ts';
import { readEventStream } from './support/sse.ts';
import { serveWithWorkers, type ServedWithWorkers } from './support/servedWithWorkers.ts';

describe('author totals job: started through the API, progress streamed as server-sent events', () => {
  let t: TestApp;
  let baseUrl: string;
  let served: ServedWithWorkers | undefined;

  beforeAll(async () => {
    t = await createTestApp();
    // two authors, three papers: Ada wrote p1 (10 citations) and p2 (5); Grace wrote p2 and p3 (7)
    const [ada, grace, idle] = await t.db.insertInto('authors')
      .values([{ first_name: 'Ada', last_name: 'Lovelace' }, { first_name: 'Grace', last_name: 'Hopper' }, { first_name: 'Idle', last_name: 'Author' }])
      .returning('id').execute();
    const [p1, p2, p3] = await t.db.insertInto('papers')
      .values([{ title: 'P1', year: 2020, citation_count: 10 }, { title: 'P2', year: 2021, citation_count: 5 }, { title: 'P3', year: 2022, citation_count: 7 }])
      .returning('id').execute();
    await t.db.insertInto('authorships').values([
      { paper_id: p1!.id, position: 1, author_id: ada!.id },
      { paper_id: p2!.id, position: 1, author_id: ada!.id },
      { paper_id: p2!.id, position: 2, author_id: grace!.id },
      { paper_id: p3!.id, position: 1, author_id: grace!.id },
      { paper_id: p3!.id, position: 2, author_id: null, printed_last_name: 'External' },
    ]).execute();
    void idle;
    await createUser(t.db, { username: 'admin', type: 'admin' });
    await createUser(t.db, { username: 'other-admin', type: 'admin' });
    await createUser(t.db, { username: 'fac', type: 'faculty', authorId: ada!.id });
    served = await serveWithWorkers(t);
    baseUrl = served.baseUrl;
  });
  afterAll(async () => {
    await (served ? served.close() : t?.close());
  });

  it('runs to completion, streaming progress, and writes every author\'s totals', async () => {
    const token = await loginAs(t.app, 'admin');
    const started = await t.app.inject({ method: 'POST', url: '/api/jobs/author-totals', headers: bearer(token) });
    expect(started.statusCode).toBe(202);
    const { queue, job_id } = started.json();

    const events = await readEventStream(`${baseUrl}/api/jobs/${queue}/${job_id}/events`, bearer(token));
    const last = events.at(-1)!;
    expect(last).toMatchObject({ kind: 'completed', result: { authors: 3, papers: 4, citations: 27 } });
    const progress = events.filter((e) => e.kind === 'progress');
    expect(progress.length).toBeGreaterThan(0);

    const stats = await t.db.selectFrom('author_stats').innerJoin('authors', 'authors.id', 'author_stats.author_id')
      .select(['authors.first_name', 'total_papers', 'total_citations']).orderBy('authors.id').execute();
    expect(stats).toEqual([
      { first_name: 'Ada', total_papers: 2, total_citations: 15 },
      { first_name: 'Grace', total_papers: 2, total_citations: 12 },
      { first_name: 'Idle', total_papers: 0, total_citations: 0 },
    ]);

    const run = await t.app.inject({ method: 'GET', url: `/api/jobs/${queue}/${job_id}`, headers: bearer(token) });
    expect(run.json()).toMatchObject({ status: 'completed', progress: { pct: 100 } });

    // a stream opened after the end answers the outcome at once
    const late = await readEventStream(`${baseUrl}/api/jobs/${queue}/${job_id}/events`, bearer(token));
    expect(late).toEqual([{ kind: 'completed', result: { authors: 3, papers: 4, citations: 27 } }]);
  });

  it('is admin-only to start, and a run is visible only to whoever asked for it and admins', async () => {
    const faculty = await loginAs(t.app, 'fac');
    expect((await t.app.inject({ method: 'POST', url: '/api/jobs/author-totals', headers: bearer(faculty) })).statusCode).toBe(403);
    const admin = await loginAs(t.app, 'admin');
    const { queue, job_id } = (await t.app.inject({ method: 'POST', url: '/api/jobs/author-totals', headers: bearer(admin) })).json();
    const asFaculty = await fetch(`${baseUrl}/api/jobs/${queue}/${job_id}/events`, { headers: bearer(faculty) });
    expect(asFaculty.status).toBe(403);
    const asOtherAdmin = await t.app.inject({ method: 'GET', url: `/api/jobs/${queue}/${job_id}`, headers: bearer(await loginAs(t.app, 'other-admin')) });
    expect(asOtherAdmin.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/jobs/${queue}/999999`, headers: bearer(admin) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/jobs/no-such-queue/1`, headers: bearer(admin) })).statusCode).toBe(404);
    await readEventStream(`${baseUrl}/api/jobs/${queue}/${job_id}/events`, bearer(admin));
  });
});
