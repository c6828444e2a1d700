// The analytics domain's SQL. The ranking reads only the precomputed tables (docs/analytics-engine.md),
// except for a filter on named journals, which reads the papers of the filtered authors directly.
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '@ri/db';

/** The tier groups of the analytics tables, in column order. */
export const TIER_GROUPS = ['a', 'a_minus', 'b', 'unranked'] as const;
export type TierGroup = (typeof TIER_GROUPS)[number];

export async function analyticsState(db: Db) {
  return db.selectFrom('analytics_state').selectAll().where('id', '=', 1).executeTakeFirst();
}

/** The ids in `ids` that `table` does not hold. */
export async function missingIds(db: Db, table: 'universities' | 'departments' | 'journals', ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql<{ id: number }>`
    SELECT wanted.id FROM unnest(${ids}::int4[]) AS wanted(id)
    WHERE NOT EXISTS (SELECT 1 FROM ${sql.table(table)} t WHERE t.id = wanted.id)
    ORDER BY wanted.id`.execute(db);
  return rows.map((r) => r.id);
}

/**
 * Department names (case-insensitive): the ids of the departments of those names at the universities,
 * and the names no department anywhere has.
 */
export async function departmentsByName(db: Db, universityIds: number[], names: string[]): Promise<{ ids: number[]; unknown: string[] }> {
  if (names.length === 0) return { ids: [], unknown: [] };
  const lowered = names.map((name) => name.toLowerCase());
  const { rows } = await sql<{ key: string; id: number | null; university_id: number | null }>`
    SELECT wanted.key, d.id, d.university_id FROM unnest(${lowered}::text[]) AS wanted(key)
    LEFT JOIN departments d ON lower(d.name) = wanted.key`.execute(db);
  const chosen = new Set(universityIds);
  const ids = new Set<number>();
  const named = new Set<string>();
  for (const row of rows) {
    if (row.id === null) continue;
    named.add(row.key);
    if (row.university_id !== null && chosen.has(row.university_id)) ids.add(row.id);
  }
  return { ids: [...ids], unknown: names.filter((_, i) => !named.has(lowered[i]!)) };
}

/** Journals by ISSN or e-ISSN (case and hyphen insensitive): the ids found and the ISSNs that match none. */
export async function journalsByIssn(db: Db, issns: string[]): Promise<{ ids: number[]; unknown: string[] }> {
  if (issns.length === 0) return { ids: [], unknown: [] };
  const normalised = issns.map((issn) => issn.replace(/[^0-9xX]/g, '').toUpperCase());
  const { rows } = await sql<{ key: string; id: number | null }>`
    SELECT wanted.key, j.id FROM unnest(${normalised}::text[]) AS wanted(key)
    LEFT JOIN journals j ON upper(replace(j.issn, '-', '')) = wanted.key OR upper(replace(j.e_issn, '-', '')) = wanted.key`.execute(db);
  const found = new Set<number>();
  const matched = new Set<string>();
  for (const row of rows) if (row.id !== null) { found.add(row.id); matched.add(row.key); }
  return { ids: [...found], unknown: issns.filter((_, i) => !matched.has(normalised[i]!)) };
}

export interface RankingQuery {
  universityIds: number[];
  rankCodes: number[] | null;
  genders: string[] | null;
  departmentIds: number[] | null;
  /** tier groups that count (null: every paper, graded or not) */
  tiers: TierGroup[] | null;
  /** journal ids that count (null: no journal filter) */
  journalIds: number[] | null;
  window: { from: number; to: number } | null;
  counting: 'full' | 'fractional';
  /** the year per-year figures run to when there is no window */
  currentYear: number;
  sortColumn: RankingSortColumn;
  descending: boolean;
  limit: number;
  offset: number;
}

/** Columns of the ranking page query that a request may sort by. */
export const RANKING_SORT_COLUMNS = [
  'total_papers', 'total_citations', 'h_index', 'percent_solo', 'papers_per_year', 'citations_per_year',
  'a_papers', 'a_minus_papers', 'b_papers', 'first_name', 'last_name',
  'school_paper_share_5y', 'school_paper_share_10y', 'school_paper_share_overall',
  'school_citation_share_5y', 'school_citation_share_10y', 'school_citation_share_overall',
] as const;
export type RankingSortColumn = (typeof RANKING_SORT_COLUMNS)[number];

