// The URL of /dashboards/tenureReadiness. Plain readers only: validateSearch lands in the entry
// chunk every page downloads (web/README.md, "JavaScript budget").
import { searchChoice, searchIdList, searchInteger } from '../dashboardSearch.ts';
import { parseFigureOptionsSearch, type FigureOptionsSearch } from '../figureOptionsSearch.ts';

/** The screen's filters and its figure options (counting, affiliation, tier source). */
export interface TenureReadinessSearch extends FigureOptionsSearch {
  years?: 5 | 10;
  journal?: 'All' | 'A and A-';
  rank?: 'assistant' | 'associate';
  /** universities of the comparison group */
  univ?: number[];
  /** a department id, or 'all' */
  dept?: number | 'all';
  sort?: 'readiness' | 'name' | 'papers' | 'citations';
  view?: 'cards' | 'table';
  page?: number;
}

/** validateSearch of /dashboards/tenureReadiness: anything unreadable is dropped. */
export function parseTenureReadinessSearch(search: Record<string, unknown>): TenureReadinessSearch {
  const result: TenureReadinessSearch = parseFigureOptionsSearch(search);
  const years = searchChoice(search, 'years', ['5', '10'] as const);
  if (years !== undefined) result.years = years === '5' ? 5 : 10;
  const journal = searchChoice(search, 'journal', ['All', 'A and A-'] as const);
  if (journal !== undefined) result.journal = journal;
  const rank = searchChoice(search, 'rank', ['assistant', 'associate'] as const);
  if (rank !== undefined) result.rank = rank;
  const univ = searchIdList(search, 'univ', 25);
  if (univ.length > 0) result.univ = univ;
  if (search.dept === 'all') result.dept = 'all';
  else {
    const dept = searchInteger(search, 'dept', 1, 2_147_483_647);
    if (dept !== undefined) result.dept = dept;
  }
  const sort = searchChoice(search, 'sort', ['readiness', 'name', 'papers', 'citations'] as const);
  if (sort !== undefined) result.sort = sort;
  const view = searchChoice(search, 'view', ['cards', 'table'] as const);
  if (view !== undefined) result.view = view;
  const page = searchInteger(search, 'page', 1, 10_000);
  if (page !== undefined) result.page = page;
  return result;
}
