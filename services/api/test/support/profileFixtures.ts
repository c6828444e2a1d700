import { randomUUID } from 'node:crypto';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { normaliseName } from '@ri/db';
import type { TestApp } from './testApp.ts';
import { createUser } from './testApp.ts';

/** People and places for the profile, papers and upload tests; tokens minted without argon2 logins. */
export interface ProfileWorld {
  stanford: number;
  harvard: number;
  mit: number;
  /** the signed-in faculty member's author */
  own: number;
  other: number;
  verified: number;
  /** an author without an account */
  plain: number;
  users: { faculty: number; otherFaculty: number; verifiedFaculty: number; university: number; otherUniversity: number; admin: number };
  token(user: keyof ProfileWorld['users']): Promise<string>;
  headers(user: keyof ProfileWorld['users']): Promise<Record<string, string>>;
}

export async function createProfileWorld(t: TestApp): Promise<ProfileWorld> {
  const [stanford, harvard, mit] = await t.db.insertInto('universities').values([
    { name: 'Stanford University', status: 'Completed', abbreviation: 'SU', business_school: 'Graduate School of Business', country: 'USA', domain: 'stanford.edu' },
    { name: 'Harvard University', status: 'Pending' },
    { name: 'Massachusetts Institute of Technology', status: 'Completed' },
  ]).returning('id').execute();
  await t.db.insertInto('departments').values([
    { university_id: stanford!.id, name: 'Finance' },
    { university_id: stanford!.id, name: 'Accounting' },
    { university_id: stanford!.id, name: 'Marketing' },
    { university_id: mit!.id, name: 'Sloan Finance' },
  ]).execute();
  const author = (first: string, last: string, universityId: number, extra: Record<string, unknown> = {}) => ({
    first_name: first, last_name: last, search_name: normaliseName(first, last), university_id: universityId, email: `${first.toLowerCase()}@example.edu`, ...extra,
  });
  const [own, other, verified, plain] = await t.db.insertInto('authors').values([
    author('Ann', 'Lee', stanford!.id, { marker: 1, position: 'Assistant Professor' }),
    author('Bob', 'Stone', harvard!.id),
    author('Vera', 'Fied', stanford!.id, { verified: true }),
    author('Paul', 'Plain', mit!.id),
  ]).returning('id').execute();
  const users = {
    faculty: await createUser(t.db, { username: 'pf-faculty', type: 'faculty', authorId: own!.id, universityId: stanford!.id }),
    otherFaculty: await createUser(t.db, { username: 'pf-other', type: 'faculty', authorId: other!.id, universityId: harvard!.id }),
    verifiedFaculty: await createUser(t.db, { username: 'pf-verified', type: 'faculty', authorId: verified!.id, universityId: stanford!.id }),
    university: await createUser(t.db, { username: 'pf-university', type: 'university', universityId: stanford!.id }),
    otherUniversity: await createUser(t.db, { username: 'pf-other-university', type: 'university', universityId: harvard!.id }),
    admin: await createUser(t.db, { username: 'pf-admin', type: 'admin' }),
  };
  async function token(user: keyof typeof users) {
    const sessionId = randomUUID();
    await t.db.insertInto('sessions').values({ id: sessionId, user_id: users[user], expires_at: new Date(Date.now() + 3_600_000) }).execute();
    return t.app.jwt.sign({ sid: sessionId, sub: String(users[user]) }, { expiresIn: '1h' });
  }
  return {
    stanford: stanford!.id, harvard: harvard!.id, mit: mit!.id, own: own!.id, other: other!.id, verified: verified!.id, plain: plain!.id, users, token,
    async headers(user) {
      return { authorization: `Bearer ${await token(user)}` };
    },
  };
}

/** Audit entries of one author, newest first. */
export function auditOf(t: TestApp, authorId: number) {
  return t.db.selectFrom('audit_log').selectAll().where('entity_type', '=', 'author').where('entity_id', '=', String(authorId)).orderBy('id', 'desc').execute();
}

/** Statistics refresh runs enqueued so far (packages/jobs enqueueStatsRefresh records a job run). */
export async function refreshRuns(t: TestApp): Promise<Array<{ payload: unknown }>> {
  return t.db.selectFrom('job_runs').select(['payload']).where('queue', '=', 'analytics-refresh').orderBy('id').execute();
}

/** A multipart/form-data body as a browser sends it (FormData encoded by the platform). */
export async function multipart(fields: Record<string, string>, file?: { name: string; type: string; bytes: Uint8Array }) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file) form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type')! } };
}

export async function onePagePdf(text = 'Curriculum vitae'): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([612, 792]).drawText(text, { x: 72, y: 700, size: 12, font });
  return doc.save();
}
