import { queryOptions } from '@tanstack/react-query';
import { ZImportStarted } from '@ri/contracts/ingestion';
import { ZInstitutionDetail, ZInstitutionSearchResponse } from '@ri/contracts/onboarding';
import { apiFetch } from '../client.ts';
import { ingestionKeys } from './ingestionKeys.ts';

/** GET /api/openalex/institutions?q (admin, university): OpenAlex institutions by name, ROR id or OpenAlex id. */
export function institutionSearchQueryOptions(query: string) {
  return queryOptions({
    queryKey: ingestionKeys.institutions(query),
    queryFn: ({ signal }) => apiFetch('/openalex/institutions', { query: { q: query }, schema: ZInstitutionSearchResponse, signal }),
    enabled: query.trim().length >= 2,
    staleTime: 60_000,
  });
}

/** GET /api/openalex/institutions/{id}: the institution's counts and whether the caller may onboard it. */
export function institutionDetailQueryOptions(id: string | null) {
  return queryOptions({
    queryKey: ingestionKeys.institution(id ?? ''),
    queryFn: ({ signal }) => apiFetch(`/openalex/institutions/${encodeURIComponent(id ?? '')}`, { schema: ZInstitutionDetail, signal }),
    enabled: id !== null,
  });
}

/** POST /api/openalex/onboard: starts the onboarding job (follow its events). */
export function startOnboarding(institution: string) {
  return apiFetch('/openalex/onboard', { method: 'POST', body: { institution }, schema: ZImportStarted });
}
