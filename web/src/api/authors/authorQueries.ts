import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { ZAuthorSearchRow } from '@ri/contracts/authors';
import { apiFetch } from '../client.ts';

const ZAuthorSearchAnswer = z.object({ authors: z.array(ZAuthorSearchRow) });

export const authorKeys = {
  all: ['authors'] as const,
  search: (firstName: string, lastName: string) => [...authorKeys.all, 'search', { firstName, lastName }] as const,
};

/** GET /api/auth_search?first_name&last_name (signed in): authors by name, with has_account. */
export function authorSearchQueryOptions(firstName: string, lastName: string) {
  return queryOptions({
    queryKey: authorKeys.search(firstName, lastName),
    queryFn: async ({ signal }) => {
      const answer = await apiFetch('/auth_search', { query: { first_name: firstName, last_name: lastName }, schema: ZAuthorSearchAnswer, signal });
      return answer.authors;
    },
    enabled: firstName !== '' || lastName !== '',
    staleTime: 60_000,
  });
}
