import { describe, expect, it } from 'vitest';
import { ALL_DEPARTMENTS, ALL_JOURNALS, clampCohortRange, normaliseExclusiveAll, toggleExclusiveAll, validateCompareGender } from './dashboardFilters.ts';
import { messagesOf } from './ruleIssues.ts';
import { clampYearRange, defaultYearRange, isYearWithin, YEAR_LOWER_BOUNDS } from './years.ts';

const CURRENT_YEAR = 2026;

describe('clampYearRange (docs/requirements/dashboards.md §5: clamped, start <= end, normalised on blur)', () => {
  it.each([
    { case: 'faculty productivity, inside', from: 2000, to: 2010, min: YEAR_LOWER_BOUNDS.facultyProductivity, expected: { from: 2000, to: 2010 } },
    { case: 'faculty productivity, below 1940', from: 1900, to: 2010, min: YEAR_LOWER_BOUNDS.facultyProductivity, expected: { from: 1940, to: 2010 } },
    { case: 'end after the current year', from: 2020, to: 2030, min: 1940, expected: { from: 2020, to: 2026 } },
    { case: 'start after end: start pulled to end', from: 2015, to: 2010, min: 1940, expected: { from: 2010, to: 2010 } },
    { case: 'both above the current year', from: 2030, to: 2031, min: 1940, expected: { from: 2026, to: 2026 } },
    { case: 'form strings', from: ' 2001 ', to: '2005', min: 1940, expected: { from: 2001, to: 2005 } },
    { case: 'blank start and end', from: '', to: null, min: 1940, expected: { from: 1940, to: 2026 } },
    { case: 'decimals truncated', from: 2001.7, to: 2005.2, min: 1940, expected: { from: 2001, to: 2005 } },
    { case: 'compare by department from 1950', from: 1945, to: 2000, min: YEAR_LOWER_BOUNDS.compareByDepartment, expected: { from: 1950, to: 2000 } },
    { case: 'faculty progress from 1980', from: 1975, to: 1979, min: YEAR_LOWER_BOUNDS.facultyProgress, expected: { from: 1980, to: 1980 } },
  ])('$case', ({ from, to, min, expected }) => {
    expect(clampYearRange(from, to, min, CURRENT_YEAR)).toEqual(expected);
  });

  it('default range is the last 5 years', () => {
    expect(defaultYearRange(CURRENT_YEAR)).toEqual({ from: 2021, to: 2026 });
  });

  it.each([
    [1950, true],
    ['2026', true],
    [1949, false],
    [2027, false],
    ['', false],
    [2000.5, false],
  ])('isYearWithin(%s, 1950, 2026) = %s', (value, expected) => {
    expect(isYearWithin(value, 1950, CURRENT_YEAR)).toBe(expected);
  });

  it('the lower bounds are the seeds', () => {
    expect(YEAR_LOWER_BOUNDS).toEqual({ addPaper: 1940, profile: 1950, facultyProductivity: 1940, compareByDepartment: 1950, facultyProgress: 1980 });
  });
});

describe('clampCohortRange (offsets -10..10, start in [-10, 0], end in [0, 10], default -2..+2)', () => {
  it.each([
    { start: -2, end: 2, expected: { start: -2, end: 2 } },
    { start: -15, end: 12, expected: { start: -10, end: 10 } },
    { start: 3, end: -4, expected: { start: 0, end: 0 } },
    { start: null, end: undefined, expected: { start: -2, end: 2 } },
    { start: 'x', end: '', expected: { start: -2, end: 2 } },
    { start: '-5', end: '7', expected: { start: -5, end: 7 } },
  ])('$start..$end', ({ start, end, expected }) => {
    expect(clampCohortRange(start, end)).toEqual(expected);
  });
});

describe('toggleExclusiveAll (Hire Impact journals, Compare Gender departments)', () => {
  it.each([
    { case: 'All clears other picks', selection: ['JF', 'RFS'], picked: 'All', expected: ['All'] },
    { case: 'another pick removes All', selection: ['All'], picked: 'JF', expected: ['JF'] },
    { case: 'adds a pick', selection: ['JF'], picked: 'RFS', expected: ['JF', 'RFS'] },
    { case: 'unpicks a pick', selection: ['JF', 'RFS'], picked: 'JF', expected: ['RFS'] },
    { case: 'All again clears All', selection: ['All'], picked: 'All', expected: [] },
  ])('$case', ({ selection, picked, expected }) => {
    expect(toggleExclusiveAll(selection, picked, ALL_JOURNALS)).toEqual(expected);
  });

  it.each([
    { previous: ['Finance'], next: ['Finance', 'all'], expected: ['all'] },
    { previous: ['all'], next: ['all', 'Finance'], expected: ['Finance'] },
    { previous: ['Finance'], next: ['Finance', 'Marketing'], expected: ['Finance', 'Marketing'] },
    { previous: ['all'], next: ['all'], expected: ['all'] },
  ])('normaliseExclusiveAll $previous -> $next', ({ previous, next, expected }) => {
    expect(normaliseExclusiveAll(previous, next, ALL_DEPARTMENTS)).toEqual(expected);
  });
});

describe('validateCompareGender (max 12 universities, at least one department)', () => {
  const twelve = Array.from({ length: 12 }, (_, index) => index + 100);
  it.each([
    { case: '12 universities', universityIds: twelve, departments: ['all'], expected: [] },
    { case: '13 universities', universityIds: [...twelve, 200], departments: ['all'], expected: ['Select at most 12 universities'] },
    { case: 'no department', universityIds: [1], departments: [], expected: ['Select at least one department'] },
    { case: 'own university', universityIds: [1, 7], departments: ['Finance'], expected: ['Your own university is always included and cannot be selected'] },
  ])('$case', ({ universityIds, departments, expected }) => {
    expect(messagesOf(validateCompareGender({ universityIds, departments, ownUniversityId: '7' }))).toEqual(expected);
  });
});
