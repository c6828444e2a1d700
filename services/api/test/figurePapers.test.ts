import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type pg from 'pg';
import { createPool } from '@ri/db';
import { loadDemoData } from '@ri/db/demo';
import { runFullRebuild } from '@ri/workers';
import { createTestApp, createUser, type TestApp } from './support/testApp.ts';

// Every number opens to its papers (issue 19 item 5; docs/metrics.md section 29): on the demo data
// set, the rows of GET dashboard/figure_papers add up to the figure each screen shows (their count
// in full counting, the sum of their counting weights in fractional counting; citations: the sum of
// citations × weight), for a sample of authors, scopes, windows and grades of Tenure Readiness,
// Faculty Ranking and Faculty Productivity; and they are opened only by whoever sees the figure.
const YEAR = 2025;
const quiet = async () => {};

interface Drill { total: number; rows: { counted: number; weight: number; author_count: number; tier: string | null; year: number | null }[]; tier_source: { kind: string; label: string } }

describe('the papers behind a figure', () => {
  let t: TestApp;
  let pool: pg.Pool;
  const tokens: Record<string, string> = {};
  let schools: { id: number; name: string }[];

  const tokenFor = async (username: string, user: Omit<Parameters<typeof createUser>[1], 'username'>) => {
    const userId = await createUser(t.db, { ...user, username });
    const sessionId = randomUUID();
    await t.db.insertInto('sessions').values({ id: sessionId, user_id: userId, expires_at: new Date(Date.now() + 3_600_000) }).execute();
    return t.app.jwt.sign({ sid: sessionId, sub: String(userId) }, { expiresIn: 3_600_000 });
  };
  const call = (url: string, as = 'admin', method: 'GET' | 'POST' = 'GET', payload?: object) =>
    t.app.inject({ method, url, headers: { authorization: `Bearer ${tokens[as]}` }, ...(payload ? { payload } : {}) });
  const get = async (url: string, as = 'admin') => {
    const r = await call(url, as);
    expect(r.statusCode, `${url}: ${r.body}`).toBe(200);
    return r.json();
  };
  const drill = async (query: string, as = 'admin'): Promise<Drill> => get(`/api/dashboard/figure_papers?${query}`, as);
  /** rows counted, in full counting: every row adds 1 */
  const papersOf = (d: Drill) => d.rows.length;
  const sumOf = (d: Drill) => d.rows.reduce((s, r) => s + r.counted, 0);

  beforeAll(async () => {
    t = await createTestApp();
    pool = createPool({ connectionString: t.database.url, max: 8 });
    await loadDemoData(pool, { size: 'demo', password: 'figure-papers-test' });
    await runFullRebuild({ pool, reportProgress: quiet }, 'all', YEAR);
    schools = (await sql<{ id: number; name: string }>`
      SELECT u.id, u.name FROM universities u
      WHERE (SELECT count(*) FROM analytics_author aa WHERE aa.university_id = u.id AND aa.rank_code = 1) >= 5
      ORDER BY u.id LIMIT 4`.execute(t.db)).rows;
    tokens.admin = await tokenFor('drill-admin', { type: 'admin' });
    tokens.own = await tokenFor('drill-university', { type: 'university', universityId: schools[0]!.id });
    tokens.other = await tokenFor('drill-other-university', { type: 'university', universityId: schools[1]!.id });
  }, 300_000);
  afterAll(async () => {
    await pool?.end();
    await t?.close();
  });

  it('adds up to Tenure Readiness\' A, A-, B, papers and citations, at school scope and with a department\'s lists', async () => {
    let compared = 0;
    let nonzero = 0;
    const department = (await sql<{ id: number; university_id: number }>`
      SELECT d.id, d.university_id FROM departments d
      WHERE d.university_id = ANY(${schools.map((s) => s.id)}::int4[]) AND EXISTS (SELECT 1 FROM department_journals dj WHERE dj.department_id = d.id)
        AND EXISTS (SELECT 1 FROM analytics_author aa WHERE d.id = ANY(aa.department_ids) AND aa.rank_code = 1)
      ORDER BY d.id LIMIT 1`.execute(t.db)).rows[0]!;
    const cases = [
      ...schools.slice(0, 2).flatMap((s) => [5, 10].map((years) => ({ univ: s.id, years, dept: null as number | null }))),
      { univ: department.university_id, years: 10, dept: department.id },
    ];
    for (const c of cases) {
      const deptQuery = c.dept === null ? '' : `&dept=${c.dept}`;
      const screen = await get(`/api/dashboard/tenure_readiness?univ_id=${c.univ}&rank=assistant&years=${c.years}&journal=All${deptQuery}`);
      const window = `from=${YEAR - c.years + 1}&to=${YEAR}`;
      for (const row of screen.rows.slice(0, 6)) {
        const base = `figure=tenure&univ_id=${c.univ}&author_id=${row.id}&${window}${deptQuery}`;
        const [a, aMinus, b, all, citations] = await Promise.all([
          drill(`${base}&grade=a`), drill(`${base}&grade=a_minus`), drill(`${base}&grade=b`), drill(`${base}&grade=all`), drill(`${base}&grade=all&measure=citations`),
        ]);
        const label = `${c.univ} ${c.years}y dept ${c.dept} author ${row.id}`;
        expect([papersOf(a), papersOf(aMinus), papersOf(b), papersOf(all), sumOf(citations)], label).toEqual([row.A, row['A-'], row.B, row.papers, row.citations]);
        expect(all.total, label).toBe(row.papers);
        expect(citations.total, label).toBe(row.citations);
        // the tier source in force is the screen's, and each row names its own
        expect(all.tier_source, label).toEqual(screen.tier_source);
        compared += 1;
        if (row.papers > 0 && row.citations > 0) nonzero += 1;
      }
    }
    expect(compared).toBeGreaterThanOrEqual(20);
    expect(nonzero).toBeGreaterThan(5);
  }, 300_000);

  it('adds up to Faculty Ranking\'s columns in a window and all time, in full and in fractional counting', async () => {
    let compared = 0;
    let fractionalDiffers = 0;
    for (const s of schools.slice(0, 3)) {
      for (const window of [{ from: YEAR - 4, to: YEAR }, { from: 2012, to: 2019 }, null]) {
        for (const counting of ['full', 'fractional'] as const) {
          const years = window ? { from_year: window.from, to_year: window.to } : {};
          const r = await call('/api/ranking/authors', 'admin', 'POST', {
            universities: [s.id], journal_classes: ['A', 'A-'], counting, sort_by: 'total_papers', sort_order: 'desc', page: 1, page_size: 5, ...years,
          });
          expect(r.statusCode, r.body).toBe(200);
          for (const row of r.json().rows) {
            const base = `figure=ranking&author_id=${row.author_id}&counting=${counting}${window ? `&from=${window.from}&to=${window.to}` : ''}`;
            const [a, aMinus, top, citations] = await Promise.all([
              drill(`${base}&grade=a`), drill(`${base}&grade=a_minus`), drill(`${base}&grade=top`), drill(`${base}&grade=top&measure=citations`),
            ]);
            const label = `${s.name} ${JSON.stringify(window)} ${counting} author ${row.author_id}`;
            // the ranking rounds to two decimals
            for (const [got, want] of [[sumOf(a), row.A_papers], [sumOf(aMinus), row.AMinus_papers], [sumOf(top), row.total_papers], [sumOf(citations), row.total_citations]] as const) {
              expect(Math.abs(got - want), `${label}: ${got} against ${want}`).toBeLessThan(0.006);
            }
            if (counting === 'full') expect([papersOf(a), papersOf(aMinus), papersOf(top)], label).toEqual([row.A_papers, row.AMinus_papers, row.total_papers]);
            // the counting weight: 1 in full counting, 1 / number of authors in fractional counting
            for (const paper of top.rows) expect(paper.weight, label).toBeCloseTo(counting === 'full' ? 1 : 1 / Math.max(paper.author_count, 1), 12);
            if (counting === 'fractional' && top.rows.some((p) => p.author_count > 1) && row.total_papers > 0) fractionalDiffers += 1;
            compared += 1;
          }
        }
      }
    }
    expect(compared).toBeGreaterThanOrEqual(60);
    expect(fractionalDiffers).toBeGreaterThan(0);
  }, 300_000);

  it('adds up to Faculty Productivity\'s papers, citations and A, A-, B counts', async () => {
    let compared = 0;
    let nonzero = 0;
    for (const s of schools.slice(0, 2)) {
      for (const [from, to, categories, grade] of [[YEAR - 5, YEAR, 'a,a-,b', 'all'], [2010, 2018, 'a', 'a']] as const) {
        const screen = await get(`/api/dashboard/faculty_productivity?univ_id=${s.id}&papers_from=${from}&papers_to=${to}&citations_from=${from}`
          + `&citations_to=${to}&accepted_faculty=assistant&accepted_faculty=full&journal_categories=${categories}&sort_by=papers&all_faculty=1&count=9`);
        for (const row of screen.faculty) {
          const base = `figure=productivity&univ_id=${s.id}&author_id=${row.id}&from=${from}&to=${to}`;
          const [papers, citations, a, aMinus, b] = await Promise.all([
            drill(`${base}&grade=${grade}`), drill(`${base}&grade=${grade}&measure=citations`), drill(`${base}&grade=a`), drill(`${base}&grade=a_minus`), drill(`${base}&grade=b`),
          ]);
          const label = `${s.name} ${from}-${to} ${categories} author ${row.id}`;
          expect([papersOf(papers), sumOf(citations), papersOf(a), papersOf(aMinus), papersOf(b)], label)
            .toEqual([row.total_papers, row.total_citations, row.a_journal_count, row.aminus_journal_count, row.b_journal_count]);
          compared += 1;
          if (row.total_papers > 0 && row.total_citations > 0) nonzero += 1;
        }
      }
    }
    expect(compared).toBeGreaterThanOrEqual(20);
    expect(nonzero).toBeGreaterThan(5);
  }, 300_000);

  it('is opened only by whoever sees the figure: the school\'s users and admins; another school\'s user is refused', async () => {
    const [author] = (await sql<{ author_id: number }>`
      SELECT aa.author_id FROM analytics_author aa JOIN authors a ON a.id = aa.author_id
      WHERE aa.university_id = ${schools[0]!.id} AND aa.rank_code = 1 AND a.university_id = ${schools[0]!.id} ORDER BY aa.author_id LIMIT 1`.execute(t.db)).rows;
    const query = `figure=tenure&author_id=${author!.author_id}&from=${YEAR - 4}&to=${YEAR}&grade=all`;
    expect((await call(`/api/dashboard/figure_papers?${query}`, 'own')).statusCode).toBe(200);
    expect((await call(`/api/dashboard/figure_papers?${query}`, 'admin')).statusCode).toBe(200);
    for (const url of [`/api/dashboard/figure_papers?${query}`, `/api/dashboard/figure_papers?${query}&univ_id=${schools[0]!.id}`, `/api/dashboard/figure_papers/csv?${query}`]) {
      const refused = await call(url, 'other');
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().message).toMatch(/not at|own university/);
      expect(refused.body).not.toMatch(/"rows"/);
    }
    expect((await call(`/api/dashboard/figure_papers?${query.replace('figure=tenure', 'figure=productivity')}`, 'other')).statusCode).toBe(403);
    // Faculty Ranking shows every ranked author to every signed-in user: so do its papers
    expect((await call(`/api/dashboard/figure_papers?${query.replace('figure=tenure', 'figure=ranking')}`, 'other')).statusCode).toBe(200);

    // a faculty member opens their own papers, not a colleague's
    const [own, colleague] = (await sql<{ id: number }>`
      SELECT a.id FROM authors a JOIN analytics_author aa ON aa.author_id = a.id
      WHERE a.university_id = ${schools[0]!.id} AND a.is_complete ORDER BY a.id LIMIT 2`.execute(t.db)).rows;
    tokens.faculty = await tokenFor('drill-faculty', { type: 'faculty', authorId: own!.id });
    expect((await call(`/api/dashboard/figure_papers?figure=tenure&author_id=${own!.id}`, 'faculty')).statusCode).toBe(200);
    const other = await call(`/api/dashboard/figure_papers?figure=tenure&author_id=${colleague!.id}`, 'faculty');
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('You can only see your own figures.');
  }, 60_000);

  it('exports the same rows as CSV, with the counting weight, and refuses bad input with a sentence', async () => {
    const [author] = (await sql<{ author_id: number }>`
      SELECT author_id FROM analytics_author WHERE university_id = ${schools[0]!.id} AND total_papers > 3 ORDER BY author_id LIMIT 1`.execute(t.db)).rows;
    const query = `figure=ranking&author_id=${author!.author_id}&counting=fractional`;
    const json = await drill(query);
    const csv = await call(`/api/dashboard/figure_papers/csv?${query}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="papers_.*_every_papers_all_time\.csv"$/);
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('"Title","Journal","Tier","Tier source","Year","Authors","Number of authors","Citations in the window","Counting weight","Counted"');
    expect(lines.length - 1).toBe(json.rows.length);
    expect(json.rows.length).toBeGreaterThan(3);
    const weights = lines.slice(1).map((line) => Number(line.split(',').at(-2)));
    expect(weights).toEqual(json.rows.map((r) => r.weight));

    for (const [bad, message] of [
      [`figure=ranking&author_id=${author!.author_id}&from=2020&to=2010`, 'from cannot be after to.'],
      [`figure=ranking&author_id=${author!.author_id}&from=1800`, /^from must be a year from 1940 to/],
      [`figure=anything&author_id=${author!.author_id}`, 'figure must be ranking, tenure, productivity, cohort, compare_yourself, hire_impact, faculty_progress, university_home, outliers or find_your_fit.'],
      [`figure=ranking&author_id=${author!.author_id}&grade=z`, 'grade must be a, a_minus, b, top, all or every.'],
      ['figure=ranking&author_id=999999999', 'Cannot find faculty'],
      [`figure=ranking&author_id=${author!.author_id}&dept=999999`, /^Department 999999 is not a department of/],
    ] as const) {
      const r = await call(`/api/dashboard/figure_papers?${bad}`);
      expect(r.statusCode, bad).toBe(400);
      if (typeof message === 'string') expect(r.json().message, bad).toBe(message);
      else expect(r.json().message, bad).toMatch(message);
    }
  }, 60_000);
});
