// Every query of the dashboards. Figures come from the precomputed tables (analytics_*); the few
// that need an arbitrary year window over distinct papers, a journal list or per-paper detail read
// the source tables for one school or a handful of authors (docs/dashboards-api.md, "Data sources").
import { sql, type RawBuilder, type Transaction } from 'kysely';
import type { Database, Db } from '@ri/db';

/**
 * Runs source-table queries with JIT off: their row estimates are loose, and compiling the plan
 * took longer than running it (2 s against 20 ms on the demo data).
 */
async function withoutJit<T>(db: Db, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await sql`SET LOCAL jit = off`.execute(trx);
    return work(trx);
  });
}

// ---------------------------------------------------------------- scope

export async function analyticsYear(db: Db): Promise<number | null> {
  const row = await db.selectFrom('analytics_state').select('current_year').where('id', '=', 1).executeTakeFirst();
  return row?.current_year ?? null;
}

export async function universityById(db: Db, id: number) {
  return db.selectFrom('universities').select(['id', 'name', 'abbreviation']).where('id', '=', id).executeTakeFirst();
}

export async function universitiesByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db.selectFrom('universities').select(['id', 'name', 'abbreviation']).where('id', 'in', ids).execute();
}

export async function departmentById(db: Db, id: number) {
  return db.selectFrom('departments').select(['id', 'name', 'university_id']).where('id', '=', id).executeTakeFirst();
}

export function departmentsOfUniversityQuery(universityId: number) {
  return sql<{ id: number; name: string; faculty_count: number }>`
    SELECT d.id, d.name, coalesce(ad.faculty_count, 0)::int AS faculty_count
    FROM departments d LEFT JOIN analytics_department ad ON ad.department_id = d.id
    WHERE d.university_id = ${universityId}
    ORDER BY lower(d.name), d.id`;
}

export async function departmentsOfUniversity(db: Db, universityId: number) {
  const { rows } = await departmentsOfUniversityQuery(universityId).execute(db);
  return rows;
}

export interface AuthorProfile {
  id: number;
  first_name: string;
  last_name: string;
  university_id: number | null;
  univ_name: string | null;
  univ_abbreviation: string | null;
  is_complete: boolean;
  verified: boolean;
  profile_picture: string;
  first_year_career: number | null;
  marker: number | null;
  merged_into_id: number | null;
}

export async function authorsByIds(db: Db, ids: number[]): Promise<AuthorProfile[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql<AuthorProfile>`
    SELECT a.id, a.first_name, a.last_name, a.university_id, u.name AS univ_name, u.abbreviation AS univ_abbreviation,
           a.is_complete, a.verified, a.profile_picture, a.first_year_career, a.marker, a.merged_into_id
    FROM authors a LEFT JOIN universities u ON u.id = a.university_id
    WHERE a.id = ANY(${ids}::int4[])`.execute(db);
  return rows;
}

// ---------------------------------------------------------------- faculty of a school (analytics_author)

export interface FacultyRow {
  author_id: number;
  first_name: string;
  last_name: string;
  position: string;
  profile_picture: string;
  unusual_work_hist: boolean;
  marker: number | null;
  rank_code: number | null;
  gender: 'm' | 'f' | 'o' | null;
  university_id: number | null;
  department_ids: number[];
  primary_department_id: number | null;
  first_year_career: number | null;
  career_start_year: number | null;
  total_papers: number;
  total_citations: number;
  solo_papers: number;
  papers_a: number;
  papers_a_minus: number;
  papers_b: number;
  papers_unranked: number;
  papers_per_year: number;
  citations_per_paper: number;
  percent_solo: number;
  h_index: number;
  /** at department scope: the department's own tiers and the appointment; otherwise null */
  dept_a_papers: number | null;
  dept_a_minus_papers: number | null;
  dept_b_papers: number | null;
  percent_appointment: number | null;
}

/** The faculty of a university (optionally of one of its departments), with their precomputed figures. */
export function facultyOfQuery(universityId: number, departmentId: number | null) {
  return sql<FacultyRow>`
    SELECT aa.author_id, a.first_name, a.last_name, a.position, a.profile_picture, a.unusual_work_hist,
           aa.marker, aa.rank_code, aa.gender, aa.university_id, aa.department_ids, aa.primary_department_id,
           aa.first_year_career, aa.career_start_year, aa.total_papers, aa.total_citations, aa.solo_papers,
           aa.papers_a, aa.papers_a_minus, aa.papers_b, aa.papers_unranked,
           aa.papers_per_year, aa.citations_per_paper, aa.percent_solo, aa.h_index,
           ad.a_papers AS dept_a_papers, ad.a_minus_papers AS dept_a_minus_papers, ad.b_papers AS dept_b_papers,
           ad.percent_appointment
    FROM analytics_author aa
    JOIN authors a ON a.id = aa.author_id
    ${departmentId === null
      ? sql`LEFT JOIN LATERAL (SELECT NULL::int AS a_papers, NULL::int AS a_minus_papers, NULL::int AS b_papers, NULL::float8 AS percent_appointment) ad ON true`
      : sql`JOIN analytics_author_department ad ON ad.author_id = aa.author_id AND ad.department_id = ${departmentId}`}
    WHERE aa.university_id = ${universityId}
    ORDER BY lower(a.last_name), lower(a.first_name), aa.author_id`;
}

export async function facultyOf(db: Db, universityId: number, departmentId: number | null): Promise<FacultyRow[]> {
  const { rows } = await facultyOfQuery(universityId, departmentId).execute(db);
  return rows;
}

export interface GroupFigures {
  faculty_count: number;
  papers: number;
  citations: number;
  a_papers: number;
  a_minus_papers: number;
  b_papers: number;
  avg_papers_per_faculty: number;
  avg_citations_per_faculty: number;
}

export async function universityFigures(db: Db, universityId: number): Promise<GroupFigures | undefined> {
  return db.selectFrom('analytics_university')
    .select(['faculty_count', 'papers', 'citations', 'a_papers', 'a_minus_papers', 'b_papers', 'avg_papers_per_faculty', 'avg_citations_per_faculty'])
    .where('university_id', '=', universityId).executeTakeFirst();
}

export async function departmentFigures(db: Db, departmentId: number): Promise<GroupFigures | undefined> {
  return db.selectFrom('analytics_department')
    .select(['faculty_count', 'papers', 'citations', 'a_papers', 'a_minus_papers', 'b_papers', 'avg_papers_per_faculty', 'avg_citations_per_faculty'])
    .where('department_id', '=', departmentId).executeTakeFirst();
}

/** Every department of a university with its precomputed figures (departments without faculty give zeros). */
export function departmentFiguresOfUniversityQuery(universityId: number) {
  return sql<{ id: number; name: string; faculty_count: number; papers: number; citations: number }>`
    SELECT d.id, d.name, coalesce(ad.faculty_count, 0)::int AS faculty_count, coalesce(ad.papers, 0)::int AS papers,
           coalesce(ad.citations, 0)::int AS citations
    FROM departments d LEFT JOIN analytics_department ad ON ad.department_id = d.id
    WHERE d.university_id = ${universityId}
    ORDER BY lower(d.name), d.id`;
}

export async function departmentFiguresOfUniversity(db: Db, universityId: number) {
  const { rows } = await departmentFiguresOfUniversityQuery(universityId).execute(db);
  return rows;
}

// ---------------------------------------------------------------- home dashboard (source tables, one school)

/** Current faculty of the scope (for the source-table queries): not merged, at the university, in the department if any. */
function scopeAuthors(universityId: number, departmentId: number | null) {
  return departmentId === null
    ? sql`SELECT a.id FROM authors a WHERE a.university_id = ${universityId} AND a.merged_into_id IS NULL`
    : sql`SELECT a.id FROM authors a JOIN author_departments ad ON ad.author_id = a.id AND ad.department_id = ${departmentId}
          WHERE a.university_id = ${universityId} AND a.merged_into_id IS NULL`;
}

/** Distinct papers of the scope's faculty per journal. */
export function journalDistributionQuery(universityId: number, departmentId: number | null) {
  return papersPerJournalQuery(scopeAuthors(universityId, departmentId));
}

export async function journalDistribution(db: Db, universityId: number, departmentId: number | null) {
  const { rows } = await withoutJit(db, (trx) => journalDistributionQuery(universityId, departmentId).execute(trx));
  return rows;
}

/** One author's papers per journal (the faculty home's treemap). */
export function authorJournalDistributionQuery(authorId: number) {
  return papersPerJournalQuery(sql`SELECT ${authorId}::int4`);
}

export async function authorJournalDistribution(db: Db, authorId: number) {
  const { rows } = await withoutJit(db, (trx) => authorJournalDistributionQuery(authorId).execute(trx));
  return rows;
}

/**
 * The distinct papers of the authors per journal, from the precomputed author × paper rows (keyed by
 * author, so a school's rows are read together instead of each paper's row: about 110 ms against
 * 10 ms for a school of the large data set, docs/benchmarks/dashboards.md).
 */
function papersPerJournalQuery(authorIds: RawBuilder<unknown>) {
  return sql<{ journal_id: number | null; name: string | null; abbreviation: string | null; tier: 'A' | 'A-' | 'B' | null; papers: number }>`
    WITH sp AS MATERIALIZED (
      SELECT DISTINCT ap.paper_id, ap.journal_id FROM analytics_author_paper ap WHERE ap.author_id = ANY(ARRAY(${authorIds}))
    )
    SELECT sp.journal_id, j.name, j.abbreviation, j.tier, count(*)::int AS papers
    FROM sp LEFT JOIN journals j ON j.id = sp.journal_id
    GROUP BY sp.journal_id, j.name, j.abbreviation, j.tier
    ORDER BY papers DESC, lower(j.name) NULLS LAST`;
}

