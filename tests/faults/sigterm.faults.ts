// SIGTERM to the API and to the workers under load (docs/reliability.md, "Faults"): what is in
// flight finishes, what comes after is refused, and the process exits by itself (code 0, before its
// forced-exit bound: 15 s for the API, 30 s for the workers). The time to exit is measured.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoDatabaseForFile, type FileDatabase } from './support/files.ts';
import { callAs, readCalls, signInDemoAccounts, type DemoSessions } from './support/figures.ts';
import { API_APPLICATION, backendsOf, holdTableLock, queryRows, WORKERS_APPLICATION, type HeldLock } from './support/postgres.ts';
import { recordFigure } from './support/record.ts';
import { call, delay, jobRun, startStack, waitFor, waitForJobCompleted, type Answer, type Stack } from './support/stack.ts';

interface Outcome { startedAt: number; status: number | 'no answer'; error?: string }

describe('SIGTERM under load', () => {
  let database: FileDatabase;
  let stack: Stack;
  let sessions: DemoSessions;

  beforeAll(async () => {
    database = await demoDatabaseForFile();
    stack = await startStack({ name: 'sigterm', databaseUrl: database.url, redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' });
    sessions = await signInDemoAccounts(stack.baseUrl, database.url);
  });
  afterAll(async () => {
    await stack?.stop();
    await database?.drop();
  });

  // each case starts with both processes running, whatever the previous one left
  beforeEach(async () => {
    if (stack.api.hasExited()) stack.api = await stack.startApi();
    if (!stack.workers || stack.workers.hasExited()) stack.workers = await stack.startWorkers();
  });
  // and no table lock of a failed case outlives it
  const held: HeldLock[] = [];
  const hold = async (table: string, mode?: string) => {
    const lock = await holdTableLock(database.url, table, mode);
    held.push(lock);
    return lock;
  };
  afterEach(async () => {
    for (const lock of held.splice(0)) await lock.release();
  });

  it('API: requests in flight finish, new ones are refused, it exits by itself', async () => {
    const reads = readCalls(sessions);
    const ranking = reads.find((r) => r.name === 'ranking')!;
    const outcomes: Outcome[] = [];
    let stopLoad = false;
    const reader = async (offset: number) => {
      for (let i = offset; !stopLoad; i++) {
        const startedAt = Date.now();
        try {
          const answer = await callAs(stack.baseUrl, sessions, reads[i % reads.length]!, 30_000);
          outcomes.push({ startedAt, status: answer.status });
        } catch (error) {
          outcomes.push({ startedAt, status: 'no answer', error: String((error as Error & { cause?: { code?: string } }).cause?.code ?? (error as Error).message) });
          await delay(100);
        }
      }
    };
    const load = Promise.all([0, 2, 4, 6].map(reader));
    await delay(2_000);

    // an open progress stream (a browser following a job that is still running: its file write waits for a table
    // the test holds): it must not hold the shutdown
    const fileLock = await hold('job_files');
    const started = await call(stack.baseUrl, '/api/red_flag/authors_without_education_field?download=1', { token: sessions.admin });
    expect(started.status).toBe(202);
    const job = started.body as { queue: string; job_id: string };
    const stream = await fetch(`${stack.baseUrl}/api/jobs/${job.queue}/${job.job_id}/events`, { headers: { authorization: `Bearer ${sessions.admin}` } });
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    const streamText = stream.text().then((text) => text, (error: Error) => `stream broken: ${error.message}`);

    // requests surely in flight: three rankings waiting for a table the test holds
    const lock = await hold('analytics_author', 'ACCESS EXCLUSIVE');
    let inFlight: Array<Promise<Answer>>;
    let signalledAt: number;
    try {
      inFlight = [0, 1, 2].map(() => callAs(stack.baseUrl, sessions, ranking, 60_000));
      await waitFor('the rankings to wait', async () => (await backendsOf(database.name, API_APPLICATION)).filter((b) => b.wait_event_type === 'Lock').length >= 1, 30_000, 50);

      signalledAt = Date.now();
      stack.api.signal('SIGTERM');
      await delay(1_000);
      // still running: it waits for the requests in flight
      expect(stack.api.hasExited()).toBe(false);
      // a new connection is refused
      const refused = await fetch(`${stack.baseUrl}/api/health`, { headers: { connection: 'close' } }).then((r) => r.status, (error: Error & { cause?: { code?: string } }) => error.cause?.code ?? error.message);
      expect(refused).toBe('ECONNREFUSED');
    } finally {
      await lock.release();
    }
    const answers = await Promise.all(inFlight!);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const exit = await stack.api.exited;
    const exitS = (Date.now() - signalledAt!) / 1000;
    stopLoad = true;
    await load;

    expect(exit).toEqual({ code: 0, signal: null });
    // the progress stream was ended by the server, not left hanging
    expect(await streamText).toContain('event: progress');
    await fileLock.release();
    // every request of the load sent before the signal was answered 200; after it: refused (503 on a kept-alive
    // connection while closing, or no connection), never a hang
    const before = outcomes.filter((o) => o.startedAt < signalledAt!);
    const after = outcomes.filter((o) => o.startedAt >= signalledAt!);
    expect(before.filter((o) => o.status !== 200)).toEqual([]);
    for (const o of after) expect([200, 503, 'ECONNREFUSED', 'ECONNRESET', 'UND_ERR_SOCKET']).toContain(o.status === 'no answer' ? o.error : o.status);
    recordFigure('sigterm', 'api', {
      exitAfterS: exitS, loadRequests: outcomes.length, beforeSignal: before.length,
      afterSignal: after.length, afterSignalKinds: [...new Set(after.map((o) => (o.status === 'no answer' ? o.error : o.status)))],
    });
    // the job the stream followed completes once its table is free (the workers were not stopped)
    stack.api = await stack.startApi();
    await waitForJobCompleted(stack.baseUrl, sessions.admin, job.queue, job.job_id, 120_000);
  });

  it('workers: the job in progress finishes, jobs queued later wait for the next worker, it exits by itself', async () => {
    const check = '/api/red_flag/papers_older_than_last_education_year';
    const lock = await hold('job_files');
    let first: { queue: string; job_id: string };
    let signalledAt: number;
    try {
      const started = await call(stack.baseUrl, `${check}?download=1`, { token: sessions.admin });
      expect(started.status).toBe(202);
      first = started.body as { queue: string; job_id: string };
      await waitFor('the export to be writing', async () => (await backendsOf(database.name, WORKERS_APPLICATION)).some((b) => b.wait_event_type === 'Lock'), 120_000, 100);
      signalledAt = Date.now();
      stack.workers!.signal('SIGTERM');
      await delay(2_000);
      expect(stack.workers!.hasExited()).toBe(false);
    } finally {
      await lock.release();
    }
    // a job requested after the signal is accepted by the API and waits
    const later = await call(stack.baseUrl, '/api/red_flag/authors_without_education_field?download=1', { token: sessions.admin });
    expect(later.status).toBe(202);
    const second = later.body as { queue: string; job_id: string };

    const exit = await stack.workers!.exited;
    const exitS = (Date.now() - signalledAt!) / 1000;
    expect(exit).toEqual({ code: 0, signal: null });
    // the job in flight finished and was recorded as such before the process went
    expect(await queryRows(database.url, 'SELECT status FROM job_runs WHERE queue = $1 AND bull_job_id = $2', [first!.queue, first!.job_id])).toEqual([{ status: 'completed' }]);
    expect((await jobRun(stack.baseUrl, sessions.admin, second.queue, second.job_id)).status).toBe('waiting');

    stack.workers = await stack.startWorkers();
    await waitForJobCompleted(stack.baseUrl, sessions.admin, second.queue, second.job_id, 120_000);
    recordFigure('sigterm', 'workers', { exitAfterS: exitS });
  });
});
