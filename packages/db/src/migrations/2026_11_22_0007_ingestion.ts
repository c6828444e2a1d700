// Frozen in time: migrations never import application code.
//
// 0007 although the plan reserved 0004: 0005 and 0006 were already applied to existing databases, and
// Kysely refuses a migration that sorts before applied ones.
//
// Ingestion (docs/ingestion.md): one import_runs row per import or scrape, with its counts, the rows
// it rejected and its checkpoint; the uploaded file until the run has finished; the ids each run
// touched (for the statistics refresh at its end). Papers gain the two fields feeds carry that the
// initial schema had no place for.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE import_runs (
      id            integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      source        text NOT NULL CHECK (source IN ('rss', 'directory', 'openalex', 'journal_list')),
      status        text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'completed', 'failed')),
      -- the file name as uploaded, the feed link or the directory URL
      file_name     text NOT NULL DEFAULT '',
      options       jsonb NOT NULL DEFAULT '{}',
      requested_by  integer REFERENCES users(id) ON DELETE SET NULL,
      job_run_id    integer REFERENCES job_runs(id) ON DELETE SET NULL,
      university_id integer REFERENCES universities(id) ON DELETE SET NULL,
      journal_id    integer REFERENCES journals(id) ON DELETE SET NULL,
      created       integer NOT NULL DEFAULT 0,
      updated       integer NOT NULL DEFAULT 0,
      skipped       integer NOT NULL DEFAULT 0,
      rejected      integer NOT NULL DEFAULT 0,
      -- [{ position, reason, raw }]: every row, item, line or page that could not be read or matched
      rejected_rows jsonb NOT NULL DEFAULT '[]',
      -- where the run got to: written in the same transaction as each batch, so a retry resumes exactly there
      checkpoint    jsonb NOT NULL DEFAULT '{}',
      summary       jsonb NOT NULL DEFAULT '{}',
      error         text,
      created_at    timestamptz NOT NULL DEFAULT now(),
      started_at    timestamptz,
      finished_at   timestamptz
    );
    CREATE INDEX import_runs_created_idx ON import_runs (created_at DESC);
    CREATE INDEX import_runs_source_idx ON import_runs (source, created_at DESC);

    CREATE TABLE import_uploads (
      import_run_id integer PRIMARY KEY REFERENCES import_runs(id) ON DELETE CASCADE,
      file_name     text NOT NULL,
      content       bytea NOT NULL,
      created_at    timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE import_run_touched (
      import_run_id integer NOT NULL REFERENCES import_runs(id) ON DELETE CASCADE,
      kind          text NOT NULL CHECK (kind IN ('author', 'paper', 'journal', 'university', 'department')),
      entity_id     integer NOT NULL,
      PRIMARY KEY (import_run_id, kind, entity_id)
    );

    ALTER TABLE papers ADD COLUMN url text NOT NULL DEFAULT '';
    ALTER TABLE papers ADD COLUMN abstract text NOT NULL DEFAULT '';
    CREATE INDEX journals_lower_name_idx ON journals (lower(name));
    CREATE INDEX universities_ror_idx ON universities (ror_id);
    CREATE INDEX authors_orcid_idx ON authors (orcid) WHERE orcid IS NOT NULL;
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    DROP INDEX IF EXISTS authors_orcid_idx;
    DROP INDEX IF EXISTS universities_ror_idx;
    DROP INDEX IF EXISTS journals_lower_name_idx;
    ALTER TABLE papers DROP COLUMN IF EXISTS abstract;
    ALTER TABLE papers DROP COLUMN IF EXISTS url;
    DROP TABLE IF EXISTS import_run_touched;
    DROP TABLE IF EXISTS import_uploads;
    DROP TABLE IF EXISTS import_runs;
  `.execute(db);
}
