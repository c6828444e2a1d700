import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashEmailToken, hashPassword, newEmailToken } from '@ri/db';
import { startMailCatcher, type MailCatcher } from '@ri/infra';
import { bearer, createTestApp, createUser, loginAs, TEST_PASSWORD, type TestApp } from './support/testApp.ts';
import { insertUniversity } from './support/adminFixtures.ts';

// Usernames and e-mail addresses are one login namespace (docs/api-conventions.md, "Login names").
describe('login names: a username is never another account\'s e-mail address, and usernames have no look-alikes', () => {
  let t: TestApp;
  let mail: MailCatcher;
  let universityId: number;
  const STRANGER_PASSWORD = 'a stranger\'s own passphrase';

  const signUp = (overrides: Record<string, unknown>) => t.app.inject({
    method: 'POST', url: '/api/signup', payload: {
      email: 'mallory@evil.edu', username: 'mallory', password: STRANGER_PASSWORD, author_id: '', new_author: true,
      first_name: 'Mal', mid_name: '', last_name: 'Lory', univ_name: 'Zeta University', univ_id: universityId, ...overrides,
    },
  });
  const userCount = async () => Number((await t.db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  async function invitationFor(email: string): Promise<string> {
    const token = newEmailToken();
    await t.db.insertInto('email_tokens').values({
      purpose: 'invitation', token_hash: hashEmailToken(token), user_id: null, email, expires_at: new Date(Date.now() + 3_600_000),
      payload: JSON.stringify({ university_id: universityId, access_level: 'user', invited_by: null }),
    }).execute();
    return token;
  }
  const accept = (payload: object) => t.app.inject({ method: 'POST', url: '/api/settings/invitations/accept', payload });
  const sessionUserId = async (token: string) => (await t.app.inject({ method: 'GET', url: '/api/session', headers: bearer(token) })).json().user_id as number;

  beforeAll(async () => {
    mail = await startMailCatcher();
    t = await createTestApp({ SMTP_URL: mail.smtpUrl });
    universityId = await insertUniversity(t.db, 'Zeta University');
    // createUser gives the e-mail `<username>@example.edu`
    await createUser(t.db, { username: 'olivia', type: 'faculty', universityId });
    await createUser(t.db, { username: 'bob@zeta.edu', type: 'university', universityId });
  });
  afterAll(async () => {
    await t.close();
    await mail.stop();
  });

  it('refuses a sign-up whose username is an e-mail address not its own, or whose e-mail is another account\'s username, in any case, and creates nothing', async () => {
    const before = await userCount();
    // an address-shaped username that is not the sign-up's own address: another account's, or one nobody has yet (squatting)
    for (const username of ['olivia@example.edu', '  OLIVIA@Example.EDU ', 'someone.later@zeta.edu']) {
      const response = await signUp({ username });
      expect(response.statusCode, username).toBe(400);
      expect(response.json()).toMatchObject({ message: 'A username that is an e-mail address must be your own e-mail address', field: 'body.username' });
    }
    // an e-mail that is another (older) account's username
    for (const email of ['bob@zeta.edu', 'BOB@ZETA.EDU']) {
      const response = await signUp({ email });
      expect(response.statusCode, email).toBe(409);
      expect(response.json().message).toBe('exists');
    }
    expect(await userCount()).toBe(before);
    // the victim still signs in with her e-mail address, and the own address is a username one may choose
    expect(await sessionUserId(await loginAs(t.app, 'olivia@example.edu'))).toBeGreaterThan(0);
    expect((await signUp({ username: 'Mallory@Evil.edu' })).statusCode).toBe(200);
  });

  it('refuses an invitation\'s username that is an e-mail address not the invited one, and an invitation to another\'s username; the link stays usable', async () => {
    const before = await userCount();
    const token = await invitationFor('carol@zeta.edu');
    for (const username of ['Olivia@example.edu', 'someone.later@zeta.edu']) {
      const refused = await accept({ token, username, password: STRANGER_PASSWORD });
      expect(refused.statusCode, username).toBe(400);
      expect(refused.json()).toMatchObject({ message: 'A username that is an e-mail address must be your own e-mail address', field: 'body.username' });
    }
    expect(await userCount()).toBe(before);
    const fine = await accept({ token, username: 'Carol@zeta.edu', password: STRANGER_PASSWORD });
    expect(fine.statusCode).toBe(200);

    const toUsername = await invitationFor('Bob@Zeta.edu');
    const taken = await accept({ token: toUsername, username: 'bobby', password: STRANGER_PASSWORD });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('This username or e-mail address is already used by another account.');
    expect(await t.db.selectFrom('users').select('id').where('username', '=', 'bobby').executeTakeFirst()).toBeUndefined();
  });

  it('signs a name that is one account\'s e-mail and an older account\'s username in to the e-mail\'s account, whatever the rows\' order', async () => {
    // rows written before the namespace was one: the stranger's row first, so a scan meets it first
    const strangerId = (await t.db.insertInto('users').values({
      username: 'dana@example.edu', email: 'stranger@evil.edu', password_hash: await hashPassword(STRANGER_PASSWORD), type: 'faculty', email_verified_at: new Date(),
    }).returning('id').executeTakeFirstOrThrow()).id;
    const danaId = await createUser(t.db, { username: 'dana', type: 'faculty', universityId });
    // and an update of each row moves it in the heap: neither order changes the answer
    for (const moved of [danaId, strangerId, danaId]) {
      await t.db.updateTable('users').set({ updated_at: new Date() }).where('id', '=', moved).execute();
      expect(await sessionUserId(await loginAs(t.app, 'dana@example.edu', TEST_PASSWORD))).toBe(danaId);
      expect(await sessionUserId(await loginAs(t.app, 'DANA@example.edu '))).toBe(danaId);
      const stranger = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'dana@example.edu', password: STRANGER_PASSWORD } });
      expect(stranger.statusCode).toBe(401);
    }
  });

  it('refuses look-alike, invisible and spaced usernames, and addresses with invisible characters, at sign-up, and creates nothing', async () => {
    const before = await userCount();
    for (const username of ['ａｄｍｉｎ', 'аdmin', 'admin\u200b', '\u202eadmin', 'ad min', 'ad']) {
      const response = await signUp({ username, email: `u${before}@evil.edu` });
      expect(response.statusCode, JSON.stringify(username)).toBe(400);
      expect(response.json().message).toBe(username === 'ad'
        ? 'The username must have at least 3 characters'
        : 'The username may use letters, digits and . _ @ - only');
    }
    // nor an address that looks like another's through an invisible character (zero-width space, direction override)
    for (const email of ['olivia\u200b@example.edu', 'olivia\u202e@example.edu']) {
      const response = await signUp({ username: 'lookalike', email });
      expect(response.statusCode, JSON.stringify(email)).toBe(400);
      expect(response.json()).toMatchObject({ message: 'Email is not valid', field: 'body.email' });
    }
    expect(await userCount()).toBe(before);
    expect((await signUp({ username: 'mal.lory-2', email: 'mal.lory@evil.edu' })).statusCode).toBe(200);
  });
});
