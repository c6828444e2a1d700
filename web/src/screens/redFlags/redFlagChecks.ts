// The 14 checks of the 'Red Flags Search' (seed 002 section 2, in the seed's order and words) and
// the rules of the six toggle flags. Plain code: the route's validateSearch reads the check ids.

export const RED_FLAG_CHECKS = [
  { id: 'authors_that_have_same_number_of_papers_per_group', label: 'Authors with the same number of papers per group', panel: 'sameNumber' },
  { id: 'authors_without_education_field', label: 'Authors without education field', panel: 'list' },
  { id: 'faculty_papers_by_university', label: 'Faculty papers by university', panel: 'facultyPapers' },
  { id: 'papers_older_than_last_education_year', label: 'Papers older than last education year', panel: 'list' },
  { id: 'papers_older_than_two_years_before_phds', label: 'Papers older than two years before PhDs', panel: 'list' },
  { id: 'papers_published_per_year_in_journal', label: 'Papers published per year in a journal', panel: 'journalYears' },
  { id: 'papers_with_span_of_more_than_fifty_years', label: 'Papers with span of more than fifty years', panel: 'list' },
  { id: 'total_papers_by_faculty_per_university', label: 'Total papers by faculty per university', panel: 'experience' },
  { id: 'faculty_with_incorrect_percent_appointment', label: 'Faculty with incorrect percent appointment', panel: 'faculty' },
  { id: 'faculty_with_missing_marker', label: 'Faculty with missing marker', panel: 'faculty' },
  { id: 'faculty_with_missing_department', label: 'Faculty with missing department', panel: 'faculty' },
  { id: 'faculty_with_missing_gender', label: 'Faculty with missing gender', panel: 'faculty' },
  { id: 'faculty_with_missing_position', label: 'Faculty with missing position', panel: 'faculty' },
  { id: 'faculty_with_inconsistent_paper_number', label: 'Faculty with inconsistent paper numbers', panel: 'faculty' },
] as const;

export type RedFlagCheckId = (typeof RED_FLAG_CHECKS)[number]['id'];
export type RedFlagPanel = (typeof RED_FLAG_CHECKS)[number]['panel'];
export const RED_FLAG_CHECK_IDS: readonly RedFlagCheckId[] = RED_FLAG_CHECKS.map((check) => check.id);

export function checkById(id: RedFlagCheckId) {
  return RED_FLAG_CHECKS.find((check) => check.id === id)!;
}

/** Seed 002: the six categories that also set a toggle flag when chosen. */
export const TOGGLE_FLAGS = [
  'incorrect_percent_appointment',
  'inconsistent_paper_numbers',
  'missing_gender',
  'missing_position',
  'missing_department',
  'missing_marker',
] as const;
export type ToggleFlag = (typeof TOGGLE_FLAGS)[number];
export type ToggleFlags = Record<ToggleFlag, boolean>;

const FLAG_OF_CHECK: Partial<Record<RedFlagCheckId, ToggleFlag>> = {
  faculty_with_incorrect_percent_appointment: 'incorrect_percent_appointment',
  faculty_with_inconsistent_paper_number: 'inconsistent_paper_numbers',
  faculty_with_missing_gender: 'missing_gender',
  faculty_with_missing_position: 'missing_position',
  faculty_with_missing_department: 'missing_department',
  faculty_with_missing_marker: 'missing_marker',
};

export function toggleFlagOf(check: RedFlagCheckId | undefined): ToggleFlag | null {
  return check === undefined ? null : FLAG_OF_CHECK[check] ?? null;
}

/**
 * The flags after choosing `check`: choosing one of the six sets its flag and clears the other
 * five; any other check clears them all.
 */
export function toggleFlagsFor(check: RedFlagCheckId | undefined): ToggleFlags {
  const active = toggleFlagOf(check);
  return Object.fromEntries(TOGGLE_FLAGS.map((flag) => [flag, flag === active])) as ToggleFlags;
}
