import { parseYear } from './ruleIssues.ts';

/**
 * Lower bounds of every year the seeds constrain; the upper bound is always the current year,
 * passed in by the caller (rules never read the clock).
 */
export const YEAR_LOWER_BOUNDS = {
  /** docs/requirements/profile-and-accounts.md §9: add paper */
  addPaper: 1940,
  /** docs/requirements/profile-and-accounts.md §9: education, work, profile years */
  profile: 1950,
  /** docs/requirements/dashboards.md §5 */
  facultyProductivity: 1940,
  /** docs/requirements/dashboards.md §5 */
  compareByDepartment: 1950,
  /** docs/requirements/dashboards.md §5 */
  facultyProgress: 1980,
} as const;

/** Dashboards' default range (docs/requirements/dashboards.md §9): the current year minus 5 to the current year. */
export const DEFAULT_YEAR_SPAN = 5;

export function defaultYearRange(currentYear: number): { from: number; to: number } {
  return { from: currentYear - DEFAULT_YEAR_SPAN, to: currentYear };
}

/** A whole year within [min, max], from a number or a form string. */
export function isYearWithin(value: string | number | null | undefined, min: number, max: number): boolean {
  const year = parseYear(value);
  return year !== null && year >= min && year <= max;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/**
 * A year range normalised the way the dashboards do on blur (docs/requirements/dashboards.md §5): each end
 * clamped into [min, max] (a blank or unreadable start becomes min, end becomes max; decimals
 * are truncated), then a start after the end is pulled down to the end.
 */
export function clampYearRange(
  from: string | number | null | undefined,
  to: string | number | null | undefined,
  min: number,
  max: number,
): { from: number; to: number } {
  const readable = (value: string | number | null | undefined): number | null =>
    typeof value === 'number' && Number.isFinite(value) ? Math.trunc(value) : parseYear(value);
  const end = clamp(readable(to) ?? max, min, max);
  const start = clamp(readable(from) ?? min, min, max);
  return { from: Math.min(start, end), to: end };
}
