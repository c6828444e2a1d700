// The three ways the precomputed tables get written: a full rebuild of the core tables, a full
// rebuild of the tenure table, and an incremental refresh of the authors a write touched.
// All of them hold one Postgres advisory lock, so that a refresh never interleaves with a rebuild
// (a rebuild that started earlier would otherwise swap in figures older than the refresh's).
import type pg from 'pg';
import type { TAnalyticsRefreshPayload, TJobProgress } from '@ri/contracts';
import { computeAnalytics, type EngineOptions, type EngineSummary } from './engine.ts';
import { connectionsFrom, loadAnalyticsSource, type AnalyticsScope } from './sourceData.ts';
import {
  CORE_TABLES, currentYearOfState, dropNextTables, mergeRefreshTables, openTableWriters, pendingRefreshHorizon,
  prepareRefreshTables, swapInNextTables, TENURE_TABLES, type AnalyticsTable,
} from './tables.ts';

import { SESSION_SETTINGS, StageClock, type StageTiming } from './session.ts';

export { SESSION_SETTINGS };

/** pg_advisory_lock key shared by every analytics writer. */
export const ANALYTICS_LOCK_KEY = 727_001;

export type ReportProgress = (progress: TJobProgress) => Promise<void>;

export interface AnalyticsRunContext {
  pool: pg.Pool;
  reportProgress: ReportProgress;
}

/**
 * Runs `work` holding the advisory lock `key` on a connection of its own (with the analytics session settings); the
 * lock goes with the connection if the worker dies. `onWait` is told before waiting when another holder has it.
 */
export async function withAdvisoryLock<T>(pool: pg.Pool, key: number, onWait: () => Promise<void>, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let healthy = true;
  try {
    await client.query(SESSION_SETTINGS);
    const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [key]);
    if (!rows[0]?.locked) {
      await onWait();
      await client.query('SELECT pg_advisory_lock($1)', [key]);
    }
    try {
      return await work(client);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [key]).catch(() => { healthy = false; });
      await client.query('RESET ALL').catch(() => { healthy = false; });
    }
  } catch (error) {
    healthy = false;
    throw error;
  } finally {
    // a connection that failed mid-COPY or mid-transaction is closed rather than reused
    client.release(!healthy);
  }
}

/** Runs `work` holding the analytics lock on a connection of its own; the lock goes with the connection if the worker dies. */
export function withAnalyticsLock<T>(pool: pg.Pool, reportProgress: ReportProgress, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  return withAdvisoryLock(pool, ANALYTICS_LOCK_KEY, () => reportProgress({ pct: 1, stage: 'waiting', message: 'Waiting for another statistics job to finish' }), work);
}

function loadProgress(reportProgress: ReportProgress, from: number, to: number) {
  return async (step: string, done: number, of: number) => {
    await reportProgress({ pct: Math.round(from + ((to - from) * done) / of), stage: 'load', message: `Loading ${step}` });
  };
}

async function computeInto(
  pool: pg.Pool,
  source: Awaited<ReturnType<typeof loadAnalyticsSource>>,
  tables: readonly AnalyticsTable[],
  suffix: string,
  options: EngineOptions,
  reportProgress: ReportProgress,
  progressRange: [number, number],
  writing: { create: boolean; clock?: StageClock } = { create: false },
): Promise<EngineSummary> {
  const writers = await openTableWriters(pool, tables, suffix, writing);
  try {
    let lastReport = 0;
    const summary = await computeAnalytics(source, options, {
      ...writers.sinks,
      async pause(done, total) {
        await writers.sinks.flush();
        const now = Date.now();
        if (now - lastReport > 250 || done === total) {
          lastReport = now;
          const [from, to] = progressRange;
          await reportProgress({ pct: Math.round(from + ((to - from) * done) / Math.max(total, 1)), stage: 'compute', message: `Computed ${done} of ${total} authors` });
        }
      },
    });
    writing.clock?.start('write');
    await reportProgress({ pct: progressRange[1], stage: 'write', message: 'Writing the last rows' });
    await writers.end(async () => {
      writing.clock?.start('index');
      await reportProgress({ pct: 90, stage: 'analyze', message: 'Building indexes and table statistics' });
    });
    return summary;
  } catch (error) {
    writers.abort(error);
    throw error;
  }
}

/** Which tables a full rebuild writes: the core ones, the tenure one, or all of them from one load. */
export type FullRebuildPart = 'core' | 'tenure' | 'all';

export interface FullRebuildOutcome extends EngineSummary {
  stages: StageTiming[];
}

const TABLES_OF: Record<FullRebuildPart, readonly AnalyticsTable[]> = {
  core: CORE_TABLES, tenure: TENURE_TABLES, all: [...CORE_TABLES, ...TENURE_TABLES],
};

