import { createHash, randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActors, type Actors, type Role } from '../support/actors.ts';
import { createTestApp, createUser, type TestApp } from '../support/testApp.ts';
import { multipart, onePagePdf } from '../support/profileFixtures.ts';
import { changedTables, tableChecksums } from '../fuzz/tableChecksums.ts';

/**
 * Object-level authorization: each resource a user can own (profile, papers, uploads and the files
 * served, university records, jobs and their progress streams, CSV exports, invitations and members,
 * data-issue and merge records), asked for with another user's id in the path or the body. Each
 * request is otherwise valid (a real PDF, a real PNG, a well-formed body), so the refusal can only
 * come from ownership: it must be 403 or 404, and no table and no stored file may change.
 */
interface Owned {
  ownPaper: number;
  otherPaper: number;
  /** a job run each faculty member started, and an export file an admin made */
  facultyRun: string;
  otherFacultyRun: string;
  adminExport: string;
  importRunId: number;
  issueId: number;
  decisionId: number;
  /** a member of the other university's account (not its owner), and a pending invitation into it */
  otherMember: number;
  otherInvitation: number;
  /** the other faculty member's current CV, and an earlier CV of theirs that no record points at any more */
  otherCvName: string;
  otherOrphanName: string;
  pdf: Uint8Array;
  png: Buffer;
}

interface Case {
  name: string;
  role: Exclude<Role, 'anonymous'>;
  request: (a: Actors, o: Owned) => Promise<{ method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: unknown; headers?: Record<string, string> }>;
  /** the statuses allowed: 403 or 404 unless said otherwise */
  expect?: number[];
}

