import { z } from 'zod';
import { ZJobRun, ZJobStatus } from './jobs.ts';

// The analytics engine: compute jobs, author ranking, job console. See docs/analytics-engine.md.

/**
 * The journal grading behind every tier count of an answer (docs/metrics.md section 10, "Tier
 * source in force"): the global tiers, or one department's lists; `label` is what the screens print.
 */
export const ZTierSource = z.object({
  kind: z.enum(['global', 'department']),
  department_id: z.number().int().nullable(),
  label: z.string(),
});
export type TTierSource = z.infer<typeof ZTierSource>;

/** The earliest year any year filter accepts (docs/requirements/dashboards.md: "Year ranges are clamped from 1940"). */
export const ANALYTICS_MIN_YEAR = 1940;

const ZId = z.number().int().positive();
const ZIdList = z.array(ZId).max(10_000);
const ZYear = z.number().int().min(1900).max(2200);

// ---------------------------------------------------------------- job payloads and results

/** Full recompute of the precomputed tables ("generate_university_stats"). */
export const ZAnalyticsRecomputePayload = z.object({
  /** the year the figures are computed for; the clock's year when absent (tests and backfills set it) */
  currentYear: ZYear.optional(),
}).strict();
export type TAnalyticsRecomputePayload = z.infer<typeof ZAnalyticsRecomputePayload>;

/** One stage of an analytics job: wall time and CPU time of the worker and of its PostgreSQL backends (null: not measurable). */
export const ZAnalyticsStageTiming = z.object({
  stage: z.string(),
  wallMs: z.number(),
  nodeCpuMs: z.number(),
  pgCpuMs: z.number().nullable(),
});
export type TAnalyticsStageTiming = z.infer<typeof ZAnalyticsStageTiming>;

export const ZAnalyticsRecomputeResult = z.object({
  currentYear: z.number().int(),
  authors: z.number().int(),
  papers: z.number().int(),
  authorYearRows: z.number().int(),
  departments: z.number().int(),
  universities: z.number().int(),
  durationMs: z.number(),
  stages: z.array(ZAnalyticsStageTiming).optional(),
});
export type TAnalyticsRecomputeResult = z.infer<typeof ZAnalyticsRecomputeResult>;

/**
 * Incremental refresh after a write: the authors named, the authors of the papers named, the
 * members of the departments and universities named and the authors who published in the journals
 * named; and, because shares are relative to the school, everyone at those authors' universities.
 */
export const ZAnalyticsRefreshPayload = z.object({
  authorIds: ZIdList.optional(),
  paperIds: ZIdList.optional(),
  departmentIds: ZIdList.optional(),
  universityIds: ZIdList.optional(),
  journalIds: ZIdList.optional(),
  /** the analytics_refresh_pending row that records this request: a refresh that already covered it skips the job */
  pendingId: z.number().int().positive().optional(),
}).strict().refine(
  (p) => [p.authorIds, p.paperIds, p.departmentIds, p.universityIds, p.journalIds].some((ids) => ids !== undefined && ids.length > 0),
  { message: 'Name at least one author, paper, department, university or journal to refresh.' },
);
export type TAnalyticsRefreshPayload = z.infer<typeof ZAnalyticsRefreshPayload>;

export const ZAnalyticsRefreshResult = z.object({
  authors: z.number().int(),
  universities: z.number().int(),
  durationMs: z.number(),
  /** pending refresh requests (writes) this run covered, its own included */
  coalesced: z.number().int().optional(),
  /** true when an earlier refresh had already covered this request: nothing was computed */
  alreadyCovered: z.boolean().optional(),
  /** authors published first, before the figures of their schools (the fast path) */
  firstAuthors: z.number().int().optional(),
  stages: z.array(ZAnalyticsStageTiming).optional(),
});
export type TAnalyticsRefreshResult = z.infer<typeof ZAnalyticsRefreshResult>;

/** Tenure readiness figures ("generate_tenure_data"). */
export const ZTenureDataPayload = ZAnalyticsRecomputePayload;
export const ZTenureDataResult = z.object({
  currentYear: z.number().int(),
  authors: z.number().int(),
  rows: z.number().int(),
  durationMs: z.number(),
  stages: z.array(ZAnalyticsStageTiming).optional(),
});
export type TTenureDataResult = z.infer<typeof ZTenureDataResult>;

