// Raising data issues (the routine logs of docs/requirements/admin-tools.md): shared by the data-issue-detection worker
// and the API (the merge tool raises its 'merge later' reminder at once). docs/admin-tools.md.
import type { Db } from '../connection.ts';

export interface NewDataIssue {
  type: string;
  /** one issue per type and subject: an issue raised once (open or resolved) is never raised again */
  dedupeKey: string;
  authorId: number | null;
  otherAuthorId: number | null;
  paperId: number | null;
  note: string;
  details: Record<string, unknown>;
}

/** Inserts the issues not raised before; answers how many were new, per type. */
export async function insertDataIssues(db: Db, issues: readonly NewDataIssue[]): Promise<Record<string, number>> {
  const raised: Record<string, number> = {};
  for (let start = 0; start < issues.length; start += 500) {
    const chunk = issues.slice(start, start + 500);
    const inserted = await db.insertInto('data_issues').values(chunk.map((issue) => ({
      type: issue.type, dedupe_key: issue.dedupeKey, author_id: issue.authorId, other_author_id: issue.otherAuthorId,
      paper_id: issue.paperId, note: issue.note, details: JSON.stringify(issue.details),
    }))).onConflict((oc) => oc.column('dedupe_key').doNothing()).returning('type').execute();
    for (const row of inserted) raised[row.type] = (raised[row.type] ?? 0) + 1;
  }
  return raised;
}

export interface MergeDecisionForIssue {
  id: number;
  user_author_id: number;
  author_final_id: number | null;
  add_unmergable_author: boolean;
  note: string;
}

/**
 * MERGE_TOOL_CHECK_MERGE_LATER for a merge decision saved with remind_later: about the author kept
 * by the merge, or the queued author for 'No Merge Required'.
 */
export function mergeLaterIssue(decision: MergeDecisionForIssue): NewDataIssue {
  const merged = !decision.add_unmergable_author && decision.author_final_id !== null;
  return {
    type: 'MERGE_TOOL_CHECK_MERGE_LATER',
    dedupeKey: `MERGE_TOOL_CHECK_MERGE_LATER:decision:${decision.id}`,
    authorId: merged ? decision.author_final_id : decision.user_author_id,
    otherAuthorId: merged ? decision.user_author_id : null,
    paperId: null,
    note: decision.note,
    details: { decision_id: decision.id, user_author_id: decision.user_author_id, author_final_id: merged ? decision.author_final_id : null },
  };
}
