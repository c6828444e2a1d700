import type { Db } from '@ri/db';
import { finishImportRun, loadUpload, recordRejected, saveUpload, startImportRun, type ImportReporter, type RunOutcome } from '../importRuns.ts';
import { safeFetch, SafeFetchError, type SafeFetchOptions } from '../safeFetch.ts';
import { configProblems, mapFeed, type FeedConfig } from './mapping.ts';
import { FeedParseError } from './parseFeed.ts';
import { runSandboxed, SandboxLimitExceeded, SandboxTaskError } from '../sandbox/sandbox.ts';
import { FEED_LIMITS, FEED_TOO_LARGE, TOOK_TOO_LONG } from '../sandbox/limits.ts';
import { importFeedPapers } from './importFeed.ts';

export interface RssImportInput {
  runId: number;
  journalId: number;
  link: string;
  config: FeedConfig;
  reporter: ImportReporter;
  fetchOptions?: SafeFetchOptions;
}

/**
 * One feed: fetched once (the body is kept with the run so that a retry imports the same items),
 * parsed, mapped and imported in batches. A feed that cannot be fetched or parsed is one rejected
 * row, not a failed job: the scheduled refresh goes on with the other feeds.
 */
export async function runRssImport(db: Db, input: RssImportInput): Promise<RunOutcome & { items: number }> {
  const { runId, reporter } = input;
  const checkpoint = await startImportRun(db, runId);
  await reporter.progress(2, 'fetch', `Fetching ${input.link}`);
  let body = (await loadUpload(db, runId))?.content.toString('utf8');
  if (body === undefined) {
    try {
      const response = await safeFetch(input.link, { accept: 'application/rss+xml, application/atom+xml, application/xml, text/xml;q=0.9, */*;q=0.5', ...input.fetchOptions });
      body = response.text();
      await saveUpload(db, runId, input.link, Buffer.from(body, 'utf8'));
    } catch (error) {
      if (!(error instanceof SafeFetchError)) throw error;
      await recordRejected(db, runId, [{ position: 'feed', reason: `The feed could not be fetched: ${error.message}` }]);
      return { ...(await finishImportRun(db, runId, { status: 'completed', summary: { items: 0 } })), items: 0 };
    }
  }
  let papers;
  try {
    // parsed in a sandbox thread (docs/reliability.md, "The sandbox")
    let feed;
    try {
      feed = await runSandboxed('parseFeed', { xml: body }, { limits: FEED_LIMITS, tooLarge: FEED_TOO_LARGE, tookTooLong: TOOK_TOO_LONG });
    } catch (error) {
      if (error instanceof SandboxLimitExceeded) throw new FeedParseError(error.message);
      if (error instanceof SandboxTaskError && error.kind === 'FeedParseError') {
        const at = error.details as { line: number | null; column: number | null } | null;
        throw new FeedParseError(error.message, at?.line ?? undefined, at?.column ?? undefined);
      }
      throw error;
    }
    const problems = configProblems(input.config);
    if (problems.length > 0) throw new FeedParseError(problems.join('; '));
    papers = mapFeed(feed, input.config);
  } catch (error) {
    if (!(error instanceof FeedParseError)) throw error;
    const where = error.line ? `feed line ${error.line}, column ${error.column}` : 'feed';
    if (checkpoint.nextBatch === 0) await recordRejected(db, runId, [{ position: where, reason: error.message, raw: body.slice(0, 200) }]);
    return { ...(await finishImportRun(db, runId, { status: 'completed', summary: { items: 0 } })), items: 0 };
  }
  await reporter.progress(10, 'import', `${papers.length} items`);
  await importFeedPapers(db, runId, { journalId: input.journalId, papers, startBatch: checkpoint.nextBatch, reporter });
  await db.updateTable('rss_feed_configs').set({ last_fetched_at: new Date() }).where('journal_id', '=', input.journalId).execute();
  const counts = await finishImportRun(db, runId, { status: 'completed', summary: { items: papers.length } });
  return { ...counts, items: papers.length };
}
