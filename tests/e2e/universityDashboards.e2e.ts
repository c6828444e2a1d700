import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import type {
  TDepartmentsResponse, TFacultyByDepartmentResponse, TFacultyCitationsResponse, TGenderResponse, THireImpactResponse, TInterestingFactResponse,
  TJournalDistributionResponse, TOutliersResponse, TPerceptualMapResponse, TSignUpCandidate, TTenureReadinessResponse,
} from '@ri/contracts';
import { ensureAnalyticsComputed } from '../support/analytics.ts';
import { openBrowser } from '../support/browser.ts';
import { apiFromPage, signInAs } from '../support/signIn.ts';
import { tableRows } from '../support/tables.ts';

// The university dashboards of issue 6 (items 1-5): Home with Visualization by Rank, Tenure
// Readiness, Hire Impact and Compare Schools, as the demo `university` user (The Wharton School),
// and the home dashboard of a school an administrator chooses. Every figure checked on the page is
// compared with the API's own answer, read with the page's token.

interface SimilarAuthors {
  primary_co_authors: Array<{ author_id: number; first_name: string; last_name: string; univ_name: string }>;
  secondary_co_authors: Array<{ author_id: number; first_name: string; last_name: string; univ_name: string }>;
}

const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 30_000 });

async function choose(page: Page, combobox: string, option: string) {
  await page.getByRole('combobox', { name: combobox, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A SegmentedControl option: its radio input is hidden, its label takes the click. `group`: the control's name, where two offer the same choice. */
async function pickSegment(page: Page, name: string, group?: string) {
  const scope = group ? page.getByRole('radiogroup', { name: group, exact: true }) : page;
  const id = await scope.getByRole('radio', { name, exact: true }).getAttribute('id');
  await page.locator(`label[for="${id}"]`).click();
}

async function openFromMenu(page: Page, name: string, path: string) {
  await page.getByRole('link', { name, exact: true }).click();
  await page.waitForURL((url) => url.pathname === path);
}

const two = (value: number) => value.toFixed(2);
/** A figure as the screens write it (docs/ui.md, "Numbers"): a whole number without decimals ("1,270"), others with two. */
const shown = (value: number) => {
  const rounded = Math.round(value * 100) / 100;
  return Number.isInteger(rounded) ? rounded.toLocaleString('en-US') : rounded.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
};

describe('university dashboards: home, tenure readiness, hire impact and compare schools', () => {
  beforeAll(async () => {
    await ensureAnalyticsComputed(inject('baseUrl'));
  }, 660_000);

  it('[UNIVERSITY][HOME]: a dean reads the school\'s dashboard, then the same widgets for one department', async () => {
    const { page, pageErrors } = await openBrowser();
    await signInAs(page, 'university');
    await page.waitForURL((url) => url.pathname === '/dashboards/home');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();

    const [journals, citations, facts] = await Promise.all([
      apiFromPage<TJournalDistributionResponse>(page, '/dashboard/journal_distri_of_papers?dept=all'),
      apiFromPage<TFacultyCitationsResponse>(page, '/dashboard/faculty_citations'),
      apiFromPage<TInterestingFactResponse>(page, '/dashboard/interesting_fact?dept=all'),
    ]);
    expect(journals.total_papers).toBeGreaterThan(0);
    await page.getByTestId('home-journal-distribution').getByText(`School: ${journals.total_papers} distinct papers`, { exact: false }).waitFor();
    const faculty = citations.school.most_cited_faculty_data!;
    const mostCited = page.getByTestId('home-most-cited-faculty');
    await mostCited.getByText(faculty.name, { exact: true }).waitFor();
    expect(await mostCited.getByTestId('most-cited-faculty-count').textContent()).toBe(faculty.count.toLocaleString('en-US'));
    // Interesting Facts: one row per gender, one decimal, '-' for an empty cell
    const factsTable = page.getByRole('table', { name: 'Interesting facts' });
    await factsTable.locator('tbody tr').first().waitFor();
    const cell = (value: number | null) => (value === null ? '-' : value.toFixed(1));
    expect(await tableRows(factsTable)).toEqual((['all', 'male', 'female', 'other'] as const).map((key, index) => [
      ['All', 'Male', 'Female', 'Other'][index]!, cell(facts[key].assistant), cell(facts[key].associate), cell(facts[key].full), cell(facts[key].other),
    ]));
    // the tenure card counts the month's colours of the server's rows (5 years, all journals)
    const tenure = await apiFromPage<TTenureReadinessResponse>(page, '/dashboard/tenure_readiness?years=5&journal=All&dept=all');
    const greens = tenure.rows.filter((row) => row.color === 'green').length;
    await eventually(() => page.getByTestId('tenure-count-green').textContent()).toBe(`green: ${greens}`);

    // Visualization by Rank: full professors, the server's first author on the first line
    await pickSegment(page, 'Full', 'Rank');
    await page.waitForURL((url) => url.searchParams.get('rank') === '3');
    const outliers = await apiFromPage<TOutliersResponse>(page, '/dashboard/outliers?marker=3&dept=all');
    await eventually(() => page.getByTestId('outlier-slide').textContent()).toBe(`Slide 1 of ${outliers.slides.length}`);
    const chart = page.locator('[data-chart^="Visualization by Rank Full"]');
    await eventually(async () => (await chart.locator('.apexcharts-yaxis-label').allTextContents()).join('|')).toContain(outliers.authors[0]!.name);

    // one department: the list arrives after 2 s, then every widget follows the choice
    const departments = await apiFromPage<TDepartmentsResponse>(page, '/get_departments');
    const finance = departments.departments.find((d) => d.name === 'Finance')!;
    await pickSegment(page, 'Department');
    await choose(page, 'Department', 'Finance');
    await page.waitForURL((url) => url.searchParams.get('dept') === String(finance._id));
    const financeRow = citations.departments.find((row) => row.department_id === finance._id)!;
    await mostCited.getByText(financeRow.most_cited_faculty_data!.name, { exact: true }).waitFor();
    const gender = await apiFromPage<TGenderResponse>(page, `/gender?department=${finance._id}`);
    if (gender.mode !== 'school') throw new Error('expected the school distribution');
    await eventually(() => page.getByTestId('gender-counts').textContent()).toContain(`${gender.counts.male} male, ${gender.counts.female} female, ${gender.counts.other} other`);

    // the Compare Schools card leads to the screen
    await page.getByRole('link', { name: 'Open Compare Schools' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboards/compareSchools');
    expect(pageErrors).toEqual([]);
  }, 180_000);

  it('[UNIVERSITY][TENURE READINESS]: a dean compares the Finance assistant professors with the associates over 10 years in A and A- journals', async () => {
    const { page, pageErrors } = await openBrowser();
    await signInAs(page, 'university');
    await openFromMenu(page, 'Tenure Readiness', '/dashboards/tenureReadiness');
    // a department is required
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('Select a department.').waitFor();
    await choose(page, 'Department', 'Finance');
    await page.getByRole('button', { name: 'Search' }).click();
    const departments = await apiFromPage<TDepartmentsResponse>(page, '/get_departments');
    const finance = departments.departments.find((d) => d.name === 'Finance')!;
    await page.waitForURL((url) => url.searchParams.get('dept') === String(finance._id) && url.searchParams.get('years') === '10');
    const own = departments.university._id;
    const api = await apiFromPage<TTenureReadinessResponse>(page, `/dashboard/tenure_readiness?years=10&journal=${encodeURIComponent('A and A-')}&rank=assistant&dept=${finance._id}&univ_ids=${own}`);
    expect(api.rows.length).toBeGreaterThan(0);
    await page.getByText(`${api.rows.length} faculty member${api.rows.length === 1 ? '' : 's'}`, { exact: true }).waitFor();
    await page.getByText(`compared with the ${api.comparison_count} associate professor`, { exact: false }).waitFor();

    // the most ready first, with the server's readiness and colour
    const first = [...api.rows].sort((a, b) => (b.readiness_percent ?? -1) - (a.readiness_percent ?? -1) || a.name.localeCompare(b.name))[0]!;
    const card = page.getByTestId(`tenure-card-${first.id}`);
    await card.waitFor();
    expect(await card.getAttribute('data-colour')).toBe(first.color);
    expect(await card.getByTestId('tenure-readiness').textContent()).toBe(first.readiness_percent === null ? '-' : `${two(first.readiness_percent)}%`);
    await card.getByText(first.univ_name, { exact: true }).waitFor();
    // the tier source in force is named beside the counts: with Finance in scope, Finance's own lists
    expect(api.tier_source).toEqual({ kind: 'department', department_id: finance._id, label: 'Finance department\'s journal lists' });
    expect(await card.getByTestId('card-tier-source').textContent()).toBe(`Tiers: ${api.tier_source.label}`);
    await page.getByTestId('tier-source').getByText(api.tier_source.label, { exact: true }).waitFor();

    // the table view holds every row
    await pickSegment(page, 'Table');
    const table = page.getByRole('table', { name: 'Tenure readiness' });
    await table.locator('tbody tr').first().waitFor();
    await page.getByRole('combobox', { name: 'Rows per page' }).click();
    await page.getByRole('option', { name: '100' }).click();
    const names = (await tableRows(table)).map((row) => row[0]);
    expect([...names].sort()).toEqual(api.rows.map((row) => row.name).sort());
    expect(pageErrors).toEqual([]);
  }, 180_000);

  it('[UNIVERSITY][HIRE IMPACT]: a dean sees how hiring a co-author from another school would move three Finance colleagues\' averages', async () => {
    const { page, pageErrors } = await openBrowser();
    await signInAs(page, 'university');
    await openFromMenu(page, 'Hire Impact', '/dashboards/hireImpact');
    // nothing chosen: every input is flagged
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('Please select a candidate').waitFor();
    await page.getByText('Select the hiring department.').waitFor();

    // a candidate: a co-author at another school whom the sign-up lookup knows
    const departments = await apiFromPage<TDepartmentsResponse>(page, '/get_departments');
    const finance = departments.departments.find((d) => d.name === 'Finance')!;
    const colleagues = await apiFromPage<TFacultyByDepartmentResponse>(page, `/dashboard/get_faculty_by_department?department=${finance._id}`);
    const universities = await apiFromPage<Array<{ _id: number; name: string }>>(page, '/get_universities/completed');
    let candidate: { author_id: number; first_name: string; last_name: string; univ_name: string; uid: number; matches: TSignUpCandidate[] } | null = null;
    for (const colleague of colleagues.faculty) {
      const similar = await apiFromPage<SimilarAuthors>(page, `/get_similar_auth/${colleague._id}`);
      for (const author of similar.primary_co_authors) {
        const university = universities.find((u) => u.name === author.univ_name);
        if (!university || university._id === departments.university._id || !/^[A-Za-z ]+$/.test(`${author.first_name}${author.last_name}`)) continue;
        const { authors } = await apiFromPage<{ authors: TSignUpCandidate[] }>(page, `/signup?fn=${encodeURIComponent(author.first_name.toLowerCase())}&ln=${encodeURIComponent(author.last_name.toLowerCase())}&uid=${university._id}`);
        if (authors.some((a) => a.author_id === author.author_id)) candidate = { ...author, uid: university._id, matches: authors };
        if (candidate) break;
      }
      if (candidate) break;
    }
    if (!candidate) throw new Error('no co-author at another school to hire');

    await page.getByRole('textbox', { name: 'First name' }).fill(candidate.first_name);
    await page.getByRole('textbox', { name: 'Last name' }).fill(candidate.last_name);
    await page.getByRole('combobox', { name: 'University', exact: true }).fill(candidate.univ_name);
    if (candidate.matches.length > 1) {
      const dialog = page.getByRole('dialog', { name: 'Select a candidate' });
      await dialog.waitFor({ timeout: 30_000 });
      // Select with nothing ticked keeps the modal open with the seed's message
      await dialog.getByRole('button', { name: 'Select', exact: true }).click();
      await page.getByText('Please select a candidate').first().waitFor();
      await dialog.getByRole('radio', { name: `${candidate.first_name} ${candidate.last_name}, ${candidate.univ_name}` }).first().click();
      await dialog.getByRole('button', { name: 'Select', exact: true }).click();
      await dialog.waitFor({ state: 'hidden' });
    }
    await page.getByRole('group', { name: 'Candidate faculty' }).getByText(`${candidate.first_name} ${candidate.last_name}`, { exact: true }).waitFor({ timeout: 30_000 });

    await choose(page, 'Hiring Department', 'Finance');
    const chosen = colleagues.faculty.filter((f) => f._id !== candidate.author_id).slice(0, 3);
    const facultySelect = page.getByRole('combobox', { name: 'Faculty To Consider' });
    for (const member of chosen) {
      await facultySelect.click();
      await page.getByRole('option', { name: member.position ? `${member.name} (${member.position})` : member.name, exact: true }).click();
    }
    await page.keyboard.press('Escape');
    await choose(page, 'Journals', 'All journals');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((url) => url.searchParams.get('candidate') === String(candidate.author_id) && url.searchParams.get('journals') === 'All');

    const query = (ids: number[]) => `/hireImpact?hiringCandidateId=${candidate.author_id}&department=${finance._id}&${ids.map((id) => `facultyIds=${id}`).join('&')}&journal_ids=All`;
    const api = await apiFromPage<THireImpactResponse>(page, query(chosen.map((f) => f._id)));
    const improvement = api.improvement.percent === null ? '—' : `${api.improvement.percent > 0 ? '+' : ''}${two(api.improvement.percent)}%`;
    await eventually(() => page.getByTestId('hire-improvement').textContent()).toBe(improvement);
    const table = page.getByRole('table', { name: 'Comparison to selected faculty' });
    const expectedRows = (answer: THireImpactResponse) => answer.comparison.map((row) => [
      `${row.name}${row.is_candidate ? 'Candidate' : ''}`, shown(row.papersPerYear), shown(row.citationsPerPaper), shown(row.papers), shown(row.citations),
    ]);
    await eventually(() => tableRows(table)).toEqual(expectedRows(api));

    // removing one colleague marks the results stale, and the search reruns by itself
    // (Backspace in the field removes the last pill, as in any tag input)
    await facultySelect.click();
    await facultySelect.press('Backspace');
    await page.keyboard.press('Escape');
    await page.getByTestId('hire-stale').waitFor();
    const rerun = await apiFromPage<THireImpactResponse>(page, query(chosen.slice(0, 2).map((f) => f._id)));
    await eventually(() => tableRows(table)).toEqual(expectedRows(rerun));
    await page.getByTestId('hire-stale').waitFor({ state: 'hidden' });

    // the bubble chart compares departments or schools
    await pickSegment(page, 'School');
    await page.waitForURL((url) => url.searchParams.get('view') === 'school');
    await page.locator('[data-chart="Hire impact schools"]').waitFor();
    expect(pageErrors).toEqual([]);
  }, 240_000);

  it('[UNIVERSITY][COMPARE SCHOOLS]: a dean places the school among its neighbours and inverts the axes', async () => {
    const { page, pageErrors } = await openBrowser();
    await signInAs(page, 'university');
    await openFromMenu(page, 'Compare Schools', '/dashboards/compareSchools');
    const table = page.getByRole('table', { name: 'Schools compared' });
    await table.locator('tbody tr').first().waitFor({ timeout: 30_000 });

    await choose(page, 'Schools to compare', 'The 5 schools above and below yours');
    await choose(page, 'Y-axis', 'Average h-index');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((url) => url.searchParams.get('school') === 'range5' && url.searchParams.get('y') === 'h_index');
    const api = await apiFromPage<TPerceptualMapResponse>(page, '/perceptualMap', {
      method: 'POST', body: { titles: ['Assistant Professor', 'Associate Professor', 'Full Professor'], x: 'total_papers', y: 'h_index', school: 'range5' },
    });
    const figure = (value: number) => (Number.isInteger(value) ? String(value) : two(value));
    // Wharton's data is complete (status Completed): every point drawn is ranked
    const expected = [...api.points].sort((a, b) => a.rank! - b.rank!).map((p) => [String(p.rank), p.highlighted ? `${p.name} (yours)` : p.name, figure(p.x), figure(p.y), String(p.faculty_count)]);
    await eventually(() => tableRows(table)).toEqual(expected);
    expect(api.points.filter((p) => p.highlighted).map((p) => p.name)).toEqual([api.own_university.name]);
    await page.getByTestId('compare-schools-own').getByText(`ranks ${api.own_university.rank}`, { exact: false }).waitFor();
    // only schools with complete faculty data are ranked; the others are listed with the reason
    expect(api.excluded.length).toBeGreaterThan(0);
    const leftOut = page.getByRole('table', { name: 'Schools left out' });
    if (api.excluded.length > 10) {
      await page.getByRole('combobox', { name: 'Rows per page' }).last().click();
      await page.getByRole('option', { name: '100' }).click();
    }
    await eventually(() => tableRows(leftOut)).toEqual([...api.excluded].map((u) => [u.name, u.reason]));

    // Invert Axes swaps the axes and their labels
    await page.getByRole('switch', { name: 'Invert Axes' }).check();
    await page.waitForURL((url) => url.searchParams.get('invert') === 'true');
    await eventually(async () => (await table.locator('thead th').allTextContents()).slice(2, 4)).toEqual([api.y_label, api.x_label]);
    expect(pageErrors).toEqual([]);
  }, 180_000);

  it('[UNIVERSITY][URL]: hand-edited search parameters open the screens with their defaults; a route\'s loader starts its queries before the screen mounts', async () => {
    const { page, pageErrors } = await openBrowser();
    await signInAs(page, 'university');
    await page.waitForURL((url) => url.pathname === '/dashboards/home');
    // the search schemas (web/src/scope/searchSchema.ts) drop what they cannot read: no error page
    const hostile: Array<[string, string]> = [
      ['/dashboards/home?dept=abc&rank=7&share=%22x%22', 'Dashboard'],
      ['/dashboards/hireImpact?candidate=abc&view=galaxy&journals=x&counting=half', 'Hire Impact'],
      ['/dashboards/tenureReadiness?years=7&page=0&dept=%7B%7D&univ=x', 'Tenure Readiness'],
      ['/dashboards/cohortAnalysis?ids=x&start=5&end=-3&milestone=Dean', 'Cohort Analysis'],
      ['/dashboards/compareSchools?x=speed&invert=maybe&titles=Dean', 'Compare Schools'],
      ['/dashboards/facultyProductivity?count=4&types=%5Bnull%5D&papers_from=abc', 'Faculty Productivity'],
      ['/dashboards/compareByDepartment?from=abc&to=%5B1%5D', 'Compare by Department'],
    ];
    for (const [address, heading] of hostile) {
      await page.goto(address);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      expect(await page.getByRole('heading', { name: 'Something went wrong' }).count(), address).toBe(0);
    }
    // a link preloads its route on hover (defaultPreload 'intent'): the route's loader asks for the
    // screen's data while the screen is not even shown
    await page.goto('/dashboards/tenureReadiness');
    await page.getByRole('heading', { name: 'Tenure Readiness', level: 1 }).waitFor();
    const compareAsked = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/dashboard/compare_departments', { timeout: 30_000 });
    await page.getByRole('link', { name: 'Compare by Department', exact: true }).hover();
    await compareAsked;
    expect(await page.getByRole('heading', { name: 'Compare by Department', level: 1 }).count()).toBe(0);
    await page.getByRole('link', { name: 'Compare by Department', exact: true }).click();
    await page.getByRole('heading', { name: 'Compare by Department', level: 1 }).waitFor();
    expect(pageErrors).toEqual([]);
  }, 180_000);

  it('[ADMIN][HOME]: an administrator chooses a school and reads its dashboard', async () => {
    const { page, pageErrors } = await openBrowser();
    await signInAs(page, 'admin');
    await page.goto('/dashboards/home');
    const universities = await apiFromPage<Array<{ _id: number; name: string }>>(page, '/get_universities/completed');
    const harvard = universities.find((u) => u.name === 'Harvard University') ?? universities[1]!;
    await choose(page, 'University shown (administrator)', harvard.name);
    const citations = await apiFromPage<TFacultyCitationsResponse>(page, `/dashboard/faculty_citations?univ_id=${harvard._id}`);
    await page.getByTestId('home-most-cited-faculty').getByText(citations.school.most_cited_faculty_data!.name, { exact: true }).waitFor({ timeout: 30_000 });

    // a school whose faculty data is not complete (status Pending, as one just onboarded from OpenAlex) is offered too,
    // under its own heading, and its dashboard opens
    const every = await apiFromPage<Array<{ _id: number; name: string }>>(page, '/get_universities/all');
    const pending = every.find((u) => !universities.some((c) => c._id === u._id))!;
    await page.getByRole('combobox', { name: 'University shown (administrator)', exact: true }).click();
    await page.getByText('Faculty data not complete yet', { exact: true }).waitFor();
    await page.getByRole('option', { name: pending.name, exact: true }).click();
    const pendingCitations = await apiFromPage<TFacultyCitationsResponse>(page, `/dashboard/faculty_citations?univ_id=${pending._id}`);
    await page.getByTestId('home-most-cited-faculty').getByText(pendingCitations.school.most_cited_faculty_data!.name, { exact: true }).waitFor({ timeout: 30_000 });
    // the Compare Schools preview promises "and yours": an unranked school is told why it is not on the chart
    await page.getByTestId('home-compare-schools-own').getByText(`${pending.name} is not on the chart: faculty data not complete (status pending).`, { exact: true }).waitFor({ timeout: 30_000 });
    // Tenure Readiness compares with the chosen school by default: its tag reads its name, not its id
    await openFromMenu(page, 'Tenure Readiness', '/dashboards/tenureReadiness');
    await page.locator('.mantine-Pill-label').filter({ hasText: pending.name }).waitFor();
    expect(await page.locator('.mantine-Pill-label').filter({ hasText: /^\d+$/ }).count()).toBe(0);
    expect(pageErrors).toEqual([]);
  }, 120_000);
});
