import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAuthorFigureQuery, ZCoauthorNetworkQuery, ZCoauthorNetworkResponse, ZCohortAnalysisQuery, ZCohortAnalysisResponse, ZCohortCompareQuery,
  ZCohortCompareResponse, ZCompareDepartmentsQuery, ZCompareDepartmentsResponse, ZCompareYourselfQuery, ZCompareYourselfResponse,
  ZDepartmentFactResponse, ZDepartmentsResponse, ZErrorResponse, ZFacultyByDepartmentQuery, ZFacultyByDepartmentResponse,
  ZFacultyCitationsResponse, ZFacultyDetailsQuery, ZFacultyDetailsResponse, ZFacultyProductivityQuery, ZFacultyProductivityResponse,
  ZFacultyProgressBody, ZFacultyProgressResponse, ZFigurePapersQuery, ZFigurePapersResponse, ZFindYourFitQuery, ZFindYourFitResponse, ZGroupFigurePapersQuery, ZGroupFigurePapersResponse, ZGenderQuery, ZGenderResponse, ZHireImpactQuery, ZHireImpactResponse,
  ZInterestingFactResponse, ZJournalDistributionResponse, ZMembersFigurePapersQuery, ZMembersFigurePapersResponse, ZMarketShareQuery, ZMarketShareResponse, ZMyFiguresResponse, ZOutliersQuery,
  ZOutliersResponse, ZPerceptualMapBody, ZPerceptualMapResponse, ZTenureReadinessQuery, ZTenureReadinessResponse, ZTenureTrackCompareQuery,
  ZTenureTrackCompareResponse, ZDeptFigureQuery, ZUnivFigureQuery, ZUnivScopeQuery,
} from '@ri/contracts';
import { csvAttachmentHeader, toCsv } from '@ri/csv';
import { AUTHENTICATED, callerOf, rolesOnly } from '../../http/access.ts';
import { FIGURE_PAPER_CSV_COLUMNS, H_INDEX_PAPER_CSV_COLUMNS, MEMBERS_FIGURE_PAPER_CSV_COLUMNS, MEMBERS_H_INDEX_PAPER_CSV_COLUMNS } from './figurePapers.ts';
import type { DashboardService } from './service.ts';

/** University-layout screens (/dashboards): university users (their own school) and admins (any school, with univ_id). */
const UNIVERSITY_LAYOUT = rolesOnly('university', 'admin');
/** Faculty-layout screens (/dashboard): faculty with a complete profile (checked by the service) and admins. */
const FACULTY_LAYOUT = rolesOnly('faculty', 'admin');
/**
 * Home widgets of school-wide aggregates, also on the faculty home (issue 7): a faculty member with a
 * complete profile sees their own school (the service refuses another univ_id and incomplete profiles).
 */
const HOME_WIDGET = rolesOnly('university', 'admin', 'faculty');
/**
 * The papers behind a group's figure or an average per member: university users and admins, and faculty for Find Your
 * Fit's school cells only (the service refuses them every other figure, as the university screens do).
 */
const FIGURE_OF_A_GROUP = rolesOnly('university', 'admin', 'faculty');

const errors = { 400: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };
const tags = ['dashboards'];

