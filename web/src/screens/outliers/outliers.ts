import type { TOutliersResponse } from '@ri/contracts/dashboards';
import { formatNumber } from '../../format/numberFormat.ts';
import type { FigureRef } from '../../api/dashboards/figurePapersQueries.ts';

// Visualization by Rank (docs/requirements/dashboards.md "Visualization by Rank", section 9; docs/metrics.md section 19).
// The server sorts the authors, computes the radii (8 to 20, 14 at the average) and cuts the
// metrics into slides of three; this draws them. One bubble chart per slide: a column per metric,
// a line per faculty member, each bubble drawn at its radius, so outliers stand out.

export type OutlierAuthor = TOutliersResponse['authors'][number];
type MetricKey = 'h_index_score' | 'citation_per_paper' | 'paper_per_year_in_top_journal' | 'top_journal_percentage' | 'solo_paper_count';

export const OUTLIER_METRIC_LABELS: Record<MetricKey, string> = {
  h_index_score: 'H-index',
  citation_per_paper: 'Citations per paper',
  paper_per_year_in_top_journal: 'Top-journal papers per year',
  top_journal_percentage: 'Top-journal percentage',
  solo_paper_count: 'Solo papers',
};

/** Metric colours: the brand blue, olive and orange, one per column of a slide. */
export const OUTLIER_COLOURS = ['#1557b3', '#879d3a', '#e8590c'] as const;

/** The home card shows the first authors (the largest bubbles); the full view shows everyone. */
export const HOME_OUTLIER_AUTHORS = 12;

export function isOutlierMetric(metric: string): metric is MetricKey {
  return metric in OUTLIER_METRIC_LABELS;
}

export function metricLabel(metric: string): string {
  return isOutlierMetric(metric) ? OUTLIER_METRIC_LABELS[metric] : metric;
}

export interface OutlierPoint {
  x: number;
  y: number;
  z: number;
  author: string;
  value: number;
}

export interface OutlierSlide {
  metrics: string[];
  /** one series per metric of the slide */
  series: { name: string; data: OutlierPoint[] }[];
  /** the authors from top to bottom */
  authors: string[];
}

/**
 * One slide: the slide's metrics as columns 1..3, the authors (in the server's order, at most
 * `limit`) as lines from the top (y = count for the first author, 1 for the last), each bubble's
 * size its radius.
 */
export function outlierSlide(data: Pick<TOutliersResponse, 'slides' | 'authors'>, slideIndex: number, limit = Number.POSITIVE_INFINITY): OutlierSlide {
  const metrics = (data.slides[slideIndex] ?? []).filter(isOutlierMetric);
  const authors = data.authors.slice(0, limit);
  const count = authors.length;
  return {
    metrics,
    authors: authors.map((author) => author.name),
    series: metrics.map((metric, column) => ({
      name: OUTLIER_METRIC_LABELS[metric],
      data: authors.map((author, line) => ({ x: column + 1, y: count - line, z: author[metric].radius, author: author.name, value: author[metric].value })),
    })),
  };
}

/** The author name of a line of the y-axis (lines count from the bottom), or '' between lines. */
export function authorAtLine(authors: readonly string[], y: number): string {
  if (!Number.isInteger(y)) return '';
  return authors[authors.length - y] ?? '';
}

/** Height of a slide's chart: a line per author, at least 260 px. */
export function outlierChartHeight(authorCount: number): number {
  return Math.max(260, 80 + authorCount * 30);
}

/** The value shown on a bubble: whole numbers as they are, others with two decimals (docs/ui.md, "Numbers"). */
export function outlierValueText(value: number): string {
  return formatNumber(value);
}

/** The slide's CSV: one line per author with each metric's value and bubble radius (the names and values the chart draws). */
export function outlierTable(slide: OutlierSlide): { header: string[]; rows: (string | number | null)[][] } {
  return {
    header: ['Author', ...slide.series.flatMap((s) => [s.name, `${s.name} (bubble radius)`])],
    rows: slide.authors.map((author, line) => [author, ...slide.series.flatMap((s) => [s.data[line]?.value ?? null, s.data[line]?.z ?? null])]),
  };
}

/**
 * The papers behind a bubble (docs/metrics.md section 29, "Visualization by Rank"): the numerator of the member's rate,
 * all time, in the answer's counting and affiliation, graded at department scope by the department's lists; the label
 * states the denominator. The h-index opens its h-core (as counted: every paper, full counting); solo papers do not open.
 */
export function outlierFigureRef(
  answer: Pick<TOutliersResponse, 'counting' | 'affiliation'>, dept: number | 'all', author: OutlierAuthor, metric: string,
): FigureRef | null {
  const tierSource = dept === 'all' ? {} : { dept };
  const options = {
    ...(answer.counting === 'fractional' ? { counting: 'fractional' as const } : {}),
    ...(answer.affiliation === 'at_publication' ? { affiliation: 'at_publication' as const } : {}),
  };
  const base = { figure: 'outliers' as const, author_id: author.id, ...tierSource };
  const value = (key: MetricKey) => outlierValueText(author[key].value);
  switch (metric) {
    case 'h_index_score':
      return { ...base, grade: 'every', measure: 'hindex', shown: author.h_index_score.value, label: `H-index of ${author.name}, all time` };
    case 'citation_per_paper':
      return { ...base, ...options, grade: 'every', measure: 'citations', shown: null, label: `Citations of ${author.name}, all time: ${value(metric)} per paper, over their papers` };
    case 'paper_per_year_in_top_journal':
      return { ...base, ...options, grade: 'top', measure: 'papers', shown: null, label: `A and A- papers of ${author.name}, all time: ${value(metric)} a year, over their career years` };
    case 'top_journal_percentage':
      return { ...base, ...options, grade: 'top', measure: 'papers', share_of: 'every', shown: null, label: `A and A- papers of ${author.name}, all time: ${value(metric)}% of their papers` };
    default:
      return null;
  }
}
