import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, createUser, loginAs, TEST_PASSWORD, type TestApp } from './support/testApp.ts';

describe('login, session, refresh and logout', () => {
  let t: TestApp;
  let authorId: number;
  beforeAll(async () => {
    t = await createTestApp();
    const author = await t.db.insertInto('authors').values({ first_name: 'Ada', last_name: 'Lovelace', is_complete: false })
      .returning('id').executeTakeFirstOrThrow();
    authorId = author.id;
    await createUser(t.db, { username: 'ada', type: 'faculty', authorId });
    await createUser(t.db, { username: 'boss', type: 'admin' });
    await createUser(t.db, { username: 'unverified', type: 'faculty', verified: false });
    await createUser(t.db, { username: 'disabled', type: 'faculty', disabled: true });
  });
  afterAll(async () => { await t.close(); });

  it('logs in by username or e-mail and answers the seed fields with expires_in in milliseconds', async () => {
    for (const username of ['ada', 'ADA@example.edu']) {
      const response = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password: TEST_PASSWORD } });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ type: 'faculty', id: authorId, expires_in: 8 * 60 * 60 * 1000 });
      expect(body.access_token.split('.')).toHaveLength(3);
    }
  });

  it('refuses a wrong password and an unknown user with the same 401 message', async () => {
    const wrong = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'ada', password: 'nope-nope-nope' } });
    const unknown = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'nobody', password: 'nope-nope-nope' } });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe(unknown.json().message);
  });

  it('tells an unverified or disabled user why they cannot log in', async () => {
    const unverified = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'unverified', password: TEST_PASSWORD } });
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json().message).toMatch(/verify your e-mail/);
    const disabled = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'disabled', password: TEST_PASSWORD } });
    expect(disabled.statusCode).toBe(403);
    expect(disabled.json().message).toMatch(/disabled/);
  });

  it('answers a malformed body with a 400 naming the field, and creates no session', async () => {
    const before = await t.db.selectFrom('sessions').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const missing = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'ada' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().field).toBe('body.password');
    const wrongType = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: 42, password: 'x' } });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().field).toBe('body.username');
    const blank = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: '   ', password: 'x' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Email is not valid');
    const notJson = await t.app.inject({ method: 'POST', url: '/api/login', headers: { 'content-type': 'application/json' }, payload: '{"username":' });
    expect(notJson.statusCode).toBe(400);
    const after = await t.db.selectFrom('sessions').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('describes the session: type, author, completeness', async () => {
    const token = await loginAs(t.app, 'ada');
    const response = await t.app.inject({ method: 'GET', url: '/api/session', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ username: 'ada', type: 'faculty', author_id: authorId, is_complete: false, changed_login: false, impersonator: null });
  });

  it('ends the session on the server at logout: the same token is refused afterwards', async () => {
    const token = await loginAs(t.app, 'ada');
    expect((await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) })).statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/session', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
  });

  it('refuses a tampered token, a token for another audience, a missing token and an expired session with 401', async () => {
    const token = await loginAs(t.app, 'ada');
    const [header, payload, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: '999' })).toString('base64url');
    for (const bad of [`${header}.${forged}.${signature}`, `${token}x`, 'not-a-jwt']) {
      expect((await t.app.inject({ method: 'GET', url: '/api/session', headers: bearer(bad) })).statusCode).toBe(401);
    }
    const otherAudience = t.app.jwt.sign({ sid: 'x', sub: '1' }, { aud: 'someone-else' });
    expect((await t.app.inject({ method: 'GET', url: '/api/session', headers: bearer(otherAudience) })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/session' })).statusCode).toBe(401);

    await t.db.updateTable('sessions').set({ expires_at: new Date(Date.now() - 1000) }).execute();
    expect((await t.app.inject({ method: 'GET', url: '/api/session', headers: bearer(token) })).statusCode).toBe(401);
  });

  it('refreshes a live session with a new token and a later expiry', async () => {
    const token = await loginAs(t.app, 'ada');
    const before = (await t.app.inject({ method: 'GET', url: '/api/session', headers: bearer(token) })).json().expires_at;
    await new Promise((r) => setTimeout(r, 20));
    const refreshed = await t.app.inject({ method: 'POST', url: '/api/token/refresh', headers: bearer(token) });
    expect(refreshed.statusCode).toBe(200);
    const next = refreshed.json().access_token as string;
    const after = (await t.app.inject({ method: 'GET', url: '/api/session', headers: bearer(next) })).json().expires_at;
    expect(new Date(after).getTime()).toBeGreaterThan(new Date(before).getTime());
  });

  it("writes the token's exp as iat plus the session length in seconds (login and refresh)", async () => {
    const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { iat: number; exp: number };
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'ada', password: TEST_PASSWORD } });
    const { access_token: token, expires_in: ttlMs } = login.json() as { access_token: string; expires_in: number };
    const claims = claimsOf(token);
    expect(claims.exp - claims.iat).toBe(ttlMs / 1000);
    expect(claims.exp - claims.iat).toBe(8 * 60 * 60);
    const refreshed = (await t.app.inject({ method: 'POST', url: '/api/token/refresh', headers: bearer(token) })).json().access_token as string;
    const again = claimsOf(refreshed);
    expect(again.exp - again.iat).toBe(8 * 60 * 60);
  });

  it('ends every session of a user who is disabled', async () => {
    const token = await loginAs(t.app, 'boss');
    await t.db.updateTable('users').set({ disabled_at: new Date() }).where('username', '=', 'boss').execute();
    expect((await t.app.inject({ method: 'GET', url: '/api/session', headers: bearer(token) })).statusCode).toBe(401);
  });
});
