// Writes the engine's rows into the precomputed tables.
//
// Full rebuild: every table is written into `<table>_next` (binary COPY, one connection per table
// so that they stream side by side), analysed, then swapped in by renaming inside ONE transaction.
// Readers see the old figures until that commit; a crash before it leaves them untouched and a
// `_next` table behind, which the next run drops first (so reruns are idempotent).
//
// Incremental refresh: rows go into `<table>_refresh` staging tables, then one transaction deletes
// the rows of the authors and groups in scope and inserts the new ones.
import type pg from 'pg';
import { BinaryCopyWriter } from '@ri/db';
import type { StageClock } from './session.ts';
import { TIER_GROUPS, TIER_MEASURES, type AnalyticsSinks, type AuthorDepartmentRow, type AuthorRow, type GroupRow, type TenureRow } from './engine.ts';

export const CORE_TABLES = ['analytics_author_year', 'analytics_author', 'analytics_author_paper', 'analytics_author_department', 'analytics_department', 'analytics_university'] as const;
export const TENURE_TABLES = ['analytics_tenure'] as const;
export type AnalyticsTable = (typeof CORE_TABLES)[number] | (typeof TENURE_TABLES)[number];

const tierColumns = TIER_MEASURES.flatMap((measure) => TIER_GROUPS.map((tier) => `${measure}_${tier}`));

const COLUMNS: Record<AnalyticsTable, readonly string[]> = {
  analytics_author_year: ['author_id', 'year', ...tierColumns],
  analytics_author: [
    'author_id', 'university_id', 'marker', 'rank_code', 'gender', 'department_ids', 'primary_department_id',
    'first_year_career', 'career_start_year', 'first_publication_year', 'last_publication_year',
    ...tierColumns,
    'total_papers', 'total_citations', 'solo_papers', 'frac_papers', 'frac_citations', 'percent_solo',
    'papers_per_year', 'citations_per_year', 'citations_per_paper', 'h_index', 'g_index', 'i10_index',
    'papers_5y', 'papers_10y', 'citations_5y', 'citations_10y',
    'school_paper_share_5y', 'school_paper_share_10y', 'school_paper_share_overall',
    'school_citation_share_5y', 'school_citation_share_10y', 'school_citation_share_overall',
  ],
  analytics_author_paper: ['author_id', 'paper_id', 'year', 'journal_id', 'tier', 'author_count', 'citations', 'citations_5y', 'citations_10y'],
  analytics_author_department: [
    'author_id', 'department_id', 'university_id', 'percent_appointment', 'a_papers', 'a_minus_papers', 'b_papers',
    'paper_share_5y', 'paper_share_10y', 'paper_share_overall', 'citation_share_5y', 'citation_share_10y', 'citation_share_overall',
  ],
  analytics_department: ['department_id', 'university_id', ...groupColumns()],
  analytics_university: ['university_id', ...groupColumns()],
  analytics_tenure: [
    'author_id', 'window_years', 'grade', 'university_id', 'department_id', 'rank_code', 'start_year',
    'a_papers', 'a_minus_papers', 'b_papers', 'h_index', 'solo_papers', 'total_papers', 'total_citations',
    'papers', 'citations', 'comparison_rank', 'comparison_count', 'average_papers', 'average_citations',
    'percent_paper', 'percent_citation', 'readiness_percent',
  ],
};

function groupColumns(): string[] {
  return [
    'faculty_count', 'papers', 'citations', 'papers_5y', 'papers_10y', 'citations_5y', 'citations_10y', 'frac_papers', 'frac_citations',
    'a_papers', 'a_minus_papers', 'b_papers', 'avg_papers_per_faculty', 'avg_citations_per_faculty', 'avg_h_index',
    'male', 'female', 'other_gender', 'unknown_gender', 'assistant', 'associate', 'full_professor', 'other_rank',
  ];
}

function writeShares(w: BinaryCopyWriter, s: AuthorRow['schoolShares']): void {
  w.float8(s.papers5y).float8(s.papers10y).float8(s.papersOverall).float8(s.citations5y).float8(s.citations10y).float8(s.citationsOverall);
}