export interface RankingRow {
  author_id: number;
  university_id: number | null;
  h_index: number;
  career_start_year: number | null;
  total_papers: number;
  total_citations: number;
  solo_papers: number;
  a_papers: number;
  a_minus_papers: number;
  b_papers: number;
  school_paper_share_5y: number;
  school_paper_share_10y: number;
  school_paper_share_overall: number;
  school_citation_share_5y: number;
  school_citation_share_10y: number;
  school_citation_share_overall: number;
  first_name: string;
  last_name: string;
  position: string;
  gender: string | null;
  marker: number | null;
  univ_name: string | null;
  /** means over every filtered author (the same on every row) */
  avg_total_papers: number;
  avg_total_citations: number;
  avg_h_index: number;
  avg_papers_per_year: number;
  avg_citations_per_year: number;
}

function authorFilters(q: RankingQuery): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [sql`a.university_id = ANY(${q.universityIds}::int4[])`];
  if (q.rankCodes) parts.push(sql`a.rank_code = ANY(${q.rankCodes}::int2[])`);
  if (q.genders) parts.push(sql`a.gender = ANY(${q.genders}::text[])`);
  if (q.departmentIds) parts.push(sql`a.department_ids && ${q.departmentIds}::int4[]`);
  return sql.join(parts, sql` AND `);
}

const SHARES = [
  'school_paper_share_5y', 'school_paper_share_10y', 'school_paper_share_overall',
  'school_citation_share_5y', 'school_citation_share_10y', 'school_citation_share_overall',
] as const;

/** The share columns of the query's counting: stored (full counting) on analytics_author, or fractional (fractionalSharesQuery, `fs`). */
function shareColumns(q: RankingQuery): RawBuilder<unknown> {
  const from = q.counting === 'fractional' ? 'coalesce(fs.{c}, 0)::float8 AS {c}' : 'a.{c}';
  return sql.raw(SHARES.map((c) => from.replaceAll('{c}', c)).join(', '));
}

function shareJoin(q: RankingQuery): RawBuilder<unknown> {
  return q.counting === 'fractional'
    ? sql`LEFT JOIN (${fractionalSharesQuery(q.universityIds, q.currentYear)}) fs ON fs.author_id = a.author_id`
    : sql``;
}

/**
 * Each author's shares of their school's papers and citations in fractional counting (docs/metrics.md
 * section 13): the author's fractional credit (all journals) over the school's, the sum of its members'
 * credits, for the 5 and 10 years ending at `year` (cumulative rows) and overall. The ranking index
 * computes the same in memory (RankingIndex.fractionalShares), in the same order of operations.
 */
export function fractionalSharesQuery(universityIds: number[], year: number) {
  const all = (alias: string, measure: string) => ['a', 'a_minus', 'b', 'unranked'].map((t) => `${alias}.frac_${measure}_${t}`).join(' + ');
  const window = (measure: string, back: 'f5' | 'f10') => sql.raw(`coalesce(${all('n', measure)}, 0) - coalesce(${all(back, measure)}, 0)`);
  const share = (column: string) => sql.raw(`CASE WHEN s.${column} > 0 THEN o.${column} * 100 / s.${column} ELSE 0 END`);
  // the school's sums in author id order: the ranking index adds in the same order, so the floats are equal
  const total = (column: string) => sql.raw(`sum(${column} ORDER BY author_id) AS ${column}`);
  return sql<{ author_id: number } & Record<(typeof SHARES)[number], number>>`
    WITH o AS MATERIALIZED (
      SELECT a.author_id, a.university_id,
             ${window('papers', 'f5')} AS p5, ${window('papers', 'f10')} AS p10, ${sql.raw(all('a', 'papers'))} AS p_all,
             ${window('citations', 'f5')} AS c5, ${window('citations', 'f10')} AS c10, ${sql.raw(all('a', 'citations'))} AS c_all
      FROM analytics_author a
      LEFT JOIN analytics_author_year n ON n.author_id = a.author_id AND n.year = ${year}
      LEFT JOIN analytics_author_year f5 ON f5.author_id = a.author_id AND f5.year = ${year - 5}
      LEFT JOIN analytics_author_year f10 ON f10.author_id = a.author_id AND f10.year = ${year - 10}
      WHERE a.university_id = ANY(${universityIds}::int4[])
    ), s AS (
      SELECT university_id, ${total('p5')}, ${total('p10')}, ${total('p_all')}, ${total('c5')}, ${total('c10')}, ${total('c_all')}
      FROM o GROUP BY university_id
    )
    SELECT o.author_id,
           ${share('p5')} AS school_paper_share_5y, ${share('p10')} AS school_paper_share_10y, ${share('p_all')} AS school_paper_share_overall,
           ${share('c5')} AS school_citation_share_5y, ${share('c10')} AS school_citation_share_10y, ${share('c_all')} AS school_citation_share_overall
    FROM o JOIN s ON s.university_id = o.university_id`;
}