export const dashboardRoutes: FastifyPluginAsyncZod<{ dashboards: DashboardService }> = async (app, { dashboards }) => {
  const { home, tenure, hireImpact, compare, productivity, careers, faculty, figurePapers } = dashboards;

  // ------------------------------------------------------------ lists the widgets switch between
  app.get('/get_departments', {
    config: { access: AUTHENTICATED },
    schema: { tags, summary: 'Departments of your university (admins: univ_id), with their faculty counts', querystring: ZUnivScopeQuery, response: { 200: ZDepartmentsResponse, ...errors } },
  }, async (request) => home.departments(callerOf(request), request.query));

  app.get('/dashboard/get_faculty_by_department', {
    config: { access: UNIVERSITY_LAYOUT },
    schema: { tags, summary: 'Faculty of one department of your university (or all)', querystring: ZFacultyByDepartmentQuery, response: { 200: ZFacultyByDepartmentResponse, ...errors } },
  }, async (request) => home.facultyByDepartment(callerOf(request), request.query));

  // ------------------------------------------------------------ home dashboard
  app.get('/dashboard/journal_distri_of_papers', {
    config: { access: UNIVERSITY_LAYOUT },
    schema: { tags, summary: 'Journal distribution of the school\'s (department\'s) papers', querystring: ZDeptFigureQuery, response: { 200: ZJournalDistributionResponse, ...errors } },
  }, async (request) => home.journalDistribution(callerOf(request), request.query));

  app.get('/dashboard/outliers', {
    config: { access: UNIVERSITY_LAYOUT },
    schema: { tags, summary: 'Visualization by Rank: five metrics and bubble radii per faculty member of one rank', querystring: ZOutliersQuery, response: { 200: ZOutliersResponse, ...errors } },
  }, async (request) => home.outliers(callerOf(request), request.query));

  app.get('/dashboard/faculty_citations', {
    config: { access: HOME_WIDGET },
    schema: { tags, summary: 'Most cited faculty member and paper of the school and of each department', querystring: ZUnivFigureQuery, response: { 200: ZFacultyCitationsResponse, ...errors } },
  }, async (request) => home.facultyCitations(callerOf(request), request.query));

  app.get('/dashboard/department_fact', {
    config: { access: HOME_WIDGET },
    schema: { tags, summary: 'Department Facts', querystring: ZUnivFigureQuery, response: { 200: ZDepartmentFactResponse, ...errors } },
  }, async (request) => home.departmentFacts(callerOf(request), request.query));

  app.get('/dashboard/interesting_fact', {
    config: { access: HOME_WIDGET },
    schema: { tags, summary: 'Interesting Facts: average papers per faculty member by gender and rank', querystring: ZDeptFigureQuery, response: { 200: ZInterestingFactResponse, ...errors } },
  }, async (request) => home.interestingFacts(callerOf(request), request.query));

  app.get('/gender', {
    config: { access: HOME_WIDGET },
    schema: {
      tags, summary: 'School gender distribution (department=all|name), or Compare Gender (id repeated, department repeated)',
      querystring: ZGenderQuery, response: { 200: ZGenderResponse, ...errors },
    },
  }, async (request) => home.gender(callerOf(request), request.query));

  app.get('/dashboard/faculty_market_share', {
    config: { access: UNIVERSITY_LAYOUT },
    schema: { tags, summary: 'Faculty By Share: each faculty member\'s percent of the school\'s papers', querystring: ZMarketShareQuery, response: { 200: ZMarketShareResponse, ...errors } },
  }, async (request) => home.marketShare(callerOf(request), request.query));

  // ------------------------------------------------------------ tenure
  app.get('/dashboard/tenure_readiness', {
    config: { access: UNIVERSITY_LAYOUT },
    schema: { tags, summary: 'Tenure Readiness of the school\'s faculty against the next rank', querystring: ZTenureReadinessQuery, response: { 200: ZTenureReadinessResponse, ...errors } },
  }, async (request) => tenure.readiness(callerOf(request), request.query));

  app.get('/tenure_track_compare', {
    config: { access: UNIVERSITY_LAYOUT },
    schema: { tags, summary: 'A faculty member against a department\'s tenured faculty at the same career length', querystring: ZTenureTrackCompareQuery, response: { 200: ZTenureTrackCompareResponse, ...errors } },
  }, async (request) => tenure.trackCompare(callerOf(request), request.query));

  // ------------------------------------------------------------ hire impact, compare schools, compare by department
  app.get('/hireImpact', {
    config: { access: UNIVERSITY_LAYOUT },
    schema: { tags, summary: 'Hire Impact of a candidate on the selected faculty, the department and the school', querystring: ZHireImpactQuery, response: { 200: ZHireImpactResponse, ...errors } },
  }, async (request) => hireImpact.hireImpact(callerOf(request), request.query));

  app.post('/perceptualMap', {
    config: { access: UNIVERSITY_LAYOUT },
    schema: { tags, summary: 'Compare Schools: the perceptual map', body: ZPerceptualMapBody, response: { 200: ZPerceptualMapResponse, ...errors } },
  }, async (request) => compare.perceptualMap(callerOf(request), request.body));

  app.get('/dashboard/compare_departments', {
    config: { access: UNIVERSITY_LAYOUT },
    schema: { tags, summary: 'Compare by Department: shares of papers and citations per department', querystring: ZCompareDepartmentsQuery, response: { 200: ZCompareDepartmentsResponse, ...errors } },
  }, async (request) => compare.compareDepartments(callerOf(request), request.query));

  // ------------------------------------------------------------ faculty productivity
  app.get('/dashboard/faculty_productivity', {
    config: { access: UNIVERSITY_LAYOUT },
    schema: { tags, summary: 'Faculty Productivity', querystring: ZFacultyProductivityQuery, response: { 200: ZFacultyProductivityResponse, ...errors } },
  }, async (request) => productivity.productivity(callerOf(request), request.query));

  app.get('/dashboard/faculty_productivity/details', {
    config: { access: UNIVERSITY_LAYOUT },
    schema: { tags, summary: 'Faculty Productivity detail modal', querystring: ZFacultyDetailsQuery, response: { 200: ZFacultyDetailsResponse, ...errors } },
  }, async (request) => productivity.details(callerOf(request), request.query));

  // ------------------------------------------------------------ the papers behind a figure (docs/metrics.md section 29)
  // signed-in users; the service checks the caller as the screen the figure comes from does (`figure`)
  app.get('/dashboard/figure_papers', {
    config: { access: AUTHENTICATED },
    schema: {
      tags, summary: 'The papers behind one author\'s figure (ranking, tenure, productivity): each with its tier and source, citations in the window and counting weight',
      querystring: ZFigurePapersQuery, response: { 200: ZFigurePapersResponse, ...errors },
    },
  }, async (request) => figurePapers.figurePapers(callerOf(request), request.query));

  app.get('/dashboard/figure_papers/csv', {
    config: { access: AUTHENTICATED },
    schema: { tags, summary: 'The papers behind one author\'s figure, as CSV (the same rows as dashboard/figure_papers)', querystring: ZFigurePapersQuery },
  }, async (request, reply) => {
    const answer = await figurePapers.figurePapers(callerOf(request), request.query);
    const window = answer.from === null ? 'all_time' : `${answer.from}-${answer.to}`;
    return reply.type('text/csv; charset=utf-8')
      .header('content-disposition', csvAttachmentHeader(`papers_${answer.author.name}_${answer.grade}_${answer.measure}_${window}`))
      .header('cache-control', 'private, no-store')
      .send(toCsv(answer.measure === 'hindex' ? H_INDEX_PAPER_CSV_COLUMNS : FIGURE_PAPER_CSV_COLUMNS, answer.rows));
  });

  // a school's or a department's figure on Compare by Department: the school's university users and admins
  app.get('/dashboard/group_figure_papers', {
    config: { access: FIGURE_OF_A_GROUP },
    schema: {
      tags, summary: 'The papers behind a school\'s or a department\'s papers or citations on Compare by Department, each with the group\'s credit',
      querystring: ZGroupFigurePapersQuery, response: { 200: ZGroupFigurePapersResponse, ...errors },
    },
  }, async (request) => figurePapers.groupFigurePapers(callerOf(request), request.query));

  app.get('/dashboard/group_figure_papers/csv', {
    config: { access: FIGURE_OF_A_GROUP },
    schema: { tags, summary: 'The papers behind a group figure of Compare by Department, as CSV', querystring: ZGroupFigurePapersQuery },
  }, async (request, reply) => {
    const answer = await figurePapers.groupFigurePapers(callerOf(request), request.query);
    return reply.type('text/csv; charset=utf-8')
      .header('content-disposition', csvAttachmentHeader(`papers_${answer.group.name}_${answer.measure}_${answer.from}-${answer.to}_${answer.counting}_${answer.affiliation}`))
      .header('cache-control', 'private, no-store')
      .send(toCsv(FIGURE_PAPER_CSV_COLUMNS, answer.rows));
  });

  // an average per faculty member (Compare Schools' bubbles): every member's own papers, the member count stated
  app.get('/dashboard/members_figure_papers', {
    config: { access: FIGURE_OF_A_GROUP },
    schema: {
      tags, summary: 'The papers behind an average per faculty member (Compare Schools, Hire Impact, Interesting Facts): each member\'s own rows, total / members (or the mean of each member\'s rate) = the average',
      querystring: ZMembersFigurePapersQuery, response: { 200: ZMembersFigurePapersResponse, ...errors },
    },
  }, async (request) => figurePapers.membersFigurePapers(callerOf(request), request.query));

  app.get('/dashboard/members_figure_papers/csv', {
    config: { access: FIGURE_OF_A_GROUP },
    schema: { tags, summary: 'The papers behind an average per faculty member, as CSV', querystring: ZMembersFigurePapersQuery },
  }, async (request, reply) => {
    const answer = await figurePapers.membersFigurePapers(callerOf(request), request.query);
    return reply.type('text/csv; charset=utf-8')
      .header('content-disposition', csvAttachmentHeader(`papers_${answer.school.name}_${answer.measure}_per_faculty_${answer.counting}_${answer.affiliation}`))
      .header('cache-control', 'private, no-store')
      .send(toCsv(answer.measure === 'hindex' ? MEMBERS_H_INDEX_PAPER_CSV_COLUMNS : MEMBERS_FIGURE_PAPER_CSV_COLUMNS, answer.rows));
  });

  // ------------------------------------------------------------ cohort analysis
  app.get('/cohortAnalysis', {
    config: { access: UNIVERSITY_LAYOUT },
    schema: { tags, summary: 'Cohort Analysis around a career milestone', querystring: ZCohortAnalysisQuery, response: { 200: ZCohortAnalysisResponse, ...errors } },
  }, async (request) => careers.cohortAnalysis(request.query));

  app.get('/cohortAnalysis/compare', {
    config: { access: UNIVERSITY_LAYOUT },
    schema: { tags, summary: 'Two cohort members at each rank milestone', querystring: ZCohortCompareQuery, response: { 200: ZCohortCompareResponse, ...errors } },
  }, async (request) => careers.cohortCompare(request.query));

  // ------------------------------------------------------------ faculty layout
  app.post('/dashboard/faculty_progress', {
    config: { access: FACULTY_LAYOUT },
    schema: { tags, summary: 'Faculty Progress: in your school and in other schools', body: ZFacultyProgressBody, response: { 200: ZFacultyProgressResponse, ...errors } },
  }, async (request) => faculty.progress(callerOf(request), request.body));

  app.get('/dashboard/find_your_fit', {
    config: { access: FACULTY_LAYOUT },
    schema: { tags, summary: 'Find Your Fit', querystring: ZFindYourFitQuery, response: { 200: ZFindYourFitResponse, ...errors } },
  }, async (request) => faculty.findYourFit(callerOf(request), request.query));

  app.get('/compareyourself', {
    config: { access: FACULTY_LAYOUT },
    schema: { tags, summary: 'Compare Yourself: a faculty member\'s career milestones', querystring: ZCompareYourselfQuery, response: { 200: ZCompareYourselfResponse, ...errors } },
  }, async (request) => careers.compareYourself(callerOf(request), request.query));

  app.get('/dashboard/my_journal_distribution', {
    config: { access: FACULTY_LAYOUT },
    schema: { tags, summary: 'Faculty home: journal distribution of your papers', querystring: ZAuthorFigureQuery, response: { 200: ZJournalDistributionResponse, ...errors } },
  }, async (request) => faculty.myJournalDistribution(callerOf(request), request.query));

  app.get('/dashboard/my_figures', {
    config: { access: FACULTY_LAYOUT },
    schema: { tags, summary: 'Faculty home: your figures over the years and your ranks', querystring: ZAuthorFigureQuery, response: { 200: ZMyFiguresResponse, ...errors } },
  }, async (request) => faculty.myFigures(callerOf(request), request.query));

  app.get('/dashboard/coauthor_network', {
    config: { access: FACULTY_LAYOUT },
    schema: { tags, summary: 'Your co-author network (two steps deep)', querystring: ZCoauthorNetworkQuery, response: { 200: ZCoauthorNetworkResponse, ...errors } },
  }, async (request) => faculty.coauthorNetwork(callerOf(request), request.query));
};
