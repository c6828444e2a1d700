import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DATA_ISSUE_LABELS } from '@ri/contracts/catalogue';
import { openBrowser } from '../support/browser.ts';
import { apiFromPage, signInAs } from '../support/signIn.ts';

// docs/requirements/admin-tools.md: Red Flags, Routine Logs with their resolution pages, and the Merge Author Tool, as the
// demo `admin` (docs/admin-tools.md; the dirty records are those of docs/demo-data.md).

interface FlagRow { name: string; auth_id: number; univ_name: string }
interface University { _id: number; name: string }
interface Log {
  _id: number; error: string; status: string; author_id: number | null; other_author_id: number | null; paper_id: number | null; author_name: string;
  rg_profile_name: string; papers_with_10_year_gap: number[]; details: Record<string, unknown>; note: string;
}
interface LogList { logs: Log[]; total: number }
interface Profile { _id: number; gender: string; name_variations: string[]; papers: Array<{ _id: number; document_title: string }> }
interface MergeRecord { id: number; first_name: string; mid_name: string; last_name: string; univ_id: number | null; univ_name: string }
interface RankingRow { author_id: number; total_papers: number }

/** expect.poll with a patient timeout: the e2e machine is shared (vitest's default is 1 s). */
const eventually = <T>(read: () => T | Promise<T>, timeout = 30_000) => expect.poll(read, { timeout });
const nameOf = (author: { first_name: string; mid_name: string; last_name: string }) =>
  [author.first_name, author.mid_name, author.last_name].map((part) => part.trim()).filter((part) => part !== '').join(' ');

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const logsOf = (page: Page, type: string) => apiFromPage<LogList>(page, `/data_issues/${type.toLowerCase()}?limit=100`);
const logOf = (page: Page, type: string, id: number) => apiFromPage<Log>(page, `/data_issues/${type.toLowerCase()}/${id}`);

/** The labels the Routine Logs list shows: the declared ones (packages/contracts/src/catalogue/dataIssueTypes.ts). */
const ERROR_LABELS: Record<string, string> = DATA_ISSUE_LABELS;

/**
 * The list's "N open logs" equals the server's count. The detectors run again in the background after
 * every change the statistics refresher sees (docs/admin-tools.md), so the count can move after the
 * page read it: compare with a fresh server count each time, and read the page again when they differ.
 */
async function expectOpenLogTotal(page: Page, type: string | null) {
  await eventually(async () => {
    const { total } = type === null ? await apiFromPage<LogList>(page, '/data_issues?limit=10') : await logsOf(page, type);
    const shown = await page.getByText(`${total} open log${total === 1 ? '' : 's'}`, { exact: true }).count();
    if (shown !== 1) {
      await page.reload();
      await page.getByText(/^\d+ open logs?$/).first().waitFor({ timeout: 15_000 }).catch(() => undefined);
    }
    return shown;
  }, 60_000).toBe(1);
}

/** Opens /logs filtered by the type, checks the count against the API, and opens the newest log of that type. */
async function openNewestLog(page: Page, type: string): Promise<Log> {
  const { logs, total } = await logsOf(page, type);
  expect(total).toBeGreaterThan(0);
  await page.goto(`/logs?error=${type}`);
  await expectOpenLogTotal(page, type);
  const newest = logs[0]!;
  await page.getByTitle(`Open the ${ERROR_LABELS[type]} log of ${newest.author_name}`, { exact: true }).first().click();
  await page.waitForURL((url) => url.pathname.startsWith('/logs/') && url.searchParams.get('log') === String(newest._id));
  return newest;
}

/** After a resolution the page returns to /logs and the log is resolved on the server. */
async function expectResolved(page: Page, log: Log) {
  await page.waitForURL((url) => url.pathname === '/logs', { timeout: 30_000 });
  expect((await logOf(page, log.error, log._id)).status).toBe('resolved');
  const { logs } = await logsOf(page, log.error);
  expect(logs.some((open) => open._id === log._id)).toBe(false);
}