/**
 * The scope's papers per journal with a counting and an affiliation other than the defaults (the
 * defaults read `journalDistributionQuery`): fractional, a paper credits the scope (the scope's
 * members on it) / (its authors), as the group totals do (docs/metrics.md section 14); at
 * publication, only the authorships written at the credit university count (section 15).
 */
export function journalCreditQuery(authorIds: RawBuilder<unknown>, how: GroupCounting & { creditUniversityId: number | null }) {
  const credit = how.counting === 'full' ? sql`1.0` : sql`least(sp.members, f.authors)::float8 / f.authors`;
  return sql<{ journal_id: number | null; name: string | null; abbreviation: string | null; tier: 'A' | 'A-' | 'B' | null; papers: number }>`
    WITH sp AS MATERIALIZED (
      SELECT s.paper_id, count(DISTINCT s.author_id) AS members FROM authorships s
      ${how.creditUniversityId === null ? sql`` : sql`JOIN authors a ON a.id = s.author_id`}
      WHERE s.author_id = ANY(ARRAY(${authorIds}))
        ${how.creditUniversityId === null ? sql`` : sql`AND coalesce(s.university_id, a.university_id) = ${how.creditUniversityId}`}
      GROUP BY s.paper_id
    )
    SELECT p.journal_id, j.name, j.abbreviation, j.tier, sum(${credit})::float8 AS papers
    FROM sp JOIN papers p ON p.id = sp.paper_id LEFT JOIN journals j ON j.id = p.journal_id
    CROSS JOIN LATERAL (SELECT greatest(count(*), 1) AS authors FROM authorships x WHERE x.paper_id = p.id) f
    GROUP BY p.journal_id, j.name, j.abbreviation, j.tier
    ORDER BY papers DESC, lower(j.name) NULLS LAST`;
}

/** A school's (department's) papers per journal in a counting and affiliation (`journalCreditQuery`). */
export async function journalDistributionCredit(db: Db, universityId: number, departmentId: number | null, how: GroupCounting) {
  const query = journalCreditQuery(scopeAuthors(universityId, departmentId), { ...how, creditUniversityId: how.affiliation === 'at_publication' ? universityId : null });
  const { rows } = await withoutJit(db, (trx) => query.execute(trx));
  return rows;
}

/** One author's papers per journal, each 1 / its authors (fractional counting). */
export async function authorJournalDistributionFractional(db: Db, authorId: number) {
  const query = journalCreditQuery(sql`SELECT ${authorId}::int4`, { counting: 'fractional', affiliation: 'current', creditUniversityId: null });
  const { rows } = await withoutJit(db, (trx) => query.execute(trx));
  return rows;
}

/** How many members of a group (`ranksInGroupQuery`) have more fractional papers and citations (all time, precomputed, as the ranking's). */
export async function fractionalRanksInGroup(db: Db, group: { universityId: number; departmentId: number | null }, mine: { papers: number; citations: number }) {
  const { rows } = await sql<{ papers_above: number; citations_above: number }>`
    SELECT (count(*) FILTER (WHERE frac_papers > ${mine.papers}::float8 + 1e-9))::int AS papers_above,
           (count(*) FILTER (WHERE frac_citations > ${mine.citations}::float8 + 1e-9))::int AS citations_above
    FROM analytics_author
    WHERE university_id = ${group.universityId}
      ${group.departmentId === null ? sql`` : sql`AND department_ids @> ARRAY[${group.departmentId}]::int4[]`}`.execute(db);
  return rows[0]!;
}

/** The most cited paper of each department of a university (group_id = department id) and of the whole school (group_id 0); ties: the oldest record (lowest id). */
export function mostCitedPapersQuery(universityId: number) {
  // the school's papers with their citations from analytics_author_paper (rows keyed by author: no random reads
  // of authorships and papers); the top paper of each group (the school: 0, each department), then, among the
  // group's authors of that paper, the one printed first. Only analytics rows and what a refresh follows decide
  // it (the dashboard keeps it per analytics version); the papers' titles are read per call (`paperFacts`)
  return sql<{ group_id: number; paper_id: number; author_id: number }>`
    WITH school AS MATERIALIZED (${scopeAuthors(universityId, null)}
    ), author_groups AS MATERIALIZED (
      SELECT DISTINCT sc.id AS author_id, g.group_id
      FROM school sc
      LEFT JOIN author_departments ad ON ad.author_id = sc.id
      CROSS JOIN LATERAL (VALUES (ad.department_id), (0)) AS g(group_id)
      WHERE g.group_id IS NOT NULL
    ), grouped AS MATERIALIZED (
      SELECT ag.group_id, ap.paper_id, ap.author_id, ap.citations
      FROM analytics_author_paper ap
      JOIN author_groups ag ON ag.author_id = ap.author_id
      WHERE ap.author_id = ANY(ARRAY(SELECT id FROM school))
    ), best AS (
      SELECT group_id, max(citations) AS citations FROM grouped GROUP BY group_id
    ), top_paper AS (
      -- the most cited paper of each group; ties: the lowest paper id
      SELECT g.group_id, min(g.paper_id) AS paper_id
      FROM grouped g JOIN best b ON b.group_id = g.group_id AND b.citations = g.citations
      GROUP BY g.group_id
    ), ranked AS (
      SELECT DISTINCT ON (t.group_id) t.group_id, t.paper_id, g.author_id
      FROM top_paper t
      JOIN grouped g ON g.group_id = t.group_id AND g.paper_id = t.paper_id
      CROSS JOIN LATERAL (SELECT min(s.position) AS position FROM authorships s WHERE s.paper_id = g.paper_id AND s.author_id = g.author_id) pos
      ORDER BY t.group_id, pos.position, g.author_id
    )
    SELECT r.group_id, r.paper_id, r.author_id FROM ranked r`;
}

export async function mostCitedPapers(db: Db, universityId: number) {
  const { rows } = await withoutJit(db, (trx) => mostCitedPapersQuery(universityId).execute(trx));
  return rows;
}

/** What a paper card shows: title, year, citations, journal (its name, else the printed publication name). */
export async function paperFacts(db: Db, paperIds: readonly number[]) {
  if (paperIds.length === 0) return [];
  const { rows } = await sql<{ paper_id: number; title: string; year: number | null; citation_count: number; journal: string }>`
    SELECT p.id AS paper_id, p.title, p.year, p.citation_count, coalesce(j.name, p.publication_name) AS journal
    FROM papers p LEFT JOIN journals j ON j.id = p.journal_id WHERE p.id = ANY(${[...new Set(paperIds)]}::int4[])`.execute(db);
  return rows;
}

/**
 * Department members who joined the university in `year` or later (their current stint there, by
 * work history, starts then): the headcount change of Department Facts.
 */
export function departmentJoinersQuery(universityId: number, year: number) {
  return sql<{ department_id: number; joined: number }>`
    SELECT ad.department_id, count(*)::int AS joined
    FROM author_departments ad
    JOIN authors a ON a.id = ad.author_id AND a.university_id = ${universityId} AND a.merged_into_id IS NULL
    WHERE EXISTS (
      SELECT 1 FROM work_history w WHERE w.author_id = a.id AND w.university_id = ${universityId} AND w.to_year IS NULL
    ) AND NOT EXISTS (
      -- at the university before the year: any entry there that started earlier
      SELECT 1 FROM work_history w WHERE w.author_id = a.id AND w.university_id = ${universityId} AND w.from_year < ${year}
    )
    GROUP BY ad.department_id`;
}

export async function departmentJoiners(db: Db, universityId: number, year: number) {
  const { rows } = await withoutJit(db, (trx) => departmentJoinersQuery(universityId, year).execute(trx));
  return new Map(rows.map((r) => [r.department_id, r.joined]));
}

/** How a group figure counts its papers: the counting mode (docs/metrics.md section 14) and the affiliation (section 15). */
export interface GroupCounting {
  counting: 'full' | 'fractional';
  affiliation: 'current' | 'at_publication';
  /** only the papers in these journals (Hire Impact's journal choice); absent or null: every journal */
  journalIds?: readonly number[] | null;
}

/**
 * Distinct papers of a university's faculty published in a year window, per department and for the
 * school, with the citations they received in the window. Full counting: a paper counts 1 for each
 * group it belongs to; fractional: (the group's members on it) / (its authors), citations alike
 * (section 14). Affiliation at publication: a member's authorship counts only when it carries the
 * school (or carries none: the member's current school, section 15).
 */
export function departmentWindowTotalsQuery(universityId: number, from: number, to: number, how: GroupCounting = { counting: 'full', affiliation: 'current' }) {
  const credit = how.counting === 'full' ? sql`1.0` : sql`least(g.members, f.authors)::float8 / f.authors`;
  return sql<{ department_id: number | null; papers: number; citations: number }>`
    WITH authored AS MATERIALIZED (
      SELECT DISTINCT s.paper_id, s.author_id FROM authorships s
      WHERE s.author_id = ANY(ARRAY(${scopeAuthors(universityId, null)}))
        ${how.affiliation === 'at_publication' ? sql`AND coalesce(s.university_id, ${universityId}) = ${universityId}` : sql``}
    ), facts AS MATERIALIZED (
      SELECT p.id AS paper_id, (p.year BETWEEN ${from} AND ${to}) AS published,
             coalesce((SELECT sum(c.count) FROM citations c WHERE c.paper_id = p.id AND c.count > 0 AND c.year BETWEEN ${from} AND ${to}), 0) AS received,
             greatest((SELECT count(*) FROM authorships x WHERE x.paper_id = p.id), 1) AS authors
      FROM papers p WHERE p.id = ANY(ARRAY(SELECT DISTINCT paper_id FROM authored))
        ${how.journalIds ? sql`AND p.journal_id = ANY(${[...how.journalIds]}::int4[])` : sql``}
    ), grouped AS (
      SELECT NULL::int AS department_id, au.paper_id, count(*) AS members FROM authored au GROUP BY au.paper_id
      UNION ALL
      SELECT ad.department_id, au.paper_id, count(DISTINCT au.author_id) FROM authored au JOIN author_departments ad ON ad.author_id = au.author_id
      GROUP BY ad.department_id, au.paper_id
    )
    SELECT g.department_id, coalesce(sum(${credit}) FILTER (WHERE f.published), 0)::float8 AS papers,
           coalesce(sum(f.received * ${credit}), 0)::float8 AS citations
    FROM grouped g JOIN facts f ON f.paper_id = g.paper_id
    GROUP BY g.department_id`;
}