/** authors.first_year_career from education and work history ("generate_first_year_career"). */
export const ZFirstYearCareerPayload = z.object({}).strict();
export const ZFirstYearCareerResult = z.object({
  authors: z.number().int(),
  updated: z.number().int(),
  /** authors whose history gives no year: their stored value is left alone */
  withoutHistory: z.number().int(),
  durationMs: z.number(),
});
export type TFirstYearCareerResult = z.infer<typeof ZFirstYearCareerResult>;

// ---------------------------------------------------------------- Compute Fields (docs/requirements/admin-tools.md)

export const ZComputeButtonName = z.enum(['generate_university_stats', 'generate_tenure_data', 'generate_first_year_career']);
export type TComputeButtonName = z.infer<typeof ZComputeButtonName>;

export const ZComputeButtonDetail = z.object({
  button_name: ZComputeButtonName,
  /** when the last successful run finished (ISO 8601); null if it never ran */
  modified_on: z.string().nullable(),
  /** the queue the button starts a job on */
  queue: z.string(),
  /** a run of this job is waiting or running: the page disables the button */
  running: z.boolean(),
  /** the running job, to follow with GET /api/jobs/:queue/:job_id/events */
  job_id: z.string().nullable(),
});
export const ZComputeFieldsDetails = z.object({ details: z.array(ZComputeButtonDetail) });
export type TComputeFieldsDetails = z.infer<typeof ZComputeFieldsDetails>;

/** Every Compute Fields start: `message` is 'Success' (the page checks it), plus the job to follow. */
export const ZComputeStarted = z.object({
  message: z.literal('Success'),
  queue: z.string(),
  job_id: z.string(),
  run_id: z.number().int(),
});
export type TComputeStarted = z.infer<typeof ZComputeStarted>;

// ---------------------------------------------------------------- author ranking (docs/requirements/dashboards.md)

export const ZJournalClass = z.enum(['A', 'A-', 'B']);
export type TJournalClass = z.infer<typeof ZJournalClass>;

/** docs/requirements/dashboards.md ranking genders, or the profile's codes. */
export const ZRankingGender = z.enum(['Male', 'Female', 'Other', 'm', 'f', 'o']);

export const ZRankingSortField = z.enum([
  'total_papers', 'total_citations', 'h_index_score', 'percent_solo', 'papersPerYear', 'citationsPerYear',
  'A_papers', 'AMinus_papers', 'B_papers', 'first_name', 'last_name',
  'share_papers_5y', 'share_papers_10y', 'share_papers_all',
  'share_citations_5y', 'share_citations_10y', 'share_citations_all',
]);
export type TRankingSortField = z.infer<typeof ZRankingSortField>;

const nonEmpty = (what: string) => ({ message: `Select at least one ${what}.` });

export const ZRankingAuthorsBody = z.object({
  /** university ids; required: the ranking is always within chosen schools */
  universities: z.array(ZId, { error: 'universities must be a list of university ids.' }).min(1, nonEmpty('university')).max(5_000),
  /** faculty markers (docs/requirements/profile-and-accounts.md: 1 assistant, 2 associate, 3 full ...; 10, 20, 30 are the same ranks) */
  markers: z.array(z.number().int().min(0).max(99)).min(1, nonEmpty('faculty type')).max(100).optional(),
  gender: z.array(ZRankingGender).min(1, nonEmpty('gender')).max(6).optional(),
  /**
   * departments: ids, or names (case-insensitive) standing for the departments of that name at each
   * chosen university (a screen offers one school's department list for rankings across schools)
   */
  department: z.array(z.union([ZId, z.string().trim().min(1).max(200)])).min(1, nonEmpty('department')).max(5_000).optional(),
  /** journals by id (numbers) or ISSN / e-ISSN (strings): only papers in these journals count */
  journals: z.array(z.union([ZId, z.string().trim().min(1).max(20)])).min(1, nonEmpty('journal')).max(5_000).optional(),
  /** journal classes (global tiers): only papers in journals of these grades count */
  journal_classes: z.array(ZJournalClass).min(1, nonEmpty('journal class')).max(3).optional(),
  /** year window: papers by publication year, citations by the year they were received */
  from_year: z.number().int().optional(),
  to_year: z.number().int().optional(),
  counting: z.enum(['full', 'fractional']).default('full'),
  sort_by: ZRankingSortField.default('total_papers'),
  sort_order: z.enum(['asc', 'desc']).default('desc'),
  page: z.number().int().min(1).max(100_000).default(1),
  page_size: z.number().int().min(1).max(100).default(10),
}).strict();
export type TRankingAuthorsBody = z.infer<typeof ZRankingAuthorsBody>;

