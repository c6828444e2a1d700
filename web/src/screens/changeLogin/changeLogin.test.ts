import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TAuthorSearchRow } from '@ri/contracts/authors';
import { connectApiToSession } from '../../api/client.ts';
import { createAuthController } from '../../auth/authController.ts';
import { createAuthStore } from '../../auth/authStore.ts';
import { loadedQueryClient, loginResponse, manualClock, memoryStorage, sessionInfo } from '../../auth/testDoubles.ts';
import { canActAs, changeLoginTarget, changeLoginTo, destinationAfterChangeLogin } from './changeLogin.ts';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function setup(handlers: Record<string, (init: RequestInit) => Response>) {
  const calls: { key: string; authorization: string | undefined; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const key = `${init.method ?? 'GET'} ${url}`;
    calls.push({ key, authorization: (init.headers as Record<string, string>).Authorization, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const handler = handlers[key];
    return handler ? handler(init) : json(404, { statusCode: 404, error: 'Not Found', message: `no route ${key}` });
  });
  const store = createAuthStore({ storage: memoryStorage(), ...manualClock(Date.UTC(2026, 0, 1)) });
  const auth = createAuthController(store, loadedQueryClient(new QueryClient({ defaultOptions: { queries: { retry: false } } })));
  connectApiToSession({ getToken: () => store.getValidToken(), onUnauthorized: (token) => auth.handleUnauthorized(token) });
  return { auth, store, calls };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const row = (overrides: Partial<TAuthorSearchRow> = {}): TAuthorSearchRow => ({
  id: 9, first_name: 'Olivia', last_name: 'Bennett', profile_picture: '', univ_name: 'Wharton', email: 'o@upenn.edu', marker: 1, position: 'Associate Professor', has_account: true, ...overrides,
});

describe('Change Login rules', () => {
  it("'Change Login' needs a chosen faculty member or university", () => {
    expect(changeLoginTarget('faculty', null, 4)).toBeNull();
    expect(changeLoginTarget('faculty', 9, null)).toEqual({ id: 9, isUniversity: false });
    expect(changeLoginTarget('university', 9, null)).toBeNull();
    expect(changeLoginTarget('university', null, 4)).toEqual({ id: 4, isUniversity: true });
  });

  it('only authors with an account can be chosen', () => {
    expect(canActAs(row())).toBe(true);
    expect(canActAs(row({ has_account: false }))).toBe(false);
  });

  it('lands faculty on their home, or on profile editing while incomplete, and universities on theirs', () => {
    expect(destinationAfterChangeLogin(sessionInfo({ type: 'faculty', is_complete: true }))).toBe('/dashboard/home');
    expect(destinationAfterChangeLogin(sessionInfo({ type: 'faculty', is_complete: false }))).toBe('/dashboard/profileEdit');
    expect(destinationAfterChangeLogin(sessionInfo({ type: 'university', is_complete: true }))).toBe('/dashboards/home');
  });
});

describe('changeLoginTo', () => {
  it('posts admin_login with the admin token and acts as the answer', async () => {
    const { auth, store, calls } = setup({
      'POST /api/admin_login': () => json(200, loginResponse({ access_token: 'as-faculty', type: 'faculty', id: 9 })),
      'GET /api/session': () => json(200, sessionInfo({ is_complete: false, changed_login: true })),
    });
    store.signIn(loginResponse({ access_token: 'admin', type: 'admin', id: 1 }));
    await expect(changeLoginTo(auth, { id: 9, isUniversity: false })).resolves.toBe('/dashboard/profileEdit');
    expect(calls.map((call) => [call.key, call.authorization, call.body])).toEqual([
      ['POST /api/admin_login', 'Bearer admin', { id: 9, isUniversity: 0 }],
      ['GET /api/session', 'Bearer as-faculty', undefined],
    ]);
    expect(store.getSnapshot()).toMatchObject({ token: 'as-faculty', adminToken: 'admin' });
  });

  it('while already acting, uses the admin token and ends the previous impersonation first', async () => {
    const { auth, store, calls } = setup({
      'POST /api/admin_login': () => json(200, loginResponse({ access_token: 'as-university', type: 'university', id: 4 })),
      'POST /api/admin_logout': () => json(200, { message: 'Returned to the admin login' }),
      'GET /api/session': () => json(200, sessionInfo({ type: 'university' })),
    });
    store.signIn(loginResponse({ access_token: 'admin', type: 'admin', id: 1 }));
    auth.actAs(loginResponse({ access_token: 'as-faculty' }));
    await expect(changeLoginTo(auth, { id: 4, isUniversity: true })).resolves.toBe('/dashboards/home');
    expect(calls.map((call) => [call.key, call.authorization])).toEqual([
      ['POST /api/admin_login', 'Bearer admin'],
      ['POST /api/admin_logout', 'Bearer as-faculty'],
      ['GET /api/session', 'Bearer as-university'],
    ]);
    expect(store.getSnapshot()).toMatchObject({ token: 'as-university', adminToken: 'admin' });
  });

  it('a refused admin_login leaves the admin where they were, with the server message', async () => {
    const { auth, store } = setup({
      'POST /api/admin_login': () => json(404, { statusCode: 404, error: 'Not Found', message: 'This faculty member has no user account to log in as.' }),
    });
    store.signIn(loginResponse({ access_token: 'admin', type: 'admin', id: 1 }));
    await expect(changeLoginTo(auth, { id: 9, isUniversity: false })).rejects.toMatchObject({ message: 'This faculty member has no user account to log in as.' });
    expect(store.getSnapshot()).toMatchObject({ token: 'admin', adminToken: null });
  });
});
