import type { TGenderCompareResponse } from '@ri/contracts/dashboards';
import { ALL_DEPARTMENTS, COMPARE_GENDER_MAX_UNIVERSITIES, messageFor, validateCompareGender } from '@ri/metrics';

/** docs/requirements/dashboards.md §8 (Compare Gender). */
export const GENDER_UNIVERSITIES_FAILED = 'Unable to fetch Universities Data.';
export const GENDER_COMPARE_FAILED = 'There was an error in loading the data. Please try again after sometime.';
/** Ours: the seed has no text for an empty university selection (the comparison needs one). */
export const SELECT_A_UNIVERSITY = 'Select at least one university to compare with';
/** docs/requirements/dashboards.md §2: the note under the results. */
export const GENDER_NOTE = 'Gender is determined first from the faculty member\'s bio, then by facial recognition, then from the name. '
  + 'A verified profile entered by the faculty member takes precedence. The data covers only universities with complete faculty information.';

export { ALL_DEPARTMENTS, COMPARE_GENDER_MAX_UNIVERSITIES };

export interface GenderSelection {
  universityIds: readonly number[];
  departments: readonly string[];
}

export interface GenderSelectionErrors {
  universities?: string;
  departments?: string;
}

/**
 * The selection's error states (docs/requirements/dashboards.md §4 and §5): at least one department, at most 12
 * universities, never your own, and (ours) at least one university to compare with.
 */
export function genderSelectionErrors(selection: GenderSelection, ownUniversityId: number | null): GenderSelectionErrors {
  const issues = validateCompareGender({ universityIds: selection.universityIds, departments: selection.departments, ownUniversityId });
  const errors: GenderSelectionErrors = {};
  const universities = messageFor(issues, 'universities');
  const departments = messageFor(issues, 'departments');
  if (universities) errors.universities = universities;
  else if (selection.universityIds.length === 0) errors.universities = SELECT_A_UNIVERSITY;
  if (departments) errors.departments = departments;
  return errors;
}

/** The department choices: 'All departments' first, then your school's departments by name. */
export function departmentChoices(names: readonly string[]): { value: string; label: string }[] {
  return [{ value: ALL_DEPARTMENTS, label: 'All departments' }, ...[...new Set(names)].sort((a, b) => a.localeCompare(b)).map((name) => ({ value: name, label: name }))];
}

export interface GenderChart {
  categories: string[];
  series: { name: 'Male' | 'Female' | 'Others'; data: number[] }[];
  colors: string[];
}

/** The stacked columns (overall percents per university, seed colours), or null when nobody's gender is known anywhere. */
export function genderChart(answer: TGenderCompareResponse): GenderChart | null {
  const { male, female, other } = answer.series;
  if ([...male, ...female, ...other].every((value) => value === 0)) return null;
  return {
    categories: answer.categories,
    series: [{ name: 'Male', data: male }, { name: 'Female', data: female }, { name: 'Others', data: other }],
    colors: [answer.colors.male, answer.colors.female, answer.colors.other],
  };
}

/** A percentage of the table: two decimals (docs/requirements/dashboards.md §9). */
export function genderPercent(value: number): string {
  return value.toFixed(2);
}
