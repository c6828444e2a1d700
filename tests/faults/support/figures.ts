// The main read calls of the product (profile, dashboards, ranking), as the demo accounts make them:
// what must keep answering, with the same figures, while a fault is going on.
import pg from 'pg';
import { call, login, type Answer } from './stack.ts';

export interface DemoSessions {
  admin: string;
  university: string;
  faculty: string;
  /** the university account's school (The Wharton School) */
  universityId: number;
  /** the faculty account's author record (Olivia R. Bennett) */
  facultyAuthorId: number;
}

export async function signInDemoAccounts(baseUrl: string, databaseUrl: string): Promise<DemoSessions> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ username: string; university_id: number | null; author_id: number | null }>(
      `SELECT username, university_id, author_id FROM users WHERE username IN ('university', 'faculty')`);
    const universityId = rows.find((r) => r.username === 'university')?.university_id;
    const facultyAuthorId = rows.find((r) => r.username === 'faculty')?.author_id;
    if (!universityId || !facultyAuthorId) throw new Error('The demo accounts are missing from the database.');
    const [admin, university, faculty] = await Promise.all(['admin', 'university', 'faculty'].map((name) => login(baseUrl, name)));
    return { admin: admin!, university: university!, faculty: faculty!, universityId, facultyAuthorId };
  } finally {
    await client.end();
  }
}

/** One read call of the mix: who makes it and what it asks. */
export interface ReadCall {
  name: string;
  role: 'university' | 'faculty';
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

/** The read mix: a faculty member's profile and home, a school's dashboards, the school's ranking. */
export function readCalls(sessions: Pick<DemoSessions, 'universityId'>): ReadCall[] {
  return [
    { name: 'profile', role: 'faculty', method: 'GET', path: '/api/profile/get_profile' },
    { name: 'faculty home figures', role: 'faculty', method: 'GET', path: '/api/dashboard/my_figures' },
    { name: 'faculty journal distribution', role: 'faculty', method: 'GET', path: '/api/dashboard/my_journal_distribution' },
    { name: 'department facts', role: 'university', method: 'GET', path: '/api/dashboard/department_fact' },
    { name: 'school journal distribution', role: 'university', method: 'GET', path: '/api/dashboard/journal_distri_of_papers' },
    { name: 'most cited', role: 'university', method: 'GET', path: '/api/dashboard/faculty_citations' },
    {
      name: 'ranking', role: 'university', method: 'POST', path: '/api/ranking/authors',
      body: { universities: [sessions.universityId], sort_by: 'total_papers', sort_order: 'desc', page: 1, page_size: 25 },
    },
  ];
}

export function callAs(baseUrl: string, sessions: DemoSessions, read: ReadCall, timeoutMs = 30_000): Promise<Answer> {
  return call(baseUrl, read.path, { method: read.method, token: sessions[read.role], body: read.body, timeoutMs });
}

/**
 * Every read of the mix, answered 200, with its body (timestamps of the session aside): two reads
 * compare equal when the figures did not change.
 */
export async function readFigures(baseUrl: string, sessions: DemoSessions): Promise<Record<string, unknown>> {
  const figures: Record<string, unknown> = {};
  for (const read of readCalls(sessions)) {
    const answer = await callAs(baseUrl, sessions, read);
    if (answer.status !== 200) throw new Error(`${read.name} (${read.method} ${read.path}) answered ${answer.status}: ${answer.text.slice(0, 300)}`);
    figures[read.name] = answer.body;
  }
  return figures;
}

/** The ranking row of one author within the university's ranking (page after page), or undefined. */
export async function rankingRow(baseUrl: string, sessions: DemoSessions, authorId: number): Promise<Record<string, unknown> | undefined> {
  for (let page = 1; ; page++) {
    const answer = await call(baseUrl, '/api/ranking/authors', {
      token: sessions.university,
      body: { universities: [sessions.universityId], sort_by: 'total_papers', sort_order: 'desc', page, page_size: 100 },
    });
    if (answer.status !== 200) throw new Error(`ranking answered ${answer.status}: ${answer.text.slice(0, 300)}`);
    const { rows, total } = answer.body as { rows: Array<Record<string, unknown>>; total: number };
    const row = rows.find((r) => r.author_id === authorId);
    if (row || page * 100 >= total) return row;
  }
}