/** A paper behind a group figure of Compare by Department, with the group's credit (`groupFigurePapersQuery`). */
export interface GroupFigurePaperRow {
  paper_id: number;
  title: string;
  journal: string | null;
  tier: 'A' | 'A-' | 'B' | null;
  year: number | null;
  authors: string;
  author_count: number;
  published: boolean;
  received: number;
  credit: number;
}

/**
 * The papers behind one group's figure of `departmentWindowTotalsQuery` (the school: departmentId null),
 * from the same definition: the group's members' distinct papers (at publication: the authorships
 * written at the school), each crediting the group 1 or (its members on it) / (its authors), kept by
 * the measure (papers: published in the years; citations: cited in them), newest first.
 */
export function groupFigurePapersQuery(universityId: number, departmentId: number | null, from: number, to: number, how: GroupCounting, measure: 'papers' | 'citations') {
  const credit = how.counting === 'full' ? sql`1.0` : sql`least(g.members, f.authors)::float8 / f.authors`;
  return sql<GroupFigurePaperRow>`
    WITH authored AS MATERIALIZED (
      SELECT DISTINCT s.paper_id, s.author_id FROM authorships s
      WHERE s.author_id = ANY(ARRAY(${scopeAuthors(universityId, null)}))
        ${how.affiliation === 'at_publication' ? sql`AND coalesce(s.university_id, ${universityId}) = ${universityId}` : sql``}
    ), grouped AS (
      SELECT au.paper_id, count(DISTINCT au.author_id) AS members FROM authored au
      ${departmentId === null ? sql`` : sql`JOIN author_departments ad ON ad.author_id = au.author_id AND ad.department_id = ${departmentId}`}
      GROUP BY au.paper_id
    ), facts AS MATERIALIZED (
      SELECT p.id AS paper_id, p.title, p.year, p.journal_id, coalesce(p.year BETWEEN ${from} AND ${to}, false) AS published,
             coalesce((SELECT sum(c.count) FROM citations c WHERE c.paper_id = p.id AND c.count > 0 AND c.year BETWEEN ${from} AND ${to}), 0)::float8 AS received,
             greatest((SELECT count(*) FROM authorships x WHERE x.paper_id = p.id), 1)::int AS authors
      FROM papers p WHERE p.id = ANY(ARRAY(SELECT paper_id FROM grouped))
        ${how.journalIds ? sql`AND p.journal_id = ANY(${[...how.journalIds]}::int4[])` : sql``}
    )
    SELECT f.paper_id, f.title, j.name AS journal, j.tier, f.year, f.authors AS author_count, f.published, f.received, (${credit})::float8 AS credit,
           coalesce((
             SELECT string_agg(coalesce(nullif(trim(concat_ws(' ', s.printed_first_name, nullif(s.printed_mid_name, ''), s.printed_last_name)), ''),
                                        trim(concat_ws(' ', a.first_name, a.last_name)), '?'), ', ' ORDER BY s.position)
             FROM authorships s LEFT JOIN authors a ON a.id = s.author_id WHERE s.paper_id = f.paper_id
           ), '') AS authors
    FROM grouped g JOIN facts f ON f.paper_id = g.paper_id LEFT JOIN journals j ON j.id = f.journal_id
    WHERE ${measure === 'papers' ? sql`f.published` : sql`f.received > 0`}
    ORDER BY f.year DESC NULLS LAST, f.title, f.paper_id`;
}

export async function groupFigurePapers(db: Db, universityId: number, departmentId: number | null, from: number, to: number, how: GroupCounting, measure: 'papers' | 'citations') {
  const { rows } = await withoutJit(db, (trx) => groupFigurePapersQuery(universityId, departmentId, from, to, how, measure).execute(trx));
  return rows;
}

export async function departmentWindowTotals(db: Db, universityId: number, from: number, to: number, how?: GroupCounting) {
  const { rows } = await withoutJit(db, (trx) => departmentWindowTotalsQuery(universityId, from, to, how).execute(trx));
  return rows;
}

// ---------------------------------------------------------------- gender, perceptual map (every school)

export function genderFacultyQuery(universityIds: number[], departmentIds: number[] | null) {
  return sql<{ university_id: number; marker: number | null; gender: 'm' | 'f' | 'o' | null }>`
    SELECT aa.university_id, aa.marker, aa.gender FROM analytics_author aa
    WHERE aa.university_id = ANY(${universityIds}::int4[])
      ${departmentIds === null ? sql`` : sql`AND aa.department_ids && ${departmentIds}::int4[]`}`;
}

export async function genderFaculty(db: Db, universityIds: number[], departmentIds: number[] | null) {
  const { rows } = await genderFacultyQuery(universityIds, departmentIds).execute(db);
  return rows;
}

/** Departments of the given universities whose names are among `names` (case-insensitive). */
export async function departmentsByName(db: Db, universityIds: number[], names: string[]) {
  if (universityIds.length === 0 || names.length === 0) return [];
  const { rows } = await sql<{ id: number; university_id: number; name: string }>`
    SELECT id, university_id, name FROM departments
    WHERE university_id = ANY(${universityIds}::int4[]) AND lower(name) = ANY(${names.map((n) => n.toLowerCase())}::text[])`.execute(db);
  return rows;
}

export interface MapAuthorRow {
  author_id: number;
  university_id: number;
  rank_code: number;
  career_start_year: number | null;
  total_papers: number;
  total_citations: number;
  h_index: number;
  papers_per_year: number;
  citations_per_year: number;
  citations_per_paper: number;
  percent_solo: number;
  papers_a: number;
  papers_a_minus: number;
}

export function authorsOfRanksQuery(rankCodes: number[]) {
  return sql<MapAuthorRow>`
    SELECT author_id, university_id, rank_code, career_start_year, total_papers, total_citations, h_index, papers_per_year, citations_per_year,
           citations_per_paper, percent_solo, papers_a, papers_a_minus
    FROM analytics_author WHERE university_id IS NOT NULL AND rank_code = ANY(${rankCodes}::int2[])`;
}

export async function authorsOfRanks(db: Db, rankCodes: number[]): Promise<MapAuthorRow[]> {
  const { rows } = await authorsOfRanksQuery(rankCodes).execute(db);
  return rows;
}

export async function allUniversities(db: Db) {
  return db.selectFrom('universities').select(['id', 'name', 'abbreviation', 'status']).execute();
}

// ---------------------------------------------------------------- tenure readiness

export interface TenureFigureRow {
  author_id: number;
  university_id: number | null;
  department_id: number | null;
  rank_code: number | null;
  start_year: number | null;
  a_papers: number;
  a_minus_papers: number;
  b_papers: number;
  h_index: number;
  solo_papers: number;
  total_papers: number;
  total_citations: number;
  papers: number;
  citations: number;
  department_ids: number[];
  first_name: string;
  last_name: string;
  profile_picture: string;
  unusual_work_hist: boolean;
  univ_name: string | null;
  dept_name: string | null;
}

/** Tenure rows (one window and grade) of the faculty of a rank at the given universities, optionally of the given departments. */
export interface TenureRowsQuery { universityIds: number[]; rankCode: number; years: number; grade: 'all' | 'top'; departmentIds: number[] | null }

export function tenureRowsQuery(q: TenureRowsQuery) {
  return sql<TenureFigureRow>`
    SELECT t.author_id, t.university_id, t.department_id, t.rank_code, t.start_year, t.a_papers, t.a_minus_papers, t.b_papers,
           t.h_index, t.solo_papers, t.total_papers, t.total_citations, t.papers, t.citations, aa.department_ids,
           a.first_name, a.last_name, a.profile_picture, a.unusual_work_hist, u.name AS univ_name, d.name AS dept_name
    FROM analytics_tenure t
    JOIN analytics_author aa ON aa.author_id = t.author_id
    JOIN authors a ON a.id = t.author_id
    LEFT JOIN universities u ON u.id = t.university_id
    LEFT JOIN departments d ON d.id = t.department_id
    WHERE t.university_id = ANY(${q.universityIds}::int4[]) AND t.window_years = ${q.years} AND t.grade = ${q.grade}
      AND t.rank_code = ${q.rankCode}
      ${q.departmentIds === null ? sql`` : sql`AND aa.department_ids && ${q.departmentIds}::int4[]`}
    ORDER BY lower(a.last_name), lower(a.first_name), t.author_id`;
}

export async function tenureRows(db: Db, q: TenureRowsQuery): Promise<TenureFigureRow[]> {
  const { rows } = await tenureRowsQuery(q).execute(db);
  return rows;
}

// ---------------------------------------------------------------- per-author figures in named journals (source tables)

/**
 * Papers and citations (all-time, full counting) of authors in the named journals. With
 * `authorIds` only those authors; otherwise every author who published in them.
 */
export function journalFiguresQuery(journalIds: number[], authorIds: number[] | null) {
  return sql<{ author_id: number; papers: number; citations: number }>`
    WITH ap AS (
      SELECT DISTINCT s.author_id, p.id, p.citation_count
      FROM papers p JOIN authorships s ON s.paper_id = p.id
      WHERE p.journal_id = ANY(${journalIds}::int4[]) AND s.author_id IS NOT NULL
        ${authorIds === null ? sql`` : sql`AND s.author_id = ANY(${authorIds}::int4[])`}
    )
    SELECT author_id, count(*)::int AS papers, coalesce(sum(greatest(citation_count, 0)), 0)::int AS citations
    FROM ap GROUP BY author_id`;
}

