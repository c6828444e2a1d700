// Chromium journeys through Onboard a School (docs/ingestion.md "Onboarding a school from OpenAlex"):
// the demo administrator finds the University of Michigan by name, sees its counts, onboards it and
// follows the job to its outcome; the demo university user (Wharton) sees why they cannot onboard
// another school. OpenAlex is a local server (tests/support/openalexServer.ts, from the real records in
// tests/fixtures/openalex) on the port the e2e setup gave the app as OPENALEX_BASE_URL.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openBrowser } from '../support/browser.ts';
import { startOpenAlexServer, type OpenAlexServer } from '../support/openalexServer.ts';
import { apiFromPage, signInAs } from '../support/signIn.ts';

interface ImportRun { id: number; source: string; file_name: string; status: string; created: number; updated: number; skipped: number; rejected: number }

describe('onboard a school from OpenAlex', () => {
  let openalex: OpenAlexServer;
  beforeAll(async () => {
    openalex = await startOpenAlexServer({ port: inject('openalexPort'), workCopies: 6 });
  });
  afterAll(async () => {
    await openalex.close();
  });

  it('[ONBOARD SCHOOL]: an admin finds a school by name, sees its counts, onboards it and sees the outcome', async () => {
    const { page, pageErrors } = await openBrowser();
    await signInAs(page, 'admin');
    await page.getByRole('link', { name: 'Onboard School', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/onboardSchool');

    const search = page.getByRole('search', { name: 'Find a school' });
    await search.getByRole('textbox', { name: 'School name, ROR id or OpenAlex id' }).fill('michigan');
    await search.getByRole('button', { name: 'Search' }).click();
    const found = page.getByRole('table', { name: 'Institutions found' });
    const row = found.getByRole('row').filter({ hasText: 'University of Michigan' });
    await row.waitFor({ timeout: 30_000 });
    const cells = (await row.getByRole('cell').allTextContents()).map((text) => text.trim());
    expect(cells.slice(1, 5)).toEqual(['US', '932,812', '22,780,242', 'Not yet']);

    await row.getByRole('button', { name: 'Select University of Michigan' }).click();
    const selected = page.getByRole('region', { name: 'Selected institution' });
    await expect.poll(() => selected.getByTestId('institution-authors').textContent(), { timeout: 30_000 }).toBe('1');
    expect(await selected.getByTestId('institution-works').textContent()).toBe('932,812');
    expect(await selected.getByTestId('institution-citations').textContent()).toBe('22,780,242');

    // OpenAlex is busy once: the job waits its Retry-After and goes on
    openalex.inject({ pathPrefix: '/works', cursor: '*' }, [{ status: 429, headers: { 'retry-after': '1' } }]);
    await selected.getByRole('button', { name: 'Start onboarding' }).click();
    await selected.getByText('Onboarding finished').waitFor({ timeout: 120_000 });

    const runs = await apiFromPage<{ runs: ImportRun[] }>(page, '/imports?source=openalex&limit=1');
    const run = runs.runs[0]!;
    expect(run).toMatchObject({ status: 'completed', rejected: 0, file_name: 'OpenAlex API: I27837315 (University of Michigan)' });
    expect(run.created).toBeGreaterThan(0);
    const result = selected.getByTestId('import-result');
    const shown = async (name: string) => Number(await result.getByTestId(`count-${name}`).textContent());
    expect({ created: await shown('created'), updated: await shown('updated'), skipped: await shown('skipped'), rejected: await shown('rejected') })
      .toEqual({ created: run.created, updated: run.updated, skipped: run.skipped, rejected: run.rejected });
    // every work came through the pages (3 a page: 3 pages and the empty one after), the first asked twice
    const works = openalex.requests.filter((r) => r.path === '/works');
    expect(works.map((r) => r.params.cursor === '*')).toEqual([true, true, false, false, false]);
    expect(works.every((r) => r.params.mailto === 'e2e@research-insights.test' && r.params['per-page'] === '3')).toBe(true);

    // the school is in Research Insights now, and onboarded
    await selected.getByRole('button', { name: 'Refresh from OpenAlex' }).waitFor({ timeout: 30_000 });
    await expect.poll(async () => (await row.getByRole('cell').nth(4).textContent())?.trim(), { timeout: 30_000 }).toBe('University of Michiganonboarded');
    expect(pageErrors).toEqual([]);
  }, 240_000);

  it('[ONBOARD SCHOOL]: a university user sees that they can onboard only their own school', async () => {
    const { page, pageErrors } = await openBrowser();
    await signInAs(page, 'university');
    await page.getByRole('link', { name: 'Onboard School', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/dashboards/onboardSchool');
    const search = page.getByRole('search', { name: 'Find a school' });
    await search.getByRole('textbox', { name: 'School name, ROR id or OpenAlex id' }).fill('I27837315');
    await search.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('button', { name: 'Select University of Michigan' }).click({ timeout: 30_000 });
    const selected = page.getByRole('region', { name: 'Selected institution' });
    await selected.getByText('You cannot onboard this school').waitFor({ timeout: 30_000 });
    await selected.getByText('Your school is not linked to an OpenAlex institution yet: ask an administrator to onboard it.').waitFor();
    expect(await selected.getByRole('button', { name: /Start onboarding|Refresh from OpenAlex/ }).count()).toBe(0);
    // and the server refuses it, whatever the page shows
    await expect(apiFromPage(page, '/openalex/onboard', { method: 'POST', body: { institution: 'I27837315' } })).rejects.toThrow(/: 403 .*Your school is not linked to an OpenAlex institution yet/);
    expect(pageErrors).toEqual([]);
  }, 120_000);
});
