import type { Db } from '@ri/db';
import { insertDataIssues } from '@ri/db/queries/dataIssues';
import type { Processor } from '../runtime.ts';
import {
  detectBySweeps, detectForAuthor, loadNameIndex,
  type AuthorshipForDetection, type DetectedIssue,
} from './detectors.ts';
import { authorsBatch, authorshipsOf, countCurrentAuthors } from './queries.ts';

const BATCH = 1_000;

/** The authorships of these authors, by author. */
async function authorshipsByAuthor(db: Db, authorIds: readonly number[]): Promise<Map<number, AuthorshipForDetection[]>> {
  const byAuthor = new Map<number, AuthorshipForDetection[]>();
  for (const row of await authorshipsOf(db, authorIds)) {
    const list = byAuthor.get(row.author_id) ?? [];
    list.push(row);
    byAuthor.set(row.author_id, list);
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
  const total = only ? only.length : await countCurrentAuthors(db);
  const raised: Record<string, number> = {};
  let checked = 0;
  let afterId = 0;
  for (;;) {
    const authors = await authorsBatch(db, afterId, BATCH, only);
    if (authors.length === 0) break;
    afterId = authors[authors.length - 1]!.id;
    const authorships = await authorshipsByAuthor(db, authors.map((author) => author.id));
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
