import { queryOptions } from '@tanstack/react-query';
import {
  ZFigurePapersResponse, ZGroupFigurePapersResponse, ZMembersFigurePapersResponse, type FACTS_GENDERS, type FACTS_RANKS, type FIGURE_SCREENS, type MEMBERS_FIGURE_MEASURES,
  type TFigureGrade, type TFigurePapersResponse, type TMembersFigurePapersResponse,
} from '@ri/contracts/dashboards';
import { apiFetch } from '../client.ts';
import { dashboardKeys } from './departmentQueries.ts';

/** The screens whose figures open to their papers (packages/contracts FIGURE_SCREENS). */
type TFigureScreen = (typeof FIGURE_SCREENS)[number];

/**
 * What a drill-down asks for: the screen the figure comes from, whose figure, and its definition
 * (window, grade, measure, counting, tier source). docs/metrics.md section 29. Options to come
 * (affiliation) are added here and pass through unchanged.
 */
export interface FigureRef {
  figure: TFigureScreen | 'compare_departments' | 'compare_schools';
  /**
   * an average per faculty member (Compare Schools: dashboard/members_figure_papers): every member's own rows,
   * shown = the average, the panel states the members
   */
  members?: {
    /** Compare Schools: the school and the faculty types */
    school_id?: number; titles?: readonly string[];
    /** Hire Impact: the selected faculty, and the candidate after the hire */
    faculty_ids?: readonly number[]; candidate_id?: number; department?: number;
    /** the university home's Interesting Facts: the cell (its department is `department`, absent: the school) */
    gender?: (typeof FACTS_GENDERS)[number]; rank?: (typeof FACTS_RANKS)[number];
    affiliation?: 'at_publication';
  };
  /** Hire Impact: the journals chosen (absent: every journal) */
  journals?: readonly number[];
  /** Hire Impact: a selected faculty member's papers written at their school (absent: every paper) */
  affiliation?: 'at_publication';
  /** whose figure (0 for a group's figure) */
  author_id: number;
  /** a school's or a department's figure (Compare by Department: dashboard/group_figure_papers) instead of an author's */
  group?: { dept: number | 'all'; affiliation?: 'at_publication'; /** Find Your Fit: the cell's school (any school) */ school_id?: number };
  /** the window; both absent: all time */
  from?: number;
  to?: number;
  grade: TFigureGrade;
  /** papers, citations, hindex; an average per member (Compare Schools) also a member's rate (MEMBERS_FIGURE_MEASURES) */
  measure: 'papers' | 'citations' | 'hindex' | (typeof MEMBERS_FIGURE_MEASURES)[number];
  /** every: the figure is the numerator of the A and A- share (the answer states the denominator) */
  share_of?: 'every';
  counting?: 'full' | 'fractional';
  /** the tier source: a department's lists; absent: the global tiers */
  dept?: number;
  /** the figure as the screen shows it (the panel says whether its rows add up to it); null for a share, whose rows are its numerator */
  shown: number | null;
  /** what the button says, e.g. "A papers of Jane Doe" */
  label: string;
}

