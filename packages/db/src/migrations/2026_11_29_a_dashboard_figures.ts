// Frozen in time: migrations never import application code.
//
// The dashboards' figures precomputed after each analytics version (docs/analytics-engine.md
// "Dashboard figures"): one row per figure set (the perceptual map's faculty in a figure option, Hire
// Impact's members' totals, a school's department totals in a window, ...), its value as the API keeps
// it, stamped with the analytics_state it was computed from (version, last full computation, year). The
// API reads a row only while that stamp is current.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE analytics_dashboard_figures (
      key text PRIMARY KEY,
      stamp text NOT NULL,
      version int8 NOT NULL,
      value jsonb NOT NULL,
      computed_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE analytics_dashboard_figures`.execute(db);
}
