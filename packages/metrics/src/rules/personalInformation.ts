import { isValidEmail } from './email.ts';
import { validatePersonNames } from './personName.ts';
import { isBlank, isChosenId, ruleIssue, type RuleIssue } from './ruleIssues.ts';

// docs/requirements/profile-and-accounts.md §5, Personal information ('Email is not valid' is the sign-up text, reused).
export const PERSONAL_INFORMATION_MESSAGES = {
  enterFirstName: 'Enter First Name',
  enterLastName: 'Enter Last Name',
  enterEmail: 'Enter Email',
  emailNotValid: 'Email is not valid',
  uploadCv: 'Upload CV',
  chooseGender: 'Choose Gender',
  chooseCorrectUniversity: 'Choose Correct university',
} as const;

/** Gender codes (docs/requirements/profile-and-accounts.md §3). */
export const GENDER_CODES = ['m', 'f', 'o'] as const;
export type ProfileGenderCode = (typeof GENDER_CODES)[number];

export function isGenderCode(value: unknown): value is ProfileGenderCode {
  return typeof value === 'string' && (GENDER_CODES as readonly string[]).includes(value);
}

/** A CV is a link beginning with http (http:// or https://), as the upload answers with a URL. */
export function isCvLink(cv: string | null | undefined): boolean {
  return /^https?:\/\/\S+$/i.test((cv ?? '').trim());
}

export interface PersonalInformationInput {
  first_name: string;
  last_name: string;
  email: string;
  cv: string | null | undefined;
  gender: string | null | undefined;
  univ_name?: string | null;
  /** set when the university was chosen from the suggestions */
  univ_id?: string | number | null;
}

/**
 * First name, last name, e-mail, CV link and gender must be present. The university is not
 * required here, but a typed university that was not chosen from the suggestions is refused
 * ('Choose Correct university').
 */
export function validatePersonalInformation(input: PersonalInformationInput): RuleIssue[] {
  const issues: RuleIssue[] = [];
  if (isBlank(input.first_name)) issues.push(ruleIssue('first_name', PERSONAL_INFORMATION_MESSAGES.enterFirstName));
  if (isBlank(input.last_name)) issues.push(ruleIssue('last_name', PERSONAL_INFORMATION_MESSAGES.enterLastName));
  issues.push(...validatePersonNames({ first_name: input.first_name, last_name: input.last_name }));
  if (isBlank(input.email)) issues.push(ruleIssue('email', PERSONAL_INFORMATION_MESSAGES.enterEmail));
  else if (!isValidEmail(input.email)) issues.push(ruleIssue('email', PERSONAL_INFORMATION_MESSAGES.emailNotValid));
  if (!isCvLink(input.cv)) issues.push(ruleIssue('cv', PERSONAL_INFORMATION_MESSAGES.uploadCv));
  if (!isGenderCode(input.gender)) issues.push(ruleIssue('gender', PERSONAL_INFORMATION_MESSAGES.chooseGender));
  if (!isBlank(input.univ_name) && !isChosenId(input.univ_id)) issues.push(ruleIssue('univ_name', PERSONAL_INFORMATION_MESSAGES.chooseCorrectUniversity));
  return issues;
}

/** Save is enabled only for a complete form; an admin may save anyway (docs/requirements/profile-and-accounts.md §5, §6). */
export function canSavePersonalInformation(input: PersonalInformationInput, options: { isAdmin: boolean }): boolean {
  return options.isAdmin || validatePersonalInformation(input).length === 0;
}