/** The query-string of a figure (the screen's scope first). */
export function figureQuery(scope: { univ_id?: number }, ref: FigureRef): Record<string, string | number> {
  if (ref.members) {
    const query: Record<string, string | number> = { figure: ref.figure, measure: ref.measure };
    if (scope.univ_id !== undefined) query.univ_id = scope.univ_id;
    if (ref.members.school_id !== undefined) query.school_id = ref.members.school_id;
    if (ref.members.titles) query.titles = ref.members.titles.join(',');
    if (ref.members.faculty_ids) query.facultyIds = ref.members.faculty_ids.join(',');
    if (ref.members.candidate_id !== undefined) query.hiringCandidateId = ref.members.candidate_id;
    if (ref.members.department !== undefined) query.department = ref.members.department;
    if (ref.members.gender) query.gender = ref.members.gender;
    if (ref.members.rank) query.rank = ref.members.rank;
    if (ref.journals) query.journal_ids = ref.journals.join(',');
    if (ref.counting) query.counting = ref.counting;
    if (ref.members.affiliation) query.affiliation = ref.members.affiliation;
    return query;
  }
  if (ref.group) {
    const query: Record<string, string | number> = { figure: ref.figure, dept: ref.group.dept, measure: ref.measure };
    if (scope.univ_id !== undefined) query.univ_id = scope.univ_id;
    if (ref.group.school_id !== undefined) query.school_id = ref.group.school_id;
    if (ref.from !== undefined) query.from = ref.from;
    if (ref.to !== undefined) query.to = ref.to;
    if (ref.counting) query.counting = ref.counting;
    if (ref.group.affiliation) query.affiliation = ref.group.affiliation;
    if (ref.journals) query.journal_ids = ref.journals.join(',');
    return query;
  }
  const query: Record<string, string | number> = { figure: ref.figure, author_id: ref.author_id, grade: ref.grade, measure: ref.measure };
  if (scope.univ_id !== undefined) query.univ_id = scope.univ_id;
  if (ref.from !== undefined) query.from = ref.from;
  if (ref.to !== undefined) query.to = ref.to;
  if (ref.counting) query.counting = ref.counting;
  if (ref.dept !== undefined) query.dept = ref.dept;
  if (ref.affiliation) query.affiliation = ref.affiliation;
  if (ref.share_of) query.share_of = ref.share_of;
  if (ref.journals) query.journal_ids = ref.journals.join(',');
  return query;
}

/** What the panel shows of an answer: whose figure, the sentence naming it, its total and its rows. */
export type FigurePapersAnswer = Pick<TFigurePapersResponse, 'description' | 'total' | 'rows' | 'share'> & {
  name: string;
  /**
   * an average per member: the members (the denominator) and total / members, the figure shown; for a rate each
   * member's value (numerator / denominator), whose mean is the figure shown
   */
  perMember?: { members: number; average: number; rates?: NonNullable<TMembersFigurePapersResponse['per_member']> };
};

/** GET /api/dashboard/figure_papers (an author's figure) or group_figure_papers (a school's or a department's). */
export function figurePapersQueryOptions(scope: { univ_id?: number }, ref: FigureRef) {
  const query = figureQuery(scope, ref);
  return queryOptions({
    queryKey: [...dashboardKeys.scoped(scope), 'figurePapers', query] as const,
    queryFn: async ({ signal }): Promise<FigurePapersAnswer> => {
      if (ref.members) {
        const answer = await apiFetch('/dashboard/members_figure_papers', { query, schema: ZMembersFigurePapersResponse, signal });
        return {
          name: answer.school.name, description: answer.description, total: answer.total,
          perMember: { members: answer.members, average: answer.average, ...(answer.per_member ? { rates: answer.per_member } : {}) },
          rows: answer.rows,
        };
      }
      if (ref.group) {
        const answer = await apiFetch('/dashboard/group_figure_papers', { query, schema: ZGroupFigurePapersResponse, signal });
        return { name: answer.group.name, description: answer.description, total: answer.total, rows: answer.rows };
      }
      const answer = await apiFetch('/dashboard/figure_papers', { query, schema: ZFigurePapersResponse, signal });
      return { name: answer.author.name, description: answer.description, total: answer.total, rows: answer.rows, share: answer.share };
    },
    staleTime: 5 * 60_000,
  });
}

/** GET /api/dashboard/figure_papers/csv: the same rows as the server's CSV (text). */
export async function fetchFigurePapersCsv(scope: { univ_id?: number }, ref: FigureRef): Promise<string> {
  const path = ref.members ? '/dashboard/members_figure_papers/csv' : ref.group ? '/dashboard/group_figure_papers/csv' : '/dashboard/figure_papers/csv';
  const answer = await apiFetch(path, { query: figureQuery(scope, ref) });
  return typeof answer === 'string' ? answer : '';
}
