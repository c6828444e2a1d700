// The merge list's search parameters (page and page size, shareable). A zod/mini schema
// (scope/searchSchema.ts): anything unreadable is dropped, the list then shows its first page of 10.
import { searchSchema, searchTablePage, searchTablePageSize, type SearchOf, type TablePageSize } from '../../scope/searchSchema.ts';

/** docs/requirements/admin-tools.md §9: 10, 25 or 100, 10 by default */
export type MergePageSize = TablePageSize;

/** validateSearch of /tools/mergeAuthorTool. */
export const mergeListSearchSchema = searchSchema({
  /** 1-based */
  page: searchTablePage,
  size: searchTablePageSize,
});

export type MergeListSearch = SearchOf<typeof mergeListSearchSchema>;

/** The schema as a function (tests). */
export const parseMergeListSearch = (search: Record<string, unknown>): MergeListSearch => mergeListSearchSchema.parse(search);

/** The merge screen's id: a positive whole number, or null. */
export function parseAuthorIdParam(id: string): number | null {
  if (!/^\d{1,10}$/.test(id)) return null;
  const value = Number(id);
  return value > 0 && value <= 2_147_483_647 ? value : null;
}
