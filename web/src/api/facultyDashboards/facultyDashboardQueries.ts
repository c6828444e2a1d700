import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ZCoauthorNetworkResponse, ZCompareYourselfResponse, ZDepartmentFactResponse, ZFacultyCitationsResponse, ZFacultyProgressResponse, ZFindYourFitResponse, ZGenderDistributionResponse, ZInterestingFactResponse, ZJournalDistributionResponse, ZMyFiguresResponse } from '@ri/contracts/dashboards';
import { apiFetch } from '../client.ts';

/**
 * Whose figures a faculty-layout call is about: `{}` for a faculty member (the server takes them from
 * the session), `{ author_id }` for an administrator who picked a faculty member.
 */
export interface FacultySubjectQuery {
  author_id?: number;
}

/** The body of POST dashboard/faculty_progress as the screen sends it. */
export interface FacultyProgressRequest {
  department: number;
  journals: 'All' | number[];
  rank_by: 'papers' | 'citations';
  count: 10 | 30 | 'All';
  from_year: number;
  to_year: number;
  author_id?: number;
  /** the counting of the figures (docs/metrics.md section 14); absent: full */
  counting?: 'fractional';
}

export const facultyDashboardKeys = {
  all: ['facultyDashboards'] as const,
  /** every key carries whose figures they are, so that an administrator's new choice refetches */
  subject: (subject: FacultySubjectQuery) => [...facultyDashboardKeys.all, subject.author_id ?? 'own'] as const,
  myFigures: (subject: FacultySubjectQuery, counting: Counting) => [...facultyDashboardKeys.subject(subject), 'myFigures', counting ?? 'full'] as const,
  myJournals: (subject: FacultySubjectQuery, counting: Counting) => [...facultyDashboardKeys.subject(subject), 'myJournals', counting ?? 'full'] as const,
  network: (subject: FacultySubjectQuery, depth: 1 | 2) => [...facultyDashboardKeys.subject(subject), 'network', depth] as const,
  findYourFit: (subject: FacultySubjectQuery, options: GroupOptions) =>
    [...facultyDashboardKeys.subject(subject), 'findYourFit', options.counting ?? 'full', options.affiliation ?? 'current'] as const,
  progress: (body: FacultyProgressRequest) => [...facultyDashboardKeys.subject(body), 'progress', body] as const,
  compareYourself: (id: number, counting: Counting) => [...facultyDashboardKeys.all, 'compareYourself', id, counting ?? 'full'] as const,
  /** the school-wide home widgets: the faculty member's school, whole or one department */
  widget: (subject: FacultySubjectQuery, name: string, scope: WidgetScope) =>
    [...facultyDashboardKeys.subject(subject), 'widget', name, scope.univ_id ?? 'own', scope.dept ?? 'all', scope.counting ?? 'full', scope.affiliation ?? 'current'] as const,
};

/** The counting of a faculty member's own figures: absent (full) or fractional (docs/metrics.md section 14). */
type Counting = 'fractional' | 'full' | undefined;

/** The figure options of a school or department figure, only when not the default (docs/metrics.md sections 14, 15). */
export interface GroupOptions {
  counting?: 'fractional';
  affiliation?: 'at_publication';
}

/** GET dashboard/my_figures: totals, figures year by year, ranks in the department and school. */
export function myFiguresQueryOptions(subject: FacultySubjectQuery, counting?: Counting) {
  return queryOptions({
    queryKey: facultyDashboardKeys.myFigures(subject, counting),
    queryFn: ({ signal }) => apiFetch('/dashboard/my_figures', { query: { ...subject, counting }, schema: ZMyFiguresResponse, signal }),
    staleTime: 5 * 60_000,
  });
}

/** GET dashboard/my_journal_distribution: the faculty member's papers per journal. */
export function myJournalDistributionQueryOptions(subject: FacultySubjectQuery, counting?: Counting) {
  return queryOptions({
    queryKey: facultyDashboardKeys.myJournals(subject, counting),
    queryFn: ({ signal }) => apiFetch('/dashboard/my_journal_distribution', { query: { ...subject, counting }, schema: ZJournalDistributionResponse, signal }),
    staleTime: 5 * 60_000,
  });
}

