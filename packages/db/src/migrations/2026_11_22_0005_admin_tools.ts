// Frozen in time: migrations never import application code.
//
// Administrator data-quality tools (docs/admin-tools.md):
// - job_files: files a job produces for its requester (the red-flag CSV exports). Kept in Postgres,
//   not on a worker's local disk, so that any API process can serve what any worker wrote; one
//   file per job run, so a retried job overwrites its own file.
// - indexes for the logs page, the merge list and the seat count of invitations.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE job_files (
      id            integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      queue         text NOT NULL,
      bull_job_id   text NOT NULL,
      file_name     text NOT NULL,
      content_type  text NOT NULL,
      content       bytea NOT NULL,
      byte_size     integer NOT NULL CHECK (byte_size >= 0),
      row_count     integer NOT NULL DEFAULT 0 CHECK (row_count >= 0),
      requested_by  integer REFERENCES users(id) ON DELETE SET NULL,
      created_at    timestamptz NOT NULL DEFAULT now(),
      UNIQUE (queue, bull_job_id)
    );

    -- the merge list and the logs page read open issues and pending merge-queue entries by author
    CREATE INDEX data_issues_author_idx ON data_issues (author_id);
    CREATE INDEX merge_decisions_user_author_idx ON merge_decisions (user_author_id, decided_at DESC);
    -- pending invitations are counted per university against the seat limit
    CREATE INDEX email_tokens_invitation_idx ON email_tokens ((payload->>'university_id')) WHERE purpose = 'invitation' AND used_at IS NULL;
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    DROP INDEX IF EXISTS email_tokens_invitation_idx;
    DROP INDEX IF EXISTS merge_decisions_user_author_idx;
    DROP INDEX IF EXISTS data_issues_author_idx;
    DROP TABLE IF EXISTS job_files;
  `.execute(db);
}
