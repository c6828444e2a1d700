import type { TLoginBody, TLoginResponse, TSessionInfo } from '@ri/contracts/auth';
import { requestLogin, requestLogout } from '../api/auth/authRequests.ts';
import { requestAdminLogout } from '../api/auth/impersonationRequests.ts';
import { sessionQueryOptions } from '../api/session/sessionQueries.ts';
import type { LazyQueryClient } from '../appQueryClient.ts';
import type { AuthStore } from './authStore.ts';

export type SessionEndReason = 'expired' | 'unauthorized' | 'other-tab';

/**
 * The browser side of sign-in: the stored keys (store), the server calls, and the cached queries
 * that must go when the user changes. Passed to the router as `context.auth`.
 */
export interface AuthController {
  store: AuthStore;
  /** POST /api/login then GET /api/session; stores the token and returns who logged in. */
  login: (body: TLoginBody) => Promise<TSessionInfo>;
  /** The session for the stored token (cached; refetched when stale or invalidated). */
  loadSession: (token: string) => Promise<TSessionInfo>;
  /** Log Out: POST /api/logout (its failure ignored), then every stored key and cached query goes. */
  logout: () => Promise<void>;
  /** The administrator starts acting as another user (Change Login screen). */
  actAs: (response: TLoginResponse) => void;
  /** Restores the stored admin token as the active one (local only). False when no admin token is stored. */
  returnToAdmin: () => boolean;
  /**
   * 'Change Login to Admin': POST /api/admin_logout with the impersonated token (its failure
   * ignored: the admin still gets their login back), then returnToAdmin(). False when no admin
   * token is stored.
   */
  endImpersonation: () => Promise<boolean>;
  /** A call carrying `token` was answered 401; ends the session if that token is still the active one. */
  handleUnauthorized: (token: string) => void;
  /** Notified when the session ends without the user asking (expiry, 401, logout in another tab). */
  onSessionLost: (listener: (reason: SessionEndReason) => void) => () => void;
  /** Another tab changed the stored keys: re-read them. */
  handleStorageChange: () => void;
  /**
   * Why the last session of this tab ended without the user asking (expiry or a 401), null after a login or a Log
   * Out: the guards send the user to /login saying the session expired (issue 22).
   */
  sessionEndReason: () => SessionEndReason | null;
}

/**
 * `queryClient` is loaded on demand (appQueryClient.ts): a page that never needed it has no cached
 * query to clear, and the first session check loads it.
 */
export function createAuthController(store: AuthStore, queryClient: LazyQueryClient): AuthController {
  const clearCache = () => queryClient.current()?.clear();
  const lostListeners = new Set<(reason: SessionEndReason) => void>();
  let endReason: SessionEndReason | null = null;

  function sessionLost(reason: SessionEndReason): void {
    clearCache();
    for (const listener of [...lostListeners]) listener(reason);
  }

  // expiry can be noticed inside a request (getValidToken); as with a 401, the cache is cleared one task later
  store.onExpired(() => {
    endReason = 'expired';
    setTimeout(() => sessionLost('expired'), 0);
  });

  async function loadSession(token: string): Promise<TSessionInfo> {
    const session = await (await queryClient.load()).fetchQuery(sessionQueryOptions(token));
    if (store.getSnapshot().token === token) store.syncSession(session);
    return session;
  }

  /** the impersonated token being ended by endImpersonation: its 401s are expected, not the end of the session */
  let endingToken: string | null = null;

  function returnToAdmin(): boolean {
    if (!store.returnToAdmin()) return false;
    clearCache();
    return true;
  }

  return {
    store,
    async login(body) {
      const response = await requestLogin(body);
      endReason = null;
      clearCache();
      store.signIn(response);
      try {
        return await loadSession(response.access_token);
      } catch (error) {
        store.clear();
        throw error;
      }
    },
    loadSession,
    async logout() {
      const token = store.getSnapshot().token;
      endReason = null;
      store.clear();
      clearCache();
      if (token !== null) await requestLogout(token).catch(() => undefined);
    },
    actAs(response) {
      store.actAs(response);
      clearCache();
    },
    returnToAdmin,
    async endImpersonation() {
      const { token, adminToken } = store.getSnapshot();
      if (adminToken === null) return false;
      if (token !== null && token !== adminToken) {
        endingToken = token;
        try {
          await requestAdminLogout(token).catch(() => undefined);
        } finally {
          endingToken = null;
        }
      }
      return returnToAdmin();
    },
    handleUnauthorized(token) {
      if (store.getSnapshot().token !== token || token === endingToken) return;
      endReason = 'unauthorized';
      store.clear();
      // This runs inside the failing request; clearing the query cache now would cancel that very
      // query and hide its 401 from the caller (the route guard), so the rest waits one task.
      setTimeout(() => sessionLost('unauthorized'), 0);
    },
    onSessionLost(listener) {
      lostListeners.add(listener);
      return () => lostListeners.delete(listener);
    },
    sessionEndReason: () => endReason,
    handleStorageChange() {
      const before = store.getSnapshot().token;
      store.restore();
      const after = store.getSnapshot().token;
      if (before !== after) sessionLost('other-tab');
    },
  };
}
