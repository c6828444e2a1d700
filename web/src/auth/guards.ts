import { redirect } from '@tanstack/react-router';
import type { ParsedLocation } from '@tanstack/react-router';
import type { TSessionInfo } from '@ri/contracts/auth';
import { ApiError } from '../api/client.ts';
import type { RouterContext } from '../routerContext.ts';
import type { SessionEndReason } from './authController.ts';
import { accessFrom, adminOnlyRefusal, routeRedirectFor } from './routeAccess.ts';
import type { Access } from './routeAccess.ts';

export interface SignedInContext {
  session: TSessionInfo;
  access: Access;
}

/**
 * /login remembering where the user was going (docs/requirements/profile-and-accounts.md §2, route rules), and saying
 * that the session expired when it did (issue 22: the user was sent there without a word).
 */
export function loginRedirect(location: ParsedLocation, ended: SessionEndReason | null = null) {
  return redirect({ to: '/login', search: { redirect: location.href, ...(ended === null ? {} : { expired: true }) }, replace: true });
}

/** A signed-in user opened a page their role may not: the layout shows a 403 page saying why (issue 22), no silent redirect. */
export class ForbiddenRouteError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ForbiddenRouteError';
  }
}

/**
 * beforeLoad of the faculty and university layouts: a stored, unexpired token, a session the
 * server still accepts, and the layout/role rules of routeRedirectFor.
 */
export async function requireSignedIn(context: RouterContext, location: ParsedLocation): Promise<SignedInContext> {
  const { auth } = context;
  const token = auth.store.getValidToken();
  if (token === null) throw loginRedirect(location, auth.sessionEndReason());

  let session: TSessionInfo;
  try {
    session = await auth.loadSession(token);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw loginRedirect(location, 'unauthorized');
    throw error;
  }

  const access = accessFrom(session, auth.store.getSnapshot().adminToken !== null);
  const refusal = adminOnlyRefusal(location.pathname, access);
  if (refusal !== null) throw new ForbiddenRouteError(refusal);
  const target = routeRedirectFor(location.pathname, access);
  if (target !== null) throw redirect({ href: target, replace: true });
  return { session, access };
}