/**
 * The per-author figures of the filtered authors, from the precomputed tables: all-time columns of
 * analytics_author, or, for a year window, the cumulative rows at the window's end minus the rows
 * just before its start (analytics_author_year). Column names come from fixed lists only.
 */
function figuresFromTables(q: RankingQuery): RawBuilder<unknown> {
  const tiers = q.tiers ?? [...TIER_GROUPS];
  const prefix = q.counting === 'fractional' ? 'frac_' : '';
  const value = (column: string) => (q.window
    ? `(coalesce(hi.${column}, 0) - coalesce(lo.${column}, 0))`
    : `a.${column}`);
  const sum = (measure: string) => tiers.map((t) => value(`${measure}_${t}`)).join(' + ');
  const tierValue = (t: TierGroup) => (tiers.includes(t) ? value(`${prefix}papers_${t}`) : '0');
  const joins = q.window
    ? sql`LEFT JOIN analytics_author_year hi ON hi.author_id = a.author_id AND hi.year = ${q.window.to}
          LEFT JOIN analytics_author_year lo ON lo.author_id = a.author_id AND lo.year = ${q.window.from - 1}`
    : sql``;
  return sql`
    SELECT a.author_id, a.university_id, a.h_index, a.career_start_year, ${shareColumns(q)},
           (${sql.raw(sum(`${prefix}papers`))})::float8 AS total_papers,
           (${sql.raw(sum(`${prefix}citations`))})::float8 AS total_citations,
           (${sql.raw(sum('solo'))})::float8 AS solo_papers,
           (${sql.raw(tierValue('a'))})::float8 AS a_papers,
           (${sql.raw(tierValue('a_minus'))})::float8 AS a_minus_papers,
           (${sql.raw(tierValue('b'))})::float8 AS b_papers
    FROM analytics_author a ${joins} ${shareJoin(q)}
    WHERE ${authorFilters(q)}`;
}

/**
 * Figures over papers in named journals: read from the source tables for the filtered authors
 * (a per-journal precomputed table would hold tens of millions of rows). Papers count by
 * publication year and citations by the year received, as in the precomputed tables.
 */
