// The URL of /dashboard/findYourFit: the figure options (counting, affiliation), a zod/mini schema
// (scope/searchSchema.ts) passed to the route's validateSearch; anything unreadable is dropped.
import { searchSchema, type SearchOf } from '../../scope/searchSchema.ts';
import { affiliationSearch, countingSearch } from '../figureOptionsSearch.ts';

/** validateSearch of /dashboard/findYourFit: your values take the counting, the schools' the counting and the affiliation. */
export const fitSearchSchema = searchSchema({ counting: countingSearch, affiliation: affiliationSearch });

export type FitSearch = SearchOf<typeof fitSearchSchema>;

export const parseFitSearch = (search: Record<string, unknown>): FitSearch => fitSearchSchema.parse(search);
