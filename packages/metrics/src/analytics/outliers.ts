// Visualization by Rank (outliers). See docs/metrics.md, "Outliers".
import type { AuthorId } from './types.ts';

/** The five metrics, in the seed's sort order (docs/requirements/dashboards.md §9), which is also the display order. */
export const OUTLIER_METRICS = [
  'h_index_score',
  'citation_per_paper',
  'paper_per_year_in_top_journal',
  'top_journal_percentage',
  'solo_paper_count',
] as const;

export type OutlierMetric = (typeof OUTLIER_METRICS)[number];

/** Bubble radii: 8 at the group minimum, 14 at the average, 20 at the maximum. */
export const OUTLIER_RADIUS = { min: 8, average: 14, max: 20 } as const;

/** Authors per carousel row. */
export const OUTLIER_AUTHORS_PER_ROW = 3;

export interface OutlierGroupStats {
  min: number;
  average: number;
  max: number;
}

/** Minimum, arithmetic mean and maximum of a group's values (non-finite values skipped); zeros when empty. */
export function outlierGroupStats(values: ArrayLike<number>): OutlierGroupStats {
  let min = Infinity;
  let max = -Infinity;
  let sum = 0;
  let count = 0;
  for (let i = 0; i < values.length; i++) {
    const value = values[i]!;
    if (!Number.isFinite(value)) continue;
    if (value < min) min = value;
    if (value > max) max = value;
    sum += value;
    count += 1;
  }
  return count === 0 ? { min: 0, average: 0, max: 0 } : { min, average: sum / count, max };
}

/**
 * Bubble radius of a value: linear from 8 (group min) to 14 (average), and from 14 (average)
 * to 20 (group max). Exactly 14 at the average, and whenever the side of the range the value is
 * on has no width (min == average or max == average). Values outside [min, max] are clamped.
 */
export function outlierRadius(value: number, stats: OutlierGroupStats): number {
  const { min, average, max } = stats;
  if (!Number.isFinite(value) || value === average) return OUTLIER_RADIUS.average;
  if (value < average) {
    if (average <= min) return OUTLIER_RADIUS.average;
    const t = value <= min ? 0 : (value - min) / (average - min);
    return OUTLIER_RADIUS.min + t * (OUTLIER_RADIUS.average - OUTLIER_RADIUS.min);
  }
  if (max <= average) return OUTLIER_RADIUS.average;
  const t = value >= max ? 1 : (value - average) / (max - average);
  return OUTLIER_RADIUS.average + t * (OUTLIER_RADIUS.max - OUTLIER_RADIUS.average);
}

export interface OutlierAuthorInput {
  id: AuthorId;
  name: string;
  values: Readonly<Record<OutlierMetric, number>>;
}

export interface OutlierMetricValue {
  value: number;
  radius: number;
}

export interface OutlierAuthorStats {
  id: AuthorId;
  name: string;
  metrics: Record<OutlierMetric, OutlierMetricValue>;
  /** the sum of the five radii: the primary sort key */
  totalRadius: number;
}

/** NaN sorts last, like the smallest value. */
function sortable(value: number): number {
  return Number.isNaN(value) ? -Infinity : value;
}

function compareOutliers(a: OutlierAuthorStats, b: OutlierAuthorStats): number {
  if (a.totalRadius !== b.totalRadius) return b.totalRadius - a.totalRadius;
  for (const metric of OUTLIER_METRICS) {
    const valueA = sortable(a.metrics[metric].value);
    const valueB = sortable(b.metrics[metric].value);
    if (valueA !== valueB) return valueA < valueB ? 1 : -1;
  }
  if (a.name !== b.name) return a.name < b.name ? -1 : 1;
  const idA = String(a.id);
  const idB = String(b.id);
  return idA < idB ? -1 : idA > idB ? 1 : 0;
}

/**
 * A sorted copy: summed radii descending, then the seed's order all descending (h_index_score,
 * citation_per_paper, paper_per_year_in_top_journal, top_journal_percentage, solo_paper_count),
 * then name and id ascending so the order is total.
 */
export function sortOutliers(authors: readonly OutlierAuthorStats[]): OutlierAuthorStats[] {
  return [...authors].sort(compareOutliers);
}

/** Consecutive groups of `size` (the last may be shorter). */
export function groupIntoRows<T>(items: readonly T[], size: number = OUTLIER_AUTHORS_PER_ROW): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`size must be a positive integer, got ${size}`);
  const rows: T[][] = [];
  for (let i = 0; i < items.length; i += size) rows.push(items.slice(i, i + size));
  return rows;
}

/**
 * Radii of every author for every metric against the group's own min, average and max, sorted
 * with sortOutliers. The group is the authors given (one rank code, school or department).
 */
export function computeOutliers(authors: readonly OutlierAuthorInput[]): OutlierAuthorStats[] {
  const stats = {} as Record<OutlierMetric, OutlierGroupStats>;
  const column = new Float64Array(authors.length);
  for (const metric of OUTLIER_METRICS) {
    for (let i = 0; i < authors.length; i++) column[i] = authors[i]!.values[metric];
    stats[metric] = outlierGroupStats(column);
  }
  const rows = authors.map((author): OutlierAuthorStats => {
    const metrics = {} as Record<OutlierMetric, OutlierMetricValue>;
    let totalRadius = 0;
    for (const metric of OUTLIER_METRICS) {
      const value = author.values[metric];
      const radius = outlierRadius(value, stats[metric]);
      metrics[metric] = { value, radius };
      totalRadius += radius;
    }
    return { id: author.id, name: author.name, metrics, totalRadius };
  });
  return sortOutliers(rows);
}
