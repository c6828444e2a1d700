import type { MatrixRows } from './matrixTypes.ts';
import { adminOnly, everyone, signedIn } from './matrixTypes.ts';
import { TEST_PASSWORD } from '../support/testApp.ts';

/** Authentication, accounts, universities, authors, audit and jobs routes. */
export const rows: MatrixRows = {
  'GET /api/health': { expect: everyone },
  'POST /api/login': { expect: everyone, request: () => ({ payload: { username: 'matrix-faculty', password: TEST_PASSWORD } }) },
  'POST /api/logout': { expect: signedIn },
  'POST /api/token/refresh': { expect: signedIn },
  'GET /api/session': { expect: signedIn },
  'POST /api/admin_login': { expect: adminOnly, request: (a) => ({ payload: { id: a.authorId, isUniversity: 0 } }) },
  // any signed-in user may call it; only an impersonated session gets past the service (403 otherwise)
  'POST /api/admin_logout': { expect: { ...adminOnly, anonymous: 401, admin: 403 } },
  'POST /api/signup': { expect: everyone, request: () => ({ payload: { email: 'x', username: '', password: '', author_id: '', new_author: true, first_name: '', last_name: '', univ_name: '', univ_id: null } }) },
  'GET /api/signup': { expect: everyone, request: () => ({ url: '/api/signup?fn=own&ln=faculty' }) },
  'GET /api/verify_email': { expect: everyone, request: (_a, role) => ({ url: `/api/verify_email?email=${role}@nowhere.edu` }) },
  'POST /api/verify_email': { expect: everyone, request: () => ({ payload: { token: 'not-a-real-token-at-all' } }) },
  'POST /api/verify_email/account': { expect: everyone, request: () => ({ payload: { token: 'not-a-real-token-at-all' } }) },
  'POST /api/verify_email/refuse': { expect: everyone, request: () => ({ payload: { token: 'not-a-real-token-at-all' } }) },
  'GET /api/reset_password': { expect: everyone, request: (_a, role) => ({ url: `/api/reset_password?email=${role}@nowhere.edu` }) },
  'POST /api/reset_password': { expect: everyone, request: () => ({ payload: { token: 'not-a-real-token-at-all', password: 'some long passphrase' } }) },
  'GET /api/auto/univ/:text': { expect: everyone, request: () => ({ url: '/api/auto/univ/own' }) },
  'GET /api/auto/school/:text': { expect: everyone, request: () => ({ url: '/api/auto/school/own' }) },
  'GET /api/auto/univ_schools/:univId': { expect: signedIn, request: () => ({ url: '/api/auto/univ_schools/1' }) },
  'GET /api/get_universities/all': { expect: signedIn },
  'GET /api/get_universities/completed': { expect: signedIn },
  'GET /api/auth_search': { expect: signedIn, request: () => ({ url: '/api/auth_search?first_name=own&last_name=faculty' }) },
  'GET /api/audit_log': { expect: adminOnly },
  'POST /api/jobs/author-totals': { expect: adminOnly },
  // a run the admin started: visible to whoever asked for it and to admins only
  'GET /api/jobs/:queue/:jobId': { expect: adminOnly, request: () => ({ url: '/api/jobs/author-totals/matrix-admin-job' }) },
  // a job nobody started: an existing one would stream until it ends (streams are tested in jobs.test.ts)
  'GET /api/jobs/:queue/:jobId/events': { expect: signedIn, request: () => ({ url: '/api/jobs/author-totals/999999/events' }) },
};
