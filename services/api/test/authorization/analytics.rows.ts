import type { MatrixRows } from './matrixTypes.ts';
import { adminOnly, signedIn } from './matrixTypes.ts';

/** Analytics engine: author ranking, Compute Fields, job console. */
export const rows: MatrixRows = {
  'POST /api/ranking/authors': { expect: signedIn, request: (a) => ({ payload: { universities: [a.universityId, a.otherUniversityId] } }) },
  'GET /api/generate_university_stats': { expect: adminOnly },
  'POST /api/generate_university_stats': { expect: adminOnly },
  'POST /api/generate_tenure_data': { expect: adminOnly },
  'GET /api/generate_first_year_career': { expect: adminOnly },
  'GET /api/jobs': { expect: adminOnly },
  'GET /api/jobs/schedulers': { expect: adminOnly },
  // a run that is still waiting: the admin gets 409 (only failed runs are retried)
  'POST /api/jobs/:queue/:jobId/retry': { expect: adminOnly, request: () => ({ url: '/api/jobs/author-totals/matrix-admin-job/retry' }) },
};