export async function journalFigures(db: Db, journalIds: number[], authorIds: number[] | null) {
  const { rows } = await withoutJit(db, (trx) => journalFiguresQuery(journalIds, authorIds).execute(trx));
  return new Map(rows.map((r) => [r.author_id, r]));
}

/** A university's distinct papers in the named journals and their citations. */
export function universityJournalTotalsQuery(universityId: number, journalIds: number[]) {
  return sql<{ papers: number; citations: number }>`
    WITH sp AS (
      SELECT DISTINCT p.id, p.citation_count FROM papers p
      JOIN authorships s ON s.paper_id = p.id
      JOIN authors a ON a.id = s.author_id AND a.university_id = ${universityId} AND a.merged_into_id IS NULL
      WHERE p.journal_id = ANY(${journalIds}::int4[])
    )
    SELECT count(*)::int AS papers, coalesce(sum(greatest(citation_count, 0)), 0)::int AS citations FROM sp`;
}

export async function universityJournalTotals(db: Db, universityId: number, journalIds: number[]) {
  const { rows } = await withoutJit(db, (trx) => universityJournalTotalsQuery(universityId, journalIds).execute(trx));
  return rows[0] ?? { papers: 0, citations: 0 };
}

export async function missingJournals(db: Db, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql<{ id: number }>`
    SELECT wanted.id FROM unnest(${ids}::int4[]) AS wanted(id)
    WHERE NOT EXISTS (SELECT 1 FROM journals j WHERE j.id = wanted.id) ORDER BY wanted.id`.execute(db);
  return rows.map((r) => r.id);
}

/** Members (analytics_author) of every university, for averages per faculty and rankings: id, name, university and departments. */
export function allFacultyMembershipQuery() {
  return sql<{
    author_id: number; first_name: string; last_name: string; university_id: number; department_ids: number[]; total_papers: number; total_citations: number;
  }>`
    SELECT aa.author_id, a.first_name, a.last_name, aa.university_id, aa.department_ids, aa.total_papers, aa.total_citations
    FROM analytics_author aa JOIN authors a ON a.id = aa.author_id WHERE aa.university_id IS NOT NULL`;
}

export async function allFacultyMembership(db: Db) {
  const { rows } = await allFacultyMembershipQuery().execute(db);
  return rows;
}

export async function allDepartments(db: Db) {
  return db.selectFrom('departments').select(['id', 'name', 'university_id']).execute();
}

/**
 * The departments whose name, in lower case (JavaScript's toLowerCase), is `name`'s: those whose
 * lower-case name in SQL is, and every name outside printable ASCII (where the two lower cases may
 * differ), compared here.
 */
export async function departmentsNamed(db: Db, name: string) {
  const { rows } = await sql<{ id: number; name: string; university_id: number }>`
    SELECT id, name, university_id FROM departments WHERE lower(name) = lower(${name}) OR name !~ '^[ -~]*$'`.execute(db);
  return rows.filter((d) => d.name.toLowerCase() === name.toLowerCase());
}

// ---------------------------------------------------------------- windows from the cumulative per-year rows

export interface TierValues {
  papers_a: number;
  papers_a_minus: number;
  papers_b: number;
  papers_unranked: number;
  citations_a: number;
  citations_a_minus: number;
  citations_b: number;
  citations_unranked: number;
}
const TIER_COLUMNS = ['papers_a', 'papers_a_minus', 'papers_b', 'papers_unranked', 'citations_a', 'citations_a_minus', 'citations_b', 'citations_unranked'] as const;

/**
 * The cumulative per-year rows of the given authors at the given years (one row per author and
 * year that exists; a missing row means nothing up to that year). Fractional counting reads the
 * fractional columns under the same names.
 */
export function cumulativeAtQuery(authorIds: number[], years: number[], counting: 'full' | 'fractional' = 'full') {
  const columns = counting === 'full' ? TIER_COLUMNS.join(', ') : TIER_COLUMNS.map((c) => `frac_${c} AS ${c}`).join(', ');
  return sql<TierValues & { author_id: number; year: number }>`
    SELECT author_id, year, ${sql.raw(columns)}
    FROM analytics_author_year
    WHERE author_id = ANY(${authorIds}::int4[]) AND year = ANY(${[...new Set(years)]}::int2[])`;
}

export async function cumulativeAt(
  db: Db, authorIds: number[], years: number[], counting: 'full' | 'fractional' = 'full',
): Promise<Map<number, Map<number, TierValues>>> {
  const result = new Map<number, Map<number, TierValues>>();
  if (authorIds.length === 0 || years.length === 0) return result;
  const { rows } = await cumulativeAtQuery(authorIds, years, counting).execute(db);
  for (const row of rows) {
    let byYear = result.get(row.author_id);
    if (!byYear) result.set(row.author_id, (byYear = new Map()));
    byYear.set(row.year, row);
  }
  return result;
}

/** Every cumulative per-year row of one author, oldest first (fractional counting: the fractional columns under the same names). */
export function authorYearsQuery(authorId: number, counting: 'full' | 'fractional' = 'full') {
  const columns = counting === 'full' ? TIER_COLUMNS.join(', ') : TIER_COLUMNS.map((c) => `frac_${c} AS ${c}`).join(', ');
  return sql<TierValues & { year: number }>`
    SELECT year, ${sql.raw(columns)} FROM analytics_author_year WHERE author_id = ${authorId} ORDER BY year`;
}

export async function authorYears(db: Db, authorId: number, counting: 'full' | 'fractional' = 'full') {
  const { rows } = await authorYearsQuery(authorId, counting).execute(db);
  return rows;
}

/**
 * Per author, papers published in [from, to] in the named journals and the citations those papers
 * received in [from, to]; fractional counting weighs each paper (and its citations) 1 / its authors
 * (docs/metrics.md section 14: every authorship, linked to a profile or not).
 */
export function journalWindowFiguresQuery(journalIds: number[], from: number, to: number, counting: 'full' | 'fractional' = 'full') {
  if (counting === 'full') {
    return sql<{ author_id: number; papers: number; citations: number }>`
    WITH jp AS (
      SELECT p.id, p.year FROM papers p WHERE p.journal_id = ANY(${journalIds}::int4[])
    ), ap AS (
      SELECT DISTINCT s.author_id, jp.id, jp.year FROM jp JOIN authorships s ON s.paper_id = jp.id WHERE s.author_id IS NOT NULL
    ), jc AS (
      SELECT c.paper_id, sum(c.count)::int AS received FROM citations c
      WHERE c.paper_id IN (SELECT id FROM jp) AND c.year BETWEEN ${from} AND ${to} GROUP BY c.paper_id
    )
    SELECT ap.author_id, (count(*) FILTER (WHERE ap.year BETWEEN ${from} AND ${to}))::int AS papers,
           coalesce(sum(jc.received), 0)::int AS citations
    FROM ap LEFT JOIN jc ON jc.paper_id = ap.id GROUP BY ap.author_id`;
  }
  return sql<{ author_id: number; papers: number; citations: number }>`
    WITH jp AS (
      SELECT p.id, p.year, 1.0 / greatest((SELECT count(*) FROM authorships x WHERE x.paper_id = p.id), 1) AS credit
      FROM papers p WHERE p.journal_id = ANY(${journalIds}::int4[])
    ), ap AS (
      SELECT DISTINCT s.author_id, jp.id, jp.year, jp.credit FROM jp JOIN authorships s ON s.paper_id = jp.id WHERE s.author_id IS NOT NULL
    ), jc AS (
      SELECT c.paper_id, sum(c.count)::int AS received FROM citations c
      WHERE c.paper_id IN (SELECT id FROM jp) AND c.year BETWEEN ${from} AND ${to} GROUP BY c.paper_id
    )
    SELECT ap.author_id, coalesce(sum(ap.credit) FILTER (WHERE ap.year BETWEEN ${from} AND ${to}), 0)::float8 AS papers,
           coalesce(sum(jc.received * ap.credit), 0)::float8 AS citations
    FROM ap LEFT JOIN jc ON jc.paper_id = ap.id GROUP BY ap.author_id`;
}

export async function journalWindowFigures(db: Db, journalIds: number[], from: number, to: number, counting: 'full' | 'fractional' = 'full') {
  const { rows } = await withoutJit(db, (trx) => journalWindowFiguresQuery(journalIds, from, to, counting).execute(trx));
  return rows;
}

// ---------------------------------------------------------------- Faculty Progress, ranked in SQL

/** What `facultyProgress` is asked: the window, the journals, the lists and who "you" are. */
export interface FacultyProgressQuery {
  /** the window's cumulative rows: papers published and citations received in (before, end] */
  before: number;
  end: number;
  /** 'All': every paper (the cumulative rows of the faculty); otherwise only the papers in these journals */
  journals: 'All' | number[];
  universityId: number;
  departmentId: number;
  /** the departments of the same name at every school (the "other schools" list keeps those elsewhere) */
  sameNameDepartmentIds: number[];
  rankBy: 'papers' | 'citations';
  /** fractional: the fractional cumulative columns (docs/metrics.md section 14); absent: full */
  counting?: 'full' | 'fractional';
  /** rows shown per list (null: all) */
  limit: number | null;
  /** you: in every list; a non-member is added with this university and no department */
  you: { authorId: number; universityId: number } | null;
}

export interface FacultyProgressRow {
  list: 'school' | 'other' | 'you';
  author_id: number; first_name: string; last_name: string; university_id: number; papers: number; citations: number;
  /** the row's place in its list (1 first); for 'you', 0 */
  position: number;
}

export interface FacultyProgressCounts {
  school: number; other: number; university: number; all: number;
  /** the members of each list ordered before you (null without you) */
  school_before: number | null; other_before: number | null; university_before: number | null; all_before: number | null;
}

