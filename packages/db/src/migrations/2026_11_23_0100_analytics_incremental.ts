// Frozen in time: migrations never import application code.
//
// What the analytics engine needs to refresh its figures by difference and to serve rankings fast
// (docs/analytics-engine.md):
//
// - analytics_author_paper: one row per author per paper, with the paper's facts as the last
//   computation saw them (year, journal, global tier, number of authorships, citations all-time
//   and in the 5- and 10-year windows). The ranking's filter on named journals reads it (a few
//   schools' rows lie together, keyed by author); a refresh reads it to know what a paper counted
//   for before a write (the difference it applies to the department and school totals), and for
//   the colleagues a tenure comparison needs, without reading raw citations.
// - analytics_refresh_pending: what writes asked to refresh, until a refresh covers it. A
//   refresh takes every pending row at once (coalescing writes that arrive together) and deletes
//   them in the transaction that publishes its figures, so a crash leaves them pending.
// - analytics_changes: per version of analytics_state, the authors whose rows changed (NULL: all,
//   a full rebuild), so that a cache of the figures can reload only those.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE analytics_author_paper (
      author_id     integer  NOT NULL,
      paper_id      integer  NOT NULL,
      year          smallint,
      journal_id    integer,
      -- the journal's global tier: 0 A, 1 A-, 2 B, 3 unranked (or no journal)
      tier          smallint NOT NULL,
      -- every authorship of the paper, linked to an author or not
      author_count  integer  NOT NULL,
      citations     integer  NOT NULL DEFAULT 0,
      citations_5y  integer  NOT NULL DEFAULT 0,
      citations_10y integer  NOT NULL DEFAULT 0,
      PRIMARY KEY (author_id, paper_id)
    );

    CREATE TABLE analytics_refresh_pending (
      id             bigserial PRIMARY KEY,
      author_ids     integer[] NOT NULL DEFAULT '{}',
      paper_ids      integer[] NOT NULL DEFAULT '{}',
      department_ids integer[] NOT NULL DEFAULT '{}',
      university_ids integer[] NOT NULL DEFAULT '{}',
      journal_ids    integer[] NOT NULL DEFAULT '{}',
      created_at     timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE analytics_changes (
      version    bigint PRIMARY KEY,
      -- authors whose analytics rows changed in this version; NULL when every row did (a full rebuild)
      author_ids integer[],
      created_at timestamptz NOT NULL DEFAULT now()
    );
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    DROP TABLE IF EXISTS analytics_changes;
    DROP TABLE IF EXISTS analytics_refresh_pending;
    DROP TABLE IF EXISTS analytics_author_paper;
    DROP TABLE IF EXISTS analytics_author_paper_next;
  `.execute(db);
}
