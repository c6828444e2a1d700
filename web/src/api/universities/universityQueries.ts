import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { ZUniversityAutocomplete, ZUniversityOption } from '@ri/contracts';
import { apiFetch } from '../client.ts';

export const universityKeys = {
  all: ['universities'] as const,
  autocomplete: (text: string) => [...universityKeys.all, 'autocomplete', text] as const,
  list: () => [...universityKeys.all, 'all'] as const,
};

/** GET /api/auto/univ/{text} (no token): matching universities, { name, univ_id }. */
export function universityAutocompleteQueryOptions(text: string) {
  const trimmed = text.trim();
  return queryOptions({
    queryKey: universityKeys.autocomplete(trimmed),
    queryFn: async ({ signal }) => {
      const answer = await apiFetch(`/auto/univ/${encodeURIComponent(trimmed)}`, { auth: 'none', schema: ZUniversityAutocomplete, signal });
      return answer.universities;
    },
    enabled: trimmed !== '',
    staleTime: 10 * 60_000,
  });
}

/** GET /api/get_universities/all (signed in): every university, { _id, name }. */
export function allUniversitiesQueryOptions() {
  return queryOptions({
    queryKey: universityKeys.list(),
    queryFn: ({ signal }) => apiFetch('/get_universities/all', { schema: z.array(ZUniversityOption), signal }),
    staleTime: 10 * 60_000,
  });
}
