import { isValidEmail } from './email.ts';
import { isBlank, ruleIssue, type RuleIssue } from './ruleIssues.ts';

// docs/requirements/profile-and-accounts.md §5, Login.
export const LOGIN_MESSAGES = {
  emailNotValid: 'Email is not valid',
  passwordNotValid: 'Password is not valid',
  forgotPasswordEmail: 'Please enter a correct email Id',
} as const;

export interface LoginInput {
  /** the login field; the API calls it `username` and accepts a username or an e-mail */
  email: string;
  password: string;
}

/**
 * Login form: the e-mail (or username) must not be blank after trimming, the password must not
 * be empty. The password is not trimmed: spaces are legitimate password characters.
 */
export function validateLogin(input: LoginInput): RuleIssue[] {
  const issues: RuleIssue[] = [];
  if (isBlank(input.email)) issues.push(ruleIssue('email', LOGIN_MESSAGES.emailNotValid));
  if (input.password === '') issues.push(ruleIssue('password', LOGIN_MESSAGES.passwordNotValid));
  return issues;
}

/**
 * Forgot password: the seed alerts on an empty e-mail. We give the same alert for a malformed
 * one too, which saves a call that could only fail.
 */
export function validateForgotPasswordEmail(email: string): RuleIssue[] {
  if (isBlank(email) || !isValidEmail(email)) return [ruleIssue('email', LOGIN_MESSAGES.forgotPasswordEmail)];
  return [];
}
