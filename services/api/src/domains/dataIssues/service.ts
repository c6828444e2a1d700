import type { z } from 'zod';
import type { Db } from '@ri/db';
import { enqueueDataIssueDetection, type JobProducer } from '@ri/jobs';
import {
  DATA_ISSUE_MESSAGES, type TDataIssueLog, type TDataIssueType, type ZResolveGapBody, type ZResolveNameVariationBody, type ZResolvePaperBody,
  type ZResolveRgGsBody,
} from '@ri/contracts';
import { dataIssueType, type DataIssueTypeResolvedBy } from '@ri/contracts/catalogue';
import { ADMIN_TOOL_MESSAGES } from '@ri/metrics';
import type { Caller } from '../../http/access.ts';
import { Conflict, NotFound, ServiceUnavailable, ValidationFailed } from '../../http/errors.ts';
import type { AuditService } from '../audit/service.ts';
import { newNameVariations } from '../../queries/authorRecords.ts';
import type { MergeService } from '../merge/service.ts';
import type { StatsRefresher } from '../profile/statsRefresh.ts';
import * as queries from './queries.ts';

type Details = Record<string, unknown>;

const numberList = (value: unknown): number[] => (Array.isArray(value) ? value.filter((v): v is number => typeof v === 'number') : []);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

const quoted = (values: readonly string[]) => values.map((v) => `"${v}"`).join(', ');

/**
 * What a resolution changed, in sentences (the Resolved view; docs/admin-tools.md, "Reviewing and
 * undoing a resolution"), read from the resolution stored with the issue.
 */
export function describeResolution(resolution: Details | null, names: { author: string; other: string; otherId: number | null }): string[] {
  if (resolution === null) return [];
  const lines: string[] = [];
  const nameOf = (id: unknown) => (id === names.otherId && names.other !== '' ? names.other : names.author);
  const removed = numberList(resolution.removed_papers);
  if (Array.isArray(resolution.removed_papers)) {
    const titles = (resolution.paper_titles ?? {}) as Record<string, string>;
    lines.push(removed.length === 0
      ? 'No paper removed: the papers were confirmed as the author\'s.'
      : `Unmapped ${removed.length} paper${removed.length === 1 ? '' : 's'} from ${names.author}: ${quoted(removed.map((id) => titles[String(id)] || `paper ${id}`))}.`);
  }
  const droppedVariations = Array.isArray(resolution.removed_name_variations) ? resolution.removed_name_variations.map(text) : [];
  if (droppedVariations.length > 0) lines.push(`Removed name variation${droppedVariations.length === 1 ? '' : 's'} ${quoted(droppedVariations)}.`);
  if (typeof resolution.merge_decision_id === 'number') lines.push(`Merged ${names.other || `author ${String(resolution.merged_author_id)}`} into ${names.author} (merge decision ${resolution.merge_decision_id}).`);
  if (Array.isArray(resolution.added_name_variations)) {
    const added = resolution.added_name_variations.map(text);
    lines.push(added.length === 0 ? 'Both profile names were already on record: no name variation added.' : `Added name variation${added.length === 1 ? '' : 's'} ${quoted(added)}.`);
  }
  switch (resolution.change) {
    case 'mapped': lines.push(`Moved the paper to ${nameOf(resolution.author_id)}.`); break;
    case 'kept': lines.push(`Kept the paper with ${nameOf(resolution.author_id)}.`); break;
    case 'unmapped': lines.push(`Unmapped the paper from ${nameOf(resolution.author_id)}.`); break;
    case 'unmapped_duplicate': lines.push(`Unmapped the printed name: ${nameOf(resolution.author_id)} is already an author of the paper.`); break;
    case 'not_mapped': lines.push(`Nothing changed: the paper was not mapped to ${nameOf(resolution.author_id)}.`); break;
    default: break;
  }
  if (resolution.closed === true) {
    lines.push(resolution.reason === 'decision_undone' ? `Closed because merge decision ${String(resolution.decision_id)} was undone.` : 'Closed the reminder.');
  }
  return lines;
}

