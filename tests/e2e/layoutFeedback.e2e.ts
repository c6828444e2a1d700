import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser } from '../support/browser.ts';
import { e2eDemoPassword } from '../support/e2eGlobalSetup.ts';
import { apiFromPage, signInAs } from '../support/signIn.ts';

// Issue 22, "Layout and feedback" and "Faculty" (docs/ui.md): the pages a person lands on say where they are and why,
// every delete asks, and the faculty screens keep their choices. Each journey at desktop and phone widths.

const WIDTHS = [
  ['desktop', { width: 1366, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const;

const eventually = <T>(read: () => T | Promise<T>, timeout = 30_000) => expect.poll(read, { timeout });

interface ApiWork { id: number; title: string; subTitle: string; school: string; institution: string; univId: number | null; from: number | null; to: number | 'Present' | null; marker: number | null }

/** The site's header and footer are on the page (the 404 and 403 pages had neither). */
async function expectSiteFrame(page: Page) {
  await eventually(() => page.locator('header').count()).toBe(1);
  expect(await page.locator('footer').count()).toBe(1);
  expect(await page.locator('footer').getByText('All rights reserved.', { exact: false }).count()).toBe(1);
}

/** The signed-in user's way to their dashboard in the public header (the drawer on a phone). */
async function dashboardLinkInHeader(page: Page) {
  const viewport = page.viewportSize();
  if (viewport !== null && viewport.width < 768) {
    await page.getByRole('button', { name: 'Open navigation' }).click();
    return page.getByRole('dialog').getByRole('link', { name: 'My dashboard' });
  }
  return page.locator('header').getByRole('link', { name: 'My dashboard' });
}

describe('layout and feedback (issue 22)', () => {
  it.each(WIDTHS)('[UI][404] at %s width: an unknown address shows Page not found with the header and footer', async (_name, viewport) => {
    const { page, pageErrors } = await openBrowser({ viewport });
    await page.goto('/no/such/page');
    await eventually(() => page.getByRole('heading', { name: 'Page not found' }).count()).toBe(1);
    await expectSiteFrame(page);
    expect(await page.getByRole('link', { name: 'Go to the home page' }).count()).toBe(1);
    expect(pageErrors).toEqual([]);
  });

  it.each(WIDTHS)('[UI][SIGNED-IN] at %s width: a signed-in user on / and /login sees their dashboard, not Log In', async (_name, viewport) => {
    const { page, pageErrors } = await openBrowser({ viewport });
    await signInAs(page, 'faculty');
    await page.goto('/');
    const link = await dashboardLinkInHeader(page);
    await eventually(() => link.count()).toBe(1);
    if (viewport.width >= 768) expect(await page.locator('header').getByRole('link', { name: 'Log In', exact: true }).count()).toBe(0);
    await link.click();
    await page.waitForURL((url) => url.pathname === '/dashboard/home');

    await page.goto('/login');
    const notice = page.getByTestId('login-signed-in');
    await eventually(() => notice.textContent()).toContain('You are signed in as a faculty member.');
    await notice.getByRole('link', { name: 'Go to your dashboard' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/home');
    expect(pageErrors).toEqual([]);
  });

  it.each(WIDTHS)('[UI][EXPIRED] at %s width: an expired session sends the user to /login saying so, and back after logging in', async (_name, viewport) => {
    const { page, pageErrors } = await openBrowser({ viewport });
    await signInAs(page, 'university');
    await page.waitForURL((url) => url.pathname === '/dashboards/home');
    // the stored expiry passes before the app reads it on the next load (set from the page, a session answer still on
    // its way could write the server's expiry back first); once only, so that logging in again is not undone
    await page.addInitScript(() => {
      if (sessionStorage.getItem('expired-once') !== null) return;
      sessionStorage.setItem('expired-once', '1');
      localStorage.setItem('rl_expiration', String(Date.now() - 60_000));
    });
    await page.reload();
    await page.waitForURL((url) => url.pathname === '/login');
    const url = new URL(page.url());
    expect(url.searchParams.get('expired')).toBe('true');
    expect(url.searchParams.get('redirect')).toBe('/dashboards/home');
    await eventually(() => page.getByTestId('login-session-expired').textContent()).toContain('Your session has expired.');
    // nobody is signed in any more; logging in again goes back to where the user was
    expect(await page.getByTestId('login-signed-in').count()).toBe(0);
    await page.getByLabel('Email', { exact: true }).fill('university');
    await page.getByLabel('Password', { exact: true }).fill(e2eDemoPassword);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((next) => next.pathname === '/dashboards/home', { timeout: 30_000 });
    expect(pageErrors).toEqual([]);
  });

  it.each(WIDTHS)('[UI][403] at %s width: a faculty member or a university user opening an administrator page sees why', async (_name, viewport) => {
    const faculty = await openBrowser({ viewport });
    await signInAs(faculty.page, 'faculty');
    await faculty.page.goto('/dashboard/redflags');
    const refused = faculty.page.getByTestId('forbidden-page');
    await eventually(() => refused.textContent()).toContain('This page is for administrators only, and you are signed in with a faculty account.');
    expect(new URL(faculty.page.url()).pathname).toBe('/dashboard/redflags');
    await expectSiteFrame(faculty.page);
    await refused.getByRole('link', { name: 'Go to your dashboard' }).click();
    await faculty.page.waitForURL((url) => url.pathname === '/dashboard/home');
    expect(faculty.pageErrors).toEqual([]);

    const university = await openBrowser({ viewport });
    await signInAs(university.page, 'university');
    await university.page.goto('/logs');
    await eventually(() => university.page.getByTestId('forbidden-page').textContent()).toContain('signed in with a university account');
    expect(university.pageErrors).toEqual([]);
  });
});

describe('faculty (issue 22)', () => {
  it.each(WIDTHS)('[PROFILE][WORK] at %s width: a faculty member removes a wrong work entry after Yes / No; No keeps it', async (_name, viewport) => {
    const { page, pageErrors } = await openBrowser({ viewport });
    await signInAs(page, 'faculty');
    const before = (await apiFromPage<{ work_history_manual: ApiWork[] }>(page, '/profile/get_profile')).work_history_manual;
    const at = before.find((entry) => entry.univId !== null && entry.school !== '');
    expect(at, 'a stored entry at one of our universities').toBeDefined();
    if (at === undefined) return;
    // the wrong entry, added the way the form would
    const wrongFrom = viewport.width < 768 ? 1991 : 1990;
    await apiFromPage(page, '/profile/update', {
      method: 'PUT',
      body: { update: { work_history_manual: [
        ...before.map(({ id, title, subTitle, school, institution, univId, from, to }) => ({ id, title, subTitle, school, institution, univId, from, to })),
        { title: 'Researcher / Visiting / Post-doc / Affiliate', subTitle: 'Visiting Scholar', school: at.school, institution: at.institution, univId: at.univId, from: wrongFrom, to: wrongFrom + 1, isNew: true },
      ] } },
    });
    await page.goto('/dashboard/profileEdit');
    await page.getByTestId('profile-toolbar').getByRole('button', { name: 'EDIT' }).click();
    const wrong = page.getByTestId('profile-work').filter({ hasText: `${wrongFrom} – ${wrongFrom + 1}` });
    await eventually(() => wrong.count()).toBe(1);

    await wrong.getByRole('button', { name: /^Remove / }).click();
    let dialog = page.getByRole('dialog', { name: 'Confirm Remove' });
    await eventually(() => dialog.textContent()).toContain(`(${wrongFrom} – ${wrongFrom + 1})”`);
    expect(await dialog.getByRole('button', { name: 'Ask an administrator to check it' }).count()).toBe(1);
    await dialog.getByRole('button', { name: 'No', exact: true }).click();
    await eventually(() => dialog.count()).toBe(0);
    expect(await wrong.count()).toBe(1);

    await wrong.getByRole('button', { name: /^Remove / }).click();
    dialog = page.getByRole('dialog', { name: 'Confirm Remove' });
    await dialog.getByRole('button', { name: 'Yes', exact: true }).click();
    await eventually(() => wrong.count()).toBe(0);
    const after = (await apiFromPage<{ work_history_manual: ApiWork[] }>(page, '/profile/get_profile')).work_history_manual;
    expect(after.map((entry) => entry.id).sort()).toEqual(before.map((entry) => entry.id).sort());
    expect(pageErrors).toEqual([]);
  });

  it.each(WIDTHS)('[HOME][SCOPE] at %s width: the School / Department switch is in the address and survives a reload', async (_name, viewport) => {
    const { page, pageErrors } = await openBrowser({ viewport });
    await signInAs(page, 'faculty');
    await page.waitForURL((url) => url.pathname === '/dashboard/home');
    const department = page.getByRole('radio', { name: /^Your department/ });
    await eventually(() => department.isDisabled()).toBe(false);
    await page.getByText(/^Your department/).click();
    await page.waitForURL((url) => url.searchParams.get('widgets') === 'department');
    await page.reload();
    await eventually(() => page.getByRole('radio', { name: /^Your department/ }).isChecked()).toBe(true);
    await page.getByText('Whole school', { exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/home' && !url.searchParams.has('widgets'));
    expect(pageErrors).toEqual([]);
  });

  it.each(WIDTHS)('[CV][INCOMPLETE] at %s width: Mark CV opens for a faculty member whose profile is not complete', async (_name, viewport) => {
    const { page, pageErrors } = await openBrowser({ viewport });
    await signInAs(page, 'newfaculty');
    await page.waitForURL((url) => url.pathname === '/dashboard/profileEdit');
    await page.getByRole('link', { name: 'Mark CV' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/resumeUpload');
    await eventually(() => page.getByRole('heading', { name: 'Mark CV' }).count()).toBe(1);
    expect(pageErrors).toEqual([]);
  });
});
