// The URL of /dashboards/compareByDepartment: a zod/mini schema (scope/searchSchema.ts).
import { searchInteger, searchSchema, type SearchOf } from '../../scope/searchSchema.ts';
import { affiliationSearch, countingSearch } from '../figureOptionsSearch.ts';

/** ?from=2021&to=2026 (both optional, whole years), and the figure options (counting, affiliation). */
export const compareByDepartmentSearchSchema = searchSchema({
  from: searchInteger(0, 9999),
  to: searchInteger(0, 9999),
  counting: countingSearch,
  affiliation: affiliationSearch,
});

export type CompareByDepartmentSearch = SearchOf<typeof compareByDepartmentSearchSchema>;

export const parseCompareByDepartmentSearch = (search: Record<string, unknown>): CompareByDepartmentSearch => compareByDepartmentSearchSchema.parse(search);
