import type pg from 'pg';
import type { Processor, ProcessorContext } from '../runtime.ts';
import type { QueueKey } from '@ri/jobs';
import { computeFirstYearsOfCareer } from './firstYearCareer.ts';
import { runFullRebuild, runRefresh, type ReportProgress } from './recompute.ts';
import { enqueueDashboardFigures, runDashboardFigures } from './dashboardFigures.ts';
import { producerOf } from '../ingestion/processors.ts';

function poolOf(context: ProcessorContext<QueueKey>): pg.Pool {
  if (!context.pool) throw new Error('The analytics jobs need a database pool: pass `pool` to startWorkers.');
  return context.pool;
}

const clockYear = () => new Date().getUTCFullYear();

/**
 * After a job published a new version of the analytics tables: its dashboard figures, in a job of their own
 * (outside the analytics lock). A failure to enqueue does not fail the computation: the API computes on demand.
 */
async function afterPublish(context: ProcessorContext<QueueKey>): Promise<void> {
  const producer = producerOf(context);
  try {
    await enqueueDashboardFigures(producer, poolOf(context));
  } catch {
    // Redis away: the figures are computed on demand until the next version's job
  } finally {
    await producer.close();
  }
}

/** Compute Fields "generate_university_stats": rebuilds every core analytics table. */
export const analyticsRecomputeProcessor: Processor<'analyticsRecompute'> = async (context) => {
  const started = Date.now();
  const currentYear = context.payload.currentYear ?? clockYear();
  // every precomputed table, tenure included, from one load of the source tables
  const summary = await runFullRebuild({ pool: poolOf(context), reportProgress: context.reportProgress }, 'all', currentYear);
  await afterPublish(context);
  return {
    currentYear, authors: summary.authors, papers: summary.papers, authorYearRows: summary.authorYearRows,
    departments: summary.departments, universities: summary.universities, durationMs: Date.now() - started, stages: summary.stages,
  };
};

/** Compute Fields "generate_tenure_data": rebuilds the tenure readiness table. */
export const tenureDataProcessor: Processor<'tenureData'> = async (context) => {
  const started = Date.now();
  const currentYear = context.payload.currentYear ?? clockYear();
  const summary = await runFullRebuild({ pool: poolOf(context), reportProgress: context.reportProgress }, 'tenure', currentYear);
  await afterPublish(context);
  return { currentYear, authors: summary.authors, rows: summary.tenureRows, durationMs: Date.now() - started, stages: summary.stages };
};

/** After a write: refreshes the figures of what it touched (enqueued through enqueueStatsRefresh). */
export const analyticsRefreshProcessor: Processor<'analyticsRefresh'> = async (context) => {
  const started = Date.now();
  const outcome = await runRefresh({ pool: poolOf(context), reportProgress: context.reportProgress }, context.payload, clockYear());
  if (!outcome.alreadyCovered) await afterPublish(context);
  return { ...outcome, durationMs: Date.now() - started };
};

/** Compute Fields "generate_first_year_career": sets authors.first_year_career, then refreshes the figures that start from it. */
export const firstYearCareerProcessor: Processor<'firstYearCareer'> = async (context) => {
  const started = Date.now();
  const pool = poolOf(context);
  const outcome = await computeFirstYearsOfCareer(context.db, context.reportProgress);
  if (outcome.changedAuthorIds.length > 0) {
    // papers and citations per year divide by the career's length: refresh what changed, mapping its progress to 60..100
    const report: ReportProgress = (progress) => context.reportProgress({
      pct: Math.round(60 + progress.pct * 0.4), stage: `refresh: ${progress.stage}`, message: progress.message,
    });
    await runRefresh({ pool, reportProgress: report }, { authorIds: outcome.changedAuthorIds }, clockYear());
    await afterPublish(context);
  }
  await context.reportProgress({ pct: 100, stage: 'done', message: `${outcome.changedAuthorIds.length} authors updated` });
  return {
    authors: outcome.authors, updated: outcome.changedAuthorIds.length, withoutHistory: outcome.withoutHistory,
    durationMs: Date.now() - started,
  };
};

/** After each analytics version: Faculty Progress's ranks and the dashboards' figure sets (docs/analytics-engine.md "Dashboard figures"). */
export const dashboardFiguresProcessor: Processor<'dashboardFigures'> = async (context) => {
  const started = Date.now();
  const outcome = await runDashboardFigures({ pool: poolOf(context), db: context.db, reportProgress: context.reportProgress }, { version: context.payload.version, clockYear: clockYear() });
  return { ...outcome, durationMs: Date.now() - started };
};
