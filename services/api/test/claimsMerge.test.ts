import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normaliseName } from '@ri/db';
import { startMailCatcher, type MailCatcher } from '@ri/infra';
import { bearer, createTestApp, createUser, linkToken, loginAs, type TestApp } from './support/testApp.ts';

// Claims follow a merge (docs/accounts-and-claims.md): a claim waiting on a record an administrator merges into
// another never links an account to the merged record.
const PASSWORD = 'a long enough passphrase';

describe('claims on an author that is merged into another record', () => {
  let t: TestApp;
  let mail: MailCatcher;
  let penn: number;
  let adminToken: string;

  async function author(first: string, last: string, email = '') {
    return (await t.db.insertInto('authors').values({
      first_name: first, last_name: last, search_name: normaliseName(first, last), university_id: penn, email,
    }).returning('id').executeTakeFirstOrThrow()).id;
  }
  const signUp = (body: { email: string; username: string; author_id: number; first_name: string; last_name: string }) => t.app.inject({
    method: 'POST', url: '/api/signup',
    payload: { password: PASSWORD, mid_name: '', new_author: false, univ_name: 'University of Pennsylvania', univ_id: penn, ...body },
  });
  /** Two records of one person; a sign-up claims the first. */
  async function claimDuplicate(first: string, last: string, email: string, username: string) {
    const duplicate = await author(first, last);
    const kept = await author(first, last);
    const signed = await signUp({ email, username, author_id: duplicate, first_name: first, last_name: last });
    expect(signed.statusCode, signed.body).toBe(200);
    return { duplicate, kept, userId: signed.json().user_id as number, outcome: signed.json().claim as string };
  }
  const admin = (method: 'GET' | 'POST', url: string, payload?: object) => t.app.inject({ method, url, headers: bearer(adminToken), ...(payload ? { payload } : {}) });
  const merge = (mergedId: number, keptId: number) => admin('POST', '/api/tools/merge_authors', { user_author_id: mergedId, author_final_id: keptId, note: 'same person' });
  const claimOf = async (userId: number) => t.db.selectFrom('author_claims').select(['id', 'author_id', 'status']).where('user_id', '=', userId).executeTakeFirstOrThrow();
  const authorOf = async (userId: number) => (await t.db.selectFrom('users').select('author_id').where('id', '=', userId).executeTakeFirstOrThrow()).author_id;

  beforeAll(async () => {
    mail = await startMailCatcher();
    t = await createTestApp({ SMTP_URL: mail.smtpUrl, PUBLIC_URL: 'http://app.test' });
    penn = (await t.db.insertInto('universities').values({ name: 'University of Pennsylvania', status: 'Completed', email_domains: ['upenn.edu'] }).returning('id').executeTakeFirstOrThrow()).id;
    await createUser(t.db, { username: 'merge-admin', type: 'admin' });
    adminToken = await loginAs(t.app, 'merge-admin');
  });
  afterAll(async () => {
    await t.close();
    await mail.stop();
  });

  it('moves a pending claim onto the kept record: the queue shows it, and the approval links the account to the live record', async () => {
    const { duplicate, kept, userId, outcome } = await claimDuplicate('Jennifer', 'Simpson', 'jsimpson@other-college.edu', 'jsimpson');
    expect(outcome).toBe('pending');

    expect((await merge(duplicate, kept)).statusCode).toBe(200);
    const claim = await claimOf(userId);
    expect(claim.author_id).toBe(kept);
    const queued = (await admin('GET', '/api/admin/claims?status=pending')).json().claims.find((c: { id: number }) => c.id === claim.id);
    expect(queued.author.id).toBe(kept);

    // an approval needs the account's verified address (docs/accounts-and-claims.md, "The administrators' queue")
    await t.db.updateTable('users').set({ email_verified_at: new Date() }).where('id', '=', userId).execute();
    const approved = await admin('POST', `/api/admin/claims/${claim.id}/decision`, { decision: 'approve', note: '' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await authorOf(userId)).toBe(kept);
  });

  it('shows the kept record\'s holder as a conflict and refuses the approval while it is held', async () => {
    const { duplicate, kept, userId, outcome } = await claimDuplicate('Rafael', 'Zhao', 'rzhao@other-college.edu', 'rzhao2');
    await createUser(t.db, { username: 'rzhao-real', type: 'faculty', authorId: kept, universityId: penn });
    expect(outcome).toBe('pending');
    expect((await merge(duplicate, kept)).statusCode).toBe(200);

    const claim = await claimOf(userId);
    const queued = (await admin('GET', '/api/admin/claims?status=pending')).json().claims.find((c: { id: number }) => c.id === claim.id);
    expect(queued.conflicts).toEqual([expect.objectContaining({ username: 'rzhao-real', kind: 'holds' })]);
    const refused = await admin('POST', `/api/admin/claims/${claim.id}/decision`, { decision: 'approve', note: '' });
    expect(refused.statusCode).toBe(409);
    expect(await authorOf(userId)).toBeNull();
    expect((await claimOf(userId)).status).toBe('pending');
  });

  it('grants a verified address the live record, never the merged one', async () => {
    const { duplicate, kept, userId, outcome } = await claimDuplicate('Dana', 'Domain', 'dana@upenn.edu', 'ddomain');
    expect(outcome).toBe('granted');
    expect((await merge(duplicate, kept)).statusCode).toBe(200);

    const message = await mail.waitForMessage((m) => m.to.includes('dana@upenn.edu') && /Verify/.test(m.subject), 10_000);
    // the holder verifies: the link and the account's sign-in details (docs/accounts-and-claims.md)
    const verified = await t.app.inject({ method: 'POST', url: '/api/verify_email', payload: { token: linkToken(message.text, 'http://app.test/verify'), username: 'ddomain', password: PASSWORD } });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(await authorOf(userId)).toBe(kept);
  });

  it('an undo moves a claim still waiting back to the record it was made on', async () => {
    const { duplicate, kept, userId, outcome } = await claimDuplicate('Mark', 'Undo', 'mundo@other-college.edu', 'mundo');
    expect(outcome).toBe('pending');
    const merged = await merge(duplicate, kept);
    expect((await claimOf(userId)).author_id).toBe(kept);
    const undone = await admin('POST', `/api/tools/merge_authors/${merged.json().decision_id}/undo`);
    expect(undone.statusCode, undone.body).toBe(200);
    expect((await claimOf(userId)).author_id).toBe(duplicate);
  });

  it('refuses to approve a claim left on a merged record (from before claims moved) and links nothing', async () => {
    const { duplicate, kept, userId, outcome } = await claimDuplicate('Old', 'Claim', 'oclaim@other-college.edu', 'oclaim');
    expect(outcome).toBe('pending');
    // a merge as it was stored before claims moved with it
    await t.db.updateTable('authors').set({ merged_into_id: kept }).where('id', '=', duplicate).execute();

    const claim = await claimOf(userId);
    const refused = await admin('POST', `/api/admin/claims/${claim.id}/decision`, { decision: 'approve', note: '' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This author record was merged into another one. Reject this claim and tell the user which record is theirs now.');
    expect(await authorOf(userId)).toBeNull();
    expect((await admin('POST', `/api/admin/claims/${claim.id}/decision`, { decision: 'reject', note: 'Your record is now another one.' })).statusCode).toBe(200);
  });
});
