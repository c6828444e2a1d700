import { queryOptions } from '@tanstack/react-query';
import { ZGenderCompareResponse } from '@ri/contracts/dashboards';
import { apiFetch } from '../client.ts';
import { dashboardKeys } from './departmentQueries.ts';

export interface GenderCompareParams {
  /** the universities compared with your own (never your own) */
  ids: readonly number[];
  /** department names, or ['all'] */
  departments: readonly string[];
}

export const genderKeys = {
  compare: (scope: { univ_id?: number }, params: GenderCompareParams) =>
    [...dashboardKeys.scoped(scope), 'genderCompare', [...params.ids], [...params.departments]] as const,
};

/** GET /api/gender?id=..&id=..&department=..: Compare Gender, your university first. */
export function genderCompareQueryOptions(scope: { univ_id?: number }, params: GenderCompareParams) {
  return queryOptions({
    queryKey: genderKeys.compare(scope, params),
    queryFn: ({ signal }) => apiFetch('/gender', {
      query: { ...scope, id: params.ids, department: params.departments }, schema: ZGenderCompareResponse, signal,
    }),
    staleTime: 5 * 60_000,
  });
}
