import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, createUser, loginAs, TEST_PASSWORD, type TestApp } from './support/testApp.ts';

describe('Change Login: an admin acts as a faculty member or a university, and returns', () => {
  let t: TestApp;
  let authorId: number;
  let universityId: number;
  let adminId: number;
  beforeAll(async () => {
    t = await createTestApp();
    universityId = (await t.db.insertInto('universities').values({ name: 'Duke University' }).returning('id').executeTakeFirstOrThrow()).id;
    authorId = (await t.db.insertInto('authors').values({ first_name: 'Fay', last_name: 'Culty', is_complete: true }).returning('id').executeTakeFirstOrThrow()).id;
    adminId = await createUser(t.db, { username: 'admin', type: 'admin' });
    await createUser(t.db, { username: 'fay', type: 'faculty', authorId });
    await createUser(t.db, { username: 'duke', type: 'university', universityId });
  });
  afterAll(async () => { await t.close(); });

  it('opens a session as the faculty member, marked changed_login, and records start, writes and end with the real admin', async () => {
    const admin = await loginAs(t.app, 'admin');
    const response = await t.app.inject({ method: 'POST', url: '/api/admin_login', headers: bearer(admin), payload: { id: authorId, isUniversity: 0 } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ type: 'faculty', id: authorId });
    const acting = response.json().access_token as string;

    const session = (await t.app.inject({ method: 'GET', url: '/api/session', headers: bearer(acting) })).json();
    // the Change Login banner names the person acted as (docs/admin-tools.md, "Change Login")
    expect(session).toMatchObject({ username: 'fay', display_name: 'Fay Culty', type: 'faculty', changed_login: true, impersonator: { user_id: adminId, username: 'admin' } });
    // the admin's own session is still alive beside it
    expect((await t.app.inject({ method: 'GET', url: '/api/session', headers: bearer(admin) })).statusCode).toBe(200);

    // a write made while impersonating is recorded under the real admin
    await t.app.inject({ method: 'POST', url: '/api/token/refresh', headers: bearer(acting) });
    const end = await t.app.inject({ method: 'POST', url: '/api/admin_logout', headers: bearer(acting) });
    expect(end.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/session', headers: bearer(acting) })).statusCode).toBe(401);

    const log = await t.db.selectFrom('audit_log').select(['action', 'actor_user_id', 'impersonator_user_id', 'entity_id']).orderBy('id').execute();
    // every request made while impersonating is recorded, reads included
    expect(log.map((e) => e.action)).toEqual(['impersonation.start', 'impersonated.request', 'impersonated.request', 'impersonation.end']);
    expect(log[0]).toMatchObject({ actor_user_id: adminId, impersonator_user_id: null });
    expect([log[1], log[2]].map((e) => e?.entity_id).sort()).toEqual(['GET /api/session', 'POST /api/token/refresh']);
    expect([log[1], log[2]].every((e) => e?.impersonator_user_id === adminId)).toBe(true);
    expect(log[3]).toMatchObject({ impersonator_user_id: adminId });

    const viaApi = await t.app.inject({ method: 'GET', url: '/api/audit_log', headers: bearer(admin) });
    expect(viaApi.json().entries[0]).toMatchObject({ action: 'impersonation.end', impersonator_username: 'admin' });
  });

  it('acts as a university by university id', async () => {
    const admin = await loginAs(t.app, 'admin');
    const response = await t.app.inject({ method: 'POST', url: '/api/admin_login', headers: bearer(admin), payload: { id: universityId, isUniversity: 1 } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ type: 'university', id: universityId });
    const session = (await t.app.inject({ method: 'GET', url: '/api/session', headers: bearer(response.json().access_token) })).json();
    expect(session).toMatchObject({ username: 'duke', display_name: 'Duke University', type: 'university' });
  });

  it('is refused to non-admins, to impersonated sessions, for targets without an account, and for ordinary sessions ending "impersonation"', async () => {
    const faculty = await loginAs(t.app, 'fay');
    expect((await t.app.inject({ method: 'POST', url: '/api/admin_login', headers: bearer(faculty), payload: { id: authorId, isUniversity: 0 } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin_logout', headers: bearer(faculty) })).statusCode).toBe(403);
    const admin = await loginAs(t.app, 'admin');
    const missing = await t.app.inject({ method: 'POST', url: '/api/admin_login', headers: bearer(admin), payload: { id: 999999, isUniversity: 0 } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('This faculty member has no user account to log in as.');
    const bad = await t.app.inject({ method: 'POST', url: '/api/admin_login', headers: bearer(admin), payload: { id: authorId, isUniversity: 2 } });
    expect(bad.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/audit_log', headers: bearer(faculty) })).statusCode).toBe(403);
  });
});

describe('Change Login is bounded: an hour at most, ended with the administrator\'s session, every read recorded', () => {
  let t: TestApp;
  let authorId: number;
  beforeAll(async () => {
    t = await createTestApp();
    authorId = (await t.db.insertInto('authors').values({ first_name: 'Bo', last_name: 'Unded', is_complete: true }).returning('id').executeTakeFirstOrThrow()).id;
    await createUser(t.db, { username: 'cap-admin', type: 'admin' });
    await createUser(t.db, { username: 'bo', type: 'faculty', authorId });
  });
  afterAll(async () => { await t.close(); });

  const actAs = async (admin: string) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/admin_login', headers: bearer(admin), payload: { id: authorId, isUniversity: 0 } });
    expect(response.statusCode).toBe(200);
    return response.json() as { access_token: string; expires_in: number };
  };
  const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { iat: number; exp: number };

  it('lasts at most an hour from its start: refreshing never extends it past that', async () => {
    const admin = await loginAs(t.app, 'cap-admin');
    const acting = await actAs(admin);
    expect(acting.expires_in).toBe(60 * 60 * 1000);
    expect(claimsOf(acting.access_token).exp - claimsOf(acting.access_token).iat).toBe(3600);
    // the session started 50 minutes ago: a refresh gives at most the 10 minutes left
    const sid = (await t.db.selectFrom('sessions').select(['id']).where('impersonator_user_id', 'is not', null).orderBy('created_at', 'desc').executeTakeFirstOrThrow()).id;
    await t.db.updateTable('sessions').set({ created_at: new Date(Date.now() - 50 * 60 * 1000) }).where('id', '=', sid).execute();
    const refreshed = await t.app.inject({ method: 'POST', url: '/api/token/refresh', headers: bearer(acting.access_token) });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().expires_in).toBeLessThanOrEqual(10 * 60 * 1000);
    expect(refreshed.json().expires_in).toBeGreaterThan(9 * 60 * 1000);
    const session = await t.db.selectFrom('sessions').select(['created_at', 'expires_at']).where('id', '=', sid).executeTakeFirstOrThrow();
    expect(session.expires_at.getTime() - session.created_at.getTime()).toBeLessThanOrEqual(60 * 60 * 1000);
    // past the hour the impersonated token is refused, refresh included
    await t.db.updateTable('sessions').set({ created_at: new Date(Date.now() - 61 * 60 * 1000), expires_at: new Date(Date.now() - 1000) }).where('id', '=', sid).execute();
    expect((await t.app.inject({ method: 'POST', url: '/api/token/refresh', headers: bearer(acting.access_token) })).statusCode).toBe(401);
  });

  it("ends when the administrator logs out, even though its own token has not expired", async () => {
    const admin = await loginAs(t.app, 'cap-admin');
    const acting = await actAs(admin);
    expect((await t.app.inject({ method: 'GET', url: '/api/session', headers: bearer(acting.access_token) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(admin) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/session', headers: bearer(acting.access_token) })).statusCode).toBe(401);
    // and when the administrator's session expires
    const admin2 = await loginAs(t.app, 'cap-admin');
    const acting2 = await actAs(admin2);
    const adminSid = (await t.db.selectFrom('sessions').select(['impersonator_session_id']).where('impersonator_user_id', 'is not', null).orderBy('created_at', 'desc').executeTakeFirstOrThrow()).impersonator_session_id!;
    await t.db.updateTable('sessions').set({ expires_at: new Date(Date.now() - 1000) }).where('id', '=', adminSid).execute();
    expect((await t.app.inject({ method: 'GET', url: '/api/session', headers: bearer(acting2.access_token) })).statusCode).toBe(401);
  });

  it('records reads made while impersonating in the audit log, with the URL asked', async () => {
    const admin = await loginAs(t.app, 'cap-admin');
    const acting = await actAs(admin);
    await t.app.inject({ method: 'GET', url: `/api/profile/${authorId}?view=1`, headers: bearer(acting.access_token) });
    // recorded once the answer is sent
    const read = () => t.db.selectFrom('audit_log').select(['action', 'entity_id', 'after']).where('action', '=', 'impersonated.request')
      .where('entity_id', '=', 'GET /api/profile/:id').executeTakeFirst();
    await expect.poll(read).toBeDefined();
    const entry = (await read())!;
    expect(entry.after).toMatchObject({ status: 200, url: `/api/profile/${authorId}?view=1` });
  });
});

// repeated wrong passwords for one account: loginThrottle.test.ts

describe('logins from one network address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await createUser(t.db, { username: 'campus', type: 'faculty' });
  });
  afterAll(async () => { await t.close(); });

  it('counts failures only: many successful logins pass, 30 failures (any accounts) then refuse the address for a while', async () => {
    for (let i = 0; i < 35; i++) await loginAs(t.app, 'campus');
    for (let i = 0; i < 30; i++) {
      const wrong = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: `nobody-${i}`, password: 'not-the-password' } });
      expect(wrong.statusCode).toBe(401);
    }
    const refused = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'campus', password: TEST_PASSWORD } });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Too many login attempts from this network. Please wait 15 minutes and try again.');
  }, 60_000);
});
