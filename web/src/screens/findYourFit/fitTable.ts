import type { TFindYourFitResponse } from '@ri/contracts/dashboards';
import { STATUS_TEXT } from '../../theme.ts';
import { formatNumber, formatPercent } from '../../format/numberFormat.ts';
import type { FigureRef } from '../../api/dashboards/figurePapersQueries.ts';

export type FitMetric = keyof TFindYourFitResponse['university_map'];
type FitCell = TFindYourFitResponse['university_map'][FitMetric][number];

/** docs/requirements/dashboards.md §2: the four metric columns, in the seed's order. */
export const FIT_METRICS: readonly { key: FitMetric; label: string; unit: '%' | '' }[] = [
  { key: 'a_to_b_journals_ratio', label: 'Percent of A and A- out of total', unit: '%' },
  { key: 'solo_to_coauthored_papers_ratio', label: 'Solo versus co-author papers (percent solo)', unit: '%' },
  { key: 'citations_per_paper', label: 'Citations per paper', unit: '' },
  { key: 'avg_papers_per_year_per_faculty', label: 'Average papers per year per faculty', unit: '' },
];

/** The band colours of docs/requirements/dashboards.md §4 (red ambitious), as the server names them: the theme's text colours that pass WCAG AA. */
export const FIT_COLOURS: Readonly<Record<FitCell['colour'], string>> = STATUS_TEXT;

/** The legend, top to bottom. */
export const FIT_LEGEND: readonly { label: string; colour: FitCell['colour']; rows: string }[] = [
  { label: 'Ambitious', colour: 'red', rows: 'the two schools furthest above you' },
  { label: 'Moderate', colour: 'orange', rows: 'the two schools just above you' },
  { label: 'You', colour: 'blue', rows: 'your own figure' },
  { label: 'Safe', colour: 'green', rows: 'the two schools at or just below you' },
  { label: 'No data', colour: 'grey', rows: 'no school to show in that row' },
];

const BAND_LABEL: Readonly<Record<FitCell['band'], string>> = { ambitious: 'Ambitious', moderate: 'Moderate', yourself: 'You', safe: 'Safe' };

export interface FitCellView {
  /** the school's name, 'You', or 'No data' */
  text: string;
  /** the figure, formatted with its unit, or '' */
  value: string;
  /** a CSS colour: the band's, or grey for a cell without data */
  colour: string;
  isYou: boolean;
  noData: boolean;
  /** a school's cell: the school and its figure (the papers behind it open, docs/metrics.md section 29) */
  school?: { univ_id: number; name: string; value: number };
}

export function formatFitValue(value: number | null, unit: '%' | ''): string {
  if (value === null) return '';
  return unit === '%' ? formatPercent(value) : formatNumber(value);
}

/** What one cell shows: the server places the schools; grey when a row holds none (or you have no figure). */
export function fitCellView(cell: FitCell, unit: '%' | ''): FitCellView {
  if (cell.is_you) {
    const noData = cell.value === null;
    return { text: 'You', value: noData ? 'no figure' : formatFitValue(cell.value, unit), colour: FIT_COLOURS[noData ? 'grey' : 'blue'], isYou: true, noData };
  }
  if (cell.name === null || cell.colour === 'grey') return { text: 'No data', value: '', colour: FIT_COLOURS.grey, isYou: false, noData: true };
  return {
    text: cell.name, value: formatFitValue(cell.value, unit), colour: FIT_COLOURS[cell.colour], isYou: false, noData: false,
    ...(cell.univ_id !== null && cell.value !== null ? { school: { univ_id: cell.univ_id, name: cell.name, value: cell.value } } : {}),
  };
}

export interface FitRow {
  rowIndex: number;
  band: string;
  cells: FitCellView[];
}

