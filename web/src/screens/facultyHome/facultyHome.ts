import type {
  TDepartmentFactResponse, TFacultyCitationsResponse, TInterestingFactResponse, TJournalDistributionResponse, TMyFiguresResponse,
} from '@ri/contracts/dashboards';
import { ordinal } from '../facultyProgress/facultyProgress.ts';

/** docs/requirements/dashboards.md §2 and §8. */
export const HOME_MESSAGES = {
  treemapTitle: 'Journal distribution of your papers',
  treemapEmpty: 'No Data to display',
  journalsFailed: 'Something went wrong while fetching journal distribution of author',
  citationsFailed: 'Something went wrong while fetching faculty citations for dashboard',
  noPapers: 'There are no papers on record for this profile yet, so there are no figures, charts or co-author network to show. Add your papers on your profile: they appear here after the next statistics update.',
} as const;

export type WidgetScopeChoice = 'school' | 'department';

/**
 * The home's School / Department switch in the address (issue 22: a reload or a shared link lost it): ?widgets=department;
 * the whole school is the default and is not written. Anything else reads as the whole school.
 */
export function widgetScopeOf(search: Record<string, unknown>): WidgetScopeChoice {
  return search.widgets === 'department' ? 'department' : 'school';
}

/** The search after choosing `choice`, the rest of the address kept. */
export function searchWithWidgetScope<T extends Record<string, unknown>>(search: T, choice: WidgetScopeChoice): T & { widgets?: 'department' } {
  const { widgets: _dropped, ...rest } = search;
  return (choice === 'department' ? { ...rest, widgets: 'department' } : rest) as T & { widgets?: 'department' };
}

export function hasPapers(figures: TMyFiguresResponse): boolean {
  return figures.totals.total_papers > 0;
}

/** The treemap's one series (journal abbreviation and count; the full title in the tooltip); empty without journals. */
export function treemapSeries(distribution: TJournalDistributionResponse): { data: { x: string; y: number; title: string }[] }[] {
  if (distribution.journals.length === 0) return [];
  return [{ data: distribution.journals.map((j) => ({ x: j.journal_abbreviation || j.journal_title, y: j.journal_count, title: j.journal_title })) }];
}

/** "3rd of 12", or '-' when not ranked. */
export function rankText(position: { rank: number | null; of: number } | undefined | null): string {
  return position && position.rank !== null ? `${ordinal(position.rank)} of ${position.of}` : '-';
}

/** The two yearly line charts: the year's count and the running total. */
export function yearlySeries(years: TMyFiguresResponse['years'], measure: 'papers' | 'citations'): { name: string; data: [number, number][] }[] {
  if (years.length === 0) return [];
  const cumulative = measure === 'papers' ? 'cumulative_papers' : 'cumulative_citations';
  return [
    { name: measure === 'papers' ? 'Papers in the year' : 'Citations received in the year', data: years.map((y) => [y.year, y[measure]]) },
    { name: measure === 'papers' ? 'Papers to date' : 'Citations to date', data: years.map((y) => [y.year, y[cumulative]]) },
  ];
}

/** The department of the member (by name, as my_figures names it) among the school's departments. */
export function departmentIdByName(departments: readonly { _id: number; name: string }[], name: string | null): number | null {
  if (name === null) return null;
  const wanted = name.trim().toLowerCase();
  return departments.find((d) => d.name.trim().toLowerCase() === wanted)?._id ?? null;
}

/** Most cited faculty member and paper at the chosen scope (school, or the member's department). */
export function mostCitedAt(citations: TFacultyCitationsResponse, departmentId: number | null): TFacultyCitationsResponse['school'] | null {
  if (departmentId === null) return citations.school;
  return citations.departments.find((row) => row.department_id === departmentId) ?? null;
}

const FACT_ROWS = [['all', 'All faculty'], ['male', 'Male'], ['female', 'Female'], ['other', 'Other']] as const;
export const FACT_COLUMNS = [['assistant', 'Assistant'], ['associate', 'Associate'], ['full', 'Full'], ['other', 'Other']] as const;

/** Interesting Facts: average papers per faculty member, one decimal (docs/requirements/dashboards.md §9), '-' for an empty cell. */
export function interestingFactRows(facts: TInterestingFactResponse): { label: string; values: string[] }[] {
  return FACT_ROWS.map(([key, label]) => ({
    label,
    values: FACT_COLUMNS.map(([column]) => {
      const value = facts[key][column];
      return value === null ? '-' : value.toFixed(1);
    }),
  }));
}

/** The pie's slices in the seed's order (male, female, other), or none when nobody's gender is known. */
export function genderSlices(gender: { male: number | null; female: number | null; other: number | null }): number[] {
  if (gender.male === null || gender.female === null || gender.other === null) return [];
  return [gender.male, gender.female, gender.other];
}

/** Department Facts as label, department and value lines; a fact no department qualifies for reads 'No data'. */
export function departmentFactLines(facts: TDepartmentFactResponse): { label: string; department: string; value: string }[] {
  const line = (label: string, fact: TDepartmentFactResponse['highest_paper'], format: (v: number) => string) =>
    (fact === null ? { label, department: 'No data', value: '' } : { label, department: fact.name, value: format(fact.value) });
  return [
    line('Most papers', facts.highest_paper, (v) => `${Math.round(v)} papers`),
    line('Largest change in faculty over the last year', facts.highest_faculty_diff, (v) => `${v > 0 ? '+' : ''}${Math.round(v)} faculty`),
    line('Largest share of the school\'s papers', facts.largest_market_share_by_paper, (v) => `${v.toFixed(2)}%`),
    line('Most citations per faculty member', facts.highest_citation_per_faculty, (v) => `${v.toFixed(2)} citations`),
  ];
}
