import { describe, expect, it } from 'vitest';
import { openBrowser } from '../support/browser.ts';

describe('smoke', () => {
  it('[PUBLIC][VISIT]: the landing page loads', async () => {
    const { page, pageErrors } = await openBrowser();

    const response = await page.goto('/');
    expect(response?.status()).toBe(200);

    expect((await page.title()).trim()).not.toBe('');
    // the SPA rendered something, not just its empty mount point
    await expect.poll(() => page.locator('body').innerText(), { timeout: 15_000 }).not.toBe('');
    expect(pageErrors).toEqual([]);
  });
});