/**
 * Faculty Progress (docs/dashboards-api.md): every faculty member's papers and citations in the
 * window, the lists' sizes, the members ordered before you in each, and the first `limit` rows of
 * the school's department and of the same-name departments elsewhere, in one statement. The order:
 * the measure ranked by, the other measure, last name, first name (lower case, ICU collation: the
 * order of `localeCompare`), id. Only you and the rows shown are joined to `authors`.
 */
export function facultyProgressQuery(q: FacultyProgressQuery) {
  const prefix = q.counting === 'fractional' ? 'frac_' : '';
  const sum = (alias: string, measure: 'papers' | 'citations') =>
    sql.raw(['a', 'a_minus', 'b', 'unranked'].map((t) => `coalesce(${alias}.${prefix}${measure}_${t}, 0)`).join(' + '));
  const youId = q.you?.authorId ?? null;
  const all = q.journals === 'All';
  // the named journals' figures of every author who published there (empty when the window is)
  const journalFigures = q.journals !== 'All' && q.before < q.end ? journalWindowFiguresQuery(q.journals, q.before + 1, q.end, q.counting)
    : sql`SELECT NULL::int AS author_id, 0 AS papers, 0 AS citations WHERE false`;
  // every faculty member's figures in the window: two cumulative rows, or the named journals' figures
  // fractional figures are ranked as shown, rounded to 2 decimals (half away from zero, as roundTo)
  const shown = (value: RawBuilder<unknown>) => (q.counting === 'fractional' ? sql`round((${value})::numeric, 2)::float8` : value);
  const papers = shown(all ? sql`(${sum('hi', 'papers')}) - (${sum('lo', 'papers')})` : sql`coalesce(f.papers, 0)`);
  const citations = shown(all ? sql`(${sum('hi', 'citations')}) - (${sum('lo', 'citations')})` : sql`coalesce(f.citations, 0)`);
  const [v, o] = q.rankBy === 'papers' ? ['papers', 'citations'] : ['citations', 'papers'];
  const order = sql.raw(`p.${v} DESC, p.${o} DESC, lower(a.last_name) COLLATE "und-x-icu", lower(a.first_name) COLLATE "und-x-icu", p.author_id`);
  const limit = q.limit === null ? sql`ALL` : sql`${q.limit}`;
  // ordered before you: a greater measure, or equal measures (the ties, joined to their names) and a name (then id) before yours
  const greater = sql.raw(`(p.${v} > me.${v} OR (p.${v} = me.${v} AND p.${o} > me.${o}))`);
  const icu = (column: string) => sql.raw(`lower(${column}) COLLATE "und-x-icu"`);
  const top = (flag: 'in_school' | 'in_other', list: string) => sql`
    SELECT ${list}::text AS list, p.author_id, a.first_name, a.last_name, p.university_id, p.papers, p.citations,
           row_number() OVER (ORDER BY ${order})::int AS position, NULL::json AS counts
    FROM (SELECT p.* FROM pop p WHERE p.${sql.raw(flag)} ORDER BY p.${sql.raw(v)} DESC, p.${sql.raw(o)} DESC
          ${q.limit === null ? sql`` : sql`FETCH FIRST (${q.limit}::int) ROWS WITH TIES`}) p
    JOIN authors a ON a.id = p.author_id ORDER BY ${order} LIMIT ${limit}`;
  return sql<FacultyProgressRow & { counts: FacultyProgressCounts | null }>`
    WITH fig AS MATERIALIZED (${journalFigures}),
    elsewhere AS MATERIALIZED (
      SELECT DISTINCT x.author_id FROM analytics_author x CROSS JOIN LATERAL unnest(x.department_ids) d(id)
      JOIN unnest(${q.sameNameDepartmentIds}::int4[]) s(id) ON s.id = d.id
      WHERE x.university_id IS NOT NULL AND x.university_id <> ${q.universityId}
    ),
    pop AS MATERIALIZED (
      SELECT aa.author_id, aa.university_id, ${papers} AS papers, ${citations} AS citations,
             (aa.university_id = ${q.universityId} AND ${q.departmentId}::int4 = ANY(aa.department_ids)) OR aa.author_id = ${youId}::int4 IS TRUE AS in_school,
             e.author_id IS NOT NULL OR aa.author_id = ${youId}::int4 IS TRUE AS in_other,
             aa.university_id = ${q.universityId} OR aa.author_id = ${youId}::int4 IS TRUE AS in_university
      FROM analytics_author aa
      ${all ? sql`LEFT JOIN analytics_author_year hi ON hi.author_id = aa.author_id AND hi.year = ${q.end}
      LEFT JOIN analytics_author_year lo ON lo.author_id = aa.author_id AND lo.year = ${q.before}` : sql`LEFT JOIN fig f ON f.author_id = aa.author_id`}
      LEFT JOIN elsewhere e ON e.author_id = aa.author_id
      WHERE aa.university_id IS NOT NULL
      UNION ALL
      SELECT y.id, y.university_id, ${shown(sql`coalesce(f.papers, 0)`)}, ${shown(sql`coalesce(f.citations, 0)`)}, true, true, true
      FROM (VALUES (${youId}::int4, ${q.you?.universityId ?? 0}::int4)) y(id, university_id) LEFT JOIN fig f ON f.author_id = y.id
      WHERE y.id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM analytics_author aa WHERE aa.author_id = y.id AND aa.university_id IS NOT NULL)
    ),
    me AS MATERIALIZED (
      SELECT p.*, ${icu('a.last_name')} AS l, ${icu('a.first_name')} AS f
      FROM pop p JOIN authors a ON a.id = p.author_id WHERE p.author_id = ${youId}::int4
    ),
    ties AS MATERIALIZED (
      SELECT p.* FROM pop p JOIN authors a ON a.id = p.author_id, me
      WHERE p.papers = (SELECT papers FROM me) AND p.citations = (SELECT citations FROM me) AND p.author_id <> me.author_id
        AND (${icu('a.last_name')}, ${icu('a.first_name')}, a.id) < (me.l, me.f, me.author_id)
    ),
    tie_counts AS (
      SELECT count(*) FILTER (WHERE in_school)::int AS school, count(*) FILTER (WHERE in_other)::int AS other,
             count(*) FILTER (WHERE in_university)::int AS university, count(*)::int AS "all"
      FROM ties
    ),
    counts AS (
      SELECT count(*) FILTER (WHERE p.in_school)::int AS school, count(*) FILTER (WHERE p.in_other)::int AS other,
             count(*) FILTER (WHERE p.in_university)::int AS university, count(*)::int AS "all",
             count(*) FILTER (WHERE p.in_school AND ${greater})::int + (SELECT school FROM tie_counts) AS school_before,
             count(*) FILTER (WHERE p.in_other AND ${greater})::int + (SELECT other FROM tie_counts) AS other_before,
             count(*) FILTER (WHERE p.in_university AND ${greater})::int + (SELECT university FROM tie_counts) AS university_before,
             count(*) FILTER (WHERE ${greater})::int + (SELECT "all" FROM tie_counts) AS all_before
      FROM pop p LEFT JOIN me ON true
    )
    ${progressAnswer(top('in_school', 'school'), top('in_other', 'other'))}`;
}

/** The end of both Faculty Progress statements: the two lists' rows, you (from `me`) and the counts (from `counts`). */
function progressAnswer(school: RawBuilder<unknown>, other: RawBuilder<unknown>) {
  return sql`
    (${school})
    UNION ALL
    (${other})
    UNION ALL
    (SELECT 'you'::text, me.author_id, a.first_name, a.last_name, me.university_id, me.papers, me.citations, 0, NULL::json
     FROM me JOIN authors a ON a.id = me.author_id)
    UNION ALL
    SELECT 'counts'::text, 0, '', '', 0, 0, 0, 0, row_to_json(c) FROM counts c`;
}

/**
 * Faculty Progress from the precomputed ranks (analytics_progress*, written by the analytics worker
 * for the windows the screen opens on, docs/analytics-engine.md): the same rows and counts as
 * `facultyProgressQuery`, read by index. Each member's place over every school in the order ranked
 * by is stored (`position_*`), so a list's order, its first rows and the members before you follow
 * from the places of its members. Answers nothing (no 'counts' row) unless the ranks belong to the
 * analytics tables' current version, the window and counting are kept, the journals are 'All' and
 * you, when asked, are a ranked faculty member: the caller then runs `facultyProgressQuery`.
 */
