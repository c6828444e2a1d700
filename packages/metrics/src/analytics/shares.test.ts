import { describe, expect, it } from 'vitest';
import type { WindowPaper, WindowTotals } from './shares.ts';
import { shareOfTotals, sharePercent, windowTotals } from './shares.ts';

const authorPapers: WindowPaper[] = [
  { year: 2024, authorCount: 1, citations: 4, citationsByYear: [{ year: 2024, count: 4 }] },
  { year: 2018, authorCount: 2, citations: 10, citationsByYear: [{ year: 2019, count: 6 }, { year: 2022, count: 4 }] },
  { year: 2010, authorCount: 4, citations: 20, citationsByYear: [{ year: 2011, count: 12 }, { year: 2015, count: 4 }, { year: 2021, count: 4 }] },
  { year: null, authorCount: 1, citations: 2, citationsByYear: [{ year: 2023, count: 2 }] },
];

describe('windowTotals', () => {
  it.each([
    [
      'full',
      {
        papers: { fiveYears: 1, tenYears: 2, overall: 4 },
        citations: { fiveYears: 4 + 4 + 4 + 2, tenYears: 4 + 6 + 4 + 4 + 4 + 2, overall: 36 },
      },
    ],
    [
      'fractional',
      {
        papers: { fiveYears: 1, tenYears: 1.5, overall: 1 + 0.5 + 0.25 + 1 },
        citations: { fiveYears: 4 + 2 + 1 + 2, tenYears: 4 + 3 + 2 + 1 + 1 + 2, overall: 4 + 5 + 5 + 2 },
      },
    ],
  ] as const)('%s counting, current year 2024', (mode, expected) => {
    expect(windowTotals(authorPapers, 2024, mode)).toEqual(expected);
  });

  it('ignores papers and citations after the current year', () => {
    const totals = windowTotals([{ year: 2025, authorCount: 1, citations: 3, citationsByYear: [{ year: 2025, count: 3 }] }], 2024);
    expect(totals.papers).toEqual({ fiveYears: 0, tenYears: 0, overall: 1 });
    expect(totals.citations).toEqual({ fiveYears: 0, tenYears: 0, overall: 3 });
  });

  it('window edges are inclusive: 2020 is in the 5-year window of 2024, 2019 is not', () => {
    const totals = windowTotals(
      [
        { year: 2020, authorCount: 1, citations: 0 },
        { year: 2019, authorCount: 1, citations: 0 },
        { year: 2015, authorCount: 1, citations: 0 },
        { year: 2014, authorCount: 1, citations: 0 },
      ],
      2024,
    );
    expect(totals.papers).toEqual({ fiveYears: 1, tenYears: 3, overall: 4 });
  });

  it('credits a group for its members on a distinct paper in fractional mode', () => {
    const totals = windowTotals([{ year: 2024, authorCount: 4, citations: 8, creditedAuthors: 2 }], 2024, 'fractional');
    expect(totals.papers.overall).toBe(0.5);
    expect(totals.citations.overall).toBe(4);
  });

  it('is all zero without papers', () => {
    const zero = { fiveYears: 0, tenYears: 0, overall: 0 };
    expect(windowTotals([], 2024)).toEqual({ papers: zero, citations: zero });
  });
});

describe('sharePercent', () => {
  it.each([
    [1, 4, 25],
    [0, 4, 0],
    [3, 0, 0],
    [5, 5, 100],
  ])('sharePercent(%s, %s) = %s', (part, whole, expected) => {
    expect(sharePercent(part, whole)).toBe(expected);
  });
});

describe('shareOfTotals', () => {
  it('divides each window and guards empty group windows', () => {
    const author: WindowTotals = { papers: { fiveYears: 1, tenYears: 2, overall: 5 }, citations: { fiveYears: 10, tenYears: 30, overall: 50 } };
    const group: WindowTotals = { papers: { fiveYears: 4, tenYears: 0, overall: 20 }, citations: { fiveYears: 40, tenYears: 60, overall: 500 } };
    expect(shareOfTotals(author, group)).toEqual({
      papers: { fiveYears: 25, tenYears: 0, overall: 25 },
      citations: { fiveYears: 25, tenYears: 50, overall: 10 },
    });
  });
});
