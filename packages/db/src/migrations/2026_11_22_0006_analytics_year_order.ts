// Frozen in time: migrations never import application code.
//
// analytics_author_year is keyed (year, author_id) and written in that order, so that a year
// window over many authors reads two compact ranges (docs/analytics-engine.md). The index on
// author_id serves the refreshes, which replace the rows of a set of authors.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE analytics_author_year DROP CONSTRAINT analytics_author_year_pkey;
    ALTER TABLE analytics_author_year ADD PRIMARY KEY (year, author_id);
    CREATE INDEX ON analytics_author_year (author_id);
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    DROP INDEX IF EXISTS analytics_author_year_author_id_idx;
    ALTER TABLE analytics_author_year DROP CONSTRAINT analytics_author_year_pkey;
    ALTER TABLE analytics_author_year ADD PRIMARY KEY (author_id, year);
  `.execute(db);
}
