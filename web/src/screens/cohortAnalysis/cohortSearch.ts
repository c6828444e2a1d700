// The URL of /dashboards/cohortAnalysis. Imports nothing but the plain readers: validateSearch
// lands in the entry chunk every page downloads (web/README.md, "JavaScript budget").
import { searchChoice, searchIdList, searchInteger } from '../dashboardSearch.ts';

export const COHORT_JOURNAL_CHOICES = ['a', 'a,a-', 'a,a-,b'] as const;
export const COHORT_MILESTONE_CHOICES = ['Assistant Professor', 'Associate Professor', 'Professor'] as const;
/** The server's cap on a cohort. */
export const COHORT_MAX_FACULTY = 50;

/** The analysed cohort (ids, journals), the milestone, the range around it, and the two faculty compared. */
export interface CohortSearch {
  ids?: number[];
  journals?: (typeof COHORT_JOURNAL_CHOICES)[number];
  milestone?: (typeof COHORT_MILESTONE_CHOICES)[number];
  start?: number;
  end?: number;
  compare?: number[];
}

/** validateSearch of /dashboards/cohortAnalysis: unreadable values are dropped; start -10..0, end 0..10. */
export function parseCohortSearch(search: Record<string, unknown>): CohortSearch {
  const result: CohortSearch = {};
  const ids = searchIdList(search, 'ids', COHORT_MAX_FACULTY);
  if (ids.length > 0) result.ids = ids;
  const journals = searchChoice(search, 'journals', COHORT_JOURNAL_CHOICES);
  if (journals) result.journals = journals;
  const milestone = searchChoice(search, 'milestone', COHORT_MILESTONE_CHOICES);
  if (milestone) result.milestone = milestone;
  const start = searchInteger(search, 'start', -10, 0);
  if (start !== undefined) result.start = start;
  const end = searchInteger(search, 'end', 0, 10);
  if (end !== undefined) result.end = end;
  const compare = searchIdList(search, 'compare', 2).filter((id) => result.ids?.includes(id));
  if (compare.length > 0) result.compare = compare;
  return result;
}
