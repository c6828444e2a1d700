import type { QueryClient } from '@tanstack/react-query';
import { departmentsQueryOptions } from '../../api/dashboards/departmentQueries.ts';
import {
  coauthorNetworkQueryOptions, departmentFactsQueryOptions, facultyCitationsQueryOptions, genderDistributionQueryOptions,
  interestingFactsQueryOptions, myFiguresQueryOptions, myJournalDistributionQueryOptions, type GroupOptions,
} from '../../api/facultyDashboards/facultyDashboardQueries.ts';
import { preloadCharts } from '../../components/charts/preloadCharts.ts';
import type { WidgetScopeChoice } from './facultyHome.ts';

export interface FacultyHomeReads {
  /** whose figures: `{}` for one's own, `{ author_id }` for an administrator's choice */
  subjectQuery: { author_id?: number };
  /** the school of the widgets, null while it is not known (an administrator's choice whose profile is loading) */
  schoolQuery: { univ_id?: number } | null;
  counting: 'full' | 'fractional' | undefined;
  /** the figure options of the school widgets (counting, affiliation) */
  options: GroupOptions;
  choice: WidgetScopeChoice;
}

/**
 * The faculty home's reads, all at once, with the very query options its widgets use (the same keys, so the
 * widgets join the requests in flight), and the chart library: the route's loader calls it as the route starts
 * loading, before the screen's code has arrived, and the screen again once it knows the school (an
 * administrator's choice). Without it, each widget asked for its data only once the figures had arrived and
 * it was drawn: a waterfall of two round trips, then the chart library's download (docs/benchmarks/browser.md).
 * For a member without papers the journals and network reads are made though not shown (two small reads).
 */
export function startFacultyHomeReads(client: QueryClient, { subjectQuery, schoolQuery, counting, options, choice }: FacultyHomeReads): void {
  preloadCharts();
  void client.prefetchQuery(myFiguresQueryOptions(subjectQuery, counting));
  void client.prefetchQuery(myJournalDistributionQueryOptions(subjectQuery, counting));
  void client.prefetchQuery(coauthorNetworkQueryOptions(subjectQuery, 2));
  if (schoolQuery === null) return;
  const withOptions = { ...schoolQuery, ...options };
  void client.prefetchQuery(departmentsQueryOptions(schoolQuery));
  void client.prefetchQuery(facultyCitationsQueryOptions(subjectQuery, withOptions));
  void client.prefetchQuery(departmentFactsQueryOptions(subjectQuery, withOptions));
  // the department's facts need its id (from the departments): only the whole school's start early
  if (choice === 'school') {
    void client.prefetchQuery(interestingFactsQueryOptions(subjectQuery, withOptions));
    void client.prefetchQuery(genderDistributionQueryOptions(subjectQuery, withOptions));
  }
}
