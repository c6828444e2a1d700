// The API's Postgres connections terminated (pg_terminate_backend) under load (docs/reliability.md,
// "Faults"): requests in flight fail cleanly (an answer, never a hang; a 500 with the hidden-detail
// body), the pool replaces the connections by itself, and a multi-row write is all or nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoDatabaseForFile, type FileDatabase } from './support/files.ts';
import { callAs, readCalls, signInDemoAccounts, type DemoSessions } from './support/figures.ts';
import { API_APPLICATION, backendsOf, holdTableLock, queryOne, queryRows, terminateBackends } from './support/postgres.ts';
import { recordFigure } from './support/record.ts';
import { call, delay, startStack, waitFor, type Answer, type Stack } from './support/stack.ts';

const HIDDEN_500 = { statusCode: 500, error: 'Internal Server Error', message: 'Internal Server Error. Please try again after some time' };

interface Outcome { kind: 'read' | 'write'; version?: number; startedAt: number; status: number | 'no answer'; body: unknown; ms: number; error?: string }

describe('Postgres connections terminated under load', () => {
  let database: FileDatabase;
  let stack: Stack;
  let sessions: DemoSessions;

  beforeAll(async () => {
    database = await demoDatabaseForFile();
    // the API alone: what is tested is its pool (refreshes its writes enqueue wait in Redis under the stack's prefix)
    stack = await startStack({ name: 'postgres-terminate', databaseUrl: database.url, redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', withWorkers: false });
    sessions = await signInDemoAccounts(stack.baseUrl, database.url);
  });
  afterAll(async () => {
    await stack?.stop();
    await database?.drop();
  });

  /**
   * Version n of a profile save: the bio names n and the education list holds (n % 3) + 1 entries
   * naming n, a PhD first. One save writes the author row, deletes the education rows and inserts the new ones,
   * in one transaction: any mix of two versions would be a partial write.
   */
  const version = (n: number) => ({
    bio: `Fault suite version ${n}`,
    education: Array.from({ length: (n % 3) + 1 }, (_, i) => ({
      // the first entry is the PhD every version keeps, so that the faculty member's profile stays complete and
      // their dashboard reads (part of the load) keep answering
      degree: i === 0 ? 'Ph.D.' : 'MSc', institution: `Version ${n} Institute`, area: `version ${n}`, year: 1990 + i,
    })),
  });

  it('fails the requests in flight with a clean 500, recovers by itself, and leaves no partial write', async () => {
    const author = sessions.facultyAuthorId;
    const saveVersion = (n: number, timeoutMs = 60_000): Promise<Answer> =>
      call(stack.baseUrl, `/api/profile/${author}`, { method: 'PUT', token: sessions.admin, body: { update: version(n) }, timeoutMs });
    const first = await saveVersion(1);
    expect(first.status, first.text).toBe(200);

    const outcomes: Outcome[] = [];
    // the versions whose save was answered 200
    const succeeded = new Set<number>([1]);
    // all or nothing: the stored bio and education rows are one whole version, one whose save was answered 200
    const storedVersion = async () => {
      const { bio } = await queryOne<{ bio: string }>(database.url, 'SELECT bio FROM authors WHERE id = $1', [author]);
      const rows = await queryRows<{ area: string; institution: string }>(database.url, 'SELECT area, institution FROM education WHERE author_id = $1 ORDER BY seq', [author]);
      const n = Number(/^Fault suite version (\d+)$/.exec(bio)?.[1]);
      expect(rows).toEqual(version(n).education.map((e) => ({ area: e.area, institution: e.institution })));
      expect(succeeded.has(n)).toBe(true);
      return n;
    };
    let stopLoad = false;
    let nextVersion = 2;
    const reads = readCalls(sessions);
    const record = async (kind: Outcome['kind'], work: () => Promise<Answer>, saved?: number) => {
      const startedAt = Date.now();
      try {
        const answer = await work();
        outcomes.push({ kind, version: saved, startedAt, status: answer.status, body: answer.body, ms: answer.ms });
        if (saved !== undefined && answer.status === 200) succeeded.add(saved);
      } catch (error) {
        outcomes.push({ kind, version: saved, startedAt, status: 'no answer', body: null, ms: Date.now() - startedAt, error: (error as Error).message });
      }
    };
    const reader = async (offset: number) => {
      for (let i = offset; !stopLoad; i++) await record('read', () => callAs(stack.baseUrl, sessions, reads[i % reads.length]!, 60_000));
    };
    let pauseWrites = false;
    let writesInFlight = 0;
    const writer = async () => {
      while (!stopLoad) {
        if (pauseWrites) {
          await delay(50);
          continue;
        }
        const n = nextVersion++;
        writesInFlight += 1;
        await record('write', () => saveVersion(n), n);
        writesInFlight -= 1;
      }
    };
    const load = Promise.all([reader(0), reader(2), reader(4), reader(5), writer(), writer()]);

    const terminations: Array<{ at: number; ended: number; midWrite: boolean }> = [];
    try {
      await delay(3_000);
      // 1. a save stopped inside its transaction (author row written, education rows next) when the connections go
      const lock = await holdTableLock(database.url, 'education');
      try {
        await waitFor('a save to wait inside its transaction', async () =>
          (await backendsOf(database.name, API_APPLICATION)).some((b) => b.wait_event_type === 'Lock'), 60_000, 50);
        // no new save starts until the ones caught have answered, so that what they left can be looked at
        pauseWrites = true;
        terminations.push({ at: Date.now(), ended: await terminateBackends(database.name, API_APPLICATION), midWrite: true });
      } finally {
        await lock.release();
      }
      await waitFor('the saves in flight to answer', async () => writesInFlight === 0, 60_000, 50);
      const caught = outcomes.filter((o) => o.kind === 'write' && o.startedAt < terminations[0]!.at && o.status !== 200);
      expect(caught.length).toBeGreaterThan(0);
      // the caught saves had written the author row: it is rolled back with the rest
      expect(caught.map((o) => o.version)).not.toContain(await storedVersion());
      pauseWrites = false;
      // 2. twice more, wherever the requests happen to be
      for (let i = 0; i < 2; i++) {
        await delay(3_000);
        terminations.push({ at: Date.now(), ended: await terminateBackends(database.name, API_APPLICATION), midWrite: false });
      }
      await delay(5_000);
    } finally {
      stopLoad = true;
      await load;
    }

    // every request got an answer: 2xx, or the hidden-detail 500
    expect(outcomes.filter((o) => o.status === 'no answer')).toEqual([]);
    const failed = outcomes.filter((o) => typeof o.status === 'number' && o.status >= 300);
    for (const outcome of failed) expect({ status: outcome.status, body: outcome.body }).toEqual({ status: 500, body: HIDDEN_500 });
    // the save caught inside its transaction was one of them
    expect(failed.some((o) => o.kind === 'write')).toBe(true);
    expect(terminations.every((t) => t.ended > 0)).toBe(true);

    // after the last termination too, what is stored is one whole saved version
    await storedVersion();

    // the pool recovered: the next round of every read, and a save, succeed
    for (const read of reads) expect((await callAs(stack.baseUrl, sessions, read)).status).toBe(200);
    const last = nextVersion++;
    expect((await saveVersion(last)).status).toBe(200);
    succeeded.add(last);
    expect(await storedVersion()).toBe(last);

    const latencies = outcomes.map((o) => o.ms).sort((a, b) => a - b);
    recordFigure('postgres-terminate', 'load', {
      requests: outcomes.length, reads: outcomes.filter((o) => o.kind === 'read').length, writes: outcomes.filter((o) => o.kind === 'write').length,
      failed500: failed.length, failedWrites: failed.filter((o) => o.kind === 'write').length,
      terminated: terminations.map((t) => t.ended), slowestMs: Math.round(latencies.at(-1) ?? 0),
    });
  });
});
