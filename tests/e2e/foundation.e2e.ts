import { describe, expect, it } from 'vitest';
import { openBrowser } from '../support/browser.ts';
import { e2eDemoPassword } from '../support/e2eGlobalSetup.ts';

// docs/requirements/profile-and-accounts.md §2, "Post-login destinations".
const DESTINATIONS: Array<[username: string, path: string]> = [
  ['faculty', '/dashboard/home'],
  ['newfaculty', '/dashboard/profileEdit'],
  ['university', '/dashboards/home'],
  ['admin', '/dashboard/changeLogin'],
];

describe('foundation', () => {
  it.each(DESTINATIONS)('[AUTH][LOGIN]: %s logs in from the landing page, lands on %s, and logs out to /login', async (username, destination) => {
    const { page, pageErrors } = await openBrowser();
    await page.goto('/');
    await page.getByRole('link', { name: 'Log In' }).first().click();
    await page.waitForURL('**/login');

    await page.getByLabel('Email', { exact: true }).fill(username);
    await page.getByLabel('Password', { exact: true }).fill(e2eDemoPassword);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname === destination, { timeout: 30_000 });

    // the session the browser keeps is the seeds' storage keys
    const stored = await page.evaluate(() => ({ token: localStorage.getItem('rl_token'), type: localStorage.getItem('rl_type') }));
    expect(stored.token).toBeTruthy();
    expect(stored.type).toBe(username === 'newfaculty' ? 'faculty' : username);

    await page.getByRole('button', { name: 'Log Out' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(await page.evaluate(() => localStorage.getItem('rl_token'))).toBeNull();
    expect(pageErrors).toEqual([]);
  });

  it('[AUTH][GUARD]: a visitor without a session is sent to /login and back to where they were going', async () => {
    const { page } = await openBrowser();
    await page.goto('/dashboards/tenureReadiness');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/dashboards/tenureReadiness');
    await page.getByLabel('Email', { exact: true }).fill('university');
    await page.getByLabel('Password', { exact: true }).fill(e2eDemoPassword);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/dashboards/tenureReadiness', { timeout: 30_000 });
  });

  it('[AUTH][LOGIN]: a wrong password shows the seed\'s failure text and stays on /login', async () => {
    const { page } = await openBrowser();
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill('faculty');
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Failed to Login!' }).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(new URL(page.url()).pathname).toBe('/login');
  });
});
