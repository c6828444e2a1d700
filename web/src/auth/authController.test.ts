import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectApiToSession } from '../api/client.ts';
import { createAuthController } from './authController.ts';
import { createAuthStore } from './authStore.ts';
import { loadedQueryClient, loginResponse, manualClock, memoryStorage, sessionInfo } from './testDoubles.ts';

// The controller talks to the server through the app's apiFetch, i.e. the global fetch: the test
// replaces fetch with a small router of canned answers.
type Handler = (init: RequestInit) => Response;

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function setup(handlers: Record<string, Handler>) {
  const calls: { key: string; authorization: string | undefined }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const key = `${init.method ?? 'GET'} ${url}`;
    calls.push({ key, authorization: (init.headers as Record<string, string>).Authorization });
    const handler = handlers[key];
    if (!handler) return json(404, { statusCode: 404, error: 'Not Found', message: `no route ${key}` });
    return handler(init);
  });
  const store = createAuthStore({ storage: memoryStorage(), ...manualClock(Date.UTC(2026, 0, 1)) });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const auth = createAuthController(store, loadedQueryClient(queryClient));
  connectApiToSession({ getToken: () => store.getValidToken(), onUnauthorized: (token) => auth.handleUnauthorized(token) });
  const lost = vi.fn();
  auth.onSessionLost(lost);
  return { auth, store, queryClient, calls, lost };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('auth controller', () => {
  it('login: POST /api/login, then GET /api/session with the new token', async () => {
    const { auth, store, calls } = setup({
      'POST /api/login': () => json(200, loginResponse({ access_token: 'new', type: 'faculty', id: 42 })),
      'GET /api/session': () => json(200, sessionInfo({ is_complete: false })),
    });
    const session = await auth.login({ username: 'ann@school.edu', password: 'pw' });
    expect(session.is_complete).toBe(false);
    expect(store.getSnapshot()).toMatchObject({ token: 'new', type: 'faculty', userId: 42 });
    expect(calls).toEqual([
      { key: 'POST /api/login', authorization: undefined },
      { key: 'GET /api/session', authorization: 'Bearer new' },
    ]);
  });

  it('login failure keeps nothing stored and passes the server message on', async () => {
    const { auth, store } = setup({
      'POST /api/login': () => json(401, { statusCode: 401, error: 'Unauthorized', message: 'Wrong username or password' }),
    });
    await expect(auth.login({ username: 'a', password: 'b' })).rejects.toMatchObject({ status: 401, message: 'Wrong username or password' });
    expect(store.getSnapshot().token).toBeNull();
  });

  it('a session call that fails right after login undoes the login', async () => {
    const { auth, store } = setup({
      'POST /api/login': () => json(200, loginResponse()),
      'GET /api/session': () => json(500, { statusCode: 500, error: 'Internal Server Error', message: 'Internal Server Error' }),
    });
    await expect(auth.login({ username: 'a', password: 'b' })).rejects.toMatchObject({ status: 500 });
    expect(store.getSnapshot().token).toBeNull();
  });

  it('logout clears the store even when POST /api/logout fails', async () => {
    const { auth, store, calls } = setup({ 'POST /api/logout': () => json(500, {}) });
    store.signIn(loginResponse({ access_token: 'bye' }));
    await auth.logout();
    expect(store.getSnapshot().token).toBeNull();
    expect(calls).toEqual([{ key: 'POST /api/logout', authorization: 'Bearer bye' }]);
  });

  it('a page that has not loaded the query client logs out without it, and the first session check loads it', async () => {
    const { store } = setup({ 'GET /api/session': () => json(200, sessionInfo()) });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let loaded: QueryClient | null = null;
    const loads = vi.fn(async () => (loaded ??= queryClient));
    const auth = createAuthController(store, { current: () => loaded, load: loads, subscribe: () => () => undefined });

    store.signIn(loginResponse({ access_token: 'first' }));
    await auth.logout();
    expect(loads).not.toHaveBeenCalled();

    store.signIn(loginResponse({ access_token: 'second' }));
    await auth.loadSession('second');
    expect(loads).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData(['session', 'second'])).toMatchObject({ is_complete: true });
  });

  it('a 401 on the active token ends the session and tells the router; a 401 on an old token does not', async () => {
    const { auth, store, lost, queryClient } = setup({
      'GET /api/session': () => json(401, { statusCode: 401, error: 'Unauthorized', message: 'Session expired' }),
    });
    store.signIn(loginResponse({ access_token: 'current' }));
    auth.handleUnauthorized('previous');
    expect(store.getSnapshot().token).toBe('current');
    expect(lost).not.toHaveBeenCalled();

    queryClient.setQueryData(['something'], 1);
    await expect(auth.loadSession('current')).rejects.toMatchObject({ status: 401 });
    expect(store.getSnapshot().token).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(queryClient.getQueryData(['something'])).toBeUndefined();
    expect(lost).toHaveBeenCalledWith('unauthorized');
  });

  it('remembers why the session ended (expiry, also of a token kept from an earlier visit, or a 401) until the next login or Log Out', async () => {
    const { auth, store } = setup({
      'GET /api/session': (init) => ((init.headers as Record<string, string>).Authorization === 'Bearer current'
        ? json(401, { statusCode: 401, error: 'Unauthorized', message: 'Session expired' }) : json(200, sessionInfo({}))),
      'POST /api/login': () => json(200, loginResponse({ access_token: 'fresh' })),
      'POST /api/logout': () => json(200, { message: 'ok' }),
    });
    expect(auth.sessionEndReason()).toBeNull();
    store.signIn(loginResponse({ access_token: 'current' }));
    await expect(auth.loadSession('current')).rejects.toMatchObject({ status: 401 });
    expect(auth.sessionEndReason()).toBe('unauthorized');

    await auth.login({ username: 'a', password: 'b' });
    expect(auth.sessionEndReason()).toBeNull();

    // a reload with a stored token whose expiry has passed
    const storage = memoryStorage({ rl_token: 'old', rl_type: 'faculty', rl_userId: '4', rl_expiration: String(Date.UTC(2025, 0, 1)) });
    const reloaded = createAuthStore({ storage, ...manualClock(Date.UTC(2026, 0, 1)) });
    const again = createAuthController(reloaded, loadedQueryClient(new QueryClient()));
    expect(reloaded.restore()).toBe(false);
    expect(again.sessionEndReason()).toBe('expired');
    expect(storage.entries.has('rl_token')).toBe(false);
    await again.logout();
    expect(again.sessionEndReason()).toBeNull();
  });

  it('returnToAdmin swaps the tokens and drops the cached data of the user acted as', () => {
    const { auth, store, queryClient } = setup({});
    store.signIn(loginResponse({ access_token: 'admin', type: 'admin' }));
    auth.actAs(loginResponse({ access_token: 'as-faculty' }));
    queryClient.setQueryData(['profile'], { first_name: 'Ann' });
    expect(auth.returnToAdmin()).toBe(true);
    expect(store.getSnapshot()).toMatchObject({ token: 'admin', adminToken: null, type: 'admin' });
    expect(queryClient.getQueryData(['profile'])).toBeUndefined();
  });
  it("endImpersonation ('Change Login to Admin'): POST /api/admin_logout with the impersonated token, then the admin token is active again", async () => {
    const { auth, store, calls } = setup({ 'POST /api/admin_logout': () => json(200, { message: 'Returned to the admin login' }) });
    store.signIn(loginResponse({ access_token: 'admin', type: 'admin' }));
    auth.actAs(loginResponse({ access_token: 'as-faculty' }));
    expect(await auth.endImpersonation()).toBe(true);
    expect(calls).toEqual([{ key: 'POST /api/admin_logout', authorization: 'Bearer as-faculty' }]);
    expect(store.getSnapshot()).toMatchObject({ token: 'admin', adminToken: null, type: 'admin' });
  });

  it('endImpersonation still returns to the admin login when admin_logout fails, and a 401 for the ended token does not log the admin out', async () => {
    const { auth, store, lost } = setup({
      'POST /api/admin_logout': () => json(401, { statusCode: 401, error: 'Unauthorized', message: 'Session expired' }),
    });
    store.signIn(loginResponse({ access_token: 'admin', type: 'admin' }));
    auth.actAs(loginResponse({ access_token: 'as-faculty' }));
    const ending = auth.endImpersonation();
    auth.handleUnauthorized('as-faculty'); // another request of the ended session, answered while ending
    expect(await ending).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.getSnapshot().token).toBe('admin');
    expect(lost).not.toHaveBeenCalled();
  });

  it('endImpersonation does nothing without an admin token', async () => {
    const { auth, store, calls } = setup({});
    store.signIn(loginResponse({ access_token: 'faculty' }));
    expect(await auth.endImpersonation()).toBe(false);
    expect(calls).toEqual([]);
    expect(store.getSnapshot().token).toBe('faculty');
  });
});