/** GET dashboard/coauthor_network: the member, co-authors and (depth 2) their co-authors. */
export function coauthorNetworkQueryOptions(subject: FacultySubjectQuery, depth: 1 | 2) {
  return queryOptions({
    queryKey: facultyDashboardKeys.network(subject, depth),
    queryFn: ({ signal }) => apiFetch('/dashboard/coauthor_network', {
      query: { id: subject.author_id, depth, limit: 150 }, schema: ZCoauthorNetworkResponse, signal,
    }),
    staleTime: 5 * 60_000,
  });
}

/** GET dashboard/find_your_fit: the seven-row columns of the four metrics. */
export function findYourFitQueryOptions(subject: FacultySubjectQuery, options: GroupOptions = {}) {
  return queryOptions({
    queryKey: facultyDashboardKeys.findYourFit(subject, options),
    queryFn: ({ signal }) => apiFetch('/dashboard/find_your_fit', {
      query: { ...subject, counting: options.counting, affiliation: options.affiliation }, schema: ZFindYourFitResponse, signal,
    }),
    staleTime: 5 * 60_000,
  });
}

/** POST dashboard/faculty_progress (a read: the body is the query). */
export function facultyProgressQueryOptions(body: FacultyProgressRequest) {
  return queryOptions({
    queryKey: facultyDashboardKeys.progress(body),
    queryFn: ({ signal }) => apiFetch('/dashboard/faculty_progress', { method: 'POST', body, schema: ZFacultyProgressResponse, signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** GET compareyourself?id: a faculty member's career milestones. */
export function compareYourselfQueryOptions(id: number, counting?: Counting) {
  return queryOptions({
    queryKey: facultyDashboardKeys.compareYourself(id, counting),
    queryFn: ({ signal }) => apiFetch('/compareyourself', { query: { id, counting }, schema: ZCompareYourselfResponse, signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** A home widget's scope and, for the figures of papers, the options in force (absent: the defaults). */
type WidgetScope = { univ_id?: number; dept?: number } & GroupOptions;
const optionsOf = (scope: WidgetScope) => ({ counting: scope.counting, affiliation: scope.affiliation });

/** GET dashboard/faculty_citations: most cited faculty member and paper of the school and of each department. */
export function facultyCitationsQueryOptions(subject: FacultySubjectQuery, scope: WidgetScope) {
  return queryOptions({
    queryKey: facultyDashboardKeys.widget(subject, 'citations', { univ_id: scope.univ_id, ...optionsOf(scope) }),
    queryFn: ({ signal }) => apiFetch('/dashboard/faculty_citations', { query: { univ_id: scope.univ_id, ...optionsOf(scope) }, schema: ZFacultyCitationsResponse, signal }),
    staleTime: 5 * 60_000,
  });
}

/** GET dashboard/department_fact: the school's department facts. */
export function departmentFactsQueryOptions(subject: FacultySubjectQuery, scope: WidgetScope) {
  return queryOptions({
    queryKey: facultyDashboardKeys.widget(subject, 'departmentFacts', { univ_id: scope.univ_id, ...optionsOf(scope) }),
    queryFn: ({ signal }) => apiFetch('/dashboard/department_fact', { query: { univ_id: scope.univ_id, ...optionsOf(scope) }, schema: ZDepartmentFactResponse, signal }),
    staleTime: 5 * 60_000,
  });
}

/** GET dashboard/interesting_fact?dept: average papers per faculty member by gender and rank. */
export function interestingFactsQueryOptions(subject: FacultySubjectQuery, scope: WidgetScope) {
  return queryOptions({
    queryKey: facultyDashboardKeys.widget(subject, 'interestingFacts', scope),
    queryFn: ({ signal }) => apiFetch('/dashboard/interesting_fact', { query: { ...scope }, schema: ZInterestingFactResponse, signal }),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}

/** GET gender?department=<all|id>: the school's (department's) gender distribution. */
export function genderDistributionQueryOptions(subject: FacultySubjectQuery, scope: WidgetScope) {
  return queryOptions({
    queryKey: facultyDashboardKeys.widget(subject, 'gender', { univ_id: scope.univ_id, dept: scope.dept }),
    queryFn: ({ signal }) => apiFetch('/gender', {
      query: { univ_id: scope.univ_id, department: scope.dept ?? 'all' }, schema: ZGenderDistributionResponse, signal,
    }),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}
