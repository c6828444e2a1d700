import { z } from 'zod';
import { RED_FLAG_CSV_CHECK_IDS, type RedFlagCheckId } from './catalogue/redFlagChecks.ts';

// Red Flags (docs/requirements/admin-tools.md §2 and §7). Every check is declared once in catalogue/redFlagChecks.ts (id,
// label, panel, table and CSV columns) with its schemas in RED_FLAG_CHECK_SCHEMAS below, and defined in docs/admin-tools.md.

export const ZRedFlagCsvCheck = z.enum(RED_FLAG_CSV_CHECK_IDS);
export type TRedFlagCsvCheck = z.infer<typeof ZRedFlagCsvCheck>;

/** Years of tolerance before the PhD / the last education year (papers published more than this many years before are flagged). */
export const RED_FLAG_DEFAULT_TOLERANCE_YEARS = 2;
/** Smallest group of faculty sharing a paper count in one department that is flagged. */
export const RED_FLAG_DEFAULT_MIN_GROUP_SIZE = 4;
/** Span of publication years above which an author is flagged. */
export const RED_FLAG_SPAN_YEARS = 50;
/** Paper-count ranges (docs/requirements/admin-tools.md §9 slider defaults): assistant, associate, professor. */
export const RED_FLAG_DEFAULT_PAPER_RANGES = [0, 5, 7, 40, 20, 60] as const;

const ZDownloadFlag = z.enum(['0', '1']).optional();
const ZUniversityId = z.coerce.number({ error: 'Please select a university' }).int('Please select a university').positive('Please select a university').max(2_147_483_647, 'Please select a university');

// ---------------------------------------------------------------- job

export const ZRedFlagExportPayload = z.object({
  check: ZRedFlagCsvCheck,
  universityId: z.number().int().positive().optional(),
  toleranceYears: z.number().int().min(0).max(20).optional(),
  minGroupSize: z.number().int().min(2).max(100).optional(),
}).strict();
export type TRedFlagExportPayload = z.infer<typeof ZRedFlagExportPayload>;

export const ZRedFlagExportResult = z.object({
  file_name: z.string(),
  rows: z.number().int(),
  bytes: z.number().int(),
  download_url: z.string(),
});
export type TRedFlagExportResult = z.infer<typeof ZRedFlagExportResult>;

/** 202 answer of every `?download=1`: follow the job's SSE stream, then fetch download_url. */
export const ZRedFlagExportStarted = z.object({
  queue: z.string(),
  job_id: z.string(),
  run_id: z.number().int(),
  events_url: z.string(),
  download_url: z.string(),
});
export type TRedFlagExportStarted = z.infer<typeof ZRedFlagExportStarted>;

// ---------------------------------------------------------------- queries

export const ZRedFlagDownloadQuery = z.object({
  download: ZDownloadFlag,
  tolerance_years: z.coerce.number().int().min(0).max(20).default(RED_FLAG_DEFAULT_TOLERANCE_YEARS),
});

export const ZRedFlagUniversityQuery = z.object({ university_id: ZUniversityId });

export const ZRedFlagSameNumberQuery = z.object({
  university_id: ZUniversityId,
  download: ZDownloadFlag,
  min_group_size: z.coerce.number().int().min(2).max(100).default(RED_FLAG_DEFAULT_MIN_GROUP_SIZE),
});

export const ZRedFlagJournalQuery = z.object({
  list: z.enum(['true', 'false']).default('true'),
  /** 'none' with list=true; an ISSN (print or electronic) with list=false */
  id: z.string().trim().max(20).default('none'),
});

/** university_id: comma-separated university ids, or 'none' (or nothing) for every completed university. */
export const ZRedFlagFacultyQuery = z.object({ university_id: z.string().trim().max(5000).default('none') });

export const ZRedFlagInconsistentQuery = ZRedFlagFacultyQuery.extend({
  /** six numbers: assistant from,to; associate from,to; professor from,to */
  paper_ranges: z.string().trim().max(200).default(RED_FLAG_DEFAULT_PAPER_RANGES.join(',')),
});

// ---------------------------------------------------------------- rows

/** Checks 9 to 14: one faculty member. A, A- and B count papers in journals of that global tier. */
export const ZRedFlagAuthorRow = z.object({
  name: z.string(),
  auth_id: z.number().int(),
  univ_name: z.string(),
  univ_profile_link: z.string(),
  /** the sum of the author's department appointments; null without any */
  percent_appointment: z.number().nullable(),
  position: z.string(),
  marker: z.number().int().nullable(),
  gender: z.string().nullable(),
  A: z.number().int(),
  'A-': z.number().int(),
  B: z.number().int(),
  /** A + A- + B: the count compared with the rank's range (inconsistent paper numbers) */
  paper_count: z.number().int(),
});
export type TRedFlagAuthorRow = z.infer<typeof ZRedFlagAuthorRow>;
export const ZRedFlagAuthorRows = z.object({ authors: z.array(ZRedFlagAuthorRow) });

export const ZFacultyPapersRow = z.object({
  auth_id: z.number().int(),
  faculty_name: z.string(),
  papers_published: z.number().int(),
  A: z.number().int(),
  'A-': z.number().int(),
  B: z.number().int(),
  other: z.number().int(),
});
/** response[0].faculty is the list (docs/requirements/admin-tools.md §7) */
export const ZFacultyPapersByUniversity = z.array(z.object({
  university_id: z.number().int(),
  univ_name: z.string(),
  faculty: z.array(ZFacultyPapersRow),
}));

