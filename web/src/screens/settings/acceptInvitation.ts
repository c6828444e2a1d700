import { USERNAME_MESSAGES, validateUsername } from '@ri/metrics';
import { newPasswordErrors } from '../accounts/newPassword.ts';

// The invitation link's page (/acceptInvitation?token=): a username and a password (sign-up's policy).

/** The username rule of every account (@ri/metrics, validateUsername), as the contract (ZAcceptInvitationBody) checks it. */
export { USERNAME_MESSAGES };

export interface AcceptInvitationErrors {
  username?: string;
  password?: string;
  confirmPassword?: string;
}

/** The invited address is the server's to check: a username shaped like another address is refused there. */
export function usernameProblem(username: string): string | null {
  return validateUsername(username, null)[0]?.message ?? null;
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
