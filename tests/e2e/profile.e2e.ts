import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser } from '../support/browser.ts';
import { e2eDemoPassword } from '../support/e2eGlobalSetup.ts';

// Seed 000 section 2, "Profile page".

interface ApiPaper {
  _id: number;
  document_title: string;
  publication_name: string;
  publication_year: number | null;
  journal_id: number | null;
  authors: Array<{ id: number | null; first_name: string; mid_name: string; last_name: string }>;
}

async function logIn(page: Page, username: string) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(e2eDemoPassword);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/dashboard'), { timeout: 30_000 });
}

/** A signed-in API call with the token the page keeps. */
async function apiGet<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (target) => {
    const response = await fetch(`/api${target}`, { headers: { authorization: `Bearer ${localStorage.getItem('rl_token') ?? ''}` } });
    if (!response.ok) throw new Error(`${target}: ${response.status}`);
    return (await response.json()) as unknown;
  }, path) as Promise<T>;
}

function nameOf(author: { first_name: string; mid_name: string; last_name: string }): string {
  return [author.first_name, author.mid_name, author.last_name].map((part) => part.trim()).filter((part) => part !== '').join(' ');
}

describe('profile', () => {
  it('[PROFILE][VIEW]: a faculty member sees their profile and opens a co-author read-only', async () => {
    const { page, pageErrors } = await openBrowser();
    await logIn(page, 'faculty');
    await page.goto('/dashboard/profileEdit');
    await expect.poll(() => page.getByRole('heading', { name: 'My Profile' }).count(), { timeout: 30_000 }).toBe(1);
    await expect.poll(() => page.getByTestId('profile-paper').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: 'EDIT' }).count()).toBe(1);

    const profile = await apiGet<{ _id: number; papers: ApiPaper[] }>(page, '/profile/get_profile');
    const coAuthor = profile.papers.flatMap((paper) => paper.authors).find((author) => author.id !== null && author.id !== profile._id && nameOf(author) !== '');
    expect(coAuthor, 'the demo faculty member has a linked co-author').toBeDefined();
    if (coAuthor === undefined || coAuthor.id === null) return;

    await page.getByRole('button', { name: nameOf(coAuthor), exact: true }).first().click();
    await page.waitForURL((url) => url.searchParams.get('coauthorid') === String(coAuthor.id) && url.searchParams.get('isReadOnly') === 'true');
    await expect.poll(() => page.getByRole('heading', { name: 'Author Profile' }).count(), { timeout: 30_000 }).toBe(1);
    await expect.poll(() => page.getByTestId('profile-paper').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    // read-only: no EDIT/DONE, no editing controls, no banner
    expect(await page.getByRole('button', { name: 'EDIT' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Add Your Paper' }).count()).toBe(0);
    expect(await page.getByTestId('missing-items').count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('coauthorid'))).toBe(String(coAuthor.id));
    expect(pageErrors).toEqual([]);
  });

  it('[PROFILE][PAPERS]: a faculty member adds a paper by journal and year and removes it', async () => {
    const { page, pageErrors } = await openBrowser();
    await logIn(page, 'faculty');
    await page.goto('/dashboard/profileEdit');
    await expect.poll(() => page.getByTestId('profile-paper').count(), { timeout: 30_000 }).toBeGreaterThan(0);

    // a paper of a journal and year the faculty member publishes in, not yet on the profile
    const profile = await apiGet<{ papers: ApiPaper[] }>(page, '/profile/get_profile');
    const onProfile = new Set(profile.papers.map((paper) => paper._id));
    let choice: { journal: string; year: number; title: string } | null = null;
    for (const paper of profile.papers) {
      if (paper.journal_id === null || paper.publication_year === null) continue;
      const options = await apiGet<{ papers: Array<{ id: number; title: string }> }>(page, `/papers?journal_id=${paper.journal_id}&year=${paper.publication_year}`);
      const titles = new Map<string, number>();
      for (const option of options.papers) titles.set(option.title, (titles.get(option.title) ?? 0) + 1);
      const free = options.papers.find((option) => !onProfile.has(option.id) && titles.get(option.title) === 1 && option.title.trim() !== '');
      if (free !== undefined) {
        choice = { journal: paper.publication_name, year: paper.publication_year, title: free.title };
        break;
      }
    }
    expect(choice, 'a journal and year with a paper not on the profile').not.toBeNull();
    if (choice === null) return;

    await page.getByRole('button', { name: 'EDIT' }).click();
    await page.getByRole('button', { name: 'Add Your Paper' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Your Paper' });
    await dialog.getByLabel('Journal', { exact: true }).fill(choice.journal);
    await page.getByRole('option', { name: choice.journal }).first().click({ timeout: 30_000 });
    await dialog.getByLabel('Year', { exact: true }).fill(String(choice.year));
    await page.getByRole('option', { name: String(choice.year), exact: true }).click();
    await dialog.getByLabel('Select Paper', { exact: true }).click();
    await page.getByRole('option', { name: choice.title, exact: true }).click({ timeout: 30_000 });
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();

    const added = page.getByTestId('profile-paper').filter({ hasText: choice.title });
    await expect.poll(() => added.count(), { timeout: 30_000 }).toBe(1);

    await page.getByRole('button', { name: `Remove ${choice.title}`, exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm Remove' });
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect.poll(() => added.count(), { timeout: 30_000 }).toBe(0);
    expect(pageErrors).toEqual([]);
  });
});
