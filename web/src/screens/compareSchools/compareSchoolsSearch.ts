// The URL of /dashboards/compareSchools. Plain readers only: validateSearch lands in the entry chunk
// every page downloads (web/README.md, "JavaScript budget"); the allowed values are repeated here
// for that reason (the contract's lists live in @ri/contracts, checked by the unit test).
import { searchChoice, searchChoiceList } from '../dashboardSearch.ts';
import { parseFigureOptionsSearch, type FigureOptionsSearch } from '../figureOptionsSearch.ts';

const TITLES = ['Assistant Professor', 'Associate Professor', 'Full Professor'] as const;
const METRICS = [
  'total_papers', 'total_citations', 'h_index', 'papers_per_year', 'citations_per_year', 'citations_per_paper',
  'percent_solo', 'top_journal_percentage', 'faculty_count',
] as const;
const SCHOOLS = ['top20', 'top10', 'range5', 'range10'] as const;

export const COMPARE_SCHOOLS_SEARCH_VALUES = { titles: TITLES, metrics: METRICS, schools: SCHOOLS };

/** The filters, the axes' inversion, and the figure options (counting, affiliation). */
export interface CompareSchoolsSearch extends FigureOptionsSearch {
  titles?: (typeof TITLES)[number][];
  x?: (typeof METRICS)[number];
  y?: (typeof METRICS)[number];
  school?: (typeof SCHOOLS)[number];
  /** 'Invert Axes' */
  invert?: boolean;
}

/** validateSearch of /dashboards/compareSchools: anything unreadable is dropped. */
export function parseCompareSchoolsSearch(search: Record<string, unknown>): CompareSchoolsSearch {
  const result: CompareSchoolsSearch = {};
  const titles = searchChoiceList(search, 'titles', TITLES);
  if (titles.length > 0) result.titles = titles;
  const x = searchChoice(search, 'x', METRICS);
  if (x !== undefined) result.x = x;
  const y = searchChoice(search, 'y', METRICS);
  if (y !== undefined) result.y = y;
  const school = searchChoice(search, 'school', SCHOOLS);
  if (school !== undefined) result.school = school;
  if (search.invert === true || search.invert === 'true' || search.invert === '1' || search.invert === 1) result.invert = true;
  const { counting, affiliation } = parseFigureOptionsSearch(search);
  if (counting !== undefined) result.counting = counting;
  if (affiliation !== undefined) result.affiliation = affiliation;
  return result;
}
