import { z } from 'zod';
import { ZIdParam } from './common.ts';
import { refineLink } from './text.ts';

// Ingestion: RSS Feed Tool (docs/requirements/admin-tools.md "RSS"), Update Faculty (docs/requirements/admin-tools.md "Update faculty"), directory
// configuration, OpenAlex and journal-list imports, import history. Field names follow the seed.

export const RSS_DATABASE_FIELDS = [
  'title', 'doi', 'authors', 'publication_year', 'publication_name', 'issn', 'e_issn', 'volume', 'issue', 'pages', 'url', 'abstract', 'publisher',
] as const;
export const ZRssDatabaseField = z.enum(RSS_DATABASE_FIELDS);

/** database field -> feed tag, e.g. { title: 'title', doi: 'prism:doi', authors: 'dc:creator' } */
export const ZRssConfig = z.partialRecord(ZRssDatabaseField, z.string().trim().min(1).max(200));
export type TRssConfig = z.infer<typeof ZRssConfig>;

export const ZFeedLink = z.string().trim().min(1, 'Please enter the feed link').max(2000).url('Please enter a valid http(s) link')
  .refine((link) => /^https?:\/\//i.test(link), 'Please enter a valid http(s) link').superRefine(refineLink);

export const ZRssPublisher = z.object({ id: z.number().int(), publisher_name: z.string() });
export const ZRssJournal = z.object({
  id: z.number().int(),
  title: z.string(),
  rss_feed_link: z.string().nullable(),
  journal_link: z.string().nullable(),
  config: ZRssConfig.nullable(),
  last_fetched_at: z.string().nullable(),
});
export const ZRssPublisherSearchQuery = z.object({ pub_id: ZIdParam.optional(), q: z.string().trim().max(200).optional() });
export const ZRssPublisherSearchResponse = z.object({
  data: z.array(z.union([ZRssPublisher, ZRssJournal])),
  /** with pub_id: the saved mapping of each of the publisher's journals that has one, by journal id */
  config: z.record(z.string(), ZRssConfig).optional(),
});

export const ZRssParseQuery = z.object({ link: ZFeedLink });
export const ZRssParseResponse = z.object({
  rss_fields: z.array(z.string()),
  database_fields: z.array(z.string()),
  /** each must be mapped */
  mandatory_database_fields: z.array(z.string()),
  /** from each group at least one must be mapped (a DOI or a URL) */
  mandatory_one_of: z.array(z.array(z.string())),
  /** a mapping guessed from the tags found */
  suggested_config: ZRssConfig,
  dialect: z.enum(['rss2', 'rss1', 'atom']).nullable(),
  /** the feed's items as tag -> values (the first 100) */
  parsed_data: z.array(z.record(z.string(), z.array(z.string()))),
  item_count: z.number().int(),
  error: z.string().nullable(),
});
export type TRssParseResponse = z.infer<typeof ZRssParseResponse>;

export const ZMappedPaper = z.object({
  title: z.string(), doi: z.string(), authors: z.array(z.string()), publication_year: z.number().int().nullable(),
  publication_name: z.string(), issn: z.string(), e_issn: z.string(), volume: z.string(), issue: z.string(), pages: z.string(),
  url: z.string(), abstract: z.string(), publisher: z.string(),
  /** why the item would be skipped on import, or null */
  problem: z.string().nullable(),
});
export const ZRssCheckBody = z.object({ link: ZFeedLink, config: ZRssConfig });
export const ZRssCheckResponse = z.object({ parsed_data: z.array(ZMappedPaper), problems: z.array(z.string()), error: z.string().nullable() });
export const ZRssAddBody = z.object({ link: ZFeedLink, config: ZRssConfig, journal_id: ZIdParam });

/** Answer of every call that starts an import: follow GET /api/jobs/{queue}/{job_id}/events. */
export const ZImportStarted = z.object({
  message: z.string(),
  queue: z.string(),
  job_id: z.string(),
  run_id: z.number().int(),
  import_run_id: z.number().int(),
});
export type TImportStarted = z.infer<typeof ZImportStarted>;

// ------------------------------------------------------------------ jobs

export const ZImportJobResult = z.object({
  import_run_id: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
  rejected: z.number().int(),
  /** the run's outcome (docs/ingestion.md, "Outcomes"): failed when nothing of the input could be used */
  status: z.enum(['completed', 'failed']).default('completed'),
  /** why a failed run failed (its first rejected rows) */
  error: z.string().nullable().default(null),
  /** the first rejected rows (position, reason), shown with the counts */
  first_rejected: z.array(z.object({ position: z.string(), reason: z.string() })).default([]),
  /** the analytics refresh enqueued for what the import touched (null: nothing touched) */
  stats_refresh_job_id: z.string().nullable(),
  detectors_ran: z.boolean(),
});
export type TImportJobResult = z.infer<typeof ZImportJobResult>;

export const ZRssImportPayload = z.object({ importRunId: z.number().int().positive(), journalId: z.number().int().positive(), link: z.string(), config: ZRssConfig });
export const ZRssRefreshPayload = z.object({}).strict();
export const ZRssRefreshResult = z.object({ feeds: z.number().int(), enqueued: z.number().int() });
export const ZDirectoryScrapePayload = z.object({ importRunId: z.number().int().positive(), universityId: z.number().int().positive() });
export const ZOpenAlexImportPayload = z.object({
  importRunId: z.number().int().positive(),
  institution: z.string().nullable().default(null),
  /** records per batch (one transaction each); default 1,000 */
  batchSize: z.number().int().min(1).max(10_000).optional(),
});

export const ZTier = z.enum(['A', 'A-', 'B']);
/** rating as printed in the list -> our tier, null for none: { 'A*': 'A', A: 'A-', B: 'B', C: null } */
export const ZTierMapping = z.record(z.string().trim().min(1).max(20), ZTier.nullable());
const DEPARTMENT_IDS_MESSAGE = 'departments: department ids separated by commas';
/**
 * The journal-list import's `departments` form field: department ids separated by commas, each digits within a
 * Postgres integer (an id past it reached a query as a 500; `1e3` was read as 1000); blank for the global tiers.
 */
export const ZJournalListDepartments = z.string()
  .transform((text) => text.split(',').map((part) => part.trim()).filter(Boolean))
  .pipe(z.array(z.string().regex(/^\d{1,10}$/, DEPARTMENT_IDS_MESSAGE).transform(Number)
    .pipe(z.number().int().positive(DEPARTMENT_IDS_MESSAGE).max(2_147_483_647, DEPARTMENT_IDS_MESSAGE))));
export const ZJournalListColumns = z.object({
  title: z.string().trim().min(1).max(200),
  issn: z.string().trim().min(1).max(200),
  eIssn: z.string().trim().max(200).optional(),
  rating: z.string().trim().min(1).max(200),
  publisher: z.string().trim().max(200).optional(),
});
export const ZJournalListImportPayload = z.object({
  importRunId: z.number().int().positive(),
  format: z.enum(['xlsx', 'csv']),
  mapping: ZTierMapping,
  departmentIds: z.array(z.number().int().positive()).default([]),
  columns: ZJournalListColumns.nullable().default(null),
  sheet: z.string().nullable().default(null),
});

// ------------------------------------------------------------------ import history

export const ZImportSource = z.enum(['rss', 'directory', 'openalex', 'journal_list']);
export const ZRejectedRow = z.object({ position: z.string(), reason: z.string(), raw: z.string().optional() });
export const ZImportRun = z.object({
  id: z.number().int(),
  source: ZImportSource,
  status: z.enum(['queued', 'running', 'completed', 'failed']),
  file_name: z.string(),
  requested_by: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  university_id: z.number().int().nullable(),
  journal_id: z.number().int().nullable(),
  created: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
  rejected: z.number().int(),
  /** the first 20 rejected rows; all of them in rejected.csv */
  rejected_rows: z.array(ZRejectedRow),
  job: z.object({ queue: z.string(), job_id: z.string(), status: z.string() }).nullable(),
  options: z.unknown(),
  summary: z.unknown(),
  error: z.string().nullable(),
  created_at: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
});
export type TImportRun = z.infer<typeof ZImportRun>;
export const ZImportRunsQuery = z.object({
  source: ZImportSource.optional(),
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export const ZImportRunsResponse = z.object({ total: z.number().int(), runs: z.array(ZImportRun) });

// ------------------------------------------------------------------ journals seen in imports that match nothing

/** A journal an import created because it matched no journal by ISSN or title (docs/ingestion.md, "Journals seen in imports"). */
export const ZUnmatchedJournal = z.object({
  id: z.number().int(),
  name: z.string(),
  issn: z.string().nullable(),
  e_issn: z.string().nullable(),
  openalex_id: z.string().nullable(),
  publisher: z.string().nullable(),
  /** papers that name it */
  papers: z.number().int(),
  created_at: z.string(),
});
export type TUnmatchedJournal = z.infer<typeof ZUnmatchedJournal>;
export const ZUnmatchedJournalsQuery = z.object({
  skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export const ZUnmatchedJournalsResponse = z.object({ total: z.number().int(), journals: z.array(ZUnmatchedJournal) });
/** Map to a journal of the catalogue (`journal_id`), or keep it as a journal of its own (`keep: true`). */
export const ZUnmatchedJournalAction = z.union([
  z.object({ journal_id: z.number().int().positive().max(2_147_483_647) }).strict(),
  z.object({ keep: z.literal(true) }).strict(),
]);
export const ZUnmatchedJournalResult = z.object({ message: z.string(), journal_id: z.number().int(), mapped_to_id: z.number().int().nullable(), papers_moved: z.number().int() });
export type TUnmatchedJournalResult = z.infer<typeof ZUnmatchedJournalResult>;

export const ZOpenAlexUploadFields = z.object({ institution: z.string().trim().regex(/^(https:\/\/openalex\.org\/)?I\d+$/i, 'institution must be an OpenAlex institution id such as I27837315').optional() });

// ------------------------------------------------------------------ directory configuration

export const ZDirectorySelectors = z.object({
  item: z.string().trim().min(1).max(500),
  name: z.string().trim().min(1).max(500),
  email: z.string().trim().max(500).optional(),
  title: z.string().trim().max(500).optional(),
  department: z.string().trim().max(500).optional(),
  picture: z.string().trim().max(500).optional(),
  profile_link: z.string().trim().max(500).optional(),
});
export const ZProfileSelectors = z.object({
  email: z.string().trim().max(500).optional(),
  title: z.string().trim().max(500).optional(),
  department: z.string().trim().max(500).optional(),
  picture: z.string().trim().max(500).optional(),
});
export const ZPagination = z.discriminatedUnion('type', [
  z.object({ type: z.literal('none') }),
  z.object({ type: z.literal('next_link'), selector: z.string().trim().min(1).max(500), max_pages: z.number().int().min(1).max(200).optional() }),
  z.object({ type: z.literal('page_param'), param: z.string().trim().min(1).max(50), start: z.number().int().min(0).optional(), max_pages: z.number().int().min(1).max(200).optional() }),
]);
export const ZDirectoryConfig = z.object({
  listing_url: z.string().trim().url('Please enter a valid http(s) link').max(2000).refine((u) => /^https?:\/\//i.test(u), 'Only http and https links').superRefine(refineLink),
  pagination: ZPagination.default({ type: 'none' }),
  selectors: ZDirectorySelectors,
  profile_selectors: ZProfileSelectors.nullable().default(null),
});
export type TDirectoryConfig = z.infer<typeof ZDirectoryConfig>;
export const ZDirectoryConfigResponse = ZDirectoryConfig.extend({
  university_id: z.number().int(),
  updated_at: z.string().nullable(),
});

// ------------------------------------------------------------------ update faculty

export const ZUpdateFacultyType = z.enum(['search', 'scrape', 'check', 'compare']);
export const ZUpdateFacultyQuery = z.object({
  id: z.coerce.number().int().positive({ message: 'Please select a university' }).max(2_147_483_647, 'Please select a university'),
  type: ZUpdateFacultyType,
});
export const ZFacultyRow = z.object({
  _id: z.number().int(),
  name: z.string(),
  email: z.string(),
  position: z.string(),
  marker: z.number().int().nullable(),
  profile_picture: z.string(),
  last_scrape_date: z.string(),
  department: z.string(),
  author_id: z.number().int().nullable(),
  profile_url: z.string(),
});
export const ZCheckRow = ZFacultyRow.extend({ problems: z.array(z.string()) });
export const COMPARE_ACTIONS = ['Add Name', 'Remove Name', 'Promoted', 'Marker_Mismatch', 'No Middle Name', 'Name Variation', 'No Action'] as const;
export const ZCompareAction = z.enum(COMPARE_ACTIONS);
export const ZCompareRow = z.object({
  /** the directory entry's id (null for 'Remove Name': an author the directory no longer lists) */
  _id: z.number().int().nullable(),
  name: z.string(),
  email: z.string(),
  position: z.string(),
  department: z.string(),
  /** the marker the directory title implies */
  marker: z.number().int().nullable(),
  author_id: z.number().int().nullable(),
  author_name: z.string(),
  author_marker: z.number().int().nullable(),
  author_position: z.string(),
  action: ZCompareAction,
  detail: z.string(),
});
export const ZUpdateFacultyResponse = z.union([
  z.object({ type: z.literal('search'), data: z.array(ZFacultyRow), last_scrape_date: z.string().nullable() }),
  z.object({ type: z.literal('check'), data: z.array(ZCheckRow) }),
  z.object({ type: z.literal('compare'), data: z.array(ZCompareRow), last_scrape_date: z.string().nullable() }),
]);
export const ZUpdateFacultyBody = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('update_marker'),
    author_id: ZIdParam,
    new_marker: z.union([z.number(), z.string()]).nullable().optional(),
    /** the row the marker was typed in; a marker typed for another author is refused */
    marker_author_id: ZIdParam.optional(),
  }),
  z.object({ type: z.literal('delete_faculty'), author_id: ZIdParam }),
  z.object({
    type: z.literal('apply_action'),
    action: ZCompareAction,
    university_id: z.coerce.number().int().positive({ message: 'Please select a university' }),
    /** the directory entry (Add Name, Promoted, Marker_Mismatch, No Middle Name, Name Variation) */
    entry_id: ZIdParam.optional(),
    /** the author (Remove Name; and the matched author of the others) */
    author_id: ZIdParam.optional(),
  }),
]);
export type TUpdateFacultyBody = z.infer<typeof ZUpdateFacultyBody>;
export const ZUpdateFacultyResult = z.object({ message: z.string(), author_id: z.number().int().nullable().optional() });