/** The 7 x 4 table: row i holds cell i of each metric's column; the band label comes from the row (the same in every column). */
export function fitRows(answer: TFindYourFitResponse): FitRow[] {
  const columns = FIT_METRICS.map(({ key, unit }) => ({ cells: answer.university_map[key], unit }));
  const rowCount = Math.max(0, ...columns.map((column) => column.cells.length));
  return Array.from({ length: rowCount }, (_, rowIndex) => {
    const first = columns.find((column) => column.cells[rowIndex] !== undefined)?.cells[rowIndex];
    return {
      rowIndex,
      band: first ? BAND_LABEL[first.band] : '',
      cells: columns.map(({ cells, unit }) => {
        const cell = cells[rowIndex];
        return cell ? fitCellView(cell, unit) : { text: 'No data', value: '', colour: FIT_COLOURS.grey, isYou: false, noData: true };
      }),
    };
  });
}

/** True when the member has no figure at all (no papers): nothing to place them by. */
export function hasNoFigures(answer: TFindYourFitResponse): boolean {
  return FIT_METRICS.every(({ key }) => answer[key] === null);
}

/**
 * The papers behind your own figure of a column (docs/metrics.md section 29, "Find Your Fit"): each is a ratio, so
 * the panel lists its numerator's papers (the A and A- papers, with every paper stated; your citations) or, for
 * percent solo and papers per year, every paper of yours (the solo ones are those with one author; the years of your
 * career divide them), all time, by the global tiers, in the counting of the answer; the label states the denominator.
 */
export function fitYourFigureRef(answer: Pick<TFindYourFitResponse, 'counting'>, authorId: number, metric: FitMetric, valueText: string): FigureRef {
  const base = { figure: 'find_your_fit' as const, author_id: authorId, shown: null, ...(answer.counting === 'fractional' ? { counting: 'fractional' as const } : {}) };
  switch (metric) {
    case 'a_to_b_journals_ratio':
      return { ...base, grade: 'top', measure: 'papers', share_of: 'every', label: `Your A and A- papers, all time, ${valueText} of every paper of yours` };
    case 'solo_to_coauthored_papers_ratio':
      return { ...base, grade: 'every', measure: 'papers', label: `Your papers, all time: those with one author are ${valueText} of them` };
    case 'citations_per_paper':
      return { ...base, grade: 'every', measure: 'citations', label: `Your citations, all time: ${valueText} per paper of yours` };
    case 'avg_papers_per_year_per_faculty':
      return { ...base, grade: 'every', measure: 'papers', label: `Your papers, all time: ${valueText} per year of your career` };
  }
}

/**
 * The papers behind a school's cell (docs/metrics.md section 29, "Find Your Fit"): the A and A- percentage, percent solo
 * and citations per paper are ratios of the school's distinct papers, so they open the school's papers (or citations),
 * all time, in the answer's counting and affiliation, the label stating what divides what; papers per year is the mean
 * over the school's faculty of each member's, so it opens every member's papers and values (shown: the cell's value).
 */
export function fitSchoolFigureRef(
  answer: Pick<TFindYourFitResponse, 'counting' | 'affiliation'>, cell: { univ_id: number; name: string; value: number }, metric: FitMetric, valueText: string,
): FigureRef {
  const options = {
    ...(answer.counting === 'fractional' ? { counting: 'fractional' as const } : {}),
  };
  const atPublication = answer.affiliation === 'at_publication' ? { affiliation: 'at_publication' as const } : {};
  const group = { dept: 'all' as const, school_id: cell.univ_id, ...atPublication };
  const base = { figure: 'find_your_fit' as const, author_id: 0, grade: 'every' as const, shown: null, ...options };
  switch (metric) {
    case 'a_to_b_journals_ratio':
      return { ...base, measure: 'papers', group, label: `Papers of ${cell.name}, all time: the A and A- ones are ${valueText} of them` };
    case 'solo_to_coauthored_papers_ratio':
      return { ...base, measure: 'papers', group, label: `Papers of ${cell.name}, all time: those with one author are ${valueText} of them` };
    case 'citations_per_paper':
      return { ...base, measure: 'citations', group, label: `Citations of ${cell.name}, all time: ${valueText} per paper of the school` };
    case 'avg_papers_per_year_per_faculty':
      return {
        ...base, measure: 'papers_per_year', shown: cell.value, members: { school_id: cell.univ_id, ...atPublication },
        label: `Papers per year of career of ${cell.name}'s faculty, all time: the mean of each member's`,
      };
  }
}
