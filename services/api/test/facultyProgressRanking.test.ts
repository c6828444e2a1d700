import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type pg from 'pg';
import { createPool } from '@ri/db';
import { loadDemoData } from '@ri/db/demo';
import { runFullRebuild } from '@ri/workers';
import type { TFacultyProgressResponse } from '@ri/contracts';
import { createTestApp, createUser, type TestApp } from './support/testApp.ts';
import { authorTierFigures, sumTiers, GRADE_TIERS } from '../src/domains/dashboards/figures.ts';

// POST dashboard/faculty_progress ranks its lists in SQL and returns only the rows shown
// (docs/dashboards-api.md, Faculty Progress). On the demo data set, the answer must be what
// ranking every faculty member in JavaScript gives: the window's papers and citations of each
// (the one computation, figures.ts), ordered by the measure ranked by, the other measure, last
// name, first name (lower case, localeCompare) and id; a short list is the head of the whole one.
const YEAR = 2025;
const FROM = 2019;

describe('faculty progress: the SQL ranking is the ranking of every member', () => {
  let t: TestApp;
  let pool: pg.Pool;
  let token: string;

  const post = async (payload: object): Promise<TFacultyProgressResponse> => {
    const r = await t.app.inject({ method: 'POST', url: '/api/dashboard/faculty_progress', headers: { authorization: `Bearer ${token}` }, payload });
    expect(r.statusCode, r.body).toBe(200);
    return r.json();
  };

  beforeAll(async () => {
    t = await createTestApp();
    pool = createPool({ connectionString: t.database.url, max: 8 });
    await loadDemoData(pool, { size: 'demo', password: 'faculty-progress-test' });
    await runFullRebuild({ pool, reportProgress: async () => {} }, 'all', YEAR);
    const userId = await createUser(t.db, { username: 'progress-admin', type: 'admin' });
    const sessionId = randomUUID();
    await t.db.insertInto('sessions').values({ id: sessionId, user_id: userId, expires_at: new Date(Date.now() + 3_600_000) }).execute();
    token = t.app.jwt.sign({ sid: sessionId, sub: String(userId) }, { expiresIn: 3_600_000 });
  }, 300_000);

  afterAll(async () => {
    await pool?.end();
    await t?.close();
  });

  it('gives every list, rank and count that sorting every member gives, and short lists are the head of the whole one', async () => {
    const { rows: members } = await sql<{ author_id: number; first_name: string; last_name: string; university_id: number; department_ids: number[] }>`
      SELECT aa.author_id, a.first_name, a.last_name, aa.university_id, aa.department_ids
      FROM analytics_author aa JOIN authors a ON a.id = aa.author_id WHERE aa.university_id IS NOT NULL`.execute(t.db);
    const departments = (await sql<{ id: number; name: string; university_id: number }>`SELECT id, name, university_id FROM departments`.execute(t.db)).rows;
    // the largest department of a school, and its member who ranks last by papers (below the first 10)
    const size = new Map<number, number>();
    for (const m of members) for (const d of m.department_ids) size.set(d, (size.get(d) ?? 0) + 1);
    const [departmentId] = [...size].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]!;
    const department = departments.find((d) => d.id === departmentId)!;
    expect(size.get(departmentId)).toBeGreaterThan(10);

    const [window] = await authorTierFigures(t.db, {
      authorIds: members.map((m) => m.author_id), windows: [{ from: FROM, to: YEAR }], department: null, counting: 'full', currentYear: YEAR,
    });
    const value = (id: number) => {
      const f = window!.get(id);
      return { papers: f ? sumTiers(f, 'papers', GRADE_TIERS.every) : 0, citations: f ? sumTiers(f, 'citations', GRADE_TIERS.every) : 0 };
    };
    type Member = (typeof members)[number];
    const order = (x: Member, y: Member) => value(y.author_id).papers - value(x.author_id).papers || value(y.author_id).citations - value(x.author_id).citations
      || x.last_name.toLowerCase().localeCompare(y.last_name.toLowerCase()) || x.first_name.toLowerCase().localeCompare(y.first_name.toLowerCase())
      || x.author_id - y.author_id;
    const sameName = new Set(departments.filter((d) => d.name.toLowerCase() === department.name.toLowerCase()).map((d) => d.id));
    const school = members.filter((m) => m.university_id === department.university_id && m.department_ids.includes(departmentId)).sort(order);
    const you = school.at(-1)!;
    const other = [you, ...members.filter((m) => m.university_id !== department.university_id && m.department_ids.some((d) => sameName.has(d)))].sort(order);
    const university = members.filter((m) => m.university_id === department.university_id).sort(order);
    const all = [...members].sort(order);
    const expected = (list: Member[]) => list.map((m, i) => ({ id: m.author_id, total_papers: value(m.author_id).papers, total_citations: value(m.author_id).citations, rank: i + 1, is_you: m === you }));
    const shown = (r: TFacultyProgressResponse['In your school']) => r.map(({ id, total_papers, total_citations, rank, is_you }) => ({ id, total_papers, total_citations, rank, is_you }));

    const request = { univ_id: department.university_id, author_id: you.author_id, department: departmentId, from_year: FROM, to_year: YEAR, journals: 'All', rank_by: 'papers' };
    const whole = await post({ ...request, count: 'All' });
    expect(shown(whole['In your school'])).toEqual(expected(school));
    expect(shown(whole['In other schools'])).toEqual(expected(other));
    expect(whole).toMatchObject({
      rank_within_university: university.indexOf(you) + 1, rank_all_universities: all.indexOf(you) + 1,
      faculty_rank_within_university: school.length, faculty_rank_all_university: other.indexOf(you) + 1,
      ranked: { within_university: university.length, all_universities: all.length, faculty_within_university: school.length, faculty_all_university: other.length },
    });

    // the first 10 rows, and you below them with your rank in the whole list
    const ten = await post({ ...request, count: 10 });
    expect(shown(ten['In your school'])).toEqual([...expected(school).slice(0, 10), expected(school).at(-1)]);
    expect(ten.your_school_index).toBe(10);
    const otherHead = expected(other).slice(0, 10);
    expect(shown(ten['In other schools'])).toEqual(other.indexOf(you) < 10 ? otherHead : [...otherHead, expected(other)[other.indexOf(you)]]);
    expect({ ...ten, 'In your school': [], 'In other schools': [], your_school_index: 0, other_schools_index: 0 })
      .toEqual({ ...whole, 'In your school': [], 'In other schools': [], your_school_index: 0, other_schools_index: 0 });
  }, 300_000);
});
