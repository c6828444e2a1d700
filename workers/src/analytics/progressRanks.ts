// Faculty Progress precomputed (docs/analytics-engine.md "Faculty Progress ranks", docs/dashboards-api.md):
// for the windows the screen opens on (the last 5 years, its default; the last 10; every year since
// 1980, the slider's floor), every faculty member's papers and citations in the window in full and
// fractional counting, computed from the cumulative per-year rows exactly as the on-demand statement
// computes them, and the member's place over every school in the screen's two orders (the measure
// ranked by, the other measure, last name, first name, id). A call for one of these windows then
// reads a department's rows, and the same-name departments' (grouped by lower-case name, with the
// departments each group held), by index instead of computing the window for every faculty member.
// Written after every write of the analytics tables (under the analytics lock) and stamped with the
// analytics_state version it was read from: the API uses it only while that version is current.
import type pg from 'pg';
import { TIER_GROUPS } from './engine.ts';

/** The windows kept, as years before their start (their end: the figures' year). */
export function progressWindowStarts(currentYear: number): number[] {
  return [...new Set([currentYear - 6, currentYear - 11, 1979])].filter((before) => before < currentYear);
}

/** The window figure of one measure, as the API's faculty progress statement writes it. */
function windowFigure(measure: 'papers' | 'citations', counting: 'full' | 'fractional'): string {
  const prefix = counting === 'fractional' ? 'frac_' : '';
  const sum = (alias: string) => TIER_GROUPS.map((t) => `coalesce(${alias}.${prefix}${measure}_${t}, 0)`).join(' + ');
  const value = `(${sum('hi')}) - (${sum('lo')})`;
  // fractional figures are ranked as shown, rounded to 2 decimals
  return counting === 'fractional' ? `round((${value})::numeric, 2)::float8` : `(${value})::float8`;
}

const ORDER = {
  papers: 'f.papers DESC, f.citations DESC',
  citations: 'f.citations DESC, f.papers DESC',
};
/** The name order (last name, first name in lower case, ICU collation: JavaScript's localeCompare; then id), sorted once. */
const NAME_ORDER = `
  CREATE TEMP TABLE progress_name_order ON COMMIT DROP AS
  SELECT aa.author_id, row_number() OVER (ORDER BY lower(a.last_name) COLLATE "und-x-icu", lower(a.first_name) COLLATE "und-x-icu", a.id)::int4 AS name_order
  FROM analytics_author aa JOIN authors a ON a.id = aa.author_id WHERE aa.university_id IS NOT NULL`;

/**
 * Rewrites the Faculty Progress rows from the analytics tables as they are now, stamped with their
 * version (`unlessPending`: not while a refresh request waits, whose job publishes them after it). Runs on the connection holding the analytics lock (nothing else writes them meanwhile),
 * in one transaction: readers see the old rows, whose stamp no longer matches, until it commits.
 */