function figuresFromJournals(q: RankingQuery): RawBuilder<unknown> {
  const tierCodes = q.tiers ? q.tiers.filter((t) => t !== 'unranked').map((t) => ({ a: 0, a_minus: 1, b: 2 })[t as 'a' | 'a_minus' | 'b']) : null;
  const credit = q.counting === 'fractional' ? sql`(1.0 / greatest(jp.authors, 1))` : sql`1.0`;
  const inWindow = q.window ? sql`(jp.year BETWEEN ${q.window.from} AND ${q.window.to})` : sql`true`;
  // citations in the window: the 5- and 10-year windows ending at the figures' year are stored per author
  // per paper; any other window sums the raw citation rows of the (few) papers in the named journals
  const storedWindow = q.window && q.window.to === q.currentYear
    ? ({ [q.currentYear - 4]: sql`jp.citations_5y`, [q.currentYear - 9]: sql`jp.citations_10y` } as Record<number, RawBuilder<unknown>>)[q.window.from] ?? null
    : null;
  const rawWindow = q.window !== null && storedWindow === null;
  const citations = !q.window ? sql`jp.citations` : storedWindow ?? sql`coalesce(jc.received, 0)`;
  const windowCitations = rawWindow
    ? sql`, jc AS (
        SELECT c.paper_id, sum(c.count) AS received FROM citations c
        WHERE c.paper_id IN (SELECT jp.paper_id FROM jp) AND c.year BETWEEN ${q.window!.from} AND ${q.window!.to} AND c.count > 0
        GROUP BY c.paper_id)`
    : sql``;
  const joinWindowCitations = rawWindow ? sql`LEFT JOIN jc ON jc.paper_id = jp.paper_id` : sql``;
  // analytics_author_paper: one row per author per paper with the paper's facts as the engine saw them
  // (global tier 0 A, 1 A-, 2 B, 3 unranked; every authorship counted; citations all-time, 5 and 10 years)
  return sql`
    WITH base AS (
      SELECT a.author_id, a.university_id, a.h_index, a.career_start_year, ${shareColumns(q)}
      FROM analytics_author a ${shareJoin(q)} WHERE ${authorFilters(q)}
    ), jp AS (
      SELECT ap.author_id, ap.paper_id, ap.year, ap.tier, ap.author_count AS authors,
             ap.citations, ap.citations_5y, ap.citations_10y
      FROM base b
      JOIN analytics_author_paper ap ON ap.author_id = b.author_id
      WHERE ap.journal_id = ANY(${q.journalIds ?? []}::int4[])
        ${tierCodes ? sql`AND ap.tier = ANY(${tierCodes}::int2[])` : sql``}
    )${windowCitations}, per_author AS (
      SELECT jp.author_id,
             sum(CASE WHEN ${inWindow} THEN ${credit} ELSE 0 END) AS total_papers,
             sum(${citations} * ${credit}) AS total_citations,
             sum(CASE WHEN ${inWindow} AND jp.authors < 2 THEN 1 ELSE 0 END) AS solo_papers,
             sum(CASE WHEN ${inWindow} AND jp.tier = 0 THEN ${credit} ELSE 0 END) AS a_papers,
             sum(CASE WHEN ${inWindow} AND jp.tier = 1 THEN ${credit} ELSE 0 END) AS a_minus_papers,
             sum(CASE WHEN ${inWindow} AND jp.tier = 2 THEN ${credit} ELSE 0 END) AS b_papers
      FROM jp ${joinWindowCitations}
      GROUP BY jp.author_id
    )
    SELECT base.*,
           coalesce(pa.total_papers, 0)::float8 AS total_papers, coalesce(pa.total_citations, 0)::float8 AS total_citations,
           coalesce(pa.solo_papers, 0)::float8 AS solo_papers, coalesce(pa.a_papers, 0)::float8 AS a_papers,
           coalesce(pa.a_minus_papers, 0)::float8 AS a_minus_papers, coalesce(pa.b_papers, 0)::float8 AS b_papers
    FROM base LEFT JOIN per_author pa ON pa.author_id = base.author_id`;
}

/**
 * One page of the author ranking (the rows; the count is rankingCountQuery). The per-year
 * figures divide by the career years inside the window (docs/metrics.md sections 6 and 7;
 * docs/analytics-engine.md); the service recomputes the displayed values with @ri/metrics.
 */
export function rankingPageQuery(q: RankingQuery) {
  const figures = q.journalIds ? figuresFromJournals(q) : figuresFromTables(q);
  const end = q.window ? q.window.to : q.currentYear;
  const start = q.window
    ? sql`greatest(coalesce(m.career_start_year, ${q.window.from}), ${q.window.from})`
    : sql`m.career_start_year`;
  const careerYears = sql`(CASE WHEN ${start} IS NULL THEN 1 ELSE greatest(1, ${end} - ${start} + 1) END)`;
  const byName = isNameSort(q);
  const order = byName ? nameOrder(q) : sql`${sql.ref(`r.${q.sortColumn}`)} ${sql.raw(q.descending ? 'DESC' : 'ASC')}`;

  return sql<RankingRow>`
    WITH m AS (${figures}),
    y AS (
      SELECT m.*,
             CASE WHEN m.total_papers > 0 THEN m.solo_papers * 100.0 / m.total_papers ELSE 0 END AS percent_solo,
             m.total_papers / ${careerYears} AS papers_per_year,
             m.total_citations / ${careerYears} AS citations_per_year
      FROM m
    ), r AS (
      SELECT y.*,
             (avg(y.total_papers) OVER ())::float8 AS avg_total_papers, (avg(y.total_citations) OVER ())::float8 AS avg_total_citations,
             (avg(y.h_index) OVER ())::float8 AS avg_h_index, (avg(y.papers_per_year) OVER ())::float8 AS avg_papers_per_year,
             (avg(y.citations_per_year) OVER ())::float8 AS avg_citations_per_year
      FROM y
    ), page AS (
      SELECT r.* FROM r ${byName ? sql`JOIN authors au ON au.id = r.author_id` : sql``}
      ORDER BY ${order}, r.author_id
      LIMIT ${q.limit} OFFSET ${q.offset}
    )
    SELECT r.*, au.first_name, au.last_name, au.position, au.gender, au.marker, u.name AS univ_name
    FROM page r
    JOIN authors au ON au.id = r.author_id
    LEFT JOIN universities u ON u.id = r.university_id
    ORDER BY ${order}, r.author_id`;
}

