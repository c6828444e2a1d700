// The ids of the red-flag checks, in the 'Red Flags Search' list's order, without their declarations
// (redFlagChecks.ts). The web app's Red Flags route validates `?check=` against this list in the entry
// chunk that every page downloads, where the labels, columns and CSV declarations (~2 KB gzip) would
// cost the public pages (docs/benchmarks/public-pages.md). redFlagChecks.ts declares only these ids
// (it fails to compile otherwise) and catalogue.test.ts checks that it declares all of them, in order.
export const RED_FLAG_CHECK_IDS = [
  'authors_that_have_same_number_of_papers_per_group',
  'authors_without_education_field',
  'faculty_papers_by_university',
  'papers_older_than_last_education_year',
  'papers_older_than_two_years_before_phds',
  'papers_published_per_year_in_journal',
  'papers_with_span_of_more_than_fifty_years',
  'total_papers_by_faculty_per_university',
  'faculty_with_incorrect_percent_appointment',
  'faculty_with_missing_marker',
  'faculty_with_missing_department',
  'faculty_with_missing_gender',
  'faculty_with_missing_position',
  'faculty_with_inconsistent_paper_number',
] as const;

export type RedFlagCheckId = (typeof RED_FLAG_CHECK_IDS)[number];
