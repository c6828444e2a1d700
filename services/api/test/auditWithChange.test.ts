// A change and its audit entry are written in one transaction (docs/reliability.md, "Faults"): when the entry cannot
// be written (here a trigger refuses it, as a connection lost or a crash at that moment would), the change is not kept
// either, the request answers 500, and the stored file it brought is removed. One test per way a service writes data
// with its entry: a stored file recorded on a profile (profile recordFile: CV, picture, marked CV), a university's
// picture (files), a new author with its CV (Add Author).
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/testApp.ts';
import { auditOf, createProfileWorld, multipart, onePagePdf, type ProfileWorld } from './support/profileFixtures.ts';

describe('a change and its audit entry: both or neither', () => {
  let t: TestApp;
  let w: ProfileWorld;
  let storageDir: string;
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
    t = await createTestApp({ STORAGE_DIR: storageDir, PUBLIC_URL: 'http://app.test' });
    w = await createProfileWorld(t);
  });
  afterAll(async () => {
    await t.close();
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
});
