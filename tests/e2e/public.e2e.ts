/// <reference lib="dom" />
// (page.evaluate callbacks run in the browser)
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { openBrowser } from '../support/browser.ts';
import { apiFromPage, signInAs } from '../support/signIn.ts';

// The public site (issue 10): landing navigation, the contact form to the administrators'
// support table, accessibility (axe and the keyboard) at phone and desktop widths.

/** Every page a visitor can open without an account, plus the account pages they reach from them. */
const PUBLIC_PAGES = ['/', '/forSchools', '/forFaculty/', '/forOthers', '/specialReports', '/contactUs', '/login', '/signup', '/verify', '/resetPassword', '/acceptInvitation'];
const LANDING_SECTIONS = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => `homePageImage${n}`);
const CONTACT_CONFIRMATION = 'An email with your request has been sent to our team. We will get back to you shortly.';

const scrollTop = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** The section's top edge is in the viewport (the page scrolled to it). */
async function sectionInView(page: Page, id: string): Promise<boolean> {
  return page.evaluate((anchor) => {
    const box = document.getElementById(anchor)?.getBoundingClientRect();
    return box !== undefined && box.top >= -2 && box.top < window.innerHeight / 2;
  }, id);
}

async function waitForScreen(page: Page): Promise<void> {
  await page.locator('main h1').first().waitFor({ timeout: 30_000 });
}

/**
 * Tabs through the page from the top and names every visible control (link, button, field) that
 * the Tab key never reached. Radio buttons count as reached when one of their group was (the arrow
 * keys move within a group).
 */
async function controlsTabNeverReaches(page: Page): Promise<string[]> {
  const controlCount = await page.evaluate(() => {
    const store = window as unknown as { reachedControls: Set<Element>; tabbableControls: HTMLElement[] };
    store.tabbableControls = Array.from(document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]')).filter((element) => {
      if (element.tabIndex < 0 || element.matches(':disabled') || element.closest('[aria-hidden="true"], [inert]')) return false;
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    });
    store.reachedControls = new Set();
    document.addEventListener('focusin', (event) => store.reachedControls.add(event.target as Element));
    // Tab starts from the first control of the page (the skip link), wherever a screen put the focus
    store.tabbableControls[0]?.focus();
    return store.tabbableControls.length;
  });
  // one press per control and a little slack (focus may pass something the list does not count)
  for (let press = 0; press < controlCount + 2; press += 1) await page.keyboard.press('Tab');
  return page.evaluate(() => {
    const { reachedControls: reached, tabbableControls } = window as unknown as { reachedControls: Set<Element>; tabbableControls: HTMLElement[] };
    const radioGroupsReached = new Set([...reached].filter((element) => element instanceof HTMLInputElement && element.type === 'radio').map((element) => (element as HTMLInputElement).name));
    return tabbableControls
      .filter((element) => !reached.has(element) && !(element instanceof HTMLInputElement && element.type === 'radio' && radioGroupsReached.has(element.name)))
      .map((element) => `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`);
  });
}

