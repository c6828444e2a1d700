import { isBlank, ruleIssue, type RuleIssue } from './ruleIssues.ts';

// Every name field (sign-up, profile, Add Author, candidate pickers) accepts letters of any
// script (with their combining marks), spaces, apostrophes, hyphens and periods: O'Brien,
// Smith-Jones, José, J. R., 李 (docs/accounts-and-claims.md, "Matching people").
export const PERSON_NAME_MESSAGE = 'Use letters, spaces, apostrophes, hyphens and periods only';

const PERSON_NAME_PATTERN = /^[\p{L}\p{M} '’‘.\-‐‑]*$/u;

/** True for a name made only of the allowed characters ('' counts: whether it is required is another rule). */
export function isPersonName(text: string | null | undefined): boolean {
  return PERSON_NAME_PATTERN.test(text ?? '');
}

/** One issue per named field whose text has a character a name does not have; blank fields pass. */
export function validatePersonNames(fields: Record<string, string | null | undefined>): RuleIssue[] {
  return Object.entries(fields)
    .filter(([, value]) => !isBlank(value) && !isPersonName(value))
    .map(([field]) => ruleIssue(field, PERSON_NAME_MESSAGE));
}
