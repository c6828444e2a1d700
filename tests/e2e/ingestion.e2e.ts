// Chromium journeys through the ingestion screens as the demo administrator: the RSS Feed Tool with
// a real Wiley feed, Update Faculty against a business school's faculty directory, and an OpenAlex
// upload that shows up in the import history. Feeds and directory pages (tests/fixtures/rss and
// tests/fixtures/directory) come from a local HTTP server this spec starts on the port the e2e setup
// named in FETCH_ALLOW_HOSTS (docs/ingestion.md "Internal hosts"): nothing else on loopback is reachable.
import http from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { repoRoot } from '@ri/infra';
import { openBrowser } from '../support/browser.ts';
import { apiFromPage, signInAs } from '../support/signIn.ts';

const FIXTURES = path.join(repoRoot, 'tests', 'fixtures');
const OPENALEX_WORK = path.join(FIXTURES, 'openalex', 'W2741809807.json');

interface ImportRun { id: number; source: string; status: string; created: number; updated: number; skipped: number; rejected: number }
interface CompareRow { _id: number | null; name: string; email: string; author_id: number | null; author_name: string; author_marker: number | null; action: string }

let site: { url: string; close(): Promise<void> };

async function pick(page: Page, label: string, text: string, option: string) {
  await page.getByRole('combobox', { name: label }).fill(text);
  await page.getByRole('option', { name: option, exact: true }).first().click({ timeout: 30_000 });
}

async function latestRun(page: Page, source: string): Promise<ImportRun> {
  const answer = await apiFromPage<{ runs: ImportRun[] }>(page, `/imports?source=${source}&limit=1`);
  return answer.runs[0]!;
}

/** The counts the page shows for a finished job, as numbers. */
async function shownCounts(page: Page) {
  const result = page.getByTestId('import-result');
  const read = async (name: string) => Number(await result.getByTestId(`count-${name}`).textContent());
  return { created: await read('created'), updated: await read('updated'), skipped: await read('skipped'), rejected: await read('rejected') };
}

