import { describe, expect, it } from 'vitest';
import { PASSWORD_MISSING, USERNAME_MISSING, linkAccountText, verifySignInErrors, verifyWays } from './verifyLink.ts';

describe('the verification link page mirrors the server: only the account holder verifies', () => {
  it('offers signing in and "I did not sign up" for an unverified account, and the session only when one is stored', () => {
    expect(verifyWays({ verified: false }, false)).toEqual({ session: false, signIn: true, refuse: true });
    expect(verifyWays({ verified: false }, true)).toEqual({ session: true, signIn: true, refuse: true });
  });

  it('offers nothing for a verified account: it is never removed from a link', () => {
    expect(verifyWays({ verified: true }, true)).toEqual({ session: false, signIn: false, refuse: false });
  });

  it('asks for both the user name (or e-mail) and the password before sending', () => {
    expect(verifySignInErrors({ username: '  ', password: '' })).toEqual({ username: USERNAME_MISSING, password: PASSWORD_MISSING });
    expect(verifySignInErrors({ username: 'jnunez', password: 'x' })).toEqual({});
  });

  it('names the user name that signed up with the address', () => {
    expect(linkAccountText({ username: 'vp-stranger', email: 'vp@upenn.edu', verified: false })).toContain('"vp-stranger" with vp@upenn.edu');
  });
});
