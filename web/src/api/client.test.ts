import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, NETWORK_ERROR_MESSAGE, NO_SESSION_MESSAGE, UNEXPECTED_RESPONSE_MESSAGE, buildApiUrl, createApiClient } from './client.ts';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8' } });
}

function setup(respond: (url: string, init: RequestInit) => Promise<Response> | Response, token: string | null = 'tok') {
  const calls: { url: string; init: RequestInit }[] = [];
  const onUnauthorized = vi.fn();
  const apiFetch = createApiClient({
    baseUrl: '/api',
    getToken: () => token,
    onUnauthorized,
    fetchImpl: async (url, init) => {
      calls.push({ url, init });
      return respond(url, init);
    },
  });
  return { apiFetch, calls, onUnauthorized };
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected an ApiError');
}

describe('buildApiUrl', () => {
  it('joins base, path and the defined query values', () => {
    expect(buildApiUrl('/api', '/reset_password', { email: 'a b@x.edu', skip: undefined, none: null })).toBe('/api/reset_password?email=a+b%40x.edu');
    expect(buildApiUrl('/api/', 'session')).toBe('/api/session');
  });

  it('sends an array as repeated keys, leaving out blank items', () => {
    expect(buildApiUrl('/api', '/gender', { id: [3, 7, null], department: ['all'] })).toBe('/api/gender?id=3&id=7&department=all');
    expect(buildApiUrl('/api', '/gender', { id: [] })).toBe('/api/gender');
  });
});

describe('apiFetch', () => {
  it('sends the stored bearer token and JSON, and returns the parsed answer', async () => {
    const { apiFetch, calls } = setup(() => jsonResponse(200, { ok: 1 }));
    await expect(apiFetch('/profile/update', { method: 'PUT', body: { update: { bio: 'x' } } })).resolves.toEqual({ ok: 1 });
    const [call] = calls;
    expect(call?.url).toBe('/api/profile/update');
    expect(call?.init.method).toBe('PUT');
    expect(call?.init.headers).toMatchObject({ Authorization: 'Bearer tok', 'Content-Type': 'application/json' });
    expect(call?.init.body).toBe('{"update":{"bio":"x"}}');
  });

  it('sends a FormData as it is, leaving its multipart Content-Type to the browser', async () => {
    const { apiFetch, calls } = setup(() => jsonResponse(202, { ok: 1 }));
    const form = new FormData();
    form.append('institution', 'I27837315');
    await apiFetch('/imports/openalex', { method: 'POST', body: form });
    expect(calls[0]?.init.body).toBe(form);
    expect(calls[0]?.init.headers).not.toHaveProperty('Content-Type');
    expect(calls[0]?.init.headers).toMatchObject({ Authorization: 'Bearer tok' });
  });

  it("auth 'none' sends no Authorization header; an explicit token is used as given", async () => {
    const { apiFetch, calls } = setup(() => jsonResponse(200, {}));
    await apiFetch('/login', { method: 'POST', auth: 'none', body: {} });
    await apiFetch('/session', { auth: { token: 'other' } });
    expect(calls[0]?.init.headers).not.toHaveProperty('Authorization');
    expect(calls[1]?.init.headers).toMatchObject({ Authorization: 'Bearer other' });
  });

  it('validates the answer against a contract schema', async () => {
    const schema = z.object({ id: z.number() });
    const ok = setup(() => jsonResponse(200, { id: 3 }));
    await expect(ok.apiFetch('/x', { schema })).resolves.toEqual({ id: 3 });
    const drifted = setup(() => jsonResponse(200, { id: 'three' }));
    const error = await caught(drifted.apiFetch('/x', { schema }));
    expect(error.message).toBe(UNEXPECTED_RESPONSE_MESSAGE);
  });

  it("throws ApiError with the server's message, status and body", async () => {
    const body = { statusCode: 401, error: 'Unauthorized', message: 'Wrong username or password' };
    const { apiFetch } = setup(() => jsonResponse(401, body));
    const error = await caught(apiFetch('/login', { method: 'POST', auth: 'none' }));
    expect(error).toMatchObject({ status: 401, message: 'Wrong username or password', body });
  });

  it('falls back to the status when the error body has no message', async () => {
    const { apiFetch } = setup(() => new Response('', { status: 502, statusText: 'Bad Gateway' }));
    const error = await caught(apiFetch('/x'));
    expect(error).toMatchObject({ status: 502, message: 'Bad Gateway (502)' });
  });

  it('a network failure is an ApiError with status 0', async () => {
    const { apiFetch } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await caught(apiFetch('/x'));
    expect(error).toMatchObject({ status: 0, message: NETWORK_ERROR_MESSAGE });
  });

  it('a 401 on a call that carried a token ends that session; a failed login does not', async () => {
    const unauthorized = () => jsonResponse(401, { statusCode: 401, error: 'Unauthorized', message: 'Session expired' });
    const withToken = setup(unauthorized);
    await caught(withToken.apiFetch('/profile/get_profile'));
    expect(withToken.onUnauthorized).toHaveBeenCalledWith('tok');

    const login = setup(unauthorized);
    await caught(login.apiFetch('/login', { method: 'POST', auth: 'none' }));
    expect(login.onUnauthorized).not.toHaveBeenCalled();

    const logout = setup(unauthorized);
    await caught(logout.apiFetch('/logout', { method: 'POST', auth: { token: 'tok' }, endSessionOnUnauthorized: false }));
    expect(logout.onUnauthorized).not.toHaveBeenCalled();
  });

  it('without a stored token a session call fails at once with 401 and sends nothing', async () => {
    const { apiFetch, calls, onUnauthorized } = setup(() => jsonResponse(200, {}), null);
    const error = await caught(apiFetch('/session'));
    expect(error).toMatchObject({ status: 401, message: NO_SESSION_MESSAGE });
    expect(calls).toHaveLength(0);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('an empty 204 answer resolves to undefined', async () => {
    const { apiFetch } = setup(() => new Response(null, { status: 204 }));
    await expect(apiFetch('/papers', { method: 'DELETE', body: { paper_id: 1 } })).resolves.toBeUndefined();
  });
});
