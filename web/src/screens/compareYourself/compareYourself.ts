import type { TCompareYourselfResponse } from '@ri/contracts/dashboards';
import type { FigureRef } from '../../api/dashboards/figurePapersQueries.ts';
import { formatPercent } from '../../format/numberFormat.ts';

/** docs/requirements/dashboards.md §8. */
export const COMPARE_MESSAGES = {
  fillAllFields: 'Fill all the input fields',
  cannotFind: 'Cannot find faculty',
  serverFailed: 'Internal Server Error. Please try again later',
  noWorkHistory: 'We do not have work history for this faculty.',
  datesNotConfirmed: 'Your career trajectory dates are not confirmed yet: the milestones below are read from an unconfirmed work history.',
} as const;

/** docs/requirements/dashboards.md §9: at most 4 timeline milestones plus the current year. */
export const MAX_MILESTONES = 4;
export const CURRENT_YEAR_TITLE = 'Current Year';
export const MISSING = '-';

/** Compare with nothing chosen: the seed's message; otherwise null. */
export function compareSelectionError(chosen: { id: number } | null): string | null {
  return chosen === null ? COMPARE_MESSAGES.fillAllFields : null;
}

// ---------------------------------------------------------------- milestones

export interface Milestone {
  year: number;
  title: string;
  isCurrent: boolean;
}

/** The timeline: the answer's milestone years, oldest first, at most four before 'Current Year'. */
export function timelineMilestones(answer: TCompareYourselfResponse): Milestone[] {
  const all = answer.years.map((year) => {
    const title = answer.data.work_history_title[String(year)] ?? '';
    return { year, title, isCurrent: title === CURRENT_YEAR_TITLE };
  });
  const current = all.filter((m) => m.isCurrent);
  const earlier = all.filter((m) => !m.isCurrent).slice(-MAX_MILESTONES);
  return [...earlier, ...current];
}

export interface MilestoneTableRow {
  label: string;
  /** one text per milestone of timelineMilestones, '-' when missing */
  values: string[];
}

function cell(map: Record<string, number | null>, year: number, format: (value: number) => string): string {
  const value = map[String(year)];
  return value === null || value === undefined || !Number.isFinite(value) || value < 0 ? MISSING : format(value);
}

const whole = (value: number) => String(Math.round(value));
const percent = formatPercent;

/**
 * The expandable table of docs/requirements/dashboards.md: H-Index, Total Papers, Total Citations and the proportion of A
 * (A and A-) journal papers at each milestone year; '-' when a figure is missing (the seed's -1).
 */
export function milestoneTable(answer: TCompareYourselfResponse): { milestones: Milestone[]; rows: MilestoneTableRow[] } {
  const milestones = timelineMilestones(answer);
  const row = (label: string, map: Record<string, number | null>, format: (value: number) => string): MilestoneTableRow => ({
    label, values: milestones.map((m) => cell(map, m.year, format)),
  });
  return {
    milestones,
    rows: [
      row('H-Index', answer.data.hindex, whole),
      row('Total Papers', answer.data.total_papers, whole),
      row('Total Citations', answer.data.total_citations, whole),
      row('Proportion of A/B journals', answer.data.abjournals, percent),
    ],
  };
}

/**
 * The papers behind a milestone figure of the table (docs/metrics.md sections 28 and 29): Total Papers
 * and Total Citations at the end of the milestone year, every journal, in the counting shown; null for
 * the other rows and for a missing figure.
 */
export function milestoneFigureRef(answer: TCompareYourselfResponse, rowLabel: string, year: number): FigureRef | null {
  const measure = rowLabel === 'Total Papers' ? 'papers' : rowLabel === 'Total Citations' ? 'citations' : null;
  if (measure === null) return null;
  const shown = (measure === 'papers' ? answer.data.total_papers : answer.data.total_citations)[year];
  if (shown === null || shown === undefined || shown === -1) return null;
  return {
    figure: 'compare_yourself', author_id: answer.id, to: year, grade: 'every', measure, shown,
    ...(answer.counting === 'fractional' ? { counting: 'fractional' as const } : {}),
    label: `${rowLabel.replace('Total ', '')} of ${personName(answer)} by the end of ${year}`,
  };
}

// ---------------------------------------------------------------- the line charts

export interface YearSeries {
  name: string;
  data: [number, number][];
}

/** A year -> count map as chart points, oldest first. */
export function yearPoints(byYear: Record<string, number>): [number, number][] {
  return Object.entries(byYear)
    .map(([year, value]) => [Number(year), value] as [number, number])
    .filter(([year, value]) => Number.isInteger(year) && Number.isFinite(value))
    .sort((a, b) => a[0] - b[0]);
}

/** One series per person with any point; a person without papers adds none (the chart then says 'No Data to Display'). */
export function comparisonSeries(people: { name: string; byYear: Record<string, number> }[]): YearSeries[] {
  return people
    .map((person) => ({ name: person.name, data: yearPoints(person.byYear) }))
    .filter((series) => series.data.length > 0);
}

export const personName = (answer: Pick<TCompareYourselfResponse, 'first_name' | 'last_name'>) => `${answer.first_name} ${answer.last_name}`.trim();
