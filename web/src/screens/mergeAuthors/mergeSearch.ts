// The merge list's search parameters (page and page size, shareable). Plain code: validateSearch
// lands in the entry chunk every page downloads.
import { searchChoice, searchInteger } from '../dashboardSearch.ts';

export type MergePageSize = 10 | 25 | 100;
const SIZES = ['10', '25', '100'] as const;

export interface MergeListSearch {
  /** 1-based */
  page?: number;
  /** docs/requirements/admin-tools.md §9: 10, 25 or 100, 10 by default */
  size?: MergePageSize;
}

export function parseMergeListSearch(search: Record<string, unknown>): MergeListSearch {
  const result: MergeListSearch = {};
  const page = searchInteger(search, 'page', 1, 100_000);
  if (page !== undefined && page > 1) result.page = page;
  const size = searchChoice(search, 'size', SIZES);
  if (size !== undefined && size !== '10') result.size = Number(size) as MergePageSize;
  return result;
}

/** The merge screen's id: a positive whole number, or null. */
export function parseAuthorIdParam(id: string): number | null {
  if (!/^\d{1,10}$/.test(id)) return null;
  const value = Number(id);
  return value > 0 && value <= 2_147_483_647 ? value : null;
}
