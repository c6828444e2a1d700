import type { StoredAuth } from './authStore.ts';
import { dashboardForType } from './routeAccess.ts';

export interface SignedInUser {
  type: NonNullable<StoredAuth['type']>;
  /** their dashboard, from the type alone (the guard sends an incomplete profile on to the profile) */
  dashboard: string;
}

/**
 * Who is signed in on a public page (issue 22: a signed-in user visiting / or /login saw "Log In"): the stored,
 * unexpired token's user type; null when nobody is. The server still decides on the first call.
 */
export function signedInUser(stored: Pick<StoredAuth, 'token' | 'type' | 'expiresAt'>, now: number): SignedInUser | null {
  if (stored.token === null || stored.token === '' || stored.type === null || stored.expiresAt === null || stored.expiresAt <= now) return null;
  return { type: stored.type, dashboard: dashboardForType(stored.type) };
}

/** What the public header and /login call the signed-in user. */
export const SIGNED_IN_AS: Record<SignedInUser['type'], string> = { faculty: 'a faculty member', university: 'a university user', admin: 'an administrator' };

/** /login?expired=true: the guard sent the user here because their session ended (docs/ui.md). */
export const SESSION_EXPIRED_TEXT = 'Your session has expired. Please log in again to continue where you were.';