export async function publishProgressRanks(client: pg.PoolClient, options: { unlessPending?: boolean } = {}): Promise<{ rows: number } | null> {
  // a refresh is waiting: it will publish a newer version, and these ranks would be stale at once
  if (options.unlessPending && (await client.query('SELECT 1 FROM analytics_refresh_pending LIMIT 1')).rows.length > 0) return null;
  const state = (await client.query<{ version: string; current_year: number }>('SELECT version, current_year FROM analytics_state WHERE id = 1')).rows[0];
  if (!state) return null;
  const end = state.current_year;
  const starts = progressWindowStarts(end);
  await client.query('BEGIN');
  try {
    await client.query('DELETE FROM analytics_progress_group_size');
    await client.query('DELETE FROM analytics_progress_name');
    await client.query('DELETE FROM analytics_progress_group');
    await client.query('DELETE FROM analytics_progress_department');
    await client.query('DELETE FROM analytics_progress');
    await client.query('DELETE FROM analytics_progress_window');
    await client.query(NAME_ORDER);
    let rows = 0;
    for (const counting of ['full', 'fractional'] as const) {
      const result = await client.query(`
        WITH f AS MATERIALIZED (
          SELECT w.before_year, aa.author_id, aa.university_id,
                 ${windowFigure('papers', counting)} AS papers, ${windowFigure('citations', counting)} AS citations
          FROM unnest($1::int4[]) w(before_year)
          CROSS JOIN analytics_author aa
          LEFT JOIN analytics_author_year hi ON hi.author_id = aa.author_id AND hi.year = $2
          LEFT JOIN analytics_author_year lo ON lo.author_id = aa.author_id AND lo.year = w.before_year
          WHERE aa.university_id IS NOT NULL
        )
        INSERT INTO analytics_progress (before_year, end_year, counting, author_id, university_id, papers, citations, position_papers, position_citations)
        SELECT f.before_year, $2, $3, f.author_id, f.university_id, f.papers, f.citations,
               row_number() OVER (PARTITION BY f.before_year ORDER BY ${ORDER.papers}, n.name_order),
               row_number() OVER (PARTITION BY f.before_year ORDER BY ${ORDER.citations}, n.name_order)
        FROM f JOIN progress_name_order n ON n.author_id = f.author_id
        ORDER BY f.before_year, f.university_id, f.author_id`, [starts, end, counting]);
      rows += result.rowCount ?? 0;
    }
    await client.query(`
      INSERT INTO analytics_progress_department (before_year, end_year, counting, department_id, author_id, university_id, position_papers, position_citations)
      SELECT DISTINCT p.before_year, p.end_year, p.counting, d.id, p.author_id, p.university_id, p.position_papers, p.position_citations
      FROM analytics_progress p JOIN analytics_author aa ON aa.author_id = p.author_id CROSS JOIN LATERAL unnest(aa.department_ids) d(id)
      ORDER BY 1, 2, 3, 4, 5`);
    // the departments of the same name at every school (the screen's "other schools"), as the API finds them now
    await client.query(`
      INSERT INTO analytics_progress_name (department_id, name_key, department_ids)
      SELECT d.id, lower(d.name), g.ids FROM departments d
      JOIN (SELECT lower(name) AS name_key, array_agg(id ORDER BY id) AS ids FROM departments GROUP BY 1) g ON g.name_key = lower(d.name)`);
    await client.query(`
      INSERT INTO analytics_progress_group (before_year, end_year, counting, name_key, author_id, university_id, position_papers, position_citations)
      SELECT DISTINCT d.before_year, d.end_year, d.counting, n.name_key, d.author_id, d.university_id, d.position_papers, d.position_citations
      FROM analytics_progress_department d JOIN analytics_progress_name n ON n.department_id = d.department_id
      ORDER BY 1, 2, 3, 4, 7`);
    // each group's members per school (the same in every window): the "other schools" list's size without a scan
    await client.query(`
      INSERT INTO analytics_progress_group_size (name_key, university_id, members)
      SELECT name_key, university_id, count(*)::int4 FROM analytics_progress_group
      WHERE (before_year, end_year, counting) = ($1, $2, 'full') GROUP BY 1, 2`, [starts[0], end]);
    await client.query(`
      INSERT INTO analytics_progress_window (before_year, end_year, counting, members)
      SELECT before_year, end_year, counting, count(*)::int4 FROM analytics_progress GROUP BY 1, 2, 3`);
    await client.query(`
      INSERT INTO analytics_progress_state (id, version, current_year, computed_at) VALUES (1, $1, $2, now())
      ON CONFLICT (id) DO UPDATE SET version = EXCLUDED.version, current_year = EXCLUDED.current_year, computed_at = now()`, [state.version, end]);
    await client.query('COMMIT');
    // vacuumed so that the API's counts are index-only reads
    await client.query('VACUUM ANALYZE analytics_progress, analytics_progress_department, analytics_progress_group, analytics_progress_group_size, analytics_progress_name, analytics_progress_window');
    return { rows };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  }
}
