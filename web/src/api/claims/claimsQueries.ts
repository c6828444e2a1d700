import { queryOptions } from '@tanstack/react-query';
import { ZClaimDecisionResponse, ZClaimList, ZEmailDomains, type TClaimDecisionBody } from '@ri/contracts/claims';
import { apiFetch } from '../client.ts';

// The administrators' claims queue and the universities' e-mail domains (docs/accounts-and-claims.md).

export const claimKeys = {
  all: ['claims'] as const,
  list: (status: 'pending' | 'approved' | 'rejected' | 'all') => [...claimKeys.all, 'list', status] as const,
  domains: (universityId: number) => [...claimKeys.all, 'domains', universityId] as const,
};

/** GET /api/admin/claims?status= (admin): pending first, with the evidence and the conflicts. */
export function claimsQueryOptions(status: 'pending' | 'approved' | 'rejected' | 'all') {
  return queryOptions({
    queryKey: claimKeys.list(status),
    queryFn: ({ signal }) => apiFetch('/admin/claims', { query: status === 'all' ? {} : { status }, schema: ZClaimList, signal }),
  });
}

/** POST /api/admin/claims/:id/decision (admin): approve or reject with a note. */
export function decideClaim(claimId: number, body: TClaimDecisionBody) {
  return apiFetch(`/admin/claims/${claimId}/decision`, { method: 'POST', body, schema: ZClaimDecisionResponse });
}

/** GET /api/admin/universities/:id/email_domains (admin) */
export function emailDomainsQueryOptions(universityId: number) {
  return queryOptions({
    queryKey: claimKeys.domains(universityId),
    queryFn: ({ signal }) => apiFetch(`/admin/universities/${universityId}/email_domains`, { schema: ZEmailDomains, signal }),
  });
}

/** PUT /api/admin/universities/:id/email_domains (admin) */
export function saveEmailDomains(universityId: number, domains: string[]) {
  return apiFetch(`/admin/universities/${universityId}/email_domains`, { method: 'PUT', body: { domains }, schema: ZEmailDomains });
}
