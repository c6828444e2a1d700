import { describe, expect, it } from 'vitest';
import { readinessPercent, tenureColour, tenureComparisonRank, tenureReadiness } from './tenureReadiness.ts';

describe('tenureColour', () => {
  it.each([
    // months 1 to 5
    [1, 95, 'green'],
    [5, 95, 'green'],
    [3, 94.99, 'orange'],
    [3, 85, 'orange'],
    [3, 84.99, 'red'],
    [5, 90, 'orange'],
    [1, 0, 'red'],
    [1, 250, 'green'],
    // months 6 to 12
    [6, 90, 'green'],
    [6, 94.99, 'green'],
    [12, 89.99, 'orange'],
    [12, 80, 'orange'],
    [6, 79.99, 'red'],
    [12, 85, 'orange'],
    // nothing to compare with
    [1, null, 'grey'],
    [7, NaN, 'grey'],
  ] as const)('month %s, %s percent -> %s', (month, percent, expected) => {
    expect(tenureColour(percent, month)).toBe(expected);
  });

  it.each([0, 13, 5.5])('rejects month %s', (month) => {
    expect(() => tenureColour(90, month)).toThrow(RangeError);
  });
});

describe('tenureComparisonRank', () => {
  it.each([
    [1, 2],
    [2, 3],
    [3, 3],
  ] as const)('rank %s compares with rank %s', (rank, expected) => {
    expect(tenureComparisonRank(rank)).toBe(expected);
  });
});

describe('readinessPercent', () => {
  it.each([
    [9, 10, 90],
    [0, 10, 0],
    [10, 3, 333.33],
    [2, 3, 66.67],
    [5, 0, null],
    [0, 0, null],
  ])('readinessPercent(%s, %s) = %s', (value, average, expected) => {
    expect(readinessPercent(value, average)).toBe(expected);
  });
});

describe('tenureReadiness', () => {
  const group = [
    { universityId: 1, papers: 8, citations: 100 },
    { universityId: 1, papers: 12, citations: 300 },
    { universityId: 2, papers: 10, citations: 200 },
  ];

  it('compares each candidate with the group average and colours by month', () => {
    const result = tenureReadiness(
      [
        { authorId: 'a', papers: 10, citations: 200 },
        { authorId: 'b', papers: 9, citations: 170 },
        { authorId: 'c', papers: 2, citations: 20 },
      ],
      group,
      3,
    );
    expect(result.averagePapers).toBe(10);
    expect(result.averageCitations).toBe(200);
    expect(result.comparisonCount).toBe(3);
    expect(result.authors).toEqual([
      { authorId: 'a', papers: 10, citations: 200, percentPaper: 100, percentCitation: 100, readinessPercent: 100, colour: 'green' },
      { authorId: 'b', papers: 9, citations: 170, percentPaper: 90, percentCitation: 85, readinessPercent: 87.5, colour: 'orange' },
      { authorId: 'c', papers: 2, citations: 20, percentPaper: 20, percentCitation: 10, readinessPercent: 15, colour: 'red' },
    ]);
    expect(result.universities).toEqual([
      { universityId: 1, facultyCount: 2, averagePapers: 10, averageCitations: 200, percentPaper: 100, percentCitation: 100 },
      { universityId: 2, facultyCount: 1, averagePapers: 10, averageCitations: 200, percentPaper: 100, percentCitation: 100 },
    ]);
  });

  it('the same figures change colour with the month', () => {
    const candidate = [{ authorId: 1, papers: 9, citations: 184 }]; // 90 and 92 -> 91
    expect(tenureReadiness(candidate, group, 5).authors[0]!.colour).toBe('orange');
    expect(tenureReadiness(candidate, group, 6).authors[0]!.colour).toBe('green');
  });

  it('an empty comparison group gives null percents and grey', () => {
    const result = tenureReadiness([{ authorId: 1, papers: 3, citations: 30 }], [], 8);
    expect(result.averagePapers).toBe(0);
    expect(result.authors[0]).toMatchObject({ percentPaper: null, percentCitation: null, readinessPercent: null, colour: 'grey' });
    expect(result.universities).toEqual([]);
  });

  it('a group without citations leaves the paper percent but no readiness', () => {
    const result = tenureReadiness([{ authorId: 1, papers: 3, citations: 0 }], [{ universityId: 1, papers: 3, citations: 0 }], 8);
    expect(result.authors[0]).toMatchObject({ percentPaper: 100, percentCitation: null, readinessPercent: null, colour: 'grey' });
  });

  it('no candidates', () => {
    expect(tenureReadiness([], group, 1).authors).toEqual([]);
  });
});
