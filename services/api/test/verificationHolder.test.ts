import type { Worker } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_VERIFY_LINK, REFUSE_VERIFIED_ACCOUNT, VERIFY_CREDENTIALS_MISSING, VERIFY_OTHER_ACCOUNT, VERIFY_SIGN_IN_NEEDED } from '@ri/contracts';
import { hashEmailToken, newEmailToken, normaliseName } from '@ri/db';
import { createRedisConnection } from '@ri/jobs';
import { createMailer, type Mailer } from '@ri/mail';
import { PROCESSORS, startWorkers } from '@ri/workers';
import { startMailCatcher, type MailCatcher } from '@ri/infra';
import { testEnv } from '@ri/tests/support/env';
import { bearer, createTestApp, createUser, linkToken, loginAs, type TestApp } from './support/testApp.ts';

// A verification link proves the mailbox, not the account's holder (docs/accounts-and-claims.md, "A verification
// link needs the account's holder"). The attack: a stranger signs up with their own password and the victim's
// address, choosing the victim's author record; the victim clicks the link; the stranger held the victim's profile.
const STRANGER_PASSWORD = 'the stranger knows this one';

describe('a verification link verifies the account only for its holder', () => {
  let t: TestApp;
  let mail: MailCatcher;
  let penn: number;
  let workers: Worker[];
  let workerMailer: Mailer;
  const workerConnection = createRedisConnection(testEnv.redisUrl, 'worker');
  let ipCounter = 0;

  async function author(first: string, last: string, email: string) {
    return (await t.db.insertInto('authors').values({
      first_name: first, last_name: last, search_name: normaliseName(first, last), university_id: penn, email,
    }).returning('id').executeTakeFirstOrThrow()).id;
  }

  /** The stranger's sign-up with the victim's address on the victim's record; the link the victim receives. */
  async function strangerSignsUp(victim: { first: string; last: string; email: string }, username: string) {
    const authorId = await author(victim.first, victim.last, victim.email);
    const response = await t.app.inject({
      method: 'POST', url: '/api/signup', remoteAddress: `10.99.0.${++ipCounter}`,
      payload: {
        email: victim.email, username, password: STRANGER_PASSWORD, author_id: authorId, new_author: false,
        first_name: victim.first, mid_name: '', last_name: victim.last, univ_name: 'University of Pennsylvania', univ_id: penn,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().claim).toBe('granted');
    const message = await mail.waitForMessage((m) => m.to.includes(victim.email) && /Verify/.test(m.subject), 10_000);
    return { authorId, userId: response.json().user_id as number, message, token: linkToken(message.text, 'http://app.test/verify') };
  }

  const verify = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/verify_email', payload, headers });
  const refuse = (token: unknown) => t.app.inject({ method: 'POST', url: '/api/verify_email/refuse', payload: { token } });
  const accountOf = (userId: number) => t.db.selectFrom('users').select(['id', 'author_id', 'email_verified_at']).where('id', '=', userId).executeTakeFirst();
  const claimsOf = (userId: number) => t.db.selectFrom('author_claims').select(['id', 'status']).where('user_id', '=', userId).execute();
  const liveLinks = (userId: number) => t.db.selectFrom('email_tokens').select('id').where('user_id', '=', userId).where('purpose', '=', 'verify_email').where('used_at', 'is', null).execute();
  /** A verification link issued for the account without an e-mail (one left open from before, as a resend leaves). */
  async function extraLink(userId: number, email: string) {
    const token = newEmailToken();
    await t.db.insertInto('email_tokens').values({
      purpose: 'verify_email', token_hash: hashEmailToken(token), user_id: userId, email, expires_at: new Date(Date.now() + 3_600_000), payload: '{}',
    }).execute();
    return token;
  }

  beforeAll(async () => {
    mail = await startMailCatcher();
    t = await createTestApp({ SMTP_URL: mail.smtpUrl, PUBLIC_URL: 'http://app.test' });
    workerMailer = createMailer({ smtpUrl: mail.smtpUrl, from: 'Research Insights <no-reply@research-insights.local>' });
    workers = startWorkers(PROCESSORS, { db: t.db, connection: workerConnection, prefix: t.queuePrefix, mailer: workerMailer, publicUrl: 'http://app.test' });
    penn = (await t.db.insertInto('universities').values({ name: 'University of Pennsylvania', status: 'Completed', email_domains: ['upenn.edu'] }).returning('id').executeTakeFirstOrThrow()).id;
    await createUser(t.db, { username: 'bystander', type: 'faculty' });
  });
  afterAll(async () => {
    await Promise.all((workers ?? []).map((w) => w.close()));
    workerConnection.disconnect();
    workerMailer?.close();
    await t?.close();
    await mail?.stop();
  });

  it('names the user name that signed up in the e-mail, and says the recipient can refuse it', async () => {
    const { message } = await strangerSignsUp({ first: 'Erin', last: 'Email', email: 'eemail@upenn.edu' }, 'erin-lookalike');
    expect(message.text).toContain('"erin-lookalike"');
    expect(message.text).toContain('I did not sign up');
  });

  it("the victim's click alone, or with another account's session or sign-in, verifies nothing and grants nothing", async () => {
    const { userId, token, authorId } = await strangerSignsUp({ first: 'Victoria', last: 'Prolific', email: 'vprolific@upenn.edu' }, 'vp-stranger');
    const linkOnly = await verify({ token });
    expect(linkOnly.statusCode).toBe(401);
    expect(linkOnly.json().message).toBe(VERIFY_SIGN_IN_NEEDED);
    const otherSession = await verify({ token }, bearer(await loginAs(t.app, 'bystander')));
    expect(otherSession.statusCode).toBe(403);
    expect(otherSession.json().message).toBe(VERIFY_OTHER_ACCOUNT);
    const otherSignIn = await verify({ token, username: 'bystander', password: 'correct horse battery staple' });
    expect(otherSignIn.statusCode).toBe(403);
    expect(otherSignIn.json().message).toBe(VERIFY_OTHER_ACCOUNT);
    const wrongPassword = await verify({ token, username: 'vp-stranger', password: 'a guess at the password' });
    expect(wrongPassword.statusCode).toBe(401);
    const noPassword = await verify({ token, username: 'vp-stranger' });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json()).toMatchObject({ message: VERIFY_CREDENTIALS_MISSING, field: 'body.password' });

    // the page names the account (the link stays unused)
    const named = await t.app.inject({ method: 'POST', url: '/api/verify_email/account', payload: { token } });
    expect(named.statusCode).toBe(200);
    expect(named.json()).toEqual({ username: 'vp-stranger', email: 'vprolific@upenn.edu', verified: false });
    // nothing changed: unverified, no author, the claim waits, the link still works
    expect(await accountOf(userId)).toMatchObject({ author_id: null, email_verified_at: null });
    expect(await claimsOf(userId)).toEqual([expect.objectContaining({ status: 'pending' })]);
    expect(await liveLinks(userId)).toHaveLength(1);
    expect((await t.db.selectFrom('users').select('id').where('author_id', '=', authorId).execute())).toEqual([]);
  });

  it("the holder's sign-in with the link verifies the account and grants the claim (the legitimate journey)", async () => {
    const { userId, token, authorId } = await strangerSignsUp({ first: 'Hannah', last: 'Holder', email: 'hholder@upenn.edu' }, 'hholder');
    const other = await extraLink(userId, 'hholder@upenn.edu');
    const verified = await verify({ token, username: 'hholder@upenn.edu', password: STRANGER_PASSWORD });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(await accountOf(userId)).toMatchObject({ author_id: authorId, email_verified_at: expect.any(Date) });
    expect(await claimsOf(userId)).toEqual([expect.objectContaining({ status: 'approved' })]);
    // every other verification link of the account ended with it
    expect(await liveLinks(userId)).toEqual([]);
    expect((await refuse(other)).statusCode).toBe(400);
    const session = await t.app.inject({ method: 'GET', url: '/api/session', headers: bearer(await loginAs(t.app, 'hholder', STRANGER_PASSWORD)) });
    expect(session.json().author_id).toBe(authorId);
  });

  it("the account's own session verifies it; an administrator acting as it does not", async () => {
    const userId = await createUser(t.db, { username: 'changing', type: 'faculty' });
    const own = await loginAs(t.app, 'changing');
    // an address waiting for verification while a session is open
    await t.db.updateTable('users').set({ email_verified_at: null }).where('id', '=', userId).execute();
    const token = await extraLink(userId, 'changing@example.edu');
    await t.db.updateTable('sessions').set({ impersonator_user_id: (await createUser(t.db, { username: 'acting-admin', type: 'admin' })) }).where('user_id', '=', userId).execute();
    const acted = await verify({ token }, bearer(own));
    expect(acted.statusCode).toBe(403);
    expect((await accountOf(userId))?.email_verified_at).toBeNull();
    await t.db.updateTable('sessions').set({ impersonator_user_id: null }).where('user_id', '=', userId).execute();
    const verified = await verify({ token }, bearer(own));
    expect(verified.statusCode, verified.body).toBe(200);
    expect((await accountOf(userId))?.email_verified_at).toEqual(expect.any(Date));
  });

  it('"I did not sign up" removes the unverified account and its claim, audited, and frees the address', async () => {
    const { userId, token, authorId } = await strangerSignsUp({ first: 'Rita', last: 'Refuse', email: 'rrefuse@upenn.edu' }, 'rr-stranger');
    const claimIds = (await claimsOf(userId)).map((c) => c.id);
    const refused = await refuse(token);
    expect(refused.statusCode, refused.body).toBe(200);
    expect(await accountOf(userId)).toBeUndefined();
    expect(await t.db.selectFrom('author_claims').select('id').where('id', 'in', claimIds).execute()).toEqual([]);
    const entry = await t.db.selectFrom('audit_log').select(['actor_user_id', 'entity_type', 'entity_id', 'before'])
      .where('action', '=', 'account.refused_by_mailbox').where('entity_id', '=', String(userId)).executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ actor_user_id: null, entity_type: 'user', before: { username: 'rr-stranger', email: 'rrefuse@upenn.edu', pending_claims: [{ author_id: authorId }] } });
    // the link is spent
    expect((await refuse(token)).statusCode).toBe(400);
    expect((await verify({ token, username: 'rr-stranger', password: STRANGER_PASSWORD })).statusCode).toBe(400);
    // the stranger cannot sign in, and the owner can sign up with the address and claim the record
    expect((await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'rr-stranger', password: STRANGER_PASSWORD } })).statusCode).toBe(401);
    const own = await t.app.inject({
      method: 'POST', url: '/api/signup', remoteAddress: '10.99.1.1',
      payload: {
        email: 'rrefuse@upenn.edu', username: 'rrefuse', password: 'the owner chose this one', author_id: authorId, new_author: false,
        first_name: 'Rita', mid_name: '', last_name: 'Refuse', univ_name: 'University of Pennsylvania', univ_id: penn,
      },
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().claim).toBe('granted');
  });

  /** The stranger's sign-up with the victim's address choosing "None of the above": a new author record with that address. */
  async function strangerSignsUpAsNewAuthor(victim: { first: string; last: string; email: string }, username: string) {
    const response = await t.app.inject({
      method: 'POST', url: '/api/signup', remoteAddress: `10.99.0.${++ipCounter}`,
      payload: {
        email: victim.email, username, password: STRANGER_PASSWORD, author_id: '', new_author: true,
        first_name: victim.first, mid_name: '', last_name: victim.last, univ_name: 'University of Pennsylvania', univ_id: penn,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().claim).toBe('new_author');
    const userId = response.json().user_id as number;
    const authorId = (await accountOf(userId))!.author_id!;
    expect((await t.db.selectFrom('authors').select('email').where('id', '=', authorId).executeTakeFirstOrThrow()).email).toBe(victim.email);
    const message = await mail.waitForMessage((m) => m.to.includes(victim.email) && /Verify/.test(m.subject), 10_000);
    return { userId, authorId, token: linkToken(message.text, 'http://app.test/verify') };
  }
  const authorAudit = (authorId: number) => t.db.selectFrom('audit_log').select(['action', 'actor_user_id', 'before', 'after'])
    .where('entity_type', '=', 'author').where('entity_id', '=', String(authorId)).execute();

  it('"I did not sign up" also removes the author record that sign-up created ("None of the above") with the address, audited', async () => {
    const { userId, authorId, token } = await strangerSignsUpAsNewAuthor({ first: 'Nora', last: 'Newrecord', email: 'nnewrecord@upenn.edu' }, 'nn-stranger');
    const refused = await refuse(token);
    expect(refused.statusCode, refused.body).toBe(200);
    expect(await accountOf(userId)).toBeUndefined();
    expect(await t.db.selectFrom('authors').select('id').where('id', '=', authorId).execute()).toEqual([]);
    expect(await t.db.selectFrom('authors').select('id').where('email', '=', 'nnewrecord@upenn.edu').execute()).toEqual([]);
    expect(await authorAudit(authorId)).toEqual([{
      action: 'author.removed_by_mailbox', actor_user_id: null, after: null,
      before: expect.objectContaining({ id: authorId, first_name: 'Nora', last_name: 'Newrecord', email: 'nnewrecord@upenn.edu', university_id: penn }),
    }]);
  });

  it('keeps a record the refused sign-up created once something else refers to it, without the address the stranger typed', async () => {
    const { userId, authorId, token } = await strangerSignsUpAsNewAuthor({ first: 'Kim', last: 'Keptrecord', email: 'kkeptrecord@upenn.edu' }, 'kk-stranger');
    // meanwhile an import gave the record a paper
    const paper = (await t.db.insertInto('papers').values({ title: 'A paper by Kim Keptrecord' }).returning('id').executeTakeFirstOrThrow()).id;
    await t.db.insertInto('authorships').values({ paper_id: paper, author_id: authorId, position: 1 }).execute();
    const refused = await refuse(token);
    expect(refused.statusCode, refused.body).toBe(200);
    expect(await accountOf(userId)).toBeUndefined();
    expect(await t.db.selectFrom('authors').select(['id', 'email', 'first_name']).where('id', '=', authorId).executeTakeFirst())
      .toEqual({ id: authorId, email: '', first_name: 'Kim' });
    expect(await t.db.selectFrom('authorships').select('author_id').where('paper_id', '=', paper).execute()).toEqual([{ author_id: authorId }]);
    expect(await authorAudit(authorId)).toEqual([{
      action: 'author.email_cleared_by_mailbox', actor_user_id: null,
      before: { email: 'kkeptrecord@upenn.edu' }, after: { email: '', kept_for: ['authorships.author_id'] },
    }]);
  });

  it('leaves an author record the refused account did not create (linked to it otherwise) as it is', async () => {
    const authorId = await author('Lena', 'Linkedbefore', 'llinkedbefore@upenn.edu');
    const userId = await createUser(t.db, { username: 'lb-unverified', type: 'faculty', authorId, verified: false });
    const token = await extraLink(userId, 'llinkedbefore@upenn.edu');
    expect((await refuse(token)).statusCode).toBe(200);
    expect(await accountOf(userId)).toBeUndefined();
    expect(await t.db.selectFrom('authors').select('email').where('id', '=', authorId).executeTakeFirst()).toEqual({ email: 'llinkedbefore@upenn.edu' });
    expect(await authorAudit(authorId)).toEqual([]);
  });

  it('never removes a verified account, and answers a bad link with the one 400, changing nothing', async () => {
    const userId = await createUser(t.db, { username: 'settled', type: 'faculty' });
    const token = await extraLink(userId, 'settled@example.edu');
    const refused = await refuse(token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(REFUSE_VERIFIED_ACCOUNT);
    expect(await accountOf(userId)).toBeDefined();
    expect(await liveLinks(userId)).toHaveLength(1);
    await loginAs(t.app, 'settled');

    for (const bad of ['garbage', 'x'.repeat(43), 12]) {
      for (const send of [() => refuse(bad), () => t.app.inject({ method: 'POST', url: '/api/verify_email/account', payload: { token: bad } })]) {
        const response = await send();
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ message: INVALID_VERIFY_LINK, field: 'body.token' });
      }
    }
  });

  it("a password reset from the mailbox locks the stranger out: the old password stops working, the new holder's works", async () => {
    const { userId, authorId } = await strangerSignsUp({ first: 'Paula', last: 'Reset', email: 'preset@upenn.edu' }, 'pr-stranger');
    const since = Date.now();
    expect((await t.app.inject({ method: 'GET', url: '/api/reset_password?email=preset@upenn.edu' })).statusCode).toBe(200);
    const message = await mail.waitForMessage((m) => m.to.includes('preset@upenn.edu') && /Reset/.test(m.subject) && Date.parse(m.date) >= since - 1000, 10_000);
    const reset = await t.app.inject({ method: 'POST', url: '/api/reset_password', payload: { token: linkToken(message.text, 'http://app.test/resetPassword'), password: 'the owner chose this one' } });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'pr-stranger', password: STRANGER_PASSWORD } })).statusCode).toBe(401);
    const session = await t.app.inject({ method: 'GET', url: '/api/session', headers: bearer(await loginAs(t.app, 'preset@upenn.edu', 'the owner chose this one')) });
    expect(session.json()).toMatchObject({ author_id: authorId });
    expect((await accountOf(userId))?.email_verified_at).toEqual(expect.any(Date));
  });
});