export const ZSameNumberRow = z.object({
  auth_id: z.number().int(),
  faculty_name: z.string(),
  total_papers: z.number().int(),
  department: z.string(),
  group_size: z.number().int(),
  /** '{department}: {n} papers' */
  bucket: z.string(),
});
export type TSameNumberRow = z.infer<typeof ZSameNumberRow>;
export const ZSameNumberRows = z.object({ univ_name: z.string(), buckets: z.array(z.string()), authors: z.array(ZSameNumberRow) });

export const ZExperienceRow = z.object({
  auth_id: z.number().int(),
  faculty_name: z.string(),
  experience: z.number().int(),
  total_papers: z.number().int(),
});
export const ZExperienceRows = z.object({ univ_name: z.string(), faculty: z.array(ZExperienceRow) });

export const ZRedFlagJournal = z.object({
  id: z.number().int(),
  name: z.string(),
  issn: z.string(),
  e_issn: z.string().nullable(),
  impact_factor: z.number().nullable(),
});
export const ZRedFlagJournalList = z.object({ journals: z.array(ZRedFlagJournal) });
export const ZJournalYearRow = z.object({ year: z.number().int(), issue: z.string(), count: z.number().int() });
export const ZJournalYearRows = z.object({ journal: ZRedFlagJournal, rows: z.array(ZJournalYearRow) });

/** Papers flagged against an education year (checks 4 and 5): one row per paper. */
export const ZEducationPaperRow = z.object({
  auth_id: z.number().int(),
  name: z.string(),
  univ_name: z.string(),
  /** the year compared: the PhD year (check 5) or the last education year (check 4) */
  reference_year: z.number().int(),
  reference_degree: z.string(),
  paper_id: z.number().int(),
  document_title: z.string(),
  publication_name: z.string(),
  publication_year: z.number().int(),
});
export type TEducationPaperRow = z.infer<typeof ZEducationPaperRow>;
export const ZEducationPaperRows = z.object({ papers: z.array(ZEducationPaperRow) });

export const ZWithoutEducationRow = z.object({
  auth_id: z.number().int(),
  name: z.string(),
  univ_name: z.string(),
  univ_profile_link: z.string(),
  position: z.string(),
  marker: z.number().int().nullable(),
  total_papers: z.number().int(),
});
export type TWithoutEducationRow = z.infer<typeof ZWithoutEducationRow>;
export const ZWithoutEducationRows = z.object({ authors: z.array(ZWithoutEducationRow) });

export const ZSpanRow = z.object({
  auth_id: z.number().int(),
  name: z.string(),
  univ_name: z.string(),
  first_year: z.number().int(),
  last_year: z.number().int(),
  span: z.number().int(),
  total_papers: z.number().int(),
  first_paper_title: z.string(),
  last_paper_title: z.string(),
});
export type TSpanRow = z.infer<typeof ZSpanRow>;
export const ZSpanRows = z.object({ authors: z.array(ZSpanRow) });

export const ZRedFlagExportParams = z.object({ jobId: z.string().regex(/^[A-Za-z0-9:_-]{1,100}$/, 'Not a job id') });

/**
 * The querystring and the 200 answer of GET /api/red_flag/{id}, per check of catalogue/redFlagChecks.ts
 * (this object does not compile while a check lacks its schemas).
 */
export const RED_FLAG_CHECK_SCHEMAS = {
  authors_that_have_same_number_of_papers_per_group: { query: ZRedFlagSameNumberQuery, response: ZSameNumberRows },
  authors_without_education_field: { query: ZRedFlagDownloadQuery, response: ZWithoutEducationRows },
  faculty_papers_by_university: { query: ZRedFlagUniversityQuery, response: ZFacultyPapersByUniversity },
  papers_older_than_last_education_year: { query: ZRedFlagDownloadQuery, response: ZEducationPaperRows },
  papers_older_than_two_years_before_phds: { query: ZRedFlagDownloadQuery, response: ZEducationPaperRows },
  papers_published_per_year_in_journal: { query: ZRedFlagJournalQuery, response: z.union([ZRedFlagJournalList, ZJournalYearRows]) },
  papers_with_span_of_more_than_fifty_years: { query: ZRedFlagDownloadQuery, response: ZSpanRows },
  total_papers_by_faculty_per_university: { query: ZRedFlagUniversityQuery, response: ZExperienceRows },
  faculty_with_incorrect_percent_appointment: { query: ZRedFlagFacultyQuery, response: ZRedFlagAuthorRows },
  faculty_with_missing_marker: { query: ZRedFlagFacultyQuery, response: ZRedFlagAuthorRows },
  faculty_with_missing_department: { query: ZRedFlagFacultyQuery, response: ZRedFlagAuthorRows },
  faculty_with_missing_gender: { query: ZRedFlagFacultyQuery, response: ZRedFlagAuthorRows },
  faculty_with_missing_position: { query: ZRedFlagFacultyQuery, response: ZRedFlagAuthorRows },
  faculty_with_inconsistent_paper_number: { query: ZRedFlagInconsistentQuery, response: ZRedFlagAuthorRows },
} as const satisfies Record<RedFlagCheckId, { query: z.ZodType; response: z.ZodType }>;
export type RedFlagCheckSchemas = typeof RED_FLAG_CHECK_SCHEMAS;
