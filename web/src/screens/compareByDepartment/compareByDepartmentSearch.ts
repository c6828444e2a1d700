// The URL of /dashboards/compareByDepartment. Imports nothing but the plain readers: validateSearch
// lands in the entry chunk every page downloads (web/README.md, "JavaScript budget").
import { searchInteger } from '../dashboardSearch.ts';

/** ?from=2021&to=2026 (both optional). */
export interface CompareByDepartmentSearch {
  from?: number;
  to?: number;
}

/** validateSearch of /dashboards/compareByDepartment: whole years only, anything else dropped. */
export function parseCompareByDepartmentSearch(search: Record<string, unknown>): CompareByDepartmentSearch {
  const result: CompareByDepartmentSearch = {};
  const from = searchInteger(search, 'from', 0, 9999);
  const to = searchInteger(search, 'to', 0, 9999);
  if (from !== undefined) result.from = from;
  if (to !== undefined) result.to = to;
  return result;
}
