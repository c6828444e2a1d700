// The red-flag checks of docs/requirements/admin-tools.md (docs/admin-tools.md defines each one). Shared by the API (the
// JSON answers) and the red-flag-export worker (the CSV files), so both read exactly the same rows.
// Every check reads current records only: authors merged into another are left out.
import { sql, type RawBuilder } from 'kysely';
import { phdYear, type EducationEntry } from '@ri/metrics';
import type { Db } from '../connection.ts';

/** 'First Mid Last' without empty parts. */
const fullName = (alias: string) => sql.raw(`concat_ws(' ', nullif(btrim(${alias}.first_name), ''), nullif(btrim(${alias}.mid_name), ''), nullif(btrim(${alias}.last_name), ''))`);
/** 'First Last' (the charts' faculty_name). */
const shortName = (alias: string) => sql.raw(`concat_ws(' ', nullif(btrim(${alias}.first_name), ''), nullif(btrim(${alias}.last_name), ''))`);

/** Which universities a faculty check covers: the ids given, or every completed university. */
export type UniversityScope = { kind: 'all' } | { kind: 'ids'; ids: number[] };

function scopeCondition(scope: UniversityScope): RawBuilder<boolean> {
  return scope.kind === 'all'
    ? sql<boolean>`u.status = 'Completed'`
    : sql<boolean>`u.id = ANY(${scope.ids}::int[])`;
}

export type FacultyCheck =
  | { kind: 'incorrect_percent_appointment' }
  | { kind: 'missing_marker' }
  | { kind: 'missing_department' }
  | { kind: 'missing_gender' }
  | { kind: 'missing_position' }
  | { kind: 'inconsistent_paper_number'; ranges: PaperRanges };

/** [from, to] paper counts (A + A- + B) expected at each rank. */
export interface PaperRanges {
  assistant: readonly [number, number];
  associate: readonly [number, number];
  professor: readonly [number, number];
}

export interface FacultyCheckRow {
  auth_id: number;
  name: string;
  univ_name: string;
  univ_profile_link: string;
  percent_appointment: number | null;
  position: string;
  marker: number | null;
  gender: string | null;
  a: number;
  a_minus: number;
  b: number;
  paper_count: number;
}

/**
 * A check's condition in two parts: `before` reads the author and the appointment totals and picks
 * the candidates; `after` reads the tier counts, which are only computed for those candidates.
 */
function facultyCondition(check: FacultyCheck): { before: RawBuilder<boolean>; after: RawBuilder<boolean> } {
  const always = sql<boolean>`true`;
  switch (check.kind) {
    case 'incorrect_percent_appointment':
      return { before: sql<boolean>`coalesce(appt.departments, 0) > 0 AND appt.total <> 100`, after: always };
    case 'missing_marker':
      return { before: sql<boolean>`(f.marker IS NULL OR f.marker = 0)`, after: always };
    case 'missing_department':
      return { before: sql<boolean>`appt.author_id IS NULL`, after: always };
    case 'missing_gender':
      return { before: sql<boolean>`f.gender IS NULL`, after: always };
    case 'missing_position':
      return { before: sql<boolean>`btrim(f.position) = ''`, after: always };
    case 'inconsistent_paper_number': {
      const r = check.ranges;
      return {
        before: sql<boolean>`f.marker IN (1, 10, 2, 20, 3, 30)`,
        after: sql<boolean>`(
          (c.marker IN (1, 10) AND (c.paper_count < ${r.assistant[0]} OR c.paper_count > ${r.assistant[1]}))
          OR (c.marker IN (2, 20) AND (c.paper_count < ${r.associate[0]} OR c.paper_count > ${r.associate[1]}))
          OR (c.marker IN (3, 30) AND (c.paper_count < ${r.professor[0]} OR c.paper_count > ${r.professor[1]})))`,
      };
    }
  }
}

