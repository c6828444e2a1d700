// The URL of /dashboard/home: the School / Department switch of the widgets (?widgets=department) and
// the figure options (counting for your figures; counting and affiliation for the school widgets). A
// zod/mini schema (scope/searchSchema.ts) passed to the route's validateSearch; anything unreadable is dropped.
import { searchChoice, searchSchema, type SearchOf } from '../../scope/searchSchema.ts';
import { affiliationSearch, countingSearch } from '../figureOptionsSearch.ts';

/** validateSearch of /dashboard/home. */
export const facultyHomeSearchSchema = searchSchema({
  /** the widgets' scope: 'department', or absent for the whole school (facultyHome.ts widgetScopeOf) */
  widgets: searchChoice(['department']),
  counting: countingSearch,
  affiliation: affiliationSearch,
});

export type FacultyHomeSearch = SearchOf<typeof facultyHomeSearchSchema>;

export const parseFacultyHomeSearch = (search: Record<string, unknown>): FacultyHomeSearch => facultyHomeSearchSchema.parse(search);
