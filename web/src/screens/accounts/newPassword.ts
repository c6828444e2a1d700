import { SIGN_UP_MESSAGES, validatePasswordPolicy } from '@ri/metrics';

export interface NewPasswordErrors {
  password?: string;
  confirmPassword?: string;
}

/**
 * The reset-password form: a password that meets our policy, and the same text again
 * ('password mismatch', docs/requirements/profile-and-accounts.md §5). Passwords are never trimmed.
 */
export function newPasswordErrors(form: { password: string; confirmPassword: string }): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  if (form.password === '') errors.password = SIGN_UP_MESSAGES.required;
  else {
    const issue = validatePasswordPolicy(form.password)[0];
    if (issue) errors.password = issue.message;
  }
  if (form.confirmPassword === '') errors.confirmPassword = SIGN_UP_MESSAGES.required;
  else if (form.confirmPassword !== form.password) errors.confirmPassword = SIGN_UP_MESSAGES.passwordMismatch;
  return errors;
}
