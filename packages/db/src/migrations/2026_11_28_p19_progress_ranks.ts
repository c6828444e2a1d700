// Frozen in time: migrations never import application code.
//
// Faculty Progress precomputed (docs/dashboards-api.md "How it is read", docs/analytics-engine.md):
// for the windows the screen opens on, every faculty member's papers and citations in the window
// (full and fractional counting) and their place in the screen's two orders over every school (with
// the same places per department, and per group of same-name departments), written
// after each analytics computation and stamped with the analytics_state version they were read from.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE analytics_progress_window (
      before_year int4 NOT NULL,
      end_year int4 NOT NULL,
      counting text NOT NULL CHECK (counting IN ('full', 'fractional')),
      members int4 NOT NULL,
      PRIMARY KEY (before_year, end_year, counting)
    );
    CREATE TABLE analytics_progress (
      before_year int4 NOT NULL,
      end_year int4 NOT NULL,
      counting text NOT NULL,
      author_id int4 NOT NULL,
      university_id int4 NOT NULL,
      papers float8 NOT NULL,
      citations float8 NOT NULL,
      position_papers int4 NOT NULL,
      position_citations int4 NOT NULL,
      PRIMARY KEY (before_year, end_year, counting, author_id)
    );
    CREATE INDEX analytics_progress_university_idx ON analytics_progress (before_year, end_year, counting, university_id);
    CREATE TABLE analytics_progress_department (
      before_year int4 NOT NULL,
      end_year int4 NOT NULL,
      counting text NOT NULL,
      department_id int4 NOT NULL,
      author_id int4 NOT NULL,
      university_id int4 NOT NULL,
      position_papers int4 NOT NULL,
      position_citations int4 NOT NULL,
      PRIMARY KEY (before_year, end_year, counting, department_id, author_id)
    );
    CREATE TABLE analytics_progress_group (
      before_year int4 NOT NULL,
      end_year int4 NOT NULL,
      counting text NOT NULL,
      name_key text NOT NULL,
      author_id int4 NOT NULL,
      university_id int4 NOT NULL,
      position_papers int4 NOT NULL,
      position_citations int4 NOT NULL
    );
    CREATE INDEX analytics_progress_group_papers_idx ON analytics_progress_group (before_year, end_year, counting, name_key, position_papers) INCLUDE (university_id, author_id);
    CREATE INDEX analytics_progress_group_citations_idx ON analytics_progress_group (before_year, end_year, counting, name_key, position_citations) INCLUDE (university_id, author_id);
    CREATE TABLE analytics_progress_name (
      department_id int4 PRIMARY KEY,
      name_key text NOT NULL,
      department_ids int4[] NOT NULL
    );
    CREATE TABLE analytics_progress_group_size (
      name_key text NOT NULL,
      university_id int4 NOT NULL,
      members int4 NOT NULL,
      PRIMARY KEY (name_key, university_id)
    );
    CREATE TABLE analytics_progress_state (
      id int4 PRIMARY KEY CHECK (id = 1),
      version int8 NOT NULL,
      current_year int4 NOT NULL,
      computed_at timestamptz NOT NULL DEFAULT now()
    );
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    DROP TABLE IF EXISTS analytics_progress_state;
    DROP TABLE IF EXISTS analytics_progress_group_size;
    DROP TABLE IF EXISTS analytics_progress_name;
    DROP TABLE IF EXISTS analytics_progress_group;
    DROP TABLE IF EXISTS analytics_progress_department;
    DROP TABLE IF EXISTS analytics_progress;
    DROP TABLE IF EXISTS analytics_progress_window;
  `.execute(db);
}