export function facultyProgressRankedQuery(q: FacultyProgressQuery) {
  const position = sql.raw(q.rankBy === 'papers' ? 'position_papers' : 'position_citations');
  const counting = q.counting ?? 'full';
  const youId = q.you?.authorId ?? null;
  const key = (alias: string) => sql`${sql.raw(alias)}.before_year = ${q.before} AND ${sql.raw(alias)}.end_year = ${q.end} AND ${sql.raw(alias)}.counting = ${counting}`;
  const limit = q.limit === null ? sql`ALL` : sql`${q.limit}`;
  const sameName = [...new Set(q.sameNameDepartmentIds)].sort((x, y) => x - y);
  const top = (list: 'school' | 'other', from: string) => sql`
    SELECT ${list}::text AS list, p.author_id, a.first_name, a.last_name, p.university_id, p.papers, p.citations,
           row_number() OVER (ORDER BY m.pos)::int AS position, NULL::json AS counts
    FROM (SELECT m.* FROM ${sql.raw(from)} m ORDER BY m.pos LIMIT ${limit}) m
    JOIN analytics_progress p ON ${key('p')} AND p.author_id = m.author_id
    JOIN authors a ON a.id = m.author_id ORDER BY m.pos`;
  // without you, nothing is before you (0, as the on-demand statement counts)
  const before = (list: string) => sql.raw(`(SELECT count(*) FROM ${list} x, me WHERE x.pos < me.pos)::int`);
  // the same-name departments elsewhere: their group's rows, by index in the order ranked by
  const elsewhere = (alias: string) => sql`${key(alias)} AND ${sql.raw(alias)}.name_key = (SELECT name_key FROM ready) AND ${sql.raw(alias)}.university_id <> ${q.universityId}`;
  return sql<FacultyProgressRow & { counts: FacultyProgressCounts | null }>`
    WITH ready AS MATERIALIZED (
      SELECT w.members, n.name_key FROM analytics_state s
      JOIN analytics_progress_state r ON r.version = s.version AND r.current_year = s.current_year
      JOIN analytics_progress_window w ON ${key('w')}
      JOIN analytics_progress_name n ON n.department_id = ${q.departmentId} AND n.department_ids = ${sameName}::int4[]
      WHERE s.id = 1 AND ${q.journals === 'All'}
        AND (${youId}::int4 IS NULL OR EXISTS (SELECT 1 FROM analytics_progress y WHERE ${key('y')} AND y.author_id = ${youId}::int4))
    ),
    me AS MATERIALIZED (
      SELECT p.author_id, p.university_id, p.papers, p.citations, p.${position} AS pos FROM analytics_progress p, ready
      WHERE ${key('p')} AND p.author_id = ${youId}::int4
    ),
    school AS MATERIALIZED (
      SELECT d.author_id, d.${position} AS pos FROM analytics_progress_department d, ready
      WHERE ${key('d')} AND d.department_id = ${q.departmentId} AND d.university_id = ${q.universityId}
      UNION SELECT author_id, pos FROM me
    ),
    other_top AS MATERIALIZED (
      (SELECT g.author_id, g.${position} AS pos FROM analytics_progress_group g WHERE ${elsewhere('g')} ORDER BY g.${position} LIMIT ${limit})
      UNION SELECT author_id, pos FROM me
    ),
    university AS MATERIALIZED (
      SELECT p.author_id, p.${position} AS pos FROM analytics_progress p, ready WHERE ${key('p')} AND p.university_id = ${q.universityId}
      UNION SELECT author_id, pos FROM me
    ),
    counts AS (
      SELECT (SELECT count(*) FROM school)::int AS school,
             (SELECT coalesce(sum(z.members), 0) FROM analytics_progress_group_size z WHERE z.name_key = ready.name_key AND z.university_id <> ${q.universityId})::int
               - (SELECT count(*) FROM analytics_progress_group g, me WHERE ${elsewhere('g')} AND g.${position} = me.pos)::int
               + (SELECT count(*) FROM me)::int AS other,
             (SELECT count(*) FROM university)::int AS university, ready.members AS "all",
             ${before('school')} AS school_before,
             (SELECT count(*) FROM analytics_progress_group g, me WHERE ${elsewhere('g')} AND g.${position} < me.pos)::int AS other_before,
             ${before('university')} AS university_before, coalesce((SELECT me.pos - 1 FROM me), 0) AS all_before
      FROM ready
    )
    ${progressAnswer(top('school', 'school'), top('other', 'other_top'))}`;
}

export async function facultyProgress(db: Db, q: FacultyProgressQuery) {
  const split = (rows: (FacultyProgressRow & { counts: FacultyProgressCounts | null })[]) => {
    const counts = rows.find((r) => (r.list as string) === 'counts')?.counts;
    return counts ? { rows: rows.filter((r) => (r.list as string) !== 'counts') as FacultyProgressRow[], counts } : null;
  };
  // the precomputed ranks when they answer (the usual windows, every journal); otherwise every member's window
  const ranked = q.journals === 'All' ? split((await facultyProgressRankedQuery(q).execute(db)).rows) : null;
  if (ranked) return ranked;
  const { rows } = await withoutJit(db, (trx) => facultyProgressQuery(q).execute(trx));
  return split(rows)!;
}

/** One author's window in `tierWindows`: papers published in [from, to], citations received in [from, to]. */
export interface TierWindowEntry {
  authorId: number;
  from: number;
  to: number;
  /** affiliation at publication: only the papers whose authorship carries this university (docs/metrics.md section 15); null: every paper */
  creditUniversityId: number | null;
}

export interface TierWindowsQuery {
  entries: TierWindowEntry[];
  /** null: the global tiers; otherwise this department's lists over them, journal by journal */
  departmentId: number | null;
  counting: 'full' | 'fractional';
  /** only the papers in these journals (Hire Impact's journal choice); absent or null: every journal */
  journalIds?: readonly number[] | null;
}

/** What `paperFacts` is asked: whose papers, graded by which lists, over which window, counted how. */
export interface PaperFactsQuery {
  authorIds: number[];
  /** null: the global tiers; a department: its lists over the global tiers (docs/metrics.md section 10) */
  departmentId: number | null;
  /** papers published and citations received in [from, to]; null: all time (every paper, every citation) */
  window: { from: number; to: number } | null;
  counting: 'full' | 'fractional';
  /** the year the figures are computed for: the 5- and 10-year windows ending then are stored per paper */
  currentYear: number;
  /** only the papers in these journals (Hire Impact's journal choice); absent or null: every journal */
  journalIds?: readonly number[] | null;
  /** only the papers written at this university (affiliation at publication, `writtenAt`); absent or null: every paper */
  creditUniversityId?: number | null;
}

/**
 * Affiliation at publication (docs/metrics.md section 15): the author × paper row `ap` was written at
 * the university `universityId` (the authorship's university, the author's current one when none is
 * recorded). The one definition `tierWindowsQuery` and `paperFactsQuery` share.
 */
function writtenAt(universityId: RawBuilder<unknown> | number) {
  return sql`EXISTS (
      SELECT 1 FROM authorships s JOIN authors a ON a.id = s.author_id
      WHERE s.author_id = ap.author_id AND s.paper_id = ap.paper_id AND coalesce(s.university_id, a.university_id) = ${universityId}
    )`;
}

/** One author's paper as the tier figures count it. */
export interface PaperFactRow {
  author_id: number;
  paper_id: number;
  year: number | null;
  journal_id: number | null;
  author_count: number;
  /** the tier in force: the department's list's grade of the journal, else its global tier; null unranked */
  tier: 'A' | 'A-' | 'B' | null;
  /** true when the department's lists graded the journal (the tier's source), false for the global tiers */
  department_graded: boolean;
  /** the paper's counting weight: 1 (full) or 1 / number of authors (fractional, docs/metrics.md section 14) */
  credit: number;
  /** published in the window (always true for all time) */
  in_window: boolean;
  /** citations the paper received in the window (all time: its citation count) */
  received: number;
}

/**
 * The one definition of the papers behind a tier figure (docs/metrics.md section 10 and section 29,
 * "The papers behind a figure"): one row per author and paper of the precomputed author × paper
 * rows, with the tier in force, the counting weight, whether it was published in the window and the
 * citations it received in the window. A figure is a sum over these rows: papers = Σ credit of the
 * rows published in the window in the grade's tiers; citations = Σ received × credit of the rows in
 * the grade's tiers, as `tierWindowsQuery` sums them (held equal by figurePapers.test.ts); the drill-down lists them.
 */
export function paperFactsQuery(q: PaperFactsQuery) {
  const w = q.window;
  const stored = w && w.to === q.currentYear ? ({ [q.currentYear - 4]: 'citations_5y', [q.currentYear - 9]: 'citations_10y' } as Record<number, string>)[w.from] : undefined;
  const credit = q.counting === 'full' ? sql`1.0` : sql`1.0 / greatest(ap.author_count, 1)`;
  const received = w === null
    ? sql`ap.citations`
    : stored
      ? sql.ref(`ap.${stored}`)
      : sql`coalesce((SELECT sum(greatest(c.count, 0)) FROM citations c WHERE c.paper_id = ap.paper_id AND c.year BETWEEN ${w.from} AND ${w.to}), 0)`;
  const inWindow = w === null ? sql`true` : sql`coalesce(ap.year BETWEEN ${w.from} AND ${w.to}, false)`;
  // the global tier as the last computation saw it (0 A, 1 A-, 2 B, 3 unranked), as in the cumulative rows
  const globalTier = sql`CASE ap.tier WHEN 0 THEN 'A' WHEN 1 THEN 'A-' WHEN 2 THEN 'B' END`;
  const lists = q.departmentId === null
    ? sql``
    : sql`LEFT JOIN department_journals dj ON dj.department_id = ${q.departmentId} AND dj.journal_id = ap.journal_id`;
  const tier = q.departmentId === null ? globalTier : sql`coalesce(dj.tier, ${globalTier})`;
  const graded = q.departmentId === null ? sql`false` : sql`(dj.tier IS NOT NULL)`;
  return sql<PaperFactRow>`
    SELECT ap.author_id, ap.paper_id, ap.year, ap.journal_id, ap.author_count, ${tier} AS tier, ${graded} AS department_graded,
           (${credit})::float8 AS credit, ${inWindow} AS in_window, (${received})::float8 AS received
    FROM analytics_author_paper ap
    ${lists}
    WHERE ap.author_id = ANY(${q.authorIds}::int4[])${q.creditUniversityId != null ? sql` AND ${writtenAt(q.creditUniversityId)}` : sql``}${
      q.journalIds ? sql` AND ap.journal_id = ANY(${[...q.journalIds]}::int4[])` : sql``}`;
}

/**
 * Per entry (its index, `k`) and tier, the papers published and the citations received in the
 * entry's window, from the precomputed author × paper rows: graded by the global tiers or by one
 * department's lists over them (docs/metrics.md section 10), each paper weighted 1 or 1 / its
 * authors (section 14) and, with a credit university, only the papers the author wrote there
 * (section 15: the authorship's university, the author's current one when none is recorded).
 */
