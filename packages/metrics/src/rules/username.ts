import { ruleIssue, type RuleIssue } from './ruleIssues.ts';

/**
 * The characters a username may use, the same wherever an account gets one (sign-up, an invitation's
 * acceptance): ASCII letters, digits and `. _ @ -`, at least 3 of them. No look-alike letters
 * (fullwidth 'ａｄｍｉｎ', Cyrillic 'а'), no invisible ones (zero-width spaces, direction marks) and no
 * inner spaces: a name an administrator reads in the claims queue, the members list or the audit log is
 * the name the account has (docs/api-conventions.md, "Login names").
 */
export const USERNAME_PATTERN = /^[A-Za-z0-9_.@-]+$/;
export const USERNAME_MIN_LENGTH = 3;

export const USERNAME_MESSAGES = {
  tooShort: 'The username must have at least 3 characters',
  characters: 'The username may use letters, digits and . _ @ - only',
} as const;

/** The username rule on a name already required (blank names get the form's own 'required' message). */
export function validateUsername(username: string, field = 'username'): RuleIssue[] {
  const name = username.trim();
  if (!USERNAME_PATTERN.test(name)) return [ruleIssue(field, USERNAME_MESSAGES.characters)];
  if (name.length < USERNAME_MIN_LENGTH) return [ruleIssue(field, USERNAME_MESSAGES.tooShort)];
  return [];
}
