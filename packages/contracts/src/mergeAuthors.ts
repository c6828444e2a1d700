import { z } from 'zod';
import { ZIdParam } from './common.ts';

// Merge Author Tool and the shared "author record" shape (docs/requirements/admin-tools.md §3: merge/add/search).

export const ZAuthorRecordPaper = z.object({
  p_id: z.number().int(),
  _id: z.number().int(),
  document_title: z.string(),
  publication_name: z.string(),
  publication_year: z.number().int().nullable(),
});

export const ZAuthorRecord = z.object({
  _id: z.number().int(),
  id: z.number().int(),
  first_name: z.string(),
  mid_name: z.string(),
  last_name: z.string(),
  prefix: z.string(),
  suffix: z.string(),
  position: z.string(),
  marker: z.number().int().nullable(),
  univ_id: z.number().int().nullable(),
  univ_name: z.string(),
  email: z.string(),
  bio: z.string(),
  expertise: z.array(z.string()),
  interests: z.array(z.string()),
  courses: z.array(z.string()),
  department: z.array(z.string()),
  education: z.array(z.object({ degree: z.string(), area: z.string(), institution: z.string(), year: z.number().int().nullable() })),
  work_history: z.array(z.object({ title: z.string(), institution: z.string(), school: z.string(), from: z.number().int().nullable(), to: z.number().int().nullable() })),
  cv: z.string(),
  profile_picture: z.string(),
  gsLink: z.string(),
  rgLink: z.string(),
  gs: z.object({ author_id: z.string(), author_name: z.string() }),
  rg: z.object({ author_id: z.string(), author_name: z.string() }),
  orcid: z.string().nullable(),
  name_variations: z.array(z.string()),
  first_year_career: z.number().int().nullable(),
  /** paper ids */
  papers: z.array(z.number().int()),
  bow_papers: z.array(ZAuthorRecordPaper),
  updated_at: z.string(),
});
export type TAuthorRecord = z.infer<typeof ZAuthorRecord>;

export const ZMergeListQuery = z.object({
  skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
  /** the seed's page sizes are 10, 25 and 100 */
  limit: z.coerce.number().int().min(1).max(100).default(10),
});

export const ZMergeQueueEntry = ZAuthorRecord.extend({ reason: z.string(), queued_at: z.string() });
export const ZMergeList = z.object({ authors: z.array(ZMergeQueueEntry), total: z.number().int(), skip: z.number().int(), limit: z.number().int() });

export const ZMergeSearchParams = z.object({ id: ZIdParam });
export const ZMergeSearchQuery = z.object({ paper_title: z.string().trim().max(300).optional() });

export const ZMergeCandidate = ZAuthorRecord.extend({
  /** name_similarity + 0.1 per shared co-author (at most 5) + 0.05 per shared journal (at most 5) */
  score: z.number(),
  name_similarity: z.number(),
  shared_coauthors: z.number().int(),
  shared_journals: z.number().int(),
});
export const ZMergeSearchResult = z.object({ author: ZAuthorRecord, candidates: z.array(ZMergeCandidate) });

const ZFlag = z.union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1'), z.boolean()])
  .transform((value) => value === 1 || value === '1' || value === true);

/** POST tools/merge_authors (docs/requirements/admin-tools.md §7). */
export const ZMergeAuthorsBody = z.object({
  user_author_id: ZIdParam,
  /** the author kept; null for 'No Merge Required' */
  author_final_id: ZIdParam.nullable().optional(),
  add_unmergable_author: ZFlag.default(false),
  note: z.string().max(5_000).default(''),
  remind_later: ZFlag.default(false),
});
export type TMergeAuthorsBody = z.infer<typeof ZMergeAuthorsBody>;

export const ZMergeDecisionResult = z.object({
  message: z.string(),
  decision_id: z.number().int(),
  merged: z.boolean(),
});

export const ZMergeUndoParams = z.object({ decisionId: ZIdParam });

/** GET tools/merge_decisions: the decisions taken, newest first (the Merge Author Tool's 'Recent decisions'). */
export const ZMergeDecisionListQuery = ZMergeListQuery;

export const ZMergeDecisionEntry = z.object({
  id: z.number().int(),
  user_author_id: z.number().int(),
  user_author_name: z.string(),
  /** the author kept; null for 'No Merge Required' */
  author_final_id: z.number().int().nullable(),
  author_final_name: z.string(),
  /** true: a merge; false: 'No Merge Required' */
  merged: z.boolean(),
  note: z.string(),
  remind_later: z.boolean(),
  decided_at: z.string(),
  decided_by: z.string(),
  undone_at: z.string().nullable(),
  undone_by: z.string(),
  /** a merge not undone whose records are still as it left them (POST tools/merge_authors/{id}/undo would be accepted) */
  can_undo: z.boolean(),
});
export type TMergeDecisionEntry = z.infer<typeof ZMergeDecisionEntry>;
export const ZMergeDecisionList = z.object({ decisions: z.array(ZMergeDecisionEntry), total: z.number().int(), skip: z.number().int(), limit: z.number().int() });

export const MERGE_MESSAGES = {
  saved: 'Submitted Succesfully',
  undone: 'The merge has been undone.',
  noMergeUndone: "'No Merge Required' has been undone: the author is back in the merge list.",
  intoItself: 'An author cannot be merged into itself.',
  alreadyMerged: 'This author has already been merged into another author.',
  finalMerged: 'The author to keep has itself been merged into another author. Choose that author instead.',
  finalIdOnNoMerge: "'No Merge Required' keeps both authors: leave author_final_id empty.",
  alreadyUndone: 'This merge has already been undone.',
  notAMerge: 'Only a merge can be undone.',
  noMergeAuthorMergedSince: 'This author has since been merged into another author: undo that merge instead.',
  keptMergedSince: 'The kept author has since been merged into another author: undo that merge first.',
  bothHaveAccounts: 'Both authors are linked to user accounts; only one profile can keep an account. Resolve the accounts before merging.',
} as const;