export const ZRankingAuthorRow = z.object({
  _id: z.number().int(),
  author_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  total_papers: z.number(),
  total_citations: z.number(),
  /** over all the author's papers, whatever the filters (docs/requirements/dashboards.md: "h-index ignores the filters") */
  h_index_score: z.number().int(),
  percent_solo: z.number(),
  papersPerYear: z.number(),
  citationsPerYear: z.number(),
  univ_id: z.number().int().nullable(),
  univ_name: z.string(),
  position: z.string(),
  marker: z.number().int().nullable(),
  gender: z.string().nullable(),
  A_papers: z.number(),
  AMinus_papers: z.number(),
  B_papers: z.number(),
  /** shares of the school's papers and citations (percent, full counting, all journals) */
  share_papers_5y: z.number(),
  share_papers_10y: z.number(),
  share_papers_all: z.number(),
  share_citations_5y: z.number(),
  share_citations_10y: z.number(),
  share_citations_all: z.number(),
});
export type TRankingAuthorRow = z.infer<typeof ZRankingAuthorRow>;

export const ZRankingAuthorsResponse = z.object({
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  sort_by: ZRankingSortField,
  sort_order: z.enum(['asc', 'desc']),
  counting: z.enum(['full', 'fractional']),
  from_year: z.number().int().nullable(),
  to_year: z.number().int().nullable(),
  /** the year the figures were computed for (per-year figures divide by career years up to it) */
  current_year: z.number().int(),
  /** when the figures were last rebuilt in full; null before the first run */
  computed_at: z.string().nullable(),
  /** the grading of A_papers, AMinus_papers, B_papers and the journal classes: always the global tiers */
  tier_source: ZTierSource,
  /** the means over every author the filters keep (all pages), for a chart against the average; null when none */
  averages: z.object({
    total_papers: z.number(), total_citations: z.number(), h_index_score: z.number(), papersPerYear: z.number(), citationsPerYear: z.number(),
  }).nullable(),
  rows: z.array(ZRankingAuthorRow),
});
export type TRankingAuthorsResponse = z.infer<typeof ZRankingAuthorsResponse>;

// ---------------------------------------------------------------- job console (admins)

export const ZJobListQuery = z.object({
  queue: z.string().min(1).max(100).optional(),
  status: ZJobStatus.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(25),
}).strict();
export type TJobListQuery = z.infer<typeof ZJobListQuery>;

export const ZJobConsoleRun = ZJobRun.extend({
  title: z.string(),
  payload: z.unknown(),
  requested_by: z.number().int().nullable(),
  requested_by_username: z.string().nullable(),
  started_at: z.string().nullable(),
});
export type TJobConsoleRun = z.infer<typeof ZJobConsoleRun>;

export const ZJobList = z.object({
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  runs: z.array(ZJobConsoleRun),
  /** every queue of the registry, for the console's filter (a queue without runs yet included) */
  queues: z.array(z.object({ name: z.string(), title: z.string() })),
});
export type TJobList = z.infer<typeof ZJobList>;

export const ZJobRetried = z.object({
  queue: z.string(),
  job_id: z.string(),
  run_id: z.number().int(),
  /** 'same_job': BullMQ still had the failed job and moved it back to waiting; 'new_job': it was gone, so the payload was enqueued again */
  retried_as: z.enum(['same_job', 'new_job']),
});
export type TJobRetried = z.infer<typeof ZJobRetried>;

export const ZJobScheduler = z.object({
  id: z.string(),
  queue: z.string(),
  title: z.string(),
  pattern: z.string().nullable(),
  tz: z.string().nullable(),
  every: z.number().nullable(),
  /** the next run (ISO 8601), null when none is planned */
  next_run: z.string().nullable(),
});
export const ZJobSchedulers = z.object({ schedulers: z.array(ZJobScheduler) });
export type TJobSchedulers = z.infer<typeof ZJobSchedulers>;

