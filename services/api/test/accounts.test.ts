import type { Worker } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normaliseName } from '@ri/db';
import { createRedisConnection } from '@ri/jobs';
import { createMailer, type Mailer } from '@ri/mail';
import { PROCESSORS, startWorkers } from '@ri/workers';
import { startMailCatcher, type MailCatcher } from '@ri/infra';
import { testEnv } from '@ri/tests/support/env';
import { bearer, createTestApp, createUser, linkToken, loginAs, type TestApp } from './support/testApp.ts';

describe('sign-up, e-mail verification and password reset over real SMTP', () => {
  let t: TestApp;
  let mail: MailCatcher;
  let universityId: number;
  let claimableId: number;
  // the password reset e-mail is sent by its job (docs/api-conventions.md, "Password reset")
  let workers: Worker[];
  let workerMailer: Mailer;
  const workerConnection = createRedisConnection(testEnv.redisUrl, 'worker');

  beforeAll(async () => {
    mail = await startMailCatcher();
    t = await createTestApp({ SMTP_URL: mail.smtpUrl, PUBLIC_URL: 'http://app.test' });
    workerMailer = createMailer({ smtpUrl: mail.smtpUrl, from: 'Research Insights <no-reply@research-insights.local>' });
    workers = startWorkers(PROCESSORS, { db: t.db, connection: workerConnection, prefix: t.queuePrefix, mailer: workerMailer, publicUrl: 'http://app.test' });
    universityId = (await t.db.insertInto('universities').values({ name: 'University of Texas at Dallas', status: 'Completed', email_domains: ['utdallas.edu'] }).returning('id').executeTakeFirstOrThrow()).id;
    const authors = await t.db.insertInto('authors').values([
      { first_name: 'José', last_name: 'Núñez', search_name: normaliseName('José', 'Núñez'), university_id: universityId },
      { first_name: 'Jose', last_name: 'Nunez', search_name: normaliseName('Jose', 'Nunez') },
      { first_name: 'Mary', last_name: 'Major', search_name: normaliseName('Mary', 'Major'), university_id: universityId },
    ]).returning('id').execute();
    claimableId = authors[0]!.id;
    const journal = await t.db.insertInto('journals').values({ name: 'Management Science', tier: 'A' }).returning('id').executeTakeFirstOrThrow();
    const paper = await t.db.insertInto('papers').values({ title: 'On queues', journal_id: journal.id, year: 2019, citation_count: 3 }).returning('id').executeTakeFirstOrThrow();
    await t.db.insertInto('authorships').values({ paper_id: paper.id, position: 1, author_id: claimableId }).execute();
  });
  afterAll(async () => {
    await Promise.all(workers.map((w) => w.close()));
    workerConnection.disconnect();
    workerMailer.close();
    await t.close();
    await mail.stop();
  });

  it('finds author candidates accent- and case-insensitively, those at the chosen university first, with one paper', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/signup?fn=jose&ln=nunez&uid=${universityId}` });
    expect(response.statusCode).toBe(200);
    const { authors } = response.json();
    expect(authors.map((a: { author_id: number }) => a.author_id)[0]).toBe(claimableId);
    expect(authors).toHaveLength(2);
    expect(authors[0]).toMatchObject({ first_name: 'José', last_name: 'Núñez', paper: { journal: 'Management Science', title: 'On queues' } });
    const none = await t.app.inject({ method: 'GET', url: '/api/signup?fn=zzz&ln=qqq' });
    expect(none.json().authors).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/signup?fn=&ln=x' })).statusCode).toBe(400);
  });

  it('leaves claimed records out of sign-up, but answers them to a university user or an admin looking for a hiring candidate', async () => {
    const mary = await t.db.selectFrom('authors').select('id').where('last_name', '=', 'Major').executeTakeFirstOrThrow();
    await t.db.updateTable('authors').set({ first_year_career: 2012 }).where('id', '=', mary.id).execute();
    await createUser(t.db, { username: 'mmajor', type: 'faculty', authorId: mary.id, universityId });
    await createUser(t.db, { username: 'dean', type: 'university', universityId });
    await createUser(t.db, { username: 'colleague', type: 'faculty' });
    const search = (headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url: `/api/signup?fn=mary&ln=major&uid=${universityId}`, headers }).then((r) => ({ status: r.statusCode, ids: (r.json().authors as { author_id: number }[]).map((a) => a.author_id), body: r.json() }));

    expect(await search()).toMatchObject({ status: 200, ids: [] });
    expect(await search(bearer(await loginAs(t.app, 'colleague')))).toMatchObject({ status: 200, ids: [] });
    const dean = await search(bearer(await loginAs(t.app, 'dean')));
    expect(dean.status).toBe(200);
    expect(dean.ids).toEqual([mary.id]);
    expect(dean.body.authors[0]).toMatchObject({ first_name: 'Mary', last_name: 'Major', first_year_career: 2012 });
  });

  it('signs up, e-mails a one-time verification link, refuses login until verified, then logs in', async () => {
    const body = {
      email: 'jose.nunez@utdallas.edu', username: 'jnunez', password: 'a long enough passphrase', author_id: claimableId, new_author: false,
      first_name: 'José', mid_name: '', last_name: 'Núñez', univ_name: 'University of Texas at Dallas', univ_id: universityId,
    };
    const response = await t.app.inject({ method: 'POST', url: '/api/signup', payload: body });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Sign Up Successful');

    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'jnunez', password: body.password } });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toMatch(/verify your e-mail/);

    const message = await mail.waitForMessage((m) => m.to.includes('jose.nunez@utdallas.edu'), 10_000);
    expect(message.subject).toMatch(/Verify/);
    expect(message.text).toContain('"jnunez"');
    const token = linkToken(message.text, 'http://app.test/verify');
    // the link alone proves the mailbox, not the account's holder: the holder signs in on the link's page
    const linkOnly = await t.app.inject({ method: 'POST', url: '/api/verify_email', payload: { token } });
    expect(linkOnly.statusCode).toBe(401);
    const verified = await t.app.inject({ method: 'POST', url: '/api/verify_email', payload: { token, username: 'jose.nunez@utdallas.edu', password: body.password } });
    expect(verified.statusCode, verified.body).toBe(200);
    // the link works once
    const again = await t.app.inject({ method: 'POST', url: '/api/verify_email', payload: { token, username: 'jnunez', password: body.password } });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/invalid or has expired/);

    const token2 = await loginAs(t.app, 'jnunez', body.password);
    const session = await t.app.inject({ method: 'GET', url: '/api/session', headers: bearer(token2) });
    expect(session.json()).toMatchObject({ type: 'faculty', author_id: claimableId });

    // the same e-mail or username again: 'exists'
    const duplicate = await t.app.inject({ method: 'POST', url: '/api/signup', payload: { ...body, username: 'other', author_id: '', new_author: true } });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('exists');
  });

  it('creates a new author for "None of the above" and queues a claim on a held author for an administrator', async () => {
    const base = { password: 'another long passphrase', mid_name: '', univ_name: 'University of Texas at Dallas', univ_id: universityId };
    const fresh = await t.app.inject({ method: 'POST', url: '/api/signup', payload: { ...base, email: 'new.person@utdallas.edu', username: 'newperson', author_id: '', new_author: true, first_name: 'New', last_name: 'Person' } });
    expect(fresh.statusCode).toBe(200);
    const user = await t.db.selectFrom('users').innerJoin('authors', 'authors.id', 'users.author_id').select(['authors.first_name', 'authors.university_id']).where('username', '=', 'newperson').executeTakeFirstOrThrow();
    expect(user).toEqual({ first_name: 'New', university_id: universityId });
    const claimed = await t.app.inject({ method: 'POST', url: '/api/signup', payload: { ...base, email: 'someone@utdallas.edu', username: 'someone', author_id: claimableId, new_author: false, first_name: 'José', last_name: 'Núñez' } });
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json().claim).toBe('pending');
    const someone = await t.db.selectFrom('users').select('author_id').where('username', '=', 'someone').executeTakeFirstOrThrow();
    expect(someone.author_id).toBeNull();
  });

  it('answers every sign-up rule with the seed message and creates nothing', async () => {
    const valid = { email: 'ok@school.edu', username: 'okuser', password: 'a long enough passphrase', author_id: '', new_author: true, first_name: 'Ok', mid_name: '', last_name: 'User', univ_name: 'University of Texas at Dallas', univ_id: universityId };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ username: '' }, 'This field is required'],
      [{ email: 'not-an-email' }, 'Email is not valid'],
      [{ email: 'someone@gmail.com' }, 'Please provide University Email'],
      [{ password: 'short' }, 'Password must be at least 8 characters'],
      [{ password: 'password123' }, 'This password is too common. Please choose another.'],
      [{ first_name: '' }, 'Please fill all the fields'],
      [{ univ_id: null }, 'Please fill all the fields'],
    ];
    const before = await t.db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    for (const [change, message] of cases) {
      const response = await t.app.inject({ method: 'POST', url: '/api/signup', payload: { ...valid, ...change } });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const after = await t.db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('resets a password by e-mail link, ends every session, and answers unknown addresses the same way', async () => {
    await createUser(t.db, { username: 'forgetful', type: 'faculty' });
    const oldToken = await loginAs(t.app, 'forgetful');
    const known = await t.app.inject({ method: 'GET', url: '/api/reset_password?email=forgetful@example.edu' });
    const unknown = await t.app.inject({ method: 'GET', url: '/api/reset_password?email=nobody@example.edu' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect((await t.app.inject({ method: 'GET', url: '/api/reset_password?email=' })).json().message).toBe('Please enter a correct email Id');
    // the same work for both addresses: one job each, recorded without the address typed
    const runs = await t.db.selectFrom('job_runs').select(['payload']).where('queue', '=', 'password-reset').execute();
    expect(runs).toHaveLength(2);
    expect(runs.map((r) => r.payload)).toEqual([{}, {}]);

    const message = await mail.waitForMessage((m) => m.to.includes('forgetful@example.edu'), 10_000);
    const token = linkToken(message.text, 'http://app.test/resetPassword');
    const weak = await t.app.inject({ method: 'POST', url: '/api/reset_password', payload: { token, password: 'short' } });
    expect(weak.statusCode).toBe(400);
    const ok = await t.app.inject({ method: 'POST', url: '/api/reset_password', payload: { token, password: 'my brand new passphrase' } });
    expect(ok.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/session', headers: bearer(oldToken) })).statusCode).toBe(401);
    await loginAs(t.app, 'forgetful', 'my brand new passphrase');
    expect((await t.app.inject({ method: 'POST', url: '/api/reset_password', payload: { token, password: 'yet another passphrase' } })).statusCode).toBe(400);
  });

  it('ends every other open link of the user when a link is issued and when one is used', async () => {
    await createUser(t.db, { username: 'twice', type: 'faculty' });
    const ask = async () => {
      const since = Date.now();
      expect((await t.app.inject({ method: 'GET', url: '/api/reset_password?email=twice@example.edu' })).statusCode).toBe(200);
      const message = await mail.waitForMessage((m) => m.to.includes('twice@example.edu') && Date.parse(m.date) >= since, 10_000);
      return linkToken(message.text, 'http://app.test/resetPassword');
    };
    const first = await ask();
    const second = await ask();
    // issuing the second ended the first
    const stale = await t.app.inject({ method: 'POST', url: '/api/reset_password', payload: { token: first, password: 'first passphrase here' } });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().field).toBe('body.token');
    // a link issued while another is open, then the other is used: the remaining one ends too
    await t.db.insertInto('email_tokens').values({
      purpose: 'reset_password', token_hash: 'f'.repeat(64), user_id: (await t.db.selectFrom('users').select('id').where('username', '=', 'twice').executeTakeFirstOrThrow()).id,
      email: 'twice@example.edu', expires_at: new Date(Date.now() + 3_600_000), payload: '{}',
    }).execute();
    expect((await t.app.inject({ method: 'POST', url: '/api/reset_password', payload: { token: second, password: 'second passphrase here' } })).statusCode).toBe(200);
    const open = await t.db.selectFrom('email_tokens').select(['id']).where('purpose', '=', 'reset_password').where('email', '=', 'twice@example.edu').where('used_at', 'is', null).execute();
    expect(open).toEqual([]);
    await loginAs(t.app, 'twice', 'second passphrase here');
  });

  it('limits e-mails per address with a clear 429', async () => {
    let last;
    for (let i = 0; i < 4; i++) last = await t.app.inject({ method: 'GET', url: '/api/verify_email?email=flood@example.edu' });
    expect(last!.statusCode).toBe(429);
    expect(last!.json().message).toMatch(/already sent several e-mails/);
  });
});

describe('universities', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.db.insertInto('universities').values([
      { name: 'Stanford University', business_school: 'Stanford Graduate School of Business', status: 'Completed' },
      { name: 'University of Pennsylvania', business_school: 'The Wharton School', abbreviation: 'UPenn', status: 'Completed' },
      { name: 'Pennsylvania State University', business_school: 'Smeal College of Business', status: 'Pending' },
    ]).execute();
    await createUser(t.db, { username: 'u', type: 'faculty' });
  });
  afterAll(async () => { await t.close(); });

  it('autocompletes universities without a token, names starting with the text first', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auto/univ/penn' });
    expect(response.statusCode).toBe(200);
    expect(response.json().universities.map((u: { name: string }) => u.name)).toEqual(['Pennsylvania State University', 'University of Pennsylvania']);
    expect((await t.app.inject({ method: 'GET', url: '/api/auto/school/wharton' })).json()).toEqual({ schools: [{ name: 'The Wharton School' }] });
  });

  it('lists all and completed universities for signed-in users', async () => {
    const token = await loginAs(t.app, 'u');
    const all = await t.app.inject({ method: 'GET', url: '/api/get_universities/all', headers: bearer(token) });
    expect(all.json()).toHaveLength(3);
    // issue 22: the schools of one university, for Add Work Experience; none for an unknown university, 400 for a non-number
    const penn = all.json().find((u: { name: string }) => u.name === 'University of Pennsylvania') as { _id: number };
    expect((await t.app.inject({ method: 'GET', url: `/api/auto/univ_schools/${penn._id}`, headers: bearer(token) })).json()).toEqual({ schools: [{ name: 'The Wharton School' }] });
    expect((await t.app.inject({ method: 'GET', url: '/api/auto/univ_schools/99999999', headers: bearer(token) })).json()).toEqual({ schools: [] });
    const bad = await t.app.inject({ method: 'GET', url: '/api/auto/univ_schools/abc', headers: bearer(token) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).not.toMatch(/params\.|expected/);
    expect((await t.app.inject({ method: 'GET', url: `/api/auto/univ_schools/${penn._id}` })).statusCode).toBe(401);
    const completed = await t.app.inject({ method: 'GET', url: '/api/get_universities/completed', headers: bearer(token) });
    expect(completed.json().map((u: { name: string }) => u.name)).toEqual(['Stanford University', 'University of Pennsylvania']);
    expect((await t.app.inject({ method: 'GET', url: '/api/get_universities/all' })).statusCode).toBe(401);
  });
});
