import type { Db } from '@ri/db';

/**
 * A small hand-made data set whose every figure the analytics tests compute by hand.
 * The figures are for the year 2025: "last 5 years" = 2021..2025, "last 10 years" = 2016..2025.
 *
 * Universities: Alpha (U1), Beta (U2), Gamma (U3, no faculty).
 * Journals (global tier): J1 A, J2 A-, J3 B, J4 none, J5 A (ISSN 1111-2222).
 * Departments and their own lists:
 *   D1 Finance at Alpha:    J3 -> A, J4 -> A-   (overrides the global tiers journal by journal)
 *   D2 Accounting at Alpha: no lists (global tiers)
 *   D3 Finance at Beta:     J2 -> B
 * Authors (marker, gender, first year of career, departments):
 *   a1 Ada  Alpha  1 (assistant)  f  2018  D1
 *   a2 Bob  Alpha  2 (associate)  m  2010  D1
 *   a3 Cyd  Alpha  3 (full)       o  -     D2
 *   a4 Dan  Alpha  30 (full)      m  2005  D1 50%, D2 50% (primary D1: lower id)
 *   a5 Eve  Beta   1              f  2019  D3
 *   a6 Fay  Beta   2              f  2008  D3
 *   a7 Gus  Beta   6 (teaching)   m  -     -
 *   a8 Hal  -      -              -  -     -
 * Papers (year, journal, authors in order, x = an author not in our database, citations by year received):
 *   P1  2024 J1 a1                 2025:4                      (citation_count 4)
 *   P2  2022 J2 a1 a2              2023:3 2024:5               (8)
 *   P3  2019 J3 a1 x               2020:2 2022:2               (4)
 *   P4  2015 J1 a2                 2016:10 2020:10             (20)
 *   P5  2020 J4 a2 a4              2021:6                      (6)
 *   P6  2012 J5 a3                 2013:5 2018:5 2024:2        (12)
 *   P7  2023 J3 a3 a4 x x          2025:8                      (8)
 *   P8  2010 -  a4                 2011:1                      (1)
 *   P9  2021 J2 a5 a6              2022:4 2023:4               (8)
 *   P10 2018 J1 a6                 2019:10 2021:10 2025:10     (30)
 *   P11 -    J1 a6 a1              none by year                (3)
 *   P12 2025 J3 a7 x               none                        (0)
 *   P13 2016 J2 a8                 2017:2                      (2)
 *   P14 2024 J4 a5                 2025:1                      (1)
 *   P15 1935 J1 a3                 1938:1 2000:1               (2)
 */
export interface AnalyticsFixture {
  u: Record<'U1' | 'U2' | 'U3', number>;
  j: Record<'J1' | 'J2' | 'J3' | 'J4' | 'J5', number>;
  d: Record<'D1' | 'D2' | 'D3', number>;
  a: Record<'a1' | 'a2' | 'a3' | 'a4' | 'a5' | 'a6' | 'a7' | 'a8', number>;
  p: Record<string, number>;
}

export const FIXTURE_YEAR = 2025;