export function tierWindowsQuery(q: TierWindowsQuery) {
  const credit = q.counting === 'full' ? sql`1.0` : sql`1.0 / greatest(ap.author_count, 1)`;
  // the global tier as the last computation saw it (0 A, 1 A-, 2 B, 3 unranked), as in the cumulative rows
  const global = sql`CASE ap.tier WHEN 0 THEN 'A' WHEN 1 THEN 'A-' WHEN 2 THEN 'B' END`;
  const tier = q.departmentId === null ? global : sql`coalesce(dj.tier, ${global})`;
  const e = q.entries;
  return sql<{ k: number; tier: 'A' | 'A-' | 'B' | null; papers: number; citations: number }>`
    WITH w AS (
      SELECT * FROM unnest(${e.map((_, i) => i)}::int4[], ${e.map((x) => x.authorId)}::int4[], ${e.map((x) => x.from)}::int4[],
                           ${e.map((x) => x.to)}::int4[], ${e.map((x) => x.creditUniversityId)}::int4[]) AS w(k, author_id, from_year, to_year, university_id)
    )
    SELECT w.k, ${tier} AS tier,
           sum(CASE WHEN ap.year BETWEEN w.from_year AND w.to_year THEN ${credit} ELSE 0 END)::float8 AS papers,
           sum(coalesce((SELECT sum(c.count) FROM citations c
                         WHERE c.paper_id = ap.paper_id AND c.count > 0 AND c.year BETWEEN w.from_year AND w.to_year), 0) * ${credit})::float8 AS citations
    FROM w
    JOIN analytics_author_paper ap ON ap.author_id = w.author_id
    ${q.departmentId === null ? sql`` : sql`LEFT JOIN department_journals dj ON dj.department_id = ${q.departmentId} AND dj.journal_id = ap.journal_id`}
    WHERE (w.university_id IS NULL OR ${writtenAt(sql`w.university_id`)})${q.journalIds ? sql` AND ap.journal_id = ANY(${[...q.journalIds]}::int4[])` : sql``}
    GROUP BY 1, 2`;
}

export async function tierWindows(db: Db, q: TierWindowsQuery) {
  if (q.entries.length === 0) return [];
  const { rows } = await withoutJit(db, (trx) => tierWindowsQuery(q).execute(trx));
  return rows;
}

/** A paper behind a figure: its facts (`paperFactsQuery`) with the title, the journal and the authors as printed. */
export interface FigurePaperRow extends PaperFactRow {
  title: string;
  journal: string | null;
  /** the authors in byline order, as printed on the paper */
  authors: string;
}

/**
 * The papers of one author behind a figure: `paperFactsQuery`'s rows kept by the figure's measure
 * (papers: published in the window; citations: received some in the window) and tiers (null stands
 * for unranked), newest first, with what a reader needs to recognise each paper.
 */
export function figurePapersQuery(q: PaperFactsQuery, keep: { measure: 'papers' | 'citations'; tiers: readonly ('A' | 'A-' | 'B' | null)[] }) {
  const named = keep.tiers.filter((t): t is 'A' | 'A-' | 'B' => t !== null);
  const unranked = keep.tiers.includes(null);
  const inTiers = sql`(f.tier = ANY(${named}::text[])${unranked ? sql` OR f.tier IS NULL` : sql``})`;
  const counted = keep.measure === 'papers' ? sql`f.in_window` : sql`f.received > 0`;
  return sql<FigurePaperRow>`
    SELECT f.*, p.title, j.name AS journal,
           coalesce((
             SELECT string_agg(coalesce(nullif(trim(concat_ws(' ', s.printed_first_name, nullif(s.printed_mid_name, ''), s.printed_last_name)), ''),
                                        trim(concat_ws(' ', a.first_name, a.last_name)), '?'), ', ' ORDER BY s.position)
             FROM authorships s LEFT JOIN authors a ON a.id = s.author_id WHERE s.paper_id = f.paper_id
           ), '') AS authors
    FROM (${paperFactsQuery(q)}) f
    JOIN papers p ON p.id = f.paper_id
    LEFT JOIN journals j ON j.id = f.journal_id
    WHERE ${inTiers} AND ${counted}
    ORDER BY f.year DESC NULLS LAST, p.title, f.paper_id`;
}

export async function figurePapers(db: Db, q: PaperFactsQuery, keep: { measure: 'papers' | 'citations'; tiers: readonly ('A' | 'A-' | 'B' | null)[] }) {
  if (q.authorIds.length === 0) return [];
  const { rows } = await withoutJit(db, (trx) => figurePapersQuery(q, keep).execute(trx));
  return rows;
}

export async function departmentJournalIds(db: Db, departmentId: number): Promise<number[]> {
  const rows = await db.selectFrom('department_journals').select('journal_id').where('department_id', '=', departmentId).execute();
  return rows.map((r) => r.journal_id);
}

// ---------------------------------------------------------------- per-paper detail of a few authors

export interface AuthorPaperRow {
  author_id: number;
  paper_id: number;
  year: number | null;
  journal_id: number | null;
  tier: 'A' | 'A-' | 'B' | null;
  citation_count: number;
  author_count: number;
  /** [year, count] pairs of the citations received */
  citations: [number, number][];
}

/** Every paper of the given authors (each author and paper once), with the citations by year received. */
export function papersOfAuthorsQuery(authorIds: number[]) {
  return sql<AuthorPaperRow>`
    WITH ap AS (
      SELECT DISTINCT s.author_id, s.paper_id FROM authorships s WHERE s.author_id = ANY(${authorIds}::int4[])
    )
    SELECT ap.author_id, p.id AS paper_id, p.year, p.journal_id, j.tier, p.citation_count,
           (SELECT count(*) FROM authorships x WHERE x.paper_id = p.id)::int AS author_count,
           coalesce((SELECT json_agg(json_build_array(c.year, c.count) ORDER BY c.year) FROM citations c WHERE c.paper_id = p.id), '[]'::json) AS citations
    FROM ap JOIN papers p ON p.id = ap.paper_id LEFT JOIN journals j ON j.id = p.journal_id
    ORDER BY ap.author_id, p.id`;
}

export async function papersOfAuthors(db: Db, authorIds: number[]): Promise<AuthorPaperRow[]> {
  if (authorIds.length === 0) return [];
  const { rows } = await withoutJit(db, (trx) => papersOfAuthorsQuery(authorIds).execute(trx));
  return rows;
}

export async function workHistories(db: Db, authorIds: number[]) {
  if (authorIds.length === 0) return [];
  return db.selectFrom('work_history')
    .select(['author_id', 'seq', 'title', 'sub_title', 'from_year', 'to_year', 'marker', 'university_id'])
    .where('author_id', 'in', authorIds).orderBy('author_id').orderBy('from_year').orderBy('seq').execute();
}

export async function analyticsAuthors(db: Db, authorIds: number[]) {
  if (authorIds.length === 0) return [];
  return db.selectFrom('analytics_author')
    .select(['author_id', 'university_id', 'department_ids', 'primary_department_id', 'rank_code', 'marker', 'career_start_year',
      'total_papers', 'total_citations', 'h_index', 'papers_a', 'papers_a_minus', 'papers_b', 'papers_unranked', 'solo_papers',
      'papers_per_year', 'citations_per_paper', 'percent_solo',
      'frac_papers', 'frac_citations', 'frac_papers_a', 'frac_papers_a_minus', 'frac_papers_b'])
    .where('author_id', 'in', authorIds).execute();
}

// ---------------------------------------------------------------- find your fit, ranks

/** Per university: distinct papers, citations, A and A- papers (analytics_university), and its faculty's solo papers and papers per year. */
export function universityFitFiguresQuery() {
  return sql<{
    university_id: number; name: string; papers: number; citations: number; a_papers: number; a_minus_papers: number;
    solo_papers: number; papers_per_year: number[];
  }>`
    SELECT u.university_id, un.name, u.papers, u.citations, u.a_papers, u.a_minus_papers,
           coalesce(f.solo_papers, 0)::int AS solo_papers, coalesce(f.papers_per_year, '{}') AS papers_per_year
    FROM analytics_university u
    JOIN universities un ON un.id = u.university_id
    LEFT JOIN (
      SELECT university_id, sum(solo_papers) AS solo_papers, array_agg(papers_per_year) AS papers_per_year
      FROM analytics_author WHERE university_id IS NOT NULL GROUP BY university_id
    ) f ON f.university_id = u.university_id`;
}

export async function universityFitFigures(db: Db) {
  const { rows } = await universityFitFiguresQuery().execute(db);
  return rows;
}

/**
 * Find Your Fit's school figures in a counting and an affiliation other than full and current
 * (docs/metrics.md section 21 over sections 14 and 15), from the precomputed author × paper rows: per
 * university its members' distinct papers, each crediting the school 1 (full) or (its members on the
 * paper) / (its authors) (fractional), citations (all time) weighted alike, the A and A- papers by the
 * global tiers and the solo papers (a solo paper credits 1 in both countings). At publication only
 * the authorships written at the member's school count (none recorded: the current school).
 */
export function universityFitCreditQuery(how: GroupCounting) {
  const credit = how.counting === 'full' ? sql`1.0` : sql`least(pp.members, pp.authors)::float8 / pp.authors`;
  return sql<{ university_id: number; name: string; papers: number; citations: number; top_papers: number; solo_papers: number }>`
    WITH ap AS MATERIALIZED (${fitAuthorPapers(how)}), pp AS (
      SELECT university_id, paper_id, count(DISTINCT author_id) AS members, max(greatest(author_count, 1)) AS authors,
             min(tier) AS tier, max(citations) AS citations
      FROM ap GROUP BY university_id, paper_id
    )
    SELECT pp.university_id, un.name, sum(${credit})::float8 AS papers, sum(pp.citations * ${credit})::float8 AS citations,
           coalesce(sum(${credit}) FILTER (WHERE pp.tier IN (0, 1)), 0)::float8 AS top_papers,
           (count(*) FILTER (WHERE pp.authors = 1))::float8 AS solo_papers
    FROM pp JOIN universities un ON un.id = pp.university_id
    GROUP BY pp.university_id, un.name`;
}

