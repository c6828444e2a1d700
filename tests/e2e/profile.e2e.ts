import { fileURLToPath } from 'node:url';
import { readFileSync, readdirSync } from 'node:fs';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { DEPARTMENT_APPOINTMENT_MESSAGES, FIXED_AREAS_OF_INTEREST, formatAppointmentPercent, RESEARCH_PROFILE_MESSAGES, validYearMessage } from '@ri/metrics';
import { openBrowser } from '../support/browser.ts';
import { e2eDemoPassword } from '../support/e2eGlobalSetup.ts';
import { apiFromPage, signInAs } from '../support/signIn.ts';

// docs/requirements/profile-and-accounts.md §2, "Profile page" and "CV upload page": the journeys of docs/profile.md.

interface ApiAuthor { id: number | null; first_name: string; mid_name: string; last_name: string }
interface ApiPaper { _id: number; document_title: string; publication_name: string; publication_year: number | null; journal_id: number | null; authors: ApiAuthor[] }
interface ApiWork { id: number; title: string; subTitle: string; school: string; institution: string; univId: number | null; from: number | null; to: number | 'Present' | null; marker: number | null }
interface ApiProfile {
  _id: number; first_name: string; last_name: string; cv: string; bio: string; univ_id: number | ''; univ_name: string; is_complete: boolean;
  missing_items: string[]; papers: ApiPaper[]; department: string[]; percent_appointment: Record<string, number>;
  education: unknown[]; work_history_manual: ApiWork[]; gs: { author_id: string; author_name: string }; rg: { author_id: string; author_name: string };
  keywords: string[]; area_of_interest: string[]; name_variations: string[];
}
interface MarkAnswer { url: string; pages: number; matches: Array<{ tier: 'A' | 'A-' | 'B'; name: string }> }

// ---------------------------------------------------------------- Crossref, played by a local server
// The API's CROSSREF_URL points at inject('crossrefPort') (tests/support/e2eGlobalSetup.ts); it answers
// with the real Crossref bodies kept in tests/fixtures/crossref, and their 404 for any other DOI.
const CROSSREF_DATA = fileURLToPath(new URL('../fixtures/crossref', import.meta.url));
const crossrefWorks = new Map(readdirSync(CROSSREF_DATA).filter((file) => file.startsWith('work-') && file.endsWith('.json')).map((file) => {
  const body = readFileSync(`${CROSSREF_DATA}/${file}`, 'utf8');
  return [(JSON.parse(body) as { message: { DOI: string } }).message.DOI.toLowerCase(), body] as const;
}));
const [notFoundStatusLine, ...notFoundBody] = readFileSync(`${CROSSREF_DATA}/not-found-response.txt`, 'utf8').split('\n');
const NOT_FOUND_CODE = Number(/'code':\s*(\d+)/.exec(notFoundStatusLine ?? '')?.[1] ?? 404);
const DOI_WORK = '10.1038/srep16696';
const DOI_TITLE = (JSON.parse(crossrefWorks.get(DOI_WORK) ?? '{}') as { message: { title: string[] } }).message.title[0] ?? '';

let crossref: http.Server | null = null;

// ---------------------------------------------------------------- API calls from the test itself
const baseUrl = () => inject('baseUrl');

