import { createHash, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, createUser, type TestApp } from '../support/testApp.ts';
import { fillPrecomputedTables } from '../support/dashboardsSetup.ts';
import { insertDashboardsFixture, type DashboardsFixture } from '../support/dashboardsFixture.ts';
import type { Role } from '../support/actors.ts';
import { CSV_FORMULAS, HOSTILE_XML } from './hostileValues.ts';
import { allowFetchHost } from '@ri/tests/support/fetchAllowHosts';

/** The fuzz run's token secret: the suite forges tokens with it (other algorithms, expired, other audience). */
export const FUZZ_JWT_SECRET = 'fuzz-secret-fuzz-secret-fuzz-secret-0123';


/** Outside systems played by one local server: hostile feeds for the RSS tool, a Crossref that knows no DOI, an OpenAlex that knows no institution. */
export interface OutsideServer {
  url: string;
  feedUrls: string[];
  close(): Promise<void>;
}

export async function startOutsideServer(): Promise<OutsideServer> {
  const server = http.createServer((request, response) => {
    const name = /^\/feeds\/(\w+)\.xml$/.exec(request.url ?? '')?.[1] as keyof typeof HOSTILE_XML | undefined;
    if (name && HOSTILE_XML[name]) {
      response.writeHead(200, { 'content-type': 'application/rss+xml' }).end(HOSTILE_XML[name]);
      return;
    }
    // OpenAlex (Onboard a School): it knows no institution
    if (/^\/institutions(\?|$)/.test(request.url ?? '')) {
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"meta":{"count":0,"page":1,"per_page":10},"results":[]}');
      return;
    }
    if (request.url?.startsWith('/feeds/redirect')) {
      response.writeHead(302, { location: 'file:///etc/passwd' }).end();
      return;
    }
    response.writeHead(404, { 'content-type': 'application/json' }).end('{"status":"error","message":"Resource not found."}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // the RSS Feed Tool may fetch our local feed server (the safe fetcher refuses loopback it is not told of)
  allowFetchHost(url);
  return {
    url,
    feedUrls: [...Object.keys(HOSTILE_XML).map((name) => `${url}/feeds/${name}.xml`), `${url}/feeds/redirect`, `${url}/missing.xml`],
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}

export interface FuzzWorld {
  t: TestApp;
  f: DashboardsFixture;
  outside: OutsideServer;
  /** one bearer token per signed-in role, minted before the run (sessions are not written during it) */
  tokens: Record<Exclude<Role, 'anonymous'>, string>;
  userIds: Record<Exclude<Role, 'anonymous'>, number>;
  /** ids that exist, for valid-looking requests */
  ids: number[];
  /** the author whose names are spreadsheet formulas (they must come out of every CSV neutralised) */
  formulaAuthorId: number;
  close(): Promise<void>;
}

/**
 * The API on the dashboards' data set (precomputed tables filled by the real recompute), one user per
 * role of the authorization matrix (faculty Ann Adams at Alpha, another faculty Gia Gold at Beta,
 * Alpha's and Beta's university users, an admin), and a record of each kind a route may read: job runs
 * and an export file, an import run with rejected rows, a data issue, a merge decision, an invitation,
 * a team request, a contact request, and an author named with spreadsheet formulas.
 */
export async function createFuzzWorld(): Promise<FuzzWorld> {
  const outside = await startOutsideServer();
  const storageDir = await mkdtemp(path.join(os.tmpdir(), 'ri-fuzz-storage-'));
  const t = await createTestApp({ JWT_SECRET: FUZZ_JWT_SECRET, CROSSREF_URL: outside.url, CROSSREF_TIMEOUT_MS: '2000', OPENALEX_BASE_URL: outside.url, STORAGE_DIR: storageDir });
  const f = await insertDashboardsFixture(t.db);
  await fillPrecomputedTables(t);

  const userIds = {
    faculty: await createUser(t.db, { username: 'fuzz-faculty', type: 'faculty', authorId: f.a.a1, universityId: f.u.U1 }),
    otherFaculty: await createUser(t.db, { username: 'fuzz-other-faculty', type: 'faculty', authorId: f.a.b1, universityId: f.u.U2 }),
    university: await createUser(t.db, { username: 'fuzz-university', type: 'university', universityId: f.u.U1 }),
    otherUniversity: await createUser(t.db, { username: 'fuzz-other-university', type: 'university', universityId: f.u.U2 }),
    admin: await createUser(t.db, { username: 'fuzz-admin', type: 'admin' }),
  };
  await t.db.updateTable('users').set({ access_level: 'owner' }).where('id', 'in', [userIds.university, userIds.otherUniversity]).execute();

  const formulaAuthorId = (await t.db.insertInto('authors').values({
    first_name: CSV_FORMULAS[1]!, last_name: CSV_FORMULAS[0]!, mid_name: CSV_FORMULAS[3]!, search_name: 'formula author',
    university_id: f.u.U1, position: '@SUM(1+1)', email: '=1+1@example.edu', marker: null, gender: null,
  }).returning('id').executeTakeFirstOrThrow()).id;

  // records a route may read: a job run of each requester, an export file, an import run, logs, a merge, requests
  const [adminRun, facultyRun] = await t.db.insertInto('job_runs').values([
    { queue: 'red-flag-export', bull_job_id: 'fuzz-admin-export', requested_by: userIds.admin, status: 'completed', result: JSON.stringify({ file_name: 'export.csv', rows: 1, bytes: 12, download_url: '/api/red_flag/exports/fuzz-admin-export.csv' }), finished_at: new Date() },
    { queue: 'author-totals', bull_job_id: 'fuzz-faculty-run', requested_by: userIds.faculty, status: 'failed', error: 'x', finished_at: new Date() },
  ]).returning('id').execute();
  await t.db.insertInto('job_files').values({
    queue: 'red-flag-export', bull_job_id: 'fuzz-admin-export', requested_by: userIds.admin, file_name: 'export.csv', content_type: 'text/csv',
    content: Buffer.from('name\r\n\'=1+1\r\n'), byte_size: 12, row_count: 1,
  }).execute();
  const importRun = await t.db.insertInto('import_runs').values({
    source: 'journal_list', status: 'completed', requested_by: userIds.admin, job_run_id: adminRun!.id, file_name: '=evil.csv',
    rejected: 1, rejected_rows: JSON.stringify([{ position: 'line 2', reason: '=HYPERLINK("http://x")', raw: '=1+1,@SUM(A1)' }]), finished_at: new Date(),
  }).returning('id').executeTakeFirstOrThrow();
  const issue = await t.db.insertInto('data_issues').values({
    type: 'GAP_OF_10_YEARS', author_id: f.a.a1, dedupe_key: `fuzz-${f.a.a1}`, details: JSON.stringify({ years: [2000, 2015] }),
  }).returning('id').executeTakeFirstOrThrow();
  const merge = await t.db.insertInto('merge_decisions').values({ user_author_id: f.a.a5, author_final_id: null, add_unmergable_author: true, decided_by: userIds.admin })
    .returning('id').executeTakeFirstOrThrow();
  await t.db.insertInto('email_tokens').values({
    purpose: 'invitation', email: 'invited@example.edu', token_hash: createHash('sha256').update('fuzz-invitation-token').digest('hex'),
    expires_at: new Date(Date.now() + 86_400_000), payload: JSON.stringify({ university_id: f.u.U1, access_level: 'user', invited_by: userIds.university }),
  }).execute();
  await t.db.insertInto('team_requests').values({ kind: 'department', recipient: 'team@example.edu', subject: '=1+1', body: '<script>x</script>', user_id: userIds.faculty }).execute();
  await t.db.insertInto('contact_requests').values({ name: '=cmd|\' /C calc\'!A0', email: 'c@example.edu', message: 'hello' }).execute();

  const tokens = {} as FuzzWorld['tokens'];
  for (const role of Object.keys(userIds) as (keyof typeof userIds)[]) {
    const sessionId = randomUUID();
    await t.db.insertInto('sessions').values({ id: sessionId, user_id: userIds[role], expires_at: new Date(Date.now() + 6 * 3_600_000) }).execute();
    tokens[role] = t.app.jwt.sign({ sid: sessionId, sub: String(userIds[role]) }, { expiresIn: 6 * 3_600_000 });
  }
  const ids = [...new Set([
    ...Object.values(f.u), ...Object.values(f.a), ...Object.values(f.d), ...Object.values(f.j), ...Object.values(f.p), ...Object.values(userIds),
    formulaAuthorId, adminRun!.id, facultyRun!.id, importRun.id, issue.id, merge.id,
  ])];
  return {
    t, f, outside, tokens, userIds, ids, formulaAuthorId,
    async close() {
      await t.close();
      await outside.close();
      await rm(storageDir, { recursive: true, force: true });
    },
  };
}
