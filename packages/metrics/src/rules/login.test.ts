import { describe, expect, it } from 'vitest';
import { LOGIN_MESSAGES, validateForgotPasswordEmail, validateLogin } from './login.ts';
import { messageFor, messagesOf } from './ruleIssues.ts';

describe('validateLogin (docs/requirements/profile-and-accounts.md §5, Login)', () => {
  it.each([
    { case: 'both filled', email: 'ann@wharton.upenn.edu', password: 'x', expected: [] },
    { case: 'username instead of e-mail', email: 'ann', password: 'secret', expected: [] },
    { case: 'blank e-mail', email: '', password: 'secret', expected: ['Email is not valid'] },
    { case: 'e-mail of spaces is blank after trimming', email: '   ', password: 'secret', expected: ['Email is not valid'] },
    { case: 'blank password', email: 'ann', password: '', expected: ['Password is not valid'] },
    { case: 'password of spaces is not blank', email: 'ann', password: '   ', expected: [] },
    { case: 'both blank', email: ' ', password: '', expected: ['Email is not valid', 'Password is not valid'] },
  ])('$case', ({ email, password, expected }) => {
    expect(messagesOf(validateLogin({ email, password }))).toEqual(expected);
  });

  it('names the field of each message', () => {
    const issues = validateLogin({ email: '', password: '' });
    expect(messageFor(issues, 'email')).toBe(LOGIN_MESSAGES.emailNotValid);
    expect(messageFor(issues, 'password')).toBe(LOGIN_MESSAGES.passwordNotValid);
  });
});

describe('validateForgotPasswordEmail', () => {
  it.each([
    { email: '', expected: ['Please enter a correct email Id'] },
    { email: '   ', expected: ['Please enter a correct email Id'] },
    { email: 'not-an-email', expected: ['Please enter a correct email Id'] },
    { email: 'ann@kellogg.northwestern.edu', expected: [] },
    { email: '  ann@lbs.ac.uk  ', expected: [] },
  ])('"$email"', ({ email, expected }) => {
    expect(messagesOf(validateForgotPasswordEmail(email))).toEqual(expected);
  });
});
