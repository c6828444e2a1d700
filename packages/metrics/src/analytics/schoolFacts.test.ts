import { describe, expect, it } from 'vitest';
import type { DepartmentFactsInput } from './schoolFacts.ts';
import {
  departmentFacts,
  facultyRankGroup,
  genderDistribution,
  genderPercentagesByRank,
  interestingFacts,
  marketShareByRank,
  rankCodeFromMarker,
} from './schoolFacts.ts';

describe('rankCodeFromMarker and facultyRankGroup', () => {
  it.each([
    [1, 1, 'assistant'],
    [10, 1, 'assistant'],
    [2, 2, 'associate'],
    [20, 2, 'associate'],
    [3, 3, 'full'],
    [30, 3, 'full'],
    [6, 6, 'other'],
    [70, 7, 'other'],
    [9, 9, 'other'],
    [0, 0, 'other'],
    [null, null, 'other'],
  ] as const)('marker %s -> code %s, group %s', (marker, code, group) => {
    expect(rankCodeFromMarker(marker)).toBe(code);
    expect(facultyRankGroup(marker)).toBe(group);
  });
});

describe('marketShareByRank', () => {
  const faculty = [
    { id: 1, name: 'Ann', marker: 1, papers: 10 },
    { id: 2, name: 'Bob', marker: 10, papers: 30 },
    { id: 3, name: 'Cy', marker: 3, papers: 40 },
    { id: 4, name: 'Di', marker: 6, papers: 20 },
    { id: 5, name: 'Ed', marker: 1, papers: 30 },
  ];

  it.each([
    ['assistants, total from everyone given', [1], undefined, [['Bob', 23.076923076923077], ['Ed', 23.076923076923077], ['Ann', 7.6923076923076925]]],
    ['assistants, school total given', [1], 200, [['Bob', 15], ['Ed', 15], ['Ann', 5]]],
    ['full and non tenured', [3, 6], 200, [['Cy', 20], ['Di', 10]]],
    ['no rank codes', [], 200, []],
    ['empty school: all 0, by name', [1], 0, [['Ann', 0], ['Bob', 0], ['Ed', 0]]],
  ] as const)('%s', (_name, codes, total, expected) => {
    const rows = marketShareByRank(faculty, codes, total);
    expect(rows.map((r) => [r.name, r.marketShare])).toEqual(expected);
  });
});

describe('genderDistribution', () => {
  it.each([
    [['m', 'm', 'f', null], { male: 2, female: 1, other: 0, unknown: 1 }, { male: 66.67, female: 33.33, other: 0 }],
    [[], { male: 0, female: 0, other: 0, unknown: 0 }, { male: 0, female: 0, other: 0 }],
    [[null], { male: 0, female: 0, other: 0, unknown: 1 }, { male: 0, female: 0, other: 0 }],
    [['o', 'f', 'm'], { male: 1, female: 1, other: 1, unknown: 0 }, { male: 33.33, female: 33.33, other: 33.33 }],
  ] as const)('%j', (genders, counts, percent) => {
    expect(genderDistribution(genders)).toEqual({ counts, percent });
  });
});

describe('genderPercentagesByRank', () => {
  it('gives percentages per rank and overall, per university in the order given', () => {
    const rows = genderPercentagesByRank(
      [{ id: 2, name: 'Beta' }, { id: 1, name: 'Alpha' }, { id: 3, name: 'Empty' }],
      [
        { universityId: 1, marker: 1, gender: 'm' },
        { universityId: 1, marker: 1, gender: 'f' },
        { universityId: 1, marker: 10, gender: 'f' },
        { universityId: 1, marker: 2, gender: 'o' },
        { universityId: 1, marker: 3, gender: null },
        { universityId: 1, marker: 6, gender: 'm' },
        { universityId: 2, marker: 3, gender: 'f' },
        { universityId: 9, marker: 3, gender: 'f' },
      ],
    );
    const zero = { male: 0, female: 0, other: 0 };
    expect(rows).toEqual([
      { universityId: 2, name: 'Beta', assistant: zero, associate: zero, professor: { male: 0, female: 100, other: 0 }, overall: { male: 0, female: 100, other: 0 } },
      {
        universityId: 1,
        name: 'Alpha',
        assistant: { male: 33.33, female: 66.67, other: 0 },
        associate: { male: 0, female: 0, other: 100 },
        professor: zero,
        overall: { male: 40, female: 40, other: 20 },
      },
      { universityId: 3, name: 'Empty', assistant: zero, associate: zero, professor: zero, overall: zero },
    ]);
  });
});

describe('interestingFacts', () => {
  it('averages papers per faculty member per gender and rank, one decimal', () => {
    const facts = interestingFacts([
      { marker: 1, gender: 'm', papers: 3 },
      { marker: 1, gender: 'f', papers: 4 },
      { marker: 10, gender: 'f', papers: 5 },
      { marker: 2, gender: 'm', papers: 10 },
      { marker: 3, gender: null, papers: 20 },
      { marker: 6, gender: 'o', papers: 1 },
      { marker: null, gender: 'o', papers: 2 },
    ]);
    expect(facts).toEqual({
      all: { assistant: 4, associate: 10, full: 20, other: 1.5 },
      male: { assistant: 3, associate: 10, full: null, other: null },
      female: { assistant: 4.5, associate: null, full: null, other: null },
      other: { assistant: null, associate: null, full: null, other: 1.5 },
    });
  });

  it('rounds to one decimal', () => {
    const facts = interestingFacts([
      { marker: 1, gender: 'm', papers: 1 },
      { marker: 1, gender: 'm', papers: 1 },
      { marker: 1, gender: 'm', papers: 2 },
    ]);
    expect(facts.male.assistant).toBe(1.3);
  });

  it('is all null without faculty', () => {
    const empty = { assistant: null, associate: null, full: null, other: null };
    expect(interestingFacts([])).toEqual({ all: empty, male: empty, female: empty, other: empty });
  });
});

describe('departmentFacts', () => {
  const departments: DepartmentFactsInput[] = [
    { name: 'Finance', facultyCount: 10, previousFacultyCount: 8, papers: 50, citations: 900 },
    { name: 'Accounting', facultyCount: 5, previousFacultyCount: 5, papers: 30, citations: 600 },
    { name: 'Marketing', facultyCount: 0, previousFacultyCount: 2, papers: 20, citations: 100 },
  ];

  it('names the department with the largest value of each fact', () => {
    expect(departmentFacts(departments)).toEqual({
      highestPaper: { name: 'Finance', value: 50 },
      highestFacultyDiff: { name: 'Finance', value: 2 },
      largestMarketShareByPaper: { name: 'Finance', value: 50 },
      highestCitationPerFaculty: { name: 'Accounting', value: 120 },
    });
  });

  it('uses the school total when given and breaks ties by name', () => {
    const facts = departmentFacts(
      [
        { name: 'Zeta', facultyCount: 1, previousFacultyCount: 0, papers: 10, citations: 10 },
        { name: 'Alpha', facultyCount: 1, previousFacultyCount: 0, papers: 10, citations: 10 },
      ],
      40,
    );
    expect(facts.highestPaper).toEqual({ name: 'Alpha', value: 10 });
    expect(facts.largestMarketShareByPaper).toEqual({ name: 'Alpha', value: 25 });
  });

  it('is null without departments, and citation per faculty skips empty departments', () => {
    expect(departmentFacts([])).toEqual({ highestPaper: null, highestFacultyDiff: null, largestMarketShareByPaper: null, highestCitationPerFaculty: null });
    expect(departmentFacts([departments[2]!]).highestCitationPerFaculty).toBe(null);
  });
});
