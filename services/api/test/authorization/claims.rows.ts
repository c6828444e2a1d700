import type { MatrixRows } from './matrixTypes.ts';
import { adminOnly } from './matrixTypes.ts';

/** The claims queue and the universities' e-mail domains (docs/accounts-and-claims.md): administrators only. */
export const rows: MatrixRows = {
  'GET /api/admin/claims': { expect: adminOnly },
  'POST /api/admin/claims/:claimId/decision': { expect: adminOnly, request: () => ({ url: '/api/admin/claims/999999/decision', payload: { decision: 'reject', note: '' } }) },
  'GET /api/admin/universities/:universityId/email_domains': { expect: adminOnly, request: (a) => ({ url: `/api/admin/universities/${a.universityId}/email_domains` }) },
  'PUT /api/admin/universities/:universityId/email_domains': { expect: adminOnly, request: (a) => ({ url: `/api/admin/universities/${a.otherUniversityId}/email_domains`, payload: { domains: ['other.edu'] } }) },
};
