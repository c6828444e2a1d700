// The demo data set arrives without its precomputed statistics (the workers compute those from the
// source tables): the two ways of running the product compute them once right after loading it.
import type pg from 'pg';
import { createDb, type Db } from '@ri/db';
import { detectDataIssues, runFullRebuild } from '@ri/workers';

/**
 * The dashboards read precomputed statistics, which the workers rebuild every night and after every
 * write: on a database whose statistics were never computed (the demo data just loaded), the same
 * full rebuild an administrator's Compute Fields runs is done once here, so the demo shows figures
 * from the first login.
 */
export async function computeStatisticsIfNever(pool: pg.Pool): Promise<void> {
  const { rows } = await pool.query<{ computed: boolean }>('SELECT EXISTS (SELECT 1 FROM analytics_state WHERE core_computed_at IS NOT NULL AND tenure_computed_at IS NOT NULL) AS computed');
  if (rows[0]?.computed) return;
  console.log('Computing the statistics of the demo data (once)...');
  const startedAt = Date.now();
  await runFullRebuild({ pool, reportProgress: async () => {} }, 'all', new Date().getUTCFullYear());
  console.log(`Statistics computed in ${((Date.now() - startedAt) / 1000).toFixed(1)} s.`);
}


/**
 * The logs are never falsely clean (docs/admin-tools.md, "Detection"): a database whose data-issue
 * detectors never ran (no issue raised yet, and authors to check) is checked once, right after its
 * first load, instead of waiting for the nightly run or someone pressing "Check for new issues".
 */
export async function detectIssuesIfNever(db: Db, log: (message: string) => void = console.log): Promise<void> {
  const never = await db.selectNoFrom((eb) => eb.and([eb.not(eb.exists(eb.selectFrom('data_issues').select('id'))), eb.exists(eb.selectFrom('authors').select('id'))]).as('never')).executeTakeFirstOrThrow();
  if (!never.never) return;
  log('Checking the data for issues (once)...');
  const result = await detectDataIssues(db);
  log(`${Object.values(result.raised).reduce((sum, n) => sum + n, 0)} data issues found in ${(result.durationMs / 1000).toFixed(1)} s.`);
}

/** After a database's first load (npm start, DEMO_DATA, npm run seed): statistics and data issues, once. */
export async function afterFirstLoad(databaseUrl: string, log: (message: string) => void = console.log): Promise<void> {
  const { db, pool } = createDb({ connectionString: databaseUrl, max: 10, applicationName: 'research-insights-cli' });
  try {
    await computeStatisticsIfNever(pool);
    await detectIssuesIfNever(db, log);
  } finally {
    await db.destroy();
  }
}
