import type { Actors, Role } from '../support/actors.ts';
import type { MatrixRow, MatrixRows, Outcome } from './matrixTypes.ts';

/**
 * The dashboards (docs/requirements/dashboards.md §7). University-layout calls: university users and admins; a
 * university user asking for another school's univ_id is refused (403). Faculty-layout calls:
 * faculty and admins; a faculty member asking for someone else's figures or school is refused.
 */
const universityScreen: Record<Role, Outcome> = { anonymous: 401, faculty: 403, otherFaculty: 403, university: 'ok', otherUniversity: 403, admin: 'ok' };
const universityAny: Record<Role, Outcome> = { ...universityScreen, otherUniversity: 'ok' };
const facultyOwn: Record<Role, Outcome> = { anonymous: 401, faculty: 'ok', otherFaculty: 403, university: 403, otherUniversity: 403, admin: 'ok' };
const facultyAny: Record<Role, Outcome> = { ...facultyOwn, otherFaculty: 'ok' };

/** A university screen asked for the Own University (univ_id): its university user and admins get past the checks. */
const ownSchool = (path: string, query = ''): MatrixRow => ({
  expect: universityScreen,
  request: (a: Actors) => ({ url: `${path}?univ_id=${a.universityId}${query}` }),
});
/** School-wide home widgets are also on the faculty home (issue 7): the school's own faculty get past the checks. */
const homeWidget = (path: string, query = ''): MatrixRow => ({ ...ownSchool(path, query), expect: { ...universityScreen, faculty: 'ok' } });

export const rows: MatrixRows = {
  // both layouts: the faculty of another school and the other school's user may not name Own University
  'GET /api/get_departments': {
    expect: { anonymous: 401, faculty: 'ok', otherFaculty: 403, university: 'ok', otherUniversity: 403, admin: 'ok' },
    request: (a) => ({ url: `/api/get_departments?univ_id=${a.universityId}` }),
  },
  'GET /api/dashboard/get_faculty_by_department': ownSchool('/api/dashboard/get_faculty_by_department', '&department=all'),
  'GET /api/dashboard/journal_distri_of_papers': ownSchool('/api/dashboard/journal_distri_of_papers'),
  'GET /api/dashboard/outliers': ownSchool('/api/dashboard/outliers', '&marker=1'),
  'GET /api/dashboard/faculty_citations': homeWidget('/api/dashboard/faculty_citations'),
  'GET /api/dashboard/department_fact': homeWidget('/api/dashboard/department_fact'),
  'GET /api/dashboard/interesting_fact': homeWidget('/api/dashboard/interesting_fact'),
  'GET /api/gender': homeWidget('/api/gender', '&department=all'),
  'GET /api/dashboard/faculty_market_share': ownSchool('/api/dashboard/faculty_market_share'),
  'GET /api/dashboard/tenure_readiness': ownSchool('/api/dashboard/tenure_readiness'),
  'GET /api/tenure_track_compare': ownSchool('/api/tenure_track_compare'),
  'GET /api/hireImpact': ownSchool('/api/hireImpact'),
  'POST /api/perceptualMap': {
    expect: universityScreen,
    request: (a) => ({ payload: { titles: ['Assistant Professor'], x: 'total_papers', y: 'total_citations', school: 'top10', univ_id: a.universityId } }),
  },
  'GET /api/dashboard/compare_departments': ownSchool('/api/dashboard/compare_departments'),
  'GET /api/dashboard/faculty_productivity': ownSchool('/api/dashboard/faculty_productivity', '&accepted_faculty=assistant&journal_categories=a&sort_by=papers'),
  'GET /api/dashboard/faculty_productivity/details': {
    expect: universityScreen,
    request: (a) => ({ url: `/api/dashboard/faculty_productivity/details?user_id=${a.authorId}&univ_id=${a.universityId}` }),
  },
  // the papers behind a Tenure Readiness figure: checked as the screen, plus a faculty member's own papers
  'GET /api/dashboard/figure_papers': {
    expect: { ...universityScreen, faculty: 'ok' },
    request: (a) => ({ url: `/api/dashboard/figure_papers?figure=tenure&author_id=${a.authorId}&univ_id=${a.universityId}` }),
  },
  'GET /api/dashboard/figure_papers/csv': {
    expect: { ...universityScreen, faculty: 'ok' },
    request: (a) => ({ url: `/api/dashboard/figure_papers/csv?figure=tenure&author_id=${a.authorId}&univ_id=${a.universityId}` }),
  },
  // the papers behind a Compare by Department figure: checked as the screen (the school's university users, admins)
  'GET /api/dashboard/group_figure_papers': ownSchool('/api/dashboard/group_figure_papers', '&figure=compare_departments'),
  'GET /api/dashboard/group_figure_papers/csv': ownSchool('/api/dashboard/group_figure_papers/csv', '&figure=compare_departments'),
  // the papers behind Compare Schools' averages per faculty member: checked as the map (university users, admins)
  'GET /api/dashboard/members_figure_papers': ownSchool('/api/dashboard/members_figure_papers', '&figure=compare_schools&school_id=1&titles=Full Professor'),
  'GET /api/dashboard/members_figure_papers/csv': ownSchool('/api/dashboard/members_figure_papers/csv', '&figure=compare_schools&school_id=1&titles=Full Professor'),
  // cohorts may hold faculty of any school
  'GET /api/cohortAnalysis': { expect: universityAny, request: (a) => ({ url: `/api/cohortAnalysis?id=${a.authorId}&journals=a` }) },
  'GET /api/cohortAnalysis/compare': { expect: universityAny, request: (a) => ({ url: `/api/cohortAnalysis/compare?id=${a.authorId}&id=${a.otherAuthorId}` }) },
  // faculty layout
  'POST /api/dashboard/faculty_progress': { expect: facultyOwn, request: (a) => ({ payload: { univ_id: a.universityId, journals: 'All' } }) },
  'GET /api/dashboard/find_your_fit': { expect: facultyOwn, request: (a) => ({ url: `/api/dashboard/find_your_fit?author_id=${a.authorId}` }) },
  'GET /api/dashboard/my_journal_distribution': { expect: facultyOwn, request: (a) => ({ url: `/api/dashboard/my_journal_distribution?author_id=${a.authorId}` }) },
  'GET /api/dashboard/my_figures': { expect: facultyOwn, request: (a) => ({ url: `/api/dashboard/my_figures?author_id=${a.authorId}` }) },
  'GET /api/dashboard/coauthor_network': { expect: facultyOwn, request: (a) => ({ url: `/api/dashboard/coauthor_network?id=${a.authorId}` }) },
  // anyone's career may be compared with your own
  'GET /api/compareyourself': { expect: facultyAny, request: (a) => ({ url: `/api/compareyourself?id=${a.otherAuthorId}` }) },
};
