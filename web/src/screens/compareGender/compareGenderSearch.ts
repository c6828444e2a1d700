// The URL of /dashboards/comparegender: a zod/mini schema (scope/searchSchema.ts).
import { searchIdList, searchSchema, searchTextList, type SearchOf } from '../../scope/searchSchema.ts';

/**
 * ?ids=[..]&departments=[..]: the universities compared with yours (at most 12,
 * docs/requirements/dashboards.md §9) and the departments (names, or 'all'), as last searched.
 */
export const compareGenderSearchSchema = searchSchema({
  ids: searchIdList(12),
  departments: searchTextList(50),
});

export type CompareGenderSearch = SearchOf<typeof compareGenderSearchSchema>;

export const parseCompareGenderSearch = (search: Record<string, unknown>): CompareGenderSearch => compareGenderSearchSchema.parse(search);
