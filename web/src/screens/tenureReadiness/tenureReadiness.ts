import type { TTenureReadinessResponse } from '@ri/contracts/dashboards';
import { TENURE_COLOUR_THRESHOLDS, tenureColour, type TenureColour } from '@ri/metrics';
import type { TenureReadinessParams } from '../../api/dashboards/tenureQueries.ts';
import type { FigureRef } from '../../api/dashboards/figurePapersQueries.ts';
import { formatPercent } from '../../format/numberFormat.ts';

// Tenure Readiness (docs/requirements/dashboards.md §2, §5, §8, §9; docs/metrics.md section 17), apart from the screen.

export type TenureRow = TTenureReadinessResponse['rows'][number];

/** docs/requirements/dashboards.md §9: the home card uses 5 years and All; the screen 10 years and 'A and A-'. */
export const TENURE_DEFAULTS = {
  dashboard: { years: 5, journal: 'All' },
  screen: { years: 10, journal: 'A and A-' },
} as const satisfies Record<string, Pick<TenureReadinessParams, 'years' | 'journal'>>;

/** docs/requirements/admin-tools.md §9 (tenure charts): bars stop at 300 percent, the average line is at 100. */
export const TENURE_CHART_MAX = 300;
export const TENURE_AVERAGE_LINE = 100;
/** docs/requirements/dashboards.md §9: the university list shows at most 3 tags. */
export const TENURE_UNIVERSITY_TAGS = 3;

export const TENURE_MESSAGES = {
  /** docs/requirements/dashboards.md §8 */
  failed: 'Cannot get tenure readiness',
  /** docs/requirements/dashboards.md §5 gives the rule, not the words */
  university: 'Select at least one university.',
  department: 'Select a department.',
} as const;

export interface TenureFilters {
  years: 5 | 10;
  journal: 'All' | 'A and A-';
  rank: 'assistant' | 'associate';
  univIds: number[];
  /** a department id, 'all', or nothing chosen yet */
  dept: number | 'all' | null;
}

export type TenureFilterErrors = Partial<Record<'universities' | 'department', string>>;

/** docs/requirements/dashboards.md §5: the search needs at least one university and a department selection. */
export function tenureFilterErrors(filters: TenureFilters): TenureFilterErrors {
  const errors: TenureFilterErrors = {};
  if (filters.univIds.length === 0) errors.universities = TENURE_MESSAGES.university;
  if (filters.dept === null) errors.department = TENURE_MESSAGES.department;
  return errors;
}

export function tenureParams(filters: TenureFilters): TenureReadinessParams | null {
  if (filters.dept === null || filters.univIds.length === 0) return null;
  return { years: filters.years, journal: filters.journal, rank: filters.rank, dept: filters.dept, univIds: [...filters.univIds] };
}

/** The card colour for the month (docs/requirements/dashboards.md §9), with @ri/metrics' rule: the month the server computed for. */
export function cardColour(row: Pick<TenureRow, 'readiness_percent'>, month: number): TenureColour {
  return tenureColour(row.readiness_percent, month);
}

/** Mantine colour of each card colour, and its hex for the charts (ApexCharts draws SVG, which also goes into the PNG/SVG downloads). */
export const TENURE_COLOUR_SWATCH: Record<TenureColour, string> = { green: 'green', orange: 'orange', red: 'red', grey: 'gray' };
export const TENURE_COLOUR_HEX: Record<TenureColour, string> = { green: '#2f9e44', orange: '#e8590c', red: '#e03131', grey: '#868e96' };

/** The legend of the colours in force this month. */
export function colourLegend(month: number): { colour: TenureColour; text: string }[] {
  const thresholds = month <= 5 ? TENURE_COLOUR_THRESHOLDS.januaryToMay : TENURE_COLOUR_THRESHOLDS.juneToDecember;
  return [
    { colour: 'green', text: `${thresholds.green}% or more` },
    { colour: 'orange', text: `${thresholds.orange}% to under ${thresholds.green}%` },
    { colour: 'red', text: `under ${thresholds.orange}%` },
    { colour: 'grey', text: 'nothing to compare with' },
  ];
}

