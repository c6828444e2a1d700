import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLAIM_MESSAGES } from '@ri/contracts';
import { normaliseName } from '@ri/db';
import { startMailCatcher, type MailCatcher } from '@ri/infra';
import { bearer, createTestApp, createUser, linkToken, loginAs, type TestApp } from './support/testApp.ts';

// Issue 17, findings 1, 2, 8 and 9 (docs/accounts-and-claims.md): a claimed profile needs proof,
// personal data goes out by need, candidate matching, and no dead end for an unlisted university.

const PASSWORD = 'a long enough passphrase';
let ipCounter = 0;
/** each request its own address, so the per-address search limit does not mix into the other tests */
const freshIp = () => `10.17.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

describe('identity: claims, personal data, candidate matching, unlisted universities', () => {
  let t: TestApp;
  let mail: MailCatcher;
  let penn: number;
  let harvard: number;
  const ids: Record<string, number> = {};

  async function author(key: string, first: string, last: string, universityId: number | null, email = '') {
    const row = await t.db.insertInto('authors').values({
      first_name: first, last_name: last, search_name: normaliseName(first, last), university_id: universityId, email,
    }).returning('id').executeTakeFirstOrThrow();
    ids[key] = row.id;
    return row.id;
  }

  async function signUp(body: Record<string, unknown>) {
    return t.app.inject({
      method: 'POST', url: '/api/signup', remoteAddress: freshIp(),
      payload: { password: PASSWORD, mid_name: '', new_author: false, univ_name: 'University of Pennsylvania', univ_id: penn, ...body },
    });
  }

  /** signs up, follows the verification link from the real mail catcher signing in as the account's holder, logs in */
  async function signUpVerifiedAndLogIn(body: Record<string, unknown> & { email: string; username: string }) {
    const response = await signUp(body);
    expect(response.statusCode, response.body).toBe(200);
    const message = await mail.waitForMessage((m) => m.to.includes(body.email) && /Verify/.test(m.subject), 10_000);
    const verified = await t.app.inject({
      method: 'POST', url: '/api/verify_email', payload: { token: linkToken(message.text, 'http://app.test/verify'), username: body.username, password: PASSWORD },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    return { response: response.json(), token: await loginAs(t.app, body.username, PASSWORD) };
  }

  beforeAll(async () => {
    mail = await startMailCatcher();
    t = await createTestApp({ SMTP_URL: mail.smtpUrl, PUBLIC_URL: 'http://app.test' });
    const [u1, u2] = await t.db.insertInto('universities').values([
      { name: 'University of Pennsylvania', business_school: 'The Wharton School', domain: 'upenn.edu', status: 'Completed' },
      { name: 'Harvard University', business_school: 'Harvard Business School', domain: 'hbs.edu', status: 'Completed' },
    ]).returning('id').execute();
    penn = u1!.id;
    harvard = u2!.id;
    await author('victim', 'Victoria', 'Prolific', penn, 'vprolific@prolific-lab.edu');
    await author('domainClaim', 'Dana', 'Domain', penn);
    await author('recorded', 'Rachel', 'Record', penn, 'rrecord@record-lab.edu');
    await author('olivia', 'Olivia', 'Bennett', penn, 'obennett@upenn.edu');
    await author('oliviaOther', 'Olivia', 'Bennett', harvard, 'obennett@hbs.edu');
    await author('oliviaSomeone', 'Olivia', 'Stone', penn, 'ostone@upenn.edu');
    await author('someoneBennett', 'Mark', 'Bennett', penn, 'mbennett@upenn.edu');
    await author('obrien', 'Seán', "O'Brien", penn, 'sobrien@upenn.edu');
    await author('smithJones', 'Anne-Marie', 'Smith-Jones', penn, 'asj@upenn.edu');
    await author('initial', 'J.', 'Kowalski', penn);
    await author('li', '伟', '李', penn);
    await author('harvardPerson', 'Hannah', 'Crimson', harvard, 'hcrimson@hbs.edu');
    const journal = await t.db.insertInto('journals').values({ name: 'Management Science', tier: 'A' }).returning('id').executeTakeFirstOrThrow();
    const paper = await t.db.insertInto('papers').values({ title: 'On many things', journal_id: journal.id, year: 2019, citation_count: 161 }).returning('id').executeTakeFirstOrThrow();
    await t.db.insertInto('authorships').values({ paper_id: paper.id, position: 1, author_id: ids.victim! }).execute();
    await createUser(t.db, { username: 'id-admin', type: 'admin' });
    await createUser(t.db, { username: 'penn-dean', type: 'university', universityId: penn });
    await createUser(t.db, { username: 'harvard-dean', type: 'university', universityId: harvard });
    await createUser(t.db, { username: 'harvard-faculty', type: 'faculty', authorId: ids.harvardPerson!, universityId: harvard });
  });
  afterAll(async () => {
    await t?.close();
    await mail?.stop();
  });

  // ---------------------------------------------------------------- finding 1: claims need proof
  describe('finding 1: choosing an existing author needs proof', () => {
    it('queues a claim from an address at another domain: the account sees nothing private of the author and edits nothing', async () => {
      const { response, token } = await signUpVerifiedAndLogIn({
        email: 'stranger@evil-college.edu', username: 'stranger', author_id: ids.victim, first_name: 'Victoria', last_name: 'Prolific',
      });
      expect(response.claim).toBe('pending');
      const session = (await t.app.inject({ method: 'GET', url: '/api/session', headers: bearer(token) })).json();
      expect(session.author_id).toBeNull();
      expect(session.claim).toMatchObject({ status: 'pending', author_id: ids.victim, author_name: 'Victoria Prolific' });

      const asStranger = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
        t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
      expect((await asStranger('GET', '/api/profile/get_profile')).statusCode).toBe(404);
      expect((await asStranger('PUT', '/api/profile/update', { update: { bio: 'mine now' } })).statusCode).toBeGreaterThanOrEqual(400);
      expect((await asStranger('POST', '/api/papers', { paper_id: 1 })).statusCode).toBeGreaterThanOrEqual(400);
      expect((await asStranger('GET', '/api/dashboard/my_figures')).statusCode).toBeGreaterThanOrEqual(400);
      const other = (await asStranger('GET', `/api/profile/${ids.victim}`)).json();
      expect(other.email ?? '').toBe('');
      const victim = await t.db.selectFrom('authors').select(['bio']).where('id', '=', ids.victim!).executeTakeFirstOrThrow();
      expect(victim.bio).toBe('');
    });

    it('grants the author when the verified address is at one of the university\'s e-mail domains, kept by administrators', async () => {
      const adminToken = await loginAs(t.app, 'id-admin');
      const refused = await t.app.inject({ method: 'PUT', url: `/api/admin/universities/${penn}/email_domains`, headers: bearer(await loginAs(t.app, 'penn-dean')), payload: { domains: ['evil.edu'] } });
      expect(refused.statusCode).toBe(403);
      const bad = await t.app.inject({ method: 'PUT', url: `/api/admin/universities/${penn}/email_domains`, headers: bearer(adminToken), payload: { domains: ['not a domain'] } });
      expect(bad.statusCode).toBe(400);
      const saved = await t.app.inject({ method: 'PUT', url: `/api/admin/universities/${penn}/email_domains`, headers: bearer(adminToken), payload: { domains: ['upenn.edu', 'Wharton.UPenn.edu'] } });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().domains).toEqual(['upenn.edu', 'wharton.upenn.edu']);
      expect((await t.db.selectFrom('audit_log').select('action').where('action', '=', 'university.email_domains').execute()).length).toBe(1);

      const { response, token } = await signUpVerifiedAndLogIn({
        email: 'dana@wharton.upenn.edu', username: 'dana', author_id: ids.domainClaim, first_name: 'Dana', last_name: 'Domain',
      });
      expect(response.claim).toBe('granted');
      const session = (await t.app.inject({ method: 'GET', url: '/api/session', headers: bearer(token) })).json();
      expect(session.author_id).toBe(ids.domainClaim);
      expect(session.claim).toBeNull();
      // the record held no address: the verified one fills it, so the profile does not ask for an e-mail again
      const profile = (await t.app.inject({ method: 'GET', url: `/api/profile/${ids.domainClaim}`, headers: bearer(token) })).json();
      expect(profile.email).toBe('dana@wharton.upenn.edu');
      expect(profile.missing_items).not.toContain('Add Email');
    });

    it('refuses an e-mail domain many organisations share, and a shared one stored before never proves a claim', async () => {
      const adminToken = await loginAs(t.app, 'id-admin');
      const put = (domains: string[]) => t.app.inject({ method: 'PUT', url: `/api/admin/universities/${harvard}/email_domains`, headers: bearer(adminToken), payload: { domains } });
      const audits = async () => (await t.db.selectFrom('audit_log').select('id').where('action', '=', 'university.email_domains').execute()).length;
      const auditsBefore = await audits();
      for (const [domains, field, message] of [
        [['hbs.edu', 'ac.uk'], 'body.domains.1', /^"ac\.uk" is shared by many organisations \(a public suffix/],
        [['co.uk'], 'body.domains.0', /^"co\.uk" is shared by many organisations/],
        [['github.io'], 'body.domains.0', /^"github\.io" is shared by many organisations/],
        [['gmail.com'], 'body.domains.0', /^"gmail\.com" is a public e-mail service/],
        [['Mail.GMAIL.com'], 'body.domains.0', /^"mail\.gmail\.com" is a public e-mail service/],
      ] as const) {
        const refused = await put([...domains]);
        expect(refused.statusCode, refused.body).toBe(400);
        expect(refused.json()).toMatchObject({ field, message: expect.stringMatching(message) });
      }
      // nothing saved, nothing audited
      expect((await t.db.selectFrom('universities').select('email_domains').where('id', '=', harvard).executeTakeFirstOrThrow()).email_domains).toEqual([]);
      expect(await audits()).toBe(auditsBefore);
      expect((await put(['hbs.edu', 'ox.ac.uk'])).statusCode).toBe(200);

      // a shared domain stored before this rule (straight into the database) grants nothing
      await t.db.updateTable('universities').set({ email_domains: ['edu'] }).where('id', '=', harvard).execute();
      const free = await author('harvardFree', 'Hugo', 'Free', harvard);
      const { response } = await signUpVerifiedAndLogIn({
        email: 'eve@any-college.edu', username: 'eve-shared', author_id: free, first_name: 'Hugo', last_name: 'Free', univ_name: 'Harvard University', univ_id: harvard,
      });
      expect(response.claim).toBe('pending');
      const claim = await t.db.selectFrom('author_claims').select(['status', 'evidence']).where('author_id', '=', free).executeTakeFirstOrThrow();
      expect(claim.status).toBe('pending');
      expect(claim.evidence).toMatchObject({ email_domain: 'any-college.edu', domain_matches: false });
      await t.db.updateTable('universities').set({ email_domains: [] }).where('id', '=', harvard).execute();
    });

    it('grants the author when the address is the one the author\'s record holds', async () => {
      const { response, token } = await signUpVerifiedAndLogIn({
        email: 'rrecord@record-lab.edu', username: 'rachel', author_id: ids.recorded, first_name: 'Rachel', last_name: 'Record',
      });
      expect(response.claim).toBe('granted');
      expect((await t.app.inject({ method: 'GET', url: '/api/session', headers: bearer(token) })).json().author_id).toBe(ids.recorded);
    });

    it('keeps at most one account per author in the database', async () => {
      await expect(createUser(t.db, { username: 'second-holder', type: 'faculty', authorId: ids.recorded! })).rejects.toThrow(/users_author_id_key|duplicate key/);
    });

    it('sends a claim on a held or claimed author to the queue, even with proof, and the administrator sees the conflict', async () => {
      const second = await signUp({ email: 'rachel.r@upenn.edu', username: 'rachel2', author_id: ids.recorded, first_name: 'Rachel', last_name: 'Record' });
      expect(second.statusCode, second.body).toBe(200);
      expect(second.json().claim).toBe('pending');
      // the real Victoria, with the address her record holds, after the stranger's open claim: queued too
      const real = await signUp({ email: 'vprolific@prolific-lab.edu', username: 'victoria', author_id: ids.victim, first_name: 'Victoria', last_name: 'Prolific' });
      expect(real.json().claim).toBe('pending');
      const adminToken = await loginAs(t.app, 'id-admin');
      const queue = await t.app.inject({ method: 'GET', url: '/api/admin/claims?status=pending', headers: bearer(adminToken) });
      expect(queue.statusCode).toBe(200);
      const claim = queue.json().claims.find((c: { username: string }) => c.username === 'rachel2');
      expect(claim).toMatchObject({
        author: { id: ids.recorded, name: 'Rachel Record', university: 'University of Pennsylvania' },
        evidence: { email: 'rachel.r@upenn.edu', email_domain: 'upenn.edu', address_on_record: false, domain_matches: true },
      });
      expect(claim.conflicts).toEqual([expect.objectContaining({ username: 'rachel', kind: 'holds' })]);
      const victoria = queue.json().claims.find((c: { username: string }) => c.username === 'victoria');
      expect(victoria.evidence.address_on_record).toBe(true);
      expect(victoria.conflicts).toEqual([expect.objectContaining({ username: 'stranger', kind: 'claims' })]);
      // approving while another account holds the author is refused, and changes nothing
      const approve = await t.app.inject({ method: 'POST', url: `/api/admin/claims/${claim.id}/decision`, headers: bearer(adminToken), payload: { decision: 'approve', note: 'Checked with the team.' } });
      expect(approve.statusCode).toBe(409);
      const user = await t.db.selectFrom('users').select('author_id').where('username', '=', 'rachel2').executeTakeFirstOrThrow();
      expect(user.author_id).toBeNull();
    });

    it('lets only administrators see and decide claims; a rejection is audited, e-mailed and shown to the user', async () => {
      const adminToken = await loginAs(t.app, 'id-admin');
      const strangerToken = await loginAs(t.app, 'stranger', PASSWORD);
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/claims', headers: bearer(strangerToken) })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/claims' })).statusCode).toBe(401);
      const queue = (await t.app.inject({ method: 'GET', url: '/api/admin/claims?status=pending', headers: bearer(adminToken) })).json();
      const claim = queue.claims.find((c: { username: string }) => c.username === 'stranger');
      expect(claim.evidence).toMatchObject({ email_domain: 'evil-college.edu', address_on_record: false, domain_matches: false, email_verified: true });
      const selfDecision = await t.app.inject({ method: 'POST', url: `/api/admin/claims/${claim.id}/decision`, headers: bearer(strangerToken), payload: { decision: 'approve', note: 'Checked with the team.' } });
      expect(selfDecision.statusCode).toBe(403);
      const reject = await t.app.inject({ method: 'POST', url: `/api/admin/claims/${claim.id}/decision`, headers: bearer(adminToken), payload: { decision: 'reject', note: 'Not the same person.' } });
      expect(reject.statusCode, reject.body).toBe(200);
      expect(reject.json().claim).toMatchObject({ status: 'rejected', note: 'Not the same person.' });
      const again = await t.app.inject({ method: 'POST', url: `/api/admin/claims/${claim.id}/decision`, headers: bearer(adminToken), payload: { decision: 'approve', note: 'Checked with the team.' } });
      expect(again.statusCode).toBe(409);
      const audit = await t.db.selectFrom('audit_log').select(['action', 'entity_id']).where('action', '=', 'claim.reject').execute();
      expect(audit).toEqual([{ action: 'claim.reject', entity_id: String(claim.id) }]);
      const message = await mail.waitForMessage((m) => m.to.includes('stranger@evil-college.edu') && /claim/i.test(m.subject), 10_000);
      expect(message.text).toContain('Not the same person.');
      const session = (await t.app.inject({ method: 'GET', url: '/api/session', headers: bearer(strangerToken) })).json();
      expect(session).toMatchObject({ author_id: null, claim: { status: 'rejected', note: 'Not the same person.' } });
    });

    it('refuses to approve a claim while the account has not verified its address (409, nothing changes), and approves it once verified', async () => {
      const authorId = await author('unverified', 'Uma', 'Unverified', penn, 'uma@uma-lab.edu');
      const pending = await signUp({ email: 'uma.u@gmail-like.edu', username: 'uma-unverified', author_id: authorId, first_name: 'Uma', last_name: 'Unverified' });
      expect(pending.json().claim).toBe('pending');
      const adminToken = await loginAs(t.app, 'id-admin');
      const queued = (await t.app.inject({ method: 'GET', url: '/api/admin/claims?status=pending', headers: bearer(adminToken) })).json().claims
        .find((c: { username: string }) => c.username === 'uma-unverified');
      expect(queued.evidence.email_verified).toBe(false);
      expect(queued.conflicts).toEqual([]);
      const decide = () => t.app.inject({ method: 'POST', url: `/api/admin/claims/${queued.id}/decision`, headers: bearer(adminToken), payload: { decision: 'approve', note: 'Looks right.' } });
      const refused = await decide();
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(CLAIM_MESSAGES.unverified);
      expect(refused.json().message).toMatch(/must verify its address/);
      const account = () => t.db.selectFrom('users').select(['id', 'author_id']).where('username', '=', 'uma-unverified').executeTakeFirstOrThrow();
      expect((await account()).author_id).toBeNull();
      expect((await t.db.selectFrom('author_claims').select('status').where('id', '=', queued.id).executeTakeFirstOrThrow()).status).toBe('pending');
      expect(await t.db.selectFrom('audit_log').select('id').where('action', '=', 'claim.approve').where('entity_id', '=', String(queued.id)).execute()).toEqual([]);
      // the account's holder verifies the address: the same approval goes through
      const message = await mail.waitForMessage((m) => m.to.includes('uma.u@gmail-like.edu') && /Verify/.test(m.subject), 10_000);
      const verified = await t.app.inject({
        method: 'POST', url: '/api/verify_email', payload: { token: linkToken(message.text, 'http://app.test/verify'), username: 'uma-unverified', password: PASSWORD },
      });
      expect(verified.statusCode, verified.body).toBe(200);
      const approved = await decide();
      expect(approved.statusCode, approved.body).toBe(200);
      expect((await account()).author_id).toBe(authorId);
    });

    it('links the author when the administrator approves a claim on a free author', async () => {
      const { response: pending } = await signUpVerifiedAndLogIn({ email: 'olivia.b@gmail-like.edu', username: 'oliviab', author_id: ids.olivia, first_name: 'Olivia', last_name: 'Bennett' });
      expect(pending.claim).toBe('pending');
      const adminToken = await loginAs(t.app, 'id-admin');
      const claim = (await t.app.inject({ method: 'GET', url: '/api/admin/claims?status=pending', headers: bearer(adminToken) })).json().claims
        .find((c: { username: string }) => c.username === 'oliviab');
      expect(claim.conflicts).toEqual([]);
      const approve = await t.app.inject({ method: 'POST', url: `/api/admin/claims/${claim.id}/decision`, headers: bearer(adminToken), payload: { decision: 'approve', note: 'Checked with the school.' } });
      expect(approve.statusCode, approve.body).toBe(200);
      const user = await t.db.selectFrom('users').select('author_id').where('username', '=', 'oliviab').executeTakeFirstOrThrow();
      expect(user.author_id).toBe(ids.olivia);
      // an address the record already holds is kept: linking never replaces it
      expect((await t.db.selectFrom('authors').select('email').where('id', '=', ids.olivia!).executeTakeFirstOrThrow()).email).toBe('obennett@upenn.edu');
      await mail.waitForMessage((m) => m.to.includes('olivia.b@gmail-like.edu') && /approved/i.test(m.subject), 10_000);
      expect((await t.db.selectFrom('audit_log').select('action').where('action', '=', 'claim.approve').where('entity_id', '=', String(claim.id)).execute()).length).toBe(1);
    });

    it('gives an approved author without an address the account\'s address (an imported record has none)', async () => {
      const authorId = await author('noAddress', 'Heather', 'Piwowar', penn);
      const { response: pending } = await signUpVerifiedAndLogIn({ email: 'heather@ourresearch.edu', username: 'hpiwowar', author_id: authorId, first_name: 'Heather', last_name: 'Piwowar' });
      expect(pending.claim).toBe('pending');
      const adminToken = await loginAs(t.app, 'id-admin');
      const claim = (await t.app.inject({ method: 'GET', url: '/api/admin/claims?status=pending', headers: bearer(adminToken) })).json().claims
        .find((c: { username: string }) => c.username === 'hpiwowar');
      const approve = await t.app.inject({ method: 'POST', url: `/api/admin/claims/${claim.id}/decision`, headers: bearer(adminToken), payload: { decision: 'approve', note: 'Checked with the team.' } });
      expect(approve.statusCode, approve.body).toBe(200);
      expect((await t.db.selectFrom('authors').select('email').where('id', '=', authorId).executeTakeFirstOrThrow()).email).toBe('heather@ourresearch.edu');
    });

    it('still creates a new author for "None of the above"', async () => {
      const response = await signUp({ email: 'newbie@elsewhere.edu', username: 'newbie', author_id: '', new_author: true, first_name: 'New', last_name: 'Bie' });
      expect(response.statusCode).toBe(200);
      expect(response.json().claim).toBe('new_author');
      const user = await t.db.selectFrom('users').innerJoin('authors', 'authors.id', 'users.author_id').select(['authors.first_name']).where('username', '=', 'newbie').executeTakeFirstOrThrow();
      expect(user.first_name).toBe('New');
    });
  });

  // ---------------------------------------------------------------- finding 2: personal data by need
  describe('finding 2: personal data by need', () => {
    it('gives anonymous sign-up candidates only author_id, first_name, last_name, pic and paper', async () => {
      const response = await t.app.inject({ method: 'GET', url: `/api/signup?fn=olivia&ln=bennett&uid=${harvard}`, remoteAddress: freshIp() });
      expect(response.statusCode).toBe(200);
      const { authors } = response.json();
      expect(authors.length).toBeGreaterThan(0);
      for (const row of authors) expect(Object.keys(row).sort()).toEqual(['author_id', 'first_name', 'last_name', 'paper', 'pic']);
    });

    it('gives e-mail addresses in the hiring picker only to administrators and to university users of that person\'s school', async () => {
      const search = async (username: string) => {
        const response = await t.app.inject({ method: 'GET', url: `/api/signup?fn=olivia&ln=bennett&uid=${penn}`, headers: bearer(await loginAs(t.app, username)) });
        expect(response.statusCode).toBe(200);
        return response.json().authors as Array<{ author_id: number; email?: string }>;
      };
      const byPenn = await search('penn-dean');
      expect(byPenn.find((a) => a.author_id === ids.olivia)?.email).toBe('obennett@upenn.edu');
      expect(byPenn.find((a) => a.author_id === ids.oliviaOther)?.email).toBeUndefined();
      const byHarvard = await search('harvard-dean');
      expect(byHarvard.find((a) => a.author_id === ids.olivia)?.email).toBeUndefined();
      expect(byHarvard.find((a) => a.author_id === ids.oliviaOther)?.email).toBe('obennett@hbs.edu');
      const byAdmin = await search('id-admin');
      expect(byAdmin.every((a) => typeof a.email === 'string')).toBe(true);
      const byFaculty = await search('harvard-faculty');
      expect(byFaculty.every((a) => a.email === undefined)).toBe(true);
    });

    it('keeps other people\'s e-mail addresses out of author search and read-only profiles', async () => {
      const faculty = bearer(await loginAs(t.app, 'harvard-faculty'));
      const search = (await t.app.inject({ method: 'GET', url: '/api/auth_search?first_name=olivia&last_name=bennett', headers: faculty })).json();
      expect(search.authors.length).toBeGreaterThan(0);
      expect(search.authors.every((a: { email?: string }) => a.email === undefined)).toBe(true);
      expect((await t.app.inject({ method: 'GET', url: `/api/profile/${ids.olivia}`, headers: faculty })).json().email).toBe('');
      // their own, yes
      expect((await t.app.inject({ method: 'GET', url: `/api/profile/${ids.harvardPerson}`, headers: faculty })).json().email).toBe('hcrimson@hbs.edu');
      // the university user of the person's own school, yes; of another school, no
      const pennDean = bearer(await loginAs(t.app, 'penn-dean'));
      expect((await t.app.inject({ method: 'GET', url: `/api/profile/${ids.olivia}`, headers: pennDean })).json().email).toBe('obennett@upenn.edu');
      expect((await t.app.inject({ method: 'GET', url: `/api/profile/${ids.harvardPerson}`, headers: pennDean })).json().email).toBe('');
    });

    it('limits anonymous searches per address with a 429 and Retry-After', async () => {
      const ip = freshIp();
      let last;
      for (let i = 0; i < 40; i++) {
        last = await t.app.inject({ method: 'GET', url: `/api/signup?fn=olivia&ln=bennett&uid=${penn}`, remoteAddress: ip });
        if (last.statusCode === 429) break;
      }
      expect(last!.statusCode).toBe(429);
      expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
      expect(last!.json().message).toMatch(/Too many searches/);
      let auto;
      for (let i = 0; i < 400; i++) {
        auto = await t.app.inject({ method: 'GET', url: '/api/auto/univ/penn', remoteAddress: ip });
        if (auto.statusCode === 429) break;
      }
      expect(auto!.statusCode).toBe(429);
      expect(Number(auto!.headers['retry-after'])).toBeGreaterThan(0);
    });
  });

  // ---------------------------------------------------------------- finding 8: matching people
  describe('finding 8: candidate matching', () => {
    const candidates = async (fn: string, ln: string, uid: number, headers: Record<string, string> = {}) => {
      const response = await t.app.inject({ method: 'GET', url: `/api/signup?fn=${encodeURIComponent(fn)}&ln=${encodeURIComponent(ln)}&uid=${uid}`, headers, remoteAddress: freshIp() });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { authors: Array<{ author_id: number }>; auto_choice: number | null };
    };

    it('needs first and last name, ranks the chosen university first and auto-selects the single exact match there', async () => {
      const dean = bearer(await loginAs(t.app, 'penn-dean'));
      const result = await candidates('olivia', 'bennett', penn, dean);
      expect(result.authors.map((a) => a.author_id)).toEqual([ids.olivia, ids.oliviaOther]);
      expect(result.auto_choice).toBe(ids.olivia);
      const atHarvard = await candidates('OLIVIA', 'Bennett', harvard, dean);
      expect(atHarvard.authors.map((a) => a.author_id)).toEqual([ids.oliviaOther, ids.olivia]);
      expect(atHarvard.auto_choice).toBe(ids.oliviaOther);
    });

    it('ignores case, accents, apostrophes, hyphens and spaces, and understands initials', async () => {
      expect((await candidates('sean', 'obrien', penn)).authors.map((a) => a.author_id)).toEqual([ids.obrien]);
      expect((await candidates('Seán', "O'Brien", penn)).auto_choice).toBe(ids.obrien);
      expect((await candidates('anne marie', 'smith jones', penn)).auto_choice).toBe(ids.smithJones);
      expect((await candidates('annemarie', 'smithjones', penn)).authors.map((a) => a.author_id)).toEqual([ids.smithJones]);
      expect((await candidates('Jan', 'Kowalski', penn)).authors.map((a) => a.author_id)).toEqual([ids.initial]);
      expect((await candidates('伟', '李', penn)).auto_choice).toBe(ids.li);
      // an initial typed for a full first name
      expect((await candidates('O.', 'Bennett', penn, bearer(await loginAs(t.app, 'penn-dean')))).authors.map((a) => a.author_id)).toEqual([ids.olivia, ids.oliviaOther]);
    });

    it('accepts names with letters of any script, apostrophes, hyphens and periods, and refuses other characters with a sentence', async () => {
      const ok = await signUp({ email: 'conor@upenn.edu', username: 'conor', author_id: '', new_author: true, first_name: 'Conor J.', last_name: "O'Neill-Ó Súilleabháin" });
      expect(ok.statusCode, ok.body).toBe(200);
      const cjk = await signUp({ email: 'zhang@upenn.edu', username: 'zhang', author_id: '', new_author: true, first_name: '伟', last_name: '张' });
      expect(cjk.statusCode, cjk.body).toBe(200);
      const bad = await signUp({ email: 'bad@upenn.edu', username: 'badname', author_id: '', new_author: true, first_name: 'Robert<script>', last_name: 'Tables' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ message: 'Use letters, spaces, apostrophes, hyphens and periods only', field: 'body.first_name' });
      const search = await t.app.inject({ method: 'GET', url: `/api/signup?fn=${encodeURIComponent('x1')}&ln=y&uid=${penn}`, remoteAddress: freshIp() });
      expect(search.statusCode).toBe(400);
    });
  });

  // ---------------------------------------------------------------- finding 9: no dead end
  describe('finding 9: a university not in the list can be requested at sign-up', () => {
    it('creates the account with the request pending, and tells the team', async () => {
      const { response, token } = await signUpVerifiedAndLogIn({
        email: 'newcomer@tiny-college.edu', username: 'newcomer', author_id: '', new_author: true, first_name: 'Nia', last_name: 'Newcomer',
        univ_name: 'Tiny College', univ_id: '', new_university: true, univ_school: 'Tiny School of Business',
      });
      expect(response).toMatchObject({ message: 'Sign Up Successful', claim: 'new_author', university_request: 'pending' });
      const request = await t.db.selectFrom('team_requests as r').innerJoin('users as u', 'u.id', 'r.user_id')
        .select(['r.kind', 'r.payload', 'r.status']).where('u.username', '=', 'newcomer').executeTakeFirstOrThrow();
      expect(request).toMatchObject({ kind: 'university', status: 'open', payload: { university: 'Tiny College', school: 'Tiny School of Business' } });
      const session = (await t.app.inject({ method: 'GET', url: '/api/session', headers: bearer(token) })).json();
      expect(session.author_id).not.toBeNull();
    });

    it('asks for the school of a requested university with the request dialog\'s message', async () => {
      const response = await signUp({ email: 'noschool@tiny-college.edu', username: 'noschool', author_id: '', new_author: true, first_name: 'No', last_name: 'School', univ_name: 'Tiny College', univ_id: '', new_university: true });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: 'Enter School Name', field: 'body.univ_school' });
    });
  });
});
