import { queryOptions } from '@tanstack/react-query';
import { ZDepartmentsResponse } from '@ri/contracts/dashboards';
import { apiFetch } from '../client.ts';

export const dashboardKeys = {
  all: ['dashboards'] as const,
  /** every dashboard key starts with the scope, so that switching university refetches */
  scoped: (scope: { univ_id?: number }) => [...dashboardKeys.all, scope.univ_id ?? 'own'] as const,
  departments: (scope: { univ_id?: number }) => [...dashboardKeys.scoped(scope), 'departments'] as const,
};

/** GET /api/get_departments: the scope university's departments with their faculty counts. */
export function departmentsQueryOptions(scope: { univ_id?: number }) {
  return queryOptions({
    queryKey: dashboardKeys.departments(scope),
    queryFn: ({ signal }) => apiFetch('/get_departments', { query: scope, schema: ZDepartmentsResponse, signal }),
    staleTime: 5 * 60_000,
  });
}
