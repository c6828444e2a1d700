import { describe, expect, it } from 'vitest';
import {
  citationsPerPaper,
  citationsPerYear,
  papersPerYear,
  resolveJournalTier,
  soloPaperStats,
  tierCounts,
  topJournalPaperCount,
  topJournalPapersPerYear,
  topJournalPercentage,
  totalCitations,
  totalPapers,
} from './paperStats.ts';
import type { JournalTier } from './types.ts';

const papers = [
  { authorCount: 1, citations: 10, journalId: 1 },
  { authorCount: 2, citations: 6, journalId: 2 },
  { authorCount: 4, citations: 8, journalId: 3 },
  { authorCount: 3, citations: 0, journalId: null },
];
const globalTiers: Record<string, JournalTier> = { '1': 'A', '2': 'A-', '3': 'B' };

describe('totalPapers and totalCitations', () => {
  it.each([
    ['full', 4, 24],
    ['fractional', 1 + 0.5 + 0.25 + 1 / 3, 10 + 3 + 2 + 0],
  ] as const)('%s', (mode, expectedPapers, expectedCitations) => {
    expect(totalPapers(papers, mode)).toBeCloseTo(expectedPapers, 12);
    expect(totalCitations(papers, mode)).toBeCloseTo(expectedCitations, 12);
  });

  it('is 0 for no papers in both modes', () => {
    expect(totalPapers([], 'full')).toBe(0);
    expect(totalPapers([], 'fractional')).toBe(0);
    expect(totalCitations([], 'fractional')).toBe(0);
  });

  it('ignores negative citation counts', () => {
    expect(totalCitations([{ authorCount: 1, citations: -5 }])).toBe(0);
  });
});

describe('papersPerYear and citationsPerYear', () => {
  it.each([
    ['ten-year career', 20, 2015, 2024, 2],
    ['first year', 3, 2024, 2024, 3],
    ['start in the future keeps minimum 1', 3, 2025, 2024, 3],
    ['no start year', 4, null, 2024, 4],
    ['no papers', 0, 2000, 2024, 0],
  ])('%s', (_name, count, start, current, expected) => {
    expect(papersPerYear(count, start, current)).toBe(expected);
    expect(citationsPerYear(count, start, current)).toBe(expected);
  });
});

describe('citationsPerPaper', () => {
  it.each([
    [100, 8, 12.5],
    [0, 5, 0],
    [10, 0, 0],
    [3, 0.5, 6],
  ])('citationsPerPaper(%s, %s) = %s', (citations, count, expected) => {
    expect(citationsPerPaper(citations, count)).toBe(expected);
  });
});

describe('soloPaperStats', () => {
  it.each([
    ['full', papers, 'full', { soloPapers: 1, totalPapers: 4, percentSolo: 25 }],
    ['fractional', [{ authorCount: 1 }, { authorCount: 2 }, { authorCount: 2 }], 'fractional', { soloPapers: 1, totalPapers: 2, percentSolo: 50 }],
    ['empty', [], 'full', { soloPapers: 0, totalPapers: 0, percentSolo: 0 }],
    ['all solo', [{ authorCount: 1 }, { authorCount: 1 }], 'full', { soloPapers: 2, totalPapers: 2, percentSolo: 100 }],
    ['author count 0 is solo', [{ authorCount: 0 }, { authorCount: 3 }], 'full', { soloPapers: 1, totalPapers: 2, percentSolo: 50 }],
  ] as const)('%s', (_name, list, mode, expected) => {
    expect(soloPaperStats(list, mode)).toEqual(expected);
  });
});

describe('resolveJournalTier', () => {
  const department: Record<string, JournalTier> = { '3': 'A', '9': 'B' };
  it.each([
    ['department overrides the global tier', 3, department, 'A'],
    ['department adds a journal the global list lacks', 9, department, 'B'],
    ['falls back to the global tier', 1, department, 'A'],
    ['no department list', 3, null, 'B'],
    ['unranked everywhere', 42, department, null],
    ['no journal', null, department, null],
    ['string id', '2', department, 'A-'],
  ] as const)('%s', (_name, journalId, dept, expected) => {
    expect(resolveJournalTier(journalId, dept, globalTiers)).toBe(expected);
  });

  it('accepts Maps', () => {
    const global = new Map<number, JournalTier>([[1, 'B']]);
    const dept = new Map<number, JournalTier>([[2, 'A']]);
    expect(resolveJournalTier(1, dept, global)).toBe('B');
    expect(resolveJournalTier(2, dept, global)).toBe('A');
    expect(resolveJournalTier(3, dept, global)).toBe(null);
  });

  it('does not read inherited object keys or invalid tiers', () => {
    expect(resolveJournalTier('constructor', null, {})).toBe(null);
    expect(resolveJournalTier(1, null, { '1': 'C' } as unknown as Record<string, JournalTier>)).toBe(null);
  });
});

describe('tierCounts', () => {
  it.each([
    ['full, global tiers', null, 'full', { A: 1, AMinus: 1, B: 1, unranked: 1 }],
    ['full, department makes journal 3 an A', { '3': 'A' }, 'full', { A: 2, AMinus: 1, B: 0, unranked: 1 }],
    ['fractional', null, 'fractional', { A: 1, AMinus: 0.5, B: 0.25, unranked: 1 / 3 }],
  ] as const)('%s', (_name, departmentTiers, countingMode, expected) => {
    const counts = tierCounts(papers, { globalTiers, departmentTiers, countingMode });
    expect(counts.A).toBeCloseTo(expected.A, 12);
    expect(counts.AMinus).toBeCloseTo(expected.AMinus, 12);
    expect(counts.B).toBeCloseTo(expected.B, 12);
    expect(counts.unranked).toBeCloseTo(expected.unranked, 12);
  });

  it('is all zero for no papers', () => {
    expect(tierCounts([], { globalTiers })).toEqual({ A: 0, AMinus: 0, B: 0, unranked: 0 });
  });
});

describe('top journals', () => {
  it.each([
    ['default tiers A and A-', undefined, 'full', 2, 50],
    ['A only', ['A'], 'full', 1, 25],
    ['all tiers', ['A', 'A-', 'B'], 'full', 3, 75],
    ['fractional', undefined, 'fractional', 1.5, (1.5 / (1 + 0.5 + 0.25 + 1 / 3)) * 100],
  ] as const)('%s', (_name, tiers, countingMode, count, percent) => {
    const options = { globalTiers, tiers, countingMode };
    expect(topJournalPaperCount(papers, options)).toBeCloseTo(count, 12);
    expect(topJournalPercentage(papers, options)).toBeCloseTo(percent, 12);
  });

  it('is 0 percent with no papers', () => {
    expect(topJournalPercentage([], { globalTiers })).toBe(0);
  });

  it('papers per year in top journals divides by the career years', () => {
    expect(topJournalPapersPerYear(papers, { globalTiers, startYear: 2023, currentYear: 2024 })).toBe(1);
    expect(topJournalPapersPerYear([], { globalTiers, startYear: 2023, currentYear: 2024 })).toBe(0);
  });
});
