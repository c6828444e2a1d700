import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ensureAnalyticsComputed } from '../support/analytics.ts';
import { openBrowser } from '../support/browser.ts';
import { apiFromPage, signInAs } from '../support/signIn.ts';

// The faculty dashboards of issue 7 (docs/requirements/dashboards.md §2-9 for the /dashboard layout), the Faculty
// Ranking of both layouts and the three copies of Explore (docs/requirements/admin-tools.md). Every figure checked on the
// page is compared with the API's own answer, read with the page's token.

interface MyFigures { id: number; name: string; department: string | null; totals: { total_papers: number; total_citations: number; h_index: number } }
interface Network { center: number; nodes: Array<{ id: number; name: string; depth: number }> }
interface Departments { university: { _id: number; name: string }; departments: Array<{ _id: number; name: string }> }
interface ProgressRow { id: number; name: string; total_papers: number; total_citations: number; is_you: boolean }
interface Progress { 'In your school': ProgressRow[]; 'In other schools': ProgressRow[]; faculty_rank_within_university: number | null }
interface FitCell { name: string | null; is_you: boolean }
interface Fit { university_map: Record<'a_to_b_journals_ratio' | 'solo_to_coauthored_papers_ratio' | 'citations_per_paper' | 'avg_papers_per_year_per_faculty', FitCell[]> }
interface Compare { years: number[]; data: { total_papers: Record<string, number | null>; hindex: Record<string, number | null> } }
interface Ranking { total: number; averages: Record<string, number> | null; rows: Array<{ author_id: number; first_name: string; last_name: string; total_papers: number; h_index_score: number }> }
interface AuthorRow { id: number; first_name: string; last_name: string }
interface Papers { papers: Array<{ _id: number; document_title: string }> }

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A field's label: required fields read 'Label *'. */
const label = (text: string) => new RegExp(`^${escapeRegExp(text)}( \\*)?$`);
/** expect.poll with a patient timeout: the e2e machine is shared. */
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 30_000 });

/** Opens a labelled select and picks the option named exactly `option`. */
async function choose(page: Page, name: string, option: string) {
  await page.getByRole('combobox', { name: label(name) }).click();
  await page.getByRole('option', { name: option, exact: true }).first().click({ timeout: 30_000 });
}

/** The status of a signed-in call made by the page, and the server's message. */
function callStatus(page: Page, path: string): Promise<{ status: number; message: string }> {
  return page.evaluate(async (target) => {
    const browserGlobal = globalThis as unknown as { localStorage: { getItem(name: string): string | null } };
    const response = await fetch(`/api${target}`, { headers: { authorization: `Bearer ${browserGlobal.localStorage.getItem('rl_token') ?? ''}` } });
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    return { status: response.status, message: body.message ?? '' };
  }, path);
}

