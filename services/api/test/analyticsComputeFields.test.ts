import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '@ri/mail';
import { startMailCatcher, type MailCatcher } from '@ri/infra';
import { createJobEmailNotifier, registerDataIssueDetectionScheduler, registerNightlySchedulers, registerRssRefreshScheduler } from '@ri/workers';
import { createRedisConnection } from '@ri/jobs';
import { testEnv } from '@ri/tests/support/env';
import { bearer, createTestApp, createUser, loginAs, type TestApp } from './support/testApp.ts';
import { insertAnalyticsFixture, type AnalyticsFixture } from './support/analyticsFixture.ts';
import { startAnalyticsWorkers, type AnalyticsWorkers } from './support/analyticsWorkers.ts';
import { readEventStream } from './support/sse.ts';

describe('Compute Fields: jobs started by admins, joined while running, streamed to the end, e-mailed', () => {
  let t: TestApp;
  let w: AnalyticsWorkers;
  let f: AnalyticsFixture;
  let catcher: MailCatcher;
  let mailer: ReturnType<typeof createMailer>;
  let baseUrl: string;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp();
    f = await insertAnalyticsFixture(t.db);
    // Hal's history: a Ph.D. in 2011 and an assistant professorship from 2013 (first year of career 2013)
    await t.db.insertInto('education').values({ author_id: f.a.a8, seq: 1, degree: 'Ph.D.', year: 2011 }).execute();
    await t.db.insertInto('work_history').values([
      { author_id: f.a.a8, seq: 1, title: 'Consultant', from_year: 2011 },
      { author_id: f.a.a8, seq: 2, title: 'Assistant Professor', marker: 1, from_year: 2013 },
    ]).execute();
    await createUser(t.db, { username: 'admin', type: 'admin' });
    await createUser(t.db, { username: 'faculty', type: 'faculty', authorId: f.a.a1 });
    admin = await loginAs(t.app, 'admin');
    catcher = await startMailCatcher();
    mailer = createMailer({ smtpUrl: catcher.smtpUrl, from: 'Research Insights <jobs@research-insights.test>' });
    // workers start later: the first requests must find their job still waiting
    w = await startAnalyticsWorkers(t, { start: false, onFinished: createJobEmailNotifier({ db: t.db, mailer, publicUrl: 'https://ri.example.test' }) });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await w?.close();
    mailer?.close();
    await catcher?.stop();
    await t?.close();
  });

  it('lists the three buttons as never run, and refuses non-admins', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/generate_university_stats', headers: bearer(admin) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ details: [
      { button_name: 'generate_university_stats', modified_on: null, queue: 'analytics-recompute', running: false, job_id: null },
      { button_name: 'generate_tenure_data', modified_on: null, queue: 'tenure-data', running: false, job_id: null },
      { button_name: 'generate_first_year_career', modified_on: null, queue: 'first-year-career', running: false, job_id: null },
    ] });
    const faculty = await loginAs(t.app, 'faculty');
    for (const [method, url] of [['GET', '/api/generate_university_stats'], ['POST', '/api/generate_university_stats'], ['POST', '/api/generate_tenure_data'], ['GET', '/api/generate_first_year_career']] as const) {
      expect((await t.app.inject({ method, url, headers: bearer(faculty) })).statusCode).toBe(403);
    }
    expect(await t.db.selectFrom('job_runs').select('id').execute()).toEqual([]);
  });

  it('joins the running job, streams its progress to the end, e-mails the requester and records modified_on', async () => {
    const first = await t.app.inject({ method: 'POST', url: '/api/generate_university_stats', headers: bearer(admin) });
    expect(first.statusCode).toBe(202);
    const started = first.json();
    expect(started).toMatchObject({ message: 'Success', queue: 'analytics-recompute' });
    // a second click while the first job waits joins it
    const second = (await t.app.inject({ method: 'POST', url: '/api/generate_university_stats', headers: bearer(admin) })).json();
    expect(second).toEqual(started);
    const details = (await t.app.inject({ method: 'GET', url: '/api/generate_university_stats', headers: bearer(admin) })).json().details;
    expect(details[0]).toMatchObject({ running: true, job_id: started.job_id, modified_on: null });
    // one computation at a time: the other two buttons are refused while it runs, saying why, and start nothing
    for (const [method, url, label] of [['POST', '/api/generate_tenure_data', 'Generate Tenure Data'], ['GET', '/api/generate_first_year_career', 'Generate First Year Career']] as const) {
      const refused = await t.app.inject({ method, url, headers: bearer(admin) });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(`Generate University Stats is running. ${label} can start when it has finished; the page shows its progress.`);
    }
    expect((await t.db.selectFrom('job_runs').select('queue').execute()).map((run) => run.queue)).toEqual(['analytics-recompute']);

    const stream = readEventStream(`${baseUrl}/api/jobs/${started.queue}/${started.job_id}/events`, bearer(admin), 30_000);
    w.start();
    const events = await stream;
    const last = events.at(-1)!;
    expect(last).toMatchObject({ kind: 'completed', result: { authors: 8, papers: 15, currentYear: new Date().getUTCFullYear() } });
    const stages = new Set(events.filter((e) => e.kind === 'progress').map((e) => (e as { progress: { stage: string } }).progress.stage));
    expect(stages.size).toBeGreaterThan(1);
    for (const stage of stages) expect(['waiting', 'prepare', 'load', 'compute', 'write', 'analyze', 'swap', 'done']).toContain(stage);

    const mail = await catcher.waitForMessage((m) => m.to.includes('admin@example.edu'), 10_000);
    expect(mail.subject).toBe('University statistics: finished');
    // written for people: words, not the result's keys, and a link to the page showing the result
    expect(mail.text).toContain('Authors: 8');
    expect(mail.text).toContain(`Current year: ${new Date().getUTCFullYear()}`);
    expect(mail.text).not.toMatch(/currentYear|durationMs/);
    expect(mail.text).toContain('See the result on Faculty Ranking: https://ri.example.test/dashboard/authorrank');

    const after = (await t.app.inject({ method: 'GET', url: '/api/generate_university_stats', headers: bearer(admin) })).json().details;
    expect(after[0]).toMatchObject({ running: false, job_id: null });
    expect(Date.now() - Date.parse(after[0].modified_on)).toBeLessThan(60_000);
    expect(after[1].modified_on).toBeNull();
    // one run for both clicks
    expect(await t.db.selectFrom('job_runs').select(['queue', 'status']).where('queue', '=', 'analytics-recompute').execute())
      .toEqual([{ queue: 'analytics-recompute', status: 'completed' }]);
  });

  it('runs the tenure job and the first-year-of-career job to completion, each with its e-mail', async () => {
    const tenure = (await t.app.inject({ method: 'POST', url: '/api/generate_tenure_data', headers: bearer(admin) })).json();
    expect(tenure.message).toBe('Success');
    const events = await readEventStream(`${baseUrl}/api/jobs/${tenure.queue}/${tenure.job_id}/events`, bearer(admin));
    expect(events.at(-1)).toMatchObject({ kind: 'completed', result: { authors: 8, rows: 32 } });
    await catcher.waitForMessage((m) => m.subject === 'Tenure data: finished', 10_000);

    const career = await t.app.inject({ method: 'GET', url: '/api/generate_first_year_career', headers: bearer(admin) });
    expect(career.statusCode).toBe(202);
    const { queue, job_id } = career.json();
    const careerEvents = await readEventStream(`${baseUrl}/api/jobs/${queue}/${job_id}/events`, bearer(admin));
    // only Hal has a history; the others keep their first year of career
    expect(careerEvents.at(-1)).toMatchObject({ kind: 'completed', result: { authors: 8, updated: 1, withoutHistory: 7 } });
    const hal = await t.db.selectFrom('authors').select('first_year_career').where('id', '=', f.a.a8).executeTakeFirstOrThrow();
    expect(hal.first_year_career).toBe(2013);
    // and his figures now start from it: 1 paper / (this year - 2013 + 1)
    const stats = await t.db.selectFrom('analytics_author').select(['first_year_career', 'career_start_year']).where('author_id', '=', f.a.a8).executeTakeFirstOrThrow();
    expect(stats).toEqual({ first_year_career: 2013, career_start_year: 2013 });
    await catcher.waitForMessage((m) => m.subject === 'First year of career: finished', 10_000);
    const details = (await t.app.inject({ method: 'GET', url: '/api/generate_university_stats', headers: bearer(admin) })).json().details;
    expect(details.every((d: { modified_on: string | null }) => d.modified_on !== null)).toBe(true);
  });

  it('shows every run in the job console, filtered and paged, and retries a failed one', async () => {
    const all = (await t.app.inject({ method: 'GET', url: '/api/jobs?page_size=2', headers: bearer(admin) })).json();
    // recompute, tenure, first year of career (and the refresh it ran inside itself, no separate run), and the
    // dashboard figures of the version each of the three published (docs/analytics-engine.md "Dashboard figures")
    expect(all.total).toBe(6);
    expect(all.runs).toHaveLength(2);
    const figures = (await t.app.inject({ method: 'GET', url: '/api/jobs?queue=dashboard-figures', headers: bearer(admin) })).json();
    expect(figures.runs.map((r: { title: string }) => r.title)).toEqual(['Dashboard figures', 'Dashboard figures', 'Dashboard figures']);
    expect(new Set(figures.runs.map((r: { job_id: string }) => r.job_id)).size).toBe(3);
    const career = (await t.app.inject({ method: 'GET', url: '/api/jobs?queue=first-year-career', headers: bearer(admin) })).json();
    // the console's filter offers every queue of the registry, those without runs included
    expect(all.queues).toEqual(expect.arrayContaining([{ name: 'analytics-recompute', title: 'University statistics' }, { name: 'mark-cv', title: expect.any(String) }, { name: 'password-reset', title: expect.any(String) }]));
    expect(career.runs[0]).toMatchObject({ queue: 'first-year-career', title: 'First year of career', status: 'completed', requested_by_username: 'admin' });
    const recompute = (await t.app.inject({ method: 'GET', url: '/api/jobs?queue=analytics-recompute&status=completed', headers: bearer(admin) })).json();
    expect(recompute.runs.map((r: { queue: string }) => r.queue)).toEqual(['analytics-recompute']);
    expect((await t.app.inject({ method: 'GET', url: '/api/jobs?queue=nope', headers: bearer(admin) })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/jobs?status=exploded', headers: bearer(admin) })).statusCode).toBe(400);

    // a completed run cannot be retried
    const done = recompute.runs[0];
    expect((await t.app.inject({ method: 'POST', url: `/api/jobs/${done.queue}/${done.job_id}/retry`, headers: bearer(admin) })).statusCode).toBe(409);
    // a failed run whose job Redis no longer keeps: retried as a new job with the same payload
    await t.db.insertInto('job_runs').values({ queue: 'analytics-refresh', bull_job_id: 'gone-from-redis', status: 'failed', error: 'boom',
      payload: JSON.stringify({ authorIds: [f.a.a1] }) }).execute();
    const retried = await t.app.inject({ method: 'POST', url: '/api/jobs/analytics-refresh/gone-from-redis/retry', headers: bearer(admin) });
    expect(retried.statusCode).toBe(202);
    expect(retried.json()).toMatchObject({ queue: 'analytics-refresh', retried_as: 'new_job' });
    await w.waitForRun('analytics-refresh', retried.json().job_id);
    expect((await t.app.inject({ method: 'POST', url: '/api/jobs/analytics-refresh/no-such-job/retry', headers: bearer(admin) })).statusCode).toBe(404);
  });

  it('lists the job schedulers with their next run', async () => {
    const connection = createRedisConnection(testEnv.redisUrl, 'worker');
    const registered = [];
    try {
      registered.push(...await registerNightlySchedulers(connection, t.queuePrefix, { nightlyCron: '30 2 * * *' }));
      registered.push(await registerDataIssueDetectionScheduler(connection, t.queuePrefix, '15 1 * * *'));
      registered.push(await registerRssRefreshScheduler(connection, t.queuePrefix));
    } finally {
      connection.disconnect();
    }
    expect(registered.map((s) => s.pattern)).toEqual(['30 2 * * *', '30 2 * * *', '15 1 * * *', '0 */6 * * *']);
    // every registration answers its next run (the worker logs them at start)
    for (const s of registered) expect(s.next!.getTime()).toBeGreaterThan(Date.now());
    const response = await t.app.inject({ method: 'GET', url: '/api/jobs/schedulers', headers: bearer(admin) });
    expect(response.statusCode).toBe(200);
    const { schedulers } = response.json();
    expect(schedulers.map((s: { id: string; queue: string; pattern: string }) => [s.id, s.queue, s.pattern]).sort()).toEqual([
      ['nightly-analytics-recompute', 'analytics-recompute', '30 2 * * *'],
      ['nightly-data-issue-detection', 'data-issue-detection', '15 1 * * *'],
      ['nightly-tenure-data', 'tenure-data', '30 2 * * *'],
      ['rss-refresh', 'rss-refresh', '0 */6 * * *'],
    ]);
    const at = (id: string) => new Date(schedulers.find((s: { id: string }) => s.id === id).next_run);
    for (const id of ['nightly-analytics-recompute', 'nightly-tenure-data']) expect([at(id).getUTCHours(), at(id).getUTCMinutes()]).toEqual([2, 30]);
    expect([at('nightly-data-issue-detection').getUTCHours(), at('nightly-data-issue-detection').getUTCMinutes()]).toEqual([1, 15]);
    expect(at('rss-refresh').getUTCHours() % 6).toBe(0);
    expect(at('rss-refresh').getUTCMinutes()).toBe(0);
    for (const s of schedulers) expect(new Date(s.next_run).getTime()).toBeGreaterThan(Date.now());
    // the same times the registrations answered
    for (const s of registered) expect(at(s.id).getTime()).toBe(s.next!.getTime());
  });

});
