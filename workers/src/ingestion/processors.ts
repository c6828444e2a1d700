// The ingestion queues' processors: each runs one import_runs row through its pipeline in
// packages/ingestion (batches committed with their checkpoint, so a retry resumes after the last
// committed batch), then enqueues the statistics refresh and the data-issue detectors for what the
// import touched.
import { UnrecoverableError } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Db } from '@ri/db';
import { createJobProducer, type JobProducer, type QueueKey } from '@ri/jobs';
import type { TImportJobResult } from '@ri/contracts';
import {
  afterImport, countLines, createImportRun, dropUpload, createPoliteFetcher, finishImportRun, JOURNAL_LIST_LIMITS, JOURNAL_LIST_TOO_LARGE, loadUpload,
  OPENALEX_LIMITS, OPENALEX_TOO_LARGE, recordRejected, runCounts, runDirectoryScrape, runSandboxed, SandboxLimitExceeded, SandboxTaskError, TOOK_TOO_LONG,
  runJournalListImport, runOpenAlexImport, runRssImport, startImportRun, type DirectoryScrapeConfig, type ImportReporter,
} from '@ri/ingestion';
import type { Processor, ProcessorContext } from '../runtime.ts';
import { directoryConfigOf, importOutcome, importRunStatus, rssFeedConfigs, saveImportSummary } from './queries.ts';

export function reporterOf(context: ProcessorContext<QueueKey>): ImportReporter {
  return {
    progress: (pct, stage, message) => context.reportProgress({ pct, stage, message }),
    saveStep: (step) => context.saveStep(step),
  };
}

/** A producer on the worker's own Redis connection and prefix, for the follow-up jobs. */
export function producerOf(context: ProcessorContext<QueueKey>): JobProducer {
  const queue = (context.job as unknown as { queue: { opts: { connection: Redis } } }).queue;
  return createJobProducer({ connection: queue.opts.connection, prefix: context.job.prefix, db: context.db });
}

function isFinalAttempt(context: ProcessorContext<QueueKey>): boolean {
  return context.job.attemptsMade + 1 >= (context.job.opts.attempts ?? 1);
}

/**
 * Runs an import (skipped when an earlier attempt already completed it), marks the run failed when
 * the last attempt throws, then enqueues the follow-up jobs and drops the upload.
 */
export async function runImport(context: ProcessorContext<QueueKey>, importRunId: number, work: () => Promise<unknown>): Promise<TImportJobResult> {
  const run = await importRunStatus(context.db, importRunId);
  if (!run) throw new Error(`Import run ${importRunId} does not exist`);
  // finished by an earlier attempt of this job (completed, or failed because nothing could be used)
  const finished = run.status === 'completed' || (run.status === 'failed' && context.job.attemptsMade > 0);
  if (!finished) {
    try {
      await work();
    } catch (error) {
      if (isFinalAttempt(context) || error instanceof UnrecoverableError) {
        await finishImportRun(context.db, importRunId, { status: 'failed', error: (error as Error).message }).catch(() => {});
        // no attempt will read the file again, and the history's rejected.csv is built from the run's row, not
        // from the file: an upload never outlives its run (docs/reliability.md, "Uploads never pile up")
        await dropUpload(context.db, importRunId).catch((dropError: unknown) => console.error(`import ${importRunId}: could not remove the upload`, dropError));
      }
      throw error;
    }
  }
  const producer = producerOf(context);
  try {
    const follow = await afterImport(importRunId, {
      db: context.db, producer, requestedBy: context.requestedBy,
      onError: (error) => console.error(`import ${importRunId}: could not enqueue a follow-up job`, error),
    });
    await saveImportSummary(context.db, importRunId, sqlMerge(follow));
    await dropUpload(context.db, importRunId);
    const counts = await runCounts(context.db, importRunId);
    const outcome = await importOutcome(context.db, importRunId);
    const status = outcome.status === 'failed' ? 'failed' as const : 'completed' as const;
    const tally = `${counts.created} created, ${counts.updated} updated, ${counts.skipped} unchanged, ${counts.rejected} rejected`;
    await context.reportProgress({ pct: 100, stage: status === 'failed' ? 'failed' : 'done', message: status === 'failed' ? (outcome.error ?? 'Nothing could be imported') : tally });
    return { import_run_id: importRunId, ...counts, status, error: status === 'failed' ? outcome.error : null,
      first_rejected: (outcome.first ?? []).map((r) => ({ position: r.position, reason: r.reason })), stats_refresh_job_id: follow.statsRefreshJobId, detectors_ran: follow.detectorsRan };
  } finally {
    await producer.close();
  }
}

function sqlMerge(follow: Awaited<ReturnType<typeof afterImport>>) {
  return JSON.stringify({ stats_refresh_job_id: follow.statsRefreshJobId, data_issue_detection_job_id: follow.detectionJobId, touched: follow.touched });
}

export const rssImportProcessor: Processor<'rssImport'> = async (context) => {
  const { importRunId, journalId, link, config } = context.payload;
  return runImport(context, importRunId, () => runRssImport(context.db, {
    runId: importRunId, journalId, link, config, reporter: reporterOf(context),
  }));
};