/** Checks 9 to 14: faculty of the universities in scope that fail the check, by university then name. */
export function facultyCheckRowsQuery(scope: UniversityScope, check: FacultyCheck) {
  const condition = facultyCondition(check);
  return sql<FacultyCheckRow>`
    WITH candidates AS MATERIALIZED (
      SELECT f.id AS auth_id, ${fullName('f')} AS name, u.name AS univ_name, f.univ_profile_link, f.position, f.marker, f.gender,
             f.last_name, f.first_name, CASE WHEN appt.departments > 0 THEN appt.total::float8 END AS percent_appointment
      FROM authors f
      JOIN universities u ON u.id = f.university_id
      LEFT JOIN (
        SELECT d.author_id, count(*)::int AS departments, sum(d.percent_appointment) AS total FROM author_departments d GROUP BY d.author_id
      ) appt ON appt.author_id = f.id
      WHERE f.merged_into_id IS NULL AND ${scopeCondition(scope)} AND ${condition.before}
    ), tiers AS (
      SELECT s.author_id,
             count(DISTINCT p.id) FILTER (WHERE j.tier = 'A')::int AS a,
             count(DISTINCT p.id) FILTER (WHERE j.tier = 'A-')::int AS a_minus,
             count(DISTINCT p.id) FILTER (WHERE j.tier = 'B')::int AS b,
             count(DISTINCT p.id) FILTER (WHERE j.tier IS NOT NULL)::int AS paper_count
      FROM authorships s JOIN papers p ON p.id = s.paper_id LEFT JOIN journals j ON j.id = p.journal_id
      WHERE s.author_id IN (SELECT auth_id FROM candidates)
      GROUP BY s.author_id
    ), counted AS (
      SELECT c.*, coalesce(t.a, 0) AS a, coalesce(t.a_minus, 0) AS a_minus, coalesce(t.b, 0) AS b, coalesce(t.paper_count, 0) AS paper_count
      FROM candidates c LEFT JOIN tiers t ON t.author_id = c.auth_id
    )
    SELECT auth_id, name, univ_name, univ_profile_link, percent_appointment, position, marker, gender, a, a_minus, b, paper_count
    FROM counted c
    WHERE ${condition.after}
    ORDER BY univ_name, lower(last_name), lower(first_name), auth_id`;
}

export async function facultyCheckRows(db: Db, scope: UniversityScope, check: FacultyCheck): Promise<FacultyCheckRow[]> {
  const { rows } = await facultyCheckRowsQuery(scope, check).execute(db);
  return rows;
}

export async function universityName(db: Db, universityId: number): Promise<string | null> {
  const row = await db.selectFrom('universities').select('name').where('id', '=', universityId).executeTakeFirst();
  return row?.name ?? null;
}

export interface FacultyPapersRow { auth_id: number; faculty_name: string; papers_published: number; a: number; a_minus: number; b: number; other: number }

/** Check 3: every current faculty member of a university with their papers, split by journal tier. */
export function facultyPapersByUniversityQuery(universityId: number) {
  return sql<FacultyPapersRow>`
    SELECT f.id AS auth_id, ${shortName('f')} AS faculty_name,
           count(DISTINCT p.id)::int AS papers_published,
           count(DISTINCT p.id) FILTER (WHERE j.tier = 'A')::int AS a,
           count(DISTINCT p.id) FILTER (WHERE j.tier = 'A-')::int AS a_minus,
           count(DISTINCT p.id) FILTER (WHERE j.tier = 'B')::int AS b,
           count(DISTINCT p.id) FILTER (WHERE j.tier IS NULL)::int AS other
    FROM authors f
    LEFT JOIN authorships s ON s.author_id = f.id
    LEFT JOIN papers p ON p.id = s.paper_id
    LEFT JOIN journals j ON j.id = p.journal_id
    WHERE f.university_id = ${universityId} AND f.merged_into_id IS NULL
    GROUP BY f.id
    ORDER BY papers_published DESC, lower(f.last_name), lower(f.first_name), f.id`;
}

export async function facultyPapersByUniversity(db: Db, universityId: number): Promise<FacultyPapersRow[]> {
  const { rows } = await facultyPapersByUniversityQuery(universityId).execute(db);
  return rows;
}

export interface SameNumberRow { auth_id: number; faculty_name: string; total_papers: number; department: string; group_size: number }

/**
 * Check 1: within one university and one department, at least `minGroupSize` faculty with the same
 * (non-zero) number of papers. A member of two departments is looked at in each.
 */
