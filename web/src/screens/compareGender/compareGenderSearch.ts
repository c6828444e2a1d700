// The URL of /dashboards/comparegender. Imports nothing but the plain readers: validateSearch
// lands in the entry chunk every page downloads (web/README.md, "JavaScript budget").
import { searchIdList, searchTextList } from '../dashboardSearch.ts';

/** ?ids=[..]&departments=[..]: the universities compared with yours and the departments, as last searched. */
export interface CompareGenderSearch {
  ids?: number[];
  departments?: string[];
}

/** At most 12 universities (docs/requirements/dashboards.md §9); departments are names (or 'all'). */
export function parseCompareGenderSearch(search: Record<string, unknown>): CompareGenderSearch {
  const result: CompareGenderSearch = {};
  const ids = searchIdList(search, 'ids', 12);
  const departments = searchTextList(search, 'departments', 50);
  if (ids.length > 0) result.ids = ids;
  if (departments.length > 0) result.departments = departments;
  return result;
}