/** Enqueues an import of every configured feed (the job scheduler runs this every RSS_REFRESH_CRON). */
export const rssRefreshProcessor: Processor<'rssRefresh'> = async (context) => {
  const feeds = await rssFeedConfigs(context.db);
  const producer = producerOf(context);
  let enqueued = 0;
  try {
    for (const [i, feed] of feeds.entries()) {
      const runId = await createImportRun(context.db, { source: 'rss', fileName: feed.link, requestedBy: null, journalId: feed.journal_id, options: { scheduled: true } });
      await producer.enqueue('rssImport', { importRunId: runId, journalId: feed.journal_id, link: feed.link, config: (feed.config ?? {}) as Record<string, string> }, { requestedBy: null });
      enqueued += 1;
      await context.reportProgress({ pct: Math.round(((i + 1) / feeds.length) * 100), stage: 'enqueue', message: `${i + 1} of ${feeds.length} feeds` });
    }
  } finally {
    await producer.close();
  }
  return { feeds: feeds.length, enqueued };
};

export const directoryScrapeProcessor: Processor<'directoryScrape'> = async (context) => {
  const { importRunId, universityId } = context.payload;
  return runImport(context, importRunId, async () => {
    const row = await directoryConfigOf(context.db, universityId);
    if (!row) {
      await startImportRun(context.db, importRunId);
      await recordRejected(context.db, importRunId, [{ position: 'configuration', reason: 'This university has no directory configuration' }]);
      return finishImportRun(context.db, importRunId, { status: 'completed' });
    }
    const selectors = row.selectors as Record<string, unknown>;
    const { profile, ...listing } = selectors as unknown as { profile?: DirectoryScrapeConfig['profileSelectors'] } & DirectoryScrapeConfig['selectors'];
    const config: DirectoryScrapeConfig = {
      listingUrl: row.listing_url,
      pagination: (row.pagination && Object.keys(row.pagination as object).length > 0 ? row.pagination : { type: 'none' }) as DirectoryScrapeConfig['pagination'],
      selectors: listing,
      profileSelectors: profile ?? null,
    };
    const fetcher = createPoliteFetcher();
    return runDirectoryScrape(context.db, { runId: importRunId, universityId, config, fetcher, reporter: reporterOf(context) });
  });
};

async function uploadOf(db: Db, importRunId: number): Promise<Buffer | null> {
  return (await loadUpload(db, importRunId))?.content ?? null;
}

export const openalexImportProcessor: Processor<'openalexImport'> = async (context) => {
  const { importRunId, institution, batchSize } = context.payload;
  return runImport(context, importRunId, async () => {
    const content = await uploadOf(context.db, importRunId);
    if (!content) throw new Error(`Import run ${importRunId} has no uploaded file`);
    // read once in a sandbox thread first: a line past 16 MB or 64 levels of nesting, or a gzip bomb,
    // fails the import with its sentence before anything is written (docs/reliability.md, "The sandbox")
    try {
      await runSandboxed('checkOpenAlex', { content }, { limits: OPENALEX_LIMITS, tooLarge: OPENALEX_TOO_LARGE, tookTooLong: TOOK_TOO_LONG });
    } catch (error) {
      if (error instanceof SandboxLimitExceeded) throw new UnrecoverableError(error.message);
      throw error;
    }
    return runOpenAlexImport(context.db, {
      runId: importRunId, source: { content }, options: { institution, ...(batchSize ? { batchSize } : {}) }, reporter: reporterOf(context), totalRecords: countLines(content),
    });
  });
};

export const journalListImportProcessor: Processor<'journalListImport'> = async (context) => {
  const { importRunId, format, mapping, departmentIds, columns, sheet } = context.payload;
  return runImport(context, importRunId, async () => {
    const content = await uploadOf(context.db, importRunId);
    if (!content) throw new Error(`Import run ${importRunId} has no uploaded file`);
    let read;
    try {
      // read in a sandbox thread: a zip bomb or a huge shared-string table ends the thread, not the worker
      read = await runSandboxed('readJournalList', { content, format, ...(sheet ? { sheet } : {}), ...(columns ? { columns } : {}) }, {
        limits: JOURNAL_LIST_LIMITS, tooLarge: JOURNAL_LIST_TOO_LARGE, tookTooLong: TOOK_TOO_LONG,
      });
    } catch (error) {
      if (error instanceof SandboxLimitExceeded) throw new UnrecoverableError(error.message);
      if (!(error instanceof SandboxTaskError && error.kind === 'JournalListFormatError')) throw error;
      await startImportRun(context.db, importRunId);
      await recordRejected(context.db, importRunId, [{ position: (error.details as { position?: string } | null)?.position ?? 'file', reason: error.message }]);
      return finishImportRun(context.db, importRunId, { status: 'completed' });
    }
    return runJournalListImport(context.db, { runId: importRunId, rows: read.rows, readRejected: read.rejected, mapping, departmentIds, reporter: reporterOf(context) });
  });
};