const isNameSort = (q: RankingQuery) => q.sortColumn === 'first_name' || q.sortColumn === 'last_name';

/** The ORDER BY of a sort by name (authors as `au`): the name, then the other name, case-insensitive. */
function nameOrder(q: RankingQuery): RawBuilder<unknown> {
  const direction = sql.raw(q.descending ? 'DESC' : 'ASC');
  const other = q.sortColumn === 'last_name' ? 'first_name' : 'last_name';
  return sql`lower(au.${sql.raw(q.sortColumn)}) ${direction}, lower(au.${sql.raw(other)}) ${direction}`;
}

/**
 * A page of the ranking sorted by name, as author ids (the ranking index supplies their figures):
 * names live in `authors`, which any profile edit changes, so they are ordered by the database.
 */
export function rankingPageIdsByNameQuery(q: RankingQuery) {
  return sql<{ author_id: number }>`
    SELECT a.author_id FROM analytics_author a JOIN authors au ON au.id = a.author_id
    WHERE ${authorFilters(q)}
    ORDER BY ${nameOrder(q)}, a.author_id
    LIMIT ${q.limit} OFFSET ${q.offset}`;
}

export async function rankingPageIdsByName(db: Db, q: RankingQuery): Promise<number[]> {
  const { rows } = await rankingPageIdsByNameQuery(q).execute(db);
  return rows.map((row) => row.author_id);
}

/** The profile columns of a ranking page's authors (in no particular order); an author deleted since is absent. */
export function rankingPageAuthorsQuery(authors: readonly { authorId: number; universityId: number | null }[]) {
  return sql<Pick<RankingRow, 'author_id' | 'first_name' | 'last_name' | 'position' | 'gender' | 'marker' | 'univ_name'>>`
    SELECT p.author_id, au.first_name, au.last_name, au.position, au.gender, au.marker, u.name AS univ_name
    FROM unnest(${authors.map((a) => a.authorId)}::int4[], ${authors.map((a) => a.universityId)}::int4[]) AS p(author_id, university_id)
    JOIN authors au ON au.id = p.author_id
    LEFT JOIN universities u ON u.id = p.university_id`;
}

export async function rankingPageAuthors(db: Db, authors: readonly { authorId: number; universityId: number | null }[]) {
  if (authors.length === 0) return [];
  return (await rankingPageAuthorsQuery(authors).execute(db)).rows;
}

/** How many authors the ranking's filters keep. */
export function rankingCountQuery(q: RankingQuery) {
  return sql<{ total: number }>`SELECT count(*)::int AS total FROM analytics_author a WHERE ${authorFilters(q)}`;
}

/** {@link rankingPageQuery} and {@link rankingCountQuery} in one transaction. */
export async function rankAuthors(db: Db, q: RankingQuery): Promise<{ rows: RankingRow[]; total: number }> {
  const rowsQuery = rankingPageQuery(q);
  const countQuery = rankingCountQuery(q);
  // JIT compilation takes longer than these queries themselves (100+ ms at 100,000 authors): off for this transaction
  return db.transaction().execute(async (trx) => {
    await sql`SET LOCAL jit = off`.execute(trx);
    const rows = await rowsQuery.execute(trx);
    const count = await countQuery.execute(trx);
    return { rows: rows.rows, total: count.rows[0]?.total ?? 0 };
  });
}

// ---------------------------------------------------------------- Compute Fields

/** Per queue: when its last successful run finished, and its newest run still waiting or running. */
export async function computeButtonRuns(db: Db, queues: string[]) {
  const [finished, running] = await Promise.all([
    sql<{ queue: string; finished_at: Date }>`
      SELECT DISTINCT ON (queue) queue, finished_at FROM job_runs
      WHERE queue = ANY(${queues}::text[]) AND status = 'completed' AND finished_at IS NOT NULL
      ORDER BY queue, finished_at DESC`.execute(db),
    sql<{ queue: string; bull_job_id: string }>`
      SELECT DISTINCT ON (queue) queue, bull_job_id FROM job_runs
      WHERE queue = ANY(${queues}::text[]) AND status IN ('waiting', 'active')
      ORDER BY queue, created_at DESC`.execute(db),
  ]);
  return {
    lastFinished: new Map(finished.rows.map((r) => [r.queue, r.finished_at])),
    running: new Map(running.rows.map((r) => [r.queue, r.bull_job_id])),
  };
}
