import { randomBytes } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { openBrowser } from '../support/browser.ts';
import { linksIn, waitForMessage } from '../support/mailbox.ts';
import { apiFromPage, signInAs } from '../support/signIn.ts';
import { uniqueName } from '../support/names.ts';

// Administrator tools, part B (issue 8 items 4-9): Add Author, Department configuration, the
// University faculty directory, Contact Us Support, Settings of a university account.

const UNIVERSITY = 'University of Pennsylvania';

interface DirectoryList { authors: Array<{ id: number; first_name: string; last_name: string; department: string[] }>; total: number }
interface DeptAnswer {
  university_id?: number;
  departments: Array<{ name: string; id?: number; data?: { A: number[]; 'A-': number[]; B: number[]; default_mapping: string[] } }>;
  journals?: Record<string, string>;
}
interface Journal { id: number; name: string; issn: string | null; tier: string | null }
interface Members {
  members: Array<{ user_id: number; username: string; email: string; access_level: string }>;
  pending_invitations: Array<{ email: string }>;
  available_seats: number;
  seat_limit: number;
}

const unique = (prefix: string) => `${prefix}${randomBytes(3).toString('hex')}`;

/** expect.poll with a patient timeout: the e2e machine is shared. */
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 30_000 });

/** A one-page PDF written by the test (the server checks the bytes and parses it). */
async function makeCv(name: string): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  document.addPage([612, 792]).drawText(`Curriculum vitae of ${name}`, { x: 56, y: 730, size: 12, font });
  return Buffer.from(await document.save());
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A field's label: required fields read 'Label *'. */
const label = (text: string) => new RegExp(`^${escapeRegExp(text)}( \\*)?$`);

/** Types into a labelled combobox and picks the option named exactly `option`. */
async function pick(page: Page, name: string, text: string, option: string) {
  await page.getByRole('combobox', { name: label(name) }).fill(text);
  await page.getByRole('option', { name: option, exact: true }).first().click({ timeout: 30_000 });
}

async function chooseUniversity(page: Page, name = 'University') {
  await pick(page, name, 'Pennsylvania', UNIVERSITY);
}

const alertWith = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

