import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { PROFILE_VERIFIED_MESSAGE } from '@ri/contracts';
import { createTestApp, type TestApp } from './support/testApp.ts';
import { auditOf, createProfileWorld, multipart, onePagePdf, type ProfileWorld } from './support/profileFixtures.ts';
import { CV_TOO_LARGE_MESSAGE, NOT_AN_IMAGE_MESSAGE, NOT_A_PDF_MESSAGE, PICTURE_TOO_LARGE_MESSAGE } from '../src/domains/files/service.ts';

describe('uploads: CVs (PDF by content, 10 MB), pictures (JPEG/PNG/WebP, 5 MB, 512 px) and the files they become', () => {
  let t: TestApp;
  let w: ProfileWorld;
  let storageDir: string;
  const storedFiles = async () => (await readdir(storageDir).catch(() => [] as string[])).filter((f) => !f.startsWith('.')).sort();

  const upload = async (user: Parameters<ProfileWorld['headers']>[0] | null, url: string, form: { payload: Buffer; headers: Record<string, string> }) =>
    t.app.inject({ method: 'POST', url, payload: form.payload, headers: { ...form.headers, ...(user ? await w.headers(user) : {}) } });

  beforeAll(async () => {
    storageDir = await mkdtemp(path.join(tmpdir(), 'ri-uploads-'));
    t = await createTestApp({ STORAGE_DIR: storageDir, PUBLIC_URL: 'http://app.test' });
    w = await createProfileWorld(t);
  });
  afterAll(async () => {
    await t.close();
    await rm(storageDir, { recursive: true, force: true });
  });

  it('stores my CV, answers its URL with \'File Uploaded\', records it on the profile and in the audit log; any signed-in user can read it', async () => {
    const pdf = await onePagePdf();
    const response = await upload('faculty', '/api/profile/upload_cv', await multipart({ filename: 'cv.pdf', user_id: String(w.own) }, { name: 'cv.pdf', type: 'application/pdf', bytes: pdf }));
    expect(response.statusCode, response.body).toBe(200);
    const { url, message } = response.json();
    expect(message).toBe('File Uploaded');
    expect(url).toMatch(/^http:\/\/app\.test\/api\/files\/cv-[0-9a-f-]{36}\.pdf$/);
    const profile = (await t.app.inject({ method: 'GET', url: '/api/profile/get_profile', headers: await w.headers('faculty') })).json();
    expect(profile.cv).toBe(url);
    expect(profile.missing_items).not.toContain('Add CV');
    expect((await auditOf(t, w.own))[0]).toMatchObject({ action: 'profile.cv.upload', before: { cv: '' }, after: { cv: url } });

    const filePath = new URL(url).pathname;
    for (const user of ['otherFaculty', 'university', 'admin'] as const) {
      const read = await t.app.inject({ method: 'GET', url: filePath, headers: await w.headers(user) });
      expect(read.statusCode).toBe(200);
      expect(read.headers['content-type']).toBe('application/pdf');
      expect(read.headers['x-content-type-options']).toBe('nosniff');
      expect(Buffer.compare(read.rawPayload, Buffer.from(pdf))).toBe(0);
    }
    expect((await t.app.inject({ method: 'GET', url: filePath })).statusCode).toBe(401);
  });

  it('answers 400 \'No File Uploaded\' without a file', async () => {
    const noFile = await upload('faculty', '/api/profile/upload_cv', await multipart({ filename: 'cv.pdf' }));
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toBe('No File Uploaded');
    const json = await t.app.inject({ method: 'POST', url: '/api/profile/upload_cv', headers: await w.headers('faculty'), payload: {} });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe('No File Uploaded');
    const empty = await upload('faculty', '/api/profile/upload_cv', await multipart({}, { name: 'cv.pdf', type: 'application/pdf', bytes: new Uint8Array() }));
    expect(empty.json().message).toBe('No File Uploaded');
  });

  it('checks the content, not the name or type: a text file or a broken PDF is refused (415) and nothing is stored', async () => {
    const before = await storedFiles();
    const cv = (await t.app.inject({ method: 'GET', url: '/api/profile/get_profile', headers: await w.headers('faculty') })).json().cv;
    for (const bytes of [Buffer.from('Just some text pretending to be a PDF'), Buffer.from('%PDF-1.7\nthis is not really a PDF at all\n%%EOF')]) {
      const response = await upload('faculty', '/api/profile/upload_cv', await multipart({}, { name: 'cv.pdf', type: 'application/pdf', bytes }));
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({ message: NOT_A_PDF_MESSAGE, field: 'file' });
    }
    expect(await storedFiles()).toEqual(before);
    expect((await t.app.inject({ method: 'GET', url: '/api/profile/get_profile', headers: await w.headers('faculty') })).json().cv).toBe(cv);
  });

  it('takes a CV of several megabytes (over the 1 MB JSON body limit)', async () => {
    const doc = await PDFDocument.load(await onePagePdf());
    await doc.attach(randomBytes(3 * 1024 * 1024), 'data.bin', { mimeType: 'application/octet-stream' });
    const bytes = await doc.save();
    expect(bytes.length).toBeGreaterThan(3 * 1024 * 1024);
    const response = await upload('faculty', '/api/profile/upload_cv', await multipart({}, { name: 'cv.pdf', type: 'application/pdf', bytes }));
    expect(response.statusCode, response.body).toBe(200);
  });

  it('refuses a CV over 10 MB with 413 and a clear message', async () => {
    const before = await storedFiles();
    const big = new Uint8Array(10 * 1024 * 1024 + 1024);
    big.set(Buffer.from('%PDF-1.7\n'));
    const response = await upload('faculty', '/api/profile/upload_cv', await multipart({}, { name: 'cv.pdf', type: 'application/pdf', bytes: big }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ error: 'Payload Too Large', message: CV_TOO_LARGE_MESSAGE });
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses the owner of a verified profile (403, nothing stored) and lets an admin upload any faculty member\'s CV', async () => {
    const before = await storedFiles();
    const pdf = await onePagePdf();
    const refused = await upload('verifiedFaculty', '/api/profile/upload_cv', await multipart({}, { name: 'cv.pdf', type: 'application/pdf', bytes: pdf }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(PROFILE_VERIFIED_MESSAGE);
    expect(await storedFiles()).toEqual(before);

    const other = await upload('faculty', `/api/editauthor/upload_cv/${w.other}`, await multipart({}, { name: 'cv.pdf', type: 'application/pdf', bytes: pdf }));
    expect(other.statusCode).toBe(403);
    expect((await t.db.selectFrom('authors').select('cv').where('id', '=', w.other).executeTakeFirstOrThrow()).cv).toBe('');

    const admin = await upload('admin', `/api/editauthor/upload_cv/${w.verified}`, await multipart({}, { name: 'cv.pdf', type: 'application/pdf', bytes: pdf }));
    expect(admin.statusCode, admin.body).toBe(200);
    expect((await t.db.selectFrom('authors').select('cv').where('id', '=', w.verified).executeTakeFirstOrThrow()).cv).toBe(admin.json().url);
    expect((await auditOf(t, w.verified))[0]).toMatchObject({ action: 'profile.cv.upload', actor_user_id: w.users.admin });
    expect((await upload('admin', '/api/editauthor/upload_cv/99999999', await multipart({}, { name: 'cv.pdf', type: 'application/pdf', bytes: pdf }))).statusCode).toBe(404);
  });

  it('resizes a picture to at most 512x512 keeping its format, and serves it as an image', async () => {
    const png = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: { r: 200, g: 30, b: 30 } } }).png().toBuffer();
    const response = await upload('faculty', '/api/profile/upload_picture', await multipart({ filename: 'me.png', user_id: String(w.own) }, { name: 'me.png', type: 'image/png', bytes: png }));
    expect(response.statusCode, response.body).toBe(200);
    const { url } = response.json();
    expect(url).toMatch(/\/api\/files\/picture-[0-9a-f-]{36}\.png$/);
    const read = await t.app.inject({ method: 'GET', url: new URL(url).pathname, headers: await w.headers('otherFaculty') });
    expect(read.headers['content-type']).toBe('image/png');
    expect(await sharp(read.rawPayload).metadata()).toMatchObject({ width: 512, height: 256, format: 'png' });
    expect((await t.db.selectFrom('authors').select('profile_picture').where('id', '=', w.own).executeTakeFirstOrThrow()).profile_picture).toBe(url);

    const small = await sharp({ create: { width: 100, height: 80, channels: 3, background: { r: 0, g: 0, b: 255 } } }).webp().toBuffer();
    const webp = (await upload('faculty', '/api/profile/upload_picture', await multipart({}, { name: 'me.webp', type: 'image/webp', bytes: small }))).json();
    const stored = await t.app.inject({ method: 'GET', url: new URL(webp.url).pathname, headers: await w.headers('faculty') });
    expect(await sharp(stored.rawPayload).metadata()).toMatchObject({ width: 100, height: 80, format: 'webp' });

    // lists (Author Search, Change Login) hand out the same URL: the web fetches it with the bearer token
    // (StoredAvatar), so any signed-in viewer gets the picture and the public never does
    const picturePath = new URL(webp.url).pathname;
    expect((await t.app.inject({ method: 'GET', url: picturePath, headers: await w.headers('otherFaculty') })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: picturePath })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: picturePath, headers: { authorization: 'Bearer not-a-token' } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: picturePath, headers: { cookie: 'session=whatever' } })).statusCode).toBe(401);
    // the replaced picture is no longer anyone's: other users get 404, admins (the audit log points at it) 200
    const replaced = new URL(url).pathname;
    expect((await t.app.inject({ method: 'GET', url: replaced, headers: await w.headers('otherFaculty') })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: replaced, headers: await w.headers('admin') })).statusCode).toBe(200);

    const jpeg = await sharp({ create: { width: 600, height: 900, channels: 3, background: { r: 9, g: 9, b: 9 } } }).jpeg().toBuffer();
    const jpg = (await upload('verifiedFaculty', '/api/profile/upload_picture', await multipart({}, { name: 'v.jpg', type: 'image/jpeg', bytes: jpeg }))).json();
    expect(jpg.url).toMatch(/\.jpg$/);
  });

  it('refuses other image types and files named like images (415), and pictures over 5 MB (413)', async () => {
    const gif = Buffer.from('R0lGODlhAQABAAAAACw=', 'base64');
    const refused = await upload('faculty', '/api/profile/upload_picture', await multipart({}, { name: 'me.gif', type: 'image/gif', bytes: gif }));
    expect(refused.statusCode).toBe(415);
    expect(refused.json().message).toBe(NOT_AN_IMAGE_MESSAGE);
    const fake = await upload('faculty', '/api/profile/upload_picture', await multipart({}, { name: 'me.png', type: 'image/png', bytes: Buffer.from('not an image') }));
    expect(fake.statusCode).toBe(415);
    const truncated = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100)]);
    expect((await upload('faculty', '/api/profile/upload_picture', await multipart({}, { name: 'me.png', type: 'image/png', bytes: truncated }))).statusCode).toBe(415);
    const big = Buffer.alloc(5 * 1024 * 1024 + 1);
    big.set([0xff, 0xd8, 0xff]);
    const tooBig = await upload('faculty', '/api/profile/upload_picture', await multipart({}, { name: 'me.jpg', type: 'image/jpeg', bytes: big }));
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe(PICTURE_TOO_LARGE_MESSAGE);
  });

  it('a university user uploads their university\'s picture (univ_id), never another\'s; an admin names the author or university', async () => {
    const png = await sharp({ create: { width: 50, height: 50, channels: 3, background: { r: 1, g: 2, b: 3 } } }).png().toBuffer();
    const own = await upload('university', '/api/profile/upload_picture', await multipart({ univ_id: String(w.stanford) }, { name: 'logo.png', type: 'image/png', bytes: png }));
    expect(own.statusCode, own.body).toBe(200);
    expect((await t.db.selectFrom('universities').select('profile_picture').where('id', '=', w.stanford).executeTakeFirstOrThrow()).profile_picture).toBe(own.json().url);
    expect((await t.app.inject({ method: 'GET', url: '/api/univ_profile/get_univ_profile', headers: await w.headers('university') })).json().profile_picture).toBe(own.json().url);

    const other = await upload('university', '/api/profile/upload_picture', await multipart({ univ_id: String(w.harvard) }, { name: 'logo.png', type: 'image/png', bytes: png }));
    expect(other.statusCode).toBe(403);
    expect((await t.db.selectFrom('universities').select('profile_picture').where('id', '=', w.harvard).executeTakeFirstOrThrow()).profile_picture).toBe('');
    // naming an author is refused, not ignored (the picture used to land on the university, answered 200)
    const pictures = async () => [
      (await t.db.selectFrom('authors').select('profile_picture').where('id', '=', w.plain).executeTakeFirstOrThrow()).profile_picture,
      (await t.db.selectFrom('universities').select('profile_picture').where('id', '=', w.stanford).executeTakeFirstOrThrow()).profile_picture,
    ];
    const before = await pictures();
    for (const fields of [{ user_id: String(w.plain) }, { user_id: String(w.plain), univ_id: String(w.stanford) }] as Record<string, string>[]) {
      const author = await upload('university', '/api/profile/upload_picture', await multipart(fields, { name: 'logo.png', type: 'image/png', bytes: png }));
      expect(author.statusCode, JSON.stringify(fields)).toBe(403);
      expect(author.json().message).toBe('You can only change your own university\'s picture.');
    }
    expect(await pictures()).toEqual(before);

    const admin = await upload('admin', '/api/profile/upload_picture', await multipart({ user_id: String(w.plain) }, { name: 'p.png', type: 'image/png', bytes: png }));
    expect(admin.statusCode, admin.body).toBe(200);
    expect((await auditOf(t, w.plain))[0]).toMatchObject({ action: 'profile.profile_picture.upload', actor_user_id: w.users.admin });
    const adminUniversity = await upload('admin', '/api/profile/upload_picture', await multipart({ univ_id: String(w.harvard) }, { name: 'p.png', type: 'image/png', bytes: png }));
    expect(adminUniversity.statusCode).toBe(200);
    expect((await upload('admin', '/api/profile/upload_picture', await multipart({}, { name: 'p.png', type: 'image/png', bytes: png }))).statusCode).toBe(400);
    // both named: which one was meant is unclear, so nothing changes
    const adminBefore = await pictures();
    const both = await upload('admin', '/api/profile/upload_picture', await multipart({ user_id: String(w.plain), univ_id: String(w.stanford) }, { name: 'p.png', type: 'image/png', bytes: png }));
    expect(both.statusCode).toBe(400);
    expect(both.json()).toMatchObject({ message: 'Send either user_id (an author) or univ_id (a university), not both.', field: 'body.user_id' });
    expect(await pictures()).toEqual(adminBefore);
  });

  it('serves only generated names: unknown files and path traversal get 404', async () => {
    const headers = await w.headers('faculty');
    for (const url of ['/api/files/cv-00000000-0000-0000-0000-000000000000.pdf', '/api/files/..%2F..%2F..%2Fetc%2Fpasswd', '/api/files/%2e%2e%2fpackage.json', '/api/files/.cv-x.pdf.part']) {
      const response = await t.app.inject({ method: 'GET', url, headers });
      expect(response.statusCode, url).toBe(404);
    }
  });
});