/** A stored issue as the logs page reads it (docs/requirements/admin-tools.md §3, "Log entry"; docs/admin-tools.md). */
export function toLog(row: queries.LogRow): TDataIssueLog {
  const details = (row.details ?? {}) as Details;
  const type = row.type as TDataIssueType;
  const recordName = row.author_name ?? '';
  const paper = row.paper_id === null || row.paper_title === null
    ? null
    : { _id: row.paper_id, document_title: row.paper_title, publication_name: row.journal_name ?? row.publication_name ?? '', publication_year: row.paper_year };
  const detail = type === 'GS_NAME_MISMATCH' && row.gs_author_id ? `gs:${row.gs_author_id}`
    : type === 'RG_NAME_MISMATCH' && row.rg_author_id ? `rg:${row.rg_author_id}` : null;
  return {
    _id: row.id, error: type, status: row.status as 'open' | 'resolved',
    author_name: text(details.printed_name) || recordName,
    author_univ_name: row.univ_name ?? '',
    note: row.note, paper,
    gs_name: row.gs_author_name ?? '', rg_profile_name: row.rg_author_name ?? '',
    already_name: recordName,
    author_id: row.author_id, mongo_author_id: row.author_id, author_detail_id: detail, paper_id: row.paper_id,
    author_final_id: type === 'MERGE_TOOL_CHECK_MERGE_LATER' ? (typeof details.author_final_id === 'number' ? details.author_final_id : null) : null,
    papers_with_10_year_gap: numberList(details.papers_with_10_year_gap),
    other_author_id: row.other_author_id, other_author_name: row.other_author_name ?? '',
    homepage_url: row.homepage_url ?? '',
    name_variations: row.name_variations ?? [],
    details,
    author_updated_at: row.author_updated_at ? row.author_updated_at.toISOString() : null,
    created_at: row.created_at.toISOString(),
    resolved_at: row.resolved_at ? row.resolved_at.toISOString() : null,
    resolved_by: row.resolved_by,
    resolved_by_name: row.resolved_by_name ?? '',
    resolution_summary: row.status === 'resolved'
      ? describeResolution((row.resolution ?? null) as Details | null, { author: recordName, other: row.other_author_name ?? '', otherId: row.other_author_id })
      : [],
    can_undo: row.status === 'resolved' && ((row.resolution ?? {}) as Details).undoable === true,
  };
}

export interface DataIssuesServiceDeps {
  db: Db;
  producer: JobProducer;
  audit: AuditService;
  refreshStats: StatsRefresher;
  merges: MergeService;
}

type Resolution = { touched: number[]; resolution: Record<string, unknown> };

