import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, TEST_PASSWORD, type TestApp } from './support/testApp.ts';

// Login throttling (docs/api-conventions.md, "Login throttling") and Retry-After on every 429.
describe('failed logins are throttled per account and address, so strangers cannot lock a user out', () => {
  let t: TestApp;
  const HOME = '198.51.100.7';
  beforeAll(async () => {
    t = await createTestApp();
    await createUser(t.db, { username: 'owner', type: 'faculty' });
    await createUser(t.db, { username: 'slow', type: 'faculty' });
  });
  afterAll(async () => { await t.close(); });

  const login = (username: string, password: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/login', remoteAddress, payload: { username, password } });

  it('lets the owner in from the usual address while strangers hammer the account from many addresses', async () => {
    expect((await login('owner', TEST_PASSWORD, HOME)).statusCode).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) statuses.push((await login('owner', `wrong-${i}-password`, `203.0.113.${i + 1}`)).statusCode);
    // ten failures from new addresses, then the account refuses new addresses (even with the right password)
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
    // the owner, from the address that signed in before, still gets in with the right password
    const owner = await login('owner', TEST_PASSWORD, HOME);
    expect(owner.statusCode).toBe(200);
    expect(owner.json().access_token).toEqual(expect.any(String));
    const stranger = await login('owner', TEST_PASSWORD, '203.0.113.200');
    expect(stranger.statusCode).toBe(429);
    expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(0);
    // the same attack through the account's e-mail address counts for the same account
    expect((await login('owner@example.edu', TEST_PASSWORD, '203.0.113.201')).statusCode).toBe(429);
  });

  it('makes one address wait longer after each failure beyond the third, answering 429 with Retry-After, right password or not', async () => {
    const address = '192.0.2.44';
    for (let i = 0; i < 3; i++) expect((await login('slow', `wrong-${i}-password`, address)).statusCode).toBe(401);
    const waits: number[] = [];
    for (let round = 0; round < 3; round++) {
      const refused = await login('slow', TEST_PASSWORD, address);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/wait a moment/);
      const wait = Number(refused.headers['retry-after']);
      waits.push(wait);
      await new Promise((resolve) => setTimeout(resolve, wait * 1000 + 100));
      expect((await login('slow', `wrong-again-${round}`, address)).statusCode).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4]);
    // another address is not slowed by this one's failures
    expect((await login('slow', TEST_PASSWORD, '192.0.2.45')).statusCode).toBe(200);
    const user = await t.db.selectFrom('users').select(['disabled_at']).where('username', '=', 'slow').executeTakeFirstOrThrow();
    expect(user.disabled_at).toBeNull();
  }, 30_000);
});

describe('every 429 of the API carries Retry-After', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await createUser(t.db, { username: 'mailme', type: 'faculty' });
  });
  afterAll(async () => { await t.close(); });

  it('on the per-address login limit, the e-mail limits and the contact form limit', async () => {
    const limited: Array<{ statusCode: number; headers: Record<string, unknown> }> = [];
    for (let i = 0; i < 31; i++) {
      const response = await t.app.inject({ method: 'POST', url: '/api/login', remoteAddress: '192.0.2.90', payload: { username: `nobody-${i}`, password: 'not-the-password' } });
      if (response.statusCode === 429) limited.push(response);
    }
    for (let i = 0; i < 4; i++) {
      const response = await t.app.inject({ method: 'GET', url: '/api/reset_password?email=mailme@example.edu', remoteAddress: '192.0.2.91' });
      if (response.statusCode === 429) limited.push(response);
    }
    for (let i = 0; i < 7; i++) {
      const response = await t.app.inject({
        method: 'POST', url: '/api/contact_us', remoteAddress: '192.0.2.92',
        payload: { name: 'A Visitor', email: 'visitor@example.org', message: 'Hello there, a question about the product.', website: '', started_at: Date.now() - 10_000 },
      });
      if (response.statusCode === 429) limited.push(response);
    }
    expect(limited.length).toBeGreaterThanOrEqual(3);
    for (const response of limited) {
      const seconds = Number(response.headers['retry-after']);
      expect(Number.isInteger(seconds) && seconds > 0 && seconds <= 3600).toBe(true);
    }
  });
});
