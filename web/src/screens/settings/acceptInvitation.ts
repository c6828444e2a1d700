import { newPasswordErrors } from '../accounts/newPassword.ts';

// The invitation link's page (/acceptInvitation?token=): a username and a password (sign-up's policy).

/** The contract's username rules (ZAcceptInvitationBody), checked before sending. */
export const USERNAME_MESSAGES = {
  tooShort: 'The username must have at least 3 characters',
  characters: 'The username may use letters, digits and . _ @ - only',
} as const;

export interface AcceptInvitationErrors {
  username?: string;
  password?: string;
  confirmPassword?: string;
}

export function usernameProblem(username: string): string | null {
  const text = username.trim();
  if (text.length < 3) return USERNAME_MESSAGES.tooShort;
  if (!/^[\w.@-]+$/.test(text)) return USERNAME_MESSAGES.characters;
  return null;
}

export function acceptInvitationErrors(form: { username: string; password: string; confirmPassword: string }): AcceptInvitationErrors {
  const errors: AcceptInvitationErrors = { ...newPasswordErrors(form) };
  const username = usernameProblem(form.username);
  if (username !== null) errors.username = username;
  return errors;
}

export function hasErrors(errors: AcceptInvitationErrors): boolean {
  return errors.username !== undefined || errors.password !== undefined || errors.confirmPassword !== undefined;
}
