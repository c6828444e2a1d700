// Redis stopped for 30 s and started again (docs/reliability.md, "Faults"): the API keeps serving
// reads and refuses job requests with a clear 503 while it is down; the API and the workers
// reconnect by themselves afterwards and jobs run again, without restarting any process.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoDatabaseForFile, type FileDatabase } from './support/files.ts';
import { readFigures, signInDemoAccounts, type DemoSessions } from './support/figures.ts';
import { recordFigure } from './support/record.ts';
import { startOwnRedis, type OwnRedis } from './support/redis.ts';
import { call, delay, login, startStack, waitFor, waitForJobCompleted, type Stack } from './support/stack.ts';

const OUTAGE_MS = 30_000;
const QUEUE_UNAVAILABLE = 'The job queue is unavailable right now. Please try again in a minute.';

describe('Redis stopped for 30 s and started again', () => {
  let database: FileDatabase;
  let redis: OwnRedis;
  let stack: Stack;
  let sessions: DemoSessions;

  beforeAll(async () => {
    database = await demoDatabaseForFile();
    redis = await startOwnRedis();
    stack = await startStack({ name: 'redis-outage', databaseUrl: database.url, redisUrl: redis.url });
    sessions = await signInDemoAccounts(stack.baseUrl, database.url);
  });
  afterAll(async () => {
    await stack?.stop();
    await redis?.dispose();
    await database?.drop();
  });

  const exportCall = '/api/red_flag/authors_without_education_field?download=1';

  async function runExport(): Promise<void> {
    const started = await call(stack.baseUrl, exportCall, { token: sessions.admin });
    expect(started.status, started.text).toBe(202);
    const { queue, job_id: jobId } = started.body as { queue: string; job_id: string };
    await waitForJobCompleted(stack.baseUrl, sessions.admin, queue, jobId, 120_000);
  }

  it('serves reads, answers job requests 503 while it is down, and runs jobs again once it is back', async () => {
    const before = await readFigures(stack.baseUrl, sessions);
    await runExport();
    const apiPid = stack.api.pid;
    const workersPid = stack.workers!.pid;

    await redis.stop();
    const stoppedAt = Date.now();
    let rounds = 0;
    let slowestRefusalMs = 0;
    let slowestReadRoundMs = 0;
    while (Date.now() - stoppedAt < OUTAGE_MS) {
      const roundStarted = performance.now();
      // the reads answer, with the figures of before
      expect(await readFigures(stack.baseUrl, sessions)).toEqual(before);
      slowestReadRoundMs = Math.max(slowestReadRoundMs, performance.now() - roundStarted);
      // every kind of job request is refused at once with the queue's message (the client gives up after 10 s)
      for (const request of [
        { path: '/api/generate_university_stats', method: 'POST' },
        { path: exportCall, method: 'GET' },
      ]) {
        const refused = await call(stack.baseUrl, request.path, { method: request.method, token: sessions.admin, timeoutMs: 10_000 });
        expect(refused.status, refused.text).toBe(503);
        expect(refused.body).toEqual({ statusCode: 503, error: 'Service Unavailable', message: QUEUE_UNAVAILABLE });
        slowestRefusalMs = Math.max(slowestRefusalMs, refused.ms);
      }
      // health says what is down; signing in still works (its rate limit lets requests through without Redis)
      const health = await call(stack.baseUrl, '/api/health', { timeoutMs: 10_000 });
      expect({ status: health.status, body: health.body }).toEqual({ status: 503, body: { status: 'degraded', postgres: 'up', redis: 'down' } });
      if (rounds === 0) expect(await login(stack.baseUrl, 'faculty')).toEqual(expect.any(String));
      rounds += 1;
      await delay(2_000);
    }
    expect(stack.api.hasExited()).toBe(false);
    expect(stack.workers!.hasExited()).toBe(false);

    await redis.start();
    const restartedAt = Date.now();
    await waitFor('the API to reconnect', async () => (await call(stack.baseUrl, '/api/health')).status === 200, 120_000, 250);
    const apiBackS = (Date.now() - restartedAt) / 1000;
    // the same processes, reconnected by themselves: a job request is accepted and the workers run it
    await runExport();
    const jobDoneS = (Date.now() - restartedAt) / 1000;
    expect(stack.api.pid).toBe(apiPid);
    expect(stack.workers!.pid).toBe(workersPid);
    expect(stack.workers!.hasExited()).toBe(false);
    expect(await readFigures(stack.baseUrl, sessions)).toEqual(before);
    recordFigure('redis-outage', 'outage', {
      outageS: (restartedAt - stoppedAt) / 1000, rounds, slowestRefusalMs: Math.round(slowestRefusalMs),
      slowestReadRoundMs: Math.round(slowestReadRoundMs), apiHealthyAfterS: apiBackS, jobCompletedAfterS: jobDoneS,
    });
  });
});
