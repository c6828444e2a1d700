// The URL of /dashboards/compareByDepartment. Imports nothing but the plain readers: validateSearch
// lands in the entry chunk every page downloads (web/README.md, "JavaScript budget").
import { searchInteger } from '../dashboardSearch.ts';
import { parseFigureOptionsSearch, type FigureOptionsSearch } from '../figureOptionsSearch.ts';

/** ?from=2021&to=2026 (both optional), and the figure options (counting, affiliation). */
export interface CompareByDepartmentSearch extends FigureOptionsSearch {
  from?: number;
  to?: number;
}

/** validateSearch of /dashboards/compareByDepartment: whole years only, anything else dropped. */
export function parseCompareByDepartmentSearch(search: Record<string, unknown>): CompareByDepartmentSearch {
  const { counting, affiliation } = parseFigureOptionsSearch(search);
  const result: CompareByDepartmentSearch = { ...(counting ? { counting } : {}), ...(affiliation ? { affiliation } : {}) };
  const from = searchInteger(search, 'from', 0, 9999);
  const to = searchInteger(search, 'to', 0, 9999);
  if (from !== undefined) result.from = from;
  if (to !== undefined) result.to = to;
  return result;
}
