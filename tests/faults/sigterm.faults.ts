// SIGTERM to the API and to the workers under load (docs/reliability.md, "Faults"): what is in
// flight finishes, what comes after is refused, and the process exits by itself (code 0, before its
// forced-exit bound: 15 s for the API, 30 s for the workers). The time to exit is measured.
import { connect } from 'node:net';
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

  // each case starts with both processes running, whatever the previous one left (an API a failed case signalled
  // may still be closing: it is stopped and started again)
  beforeEach(async () => {
    if (!stack.api.hasExited() && !(await answersHealth(stack.baseUrl))) await stack.api.stop(20_000);
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
    let streamed = '';
    const streamEnd = (async () => {
      const decoder = new TextDecoder();
      try {
        const reader = stream.body!.getReader();
        for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) streamed += decoder.decode(chunk.value, { stream: true });
        return 'ended';
      } catch (error) {
        return `stream broken: ${(error as Error).message}`;
      }
    })();
    // its first event is sent once it has read the job's run (before the test holds job_runs below)
    await waitFor('the progress stream to send its first event', async () => streamed.includes('event: progress'), 30_000, 50);

    // requests surely in flight: three reads of the job's run waiting for job_runs, a table the test holds and no
    // read of the load uses, so that the backends waiting for it are these three (the rankings the load sends are
    // answered from the API's ranking index, docs/analytics-engine.md "Ranking index", and wait for no table)
    const lock = await hold('job_runs', 'ACCESS EXCLUSIVE');
    let inFlight: Array<Promise<Answer>>;
    let signalledAt: number;
    try {
      inFlight = [0, 1, 2].map(() => call(stack.baseUrl, `/api/jobs/${job.queue}/${job.job_id}`, { token: sessions.admin, timeoutMs: 60_000 }));
      await waitFor('the three reads to wait for job_runs', async () => (await backendsOf(database.name, API_APPLICATION))
        .filter((b) => b.wait_event_type === 'Lock' && b.query.includes('job_runs')).length >= 3, 30_000, 50);

      signalledAt = Date.now();
      stack.api.signal('SIGTERM');
      await delay(1_000);
      // still running: it waits for the requests in flight
      expect(stack.api.hasExited()).toBe(false);
      // a new connection is refused (a new TCP connection: a fetch could reuse a kept-alive one of this process,
      // which the closing server answers 503, docs/reliability.md "Faults")
      expect(await connectionOutcome(stack.baseUrl)).toBe('ECONNREFUSED');
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
    expect(await streamEnd).toBe('ended');
    expect(streamed).toContain('event: progress');
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

/** Opens a new TCP connection to the API's port: 'connected', or the error code (ECONNREFUSED once it stopped listening). */
function connectionOutcome(baseUrl: string): Promise<string> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port) });
    socket.once('connect', () => { socket.destroy(); resolve('connected'); });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

/** Whether the API answers /api/health 200 (false while it is closing or gone). */
async function answersHealth(baseUrl: string): Promise<boolean> {
  return fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(10_000) }).then((response) => response.ok, () => false);
}
