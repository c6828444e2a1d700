import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ZRankingAuthorsResponse, type TRankingAuthorRow, type TRankingAuthorsBody } from '@ri/contracts/analytics';
import { ZDeptResponse } from '@ri/contracts/profile';
import { apiFetch } from '../client.ts';

/** What the screen sends: the contract's body with its defaults written out. */
export type RankingRequest = Omit<TRankingAuthorsBody, 'counting' | 'sort_by' | 'sort_order' | 'page' | 'page_size'>
  & Required<Pick<TRankingAuthorsBody, 'counting' | 'sort_by' | 'sort_order' | 'page' | 'page_size'>>;

export const rankingKeys = {
  all: ['ranking'] as const,
  page: (body: RankingRequest) => [...rankingKeys.all, 'authors', body] as const,
  departments: (universityId: number) => [...rankingKeys.all, 'departments', universityId] as const,
};

/**
 * GET dept?id={university}: the department names of one school's configuration (docs/requirements/dashboards.md: the
 * ranking takes the department configuration from the user's university), sorted by name.
 */
export function rankingDepartmentsQueryOptions(universityId: number) {
  return queryOptions({
    queryKey: rankingKeys.departments(universityId),
    queryFn: async ({ signal }) => {
      const answer = await apiFetch('/dept', { query: { id: universityId }, schema: ZDeptResponse, signal });
      return [...new Set(answer.departments.map((d) => d.name))].sort((a, b) => a.localeCompare(b));
    },
    staleTime: 10 * 60_000,
  });
}

/** POST ranking/authors: one page of the ranking (the server filters, sorts and pages). */
export function rankingPageQueryOptions(body: RankingRequest) {
  return queryOptions({
    queryKey: rankingKeys.page(body),
    queryFn: ({ signal }) => apiFetch('/ranking/authors', { method: 'POST', body, schema: ZRankingAuthorsResponse, signal }),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** The most rows a full export fetches (100 pages of the server's largest page). */
export const RANKING_EXPORT_MAX_ROWS = 10_000;
const EXPORT_PAGE_SIZE = 100;

/**
 * Every row of a ranking, for the CSV download: pages of 100 through the same call, one after
 * another, in the table's order. Stops at RANKING_EXPORT_MAX_ROWS; `onProgress` gets rows read so far.
 */
export async function fetchWholeRanking(
  body: RankingRequest,
  { signal, onProgress }: { signal?: AbortSignal; onProgress?: (read: number, total: number) => void } = {},
): Promise<{ rows: TRankingAuthorRow[]; total: number; truncated: boolean }> {
  const rows: TRankingAuthorRow[] = [];
  let total = 0;
  for (let page = 1; ; page += 1) {
    const answer = await apiFetch('/ranking/authors', {
      method: 'POST', body: { ...body, page, page_size: EXPORT_PAGE_SIZE }, schema: ZRankingAuthorsResponse, signal,
    });
    total = answer.total;
    rows.push(...answer.rows);
    onProgress?.(rows.length, total);
    if (answer.rows.length < EXPORT_PAGE_SIZE || rows.length >= total || rows.length >= RANKING_EXPORT_MAX_ROWS) break;
  }
  return { rows: rows.slice(0, RANKING_EXPORT_MAX_ROWS), total, truncated: total > RANKING_EXPORT_MAX_ROWS };
}