describe('administrator tools, part B', () => {
  it('[ADMIN][ADD AUTHOR]: an admin adds an author with a CV and lands on the new profile', async () => {
    const { page, pageErrors } = await openBrowser();
    await signInAs(page, 'admin');
    await page.goto('/tools/addAuthor');
    const lastName = uniqueName('Quist');

    // both names are needed to look
    await page.getByRole('button', { name: 'Look if Author exists' }).click();
    await eventually(() => alertWith(page, 'First name and last name are required to search for authors').count()).toBeGreaterThan(0);
    await page.getByLabel(label('First name')).fill('Imogen');
    await page.getByLabel(label('Last name')).fill(lastName);
    await page.getByRole('button', { name: 'Look if Author exists' }).click();
    await page.getByText('No authors found').waitFor({ timeout: 30_000 });

    // the new record starts with the names looked for; the seed's rules refuse an incomplete form
    await page.getByRole('button', { name: 'Create new record' }).click();
    const form = page.getByRole('form', { name: 'Create new record' });
    expect(await form.getByLabel(label('Last name')).inputValue()).toBe(lastName);
    await form.getByRole('button', { name: 'Add Author' }).click();
    await eventually(() => alertWith(page, 'Complete all required fields').count()).toBeGreaterThan(0);

    await form.getByLabel(label('Email')).fill(`${lastName.toLowerCase()}@wharton.upenn.edu`);
    await form.getByRole('combobox', { name: label('Title') }).click();
    await page.getByRole('option', { name: 'Named Chair', exact: true }).click();
    await form.getByLabel(label('Position Title')).fill('Chair of Behavioral Finance');
    await chooseUniversity(page);
    await form.getByLabel(label('Google Scholar link')).fill('https://scholar.google.com/citations?hl=en');
    await form.getByLabel(label('Google Scholar author name')).fill(`Imogen ${lastName}`);
    await form.getByRole('button', { name: 'Add Author' }).click();
    await eventually(() => alertWith(page, 'Invalid Google Scholar link').count()).toBeGreaterThan(0);
    await form.getByLabel(label('Google Scholar link')).fill('https://scholar.google.com/citations?user=e2eQuIst01AJ&hl=en');

    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), form.getByLabel('CV (PDF)').click()]);
    await chooser.setFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: await makeCv(`Imogen ${lastName}`) });
    await form.getByRole('button', { name: 'Add Author' }).click();

    await page.waitForURL((url) => url.pathname === '/dashboard/profileEdit' && url.searchParams.has('coauthorid'), { timeout: 60_000 });
    const authorId = Number(new URL(page.url()).searchParams.get('coauthorid'));
    const profile = await apiFromPage<{ first_name: string; last_name: string; position: string; marker: number | ''; cv: string; gs: { author_id: string }; univ_name: string }>(page, `/profile/${authorId}`);
    expect(profile).toMatchObject({ first_name: 'Imogen', last_name: lastName, position: 'Chair of Behavioral Finance', marker: 7, univ_name: UNIVERSITY, gs: { author_id: 'e2eQuIst01AJ' } });
    expect(profile.cv).toMatch(/\.pdf$/);
    await page.getByText(lastName).first().waitFor({ timeout: 30_000 });

    // looking again finds the record
    await page.goto('/tools/addAuthor');
    await page.getByLabel(label('First name')).fill('Imogen');
    await page.getByLabel(label('Last name')).fill(lastName);
    await page.getByRole('button', { name: 'Look if Author exists' }).click();
    await page.getByRole('button', { name: new RegExp(`^Imogen ${lastName}`) }).waitFor({ timeout: 30_000 });
    expect(pageErrors).toEqual([]);
  });

  it('[ADMIN][DEPARTMENTS]: an admin adds a journal to a department\'s A list and sees it after a reload', async () => {
    const { page, pageErrors } = await openBrowser();
    await signInAs(page, 'admin');
    await page.goto('/dashboard/DepartmentConfig');
    // the exact name (or a single suggestion) chooses the university at once
    await page.getByRole('combobox', { name: label('University') }).fill(UNIVERSITY);
    await page.waitForURL((url) => url.searchParams.has('univ'), { timeout: 30_000 });
    const universityId = Number(new URL(page.url()).searchParams.get('univ'));

    const before = await apiFromPage<DeptAnswer>(page, `/dept?id=${universityId}`);
    const department = before.departments.find((item) => item.id !== undefined && item.data !== undefined);
    expect(department).toBeDefined();
    const { journals } = await apiFromPage<{ journals: Journal[] }>(page, '/get_journals/all');
    const listed = new Set([...department!.data!.A, ...department!.data!['A-'], ...department!.data!.B]);
    const journal = journals.find((item) => !listed.has(item.id) && !journals.some((other) => other.id !== item.id && other.name === item.name));
    expect(journal).toBeDefined();

    const panels = page.getByRole('button', { name: new RegExp(`^${escapeRegExp(department!.name)}\\s*\\d+ faculty`) });
    await panels.first().click();
    await page.getByRole('button', { name: `EDIT ${department!.name}` }).click();
    const form = page.getByRole('region', { name: 'Edit Department' });
    await form.waitFor();
    expect(await form.getByLabel('Name Your Deparment').inputValue()).toBe(department!.name);
    await form.getByRole('combobox', { name: 'Add A Journals' }).fill(journal!.name);
    await page.getByRole('option', { name: journal!.issn ? `${journal!.name} (${journal!.issn})` : journal!.name, exact: true }).click();
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await eventually(() => alertWith(page, 'Departments updated successfully').count()).toBeGreaterThan(0);

    const after = await apiFromPage<DeptAnswer>(page, `/dept?id=${universityId}`);
    expect(after.departments.find((item) => item.id === department!.id)?.data?.A).toContain(journal!.id);

    // after a reload the panel lists it under 'A Journals' (A and A- start expanded)
    await page.reload();
    await panels.first().click();
    const journalsRegion = page.getByRole('region', { name: `Journals of ${department!.name}` }).or(page.locator(`[aria-label="Journals of ${department!.name}"]`)).first();
    await eventually(() => journalsRegion.getByText(journal!.name, { exact: true }).count()).toBeGreaterThan(0);

    // the demo data is shared with the other journeys: the list goes back as it was
    await apiFromPage(page, '/dept/department', {
      method: 'POST',
      body: { university_id: universityId, mode: 'save', department: { id: department!.id, name: department!.name, ...department!.data } },
    });
    expect(pageErrors).toEqual([]);
  });

  it('[ADMIN][DIRECTORY]: an admin opens a university\'s faculty directory, downloads its report and finds the choices kept on return', async () => {
    const { page, pageErrors } = await openBrowser();
    await signInAs(page, 'admin');
    await page.goto('/dashboard/authorSearch');
    // no university: the admin author search over every university
    await page.getByRole('list', { name: 'Faculty' }).waitFor({ timeout: 30_000 });

    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await eventually(() => page.getByText('Please select a university').count()).toBeGreaterThan(0);
    // Enter right after typing the full name searches too (the name is matched on submit)
    await page.getByRole('combobox', { name: label('University') }).fill(UNIVERSITY);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.has('univ'), { timeout: 30_000 });
    const universityId = Number(new URL(page.url()).searchParams.get('univ'));

    const all = await apiFromPage<DirectoryList>(page, `/get_authors?id=${universityId}`);
    await eventually(() => page.getByText(`${all.total} faculty`, { exact: false }).count()).toBeGreaterThan(0);

    const department = all.authors.flatMap((author) => author.department)[0]!;
    await page.getByRole('combobox', { name: 'Filter By Department' }).click();
    await page.getByRole('option', { name: department, exact: true }).click();
    const filtered = await apiFromPage<DirectoryList>(page, `/get_authors?id=${universityId}&department=${encodeURIComponent(department)}`);
    await eventually(() => page.getByRole('list', { name: 'Faculty' }).getByRole('listitem').count()).toBe(filtered.authors.length);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Report' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^facultyDirectory_.+\.csv$/);
    const saved = path.join(tmpdir(), `${unique('directory')}.csv`);
    await download.saveAs(saved);
    const csv = (await readFile(saved, 'utf8')).replace(/^\uFEFF/, '');
    await rm(saved, { force: true });
    const lines = csv.trim().split(/\r\n/);
    expect(lines[0]).toBe('"First Name","Last Name","Email","Marker","Departments"');
    expect(lines).toHaveLength(filtered.authors.length + 1);

    // leaving and coming back restores the choices (sessionStorage)
    await page.getByRole('link', { name: 'Manual Mapping' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/manualmapping');
    await page.getByRole('link', { name: 'Author Search' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/authorSearch' && url.searchParams.get('univ') === String(universityId));
    await eventually(() => page.getByRole('combobox', { name: 'Filter By Department' }).inputValue()).toBe(department);

    // a row opens the profile
    const first = filtered.authors[0]!;
    await page.getByRole('list', { name: 'Faculty' }).getByRole('button', { name: new RegExp(`^${escapeRegExp(`${first.first_name} ${first.last_name}`.trim())}`) }).first().click();
    await page.waitForURL((url) => url.pathname === '/dashboard/profileEdit' && url.searchParams.get('coauthorid') === String(first.id));

    // back to the directory; 'Show all universities' clears the choices, and a return then keeps none
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/dashboard/authorSearch' && url.searchParams.get('univ') === String(universityId));
    await page.getByRole('button', { name: 'Show all universities' }).click();
    const everyUniversity = page.getByText('Faculty of every university', { exact: false });
    await everyUniversity.waitFor({ timeout: 30_000 });
    expect(new URL(page.url()).searchParams.has('univ')).toBe(false);
    await page.getByRole('link', { name: 'Manual Mapping' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/manualmapping');
    await page.getByRole('link', { name: 'Author Search' }).click();
    await everyUniversity.waitFor({ timeout: 30_000 });
    expect(new URL(page.url()).search).toBe('');
    expect(pageErrors).toEqual([]);
  });

  it('[ADMIN][CONTACT]: an admin marks a contact request as contacted', async () => {
    const name = unique('Visitor ');
    const sent = await fetch(`${inject('baseUrl')}/api/contact_us`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name, email: 'visitor@example.edu', message: 'Please call me about the school dashboards.', website: '', started_at: Date.now() - 10_000 }),
    });
    expect(sent.status).toBe(200);

    const { page, pageErrors } = await openBrowser();
    await signInAs(page, 'admin');
    // hand-edited addresses of the admin tools: their search schemas drop what they cannot read
    for (const [address, heading] of [
      ['/dashboard/imports/history?source=ftp&page=-2&size=50', 'Import history'],
      ['/dashboard/manualmapping?univ=Wharton&univName=%5B1%5D&first=%7B%7D', 'Manual Mapping'],
      ['/dashboard/updateFaculty?id=0x10&type=delete&action=Drop', 'Update Faculty'],
    ] as const) {
      await page.goto(address);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor({ timeout: 30_000 });
      expect(await page.getByRole('heading', { name: 'Something went wrong' }).count(), address).toBe(0);
    }
    // an unreadable page opens the first one
    await page.goto('/dashboard/contactUsRequest?page=%5B1%5D');
    const table = page.getByRole('table', { name: 'Contact requests' });
    const row = table.getByRole('row').filter({ hasText: name });
    await row.waitFor({ timeout: 30_000 });
    const list = await apiFromPage<{ paginationData: Array<{ id: number; name: string; contacted: boolean; total: number }> }>(page, '/contact_us?skip=0');
    expect(await table.getByRole('row').count()).toBe(Math.min(5, list.paginationData[0]!.total) + 1);
    const request = list.paginationData.find((item) => item.name === name)!;
    expect(request.contacted).toBe(false);

    await row.getByRole('button', { name: new RegExp(`^Contacted ${name}: No`) }).click();
    await eventually(() => row.getByRole('button', { name: new RegExp(`^Contacted ${name}: Yes`) }).count()).toBe(1);
    const after = await apiFromPage<{ paginationData: Array<{ id: number; contacted: boolean }> }>(page, '/contact_us?skip=0');
    expect(after.paginationData.find((item) => item.id === request.id)?.contacted).toBe(true);

    // pointing at a menu link preloads its route: the loader asks for the claims queue before the screen shows
    const claimsAsked = page.waitForRequest((asked) => new URL(asked.url()).pathname === '/api/admin/claims', { timeout: 30_000 });
    await page.getByRole('link', { name: 'Profile Claims', exact: true }).hover();
    await claimsAsked;
    expect(await page.getByRole('heading', { name: 'Profile Claims', level: 1 }).count()).toBe(0);
    await page.getByRole('link', { name: 'Profile Claims', exact: true }).click();
    await page.getByRole('heading', { name: 'Profile Claims', level: 1 }).waitFor();
    expect(pageErrors).toEqual([]);
  });

  it('[UNIVERSITY][SETTINGS]: a university owner invites a member by e-mail, sees the seats, and removes the member', async () => {
    const { page, pageErrors } = await openBrowser();
    await signInAs(page, 'university');
    await page.goto('/dashboards/settings');
    const seats = page.getByTestId('available-seats');
    const start = await apiFromPage<Members>(page, '/settings/members');
    expect(start.available_seats).toBeGreaterThan(0);
    await eventually(() => seats.textContent()).toBe(`Total available seats: ${start.available_seats}`);

    // the seats are taken (by invitations sent elsewhere) while this page is open: the refusal is shown
    const fillers: string[] = [];
    for (let i = 0; i < start.available_seats; i += 1) {
      const email = `${unique('filler')}@upenn.edu`;
      fillers.push(email);
      await apiFromPage(page, '/settings/invitations', { method: 'POST', body: { email, access_level: 'User' } });
    }
    const invited = `${unique('member')}@upenn.edu`;
    await page.getByLabel(label('Email')).fill(invited);
    await page.getByRole('combobox', { name: 'Access level' }).click();
    await page.getByRole('option', { name: 'User', exact: true }).click();
    await page.getByRole('button', { name: 'Invite', exact: true }).click();
    await eventually(() => alertWith(page, `All ${start.seat_limit} seats of this account are taken`).count()).toBeGreaterThan(0);
    await eventually(() => seats.textContent()).toBe('Total available seats: 0');
    expect(await page.getByRole('button', { name: 'Invite', exact: true }).isDisabled()).toBe(true);

    // withdrawing the invitations frees the seats
    for (const email of fillers) await page.getByRole('button', { name: `Withdraw the invitation to ${email}` }).click();
    await eventually(() => seats.textContent()).toBe(`Total available seats: ${start.available_seats}`);

    const since = new Date();
    await page.getByLabel(label('Email')).fill(invited);
    await page.getByRole('button', { name: 'Invite', exact: true }).click();
    await eventually(() => page.getByText(invited, { exact: false }).count()).toBeGreaterThan(0);
    await eventually(() => seats.textContent()).toBe(`Total available seats: ${start.available_seats - 1}`);

    // the invited person follows the e-mailed link and chooses a username and password
    const message = await waitForMessage({ to: invited, since });
    const link = linksIn(message).find((candidate) => new URL(candidate).pathname === '/acceptInvitation');
    expect(link).toBeDefined();
    const invitee = await openBrowser();
    await invitee.page.goto(link!);
    const username = unique('member');
    await invitee.page.getByLabel('Username').fill(username);
    await invitee.page.getByLabel(/^Password/).fill('a long shared passphrase');
    await invitee.page.getByLabel(/^Confirm password/).fill('a long shared passphrase');
    await invitee.page.getByRole('button', { name: 'Accept the Invitation' }).click();
    await invitee.page.getByText('Invitation accepted').waitFor({ timeout: 30_000 });

    await page.reload();
    const members = page.getByRole('table', { name: 'Members with access' });
    await members.getByRole('row').filter({ hasText: username }).waitFor({ timeout: 30_000 });
    const withMember = await apiFromPage<Members>(page, '/settings/members');
    expect(withMember.members.some((member) => member.username === username && member.access_level === 'user')).toBe(true);
    await eventually(() => seats.textContent()).toBe(`Total available seats: ${withMember.available_seats}`);

    // removal asks first
    await members.getByRole('button', { name: `Remove ${username}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm remove' });
    await dialog.getByText('Are you sure you want to remove this faculty?').waitFor();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await eventually(() => members.getByRole('row').filter({ hasText: username }).count()).toBe(0);
    const afterRemoval = await apiFromPage<Members>(page, '/settings/members');
    expect(afterRemoval.available_seats).toBe(withMember.available_seats + 1);
    await eventually(() => seats.textContent()).toBe(`Total available seats: ${afterRemoval.available_seats}`);

    // the removed member can no longer log in
    await invitee.page.goto('/login');
    await invitee.page.getByLabel(label('Email')).fill(username);
    await invitee.page.getByLabel(label('Password')).fill('a long shared passphrase');
    await invitee.page.getByRole('button', { name: 'Login' }).click();
    await eventually(() => invitee.page.getByRole('alert').filter({ hasText: 'Failed to Login!' }).count()).toBeGreaterThan(0);
    expect(pageErrors).toEqual([]);
    expect(invitee.pageErrors).toEqual([]);
  });
});
