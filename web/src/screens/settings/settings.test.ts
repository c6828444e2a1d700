import { describe, expect, it } from 'vitest';
import { ZAcceptInvitationBody } from '@ri/contracts/settings';
import { acceptInvitationErrors, hasErrors, usernameProblem, USERNAME_MESSAGES } from './acceptInvitation.ts';
import { canRemoveMember, invitationProblem, mayInvite, seatsLine, SETTINGS_TEXT } from './settings.ts';

describe('seats (docs/requirements/admin-tools.md "Total available seats: 2")', () => {
  it.each([[2, 'Total available seats: 2'], [0, 'Total available seats: 0'], [-1, 'Total available seats: 0']])('%s -> %s', (seats, line) => {
    expect(seatsLine(seats)).toBe(line);
  });
  it('inviting needs a manager and a free seat', () => {
    expect(mayInvite({ can_manage: true, available_seats: 1 })).toBe(true);
    expect(mayInvite({ can_manage: true, available_seats: 0 })).toBe(false);
    expect(mayInvite({ can_manage: false, available_seats: 3 })).toBe(false);
  });
});

describe('removal', () => {
  const viewer = { canManage: true, userId: 1 };
  it.each([
    [{ user_id: 2, access_level: 'user' as const }, viewer, true],
    [{ user_id: 3, access_level: 'admin' as const }, viewer, true],
    [{ user_id: 4, access_level: 'owner' as const }, viewer, false],
    [{ user_id: 1, access_level: 'admin' as const }, viewer, false],
    [{ user_id: 2, access_level: 'user' as const }, { canManage: false, userId: 1 }, false],
  ])('%o by %o: %s', (member, who, expected) => {
    expect(canRemoveMember(member, who)).toBe(expected);
  });
  it("keeps the seed's confirmation texts", () => {
    expect(SETTINGS_TEXT.confirmRemoveTitle).toBe('Confirm remove');
    expect(SETTINGS_TEXT.confirmRemoveText).toBe('Are you sure you want to remove this faculty?');
  });
});

describe('invitation form', () => {
  it.each([
    ['', 'Admin', 'email'], ['not-an-address', 'User', 'email'], ['new.member@upenn.edu', null, 'access_level'], ['new.member@upenn.edu', 'Owner', 'access_level'],
  ])('%j with %j is refused on %s', (email, level, field) => {
    expect(invitationProblem(email, level)?.field).toBe(field);
  });
  it('a valid address and level pass', () => {
    expect(invitationProblem(' new.member@upenn.edu ', 'User')).toBeNull();
  });
});

describe('accepting an invitation', () => {
  it.each(['ab', '  ', 'has space', 'semi;colon', 'ａｄｍｉｎ', 'admin\u200b'])('username %j is refused, as the server would', (username) => {
    expect(usernameProblem(username)).not.toBeNull();
    const parsed = ZAcceptInvitationBody.safeParse({ token: 'x'.repeat(20), username, password: 'a long passphrase' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(usernameProblem(username));
  });
  it('a good username passes, as the server would', () => {
    expect(usernameProblem('dean.smith@wharton')).toBeNull();
    expect(ZAcceptInvitationBody.safeParse({ token: 'x'.repeat(20), username: 'dean.smith@wharton', password: 'p' }).success).toBe(true);
  });
  it('checks the password policy and the confirmation', () => {
    const errors = acceptInvitationErrors({ username: 'dean', password: 'short', confirmPassword: 'other' });
    expect(errors.password).toBe('Password must be at least 8 characters');
    expect(errors.confirmPassword).toBe('password mismatch');
    expect(hasErrors(errors)).toBe(true);
    expect(hasErrors(acceptInvitationErrors({ username: 'dean', password: 'a long passphrase', confirmPassword: 'a long passphrase' }))).toBe(false);
  });
  it('names the two username rules', () => {
    expect(USERNAME_MESSAGES.tooShort).toBe('The username must have at least 3 characters');
  });
});
