import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ZPerceptualMapResponse, type TPerceptualMapResponse } from '@ri/contracts/dashboards';
import { apiFetch } from '../client.ts';
import { dashboardKeys } from './departmentQueries.ts';

type Scope = { univ_id?: number };

export interface PerceptualMapParams {
  titles: readonly ('Assistant Professor' | 'Associate Professor' | 'Full Professor')[];
  x: TPerceptualMapResponse['x'];
  y: TPerceptualMapResponse['y'];
  school: 'top20' | 'top10' | 'range5' | 'range10';
  /** the figure options (docs/dashboards-api.md "Figure options"); absent: the API's default */
  counting?: 'full' | 'fractional';
  affiliation?: 'current' | 'at_publication';
}

export const compareSchoolsKeys = {
  perceptualMap: (scope: Scope, params: PerceptualMapParams) =>
    [...dashboardKeys.scoped(scope), 'perceptualMap', [...params.titles], params.x, params.y, params.school,
      params.counting ?? 'full', params.affiliation ?? 'current'] as const,
};

/**
 * POST perceptualMap { titles, x, y, school, counting, affiliation }: the University Comparison bubbles. A read, so it is
 * a query (cached per filters, refetched when the scope changes) even though it is a POST.
 */
export function perceptualMapQueryOptions(scope: Scope, params: PerceptualMapParams) {
  return queryOptions({
    queryKey: compareSchoolsKeys.perceptualMap(scope, params),
    queryFn: ({ signal }) => apiFetch('/perceptualMap', {
      method: 'POST',
      body: {
        titles: params.titles, x: params.x, y: params.y, school: params.school, ...scope,
        ...(params.counting ? { counting: params.counting } : {}), ...(params.affiliation ? { affiliation: params.affiliation } : {}),
      },
      schema: ZPerceptualMapResponse,
      signal,
    }),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}
