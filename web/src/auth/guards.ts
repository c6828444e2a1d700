import { redirect } from '@tanstack/react-router';
import type { ParsedLocation } from '@tanstack/react-router';
import type { TSessionInfo } from '@ri/contracts';
import { ApiError } from '../api/client.ts';
import type { RouterContext } from '../routerContext.ts';
import { accessFrom, routeRedirectFor } from './routeAccess.ts';
import type { Access } from './routeAccess.ts';

export interface SignedInContext {
  session: TSessionInfo;
  access: Access;
}

/** /login remembering where the user was going (docs/requirements/profile-and-accounts.md §2, route rules). */
export function loginRedirect(location: ParsedLocation) {
  return redirect({ to: '/login', search: { redirect: location.href }, replace: true });
}

/**
 * beforeLoad of the faculty and university layouts: a stored, unexpired token, a session the
 * server still accepts, and the layout/role rules of routeRedirectFor.
 */
export async function requireSignedIn(context: RouterContext, location: ParsedLocation): Promise<SignedInContext> {
  const { auth } = context;
  const token = auth.store.getValidToken();
  if (token === null) throw loginRedirect(location);

  let session: TSessionInfo;
  try {
    session = await auth.loadSession(token);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw loginRedirect(location);
    throw error;
  }

  const access = accessFrom(session, auth.store.getSnapshot().adminToken !== null);
  const target = routeRedirectFor(location.pathname, access);
  if (target !== null) throw redirect({ href: target, replace: true });
  return { session, access };
}
