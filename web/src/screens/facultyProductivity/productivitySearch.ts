// The URL of /dashboards/facultyProductivity: a zod/mini schema (scope/searchSchema.ts); unknown or
// unreadable values are dropped (every key optional: defaults fill the gaps).
import { searchChoice, searchChoiceList, searchInteger, searchSchema, type SearchOf } from '../../scope/searchSchema.ts';
import { countingSearch } from '../figureOptionsSearch.ts';

export const PRODUCTIVITY_VIEWS = ['department', 'school'] as const;
export const PRODUCTIVITY_SORTS = ['papers', 'citations', 'hindex', 'alphabet'] as const;
export const PRODUCTIVITY_TYPES = ['assistant', 'associate', 'full', 'nontenured'] as const;
export const PRODUCTIVITY_JOURNALS = ['a', 'a,a-', 'a,a-,b'] as const;
export const PRODUCTIVITY_COUNTS = ['3', '9', 'All'] as const;

/** validateSearch of /dashboards/facultyProductivity: the last searched filters, as the URL keeps them. */
export const productivitySearchSchema = searchSchema({
  view: searchChoice(PRODUCTIVITY_VIEWS),
  papers_from: searchInteger(0, 9999),
  papers_to: searchInteger(0, 9999),
  citations_from: searchInteger(0, 9999),
  citations_to: searchInteger(0, 9999),
  sort: searchChoice(PRODUCTIVITY_SORTS),
  types: searchChoiceList(PRODUCTIVITY_TYPES),
  journals: searchChoice(PRODUCTIVITY_JOURNALS),
  count: searchChoice(PRODUCTIVITY_COUNTS),
  // the figure option of one person's figures (docs/dashboards-api.md "Figure options")
  counting: countingSearch,
});

export type ProductivitySearch = SearchOf<typeof productivitySearchSchema>;

export const parseProductivitySearch = (search: Record<string, unknown>): ProductivitySearch => productivitySearchSchema.parse(search);

/** True when the URL carries no filter at all, the counting aside (the route then restores the last search, if any). */
export function isEmptyProductivitySearch(search: ProductivitySearch): boolean {
  return Object.entries(search).every(([key, value]) => key === 'counting' || value === undefined);
}