const CASES: Case[] = [
  // ---------------------------------------------------------------- profile
  { name: 'profile: my update naming another profile in _id', role: 'faculty', request: async (a) => ({ method: 'PUT', url: '/api/profile/update', payload: { update: { _id: a.otherAuthorId, first_name: 'Hijacked' } } }) },
  { name: 'profile: the admin update of another profile', role: 'faculty', request: async (a) => ({ method: 'PUT', url: `/api/profile/${a.otherAuthorId}`, payload: { update: { first_name: 'Hijacked' } } }) },
  { name: 'profile: missing papers of another author', role: 'faculty', request: async (a) => ({ method: 'GET', url: `/api/getmissingpapers?id=${a.otherAuthorId}` }) },
  { name: 'profile: my figures of another author', role: 'otherFaculty', request: async (a) => ({ method: 'GET', url: `/api/dashboard/my_figures?author_id=${a.authorId}` }) },
  { name: 'profile: co-author network of another author', role: 'otherFaculty', request: async (a) => ({ method: 'GET', url: `/api/dashboard/coauthor_network?id=${a.authorId}` }) },
  { name: 'profile: impersonating another user', role: 'university', request: async (a) => ({ method: 'POST', url: '/api/admin_login', payload: { id: a.otherAuthorId, isUniversity: 0 } }) },
  // ---------------------------------------------------------------- papers
  { name: 'papers: adding a paper to another profile', role: 'faculty', request: async (a, o) => ({ method: 'POST', url: `/api/editauthor/papers/${a.otherAuthorId}`, payload: { paper_id: o.ownPaper } }) },
  { name: 'papers: removing a paper from another profile', role: 'faculty', request: async (a, o) => ({ method: 'DELETE', url: `/api/editauthor/papers/${a.otherAuthorId}`, payload: { paper_id: o.otherPaper } }) },
  { name: 'papers: removing another author\'s paper through my own route', role: 'faculty', request: async (_a, o) => ({ method: 'DELETE', url: '/api/papers', payload: { paper_id: o.otherPaper } }) },
  { name: 'papers: the other faculty removing my paper', role: 'otherFaculty', request: async (_a, o) => ({ method: 'DELETE', url: '/api/papers', payload: { paper_id: o.ownPaper } }) },
  // ---------------------------------------------------------------- uploads and stored files
  {
    name: 'uploads: a CV for another author', role: 'faculty',
    request: async (a, o) => ({ method: 'POST', url: `/api/editauthor/upload_cv/${a.otherAuthorId}`, ...(await multipart({}, { name: 'cv.pdf', type: 'application/pdf', bytes: o.pdf })) }),
  },
  {
    name: 'uploads: a picture for another author (user_id)', role: 'faculty',
    request: async (a, o) => ({ method: 'POST', url: '/api/profile/upload_picture', ...(await multipart({ user_id: String(a.otherAuthorId) }, { name: 'me.png', type: 'image/png', bytes: o.png })) }),
  },
  {
    name: 'uploads: a picture for another university (univ_id)', role: 'university',
    request: async (a, o) => ({ method: 'POST', url: '/api/profile/upload_picture', ...(await multipart({ univ_id: String(a.otherUniversityId) }, { name: 'logo.png', type: 'image/png', bytes: o.png })) }),
  },
  {
    name: 'uploads: marking another author\'s CV', role: 'faculty',
    request: async (a, o) => ({ method: 'POST', url: '/api/mark_journals', ...(await multipart({ author_id: String(a.otherAuthorId) }, { name: 'cv.pdf', type: 'application/pdf', bytes: o.pdf })) }),
  },
  { name: 'files: an earlier CV of another author that no record points at', role: 'faculty', request: async (_a, o) => ({ method: 'GET', url: `/api/files/${o.otherOrphanName}` }), expect: [404] },
  { name: 'files: the same file for a university user', role: 'university', request: async (_a, o) => ({ method: 'GET', url: `/api/files/${o.otherOrphanName}` }), expect: [404] },
  // ---------------------------------------------------------------- university records
  {
    name: 'university: saving a department of another university', role: 'university',
    request: async (a) => ({ method: 'POST', url: '/api/dept/department', payload: { university_id: a.otherUniversityId, mode: 'save', department: { name: 'Hijack' } } }),
  },
  {
    name: 'university: replacing another university\'s department configuration', role: 'university',
    request: async (a) => ({ method: 'POST', url: '/api/dept', payload: { id: a.otherUniversityId, department: [{ name: 'Hijack' }] } }),
  },
  { name: 'university: asking for a department at another university', role: 'university', request: async (a) => ({ method: 'POST', url: '/api/dept', payload: { id: a.otherUniversityId, department: 'Finance' } }) },
  { name: 'university: another account\'s members and invitations', role: 'university', request: async (a) => ({ method: 'GET', url: `/api/settings/members?university_id=${a.otherUniversityId}` }) },
  {
    name: 'university: inviting into another account', role: 'university',
    request: async (a) => ({ method: 'POST', url: `/api/settings/invitations?university_id=${a.otherUniversityId}`, payload: { email: 'intruder@example.edu', access_level: 'Admin' } }),
  },
  { name: 'university: removing another account\'s member (my account)', role: 'university', request: async (_a, o) => ({ method: 'DELETE', url: `/api/settings/members/${o.otherMember}` }) },
  { name: 'university: removing another account\'s member (naming it)', role: 'university', request: async (a, o) => ({ method: 'DELETE', url: `/api/settings/members/${o.otherMember}?university_id=${a.otherUniversityId}` }) },
  { name: 'invitations: withdrawing another account\'s pending invitation (my account)', role: 'university', request: async (_a, o) => ({ method: 'DELETE', url: `/api/settings/invitations/${o.otherInvitation}` }) },
  {
    name: 'invitations: withdrawing another account\'s pending invitation (naming it)', role: 'university',
    request: async (a, o) => ({ method: 'DELETE', url: `/api/settings/invitations/${o.otherInvitation}?university_id=${a.otherUniversityId}` }),
  },
  { name: 'university: Update Faculty rows of another university', role: 'university', request: async (a) => ({ method: 'GET', url: `/api/update_faculty?id=${a.otherUniversityId}&type=search` }) },
  {
    name: 'university: changing the marker of another university\'s faculty', role: 'university',
    request: async (a) => ({ method: 'POST', url: '/api/update_faculty', payload: { type: 'update_marker', author_id: a.otherAuthorId, new_marker: 1 } }),
  },
  { name: 'university: another university\'s directory', role: 'university', request: async (a) => ({ method: 'GET', url: `/api/get_authors?id=${a.otherUniversityId}` }) },
  { name: 'university: a dashboard of another university', role: 'university', request: async (a) => ({ method: 'GET', url: `/api/dashboard/faculty_citations?univ_id=${a.otherUniversityId}` }) },
  { name: 'university: faculty progress of another university', role: 'otherFaculty', request: async (a) => ({ method: 'POST', url: '/api/dashboard/faculty_progress', payload: { univ_id: a.universityId, journals: 'All' } }) },
  // ---------------------------------------------------------------- jobs and their progress streams
  { name: 'jobs: another user\'s job run', role: 'faculty', request: async (_a, o) => ({ method: 'GET', url: `/api/jobs/author-totals/${o.otherFacultyRun}` }) },
  { name: 'jobs: another user\'s progress stream', role: 'faculty', request: async (_a, o) => ({ method: 'GET', url: `/api/jobs/author-totals/${o.otherFacultyRun}/events` }) },
  { name: 'jobs: the other way round', role: 'otherFaculty', request: async (_a, o) => ({ method: 'GET', url: `/api/jobs/author-totals/${o.facultyRun}/events` }) },
  { name: 'jobs: an admin\'s export run', role: 'university', request: async (_a, o) => ({ method: 'GET', url: `/api/jobs/red-flag-export/${o.adminExport}` }) },
  { name: 'jobs: retrying another user\'s run', role: 'faculty', request: async (_a, o) => ({ method: 'POST', url: `/api/jobs/author-totals/${o.otherFacultyRun}/retry` }) },
  // ---------------------------------------------------------------- CSV exports
  { name: 'exports: an admin\'s red-flag CSV', role: 'faculty', request: async (_a, o) => ({ method: 'GET', url: `/api/red_flag/exports/${o.adminExport}.csv` }) },
  { name: 'exports: an import\'s rejected rows', role: 'university', request: async (_a, o) => ({ method: 'GET', url: `/api/imports/${o.importRunId}/rejected.csv` }) },
  { name: 'exports: another university\'s directory report', role: 'university', request: async (a) => ({ method: 'GET', url: `/api/get_authors/report?id=${a.otherUniversityId}` }) },
  // ---------------------------------------------------------------- data issues and merges
  { name: 'data issues: resolving a log about my own record', role: 'faculty', request: async (a, o) => ({ method: 'POST', url: `/api/data_issues/gap_of_10_years/${o.issueId}`, payload: { mongo_author_id: a.authorId, expected_updated_at: new Date().toISOString() } }) },
  { name: 'data issues: reading a log', role: 'university', request: async (_a, o) => ({ method: 'GET', url: `/api/data_issues/gap_of_10_years/${o.issueId}` }) },
  {
    name: 'merges: merging another author into mine', role: 'faculty',
    request: async (a) => ({ method: 'POST', url: '/api/tools/merge_authors', payload: { user_author_id: a.otherAuthorId, author_final_id: a.authorId, add_unmergable_author: 0, note: '', remind_later: 0 } }),
  },
  { name: 'merges: undoing a merge decision', role: 'otherFaculty', request: async (_a, o) => ({ method: 'POST', url: `/api/tools/merge_authors/${o.decisionId}/undo` }) },
];