function writeGroup(w: BinaryCopyWriter, r: GroupRow): void {
  w.int4(r.facultyCount).int4(r.papers).int4(r.citations).int4(r.papers5y).int4(r.papers10y).int4(r.citations5y).int4(r.citations10y)
    .float8(r.fracPapers).float8(r.fracCitations).int4(r.aPapers).int4(r.aMinusPapers).int4(r.bPapers)
    .float8(r.avgPapersPerFaculty).float8(r.avgCitationsPerFaculty).float8(r.avgHIndex)
    .int4(r.male).int4(r.female).int4(r.otherGender).int4(r.unknownGender)
    .int4(r.assistant).int4(r.associate).int4(r.fullProfessor).int4(r.otherRank);
}

/** Integer tier measures (papers, citations, solo) are the first 12 values; the fractional ones the last 8. */
function writeTierValues(w: BinaryCopyWriter, values: Float64Array): void {
  for (let i = 0; i < 12; i++) w.int4(values[i]!);
  for (let i = 12; i < 20; i++) w.float8(values[i]!);
}

export interface TableWriters {
  sinks: Omit<AnalyticsSinks, 'pause'> & { flush(): Promise<void> };
  /** Ends every COPY; for new tables also commits them, builds their indexes and analyses them (`onIndexing` first). */
  end(onIndexing?: () => Promise<void>): Promise<Record<AnalyticsTable, number>>;
  abort(error: unknown): void;
}

export interface WriterOptions {
  /**
   * Create each `<table><suffix>` in the writer's own transaction, without indexes, COPY into it
   * with FREEZE (rows written already frozen and visible: no later VACUUM or hint-bit writes),
   * then build the live table's indexes on it and ANALYZE it. Otherwise the tables exist.
   */
  create: boolean;
  /** follows the CPU time of the writers' backends */
  clock?: StageClock;
}

/** The live table's keys and indexes, as statements that create them on `<table><suffix>` under `<table><suffix>_*` names. */
async function indexStatements(client: pg.PoolClient, table: AnalyticsTable, suffix: string): Promise<string[]> {
  const { rows } = await client.query<{ name: string; definition: string; constraint_def: string | null }>(`
    SELECT c.relname AS name, pg_get_indexdef(i.indexrelid) AS definition, pg_get_constraintdef(con.oid) AS constraint_def
    FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
    LEFT JOIN pg_constraint con ON con.conindid = i.indexrelid AND con.conrelid = i.indrelid AND con.contype IN ('p', 'u')
    WHERE i.indrelid = $1::regclass ORDER BY c.relname`, [table]);
  return rows.map(({ name, definition, constraint_def }) => {
    const target = `"${table}${suffix}${name.startsWith(table) ? name.slice(table.length) : `_${name}`}"`;
    if (constraint_def) return `ALTER TABLE ${table}${suffix} ADD CONSTRAINT ${target} ${constraint_def}`;
    const match = /^CREATE (UNIQUE )?INDEX \S+ ON \S+ (.*)$/.exec(definition);
    if (!match) throw new Error(`analytics: cannot copy index ${name}: ${definition}`);
    return `CREATE ${match[1] ?? ''}INDEX ${target} ON ${table}${suffix} ${match[2]}`;
  });
}

