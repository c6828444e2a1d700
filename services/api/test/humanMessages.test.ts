import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_RESET_LINK, INVALID_VERIFY_LINK } from '@ri/contracts';
import { normaliseName } from '@ri/db';
import { messageInternals } from './fuzz/runFuzz.ts';
import { bearer, createTestApp, createUser, loginAs, type TestApp } from './support/testApp.ts';

// Issue 22, "Messages a person can act on": these inputs answered "body.token: Too small: expected string to have
// >=10 characters", "body.username: Too big: ...", "querystring.fn: Too big: ..." and "body.update.prefix: Too big: ...".
describe('every 4xx says what to do in words people use (docs/api-conventions.md, "Errors and messages")', () => {
  let t: TestApp;
  let facultyToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    const author = await t.db.insertInto('authors').values({ first_name: 'Ada', last_name: 'Moss', search_name: normaliseName('Ada', 'Moss') }).returning('id').executeTakeFirstOrThrow();
    await createUser(t.db, { username: 'ada', type: 'faculty', authorId: author.id });
    facultyToken = await loginAs(t.app, 'ada');
  }, 120_000);
  afterAll(async () => { await t?.close(); });

  const cases: { name: string; send: () => Promise<{ statusCode: number; json: () => unknown }>; status: number; message: string; field?: string }[] = [
    {
      name: 'a garbage verification token',
      send: () => t.app.inject({ method: 'POST', url: '/api/verify_email', payload: { token: 'garbage' } }),
      status: 400, message: INVALID_VERIFY_LINK, field: 'body.token',
    },
    {
      name: 'a verification token that is not text',
      send: () => t.app.inject({ method: 'POST', url: '/api/verify_email', payload: { token: 12 } }),
      status: 400, message: INVALID_VERIFY_LINK, field: 'body.token',
    },
    {
      name: 'a short password reset token',
      send: () => t.app.inject({ method: 'POST', url: '/api/reset_password', payload: { token: 'abc', password: 'a new long password' } }),
      status: 400, message: INVALID_RESET_LINK, field: 'body.token',
    },
    {
      name: 'an 80-character user name at sign-up',
      send: () => t.app.inject({
        method: 'POST', url: '/api/signup',
        payload: { email: 'a@b.edu', username: 'u'.repeat(80), password: 'a long password here', new_author: true, first_name: 'A', last_name: 'B', univ_name: 'X' },
      }),
      status: 400, message: 'User name can be at most 64 characters.', field: 'body.username',
    },
    {
      name: 'a 150-character first name on the sign-up candidate search',
      send: () => t.app.inject({ method: 'GET', url: `/api/signup?fn=${'f'.repeat(150)}&ln=Moss` }),
      status: 400, message: 'First name can be at most 100 characters.', field: 'querystring.fn',
    },
    {
      name: 'a 300-character prefix on a profile update',
      send: () => t.app.inject({ method: 'PUT', url: '/api/profile/update', headers: bearer(facultyToken), payload: { update: { prefix: 'p'.repeat(300) } } }),
      status: 400, message: 'Prefix can be at most 50 characters.', field: 'body.update.prefix',
    },
    {
      name: 'a body that is not JSON',
      send: () => t.app.inject({ method: 'POST', url: '/api/login', headers: { 'content-type': 'application/json' }, payload: '{"username":' }),
      status: 400, message: 'The request body is not valid JSON.',
    },
  ];

  for (const c of cases) {
    it(`${c.name}: ${c.status} "${c.message}"`, async () => {
      const response = await c.send();
      expect(response.statusCode).toBe(c.status);
      const body = response.json() as { message: string; field?: string };
      expect(body.message).toBe(c.message);
      expect(messageInternals(body.message, '')).toBeNull();
      if (c.field) expect(body.field).toBe(c.field);
    });
  }

  it('an 80-character user name at login is a failed login, not a validator message', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'u'.repeat(80), password: 'whatever-it-is' } });
    expect(response.statusCode).toBe(401);
    expect(messageInternals((response.json() as { message: string }).message, '')).toBeNull();
  });

  it('the seeds\' words stay where the schema has them', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/signup?fn=%20&ln=Moss' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Please fill all the fields', field: 'querystring.fn' });
  });
});
