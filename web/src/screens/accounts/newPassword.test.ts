import { describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES } from '@ri/metrics';
import { newPasswordErrors } from './newPassword.ts';

describe('reset password form', () => {
  it('requires both fields', () => {
    expect(newPasswordErrors({ password: '', confirmPassword: '' })).toEqual({ password: 'This field is required', confirmPassword: 'This field is required' });
  });

  it("applies the password policy and says 'password mismatch' when the two differ", () => {
    expect(newPasswordErrors({ password: 'short', confirmPassword: 'short' })).toEqual({ password: PASSWORD_MESSAGES.tooShort });
    expect(newPasswordErrors({ password: 'password123', confirmPassword: 'password123' }).password).toBe(PASSWORD_MESSAGES.tooCommon);
    expect(newPasswordErrors({ password: 'a long enough phrase', confirmPassword: 'a long enough phrase ' })).toEqual({ confirmPassword: 'password mismatch' });
    expect(newPasswordErrors({ password: 'a long enough phrase', confirmPassword: 'a long enough phrase' })).toEqual({});
  });
});