/**
 * The school's whole ranking, read twice until both reads agree: its pages are separate requests,
 * and a statistics refresh landing between two of them would mix old and new figures.
 */
async function stableRankingOf(page: Page, universityId: number): Promise<RankingRow[]> {
  let previous = await rankingOf(page, universityId);
  for (;;) {
    const current = await rankingOf(page, universityId);
    if (JSON.stringify(current) === JSON.stringify(previous)) return current;
    previous = current;
  }
}

async function rankingOf(page: Page, universityId: number): Promise<RankingRow[]> {
  const rows: RankingRow[] = [];
  for (let pageNumber = 1; pageNumber <= 20; pageNumber += 1) {
    const answer = await apiFromPage<{ total: number; rows: RankingRow[] }>(page, '/ranking/authors', {
      method: 'POST', body: { universities: [universityId], sort_by: 'last_name', sort_order: 'asc', page: pageNumber, page_size: 100 },
    });
    rows.push(...answer.rows);
    if (rows.length >= answer.total || answer.rows.length === 0) break;
  }
  return rows;
}

describe('administrator data-quality screens', () => {
  it('[ADMIN][RED FLAGS]: an admin finds faculty without a gender at a school, fixes one through the profile, and the flag is gone on the next search', async () => {
    const { page, pageErrors } = await openBrowser();
    await signInAs(page, 'admin');
    const everywhere = await apiFromPage<{ authors: FlagRow[] }>(page, '/red_flag/faculty_with_missing_gender?university_id=none');
    expect(everywhere.authors.length).toBeGreaterThan(0);
    const target = everywhere.authors[0]!;
    const universities = await apiFromPage<University[]>(page, '/get_universities/completed');
    const school = universities.find((university) => university.name === target.univ_name)!;
    const atSchool = () => apiFromPage<{ authors: FlagRow[] }>(page, `/red_flag/faculty_with_missing_gender?university_id=${school._id}`);
    const before = (await atSchool()).authors;

    await page.goto('/dashboard/redflags');
    await choose(page, 'Red Flags Search', 'Faculty with missing gender');
    await page.getByRole('combobox', { name: 'University' }).fill(school.name);
    await page.getByRole('option', { name: school.name, exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Click to Search' }).click();
    await page.waitForURL((url) => url.searchParams.get('searched') === 'true');
    const results = page.getByRole('table', { name: 'Red flag results' });
    await eventually(() => page.getByText(`${before.length} faculty found`, { exact: true }).count()).toBe(1);
    for (const row of before) expect(await results.getByTitle(`Edit the profile of ${row.name}`, { exact: true }).count()).toBe(1);

    // the row opens the profile for editing; the gender is set there
    // (on the name: the University Profile URL cell is a link of its own)
    await results.getByTitle(`Edit the profile of ${target.name}`, { exact: true }).getByRole('cell').first().click();
    await page.waitForURL((url) => url.pathname === '/dashboard/profileEdit' && url.searchParams.get('coauthorid') === String(target.auth_id));
    // the profile opens read-through; EDIT (when the screen has the toggle) shows the edit buttons
    await page.getByRole('button', { name: /^(EDIT|Edit Personal Information)$/ }).first().waitFor();
    const toggle = page.getByRole('button', { name: 'EDIT', exact: true });
    if (await toggle.count() > 0) await toggle.click();
    await page.getByRole('button', { name: 'Edit Personal Information' }).click();
    const personal = page.getByRole('dialog', { name: 'Personal Information' });
    await personal.getByLabel('Gender').click();
    await page.getByRole('option', { name: 'Female', exact: true }).click();
    await personal.getByRole('button', { name: 'Save' }).click();
    await eventually(() => personal.count()).toBe(0);
    await eventually(async () => (await apiFromPage<Profile>(page, `/profile/${target.auth_id}`)).gender).toBe('f');

    // back to the same search: the flag is gone
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/dashboard/redflags');
    await page.getByRole('button', { name: 'Click to Search' }).click();
    const after = (await atSchool()).authors;
    expect(after.map((row) => row.auth_id)).toEqual(before.filter((row) => row.auth_id !== target.auth_id).map((row) => row.auth_id));
    await eventually(() => page.getByText(`${after.length} faculty found`, { exact: true }).count()).toBe(1);
    expect(await results.getByTitle(`Edit the profile of ${target.name}`, { exact: true }).count()).toBe(0);
    expect(pageErrors).toEqual([]);
  }, 180_000);

  it('[ADMIN][RED FLAGS]: an admin downloads the authors without education as a CSV written by a job', async () => {
    const { page, pageErrors } = await openBrowser();
    await signInAs(page, 'admin');
    await page.goto('/dashboard/redflags');
    await choose(page, 'Red Flags Search', 'Authors without education field');
    const rows = (await apiFromPage<{ authors: FlagRow[] }>(page, '/red_flag/authors_without_education_field')).authors;
    await eventually(() => page.getByText(`${rows.length} authors found`, { exact: true }).count()).toBe(1);

    const download = page.waitForEvent('download', { timeout: 120_000 });
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('authorsWithoutEducationField.csv');
    // the browser runs apart from the test (connected remotely): the file is read through its stream
    const chunks: Buffer[] = [];
    for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8').replace(/^\uFEFF/, '');
    const lines = text.split('\r\n').filter((line) => line !== '');
    expect(lines[0]).toBe('"Author Name","Auth ID","University","University Profile URL","Position","Marker","Total Papers"');
    expect(lines).toHaveLength(rows.length + 1);
    for (const row of rows) expect(lines.some((line) => line.includes(`,${row.auth_id},`))).toBe(true);
    await eventually(() => page.getByText(`Downloaded authorsWithoutEducationField.csv (${rows.length} rows)`).count()).toBe(1);
    expect(pageErrors).toEqual([]);
  }, 180_000);

  it('[ADMIN][LOGS]: an admin looks for data issues and resolves one of each kind that has a page', async () => {
    const { page, pageErrors } = await openBrowser();
    await signInAs(page, 'admin');
    await page.goto('/logs');
    await page.getByRole('button', { name: 'Check for new issues' }).click();
    await eventually(() => page.getByText(/^The check finished/).count(), 120_000).toBe(1);
    await expectOpenLogTotal(page, null);

    // 10-year gap: one highlighted paper removed (and restored once), then Resolve
    const gap = await openNewestLog(page, 'GAP_OF_10_YEARS');
    await eventually(() => page.locator('[data-highlighted="true"]').count()).toBe(gap.papers_with_10_year_gap.length);
    const gapPaperId = gap.papers_with_10_year_gap[0]!;
    const gapPaper = (await apiFromPage<Profile>(page, `/profile/${gap.author_id}`)).papers.find((paper) => paper._id === gapPaperId)!;
    await page.getByRole('button', { name: `Remove paper ${gapPaper.document_title}` }).click();
    const removedPapers = page.getByRole('list', { name: 'Removed Papers' });
    await eventually(() => removedPapers.getByText(gapPaper.document_title, { exact: false }).count()).toBe(1);
    await removedPapers.getByRole('button', { name: /^Restore / }).click();
    await eventually(() => removedPapers.count()).toBe(0);
    await page.getByRole('button', { name: `Remove paper ${gapPaper.document_title}` }).click();
    await page.getByRole('button', { name: 'Resolve' }).click();
    await expectResolved(page, gap);
    expect((await apiFromPage<Profile>(page, `/profile/${gap.author_id}`)).papers.some((paper) => paper._id === gapPaperId)).toBe(false);

    // name variations: the flagged variation removed
    const variationLog = await openNewestLog(page, 'MULTIPLE_LAST_NAME_TWO_CHARACTER_NAME_VARIATION');
    const flagged = (variationLog.details.flagged_variations as Array<{ variation: string }>)[0]!.variation;
    await page.getByRole('button', { name: `Remove name variation ${flagged}` }).click();
    await eventually(() => page.getByRole('list', { name: 'Removed Name Variations' }).getByText(flagged).count()).toBe(1);
    await page.getByRole('button', { name: 'Resolve' }).click();
    await expectResolved(page, variationLog);
    expect((await apiFromPage<Profile>(page, `/profile/${variationLog.author_id}`)).name_variations).not.toContain(flagged);

    // Google Scholar name mismatch: Yes keeps the paper
    const scholar = await openNewestLog(page, 'GS_NAME_MISMATCH');
    await page.getByRole('heading', { name: 'Google Scholar Name Mismatch' }).waitFor();
    await page.getByRole('button', { name: 'Yes', exact: true }).click();
    await expectResolved(page, scholar);
    expect((await apiFromPage<Profile>(page, `/profile/${scholar.author_id}`)).papers.some((paper) => paper._id === scholar.paper_id)).toBe(true);

    // ResearchGate name mismatch: No unmaps the paper
    const researchGate = await openNewestLog(page, 'RG_NAME_MISMATCH');
    await page.getByRole('heading', { name: 'Research Gate Name Mismatch' }).waitFor();
    await page.getByRole('button', { name: 'No', exact: true }).click();
    await expectResolved(page, researchGate);
    expect((await apiFromPage<Profile>(page, `/profile/${researchGate.author_id}`)).papers.some((paper) => paper._id === researchGate.paper_id)).toBe(false);

    // name too similar: Yes moves the paper to the other author
    const similar = await openNewestLog(page, 'NAME_TOO_SIMILAR');
    await page.getByRole('heading', { name: 'Name Too Similar' }).waitFor();
    await page.getByRole('button', { name: 'Yes', exact: true }).click();
    await expectResolved(page, similar);
    expect((await apiFromPage<Profile>(page, `/profile/${similar.other_author_id}`)).papers.some((paper) => paper._id === similar.paper_id)).toBe(true);
    expect((await apiFromPage<Profile>(page, `/profile/${similar.author_id}`)).papers.some((paper) => paper._id === similar.paper_id)).toBe(false);

    // RG/GS mismatch: Map makes the ResearchGate name a name variation
    const rgGs = await openNewestLog(page, 'RG_GS_MISMATCH');
    await page.getByRole('region', { name: 'This record' }).getByText('Papers (', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Map', exact: true }).click();
    await expectResolved(page, rgGs);
    expect((await apiFromPage<Profile>(page, `/profile/${rgGs.author_id}`)).name_variations).toContain(rgGs.rg_profile_name);

    await expectOpenLogTotal(page, null);
    expect(pageErrors).toEqual([]);
  }, 300_000);

  it('[ADMIN][MERGE]: an admin merges a duplicate author, the ranking counts one author with both records\' papers, and the merge can be undone', async () => {
    const { page, pageErrors } = await openBrowser();
    await signInAs(page, 'admin');
    const queue = await apiFromPage<{ authors: MergeRecord[]; total: number }>(page, '/tools/merge_user_author?limit=10');
    expect(queue.total).toBeGreaterThan(0);
    const duplicate = queue.authors[0]!;
    const { candidates } = await apiFromPage<{ candidates: MergeRecord[] }>(page, `/tools/merge_author_search/${duplicate.id}`);
    const kept = candidates[0]!;
    expect(kept.univ_id).toBe(duplicate.univ_id);
    const universityId = duplicate.univ_id!;

    await page.goto('/tools/mergeAuthorTool');
    await eventually(() => page.getByText(`${queue.total} author${queue.total === 1 ? '' : 's'} waiting`, { exact: true }).count()).toBe(1);
    await page.getByTitle(`Merge ${nameOf(duplicate)}`, { exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/tools/mergeAuthorTool/${duplicate.id}`);
    const carousel = page.getByRole('region', { name: 'Similar authors' });
    await eventually(() => carousel.getByText(`1–${Math.min(4, candidates.length)} of ${candidates.length}`, { exact: true }).count()).toBe(1);
    if (candidates.length > 4) {
      await carousel.getByRole('button', { name: 'Next 4 authors' }).click();
      await eventually(() => carousel.getByText(`5–${Math.min(8, candidates.length)} of ${candidates.length}`, { exact: true }).count()).toBe(1);
      await carousel.getByRole('button', { name: 'Previous 4 authors' }).click();
    }
    await page.getByRole('button', { name: 'Merge', exact: true }).click();
    await eventually(() => page.getByText('Please select an author to merge').count()).toBeGreaterThan(0);
    await carousel.getByRole('button', { name: `Select ${nameOf(kept)} (${kept.univ_name})` }).click();
    await page.getByRole('region', { name: 'Selected author (kept)' }).waitFor();
    await page.getByRole('button', { name: 'Merge', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Merge' });
    await dialog.getByLabel('Note').fill('The same person: a split record');
    await dialog.getByRole('button', { name: 'Merge & Flag' }).click();

    // back to the list, where the merged author is gone
    await page.waitForURL((url) => url.pathname === '/tools/mergeAuthorTool');
    await eventually(async () => (await apiFromPage<{ total: number }>(page, '/tools/merge_user_author')).total).toBe(queue.total - 1);
    await eventually(() => page.getByTitle(`Merge ${nameOf(duplicate)}`, { exact: true }).count()).toBe(0);

    // the statistics refresh: one author in the ranking, the duplicate gone
    let afterMerge: RankingRow[] = [];
    await eventually(async () => {
      afterMerge = await stableRankingOf(page, universityId);
      return afterMerge.some((row) => row.author_id === kept.id) && !afterMerge.some((row) => row.author_id === duplicate.id);
    }, 120_000).toBe(true);

    // the flag raised a reminder: it opens the kept author's profile with the note
    const reminders = await logsOf(page, 'MERGE_TOOL_CHECK_MERGE_LATER');
    const reminder = reminders.logs.find((log) => log.author_id === kept.id)!;
    expect(reminder.note).toBe('The same person: a split record');
    await page.goto('/logs?error=MERGE_TOOL_CHECK_MERGE_LATER');
    await page.getByTitle(`Open the ${ERROR_LABELS.MERGE_TOOL_CHECK_MERGE_LATER} log of ${reminder.author_name}`, { exact: true }).first().click();
    // the reminder is about a merge: it opens the merge screen of the kept author
    await page.waitForURL((url) => url.pathname === `/tools/mergeAuthorTool/${kept.id}`);
    await eventually(() => page.getByRole('heading', { name: /^Merge Author: / }).count()).toBe(1);

    // Undo from Recent decisions: both records are ranked again, with the papers shared out as before
    await page.goto('/tools/mergeAuthorTool');
    await page.getByRole('table', { name: 'Recent merge decisions' }).getByRole('button', { name: 'Undo' }).first().click();
    await page.getByRole('dialog', { name: 'Undo this merge?' }).getByRole('button', { name: 'Undo merge' }).click();
    await eventually(() => page.getByTitle(`Merge ${nameOf(duplicate)}`, { exact: true }).count()).toBe(1);
    let afterUndo: RankingRow[] = [];
    await eventually(async () => {
      afterUndo = await stableRankingOf(page, universityId);
      return afterUndo.some((row) => row.author_id === duplicate.id);
    }, 120_000).toBe(true);
    const keptMerged = afterMerge.find((row) => row.author_id === kept.id)!.total_papers;
    const keptAlone = afterUndo.find((row) => row.author_id === kept.id)!.total_papers;
    const duplicateAlone = afterUndo.find((row) => row.author_id === duplicate.id)!.total_papers;
    expect(duplicateAlone).toBeGreaterThan(0);
    expect(keptMerged).toBe(keptAlone + duplicateAlone);
    // the undone merge's reminder is closed with it (docs/admin-tools.md): no open reminder of a merge that is gone
    expect((await logsOf(page, 'MERGE_TOOL_CHECK_MERGE_LATER')).logs.some((log) => log._id === reminder._id)).toBe(false);
    expect(pageErrors).toEqual([]);
  }, 360_000);
});
