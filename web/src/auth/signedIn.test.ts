import { describe, expect, it } from 'vitest';
import { signedInUser } from './signedIn.ts';

const NOW = 1_800_000_000_000;

describe('signedInUser (issue 22: a signed-in user on / or /login sees their dashboard, not "Log In")', () => {
  it('answers the type and dashboard of an unexpired stored token', () => {
    expect(signedInUser({ token: 't', type: 'faculty', expiresAt: NOW + 1 }, NOW)).toEqual({ type: 'faculty', dashboard: '/dashboard/home' });
    expect(signedInUser({ token: 't', type: 'university', expiresAt: NOW + 60_000 }, NOW)?.dashboard).toBe('/dashboards/home');
    expect(signedInUser({ token: 't', type: 'admin', expiresAt: NOW + 60_000 }, NOW)?.dashboard).toBe('/dashboard/changeLogin');
  });

  it('answers null without a token, a type or a future expiry', () => {
    expect(signedInUser({ token: null, type: 'faculty', expiresAt: NOW + 1 }, NOW)).toBeNull();
    expect(signedInUser({ token: '', type: 'faculty', expiresAt: NOW + 1 }, NOW)).toBeNull();
    expect(signedInUser({ token: 't', type: null, expiresAt: NOW + 1 }, NOW)).toBeNull();
    expect(signedInUser({ token: 't', type: 'faculty', expiresAt: NOW }, NOW)).toBeNull();
    expect(signedInUser({ token: 't', type: 'faculty', expiresAt: null }, NOW)).toBeNull();
  });
});
