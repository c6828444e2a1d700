import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { TFacultyCitationsResponse, TFigurePapersResponse, TMyFiguresResponse, TOutliersResponse } from '@ri/contracts';
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

describe('figure options on the university home', () => {
  beforeAll(async () => {
    await ensureAnalyticsComputed(inject('baseUrl'));
  }, 660_000);

  it('[UNIVERSITY][OPTIONS]: a link in fractional counting gives Most Cited Faculty and Visualization by Rank their fractional figures, said beside them', async () => {
    const { page, pageErrors } = await openBrowser();
    await signInAs(page, 'university');
    await page.waitForURL((url) => url.pathname === '/dashboards/home');
    await page.goto(new URL('/dashboards/home?counting=fractional', inject('baseUrl')).toString());

    const citations = await apiFromPage<TFacultyCitationsResponse>(page, '/dashboard/faculty_citations?counting=fractional');
    expect(citations.counting).toBe('fractional');
    const faculty = citations.school.most_cited_faculty_data!;
    const mostCited = page.getByTestId('home-most-cited-faculty');
    await mostCited.getByText(faculty.name, { exact: true }).waitFor();
    await eventually(() => mostCited.getByTestId('most-cited-faculty-count').textContent()).toBe(faculty.count.toLocaleString('en-US'));
    await mostCited.getByText('; fractional counting (1 / authors)', { exact: false }).waitFor();

    const outliers = await apiFromPage<TOutliersResponse>(page, '/dashboard/outliers?marker=1&dept=all&counting=fractional');
    expect(outliers.counting).toBe('fractional');
    await eventually(() => page.getByTestId('outlier-options').textContent()).toContain('fractional counting (1 / authors)');
    const chart = page.locator('[data-chart^="Visualization by Rank Assistant"][data-chart$="fractional"]');
    await eventually(async () => (await chart.locator('.apexcharts-yaxis-label').allTextContents()).join('|')).toContain(outliers.authors[0]!.name);
    expect(pageErrors).toEqual([]);
    await page.close();
  }, 180_000);
});
