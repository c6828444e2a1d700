import type { Db } from '@ri/db';
import { insertDataIssues, mergeLaterIssue } from '@ri/db/queries/dataIssues';
import { MERGE_MESSAGES, type TMergeAuthorsBody } from '@ri/contracts';
import { validateMergeDecision } from '@ri/metrics';
import type { Caller } from '../../http/access.ts';
import { Conflict, NotFound, ValidationFailed } from '../../http/errors.ts';
import type { AuditService } from '../audit/service.ts';
import type { StatsRefresher } from '../profile/statsRefresh.ts';
import * as queries from './queries.ts';
import type { MergeMoved } from './queries.ts';

export interface MergeServiceDeps {
  db: Db;
  audit: AuditService;
  refreshStats: StatsRefresher;
}

export function createMergeService({ db, audit, refreshStats }: MergeServiceDeps) {
  /**
   * Merges `mergedId` into `keptId` inside the caller's transaction and records the decision: the
   * merge tool's Merge, and the logs' 'Merge and Map'. Refuses (409) a merge into itself, an author
   * already merged, or a kept author that was itself merged away.
   */
  async function mergeWithin(trx: Db, caller: Caller, input: { mergedId: number; keptId: number; note: string; remindLater: boolean }) {
    if (input.mergedId === input.keptId) throw new Conflict(MERGE_MESSAGES.intoItself);
    const locked = await queries.lockAuthors(trx, [input.mergedId, input.keptId]);
    const merged = locked.find((a) => a.id === input.mergedId);
    const kept = locked.find((a) => a.id === input.keptId);
    if (!merged) throw new NotFound('The author to merge does not exist.');
    if (!kept) throw new NotFound('The author to keep does not exist.');
    if (merged.merged_into_id !== null) throw new Conflict(MERGE_MESSAGES.alreadyMerged);
    if (kept.merged_into_id !== null) throw new Conflict(MERGE_MESSAGES.finalMerged);
    let moved: MergeMoved;
    try {
      moved = await queries.mergeAuthorInto(trx, merged, kept);
    } catch (error) {
      if (error instanceof queries.MergeBlocked) throw new Conflict(MERGE_MESSAGES[error.reason]);
      throw error;
    }
    const decision = await queries.insertMergeDecision(trx, {
      userAuthorId: input.mergedId, authorFinalId: input.keptId, addUnmergable: false, note: input.note, remindLater: input.remindLater, moved, decidedBy: caller.userId,
    });
    if (input.remindLater) await insertDataIssues(trx, [mergeLaterIssue(decision)]);
    return { decision, moved };
  }

  /** Undoes a decision inside the caller's transaction (the merge tool's Undo, and a log resolution's undo); answers it. */
  async function undoWithin(trx: Db, caller: Caller, decisionId: number) {
    const found = await queries.lockDecision(trx, decisionId);
    if (!found) throw new NotFound('No such merge decision.');
    if (found.undone_at !== null) throw new Conflict(MERGE_MESSAGES.alreadyUndone);
    if (found.add_unmergable_author) {
      const [author] = await queries.lockAuthors(trx, [found.user_author_id]);
      if (author?.merged_into_id !== null) throw new Conflict(MERGE_MESSAGES.noMergeAuthorMergedSince);
    } else {
      if (found.author_final_id === null) throw new Conflict(MERGE_MESSAGES.notAMerge);
      const locked = await queries.lockAuthors(trx, [found.user_author_id, found.author_final_id]);
      const merged = locked.find((a) => a.id === found.user_author_id);
      const kept = locked.find((a) => a.id === found.author_final_id);
      if (!merged || !kept || merged.merged_into_id !== kept.id) throw new Conflict('These authors have changed since the merge; it cannot be undone automatically.');
      if (kept.merged_into_id !== null) throw new Conflict(MERGE_MESSAGES.keptMergedSince);
      await queries.undoMerge(trx, merged.id, kept.id, found.moved as unknown as MergeMoved);
    }
    // a reminder is about its decision: once the decision no longer stands (either kind), its open log is closed
    await queries.closeReminderOf(trx, found.id, caller.userId);
    await queries.markDecisionUndone(trx, found.id, caller.userId);
    return found;
  }

  return {
    mergeWithin,

    async list(skip: number, limit: number) {
      const { rows, total } = await queries.listMergeQueue(db, skip, limit);
      const records = await queries.loadAuthorRecords(db, rows.map((row) => row.author_id));
      const byId = new Map(rows.map((row) => [row.author_id, row]));
      return {
        authors: records.map((record) => ({ ...record, reason: byId.get(record.id)!.reason, queued_at: byId.get(record.id)!.created_at.toISOString() })),
        total, skip, limit,
      };
    },

    /** GET tools/merge_decisions: what was decided, newest first, and whether a merge can still be undone. */
    async decisions(skip: number, limit: number) {
      const { rows, total } = await queries.listMergeDecisions(db, skip, limit);
      return {
        decisions: rows.map((row) => ({
          id: row.id, user_author_id: row.user_author_id, user_author_name: row.user_author_name ?? '',
          author_final_id: row.author_final_id, author_final_name: row.author_final_name ?? '',
          merged: !row.add_unmergable_author, note: row.note, remind_later: row.remind_later,
          decided_at: row.decided_at.toISOString(), decided_by: row.decided_by ?? '',
          undone_at: row.undone_at ? row.undone_at.toISOString() : null, undone_by: row.undone_by ?? '',
          can_undo: row.can_undo === true,
        })),
        total, skip, limit,
      };
    },

    async search(authorId: number, paperTitle: string | undefined) {
      const [author] = await queries.loadAuthorRecords(db, [authorId]);
      if (!author) throw new NotFound('This author does not exist.');
      const title = paperTitle?.trim() ? paperTitle.trim() : null;
      const scores = await queries.mergeCandidates(db, authorId, title);
      const records = await queries.loadAuthorRecords(db, scores.map((s) => s.id));
      const scoreOf = new Map(scores.map((s) => [s.id, s]));
      return {
        author,
        candidates: records.map((record) => {
          const s = scoreOf.get(record.id)!;
          return { ...record, score: Math.round(s.score * 1000) / 1000, name_similarity: Math.round(s.name_similarity * 1000) / 1000, shared_coauthors: s.shared_coauthors, shared_journals: s.shared_journals };
        }),
      };
    },

    /**
     * POST tools/merge_authors: Merge (add_unmergable_author 0, author_final_id the kept author) or
     * No Merge Required (add_unmergable_author 1, no author_final_id); remind_later also raises a
     * MERGE_TOOL_CHECK_MERGE_LATER log. One transaction; audited; statistics refreshed after a merge.
     */
    async decide(caller: Caller, body: TMergeAuthorsBody, ip: string) {
      const merge = !body.add_unmergable_author;
      const issue = validateMergeDecision({ merge, candidateId: body.author_final_id ?? null })[0];
      if (issue) throw new ValidationFailed(issue.message, `body.${issue.field}`);
      if (!merge && body.author_final_id !== null && body.author_final_id !== undefined) throw new ValidationFailed(MERGE_MESSAGES.finalIdOnNoMerge, 'body.author_final_id');
      const note = body.note.trim();
      const decideWithin = async (trx: Db) => {
        if (merge) return mergeWithin(trx, caller, { mergedId: body.user_author_id, keptId: body.author_final_id!, note, remindLater: body.remind_later });
        const [author] = await queries.lockAuthors(trx, [body.user_author_id]);
        if (!author) throw new NotFound('This author does not exist.');
        if (author.merged_into_id !== null) throw new Conflict(MERGE_MESSAGES.alreadyMerged);
        const decision = await queries.insertMergeDecision(trx, {
          userAuthorId: body.user_author_id, authorFinalId: null, addUnmergable: true, note, remindLater: body.remind_later, moved: null, decidedBy: caller.userId,
        });
        if (body.remind_later) await insertDataIssues(trx, [mergeLaterIssue(decision)]);
        return { decision, moved: null };
      };
      // the decision and its audit entry in one transaction (docs/reliability.md, "Faults")
      const outcome = await db.transaction().execute(async (trx) => {
        const done = await decideWithin(trx);
        await audit.record(caller, {
          action: merge ? 'author.merge' : 'author.merge.not_required', entityType: 'author', entityId: body.user_author_id,
          after: { decision_id: done.decision.id, author_final_id: merge ? body.author_final_id : null, remind_later: body.remind_later, note, moved: done.moved },
        }, ip, trx);
        return done;
      });
      if (merge) await refreshStats({ authorIds: [body.user_author_id, body.author_final_id!] }, caller.userId);
      return { message: MERGE_MESSAGES.saved, decision_id: outcome.decision.id, merged: merge };
    },

    undoWithin,

    /**
     * Undoes a decision. A merge: everything moved goes back and the merged author is current again.
     * 'No Merge Required': the decision is marked undone and the author is back in the merge list.
     * Either way the decision's open reminder log (remind_later) is closed (docs/admin-tools.md, "Merge Author Tool").
     */
    async undo(caller: Caller, decisionId: number, ip: string) {
      // the undo and its audit entry in one transaction (docs/reliability.md, "Faults")
      const decision = await db.transaction().execute(async (trx) => {
        const undone = await undoWithin(trx, caller, decisionId);
        await audit.record(caller, undone.add_unmergable_author
          ? {
            action: 'author.merge.not_required.undo', entityType: 'author', entityId: undone.user_author_id,
            before: { decision_id: undone.id, add_unmergable_author: true, note: undone.note }, after: { undone: true },
          }
          : {
            action: 'author.merge.undo', entityType: 'author', entityId: undone.user_author_id,
            before: { merged_into_id: undone.author_final_id }, after: { merged_into_id: null, decision_id: undone.id },
          }, ip, trx);
        return undone;
      });
      if (decision.add_unmergable_author) return { message: MERGE_MESSAGES.noMergeUndone, decision_id: decision.id, merged: false };
      await refreshStats({ authorIds: [decision.user_author_id, decision.author_final_id!] }, caller.userId);
      return { message: MERGE_MESSAGES.undone, decision_id: decision.id, merged: false };
    },
  };
}

export type MergeService = ReturnType<typeof createMergeService>;
