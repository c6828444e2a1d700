// Frozen in time: migrations never import application code.
//
// Real data in, honestly (docs/ingestion.md, "Duplicates" and "Journals seen in imports"):
// - paper_openalex_aliases: the other OpenAlex ids of a paper (a work recorded twice by OpenAlex, with
//   one DOI), so that either id finds the one paper in a later run;
// - journals created by an import (no list, no ISSN or title match) are listed for administrators to
//   map by hand: `created_by_import`, and `mapped_to_id` once mapped (its papers moved, and later
//   imports that find this journal use the target); `import_reviewed_at` when kept as a journal of its own.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE paper_openalex_aliases (
      openalex_id text PRIMARY KEY,
      paper_id    integer NOT NULL REFERENCES papers(id) ON DELETE CASCADE,
      created_at  timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX paper_openalex_aliases_paper_idx ON paper_openalex_aliases (paper_id);

    ALTER TABLE journals ADD COLUMN created_by_import boolean NOT NULL DEFAULT false;
    ALTER TABLE journals ADD COLUMN mapped_to_id integer REFERENCES journals(id) ON DELETE SET NULL;
    ALTER TABLE journals ADD COLUMN import_reviewed_at timestamptz;
    CREATE INDEX journals_unmatched_idx ON journals (id) WHERE created_by_import AND mapped_to_id IS NULL AND import_reviewed_at IS NULL;
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    DROP INDEX IF EXISTS journals_unmatched_idx;
    ALTER TABLE journals DROP COLUMN IF EXISTS import_reviewed_at;
    ALTER TABLE journals DROP COLUMN IF EXISTS mapped_to_id;
    ALTER TABLE journals DROP COLUMN IF EXISTS created_by_import;
    DROP TABLE IF EXISTS paper_openalex_aliases;
  `.execute(db);
}
