// The URL of /dashboards/hireImpact: the candidate (with the names and university that found it),
// the hiring department, the faculty to consider, the journals and the bubble chart's view. Plain
// readers only: validateSearch lands in the entry chunk every page downloads (web/README.md).
import { searchChoice, searchIdList, searchInteger } from '../dashboardSearch.ts';
import { parseFigureOptionsSearch, type FigureOptionsSearch } from '../figureOptionsSearch.ts';

export const HIRE_IMPACT_VIEWS = ['department', 'school'] as const;
export type HireImpactView = (typeof HIRE_IMPACT_VIEWS)[number];

/** The choices, the view, and the figure options (counting, affiliation). */
export interface HireImpactSearch extends FigureOptionsSearch {
  /** the candidate's author id */
  candidate?: number;
  fn?: string;
  ln?: string;
  /** the university's name as typed, and its id */
  un?: string;
  uid?: number;
  dept?: number;
  /** faculty to consider */
  faculty?: number[];
  /** journal ids, or 'All' */
  journals?: number[] | 'All';
  view?: HireImpactView;
}

const MAX_ID = 2_147_483_647;

function text(search: Record<string, unknown>, key: string, maxLength: number): string | undefined {
  const value = search[key];
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' || trimmed.length > maxLength ? undefined : value;
}

/** validateSearch of /dashboards/hireImpact: anything unreadable is dropped. */
export function parseHireImpactSearch(search: Record<string, unknown>): HireImpactSearch {
  const result: HireImpactSearch = {};
  const candidate = searchInteger(search, 'candidate', 1, MAX_ID);
  if (candidate !== undefined) result.candidate = candidate;
  const fn = text(search, 'fn', 100);
  if (fn !== undefined) result.fn = fn;
  const ln = text(search, 'ln', 100);
  if (ln !== undefined) result.ln = ln;
  const un = text(search, 'un', 300);
  if (un !== undefined) result.un = un;
  const uid = searchInteger(search, 'uid', 1, MAX_ID);
  if (uid !== undefined) result.uid = uid;
  const dept = searchInteger(search, 'dept', 1, MAX_ID);
  if (dept !== undefined) result.dept = dept;
  const faculty = searchIdList(search, 'faculty', 1000);
  if (faculty.length > 0) result.faculty = faculty;
  if (search.journals === 'All' || (Array.isArray(search.journals) && search.journals.includes('All'))) result.journals = 'All';
  else {
    const journals = searchIdList(search, 'journals', 1000);
    if (journals.length > 0) result.journals = journals;
  }
  const view = searchChoice(search, 'view', HIRE_IMPACT_VIEWS);
  if (view !== undefined) result.view = view;
  const { counting, affiliation } = parseFigureOptionsSearch(search);
  if (counting !== undefined) result.counting = counting;
  if (affiliation !== undefined) result.affiliation = affiliation;
  return result;
}