export function sameNumberOfPapersRowsQuery(universityId: number, minGroupSize: number) {
  return sql<SameNumberRow>`
    WITH totals AS (
      SELECT f.id, ${shortName('f')} AS faculty_name, f.last_name, f.first_name, count(DISTINCT s.paper_id)::int AS total_papers
      FROM authors f LEFT JOIN authorships s ON s.author_id = f.id
      WHERE f.university_id = ${universityId} AND f.merged_into_id IS NULL
      GROUP BY f.id
    ), grouped AS (
      SELECT t.*, coalesce(d.name, 'No department') AS department,
             count(*) OVER (PARTITION BY coalesce(d.name, 'No department'), t.total_papers)::int AS group_size
      FROM totals t
      LEFT JOIN author_departments ad ON ad.author_id = t.id
      LEFT JOIN departments d ON d.id = ad.department_id
      WHERE t.total_papers > 0
    )
    SELECT id AS auth_id, faculty_name, total_papers, department, group_size
    FROM grouped WHERE group_size >= ${minGroupSize}
    ORDER BY department, total_papers DESC, lower(last_name), lower(first_name), id`;
}

export async function sameNumberOfPapersRows(db: Db, universityId: number, minGroupSize: number): Promise<SameNumberRow[]> {
  const { rows } = await sameNumberOfPapersRowsQuery(universityId, minGroupSize).execute(db);
  return rows;
}

export interface ExperienceRow { auth_id: number; faculty_name: string; experience: number; total_papers: number }

/**
 * Check 8: years of experience (the current year minus the first year of career, or minus the first
 * publication year when the first year of career is unknown) against total papers. Faculty with
 * neither year have no place on the chart and are left out.
 */
export function experienceRowsQuery(universityId: number, currentYear: number) {
  return sql<ExperienceRow>`
    SELECT f.id AS auth_id, ${shortName('f')} AS faculty_name,
           greatest(0, ${currentYear} - coalesce(f.first_year_career, min(p.year)))::int AS experience,
           count(DISTINCT p.id)::int AS total_papers
    FROM authors f
    LEFT JOIN authorships s ON s.author_id = f.id
    LEFT JOIN papers p ON p.id = s.paper_id
    WHERE f.university_id = ${universityId} AND f.merged_into_id IS NULL
    GROUP BY f.id
    HAVING coalesce(f.first_year_career, min(p.year)) IS NOT NULL
    ORDER BY experience, total_papers, f.id`;
}

export async function experienceRows(db: Db, universityId: number, currentYear: number): Promise<ExperienceRow[]> {
  const { rows } = await experienceRowsQuery(universityId, currentYear).execute(db);
  return rows;
}

export interface JournalRow { id: number; name: string; issn: string; e_issn: string | null; impact_factor: number | null }

/** Check 6, list: journals with an ISSN, highest impact factor first (journals without one last). */
export function journalsByImpactFactorQuery() {
  return sql<JournalRow>`
    SELECT id, name, coalesce(issn, e_issn) AS issn, e_issn, impact_factor::float8 AS impact_factor
    FROM journals WHERE coalesce(issn, e_issn) IS NOT NULL
    ORDER BY impact_factor DESC NULLS LAST, lower(name), id`;
}

export async function journalsByImpactFactor(db: Db): Promise<JournalRow[]> {
  const { rows } = await journalsByImpactFactorQuery().execute(db);
  return rows;
}

export function journalByIssnQuery(issn: string) {
  return sql<JournalRow>`
    SELECT id, name, coalesce(issn, e_issn) AS issn, e_issn, impact_factor::float8 AS impact_factor
    FROM journals WHERE upper(issn) = upper(${issn}) OR upper(e_issn) = upper(${issn})
    ORDER BY (upper(issn) = upper(${issn})) DESC NULLS LAST, id LIMIT 1`;
}

export async function journalByIssn(db: Db, issn: string): Promise<JournalRow | null> {
  const { rows } = await journalByIssnQuery(issn).execute(db);
  return rows[0] ?? null;
}