/**
 * Rebuilds the core tables (per author per year, per author, per author per paper, per author per
 * department, per department, per university), the tenure table, or all of them, from every
 * author, and swaps them in at once. Each stage's wall and CPU times come back in `stages`.
 */
export async function runFullRebuild(context: AnalyticsRunContext, part: FullRebuildPart, currentYear: number): Promise<FullRebuildOutcome> {
  const { pool, reportProgress } = context;
  const clock = new StageClock();
  clock.start('prepare');
  await reportProgress({ pct: 0, stage: 'prepare', message: 'Preparing' });
  return withAnalyticsLock(pool, reportProgress, async (client) => {
    const tables = TABLES_OF[part];
    const core = part !== 'tenure';
    const tenure = part !== 'core';
    await clock.track(client);
    clock.start('load');
    // pending refreshes that exist now are covered by what this rebuild reads
    const pendingUpTo = await pendingRefreshHorizon(client);
    const connect = connectionsFrom(pool);
    const source = await loadAnalyticsSource(client, { kind: 'all' }, loadProgress(reportProgress, 2, 35), [], async () => {
      const connection = await connect();
      await clock.track(connection.client);
      return connection;
    });
    try {
      clock.start('compute');
      const summary = await computeInto(pool, source, tables, '_next', { currentYear, core, tenure, groupsOf: null, clock }, reportProgress, [35, 88], { create: true, clock });
      clock.start('swap');
      await reportProgress({ pct: 95, stage: 'swap', message: 'Publishing the new figures' });
      // pending refreshes are covered only by a rebuild of every table (a core-only one leaves their tenure rows)
      await swapInNextTables(client, tables, { currentYear, core, tenure, pendingUpTo: part === 'all' ? pendingUpTo : undefined });
      // Faculty Progress's ranks and the dashboards' figures follow in the version's dashboard-figures job, outside the lock
      clock.end();
      await reportProgress({ pct: 100, stage: 'done', message: 'Done' });
      return { ...summary, stages: clock.stages() };
    } catch (error) {
      // the live tables were never touched; the copies are dropped now (or by the next run, if this connection is gone)
      await dropNextTables(client, tables).catch(() => {});
      throw error;
    }
  });
}

function ids(list: readonly number[] | undefined): number[] {
  return [...(list ?? [])];
}

/**
 * The authors a request names: directly and through its papers, and, unless `namedOnly`, through its
 * departments (their members), universities (their faculty) and journals (who published in them).
 */
async function touchedAuthors(client: pg.PoolClient, payload: TAnalyticsRefreshPayload, namedOnly = false): Promise<number[]> {
  const none: number[] = [];
  const { rows } = await client.query<{ id: number }>(`
    SELECT DISTINCT id FROM (
      SELECT unnest($1::int4[]) AS id
      UNION ALL SELECT s.author_id FROM authorships s WHERE s.paper_id = ANY($2::int4[]) AND s.author_id IS NOT NULL
      UNION ALL SELECT ad.author_id FROM author_departments ad WHERE ad.department_id = ANY($3::int4[])
      UNION ALL SELECT a.id FROM authors a WHERE a.university_id = ANY($4::int4[])
      UNION ALL SELECT s.author_id FROM authorships s JOIN papers p ON p.id = s.paper_id
                WHERE p.journal_id = ANY($5::int4[]) AND s.author_id IS NOT NULL
    ) t ORDER BY id`,
  [ids(payload.authorIds), ids(payload.paperIds), namedOnly ? none : ids(payload.departmentIds),
    namedOnly ? none : ids(payload.universityIds), namedOnly ? none : ids(payload.journalIds)]);
  return rows.map((r) => r.id);
}

/** Who a refresh covers: the authors named (directly or through papers, departments, universities, journals) and everyone at their schools. */
export async function resolveRefreshScope(client: pg.PoolClient, payload: TAnalyticsRefreshPayload) {
  const touchedIds = await touchedAuthors(client, payload);
  const { rows: universities } = await client.query<{ id: number }>(`
    SELECT DISTINCT id FROM (
      SELECT university_id AS id FROM authors WHERE id = ANY($1::int4[])
      UNION ALL SELECT university_id FROM analytics_author WHERE author_id = ANY($1::int4[])
      UNION ALL SELECT unnest($2::int4[])
      UNION ALL SELECT university_id FROM departments WHERE id = ANY($3::int4[])
    ) t WHERE id IS NOT NULL`,
  [touchedIds, ids(payload.universityIds), ids(payload.departmentIds)]);
  const universityIds = universities.map((r) => r.id);
  const { rows: scope } = await client.query<{ id: number }>(`
    SELECT a.id FROM authors a
    WHERE a.merged_into_id IS NULL AND (
      a.id = ANY($1::int4[]) OR a.university_id = ANY($2::int4[])
      OR a.id IN (SELECT ad.author_id FROM author_departments ad JOIN departments d ON d.id = ad.department_id WHERE d.university_id = ANY($2::int4[]))
    ) ORDER BY a.id`,
  [touchedIds, universityIds]);
  const scopeIds = scope.map((r) => r.id);
  const { rows: [counts] } = await client.query<{ authors: number }>('SELECT count(*)::int AS authors FROM authors WHERE merged_into_id IS NULL');
  return {
    scopeIds,
    // named authors that are gone (deleted, merged) lose their rows
    deleteIds: [...new Set([...scopeIds, ...touchedIds])].sort((a, b) => a - b),
    universityIds,
    departmentIds: ids(payload.departmentIds),
    totalAuthors: counts?.authors ?? 0,
  };
}

