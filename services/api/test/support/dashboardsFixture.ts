import type { Db } from '@ri/db';

/**
 * The dashboards' hand-made data set. Every expected figure in services/api/test/dashboards*.test.ts
 * is worked out by hand from this description, for the year 2025 (the recompute's current year):
 * 5-year window 2021..2025.
 *
 * Universities: U1 Alpha (ALP, the user's school), U2 Beta (BET), U3 Gamma (GAM), U4 Delta (DEL: a
 * department, no faculty, no papers).
 * Journals (global tier): J1 Journal of Finance (JF) A, J2 Accounting Review (TAR) A-,
 * J3 Finance Letters (FL) B, J4 Misc Studies (MS) no tier.
 * Departments: D1 Finance@U1 (its list grades J3 as A), D2 Accounting@U1, D5 Marketing@U1 (empty),
 * D3 Finance@U2, D4 Finance@U3, D6 Finance@U4 (empty).
 *
 * Authors (marker, gender, first year of career, departments, notes):
 *   a1 Ann Adams   U1  1 assistant   f  2019  D1              complete profile; picture ann.png
 *   a2 Ben Baker   U1  2 associate   m  2012  D1
 *   a3 Cat Cole    U1  3 full        f  2000  D1 50%, D2 50%  (primary D1: the lower id)
 *   a4 Dev Diaz    U1  1 assistant   m  2021  D2              unusual work history
 *   a5 Eli Ennis   U1  6 teaching    o  -     D2
 *   a6 Fin Ford    U1  2 associate   -  2015  D2              incomplete profile
 *   b1 Gia Gold    U2  1             f  2018  D3
 *   b2 Hal Hunt    U2  2             m  2010  D3
 *   b3 Ivy Ito     U2  3             f  2002  D3
 *   c1 Jon Jett    U3  2             m  2008  D4
 *   c2 Kim Kerr    U3  1             o  2020  D4
 *
 * Papers (year, journal, authors in order; x = an author outside the database; citations by year received):
 *   P1  2024 J1 a1          2025:5              (citation_count 5)
 *   P2  2023 J2 a1 a2       2024:3 2025:4       (7)
 *   P3  2021 J3 a1 b1       2022:2 2023:2       (4)
 *   P4  2016 J1 a2          2017:10 2020:9      (19)
 *   P5  2019 J2 a2 a3       2020:6 2021:6       (12)
 *   P6  2010 J1 a3          2011:5 2015:15      (20)
 *   P7  2022 J3 a3 a4 x     2023:3              (3)
 *   P8  2005 J4 a3          2006:2              (2)
 *   P9  2023 J1 a4          2024:1 2025:1       (2)
 *   P10 2020 J4 a5          none                (0)
 *   P11 2025 J2 a5 a6       2025:1              (1)
 *   P12 2018 J1 a6          2019:4 2021:4       (8)
 *   P13 2022 J2 b1          2023:2 2024:2       (4)
 *   P14 2014 J1 b2          2015:8 2018:8       (16)
 *   P15 2020 J3 b2 b3       2021:5              (5)
 *   P16 2008 J1 b3          2009:10 2012:12     (22)
 *   P17 2019 J2 c1 a2       2020:3              (3)
 *   P18 2023 J1 c2          2024:2              (2)
 *   P19 2012 J3 c1          2013:1              (1)
 *
 * Work history (title, university, from-to, marker):
 *   a1 Assistant Professor U1 2019- (1)
 *   a2 Assistant Professor U2 2012-2017 (1); Associate Professor U1 2018- (2)
 *   a3 Assistant Professor U1 2000-2006 (1); Associate Professor U1 2007-2013 (2); Professor U1 2014- (3)
 *   a4 Assistant Professor U3 2021-2024 (1); Assistant Professor U1 2025- (1)   (joined Alpha this year)
 *   a5 Teaching Professor U1 2020- (6)
 *   b2 Assistant Professor U2 2010-2016 (1); Associate Professor U2 2017- (2)
 *   c1 Assistant Professor U3 2008-2014 (1); Associate Professor U3 2015- (2)
 *
 * Per author (global tiers, all time): papers / citations / h-index / solo / A, A-, B, unranked
 *   a1 3 / 16 / 3 / 1 / 1,1,1,0      a2 4 / 41 / 3 / 1 / 1,3,0,0      a3 4 / 37 / 3 / 2 / 1,1,1,1
 *   a4 2 / 5 / 2 / 1 / 1,0,1,0       a5 2 / 1 / 1 / 1 / 0,1,0,1       a6 2 / 9 / 1 / 1 / 1,1,0,0
 *   b1 2 / 8 / 2 / 1   b2 2 / 21 / 2 / 1   b3 2 / 27 / 2 / 1   c1 2 / 4 / 1 / 1   c2 1 / 2 / 1 / 1
 * Alpha's distinct papers: P1-P12 and P17 = 13 (A 5, A- 4, B 2, unranked 2), 86 citations.
 * Beta: P3 P13 P14 P15 P16 = 5, 51 citations. Gamma: P17 P18 P19 = 3, 6 citations.
 * Finance@U1: P1-P8, P17 = 9 papers, 75 citations. Accounting@U1: P5-P12 = 8 papers, 48 citations.
 */