describe('public site', () => {
  it('[PUBLIC][NAVIGATE]: a visitor explores the landing page by the services dropdown and the hash links', async () => {
    const { page, pageErrors } = await openBrowser({ viewport: { width: 1280, height: 800 } });
    await page.goto('/');
    await waitForScreen(page);
    expect(await page.getByRole('heading', { level: 1 }).first().innerText()).toBe('Research Performance Insights');
    for (const id of LANDING_SECTIONS) expect(await page.locator(`section#${id}`).count()).toBe(1);

    // 'Our Services' dropdown, by mouse, from deep in the page: Faculty, and the new page starts at the top
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => scrollTop(page)).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Our Services' }).click();
    await page.getByRole('menuitem', { name: 'Faculty' }).click();
    await page.waitForURL((url) => url.pathname === '/forFaculty/' || url.pathname === '/forFaculty');
    await waitForScreen(page);
    await expect.poll(() => scrollTop(page)).toBe(0);

    // by keyboard: the menu opens with Enter and its items take the arrow keys
    await page.goto('/');
    await waitForScreen(page);
    await page.getByRole('button', { name: 'Our Services' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Schools' }).waitFor();
    // WAI-ARIA menu button: the first item has focus, the arrow keys move between the items
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Schools');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Faculty');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/forSchools');
    await waitForScreen(page);
    // docs/requirements/profile-and-accounts.md §1: the schools' services as a 9-card grid
    expect(await page.locator('main h2').count()).toBe(9);

    // a footer hash link from another page lands on its landing section
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('navigation', { name: 'On this site' }).getByRole('link', { name: 'Tenure readiness' }).click();
    await page.waitForURL((url) => url.pathname === '/' && url.hash === '#homePageImage5');
    await expect.poll(() => sectionInView(page, 'homePageImage5'), { timeout: 10_000 }).toBe(true);

    // the landing page's own hash links scroll to their sections
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Hiring impact' }).click();
    await expect.poll(() => new URL(page.url()).hash).toBe('#homePageImage6');
    await expect.poll(() => sectionInView(page, 'homePageImage6'), { timeout: 10_000 }).toBe(true);

    // other navigation from deep in the page starts the next page at the top
    await page.getByRole('navigation', { name: 'Services' }).getByRole('link', { name: 'Special reports' }).click();
    await page.waitForURL((url) => url.pathname === '/specialReports');
    await waitForScreen(page);
    await expect.poll(() => scrollTop(page)).toBe(0);

    // the footer: social links, the contact mail link and this year's copyright
    const footer = page.locator('footer');
    expect(await footer.getByRole('link', { name: /LinkedIn/ }).count()).toBe(1);
    expect(await footer.locator('a[href^="mailto:"]').count()).toBe(1);
    expect(await footer.innerText()).toContain(`© ${new Date().getFullYear()}`);
    expect(pageErrors).toEqual([]);
  });

  it('[PUBLIC][NAVIGATE]: on a phone the navigation is a drawer, and the faculty cards reveal on touch and focus', async () => {
    const { page, pageErrors } = await openBrowser({ viewport: { width: 360, height: 740 } });
    await page.goto('/');
    await waitForScreen(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('link', { name: 'Faculty' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/forFaculty'));
    await waitForScreen(page);
    // the page behind the drawer is hidden from assistive technology until the drawer has closed
    await drawer.waitFor({ state: 'hidden' });
    const cards = page.getByRole('main').getByRole('button', { expanded: false });
    expect(await cards.count()).toBe(4);

    // a finger held on a card reveals its text once the 250 ms threshold has passed
    const card = page.getByRole('button', { name: /Career Fit/ });
    await card.dispatchEvent('touchstart');
    await expect.poll(() => card.getAttribute('aria-expanded')).toBe('true');

    // keyboard: focus reveals another card's text
    const other = page.getByRole('button', { name: /Peer Positioning/ });
    await other.focus();
    await expect.poll(() => other.getAttribute('aria-expanded')).toBe('true');
    expect(pageErrors).toEqual([]);
  });

  it('[PUBLIC][CONTACT]: a visitor sends a contact request and an administrator finds it in Contact Us Support', async () => {
    const { page, pageErrors } = await openBrowser();
    await page.goto('/');
    await waitForScreen(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact Us' }).click();
    await page.waitForURL((url) => url.pathname === '/contactUs');
    await waitForScreen(page);
    const openedAt = Date.now();

    await page.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => page.getByText('Please enter your name').count()).toBeGreaterThan(0);
    expect(await page.getByText('Please enter a valid email address').count()).toBeGreaterThan(0);

    const message = `Could we see a demonstration for our school? (${Date.now()})`;
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Dana Whitfield');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('dana.whitfield@example.edu');
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill(message);
    // a person takes a few seconds; the server refuses forms sent faster than that (bot protection)
    await page.waitForTimeout(Math.max(0, 3_500 - (Date.now() - openedAt)));
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByText(CONTACT_CONFIRMATION).waitFor({ timeout: 30_000 });

    // the administrators' support table (newest first) shows it as the server stored it
    await signInAs(page, 'admin');
    await page.goto('/dashboard/contactUsRequest');
    const row = page.getByRole('table', { name: 'Contact requests' }).getByRole('row').filter({ hasText: message });
    await row.waitFor({ timeout: 30_000 });
    const { paginationData } = await apiFromPage<{ paginationData: { id: number; name: string; email: string; message: string; timestamp: string; contacted: boolean }[] }>(page, '/contact_us?skip=0');
    const stored = paginationData.find((request) => request.message === message);
    expect(stored).toMatchObject({ name: 'Dana Whitfield', email: 'dana.whitfield@example.edu', contacted: false });
    const shownTime = await page.evaluate((timestamp) => new Date(timestamp).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }), stored!.timestamp);
    const cells = (await row.getByRole('cell').allInnerTexts()).map((text) => text.trim());
    expect(cells).toEqual([stored!.name, stored!.message, stored!.email, shownTime, 'No']);
    expect(pageErrors).toEqual([]);
  });

  it('[PUBLIC][LINKS]: hand-edited account links open their page as without the unreadable values, never an error page', async () => {
    const { page, pageErrors, close } = await openBrowser();
    try {
      const apiPaths: string[] = [];
      page.on('request', (request) => { if (new URL(request.url()).pathname.startsWith('/api/')) apiPaths.push(new URL(request.url()).pathname); });
      // the routes' search schemas (web/src/screens/publicSearch.ts) drop a token that is not text
      await page.goto('/verify?token=%7B%22%24ne%22%3A%22%22%7D&email=%5B1%5D');
      await page.getByRole('heading', { name: 'Verify Your Email', level: 1 }).waitFor({ timeout: 30_000 });
      await page.getByText('We sent you an e-mail with a verification link').waitFor();
      await page.goto('/resetPassword?token=%5B1%2C2%5D');
      await page.getByRole('heading', { name: 'Choose a New Password', level: 1 }).waitFor({ timeout: 30_000 });
      await page.getByText('This page opens from the link in a password-reset e-mail').waitFor();
      await page.goto('/acceptInvitation?token=%20%20');
      await page.getByRole('heading', { name: 'Accept the Invitation', level: 1 }).waitFor({ timeout: 30_000 });
      await page.getByText('This page opens from the link in an invitation e-mail').waitFor();
      await page.waitForLoadState('networkidle');
      // no token was sent to the server
      expect(apiPaths.filter((path) => /verify|reset|invitation/i.test(path))).toEqual([]);
      // ?expired says the session expired only for true
      await page.goto('/login?expired=maybe&redirect=%7B%7D');
      await page.getByRole('heading', { name: 'Log In', level: 1 }).waitFor({ timeout: 30_000 });
      expect(await page.getByTestId('login-session-expired').count()).toBe(0);
      await page.goto('/login?expired=true');
      await page.getByTestId('login-session-expired').waitFor({ timeout: 30_000 });
      expect(await page.getByRole('heading', { name: 'Something went wrong' }).count()).toBe(0);
      expect(pageErrors).toEqual([]);
    } finally {
      await close();
    }
  }, 180_000);

  it('[PUBLIC][A11Y]: every public page passes axe (no serious or critical violation) and the keyboard reaches every control, at phone and desktop widths', async () => {
    const failures: string[] = [];
    for (const width of [360, 1280]) {
      const { page, close } = await openBrowser({ viewport: { width, height: 800 } });
      try {
        for (const route of PUBLIC_PAGES) {
          await page.goto(route);
          await waitForScreen(page);
          await page.waitForLoadState('networkidle');
          for (const violation of await seriousViolations(page)) failures.push(`${width}px ${route}: ${violation}`);
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          if (overflow > 0) failures.push(`${width}px ${route}: the page is ${overflow}px wider than the window`);
          for (const control of await controlsTabNeverReaches(page)) failures.push(`${width}px ${route}: Tab never reaches ${control}`);
        }
        // the open services menu and the phone drawer are checked too
        await page.goto('/');
        await waitForScreen(page);
        if (width === 1280) {
          await page.getByRole('button', { name: 'Our Services' }).click();
          await page.getByRole('menuitem', { name: 'Schools' }).waitFor();
          for (const violation of await seriousViolations(page)) failures.push(`${width}px / (menu open): ${violation}`);
        } else {
          await page.getByRole('button', { name: 'Open navigation' }).click();
          await page.getByRole('dialog').getByRole('link', { name: 'Faculty' }).waitFor();
          for (const violation of await seriousViolations(page)) failures.push(`${width}px / (drawer open): ${violation}`);
        }
        // and the forms with their errors shown
        await page.goto('/signup');
        await waitForScreen(page);
        await page.getByRole('button', { name: 'Next' }).click();
        await page.getByRole('alert').filter({ hasText: 'Please fill all the fields' }).first().waitFor();
        for (const violation of await seriousViolations(page)) failures.push(`${width}px /signup (errors shown): ${violation}`);
        await page.goto('/contactUs');
        await waitForScreen(page);
        await page.getByRole('button', { name: 'Send' }).click();
        await page.getByText('Please enter your name').waitFor();
        for (const violation of await seriousViolations(page)) failures.push(`${width}px /contactUs (errors shown): ${violation}`);
      } finally {
        await close();
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);
});
