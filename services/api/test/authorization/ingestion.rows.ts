import type { MatrixRows } from './matrixTypes.ts';
import { adminOnly } from './matrixTypes.ts';

// Update Faculty: admins for any university, a university user for their own only (service-level ownership).
const ownUniversityOrAdmin = { anonymous: 401, faculty: 403, otherFaculty: 403, university: 'ok', otherUniversity: 403, admin: 'ok' } as const;

// Onboard a School: admins and university users get in; which school a university user may onboard is the
// service's rule (tested against a local OpenAlex in ingestionOnboarding.test.ts). The placeholder input is a 400.
const adminOrUniversity = { anonymous: 401, faculty: 403, otherFaculty: 403, university: 'ok', otherUniversity: 'ok', admin: 'ok' } as const;

/** RSS Feed Tool, Update Faculty, directory configuration, imports, onboarding from OpenAlex. */
export const rows: MatrixRows = {
  'GET /api/rss/journal-publisher/search': { expect: adminOnly },
  // a link nothing answers on: the admin gets 200 with `error`
  'GET /api/rss': { expect: adminOnly, request: () => ({ url: '/api/rss?link=http%3A%2F%2F127.0.0.1%3A9%2Ffeed.xml' }) },
  'POST /api/rss': { expect: adminOnly, request: () => ({ payload: { link: 'http://127.0.0.1:9/feed.xml', config: {} } }) },
  'POST /api/rss/add': { expect: adminOnly },
  'GET /api/directory_config/:universityId': { expect: adminOnly, request: (a) => ({ url: `/api/directory_config/${a.universityId}` }) },
  'PUT /api/directory_config/:universityId': { expect: adminOnly, request: (a) => ({ url: `/api/directory_config/${a.universityId}` }) },
  'GET /api/update_faculty': { expect: ownUniversityOrAdmin, request: (a) => ({ url: `/api/update_faculty?id=${a.universityId}&type=search` }) },
  'POST /api/update_faculty': { expect: ownUniversityOrAdmin, request: (a) => ({ payload: { type: 'update_marker', author_id: a.authorId, new_marker: 1 } }) },
  'POST /api/imports/openalex': { expect: adminOnly },
  'POST /api/imports/journal-list': { expect: adminOnly },
  'GET /api/imports': { expect: adminOnly },
  'GET /api/openalex/institutions': { expect: adminOrUniversity },
  'GET /api/openalex/institutions/:institutionId': { expect: adminOrUniversity },
  'POST /api/openalex/onboard': { expect: adminOrUniversity },
  'GET /api/imports/:id/rejected.csv': { expect: adminOnly, request: () => ({ url: '/api/imports/999999/rejected.csv' }) },
  'GET /api/imports/unmatched_journals': { expect: adminOnly },
  'POST /api/imports/unmatched_journals/:id': { expect: adminOnly, request: () => ({ url: '/api/imports/unmatched_journals/999999', payload: { keep: true } }) },
};
