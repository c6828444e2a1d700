/// <reference lib="dom" />
// (page.evaluate callbacks run in the browser)
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openBrowser } from '../support/browser.ts';
import { e2eDemoPassword } from '../support/e2eGlobalSetup.ts';
import { linksIn, waitForMessage } from '../support/mailbox.ts';
import { callApi } from '../support/signIn.ts';
import { uniqueName } from '../support/names.ts';

// Accounts journeys (issue 3): sign-up with e-mail verification, password reset, Change Login.

const UNIVERSITY = 'University of Pennsylvania';

function unique(prefix: string): string {
  return `${prefix}${randomBytes(3).toString('hex')}`;
}


async function apiLogin(username: string, password = e2eDemoPassword): Promise<string> {
  const { status, body } = await callApi<{ access_token: string }>('/login', { method: 'POST', body: { username, password } });
  expect(status).toBe(200);
  return body.access_token;
}

/** The one link of an e-mail that leads to `pathname` in the app under test. */
function appLink(links: string[], pathname: string): string {
  const link = links.find((candidate) => new URL(candidate).pathname === pathname && new URL(candidate).searchParams.has('token'));
  if (!link) throw new Error(`No ${pathname}?token= link in the e-mail (links: ${links.join(', ')})`);
  return link;
}

async function logIn(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(username);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** A faculty account signed up through the API, not verified yet, and the verification link it e-mailed. */
async function signUpFaculty(): Promise<{ username: string; email: string; password: string; link: string }> {
  const username = unique('reset');
  const email = `${username}@upenn.edu`;
  const password = 'correct horse battery';
  const universities = await callApi<{ universities: { name: string; univ_id: number }[] }>(`/auto/univ/${encodeURIComponent(UNIVERSITY)}`);
  const university = universities.body.universities.find((candidate) => candidate.name === UNIVERSITY);
  expect(university).toBeDefined();
  const since = new Date();
  const signUp = await callApi('/signup', {
    method: 'POST',
    body: {
      email, username, password, author_id: '', new_author: true, first_name: 'Rhea', mid_name: '', last_name: uniqueName('Reset'),
      univ_name: UNIVERSITY, univ_id: university!.univ_id,
    },
  });
  expect(signUp.status).toBe(200);
  const verification = await waitForMessage({ to: email, since });
  return { username, email, password, link: appLink(linksIn(verification), '/verify') };
}

/** A faculty account made through the API (sign-up, then the verification link): for journeys that must not touch the demo logins. */
async function createVerifiedFaculty(): Promise<{ username: string; email: string; password: string }> {
  const { username, email, password, link } = await signUpFaculty();
  const token = new URL(link).searchParams.get('token');
  // the link verifies the account for its holder only: the link and the account's sign-in (docs/accounts-and-claims.md)
  expect((await callApi('/verify_email', { method: 'POST', body: { token, username, password } })).status).toBe(200);
  return { username, email, password };
}

describe('accounts', () => {
  it('[ACCOUNTS][SIGNUP]: a new faculty member signs up, verifies by e-mail and logs in', async () => {
    const { page, pageErrors } = await openBrowser();
    const username = unique('newprof');
    const email = `${username}@upenn.edu`;
    const password = 'a long and private phrase';

    await page.goto('/');
    await page.getByRole('link', { name: 'Sign up as faculty' }).first().click();
    await page.waitForURL((url) => url.pathname === '/signup');

    // step 1: the seed's message when something is missing
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Please fill all the fields' }).count()).toBeGreaterThan(0);
    // once (one toast), not also as text under the form (issue 22: shown twice, three times for a refused field)
    expect(await page.getByText('Please fill all the fields', { exact: true }).count()).toBe(1);

    // the form refuses what the API would: a first name stops at the contract's 100 characters
    await page.getByLabel('First name').fill('x'.repeat(150));
    expect((await page.getByLabel('First name').inputValue()).length).toBe(100);
    await page.getByLabel('First name').fill('Imogen');
    await page.getByLabel('Last name').fill(uniqueName('Quarrington'));
    await page.getByRole('combobox', { name: 'University' }).fill('Pennsylvania');
    await page.getByRole('option', { name: UNIVERSITY, exact: true }).click();
    await page.getByRole('button', { name: 'Next' }).click();

    // step 2: nobody by that name yet; NEXT without a choice asks for correct faculty info
    await page.getByRole('radio', { name: 'None of the above' }).waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Please enter correct faculty info' }).count()).toBeGreaterThan(0);
    await page.getByRole('radio', { name: 'None of the above' }).click();
    await page.getByRole('button', { name: 'Next' }).click();

    // step 3: PREV goes back one step, and the choice is kept
    await page.getByLabel('Username').waitFor();
    await page.getByRole('button', { name: 'Prev' }).click();
    await expect.poll(() => page.getByRole('radio', { name: 'None of the above' }).getAttribute('aria-checked')).toBe('true');
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByLabel('Username').fill(username);
    await page.getByLabel(/^Email/).fill(`${username}@gmail.com`);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByLabel(/^Confirm password/).fill(`${password}!`);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect.poll(() => page.getByText('Please provide University Email').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('password mismatch').count()).toBeGreaterThan(0);

    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/^Confirm password/).fill(password);
    const since = new Date();
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByRole('heading', { name: 'Account created' }).waitFor({ timeout: 30_000 });

    // the verification e-mail leads back to /verify?token=
    const message = await waitForMessage({ to: email, since });
    const link = appLink(linksIn(message), '/verify');
    await page.goto(link);
    // the page names the account and asks to sign in to it: the link alone proves the mailbox, not the holder
    await page.getByText(`Someone signed up as "${username}" with ${email}.`, { exact: false }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'I did not sign up' }).waitFor();
    await page.getByLabel('User name or e-mail').fill(username);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in and verify' }).click();
    await page.getByText('E-mail verified').waitFor({ timeout: 30_000 });
    await page.getByRole('link', { name: 'Go to Log In' }).click();
    await page.waitForURL((url) => url.pathname === '/login');

    // a new author has an incomplete profile: profile editing, with the other menu items disabled
    await logIn(page, username, password);
    await page.waitForURL((url) => url.pathname === '/dashboard/profileEdit', { timeout: 30_000 });
    const facultyProgress = page.getByRole('navigation', { name: 'Faculty menu' }).getByRole('button', { name: 'Faculty Progress' });
    await facultyProgress.waitFor();
    expect(await facultyProgress.getAttribute('aria-disabled')).toBe('true');
    expect(pageErrors).toEqual([]);
  });

  it('[ACCOUNTS][REFUSE]: the owner of an address someone signed up with removes that account from the link', async () => {
    const stranger = await signUpFaculty();
    const { page, pageErrors } = await openBrowser();
    await page.goto(stranger.link);
    await page.getByText(`Someone signed up as "${stranger.username}" with ${stranger.email}.`, { exact: false }).waitFor({ timeout: 30_000 });
    // the link alone verifies nothing: the page asks for the account's sign-in before sending anything
    await page.getByRole('button', { name: 'Sign in and verify' }).click();
    await page.getByText('Enter the password of the account.').waitFor();

    await page.getByRole('button', { name: 'I did not sign up' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Remove' });
    await dialog.getByText(`Remove the account "${stranger.username}" made with your address?`).waitFor();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await page.getByText('Account removed').waitFor({ timeout: 30_000 });
    expect((await callApi('/login', { method: 'POST', body: { username: stranger.username, password: stranger.password } })).status).toBe(401);
    expect(pageErrors).toEqual([]);
  });

  it('[ACCOUNTS][RESET]: a faculty member resets a forgotten password', async () => {
    const account = await createVerifiedFaculty();
    const { page, pageErrors } = await openBrowser();
    const newPassword = 'a brand new passphrase';

    await page.goto('/login');
    await page.getByRole('button', { name: 'forgot password?' }).click();
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    const since = new Date();
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText(`Please follow the instructions sent on ${account.email} to reset your password.`).waitFor({ timeout: 30_000 });

    const message = await waitForMessage({ to: account.email, since });
    await page.goto(appLink(linksIn(message), '/resetPassword'));
    await page.getByRole('heading', { name: 'Choose a New Password' }).waitFor();

    // the policy and the seed's mismatch message
    await page.getByLabel(/^New password/).fill('short');
    await page.getByLabel(/^Confirm new password/).fill('shorter');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect.poll(() => page.getByText('Password must be at least 8 characters').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('password mismatch').count()).toBeGreaterThan(0);

    await page.getByLabel(/^New password/).fill(newPassword);
    await page.getByLabel(/^Confirm new password/).fill(newPassword);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText('Password changed').waitFor({ timeout: 30_000 });

    // the link works once
    const reused = await callApi('/reset_password', { method: 'POST', body: { token: new URL(page.url()).searchParams.get('token'), password: 'yet another phrase' } });
    expect(reused.status).toBe(400);

    await page.getByRole('link', { name: 'Go to Log In' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await logIn(page, account.username, account.password);
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Failed to Login!' }).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await logIn(page, account.username, newPassword);
    await page.waitForURL((url) => url.pathname.startsWith('/dashboard'), { timeout: 30_000 });
    expect(pageErrors).toEqual([]);
  });

  it('[ACCOUNTS][IMPERSONATE]: an admin acts as a faculty member and returns', async () => {
    const { page, pageErrors } = await openBrowser();
    const banner = page.getByRole('region', { name: 'Acting as another user' });

    await page.goto('/login');
    await logIn(page, 'admin', e2eDemoPassword);
    await page.waitForURL((url) => url.pathname === '/dashboard/changeLogin', { timeout: 30_000 });

    // 'Change Login' waits for a choice
    const changeLogin = page.getByRole('button', { name: 'Change Login', exact: true });
    expect(await changeLogin.isDisabled()).toBe(true);
    await page.getByLabel('First name').fill('Olivia');
    await page.getByLabel('Last name').fill('Bennett');
    await page.getByRole('button', { name: 'Find Faculty' }).click();
    const olivia = page.getByRole('radio', { name: /Olivia Bennett/ }).and(page.locator(':not([disabled])')).first();
    await olivia.click();
    expect(await changeLogin.isDisabled()).toBe(false);
    await changeLogin.click();

    // the demo faculty member's profile is complete: their home, with the banner
    await page.waitForURL((url) => url.pathname === '/dashboard/home', { timeout: 30_000 });
    await banner.waitFor();
    // the banner names the person and role; the admin menu is hidden while acting
    await expect.poll(() => banner.innerText()).toContain('Acting as Olivia Bennett, faculty');
    const adminMenuLink = page.getByRole('navigation', { name: 'Faculty menu' }).first().getByRole('link', { name: 'Red Flags' });
    await expect.poll(() => adminMenuLink.count()).toBe(0);
    const stored = await page.evaluate(() => ({ token: localStorage.getItem('rl_token'), adminToken: localStorage.getItem('rl_token_a') }));
    expect(stored.adminToken).toBeTruthy();
    expect(stored.token).not.toBe(stored.adminToken);

    // the banner is on public pages too while acting
    await page.goto('/forSchools');
    await banner.waitFor();

    // a write made while acting is recorded in the audit log under the admin
    const refresh = await page.evaluate(async () => {
      const response = await fetch('/api/token/refresh', { method: 'POST', headers: { authorization: `Bearer ${localStorage.getItem('rl_token')}` } });
      return response.status;
    });
    expect(refresh).toBe(200);
    const adminToken = await apiLogin('admin');
    type Entries = { entries: { action: string; entity_id: string; actor_username: string | null; impersonator_username: string | null }[] };
    const audit = await callApi<Entries>('/audit_log', { token: adminToken, query: { limit: '100' } });
    expect(audit.status).toBe(200);
    expect(audit.body.entries).toEqual(expect.arrayContaining([
      expect.objectContaining({ action: 'impersonated.request', entity_id: 'POST /api/token/refresh', actor_username: 'faculty', impersonator_username: 'admin' }),
      expect.objectContaining({ action: 'impersonation.start', actor_username: 'admin' }),
    ]));

    // 'Change Login to Admin' ends the impersonated session, then the admin login is active again
    const actingToken = stored.token!;
    await banner.getByRole('button', { name: 'Change Login to Admin' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/changeLogin', { timeout: 30_000 });
    expect(await page.evaluate(() => localStorage.getItem('rl_token_a'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('rl_type'))).toBe('admin');
    expect(await banner.count()).toBe(0);
    await adminMenuLink.waitFor();
    expect((await callApi('/session', { token: actingToken })).status).toBe(401);
    const after = await callApi<Entries>('/audit_log', { token: adminToken, query: { limit: '20' } });
    expect(after.body.entries.some((entry) => entry.action === 'impersonation.end')).toBe(true);

    // the University side: a picker of every university, landing on the university home
    // (by keyboard: the switch is a radio group)
    await page.getByRole('radio', { name: 'Faculty' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.getByRole('radio', { name: 'University' }).isChecked()).toBe(true);
    await page.getByRole('combobox', { name: 'University' }).fill('Pennsylvania');
    await page.getByRole('option', { name: UNIVERSITY, exact: true }).click();
    await changeLogin.click();
    await page.waitForURL((url) => url.pathname === '/dashboards/home', { timeout: 30_000 });
    await expect.poll(() => banner.innerText()).toContain(`Acting as ${UNIVERSITY}, university`);
    await banner.getByRole('button', { name: 'Change Login to Admin' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/changeLogin', { timeout: 30_000 });
    expect(pageErrors).toEqual([]);
  });
});
