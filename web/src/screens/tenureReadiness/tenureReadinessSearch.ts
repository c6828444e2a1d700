// The URL of /dashboards/tenureReadiness: a zod/mini schema (scope/searchSchema.ts); anything
// unreadable is dropped.
import * as z from 'zod/mini';
import { searchChoice, searchId, searchIdList, searchInteger, searchSchema, type SearchOf } from '../../scope/searchSchema.ts';
import { figureOptionsSearchShape } from '../figureOptionsSearch.ts';

/** validateSearch of /dashboards/tenureReadiness: the screen's filters and its figure options (counting, affiliation, tier source). */
export const tenureReadinessSearchSchema = searchSchema({
  ...figureOptionsSearchShape,
  years: z.optional(z.pipe(searchChoice(['5', '10']), z.transform((years) => (years === undefined ? undefined : years === '5' ? 5 as const : 10 as const)))),
  journal: searchChoice(['All', 'A and A-']),
  rank: searchChoice(['assistant', 'associate']),
  /** universities of the comparison group */
  univ: searchIdList(25),
  /** a department id, or 'all' */
  dept: z.union([z.literal('all'), searchId]),
  sort: searchChoice(['readiness', 'name', 'papers', 'citations']),
  view: searchChoice(['cards', 'table']),
  page: searchInteger(1, 10_000),
});

export type TenureReadinessSearch = SearchOf<typeof tenureReadinessSearchSchema>;

export const parseTenureReadinessSearch = (search: Record<string, unknown>): TenureReadinessSearch => tenureReadinessSearchSchema.parse(search);
