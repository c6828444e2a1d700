import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { TFigurePapersResponse, TMyFiguresResponse } from '@ri/contracts';
import { ensureAnalyticsComputed } from '../support/analytics.ts';
import { openBrowser } from '../support/browser.ts';
import { apiFromPage, signInAs } from '../support/signIn.ts';

// Counting everywhere (issue 19 item 3) and every number opens to its papers (item 5), on the faculty
// home as the demo `faculty` user: the choice of counting goes into the URL, the tiles show the API's
// fractional figures, a reload keeps them, and the Papers tile opens the papers that add up to it.

const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 30_000 });

describe('figure options on the faculty home', () => {
  beforeAll(async () => {
    await ensureAnalyticsComputed(inject('baseUrl'));
  }, 660_000);

  it('[FACULTY][OPTIONS][DRILL-DOWN]: fractional counting in the URL, the tiles in it, and the papers behind the Papers tile', async () => {
    const { page, pageErrors } = await openBrowser();
    await signInAs(page, 'faculty');
    await page.goto(new URL('/dashboard/home', inject('baseUrl')).toString());
    await page.getByRole('group', { name: 'Figure options' }).getByText('Fractional (1 / authors)', { exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('counting') === 'fractional');

    const mine = await apiFromPage<TMyFiguresResponse>(page, '/dashboard/my_figures?counting=fractional');
    expect(mine.counting).toBe('fractional');
    const papers = page.getByTestId('tile-Papers');
    await eventually(async () => (await papers.textContent())?.replace('Papers', '').trim()).toBe(String(mine.totals.total_papers));
    await page.getByText('; fractional counting (1 / authors)', { exact: false }).first().waitFor();

    // the link reproduces the view
    await page.reload();
    await eventually(async () => (await papers.textContent())?.replace('Papers', '').trim()).toBe(String(mine.totals.total_papers));

    // the count opens the papers behind it, each weighted 1 / its authors
    await papers.getByRole('button', { name: new RegExp(`^[\\d.,]+: Papers of .+\\. Show the papers$`) }).click();
    const panel = page.getByRole('dialog');
    await panel.getByText(/they add up to/).waitFor();
    const answer = await apiFromPage<TFigurePapersResponse>(page, `/dashboard/figure_papers?figure=ranking&author_id=${mine.id}&grade=every&measure=papers&counting=fractional`);
    expect(answer.counting).toBe('fractional');
    expect(answer.rows.every((r) => Math.abs(r.weight - 1 / r.author_count) < 1e-9)).toBe(true);
    expect(pageErrors).toEqual([]);
    await page.close();
  }, 180_000);
});
