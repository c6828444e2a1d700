import { describe, expect, it } from 'vitest';
import type { OutlierAuthorInput, OutlierMetric } from './outliers.ts';
import { computeOutliers, groupIntoRows, OUTLIER_METRICS, outlierGroupStats, outlierRadius, sortOutliers } from './outliers.ts';

describe('outlierGroupStats', () => {
  it.each([
    [[2, 4, 9], { min: 2, average: 5, max: 9 }],
    [[3], { min: 3, average: 3, max: 3 }],
    [[], { min: 0, average: 0, max: 0 }],
    [[1, NaN, 3], { min: 1, average: 2, max: 3 }],
  ])('%j', (values, expected) => {
    expect(outlierGroupStats(values)).toEqual(expected);
  });
});

describe('outlierRadius', () => {
  const stats = { min: 2, average: 5, max: 9 };
  it.each([
    ['minimum', 2, stats, 8],
    ['halfway below', 3.5, stats, 11],
    ['average', 5, stats, 14],
    ['halfway above', 7, stats, 17],
    ['maximum', 9, stats, 20],
    ['below the minimum is clamped', 0, stats, 8],
    ['above the maximum is clamped', 50, stats, 20],
    ['min == average, value at it', 4, { min: 4, average: 4, max: 10 }, 14],
    ['min == average, value below (inconsistent stats)', 1, { min: 4, average: 4, max: 10 }, 14],
    ['max == average, value above (inconsistent stats)', 9, { min: 0, average: 4, max: 4 }, 14],
    ['everyone equal', 3, { min: 3, average: 3, max: 3 }, 14],
    ['NaN', NaN, stats, 14],
  ])('%s', (_name, value, groupStats, expected) => {
    expect(outlierRadius(value, groupStats)).toBeCloseTo(expected, 12);
  });
});

function author(id: number, name: string, values: Partial<Record<OutlierMetric, number>>): OutlierAuthorInput {
  const full = Object.fromEntries(OUTLIER_METRICS.map((m) => [m, values[m] ?? 0])) as Record<OutlierMetric, number>;
  return { id, name, values: full };
}

describe('computeOutliers', () => {
  it('gives radii against the group and sorts by summed radii', () => {
    const rows = computeOutliers([
      author(1, 'Low', { h_index_score: 2 }),
      author(2, 'High', { h_index_score: 8, citation_per_paper: 10 }),
      author(3, 'Mid', { h_index_score: 5 }),
    ]);
    expect(rows.map((r) => r.name)).toEqual(['High', 'Mid', 'Low']);
    expect(rows[0]!.metrics.h_index_score).toEqual({ value: 8, radius: 20 });
    expect(rows[1]!.metrics.h_index_score).toEqual({ value: 5, radius: 14 });
    expect(rows[2]!.metrics.h_index_score).toEqual({ value: 2, radius: 8 });
    // solo_paper_count is 0 for everyone: all at the average
    for (const row of rows) expect(row.metrics.solo_paper_count.radius).toBe(14);
  });

  it('is empty for no authors', () => {
    expect(computeOutliers([])).toEqual([]);
  });
});

describe('sortOutliers tie-breaks', () => {
  const row = (name: string, totalRadius: number, values: Partial<Record<OutlierMetric, number>>, id = name) => ({
    id,
    name,
    totalRadius,
    metrics: Object.fromEntries(OUTLIER_METRICS.map((m) => [m, { value: values[m] ?? 0, radius: 14 }])) as Record<OutlierMetric, { value: number; radius: number }>,
  });

  it.each([
    ['summed radii first', [row('a', 60, { h_index_score: 9 }), row('b', 70, {})], ['b', 'a']],
    ['then h_index_score', [row('a', 70, { h_index_score: 3 }), row('b', 70, { h_index_score: 4 })], ['b', 'a']],
    ['then citation_per_paper', [row('a', 70, { citation_per_paper: 1 }), row('b', 70, { citation_per_paper: 2 })], ['b', 'a']],
    ['then paper_per_year_in_top_journal', [row('a', 70, { paper_per_year_in_top_journal: 0.5 }), row('b', 70, { paper_per_year_in_top_journal: 1 })], ['b', 'a']],
    ['then top_journal_percentage', [row('a', 70, { top_journal_percentage: 10 }), row('b', 70, { top_journal_percentage: 20 })], ['b', 'a']],
    ['then solo_paper_count', [row('a', 70, { solo_paper_count: 1 }), row('b', 70, { solo_paper_count: 2 })], ['b', 'a']],
    ['then name ascending', [row('b', 70, {}), row('a', 70, {})], ['a', 'b']],
    ['NaN values sort last', [row('a', 70, { h_index_score: NaN }), row('b', 70, { h_index_score: 0 })], ['b', 'a']],
  ])('%s', (_name, rows, expected) => {
    expect(sortOutliers(rows).map((r) => r.name)).toEqual(expected);
  });

  it('does not change its input', () => {
    const input = [row('b', 1, {}), row('a', 2, {})];
    sortOutliers(input);
    expect(input.map((r) => r.name)).toEqual(['b', 'a']);
  });
});

describe('groupIntoRows', () => {
  it.each([
    [[], 3, []],
    [[1, 2], 3, [[1, 2]]],
    [[1, 2, 3], 3, [[1, 2, 3]]],
    [[1, 2, 3, 4, 5, 6, 7], 3, [[1, 2, 3], [4, 5, 6], [7]]],
    [[1, 2, 3], 1, [[1], [2], [3]]],
  ])('%j in rows of %s', (items, size, expected) => {
    expect(groupIntoRows(items, size)).toEqual(expected);
  });

  it('defaults to 3 per row', () => {
    expect(groupIntoRows([1, 2, 3, 4])).toEqual([[1, 2, 3], [4]]);
  });

  it.each([0, -1, 1.5])('rejects size %s', (size) => {
    expect(() => groupIntoRows([1], size)).toThrow(RangeError);
  });
});
