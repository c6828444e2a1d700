// The demo data set arrives without its precomputed statistics (the workers compute those from the
// source tables): the two ways of running the product compute them once right after loading it.
import type pg from 'pg';
import { runFullRebuild } from '@ri/workers';

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

