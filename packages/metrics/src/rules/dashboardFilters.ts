import { ruleIssue, type RuleIssue } from './ruleIssues.ts';

// docs/requirements/dashboards.md §4, §5, §9: filter rules of the analytics dashboards. The seed gives no texts
// for these limits (only "an error state"); ours follow its style.
export const DASHBOARD_FILTER_MESSAGES = {
  tooManyUniversities: 'Select at most 12 universities',
  selectDepartment: 'Select at least one department',
  ownUniversity: 'Your own university is always included and cannot be selected',
} as const;

/** Cohort similar-author range, in years around the first career year. */
export const COHORT_RANGE = { min: -10, max: 10, defaultStart: -2, defaultEnd: 2 } as const;

/** Compare Gender: at most 12 universities. */
export const COMPARE_GENDER_MAX_UNIVERSITIES = 12;

/** The exclusive 'all' department of Compare Gender. */
export const ALL_DEPARTMENTS = 'all';

/** The exclusive 'All' journal choice of Hire Impact. */
export const ALL_JOURNALS = 'All';

function offset(value: number | string | null | undefined, fallback: number): number {
  if (value === null || value === undefined) return fallback;
  const number = typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value.trim());
  return Number.isFinite(number) ? Math.trunc(number) : fallback;
}

/**
 * The cohort range normalised: start in [-10, 0], end in [0, 10]; unreadable values fall back
 * to the default -2 and +2.
 */
export function clampCohortRange(start: number | string | null | undefined, end: number | string | null | undefined): { start: number; end: number } {
  const s = offset(start, COHORT_RANGE.defaultStart);
  const e = offset(end, COHORT_RANGE.defaultEnd);
  return { start: Math.min(0, Math.max(COHORT_RANGE.min, s)), end: Math.max(0, Math.min(COHORT_RANGE.max, e)) };
}

/**
 * One click on a multi-select with an exclusive 'All' (Hire Impact journals, Compare Gender
 * departments): picking All selects only All (or clears it when it was on); picking another
 * value removes All and toggles that value.
 */
export function toggleExclusiveAll<T>(selection: readonly T[], picked: T, allValue: T): T[] {
  if (picked === allValue) return selection.includes(allValue) ? [] : [allValue];
  const rest = selection.filter((value) => value !== allValue);
  return rest.includes(picked) ? rest.filter((value) => value !== picked) : [...rest, picked];
}

/**
 * The same rule for widgets that report the whole new selection (MUI/Mantine multi-selects):
 * All newly added wins alone; otherwise All is dropped once another value is present.
 */
export function normaliseExclusiveAll<T>(previous: readonly T[], next: readonly T[], allValue: T): T[] {
  if (next.includes(allValue) && !previous.includes(allValue)) return [allValue];
  if (next.includes(allValue) && next.length > 1) return next.filter((value) => value !== allValue);
  return [...next];
}

/**
 * Compare Gender: at least one department, at most 12 universities, never the user's own
 * university (it is the reference the others are compared with).
 */
export function validateCompareGender(input: {
  universityIds: ReadonlyArray<string | number>;
  departments: readonly string[];
  ownUniversityId?: string | number | null;
}): RuleIssue[] {
  const issues: RuleIssue[] = [];
  if (input.universityIds.length > COMPARE_GENDER_MAX_UNIVERSITIES) issues.push(ruleIssue('universities', DASHBOARD_FILTER_MESSAGES.tooManyUniversities));
  const own = input.ownUniversityId;
  if (own !== null && own !== undefined && input.universityIds.some((id) => String(id) === String(own))) {
    issues.push(ruleIssue('universities', DASHBOARD_FILTER_MESSAGES.ownUniversity));
  }
  if (input.departments.length === 0) issues.push(ruleIssue('departments', DASHBOARD_FILTER_MESSAGES.selectDepartment));
  return issues;
}