/** Above this share of all authors a refresh rebuilds everything instead: the same work, without the deletes. */
const REFRESH_AS_REBUILD_SHARE = 0.5;
/** Up to this many named authors, a refresh publishes their own figures first (the fast path). */
const FIRST_AUTHORS_MAX = 200;
/** The per-author tables the fast path writes; their share columns keep the values of the last refresh of the school. */
const AUTHOR_TABLES = ['analytics_author_year', 'analytics_author', 'analytics_author_paper', 'analytics_author_department'] as const;
const SCHOOL_SHARES = ['school_paper_share_5y', 'school_paper_share_10y', 'school_paper_share_overall', 'school_citation_share_5y', 'school_citation_share_10y', 'school_citation_share_overall'];
const DEPARTMENT_SHARES = ['paper_share_5y', 'paper_share_10y', 'paper_share_overall', 'citation_share_5y', 'citation_share_10y', 'citation_share_overall'];

type RefreshTargets = Required<Omit<TAnalyticsRefreshPayload, 'pendingId'>>;

/** The refresh requests recorded by writes (analytics_refresh_pending) after `afterId`, merged, and the newest id. */
async function pendingRequests(client: pg.PoolClient, afterId: number): Promise<{ targets: RefreshTargets; count: number; upTo: number }> {
  const { rows } = await client.query<{ id: string; author_ids: number[]; paper_ids: number[]; department_ids: number[]; university_ids: number[]; journal_ids: number[] }>(
    'SELECT id, author_ids, paper_ids, department_ids, university_ids, journal_ids FROM analytics_refresh_pending WHERE id > $1 ORDER BY id', [afterId]);
  const targets = mergeTargets(...rows.map((r) => ({
    authorIds: r.author_ids, paperIds: r.paper_ids, departmentIds: r.department_ids, universityIds: r.university_ids, journalIds: r.journal_ids,
  })));
  return { targets, count: rows.length, upTo: rows.length > 0 ? Number(rows.at(-1)!.id) : afterId };
}

function mergeTargets(...requests: TAnalyticsRefreshPayload[]): RefreshTargets {
  const union = (pick: (r: TAnalyticsRefreshPayload) => readonly number[] | undefined) => [...new Set(requests.flatMap((r) => pick(r) ?? []))].sort((a, b) => a - b);
  return {
    authorIds: union((r) => r.authorIds), paperIds: union((r) => r.paperIds), departmentIds: union((r) => r.departmentIds),
    universityIds: union((r) => r.universityIds), journalIds: union((r) => r.journalIds),
  };
}

/**
 * The fast path: the named authors' own rows (per year, per paper, per author, per department),
 * computed from their papers alone and published at once, so that a ranking shows a new paper
 * within a second. Their shares of the school's and departments' totals keep the values of the last
 * refresh of the school (zero for an author new to the tables) until the refresh of the whole school,
 * which follows in the same run, publishes the totals and shares.
 */
async function publishAuthorsFirst(pool: pg.Pool, client: pg.PoolClient, authorIds: number[], currentYear: number): Promise<void> {
  const quiet = async () => {};
  const source = await loadAnalyticsSource(client, { kind: 'authors', authorIds }, quiet);
  await prepareRefreshTables(client, AUTHOR_TABLES);
  try {
    await computeInto(pool, source, AUTHOR_TABLES, '_refresh', { currentYear, core: true, tenure: false, groupsOf: new Set() }, quiet, [0, 0]);
    await client.query(`UPDATE analytics_author_refresh r SET ${SCHOOL_SHARES.map((c) => `${c} = coalesce((SELECT a.${c} FROM analytics_author a WHERE a.author_id = r.author_id), 0)`).join(', ')}`);
    await client.query(`UPDATE analytics_author_department_refresh r SET ${DEPARTMENT_SHARES.map((c) => `${c} = coalesce((SELECT d.${c} FROM analytics_author_department d WHERE d.author_id = r.author_id AND d.department_id = r.department_id), 0)`).join(', ')}`);
    await mergeRefreshTables(client, AUTHOR_TABLES, { authorIds, universityIds: [], departmentIds: [] }, { currentYear, refresh: true });
  } catch (error) {
    await dropNextTables(client, AUTHOR_TABLES, '_refresh').catch(() => {});
    throw error;
  }
}

