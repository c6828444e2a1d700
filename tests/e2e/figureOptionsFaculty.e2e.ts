import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { TCompareYourselfResponse, TFigurePapersResponse, TFindYourFitResponse, TMyFiguresResponse } from '@ri/contracts';
import { ensureAnalyticsComputed } from '../support/analytics.ts';
import { openBrowser } from '../support/browser.ts';
import { apiFromPage, signInAs } from '../support/signIn.ts';

// Counting and affiliation on Find Your Fit (issue 19 items 3 and 4): the options come from the URL, the
// table says them; and a Compare Yourself figure opens to its papers (item 5), as the demo `faculty` user.

const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 30_000 });

describe('figure options and drill-down on the faculty screens', () => {
  beforeAll(async () => {
    await ensureAnalyticsComputed(inject('baseUrl'));
  }, 660_000);

  it('[FACULTY][OPTIONS]: Find Your Fit reads counting and affiliation from the URL, says them, and drops a hostile value', async () => {
    const { page, pageErrors } = await openBrowser();
    await signInAs(page, 'faculty');
    await page.goto(new URL('/dashboard/findYourFit?counting=fractional&affiliation=at_publication', inject('baseUrl')).toString());
    const fit = await apiFromPage<TFindYourFitResponse>(page, '/dashboard/find_your_fit?counting=fractional&affiliation=at_publication');
    expect([fit.counting, fit.affiliation]).toEqual(['fractional', 'at_publication']);
    await eventually(() => page.getByTestId('fit-options').textContent()).toContain('; fractional counting (1 / authors); affiliation at publication');
    await page.getByRole('radio', { name: 'At publication' }).isChecked();
    // the control changes the URL back to the defaults
    await page.getByRole('group', { name: 'Figure options' }).getByText('Full', { exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('counting') === null && url.searchParams.get('affiliation') === 'at_publication');
    // an unreadable value opens the screen with its defaults
    await page.goto(new URL('/dashboard/findYourFit?counting=half&affiliation[]=x', inject('baseUrl')).toString());
    await eventually(() => page.getByTestId('fit-options').textContent()).not.toContain('fractional');
    expect(pageErrors).toEqual([]);
    await page.close();
  }, 180_000);

  it('[FACULTY][DRILL-DOWN]: a Compare Yourself milestone figure opens the papers that add up to it', async () => {
    const { page, pageErrors } = await openBrowser();
    await signInAs(page, 'faculty');
    const mine = await apiFromPage<TMyFiguresResponse>(page, '/dashboard/my_figures');
    await page.goto(new URL(`/dashboard/compareYourself?id=${mine.id}&name=${encodeURIComponent(mine.name)}&counting=fractional`, inject('baseUrl')).toString());
    const compare = await apiFromPage<TCompareYourselfResponse>(page, `/compareyourself?id=${mine.id}&counting=fractional`);
    const year = compare.years.at(-1)!;
    const card = page.getByTestId(`career-${mine.id}`).first();
    await card.getByRole('button', { name: 'Figures at each milestone' }).click();
    await card.getByRole('button', { name: new RegExp(`: Papers of .+ by the end of ${year}\\. Show the papers$`) }).click();
    const panel = page.getByRole('dialog');
    await panel.getByText(/they add up to/).waitFor();
    const answer = await apiFromPage<TFigurePapersResponse>(page, `/dashboard/figure_papers?figure=compare_yourself&author_id=${mine.id}&to=${year}&grade=every&measure=papers&counting=fractional`);
    expect(Math.round(answer.total * 100) / 100).toBe(compare.data.total_papers[year]);
    await eventually(() => panel.getByRole('status').getAttribute('data-figure-total')).toBe(String(answer.total));
    await panel.getByRole('button', { name: 'Download CSV of these papers' }).waitFor();
    expect(pageErrors).toEqual([]);
    await page.close();
  }, 180_000);
});
