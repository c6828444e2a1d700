import { queryOptions } from '@tanstack/react-query';
import { ZPaperSearchResult } from '@ri/contracts/directory';
import { apiFetch } from '../client.ts';

export const searchKeys = {
  all: ['search'] as const,
  papers: (text: string) => [...searchKeys.all, 'papers', text] as const,
};

/** GET paper_search/{text}: papers whose title contains the text, closest first, at most 50. */
export function paperSearchQueryOptions(text: string) {
  const trimmed = text.trim();
  return queryOptions({
    queryKey: searchKeys.papers(trimmed),
    queryFn: async ({ signal }) => (await apiFetch(`/paper_search/${encodeURIComponent(trimmed)}`, { schema: ZPaperSearchResult, signal })).papers,
    enabled: trimmed.length >= 2,
    staleTime: 60_000,
    retry: false,
  });
}
