import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { ZDepartmentFactResponse, ZFacultyCitationsResponse, ZGenderDistributionResponse, ZInterestingFactResponse, ZJournalDistributionResponse, ZMarketShareResponse, ZOutliersResponse } from '@ri/contracts/dashboards';
import { apiFetch } from '../client.ts';
import type { FigureOptionsSearch } from '../../screens/figureOptionsSearch.ts';
import { dashboardKeys } from './departmentQueries.ts';

// The widgets of the university home dashboard (docs/requirements/dashboards.md "Home dashboard"; docs/dashboards-api.md
// "University home"). `dept` is a department id of the scope university, or 'all' for the school; `options`
// the figure options the screen sends (figureOptionsQuery: only those not the default).
type Options = Pick<FigureOptionsSearch, 'counting' | 'affiliation'>;

type Scope = { univ_id?: number };
export type DeptChoice = number | 'all';

export const homeKeys = {
  widget: (scope: Scope, name: string, ...params: readonly unknown[]) => [...dashboardKeys.scoped(scope), 'home', name, ...params] as const,
};

const HOME_STALE_MS = 5 * 60_000;

function widgetQuery<TSchema extends z.ZodType>(scope: Scope, name: string, path: string, schema: TSchema, params: Record<string, string | number | readonly number[] | undefined>) {
  return queryOptions({
    queryKey: homeKeys.widget(scope, name, params),
    queryFn: ({ signal }) => apiFetch(path, { query: { ...scope, ...params }, schema, signal }),
    staleTime: HOME_STALE_MS,
  });
}

/** GET dashboard/journal_distri_of_papers: the distinct papers of the school's (department's) faculty per journal. */
export const journalDistributionQueryOptions = (scope: Scope, dept: DeptChoice, options: Options = {}) =>
  widgetQuery(scope, 'journalDistribution', '/dashboard/journal_distri_of_papers', ZJournalDistributionResponse, { dept, ...options });

/** GET dashboard/outliers?marker&dept: Visualization by Rank. */
export const outliersQueryOptions = (scope: Scope, dept: DeptChoice, marker: number, options: Options = {}) =>
  widgetQuery(scope, 'outliers', '/dashboard/outliers', ZOutliersResponse, { dept, marker, ...options });

/** GET dashboard/faculty_citations: the school's and every department's most cited faculty member and paper. */
export const facultyCitationsQueryOptions = (scope: Scope, options: Options = {}) =>
  widgetQuery(scope, 'facultyCitations', '/dashboard/faculty_citations', ZFacultyCitationsResponse, { ...options });

/** GET dashboard/department_fact: the four department facts of the school. */
export const departmentFactsQueryOptions = (scope: Scope, options: Options = {}) =>
  widgetQuery(scope, 'departmentFacts', '/dashboard/department_fact', ZDepartmentFactResponse, { ...options });

/** GET dashboard/interesting_fact?dept: average papers per faculty member by gender and rank. */
export const interestingFactsQueryOptions = (scope: Scope, dept: DeptChoice, options: Options = {}) =>
  widgetQuery(scope, 'interestingFacts', '/dashboard/interesting_fact', ZInterestingFactResponse, { dept, ...options });

/** GET gender?department=<all|id>: the School Gender Distribution pie. */
export const schoolGenderQueryOptions = (scope: Scope, dept: DeptChoice) =>
  widgetQuery(scope, 'schoolGender', '/gender', ZGenderDistributionResponse, { department: dept });

/** GET dashboard/faculty_market_share?marker&marker&dept: Faculty By Share. */
export const marketShareQueryOptions = (scope: Scope, dept: DeptChoice, markers: readonly number[], options: Options = {}) =>
  widgetQuery(scope, 'marketShare', '/dashboard/faculty_market_share', ZMarketShareResponse, { dept, marker: markers, ...options });
