// Signing in through the login screen, and API calls from the page or the test process, for the e2e specs.
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { e2eDemoPassword } from './e2eGlobalSetup.ts';

export type DemoUsername = 'admin' | 'university' | 'faculty' | 'newfaculty';

/** Logs in through /login and waits until the app has left the login screen. */
export async function signInAs(page: Page, username: DemoUsername | string, password = e2eDemoPassword): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/dashboard'), { timeout: 30_000 });
}

/**
 * A signed-in API call made by the page with the token it keeps (rl_token): the figures a screen
 * shows can be checked against the server's own answer.
 */
export async function apiFromPage<T>(page: Page, path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  return page.evaluate(async ({ target, method, body }) => {
    const browserGlobal = globalThis as unknown as { localStorage: { getItem(name: string): string | null } };
    const headers: Record<string, string> = { authorization: `Bearer ${browserGlobal.localStorage.getItem('rl_token') ?? ''}` };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`/api${target}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    if (!response.ok) throw new Error(`${method ?? 'GET'} ${target}: ${response.status} ${await response.text()}`);
    return (await response.json()) as unknown;
  }, { target: path, method: init.method ?? 'GET', body: init.body }) as Promise<T>;
}

/** A plain API call from the test process (no page): the status and the parsed JSON body (null when none). */
export async function callApi<T>(path: string, init: { method?: string; token?: string; body?: unknown; query?: Record<string, string> } = {}): Promise<{ status: number; body: T }> {
  const url = new URL(`/api${path}`, inject('baseUrl'));
  for (const [key, value] of Object.entries(init.query ?? {})) url.searchParams.set(key, value);
  const response = await fetch(url, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token === undefined ? {} : { authorization: `Bearer ${init.token}` }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: response.status, body: (await response.json().catch(() => null)) as T };
}
