// Frozen in time: migrations never import application code.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);

  await sql`
    CREATE TABLE universities (
      id              integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      name            text NOT NULL,
      abbreviation    text NOT NULL DEFAULT '',
      business_school text NOT NULL DEFAULT '',
      country         text NOT NULL DEFAULT '',
      domain          text NOT NULL DEFAULT '',
      status          text NOT NULL DEFAULT 'Pending' CHECK (status IN ('Completed', 'Pending')),
      profile_picture text NOT NULL DEFAULT '',
      ror_id          text,
      openalex_id     text UNIQUE,
      seat_limit      integer NOT NULL DEFAULT 2 CHECK (seat_limit >= 0),
      created_at      timestamptz NOT NULL DEFAULT now(),
      updated_at      timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX universities_name_key ON universities (lower(name));
    CREATE INDEX universities_name_trgm ON universities USING gin (lower(name) gin_trgm_ops);

    CREATE TABLE publishers (
      id          integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      name        text NOT NULL,
      openalex_id text UNIQUE,
      created_at  timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX publishers_name_key ON publishers (lower(name));

    CREATE TABLE journals (
      id            integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      name          text NOT NULL,
      abbreviation  text NOT NULL DEFAULT '',
      issn          text,
      e_issn        text,
      publisher_id  integer REFERENCES publishers(id) ON DELETE SET NULL,
      impact_factor numeric(8,3),
      rss_feed_link text,
      journal_link  text,
      tier          text CHECK (tier IN ('A', 'A-', 'B')),
      openalex_id   text UNIQUE,
      created_at    timestamptz NOT NULL DEFAULT now(),
      updated_at    timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX journals_issn_key ON journals (issn) WHERE issn IS NOT NULL;
    CREATE INDEX journals_e_issn_idx ON journals (e_issn);
    CREATE INDEX journals_name_trgm ON journals USING gin (lower(name) gin_trgm_ops);

    CREATE TABLE departments (
      id              integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      university_id   integer NOT NULL REFERENCES universities(id) ON DELETE CASCADE,
      name            text NOT NULL,
      default_mapping text[] NOT NULL DEFAULT '{}',
      created_at      timestamptz NOT NULL DEFAULT now(),
      updated_at      timestamptz NOT NULL DEFAULT now(),
      UNIQUE (university_id, name)
    );

    CREATE TABLE department_journals (
      department_id integer NOT NULL REFERENCES departments(id) ON DELETE CASCADE,
      journal_id    integer NOT NULL REFERENCES journals(id) ON DELETE CASCADE,
      tier          text NOT NULL CHECK (tier IN ('A', 'A-', 'B')),
      PRIMARY KEY (department_id, journal_id)
    );
    CREATE INDEX department_journals_journal_idx ON department_journals (journal_id);

    CREATE TABLE authors (
      id                   integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      first_name           text NOT NULL DEFAULT '',
      mid_name             text NOT NULL DEFAULT '',
      last_name            text NOT NULL DEFAULT '',
      -- lower-cased, accent-stripped "first last", maintained by the authors query module
      search_name          text NOT NULL DEFAULT '',
      prefix               text NOT NULL DEFAULT '',
      suffix               text NOT NULL DEFAULT '',
      position             text NOT NULL DEFAULT '',
      marker               integer,
      gender               text CHECK (gender IN ('m', 'f', 'o')),
      gender_source        text CHECK (gender_source IN ('profile', 'bio', 'face', 'name')),
      email                text NOT NULL DEFAULT '',
      bio                  text NOT NULL DEFAULT '',
      cv                   text NOT NULL DEFAULT '',
      highlighted_cv       text NOT NULL DEFAULT '',
      profile_picture      text NOT NULL DEFAULT '',
      university_id        integer REFERENCES universities(id) ON DELETE SET NULL,
      verified             boolean NOT NULL DEFAULT false,
      is_complete          boolean NOT NULL DEFAULT false,
      unusual_work_hist    boolean NOT NULL DEFAULT false,
      gs_author_id         text NOT NULL DEFAULT '',
      gs_author_name       text NOT NULL DEFAULT '',
      rg_author_id         text NOT NULL DEFAULT '',
      rg_author_name       text NOT NULL DEFAULT '',
      name_variations      text[] NOT NULL DEFAULT '{}',
      univ_profile_link    text NOT NULL DEFAULT '',
      homepage_url         text NOT NULL DEFAULT '',
      keywords             text[] NOT NULL DEFAULT '{}',
      area_of_interest     text[] NOT NULL DEFAULT '{}',
      expertise            text[] NOT NULL DEFAULT '{}',
      interests            text[] NOT NULL DEFAULT '{}',
      courses              text[] NOT NULL DEFAULT '{}',
      first_year_career    integer,
      orcid                text,
      openalex_id          text UNIQUE,
      -- set when this record was merged into another; merged records are kept for undo
      merged_into_id       integer REFERENCES authors(id) ON DELETE SET NULL,
      created_at           timestamptz NOT NULL DEFAULT now(),
      updated_at           timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX authors_university_idx ON authors (university_id) WHERE merged_into_id IS NULL;
    CREATE INDEX authors_search_name_trgm ON authors USING gin (search_name gin_trgm_ops);
    CREATE INDEX authors_last_name_idx ON authors (lower(last_name), lower(first_name));
    CREATE INDEX authors_marker_idx ON authors (marker);

    CREATE TABLE author_departments (
      author_id           integer NOT NULL REFERENCES authors(id) ON DELETE CASCADE,
      department_id       integer NOT NULL REFERENCES departments(id) ON DELETE CASCADE,
      percent_appointment numeric(5,2) NOT NULL DEFAULT 100 CHECK (percent_appointment >= 0),
      PRIMARY KEY (author_id, department_id)
    );
    CREATE INDEX author_departments_department_idx ON author_departments (department_id);

    CREATE TABLE education (
      id                   integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      author_id            integer NOT NULL REFERENCES authors(id) ON DELETE CASCADE,
      seq                  integer NOT NULL,
      degree               text NOT NULL DEFAULT '',
      area                 text NOT NULL DEFAULT '',
      institution          text NOT NULL DEFAULT '',
      university_id        integer REFERENCES universities(id) ON DELETE SET NULL,
      year                 integer,
      advisor_first_name   text NOT NULL DEFAULT '',
      advisor_last_name    text NOT NULL DEFAULT '',
      coadvisor_first_name text NOT NULL DEFAULT '',
      coadvisor_last_name  text NOT NULL DEFAULT '',
      is_phd_to_consider   boolean NOT NULL DEFAULT false,
      UNIQUE (author_id, seq)
    );

    CREATE TABLE work_history (
      id            integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      author_id     integer NOT NULL REFERENCES authors(id) ON DELETE CASCADE,
      seq           integer NOT NULL,
      title         text NOT NULL DEFAULT '',
      sub_title     text NOT NULL DEFAULT '',
      school        text NOT NULL DEFAULT '',
      institution   text NOT NULL DEFAULT '',
      university_id integer REFERENCES universities(id) ON DELETE SET NULL,
      from_year     integer,
      to_year       integer,          -- NULL means 'Present'
      marker        integer,
      rank          integer GENERATED ALWAYS AS (
                      CASE WHEN marker IN (2, 20) THEN 2 WHEN marker IN (3, 30) THEN 3 ELSE 1 END
                    ) STORED,
      UNIQUE (author_id, seq)
    );
    CREATE INDEX work_history_university_idx ON work_history (university_id);

    CREATE TABLE papers (
      id               integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      title            text NOT NULL,
      journal_id       integer REFERENCES journals(id) ON DELETE SET NULL,
      publication_name text NOT NULL DEFAULT '',
      year             integer,
      doi              text,
      issn             text,
      issue            text,
      volume           text,
      citation_count   integer NOT NULL DEFAULT 0,
      publisher        text NOT NULL DEFAULT '',
      openalex_id      text UNIQUE,
      created_at       timestamptz NOT NULL DEFAULT now(),
      updated_at       timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX papers_doi_key ON papers (lower(doi)) WHERE doi IS NOT NULL;
    CREATE INDEX papers_journal_year_idx ON papers (journal_id, year);
    CREATE INDEX papers_title_trgm ON papers USING gin (lower(title) gin_trgm_ops);

    CREATE TABLE authorships (
      paper_id          integer NOT NULL REFERENCES papers(id) ON DELETE CASCADE,
      position          integer NOT NULL,
      author_id         integer REFERENCES authors(id) ON DELETE SET NULL,
      printed_first_name text NOT NULL DEFAULT '',
      printed_mid_name  text NOT NULL DEFAULT '',
      printed_last_name text NOT NULL DEFAULT '',
      -- affiliation at publication time (NULL when unknown)
      university_id     integer REFERENCES universities(id) ON DELETE SET NULL,
      PRIMARY KEY (paper_id, position)
    );
    CREATE INDEX authorships_author_idx ON authorships (author_id, paper_id);
    CREATE INDEX authorships_printed_last_idx ON authorships (lower(printed_last_name));

    CREATE TABLE citations (
      paper_id integer NOT NULL REFERENCES papers(id) ON DELETE CASCADE,
      year     integer NOT NULL,
      count    integer NOT NULL CHECK (count >= 0),
      PRIMARY KEY (paper_id, year)
    );

    CREATE TABLE users (
      id               integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      username         text NOT NULL,
      email            text NOT NULL,
      password_hash    text NOT NULL,
      type             text NOT NULL CHECK (type IN ('faculty', 'university', 'admin')),
      author_id        integer REFERENCES authors(id) ON DELETE SET NULL,
      university_id    integer REFERENCES universities(id) ON DELETE SET NULL,
      -- for university members: their access level within the school's account
      access_level     text NOT NULL DEFAULT 'user' CHECK (access_level IN ('owner', 'admin', 'user')),
      email_verified_at timestamptz,
      disabled_at      timestamptz,
      created_at       timestamptz NOT NULL DEFAULT now(),
      updated_at       timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX users_username_key ON users (lower(username));
    CREATE UNIQUE INDEX users_email_key ON users (lower(email));
    CREATE INDEX users_author_idx ON users (author_id);

    CREATE TABLE sessions (
      id                   uuid PRIMARY KEY,
      user_id              integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      -- set while an admin acts as this user; the admin's own session stays alive beside it
      impersonator_user_id integer REFERENCES users(id) ON DELETE CASCADE,
      created_at           timestamptz NOT NULL DEFAULT now(),
      expires_at           timestamptz NOT NULL,
      revoked_at           timestamptz,
      last_used_at         timestamptz NOT NULL DEFAULT now(),
      ip                   text NOT NULL DEFAULT '',
      user_agent           text NOT NULL DEFAULT ''
    );
    CREATE INDEX sessions_user_idx ON sessions (user_id) WHERE revoked_at IS NULL;

    CREATE TABLE email_tokens (
      id          integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      purpose     text NOT NULL CHECK (purpose IN ('verify_email', 'reset_password', 'invitation')),
      token_hash  text NOT NULL UNIQUE,
      user_id     integer REFERENCES users(id) ON DELETE CASCADE,
      email       text NOT NULL,
      payload     jsonb NOT NULL DEFAULT '{}',
      created_at  timestamptz NOT NULL DEFAULT now(),
      expires_at  timestamptz NOT NULL,
      used_at     timestamptz
    );

    CREATE TABLE data_issues (
      id              integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      type            text NOT NULL CHECK (type IN (
                        'NAME_TOO_SIMILAR', 'RG_NAME_MISMATCH', 'GS_NAME_MISMATCH',
                        'MULTIPLE_LAST_NAME_TWO_CHARACTER_NAME_VARIATION', 'RG_GS_MISMATCH',
                        'GAP_OF_10_YEARS', 'MERGE_TOOL_CHECK_MERGE_LATER')),
      status          text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'resolved')),
      author_id       integer REFERENCES authors(id) ON DELETE CASCADE,
      other_author_id integer REFERENCES authors(id) ON DELETE SET NULL,
      paper_id        integer REFERENCES papers(id) ON DELETE CASCADE,
      -- the detector's reading: printed names, GS/RG names, the gap papers ...
      details         jsonb NOT NULL DEFAULT '{}',
      note            text NOT NULL DEFAULT '',
      -- one issue per (type, subject): detectors never raise the same issue twice
      dedupe_key      text NOT NULL UNIQUE,
      created_at      timestamptz NOT NULL DEFAULT now(),
      resolved_at     timestamptz,
      resolved_by     integer REFERENCES users(id) ON DELETE SET NULL,
      resolution      jsonb
    );
    CREATE INDEX data_issues_open_idx ON data_issues (type, created_at) WHERE status = 'open';

    CREATE TABLE merge_queue (
      author_id   integer PRIMARY KEY REFERENCES authors(id) ON DELETE CASCADE,
      reason      text NOT NULL DEFAULT '',
      created_at  timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE merge_decisions (
      id                    integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_author_id        integer NOT NULL REFERENCES authors(id) ON DELETE CASCADE,
      author_final_id       integer REFERENCES authors(id) ON DELETE SET NULL,
      add_unmergable_author boolean NOT NULL DEFAULT false,
      note                  text NOT NULL DEFAULT '',
      remind_later          boolean NOT NULL DEFAULT false,
      -- what moved, so that an admin can undo the merge
      moved                 jsonb NOT NULL DEFAULT '{}',
      decided_by            integer REFERENCES users(id) ON DELETE SET NULL,
      decided_at            timestamptz NOT NULL DEFAULT now(),
      undone_by             integer REFERENCES users(id) ON DELETE SET NULL,
      undone_at             timestamptz
    );

    CREATE TABLE contact_requests (
      id           integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      name         text NOT NULL,
      email        text NOT NULL,
      message      text NOT NULL,
      contacted    boolean NOT NULL DEFAULT false,
      contacted_by integer REFERENCES users(id) ON DELETE SET NULL,
      contacted_at timestamptz,
      created_at   timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX contact_requests_created_idx ON contact_requests (created_at DESC);

    CREATE TABLE team_requests (
      id         integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id    integer REFERENCES users(id) ON DELETE SET NULL,
      kind       text NOT NULL CHECK (kind IN ('university', 'school', 'department', 'paper', 'other')),
      recipient  text NOT NULL,
      subject    text NOT NULL,
      body       text NOT NULL,
      payload    jsonb NOT NULL DEFAULT '{}',
      status     text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'done', 'rejected')),
      created_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE rss_feed_configs (
      id              integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      journal_id      integer NOT NULL UNIQUE REFERENCES journals(id) ON DELETE CASCADE,
      link            text NOT NULL,
      config          jsonb NOT NULL DEFAULT '{}',
      last_fetched_at timestamptz,
      created_by      integer REFERENCES users(id) ON DELETE SET NULL,
      created_at      timestamptz NOT NULL DEFAULT now(),
      updated_at      timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE directory_configs (
      id            integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      university_id integer NOT NULL UNIQUE REFERENCES universities(id) ON DELETE CASCADE,
      listing_url   text NOT NULL,
      pagination    jsonb NOT NULL DEFAULT '{}',
      selectors     jsonb NOT NULL DEFAULT '{}',
      updated_by    integer REFERENCES users(id) ON DELETE SET NULL,
      updated_at    timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE directory_entries (
      id                integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      university_id     integer NOT NULL REFERENCES universities(id) ON DELETE CASCADE,
      name              text NOT NULL,
      first_name        text NOT NULL DEFAULT '',
      mid_name          text NOT NULL DEFAULT '',
      last_name         text NOT NULL DEFAULT '',
      email             text NOT NULL DEFAULT '',
      position          text NOT NULL DEFAULT '',
      marker            integer,
      department        text NOT NULL DEFAULT '',
      profile_picture   text NOT NULL DEFAULT '',
      profile_url       text NOT NULL DEFAULT '',
      matched_author_id integer REFERENCES authors(id) ON DELETE SET NULL,
      last_scrape_date  timestamptz NOT NULL DEFAULT now(),
      raw               jsonb NOT NULL DEFAULT '{}',
      UNIQUE (university_id, name, email)
    );

    CREATE TABLE audit_log (
      id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      at               timestamptz NOT NULL DEFAULT now(),
      -- the user whose session made the change; when impersonating, the impersonated user
      actor_user_id    integer REFERENCES users(id) ON DELETE SET NULL,
      -- the real admin behind an impersonated session
      impersonator_user_id integer REFERENCES users(id) ON DELETE SET NULL,
      action           text NOT NULL,
      entity_type      text NOT NULL,
      entity_id        text NOT NULL DEFAULT '',
      before           jsonb,
      after            jsonb,
      ip               text NOT NULL DEFAULT ''
    );
    CREATE INDEX audit_log_entity_idx ON audit_log (entity_type, entity_id, at DESC);
    CREATE INDEX audit_log_at_idx ON audit_log (at DESC);

    CREATE TABLE job_runs (
      id            integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      queue         text NOT NULL,
      bull_job_id   text NOT NULL,
      status        text NOT NULL DEFAULT 'waiting' CHECK (status IN ('waiting', 'active', 'completed', 'failed')),
      progress      jsonb NOT NULL DEFAULT '{}',
      payload       jsonb NOT NULL DEFAULT '{}',
      result        jsonb,
      error         text,
      requested_by  integer REFERENCES users(id) ON DELETE SET NULL,
      created_at    timestamptz NOT NULL DEFAULT now(),
      started_at    timestamptz,
      finished_at   timestamptz,
      UNIQUE (queue, bull_job_id)
    );
    CREATE INDEX job_runs_queue_finished_idx ON job_runs (queue, finished_at DESC);

    -- Precomputed per-author totals, written only by workers (see ARCHITECTURE.md).
    CREATE TABLE author_stats (
      author_id       integer PRIMARY KEY REFERENCES authors(id) ON DELETE CASCADE,
      total_papers    integer NOT NULL DEFAULT 0,
      total_citations integer NOT NULL DEFAULT 0,
      computed_at     timestamptz NOT NULL DEFAULT now()
    );
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'author_stats', 'job_runs', 'audit_log', 'directory_entries', 'directory_configs', 'rss_feed_configs',
    'team_requests', 'contact_requests', 'merge_decisions', 'merge_queue', 'data_issues', 'email_tokens',
    'sessions', 'users', 'citations', 'authorships', 'papers', 'work_history', 'education',
    'author_departments', 'authors', 'department_journals', 'departments', 'journals', 'publishers', 'universities',
  ]) {
    await sql`DROP TABLE IF EXISTS ${sql.table(table)} CASCADE`.execute(db);
  }
}
