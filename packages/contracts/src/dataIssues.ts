import { z } from 'zod';
import { ZIdParam } from './common.ts';
import { DATA_ISSUE_TYPES } from './catalogue/dataIssueTypes.ts';

// Data issues, the "routine logs" (docs/requirements/admin-tools.md §3, §4 and §7). Each type is declared once in
// catalogue/dataIssueTypes.ts and defined in docs/admin-tools.md.

export const ZDataIssueType = z.enum(DATA_ISSUE_TYPES);
export type TDataIssueType = z.infer<typeof ZDataIssueType>;

/** The lower-case form used in paths: data_issues/{errorTypeLowercase}. */
export const ZDataIssueTypeLowercase = z.enum(DATA_ISSUE_TYPES.map((type) => type.toLowerCase()) as [string, ...string[]], {
  error: `Unknown error type: use one of ${DATA_ISSUE_TYPES.map((type) => type.toLowerCase()).join(', ')}`,
});

/** docs/requirements/admin-tools.md §9: a gap of 10 years between papers is flagged. */
export const DATA_ISSUE_GAP_YEARS = 10;

// ---------------------------------------------------------------- job

export const ZDataIssueDetectionPayload = z.object({
  /** only these authors (after an import); every current author when absent */
  authorIds: z.array(z.number().int().positive()).max(10_000).optional(),
}).strict();
export type TDataIssueDetectionPayload = z.infer<typeof ZDataIssueDetectionPayload>;

export const ZDataIssueDetectionResult = z.object({
  authorsChecked: z.number().int(),
  /** issues newly raised, per type (issues already raised once are never raised again) */
  raised: z.record(z.string(), z.number().int()),
  durationMs: z.number(),
});
export type TDataIssueDetectionResult = z.infer<typeof ZDataIssueDetectionResult>;

/** POST data_issues/detect: run the detection now, for every author or the ones named. */
export const ZDataIssueDetectBody = z.object({ author_ids: z.array(z.number().int().positive()).min(1).max(10_000).optional() });
export const ZDataIssueDetectStarted = z.object({ queue: z.string(), job_id: z.string(), run_id: z.number().int(), events_url: z.string() });

// ---------------------------------------------------------------- log entries

export const ZDataIssueStatusFilter = z.enum(['open', 'resolved', 'all']);

export const ZDataIssueListQuery = z.object({
  status: ZDataIssueStatusFilter.default('open'),
  skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
  /** the seed's page sizes are 10, 25 and 100 */
  limit: z.coerce.number().int().min(1).max(100).default(10),
});

export const ZDataIssueLog = z.object({
  _id: z.number().int(),
  error: ZDataIssueType,
  status: z.enum(['open', 'resolved']),
  /** paper logs: the name printed on the paper; author logs: the author's name on record */
  author_name: z.string(),
  author_univ_name: z.string(),
  note: z.string(),
  paper: z.object({ _id: z.number().int(), document_title: z.string(), publication_name: z.string(), publication_year: z.number().int().nullable() }).nullable(),
  gs_name: z.string(),
  rg_profile_name: z.string(),
  /** the name on record of the author the paper is mapped to */
  already_name: z.string(),
  author_id: z.number().int().nullable(),
  /** our author id (the old product's record id) */
  mongo_author_id: z.number().int().nullable(),
  /** 'gs:{id}' or 'rg:{id}': the research profile the log is about, when it is about one */
  author_detail_id: z.string().nullable(),
  paper_id: z.number().int().nullable(),
  /** MERGE_TOOL_CHECK_MERGE_LATER: the author kept by the merge (null for 'No Merge Required') */
  author_final_id: z.number().int().nullable(),
  papers_with_10_year_gap: z.array(z.number().int()),
  /** the other author a NAME_TOO_SIMILAR or RG_GS_MISMATCH log points at */
  other_author_id: z.number().int().nullable(),
  other_author_name: z.string(),
  /** the author's own homepage (the log profile viewer's 'Homepage' link); '' when none */
  homepage_url: z.string(),
  name_variations: z.array(z.string()),
  /** the detector's reading, as stored */
  details: z.record(z.string(), z.unknown()),
  /** send back as expected_updated_at: a resolution of a record changed since answers 409 */
  author_updated_at: z.string().nullable(),
  created_at: z.string(),
  resolved_at: z.string().nullable(),
  resolved_by: z.number().int().nullable(),
  /** the Resolved view: who resolved it (username; '' while open) */
  resolved_by_name: z.string(),
  /** the Resolved view: what the resolution changed, one sentence a line ([] while open) */
  resolution_summary: z.array(z.string()),
  /** a resolved log whose resolution recorded enough to be undone (POST data_issues/undo/{logId}) */
  can_undo: z.boolean(),
});
export type TDataIssueLog = z.infer<typeof ZDataIssueLog>;

