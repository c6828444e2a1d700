import { describe, expect, it } from 'vitest';
import { openBrowser } from '../support/browser.ts';
import { e2eDemoPassword } from '../support/e2eGlobalSetup.ts';

describe('compute fields', () => {
  it('[ADMIN][COMPUTE]: an admin recomputes the university statistics and watches the progress to the end', async () => {
    const { page, pageErrors } = await openBrowser();
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill('admin');
    await page.getByLabel('Password', { exact: true }).fill(e2eDemoPassword);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/changeLogin', { timeout: 30_000 });

    await page.getByRole('link', { name: 'Compute Fields' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/UniversityStats');
    await expect.poll(() => page.getByText('An e-mail is sent to you', { exact: false }).count()).toBeGreaterThan(0);

    const card = page.getByTestId('compute-generate_university_stats');
    const lastModified = card.getByTestId('last-modified-generate_university_stats');
    const button = card.getByRole('button', { name: 'Generate University Stats' });
    await lastModified.waitFor({ timeout: 30_000 });
    // a job that was already running must end first
    await expect.poll(() => button.isEnabled(), { timeout: 180_000 }).toBe(true);
    const before = (await lastModified.textContent()) ?? '';
    expect(before === 'Unable to load last update.' || before.startsWith('Last modified: ')).toBe(true);

    await button.click();
    await expect.poll(() => button.isDisabled(), { timeout: 10_000 }).toBe(true);
    await card.getByRole('progressbar').waitFor({ state: 'visible', timeout: 30_000 });

    // the stream ends with 'completed': the result replaces the bar and the button comes back
    await card.getByText('Completed').waitFor({ timeout: 300_000 });
    expect(await card.getByRole('progressbar').count()).toBe(0);
    await expect.poll(() => button.isEnabled(), { timeout: 30_000 }).toBe(true);
    await expect.poll(() => lastModified.textContent(), { timeout: 30_000 }).not.toBe(before);
    expect(await lastModified.textContent()).toMatch(/^Last modified: /);

    // the job console lists the run, completed, and the nightly schedulers
    await page.getByRole('link', { name: 'Job Console' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/jobs');
    const runs = page.getByRole('table', { name: 'Recent job runs' });
    await expect.poll(() => runs.getByText('analytics-recompute', { exact: false }).count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await expect.poll(() => runs.getByText('completed', { exact: true }).count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await page.getByRole('table', { name: 'Scheduled jobs' }).waitFor({ timeout: 30_000 });
    expect(pageErrors).toEqual([]);
  }, 600_000);
});
