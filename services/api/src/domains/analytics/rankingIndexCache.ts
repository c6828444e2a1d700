// Keeps the API's RankingIndex (rankingIndex.ts) as current as the precomputed tables
// (docs/analytics-engine.md, "Ranking index"). Every ranking request reads analytics_state first;
// the index answers only when it holds that state's figures:
// - the first ranking request starts loading it in the background (about 2 s and 250 MB at the
//   `large` size), and the ranking is answered from SQL until it is ready;
// - a refresh by the workers bumps analytics_state.version and lists the authors it changed in
//   analytics_changes: the next request reads just those authors' rows (a few hundred
//   milliseconds at most) and waits for them, so a ranking never shows figures older than the
//   state it read;
// - a full rebuild (its change lists every author), a gap in analytics_changes, or a state that
//   went back drops the index and loads it again in the background.
// Reads use their own connection with binary COPY, in one REPEATABLE READ snapshot.
import pg from 'pg';
import { copyOutColumns } from '@ri/db';
import {
  FRAC_COLUMNS, GENDER_CODE, INT_COLUMNS, NO_VALUE, RankingIndex, SHARE_COLUMNS,
  type AuthorColumns, type DepartmentColumns, type YearColumns,
} from './rankingIndex.ts';

export interface AnalyticsStateStamp {
  version: number;
  core_computed_at: Date | null;
}

export interface RankingIndexCache {
  /** The index holding the figures of `state` (or newer), or null while it is being loaded: answer from SQL then. */
  indexFor(state: AnalyticsStateStamp | undefined): Promise<RankingIndex | null>;
  /** Starts loading the index in the background (at the API's start, so that the first ranking finds it). */
  warmUp(): void;
  /** Waits for a load in progress (tests and benchmarks); resolves to the index, or null when none could be loaded. */
  ready(): Promise<RankingIndex | null>;
  close(): Promise<void>;
}

interface Logger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

interface Loaded {
  index: RankingIndex;
  version: number;
  coreComputedAt: number | null;
}

/** After a failed load, how long requests are answered from SQL before the next attempt. */
const RETRY_AFTER_MS = 10_000;
/** When this share of the stored per-year rows has been replaced by refreshes, load afresh to give the memory back. */
const RELOAD_AT_STALE_SHARE = 0.5;

const stampOf = (date: Date | null) => (date ? date.getTime() : null);

export function createRankingIndexCache({ databaseUrl, log }: { databaseUrl: string; log: Logger }): RankingIndexCache {
  let loaded: Loaded | null = null;
  let fullLoad: Promise<void> | null = null;
  let catchUp: Promise<void> | null = null;
  let failedAt = 0;
  let closed = false;
  const clients = new Set<pg.Client>();

  async function withSnapshot<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
    const client = new pg.Client({ connectionString: databaseUrl, application_name: 'research-insights-ranking-index' });
    client.on('error', () => {});
    clients.add(client);
    try {
      await client.connect();
      await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY; SET LOCAL jit = off");
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } finally {
      clients.delete(client);
      await client.end().catch(() => {});
    }
  }

  /** Loads the whole index in the background; the current one keeps answering only when `keepCurrent` (it is up to date). */
  function startFullLoad(keepCurrent = false): void {
    if (!keepCurrent) loaded = null;
    if (fullLoad || closed || Date.now() - failedAt < RETRY_AFTER_MS) return;
    const started = performance.now();
    fullLoad = withSnapshot(async (client) => {
      const state = await readState(client);
      if (!state) return null;
      const index = new RankingIndex();
      const [authors, years, departments] = await readRows(client, null);
      index.apply(null, authors, years, departments);
      log.info({ authors: index.size, yearRows: years.rows, millis: Math.round(performance.now() - started), version: state.version }, 'ranking index loaded');
      return { index, version: state.version, coreComputedAt: stampOf(state.core_computed_at) };
    }).then((result) => {
      if (!closed) loaded = result;
    }, (error: unknown) => {
      failedAt = Date.now();
      if (!closed) log.warn({ err: error }, 'could not load the ranking index; rankings are answered from SQL meanwhile');
    }).finally(() => { fullLoad = null; });
  }

  /** Applies the refreshes since the loaded version, or asks for a full load when they cannot be applied. */
  async function applyChanges(current: Loaded): Promise<void> {
    const outcome = await withSnapshot(async (client) => {
      const state = await readState(client);
      if (!state || stampOf(state.core_computed_at) !== current.coreComputedAt || state.version < current.version) return 'reload' as const;
      if (state.version === current.version) return 'current' as const;
      const { rows } = await client.query<{ version: string; author_ids: number[] | null }>(
        'SELECT version, author_ids FROM analytics_changes WHERE version > $1 AND version <= $2 ORDER BY version', [current.version, state.version]);
      if (rows.length !== state.version - current.version || rows.some((row) => row.author_ids === null)) return 'reload' as const;
      const ids = [...new Set(rows.flatMap((row) => row.author_ids ?? []))];
      if (ids.length > 0) {
        const [authors, years, departments] = await readRows(client, ids);
        current.index.apply(ids, authors, years, departments);
      }
      current.version = state.version;
      return current.index.staleYearRowShare > RELOAD_AT_STALE_SHARE ? 'reload-later' as const : 'current' as const;
    });
    if (outcome === 'reload') startFullLoad();
    // the index is current; a fresh load replaces it once ready, to give back the memory of replaced rows
    if (outcome === 'reload-later') startFullLoad(true);
  }

  return {
    async indexFor(state) {
      if (closed || !state) return null;
      const current = loaded;
      if (!current) {
        startFullLoad();
        return null;
      }
      if (current.version === state.version && current.coreComputedAt === stampOf(state.core_computed_at)) return current.index;
      catchUp ??= applyChanges(current).catch((error: unknown) => {
        log.warn({ err: error }, 'could not bring the ranking index up to date; loading it again');
        if (loaded === current) loaded = null;
        startFullLoad();
      }).finally(() => { catchUp = null; });
      await catchUp;
      const after = loaded;
      return after && after.version >= state.version && after.coreComputedAt === stampOf(state.core_computed_at) ? after.index : null;
    },

    warmUp() {
      startFullLoad(true);
    },

    async ready() {
      await fullLoad;
      await catchUp;
      return loaded?.index ?? null;
    },

    async close() {
      closed = true;
      for (const client of clients) await client.end().catch(() => {});
      await Promise.allSettled([fullLoad, catchUp]);
      loaded = null;
    },
  };
}

