// The search parameters of the faculty directory and admin author search (/dashboard/authorSearch,
// /dashboards/facultyDirectory). Plain code, no zod or contracts: validateSearch is not code-split,
// so whatever it imports lands in the entry chunk every public page downloads.
import { optionalSearchString } from '../publicSearch.ts';
import { positiveIntegerParam, universityParam } from './universityParam.ts';

/** The six sort orders (the contract's DIRECTORY_SORTS; a unit test keeps the two equal). */
export const DIRECTORY_SORT_VALUES = ['first_name_inc', 'first_name_dec', 'last_name_inc', 'last_name_dec', 'marker_inc', 'marker_dec'] as const;
export type DirectorySort = (typeof DIRECTORY_SORT_VALUES)[number];
export const DEFAULT_DIRECTORY_SORT: DirectorySort = 'first_name_inc';

export interface DirectorySearch {
  /** the chosen university (the directory); none: every university (admin author search) */
  univ?: number;
  /** its name, as the university field shows it */
  univName?: string;
  /** 'Search from all faculty list' */
  name?: string;
  /** 'Filter By Department' */
  department?: string;
  /** 'Sort By'; absent means first_name_inc */
  sort?: DirectorySort;
  /** page of the search over every university (1-based) */
  page?: number;
}

/** Reads the address (or the stored selections); unknown or malformed values are dropped. */
export function parseDirectorySearch(search: Record<string, unknown>): DirectorySearch {
  const result: DirectorySearch = { ...universityParam(search) };
  const name = optionalSearchString(search, 'name', 200);
  if (name !== undefined) result.name = name;
  const department = optionalSearchString(search, 'department', 200);
  if (department !== undefined) result.department = department;
  const sort = search.sort;
  if (typeof sort === 'string' && sort !== DEFAULT_DIRECTORY_SORT && (DIRECTORY_SORT_VALUES as readonly string[]).includes(sort)) result.sort = sort as DirectorySort;
  const page = positiveIntegerParam(search, 'page');
  if (page !== undefined && page > 1 && result.univ === undefined) result.page = page;
  return result;
}