/** Check 6, one journal: its papers per publication year and issue ('Unknown' when no issue is recorded). */
export function journalPapersPerYearQuery(journalId: number) {
  return sql<{ year: number; issue: string; count: number }>`
    SELECT year, coalesce(nullif(btrim(issue), ''), 'Unknown') AS issue, count(*)::int AS count
    FROM papers WHERE journal_id = ${journalId} AND year IS NOT NULL
    GROUP BY 1, 2
    ORDER BY year, length(coalesce(nullif(btrim(issue), ''), 'Unknown')), 2`;
}

export async function journalPapersPerYear(db: Db, journalId: number): Promise<Array<{ year: number; issue: string; count: number }>> {
  const { rows } = await journalPapersPerYearQuery(journalId).execute(db);
  return rows;
}

export interface WithoutEducationRow { auth_id: number; name: string; univ_name: string; univ_profile_link: string; position: string; marker: number | null; total_papers: number }

/** Check 2: current authors with no education entry naming a degree or a year. */
export function authorsWithoutEducationQuery() {
  return sql<WithoutEducationRow>`
    SELECT a.id AS auth_id, ${fullName('a')} AS name, coalesce(u.name, '') AS univ_name, a.univ_profile_link, a.position, a.marker,
           (SELECT count(DISTINCT s.paper_id)::int FROM authorships s WHERE s.author_id = a.id) AS total_papers
    FROM authors a LEFT JOIN universities u ON u.id = a.university_id
    WHERE a.merged_into_id IS NULL
      AND NOT EXISTS (SELECT 1 FROM education e WHERE e.author_id = a.id AND (btrim(e.degree) <> '' OR e.year IS NOT NULL))
    ORDER BY univ_name, lower(a.last_name), lower(a.first_name), a.id`;
}

export async function authorsWithoutEducation(db: Db): Promise<WithoutEducationRow[]> {
  const { rows } = await authorsWithoutEducationQuery().execute(db);
  return rows;
}

export interface EducationPaperRow {
  auth_id: number; name: string; univ_name: string; reference_year: number; reference_degree: string;
  paper_id: number; document_title: string; publication_name: string; publication_year: number;
}

/**
 * Check 4: papers published more than `toleranceYears` years before the year of the author's last
 * education entry (the latest year of any degree).
 */
export function papersOlderThanLastEducationYearQuery(toleranceYears: number) {
  return sql<EducationPaperRow>`
    WITH last_education AS (
      SELECT DISTINCT ON (e.author_id) e.author_id, e.year, e.degree
      FROM education e WHERE e.year IS NOT NULL
      ORDER BY e.author_id, e.year DESC, e.seq DESC
    )
    SELECT a.id AS auth_id, ${fullName('a')} AS name, coalesce(u.name, '') AS univ_name,
           le.year AS reference_year, le.degree AS reference_degree,
           p.id AS paper_id, p.title AS document_title, coalesce(j.name, p.publication_name) AS publication_name, p.year AS publication_year
    FROM last_education le
    JOIN authors a ON a.id = le.author_id AND a.merged_into_id IS NULL
    LEFT JOIN universities u ON u.id = a.university_id
    JOIN authorships s ON s.author_id = a.id
    JOIN papers p ON p.id = s.paper_id
    LEFT JOIN journals j ON j.id = p.journal_id
    WHERE p.year < le.year - ${toleranceYears}
    GROUP BY a.id, u.name, le.year, le.degree, p.id, j.name
    ORDER BY univ_name, lower(a.last_name), lower(a.first_name), a.id, p.year, p.id`;
}

export async function papersOlderThanLastEducationYear(db: Db, toleranceYears: number): Promise<EducationPaperRow[]> {
  const { rows } = await papersOlderThanLastEducationYearQuery(toleranceYears).execute(db);
  return rows;
}

/**
 * Check 5: papers published more than `toleranceYears` years before the author's PhD. The PhD year
 * is the one the profile rules use (`phdYear` of @ri/metrics: the PhD flagged "to consider" when it
 * has a year, otherwise the earliest doctoral degree), so the check and the figures agree.
 */
