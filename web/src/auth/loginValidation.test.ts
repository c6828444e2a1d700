import { describe, expect, it } from 'vitest';
import { forgotPasswordEmailError, loginFormErrors } from './loginValidation.ts';

describe('loginFormErrors (docs/requirements/profile-and-accounts.md §5, rules from @ri/metrics)', () => {
  it.each([
    ['both filled', 'ann@school.edu', 'secret', {}],
    ['a username instead of an e-mail', 'ann', 'secret', {}],
    ['email empty', '', 'secret', { email: 'Email is not valid' }],
    ['email only spaces', '   ', 'secret', { email: 'Email is not valid' }],
    ['password empty', 'ann@school.edu', '', { password: 'Password is not valid' }],
    ['both empty', '', '', { email: 'Email is not valid', password: 'Password is not valid' }],
    ['a password of spaces is a password', 'ann', '  ', {}],
  ])('%s', (_case, email, password, expected) => {
    expect(loginFormErrors({ email, password })).toEqual(expected);
  });
});

describe('forgotPasswordEmailError', () => {
  it.each([
    ['', 'Please enter a correct email Id'],
    ['  ', 'Please enter a correct email Id'],
    ['not-an-email', 'Please enter a correct email Id'],
    ['ann@school.edu', null],
    [' ann@school.edu ', null],
  ])('%j -> %s', (email, expected) => {
    expect(forgotPasswordEmailError(email)).toBe(expected);
  });
});
