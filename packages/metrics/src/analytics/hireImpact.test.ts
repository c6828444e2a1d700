import { describe, expect, it } from 'vitest';
import { averagePerFaculty, hireImpactSummary, hireImprovementPercent } from './hireImpact.ts';

describe('averagePerFaculty', () => {
  it.each([
    [[], 0],
    [[4], 4],
    [[1, 2, 3, 4], 2.5],
  ])('%j -> %s', (values, expected) => {
    expect(averagePerFaculty(values)).toBe(expected);
  });
});

describe('hireImprovementPercent', () => {
  it.each([
    ['up', 100, 125, 25, 'up'],
    ['down', 100, 80, -20, 'down'],
    ['flat', 100, 100, 0, 'flat'],
    ['two decimals', 3, 4, 33.33, 'up'],
    ['two decimals, down', 6, 4, -33.33, 'down'],
    ['two decimals, rounding up', 3, 5, 66.67, 'up'],
    ['tiny rise rounds to flat', 1000, 1000.04, 0, 'flat'],
    ['tiny fall rounds to flat, not -0', 1000, 999.96, 0, 'flat'],
    ['after 0', 50, 0, -100, 'down'],
    ['both 0', 0, 0, 0, 'flat'],
    ['before 0, after positive', 0, 12, null, 'up'],
  ] as const)('%s', (_name, before, after, percent, direction) => {
    const result = hireImprovementPercent(before, after);
    expect(result).toEqual({ percent, direction });
    if (percent === 0) expect(Object.is(result.percent, 0)).toBe(true);
  });
});

describe('hireImpactSummary', () => {
  it.each([
    [
      'candidate above the average',
      [{ papers: 10, citations: 100 }, { papers: 20, citations: 200 }],
      { papers: 30, citations: 600 },
      { before: 150, after: 300, papersBefore: 15, papersAfter: 20, percent: 100, direction: 'up' },
    ],
    [
      'candidate below the average',
      [{ papers: 10, citations: 300 }],
      { papers: 2, citations: 100 },
      { before: 300, after: 200, papersBefore: 10, papersAfter: 6, percent: -33.33, direction: 'down' },
    ],
    [
      'no selected faculty',
      [],
      { papers: 4, citations: 40 },
      { before: 0, after: 40, papersBefore: 0, papersAfter: 4, percent: null, direction: 'up' },
    ],
  ] as const)('%s', (_name, selected, candidate, expected) => {
    const summary = hireImpactSummary(selected, candidate);
    expect(summary.averageCitationsBeforeHire).toBe(expected.before);
    expect(summary.selectedFacultyAverageCitations).toBe(expected.before);
    expect(summary.averageCitationsAfterHire).toBe(expected.after);
    expect(summary.selectedFacultyAveragePapers).toBe(expected.papersBefore);
    expect(summary.averagePapersAfterHire).toBe(expected.papersAfter);
    expect(summary.improvement).toEqual({ percent: expected.percent, direction: expected.direction });
  });
});
