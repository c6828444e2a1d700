import { queryOptions } from '@tanstack/react-query';
import { ZFacultyDetailsResponse, ZFacultyProductivityResponse, type PRODUCTIVITY_FACULTY_TYPES } from '@ri/contracts/dashboards';
import { apiFetch } from '../client.ts';
import { dashboardKeys } from './departmentQueries.ts';

export type ProductivityFacultyType = (typeof PRODUCTIVITY_FACULTY_TYPES)[number];
export type ProductivityJournals = 'a' | 'a,a-' | 'a,a-,b';
export type ProductivitySort = 'papers' | 'citations' | 'hindex' | 'alphabet';
export type ProductivityCount = '3' | '9' | 'All';

/** GET dashboard/faculty_productivity's query, as the screen sends it. */
export interface ProductivityParams {
  papers_from: number;
  papers_to: number;
  citations_from: number;
  citations_to: number;
  accepted_faculty: readonly ProductivityFacultyType[];
  journal_categories: ProductivityJournals;
  sort_by: ProductivitySort;
  /** '1' the school as one list, '0' grouped by department */
  all_faculty: '1' | '0';
  count: ProductivityCount;
  /** the figure option (docs/dashboards-api.md "Figure options"); absent: full */
  counting?: 'full' | 'fractional';
}

export const productivityKeys = {
  list: (scope: { univ_id?: number }, params: ProductivityParams) => [...dashboardKeys.scoped(scope), 'facultyProductivity', params] as const,
  details: (scope: { univ_id?: number }, userId: number) => [...dashboardKeys.scoped(scope), 'facultyProductivityDetails', userId] as const,
};

/** GET /api/dashboard/faculty_productivity: the school's faculty ranked over the year windows. */
export function facultyProductivityQueryOptions(scope: { univ_id?: number }, params: ProductivityParams) {
  return queryOptions({
    queryKey: productivityKeys.list(scope, params),
    queryFn: ({ signal }) => apiFetch('/dashboard/faculty_productivity', {
      query: { ...scope, ...params, accepted_faculty: params.accepted_faculty.join(',') },
      schema: ZFacultyProductivityResponse,
      signal,
    }),
    staleTime: 5 * 60_000,
    // returning to the screen restores the last results without a new call
    gcTime: 30 * 60_000,
  });
}

/** GET /api/dashboard/faculty_productivity/details: one faculty member's KPIs and yearly papers and citations. */
export function facultyDetailsQueryOptions(scope: { univ_id?: number }, userId: number) {
  return queryOptions({
    queryKey: productivityKeys.details(scope, userId),
    queryFn: ({ signal }) => apiFetch('/dashboard/faculty_productivity/details', {
      query: { ...scope, user_id: userId }, schema: ZFacultyDetailsResponse, signal,
    }),
    staleTime: 5 * 60_000,
  });
}