/**
 * Refreshes the rows of the authors a write touched (and of everyone whose shares that changes), core
 * and tenure tables alike. It takes in every refresh request recorded so far (writes that came
 * together are refreshed together; the jobs of requests it covered then find nothing to do), first
 * publishes the named authors' own figures (the fast path, when they are few), then their schools.
 */
export async function runRefresh(context: AnalyticsRunContext, payload: TAnalyticsRefreshPayload, clockYear: number): Promise<{ authors: number; universities: number; coalesced: number; alreadyCovered?: boolean; firstAuthors: number }> {
  const { pool, reportProgress } = context;
  await reportProgress({ pct: 0, stage: 'prepare', message: 'Finding the authors to refresh' });
  const outcome = await withAnalyticsLock(pool, reportProgress, async (client) => {
    if (payload.pendingId !== undefined) {
      const { rows } = await client.query('SELECT 1 FROM analytics_refresh_pending WHERE id = $1', [payload.pendingId]);
      if (rows.length === 0) return { covered: true as const };
    }
    const currentYear = await currentYearOfState(client, clockYear);
    let pending = await pendingRequests(client, 0);
    let targets = mergeTargets(payload, pending.targets);
    let firstAuthors = 0;
    const fastPath = async (authorIds: number[]) => {
      if (authorIds.length === 0 || authorIds.length > FIRST_AUTHORS_MAX) return;
      await reportProgress({ pct: 3, stage: 'authors', message: `Publishing the figures of ${authorIds.length} authors` });
      await publishAuthorsFirst(pool, client, authorIds, currentYear);
      firstAuthors += authorIds.length;
    };
    // the authors named and the authors of the papers named: a school's or journal's whole faculty waits for step 4
    const published = await touchedAuthors(client, targets, true);
    await fastPath(published);
    // writes that arrived meanwhile (a burst of edits): their authors too, then everyone's schools at once
    const later = await pendingRequests(client, pending.upTo);
    if (later.count > 0) {
      const laterTargets = later.targets;
      const seen = new Set(published);
      await fastPath((await touchedAuthors(client, laterTargets, true)).filter((id) => !seen.has(id)));
      targets = mergeTargets(targets, laterTargets);
      pending = { targets: mergeTargets(pending.targets, laterTargets), count: pending.count + later.count, upTo: later.upTo };
    }

    const scope = await resolveRefreshScope(client, targets);
    if (scope.totalAuthors > 1_000 && scope.scopeIds.length > scope.totalAuthors * REFRESH_AS_REBUILD_SHARE) {
      return { rebuild: true as const, currentYear, authors: scope.scopeIds.length, universities: scope.universityIds.length, coalesced: pending.count, firstAuthors };
    }
    const analyticsScope: AnalyticsScope = { kind: 'authors', authorIds: scope.scopeIds };
    const source = await loadAnalyticsSource(client, analyticsScope, loadProgress(reportProgress, 5, 40), scope.universityIds);
    const tables = [...CORE_TABLES, ...TENURE_TABLES];
    await prepareRefreshTables(client, tables);
    try {
      await computeInto(pool, source, tables, '_refresh', {
        currentYear, core: true, tenure: true, groupsOf: new Set(scope.universityIds),
      }, reportProgress, [40, 90]);
      await reportProgress({ pct: 95, stage: 'swap', message: 'Publishing the new figures' });
      await mergeRefreshTables(client, tables, { authorIds: scope.deleteIds, universityIds: scope.universityIds, departmentIds: scope.departmentIds },
        { currentYear, refresh: true, pendingUpTo: pending.upTo });
    } catch (error) {
      await dropNextTables(client, tables, '_refresh').catch(() => {});
      throw error;
    }
    await reportProgress({ pct: 100, stage: 'done', message: 'Done' });
    return { rebuild: false as const, authors: scope.scopeIds.length, universities: scope.universityIds.length, coalesced: pending.count, firstAuthors };
  });
  if ('covered' in outcome) {
    await reportProgress({ pct: 100, stage: 'done', message: 'Already covered by an earlier refresh' });
    return { authors: 0, universities: 0, coalesced: 0, alreadyCovered: true, firstAuthors: 0 };
  }
  if (outcome.rebuild) {
    await runFullRebuild(context, 'all', outcome.currentYear);
  }
  return { authors: outcome.authors, universities: outcome.universities, coalesced: outcome.coalesced, firstAuthors: outcome.firstAuthors };
}
