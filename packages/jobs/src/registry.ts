import { z } from 'zod';
import type { JobsOptions } from 'bullmq';
import {
  ZAnalyticsRecomputePayload, ZAnalyticsRecomputeResult, ZAnalyticsRefreshPayload, ZAnalyticsRefreshResult,
  ZFirstYearCareerPayload, ZFirstYearCareerResult, ZTenureDataPayload, ZTenureDataResult,
} from '@ri/contracts';
import { ZPasswordResetPayload, ZPasswordResetResult } from '@ri/contracts';
import { ZMarkCvPayload, ZMarkJournalsResponse } from '@ri/contracts';
import { ZDataIssueDetectionPayload, ZDataIssueDetectionResult, ZRedFlagExportPayload, ZRedFlagExportResult } from '@ri/contracts';
import { ZOpenAlexOnboardPayload } from '@ri/contracts';
import {
  ZDirectoryScrapePayload, ZImportJobResult, ZJournalListImportPayload, ZOpenAlexImportPayload, ZRssImportPayload, ZRssRefreshPayload, ZRssRefreshResult,
} from '@ri/contracts';

/** What an upload check reads: a stored file (removed by the job when `temporary`), or a fetched feed's text. */
export const ZFileCheckPayload = z.discriminatedUnion('task', [
  z.object({ task: z.literal('checkPdf'), storedName: z.string().max(200) }).strict(),
  z.object({ task: z.literal('resizePicture'), storedName: z.string().max(200), type: z.enum(['jpg', 'png', 'webp']), side: z.number().int().min(16).max(4096) }).strict(),
  z.object({ task: z.literal('parseFeed'), xml: z.string().max(6 * 1024 * 1024), maxItems: z.number().int().min(1).max(10_000) }).strict(),
]);
export type TFileCheckPayload = z.infer<typeof ZFileCheckPayload>;

const ZFeedRecord = z.record(z.string(), z.array(z.string()));
/** A parsed feed with its first `maxItems` items (the preview's), and how many it has. */
const ZCheckedFeed = z.object({
  dialect: z.enum(['rss2', 'rss1', 'atom']), title: z.string(), channel: ZFeedRecord, items: z.array(ZFeedRecord), fields: z.array(z.string()), itemCount: z.number().int(),
});
export type TCheckedFeed = z.infer<typeof ZCheckedFeed>;

/**
 * The check's answer: `ok` with what the task found, or the refusal and its sentence (`tooLarge`: past a
 * limit; `unreadable`: not a file of that kind; `gone`: the stored file was removed before the check ran).
 */
export const ZFileCheckResult = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('ok'), pages: z.number().int().optional(), picture: z.string().optional(), feed: ZCheckedFeed.optional() }),
  z.object({ outcome: z.enum(['tooLarge', 'unreadable', 'gone']), message: z.string() }),
]);
export type TFileCheckResult = z.infer<typeof ZFileCheckResult>;

/**
 * Every queue, declared once: its payload schema (validated by producers before enqueueing and by
 * workers before processing) and its result schema. Progress is always ZJobProgress
 * ({ pct, stage, message }) so that one SSE stream and one progress bar serve every job.
 */
export interface QueueDefinition<P extends z.ZodType, R extends z.ZodType> {
  name: string;
  title: string;
  payload: P;
  result: R;
  /** the job e-mails its requester when it ends */
  notifyByEmail: boolean;
  /**
   * the payload holds personal data (an e-mail address typed by anyone): job_runs records the run without it and
   * Redis drops the job as soon as it completes
   */
  personalPayload?: boolean;
  /** options beside DEFAULT_JOB_OPTIONS (e.g. no retry for a job whose failure is the file's) */
  jobOptions?: JobsOptions;
  /**
   * a request waits for the job's answer (producer.run): no job_runs row (it is not a run a person follows),
   * one attempt, removed from Redis as soon as it ends
   */
  requestScoped?: boolean;
  /** jobs of this queue a workers process runs at once (default 1) */
  concurrency?: number;
}