export const ZDataIssueList = z.object({ logs: z.array(ZDataIssueLog), total: z.number().int(), skip: z.number().int(), limit: z.number().int() });

export const ZDataIssueParams = z.object({ logId: ZIdParam });
export const ZDataIssueTypeParams = z.object({ errorType: ZDataIssueTypeLowercase });
export const ZDataIssueTypedParams = ZDataIssueTypeParams.extend({ logId: ZIdParam });

/** expected_updated_at: the log's author_updated_at as loaded; anything else is a page out of step with the server */
export const EXPECTED_UPDATED_AT_MESSAGE = 'This page is out of date for this log entry: reload it and try again.';
const ZExpectedUpdatedAt = z.string({ error: EXPECTED_UPDATED_AT_MESSAGE }).datetime({ offset: true, error: EXPECTED_UPDATED_AT_MESSAGE });
const ZIdList = z.array(ZIdParam).max(5_000);

/** POST data_issues/multiple_last_name_two_character_name_variation/{logId} */
export const ZResolveNameVariationBody = z.object({
  mongo_author_id: ZIdParam,
  removed_papers: ZIdList.default([]),
  removed_name_variations: z.array(z.string().max(300)).max(500).default([]),
  expected_updated_at: ZExpectedUpdatedAt,
});

/** POST data_issues/gap_of_10_years/{logId} */
export const ZResolveGapBody = z.object({
  mongo_author_id: ZIdParam,
  removed_papers: ZIdList.default([]),
  expected_updated_at: ZExpectedUpdatedAt,
});

/** POST data_issues/rg_gs_mismatch/{logId}: the RG/GS page's 'Merge and Map' and 'Map' buttons. */
export const ZResolveRgGsBody = z.object({
  action: z.enum(['merge_and_map', 'map']),
  /** merge_and_map: the record to merge into the log's author; the log's other author when absent */
  merge_author_id: ZIdParam.nullable().optional(),
  expected_updated_at: ZExpectedUpdatedAt,
});

/**
 * POST data_issues/{errorTypeLowercase}/{logId} for paper logs (name_too_similar, gs_name_mismatch,
 * rg_name_mismatch): the Yes/No confirmation, toMap true maps the paper to author_id, false unmaps
 * it. merge_tool_check_merge_later takes an empty body (it only closes the reminder).
 */
export const ZResolvePaperBody = z.object({
  author_details_id: z.string().max(200).nullable().optional(),
  author_id: ZIdParam.optional(),
  paper_id: ZIdParam.optional(),
  toMap: z.boolean().optional(),
  expected_updated_at: ZExpectedUpdatedAt.optional(),
});

export const ZDataIssueResolved = z.object({ message: z.string(), log: ZDataIssueLog });

export const DATA_ISSUE_MESSAGES = {
  resolved: 'Submitted Succesfully',
  alreadyResolved: 'This issue has already been resolved.',
  stale: 'This record has changed since the page was loaded. Reload the log and try again.',
  notFound: 'No such log.',
  undone: 'The resolution has been undone: the log is open again.',
  notResolved: 'This log is open: there is no resolution to undo.',
  notUndoable: 'This log was resolved before resolutions could be undone. Correct the record from its profile instead.',
  reminderOfUndoneDecision: 'This reminder was closed because its merge decision was undone; there is nothing to reopen.',
  changedSinceResolution: 'The papers this resolution changed have changed again since, so it cannot be undone automatically. Correct the record from its profile instead.',
} as const;
