import { sql } from 'kysely';
import type { Db } from '@ri/db';
export { findUniversity } from '../../queries/universities.ts';

export type DirectorySort = 'first_name_inc' | 'first_name_dec' | 'last_name_inc' | 'last_name_dec' | 'marker_inc' | 'marker_dec';

export interface DirectoryFilter {
  universityId: number | null;
  /** normalised (lower-case, accent-free) text to find in the name */
  name: string;
  department: string;
  sort: DirectorySort;
  skip?: number;
  limit?: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const ORDER: Record<DirectorySort, ReturnType<typeof sql>> = {
  first_name_inc: sql`lower(a.first_name) ASC, lower(a.last_name) ASC`,
  first_name_dec: sql`lower(a.first_name) DESC, lower(a.last_name) DESC`,
  last_name_inc: sql`lower(a.last_name) ASC, lower(a.first_name) ASC`,
  last_name_dec: sql`lower(a.last_name) DESC, lower(a.first_name) DESC`,
  marker_inc: sql`a.marker ASC NULLS LAST, lower(a.last_name) ASC`,
  marker_dec: sql`a.marker DESC NULLS LAST, lower(a.last_name) ASC`,
};

function conditions(filter: DirectoryFilter) {
  const parts = [sql`a.merged_into_id IS NULL`];
  if (filter.universityId !== null) parts.push(sql`a.university_id = ${filter.universityId}`);
  if (filter.name !== '') parts.push(sql`(a.search_name LIKE ${`%${escapeLike(filter.name)}%`} OR lower(a.mid_name) LIKE ${`%${escapeLike(filter.name)}%`})`);
  if (filter.department !== '') {
    parts.push(sql`EXISTS (SELECT 1 FROM author_departments fd JOIN departments fdd ON fdd.id = fd.department_id WHERE fd.author_id = a.id AND lower(fdd.name) = lower(${filter.department}))`);
  }
  return sql.join(parts, sql` AND `);
}

export interface DirectoryRow {
  id: number; first_name: string; last_name: string; profile_picture: string; univ_name: string | null; email: string; marker: number | null; department: string[];
}

/** Current faculty matching the filter, in the order asked, with their departments. */
export async function listDirectory(db: Db, filter: DirectoryFilter): Promise<{ rows: DirectoryRow[]; total: number }> {
  const where = conditions(filter);
  const page = filter.limit === undefined ? sql`` : sql`LIMIT ${filter.limit} OFFSET ${filter.skip ?? 0}`;
  const [{ rows }, { rows: [count] }] = await Promise.all([
    sql<DirectoryRow>`
      SELECT a.id, a.first_name, a.last_name, a.profile_picture, u.name AS univ_name, a.email, a.marker,
             coalesce((SELECT array_agg(d.name ORDER BY d.name) FROM author_departments ad JOIN departments d ON d.id = ad.department_id WHERE ad.author_id = a.id), '{}') AS department
      FROM authors a LEFT JOIN universities u ON u.id = a.university_id
      WHERE ${where}
      ORDER BY ${ORDER[filter.sort]}, a.id
      ${page}`.execute(db),
    sql<{ n: number }>`SELECT count(*)::int AS n FROM authors a WHERE ${where}`.execute(db),
  ]);
  return { rows, total: count?.n ?? 0 };
}

export function findAuthor(db: Db, authorId: number) {
  return db.selectFrom('authors').select(['id', 'first_year_career', 'merged_into_id']).where('id', '=', authorId).executeTakeFirst();
}

export interface SimilarRow {
  author_id: number; first_name: string; last_name: string; profile_picture: string; univ_name: string | null; email: string;
  university_id: number | null; first_year_career: number | null; relation: 'primary' | 'secondary';
}

/**
 * Co-authors (primary: wrote a paper with the author) and co-authors of co-authors (secondary:
 * not primary themselves), current records only, first year of career descending (unknown last).
 */
export async function similarAuthors(db: Db, authorId: number, secondaryLimit = 200): Promise<SimilarRow[]> {
  const { rows } = await sql<SimilarRow>`
    WITH first_circle AS (
      SELECT DISTINCT s2.author_id FROM authorships s1
      JOIN authorships s2 ON s2.paper_id = s1.paper_id AND s2.author_id IS NOT NULL AND s2.author_id <> ${authorId}
      WHERE s1.author_id = ${authorId}
    ), second_circle AS (
      SELECT DISTINCT s2.author_id FROM first_circle f
      JOIN authorships s1 ON s1.author_id = f.author_id
      JOIN authorships s2 ON s2.paper_id = s1.paper_id AND s2.author_id IS NOT NULL AND s2.author_id <> ${authorId}
      WHERE s2.author_id NOT IN (SELECT author_id FROM first_circle)
    ), circles AS (
      SELECT author_id, 'primary' AS relation FROM first_circle
      UNION ALL
      SELECT author_id, 'secondary' AS relation FROM second_circle
    )
    SELECT * FROM (
      SELECT a.id AS author_id, a.first_name, a.last_name, a.profile_picture, u.name AS univ_name, a.email, a.university_id, a.first_year_career, c.relation,
             row_number() OVER (PARTITION BY c.relation ORDER BY a.first_year_career DESC NULLS LAST, lower(a.last_name), a.id) AS n
      FROM circles c JOIN authors a ON a.id = c.author_id AND a.merged_into_id IS NULL
      LEFT JOIN universities u ON u.id = a.university_id
    ) ranked
    WHERE relation = 'primary' OR n <= ${secondaryLimit}
    ORDER BY first_year_career DESC NULLS LAST, lower(last_name), author_id`.execute(db);
  return rows;
}

export interface PaperSearchRow {
  id: number; title: string; publication_name: string; year: number | null; issn: string | null; e_issn: string | null;
  citation_count: number; publisher: string;
  authors: Array<{ first_name: string; mid_name: string; last_name: string; id: number | null }>;
}

/** Papers whose title contains the text (case-insensitive), the closest titles first. */
export async function searchPapersByTitle(db: Db, text: string, limit = 50): Promise<PaperSearchRow[]> {
  const lowered = text.toLowerCase();
  const { rows } = await sql<PaperSearchRow>`
    SELECT p.id, p.title, coalesce(j.name, p.publication_name) AS publication_name, p.year, coalesce(p.issn, j.issn) AS issn, j.e_issn,
           p.citation_count, p.publisher,
           coalesce((SELECT json_agg(json_build_object('first_name', s.printed_first_name, 'mid_name', s.printed_mid_name, 'last_name', s.printed_last_name, 'id', s.author_id) ORDER BY s.position)
                     FROM authorships s WHERE s.paper_id = p.id), '[]') AS authors
    FROM papers p LEFT JOIN journals j ON j.id = p.journal_id
    WHERE lower(p.title) LIKE ${`%${escapeLike(lowered)}%`}
    ORDER BY similarity(lower(p.title), ${lowered}) DESC, p.year DESC NULLS LAST, p.id
    LIMIT ${limit}`.execute(db);
  return rows;
}

/** Manual Mapping: authors of one university whose name matches the names typed (normalised), best first. */
export async function manualMappingCandidates(db: Db, universityId: number, firstName: string, lastName: string, limit = 50) {
  const wanted = [firstName, lastName].filter(Boolean).join(' ');
  const { rows } = await sql<{ author_id: number; first_name: string; last_name: string; pic: string; univ_name: string | null; email: string }>`
    SELECT a.id AS author_id, a.first_name, a.last_name, a.profile_picture AS pic, u.name AS univ_name, a.email
    FROM authors a LEFT JOIN universities u ON u.id = a.university_id
    WHERE a.university_id = ${universityId} AND a.merged_into_id IS NULL
      AND ((${firstName} = '' OR split_part(a.search_name, ' ', 1) LIKE ${`${escapeLike(firstName)}%`})
           AND (${lastName} = '' OR a.search_name LIKE ${`%${escapeLike(lastName)}%`})
           OR a.search_name % ${wanted})
    ORDER BY similarity(a.search_name, ${wanted}) DESC, lower(a.last_name), lower(a.first_name), a.id
    LIMIT ${limit}`.execute(db);
  return rows;
}
