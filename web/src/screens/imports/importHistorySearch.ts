// The import history's search parameters (?source&page&size). A plain function with no zod and no
// @ri/contracts value import: validateSearch is not code-split, so whatever it imports lands in the
// entry chunk every public page downloads (see web/src/screens/profile/profileSearch.ts).
import type { TImportRun } from '@ri/contracts';

export const HISTORY_PAGE_SIZES = [10, 25, 100] as const;
const SOURCES: readonly TImportRun['source'][] = ['rss', 'directory', 'openalex', 'journal_list'];

export interface ImportHistorySearch {
  source?: TImportRun['source'];
  page?: number;
  size?: (typeof HISTORY_PAGE_SIZES)[number];
}

/** ?source=rss|directory|openalex|journal_list&page=<1..>&size=10|25|100; anything else is dropped. */
export function parseImportHistorySearch(search: Record<string, unknown>): ImportHistorySearch {
  const result: ImportHistorySearch = {};
  if (typeof search.source === 'string' && (SOURCES as readonly string[]).includes(search.source)) result.source = search.source as TImportRun['source'];
  const page = Number(search.page);
  if (Number.isSafeInteger(page) && page > 1) result.page = page;
  const size = Number(search.size);
  const knownSize = HISTORY_PAGE_SIZES.find((s) => s === size);
  if (knownSize !== undefined && knownSize !== 10) result.size = knownSize;
  return result;
}
