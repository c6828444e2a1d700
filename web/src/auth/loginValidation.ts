import { messageFor, validateForgotPasswordEmail, validateLogin } from '@ri/metrics';

// docs/requirements/profile-and-accounts.md §5 (Login). The rules and messages live in @ri/metrics (shared with the API);
// this file only turns their issue lists into what the two forms show under their inputs.

export interface LoginFormValues {
  email: string;
  password: string;
}

export type LoginFormErrors = Partial<Record<keyof LoginFormValues, string>>;

/** Empty object when the form may be sent. */
export function loginFormErrors(values: LoginFormValues): LoginFormErrors {
  const issues = validateLogin(values);
  const errors: LoginFormErrors = {};
  const email = messageFor(issues, 'email');
  const password = messageFor(issues, 'password');
  if (email !== null) errors.email = email;
  if (password !== null) errors.password = password;
  return errors;
}

/** The forgot-password form: the alert text, or null when the e-mail may be sent. */
export function forgotPasswordEmailError(email: string): string | null {
  return messageFor(validateForgotPasswordEmail(email), 'email');
}