describe('object-level authorization: another user\'s id in the path or the body gets 403 or 404 and changes nothing', () => {
  let t: TestApp;
  let a: Actors;
  let o: Owned;
  let storageDir: string;
  const tokens = new Map<Role, string>();

  beforeAll(async () => {
    storageDir = await mkdtemp(path.join(os.tmpdir(), 'ri-authz-storage-'));
    t = await createTestApp({ STORAGE_DIR: storageDir });
    a = await createActors(t);
    // owners of their accounts, so that a refusal is about the other account, not about managing at all
    await t.db.updateTable('users').set({ access_level: 'owner' }).where('id', 'in', [a.userIds.university, a.userIds.otherUniversity]).execute();
    const otherMember = await createUser(t.db, { username: 'authz-other-member', type: 'university', universityId: a.otherUniversityId });
    const [ownPaper, otherPaper] = await t.db.insertInto('papers').values([{ title: 'Own paper', year: 2020 }, { title: 'Other paper', year: 2021 }]).returning('id').execute();
    await t.db.insertInto('authorships').values([
      { paper_id: ownPaper!.id, position: 1, author_id: a.authorId, printed_first_name: 'Own', printed_last_name: 'Faculty' },
      { paper_id: otherPaper!.id, position: 1, author_id: a.otherAuthorId, printed_first_name: 'Other', printed_last_name: 'Faculty' },
    ]).execute();
    await t.db.insertInto('job_runs').values([
      { queue: 'author-totals', bull_job_id: 'authz-faculty-run', requested_by: a.userIds.faculty, status: 'active' },
      { queue: 'author-totals', bull_job_id: 'authz-other-run', requested_by: a.userIds.otherFaculty, status: 'failed', error: 'x', finished_at: new Date() },
      { queue: 'red-flag-export', bull_job_id: 'authz-admin-export', requested_by: a.userIds.admin, status: 'completed', finished_at: new Date() },
    ]).execute();
    await t.db.insertInto('job_files').values({
      queue: 'red-flag-export', bull_job_id: 'authz-admin-export', requested_by: a.userIds.admin, file_name: 'export.csv', content_type: 'text/csv', content: Buffer.from('a\r\n'), byte_size: 3,
    }).execute();
    const importRun = await t.db.insertInto('import_runs').values({ source: 'journal_list', status: 'completed', requested_by: a.userIds.admin }).returning('id').executeTakeFirstOrThrow();
    const issue = await t.db.insertInto('data_issues').values({ type: 'GAP_OF_10_YEARS', author_id: a.authorId, dedupe_key: 'authz-gap' }).returning('id').executeTakeFirstOrThrow();
    const decision = await t.db.insertInto('merge_decisions').values({ user_author_id: a.authorId, author_final_id: null, add_unmergable_author: true, decided_by: a.userIds.admin })
      .returning('id').executeTakeFirstOrThrow();
    const invitation = await t.db.insertInto('email_tokens').values({
      purpose: 'invitation', email: 'pending@example.edu', token_hash: createHash('sha256').update(randomUUID()).digest('hex'),
      expires_at: new Date(Date.now() + 86_400_000), payload: JSON.stringify({ university_id: a.otherUniversityId, access_level: 'user' }),
    }).returning('id').executeTakeFirstOrThrow();
    for (const role of ['faculty', 'otherFaculty', 'university', 'otherUniversity', 'admin'] as const) tokens.set(role, (await a.token(role))!);

    // the other faculty member's CVs, uploaded by an admin: the second replaces the first, which no record points at any more
    const pdf = await onePagePdf('Other Faculty CV');
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } }).png().toBuffer();
    const names: string[] = [];
    for (let i = 0; i < 2; i++) {
      const upload = await multipart({}, { name: 'cv.pdf', type: 'application/pdf', bytes: pdf });
      const response = await t.app.inject({ method: 'POST', url: `/api/editauthor/upload_cv/${a.otherAuthorId}`, headers: { ...upload.headers, authorization: `Bearer ${tokens.get('admin')}` }, payload: upload.payload });
      expect(response.statusCode, response.body).toBe(200);
      names.push(decodeURIComponent(/\/api\/files\/(.+)$/.exec((response.json() as { url: string }).url)![1]!));
    }
    o = {
      ownPaper: ownPaper!.id, otherPaper: otherPaper!.id, facultyRun: 'authz-faculty-run', otherFacultyRun: 'authz-other-run', adminExport: 'authz-admin-export',
      importRunId: importRun.id, issueId: issue.id, decisionId: decision.id, otherMember, otherInvitation: invitation.id, otherOrphanName: names[0]!, otherCvName: names[1]!, pdf, png,
    };
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await rm(storageDir, { recursive: true, force: true });
  });

  it.each(CASES.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const before = await tableChecksums(t.db);
    const filesBefore = (await readdir(storageDir)).sort();
    const { method, url, payload, headers } = await c.request(a, o);
    const response = await t.app.inject({
      method, url, headers: { ...headers, authorization: `Bearer ${tokens.get(c.role)}` },
      ...(payload !== undefined ? { payload: payload as string } : {}),
    });
    expect(c.expect ?? [403, 404], `${method} ${url} as ${c.role}: ${response.statusCode} ${response.body.slice(0, 200)}`).toContain(response.statusCode);
    expect(changedTables(before, await tableChecksums(t.db))).toEqual([]);
    expect((await readdir(storageDir)).sort()).toEqual(filesBefore);
  });

  it('serves a stored file to those allowed: a profile\'s current CV to every signed-in user, an unreferenced one to admins only, nothing anonymously', async () => {
    const get = (name: string, role: Role) => t.app.inject({ method: 'GET', url: `/api/files/${name}`, headers: role === 'anonymous' ? {} : { authorization: `Bearer ${tokens.get(role)}` } });
    for (const role of ['faculty', 'otherFaculty', 'university', 'otherUniversity', 'admin'] as const) {
      const current = await get(o.otherCvName, role);
      expect(current.statusCode, role).toBe(200);
      expect(current.headers['content-type']).toBe('application/pdf');
    }
    expect((await get(o.otherCvName, 'anonymous')).statusCode).toBe(401);
    expect((await get(o.otherOrphanName, 'admin')).statusCode).toBe(200);
    for (const role of ['faculty', 'university', 'otherUniversity'] as const) expect((await get(o.otherOrphanName, role)).statusCode, role).toBe(404);
  });
});
