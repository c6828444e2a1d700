// Frozen in time: migrations never import application code.
//
// An import's uploaded file is stored in parts of at most 1 MB (docs/reliability.md, "The API's event loop"): the
// API streams the request to a temporary file and inserts it part by part, so no query carries the whole file as
// one bytea parameter (the pg protocol writer copies a parameter synchronously). import_uploads keeps the file
// name (and, for rows written before, or by the RSS import, the whole content); the parts follow it in order.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE import_upload_parts (
      import_run_id integer NOT NULL REFERENCES import_uploads(import_run_id) ON DELETE CASCADE,
      part          integer NOT NULL CHECK (part >= 0),
      content       bytea NOT NULL,
      PRIMARY KEY (import_run_id, part)
    )
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE import_upload_parts`.execute(db);
}
