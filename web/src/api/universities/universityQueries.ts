import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../client.ts';
import type { TUniversityStatus } from '@ri/contracts/universities';

export const universityKeys = {
  all: ['universities'] as const,
  autocomplete: (text: string) => [...universityKeys.all, 'autocomplete', text] as const,
  list: () => [...universityKeys.all, 'all'] as const,
  completed: () => [...universityKeys.all, 'completed'] as const,
};

/** GET /api/auto/univ/{text} (no token): matching universities, { name, univ_id }. */
export function universityAutocompleteQueryOptions(text: string) {
  const trimmed = text.trim();
  return queryOptions({
    queryKey: universityKeys.autocomplete(trimmed),
    queryFn: async ({ signal }) => {
      const { ZUniversityAutocomplete } = await import('@ri/contracts/universities');
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
    queryFn: async ({ signal }) => {
      const { ZUniversityOptions } = await import('@ri/contracts/universities');
      return apiFetch('/get_universities/all', { schema: ZUniversityOptions, signal });
    },
    staleTime: 10 * 60_000,
  });
}

/**
 * GET /api/get_universities/completed (signed in): the universities whose faculty information is
 * complete, { _id, name }: the choices of every dashboard's university pickers.
 */
export function completedUniversitiesQueryOptions() {
  return queryOptions({
    queryKey: universityKeys.completed(),
    queryFn: async ({ signal }) => {
      const { ZUniversityOptions } = await import('@ri/contracts/universities');
      return apiFetch('/get_universities/completed', { schema: ZUniversityOptions, signal });
    },
    staleTime: 10 * 60_000,
  });
}

/** GET /api/admin/universities/{id}/status (administrators): the faculty data status and what it means. */
export function universityStatusQueryOptions(universityId: number) {
  return queryOptions({
    queryKey: [...universityKeys.all, 'status', universityId] as const,
    queryFn: async ({ signal }) => {
      const { ZUniversityStatus } = await import('@ri/contracts/universities');
      return apiFetch(`/admin/universities/${universityId}/status`, { schema: ZUniversityStatus, signal });
    },
  });
}

/** PUT /api/admin/universities/{id}/status (administrators): Pending or Completed; the answer says what it changes. */
export async function saveUniversityStatus(universityId: number, status: TUniversityStatus) {
  const { ZUniversityStatus } = await import('@ri/contracts/universities');
  return apiFetch(`/admin/universities/${universityId}/status`, { method: 'PUT', body: { status }, schema: ZUniversityStatus });
}