async function readState(client: pg.Client): Promise<AnalyticsStateStamp | null> {
  const { rows } = await client.query<{ version: string; core_computed_at: Date | null }>('SELECT version, core_computed_at FROM analytics_state WHERE id = 1');
  const row = rows[0];
  return row ? { version: Number(row.version), core_computed_at: row.core_computed_at } : null;
}

/** Expected rows of a table (for sizing the columns before COPY): the planner's estimate. */
async function estimatedRows(client: pg.Client, table: string): Promise<number> {
  const { rows } = await client.query<{ estimate: number }>('SELECT greatest(reltuples, 0)::float8 AS estimate FROM pg_class WHERE oid = $1::regclass', [table]);
  return Math.ceil((rows[0]?.estimate ?? 0) * 1.05) + 16;
}

/** The per-tier measures, in the order the index holds them: the integer ones, then the fractional ones. */
const TIER_SELECT = [...INT_COLUMNS.map((c) => `${c}::int4`), ...FRAC_COLUMNS.map((c) => `${c}::float8`)].join(', ');
const TIER_KINDS = [...INT_COLUMNS.map(() => ({ kind: 'int4' as const })), ...FRAC_COLUMNS.map(() => ({ kind: 'float8' as const }))];

function tierColumnsFrom(columns: (Int32Array | Float64Array)[], start: number): { int: Int32Array[]; frac: Float64Array[] } {
  return {
    int: columns.slice(start, start + INT_COLUMNS.length) as Int32Array[],
    frac: columns.slice(start + INT_COLUMNS.length, start + INT_COLUMNS.length + FRAC_COLUMNS.length) as Float64Array[],
  };
}

/** analytics_author, analytics_author_year and the department lists of the given authors (all when null). */
async function readRows(client: pg.Client, authorIds: number[] | null): Promise<[AuthorColumns, YearColumns, DepartmentColumns]> {
  // ids come from analytics_changes (integers); they are checked before going into the statement text
  if (authorIds && !authorIds.every((id) => Number.isSafeInteger(id))) throw new Error('ranking index: author ids must be integers');
  const only = authorIds ? `WHERE author_id = ANY('{${authorIds.join(',')}}'::int4[])` : '';
  const int4 = (column: string) => `coalesce(${column}, ${NO_VALUE})::int4`;
  const authorCount = authorIds ? authorIds.length : await estimatedRows(client, 'analytics_author');
  const yearCount = authorIds ? authorIds.length * 40 : await estimatedRows(client, 'analytics_author_year');
  const gender = `(CASE gender ${Object.entries(GENDER_CODE).map(([g, code]) => `WHEN '${g}' THEN ${code}`).join(' ')} ELSE 0 END)::int4`;

  const authorSql = `SELECT author_id::int4, ${int4('university_id')}, ${int4('rank_code')}, ${gender}, h_index::int4, coalesce(career_start_year, 0)::int4,
      ${SHARE_COLUMNS.map((c) => `${c}::float8`).join(', ')}, ${TIER_SELECT} FROM analytics_author ${only}`;
  const authorResult = await copyOutColumns(client, authorSql, [
    ...Array.from({ length: 6 }, () => ({ kind: 'int4' as const })),
    ...SHARE_COLUMNS.map(() => ({ kind: 'float8' as const })),
    ...TIER_KINDS,
  ], { expectedRows: authorCount });
  const a = authorResult.columns;
  const authors: AuthorColumns = {
    rows: authorResult.rows,
    authorId: a[0] as Int32Array, universityId: a[1] as Int32Array, rankCode: a[2] as Int32Array, genderCode: a[3] as Int32Array,
    hIndex: a[4] as Int32Array, careerStartYear: a[5] as Int32Array,
    shares: a.slice(6, 6 + SHARE_COLUMNS.length) as Float64Array[],
    ...tierColumnsFrom(a, 6 + SHARE_COLUMNS.length),
  };

  const yearSql = `SELECT author_id::int4, year::int4, ${TIER_SELECT} FROM analytics_author_year ${only}`;
  const yearResult = await copyOutColumns(client, yearSql, [{ kind: 'int4' }, { kind: 'int4' }, ...TIER_KINDS], { expectedRows: yearCount });
  const y = yearResult.columns;
  const years: YearColumns = { rows: yearResult.rows, authorId: y[0] as Int32Array, year: y[1] as Int32Array, ...tierColumnsFrom(y, 2) };

  const departmentResult = await copyOutColumns(client,
    `SELECT author_id::int4, unnest(department_ids)::int4 FROM analytics_author ${only}`,
    [{ kind: 'int4' }, { kind: 'int4' }], { expectedRows: authorCount });
  const departments: DepartmentColumns = {
    rows: departmentResult.rows,
    authorId: departmentResult.columns[0] as Int32Array, departmentId: departmentResult.columns[1] as Int32Array,
  };
  return [authors, years, departments];
}