/** Every faculty member's author × paper rows kept for Find Your Fit (at publication: the papers written at their school). */
function fitAuthorPapers(how: GroupCounting) {
  return sql`
    SELECT aa.university_id, ap.author_id, ap.paper_id, ap.author_count, ap.tier, ap.citations
    FROM analytics_author_paper ap JOIN analytics_author aa ON aa.author_id = ap.author_id
    WHERE aa.university_id IS NOT NULL
      ${how.affiliation === 'at_publication' ? sql`AND EXISTS (
        SELECT 1 FROM authorships s WHERE s.author_id = ap.author_id AND s.paper_id = ap.paper_id
          AND coalesce(s.university_id, aa.university_id) = aa.university_id)` : sql``}`;
}

/**
 * Every faculty member's papers in a counting and an affiliation (as `universityFitCreditQuery`
 * keeps them: each paper 1 or 1 / its authors) with their career start, for the mean papers per
 * year of a school's faculty; members without papers have 0.
 */
export function facultyFitPapersQuery(how: GroupCounting) {
  const credit = how.counting === 'full' ? sql`1.0` : sql`1.0 / greatest(ap.author_count, 1)`;
  return sql<{ university_id: number; author_id: number; career_start_year: number | null; papers: number }>`
    WITH ap AS MATERIALIZED (${fitAuthorPapers(how)}), mine AS (
      SELECT ap.author_id, sum(${credit})::float8 AS papers FROM ap GROUP BY ap.author_id
    )
    SELECT aa.university_id, aa.author_id, aa.career_start_year, coalesce(mine.papers, 0)::float8 AS papers
    FROM analytics_author aa LEFT JOIN mine ON mine.author_id = aa.author_id
    WHERE aa.university_id IS NOT NULL`;
}

export async function universityFitCredit(db: Db, how: GroupCounting) {
  return withoutJit(db, async (trx) => {
    const [schools, faculty] = await Promise.all([universityFitCreditQuery(how).execute(trx), facultyFitPapersQuery(how).execute(trx)]);
    return { schools: schools.rows, faculty: faculty.rows };
  });
}

/** How many members of a group have a strictly larger value of each figure (the rank is that plus one). */
export function ranksInGroupQuery(group: { universityId: number; departmentId: number | null }, mine: { papers: number; citations: number; hIndex: number }) {
  return sql<{ members: number; papers_above: number; citations_above: number; h_above: number }>`
    SELECT count(*)::int AS members,
           (count(*) FILTER (WHERE total_papers > ${mine.papers}))::int AS papers_above,
           (count(*) FILTER (WHERE total_citations > ${mine.citations}))::int AS citations_above,
           (count(*) FILTER (WHERE h_index > ${mine.hIndex}))::int AS h_above
    FROM analytics_author
    WHERE university_id = ${group.universityId}
      ${group.departmentId === null ? sql`` : sql`AND department_ids @> ARRAY[${group.departmentId}]::int4[]`}`;
}

export async function ranksInGroup(
  db: Db, group: { universityId: number; departmentId: number | null }, mine: { papers: number; citations: number; hIndex: number },
) {
  const { rows } = await ranksInGroupQuery(group, mine).execute(db);
  return rows[0]!;
}

// ---------------------------------------------------------------- co-author network

/** Co-authors of the given authors: per pair, the papers together and the weight sum of 1 / (authors - 1). */
export function coauthorLinksQuery(authorIds: number[]) {
  return sql<{ source: number; target: number; papers: number; weight: number }>`
    WITH mine AS (
      SELECT DISTINCT s.author_id, s.paper_id FROM authorships s WHERE s.author_id = ANY(${authorIds}::int4[])
    ), sizes AS (
      SELECT x.paper_id, count(*) AS authors FROM authorships x WHERE x.paper_id IN (SELECT paper_id FROM mine) GROUP BY x.paper_id
    ), pairs AS (
      SELECT DISTINCT m.author_id AS source, o.author_id AS target, m.paper_id
      FROM mine m JOIN authorships o ON o.paper_id = m.paper_id AND o.author_id IS NOT NULL AND o.author_id <> m.author_id
      JOIN authors oa ON oa.id = o.author_id AND oa.merged_into_id IS NULL
    )
    SELECT p.source, p.target, count(*)::int AS papers, sum(1.0 / greatest(sz.authors - 1, 1))::float8 AS weight
    FROM pairs p JOIN sizes sz ON sz.paper_id = p.paper_id
    GROUP BY p.source, p.target`;
}

export async function coauthorLinks(db: Db, authorIds: number[]) {
  if (authorIds.length === 0) return [];
  const { rows } = await withoutJit(db, (trx) => coauthorLinksQuery(authorIds).execute(trx));
  return rows;
}

export function networkIdentitiesQuery(authorIds: number[]) {
  return sql<{ id: number; first_name: string; last_name: string; school: string | null; total_papers: number | null }>`
    SELECT a.id, a.first_name, a.last_name, u.name AS school, aa.total_papers
    FROM authors a LEFT JOIN universities u ON u.id = a.university_id LEFT JOIN analytics_author aa ON aa.author_id = a.id
    WHERE a.id = ANY(${authorIds}::int4[])`;
}

export async function networkIdentities(db: Db, authorIds: number[]) {
  if (authorIds.length === 0) return [];
  const { rows } = await networkIdentitiesQuery(authorIds).execute(db);
  return rows;
}

/** Percent appointments of authors in their departments. */
export async function appointments(db: Db, authorIds: number[]) {
  if (authorIds.length === 0) return [];
  const { rows } = await sql<{ author_id: number; department_id: number; percent_appointment: number }>`
    SELECT author_id, department_id, percent_appointment::float8 AS percent_appointment
    FROM author_departments WHERE author_id = ANY(${authorIds}::int4[])`.execute(db);
  return rows;
}

/** Every school with faculty: its precomputed averages per faculty member (all journals). */
export function universityAveragesQuery() {
  return sql<{ id: number; name: string; abbreviation: string; faculty_count: number; avg_papers: number; avg_citations: number }>`
    SELECT u.id, u.name, u.abbreviation, au.faculty_count, au.avg_papers_per_faculty AS avg_papers, au.avg_citations_per_faculty AS avg_citations
    FROM analytics_university au JOIN universities u ON u.id = au.university_id WHERE au.faculty_count > 0`;
}

export async function universityAverages(db: Db) {
  const { rows } = await universityAveragesQuery().execute(db);
  return rows;
}

/** Every department with faculty named `name` (case-insensitive): its precomputed averages per faculty member. */
export function departmentAveragesByNameQuery(name: string) {
  return sql<{ id: number; university_id: number; name: string; faculty_count: number; avg_papers: number; avg_citations: number }>`
    SELECT d.id, d.university_id, d.name, ad.faculty_count, ad.avg_papers_per_faculty AS avg_papers, ad.avg_citations_per_faculty AS avg_citations
    FROM departments d JOIN analytics_department ad ON ad.department_id = d.id
    WHERE lower(d.name) = ${name.toLowerCase()} AND ad.faculty_count > 0`;
}

export async function departmentAveragesByName(db: Db, name: string) {
  const { rows } = await departmentAveragesByNameQuery(name).execute(db);
  return rows;
}

// ---------------------------------------------------------------- figures kept per analytics version (precomputed.ts)

/** analytics_state's stamp, the same text in every session (the time as epoch microseconds, whatever the session's time zone). */
const STAMP = sql`concat_ws('/', version, (extract(epoch FROM core_computed_at) * 1000000)::int8, current_year)`;

/** The stamp of the analytics tables: their version, when the last full computation ran and its year (null before the first). */
export async function analyticsStamp(db: Db): Promise<{ stamp: string; version: number } | null> {
  const { rows } = await sql<{ stamp: string; version: number }>`
    SELECT ${STAMP} AS stamp, version::int8 AS version FROM analytics_state WHERE id = 1`.execute(db);
  const row = rows[0];
  return row ? { stamp: row.stamp, version: Number(row.version) } : null;
}

/** A figure set the analytics worker stored for `stamp` (docs/analytics-engine.md "Dashboard figures"), or undefined. */
export async function storedFigures(db: Db, key: string, stamp: string): Promise<unknown> {
  const row = await db.selectFrom('analytics_dashboard_figures').select('value').where('key', '=', key).where('stamp', '=', stamp).executeTakeFirst();
  return row?.value;
}

/**
 * Stores a figure set computed from the analytics tables at `stamp`, only while that stamp is still the
 * current one (a newer version's job stores its own). True when stored.
 */
export async function storeFigures(db: Db, key: string, at: { stamp: string; version: number }, value: unknown): Promise<boolean> {
  const { rows } = await sql<{ key: string }>`
    INSERT INTO analytics_dashboard_figures (key, stamp, version, value, computed_at)
    SELECT ${key}, ${at.stamp}, ${at.version}, ${JSON.stringify(value)}::jsonb, now()
    FROM analytics_state WHERE id = 1 AND ${STAMP} = ${at.stamp}
    ON CONFLICT (key) DO UPDATE SET stamp = EXCLUDED.stamp, version = EXCLUDED.version, value = EXCLUDED.value, computed_at = EXCLUDED.computed_at
    RETURNING key`.execute(db);
  return rows.length > 0;
}

/** Forgets the figure sets of other stamps (kept sets no version reads any more). */
export async function dropStaleFigures(db: Db, stamp: string): Promise<number> {
  const result = await db.deleteFrom('analytics_dashboard_figures').where('stamp', '<>', stamp).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The schools with faculty, the largest first (the slowest to compute on demand). */
export async function universitiesWithFaculty(db: Db): Promise<number[]> {
  const { rows } = await sql<{ university_id: number }>`
    SELECT university_id FROM analytics_author WHERE university_id IS NOT NULL GROUP BY 1 ORDER BY count(*) DESC, 1`.execute(db);
  return rows.map((r) => r.university_id);
}
