import type { MatrixRows, Outcome } from './matrixTypes.ts';
import { adminOnly, everyone, facultyOnly, signedIn, universityOnly } from './matrixTypes.ts';
import type { Role } from '../support/actors.ts';

/** Routes of roles('faculty', 'admin'): an admin without an author profile gets past authorisation (then 404). */
const facultyOrAdmin: Record<Role, Outcome> = { ...facultyOnly, admin: 'ok' };
/** Signed-in routes whose service allows only the owner (and admins): the other roles get 403. */
const ownerOrAdmin: Record<Role, Outcome> = { anonymous: 401, faculty: 'ok', otherFaculty: 403, university: 403, otherUniversity: 403, admin: 'ok' };
/** Department requests: faculty and university users of that university, and admins. */
const ofThatUniversity: Record<Role, Outcome> = { anonymous: 401, faculty: 'ok', otherFaculty: 403, university: 'ok', otherUniversity: 403, admin: 'ok' };

// Placeholder bodies are refused by validation (400) where a real write would change the shared actors' profiles.
const NOT_AN_UPDATE = { update: { not_a_field: true } };
const NO_SUCH_PAPER = { paper_id: 999_999_999 };

/** The faculty profile, departments, team requests, keywords, uploads, the marked CV and papers (docs/profile.md). */
export const rows: MatrixRows = {
  'GET /api/profile/get_profile': { expect: facultyOrAdmin },
  'GET /api/profile/:id': { expect: signedIn, request: (a) => ({ url: `/api/profile/${a.otherAuthorId}` }) },
  'PUT /api/profile/update': { expect: facultyOnly, request: () => ({ payload: NOT_AN_UPDATE }) },
  'PUT /api/profile/:id': { expect: adminOnly, request: (a) => ({ url: `/api/profile/${a.otherAuthorId}`, payload: NOT_AN_UPDATE }) },
  'GET /api/univ_profile/get_univ_profile': { expect: universityOnly },
  'GET /api/dept': { expect: signedIn, request: (a) => ({ url: `/api/dept?id=${a.universityId}` }) },
  'POST /api/dept': { expect: ofThatUniversity, request: (a) => ({ payload: { id: a.universityId, department: 'Finance' } }) },
  'POST /api/send_email': { expect: signedIn, request: () => ({ payload: { recipient: '', subject: '', body: '' } }) },
  'GET /api/team_requests': { expect: adminOnly },
  'GET /api/get_profile_keywords': { expect: facultyOrAdmin },
  'GET /api/get_auth_keywords/:coAuthorId': { expect: signedIn, request: (a) => ({ url: `/api/get_auth_keywords/${a.authorId}` }) },
  'POST /api/profile/upload_cv': { expect: facultyOnly },
  'POST /api/editauthor/upload_cv/:coAuthorId': { expect: adminOnly, request: (a) => ({ url: `/api/editauthor/upload_cv/${a.otherAuthorId}` }) },
  'POST /api/profile/upload_picture': { expect: signedIn },
  'POST /api/mark_journals': { expect: facultyOrAdmin },
  'GET /api/files/:name': { expect: signedIn, request: () => ({ url: '/api/files/cv-00000000-0000-0000-0000-000000000000.pdf' }) },

  'POST /api/paper_search_by_doi': { expect: signedIn, request: () => ({ payload: { doi: 'not a doi' } }) },
  'GET /api/papers': { expect: signedIn, request: () => ({ url: '/api/papers?journal_id=1&year=2020' }) },
  'GET /api/auto/journal/:text': { expect: everyone, request: () => ({ url: '/api/auto/journal/management' }) },
  'GET /api/manual_mapping': { expect: adminOnly, request: () => ({ url: '/api/manual_mapping?issn=0025-1909&startyear=2000&endyear=2020' }) },
  'GET /api/getmissingpapers': { expect: ownerOrAdmin, request: (a) => ({ url: `/api/getmissingpapers?id=${a.authorId}` }) },
  'POST /api/papers': { expect: facultyOnly, request: () => ({ payload: NO_SUCH_PAPER }) },
  'DELETE /api/papers': { expect: facultyOnly, request: () => ({ payload: NO_SUCH_PAPER }) },
  'POST /api/editauthor/papers/:coAuthorId': { expect: adminOnly, request: (a) => ({ url: `/api/editauthor/papers/${a.otherAuthorId}`, payload: NO_SUCH_PAPER }) },
  'DELETE /api/editauthor/papers/:coAuthorId': { expect: adminOnly, request: (a) => ({ url: `/api/editauthor/papers/${a.otherAuthorId}`, payload: NO_SUCH_PAPER }) },
};