export async function papersOlderThanYearsBeforePhd(db: Db, toleranceYears: number): Promise<EducationPaperRow[]> {
  const education = await datedEducationQuery(db).execute();
  const byAuthor = new Map<number, EducationEntry[]>();
  for (const row of education) {
    const list = byAuthor.get(row.author_id) ?? [];
    list.push({ degree: row.degree, year: row.year, isPhdToConsider: row.is_phd_to_consider });
    byAuthor.set(row.author_id, list);
  }
  const authorIds: number[] = [];
  const phdYears: number[] = [];
  for (const [authorId, entries] of byAuthor) {
    const year = phdYear(entries);
    if (year !== null) { authorIds.push(authorId); phdYears.push(year); }
  }
  if (authorIds.length === 0) return [];
  const { rows } = await papersBeforePhdQuery(authorIds, phdYears, toleranceYears).execute(db);
  return rows;
}

/** Check 5, step 1: every dated education entry of the current authors (the PhD year is decided in code). */
export function datedEducationQuery(db: Db) {
  return db.selectFrom('education as e')
    .innerJoin('authors as a', 'a.id', 'e.author_id')
    .select(['e.author_id', 'e.degree', 'e.year', 'e.is_phd_to_consider'])
    .where('a.merged_into_id', 'is', null)
    .where('e.year', 'is not', null);
}

/** Check 5, step 2: the papers of each author older than their PhD year (parallel arrays) minus the tolerance. */
export function papersBeforePhdQuery(authorIds: number[], phdYears: number[], toleranceYears: number) {
  return sql<EducationPaperRow>`
    SELECT a.id AS auth_id, ${fullName('a')} AS name, coalesce(u.name, '') AS univ_name,
           phd.year AS reference_year, 'PhD' AS reference_degree,
           p.id AS paper_id, p.title AS document_title, coalesce(j.name, p.publication_name) AS publication_name, p.year AS publication_year
    FROM unnest(${authorIds}::int[], ${phdYears}::int[]) AS phd(author_id, year)
    JOIN authors a ON a.id = phd.author_id
    LEFT JOIN universities u ON u.id = a.university_id
    JOIN authorships s ON s.author_id = a.id
    JOIN papers p ON p.id = s.paper_id
    LEFT JOIN journals j ON j.id = p.journal_id
    WHERE p.year < phd.year - ${toleranceYears}
    GROUP BY a.id, u.name, phd.year, p.id, j.name
    ORDER BY univ_name, lower(a.last_name), lower(a.first_name), a.id, p.year, p.id`;
}

export interface SpanRow {
  auth_id: number; name: string; univ_name: string; first_year: number; last_year: number; span: number; total_papers: number;
  first_paper_title: string; last_paper_title: string;
}

/** Check 7: authors whose latest paper is more than `spanYears` years after their earliest. */
export function papersWithSpanOfMoreThanQuery(spanYears: number) {
  return sql<SpanRow>`
    WITH own AS (
      SELECT DISTINCT s.author_id, p.id, p.year, p.title
      FROM authorships s JOIN papers p ON p.id = s.paper_id
      JOIN authors a ON a.id = s.author_id AND a.merged_into_id IS NULL
      WHERE p.year IS NOT NULL
    ), spans AS (
      SELECT author_id, min(year) AS first_year, max(year) AS last_year, count(*)::int AS total_papers
      FROM own GROUP BY author_id HAVING max(year) - min(year) > ${spanYears}
    )
    SELECT a.id AS auth_id, ${fullName('a')} AS name, coalesce(u.name, '') AS univ_name,
           sp.first_year, sp.last_year, (sp.last_year - sp.first_year) AS span, sp.total_papers,
           (SELECT o.title FROM own o WHERE o.author_id = sp.author_id ORDER BY o.year, o.id LIMIT 1) AS first_paper_title,
           (SELECT o.title FROM own o WHERE o.author_id = sp.author_id ORDER BY o.year DESC, o.id DESC LIMIT 1) AS last_paper_title
    FROM spans sp JOIN authors a ON a.id = sp.author_id
    LEFT JOIN universities u ON u.id = a.university_id
    ORDER BY span DESC, univ_name, lower(a.last_name), a.id`;
}

export async function papersWithSpanOfMoreThan(db: Db, spanYears: number): Promise<SpanRow[]> {
  const { rows } = await papersWithSpanOfMoreThanQuery(spanYears).execute(db);
  return rows;
}
