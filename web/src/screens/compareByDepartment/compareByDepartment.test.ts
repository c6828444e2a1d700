import { describe, expect, it } from 'vitest';
import type { TCompareDepartmentsResponse } from '@ri/contracts/dashboards';
import { compareDepartmentsYears, departmentFigureRef, departmentRadar } from './compareByDepartment.ts';
import { figureQuery } from '../../api/dashboards/figurePapersQueries.ts';
import { parseCompareByDepartmentSearch } from './compareByDepartmentSearch.ts';

describe('parseCompareByDepartmentSearch', () => {
  it('keeps whole years and drops the rest', () => {
    expect(parseCompareByDepartmentSearch({ from: 2020, to: '2024' })).toEqual({ from: 2020, to: 2024 });
    expect(parseCompareByDepartmentSearch({ from: 'last year', to: 2024.5 })).toEqual({});
  });
});

describe('compareDepartmentsYears (docs/requirements/dashboards.md §5 and §9)', () => {
  it.each([
    ['defaults to the last 5 years', {}, { from_year: 2021, to_year: 2026 }],
    ['keeps a range inside 1950..the current year', { from: 1990, to: 2000 }, { from_year: 1990, to_year: 2000 }],
    ['clamps the start to 1950', { from: 1900, to: 2000 }, { from_year: 1950, to_year: 2000 }],
    ['clamps the end to the current year', { from: 2020, to: 2040 }, { from_year: 2020, to_year: 2026 }],
    ['pulls a start after the end down to the end', { from: 2025, to: 2010 }, { from_year: 2010, to_year: 2010 }],
    ['fills a missing end with the current year', { from: 2000 }, { from_year: 2000, to_year: 2026 }],
  ])('%s', (_label, search, expected) => {
    expect(compareDepartmentsYears(search, 2026)).toEqual(expected);
  });
});

const answer = (school: { papers: number; citations: number }, shares: [number | null, number | null][]): TCompareDepartmentsResponse => ({
  from_year: 2021,
  to_year: 2026,
  counting: 'full',
  affiliation: 'current',
  school,
  departments: shares.map(([p, c], i) => ({ department_id: i + 1, name: `D${i + 1}`, papers: 0, citations: 0, share_of_papers: p, share_of_citations: c })),
  categories: shares.map((_s, i) => `D${i + 1}`),
  series: [
    { name: 'Share of papers', data: shares.map(([p]) => p) },
    { name: 'Share of citations', data: shares.map(([, c]) => c) },
  ],
});

describe('departmentRadar', () => {
  it('draws the two series of shares per department', () => {
    expect(departmentRadar(answer({ papers: 10, citations: 40 }, [[60, 75], [40, 25]]))).toEqual({
      categories: ['D1', 'D2'],
      series: [{ name: 'Share of papers', data: [60, 40] }, { name: 'Share of citations', data: [75, 25] }],
    });
  });

  it('has nothing to draw when the school has no papers or citations in the years', () => {
    expect(departmentRadar(answer({ papers: 0, citations: 0 }, [[null, null]]))).toBeNull();
    expect(departmentRadar(answer({ papers: 0, citations: 0 }, []))).toBeNull();
  });

  it('draws a department without papers as 0 when the school has some', () => {
    expect(departmentRadar(answer({ papers: 5, citations: 0 }, [[100, null], [0, null]]))?.series[1]?.data).toEqual([0, 0]);
  });
});

describe('departmentFigureRef', () => {
  it('opens a department\'s (or the school\'s) papers or citations in the answer\'s years, counting and affiliation', () => {
    const answer = { from_year: 2019, to_year: 2025, counting: 'fractional', affiliation: 'at_publication' } as const;
    expect(departmentFigureRef(answer, 4, 'Finance', 'papers', 4.33)).toEqual({
      figure: 'compare_departments', author_id: 0, from: 2019, to: 2025, grade: 'every', measure: 'papers', shown: 4.33,
      group: { dept: 4, affiliation: 'at_publication' }, counting: 'fractional', label: 'Papers of Finance, 2019–2025',
    });
    expect(departmentFigureRef({ ...answer, counting: 'full', affiliation: 'current' }, null, 'Alpha University', 'citations', 86))
      .toMatchObject({ group: { dept: 'all' }, measure: 'citations', label: 'Citations of Alpha University, 2019–2025' });
    expect(figureQuery({ univ_id: 3 }, departmentFigureRef(answer, 4, 'Finance', 'citations', 10))).toEqual({
      figure: 'compare_departments', dept: 4, measure: 'citations', univ_id: 3, from: 2019, to: 2025, counting: 'fractional', affiliation: 'at_publication',
    });
  });
});