export async function insertAnalyticsFixture(db: Db): Promise<AnalyticsFixture> {
  const [U1, U2, U3] = await db.insertInto('universities').values([
    { name: 'Alpha University', status: 'Completed' }, { name: 'Beta University', status: 'Completed' }, { name: 'Gamma University', status: 'Completed' },
  ]).returning('id').execute();
  const journals = await db.insertInto('journals').values([
    { name: 'Journal One', issn: '0000-0001', tier: 'A' },
    { name: 'Journal Two', issn: '0000-0002', tier: 'A-' },
    { name: 'Journal Three', issn: '0000-0003', tier: 'B' },
    { name: 'Journal Four', issn: '0000-0004', tier: null },
    { name: 'Journal Five', issn: '1111-2222', tier: 'A' },
  ]).returning('id').execute();
  const [J1, J2, J3, J4, J5] = journals.map((r) => r.id) as [number, number, number, number, number];
  const [D1, D2, D3] = (await db.insertInto('departments').values([
    { university_id: U1!.id, name: 'Finance' }, { university_id: U1!.id, name: 'Accounting' }, { university_id: U2!.id, name: 'Finance' },
  ]).returning('id').execute()).map((r) => r.id) as [number, number, number];
  await db.insertInto('department_journals').values([
    { department_id: D1, journal_id: J3, tier: 'A' }, { department_id: D1, journal_id: J4, tier: 'A-' },
    { department_id: D3, journal_id: J2, tier: 'B' },
  ]).execute();
  const authorRows = await db.insertInto('authors').values([
    { first_name: 'Ada', last_name: 'Avery', university_id: U1!.id, marker: 1, gender: 'f', first_year_career: 2018, position: 'Assistant Professor' },
    { first_name: 'Bob', last_name: 'Brown', university_id: U1!.id, marker: 2, gender: 'm', first_year_career: 2010, position: 'Associate Professor' },
    { first_name: 'Cyd', last_name: 'Clark', university_id: U1!.id, marker: 3, gender: 'o', first_year_career: null, position: 'Professor' },
    { first_name: 'Dan', last_name: 'Dunn', university_id: U1!.id, marker: 30, gender: 'm', first_year_career: 2005, position: 'Professor' },
    { first_name: 'Eve', last_name: 'Evans', university_id: U2!.id, marker: 1, gender: 'f', first_year_career: 2019, position: 'Assistant Professor' },
    { first_name: 'Fay', last_name: 'Fox', university_id: U2!.id, marker: 2, gender: 'f', first_year_career: 2008, position: 'Associate Professor' },
    { first_name: 'Gus', last_name: 'Gray', university_id: U2!.id, marker: 6, gender: 'm', first_year_career: null, position: 'Teaching Professor' },
    { first_name: 'Hal', last_name: 'Hill', university_id: null, marker: null, gender: null, first_year_career: null, position: '' },
  ]).returning('id').execute();
  const [a1, a2, a3, a4, a5, a6, a7, a8] = authorRows.map((r) => r.id) as [number, number, number, number, number, number, number, number];
  await db.insertInto('author_departments').values([
    { author_id: a1, department_id: D1 }, { author_id: a2, department_id: D1 }, { author_id: a3, department_id: D2 },
    { author_id: a4, department_id: D1, percent_appointment: 50 }, { author_id: a4, department_id: D2, percent_appointment: 50 },
    { author_id: a5, department_id: D3 }, { author_id: a6, department_id: D3 },
  ]).execute();

  const papers: [string, number | null, number | null, (number | 'x')[], [number, number][], number][] = [
    ['P1', 2024, J1, [a1], [[2025, 4]], 4],
    ['P2', 2022, J2, [a1, a2], [[2023, 3], [2024, 5]], 8],
    ['P3', 2019, J3, [a1, 'x'], [[2020, 2], [2022, 2]], 4],
    ['P4', 2015, J1, [a2], [[2016, 10], [2020, 10]], 20],
    ['P5', 2020, J4, [a2, a4], [[2021, 6]], 6],
    ['P6', 2012, J5, [a3], [[2013, 5], [2018, 5], [2024, 2]], 12],
    ['P7', 2023, J3, [a3, a4, 'x', 'x'], [[2025, 8]], 8],
    ['P8', 2010, null, [a4], [[2011, 1]], 1],
    ['P9', 2021, J2, [a5, a6], [[2022, 4], [2023, 4]], 8],
    ['P10', 2018, J1, [a6], [[2019, 10], [2021, 10], [2025, 10]], 30],
    ['P11', null, J1, [a6, a1], [], 3],
    ['P12', 2025, J3, [a7, 'x'], [], 0],
    ['P13', 2016, J2, [a8], [[2017, 2]], 2],
    ['P14', 2024, J4, [a5], [[2025, 1]], 1],
    ['P15', 1935, J1, [a3], [[1938, 1], [2000, 1]], 2],
  ];
  const p: Record<string, number> = {};
  for (const [name, year, journal, authors, citations, count] of papers) {
    const { id } = await db.insertInto('papers').values({ title: `Paper ${name}`, year, journal_id: journal, citation_count: count }).returning('id').executeTakeFirstOrThrow();
    p[name] = id;
    await db.insertInto('authorships').values(authors.map((author, i) => ({
      paper_id: id, position: i + 1, author_id: author === 'x' ? null : author, printed_last_name: author === 'x' ? 'External' : '',
    }))).execute();
    if (citations.length > 0) await db.insertInto('citations').values(citations.map(([y, c]) => ({ paper_id: id, year: y, count: c }))).execute();
  }
  return { u: { U1: U1!.id, U2: U2!.id, U3: U3!.id }, j: { J1, J2, J3, J4, J5 }, d: { D1, D2, D3 }, a: { a1, a2, a3, a4, a5, a6, a7, a8 }, p };
}