/** Opens one COPY per table (each on its own connection, so that they stream side by side) into `<table><suffix>`. */
export async function openTableWriters(pool: pg.Pool, tables: readonly AnalyticsTable[], suffix: string, options: WriterOptions = { create: false }): Promise<TableWriters> {
  const clients: pg.PoolClient[] = [];
  const writers = new Map<AnalyticsTable, BinaryCopyWriter>();
  const clientOf = new Map<AnalyticsTable, pg.PoolClient>();
  try {
    for (const table of tables) {
      const client = await pool.connect();
      clients.push(client);
      clientOf.set(table, client);
      await client.query(`SET jit = off; SET maintenance_work_mem = '256MB'`);
      await options.clock?.track(client);
      if (options.create) {
        await client.query('BEGIN');
        await client.query(`DROP TABLE IF EXISTS ${table}${suffix}`);
        await client.query(`CREATE TABLE ${table}${suffix} (LIKE ${table} INCLUDING ALL EXCLUDING INDEXES)`);
      }
      writers.set(table, BinaryCopyWriter.start(client, `${table}${suffix}`, COLUMNS[table], undefined, options.create ? ['FREEZE'] : []));
    }
  } catch (error) {
    for (const client of clients) client.release(true);
    throw error;
  }
  // end() and abort() each hand the connections back; whichever comes first does it
  let released = false;
  const missing = () => { throw new Error('analytics: a row for a table that is not being written'); };
  const writer = (table: AnalyticsTable) => writers.get(table);
  const authorYear = writer('analytics_author_year');
  const author = writer('analytics_author');
  const authorPaper = writer('analytics_author_paper');
  const authorDepartment = writer('analytics_author_department');
  const department = writer('analytics_department');
  const university = writer('analytics_university');
  const tenure = writer('analytics_tenure');

  return {
    sinks: {
      authorYear(authorId, year, integers, intAt, fractions, fracAt) {
        if (!authorYear) return missing();
        authorYear.beginRow(COLUMNS.analytics_author_year.length).int4(authorId).int2(year)
          .int4Fields(integers, intAt, 12).float8Fields(fractions, fracAt, 8);
      },
      author(r: AuthorRow) {
        if (!author) return missing();
        author.beginRow(COLUMNS.analytics_author.length)
          .int4(r.authorId).int4OrNull(r.universityId).int4OrNull(r.marker).int2OrNull(r.rankCode).textOrNull(r.gender)
          .int4Array(r.departmentIds).int4OrNull(r.primaryDepartmentId)
          .int4OrNull(r.firstYearCareer).int4OrNull(r.careerStartYear).int4OrNull(r.firstPublicationYear).int4OrNull(r.lastPublicationYear);
        writeTierValues(author, r.tierValues);
        author.int4(r.totalPapers).int4(r.totalCitations).int4(r.soloPapers).float8(r.fracPapers).float8(r.fracCitations).float8(r.percentSolo)
          .float8(r.papersPerYear).float8(r.citationsPerYear).float8(r.citationsPerPaper).int4(r.hIndex).int4(r.gIndex).int4(r.i10Index)
          .int4(r.papers5y).int4(r.papers10y).int4(r.citations5y).int4(r.citations10y);
        writeShares(author, r.schoolShares);
      },
      authorPaper(authorId, paperId, year, journalId, tier, authorCount, citations, citations5y, citations10y) {
        if (!authorPaper) return missing();
        authorPaper.beginRow(9).int4(authorId).int4(paperId);
        if (year === 0) authorPaper.null(); else authorPaper.int2(year);
        if (journalId === 0) authorPaper.null(); else authorPaper.int4(journalId);
        authorPaper.int2(tier).int4(authorCount).int4(citations).int4(citations5y).int4(citations10y);
      },
      authorDepartment(r: AuthorDepartmentRow) {
        if (!authorDepartment) return missing();
        authorDepartment.beginRow(COLUMNS.analytics_author_department.length)
          .int4(r.authorId).int4(r.departmentId).int4OrNull(r.universityId).float8(r.percentAppointment)
          .int4(r.aPapers).int4(r.aMinusPapers).int4(r.bPapers);
        writeShares(authorDepartment, r.shares);
      },
      department(departmentId: number, universityId: number, r: GroupRow) {
        if (!department) return missing();
        department.beginRow(COLUMNS.analytics_department.length).int4(departmentId).int4(universityId);
        writeGroup(department, r);
      },
      university(universityId: number, r: GroupRow) {
        if (!university) return missing();
        university.beginRow(COLUMNS.analytics_university.length).int4(universityId);
        writeGroup(university, r);
      },
      tenure(r: TenureRow) {
        if (!tenure) return missing();
        tenure.beginRow(COLUMNS.analytics_tenure.length)
          .int4(r.authorId).int2(r.windowYears).text(r.grade).int4OrNull(r.universityId).int4OrNull(r.departmentId)
          .int2OrNull(r.rankCode).int4OrNull(r.startYear)
          .int4(r.aPapers).int4(r.aMinusPapers).int4(r.bPapers).int4(r.hIndex).int4(r.soloPapers).int4(r.totalPapers).int4(r.totalCitations)
          .int4(r.papers).int4(r.citations).int2OrNull(r.comparisonRank).int4(r.comparisonCount)
          .float8(r.averagePapers).float8(r.averageCitations)
          .float8OrNull(r.percentPaper).float8OrNull(r.percentCitation).float8OrNull(r.readinessPercent);
      },
      async flush() {
        await Promise.all([...writers.values()].map((w) => w.flushIfFull()));
      },
    },
    async end(onIndexing) {
      const counts = {} as Record<AnalyticsTable, number>;
      let healthy = true;
      try {
        await Promise.all([...writers].map(async ([table, w]) => { counts[table] = await w.end(); }));
        if (options.create) {
          await Promise.all([...clientOf.values()].map((client) => client.query('COMMIT')));
          await onIndexing?.();
          // each table's indexes and statistics on its own connection, side by side
          await Promise.all([...clientOf].map(async ([table, client]) => {
            for (const statement of await indexStatements(client, table, suffix)) await client.query(statement);
            await client.query(`ANALYZE ${table}${suffix}`);
          }));
        }
      } catch (error) {
        healthy = false;
        throw error;
      } finally {
        // the pool is shared with the other jobs: hand the connections back as they came
        if (!released) {
          released = true;
          for (const client of clients) {
            if (!healthy) client.release(true);
            else await client.query('RESET ALL').then(() => client.release(), () => client.release(true));
          }
        }
      }
      return counts;
    },
    abort() {
      // a COPY that never ends must not go back to the pool half-way through (its transaction dies with the connection);
      // after a failed end() the connections are already gone
      if (released) return;
      released = true;
      for (const client of clients) client.release(true);
    },
  };
}

