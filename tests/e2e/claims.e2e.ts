import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openBrowser } from '../support/browser.ts';
import { e2eDemoPassword } from '../support/e2eGlobalSetup.ts';
import { linksIn, waitForMessage } from '../support/mailbox.ts';
import { callApi } from '../support/signIn.ts';

// Issue 17, "Claims need proof" (docs/accounts-and-claims.md): a stranger who chooses a colleague's
// author record at sign-up is queued, sees nothing of the profile, and the administrator rejects
// the claim; the decision reaches the stranger by e-mail and on the claim page.

const UNIVERSITY = 'University of Pennsylvania';


async function logIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(username);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** An unclaimed Wharton author whose name is unique there (so the sign-up chooses it automatically), found as the administrator. */
async function findColleague(adminToken: string, universityId: number): Promise<{ id: number; first: string; last: string }> {
  for (const letter of 'abcdefghjklmnprstw') {
    const search = await callApi<{ authors: Array<{ id: number; first_name: string; last_name: string; univ_name: string; has_account: boolean }> }>(`/auth_search?first_name=${letter}`, { token: adminToken });
    for (const row of search.body.authors) {
      if (row.has_account || row.univ_name !== UNIVERSITY || !/^[A-Za-z]+$/.test(row.first_name) || !/^[A-Za-z]+$/.test(row.last_name)) continue;
      const candidates = await callApi<{ auto_choice: number | null }>(`/signup?fn=${row.first_name.toLowerCase()}&ln=${row.last_name.toLowerCase()}&uid=${universityId}`, { token: adminToken });
      if (candidates.body.auto_choice === row.id) return { id: row.id, first: row.first_name, last: row.last_name };
    }
  }
  throw new Error('No unclaimed Wharton author with a unique name in the demo data');
}

/** The administrator's token, the university and an unclaimed colleague there. */
async function adminAndColleague() {
  const adminToken = (await callApi<{ access_token: string }>('/login', { method: 'POST', body: { username: 'admin', password: e2eDemoPassword } })).body.access_token;
  const universities = await callApi<{ universities: { name: string; univ_id: number }[] }>(`/auto/univ/${encodeURIComponent(UNIVERSITY)}`);
  const university = universities.body.universities.find((candidate) => candidate.name === UNIVERSITY)!;
  return { adminToken, university, colleague: await findColleague(adminToken, university.univ_id) };
}

/** The administrator signed in, on the claims queue, with the claim of `username` on the colleague. */
async function openClaimAsAdmin(colleague: { first: string; last: string }, username: string) {
  const adminSession = await openBrowser();
  const adminPage = adminSession.page;
  await logIn(adminPage, 'admin', e2eDemoPassword);
  await adminPage.waitForURL((url) => url.pathname === '/dashboard/changeLogin', { timeout: 30_000 });
  await adminPage.goto('/dashboard/claims');
  const claim = adminPage.getByRole('article', { name: `Claim of ${colleague.first} ${colleague.last} by ${username}` });
  await claim.waitFor({ timeout: 30_000 });
  return { adminSession, adminPage, claim };
}

