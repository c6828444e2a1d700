import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import type {
  TCohortAnalysisResponse, TCohortCompareResponse, TCompareDepartmentsResponse, TDepartmentsResponse, TFacultyByDepartmentResponse,
  TFacultyDetailsResponse, TFacultyProductivityResponse, TGenderCompareResponse,
} from '@ri/contracts';
import { ensureAnalyticsComputed } from '../support/analytics.ts';
import { openBrowser } from '../support/browser.ts';
import { apiFromPage, signInAs } from '../support/signIn.ts';
import { tableRows } from '../support/tables.ts';

// The university analysis screens of issue 6 (items 6-9): Compare by Department, Compare Gender,
// Faculty Productivity and Cohort Analysis, as the demo `university` user (The Wharton School).
// Every figure checked on the page is compared with the API's own answer, read with the page's token.

interface SimilarAuthors {
  first_year_career: number | null;
  primary_co_authors: Array<{ author_id: number; first_name: string; last_name: string; first_year_career: number | null }>;
  secondary_co_authors: Array<{ author_id: number; first_name: string; last_name: string; first_year_career: number | null }>;
}

/** expect.poll with a patient timeout: the e2e machine is shared. */
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 30_000 });
const percent2 = (value: number) => value.toFixed(2);
/** A share as the screens write it (docs/ui.md, "Numbers"): "4%" when whole, "5.13%" otherwise. */
const sharePercent = (value: number) => {
  const rounded = Math.round(value * 100) / 100;
  return `${Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(2)}%`;
};
/** The cohort tables' cells: '-' for a missing figure, two decimals for a fraction. */
const cohortCell = (value: number | null) => (value === null || value === -1 ? '-' : Number.isInteger(value) ? String(value) : value.toFixed(2));

/** An SVG fill ('#00259a' or 'rgba(0,37,154,0.85)') is the colour '#00259A'. */
function sameColour(fill: string, hex: string): boolean {
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
  const text = fill.replace(/\s+/g, '').toLowerCase();
  return text === hex.toLowerCase() || text.startsWith(`rgba(${r},${g},${b},`) || text === `rgb(${r},${g},${b})`;
}

async function openFromMenu(page: Page, name: string, path: string) {
  await page.getByRole('link', { name, exact: true }).click();
  await page.waitForURL((url) => url.pathname === path);
}

