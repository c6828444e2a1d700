// The URL of /dashboards/facultyProductivity. Imports nothing but the plain readers: validateSearch
// lands in the entry chunk every page downloads (web/README.md, "JavaScript budget").
import { searchChoice, searchChoiceList, searchInteger } from '../dashboardSearch.ts';
import { parseFigureOptionsSearch, type FigureOptionsSearch } from '../figureOptionsSearch.ts';

export const PRODUCTIVITY_VIEWS = ['department', 'school'] as const;
export const PRODUCTIVITY_SORTS = ['papers', 'citations', 'hindex', 'alphabet'] as const;
export const PRODUCTIVITY_TYPES = ['assistant', 'associate', 'full', 'nontenured'] as const;
export const PRODUCTIVITY_JOURNALS = ['a', 'a,a-', 'a,a-,b'] as const;
export const PRODUCTIVITY_COUNTS = ['3', '9', 'All'] as const;

/** The last searched filters, as the URL keeps them (every key optional: defaults fill the gaps). */
export interface ProductivitySearch extends Pick<FigureOptionsSearch, 'counting'> {
  view?: (typeof PRODUCTIVITY_VIEWS)[number];
  papers_from?: number;
  papers_to?: number;
  citations_from?: number;
  citations_to?: number;
  sort?: (typeof PRODUCTIVITY_SORTS)[number];
  types?: (typeof PRODUCTIVITY_TYPES)[number][];
  journals?: (typeof PRODUCTIVITY_JOURNALS)[number];
  count?: (typeof PRODUCTIVITY_COUNTS)[number];
}

/** validateSearch of /dashboards/facultyProductivity: unknown or unreadable values are dropped. */
export function parseProductivitySearch(search: Record<string, unknown>): ProductivitySearch {
  const result: ProductivitySearch = {};
  const view = searchChoice(search, 'view', PRODUCTIVITY_VIEWS);
  if (view) result.view = view;
  for (const key of ['papers_from', 'papers_to', 'citations_from', 'citations_to'] as const) {
    const year = searchInteger(search, key, 0, 9999);
    if (year !== undefined) result[key] = year;
  }
  const sort = searchChoice(search, 'sort', PRODUCTIVITY_SORTS);
  if (sort) result.sort = sort;
  const types = searchChoiceList(search, 'types', PRODUCTIVITY_TYPES);
  if (types.length > 0) result.types = types;
  const journals = searchChoice(search, 'journals', PRODUCTIVITY_JOURNALS);
  if (journals) result.journals = journals;
  const count = searchChoice(search, 'count', PRODUCTIVITY_COUNTS);
  if (count) result.count = count;
  // the figure option of one person's figures (docs/dashboards-api.md "Figure options")
  const { counting } = parseFigureOptionsSearch(search);
  if (counting) result.counting = counting;
  return result;
}

/** True when the URL carries no filter at all, the counting aside (the screen then restores the last search, if any). */
export function isEmptyProductivitySearch(search: ProductivitySearch): boolean {
  return Object.keys(search).every((key) => key === 'counting');
}
