// The URL of /dashboards/cohortAnalysis: a zod/mini schema (scope/searchSchema.ts); anything
// unreadable is dropped and the screen uses its default.
import * as z from 'zod/mini';
import { searchChoice, searchIdList, searchInteger, searchSchema, type SearchOf } from '../../scope/searchSchema.ts';
import { countingSearch } from '../figureOptionsSearch.ts';

export const COHORT_JOURNAL_CHOICES = ['a', 'a,a-', 'a,a-,b'] as const;
export const COHORT_MILESTONE_CHOICES = ['Assistant Professor', 'Associate Professor', 'Professor'] as const;
/** The server's cap on a cohort. */
export const COHORT_MAX_FACULTY = 50;

/**
 * validateSearch of /dashboards/cohortAnalysis: the analysed cohort (ids, journals), the milestone,
 * the range around it (start -10..0, end 0..10), and the two faculty compared (members of the cohort).
 */
const cohortFields = searchSchema({
  ids: searchIdList(COHORT_MAX_FACULTY),
  journals: searchChoice(COHORT_JOURNAL_CHOICES),
  milestone: searchChoice(COHORT_MILESTONE_CHOICES),
  start: searchInteger(-10, 0),
  end: searchInteger(0, 10),
  compare: searchIdList(2),
  /** the figure options: counting only (a cohort's figures are each person's own) */
  counting: countingSearch,
});

export const cohortSearchSchema = z.pipe(
  cohortFields,
  z.transform(({ compare, ...search }): SearchOf<typeof cohortFields> => {
    const inCohort = compare?.filter((id) => search.ids?.includes(id)) ?? [];
    return inCohort.length > 0 ? { ...search, compare: inCohort } : search;
  }),
);

export type CohortSearch = SearchOf<typeof cohortSearchSchema>;

export const parseCohortSearch = (search: Record<string, unknown>): CohortSearch => cohortSearchSchema.parse(search);
