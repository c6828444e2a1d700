// The search parameters of the faculty directory and admin author search (/dashboard/authorSearch,
// /dashboards/facultyDirectory). A zod/mini schema (scope/searchSchema.ts), no contracts: validateSearch
// is not code-split, so whatever it imports lands in the entry chunk every public page downloads.
import * as z from 'zod/mini';
import { searchChoice, searchSchema, searchTablePage, searchTrimmedText } from '../../scope/searchSchema.ts';
import { nameOnlyWithUniversity, universitySearchFields } from './universityParam.ts';

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
  /** 'Sort By'; absent means first_name_inc (which is therefore dropped) */
  sort?: DirectorySort;
  /** page of the search over every university (1-based; page 1 is dropped) */
  page?: number;
}

const fields = searchSchema({
  ...universitySearchFields,
  name: searchTrimmedText(200),
  department: searchTrimmedText(200),
  sort: searchChoice(DIRECTORY_SORT_VALUES),
  page: searchTablePage,
});

/** validateSearch of both routes; the page only applies to the search over every university. */
export const directorySearchSchema = z.pipe(fields, z.transform((search): DirectorySearch => {
  const read = nameOnlyWithUniversity(search);
  return {
    ...read,
    sort: read.sort === DEFAULT_DIRECTORY_SORT ? undefined : read.sort,
    page: read.univ === undefined ? read.page : undefined,
  };
}));

/** Reads the address (or the stored selections); unknown or malformed values are dropped. */
export const parseDirectorySearch = (search: Record<string, unknown>): DirectorySearch => directorySearchSchema.parse(search);
