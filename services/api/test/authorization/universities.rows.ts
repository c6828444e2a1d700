import type { MatrixRows } from './matrixTypes.ts';
import { adminOnly } from './matrixTypes.ts';

/** A university's faculty data status (docs/admin-tools.md, "Faculty data status"): administrators only. */
export const rows: MatrixRows = {
  'GET /api/admin/universities/:universityId/status': { expect: adminOnly, request: (a) => ({ url: `/api/admin/universities/${a.universityId}/status` }) },
  'PUT /api/admin/universities/:universityId/status': { expect: adminOnly, request: (a) => ({ url: `/api/admin/universities/${a.otherUniversityId}/status`, payload: { status: 'Completed' } }) },
};
