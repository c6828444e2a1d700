import { isUniversityEmail, isValidEmail } from './email.ts';
import { validatePasswordPolicy } from './passwordPolicy.ts';
import { validatePersonNames } from './personName.ts';
import { isBlank, isChosenId, ruleIssue, type RuleIssue } from './ruleIssues.ts';
import { validateUniversityRequest } from './universityRequest.ts';
import { validateUsername } from './username.ts';

// docs/requirements/profile-and-accounts.md §5, Sign-up.
export const SIGN_UP_MESSAGES = {
  fillAllFields: 'Please fill all the fields',
  required: 'This field is required',
  emailNotValid: 'Email is not valid',
  universityEmail: 'Please provide University Email',
  passwordMismatch: 'password mismatch',
} as const;

export interface SignUpNamesInput {
  first_name: string;
  mid_name?: string | null;
  last_name: string;
  univ_name: string;
  /** set when the university was chosen from the autocomplete (or the only match) */
  univ_id: string | number | null | undefined;
  /** the university is not in the list: univ_name and univ_school are a request to add it (Add Your University) */
  new_university?: boolean;
  univ_school?: string | null;
}

/**
 * Step 1: first name, last name and university required (the university must be chosen from
 * the suggestions: step 2 searches authors by its id, or requested with its school when it is
 * not listed: 'Enter University Name' / 'Enter School Name'); middle name optional. Every missing
 * field carries the one seed message 'Please fill all the fields'; names hold only letters,
 * spaces, apostrophes, hyphens and periods.
 */
export function validateSignUpNames(input: SignUpNamesInput): RuleIssue[] {
  const issues: RuleIssue[] = [];
  if (isBlank(input.first_name)) issues.push(ruleIssue('first_name', SIGN_UP_MESSAGES.fillAllFields));
  if (isBlank(input.last_name)) issues.push(ruleIssue('last_name', SIGN_UP_MESSAGES.fillAllFields));
  issues.push(...validatePersonNames({ first_name: input.first_name, mid_name: input.mid_name, last_name: input.last_name }));
  if (input.new_university) {
    const fields: Record<string, string> = { university: 'univ_name', school: 'univ_school' };
    issues.push(...validateUniversityRequest({ university: input.univ_name, school: input.univ_school }).map((issue) => ruleIssue(fields[issue.field] ?? issue.field, issue.message)));
  } else if (isBlank(input.univ_name) || !isChosenId(input.univ_id)) {
    issues.push(ruleIssue('univ_name', SIGN_UP_MESSAGES.fillAllFields));
  }
  return issues;
}

export interface SignUpAccountInput {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/**
 * Step 3: one message per field, the first rule that fails. The username follows the one username
 * rule (username.ts) and the password our policy (length 8..128, not a common password).
 */
export function validateSignUpAccount(input: SignUpAccountInput): RuleIssue[] {
  const issues: RuleIssue[] = [];
  if (isBlank(input.username)) issues.push(ruleIssue('username', SIGN_UP_MESSAGES.required));
  else issues.push(...validateUsername(input.username, input.email));

  if (isBlank(input.email)) issues.push(ruleIssue('email', SIGN_UP_MESSAGES.required));
  else if (!isValidEmail(input.email)) issues.push(ruleIssue('email', SIGN_UP_MESSAGES.emailNotValid));
  else if (!isUniversityEmail(input.email)) issues.push(ruleIssue('email', SIGN_UP_MESSAGES.universityEmail));

  if (input.password === '') issues.push(ruleIssue('password', SIGN_UP_MESSAGES.required));
  else issues.push(...validatePasswordPolicy(input.password));

  if (input.confirmPassword === '') issues.push(ruleIssue('confirmPassword', SIGN_UP_MESSAGES.required));
  else if (input.confirmPassword !== input.password) issues.push(ruleIssue('confirmPassword', SIGN_UP_MESSAGES.passwordMismatch));
  return issues;
}

/** 'None of the above' in step 2 sends an empty author id: the account gets a new author. */
export function isNewAuthor(chosenAuthorId: string | number | null | undefined): boolean {
  return chosenAuthorId === '';
}
