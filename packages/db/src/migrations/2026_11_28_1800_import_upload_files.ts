// Frozen in time: migrations never import application code.
//
// An import's uploaded file stays a file (docs/reliability.md, "The API's event loop"): the API streams the request
// into STORAGE_DIR/imports and records the file's path here (stored_path); the workers read it from there. Passing
// the whole file to Postgres as one bytea parameter held the API's loop (the pg protocol writer copies the value
// synchronously) and its copies forced full garbage collections. content stays for rows written before and for
// the RSS import, which stores the feed it fetched; a row has one or the other.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE import_uploads
      ADD COLUMN stored_path text,
      ALTER COLUMN content DROP NOT NULL,
      ADD CONSTRAINT import_uploads_content_or_file CHECK ((content IS NULL) <> (stored_path IS NULL))
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DELETE FROM import_uploads WHERE content IS NULL`.execute(db);
  await sql`
    ALTER TABLE import_uploads
      DROP CONSTRAINT import_uploads_content_or_file,
      ALTER COLUMN content SET NOT NULL,
      DROP COLUMN stored_path
  `.execute(db);
}
