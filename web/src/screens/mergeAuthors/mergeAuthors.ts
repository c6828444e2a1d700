// Pure rules of the Merge Author Tool (docs/requirements/admin-tools.md §2, §4, §5 and §9).
import { ADMIN_TOOL_MESSAGES, messagesOf, validateMergeDecision } from '@ri/metrics';
import type { MergeDecisionBody } from '../../api/mergeAuthors/mergeQueries.ts';

/** docs/requirements/admin-tools.md §9: the similar-author carousel shows 4 at a time; the arrows move by 4. */
export const CAROUSEL_SIZE = 4;
export const SELECT_AUTHOR_MESSAGE = ADMIN_TOOL_MESSAGES.selectAuthorToMerge;
export const MERGE_FAILED = 'Internal Server Error. Please try again after some time';

export interface CarouselWindow {
  start: number;
  /** exclusive */
  end: number;
  canPrevious: boolean;
  canNext: boolean;
}

/** The window of the carousel starting at `start` (snapped to a multiple of 4 within the list). */
export function carouselWindow(total: number, start: number, size = CAROUSEL_SIZE): CarouselWindow {
  if (total <= 0) return { start: 0, end: 0, canPrevious: false, canNext: false };
  const lastStart = Math.floor((total - 1) / size) * size;
  const snapped = Math.min(lastStart, Math.max(0, Math.floor(start / size) * size));
  const end = Math.min(total, snapped + size);
  return { start: snapped, end, canPrevious: snapped > 0, canNext: end < total };
}

/** The arrows: 4 forward or back, never past either end. */
export function moveCarousel(total: number, start: number, direction: 1 | -1, size = CAROUSEL_SIZE): number {
  return carouselWindow(total, start + direction * size, size).start;
}

export type DecisionKind = 'merge' | 'noMerge';

/** The note dialog's two buttons: the flag sets remind_later. */
export const DIALOG_BUTTONS: Record<DecisionKind, { title: string; withFlag: string; plain: string }> = {
  merge: { title: 'Merge', withFlag: 'Merge & Flag', plain: 'Merge' },
  noMerge: { title: 'No Merge Required', withFlag: 'Add & Flag', plain: 'Add' },
};

/**
 * POST tools/merge_authors: Merge moves the author onto the selected candidate (the record kept);
 * No Merge Required records that they differ. A merge needs a candidate ('Please select an author
 * to merge').
 */
export function mergeDecisionBody(input: { authorId: number; candidateId: number | null; kind: DecisionKind; flag: boolean; note: string }):
  { ok: true; body: MergeDecisionBody } | { ok: false; message: string } {
  const merge = input.kind === 'merge';
  const [message] = messagesOf(validateMergeDecision({ merge, candidateId: input.candidateId }));
  if (message !== undefined) return { ok: false, message };
  return {
    ok: true,
    body: {
      user_author_id: input.authorId,
      author_final_id: merge ? input.candidateId : null,
      add_unmergable_author: merge ? 0 : 1,
      note: input.note.trim(),
      remind_later: input.flag ? 1 : 0,
    },
  };
}

const titleKey = (title: string) => title.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();

/** Titles that both authors have (compared without case, accents or punctuation): the comparison marks them. */
export function sharedTitles(left: ReadonlyArray<{ document_title: string }>, right: ReadonlyArray<{ document_title: string }>): Set<string> {
  const rightKeys = new Set(right.map((paper) => titleKey(paper.document_title)));
  return new Set(left.map((paper) => titleKey(paper.document_title)).filter((key) => key !== '' && rightKeys.has(key)));
}

export function isSharedTitle(shared: ReadonlySet<string>, title: string): boolean {
  return shared.has(titleKey(title));
}

/** How a decision reads in 'Recent decisions'. */
export function decisionText(decision: { merged: boolean; undone_at: string | null }): string {
  if (!decision.merged) return decision.undone_at === null ? 'No Merge Required' : 'No Merge Required, undone';
  return decision.undone_at === null ? 'Merged' : 'Merged, undone';
}
