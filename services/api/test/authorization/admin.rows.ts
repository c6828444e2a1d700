import type { MatrixRows } from './matrixTypes.ts';
import { adminOnly, everyone, signedIn, type Outcome } from './matrixTypes.ts';
import type { Role } from '../support/actors.ts';

/** admins, and university users for their own university */
const ownUniversity: Record<Role, Outcome> = { anonymous: 401, faculty: 403, otherFaculty: 403, university: 'ok', otherUniversity: 403, admin: 'ok' };

/** The administrator data-quality tools (docs/admin-tools.md). */
export const rows: MatrixRows = {
  // Red flags
  'GET /api/red_flag/faculty_with_incorrect_percent_appointment': { expect: adminOnly, request: (a) => ({ url: `/api/red_flag/faculty_with_incorrect_percent_appointment?university_id=${a.universityId}` }) },
  'GET /api/red_flag/faculty_with_missing_marker': { expect: adminOnly },
  'GET /api/red_flag/faculty_with_missing_department': { expect: adminOnly },
  'GET /api/red_flag/faculty_with_missing_gender': { expect: adminOnly },
  'GET /api/red_flag/faculty_with_missing_position': { expect: adminOnly },
  'GET /api/red_flag/faculty_with_inconsistent_paper_number': { expect: adminOnly },
  'GET /api/red_flag/faculty_papers_by_university': { expect: adminOnly, request: (a) => ({ url: `/api/red_flag/faculty_papers_by_university?university_id=${a.universityId}` }) },
  'GET /api/red_flag/total_papers_by_faculty_per_university': { expect: adminOnly, request: (a) => ({ url: `/api/red_flag/total_papers_by_faculty_per_university?university_id=${a.universityId}` }) },
  'GET /api/red_flag/papers_published_per_year_in_journal': { expect: adminOnly, request: () => ({ url: '/api/red_flag/papers_published_per_year_in_journal?list=true&id=none' }) },
  'GET /api/red_flag/authors_that_have_same_number_of_papers_per_group': { expect: adminOnly, request: (a) => ({ url: `/api/red_flag/authors_that_have_same_number_of_papers_per_group?university_id=${a.universityId}` }) },
  'GET /api/red_flag/papers_older_than_two_years_before_phds': { expect: adminOnly },
  'GET /api/red_flag/papers_older_than_last_education_year': { expect: adminOnly },
  'GET /api/red_flag/authors_without_education_field': { expect: adminOnly },
  'GET /api/red_flag/papers_with_span_of_more_than_fifty_years': { expect: adminOnly },
  'GET /api/red_flag/exports/:jobId.csv': { expect: adminOnly, request: () => ({ url: '/api/red_flag/exports/999999.csv' }) },

  // Data issues (routine logs)
  'GET /api/data_issues': { expect: adminOnly },
  'POST /api/data_issues/detect': { expect: adminOnly, request: (a) => ({ payload: { author_ids: [a.authorId] } }) },
  'GET /api/data_issues/:errorType': { expect: adminOnly, request: () => ({ url: '/api/data_issues/gap_of_10_years' }) },
  'GET /api/data_issues/:errorType/:logId': { expect: adminOnly, request: () => ({ url: '/api/data_issues/gap_of_10_years/999999' }) },
  'POST /api/data_issues/multiple_last_name_two_character_name_variation/:logId': {
    expect: adminOnly, request: (a) => ({ url: '/api/data_issues/multiple_last_name_two_character_name_variation/999999', payload: { mongo_author_id: a.authorId, expected_updated_at: new Date().toISOString() } }),
  },
  'POST /api/data_issues/gap_of_10_years/:logId': {
    expect: adminOnly, request: (a) => ({ url: '/api/data_issues/gap_of_10_years/999999', payload: { mongo_author_id: a.authorId, expected_updated_at: new Date().toISOString() } }),
  },
  'POST /api/data_issues/rg_gs_mismatch/:logId': {
    expect: adminOnly, request: () => ({ url: '/api/data_issues/rg_gs_mismatch/999999', payload: { action: 'map', expected_updated_at: new Date().toISOString() } }),
  },
  'POST /api/data_issues/undo/:logId': { expect: adminOnly, request: () => ({ url: '/api/data_issues/undo/999999' }) },
  'POST /api/data_issues/:errorType/:logId': {
    expect: adminOnly, request: (a) => ({ url: '/api/data_issues/gs_name_mismatch/999999', payload: { author_id: a.authorId, paper_id: 1, toMap: true, expected_updated_at: new Date().toISOString() } }),
  },

  // Merge Author Tool
  'GET /api/tools/merge_user_author': { expect: adminOnly },
  'GET /api/tools/merge_author_search/:id': { expect: adminOnly, request: (a) => ({ url: `/api/tools/merge_author_search/${a.authorId}` }) },
  // a merge into itself: every admin request is refused (409) and changes nothing
  'POST /api/tools/merge_authors': { expect: adminOnly, request: (a) => ({ payload: { user_author_id: a.authorId, author_final_id: a.authorId, add_unmergable_author: 0, note: '', remind_later: 0 } }) },
  'GET /api/tools/merge_decisions': { expect: adminOnly },
  'POST /api/tools/merge_authors/:decisionId/undo': { expect: adminOnly, request: () => ({ url: '/api/tools/merge_authors/999999/undo' }) },

  // Directory, admin author search, similar authors, Explore paper search, Manual Mapping
  'GET /api/get_authors': { expect: ownUniversity, request: (a) => ({ url: `/api/get_authors?id=${a.universityId}` }) },
  'GET /api/get_authors/report': { expect: ownUniversity, request: (a) => ({ url: `/api/get_authors/report?id=${a.universityId}` }) },
  'GET /api/admin/author_search': { expect: adminOnly },
  'GET /api/get_similar_auth/:authorId': { expect: { ...signedIn, faculty: 403, otherFaculty: 403 }, request: (a) => ({ url: `/api/get_similar_auth/${a.authorId}` }) },
  'GET /api/paper_search/:text': { expect: signedIn, request: () => ({ url: '/api/paper_search/markets' }) },
  'GET /api/manual_mapping_search': { expect: adminOnly, request: (a) => ({ url: `/api/manual_mapping_search?last_name=faculty&univ_id=${a.universityId}` }) },

  // Department configuration (GET/POST dept are shared with the profile: profile.rows.ts); the
  // matrix's university users have access level 'user', so only admins get past the service
  'POST /api/dept/department': { expect: { ...adminOnly }, request: (a) => ({ payload: { university_id: a.universityId, mode: 'delete', department: { name: '' } } }) },
  'GET /api/get_journals/:type': { expect: signedIn, request: () => ({ url: '/api/get_journals/all' }) },

  // Contact Us (a filled honeypot: refused with 400 for everyone, nothing stored or mailed)
  'POST /api/contact_us': { expect: everyone, request: () => ({ payload: { name: 'Matrix', email: 'matrix@nowhere.edu', message: 'Hello', website: 'http://spam.example', started_at: 0 } }) },
  'GET /api/contact_us': { expect: adminOnly },
  'PUT /api/contact_us': { expect: adminOnly, request: () => ({ url: '/api/contact_us?id=999999&contacted=true' }) },

  // Settings: the matrix's university users have access level 'user' (they read, never manage)
  'GET /api/settings/members': { expect: ownUniversity, request: (a) => ({ url: `/api/settings/members?university_id=${a.universityId}` }) },
  'POST /api/settings/invitations': {
    expect: { ...ownUniversity, university: 403 },
    // the admin's access level is refused by validation (400), so that no e-mail is sent
    request: (a, role) => ({ url: `/api/settings/invitations?university_id=${a.universityId}`, payload: { email: 'matrix-invite@nowhere.edu', access_level: role === 'admin' ? 'Owner' : 'User' } }),
  },
  'POST /api/settings/invitations/accept': { expect: everyone, request: () => ({ payload: { token: 'not-a-real-invitation-token', username: 'matrix-new', password: 'some long passphrase' } }) },
  'DELETE /api/settings/invitations/:invitationId': { expect: { ...ownUniversity, university: 403 }, request: (a) => ({ url: `/api/settings/invitations/999999?university_id=${a.universityId}` }) },
  'DELETE /api/settings/members/:userId': { expect: { ...ownUniversity, university: 403 }, request: (a) => ({ url: `/api/settings/members/999999?university_id=${a.universityId}` }) },

  // Add Author (a JSON body is refused with 415: the form is multipart)
  'GET /api/add_author_tool/auth_search': { expect: adminOnly, request: () => ({ url: '/api/add_author_tool/auth_search?first_name=own&last_name=faculty' }) },
  'POST /api/add_author_tool/add': { expect: adminOnly },
};
