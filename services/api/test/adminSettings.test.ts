import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher, type MailCatcher } from '@ri/infra';
import { bearer, createTestApp, createUser, loginAs, type TestApp } from './support/testApp.ts';
import { insertUniversity } from './support/adminFixtures.ts';

describe('settings: members of a university account, invitations within the seats, removal', () => {
  let t: TestApp;
  let mail: MailCatcher;
  let kappa: number;
  let lambda: number;
  const users: Record<'owner' | 'member' | 'outsider' | 'admin', number> = { owner: 0, member: 0, outsider: 0, admin: 0 };
  const tokens: Record<string, string> = {};

  const tokenFrom = (text: string) => /token=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';
  const members = (who: string, query = '') => t.app.inject({ method: 'GET', url: `/api/settings/members${query}`, headers: bearer(tokens[who]!) });
  const invite = (who: string, payload: object, query = '') => t.app.inject({ method: 'POST', url: `/api/settings/invitations${query}`, headers: bearer(tokens[who]!), payload });
  const accept = (payload: object) => t.app.inject({ method: 'POST', url: '/api/settings/invitations/accept', payload });
  const withdraw = (who: string, invitationId: number, query = '') => t.app.inject({ method: 'DELETE', url: `/api/settings/invitations/${invitationId}${query}`, headers: bearer(tokens[who]!) });
  const remove = (who: string, userId: number, query = '') => t.app.inject({ method: 'DELETE', url: `/api/settings/members/${userId}${query}`, headers: bearer(tokens[who]!) });

  beforeAll(async () => {
    mail = await startMailCatcher();
    t = await createTestApp({ SMTP_URL: mail.smtpUrl });
    kappa = await insertUniversity(t.db, 'Kappa University');
    lambda = await insertUniversity(t.db, 'Lambda University');
    users.owner = await createUser(t.db, { username: 'kappa-owner', type: 'university', universityId: kappa });
    await t.db.updateTable('users').set({ access_level: 'owner' }).where('id', '=', users.owner).execute();
    users.outsider = await createUser(t.db, { username: 'lambda-owner', type: 'university', universityId: lambda });
    await t.db.updateTable('users').set({ access_level: 'owner' }).where('id', '=', users.outsider).execute();
    users.admin = await createUser(t.db, { username: 'st-admin', type: 'admin' });
    await createUser(t.db, { username: 'st-faculty', type: 'faculty' });
    for (const [key, username] of [['owner', 'kappa-owner'], ['outsider', 'lambda-owner'], ['admin', 'st-admin'], ['faculty', 'st-faculty']]) tokens[key!] = await loginAs(t.app, username!);
  });
  afterAll(async () => {
    await t.close();
    await mail.stop();
  });

  it('shows the members with access and the seats', async () => {
    const res = await members('owner');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      university_id: kappa, univ_name: 'Kappa University', seat_limit: 2, available_seats: 1, can_manage: true, pending_invitations: [],
      members: [{ user_id: users.owner, username: 'kappa-owner', access_level: 'owner' }],
    });
    expect((await members('faculty')).statusCode).toBe(403);
    expect((await members('outsider', `?university_id=${kappa}`)).statusCode).toBe(403);
    expect((await members('admin')).json().message).toBe('Please select a university');
    expect((await members('admin', `?university_id=${kappa}`)).json().university_id).toBe(kappa);
  });

  it('invites by e-mail with a one-time link; the invitation holds a seat; a full account answers 409', async () => {
    const res = await invite('owner', { email: 'new.member@kappa.edu', access_level: 'User' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Invitation sent', invitation: { email: 'new.member@kappa.edu', access_level: 'user' } });
    const message = await mail.waitForMessage((m) => m.to.includes('new.member@kappa.edu'), 10_000);
    expect(message.subject).toBe('You are invited to Kappa University on Research Insights');
    expect(message.text).toContain('with User access');
    tokens.invitation = tokenFrom(message.text);
    expect(tokens.invitation).not.toBe('');

    const state = (await members('owner')).json();
    expect(state.available_seats).toBe(0);
    expect(state.pending_invitations).toEqual([expect.objectContaining({ email: 'new.member@kappa.edu', access_level: 'user' })]);
    const full = await invite('owner', { email: 'third@kappa.edu', access_level: 'Admin' });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe('All 2 seats of this account are taken (members and pending invitations). Remove a member before inviting someone else.');
    expect((await invite('owner', { email: 'new.member@kappa.edu', access_level: 'User' })).statusCode).toBe(409);
    expect((await invite('owner', { email: 'lambda-owner@example.edu', access_level: 'User' })).json().message).toBe('This e-mail address already belongs to an account.');
    expect((await invite('owner', { email: 'nope', access_level: 'User' })).statusCode).toBe(400);
    expect((await invite('owner', { email: 'x@kappa.edu', access_level: 'Owner' })).statusCode).toBe(400);
    expect((await invite('faculty', { email: 'x@kappa.edu', access_level: 'User' })).statusCode).toBe(403);
  });

  it('accepting creates a member of that university, once; the link is then spent', async () => {
    expect((await accept({ token: tokens.invitation, username: 'newbie', password: 'short' })).statusCode).toBe(400);
    expect((await accept({ token: tokens.invitation, username: 'lambda-owner', password: 'a long enough passphrase' })).statusCode).toBe(409);
    const res = await accept({ token: tokens.invitation, username: 'newbie', password: 'a long enough passphrase' });
    expect(res.statusCode).toBe(200);
    users.member = res.json().user_id;
    const user = await t.db.selectFrom('users').select(['type', 'university_id', 'access_level', 'email']).where('id', '=', users.member).executeTakeFirstOrThrow();
    expect(user).toEqual({ type: 'university', university_id: kappa, access_level: 'user', email: 'new.member@kappa.edu' });
    tokens.member = await loginAs(t.app, 'newbie', 'a long enough passphrase');
    const again = await accept({ token: tokens.invitation, username: 'newbie2', password: 'a long enough passphrase' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This invitation link is invalid or has expired. Ask for a new invitation.');
  });

  it("a member with access level 'user' reads but cannot manage", async () => {
    const res = await members('member');
    expect(res.json()).toMatchObject({ can_manage: false, available_seats: 0 });
    expect(res.json().members.map((m: { username: string }) => m.username)).toEqual(['kappa-owner', 'newbie']);
    expect((await invite('member', { email: 'y@kappa.edu', access_level: 'User' })).json().message).toBe('Only the owner or an admin of this account can manage members.');
    expect((await remove('member', users.owner)).statusCode).toBe(403);
  });

  it('removal: never the owner nor oneself; a removed member\'s sessions end and the seat frees', async () => {
    expect((await remove('owner', users.owner)).json().message).toBe('You cannot remove yourself.');
    expect((await remove('admin', users.owner, `?university_id=${kappa}`)).json().message).toBe('The owner of the account cannot be removed.');
    expect((await remove('owner', users.outsider)).statusCode).toBe(404);
    expect((await remove('outsider', users.member)).statusCode).toBe(404);
    const res = await remove('owner', users.member);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Member removed' });
    expect((await t.app.inject({ method: 'GET', url: '/api/session', headers: bearer(tokens.member!) })).statusCode).toBe(401);
    const state = (await members('owner')).json();
    expect(state.available_seats).toBe(1);
    expect(state.members.map((m: { username: string }) => m.username)).toEqual(['kappa-owner']);
    await expect(loginAs(t.app, 'newbie', 'a long enough passphrase')).rejects.toThrow();
  });

  it('a pending invitation can be withdrawn by a manager: its link stops working and its seat frees', async () => {
    expect((await invite('owner', { email: 'typo@kappa.edu', access_level: 'User' })).statusCode).toBe(200);
    const message = await mail.waitForMessage((m) => m.to.includes('typo@kappa.edu'), 10_000);
    const pending = (await members('owner')).json();
    expect(pending.available_seats).toBe(0);
    const invitationId: number = pending.pending_invitations.find((i: { email: string }) => i.email === 'typo@kappa.edu').id;

    expect((await withdraw('faculty', invitationId)).statusCode).toBe(403);
    expect((await withdraw('outsider', invitationId)).statusCode).toBe(404);
    expect((await withdraw('admin', invitationId)).json().message).toBe('Please select a university');
    expect((await withdraw('owner', 999_999)).json().message).toBe('No invitation to this account is waiting with this id.');
    const res = await withdraw('owner', invitationId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Invitation withdrawn' });
    expect((await withdraw('owner', invitationId)).statusCode).toBe(404);

    const state = (await members('owner')).json();
    expect(state).toMatchObject({ available_seats: 1, pending_invitations: [] });
    const late = await accept({ token: tokenFrom(message.text), username: 'typo-user', password: 'a long enough passphrase' });
    expect(late.statusCode).toBe(400);
    const audit = await t.db.selectFrom('audit_log').select('action').where('action', '=', 'settings.withdraw_invitation').execute();
    expect(audit).toHaveLength(1);
  });

  it('an admin manages any university; a removed member can be invited back', async () => {
    const res = await invite('admin', { email: 'new.member@kappa.edu', access_level: 'Admin' }, `?university_id=${kappa}`);
    expect(res.statusCode).toBe(200);
    const message = await mail.waitForMessage((m) => m.to.includes('new.member@kappa.edu') && m.text.includes('Admin access'), 10_000);
    const back = await accept({ token: tokenFrom(message.text), username: 'newbie', password: 'another long passphrase' });
    expect(back.statusCode).toBe(200);
    expect(back.json().user_id).toBe(users.member);
    const member = await loginAs(t.app, 'newbie', 'another long passphrase');
    expect((await t.app.inject({ method: 'GET', url: '/api/settings/members', headers: bearer(member) })).json().can_manage).toBe(true);
  });
});
