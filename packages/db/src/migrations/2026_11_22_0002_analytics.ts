// Frozen in time: migrations never import application code.
//
// Precomputed analytics tables (docs/analytics-engine.md). Written only by the analytics workers;
// every row can be rebuilt from the source tables. No foreign keys on purpose: a full recompute
// builds `<table>_next` copies and swaps them in by renaming, and incremental refreshes delete and
// rewrite the rows of the authors they touch (so rows of a deleted author go at the next refresh).
//
// Index names are the ones Postgres chooses by itself (`<table>_<columns>_idx`): the swap builds
// the next copy with `LIKE ... INCLUDING ALL` and renames `<table>_next_*` back to `<table>_*`.
//
// Tier columns come in four groups: _a, _a_minus, _b (the journal's grade) and _unranked
// (journals without a grade, and papers without a journal). "All papers" is the sum of the four;
// "A, A- and B journals" is the sum of the first three.
import { sql, type Kysely } from 'kysely';

const tiers = ['a', 'a_minus', 'b', 'unranked'] as const;

function tierColumns(prefix: string, type: string): string {
  return tiers.map((tier) => `${prefix}_${tier} ${type} NOT NULL DEFAULT 0`).join(',\n      ');
}

export async function up(db: Kysely<any>): Promise<void> {
  await sql.raw(`
    -- One row per author per calendar year, CUMULATIVE: each figure counts everything up to and
    -- including that year. A year window [from, to] is row(to) - row(from - 1): two index lookups
    -- per author whatever the width of the window. Rows are dense from the author's first active
    -- year (first publication or citation, never before 1939) to the year of the computation;
    -- papers are counted in their publication year, citations in the year they were received.
    CREATE TABLE analytics_author_year (
      author_id integer  NOT NULL,
      year      smallint NOT NULL,
      ${tierColumns('papers', 'integer')},
      ${tierColumns('citations', 'integer')},
      ${tierColumns('solo', 'integer')},
      ${tierColumns('frac_papers', 'double precision')},
      ${tierColumns('frac_citations', 'double precision')},
      PRIMARY KEY (author_id, year)
    );

    -- One row per author: all-time figures by global journal tier, the indexes, windows, shares
    -- within the school, and the profile attributes the ranking filters on.
    CREATE TABLE analytics_author (
      author_id              integer PRIMARY KEY,
      university_id          integer,
      marker                 integer,
      -- 1 assistant, 2 associate, 3 full, 6 non tenured ... (tens markers folded: 20 -> 2)
      rank_code              smallint,
      gender                 text,
      department_ids         integer[] NOT NULL DEFAULT '{}',
      -- the department with the largest appointment (ties: lowest id); its journal lists grade the tenure figures
      primary_department_id  integer,
      first_year_career      integer,
      -- first year of career, else first publication year: the start of the per-year figures
      career_start_year      integer,
      first_publication_year integer,
      last_publication_year  integer,
      ${tierColumns('papers', 'integer')},
      ${tierColumns('citations', 'integer')},
      ${tierColumns('solo', 'integer')},
      ${tierColumns('frac_papers', 'double precision')},
      ${tierColumns('frac_citations', 'double precision')},
      total_papers           integer NOT NULL DEFAULT 0,
      total_citations        integer NOT NULL DEFAULT 0,
      solo_papers            integer NOT NULL DEFAULT 0,
      frac_papers            double precision NOT NULL DEFAULT 0,
      frac_citations         double precision NOT NULL DEFAULT 0,
      percent_solo           double precision NOT NULL DEFAULT 0,
      papers_per_year        double precision NOT NULL DEFAULT 0,
      citations_per_year     double precision NOT NULL DEFAULT 0,
      citations_per_paper    double precision NOT NULL DEFAULT 0,
      h_index                integer NOT NULL DEFAULT 0,
      g_index                integer NOT NULL DEFAULT 0,
      i10_index              integer NOT NULL DEFAULT 0,
      papers_5y              integer NOT NULL DEFAULT 0,
      papers_10y             integer NOT NULL DEFAULT 0,
      citations_5y           integer NOT NULL DEFAULT 0,
      citations_10y          integer NOT NULL DEFAULT 0,
      school_paper_share_5y        double precision NOT NULL DEFAULT 0,
      school_paper_share_10y       double precision NOT NULL DEFAULT 0,
      school_paper_share_overall   double precision NOT NULL DEFAULT 0,
      school_citation_share_5y     double precision NOT NULL DEFAULT 0,
      school_citation_share_10y    double precision NOT NULL DEFAULT 0,
      school_citation_share_overall double precision NOT NULL DEFAULT 0,
      computed_at            timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX ON analytics_author (university_id);
    CREATE INDEX ON analytics_author USING gin (department_ids);

    -- One row per author per department they belong to: counts by the department's own journal
    -- tiers (falling back to the global tier journal by journal) and shares within the department.
    CREATE TABLE analytics_author_department (
      author_id           integer NOT NULL,
      department_id       integer NOT NULL,
      university_id       integer,
      percent_appointment double precision NOT NULL DEFAULT 100,
      a_papers            integer NOT NULL DEFAULT 0,
      a_minus_papers      integer NOT NULL DEFAULT 0,
      b_papers            integer NOT NULL DEFAULT 0,
      paper_share_5y        double precision NOT NULL DEFAULT 0,
      paper_share_10y       double precision NOT NULL DEFAULT 0,
      paper_share_overall   double precision NOT NULL DEFAULT 0,
      citation_share_5y     double precision NOT NULL DEFAULT 0,
      citation_share_10y    double precision NOT NULL DEFAULT 0,
      citation_share_overall double precision NOT NULL DEFAULT 0,
      PRIMARY KEY (author_id, department_id)
    );
    CREATE INDEX ON analytics_author_department (department_id);

    -- Per department and per university: distinct papers of their faculty (a paper two members
    -- wrote counts once), averages per faculty member, and the gender and rank mixes.
    CREATE TABLE analytics_department (
      department_id   integer PRIMARY KEY,
      university_id   integer NOT NULL,
      faculty_count   integer NOT NULL DEFAULT 0,
      papers          integer NOT NULL DEFAULT 0,
      citations       integer NOT NULL DEFAULT 0,
      papers_5y       integer NOT NULL DEFAULT 0,
      papers_10y      integer NOT NULL DEFAULT 0,
      citations_5y    integer NOT NULL DEFAULT 0,
      citations_10y   integer NOT NULL DEFAULT 0,
      frac_papers     double precision NOT NULL DEFAULT 0,
      frac_citations  double precision NOT NULL DEFAULT 0,
      a_papers        integer NOT NULL DEFAULT 0,
      a_minus_papers  integer NOT NULL DEFAULT 0,
      b_papers        integer NOT NULL DEFAULT 0,
      avg_papers_per_faculty    double precision NOT NULL DEFAULT 0,
      avg_citations_per_faculty double precision NOT NULL DEFAULT 0,
      avg_h_index               double precision NOT NULL DEFAULT 0,
      male            integer NOT NULL DEFAULT 0,
      female          integer NOT NULL DEFAULT 0,
      other_gender    integer NOT NULL DEFAULT 0,
      unknown_gender  integer NOT NULL DEFAULT 0,
      assistant       integer NOT NULL DEFAULT 0,
      associate       integer NOT NULL DEFAULT 0,
      full_professor  integer NOT NULL DEFAULT 0,
      other_rank      integer NOT NULL DEFAULT 0,
      computed_at     timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX ON analytics_department (university_id);

    CREATE TABLE analytics_university (
      university_id   integer PRIMARY KEY,
      faculty_count   integer NOT NULL DEFAULT 0,
      papers          integer NOT NULL DEFAULT 0,
      citations       integer NOT NULL DEFAULT 0,
      papers_5y       integer NOT NULL DEFAULT 0,
      papers_10y      integer NOT NULL DEFAULT 0,
      citations_5y    integer NOT NULL DEFAULT 0,
      citations_10y   integer NOT NULL DEFAULT 0,
      frac_papers     double precision NOT NULL DEFAULT 0,
      frac_citations  double precision NOT NULL DEFAULT 0,
      a_papers        integer NOT NULL DEFAULT 0,
      a_minus_papers  integer NOT NULL DEFAULT 0,
      b_papers        integer NOT NULL DEFAULT 0,
      avg_papers_per_faculty    double precision NOT NULL DEFAULT 0,
      avg_citations_per_faculty double precision NOT NULL DEFAULT 0,
      avg_h_index               double precision NOT NULL DEFAULT 0,
      male            integer NOT NULL DEFAULT 0,
      female          integer NOT NULL DEFAULT 0,
      other_gender    integer NOT NULL DEFAULT 0,
      unknown_gender  integer NOT NULL DEFAULT 0,
      assistant       integer NOT NULL DEFAULT 0,
      associate       integer NOT NULL DEFAULT 0,
      full_professor  integer NOT NULL DEFAULT 0,
      other_rank      integer NOT NULL DEFAULT 0,
      computed_at     timestamptz NOT NULL DEFAULT now()
    );

    -- Tenure readiness: one row per author per window (5 or 10 years) per grade ('all' journals or
    -- 'top' = A and A-), graded by the author's primary department's lists. Percentages compare
    -- the author with the comparison group: faculty of the same university and department one
    -- rank above (full professors compare with full professors).
    CREATE TABLE analytics_tenure (
      author_id          integer  NOT NULL,
      window_years       smallint NOT NULL CHECK (window_years IN (5, 10)),
      grade              text     NOT NULL CHECK (grade IN ('all', 'top')),
      university_id      integer,
      department_id      integer,
      rank_code          smallint,
      start_year         integer,
      a_papers           integer NOT NULL DEFAULT 0,
      a_minus_papers     integer NOT NULL DEFAULT 0,
      b_papers           integer NOT NULL DEFAULT 0,
      h_index            integer NOT NULL DEFAULT 0,
      solo_papers        integer NOT NULL DEFAULT 0,
      total_papers       integer NOT NULL DEFAULT 0,
      total_citations    integer NOT NULL DEFAULT 0,
      papers             integer NOT NULL DEFAULT 0,
      citations          integer NOT NULL DEFAULT 0,
      comparison_rank    smallint,
      comparison_count   integer NOT NULL DEFAULT 0,
      average_papers     double precision NOT NULL DEFAULT 0,
      average_citations  double precision NOT NULL DEFAULT 0,
      percent_paper      double precision,
      percent_citation   double precision,
      readiness_percent  double precision,
      computed_at        timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (author_id, window_years, grade)
    );
    CREATE INDEX ON analytics_tenure (university_id, window_years, grade);

    -- A single row: the year the figures are computed for, and when each part was last rebuilt.
    CREATE TABLE analytics_state (
      id                 integer PRIMARY KEY CHECK (id = 1),
      current_year       integer NOT NULL,
      core_computed_at   timestamptz,
      tenure_computed_at timestamptz,
      refreshed_at       timestamptz,
      -- bumped by every write, so that readers can tell whether anything changed
      version            bigint NOT NULL DEFAULT 0
    );
  `).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'analytics_state', 'analytics_tenure', 'analytics_university', 'analytics_department',
    'analytics_author_department', 'analytics_author', 'analytics_author_year',
  ]) {
    await sql`DROP TABLE IF EXISTS ${sql.table(table)} CASCADE`.execute(db);
    await sql`DROP TABLE IF EXISTS ${sql.table(`${table}_next`)} CASCADE`.execute(db);
  }
}