export function createDataIssuesService({ db, producer, audit, refreshStats, merges }: DataIssuesServiceDeps) {
  async function logOf(id: number): Promise<TDataIssueLog> {
    const row = await queries.findLog(db, id);
    if (!row) throw new NotFound(DATA_ISSUE_MESSAGES.notFound);
    return toLog(row);
  }

  /** The author as loaded by the page, or 409: a resolution never acts on a record changed since. */
  async function lockFresh(trx: Db, authorId: number | null, expectedUpdatedAt: string | undefined) {
    if (authorId === null) throw new Conflict('The author of this log no longer exists.');
    const author = await queries.lockAuthor(trx, authorId);
    if (!author) throw new Conflict('The author of this log no longer exists.');
    if (author.merged_into_id !== null) throw new Conflict('The author of this log has been merged into another author since: the log no longer applies (the kept author is checked again); undo the merge to bring it back.');
    if (expectedUpdatedAt !== undefined && author.updated_at.getTime() !== Date.parse(expectedUpdatedAt)) throw new Conflict(DATA_ISSUE_MESSAGES.stale);
    return author;
  }

  /**
   * The common frame of every resolution: the issue is locked, must be open and of the type named
   * by the path; `apply` changes the data; the issue is marked resolved and its audit entry written in the same
   * transaction; then the statistics refresh of the authors touched.
   */
  async function resolve(caller: Caller, id: number, pathType: TDataIssueType, ip: string, apply: (trx: Db, issue: NonNullable<Awaited<ReturnType<typeof queries.lockIssue>>>) => Promise<Resolution>) {
    const outcome = await db.transaction().execute(async (trx) => {
      const issue = await queries.lockIssue(trx, id);
      if (!issue) throw new NotFound(DATA_ISSUE_MESSAGES.notFound);
      if (issue.type !== pathType) throw new ValidationFailed(`Log ${id} is a ${issue.type} log, not ${pathType}.`, 'params.errorType');
      if (issue.status !== 'open') throw new Conflict(DATA_ISSUE_MESSAGES.alreadyResolved);
      const result = await apply(trx, issue);
      await queries.touchAuthors(trx, result.touched);
      await queries.markResolved(trx, id, caller.userId, { ...result.resolution, undoable: true });
      // the resolution and its audit entry in one transaction (docs/reliability.md, "Faults")
      await audit.record(caller, {
        action: 'data_issue.resolve', entityType: 'data_issue', entityId: id,
        before: { status: 'open', type: issue.type, author_id: issue.author_id, paper_id: issue.paper_id },
        after: { status: 'resolved', resolution: result.resolution },
      }, ip, trx);
      return { issue, result };
    });
    if (outcome.result.touched.length > 0) await refreshStats({ authorIds: outcome.result.touched }, caller.userId);
    return { message: DATA_ISSUE_MESSAGES.resolved, log: await logOf(id) };
  }

  /**
   * removed_papers must be papers of the author; answers what the resolution records: the papers
   * unmapped, their titles (the Resolved view's "what changed") and the authorships, for the undo.
   */
  async function removePapers(trx: Db, authorId: number, paperIds: readonly number[]) {
    const unique = [...new Set(paperIds)];
    const own = await queries.papersOfAuthor(trx, authorId, unique);
    const foreign = unique.find((paperId) => !own.has(paperId));
    if (foreign !== undefined) throw new ValidationFailed(`Paper ${foreign} is not one of this author's papers.`, 'body.removed_papers');
    const slots = await queries.unmapPapers(trx, authorId, unique);
    const removed = [...new Set(slots.map((slot) => slot.paper_id))];
    return {
      removed_papers: removed,
      paper_titles: await queries.paperTitles(trx, removed),
      unmapped: slots.map((slot) => ({ ...slot, author_id: authorId })),
    };
  }

  function checkAuthorOfLog(issueAuthorId: number | null, given: number): void {
    if (issueAuthorId !== given) throw new ValidationFailed('mongo_author_id must be the author of this log.', 'body.mongo_author_id');
  }

  return {
    toLog,

    /** Starts the data-issue-detection job now (a full run joins one already waiting or running). */
    async detect(caller: Caller, authorIds: number[] | undefined) {
      const job = await enqueueDataIssueDetection(producer, authorIds === undefined ? {} : { authorIds }, { requestedBy: caller.userId })
        .catch(() => { throw new ServiceUnavailable('The job queue is unavailable right now. Please try again in a minute.'); });
      if (!job) throw new ValidationFailed('Name at least one author.', 'body.author_ids');
      return { queue: job.queue, job_id: job.jobId, run_id: job.runId, events_url: `/api/jobs/${job.queue}/${job.jobId}/events` };
    },

    /** One log, open or resolved (the resolution pages load their log by id); 404 when it is not of that type. */
    async get(type: TDataIssueType, id: number) {
      const log = await logOf(id);
      if (log.error !== type) throw new NotFound(DATA_ISSUE_MESSAGES.notFound);
      return log;
    },

    async list(filter: { type: TDataIssueType | null; status: 'open' | 'resolved' | 'all'; skip: number; limit: number }) {
      const { rows, total } = await queries.listLogs(db, filter);
      return { logs: rows.map(toLog), total, skip: filter.skip, limit: filter.limit };
    },

    /**
     * Undoes a resolution (the Resolved view's Undo; docs/admin-tools.md, "Reviewing and undoing a
     * resolution"): every authorship it changed goes back to its author, removed name variations
     * come back, added ones go, a 'Merge and Map' merge is undone; the log is open again. Refused
     * (409, nothing changes) when anything it changed has been changed again since.
     */
    async undo(caller: Caller, id: number, ip: string) {
      const outcome = await db.transaction().execute(async (trx) => {
        const issue = await queries.lockIssue(trx, id);
        if (!issue) throw new NotFound(DATA_ISSUE_MESSAGES.notFound);
        if (issue.status !== 'resolved') throw new Conflict(DATA_ISSUE_MESSAGES.notResolved);
        const r = (issue.resolution ?? {}) as Details;
        if (r.reason === 'decision_undone') throw new Conflict(DATA_ISSUE_MESSAGES.reminderOfUndoneDecision);
        if (r.undoable !== true) throw new Conflict(DATA_ISSUE_MESSAGES.notUndoable);
        const touched = new Set<number>(issue.author_id !== null ? [issue.author_id] : []);
        // a paper log's Yes: the flagged authorship goes back to the author it had
        if ((r.change === 'mapped' || r.change === 'unmapped_duplicate') && typeof r.paper_id === 'number' && typeof r.position === 'number') {
          const now = await queries.authorshipAt(trx, r.paper_id, r.position);
          const left = r.change === 'mapped' ? r.author_id : null;
          if (!now || now.author_id !== left) throw new Conflict(DATA_ISSUE_MESSAGES.changedSinceResolution);
          const previous = typeof r.previous_author_id === 'number' ? r.previous_author_id : null;
          await queries.setAuthorshipAuthor(trx, r.paper_id, r.position, previous);
          for (const authorId of [left, previous]) if (typeof authorId === 'number') touched.add(authorId);
        }
        // papers unmapped: mapped back, if nobody took the authorship since
        for (const slot of Array.isArray(r.unmapped) ? (r.unmapped as Array<queries.Slot & { author_id: number }>) : []) {
          const now = await queries.authorshipAt(trx, slot.paper_id, slot.position);
          if (!now || now.author_id !== null) throw new Conflict(DATA_ISSUE_MESSAGES.changedSinceResolution);
          await queries.setAuthorshipAuthor(trx, slot.paper_id, slot.position, slot.author_id);
          touched.add(slot.author_id);
        }
        const removedVariations = Array.isArray(r.removed_name_variations) ? r.removed_name_variations.filter((v): v is string => typeof v === 'string') : [];
        const addedVariations = Array.isArray(r.added_name_variations) ? r.added_name_variations.filter((v): v is string => typeof v === 'string') : [];
        if ((removedVariations.length > 0 || addedVariations.length > 0) && issue.author_id !== null) {
          const author = await queries.lockAuthor(trx, issue.author_id);
          if (!author) throw new Conflict('The author of this log no longer exists.');
          const added = new Set(addedVariations);
          const kept = author.name_variations.filter((own) => !added.has(own));
          await queries.setNameVariations(trx, author.id, [...kept, ...removedVariations.filter((v) => !kept.includes(v))]);
        }
        if (typeof r.merge_decision_id === 'number') {
          const decision = await merges.undoWithin(trx, caller, r.merge_decision_id);
          touched.add(decision.user_author_id);
        }
        await queries.markOpen(trx, id);
        await queries.touchAuthors(trx, [...touched]);
        await audit.record(caller, {
          action: 'data_issue.undo', entityType: 'data_issue', entityId: id,
          before: { status: 'resolved', resolution: issue.resolution, resolved_by: issue.resolved_by }, after: { status: 'open' },
        }, ip, trx);
        return { issue, touched: [...touched] };
      });
      if (outcome.touched.length > 0) await refreshStats({ authorIds: outcome.touched }, caller.userId);
      return { message: DATA_ISSUE_MESSAGES.undone, log: await logOf(id) };
    },

    /** MULTIPLE_LAST_NAME_TWO_CHARACTER_NAME_VARIATION: unmap the removed papers, drop the removed name variations. */
    resolveNameVariations(caller: Caller, type: DataIssueTypeResolvedBy<'name_variations'>, id: number, body: z.output<typeof ZResolveNameVariationBody>, ip: string) {
      return resolve(caller, id, type, ip, async (trx, issue) => {
        checkAuthorOfLog(issue.author_id, body.mongo_author_id);
        const author = await lockFresh(trx, issue.author_id, body.expected_updated_at);
        const removed = new Set(body.removed_name_variations.map((v) => v.trim()));
        const unknown = [...removed].find((variation) => !author.name_variations.some((own) => own.trim() === variation));
        if (unknown !== undefined) throw new ValidationFailed(`"${unknown}" is not one of this author's name variations.`, 'body.removed_name_variations');
        const removedPapers = await removePapers(trx, author.id, body.removed_papers);
        const dropped = author.name_variations.filter((own) => removed.has(own.trim()));
        if (removed.size > 0) await queries.setNameVariations(trx, author.id, author.name_variations.filter((own) => !removed.has(own.trim())));
        return { touched: [author.id], resolution: { ...removedPapers, removed_name_variations: dropped } };
      });
    },

    /** GAP_OF_10_YEARS: unmap the removed papers (an empty list confirms the gap is real). */
    resolveGap(caller: Caller, type: DataIssueTypeResolvedBy<'gap'>, id: number, body: z.output<typeof ZResolveGapBody>, ip: string) {
      return resolve(caller, id, type, ip, async (trx, issue) => {
        checkAuthorOfLog(issue.author_id, body.mongo_author_id);
        const author = await lockFresh(trx, issue.author_id, body.expected_updated_at);
        return { touched: [author.id], resolution: await removePapers(trx, author.id, body.removed_papers) };
      });
    },

    /**
     * RG_GS_MISMATCH, the RG/GS page's buttons. 'map': both profiles are this author's; the profile
     * names that differ from the record become name variations. 'merge_and_map': the other record
     * (merge_author_id, else the log's other author) is the same person: it is merged into the
     * log's author (as the merge tool does, with a merge decision that can be undone), then 'map'.
     */
    resolveRgGs(caller: Caller, type: DataIssueTypeResolvedBy<'rg_gs'>, id: number, body: z.output<typeof ZResolveRgGsBody>, ip: string) {
      return resolve(caller, id, type, ip, async (trx, issue) => {
        const author = await lockFresh(trx, issue.author_id, body.expected_updated_at);
        const touched = [author.id];
        let mergedAuthorId: number | null = null;
        let decisionId: number | null = null;
        if (body.action === 'merge_and_map') {
          mergedAuthorId = body.merge_author_id ?? issue.other_author_id;
          if (mergedAuthorId === null) throw new ValidationFailed(ADMIN_TOOL_MESSAGES.selectAuthorToMerge, 'body.merge_author_id');
          const { decision } = await merges.mergeWithin(trx, caller, { mergedId: mergedAuthorId, keptId: author.id, note: `RG_GS_MISMATCH log ${id}: Merge and Map`, remindLater: false });
          decisionId = decision.id;
          touched.push(mergedAuthorId);
        }
        const current = (await queries.lockAuthor(trx, author.id))!;
        const added = newNameVariations(current, [current.gs_author_name, current.rg_author_name]);
        if (added.length > 0) await queries.setNameVariations(trx, author.id, [...current.name_variations, ...added]);
        return { touched, resolution: { action: body.action, merged_author_id: mergedAuthorId, merge_decision_id: decisionId, added_name_variations: added } };
      });
    },

    /**
     * Paper logs (NAME_TOO_SIMILAR, GS_NAME_MISMATCH, RG_NAME_MISMATCH): the Yes/No confirmation.
     * toMap true maps the paper to author_id (the log's author, or for NAME_TOO_SIMILAR the other
     * author too): the flagged authorship moves to that author, or is unmapped if that author is
     * already on the paper, so a paper is never counted twice. toMap false unmaps the paper from
     * author_id. MERGE_TOOL_CHECK_MERGE_LATER only closes the reminder.
     */
    resolvePaperDecision(caller: Caller, type: TDataIssueType, id: number, body: z.output<typeof ZResolvePaperBody>, ip: string) {
      const { resolution } = dataIssueType(type);
      if (resolution === 'close_reminder') {
        return resolve(caller, id, type, ip, async (trx, issue) => {
          if (body.expected_updated_at !== undefined) await lockFresh(trx, issue.author_id, body.expected_updated_at);
          return { touched: [], resolution: { closed: true } };
        });
      }
      if (resolution !== 'paper_decision') {
        throw new ValidationFailed(`${type.toLowerCase()} logs are resolved at their own path.`, 'params.errorType');
      }
      if (body.toMap === undefined) throw new ValidationFailed('Answer Yes or No (toMap true or false).', 'body.toMap');
      if (body.author_id === undefined) throw new ValidationFailed('author_id is required.', 'body.author_id');
      if (body.paper_id === undefined) throw new ValidationFailed('paper_id is required.', 'body.paper_id');
      if (body.expected_updated_at === undefined) throw new ValidationFailed('expected_updated_at is required: send the author_updated_at of the log you loaded.', 'body.expected_updated_at');
      const target = body.author_id;
      const paperId = body.paper_id;
      const toMap = body.toMap;
      return resolve(caller, id, type, ip, async (trx, issue) => {
        if (issue.paper_id !== paperId) throw new ValidationFailed('paper_id is not the paper of this log.', 'body.paper_id');
        const details = (issue.details ?? {}) as Details;
        const allowed = new Set<number>([issue.author_id ?? 0, ...(type === 'NAME_TOO_SIMILAR' ? [issue.other_author_id ?? 0, ...numberList(details.other_author_ids)] : [])]);
        if (!allowed.has(target)) {
          throw new ValidationFailed(type === 'NAME_TOO_SIMILAR' ? 'author_id must be one of the two authors of this log.' : 'author_id must be the author of this log.', 'body.author_id');
        }
        const author = await lockFresh(trx, issue.author_id, body.expected_updated_at);
        if (target !== author.id) {
          const other = await queries.lockAuthor(trx, target);
          if (!other || other.merged_into_id !== null) throw new Conflict('The other author no longer exists as a current record.');
        }
        const position = typeof details.position === 'number' ? details.position : null;
        const slot = position === null ? undefined : await queries.authorshipAt(trx, paperId, position);
        if (!slot || (slot.author_id !== null && !allowed.has(slot.author_id))) throw new Conflict(DATA_ISSUE_MESSAGES.stale);
        let change: string;
        let unmapped: Array<queries.Slot & { author_id: number }> = [];
        if (toMap) {
          const elsewhere = (await queries.authorshipsOf(trx, target, paperId)).filter((s) => s.position !== slot.position);
          if (slot.author_id === target) change = 'kept';
          else if (elsewhere.length > 0) { await queries.setAuthorshipAuthor(trx, paperId, slot.position, null); change = 'unmapped_duplicate'; }
          else { await queries.setAuthorshipAuthor(trx, paperId, slot.position, target); change = 'mapped'; }
        } else {
          unmapped = (await queries.unmapPapers(trx, target, [paperId])).map((s) => ({ ...s, author_id: target }));
          change = unmapped.length > 0 ? 'unmapped' : 'not_mapped';
        }
        const touched = [...new Set([author.id, target, ...(slot.author_id !== null ? [slot.author_id] : [])])];
        return {
          touched,
          resolution: {
            toMap, author_id: target, paper_id: paperId, position: slot.position, previous_author_id: slot.author_id, change, unmapped,
            author_details_id: body.author_details_id ?? null,
          },
        };
      });
    },
  };
}

export type DataIssuesService = ReturnType<typeof createDataIssuesService>;