describe('claims', () => {
  it('[CLAIMS][QUEUE]: a stranger claims a colleague\'s profile, is queued, and the administrator rejects it', async () => {
    const { adminToken, colleague } = await adminAndColleague();

    const stranger = await openBrowser();
    const { page } = stranger;
    const username = `stranger${randomBytes(3).toString('hex')}`;
    const email = `${username}@evil-college.edu`;
    const password = 'a stranger with a long phrase';

    // sign-up with the colleague's names: the record is chosen automatically
    await page.goto('/signup');
    await page.getByLabel('First name').fill(colleague.first);
    await page.getByLabel('Last name').fill(colleague.last);
    await page.getByRole('combobox', { name: 'University' }).fill('Pennsylvania');
    await page.getByRole('option', { name: UNIVERSITY, exact: true }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    const card = page.getByRole('radio', { name: new RegExp(`\\b${colleague.first} ${colleague.last}\\b`) });
    await card.waitFor();
    await expect.poll(() => card.getAttribute('aria-checked')).toBe('true');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Username').fill(username);
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByLabel(/^Confirm password/).fill(password);
    const since = new Date();
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByRole('heading', { name: 'Account created' }).waitFor({ timeout: 30_000 });
    await page.getByText('Your profile claim is under review').waitFor();

    // the real mail catcher: the verification link
    const verification = await waitForMessage({ to: email, since, subject: /Verify/ });
    const link = linksIn(verification).find((candidate) => new URL(candidate).pathname === '/verify');
    expect(link).toBeDefined();
    await page.goto(link!);
    // the link's page asks to sign in to the account it verifies (docs/accounts-and-claims.md)
    await page.getByLabel('User name or e-mail').fill(username);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in and verify' }).click();
    await page.getByText('E-mail verified').waitFor({ timeout: 30_000 });

    // logged in, the stranger waits on the claim page and the server gives nothing of the profile
    await logIn(page, username, password);
    await page.waitForURL((url) => url.pathname === '/dashboard/claim', { timeout: 30_000 });
    await page.getByText('Your claim is under review').waitFor();
    const strangerToken = (await callApi<{ access_token: string }>('/login', { method: 'POST', body: { username, password } })).body.access_token;
    expect((await callApi('/profile/get_profile', { token: strangerToken })).status).toBe(404);
    expect((await callApi<{ email: string }>(`/profile/${colleague.id}`, { token: strangerToken })).body.email).toBe('');
    await page.goto('/dashboard/home');
    await page.waitForURL((url) => url.pathname === '/dashboard/claim');

    // the administrator sees the claim with its evidence and rejects it with a note
    const { adminSession, adminPage, claim } = await openClaimAsAdmin(colleague, username);
    await claim.getByText(`signed up with ${email}`, { exact: false }).waitFor();
    // the address is verified: Approve is offered (the decision is the administrator's)
    expect(await claim.getByRole('button', { name: 'Approve' }).isEnabled()).toBe(true);
    const rejectedAt = new Date();
    await claim.getByLabel('Note to the user (optional)').fill('We could not confirm you are this author.');
    await claim.getByRole('button', { name: 'Reject' }).click();
    await adminPage.getByText('The claim is rejected and the user has been e-mailed.').waitFor();

    // the decision reaches the stranger by e-mail and on the claim page
    const decision = await waitForMessage({ to: email, since: rejectedAt, subject: /claim was rejected/ });
    expect(decision.text).toContain('We could not confirm you are this author.');
    await page.getByRole('button', { name: 'Check again' }).click();
    await page.getByText('Your claim was not approved').waitFor({ timeout: 30_000 });
    await page.getByText('Note: We could not confirm you are this author.').waitFor();
    const audit = await callApi<{ entries?: Array<{ action: string }> } | Array<{ action: string }>>('/audit_log?entity_type=author_claim', { token: adminToken });
    expect(audit.status).toBe(200);
    expect(JSON.stringify(audit.body)).toContain('claim.reject');
    expect(stranger.pageErrors).toEqual([]);
    expect(adminSession.pageErrors).toEqual([]);
  });

  it('[CLAIMS][UNVERIFIED]: the queue offers no Approve for an account that has not verified its address, as the server refuses it', async () => {
    const { university, colleague } = await adminAndColleague();
    const username = `unverified${randomBytes(3).toString('hex')}`;
    const signedUp = await callApi<{ claim: string }>('/signup', {
      method: 'POST',
      body: {
        email: `${username}@evil-college.edu`, username, password: 'a stranger with a long phrase', author_id: colleague.id, new_author: false,
        first_name: colleague.first, mid_name: '', last_name: colleague.last, univ_name: UNIVERSITY, univ_id: university.univ_id,
      },
    });
    expect(signedUp.status).toBe(200);
    expect(signedUp.body.claim).toBe('pending');

    const { adminSession, claim } = await openClaimAsAdmin(colleague, username);
    await claim.getByText('(verified: no)', { exact: false }).waitFor();
    await claim.getByText('The account must verify its address before its claim can be approved', { exact: false }).waitFor();
    expect(await claim.getByRole('button', { name: 'Approve' }).isDisabled()).toBe(true);
    expect(await claim.getByRole('button', { name: 'Reject' }).isEnabled()).toBe(true);
    expect(adminSession.pageErrors).toEqual([]);
  });
});
