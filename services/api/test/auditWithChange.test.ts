// A change and its audit entry are written in one transaction (docs/reliability.md, "Faults"): when the entry cannot
// be written (here a trigger refuses it, as a connection lost or a crash at that moment would), the change is not kept
// either, the request answers 500, and the stored file it brought is removed. One test per way a service writes data
// with its entry: a stored file recorded on a profile (profile recordFile: CV, picture, marked CV), a university's
// picture (files), a new author with its CV (Add Author); a change that had no transaction (a contact request marked
// contacted), an entry that followed its transaction's commit (Change Login's session, a paper linked to a profile),
// a change followed by an e-mail (an invitation: no e-mail for an invitation not kept; an e-mail not sent withdraws
// the invitation with its entry). ESLint's ri/audit-in-transaction refuses an audit.record without its transaction
// (infra/src/lint/auditInTransaction.test.ts).
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher, type MailCatcher } from '@ri/infra';
import { createTestApp, type TestApp } from './support/testApp.ts';
import { auditOf, createProfileWorld, multipart, onePagePdf, type ProfileWorld } from './support/profileFixtures.ts';

describe('a change and its audit entry: both or neither', () => {
  let t: TestApp;
  let w: ProfileWorld;
  let storageDir: string;
  let mail: MailCatcher;
  const storedFiles = async () => (await readdir(storageDir).catch(() => [] as string[])).filter((f) => !f.startsWith('.')).sort();
  const upload = async (user: Parameters<ProfileWorld['headers']>[0], url: string, form: { payload: Buffer; headers: Record<string, string> }) =>
    t.app.inject({ method: 'POST', url, payload: form.payload, headers: { ...form.headers, ...(await w.headers(user)) } });

  /** Runs `body` while the database refuses audit entries of `action`. */
  async function refusingAudit(action: string, body: () => Promise<void>) {
    await sql`CREATE FUNCTION refuse_audit_with_change() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'audit refused'; END $$`.execute(t.db);
    await sql`CREATE TRIGGER refuse_audit_with_change BEFORE INSERT ON audit_log FOR EACH ROW WHEN (NEW.action = ${sql.lit(action)}) EXECUTE FUNCTION refuse_audit_with_change()`.execute(t.db);
    try {
      await body();
    } finally {
      await sql`DROP TRIGGER refuse_audit_with_change ON audit_log`.execute(t.db);
      await sql`DROP FUNCTION refuse_audit_with_change()`.execute(t.db);
    }
  }

  beforeAll(async () => {
    storageDir = await mkdtemp(path.join(tmpdir(), 'ri-audit-change-'));
    mail = await startMailCatcher();
    t = await createTestApp({ STORAGE_DIR: storageDir, PUBLIC_URL: 'http://app.test', SMTP_URL: mail.smtpUrl });
    w = await createProfileWorld(t);
  });
  afterAll(async () => {
    await t.close();
    await mail.stop().catch(() => undefined);
    await rm(storageDir, { recursive: true, force: true });
  });

  it('a CV upload whose audit entry fails leaves the profile as it was (no CV, same completeness) and removes the stored file', async () => {
    const profileOf = () => t.db.selectFrom('authors').select(['cv', 'is_complete', 'updated_at']).where('id', '=', w.own).executeTakeFirstOrThrow();
    const before = await profileOf();
    const auditBefore = await auditOf(t, w.own);
    const filesBefore = await storedFiles();
    const form = await multipart({}, { name: 'cv.pdf', type: 'application/pdf', bytes: await onePagePdf() });
    await refusingAudit('profile.cv.upload', async () => {
      const response = await upload('faculty', '/api/profile/upload_cv', form);
      expect(response.statusCode, response.body).toBe(500);
    });
    expect(await profileOf()).toEqual(before);
    expect(await auditOf(t, w.own)).toEqual(auditBefore);
    expect(await storedFiles()).toEqual(filesBefore);
    // and once the entry can be written, the same upload is kept with it
    const stored = await upload('faculty', '/api/profile/upload_cv', await multipart({}, { name: 'cv.pdf', type: 'application/pdf', bytes: await onePagePdf() }));
    expect(stored.statusCode, stored.body).toBe(200);
    expect((await profileOf()).cv).toBe(stored.json().url);
    expect((await auditOf(t, w.own))[0]).toMatchObject({ action: 'profile.cv.upload', after: { cv: stored.json().url } });
  });

  it('a university picture whose audit entry fails leaves the university\'s picture as it was and removes the stored file', async () => {
    const pictureOf = async () => (await t.db.selectFrom('universities').select('profile_picture').where('id', '=', w.stanford).executeTakeFirstOrThrow()).profile_picture;
    const before = await pictureOf();
    const filesBefore = await storedFiles();
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 9, g: 90, b: 9 } } }).png().toBuffer();
    await refusingAudit('university.picture.upload', async () => {
      const response = await upload('university', '/api/profile/upload_picture', await multipart({}, { name: 'school.png', type: 'image/png', bytes: png }));
      expect(response.statusCode, response.body).toBe(500);
    });
    expect(await pictureOf()).toBe(before);
    expect(await storedFiles()).toEqual(filesBefore);
    const stored = await upload('university', '/api/profile/upload_picture', await multipart({}, { name: 'school.png', type: 'image/png', bytes: png }));
    expect(stored.statusCode, stored.body).toBe(200);
    expect(await pictureOf()).toBe(stored.json().url);
  });

  it('Add Author whose audit entry fails creates no author and keeps no CV', async () => {
    const fields = {
      first_name: 'Ada', last_name: 'Unaudited', mid_name: '', email: 'ada.unaudited@stanford.edu', title: 'Assistant Professor (tenure-track)',
      suffix: '', prefix: '', univ_id: String(w.stanford), univ_name: 'Stanford University', marker: '',
      google_scholar_link: '', google_scholar_author_name: '', google_scholar_author_id: '',
      research_gate_link: '', research_gate_author_name: '', research_gate_author_id: '',
    };
    const authorsNamed = () => t.db.selectFrom('authors').select('id').where('last_name', '=', 'Unaudited').execute();
    const filesBefore = await storedFiles();
    const add = async () => upload('admin', '/api/add_author_tool/add', await multipart(fields, { name: 'cv.pdf', type: 'application/pdf', bytes: await onePagePdf() }));
    await refusingAudit('author.create', async () => {
      const response = await add();
      expect(response.statusCode, response.body).toBe(500);
    });
    expect(await authorsNamed()).toEqual([]);
    expect(await storedFiles()).toEqual(filesBefore);
    const created = await add();
    expect(created.statusCode, created.body).toBe(200);
    expect(await authorsNamed()).toEqual([{ id: created.json().author_id }]);
    expect((await auditOf(t, created.json().author_id))[0]).toMatchObject({ action: 'author.create', after: { cv: created.json().cv } });
  });

  it('a contact request marked contacted whose audit entry fails stays not contacted', async () => {
    const { id } = await t.db.insertInto('contact_requests').values({ name: 'Una Audited', email: 'una@example.org', message: 'Hello' }).returning('id').executeTakeFirstOrThrow();
    const contactedOf = async () => (await t.db.selectFrom('contact_requests').select(['contacted', 'contacted_by']).where('id', '=', id).executeTakeFirstOrThrow());
    const before = await contactedOf();
    const mark = async () => t.app.inject({ method: 'PUT', url: `/api/contact_us?id=${id}&contacted=true`, headers: await w.headers('admin') });
    await refusingAudit('contact_request.contacted', async () => {
      const response = await mark();
      expect(response.statusCode, response.body).toBe(500);
    });
    expect(await contactedOf()).toEqual(before);
    expect((await mark()).statusCode).toBe(200);
    expect((await contactedOf()).contacted).toBe(true);
  });

  it('Change Login whose audit entry fails opens no session as the faculty member', async () => {
    const impersonations = () => t.db.selectFrom('sessions').select('id').where('impersonator_user_id', '=', w.users.admin).execute();
    const before = await impersonations();
    const start = async () => t.app.inject({ method: 'POST', url: '/api/admin_login', payload: { id: w.own, isUniversity: 0 }, headers: await w.headers('admin') });
    await refusingAudit('impersonation.start', async () => {
      const response = await start();
      expect(response.statusCode, response.body).toBe(500);
    });
    expect(await impersonations()).toEqual(before);
    expect((await start()).statusCode).toBe(200);
    expect(await impersonations()).toHaveLength(before.length + 1);
  });

  it('a paper linked to a profile whose audit entry fails stays unlinked', async () => {
    const { id: paperId } = await t.db.insertInto('papers').values({ title: 'Unaudited Returns', year: 2020 }).returning('id').executeTakeFirstOrThrow();
    await t.db.insertInto('authorships').values({ paper_id: paperId, position: 1, author_id: null, printed_first_name: 'Ann', printed_last_name: 'Lee' }).execute();
    const linkedTo = async () => (await t.db.selectFrom('authorships').select('author_id').where('paper_id', '=', paperId).execute()).map((r) => r.author_id);
    const link = async () => t.app.inject({ method: 'POST', url: '/api/papers', payload: { paper_id: paperId }, headers: await w.headers('faculty') });
    await refusingAudit('profile.paper.add', async () => {
      const response = await link();
      expect(response.statusCode, response.body).toBe(500);
    });
    expect(await linkedTo()).toEqual([null]);
    expect((await link()).statusCode).toBe(200);
    expect(await linkedTo()).toEqual([w.own]);
    expect((await auditOf(t, w.own))[0]).toMatchObject({ action: 'profile.paper.add', after: { paper_id: paperId } });
  });

  it('an invitation whose audit entry fails is not kept and its e-mail not sent', async () => {
    const email = 'invitee.unaudited@stanford.edu';
    const invitations = () => t.db.selectFrom('email_tokens').select('id').where('purpose', '=', 'invitation').where('email', '=', email).execute();
    const invite = async () => t.app.inject({ method: 'POST', url: `/api/settings/invitations?university_id=${w.stanford}`, payload: { email, access_level: 'user' }, headers: await w.headers('admin') });
    await refusingAudit('settings.invite', async () => {
      const response = await invite();
      expect(response.statusCode, response.body).toBe(500);
    });
    expect(await invitations()).toEqual([]);
    expect(mail.listMessages({ to: email })).toEqual([]);
    const sent = await invite();
    expect(sent.statusCode, sent.body).toBe(200);
    expect(await invitations()).toHaveLength(1);
    await mail.waitForMessage((message) => message.to.includes(email));
  });

  it('an invitation whose e-mail cannot be sent is withdrawn again with its entry (503)', async () => {
    const email = 'invitee.unsent@mit.edu';
    const invitations = () => t.db.selectFrom('email_tokens').select('id').where('purpose', '=', 'invitation').where('email', '=', email).execute();
    await mail.stop();
    const response = await t.app.inject({ method: 'POST', url: `/api/settings/invitations?university_id=${w.mit}`, payload: { email, access_level: 'user' }, headers: await w.headers('admin') });
    expect(response.statusCode, response.body).toBe(503);
    expect(await invitations()).toEqual([]);
    const entries = await t.db.selectFrom('audit_log').select(['action', 'before', 'after']).where('entity_type', '=', 'university').where('entity_id', '=', String(w.mit))
      .where('action', 'in', ['settings.invite', 'settings.withdraw_invitation']).orderBy('id').execute();
    expect(entries.slice(-2)).toMatchObject([
      { action: 'settings.invite', after: { email } },
      { action: 'settings.withdraw_invitation', before: { email }, after: { reason: 'invitation e-mail not sent' } },
    ]);
  });
});
