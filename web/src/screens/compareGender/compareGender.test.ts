import { describe, expect, it } from 'vitest';
import type { TGenderCompareResponse } from '@ri/contracts/dashboards';
import { applyExclusiveChoice } from '../../components/pickers/exclusiveChoice.ts';
import {
  ALL_DEPARTMENTS, departmentChoices, genderChart, genderPercent, genderSelectionErrors, SELECT_A_UNIVERSITY,
} from './compareGender.ts';
import { parseCompareGenderSearch } from './compareGenderSearch.ts';

const ids = (count: number) => Array.from({ length: count }, (_v, i) => i + 100);

describe('genderSelectionErrors (docs/requirements/dashboards.md §4, §5 and §9)', () => {
  it.each([
    ['one university and all departments is fine', { universityIds: ids(1), departments: ['all'] }, {}],
    ['twelve universities is fine', { universityIds: ids(12), departments: ['Finance'] }, {}],
    ['thirteen universities is too many', { universityIds: ids(13), departments: ['all'] }, { universities: 'Select at most 12 universities' }],
    ['an empty department selection is an error state', { universityIds: ids(2), departments: [] }, { departments: 'Select at least one department' }],
    ['your own university cannot be chosen', { universityIds: [7, 100], departments: ['all'] }, { universities: 'Your own university is always included and cannot be selected' }],
    ['nothing to compare with', { universityIds: [], departments: ['all'] }, { universities: SELECT_A_UNIVERSITY }],
  ])('%s', (_label, selection, expected) => {
    expect(genderSelectionErrors(selection, 7)).toEqual(expected);
  });
});

describe("the department selection's exclusive 'all' (docs/requirements/dashboards.md §4)", () => {
  it.each([
    ["choosing 'all' overrides the departments chosen", ['Finance', 'Marketing'], ['Finance', 'Marketing', 'all'], ['all']],
    ["choosing a department removes 'all'", ['all'], ['all', 'Finance'], ['Finance']],
    ["removing 'all' leaves an empty (error) selection", ['all'], [], []],
  ])('%s', (_label, previous, next, expected) => {
    expect(applyExclusiveChoice(previous, next, ALL_DEPARTMENTS)).toEqual(expected);
  });

  it("offers 'All departments' first, then the school's departments by name", () => {
    expect(departmentChoices(['Marketing', 'Accounting', 'Marketing'])).toEqual([
      { value: 'all', label: 'All departments' },
      { value: 'Accounting', label: 'Accounting' },
      { value: 'Marketing', label: 'Marketing' },
    ]);
  });
});

describe('parseCompareGenderSearch', () => {
  it('keeps at most 12 distinct university ids and the department names', () => {
    expect(parseCompareGenderSearch({ ids: [...ids(14), 100], departments: ['Finance', ''] })).toEqual({ ids: ids(12), departments: ['Finance'] });
    expect(parseCompareGenderSearch({ ids: 'x' })).toEqual({});
  });
});

const answer = (overall: [number, number, number][]): TGenderCompareResponse => ({
  mode: 'compare',
  departments: ['all'],
  universities: [],
  categories: overall.map((_o, i) => `U${i}`),
  series: { male: overall.map((o) => o[0]), female: overall.map((o) => o[1]), other: overall.map((o) => o[2]) },
  colors: { male: '#00259A', female: '#E24301', other: '#BBB218' },
});

describe('genderChart', () => {
  it('stacks Male, Female and Others per university in the seed colours', () => {
    expect(genderChart(answer([[50, 40, 10], [60, 40, 0]]))).toEqual({
      categories: ['U0', 'U1'],
      series: [{ name: 'Male', data: [50, 60] }, { name: 'Female', data: [40, 40] }, { name: 'Others', data: [10, 0] }],
      colors: ['#00259A', '#E24301', '#BBB218'],
    });
  });

  it('has nothing to draw when no one of known gender is in the selection', () => {
    expect(genderChart(answer([[0, 0, 0], [0, 0, 0]]))).toBeNull();
  });

  it('writes percentages with two decimals', () => {
    expect(genderPercent(33.3)).toBe('33.30');
    expect(genderPercent(0)).toBe('0.00');
  });
});