export async function dropNextTables(client: pg.PoolClient, tables: readonly AnalyticsTable[], suffix = '_next'): Promise<void> {
  for (const table of tables) await client.query(`DROP TABLE IF EXISTS ${table}${suffix}`);
}


export interface StateUpdate {
  currentYear: number;
  core?: boolean;
  tenure?: boolean;
  refresh?: boolean;
  /** pending refresh requests (analytics_refresh_pending) up to this id are covered by this write */
  pendingUpTo?: number;
  /** authors whose rows this write changed, for a cache of the figures (analytics_changes); all of them when absent after a core rebuild */
  changedAuthorIds?: readonly number[];
}

/** How many versions of analytics_changes to keep: an API further behind reloads everything. */
const CHANGES_KEPT = 1_000;

/** Bumps analytics_state's version and records what changed in it; inside the write's transaction. */
async function updateState(client: pg.PoolClient, update: StateUpdate): Promise<void> {
  const { rows } = await client.query<{ version: string }>(`
    INSERT INTO analytics_state (id, current_year, core_computed_at, tenure_computed_at, refreshed_at, version)
    VALUES (1, $1, CASE WHEN $2 THEN now() END, CASE WHEN $3 THEN now() END, CASE WHEN $4 THEN now() END, 1)
    ON CONFLICT (id) DO UPDATE SET
      current_year = CASE WHEN $2 THEN EXCLUDED.current_year ELSE analytics_state.current_year END,
      core_computed_at = coalesce(EXCLUDED.core_computed_at, analytics_state.core_computed_at),
      tenure_computed_at = coalesce(EXCLUDED.tenure_computed_at, analytics_state.tenure_computed_at),
      refreshed_at = coalesce(EXCLUDED.refreshed_at, analytics_state.refreshed_at),
      version = analytics_state.version + 1
    RETURNING version`,
  [update.currentYear, update.core === true, update.tenure === true, update.refresh === true]);
  const version = Number(rows[0]!.version);
  const changed = update.changedAuthorIds ?? (update.core ? null : []);
  await client.query('INSERT INTO analytics_changes (version, author_ids) VALUES ($1, $2::int4[]) ON CONFLICT (version) DO UPDATE SET author_ids = EXCLUDED.author_ids',
    [version, changed === null ? null : [...changed]]);
  await client.query('DELETE FROM analytics_changes WHERE version <= $1', [version - CHANGES_KEPT]);
  if (update.pendingUpTo !== undefined && update.pendingUpTo > 0) {
    await client.query('DELETE FROM analytics_refresh_pending WHERE id <= $1', [update.pendingUpTo]);
  }
}

/** The newest pending refresh request: what a run that starts reading now will cover. */
export async function pendingRefreshHorizon(client: pg.PoolClient): Promise<number> {
  const { rows } = await client.query<{ id: string | null }>('SELECT max(id) AS id FROM analytics_refresh_pending');
  return Number(rows[0]?.id ?? 0);
}

