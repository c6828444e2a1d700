import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ZTenureReadinessResponse } from '@ri/contracts/dashboards';
import { apiFetch } from '../client.ts';
import { dashboardKeys } from './departmentQueries.ts';

type Scope = { univ_id?: number };

export interface TenureReadinessParams {
  years: 5 | 10;
  journal: 'All' | 'A and A-';
  /** whose readiness: assistant professors (against associates) or associates (against full professors) */
  rank: 'assistant' | 'associate';
  /** a department id of the scope university, or 'all' */
  dept: number | 'all';
  /** the universities whose next-rank faculty form the comparison group; empty: your own */
  univIds: readonly number[];
  /** the figure options sent (absent: the API's defaults; docs/dashboards-api.md "Figure options") */
  counting?: 'full' | 'fractional';
  affiliation?: 'current' | 'at_publication';
  tier_source?: 'department' | 'global';
}

export const tenureKeys = {
  readiness: (scope: Scope, params: TenureReadinessParams) =>
    [...dashboardKeys.scoped(scope), 'tenureReadiness', params.years, params.journal, params.rank, params.dept, [...params.univIds],
      params.counting ?? 'full', params.affiliation ?? 'current', params.tier_source ?? null] as const,
};

/** GET dashboard/tenure_readiness?years&journal&rank&dept&univ_ids (docs/dashboards-api.md "Tenure"). */
export function tenureReadinessQueryOptions(scope: Scope, params: TenureReadinessParams) {
  return queryOptions({
    queryKey: tenureKeys.readiness(scope, params),
    queryFn: ({ signal }) => apiFetch('/dashboard/tenure_readiness', {
      query: {
        ...scope, years: params.years, journal: params.journal, rank: params.rank, dept: params.dept, univ_ids: params.univIds,
        counting: params.counting, affiliation: params.affiliation, tier_source: params.tier_source,
      },
      schema: ZTenureReadinessResponse,
      signal,
    }),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}
