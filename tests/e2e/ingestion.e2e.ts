// Chromium journeys through the ingestion screens as the demo administrator: the RSS Feed Tool with
// a real Wiley feed, Update Faculty against a directory served here, and an OpenAlex upload that
// shows up in the import history. Feeds and directory pages come from a local HTTP server this spec
// starts (the e2e setup lets the fetcher reach loopback: INGESTION_ALLOW_PRIVATE_NETWORKS=1).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '@ri/infra';
import { openBrowser } from '../support/browser.ts';
import { apiFromPage, signInAs } from '../support/signIn.ts';

const SHARED_DATA = path.join(repoRoot, '..', 'shared', 'data');
const OPENALEX_WORK = path.join(SHARED_DATA, 'openalex', 'W2741809807.json');

interface ImportRun { id: number; source: string; status: string; created: number; updated: number; skipped: number; rejected: number }
interface CompareRow { _id: number | null; name: string; email: string; author_id: number | null; author_name: string; author_marker: number | null; action: string }

/** The directory page the site serves: a paginated table, as many university sites print their faculty. */
let directoryPages: string[] = [];
let site: { url: string; close(): Promise<void> };

function directoryPage(rows: { name: string; email: string; title: string; department: string }[], next: string | null): string {
  const body = rows.map((row) => `<tr><td class="name"><a href="/people/${encodeURIComponent(row.name)}">${row.name}</a></td>`
    + `<td class="email"><a href="mailto:${row.email}">${row.email}</a></td><td class="title">${row.title}</td><td class="dept">${row.department}</td></tr>`).join('\n');
  return `<!doctype html><html><body><table class="directory"><thead><tr><th>Name</th><th>Email</th><th>Title</th><th>Department</th></tr></thead>
<tbody>${body}</tbody></table>${next ? `<a class="next" href="${next}">Next</a>` : ''}</body></html>`;
}

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
    const wiley = await readFile(path.join(SHARED_DATA, 'rss', 'wiley-rss2-adv-synth-catal.xml'));
    const server = http.createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      if (url.pathname === '/feeds/adv-synth-catal.xml') {
        response.setHeader('content-type', 'application/rss+xml; charset=utf-8');
        response.end(wiley);
        return;
      }
      const pageNumber = Number(url.searchParams.get('page') ?? '1');
      if (url.pathname === '/faculty/list' && directoryPages[pageNumber - 1] !== undefined) {
        response.setHeader('content-type', 'text/html; charset=utf-8');
        response.end(directoryPages[pageNumber - 1]);
        return;
      }
      response.statusCode = 404;
      response.end('not found');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    site = {
      url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
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
    await page.getByText('Feed import finished').waitFor({ timeout: 120_000 });
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
    const university = universities[0]!;

    // the directory lists three of the university's authors (the first, an assistant professor, with a higher title) and a newcomer
    const known = await apiFromPage<{ authors: { id: number; first_name: string; last_name: string; email: string; marker: number | null }[] }>(page, `/get_authors?id=${university._id}`);
    const withEmail = known.authors.filter((author) => author.email !== '');
    const assistant = withEmail.find((author) => author.marker === 1)!;
    const others = withEmail.filter((author) => author !== assistant).slice(0, 2);
    const printed = (author: { first_name: string; last_name: string }) => `${author.first_name} ${author.last_name}`;
    const newcomer = { name: 'Quilla Testwood-Marsh', email: 'quilla.testwood-marsh@example.edu', title: 'Assistant Professor', department: 'Finance' };
    directoryPages = [
      directoryPage([
        { name: printed(assistant), email: assistant.email, title: 'Associate Professor', department: 'Finance' },
        { name: printed(others[0]!), email: others[0]!.email, title: 'Professor', department: 'Accounting' },
      ], '/faculty/list?page=2'),
      directoryPage([{ name: printed(others[1]!), email: others[1]!.email, title: 'Professor', department: 'Marketing' }, newcomer], null),
    ];

    await page.goto('/dashboard/updateFaculty');
    // every action needs a university first
    await page.getByRole('button', { name: 'Compare', exact: true }).click();
    await page.getByText('Please select a university').waitFor();
    await pick(page, 'University', university.name, university.name);

    // the directory configuration: a paginated table
    // a university without a configuration opens the editor by itself
    await page.getByRole('button', { name: /^Directory configuration · none yet/ }).waitFor({ timeout: 30_000 });
    const form = page.getByRole('form', { name: 'Directory configuration' });
    await form.getByRole('textbox', { name: 'Listing URL' }).fill(`${site.url}/faculty/list`);
    await form.getByRole('combobox', { name: 'Pagination' }).click();
    await page.getByRole('option', { name: 'A "next page" link' }).click();
    await form.getByRole('textbox', { name: 'Next-page link selector' }).fill('a.next');
    await form.getByRole('textbox', { name: 'Person (one per listed person)' }).fill('table.directory tbody tr');
    await form.getByRole('textbox', { name: 'Name' }).fill('td.name');
    await form.getByRole('textbox', { name: 'E-mail' }).fill('td.email a');
    await form.getByRole('textbox', { name: 'Title (position)' }).fill('td.title');
    await form.getByRole('textbox', { name: 'Department' }).fill('td.dept');
    await form.getByRole('textbox', { name: 'Profile link' }).fill('td.name a');
    await form.getByRole('button', { name: 'Save configuration' }).click();
    await page.getByText('Directory configuration saved.').waitFor({ timeout: 30_000 });
    const saved = await apiFromPage<{ listing_url: string; pagination: { type: string } }>(page, `/directory_config/${university._id}`);
    expect(saved).toMatchObject({ listing_url: `${site.url}/faculty/list`, pagination: { type: 'next_link' } });

    await page.getByRole('button', { name: 'Scrape', exact: true }).click();
    await page.getByText('Scrape finished').waitFor({ timeout: 120_000 });
    const scrape = await latestRun(page, 'directory');
    expect(await shownCounts(page)).toEqual({ created: scrape.created, updated: scrape.updated, skipped: scrape.skipped, rejected: scrape.rejected });
    expect(scrape.created).toBe(4);

    await page.getByRole('button', { name: 'Compare', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('type') === 'compare');
    const compared = await apiFromPage<{ data: CompareRow[] }>(page, `/update_faculty?id=${university._id}&type=compare`);
    const counts = new Map<string, number>();
    for (const row of compared.data) counts.set(row.action, (counts.get(row.action) ?? 0) + 1);
    expect(counts.get('Add Name')).toBe(1);
    expect(compared.data.find((row) => row.author_id === assistant.id)?.action).toBe('Promoted');
    const filters = page.getByRole('group', { name: 'Show the rows of one action' });
    for (const [action, count] of counts) await filters.getByText(`${action} (${count})`, { exact: true }).waitFor({ timeout: 30_000 });

    await filters.getByText('Add Name (1)', { exact: true }).click();
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
    expect(cells.slice(5, 9)).toEqual([run.created, run.updated, run.skipped, run.rejected].map(String));
    expect(pageErrors).toEqual([]);
  }, 240_000);
});