describe('ingestion', () => {
  beforeAll(async () => {
    const wiley = await readFile(path.join(FIXTURES, 'rss', 'wiley-rss2-adv-synth-catal.xml'));
    const directoryPages = await Promise.all([1, 2].map((n) => readFile(path.join(FIXTURES, 'directory', `faculty-directory-page${n}.html`))));
    const server = http.createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      if (url.pathname === '/feeds/adv-synth-catal.xml') {
        response.setHeader('content-type', 'application/rss+xml; charset=utf-8');
        response.end(wiley);
        return;
      }
      const pageNumber = Number(url.searchParams.get('page') ?? '1');
      if (url.pathname === '/faculty/directory' && directoryPages[pageNumber - 1] !== undefined) {
        response.setHeader('content-type', 'text/html; charset=utf-8');
        response.end(directoryPages[pageNumber - 1]);
        return;
      }
      response.statusCode = 404;
      response.end('not found');
    });
    const port = inject('outsidePort');
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    site = {
      url: `http://127.0.0.1:${port}`,
      close: async () => {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      },
    };
  });

  afterAll(async () => {
    await site.close();
  });

  it('[RSS][IMPORT]: an admin maps a journal feed\'s tags, checks the items and imports them as papers', async () => {
    const { page, pageErrors } = await openBrowser();
    await signInAs(page, 'admin');
    await page.getByRole('link', { name: 'RSS Feed Tool' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/RSSFeedTool');

    const publishers = await apiFromPage<{ data: { id: number; publisher_name: string }[] }>(page, '/rss/journal-publisher/search');
    const publisher = publishers.data[0]!;
    const journals = await apiFromPage<{ data: { id: number; title: string }[] }>(page, `/rss/journal-publisher/search?pub_id=${publisher.id}`);
    const journal = journals.data[0]!;
    await pick(page, 'Publisher', publisher.publisher_name, publisher.publisher_name);
    await pick(page, 'Journal', journal.title, journal.title);

    const link = `${site.url}/feeds/adv-synth-catal.xml`;
    const feed = page.getByRole('form', { name: 'Feed' });
    await feed.getByRole('textbox', { name: 'Feed link' }).fill(link);
    await feed.getByRole('button', { name: 'Submit' }).click();

    // the feed's tags are offered for each of our fields; the suggestion fills the usual ones
    const parsed = await apiFromPage<{ item_count: number; rss_fields: string[] }>(page, `/rss?link=${encodeURIComponent(link)}`);
    const mapping = page.getByRole('region', { name: 'Tag mapping' });
    await expect.poll(() => mapping.getByTestId('feed-summary').textContent(), { timeout: 30_000 }).toContain(`${parsed.item_count} items in the feed (RSS 2.0); ${parsed.rss_fields.length} tags offered`);
    expect(await mapping.getByRole('combobox', { name: 'Authors' }).inputValue()).toBe('dc:creator');
    expect(await mapping.getByRole('combobox', { name: 'DOI' }).inputValue()).toBe('prism:doi');

    await mapping.getByRole('button', { name: 'Check' }).click();
    const checked = page.getByRole('region', { name: 'Checked items' });
    const config = { title: 'title', doi: 'prism:doi', authors: 'dc:creator', publication_year: 'dc:date', publication_name: 'prism:publicationName', volume: 'prism:volume', issue: 'prism:number', url: 'link', abstract: 'dc:description' };
    const check = await apiFromPage<{ parsed_data: { problem: string | null }[] }>(page, '/rss', { method: 'POST', body: { link, config } });
    const skipped = check.parsed_data.filter((row) => row.problem !== null).length;
    expect(skipped).toBeGreaterThan(0);
    await expect.poll(() => checked.getByTestId('check-summary').textContent(), { timeout: 30_000 }).toBe(`${check.parsed_data.length} items, ${skipped} would be skipped.`);
    // each row of the first page says whether it will be imported
    expect(await checked.getByRole('table', { name: 'Mapped feed items' }).getByText(/^(Ready|Skipped: .+)$/).count()).toBe(Math.min(10, check.parsed_data.length));

    await checked.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Submitted Succesfully').waitFor({ timeout: 30_000 });
    // some items lack authors: the run is completed with that many rejected (amber), with the first reasons shown
    await page.getByText(`Feed import completed with ${skipped} rejected`).waitFor({ timeout: 120_000 });
    expect(await page.getByTestId('import-outcome-detail').textContent()).toMatch(/^item \d+: /);
    const run = await latestRun(page, 'rss');
    expect(run.status).toBe('completed');
    expect(await shownCounts(page)).toEqual({ created: run.created, updated: run.updated, skipped: run.skipped, rejected: run.rejected });
    expect(run.created).toBeGreaterThan(0);
    expect(run.rejected).toBe(skipped);
    // the journal now carries its feed and mapping
    const after = await apiFromPage<{ data: { id: number; rss_feed_link: string | null }[] }>(page, `/rss/journal-publisher/search?pub_id=${publisher.id}`);
    expect(after.data.find((j) => j.id === journal.id)?.rss_feed_link).toBe(link);
    expect(pageErrors).toEqual([]);
  }, 240_000);

  it('[UPDATE FACULTY][COMPARE]: an admin configures a directory, scrapes it, compares it with our records and adds a new name', async () => {
    const { page, pageErrors } = await openBrowser();
    await signInAs(page, 'admin');
    const universities = await apiFromPage<{ _id: number; name: string }[]>(page, '/get_universities/all');
    // the directory (tests/fixtures/directory) is Wharton's: two of its people are the demo's designated Wharton faculty
    const university = universities.find((u) => u.name === 'University of Pennsylvania')!;
    const known = await apiFromPage<{ authors: { id: number; first_name: string; last_name: string; marker: number | null }[] }>(page, `/get_authors?id=${university._id}`);
    const olivia = known.authors.find((author) => author.first_name === 'Olivia' && author.last_name === 'Bennett')!;
    expect(olivia.marker).toBe(2);
    const newcomers = ['Quilla Testwood-Marsh', 'Tobias Ferreira-Lund'];

    await page.goto('/dashboard/updateFaculty');
    // every action needs a university first
    await page.getByRole('button', { name: 'Compare', exact: true }).click();
    await page.getByText('Please select a university').waitFor();
    await pick(page, 'University', university.name, university.name);

    // the directory configuration: a paginated table
    // a university without a configuration opens the editor by itself
    await page.getByRole('button', { name: /^Directory configuration · none yet/ }).waitFor({ timeout: 30_000 });
    const form = page.getByRole('form', { name: 'Directory configuration' });
    await form.getByRole('textbox', { name: 'Listing URL' }).fill(`${site.url}/faculty/directory`);
    await form.getByRole('combobox', { name: 'Pagination' }).click();
    await page.getByRole('option', { name: 'A "next page" link' }).click();
    await form.getByRole('textbox', { name: 'Next-page link selector' }).fill('a[rel="next"]');
    await form.getByRole('textbox', { name: 'Person (one per listed person)' }).fill('article.faculty-card');
    await form.getByRole('textbox', { name: 'Name' }).fill('.faculty-card__name a');
    await form.getByRole('textbox', { name: 'E-mail' }).fill('a.faculty-card__email');
    await form.getByRole('textbox', { name: 'Title (position)' }).fill('.faculty-card__title');
    await form.getByRole('textbox', { name: 'Department' }).fill('.faculty-card__department');
    await form.getByRole('textbox', { name: 'Profile link' }).fill('.faculty-card__name a');
    await form.getByRole('button', { name: 'Save configuration' }).click();
    await page.getByText('Directory configuration saved.').waitFor({ timeout: 30_000 });
    const saved = await apiFromPage<{ listing_url: string; pagination: { type: string } }>(page, `/directory_config/${university._id}`);
    expect(saved).toMatchObject({ listing_url: `${site.url}/faculty/directory`, pagination: { type: 'next_link' } });

    await page.getByRole('button', { name: 'Scrape', exact: true }).click();
    await page.getByText(/^Scrape (finished|completed with \d+ rejected)$/).waitFor({ timeout: 120_000 });
    const scrape = await latestRun(page, 'directory');
    expect(await shownCounts(page)).toEqual({ created: scrape.created, updated: scrape.updated, skipped: scrape.skipped, rejected: scrape.rejected });
    expect(scrape).toMatchObject({ status: 'completed', created: 4, rejected: 0 });
    // the scraped rows: every card of both pages, with its title, department and e-mail
    const searched = await apiFromPage<{ data: { name: string; email: string; position: string; department: string }[] }>(page, `/update_faculty?id=${university._id}&type=search`);
    expect(searched.data.map((row) => row.name).sort()).toEqual(['Daniel Okafor', 'Olivia R. Bennett', 'Quilla Testwood-Marsh', 'Tobias Ferreira-Lund']);
    expect(searched.data.find((row) => row.name === 'Olivia R. Bennett')).toMatchObject({ email: 'obennett@wharton.upenn.edu', position: 'Professor of Finance', department: 'Finance Department' });

    await page.getByRole('button', { name: 'Compare', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('type') === 'compare');
    const compared = await apiFromPage<{ data: CompareRow[] }>(page, `/update_faculty?id=${university._id}&type=compare`);
    const counts = new Map<string, number>();
    for (const row of compared.data) counts.set(row.action, (counts.get(row.action) ?? 0) + 1);
    expect(counts.get('Add Name')).toBe(2);
    expect(compared.data.filter((row) => row.action === 'Add Name').map((row) => row.name).sort()).toEqual(newcomers);
    expect(compared.data.find((row) => row.author_id === olivia.id)?.action).toBe('Promoted');
    const filters = page.getByRole('group', { name: 'Show the rows of one action' });
    for (const [action, count] of counts) await filters.getByText(`${action} (${count})`, { exact: true }).waitFor({ timeout: 30_000 });

    const newcomer = { name: newcomers[0]! };
    await filters.getByText('Add Name (2)', { exact: true }).click();
    await page.getByRole('button', { name: `Add Name: ${newcomer.name}` }).click();
    await page.getByText(`Added ${newcomer.name}`).waitFor({ timeout: 30_000 });
    const afterAdd = await apiFromPage<{ data: CompareRow[] }>(page, `/update_faculty?id=${university._id}&type=compare`);
    const added = afterAdd.data.find((row) => row.name === newcomer.name)!;
    expect(added.author_id).not.toBeNull();
    expect(added.action).not.toBe('Add Name');
    await expect.poll(() => page.getByRole('button', { name: `Add Name: ${newcomer.name}` }).count(), { timeout: 30_000 }).toBe(0);
    expect(pageErrors).toEqual([]);
  }, 240_000);

  it('[IMPORTS][OPENALEX]: an admin uploads an OpenAlex work and finds the run in the import history', async () => {
    const { page, pageErrors } = await openBrowser();
    await signInAs(page, 'admin');
    await page.getByRole('link', { name: 'Imports', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/imports');

    const section = page.getByRole('region', { name: 'OpenAlex import' });
    await section.locator('input[type="file"]').setInputFiles(OPENALEX_WORK);
    await section.getByRole('button', { name: 'Import OpenAlex file' }).click();
    await section.getByText('OpenAlex import finished').waitFor({ timeout: 120_000 });
    const run = await latestRun(page, 'openalex');
    expect(run).toMatchObject({ status: 'completed', rejected: 0 });
    expect(run.created).toBeGreaterThan(0);
    expect(await shownCounts(page)).toEqual({ created: run.created, updated: run.updated, skipped: run.skipped, rejected: run.rejected });

    await page.getByRole('link', { name: 'Import History', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/imports/history');
    const row = page.getByRole('table', { name: 'Import history' }).getByRole('row').filter({ hasText: `#${run.id}` });
    await row.waitFor({ timeout: 30_000 });
    const cells = (await row.getByRole('cell').allTextContents()).map((text) => text.trim());
    expect(cells[1]).toContain('OpenAlex');
    expect(cells[1]).toContain('W2741809807.json');
    expect(cells[2]).toBe('admin');
    expect(cells[4]).toBe('completed');
    expect(await row.getByTestId('run-outcome').locator('.mantine-Badge-root').getAttribute('data-color') ?? 'green').toBe('green');
    expect(cells.slice(5, 9)).toEqual([run.created, run.updated, run.skipped, run.rejected].map(String));
    expect(pageErrors).toEqual([]);
  }, 240_000);
});
