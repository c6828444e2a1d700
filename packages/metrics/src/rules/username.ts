import { isValidEmail } from './email.ts';
import { ruleIssue, type RuleIssue } from './ruleIssues.ts';

/**
 * The characters a username may use, the same wherever an account gets one (sign-up, an invitation's
 * acceptance): ASCII letters, digits and `. _ @ -`, at least 3 of them. No look-alike letters
 * (fullwidth 'ａｄｍｉｎ', Cyrillic 'а'), no invisible ones (zero-width spaces, direction marks) and no
 * inner spaces: a name an administrator reads in the claims queue, the members list or the audit log is
 * the name the account has (docs/api-conventions.md, "Login names"). A username shaped like an e-mail address must
 * be the account's own address: the login form takes either, so 'olivia.bennett@upenn.edu' as a stranger's username
 * would answer for Olivia's address (or keep her from signing up with it).
 */
export const USERNAME_PATTERN = /^[A-Za-z0-9_.@-]+$/;
export const USERNAME_MIN_LENGTH = 3;

export const USERNAME_MESSAGES = {
  tooShort: 'The username must have at least 3 characters',
  characters: 'The username may use letters, digits and . _ @ - only',
  otherAddress: 'A username that is an e-mail address must be your own e-mail address',
} as const;

/**
 * The username rule on a name already required (blank names get the form's own 'required' message), in the order the
 * invitation contract (ZAcceptInvitationBody) checks it: length, characters, then the address. `ownEmail` is the
 * address of the account the name is for; null where the form does not know it (the invitation's page: the server,
 * which knows the invited address, checks it).
 */
export function validateUsername(username: string, ownEmail: string | null, field = 'username'): RuleIssue[] {
  const name = username.trim();
  if (name.length < USERNAME_MIN_LENGTH) return [ruleIssue(field, USERNAME_MESSAGES.tooShort)];
  if (!USERNAME_PATTERN.test(name)) return [ruleIssue(field, USERNAME_MESSAGES.characters)];
  if (ownEmail !== null && isValidEmail(name) && name.toLowerCase() !== ownEmail.trim().toLowerCase()) return [ruleIssue(field, USERNAME_MESSAGES.otherAddress)];
  return [];
}
