import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { universityStatusEffect } from '@ri/contracts/universities';
import { openBrowser } from '../support/browser.ts';
import { apiFromPage, signInAs } from '../support/signIn.ts';

// A university's faculty data status on Update Faculty (docs/admin-tools.md, "Faculty data status"): the demo
// administrator marks a Pending demo school complete, confirming a dialog that says what changes, and the
// pickers' list of completed schools then offers it; set back to Pending, it leaves the list again.

const SCHOOL = 'Indiana University';

async function completedIds(page: Page): Promise<number[]> {
  return (await apiFromPage<{ _id: number }[]>(page, '/get_universities/completed')).map((u) => u._id);
}

describe('faculty data status', () => {
  it('an administrator marks a Pending school Completed after a confirmation, and sets it back', async () => {
    const { page, pageErrors } = await openBrowser();
    await signInAs(page, 'admin');
    const school = (await apiFromPage<{ _id: number; name: string }[]>(page, '/get_universities/all')).find((u) => u.name === SCHOOL)!;
    expect(await completedIds(page)).not.toContain(school._id);

    await page.goto('/dashboard/updateFaculty');
    await page.getByRole('combobox', { name: 'University' }).fill(SCHOOL);
    await page.getByRole('option', { name: SCHOOL, exact: true }).first().click({ timeout: 30_000 });
    const panel = page.getByRole('region', { name: 'Faculty data status' });
    await expect.poll(() => panel.getByTestId('faculty-data-status').textContent(), { timeout: 30_000 }).toBe('Pending');

    // the button asks first, saying what changes; Cancel changes nothing
    await panel.getByRole('button', { name: 'Mark faculty data complete' }).click();
    const dialog = page.getByRole('dialog', { name: `Mark ${SCHOOL} Completed?` });
    await dialog.getByText(universityStatusEffect(SCHOOL, 'Completed')).waitFor({ timeout: 30_000 });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await completedIds(page)).not.toContain(school._id);

    await panel.getByRole('button', { name: 'Mark faculty data complete' }).click();
    await dialog.getByRole('button', { name: 'Mark Completed' }).click();
    await expect.poll(() => panel.getByTestId('faculty-data-status').textContent(), { timeout: 30_000 }).toBe('Completed');
    expect(await completedIds(page)).toContain(school._id);

    await panel.getByRole('button', { name: 'Set back to Pending' }).click();
    const back = page.getByRole('dialog', { name: `Set ${SCHOOL} back to Pending?` });
    await back.getByText(universityStatusEffect(SCHOOL, 'Pending')).waitFor({ timeout: 30_000 });
    await back.getByRole('button', { name: 'Set to Pending' }).click();
    await expect.poll(() => panel.getByTestId('faculty-data-status').textContent(), { timeout: 30_000 }).toBe('Pending');
    expect(await completedIds(page)).not.toContain(school._id);
    expect(pageErrors).toEqual([]);
  });

  it('a university user\'s Update Faculty has no status panel (the server refuses them too)', async () => {
    const { page } = await openBrowser();
    await signInAs(page, 'university');
    await page.goto('/dashboards/updateFaculty');
    await page.getByRole('heading', { name: 'Update Faculty' }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Search', exact: true }).waitFor();
    expect(await page.getByRole('region', { name: 'Faculty data status' }).count()).toBe(0);
    await expect(apiFromPage(page, '/admin/universities/1/status')).rejects.toThrow(/403/);
  });
});
