import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ZFacultyByDepartmentResponse, ZHireImpactResponse } from '@ri/contracts/dashboards';
import { apiFetch } from '../client.ts';
import { dashboardKeys } from './departmentQueries.ts';

type Scope = { univ_id?: number };

export interface HireImpactParams {
  hiringCandidateId: number;
  department: number;
  facultyIds: readonly number[];
  /** journal ids, or ['All'] */
  journalIds: readonly (number | 'All')[];
  /** the figure options (docs/dashboards-api.md "Figure options"); absent: the API's default */
  counting?: 'full' | 'fractional';
  affiliation?: 'current' | 'at_publication';
}

export const hireImpactKeys = {
  facultyOfDepartment: (scope: Scope, department: number | 'all') => [...dashboardKeys.scoped(scope), 'facultyByDepartment', department] as const,
  result: (scope: Scope, params: HireImpactParams) =>
    [...dashboardKeys.scoped(scope), 'hireImpact', params.hiringCandidateId, params.department, [...params.facultyIds], [...params.journalIds], params.counting ?? 'full', params.affiliation ?? 'current'] as const,
};

/** GET dashboard/get_faculty_by_department?department: the faculty of one department (or 'all'), by last name. */
export function facultyByDepartmentQueryOptions(scope: Scope, department: number | 'all') {
  return queryOptions({
    queryKey: hireImpactKeys.facultyOfDepartment(scope, department),
    queryFn: ({ signal }) => apiFetch('/dashboard/get_faculty_by_department', { query: { ...scope, department }, schema: ZFacultyByDepartmentResponse, signal }),
    staleTime: 5 * 60_000,
  });
}

/** GET hireImpact?hiringCandidateId&department&facultyIds..&journal_ids..&counting&affiliation (docs/dashboards-api.md "Hire Impact"). */
export function hireImpactQueryOptions(scope: Scope, params: HireImpactParams) {
  return queryOptions({
    queryKey: hireImpactKeys.result(scope, params),
    queryFn: ({ signal }) => apiFetch('/hireImpact', {
      query: {
        ...scope,
        hiringCandidateId: params.hiringCandidateId,
        department: params.department,
        facultyIds: params.facultyIds,
        journal_ids: params.journalIds,
        counting: params.counting,
        affiliation: params.affiliation,
      },
      schema: ZHireImpactResponse,
      signal,
    }),
    staleTime: 5 * 60_000,
    // the previous result stays on screen (marked stale) while a changed selection reruns
    placeholderData: keepPreviousData,
    retry: false,
  });
}
