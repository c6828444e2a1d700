// The dashboard-figures job (docs/analytics-engine.md "Dashboard figures"): after each version of the
// analytics tables, outside the analytics lock, Faculty Progress's ranks (progressRanks.ts) and every
// dashboard figure set the screens open on (the API's own definitions, `@ri/api/dashboard-figures`),
// each stored stamped with the version it was computed from. One job per version (its id names the
// version); a job whose version is no longer the current one does nothing (the newer version's job
// does it), and so does one while a refresh request waits (that refresh publishes a newer version).
import type pg from 'pg';
import type { Db } from '@ri/db';
import { dashboardFiguresJobId, type JobProducer } from '@ri/jobs';
import { precomputeDashboardFigures } from '@ri/api/dashboard-figures';
import { publishProgressRanks } from './progressRanks.ts';
import { withAdvisoryLock, type ReportProgress } from './recompute.ts';

/** pg_advisory_lock key of the dashboard-figures writers (one at a time: they replace the same rows). */
const DASHBOARD_FIGURES_LOCK_KEY = 727002;

export interface DashboardFiguresOutcome {
  version: number;
  skipped?: 'stale' | 'pending';
  progressRows: number;
  stored: number;
  total: number;
}

async function currentVersion(client: pg.PoolClient): Promise<number | null> {
  const { rows } = await client.query<{ version: string }>('SELECT version FROM analytics_state WHERE id = 1');
  return rows[0] ? Number(rows[0].version) : null;
}

/**
 * Computes and stores the figures of analytics version `version` (the current one when omitted): the
 * Faculty Progress ranks, then the dashboards' figure sets. Holds its own advisory lock, never the analytics lock.
 */
export async function runDashboardFigures(
  context: { pool: pg.Pool; db: Db; reportProgress: ReportProgress }, options: { version?: number; clockYear: number },
): Promise<DashboardFiguresOutcome> {
  const { pool, db, reportProgress } = context;
  return withAdvisoryLock(
    pool, DASHBOARD_FIGURES_LOCK_KEY,
    () => reportProgress({ pct: 0, stage: 'prepare', message: 'Waiting for the previous dashboard figures' }),
    async (client) => {
      const now = await currentVersion(client);
      const version = options.version ?? now ?? 0;
      const nothing = { version, progressRows: 0, stored: 0, total: 0 };
      if (now === null || now !== version) return { ...nothing, skipped: 'stale' };
      if ((await client.query('SELECT 1 FROM analytics_refresh_pending LIMIT 1')).rows.length > 0) return { ...nothing, skipped: 'pending' };
      await reportProgress({ pct: 2, stage: 'progress', message: 'Ranking the faculty for Faculty Progress' });
      const ranks = await publishProgressRanks(client, { unlessPending: true });
      await reportProgress({ pct: 30, stage: 'figures', message: 'Computing the dashboards\' figures' });
      let last = 0;
      const figures = await precomputeDashboardFigures(db, {
        clockYear: options.clockYear,
        onProgress: async (done, total) => {
          const pct = 30 + Math.floor((69 * done) / Math.max(total, 1));
          if (pct === last && done !== total) return;
          last = pct;
          await reportProgress({ pct, stage: 'figures', message: `Stored ${done} of ${total} figure sets` });
        },
      });
      await reportProgress({ pct: 100, stage: 'done', message: figures.stale ? 'A newer version arrived: its own job computes it' : 'Done' });
      return {
        version, ...(figures.stale ? { skipped: 'stale' as const } : {}), progressRows: ranks?.rows ?? 0, stored: figures.stored, total: figures.total,
      };
    },
  );
}

/** Asks for the dashboard figures of the analytics tables' current version (once per version: the job's id names it). */
export async function enqueueDashboardFigures(producer: JobProducer, pool: pg.Pool): Promise<void> {
  const { rows } = await pool.query<{ version: string }>('SELECT version FROM analytics_state WHERE id = 1');
  if (!rows[0]) return;
  const version = Number(rows[0].version);
  await producer.enqueue('dashboardFigures', { version }, { requestedBy: null, jobId: dashboardFiguresJobId(version) });
}
