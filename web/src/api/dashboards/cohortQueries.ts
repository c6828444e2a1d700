import { queryOptions } from '@tanstack/react-query';
import { ZCohortAnalysisResponse, ZCohortCompareResponse, type COHORT_MILESTONES } from '@ri/contracts/dashboards';
import { ZSimilarAuthors } from '@ri/contracts/directory';
import { apiFetch } from '../client.ts';
import { dashboardKeys } from './departmentQueries.ts';

export type CohortJournals = 'a' | 'a,a-' | 'a,a-,b';
export type CohortMilestone = (typeof COHORT_MILESTONES)[number];

export interface CohortAnalysisParams {
  ids: readonly number[];
  journals: CohortJournals;
  milestone: CohortMilestone;
  range_start: number;
  range_end: number;
  /** fractional counting (docs/metrics.md section 14); absent: full */
  counting?: 'full' | 'fractional';
}

// the cohort calls take faculty of any school: they are not scoped to a university
const cohortRoot = [...dashboardKeys.all, 'cohort'] as const;

export const cohortKeys = {
  analysis: (params: CohortAnalysisParams) => [...cohortRoot, 'analysis', params] as const,
  compare: (ids: readonly [number, number], journals: CohortJournals, counting?: 'full' | 'fractional') => [...cohortRoot, 'compare', ids[0], ids[1], journals, counting ?? 'full'] as const,
  similar: (authorId: number, start: number, end: number) => [...cohortRoot, 'similar', authorId, start, end] as const,
};

/** GET /api/cohortAnalysis: each faculty member's figures at the milestone year and the years around it. */
export function cohortAnalysisQueryOptions(params: CohortAnalysisParams) {
  return queryOptions({
    queryKey: cohortKeys.analysis(params),
    queryFn: ({ signal }) => apiFetch('/cohortAnalysis', {
      query: { id: params.ids, journals: params.journals, milestone: params.milestone, range_start: params.range_start, range_end: params.range_end, counting: params.counting },
      schema: ZCohortAnalysisResponse,
      signal,
    }),
    staleTime: 5 * 60_000,
  });
}

/** GET /api/cohortAnalysis/compare: two faculty members at each rank's milestone and now. */
export function cohortCompareQueryOptions(ids: readonly [number, number], journals: CohortJournals, counting?: 'full' | 'fractional') {
  return queryOptions({
    queryKey: cohortKeys.compare(ids, journals, counting),
    queryFn: ({ signal }) => apiFetch('/cohortAnalysis/compare', { query: { id: [...ids], journals, counting }, schema: ZCohortCompareResponse, signal }),
    staleTime: 5 * 60_000,
  });
}

/** GET /api/get_similar_auth/{id}?start&end: co-authors and their co-authors who started their career near this author. */
export function similarAuthorsQueryOptions(authorId: number, start: number, end: number) {
  return queryOptions({
    queryKey: cohortKeys.similar(authorId, start, end),
    queryFn: ({ signal }) => apiFetch(`/get_similar_auth/${authorId}`, { query: { start, end }, schema: ZSimilarAuthors, signal }),
    staleTime: 5 * 60_000,
  });
}
