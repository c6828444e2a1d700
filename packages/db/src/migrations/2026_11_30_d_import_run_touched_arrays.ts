// Frozen in time: migrations never import application code.
//
// What an import run touched, one row per batch and kind with the ids as an array, instead of one
// row per id: a first import of 10,000 works wrote about 20,000 rows (and their primary-key entries)
// only to read them back once after the run; the arrays cost the database a small fraction of that
// (docs/benchmarks/openalex-import.md, "2026-11-28 08:00 UTC"). Existing rows are kept, as batch 0.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE import_run_touched RENAME TO import_run_touched_rows;
    ALTER INDEX import_run_touched_pkey RENAME TO import_run_touched_rows_pkey;
    CREATE TABLE import_run_touched (
      import_run_id integer NOT NULL CONSTRAINT import_run_touched_import_run_id_fkey REFERENCES import_runs(id) ON DELETE CASCADE,
      batch_no      integer NOT NULL,
      kind          text NOT NULL CONSTRAINT import_run_touched_kind_check CHECK (kind IN ('author', 'paper', 'journal', 'university', 'department')),
      entity_ids    integer[] NOT NULL,
      PRIMARY KEY (import_run_id, batch_no, kind)
    );
    INSERT INTO import_run_touched (import_run_id, batch_no, kind, entity_ids)
      SELECT import_run_id, 0, kind, array_agg(entity_id ORDER BY entity_id) FROM import_run_touched_rows GROUP BY import_run_id, kind;
    DROP TABLE import_run_touched_rows;
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE import_run_touched RENAME TO import_run_touched_batches;
    ALTER INDEX import_run_touched_pkey RENAME TO import_run_touched_batches_pkey;
    CREATE TABLE import_run_touched (
      import_run_id integer NOT NULL CONSTRAINT import_run_touched_import_run_id_fkey REFERENCES import_runs(id) ON DELETE CASCADE,
      kind          text NOT NULL CONSTRAINT import_run_touched_kind_check CHECK (kind IN ('author', 'paper', 'journal', 'university', 'department')),
      entity_id     integer NOT NULL,
      PRIMARY KEY (import_run_id, kind, entity_id)
    );
    INSERT INTO import_run_touched (import_run_id, kind, entity_id)
      SELECT DISTINCT import_run_id, kind, e FROM import_run_touched_batches, unnest(entity_ids) AS e;
    DROP TABLE import_run_touched_batches;
  `.execute(db);
}