/** The bars of a card or a school: percents capped at the chart's maximum (the numbers shown are not). */
export function cappedPercent(value: number | null): number | null {
  return value === null ? null : Math.min(TENURE_CHART_MAX, Math.max(0, value));
}

/** 'nn.nn%' or '-' when there is nothing to compare with. */
export function percentText(value: number | null): string {
  return formatPercent(value);
}

export const TENURE_SORTS = ['readiness', 'name', 'papers', 'citations'] as const;
export type TenureSort = (typeof TENURE_SORTS)[number];

/** Cards in the chosen order: readiness (most ready first, cards without a percent last), name, window papers or citations. */
export function sortTenureRows(rows: readonly TenureRow[], sort: TenureSort): TenureRow[] {
  const byName = (a: TenureRow, b: TenureRow) => a.name.localeCompare(b.name) || a.id - b.id;
  const desc = (value: (row: TenureRow) => number | null) => (a: TenureRow, b: TenureRow) => {
    const x = value(a);
    const y = value(b);
    if (x === y) return byName(a, b);
    if (x === null) return 1;
    if (y === null) return -1;
    return y - x;
  };
  const compare = sort === 'name' ? byName : sort === 'papers' ? desc((r) => r.papers) : sort === 'citations' ? desc((r) => r.citations) : desc((r) => r.readiness_percent);
  return [...rows].sort(compare);
}

/** Who is compared with whom, for the summary line. */
export function comparisonSentence(data: Pick<TTenureReadinessResponse, 'rank' | 'comparison_rank' | 'comparison_count' | 'years' | 'journal'>): string {
  const who = data.rank === 'assistant' ? 'Assistant professors' : 'Associate professors';
  const group = data.comparison_rank === 'associate' ? 'associate professor' : 'full professor';
  const journals = data.journal === 'All' ? 'A, A- and B journals' : 'A and A- journals';
  return `${who} compared with the ${data.comparison_count} ${group}${data.comparison_count === 1 ? '' : 's'} of the chosen universities, over the last ${data.years} years in ${journals}.`;
}

/** The counts of a tenure row that open their papers (docs/metrics.md section 29). */
export type TenureFigureKey = 'papers' | 'citations' | 'A' | 'A-' | 'B';
const TENURE_FIGURE_GRADE = { A: 'a', 'A-': 'a_minus', B: 'b' } as const;

/**
 * A tenure row's count as the drill-down asks for it: the screen's window (the last `years` years to
 * the figures' year), its journal grade for papers and citations, its tier source, full counting.
 */
export function tenureFigureRef(
  row: Pick<TenureRow, 'id' | 'name' | TenureFigureKey>,
  key: TenureFigureKey,
  data: Pick<TTenureReadinessResponse, 'years' | 'journal' | 'current_year' | 'tier_source'>,
): FigureRef {
  const base = {
    figure: 'tenure' as const, author_id: row.id, from: data.current_year - data.years + 1, to: data.current_year, counting: 'full' as const,
    ...(data.tier_source.department_id === null ? {} : { dept: data.tier_source.department_id }),
  };
  const span = `${data.years} y`;
  if (key === 'papers' || key === 'citations') {
    return {
      ...base, grade: data.journal === 'All' ? 'all' : 'top', measure: key, shown: row[key],
      label: `${key === 'papers' ? 'Papers' : 'Citations'} (${span}, ${data.journal === 'All' ? 'A, A- and B' : 'A and A-'}) of ${row.name}`,
    };
  }
  return { ...base, grade: TENURE_FIGURE_GRADE[key], measure: 'papers', shown: row[key], label: `${key} papers (${span}) of ${row.name}` };
}