/** The year the figures are computed for: the last full run's, else the clock's. */
export async function currentYearOfState(client: pg.PoolClient, fallback: number): Promise<number> {
  const { rows } = await client.query<{ current_year: number }>('SELECT current_year FROM analytics_state WHERE id = 1');
  return rows[0]?.current_year ?? fallback;
}

/** How long the swap waits for readers to let go of a table before it backs off and tries again. */
const SWAP_LOCK_TIMEOUT_MS = 500;
const SWAP_ATTEMPTS = 40;

function isLockConflict(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  // lock_not_available (our lock_timeout) or deadlock_detected
  return code === '55P03' || code === '40P01';
}

/**
 * Replaces each table by its `_next` copy in one transaction, renaming the copy's indexes back.
 * It locks every live table first. A reader that holds one table while waiting for another the
 * swap already holds would deadlock with it; the swap's lock timeout (shorter than Postgres'
 * deadlock_timeout of 1 s) makes the swap the one that backs off, so readers are never killed.
 */
export async function swapInNextTables(client: pg.PoolClient, tables: readonly AnalyticsTable[], state: StateUpdate): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    await client.query('BEGIN');
    try {
      await client.query(`SET LOCAL lock_timeout = '${SWAP_LOCK_TIMEOUT_MS}ms'`);
      await client.query(`LOCK TABLE ${tables.join(', ')} IN ACCESS EXCLUSIVE MODE`);
      for (const table of tables) {
        await client.query(`DROP TABLE ${table}`);
        await client.query(`ALTER TABLE ${table}_next RENAME TO ${table}`);
        const { rows } = await client.query<{ indexname: string }>(
          `SELECT indexname FROM pg_indexes WHERE schemaname = current_schema() AND tablename = $1`, [table]);
        for (const { indexname } of rows) {
          if (!indexname.startsWith(`${table}_next`)) continue;
          const renamed = `${table}${indexname.slice(`${table}_next`.length)}`;
          await client.query(`ALTER INDEX "${indexname}" RENAME TO "${renamed}"`);
        }
      }
      await updateState(client, state);
      await client.query('COMMIT');
      return;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      if (!isLockConflict(error) || attempt >= SWAP_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200));
    }
  }
}

export async function prepareRefreshTables(client: pg.PoolClient, tables: readonly AnalyticsTable[]): Promise<void> {
  for (const table of tables) {
    await client.query(`DROP TABLE IF EXISTS ${table}_refresh`);
    await client.query(`CREATE UNLOGGED TABLE ${table}_refresh (LIKE ${table} INCLUDING DEFAULTS)`);
  }
}

export interface RefreshScope {
  /** every author whose rows are replaced (rows of authors no longer in the source just go) */
  authorIds: number[];
  /** universities whose group rows (and their departments' rows) are replaced */
  universityIds: number[];
  /** departments whose rows are replaced as well (e.g. a department that was deleted) */
  departmentIds: number[];
}

/** Deletes the rows in scope and inserts the staged ones, in one transaction. */
export async function mergeRefreshTables(client: pg.PoolClient, tables: readonly AnalyticsTable[], scope: RefreshScope, state: StateUpdate): Promise<void> {
  const authors = scope.authorIds;
  await client.query('BEGIN');
  try {
    for (const table of tables) {
      if (table === 'analytics_university') {
        await client.query(`DELETE FROM ${table} WHERE university_id = ANY($1::int4[])`, [scope.universityIds]);
      } else if (table === 'analytics_department') {
        await client.query(`DELETE FROM ${table} WHERE university_id = ANY($1::int4[]) OR department_id = ANY($2::int4[])`, [scope.universityIds, scope.departmentIds]);
      } else {
        await client.query(`DELETE FROM ${table} WHERE author_id = ANY($1::int4[])`, [authors]);
      }
      await client.query(`INSERT INTO ${table} SELECT * FROM ${table}_refresh`);
      await client.query(`DROP TABLE ${table}_refresh`);
    }
    // every author whose rows were rewritten (or removed), for the API's ranking index
    await updateState(client, { changedAuthorIds: authors, ...state });
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  }
}
