import { queryOptions } from '@tanstack/react-query';
import { ZMergeDecisionList, ZMergeDecisionResult, ZMergeList, ZMergeSearchResult } from '@ri/contracts/mergeAuthors';
import { apiFetch } from '../client.ts';

export interface MergePage {
  skip: number;
  limit: number;
}

export const mergeKeys = {
  all: ['mergeAuthors'] as const,
  queue: (page: MergePage) => [...mergeKeys.all, 'queue', page] as const,
  search: (authorId: number, paperTitle: string) => [...mergeKeys.all, 'search', authorId, paperTitle] as const,
  decisions: (page: MergePage) => [...mergeKeys.all, 'decisions', page] as const,
};

/** GET tools/merge_user_author: the authors waiting to be merged, oldest first, one page. */
export function mergeQueueQueryOptions(page: MergePage) {
  return queryOptions({
    queryKey: mergeKeys.queue(page),
    queryFn: ({ signal }) => apiFetch('/tools/merge_user_author', { query: { skip: page.skip, limit: page.limit }, schema: ZMergeList, signal }),
    placeholderData: (previous) => previous,
  });
}

/** GET tools/merge_author_search/{id}[?paper_title=]: the author and the records that may be the same person. */
export function mergeSearchQueryOptions(authorId: number, paperTitle: string) {
  const title = paperTitle.trim();
  return queryOptions({
    queryKey: mergeKeys.search(authorId, title),
    queryFn: ({ signal }) => apiFetch(`/tools/merge_author_search/${authorId}`, { query: { paper_title: title === '' ? undefined : title }, schema: ZMergeSearchResult, signal }),
  });
}

/** GET tools/merge_decisions: the decisions taken, newest first. */
export function mergeDecisionsQueryOptions(page: MergePage) {
  return queryOptions({
    queryKey: mergeKeys.decisions(page),
    queryFn: ({ signal }) => apiFetch('/tools/merge_decisions', { query: { skip: page.skip, limit: page.limit }, schema: ZMergeDecisionList, signal }),
    placeholderData: (previous) => previous,
  });
}

export interface MergeDecisionBody {
  user_author_id: number;
  author_final_id: number | null;
  add_unmergable_author: 0 | 1;
  note: string;
  remind_later: 0 | 1;
}

/** POST tools/merge_authors: Merge or No Merge Required. */
export function saveMergeDecision(body: MergeDecisionBody) {
  return apiFetch('/tools/merge_authors', { method: 'POST', body, schema: ZMergeDecisionResult });
}

/** POST tools/merge_authors/{decisionId}/undo: an admin undoes a merge. */
export function undoMerge(decisionId: number) {
  return apiFetch(`/tools/merge_authors/${decisionId}/undo`, { method: 'POST', body: {}, schema: ZMergeDecisionResult });
}
