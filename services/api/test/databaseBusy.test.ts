// A busy database (docs/reliability.md, "Busy database"): when the API's pool has no free connection within
// its connectionTimeoutMillis, a request answers 503 with Retry-After and a sentence, never a 500.
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, TEST_PASSWORD, type TestApp } from './support/testApp.ts';

describe('a busy database', () => {
  let t: TestApp;
  beforeAll(async () => {
    // one connection, and a short wait for it: a held connection makes every other query time out
    t = await createTestApp({}, { pool: { max: 1, connectionTimeoutMillis: 300 } });
    await createUser(t.db, { username: 'busy-faculty', type: 'faculty' });
  });
  afterAll(async () => { await t.close(); });

  it('answers 503 with Retry-After and "The server is busy" while every connection is taken, and serves again once one is free', async () => {
    const held: pg.PoolClient = await t.pool!.connect();
    let released = false;
    try {
      const busy = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'busy-faculty', password: TEST_PASSWORD } });
      expect(busy.statusCode).toBe(503);
      expect(busy.headers['retry-after']).toBe('60');
      expect(busy.json()).toEqual({ statusCode: 503, error: 'Service Unavailable', message: 'The server is busy. Please try again in a minute.' });
      held.release();
      released = true;
      const served = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'busy-faculty', password: TEST_PASSWORD } });
      expect(served.statusCode).toBe(200);
    } finally {
      if (!released) held.release();
    }
  });
});
