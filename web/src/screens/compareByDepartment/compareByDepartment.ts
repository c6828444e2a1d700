import type { TCompareDepartmentsResponse } from '@ri/contracts/dashboards';
import type { FigureRef } from '../../api/dashboards/figurePapersQueries.ts';
import { clampYearRange, defaultYearRange, YEAR_LOWER_BOUNDS } from '@ri/metrics';
import type { CompareByDepartmentSearch } from './compareByDepartmentSearch.ts';

/** docs/requirements/dashboards.md §8 (compare departments). */
export const COMPARE_DEPARTMENTS_FAILED = 'Internal server error. Please try again later';
export const COMPARE_DEPARTMENTS_MIN_YEAR = YEAR_LOWER_BOUNDS.compareByDepartment;

/** The years the screen asks for: the URL's, else the last 5 years; clamped to 1950..the current year, start ≤ end. */
export function compareDepartmentsYears(search: CompareByDepartmentSearch, currentYear: number): { from_year: number; to_year: number } {
  const fallback = defaultYearRange(currentYear);
  const range = clampYearRange(search.from ?? fallback.from, search.to ?? fallback.to, COMPARE_DEPARTMENTS_MIN_YEAR, currentYear);
  return { from_year: range.from, to_year: range.to };
}

export interface DepartmentRadar {
  categories: string[];
  series: { name: string; data: number[] }[];
}

/**
 * The radar's categories and its two series (share of papers, share of citations), or null when
 * the school has nothing in the years: the chart then says 'No Data to Display' instead of a
 * radar of zeros.
 */
export function departmentRadar(answer: TCompareDepartmentsResponse): DepartmentRadar | null {
  if (answer.departments.length === 0 || (answer.school.papers === 0 && answer.school.citations === 0)) return null;
  return {
    categories: answer.categories,
    series: answer.series.map((series) => ({ name: series.name, data: series.data.map((value) => value ?? 0) })),
  };
}

/**
 * The papers behind a department's (or, with department null, the school's) papers or citations on
 * Compare by Department (docs/metrics.md sections 28 and 29): the answer's years, counting and affiliation.
 */
export function departmentFigureRef(
  answer: Pick<TCompareDepartmentsResponse, 'from_year' | 'to_year' | 'counting' | 'affiliation'>, departmentId: number | null, name: string,
  measure: 'papers' | 'citations', shown: number,
): FigureRef {
  return {
    figure: 'compare_departments', author_id: 0, from: answer.from_year, to: answer.to_year, grade: 'every', measure, shown,
    group: { dept: departmentId ?? 'all', ...(answer.affiliation === 'at_publication' ? { affiliation: 'at_publication' as const } : {}) },
    ...(answer.counting === 'fractional' ? { counting: 'fractional' as const } : {}),
    label: `${measure === 'papers' ? 'Papers' : 'Citations'} of ${name}, ${answer.from_year}–${answer.to_year}`,
  };
}
