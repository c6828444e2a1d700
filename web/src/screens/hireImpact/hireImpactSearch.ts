// The URL of /dashboards/hireImpact: the candidate (with the names and university that found it),
// the hiring department, the faculty to consider, the journals and the bubble chart's view. A zod/mini
// schema (scope/searchSchema.ts): anything unreadable is dropped, the screen then uses its default.
import * as z from 'zod/mini';
import { searchChoice, searchId, searchIdList, searchSchema, searchText, type SearchOf } from '../../scope/searchSchema.ts';
import { countingSearch, affiliationSearch } from '../figureOptionsSearch.ts';

export const HIRE_IMPACT_VIEWS = ['department', 'school'] as const;
export type HireImpactView = (typeof HIRE_IMPACT_VIEWS)[number];

const allJournals = z.pipe(
  z.union([z.literal('All'), z.array(z.unknown()).check(z.refine((values) => values.includes('All')))]),
  z.transform(() => 'All' as const),
);

/** validateSearch of /dashboards/hireImpact: the choices, the view, and the figure options (counting, affiliation). */
export const hireImpactSearchSchema = searchSchema({
  /** the candidate's author id */
  candidate: searchId,
  fn: searchText(100),
  ln: searchText(100),
  /** the university's name as typed, and its id */
  un: searchText(300),
  uid: searchId,
  dept: searchId,
  /** faculty to consider */
  faculty: searchIdList(1000),
  /** journal ids, or 'All' */
  journals: z.union([allJournals, searchIdList(1000)]),
  view: searchChoice(HIRE_IMPACT_VIEWS),
  counting: countingSearch,
  affiliation: affiliationSearch,
});

export type HireImpactSearch = SearchOf<typeof hireImpactSearchSchema>;

/** The schema as a function (tests, and screens reading a search of their own). */
export const parseHireImpactSearch = (search: Record<string, unknown>): HireImpactSearch => hireImpactSearchSchema.parse(search);
