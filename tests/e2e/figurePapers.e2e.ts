import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Download, Page } from 'playwright-core';
import type {
  TCohortAnalysisResponse, TDepartmentsResponse, TFacultyByDepartmentResponse, TFigurePapersResponse, TGroupFigurePapersResponse, THireImpactResponse,
  TFindYourFitResponse, TInterestingFactResponse, TMembersFigurePapersResponse, TPerceptualMapResponse, TTenureReadinessResponse,
} from '@ri/contracts';
import { ensureAnalyticsComputed } from '../support/analytics.ts';
import { openBrowser } from '../support/browser.ts';
import { apiFromPage, signInAs } from '../support/signIn.ts';

// Every number opens to its papers (issue 19 item 5) and every chart's CSV holds the names and values
// it draws (item 7), on Tenure Readiness as the demo `university` user (The Wharton School).

const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 30_000 });

async function choose(page: Page, combobox: string, option: string) {
  await page.getByRole('combobox', { name: combobox, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A download's text, read through its stream (the browser runs apart from the test). */
async function textOf(download: Download): Promise<string[]> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8').replace(/^\uFEFF/, '').split('\r\n').filter((line) => line !== '');
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A figure as the drill-down panel writes it: integers bare, fractions to at most 4 decimals. */
const figureText = (value: number) => (Number.isInteger(value) ? String(value) : String(Math.round(value * 10_000) / 10_000));

/** Opens the figure button, checks the panel's count and total against the API's rows, downloads the CSV; returns its lines. */
async function openAndDownload(page: Page, button: ReturnType<Page['getByRole']>, answer: { total: number; rows: unknown[] }): Promise<string[]> {
  await button.click();
  const panel = page.getByRole('dialog');
  await panel.getByText(`${answer.rows.length} ${answer.rows.length === 1 ? 'paper' : 'papers'}; they add up to ${figureText(answer.total)}.`, { exact: true }).waitFor();
  const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('button', { name: 'Download CSV of these papers' }).click()]);
  const lines = await textOf(download);
  expect(lines).toHaveLength(answer.rows.length + 1);
  await page.keyboard.press('Escape');
  await panel.waitFor({ state: 'hidden' });
  return lines;
}

/** Signs in as the dean and opens Hire Impact: the first Finance member as the candidate, the next two as the faculty to consider. */
async function openHireImpact(page: Page) {
  await signInAs(page, 'university');
  const departments = await apiFromPage<TDepartmentsResponse>(page, '/get_departments');
  const finance = departments.departments.find((d) => d.name === 'Finance')!;
  const colleagues = await apiFromPage<TFacultyByDepartmentResponse>(page, `/dashboard/get_faculty_by_department?department=${finance._id}`);
  const candidate = colleagues.faculty[0]!;
  const ids = colleagues.faculty.slice(1, 3).map((f) => f._id);
  await page.goto(new URL(`/dashboards/hireImpact?candidate=${candidate._id}&dept=${finance._id}&faculty=${encodeURIComponent(JSON.stringify(ids))}&journals=All`,
    inject('baseUrl')).toString());
  const hire = await apiFromPage<THireImpactResponse>(page,
    `/hireImpact?hiringCandidateId=${candidate._id}&department=${finance._id}&${ids.map((id) => `facultyIds=${id}`).join('&')}&journal_ids=All`);
  return { candidate, ids, hire };
}

describe('the papers behind a figure, and the charts\' CSV', () => {
  beforeAll(async () => {
    await ensureAnalyticsComputed(inject('baseUrl'));
  }, 660_000);

  it('[UNIVERSITY][DRILL-DOWN]: a dean clicks a tenure count, sees its papers, one row per paper counted, and downloads them and the chart\'s CSV', async () => {
    const { page, pageErrors } = await openBrowser();
    await signInAs(page, 'university');
    await page.getByRole('link', { name: 'Tenure Readiness', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/dashboards/tenureReadiness');
    await choose(page, 'Department', 'Finance');
    await page.getByRole('button', { name: 'Search' }).click();
    const departments = await apiFromPage<TDepartmentsResponse>(page, '/get_departments');
    const finance = departments.departments.find((d) => d.name === 'Finance')!;
    await page.waitForURL((url) => url.searchParams.get('dept') === String(finance._id));
    const years = Number(new URL(page.url()).searchParams.get('years'));
    const journal = new URL(page.url()).searchParams.get('journal') ?? 'All';
    const api = await apiFromPage<TTenureReadinessResponse>(page, `/dashboard/tenure_readiness?years=${years}&journal=${encodeURIComponent(journal)}&rank=assistant&dept=${finance._id}`);
    // a faculty member with papers in the window: the most ready first, as the cards are sorted
    const sorted = [...api.rows].sort((a, b) => (b.readiness_percent ?? -1) - (a.readiness_percent ?? -1) || a.name.localeCompare(b.name));
    const row = sorted.slice(0, 12).find((r) => r.papers > 0)!;
    expect(row).toBeDefined();

    // the count is a button: it opens the papers behind it
    const card = page.getByTestId(`tenure-card-${row.id}`);
    const escaped = row.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const count = card.getByRole('button', { name: new RegExp(`^${row.papers}: Papers \\(${years} y, .*\\) of ${escaped}\\. Show the papers$`) });
    await count.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog');
    await panel.getByText(`${row.papers} ${row.papers === 1 ? 'paper' : 'papers'}; they add up to ${row.papers}.`, { exact: true }).waitFor();
    // the panel's rows are the API's, and their number is the number clicked
    const answer = await apiFromPage<TFigurePapersResponse>(page, `/dashboard/figure_papers?figure=tenure&author_id=${row.id}&from=${api.current_year - years + 1}`
      + `&to=${api.current_year}&grade=${journal === 'All' ? 'all' : 'top'}&measure=papers&dept=${finance._id}`);
    expect(answer.rows).toHaveLength(row.papers);
    const table = panel.getByRole('table', { name: /^The papers behind: / });
    await table.locator('tbody tr').first().waitFor();
    await eventually(async () => (await table.locator('thead th').allTextContents()).map((h) => h.trim()))
      .toEqual(['Title', 'Journal', 'Tier', 'Tier source', 'Year', 'Authors', 'Citations in the window', 'Counting weight', 'Counted']);
    expect((await table.locator('tbody tr').first().locator('td').first().textContent())?.trim()).toBe(answer.rows[0]!.title);

    // the CSV holds the same rows, with the counting weight
    const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('button', { name: 'Download CSV of these papers' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^papers_.+\.csv$/);
    const lines = await textOf(download);
    expect(lines[0]).toBe('"Title","Journal","Tier","Tier source","Year","Authors","Number of authors","Citations in the window","Counting weight","Counted"');
    expect(lines).toHaveLength(row.papers + 1);
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });

    // item 7: the universities chart's CSV holds the names and values it draws
    const chart = page.locator('figure[data-chart="Tenure readiness universities"]');
    const [chartDownload] = await Promise.all([page.waitForEvent('download'), chart.getByRole('button', { name: 'Download chart CSV' }).click()]);
    const chartLines = await textOf(chartDownload);
    expect(chartLines[0]).toMatch(/,"Papers","Citations"$/);
    for (const u of api.universities) expect(chartLines.some((line) => line.startsWith(`"${u.univ_name}",`))).toBe(true);
    expect(chartLines).toHaveLength(api.universities.length + 1);
    expect(pageErrors).toEqual([]);
  }, 240_000);

  it('[UNIVERSITY][DRILL-DOWN]: a dean clicks Hire Impact\'s numbers (the candidate\'s papers, the school\'s citations) and a Cohort h-index, sees the papers and downloads them', async () => {
    const { page, pageErrors } = await openBrowser();
    const { candidate, ids, hire } = await openHireImpact(page);
    const table = page.getByRole('table', { name: 'Comparison to selected faculty' });
    await table.locator('tbody tr').first().waitFor({ timeout: 60_000 });

    // the candidate's papers in the comparison table: all time, every paper of theirs
    const name = escapeRegExp(hire.hiring_author_data.name);
    const candidatePapers = await apiFromPage<TFigurePapersResponse>(page, `/dashboard/figure_papers?figure=hire_impact&author_id=${candidate._id}&measure=papers`);
    expect(candidatePapers.total).toBe(hire.hiring_author_data.total_papers);
    const lines = await openAndDownload(page, table.getByRole('button', { name: new RegExp(`^[^:]+: Papers of ${name} \\(candidate\\), all time\\. Show the papers$`) }), candidatePapers);
    expect(lines[0]).toBe('"Title","Journal","Tier","Tier source","Year","Authors","Number of authors","Citations in the window","Counting weight","Counted"');

    // the school's citations in SCHOOL RESEARCH STATS
    const school = await apiFromPage<TGroupFigurePapersResponse>(page, '/dashboard/group_figure_papers?figure=hire_impact&measure=citations');
    expect(Math.round(school.total * 100) / 100).toBe(hire.university_data.total_citations);
    const stats = page.getByRole('table', { name: 'School research stats' });
    await openAndDownload(page, stats.getByRole('button', { name: /^[^:]+: Citations of the school, all time\. Show the papers$/ }), school);

    // Cohort Analysis: the first member's h-index opens the papers ranked by citations, the h-core marked
    await page.goto(new URL(`/dashboards/cohortAnalysis?ids=${encodeURIComponent(JSON.stringify(ids))}&journals=a,a-,b`, inject('baseUrl')).toString());
    const cohort = await apiFromPage<TCohortAnalysisResponse>(page, `/cohortAnalysis?${ids.map((id) => `id=${id}`).join('&')}&journals=a,a-,b&milestone=Assistant Professor&range_start=-2&range_end=2`);
    const member = cohort.faculty.find((f) => f.hIndex > 0) ?? cohort.faculty[0]!;
    const hIndex = await apiFromPage<TFigurePapersResponse>(page, `/dashboard/figure_papers?figure=cohort&author_id=${member.id}&measure=hindex`);
    expect(hIndex.total).toBe(member.hIndex);
    const figures = page.getByRole('table', { name: 'Cohort figures' });
    await figures.locator('tbody tr').first().waitFor({ timeout: 60_000 });
    const button = figures.getByRole('button', { name: `${member.hIndex}: H-index of ${member.name}. Show the papers`, exact: true });
    await button.click();
    const panel = page.getByRole('dialog');
    const papers = panel.getByRole('table', { name: /^The papers behind: / });
    await eventually(async () => (await papers.locator('thead th').allTextContents()).map((h) => h.trim()).at(-1)).toBe('In the h-core');
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    const hLines = await openAndDownload(page, button, hIndex);
    expect(hLines[0]).toMatch(/,"In the h-core"$/);
    expect(hLines.filter((line) => line.endsWith(',"yes"'))).toHaveLength(member.hIndex);
    expect(pageErrors).toEqual([]);
  }, 300_000);

  it('[UNIVERSITY][DRILL-DOWN]: a dean opens Hire Impact\'s average citations after the hire, an Interesting Facts cell and a Compare Schools h-index, and downloads their papers', async () => {
    const { page, pageErrors } = await openBrowser();
    // Hire Impact's improvement card: the average citations after the hire open to every member's papers, the candidate's too
    const { candidate, ids, hire } = await openHireImpact(page);
    const after = await apiFromPage<TMembersFigurePapersResponse>(page,
      `/dashboard/members_figure_papers?figure=hire_impact&facultyIds=${ids.join(',')}&hiringCandidateId=${candidate._id}&measure=citations`);
    expect(after.average).toBe(hire.university_data.average_citations_after_hire);
    expect(after.members).toBe(ids.length + 1);
    // (the stats card's "Average papers ... after the hire" is papers: this name is the improvement card's alone)
    const afterButton = page.getByRole('button', {
      name: new RegExp(`^[^:]+: Average citations of the selected faculty and the candidate, after the hire \\(${ids.length + 1} members\\), all time\\. Show the papers$`),
    });
    await afterButton.waitFor({ timeout: 60_000 });
    const hireLines = await openAndDownload(page, afterButton, after);
    expect(hireLines[0]).toMatch(/^"Faculty member","Title",/);

    // the university home's Interesting Facts: the first cell with faculty opens to its members' papers
    await page.goto(new URL('/dashboards', inject('baseUrl')).toString());
    const facts = await apiFromPage<TInterestingFactResponse>(page, '/dashboard/interesting_fact?dept=all');
    const rank = (['assistant', 'associate', 'full', 'other'] as const).find((r) => facts.all[r] !== null)!;
    const cell = facts.all[rank]!;
    const members = await apiFromPage<TMembersFigurePapersResponse>(page, `/dashboard/members_figure_papers?figure=university_home&gender=all&rank=${rank}`);
    expect(members.average).toBe(cell);
    const words = { assistant: 'assistant professors', associate: 'associate professors', full: 'full professors', other: 'faculty of other ranks' }[rank];
    const factsTable = page.getByRole('table', { name: 'Interesting facts' });
    await factsTable.locator('tbody tr').first().waitFor({ timeout: 60_000 });
    await openAndDownload(page, factsTable.getByRole('button', { name: `${cell.toFixed(1)}: Average papers of all ${words} of the school, all time. Show the papers`, exact: true }), members);

    // Compare Schools: the own school's average h-index opens every member's papers, each member's h-core marked,
    // and a table of each member's h-index whose mean is the number clicked
    await page.goto(new URL('/dashboards/compareSchools?y=h_index', inject('baseUrl')).toString());
    const map = await apiFromPage<TPerceptualMapResponse>(page, '/perceptualMap', {
      method: 'POST', body: { titles: ['Assistant Professor', 'Associate Professor', 'Full Professor'], x: 'total_papers', y: 'h_index', school: 'top20' },
    });
    const own = map.points.find((p) => p.highlighted)!;
    const hIndex = await apiFromPage<TMembersFigurePapersResponse>(page,
      `/dashboard/members_figure_papers?figure=compare_schools&school_id=${own.univ_id}&titles=Assistant Professor,Associate Professor,Full Professor&measure=hindex`);
    expect(hIndex.average).toBe(own.y);
    expect(hIndex.per_member).toHaveLength(own.faculty_count);
    const schools = page.getByRole('table', { name: 'Schools compared' });
    await schools.locator('tbody tr').first().waitFor({ timeout: 60_000 });
    await schools.getByRole('button', { name: new RegExp(`^[^:]+: Average h-index of ${escapeRegExp(own.name)} \\(${own.faculty_count} faculty members\\)\\. Show the papers$`) }).click();
    const panel = page.getByRole('dialog');
    await panel.getByText(`${hIndex.rows.length} papers; the mean of the ${own.faculty_count} faculty members' values is ${figureText(hIndex.average)}.`, { exact: true }).waitFor();
    const values = panel.getByRole('table', { name: /^Each faculty member's value: / });
    await eventually(async () => (await values.locator('thead th').allTextContents()).map((h) => h.trim())).toEqual(['Faculty member', 'Numerator', 'Denominator', 'Value']);
    const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('button', { name: 'Download CSV of these papers' }).click()]);
    const lines = await textOf(download);
    expect(lines).toHaveLength(hIndex.rows.length + 1);
    expect(lines[0]).toMatch(/^"Faculty member",.*,"In the h-core"$/);
    expect(lines.filter((line) => line.endsWith(',"yes"'))).toHaveLength(hIndex.per_member!.reduce((sum, m) => sum + m.value, 0));
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    expect(pageErrors).toEqual([]);
  }, 300_000);

  it('[FACULTY][DRILL-DOWN]: a faculty member opens their own citations per paper and a school\'s on Find Your Fit, the citations over the papers being the figure', async () => {
    const { page, pageErrors } = await openBrowser();
    await signInAs(page, 'faculty');
    await page.goto(new URL('/dashboard/findYourFit', inject('baseUrl')).toString());
    const session = await apiFromPage<{ author_id: number }>(page, '/session');
    const fit = await apiFromPage<TFindYourFitResponse>(page, '/dashboard/find_your_fit');
    expect(fit.citations_per_paper).not.toBeNull();
    const base = `/dashboard/figure_papers?figure=find_your_fit&author_id=${session.author_id}&grade=every`;
    const citations = await apiFromPage<TFigurePapersResponse>(page, `${base}&measure=citations`);
    const every = await apiFromPage<TFigurePapersResponse>(page, `${base}&measure=papers`);
    // the ratio the screen shows is the citations' total over every paper's
    expect(Math.round((citations.total / every.total) * 100) / 100).toBe(fit.citations_per_paper);
    const you = page.getByTestId('find-your-fit').locator('tbody tr[data-row-index="4"] td[data-metric="citations_per_paper"]');
    const lines = await openAndDownload(page, you.getByRole('button', { name: /^[^:]+: Your citations, all time: .+ per paper of yours\. Show the papers$/ }), citations);
    expect(lines[0]).toBe('"Title","Journal","Tier","Tier source","Year","Authors","Number of authors","Citations in the window","Counting weight","Counted"');

    // a school's citations per paper: the school's citations, over its papers' total
    const school = fit.university_map.citations_per_paper.find((c) => !c.is_you && c.univ_id !== null && c.value !== null)!;
    const schoolBase = `/dashboard/group_figure_papers?figure=find_your_fit&school_id=${school.univ_id}`;
    const schoolCitations = await apiFromPage<TGroupFigurePapersResponse>(page, `${schoolBase}&measure=citations`);
    const schoolPapers = await apiFromPage<TGroupFigurePapersResponse>(page, schoolBase);
    expect(Math.round((schoolCitations.total / schoolPapers.total) * 100) / 100).toBe(school.value);
    const schoolCell = page.getByTestId('find-your-fit').locator(`tbody tr[data-row-index="${school.row_index}"] td[data-metric="citations_per_paper"]`);
    await openAndDownload(page, schoolCell.getByRole('button', { name: new RegExp(`^[^:]+: Citations of ${escapeRegExp(school.name!)}, all time: .+ per paper of the school\\. Show the papers$`) }), schoolCitations);
    expect(pageErrors).toEqual([]);
  }, 240_000);
});
