// Uploads never pile up (docs/reliability.md, "Uploads never pile up"): through the real routes and workers, a failed
// import leaves no file; the limits on pending imports, pending Mark CV runs, uploads in flight and stored files per
// day answer 429 with their sentence and write nothing; the sweep removes what a crashed process left and keeps what
// a record or a live run still needs.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { mkdir, mkdtemp, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createImportRun, releaseMarkerOf, saveUpload, saveUploadFile, STALE_IMPORT_MESSAGE } from '@ri/ingestion/parser-free';
import { createRedisConnection, waitForRedis } from '@ri/jobs';
import { testEnv } from '@ri/tests/support/env';
import { PENDING_IMPORTS_MESSAGE, PENDING_MARK_CV_MESSAGE, STORED_UPLOADS_PER_DAY, UPLOADS_IN_FLIGHT_MESSAGE } from '../src/http/uploadLimits.ts';
import { multipart, startHarness, tokenFor, type Harness } from './ingestionHelpers.ts';
import { createUser } from './support/testApp.ts';
import { onePagePdf } from './support/profileFixtures.ts';

const HOUR = 60 * 60 * 1000;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

async function listing(directory: string): Promise<string[]> {
  try {
    return (await readdir(directory)).sort();
  } catch {
    return [];
  }
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(() => true, () => false);
}

async function writeOld(file: string, ageMs: number, content = 'x'): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
  const at = new Date(Date.now() - ageMs);
  await utimes(file, at, at);
}