export const DASHBOARD_FIXTURE_YEAR = 2025;

export interface DashboardsFixture {
  u: Record<'U1' | 'U2' | 'U3' | 'U4', number>;
  j: Record<'J1' | 'J2' | 'J3' | 'J4', number>;
  d: Record<'D1' | 'D2' | 'D3' | 'D4' | 'D5' | 'D6', number>;
  a: Record<'a1' | 'a2' | 'a3' | 'a4' | 'a5' | 'a6' | 'b1' | 'b2' | 'b3' | 'c1' | 'c2', number>;
  p: Record<string, number>;
}

export async function insertDashboardsFixture(db: Db): Promise<DashboardsFixture> {
  const [U1, U2, U3, U4] = (await db.insertInto('universities').values([
    { name: 'Alpha University', abbreviation: 'ALP', status: 'Completed' },
    { name: 'Beta University', abbreviation: 'BET', status: 'Completed' },
    { name: 'Gamma University', abbreviation: 'GAM', status: 'Completed' },
    { name: 'Delta University', abbreviation: 'DEL', status: 'Completed' },
  ]).returning('id').execute()).map((r) => r.id) as [number, number, number, number];
  const [J1, J2, J3, J4] = (await db.insertInto('journals').values([
    { name: 'Journal of Finance', abbreviation: 'JF', issn: '1000-0001', tier: 'A' },
    { name: 'Accounting Review', abbreviation: 'TAR', issn: '1000-0002', tier: 'A-' },
    { name: 'Finance Letters', abbreviation: 'FL', issn: '1000-0003', tier: 'B' },
    { name: 'Misc Studies', abbreviation: 'MS', issn: '1000-0004', tier: null },
  ]).returning('id').execute()).map((r) => r.id) as [number, number, number, number];
  const [D1, D2, D5, D3, D4, D6] = (await db.insertInto('departments').values([
    { university_id: U1, name: 'Finance' }, { university_id: U1, name: 'Accounting' }, { university_id: U1, name: 'Marketing' },
    { university_id: U2, name: 'Finance' }, { university_id: U3, name: 'Finance' }, { university_id: U4, name: 'Finance' },
  ]).returning('id').execute()).map((r) => r.id) as [number, number, number, number, number, number];
  await db.insertInto('department_journals').values([{ department_id: D1, journal_id: J3, tier: 'A' }]).execute();

  const people: [string, string, number, number | null, 'm' | 'f' | 'o' | null, number | null, Record<string, unknown>][] = [
    ['Ann', 'Adams', U1, 1, 'f', 2019, { is_complete: true, profile_picture: 'ann.png', position: 'Assistant Professor' }],
    ['Ben', 'Baker', U1, 2, 'm', 2012, { is_complete: true, position: 'Associate Professor' }],
    ['Cat', 'Cole', U1, 3, 'f', 2000, { is_complete: true, position: 'Professor' }],
    ['Dev', 'Diaz', U1, 1, 'm', 2021, { is_complete: true, unusual_work_hist: true, position: 'Assistant Professor' }],
    ['Eli', 'Ennis', U1, 6, 'o', null, { is_complete: true, position: 'Teaching Professor' }],
    ['Fin', 'Ford', U1, 2, null, 2015, { is_complete: false, position: 'Associate Professor' }],
    ['Gia', 'Gold', U2, 1, 'f', 2018, { is_complete: true }],
    ['Hal', 'Hunt', U2, 2, 'm', 2010, { is_complete: true }],
    ['Ivy', 'Ito', U2, 3, 'f', 2002, { is_complete: true }],
    ['Jon', 'Jett', U3, 2, 'm', 2008, { is_complete: true }],
    ['Kim', 'Kerr', U3, 1, 'o', 2020, { is_complete: true }],
  ];
  const ids = (await db.insertInto('authors').values(people.map(([first, last, university, marker, gender, fyc, extra]) => ({
    first_name: first, last_name: last, search_name: `${first} ${last}`.toLowerCase(), university_id: university, marker, gender,
    first_year_career: fyc, email: `${first.toLowerCase()}@example.edu`, ...extra,
  }))).returning('id').execute()).map((r) => r.id);
  const [a1, a2, a3, a4, a5, a6, b1, b2, b3, c1, c2] = ids as [number, number, number, number, number, number, number, number, number, number, number];
  await db.insertInto('author_departments').values([
    { author_id: a1, department_id: D1 }, { author_id: a2, department_id: D1 },
    { author_id: a3, department_id: D1, percent_appointment: 50 }, { author_id: a3, department_id: D2, percent_appointment: 50 },
    { author_id: a4, department_id: D2 }, { author_id: a5, department_id: D2 }, { author_id: a6, department_id: D2 },
    { author_id: b1, department_id: D3 }, { author_id: b2, department_id: D3 }, { author_id: b3, department_id: D3 },
    { author_id: c1, department_id: D4 }, { author_id: c2, department_id: D4 },
  ]).execute();

  const work: [number, string, number, number, number | null, number][] = [
    [a1, 'Assistant Professor', U1, 2019, null, 1],
    [a2, 'Assistant Professor', U2, 2012, 2017, 1], [a2, 'Associate Professor', U1, 2018, null, 2],
    [a3, 'Assistant Professor', U1, 2000, 2006, 1], [a3, 'Associate Professor', U1, 2007, 2013, 2], [a3, 'Professor', U1, 2014, null, 3],
    [a4, 'Assistant Professor', U3, 2021, 2024, 1], [a4, 'Assistant Professor', U1, 2025, null, 1],
    [a5, 'Teaching Professor', U1, 2020, null, 6],
    [b2, 'Assistant Professor', U2, 2010, 2016, 1], [b2, 'Associate Professor', U2, 2017, null, 2],
    [c1, 'Assistant Professor', U3, 2008, 2014, 1], [c1, 'Associate Professor', U3, 2015, null, 2],
  ];
  const seq = new Map<number, number>();
  await db.insertInto('work_history').values(work.map(([author, title, university, from, to, marker]) => {
    const n = (seq.get(author) ?? 0) + 1;
    seq.set(author, n);
    return { author_id: author, seq: n, title, university_id: university, from_year: from, to_year: to, marker };
  })).execute();

  const papers: [string, number, number, (number | 'x')[], [number, number][]][] = [
    ['P1', 2024, J1, [a1], [[2025, 5]]],
    ['P2', 2023, J2, [a1, a2], [[2024, 3], [2025, 4]]],
    ['P3', 2021, J3, [a1, b1], [[2022, 2], [2023, 2]]],
    ['P4', 2016, J1, [a2], [[2017, 10], [2020, 9]]],
    ['P5', 2019, J2, [a2, a3], [[2020, 6], [2021, 6]]],
    ['P6', 2010, J1, [a3], [[2011, 5], [2015, 15]]],
    ['P7', 2022, J3, [a3, a4, 'x'], [[2023, 3]]],
    ['P8', 2005, J4, [a3], [[2006, 2]]],
    ['P9', 2023, J1, [a4], [[2024, 1], [2025, 1]]],
    ['P10', 2020, J4, [a5], []],
    ['P11', 2025, J2, [a5, a6], [[2025, 1]]],
    ['P12', 2018, J1, [a6], [[2019, 4], [2021, 4]]],
    ['P13', 2022, J2, [b1], [[2023, 2], [2024, 2]]],
    ['P14', 2014, J1, [b2], [[2015, 8], [2018, 8]]],
    ['P15', 2020, J3, [b2, b3], [[2021, 5]]],
    ['P16', 2008, J1, [b3], [[2009, 10], [2012, 12]]],
    ['P17', 2019, J2, [c1, a2], [[2020, 3]]],
    ['P18', 2023, J1, [c2], [[2024, 2]]],
    ['P19', 2012, J3, [c1], [[2013, 1]]],
  ];
  const p: Record<string, number> = {};
  for (const [name, year, journal, authors, citations] of papers) {
    const count = citations.reduce((sum, [, c]) => sum + c, 0);
    const { id } = await db.insertInto('papers').values({ title: `Paper ${name}`, year, journal_id: journal, citation_count: count }).returning('id').executeTakeFirstOrThrow();
    p[name] = id;
    await db.insertInto('authorships').values(authors.map((author, i) => ({
      paper_id: id, position: i + 1, author_id: author === 'x' ? null : author, printed_last_name: author === 'x' ? 'Outsider' : '',
    }))).execute();
    if (citations.length > 0) await db.insertInto('citations').values(citations.map(([y, c]) => ({ paper_id: id, year: y, count: c }))).execute();
  }
  return {
    u: { U1, U2, U3, U4 }, j: { J1, J2, J3, J4 }, d: { D1, D2, D3, D4, D5, D6 },
    a: { a1, a2, a3, a4, a5, a6, b1, b2, b3, c1, c2 }, p,
  };
}