async function apiLogin(username: string): Promise<{ token: string; id: number }> {
  const response = await fetch(`${baseUrl()}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: e2eDemoPassword }) });
  if (!response.ok) throw new Error(`login ${username}: ${response.status}`);
  const body = (await response.json()) as { access_token: string; id: number };
  return { token: body.access_token, id: body.id };
}

async function api<T>(token: string, path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(`${baseUrl()}/api${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${token}`, ...(init.body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A PDF of the given pages of text lines, written with pdf-lib (Helvetica, 11 pt). */
async function makePdf(pages: string[][]): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = document.addPage([612, 792]);
    lines.forEach((line, index) => page.drawText(line, { x: 56, y: 730 - index * 18, size: 11, font }));
  }
  return Buffer.from(await document.save());
}

/** A small PNG for the picture upload. */
function makePng(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 40, channels: 3, background: '#1c4e80' } }).png().toBuffer();
}

async function chooseFile(page: Page, button: ReturnType<Page['getByRole']>, file: { name: string; mimeType: string; buffer: Buffer }) {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), button.click()]);
  await chooser.setFiles(file);
}

type Scope = Pick<Page, 'getByRole'>;

/**
 * A form field by its accessible name (a required field's label ends with an aria-hidden ' *',
 * which getByLabel would read): a text box, a number box or a combobox.
 */
function field(scope: Scope, name: string) {
  return scope.getByRole('textbox', { name, exact: true }).or(scope.getByRole('combobox', { name, exact: true })).first();
}

/**
 * Picks the option named `name` (exactly, or matching the pattern) after typing `text` into the labelled combobox.
 * Typed again until the option shows: a dropdown whose options arrive or refresh while the text is typed (a dialog's
 * list loading, a list refetched after the previous save) may show none for that text until it is typed again.
 */
async function pick(page: Page, input: ReturnType<typeof field>, text: string, name: string | RegExp) {
  const option = page.getByRole('option', typeof name === 'string' ? { name, exact: true } : { name }).first();
  await expect.poll(async () => {
    await input.fill('');
    await input.fill(text);
    const shown = await option.waitFor({ timeout: 5_000 }).then(() => true, () => false);
    if (!shown) return false;
    await option.click({ timeout: 10_000 });
    return true;
  }, { timeout: 40_000, interval: 250 }).toBe(true);
}

/** expect.poll with a patient timeout: the e2e machine is shared (vitest's default is 1 s). */
const eventually = <T>(read: () => T | Promise<T>, timeout = 30_000) => expect.poll(read, { timeout });

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const nameOf = (author: { first_name: string; mid_name: string; last_name: string }) =>
  [author.first_name, author.mid_name, author.last_name].map((part) => part.trim()).filter((part) => part !== '').join(' ');

const googleScholarLink = (id: string) => `https://scholar.google.com/citations?user=${id}`;
const researchGateLink = (id: string) => `https://www.researchgate.net/profile/${id}`;

describe('profile', () => {
  let admin: { token: string; id: number };
  let newFacultyId: number;
  let newFacultyBefore: ApiProfile;

  beforeAll(async () => {
    crossref = http.createServer((request, response) => {
      const doi = decodeURIComponent(request.url ?? '').replace(/^\/works\//, '').replace(/\?.*$/, '').toLowerCase();
      const body = crossrefWorks.get(doi);
      if (body !== undefined) response.writeHead(200, { 'content-type': 'application/json' }).end(body);
      else response.writeHead(NOT_FOUND_CODE, { 'content-type': 'text/plain' }).end(notFoundBody.join('\n'));
    });
    await new Promise<void>((resolve) => crossref?.listen(inject('crossrefPort'), '127.0.0.1', resolve));
    admin = await apiLogin('admin');
    newFacultyId = (await apiLogin('newfaculty')).id;
    newFacultyBefore = await api<ApiProfile>(admin.token, `/profile/${newFacultyId}`);
  });

  afterAll(async () => {
    // newfaculty is the demo's incomplete profile (other specs land on profile editing with it): put it back
    if (newFacultyBefore !== undefined) {
      const before = newFacultyBefore;
      const restored = await api<ApiProfile>(admin.token, `/profile/${newFacultyId}`, {
        method: 'PUT',
        body: {
          update: {
            cv: before.cv, bio: before.bio, education: before.education, work_history_manual: before.work_history_manual,
            department: before.department, percent_appointment: before.percent_appointment, keywords: before.keywords,
            area_of_interest: before.area_of_interest, name_variations: before.name_variations,
            gs: { link: before.gs.author_id === '' ? '' : googleScholarLink(before.gs.author_id), author_name: before.gs.author_name },
            rg: { link: before.rg.author_id === '' ? '' : researchGateLink(before.rg.author_id), author_name: before.rg.author_name },
          },
        },
      });
      if (restored.is_complete !== before.is_complete) throw new Error('newfaculty could not be put back as it was');
    }
    await new Promise<void>((resolve) => {
      if (crossref === null) resolve();
      else {
        crossref.closeAllConnections();
        crossref.close(() => resolve());
      }
    });
  });

  it('[PROFILE][COMPLETE]: a new faculty member completes the profile through every modal and the menu unlocks', async () => {
    const { page, pageErrors } = await openBrowser();
    await signInAs(page, 'newfaculty');
    await page.waitForURL((url) => url.pathname === '/dashboard/profileEdit');
    const menu = page.getByRole('navigation', { name: 'Faculty menu' });
    await eventually(() => menu.getByRole('button', { name: 'Faculty Progress' }).count()).toBe(1);
    const banner = page.getByTestId('missing-items');
    const start = await apiFromPage<ApiProfile>(page, '/profile/get_profile');
    expect(start.missing_items).toEqual(expect.arrayContaining(['Add Education', 'Add PhD Degree', 'Add CV']));
    await eventually(() => banner.textContent()).toContain('Add CV');
    for (const item of start.missing_items) expect(await banner.textContent()).toContain(item);

    // Personal Information: Save waits for a CV; the modal's Upload CV stores one (percent shown, 'File Uploaded')
    await page.getByRole('button', { name: 'Edit Personal Information' }).click();
    const personal = page.getByRole('dialog', { name: 'Personal Information' });
    expect(await personal.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    expect(await personal.getByRole('list', { name: 'Missing personal information' }).textContent()).toContain('Upload CV');
    await chooseFile(page, personal.getByRole('button', { name: 'Upload CV' }), { name: 'okafor-cv.pdf', mimeType: 'application/pdf', buffer: await makePdf([['Daniel Okafor', 'Curriculum vitae']]) });
    await eventually(() => field(personal, 'CV link').inputValue()).toMatch(/^https?:\/\/.+\/api\/files\/cv-/);
    await eventually(() => personal.getByText('100%').count()).toBe(1);
    await eventually(() => page.getByText('File Uploaded').count()).toBeGreaterThan(0);
    await field(personal, 'Bio').fill('I study how consumers search and choose online.');
    await personal.getByRole('button', { name: 'Save' }).click();
    await eventually(() => personal.count()).toBe(0);

    // Departments: the total is capped at 100; edit the current one, then add a second
    await page.getByRole('button', { name: 'Add Department' }).click();
    let departmentDialog = page.getByRole('dialog', { name: 'Add Department' });
    await field(departmentDialog, 'Department').click();
    const secondDepartment = ((await page.getByRole('option').first().textContent()) ?? '').trim();
    await page.getByRole('option', { name: secondDepartment, exact: true }).click();
    await field(departmentDialog, 'Percent Appointment').fill('50');
    if (start.department.length > 0) {
      await eventually(() => departmentDialog.getByText(DEPARTMENT_APPOINTMENT_MESSAGES.totalExceeded).count()).toBeGreaterThan(0);
      expect(await departmentDialog.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
      await departmentDialog.getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('button', { name: `Edit ${start.department[0]}` }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Department' });
      await field(edit, 'Percent Appointment').fill('62.5');
      await edit.getByRole('button', { name: 'Save' }).click();
      await eventually(() => edit.count()).toBe(0);
      await page.getByRole('button', { name: 'Add Department' }).click();
      departmentDialog = page.getByRole('dialog', { name: 'Add Department' });
      // picked again until the choice holds: the list of departments may refresh after the edit's save
      const departmentField = field(departmentDialog, 'Department');
      await eventually(async () => {
        await pick(page, departmentField, secondDepartment, secondDepartment);
        return departmentField.inputValue();
      }, 60_000).toBe(secondDepartment);
      await field(departmentDialog, 'Percent Appointment').fill('37.5');
    }
    await departmentDialog.getByRole('button', { name: 'Save' }).click();
    await eventually(() => page.getByTestId('profile-department').filter({ hasText: secondDepartment }).count()).toBe(1);

    // Research Profiles: a Google Scholar link needs its user parameter
    await page.getByRole('button', { name: /^(Add|Edit) Research Profiles$/ }).click();
    const research = page.getByRole('dialog', { name: 'Add Research Profiles' });
    await field(research, 'Google Scholar link').fill('https://scholar.google.com/citations?hl=en');
    await field(research, 'Name on Google Scholar').fill('Daniel Okafor');
    await eventually(() => research.getByText(RESEARCH_PROFILE_MESSAGES.invalidGoogleScholarLink).count()).toBeGreaterThan(0);
    await field(research, 'Google Scholar link').fill('https://scholar.google.com/citations?user=dOkaforAAAAJ&hl=en');
    await research.getByRole('button', { name: 'Save' }).click();
    const scholar = page.getByTestId('profile-research-profile').filter({ hasText: 'Google Scholar' }).getByRole('link');
    await eventually(() => scholar.getAttribute('href')).toContain('user=dOkaforAAAAJ');

    // Education: Add Phd, with the seed's year bounds
    await page.getByRole('button', { name: 'Add Phd' }).click();
    const phd = page.getByRole('dialog', { name: 'Add Phd' });
    expect(await field(phd, 'Degree').inputValue()).toBe('Ph.D.');
    await field(phd, 'Area').fill('Marketing');
    await pick(page, field(phd, 'University'), 'Stanford', /Stanford/);
    await field(phd, 'Year').fill('1949');
    await eventually(() => phd.getByText(validYearMessage(new Date().getFullYear())).count()).toBeGreaterThan(0);
    await field(phd, 'Year').fill('2024');
    await phd.getByRole('button', { name: 'Save' }).click();
    await eventually(() => page.getByTestId('profile-education').count()).toBe(1);

    // the profile is complete now (CV, PhD): the menu unlocks without a reload
    await eventually(() => menu.getByRole('link', { name: 'Faculty Progress' }).count()).toBe(1);
    expect(await banner.count()).toBe(0);

    // Work Experience: titles above the rank are disabled; a title without a fixed one needs a Position Title
    await page.getByRole('button', { name: 'Add Work Experience' }).click();
    const work = page.getByRole('dialog', { name: 'Add Work Experience' });
    await field(work, 'Title').click();
    expect(await page.getByRole('option', { name: 'Associate Professor (tenured)' }).getAttribute('aria-disabled')).toBe('true');
    expect(await page.getByRole('option', { name: 'Full Professor (tenured)' }).getAttribute('aria-disabled')).toBe('true');
    await page.getByRole('option', { name: 'Researcher / Visiting / Post-doc / Affiliate' }).click();
    await field(work, 'School').fill('Graduate School of Business');
    await pick(page, field(work, 'University'), 'Stanford', /Stanford/);
    await field(work, 'From').fill('2023');
    await field(work, 'To').fill('2024');
    await eventually(() => work.getByText('Enter Position Title').count()).toBeGreaterThan(0);
    await field(work, 'Position Title').fill('Postdoctoral Fellow');
    await work.getByRole('button', { name: 'Save' }).click();
    await eventually(() => page.getByTestId('profile-work').filter({ hasText: 'Postdoctoral Fellow' }).count()).toBe(1);

    // Area of Research: a new keyword and an area of the fixed list
    await page.getByRole('button', { name: 'Edit Area of Research' }).click();
    const area = page.getByRole('dialog', { name: 'Add/Edit Area of Research' });
    await pick(page, field(area, 'Keywords'), 'Search frictions', 'Search frictions');
    const newArea = FIXED_AREAS_OF_INTEREST.find((candidate) => !start.area_of_interest.includes(candidate)) ?? '';
    await pick(page, field(area, 'Area of Interest'), newArea, newArea);
    // a multi-select keeps its list open: a click on the title closes it
    await area.getByRole('heading', { name: 'Add/Edit Area of Research' }).click();
    await area.getByRole('button', { name: 'Save' }).click();
    await eventually(() => page.getByRole('list', { name: 'Area of Interest' }).textContent()).toContain(newArea);

    // DONE: completeness recomputed and saved; the page agrees with the server
    await page.getByRole('button', { name: 'DONE' }).click();
    await eventually(() => page.getByRole('button', { name: 'EDIT' }).count()).toBe(1);
    const saved = await apiFromPage<ApiProfile>(page, '/profile/get_profile');
    expect(saved.is_complete).toBe(true);
    expect(saved.missing_items).toEqual([]);
    expect(saved.keywords).toContain('Search frictions');
    expect(saved.area_of_interest).toEqual([...start.area_of_interest, newArea].sort((a, b) => a.localeCompare(b)));
    for (const [department, percent] of Object.entries(saved.percent_appointment)) {
      expect(await page.getByTestId('profile-department').filter({ hasText: department }).textContent()).toContain(formatAppointmentPercent(percent));
    }
    expect(Object.values(saved.percent_appointment).reduce((sum, value) => sum + value, 0)).toBeLessThanOrEqual(100);
    expect(pageErrors).toEqual([]);
  });

  it('[PROFILE][PAPERS]: a faculty member adds a paper by DOI and one by journal and year, then removes them', async () => {
    const { page, pageErrors } = await openBrowser();
    await signInAs(page, 'faculty');
    await page.goto('/dashboard/profileEdit');
    await eventually(() => page.getByTestId('profile-paper').count()).toBeGreaterThan(0);

    // a paper of a journal and year the faculty member publishes in, not yet on the profile
    const profile = await apiFromPage<ApiProfile>(page, '/profile/get_profile');
    const onProfile = new Set(profile.papers.map((paper) => paper._id));
    let choice: { journal: string; year: number; title: string } | null = null;
    for (const paper of profile.papers) {
      if (paper.journal_id === null || paper.publication_year === null) continue;
      const options = await apiFromPage<{ papers: Array<{ id: number; title: string }> }>(page, `/papers?journal_id=${paper.journal_id}&year=${paper.publication_year}`);
      const titles = new Map<string, number>();
      for (const option of options.papers) titles.set(option.title, (titles.get(option.title) ?? 0) + 1);
      const free = options.papers.find((option) => !onProfile.has(option.id) && titles.get(option.title) === 1 && option.title.trim() !== '');
      if (free !== undefined) {
        choice = { journal: paper.publication_name, year: paper.publication_year, title: free.title };
        break;
      }
    }
    expect(choice, 'a journal and year with a paper not on the profile').not.toBeNull();
    if (choice === null) return;

    await page.getByRole('button', { name: 'EDIT' }).click();
    await page.getByRole('button', { name: 'Add Your Paper' }).click();
    let dialog = page.getByRole('dialog', { name: 'Add Your Paper' });
    // an unknown DOI: Crossref's 404 is the seed's message
    await dialog.getByLabel('DOI').fill('10.5555/not-a-real-paper');
    await dialog.getByRole('button', { name: 'Check' }).first().click();
    await eventually(() => dialog.getByText('Please enter a correct DOI').count()).toBe(1);
    // a DOI Crossref knows: the paper is created with its journal and added
    await dialog.getByLabel('DOI').fill(`https://doi.org/${DOI_WORK}`);
    await dialog.getByRole('button', { name: 'Check' }).first().click();
    await dialog.getByRole('button', { name: 'Select this paper' }).click({ timeout: 30_000 });
    const doiPaper = page.getByTestId('profile-paper').filter({ hasText: DOI_TITLE });
    await eventually(() => doiPaper.count()).toBe(1);

    await page.getByRole('button', { name: 'Add Your Paper' }).click();
    dialog = page.getByRole('dialog', { name: 'Add Your Paper' });
    // the options read 'name (ISSN)'
    await pick(page, dialog.getByLabel('Journal', { exact: true }), choice.journal, new RegExp(`^${escapeRegExp(choice.journal)}( \\(|$)`));
    await pick(page, dialog.getByLabel('Year', { exact: true }), String(choice.year), String(choice.year));
    await dialog.getByLabel('Select Paper', { exact: true }).click();
    await page.getByRole('option', { name: choice.title, exact: true }).click({ timeout: 30_000 });
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    const added = page.getByTestId('profile-paper').filter({ hasText: choice.title });
    await eventually(() => added.count()).toBe(1);

    const withBoth = await apiFromPage<ApiProfile>(page, '/profile/get_profile');
    expect(withBoth.papers).toHaveLength(profile.papers.length + 2);
    expect(await page.getByTestId('profile-paper').count()).toBe(withBoth.papers.length);

    for (const title of [choice.title, DOI_TITLE]) {
      await page.getByRole('button', { name: `Remove ${title}`, exact: true }).click();
      await page.getByRole('dialog', { name: 'Confirm Remove' }).getByRole('button', { name: 'Yes' }).click();
      await eventually(() => page.getByTestId('profile-paper').filter({ hasText: title }).count()).toBe(0);
    }
    expect((await apiFromPage<ApiProfile>(page, '/profile/get_profile')).papers).toHaveLength(profile.papers.length);
    expect(pageErrors).toEqual([]);
  });

  it('[PROFILE][CV]: a faculty member uploads a CV and opens it marked by journal tier', async () => {
    const { page, pageErrors } = await openBrowser();
    await signInAs(page, 'faculty');
    await page.goto('/dashboard/profileEdit');
    const profile = await apiFromPage<ApiProfile>(page, '/profile/get_profile');
    const journals = [...new Set(profile.papers.map((paper) => paper.publication_name).filter((name) => name !== ''))].slice(0, 3);
    expect(journals.length).toBeGreaterThan(0);
    const cv = await makePdf([
      [`${profile.first_name} ${profile.last_name}`, 'Publications', ...journals.map((journal, index) => `${index + 1}. A study of markets. ${journal}, 2021.`)],
      ['Working papers', `Under review at ${journals[0] ?? ''}.`],
    ]);

    await page.getByRole('button', { name: 'EDIT' }).click();
    await chooseFile(page, page.getByRole('button', { name: 'Upload CV' }), { name: 'cv.pdf', mimeType: 'application/pdf', buffer: cv });
    await eventually(() => page.getByText('File Uploaded').count()).toBeGreaterThan(0);
    await eventually(async () => (await apiFromPage<ApiProfile>(page, '/profile/get_profile')).cv).toMatch(/\/api\/files\/cv-/);
    await eventually(() => page.getByRole('link', { name: 'CV', exact: true }).getAttribute('href')).toMatch(/^blob:/);

    await page.getByRole('link', { name: 'Mark CV' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/resumeUpload');
    const marked = page.waitForResponse((response) => response.url().endsWith('/api/mark_journals') && response.request().method() === 'POST', { timeout: 60_000 });
    await chooseFile(page, page.getByRole('button', { name: 'Upload CV (PDF)' }), { name: 'cv.pdf', mimeType: 'application/pdf', buffer: cv });
    // the upload answers 202 with the Mark CV job at once; the page follows its progress, then shows the marked CV
    const started = (await (await marked).json()) as { queue: string; job_id: string };
    expect(started.queue).toBe('mark-cv');
    await eventually(async () => (await apiFromPage<{ status: string }>(page, `/jobs/mark-cv/${started.job_id}`)).status, 90_000).toBe('completed');
    const answer = (await apiFromPage<{ result: MarkAnswer }>(page, `/jobs/mark-cv/${started.job_id}`)).result;
    expect(answer.pages).toBe(2);
    expect(answer.matches.length).toBeGreaterThan(0);
    await eventually(() => page.getByTitle('Marked CV').getAttribute('src')).toMatch(/^blob:/);
    expect(await page.getByRole('link', { name: 'Download the marked CV' }).getAttribute('download')).toBe('marked-cv.pdf');
    const legend = page.getByRole('list', { name: 'Legend of tier colours' });
    for (const tier of ['A', 'A-', 'B'] as const) {
      const count = answer.matches.filter((match) => match.tier === tier).length;
      expect(await legend.getByRole('listitem').filter({ hasText: new RegExp(`^Tier ${tier} · `) }).textContent()).toContain(`${count} mention`);
    }
    expect(await page.getByRole('table', { name: 'Journals found' }).getByRole('row').count()).toBe(new Set(answer.matches.map((match) => match.name)).size + 1);
    expect((await apiFromPage<ApiProfile & { highlighted_cv: string }>(page, '/profile/get_profile')).highlighted_cv).toBe(answer.url);
    expect(pageErrors).toEqual([]);
  });

  it("[PROFILE][ADMIN]: an administrator edits a faculty member's profile and its change history shows it", async () => {
    const { page, pageErrors } = await openBrowser();
    await signInAs(page, 'admin');
    await page.goto(`/dashboard/profileEdit?coauthorid=${newFacultyId}`);
    await eventually(() => page.getByRole('heading', { name: "Update Faculty's Profile" }).count()).toBe(1);
    await page.getByRole('button', { name: 'EDIT' }).click();
    const variation = `D. Okafor ${Date.now() % 1000}`;
    const names = page.getByRole('combobox', { name: 'Name variations' });
    await names.fill(variation);
    await names.press('Enter');
    await page.getByRole('button', { name: 'Save administrator fields' }).click();
    const history = page.getByTestId('profile-history');
    await eventually(() => history.getByRole('row').filter({ hasText: 'name_variations' }).count()).toBeGreaterThan(0);
    const audit = await apiFromPage<{ entries: Array<{ action: string; after: Record<string, unknown> | null; actor_username: string | null }> }>(page, `/audit_log?entity_type=author&entity_id=${newFacultyId}&limit=5`);
    const entry = audit.entries[0];
    expect(entry?.action).toBe('profile.admin_update');
    expect(entry?.actor_username).toBe('admin');
    expect(entry?.after?.name_variations).toContain(variation);
    expect(await history.getByRole('row').nth(1).textContent()).toContain('Profile updated by an administrator');
    expect(pageErrors).toEqual([]);
  });

  it('[PROFILE][VIEW]: a faculty member opens a co-author read-only, and a university user sees an author and their university', async () => {
    const { page, pageErrors } = await openBrowser();
    await signInAs(page, 'faculty');
    await page.goto('/dashboard/profileEdit');
    await eventually(() => page.getByRole('heading', { name: 'My Profile' }).count()).toBe(1);
    await eventually(() => page.getByTestId('profile-paper').count()).toBeGreaterThan(0);
    const profile = await apiFromPage<ApiProfile>(page, '/profile/get_profile');
    const coAuthor = profile.papers.flatMap((paper) => paper.authors).find((author) => author.id !== null && author.id !== profile._id && nameOf(author) !== '');
    expect(coAuthor, 'the demo faculty member has a linked co-author').toBeDefined();
    if (coAuthor === undefined || coAuthor.id === null) return;

    await page.getByRole('button', { name: nameOf(coAuthor), exact: true }).first().click();
    await page.waitForURL((url) => url.searchParams.get('coauthorid') === String(coAuthor.id) && url.searchParams.get('isReadOnly') === 'true');
    await eventually(() => page.getByRole('heading', { name: 'Author Profile' }).count()).toBe(1);
    const coAuthorProfile = await apiFromPage<ApiProfile>(page, `/profile/${coAuthor.id}`);
    await eventually(() => page.getByTestId('profile-paper').count()).toBe(coAuthorProfile.papers.length);
    // read-only: no EDIT/DONE, no editing controls, no banner, no Area of Research
    expect(await page.getByRole('button', { name: 'EDIT' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Add Your Paper' }).count()).toBe(0);
    expect(await page.getByTestId('missing-items').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Area of Research' }).count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('coauthorid'))).toBe(String(coAuthor.id));

    // the university layout's read-only variant, for a university user; without an author, their university
    const university = await openBrowser();
    await signInAs(university.page, 'university');
    await university.page.goto(`/dashboards/profileEdit?coauthorid=${coAuthor.id}&isReadOnly=true`);
    await eventually(() => university.page.getByRole('heading', { name: 'Author Profile' }).count()).toBe(1);
    await eventually(() => university.page.getByTestId('profile-paper').count()).toBe(coAuthorProfile.papers.length);
    expect(await university.page.getByRole('button', { name: 'EDIT' }).count()).toBe(0);

    await university.page.getByRole('navigation', { name: 'University menu' }).getByRole('link', { name: 'University Profile' }).click();
    const own = await apiFromPage<{ name: string; profile_picture: string }>(university.page, '/univ_profile/get_univ_profile');
    await eventually(() => university.page.getByRole('heading', { name: own.name }).count()).toBe(1);
    await chooseFile(university.page, university.page.getByRole('button', { name: 'Upload University Picture' }), { name: 'logo.png', mimeType: 'image/png', buffer: await makePng() });
    await eventually(() => university.page.getByRole('img', { name: `Picture of ${own.name}` }).getAttribute('src')).toMatch(/^blob:/);
    expect((await apiFromPage<{ profile_picture: string }>(university.page, '/univ_profile/get_univ_profile')).profile_picture).toMatch(/\/api\/files\/picture-/);
    expect(pageErrors).toEqual([]);
    expect(university.pageErrors).toEqual([]);
  });
});