describe('university analysis: departments, gender, productivity and cohorts', () => {
  beforeAll(async () => {
    await ensureAnalyticsComputed(inject('baseUrl'));
  }, 660_000);

  it('[UNIVERSITY][COMPARE DEPARTMENTS]: a dean sees each department\'s share of the school\'s papers and citations over chosen years', async () => {
    const { page, pageErrors } = await openBrowser();
    await signInAs(page, 'university');
    await openFromMenu(page, 'Compare by Department', '/dashboards/compareByDepartment');
    const table = page.getByRole('table', { name: 'Departments\' papers and citations' });
    await table.locator('tbody tr').first().waitFor({ timeout: 30_000 });

    // the years are clamped to 1950..the current year when a field loses focus
    const from = page.getByRole('textbox', { name: 'Years from' });
    const to = page.getByRole('textbox', { name: 'Years to' });
    await from.fill('1900');
    await from.blur();
    expect(await from.inputValue()).toBe('1950');
    await from.fill('2015');
    await to.fill('2020');
    await to.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('from') === '2015' && url.searchParams.get('to') === '2020');

    const api = await apiFromPage<TCompareDepartmentsResponse>(page, '/dashboard/compare_departments?from_year=2015&to_year=2020');
    expect(api.departments.length).toBeGreaterThan(1);
    await eventually(() => page.getByText(`The school published ${api.school.papers} distinct papers in these years and they received ${api.school.citations} citations (full counting`).count()).toBe(1);
    // every department of the answer, as the table shows it (sorted by share of papers)
    await page.getByRole('combobox', { name: 'Rows per page' }).click();
    await page.getByRole('option', { name: '100' }).click();
    const rows = await tableRows(table);
    const expected = api.departments.map((d) => [d.name, String(d.papers), sharePercent(d.share_of_papers!), String(d.citations), sharePercent(d.share_of_citations!)]);
    expect([...rows].sort()).toEqual([...expected].sort());
    const shares = rows.map((row) => Number.parseFloat(row[2]!));
    expect(shares).toEqual([...shares].sort((a, b) => b - a));
    // the radar is drawn, with its download menu
    await page.locator('figure[data-chart] .apexcharts-canvas').waitFor({ timeout: 30_000 });
    expect(await page.locator('figure[data-chart] .apexcharts-menu-icon').count()).toBe(1);
    expect(pageErrors).toEqual([]);
  });

  it('[UNIVERSITY][COMPARE GENDER]: a dean compares the gender mix of the school with two others, by rank', async () => {
    const { page, pageErrors } = await openBrowser();
    await signInAs(page, 'university');
    await openFromMenu(page, 'Compare Gender', '/dashboards/comparegender');
    const own = await apiFromPage<TDepartmentsResponse>(page, '/get_departments');
    const universities = await apiFromPage<Array<{ _id: number; name: string }>>(page, '/get_universities/completed');
    const others = universities.filter((u) => u._id !== own.university._id).slice(0, 2);

    const picker = page.getByRole('combobox', { name: 'Universities to compare with yours' });
    await picker.click();
    await page.getByRole('option', { name: others[0]!.name, exact: true }).click({ timeout: 30_000 });
    // your own university is not offered
    expect(await page.getByRole('option', { name: own.university.name, exact: true }).count()).toBe(0);
    await page.getByRole('option', { name: others[1]!.name, exact: true }).click();
    await page.keyboard.press('Escape');

    // an empty department selection is an error state; 'All departments' replaces the others
    const departments = page.getByRole('combobox', { name: 'Departments' });
    await departments.click();
    await departments.press('Backspace');
    await eventually(() => page.getByText('Select at least one department').count()).toBe(1);
    await page.getByRole('option', { name: own.departments[0]!.name, exact: true }).click();
    await page.getByRole('option', { name: 'All departments', exact: true }).click();
    await page.keyboard.press('Escape');

    // Enter searches; 'All departments' replaced the department chosen before it
    await picker.press('Enter');
    await page.waitForURL((url) => url.searchParams.has('ids'));
    expect(new URL(page.url()).searchParams.get('departments')).toBe('["all"]');
    const api = await apiFromPage<TGenderCompareResponse>(page, `/gender?id=${others[0]!._id}&id=${others[1]!._id}&department=all`);
    expect(api.universities.map((u) => u.univ_id)).toEqual([own.university._id, others[0]!._id, others[1]!._id]);
    const table = page.getByRole('table', { name: 'Gender percentages by rank' });
    await table.locator('tbody tr').first().waitFor({ timeout: 30_000 });
    expect(await tableRows(table)).toEqual(api.universities.map((u) => [
      u.is_own ? `${u.name} (yours)` : u.name,
      ...[u.AssisstantProfessor, u.AssociateProfessor, u.Professor].flatMap((rank) => [rank.male, rank.female, rank.other].map(percent2)),
    ]));
    // the stacked columns: Male, Female, Others in the seed's colours
    await page.locator('figure[data-chart] .apexcharts-canvas').waitFor({ timeout: 30_000 });
    const legend = await page.locator('figure[data-chart] .apexcharts-legend-text').allTextContents();
    expect(legend).toEqual(['Male', 'Female', 'Others']);
    for (const [series, colour] of [['Male', api.colors.male], ['Female', api.colors.female]] as const) {
      const fill = await page.locator(`figure[data-chart] .apexcharts-series[seriesName="${series}"] path`).first().getAttribute('fill');
      expect(sameColour(fill ?? '', colour)).toBe(true);
    }
    await page.getByText('Gender is determined first from the faculty member\'s bio').waitFor();
    expect(pageErrors).toEqual([]);
  });

  it('[UNIVERSITY][PRODUCTIVITY]: a dean ranks the school\'s faculty, opens one member\'s details and finds the results again after leaving', async () => {
    const { page, pageErrors } = await openBrowser();
    await signInAs(page, 'university');
    await openFromMenu(page, 'Faculty Productivity', '/dashboards/facultyProductivity');

    // years are clamped to 1940..the current year on blur
    const year = new Date().getFullYear();
    const papersFrom = page.getByRole('textbox', { name: 'Papers years from' });
    await papersFrom.fill('1800');
    await papersFrom.blur();
    expect(await papersFrom.inputValue()).toBe('1940');
    await papersFrom.fill(String(year - 5));
    await page.getByRole('radio', { name: 'School' }).check();
    await page.locator('label').filter({ hasText: /^3$/ }).click();
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((url) => url.searchParams.get('view') === 'school');
    // the filter panel collapses after Search
    await eventually(() => page.getByRole('button', { name: 'Show filters' }).count()).toBe(1);

    const api = await apiFromPage<TFacultyProductivityResponse>(page, `/dashboard/faculty_productivity?papers_from=${year - 5}&papers_to=${year}`
      + `&citations_from=${year - 5}&citations_to=${year}&accepted_faculty=assistant,associate,full,nontenured&journal_categories=a,a-,b&sort_by=papers&all_faculty=1&count=3`);
    expect(api.faculty).toHaveLength(3);
    const cards = page.locator('[data-faculty-card]');
    await eventually(() => cards.count()).toBe(3);
    for (const [index, item] of api.faculty.entries()) {
      const card = cards.nth(index);
      expect(await card.locator('[data-faculty-name]').textContent()).toBe(item.faculty_name);
      expect(await card.locator('[data-rank]').textContent()).toBe(`#${item.rank}`);
      expect(await card.locator('[data-figure="Papers"]').textContent()).toBe(String(item.total_papers));
      expect(await card.locator('[data-figure="Citations"]').textContent()).toBe(String(item.total_citations));
      expect(await card.locator('[data-figure="H-Index"]').textContent()).toBe(String(item.h_index));
      expect(await card.getByText(`A: ${item.a_journal_count}`, { exact: true }).count()).toBe(1);
      expect(await card.getByText(`A-: ${item.aminus_journal_count}`, { exact: true }).count()).toBe(1);
      expect(await card.getByText(`B: ${item.b_journal_count}`, { exact: true }).count()).toBe(1);
      const change = item.delta === null ? null : item.delta > 0 ? `+${item.delta}` : String(item.delta);
      const arrow = card.locator('[data-change]');
      expect(await arrow.count() === 0 ? null : await arrow.getAttribute('data-change')).toBe(change);
    }
    expect(await page.getByText(`Since Dec ${api.curr_year}`, { exact: true }).count()).toBe(api.faculty.filter((f) => f.delta !== null).length);

    // the detail modal: KPI tiles, the yearly chart and the read-only profile link
    const first = api.faculty[0]!;
    await cards.first().getByRole('button', { name: /Open the details$/ }).click();
    const details = await apiFromPage<TFacultyDetailsResponse>(page, `/dashboard/faculty_productivity/details?user_id=${first.id}`);
    const dialog = page.getByRole('dialog');
    await eventually(() => dialog.locator('[data-kpi="Papers"]').textContent()).toBe(String(details.totalPapers));
    expect(await dialog.locator('[data-kpi="Citations"]').textContent()).toBe(String(details.totalCitations));
    expect(await dialog.locator('[data-kpi="Papers per year"]').textContent()).toBe(String(details.avgPapersPerYear));
    expect(await dialog.locator('[data-kpi="Citations per paper"]').textContent()).toBe(String(details.avgCitationsPerPaper));
    expect(await dialog.locator('[data-kpi="H-Index"]').textContent()).toBe(String(details.hIndex));
    expect(await dialog.getByRole('link', { name: details.name }).getAttribute('href')).toBe(`/dashboards/profileEdit?coauthorid=${first.id}&isReadOnly=true`);
    await dialog.locator('figure[data-chart] .apexcharts-canvas').waitFor({ timeout: 30_000 });
    await page.keyboard.press('Escape');
    await eventually(() => dialog.count()).toBe(0);

    // changing the sort hides the results until the next Search
    await page.getByRole('button', { name: 'Show filters' }).click();
    await page.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'Citations', exact: true }).click();
    await eventually(() => cards.count()).toBe(0);

    // leaving and coming back from the menu restores the last search and its results
    await openFromMenu(page, 'Compare Gender', '/dashboards/comparegender');
    await openFromMenu(page, 'Faculty Productivity', '/dashboards/facultyProductivity');
    await eventually(() => cards.count()).toBe(3);
    expect(await cards.first().locator('[data-faculty-name]').textContent()).toBe(first.faculty_name);
    expect(new URL(page.url()).searchParams.get('sort')).toBe('papers');
    expect(pageErrors).toEqual([]);
  });

  it('[UNIVERSITY][COHORT]: a dean builds a cohort from a faculty member and a similar author, analyses it around a milestone and compares two', async () => {
    const { page, pageErrors } = await openBrowser();
    await signInAs(page, 'university');
    await openFromMenu(page, 'Cohort Analysis', '/dashboards/cohortAnalysis');
    const rows = page.locator('[data-cohort-row]');
    await eventually(() => rows.count()).toBe(2);

    // ANALYZE needs a faculty member and the journals
    await page.getByRole('button', { name: 'ANALYZE' }).click();
    await eventually(() => page.getByText('Enter atleast one faculty for analysis').count()).toBeGreaterThan(0);
    expect(await page.getByText('Select the journals.').count()).toBe(1);
    // ADD TO COHORT and REMOVE
    await page.getByRole('button', { name: 'ADD TO COHORT' }).click();
    expect(await rows.count()).toBe(3);
    await page.getByRole('button', { name: 'REMOVE faculty 3' }).click();
    expect(await rows.count()).toBe(2);

    // a member of the school with co-authors who started their careers near theirs
    const own = await apiFromPage<TDepartmentsResponse>(page, '/get_departments');
    const { faculty } = await apiFromPage<TFacultyByDepartmentResponse>(page, '/dashboard/get_faculty_by_department?department=all');
    let target: TFacultyByDepartmentResponse['faculty'][number] | undefined;
    let similar: SimilarAuthors | undefined;
    for (const candidate of faculty.filter((f) => f.first_year_career !== null).slice(0, 20)) {
      const answer = await apiFromPage<SimilarAuthors>(page, `/get_similar_auth/${candidate._id}?start=-2&end=2`);
      if (answer.primary_co_authors.length + answer.secondary_co_authors.length > 0) {
        target = candidate;
        similar = answer;
        break;
      }
    }
    expect(target).toBeDefined();

    // the first row: the candidate picker (names and university; the modal when several match)
    const first = rows.nth(0);
    await first.getByLabel('First name').fill(target!.first_name);
    await first.getByLabel('Last name').fill(target!.last_name);
    await first.getByLabel('University').fill(own.university.name);
    await page.getByRole('option', { name: own.university.name, exact: true }).first().click({ timeout: 30_000 });
    const modal = page.getByRole('dialog', { name: 'Select a candidate' });
    await eventually(async () => (await modal.isVisible()) || (await first.getByText(target!.name, { exact: true }).count()) > 0).toBe(true);
    if (await modal.isVisible()) {
      await modal.getByRole('radio', { name: `${target!.name}, ${own.university.name}` }).click();
      await modal.getByRole('button', { name: 'Select' }).click();
    }
    await first.getByText(target!.name, { exact: true }).waitFor({ timeout: 30_000 });

    // SHOW SIMILAR AUTHORS: primary and secondary co-authors merged, newest career first
    await page.getByRole('button', { name: 'SHOW SIMILAR AUTHORS' }).click();
    const listed = page.locator('[data-similar-author]');
    const merged = [...similar!.primary_co_authors, ...similar!.secondary_co_authors.filter((s) => !similar!.primary_co_authors.some((p) => p.author_id === s.author_id))];
    await eventually(() => listed.count()).toBe(merged.length);
    const listedIds: number[] = [];
    for (let i = 0; i < merged.length; i++) listedIds.push(Number(await listed.nth(i).getAttribute('data-similar-author')));
    const years = listedIds.map((id) => merged.find((m) => m.author_id === id)!.first_year_career ?? -Infinity);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    const peer = merged.find((m) => m.author_id === listedIds[0])!;
    await page.getByRole('button', { name: `Add ${peer.first_name} ${peer.last_name} to the cohort` }).click();
    await rows.nth(1).getByText(`${peer.first_name} ${peer.last_name}`, { exact: true }).waitFor();

    // ANALYZE with A and A- journals
    await page.getByRole('combobox', { name: 'Journals' }).click();
    await page.getByRole('option', { name: 'A and A- journals', exact: true }).click();
    await page.getByRole('button', { name: 'ANALYZE' }).click();
    await page.waitForURL((url) => url.searchParams.has('ids'));
    const ids = [target!._id, peer.author_id];
    const analysisOf = (milestone: string) => apiFromPage<TCohortAnalysisResponse>(page,
      `/cohortAnalysis?id=${ids[0]}&id=${ids[1]}&journals=a,a-&milestone=${encodeURIComponent(milestone)}&range_start=-2&range_end=2`);
    let analysis = await analysisOf('Assistant Professor');
    await eventually(() => page.locator('[data-cohort-summary]').textContent()).toBe(analysis.summary);
    const figures = page.getByRole('table', { name: 'Cohort figures' });
    const expectedRows = (answer: TCohortAnalysisResponse) => answer.faculty.map((f) => [
      '', f.name, f.universityName, cohortCell(f.first_year_career), cohortCell(f.milestone_year),
      cohortCell(f.totalPapers), cohortCell(f.totalCitations), cohortCell(f.hIndex), cohortCell(f.abJournalRatio),
    ]);
    // the name cell starts with the picture's initials
    const figureRows = async (answer: TCohortAnalysisResponse) => (await tableRows(figures))
      .map((row, index) => row.map((cell, column) => (column === 1 && cell.endsWith(answer.faculty[index]?.name ?? '\u0000') ? answer.faculty[index]!.name : cell)));
    await eventually(() => figureRows(analysis)).toEqual(expectedRows(analysis));
    const around = page.getByRole('table', { name: 'Papers around the milestone' });
    expect(await tableRows(around)).toEqual(analysis.faculty.map((f) => [f.name, ...f.milestones.map((m) => cohortCell(m.total_papers))]));

    // another milestone recomputes the table
    await page.locator('label').filter({ hasText: /^Associate Professor$/ }).click();
    await page.waitForURL((url) => url.searchParams.get('milestone') === 'Associate Professor');
    analysis = await analysisOf('Associate Professor');
    await eventually(() => figureRows(analysis)).toEqual(expectedRows(analysis));
    expect(await figures.getByRole('columnheader', { name: 'Associate Professor since' }).count()).toBe(1);

    // at most two ticked; COMPARE shows them at each rank's milestone and now
    await figures.getByRole('checkbox', { name: `Compare ${analysis.faculty[0]!.name}` }).check();
    await figures.getByRole('checkbox', { name: `Compare ${analysis.faculty[1]!.name}` }).check();
    await page.getByRole('button', { name: 'COMPARE' }).click();
    const compare = await apiFromPage<TCohortCompareResponse>(page, `/cohortAnalysis/compare?id=${analysis.faculty[0]!.id}&id=${analysis.faculty[1]!.id}&journals=a,a-`);
    const comparison = page.getByRole('table', { name: 'Cohort comparison' });
    await eventually(() => tableRows(comparison)).toEqual(compare.faculty[0]!.milestones.map((m, index) => [
      m.milestone,
      ...compare.faculty.flatMap((f) => {
        const at = f.milestones[index]!;
        return [at.year, at.total_papers, at.total_citations, at.hindex, at.abratio].map(cohortCell);
      }),
    ]));
    expect(pageErrors).toEqual([]);
  });
});