describe('faculty dashboards, faculty ranking and explore', () => {
  beforeAll(async () => {
    await ensureAnalyticsComputed(inject('baseUrl'));
  }, 660_000);

  it('[FACULTY][HOME]: a faculty member sees their figures, the journal treemap, the school widgets and opens a co-author from the network map', async () => {
    const { page, pageErrors } = await openBrowser();
    await signInAs(page, 'faculty');
    await page.waitForURL((url) => url.pathname === '/dashboard/home');
    const mine = await apiFromPage<MyFigures>(page, '/dashboard/my_figures');
    const network = await apiFromPage<Network>(page, '/dashboard/coauthor_network?depth=2&limit=150');

    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    const papersTile = page.getByTestId('tile-Papers');
    await eventually(() => papersTile.textContent()).toBe(`Papers${mine.totals.total_papers}`);
    expect(await page.getByTestId('tile-Citations').textContent()).toBe(`Citations${mine.totals.total_citations}`);
    expect(await page.getByTestId('tile-H-Index').textContent()).toBe(`H-Index${mine.totals.h_index}`);
    await page.locator('[data-chart="Journal distribution of your papers"]').waitFor({ timeout: 30_000 });
    await page.getByTestId('most-cited').waitFor({ timeout: 30_000 });

    // the network: every node of the answer is drawn; a co-author opens their read-only profile
    const map = page.getByTestId('coauthor-network');
    await map.waitFor({ timeout: 30_000 });
    expect(await map.locator('[data-node-id]').count()).toBe(network.nodes.length);
    const coauthor = network.nodes.find((node) => node.depth === 1)!;
    await map.locator(`[data-node-id="${coauthor.id}"]`).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/dashboard/profileEdit' && url.searchParams.get('coauthorid') === String(coauthor.id) && url.searchParams.get('isReadOnly') === 'true');
    await page.getByRole('heading', { name: 'Author Profile' }).waitFor({ timeout: 30_000 });
    expect(pageErrors).toEqual([]);
  });

  it('[FACULTY][PROGRESS]: a faculty member ranks their department by papers and scrolls to themselves in both lists', async () => {
    const { page, pageErrors } = await openBrowser();
    await signInAs(page, 'faculty');
    await page.goto('/dashboard/facultyProgress');
    const mine = await apiFromPage<MyFigures>(page, '/dashboard/my_figures');
    const departments = await apiFromPage<Departments>(page, '/get_departments');
    const department = departments.departments.find((d) => d.name === mine.department)!;

    // Search only when every selection is made: the missing ones are flagged
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('Select a department').waitFor();
    expect(await page.getByText('Select the number of faculty').count()).toBe(1);

    await choose(page, 'Department', department.name);
    await choose(page, 'Journal type', 'All journals');
    await page.getByRole('combobox', { name: label('Journals') }).click();
    await page.getByRole('option', { name: 'All journals', exact: true }).click();
    await page.keyboard.press('Escape');
    await choose(page, 'Number of faculty', '10');
    await page.getByRole('button', { name: 'Search' }).click();

    const results = page.getByTestId('progress-results');
    await results.waitFor({ timeout: 60_000 });
    const year = new Date().getFullYear();
    const answer = await apiFromPage<Progress>(page, '/dashboard/faculty_progress', {
      method: 'POST', body: { department: department._id, journals: 'All', rank_by: 'papers', count: 10, from_year: year - 5, to_year: year },
    });
    const school = page.getByRole('table', { name: 'In your school' });
    await eventually(() => school.locator('tbody tr').count()).toBe(answer['In your school'].length);
    const firstRow = answer['In your school'][0]!;
    expect(await school.locator('tbody tr').first().textContent()).toContain(firstRow.name);
    expect(await school.locator('tbody tr').first().locator('td').nth(3).textContent()).toBe(String(firstRow.total_papers));
    expect(await page.getByRole('table', { name: 'In other schools' }).locator('tbody tr').count()).toBe(answer['In other schools'].length);
    // the filters collapsed under the results; the address holds the search
    expect(page.url()).toContain(`dept=${department._id}`);

    await page.getByRole('button', { name: 'Scroll to yourself' }).first().click();
    await eventually(() => school.locator('tr[data-you]').isVisible()).toBe(true);
    expect(await school.locator('tr[data-you]').textContent()).toContain(mine.name.split(' ').at(-1)!);
    expect(pageErrors).toEqual([]);
  });

  it('[FACULTY][FIT]: a faculty member sees the schools around them per figure, yourself in row 4', async () => {
    const { page, pageErrors } = await openBrowser();
    await signInAs(page, 'faculty');
    await page.goto('/dashboard/findYourFit');
    const fit = await apiFromPage<Fit>(page, '/dashboard/find_your_fit');
    const table = page.getByTestId('find-your-fit');
    await table.waitFor({ timeout: 30_000 });
    expect(await table.locator('tbody tr').count()).toBe(7);
    for (const [metric, cells] of Object.entries(fit.university_map)) {
      for (const [index, cell] of cells.entries()) {
        const text = await table.locator(`tbody tr[data-row-index="${index}"] td[data-metric="${metric}"] p`).first().textContent();
        expect(text, `${metric} row ${index}`).toBe(cell.is_you ? 'You' : cell.name ?? 'No data');
      }
    }
    expect(await table.locator('tbody tr[data-row-index="4"] th').textContent()).toBe('You');
    expect(pageErrors).toEqual([]);
  });

  it('[FACULTY][COMPARE]: a faculty member compares their career with a co-author\'s, milestone by milestone', async () => {
    const { page, pageErrors } = await openBrowser();
    await signInAs(page, 'faculty');
    await page.goto('/dashboard/compareYourself');
    await page.getByRole('button', { name: 'Compare' }).click();
    await page.getByText('Fill all the input fields').waitFor();

    const network = await apiFromPage<Network>(page, '/dashboard/coauthor_network?depth=1');
    const other = network.nodes.find((node) => node.depth === 1)!;
    await page.getByRole('combobox', { name: label('Faculty to compare with') }).fill(other.name);
    // an option reads the name, then the university and position
    await page.getByRole('option', { name: new RegExp(`^${escapeRegExp(other.name)}`) }).first().click({ timeout: 30_000 });
    await page.getByRole('combobox', { name: label('Faculty to compare with') }).press('Enter');
    await page.waitForURL((url) => url.searchParams.get('id') === String(other.id));

    const answer = await apiFromPage<Compare>(page, `/compareyourself?id=${other.id}`);
    const card = page.getByTestId(`career-${other.id}`);
    await card.waitFor({ timeout: 30_000 });
    await card.getByRole('button', { name: 'Figures at each milestone' }).click();
    const table = card.getByRole('table');
    const current = answer.years.at(-1)!;
    const papersRow = table.locator('tbody tr').filter({ hasText: 'Total Papers' });
    expect(await papersRow.locator('td').last().textContent()).toBe(String(answer.data.total_papers[String(current)] ?? '-'));
    expect(await table.locator('thead th').last().textContent()).toBe(`Current Year (${current})`);
    await page.locator('[data-chart="Papers over years"]').waitFor({ timeout: 30_000 });
    expect(pageErrors).toEqual([]);
  });

  it('[FACULTY][EXPLORE]: a faculty member finds faculty by name and papers by title, and opens a read-only profile; their own row does nothing', async () => {
    const { page, pageErrors } = await openBrowser();
    await signInAs(page, 'faculty');
    await page.goto('/dashboard/explore');
    const mine = await apiFromPage<MyFigures>(page, '/dashboard/my_figures');
    const lastName = mine.name.split(' ').at(-1)!;
    await page.getByLabel('Last name').fill(`  ${lastName} `);
    await page.getByRole('button', { name: 'Search' }).click();
    const found = await apiFromPage<{ authors: AuthorRow[] }>(page, `/auth_search?last_name=${encodeURIComponent(lastName)}`);
    await eventually(() => page.getByTestId('results-found').textContent()).toBe(`${found.authors.length} results found`);

    const table = page.getByRole('table', { name: 'Faculty found' });
    await table.getByTitle(/your own profile/).click();
    expect(new URL(page.url()).pathname).toBe('/dashboard/explore');

    // a paper of their own, by the first three words of its title
    const profile = await apiFromPage<{ papers: Array<{ document_title: string }> }>(page, '/profile/get_profile');
    const words = profile.papers[0]!.document_title.split(/\s+/).slice(0, 3).join(' ');
    await page.getByText('Paper', { exact: true }).click();
    await page.getByLabel('Paper title').fill(words);
    await page.getByRole('button', { name: 'Search' }).click();
    const papers = await apiFromPage<Papers>(page, `/paper_search/${encodeURIComponent(words)}`);
    expect(papers.papers.length).toBeGreaterThan(0);
    await eventually(() => page.getByTestId('results-found').textContent()).toBe(`${papers.papers.length} results found`);

    const other = found.authors.find((author) => author.id !== mine.id);
    if (other) {
      await page.goto(`/dashboard/explore?by=faculty&last=${encodeURIComponent(lastName)}`);
      await page.getByRole('table', { name: 'Faculty found' }).getByTitle(`Open the profile of ${other.first_name} ${other.last_name}`, { exact: true }).first().click();
      await page.waitForURL((url) => url.pathname === '/dashboard/profileEdit' && url.searchParams.get('isReadOnly') === 'true');
    }
    expect(pageErrors).toEqual([]);
  });

  it('[FACULTY][MENU]: a faculty member with an incomplete profile finds the screens locked, and the server refuses their figures', async () => {
    const { page } = await openBrowser();
    await signInAs(page, 'newfaculty');
    await page.waitForURL((url) => url.pathname === '/dashboard/profileEdit');
    for (const item of ['Faculty Progress', 'Compare Yourself', 'Find Your Fit', 'Explore', 'Faculty Ranking']) {
      const entry = page.getByRole('button', { name: item, exact: true });
      expect(await entry.getAttribute('aria-disabled'), item).toBe('true');
    }
    expect(await callStatus(page, '/dashboard/my_figures')).toEqual({ status: 403, message: 'Please complete your profile to see this page.' });
  });

  it('[UNIVERSITY][RANKING]: a university user ranks their faculty, sorts by a column through the server and pages', async () => {
    const { page, pageErrors } = await openBrowser();
    await signInAs(page, 'university');
    await page.goto('/dashboards/authorrank');
    await page.getByRole('button', { name: 'Search' }).click();
    const results = page.getByTestId('ranking-results');
    await results.waitFor({ timeout: 60_000 });
    const session = await apiFromPage<{ univ_id: number }>(page, '/session');
    const body = { universities: [session.univ_id], markers: [1, 2, 3], gender: ['Female', 'Male', 'Other'], journal_classes: ['A', 'A-', 'B'], counting: 'full', page: 1, page_size: 10 };
    const byPapers = await apiFromPage<Ranking>(page, '/ranking/authors', { method: 'POST', body: { ...body, sort_by: 'total_papers', sort_order: 'desc' } });
    await eventually(() => page.getByTestId('ranking-total').textContent()).toBe(`${byPapers.total} faculty ranked`);
    const table = page.getByRole('table', { name: 'Faculty ranking' });
    expect(await table.locator('tbody tr').count()).toBe(Math.min(10, byPapers.total));
    expect(await table.locator('tbody tr').first().textContent()).toContain(byPapers.rows[0]!.last_name);

    await table.locator('[data-sort-field="h_index_score"]').click();
    const byH = await apiFromPage<Ranking>(page, '/ranking/authors', { method: 'POST', body: { ...body, sort_by: 'h_index_score', sort_order: 'desc' } });
    await eventually(() => table.locator('tbody tr').first().textContent()).toContain(`${byH.rows[0]!.first_name}${byH.rows[0]!.last_name}`);
    expect(page.url()).toContain('sort=h_index_score');

    await page.getByRole('button', { name: '2', exact: true }).click();
    const pageTwo = await apiFromPage<Ranking>(page, '/ranking/authors', { method: 'POST', body: { ...body, sort_by: 'h_index_score', sort_order: 'desc', page: 2 } });
    await eventually(() => table.locator('tbody tr').first().locator('td').first().textContent()).toBe('11');
    expect(await table.locator('tbody tr').first().textContent()).toContain(pageTwo.rows[0]!.last_name);
    // the page against the average of everyone ranked (the same on every page)
    expect(pageTwo.averages).toEqual(byH.averages);
    await page.locator(`[data-chart="H-Index of this page against the average of the ${byH.total} ranked"]`).waitFor({ timeout: 30_000 });
    expect(pageErrors).toEqual([]);
  });

  it('[ADMIN][EDIT AUTHOR]: an admin finds a faculty member by name and opens their profile to edit', async () => {
    const { page, pageErrors } = await openBrowser();
    await signInAs(page, 'admin');
    await page.goto('/tools/editAuthor');
    await page.getByRole('heading', { name: 'Edit Author', level: 1 }).waitFor();
    expect(await page.getByRole('radio', { name: 'Paper' }).count()).toBe(0);
    await page.getByLabel('First name').fill('Olivia');
    await page.getByLabel('Last name').fill('Bennett ');
    await page.getByRole('button', { name: 'Search' }).click();
    const found = await apiFromPage<{ authors: AuthorRow[] }>(page, '/auth_search?first_name=Olivia&last_name=Bennett');
    await eventually(() => page.getByTestId('results-found').textContent()).toBe(`${found.authors.length} results found`);
    const first = found.authors[0]!;
    await page.getByRole('table', { name: 'Faculty found' }).getByTitle(`Edit the profile of ${first.first_name} ${first.last_name}`, { exact: true }).first().click();
    await page.waitForURL((url) => url.pathname === '/dashboard/profileEdit' && url.searchParams.get('coauthorid') === String(first.id) && url.searchParams.get('isReadOnly') === 'false');

    // an administrator has no figures of their own: they pick whose faculty screens to see
    await page.goto('/dashboard/findYourFit');
    await page.getByText('Choose a faculty member', { exact: true }).waitFor();
    await page.getByRole('combobox', { name: 'Faculty member shown (administrator)' }).fill(`${first.first_name} ${first.last_name}`);
    await page.getByRole('option', { name: new RegExp(`^${escapeRegExp(`${first.first_name} ${first.last_name}`)}`) }).first().click({ timeout: 30_000 });
    const fit = await apiFromPage<Fit>(page, `/dashboard/find_your_fit?author_id=${first.id}`);
    const table = page.getByTestId('find-your-fit');
    await table.waitFor({ timeout: 30_000 });
    const firstCell = fit.university_map.citations_per_paper[0]!;
    expect(await table.locator('tbody tr[data-row-index="0"] td[data-metric="citations_per_paper"] p').first().textContent()).toBe(firstCell.name ?? 'No data');
    expect(pageErrors).toEqual([]);
  });
});