function defineQueue<P extends z.ZodType, R extends z.ZodType>(definition: QueueDefinition<P, R>) {
  return definition;
}

export const QUEUES = {
  /** Recomputes every author's paper and citation totals into author_stats. */
  authorTotals: defineQueue({
    name: 'author-totals',
    title: 'Author totals',
    payload: z.object({}).strict(),
    result: z.object({ authors: z.number().int(), papers: z.number().int(), citations: z.number().int() }),
    notifyByEmail: false,
  }),
  /** Rebuilds every precomputed analytics table from the source tables (Compute Fields: generate_university_stats). */
  analyticsRecompute: defineQueue({
    name: 'analytics-recompute',
    title: 'University statistics',
    payload: ZAnalyticsRecomputePayload,
    result: ZAnalyticsRecomputeResult,
    notifyByEmail: true,
  }),
  /** Refreshes the analytics rows of the authors a write touched (enqueue with enqueueStatsRefresh). */
  analyticsRefresh: defineQueue({
    name: 'analytics-refresh',
    title: 'Statistics refresh',
    payload: ZAnalyticsRefreshPayload,
    result: ZAnalyticsRefreshResult,
    notifyByEmail: false,
  }),
  /**
   * After each version of the analytics tables (a full computation or a refresh publishes one): Faculty Progress's
   * ranks and the dashboards' figure sets, stored stamped with that version (docs/analytics-engine.md "Dashboard
   * figures"). One job per version: its id is `dashboardFiguresJobId(version)`, so asking again for the same version adds nothing.
   */
  dashboardFigures: defineQueue({
    name: 'dashboard-figures',
    title: 'Dashboard figures',
    payload: z.object({ version: z.number().int().min(0) }).strict(),
    result: z.object({
      version: z.number().int(),
      /** why nothing was computed: a newer version exists (its own job computes it), or a refresh is waiting (same) */
      skipped: z.enum(['stale', 'pending']).optional(),
      progressRows: z.number().int(),
      stored: z.number().int(),
      total: z.number().int(),
      durationMs: z.number().int(),
    }),
    notifyByEmail: false,
  }),
  /** Rebuilds the tenure readiness figures (Compute Fields: generate_tenure_data). */
  tenureData: defineQueue({
    name: 'tenure-data',
    title: 'Tenure data',
    payload: ZTenureDataPayload,
    result: ZTenureDataResult,
    notifyByEmail: true,
  }),
  /** Sets authors.first_year_career from education and work history (Compute Fields: generate_first_year_career). */
  firstYearCareer: defineQueue({
    name: 'first-year-career',
    title: 'First year of career',
    payload: ZFirstYearCareerPayload,
    result: ZFirstYearCareerResult,
    notifyByEmail: true,
  }),
  /** Writes one red-flag CSV (docs/requirements/admin-tools.md Red Flags, `?download=1`) into job_files for its requester. */
  redFlagExport: defineQueue({
    name: 'red-flag-export',
    title: 'Red flag CSV export',
    payload: ZRedFlagExportPayload,
    result: ZRedFlagExportResult,
    notifyByEmail: false,
  }),
  /** Raises the data issues (routine logs) found in the data; nightly, and after imports (enqueueDataIssueDetection). */
  dataIssueDetection: defineQueue({
    name: 'data-issue-detection',
    title: 'Data issue detection',
    payload: ZDataIssueDetectionPayload,
    result: ZDataIssueDetectionResult,
    notifyByEmail: false,
  }),
  /** Imports one journal's RSS feed as papers (RSS Feed Tool: rss/add; and the scheduled refresh). */
  rssImport: defineQueue({
    name: 'rss-import',
    title: 'RSS feed import',
    payload: ZRssImportPayload,
    result: ZImportJobResult,
    notifyByEmail: false,
  }),
  /** Scheduled (RSS_REFRESH_CRON): enqueues an rssImport for every configured feed. */
  rssRefresh: defineQueue({
    name: 'rss-refresh',
    title: 'RSS feeds refresh',
    payload: ZRssRefreshPayload,
    result: ZRssRefreshResult,
    notifyByEmail: false,
  }),
  /** Scrapes one university's faculty directory into directory_entries (Update Faculty: scrape). */
  directoryScrape: defineQueue({
    name: 'directory-scrape',
    title: 'Faculty directory scrape',
    payload: ZDirectoryScrapePayload,
    result: ZImportJobResult,
    notifyByEmail: true,
  }),
  /** Imports an uploaded OpenAlex file (works, authors, institutions, sources, publishers). */
  openalexImport: defineQueue({
    name: 'openalex-import',
    title: 'OpenAlex import',
    payload: ZOpenAlexImportPayload,
    result: ZImportJobResult,
    notifyByEmail: true,
  }),
  /**
   * Onboards a school from the OpenAlex API (its authors and works, cursor-paged, resumable from the
   * saved cursor), then refreshes its statistics; also the per-school scheduled refresh.
   */
  openalexOnboard: defineQueue({
    name: 'openalex-onboard',
    title: 'OpenAlex school onboarding',
    payload: ZOpenAlexOnboardPayload,
    result: ZImportJobResult,
    notifyByEmail: true,
  }),
  /** Applies an uploaded journal list (ABDC workbook or CSV) as journal tiers. */
  journalListImport: defineQueue({
    name: 'journal-list-import',
    title: 'Journal list import',
    payload: ZJournalListImportPayload,
    result: ZImportJobResult,
    notifyByEmail: true,
  }),
  /**
   * Issues a password reset link and e-mails it (GET /api/reset_password enqueues it for every address, known or not,
   * so that the answer takes the same time whatever the address: docs/api-conventions.md, "Password reset").
   */
  passwordReset: defineQueue({
    name: 'password-reset',
    title: 'Password reset e-mail',
    payload: ZPasswordResetPayload,
    result: ZPasswordResetResult,
    notifyByEmail: false,
    personalPayload: true,
  }),
  /**
   * Mark CV (docs/requirements/profile-and-accounts.md): reads an uploaded PDF in a sandbox thread and stores the highlighted copy.
   * One attempt: a file past a limit fails the same way every time (docs/reliability.md, "The sandbox").
   */
  markCv: defineQueue({
    name: 'mark-cv',
    title: 'Mark CV',
    payload: ZMarkCvPayload,
    result: ZMarkJournalsResponse,
    notifyByEmail: false,
    jobOptions: { attempts: 1 },
  }),
  /**
   * The checks an upload or a preview waits for (docs/reliability.md, "The sandbox"): a CV's pages, a
   * picture's resize, an RSS feed's parse. The API stores the bytes and enqueues; the workers parse them
   * in a sandbox thread, so the API process never parses an untrusted file nor starts a thread.
   */
  fileCheck: defineQueue({
    name: 'file-check',
    title: 'File check',
    payload: ZFileCheckPayload,
    result: ZFileCheckResult,
    notifyByEmail: false,
    requestScoped: true,
    concurrency: 4,
  }),
} as const;

/** The one dashboardFigures job of an analytics version. */
export const dashboardFiguresJobId = (version: number) => `dashboard-figures-v${version}`;

export type QueueKey = keyof typeof QUEUES;
export type QueuePayload<K extends QueueKey> = z.infer<(typeof QUEUES)[K]['payload']>;
export type QueueResult<K extends QueueKey> = z.infer<(typeof QUEUES)[K]['result']>;

export const QUEUE_KEYS = Object.keys(QUEUES) as QueueKey[];

export function queueKeyByName(name: string): QueueKey | undefined {
  return QUEUE_KEYS.find((key) => QUEUES[key].name === name);
}
