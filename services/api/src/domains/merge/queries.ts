import { sql, type RawBuilder } from 'kysely';
import type { Db } from '@ri/db';
import { newNameVariations } from '../../queries/authorRecords.ts';
export { loadAuthorRecords, newNameVariations } from '../../queries/authorRecords.ts';

// ------------------------------------------------------------------ author records (merge, add, search)

// ------------------------------------------------------------------ merge list and candidates

/** Authors waiting in the merge queue: not merged, and without a decision that still stands. */
function pendingQueue(db: Db) {
  return db.selectFrom('merge_queue as q').innerJoin('authors as a', 'a.id', 'q.author_id')
    .where('a.merged_into_id', 'is', null)
    .where(({ not, exists, selectFrom }) => not(exists(
      selectFrom('merge_decisions as d').select('d.id').whereRef('d.user_author_id', '=', 'q.author_id').where('d.undone_at', 'is', null),
    )));
}

export async function listMergeQueue(db: Db, skip: number, limit: number) {
  const [rows, total] = await Promise.all([
    pendingQueue(db).select(['q.author_id', 'q.reason', 'q.created_at']).orderBy('q.created_at').orderBy('q.author_id').offset(skip).limit(limit).execute(),
    pendingQueue(db).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export interface CandidateScore { id: number; name_similarity: number; shared_coauthors: number; shared_journals: number; score: number }

/**
 * Records that may be the same person as `authorId`: a similar name (pg_trgm similarity of the
 * normalised names) or the same last name; or, with a paper title, the authors of papers whose
 * title contains it. Ranked by score = name similarity + 0.1 per shared co-author (at most 5) +
 * 0.05 per shared journal (at most 5).
 */
export async function mergeCandidates(db: Db, authorId: number, paperTitle: string | null, limit = 40): Promise<CandidateScore[]> {
  const titleFilter = paperTitle === null
    ? sql`(a.search_name % me.search_name OR regexp_replace(a.search_name, '^.* ', '') = regexp_replace(me.search_name, '^.* ', ''))`
    : sql`EXISTS (SELECT 1 FROM authorships ts JOIN papers tp ON tp.id = ts.paper_id WHERE ts.author_id = a.id AND lower(tp.title) LIKE ${`%${paperTitle.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`})`;
  const { rows } = await sql<CandidateScore>`
    WITH me AS (SELECT id, search_name FROM authors WHERE id = ${authorId}),
    my_coauthors AS (
      SELECT DISTINCT s2.author_id FROM authorships s1
      JOIN authorships s2 ON s2.paper_id = s1.paper_id AND s2.author_id IS NOT NULL AND s2.author_id <> s1.author_id
      WHERE s1.author_id = ${authorId}
    ),
    my_journals AS (
      SELECT DISTINCT p.journal_id FROM authorships s JOIN papers p ON p.id = s.paper_id
      WHERE s.author_id = ${authorId} AND p.journal_id IS NOT NULL
    ),
    candidates AS (
      SELECT a.id, similarity(a.search_name, me.search_name)::float8 AS name_similarity
      FROM authors a CROSS JOIN me
      WHERE a.merged_into_id IS NULL AND a.id <> me.id AND ${titleFilter}
    ),
    scored AS (
      SELECT c.id, c.name_similarity,
        (SELECT count(DISTINCT s2.author_id)::int FROM authorships s1 JOIN authorships s2 ON s2.paper_id = s1.paper_id
          WHERE s1.author_id = c.id AND s2.author_id IN (SELECT author_id FROM my_coauthors) AND s2.author_id <> c.id) AS shared_coauthors,
        (SELECT count(DISTINCT p.journal_id)::int FROM authorships s JOIN papers p ON p.id = s.paper_id
          WHERE s.author_id = c.id AND p.journal_id IN (SELECT journal_id FROM my_journals)) AS shared_journals
      FROM candidates c
    )
    SELECT id, name_similarity, shared_coauthors, shared_journals,
           (name_similarity + 0.1 * least(shared_coauthors, 5) + 0.05 * least(shared_journals, 5))::float8 AS score
    FROM scored
    ORDER BY score DESC, id
    LIMIT ${limit}`.execute(db);
  return rows;
}

// ------------------------------------------------------------------ the merge itself

/** What a merge moved, stored in merge_decisions.moved: enough to undo it. */
export interface MergeMoved {
  authorships: Array<{ paper_id: number; position: number }>;
  /** the merged author's authorships on papers the kept author was already on: unmapped, not moved */
  unmapped_authorships: Array<{ paper_id: number; position: number }>;
  name_variations_added: string[];
  education: Array<{ id: number; seq: number }>;
  work_history: Array<{ id: number; seq: number }>;
  departments: number[];
  /** profile links copied onto the kept author where it had none: field -> value set */
  fields: Record<string, string>;
  /** the openalex id moves (it is unique), so it is cleared on the merged author */
  openalex_id: string | null;
  user_ids: number[];
  /** the merged author's pending claims, moved onto the kept author (absent in decisions stored before they moved) */
  claim_ids?: number[];
}

const COPIED_FIELDS = ['gs_author_id', 'gs_author_name', 'rg_author_id', 'rg_author_name', 'orcid', 'email', 'homepage_url', 'univ_profile_link', 'cv', 'profile_picture'] as const;
type CopiedField = (typeof COPIED_FIELDS)[number];
/** copied together: an id without its name (or the reverse) would be half a link */
const FIELD_PAIRS: ReadonlyArray<readonly CopiedField[]> = [['gs_author_id', 'gs_author_name'], ['rg_author_id', 'rg_author_name'], ['orcid'], ['email'], ['homepage_url'], ['univ_profile_link'], ['cv'], ['profile_picture']];

/** Locks the authors (in id order, so that two merges never wait on each other) and reads what a merge needs. */
export function lockAuthors(db: Db, ids: readonly number[]) {
  return db.selectFrom('authors')
    .select(['id', 'first_name', 'mid_name', 'last_name', 'merged_into_id', 'name_variations', 'updated_at', 'openalex_id', ...COPIED_FIELDS])
    .where('id', 'in', [...ids]).orderBy('id').forUpdate().execute();
}

export type LockedAuthor = Awaited<ReturnType<typeof lockAuthors>>[number];

const blank = (value: string | null | undefined) => value === null || value === undefined || value.trim() === '';

/**
 * Moves everything of `mergedId` onto `keptId` (callers check both exist, differ and are not
 * merged, and hold the locks of lockAuthors). Never leaves a paper counted twice: the merged
 * author's authorship on a paper the kept author is already on is unmapped instead of moved.
 * Education and work-history entries the kept author already has (same degree, year and
 * institution; same title, institution and start year) stay behind on the merged record.
 */
export async function mergeAuthorInto(db: Db, merged: LockedAuthor, kept: LockedAuthor): Promise<MergeMoved> {
  const mergedId = merged.id;
  const keptId = kept.id;
  const keptUsers = await db.selectFrom('users').select('id').where('author_id', '=', keptId).execute();
  const mergedUsers = await db.selectFrom('users').select('id').where('author_id', '=', mergedId).execute();
  if (keptUsers.length > 0 && mergedUsers.length > 0) throw new MergeBlocked('bothHaveAccounts');
  if (mergedUsers.length > 0) await db.updateTable('users').set({ author_id: keptId, updated_at: new Date() }).where('author_id', '=', mergedId).execute();
  // a claim waiting on the merged record now claims the record the person lives on in: the queue shows it with the
  // kept record's holder and claims as conflicts, and an approval or a verified address links the account to it
  // (docs/accounts-and-claims.md), never to the merged record
  const claims = await db.updateTable('author_claims').set({ author_id: keptId })
    .where('author_id', '=', mergedId).where('status', '=', 'pending').returning('id').execute();

  const unmapped = await db.updateTable('authorships').set({ author_id: null })
    .where('author_id', '=', mergedId)
    .where('paper_id', 'in', (eb) => eb.selectFrom('authorships').select('paper_id').where('author_id', '=', keptId))
    .returning(['paper_id', 'position']).execute();
  const moved = await db.updateTable('authorships').set({ author_id: keptId }).where('author_id', '=', mergedId)
    .returning(['paper_id', 'position']).execute();

  const added = newNameVariations(kept, [
    `${merged.first_name} ${merged.last_name}`, [merged.first_name, merged.mid_name, merged.last_name].join(' '), ...merged.name_variations,
  ]);

  const education = await moveEntries(db, 'education', mergedId, keptId,
    sql<boolean>`lower(btrim(k.degree)) = lower(btrim(e.degree)) AND k.year IS NOT DISTINCT FROM e.year AND lower(btrim(k.institution)) = lower(btrim(e.institution))`);
  const work = await moveEntries(db, 'work_history', mergedId, keptId,
    sql<boolean>`lower(btrim(k.title)) = lower(btrim(e.title)) AND lower(btrim(k.institution)) = lower(btrim(e.institution)) AND k.from_year IS NOT DISTINCT FROM e.from_year`);

  const departments = await db.updateTable('author_departments').set({ author_id: keptId })
    .where('author_id', '=', mergedId)
    .where('department_id', 'not in', (eb) => eb.selectFrom('author_departments').select('department_id').where('author_id', '=', keptId))
    .returning('department_id').execute();

  const fields: Record<string, string> = {};
  for (const group of FIELD_PAIRS) {
    if (group.every((field) => blank(kept[field])) && group.some((field) => !blank(merged[field]))) {
      for (const field of group) if (!blank(merged[field])) fields[field] = merged[field] as string;
    }
  }
  let openalexId: string | null = null;
  if (kept.openalex_id === null && merged.openalex_id !== null) {
    openalexId = merged.openalex_id;
    await db.updateTable('authors').set({ openalex_id: null }).where('id', '=', mergedId).execute();
  }
  const now = new Date();
  await db.updateTable('authors').set({
    ...fields,
    ...(openalexId !== null ? { openalex_id: openalexId } : {}),
    name_variations: [...kept.name_variations, ...added],
    updated_at: now,
  }).where('id', '=', keptId).execute();
  await db.updateTable('authors').set({ merged_into_id: keptId, updated_at: now }).where('id', '=', mergedId).execute();

  return {
    authorships: moved, unmapped_authorships: unmapped, name_variations_added: added,
    education, work_history: work,
    departments: departments.map((row) => row.department_id), fields, openalex_id: openalexId, user_ids: mergedUsers.map((u) => u.id), claim_ids: claims.map((c) => c.id),
  };
}

/**
 * Moves the merged author's education (or work-history) entries that the kept author does not
 * already have (`duplicate` compares an entry e with a kept entry k); each keeps its order after the
 * kept author's own entries. Answers each moved entry's original seq, for the undo.
 */
async function moveEntries(db: Db, table: 'education' | 'work_history', mergedId: number, keptId: number, duplicate: RawBuilder<boolean>) {
  const { rows: toMove } = await sql<{ id: number; seq: number }>`
    SELECT e.id, e.seq FROM ${sql.table(table)} e
    WHERE e.author_id = ${mergedId}
      AND NOT EXISTS (SELECT 1 FROM ${sql.table(table)} k WHERE k.author_id = ${keptId} AND ${duplicate})
    ORDER BY e.seq`.execute(db);
  if (toMove.length === 0) return [];
  const { rows: [last] } = await sql<{ seq: number | null }>`SELECT max(seq) AS seq FROM ${sql.table(table)} WHERE author_id = ${keptId}`.execute(db);
  const offset = Number(last?.seq ?? 0) + 1000;
  await sql`UPDATE ${sql.table(table)} SET author_id = ${keptId}, seq = seq + ${offset} WHERE id = ANY(${toMove.map((row) => row.id)}::int[])`.execute(db);
  return toMove;
}

/** A merge that cannot be done as asked (the service turns it into a 409 with the message named). */
export class MergeBlocked extends Error {
  constructor(readonly reason: 'bothHaveAccounts') {
    super(reason);
  }
}

/**
 * Puts back what mergeAuthorInto moved (callers hold the locks and check that the merged author is still
 * merged into the kept one and the kept one is not merged elsewhere). Only what still sits where
 * the merge put it goes back: a link the kept author changed since is left as it is.
 */
export async function undoMerge(db: Db, mergedId: number, keptId: number, moved: MergeMoved): Promise<void> {
  if (moved.user_ids.length > 0) {
    await db.updateTable('users').set({ author_id: mergedId, updated_at: new Date() }).where('id', 'in', moved.user_ids).where('author_id', '=', keptId).execute();
  }
  const claimIds = moved.claim_ids ?? [];
  if (claimIds.length > 0) {
    await db.updateTable('author_claims').set({ author_id: mergedId }).where('id', 'in', claimIds).where('author_id', '=', keptId).where('status', '=', 'pending').execute();
  }
  const pairs = (list: Array<{ paper_id: number; position: number }>) => ({ papers: list.map((s) => s.paper_id), positions: list.map((s) => s.position) });
  if (moved.authorships.length > 0) {
    const { papers, positions } = pairs(moved.authorships);
    await sql`UPDATE authorships s SET author_id = ${mergedId}
      FROM unnest(${papers}::int[], ${positions}::int[]) AS m(paper_id, position)
      WHERE s.paper_id = m.paper_id AND s.position = m.position AND s.author_id = ${keptId}`.execute(db);
  }
  if (moved.unmapped_authorships.length > 0) {
    const { papers, positions } = pairs(moved.unmapped_authorships);
    await sql`UPDATE authorships s SET author_id = ${mergedId}
      FROM unnest(${papers}::int[], ${positions}::int[]) AS m(paper_id, position)
      WHERE s.paper_id = m.paper_id AND s.position = m.position AND s.author_id IS NULL`.execute(db);
  }
  for (const [table, entries] of [['education', moved.education], ['work_history', moved.work_history]] as const) {
    if (entries.length === 0) continue;
    await sql`UPDATE ${sql.table(table)} t SET author_id = ${mergedId}, seq = m.seq
      FROM unnest(${entries.map((e) => e.id)}::int[], ${entries.map((e) => e.seq)}::int[]) AS m(id, seq)
      WHERE t.id = m.id AND t.author_id = ${keptId}`.execute(db);
  }
  if (moved.departments.length > 0) {
    await db.updateTable('author_departments').set({ author_id: mergedId })
      .where('author_id', '=', keptId).where('department_id', 'in', moved.departments).execute();
  }
  const kept = await db.selectFrom('authors').selectAll().where('id', '=', keptId).executeTakeFirstOrThrow();
  const restored: Record<string, string> = {};
  for (const [field, value] of Object.entries(moved.fields)) {
    if ((kept as unknown as Record<string, unknown>)[field] === value) restored[field] = '';
  }
  const added = new Set(moved.name_variations_added);
  const now = new Date();
  if (moved.openalex_id !== null && kept.openalex_id === moved.openalex_id) {
    await db.updateTable('authors').set({ openalex_id: null }).where('id', '=', keptId).execute();
    await db.updateTable('authors').set({ openalex_id: moved.openalex_id }).where('id', '=', mergedId).execute();
  }
  await db.updateTable('authors').set({
    ...restored,
    ...('orcid' in restored ? { orcid: null } : {}),
    name_variations: kept.name_variations.filter((name) => !added.has(name)),
    updated_at: now,
  }).where('id', '=', keptId).execute();
  await db.updateTable('authors').set({ merged_into_id: null, updated_at: now }).where('id', '=', mergedId).execute();
}

export function insertMergeDecision(db: Db, decision: {
  userAuthorId: number; authorFinalId: number | null; addUnmergable: boolean; note: string; remindLater: boolean; moved: MergeMoved | null; decidedBy: number;
}) {
  return db.insertInto('merge_decisions').values({
    user_author_id: decision.userAuthorId, author_final_id: decision.authorFinalId, add_unmergable_author: decision.addUnmergable,
    note: decision.note, remind_later: decision.remindLater, moved: JSON.stringify(decision.moved ?? {}), decided_by: decision.decidedBy,
  }).returning(['id', 'user_author_id', 'author_final_id', 'add_unmergable_author', 'note']).executeTakeFirstOrThrow();
}

/** Closes the open MERGE_TOOL_CHECK_MERGE_LATER log of a decision (its reminder) when the decision is undone. */
export async function closeReminderOf(db: Db, decisionId: number, userId: number): Promise<void> {
  await db.updateTable('data_issues')
    .set({ status: 'resolved', resolved_at: new Date(), resolved_by: userId, resolution: JSON.stringify({ closed: true, reason: 'decision_undone', decision_id: decisionId }) })
    .where('dedupe_key', '=', `MERGE_TOOL_CHECK_MERGE_LATER:decision:${decisionId}`).where('status', '=', 'open').execute();
}

export function lockDecision(db: Db, decisionId: number) {
  return db.selectFrom('merge_decisions').selectAll().where('id', '=', decisionId).forUpdate().executeTakeFirst();
}

const authorName = (alias: 'm' | 'k') => sql<string | null>`nullif(concat_ws(' ', nullif(btrim(${sql.ref(`${alias}.first_name`)}), ''), nullif(btrim(${sql.ref(`${alias}.mid_name`)}), ''), nullif(btrim(${sql.ref(`${alias}.last_name`)}), '')), '')`;

/**
 * The decisions taken, newest first, with both authors' names and who decided and undid them.
 * `can_undo`: a merge not undone whose merged author still points at the kept author, and whose
 * kept author has not been merged away since; or a 'No Merge Required' not undone whose author is
 * still current (what the undo itself checks; docs/admin-tools.md, "Merge Author Tool").
 */
export async function listMergeDecisions(db: Db, skip: number, limit: number) {
  const base = db.selectFrom('merge_decisions as d');
  const [rows, total] = await Promise.all([
    base
      .innerJoin('authors as m', 'm.id', 'd.user_author_id')
      .leftJoin('authors as k', 'k.id', 'd.author_final_id')
      .leftJoin('users as decider', 'decider.id', 'd.decided_by')
      .leftJoin('users as undoer', 'undoer.id', 'd.undone_by')
      .select([
        'd.id', 'd.user_author_id', 'd.author_final_id', 'd.add_unmergable_author', 'd.note', 'd.remind_later', 'd.decided_at', 'd.undone_at',
        authorName('m').as('user_author_name'), authorName('k').as('author_final_name'),
        'decider.username as decided_by', 'undoer.username as undone_by',
        sql<boolean>`(d.undone_at IS NULL AND (
          (d.add_unmergable_author AND m.merged_into_id IS NULL)
          OR (NOT d.add_unmergable_author AND d.author_final_id IS NOT NULL AND m.merged_into_id = d.author_final_id AND k.merged_into_id IS NULL)))`.as('can_undo'),
      ])
      .orderBy('d.decided_at', 'desc').orderBy('d.id', 'desc').offset(skip).limit(limit).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export async function markDecisionUndone(db: Db, decisionId: number, undoneBy: number): Promise<void> {
  await db.updateTable('merge_decisions').set({ undone_at: new Date(), undone_by: undoneBy }).where('id', '=', decisionId).execute();
}
