// Frozen in time: migrations never import application code.
//
// Claims need proof (docs/accounts-and-claims.md):
// - universities keep the e-mail domains of their faculty (administrators maintain them);
// - a claim on an existing author without proof waits in author_claims for an administrator;
// - an author is held by at most one account (users.author_id is unique);
// - ri_name_key(text): the matching key of a name (lower case, no accents, no apostrophes,
//   hyphens, periods or spaces), immutable so that it can be indexed.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE EXTENSION IF NOT EXISTS unaccent`.execute(db);
  await sql`
    ALTER TABLE universities ADD COLUMN email_domains text[] NOT NULL DEFAULT '{}';
    UPDATE universities SET email_domains = ARRAY[lower(trim(domain))] WHERE trim(domain) <> '';

    CREATE TABLE author_claims (
      id          integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id     integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      author_id   integer NOT NULL REFERENCES authors(id) ON DELETE CASCADE,
      status      text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
      -- what the sign-up showed: the address, its domain, whether it is on the author's record or at a domain of the author's university
      evidence    jsonb NOT NULL DEFAULT '{}',
      note        text NOT NULL DEFAULT '',
      decided_by  integer REFERENCES users(id) ON DELETE SET NULL,
      decided_at  timestamptz,
      created_at  timestamptz NOT NULL DEFAULT now()
    );
    -- one open claim per account
    CREATE UNIQUE INDEX author_claims_one_pending_per_user ON author_claims (user_id) WHERE status = 'pending';
    CREATE INDEX author_claims_status_idx ON author_claims (status, created_at);
    CREATE INDEX author_claims_author_idx ON author_claims (author_id);

    -- accounts sharing an author before this rule: the first keeps it, the others wait in the queue
    WITH ranked AS (
      SELECT id, author_id, row_number() OVER (PARTITION BY author_id ORDER BY id) AS n FROM users WHERE author_id IS NOT NULL
    ), moved AS (
      INSERT INTO author_claims (user_id, author_id, evidence)
      SELECT id, author_id, '{"migrated": true}'::jsonb FROM ranked WHERE n > 1
      RETURNING user_id
    )
    UPDATE users SET author_id = NULL WHERE id IN (SELECT user_id FROM moved);

    DROP INDEX IF EXISTS users_author_idx;
    ALTER TABLE users ADD CONSTRAINT users_author_id_key UNIQUE (author_id);
  `.execute(db);
  await sql`
    CREATE FUNCTION ri_name_key(name text) RETURNS text
      LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
      RETURN lower(regexp_replace(public.unaccent('public.unaccent'::regdictionary, name), '[[:space:]''’‘\`´.‐‑–—-]+', '', 'g'));
    CREATE INDEX authors_last_name_key_idx ON authors (ri_name_key(last_name));
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    DROP INDEX IF EXISTS authors_last_name_key_idx;
    DROP FUNCTION IF EXISTS ri_name_key(text);
    ALTER TABLE users DROP CONSTRAINT IF EXISTS users_author_id_key;
    CREATE INDEX IF NOT EXISTS users_author_idx ON users (author_id);
    DROP TABLE IF EXISTS author_claims;
    ALTER TABLE universities DROP COLUMN IF EXISTS email_domains;
  `.execute(db);
}
