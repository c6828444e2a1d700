import type { Db } from '@ri/db';
import { insertDataIssues } from '@ri/db/queries/dataIssues';
import type { Processor } from '../runtime.ts';
import {
  detectBySweeps, detectForAuthor, loadNameIndex,
  type AuthorForDetection, type AuthorshipForDetection, type DetectedIssue,
} from './detectors.ts';

const BATCH = 1_000;

async function authorsBatch(db: Db, afterId: number, only: readonly number[] | undefined): Promise<AuthorForDetection[]> {
  let query = db.selectFrom('authors')
    .select(['id', 'first_name', 'mid_name', 'last_name', 'name_variations', 'gs_author_id', 'gs_author_name', 'rg_author_id', 'rg_author_name'])
    .where('merged_into_id', 'is', null).where('id', '>', afterId)
    .orderBy('id').limit(BATCH);
  if (only) query = query.where('id', 'in', only.length > 0 ? [...only] : [0]);
  return query.execute();
}

async function authorshipsOf(db: Db, authorIds: readonly number[]): Promise<Map<number, AuthorshipForDetection[]>> {
  const rows = await db.selectFrom('authorships as s').innerJoin('papers as p', 'p.id', 's.paper_id')
    .select(['s.author_id', 's.paper_id', 's.position', 's.printed_first_name', 's.printed_mid_name', 's.printed_last_name', 'p.year'])
    .where('s.author_id', 'in', authorIds.length > 0 ? [...authorIds] : [0])
    .orderBy('s.author_id').orderBy('p.year').orderBy('s.paper_id')
    .execute();
  const byAuthor = new Map<number, AuthorshipForDetection[]>();
  for (const row of rows) {
    const authorId = row.author_id!;
    const list = byAuthor.get(authorId) ?? [];
    list.push({ ...row, author_id: authorId });
    byAuthor.set(authorId, list);
  }
  return byAuthor;
}

function addCounts(total: Record<string, number>, more: Record<string, number>): void {
  for (const [type, count] of Object.entries(more)) total[type] = (total[type] ?? 0) + count;
}

/**
 * Looks for every type of data issue (detectors.ts) in the authors named, or in every current
 * author, batch by batch, and raises the ones not raised before. Idempotent: a retry or a second
 * run raises nothing new, because each issue's dedupe_key is unique. The job's processor, and the
 * first load of a database (infra's afterFirstLoad), call it.
 */
export async function detectDataIssues(db: Db, options: { authorIds?: readonly number[] | undefined; reportProgress?: (progress: { pct: number; stage: string; message: string }) => Promise<void> } = {}): Promise<{ authorsChecked: number; raised: Record<string, number>; durationMs: number }> {
  const started = Date.now();
  const reportProgress = options.reportProgress ?? (async () => {});
  await reportProgress({ pct: 0, stage: 'prepare', message: 'Reading author names' });
  const index = await loadNameIndex(db);
  const only = options.authorIds;
  const total = only ? only.length : Number((await db.selectFrom('authors').select((eb) => eb.fn.countAll().as('n')).where('merged_into_id', 'is', null).executeTakeFirstOrThrow()).n);
  const raised: Record<string, number> = {};
  let checked = 0;
  let afterId = 0;
  for (;;) {
    const authors = await authorsBatch(db, afterId, only);
    if (authors.length === 0) break;
    afterId = authors[authors.length - 1]!.id;
    const authorships = await authorshipsOf(db, authors.map((author) => author.id));
    const issues: DetectedIssue[] = [];
    for (const author of authors) issues.push(...detectForAuthor(author, authorships.get(author.id) ?? [], index));
    addCounts(raised, await insertDataIssues(db, issues));
    checked += authors.length;
    await reportProgress({ pct: Math.min(95, Math.round((checked / Math.max(total, 1)) * 95)), stage: 'detect', message: `${checked} of ${total} authors checked` });
  }
  addCounts(raised, await insertDataIssues(db, await detectBySweeps(db)));
  await reportProgress({ pct: 100, stage: 'done', message: `${Object.values(raised).reduce((sum, n) => sum + n, 0)} new issues` });
  return { authorsChecked: checked, raised, durationMs: Date.now() - started };
}

export const dataIssueDetectionProcessor: Processor<'dataIssueDetection'> = async ({ db, payload, reportProgress }) =>
  detectDataIssues(db, { authorIds: payload.authorIds, reportProgress });