describe('uploads never pile up', () => {
  let h: Harness;
  let storageDir: string;
  let importsDir: string;
  beforeAll(async () => {
    storageDir = await mkdtemp(path.join(os.tmpdir(), 'ri-retention-'));
    importsDir = path.join(storageDir, 'imports');
    h = await startHarness({}, { STORAGE_DIR: storageDir });
  });
  afterAll(async () => {
    await h.close();
    await rm(storageDir, { recursive: true, force: true });
  });

  const post = (url: string, form: { body: Buffer; headers: Record<string, string> }, headers: Record<string, string>) =>
    h.t.app.inject({ method: 'POST', url, headers: { ...headers, ...form.headers }, payload: form.body });

  it('a failed import keeps no file: the run is failed with its sentence and its rejected rows still download', async () => {
    const deep = `${'['.repeat(10_000)}${']'.repeat(10_000)}\n`;
    const response = await post('/api/imports/openalex', multipart({ name: 'deep.jsonl', content: Buffer.from(deep) }), h.admin);
    expect(response.statusCode, response.body).toBe(202);
    const started = response.json() as { queue: string; job_id: string; import_run_id: number };
    const events = await h.follow(started);
    expect(events.at(-1)).toMatchObject({ kind: 'failed', error: expect.stringContaining('nested deeper than 64 levels') });
    const run = await h.t.db.selectFrom('import_runs').select(['status', 'error']).where('id', '=', started.import_run_id).executeTakeFirstOrThrow();
    expect(run).toMatchObject({ status: 'failed', error: expect.stringContaining('nested deeper') });
    expect(await h.t.db.selectFrom('import_uploads').select('import_run_id').where('import_run_id', '=', started.import_run_id).execute()).toEqual([]);
    expect(await listing(importsDir)).toEqual([]);
    const csv = await h.t.app.inject({ method: 'GET', url: `/api/imports/${started.import_run_id}/rejected.csv`, headers: h.admin });
    expect(csv.statusCode).toBe(200);
  });

  it('a fourth pending import is refused with 429 before its file is written; nothing changes', async () => {
    const { db } = h.t;
    const holder = await createUser(db, { username: 'busy-importer', type: 'admin' });
    const headers = await tokenFor(h.t, 'busy-importer');
    for (let i = 0; i < 3; i += 1) {
      const runId = await createImportRun(db, { source: 'openalex', fileName: `waiting-${i}.json`, requestedBy: holder });
      await saveUpload(db, runId, `waiting-${i}.json`, Buffer.from('[]'));
    }
    const runsBefore = await db.selectFrom('import_runs').select('id').execute();
    const filesBefore = await listing(importsDir);
    for (const url of ['/api/imports/openalex', '/api/imports/journal-list']) {
      const response = await post(url, multipart({ name: 'list.csv', content: Buffer.from('title,issn,rating\nA,0000-0000,A\n') }), headers);
      expect(response.statusCode, response.body).toBe(429);
      expect(response.json()).toMatchObject({ message: PENDING_IMPORTS_MESSAGE });
      expect(response.headers['retry-after']).toBeDefined();
    }
    expect(await db.selectFrom('import_runs').select('id').execute()).toEqual(runsBefore);
    expect(await listing(importsDir)).toEqual(filesBefore);
    // another admin is not held by this one's imports
    const other = await post('/api/imports/openalex', multipart({ name: 'empty.json', content: Buffer.from('[]') }), h.admin);
    expect(other.statusCode, other.body).toBe(202);
    await h.follow(other.json() as { queue: string; job_id: string });
  });

  it('a fourth pending Mark CV run is refused with 429 and stores nothing', async () => {
    const { db } = h.t;
    const userId = await createUser(db, { username: 'busy-marker', type: 'admin' });
    const headers = await tokenFor(h.t, 'busy-marker');
    await db.insertInto('job_runs').values([0, 1, 2].map((i) => ({ queue: 'mark-cv', bull_job_id: `held-${randomUUID()}-${i}`, requested_by: userId, status: 'waiting' }))).execute();
    const before = await listing(storageDir);
    const response = await post('/api/mark_journals', multipart({ name: 'cv.pdf', content: PDF, type: 'application/pdf' }), headers);
    expect(response.statusCode, response.body).toBe(429);
    expect(response.json()).toMatchObject({ message: PENDING_MARK_CV_MESSAGE });
    expect(await listing(storageDir)).toEqual(before);
    expect(await db.selectFrom('job_runs').select('id').where('requested_by', '=', userId).execute()).toHaveLength(3);
  });

  it('past the day\'s stored uploads a picture is refused with 429 and nothing is stored', async () => {
    const { db } = h.t;
    const universityId = (await db.insertInto('universities').values({ name: 'Quota University', status: 'Completed', email_domains: ['quota.edu'] }).returning('id').executeTakeFirstOrThrow()).id;
    const userId = await createUser(db, { username: 'quota-university', type: 'university', universityId });
    const headers = await tokenFor(h.t, 'quota-university');
    // the day's count already at the limit (the limiter's fixed window in Redis)
    const redis = createRedisConnection(testEnv.redisUrl, 'producer');
    expect(await waitForRedis(redis)).toBe(true);
    await redis.set(`${h.t.queuePrefix}:rate:stored-uploads:${userId}`, String(STORED_UPLOADS_PER_DAY.limit), 'EX', 600);
    redis.disconnect();
    const before = await listing(storageDir);
    const response = await post('/api/profile/upload_picture', multipart({ name: 'me.png', content: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), type: 'image/png' }), headers);
    expect(response.statusCode, response.body).toBe(429);
    expect(response.json()).toMatchObject({ message: STORED_UPLOADS_PER_DAY.message });
    expect(await listing(storageDir)).toEqual(before);
    expect((await db.selectFrom('universities').select('profile_picture').where('id', '=', universityId).executeTakeFirstOrThrow()).profile_picture).toBeFalsy();
  });

  it('Add Author\'s CV counts against the admin\'s day like any stored upload: past it 429, no author, nothing stored', async () => {
    const { db } = h.t;
    const universityId = (await db.insertInto('universities').values({ name: 'Added University', status: 'Completed', email_domains: ['added.edu'] }).returning('id').executeTakeFirstOrThrow()).id;
    const userId = await createUser(db, { username: 'quota-adder', type: 'admin' });
    const headers = await tokenFor(h.t, 'quota-adder');
    const fields = {
      first_name: 'Quinn', last_name: 'Quota', mid_name: '', email: 'quinn@added.edu', title: 'Assistant Professor (tenure-track)', suffix: '', prefix: '',
      univ_id: String(universityId), univ_name: 'Added University', marker: '', google_scholar_link: '', google_scholar_author_name: '', google_scholar_author_id: '',
      research_gate_link: '', research_gate_author_name: '', research_gate_author_id: '',
    };
    const redis = createRedisConnection(testEnv.redisUrl, 'producer');
    expect(await waitForRedis(redis)).toBe(true);
    const key = `${h.t.queuePrefix}:rate:stored-uploads:${userId}`;
    await redis.set(key, String(STORED_UPLOADS_PER_DAY.limit - 1), 'EX', 600);
    const before = await listing(storageDir);
    const cv = Buffer.from(await onePagePdf());
    // the day's last one is taken (and counted)
    const last = await post('/api/add_author_tool/add', multipart({ name: 'cv.pdf', content: cv, type: 'application/pdf' }, fields), headers);
    expect(last.statusCode, last.body).toBe(200);
    expect(Number(await redis.get(key))).toBe(STORED_UPLOADS_PER_DAY.limit);
    const stored = await listing(storageDir);
    // the next is refused before anything is stored or created
    const refused = await post('/api/add_author_tool/add', multipart({ name: 'cv.pdf', content: cv, type: 'application/pdf' }, { ...fields, last_name: 'Overquota', email: 'over@added.edu' }), headers);
    redis.disconnect();
    expect(refused.statusCode, refused.body).toBe(429);
    expect(refused.json()).toMatchObject({ message: STORED_UPLOADS_PER_DAY.message });
    expect(await listing(storageDir)).toEqual(stored);
    expect(stored.length).toBeGreaterThan(before.length);
    expect(await db.selectFrom('authors').select('id').where('last_name', '=', 'Overquota').execute()).toEqual([]);
    // without a CV nothing is stored, so nothing is counted
    const noCv = await post('/api/add_author_tool/add', multipart({ name: 'empty.pdf', content: Buffer.alloc(0), type: 'application/pdf' }, { ...fields, last_name: 'Nocv', email: 'nocv@added.edu' }), headers);
    expect(noCv.statusCode, noCv.body).toBe(200);
  });

  it('a third upload while two of the same user still stream in is refused with 429; once they end, uploads are taken again', async () => {
    const { db } = h.t;
    await createUser(db, { username: 'slow-sender', type: 'admin' });
    const headers = await tokenFor(h.t, 'slow-sender');
    const url = new URL(h.baseUrl);
    const boundary = 'slowboundary';
    // two uploads that send their headers and the start of the file, then wait
    const hanging = [0, 1].map(() => {
      const request = http.request({
        host: url.hostname, port: url.port, method: 'POST', path: '/api/imports/openalex',
        headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(10 * 1024 * 1024) },
      });
      request.on('error', () => {});
      request.write(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="slow.json"\r\nContent-Type: application/json\r\n\r\n[`);
      return request;
    });
    // until both are inside the route (their staged files exist)
    for (let i = 0; i < 200 && (await listing(importsDir)).length < 2; i += 1) await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await listing(importsDir)).length).toBeGreaterThanOrEqual(2);
    const runsBefore = await db.selectFrom('import_runs').select('id').execute();
    const third = await post('/api/imports/openalex', multipart({ name: 'third.json', content: Buffer.from('[]') }), headers);
    expect(third.statusCode, third.body).toBe(429);
    expect(third.json()).toMatchObject({ message: UPLOADS_IN_FLIGHT_MESSAGE });
    expect(await db.selectFrom('import_runs').select('id').execute()).toEqual(runsBefore);
    // the clients give up: their partial files are removed and their slots freed
    for (const request of hanging) request.destroy();
    for (let i = 0; i < 200 && (await listing(importsDir)).length > 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await listing(importsDir)).toEqual([]);
    const next = await post('/api/imports/openalex', multipart({ name: 'next.json', content: Buffer.from('[]') }), headers);
    expect(next.statusCode, next.body).toBe(202);
    await h.follow(next.json() as { queue: string; job_id: string });
  });

  it('the sweep removes what crashed processes and finished runs left, and keeps what a record or a live run needs', async () => {
    const { db } = h.t;
    // import files: one no run points at (old), one just written (an upload being recorded), one of a live run (old)
    const orphan = path.join(importsDir, `ri-upload-${randomUUID()}`);
    const fresh = path.join(importsDir, `ri-upload-${randomUUID()}`);
    const live = path.join(importsDir, `ri-upload-${randomUUID()}`);
    await writeOld(orphan, 2 * HOUR);
    await writeOld(fresh, 0);
    await writeOld(live, 2 * HOUR);
    const liveRun = await createImportRun(db, { source: 'openalex', fileName: 'live.json', requestedBy: null });
    await saveUploadFile(db, liveRun, 'live.json', live);
    // a finished run whose upload was left (its job ended without its code running)
    const finishedFile = path.join(importsDir, `ri-upload-${randomUUID()}`);
    await writeOld(finishedFile, 0);
    const finishedRun = await createImportRun(db, { source: 'openalex', fileName: 'done.json', requestedBy: null });
    await saveUploadFile(db, finishedRun, 'done.json', finishedFile);
    await db.updateTable('import_runs').set({ status: 'completed', finished_at: new Date() }).where('id', '=', finishedRun).execute();
    // a run queued two days ago and never run
    const staleFile = path.join(importsDir, `ri-upload-${randomUUID()}`);
    await writeOld(staleFile, 48 * HOUR);
    const staleRun = await createImportRun(db, { source: 'journal_list', fileName: 'old.xlsx', requestedBy: null });
    await saveUploadFile(db, staleRun, 'old.xlsx', staleFile);
    await db.updateTable('import_runs').set({ created_at: new Date(Date.now() - 48 * HOUR) }).where('id', '=', staleRun).execute();
    // a staged upload the API left in its temporary directory, and a half-written stored file
    const staged = path.join(os.tmpdir(), `ri-upload-${randomUUID()}`);
    await writeOld(staged, 2 * HOUR);
    const part = path.join(storageDir, `.cv-${randomUUID()}.pdf.part`);
    await writeOld(part, 2 * HOUR);
    // stored files: a CV replaced 8 days ago (the sweep then wrote its release marker), past its retention; one
    // replaced 2 days ago, within it; and an old picture a university shows
    const replaced = `cv-${randomUUID()}.pdf`;
    const recent = `cv-${randomUUID()}.pdf`;
    const shown = `picture-${randomUUID()}.png`;
    await writeOld(path.join(storageDir, replaced), 20 * 24 * HOUR);
    await writeOld(path.join(storageDir, releaseMarkerOf(replaced)), 8 * 24 * HOUR, '');
    await writeOld(path.join(storageDir, recent), 20 * 24 * HOUR);
    await writeOld(path.join(storageDir, releaseMarkerOf(recent)), 2 * 24 * HOUR, '');
    await writeOld(path.join(storageDir, shown), 30 * 24 * HOUR);
    await db.insertInto('universities').values({ name: 'Pictured University', status: 'Completed', email_domains: ['pictured.edu'], profile_picture: `http://localhost:3000/api/files/${shown}` }).execute();

    const report = await h.t.sweepUploads();
    expect(report).toMatchObject({ finishedRuns: 1, staleRuns: 1, importOrphans: 1, storedFiles: 1 });
    // the two above, and any other old staged upload in this machine's temporary directory
    expect(report.stagedOrphans).toBeGreaterThanOrEqual(2);
    expect(report.bytes).toBeGreaterThan(0);
    for (const gone of [orphan, finishedFile, staleFile, staged, part, path.join(storageDir, replaced), path.join(storageDir, releaseMarkerOf(replaced))]) expect(await exists(gone), gone).toBe(false);
    for (const kept of [fresh, live, path.join(storageDir, recent), path.join(storageDir, releaseMarkerOf(recent)), path.join(storageDir, shown)]) expect(await exists(kept), kept).toBe(true);
    // a file a record shows gets no marker
    expect(await exists(path.join(storageDir, releaseMarkerOf(shown)))).toBe(false);
    expect(await db.selectFrom('import_uploads').select('import_run_id').where('import_run_id', 'in', [finishedRun, staleRun]).execute()).toEqual([]);
    expect(await db.selectFrom('import_runs').select(['status', 'error']).where('id', '=', staleRun).executeTakeFirstOrThrow()).toEqual({ status: 'failed', error: STALE_IMPORT_MESSAGE });
    expect(await db.selectFrom('import_runs').select('status').where('id', '=', liveRun).executeTakeFirstOrThrow()).toEqual({ status: 'queued' });
    // a second run finds nothing more to do
    expect(await h.t.sweepUploads()).toMatchObject({ finishedRuns: 0, staleRuns: 0, importOrphans: 0, stagedOrphans: 0, storedFiles: 0 });
    await rm(fresh, { force: true });
  });

  it('a replaced CV is kept STORED_FILE_RETENTION_DAYS (7) from its replacement, not from its upload', async () => {
    const { db } = h.t;
    const DAY = 24 * HOUR;
    const first = path.join(storageDir, `cv-${randomUUID()}.pdf`);
    const second = path.join(storageDir, `cv-${randomUUID()}.pdf`);
    const marker = path.join(storageDir, releaseMarkerOf(path.basename(first)));
    const link = (file: string) => `http://localhost:3000/api/files/${path.basename(file)}`;
    const universityId = (await db.insertInto('universities').values({ name: 'Retention University', status: 'Completed', email_domains: ['retention.edu'] }).returning('id').executeTakeFirstOrThrow()).id;
    // a CV uploaded 6 days ago, on the profile since
    await writeOld(first, 6 * DAY);
    const authorId = (await db.insertInto('authors').values({ first_name: 'Rita', last_name: 'Tension', search_name: 'rita tension', university_id: universityId, email: 'rita@retention.edu', cv: link(first) }).returning('id').executeTakeFirstOrThrow()).id;
    await h.t.sweepUploads();
    expect(await exists(first)).toBe(true);
    expect(await exists(marker)).toBe(false);
    // replaced now: the next sweep starts its retention
    await writeOld(second, 0);
    await db.updateTable('authors').set({ cv: link(second) }).where('id', '=', authorId).execute();
    expect((await h.t.sweepUploads()).released).toBeGreaterThanOrEqual(1);
    expect(await exists(marker)).toBe(true);
    // time passes (the file and its marker made older): 1.5 days after the replacement, 7.5 days after the upload
    // (when the sweep used to remove it): kept
    const age = async (ms: number) => {
      for (const file of [first, marker]) {
        const at = new Date((await stat(file)).mtimeMs - ms);
        await utimes(file, at, at);
      }
    };
    await age(1.5 * DAY);
    await h.t.sweepUploads();
    expect(await exists(first)).toBe(true);
    // 6.9 days after the replacement: kept
    await age(5.4 * DAY);
    await h.t.sweepUploads();
    expect(await exists(first)).toBe(true);
    // 7 days and an hour after it: removed with its marker; the CV the profile shows stays
    await age(0.1 * DAY + HOUR);
    const report = await h.t.sweepUploads();
    expect(report.storedFiles).toBeGreaterThanOrEqual(1);
    expect(await exists(first)).toBe(false);
    expect(await exists(marker)).toBe(false);
    expect(await exists(second)).toBe(true);
  });
});
