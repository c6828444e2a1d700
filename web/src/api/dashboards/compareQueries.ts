import { queryOptions } from '@tanstack/react-query';
import { ZCompareDepartmentsResponse } from '@ri/contracts/dashboards';
import { apiFetch } from '../client.ts';
import { dashboardKeys } from './departmentQueries.ts';

export interface CompareDepartmentsParams {
  from_year: number;
  to_year: number;
  /** the figure options sent (absent: the API's defaults) */
  counting?: 'full' | 'fractional';
  affiliation?: 'current' | 'at_publication';
}

export const compareKeys = {
  departments: (scope: { univ_id?: number }, params: CompareDepartmentsParams) =>
    [...dashboardKeys.scoped(scope), 'compareDepartments', params.from_year, params.to_year, params.counting ?? 'full', params.affiliation ?? 'current'] as const,
};

/** GET /api/dashboard/compare_departments: each department's share of the school's papers and citations in the years. */
export function compareDepartmentsQueryOptions(scope: { univ_id?: number }, params: CompareDepartmentsParams) {
  return queryOptions({
    queryKey: compareKeys.departments(scope, params),
    queryFn: ({ signal }) => apiFetch('/dashboard/compare_departments', {
      query: { ...scope, from_year: params.from_year, to_year: params.to_year, counting: params.counting, affiliation: params.affiliation },
      schema: ZCompareDepartmentsResponse, signal,
    }),
    staleTime: 5 * 60_000,
  });
}
