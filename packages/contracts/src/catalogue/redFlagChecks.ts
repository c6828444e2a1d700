// The one declaration of every red-flag check (docs/admin-tools.md, "Red Flags"). Plain code without
// zod, so that the web app's route search parsers can read it from the entry chunk; the zod schemas
// of each check's parameters and rows are keyed by the same ids in ../redFlags.ts (RED_FLAG_CHECK_SCHEMAS,
// which fails to compile while a check lacks one).
//
// What this declaration drives:
// - services/api/src/domains/redFlags/routes.ts registers GET /api/red_flag/{id} for every check
//   (summary, querystring and response schemas; `?download=1` for the checks with `csv`);
// - workers/src/redFlagExport/processor.ts writes the CSV from `csv` (file name, columns);
// - the web app's 'Red Flags Search' list, the panel each check opens (`panel`) and the table columns
//   of the list and faculty panels (`table`);
// - docs/admin-tools.md's generated table (catalogue.test.ts fails while it differs).
import type { TEducationPaperRow, TRedFlagAuthorRow, TSameNumberRow, TSpanRow, TWithoutEducationRow } from '../redFlags.ts';
import type { RedFlagCheckId } from './redFlagCheckIds.ts';

export { RED_FLAG_CHECK_IDS, type RedFlagCheckId } from './redFlagCheckIds.ts';

/** Which panel the Red Flags screen opens for a check. */
export type RedFlagPanelKind = 'sameNumber' | 'list' | 'facultyPapers' | 'journalYears' | 'experience' | 'faculty';

/** A column read straight from a row's field (a table column or a CSV column). */
export interface FieldColumn<Row = Record<string, unknown>> {
  header: string;
  field: keyof Row & string;
}

export interface RedFlagCsvDeclaration {
  /** the file name without `.csv`; `perUniversity` appends `_{university name}` */
  fileName: string;
  perUniversity?: boolean;
  columns: readonly FieldColumn<never>[];
}

export interface RedFlagCheckDeclaration {
  /** the path segment under /api/red_flag/ and the web address's `?check=` (one of redFlagCheckIds.ts) */
  id: RedFlagCheckId;
  /** the words of the 'Red Flags Search' list */
  label: string;
  /** the OpenAPI summary of the route, and its description when the parameters need one */
  summary: string;
  description?: string;
  panel: RedFlagPanelKind;
  /** list and faculty panels: the result table's columns, in order */
  table?: readonly FieldColumn<never>[];
  /** list panels: the key of the answer that holds the rows, and what a row is */
  rows?: { key: 'authors' | 'papers'; noun: string };
  /** checks downloadable as CSV (`?download=1` starts a red-flag-export job) */
  csv?: RedFlagCsvDeclaration;
}

const columns = <Row>(list: ReadonlyArray<FieldColumn<Row>>) => list as readonly FieldColumn<never>[];

/** The CSV columns of checks 4 and 5: one row per paper, the reference year named per check. */
const educationPaperCsv = (referenceHeader: string) => columns<TEducationPaperRow>([
  { header: 'Author Name', field: 'name' },
  { header: 'Auth ID', field: 'auth_id' },
  { header: 'University', field: 'univ_name' },
  { header: referenceHeader, field: 'reference_year' },
  { header: 'Degree', field: 'reference_degree' },
  { header: 'Paper ID', field: 'paper_id' },
  { header: 'Paper Title', field: 'document_title' },
  { header: 'Journal', field: 'publication_name' },
  { header: 'Publication Year', field: 'publication_year' },
]);

const educationPaperTable = columns<TEducationPaperRow>([
  { header: 'Author Name', field: 'name' },
  { header: 'University', field: 'univ_name' },
  { header: 'Degree', field: 'reference_degree' },
  { header: 'Degree Year', field: 'reference_year' },
  { header: 'Paper', field: 'document_title' },
  { header: 'Journal', field: 'publication_name' },
  { header: 'Publication Year', field: 'publication_year' },
  { header: 'ID', field: 'auth_id' },
]);

/** The result columns of the faculty checks without their own (checks 11 to 13). */
const facultyTable = columns<TRedFlagAuthorRow>([
  { header: 'Author Name', field: 'name' },
  { header: 'University', field: 'univ_name' },
  { header: 'University Profile URL', field: 'univ_profile_link' },
  { header: 'ID', field: 'auth_id' },
]);

/** The 14 checks, in the order and words of the 'Red Flags Search' list. */
export const RED_FLAG_CHECKS = [
  {
    id: 'authors_that_have_same_number_of_papers_per_group',
    label: 'Authors with the same number of papers per group',
    summary: 'Groups of faculty of one department with the same number of papers (download=1: CSV job)',
    panel: 'sameNumber',
    csv: {
      fileName: 'authorsThatHaveSameNumberOfPapers',
      perUniversity: true,
      columns: columns<TSameNumberRow>([
        { header: 'Faculty Name', field: 'faculty_name' },
        { header: 'Auth ID', field: 'auth_id' },
        { header: 'Department', field: 'department' },
        { header: 'Total Papers', field: 'total_papers' },
        { header: 'Group Size', field: 'group_size' },
        { header: 'Bucket', field: 'bucket' },
      ]),
    },
  },
  {
    id: 'authors_without_education_field',
    label: 'Authors without education field',
    summary: 'Authors without any education entry (download=1: CSV job)',
    panel: 'list',
    rows: { key: 'authors', noun: 'authors' },
    table: columns<TWithoutEducationRow>([
      { header: 'Author Name', field: 'name' },
      { header: 'University', field: 'univ_name' },
      { header: 'University Profile URL', field: 'univ_profile_link' },
      { header: 'Position', field: 'position' },
      { header: 'Total Papers', field: 'total_papers' },
      { header: 'ID', field: 'auth_id' },
    ]),
    csv: {
      fileName: 'authorsWithoutEducationField',
      columns: columns<TWithoutEducationRow>([
        { header: 'Author Name', field: 'name' },
        { header: 'Auth ID', field: 'auth_id' },
        { header: 'University', field: 'univ_name' },
        { header: 'University Profile URL', field: 'univ_profile_link' },
        { header: 'Position', field: 'position' },
        { header: 'Marker', field: 'marker' },
        { header: 'Total Papers', field: 'total_papers' },
      ]),
    },
  },
  {
    id: 'faculty_papers_by_university',
    label: 'Faculty papers by university',
    summary: 'Papers per faculty member of a university, by journal tier',
    panel: 'facultyPapers',
  },
  {
    id: 'papers_older_than_last_education_year',
    label: 'Papers older than last education year',
    summary: 'Papers published more than two years before the author\'s last education year (download=1: CSV job)',
    panel: 'list',
    rows: { key: 'papers', noun: 'papers' },
    table: educationPaperTable,
    csv: { fileName: 'papersOlderThanLastEducationYear', columns: educationPaperCsv('Last Education Year') },
  },
  {
    id: 'papers_older_than_two_years_before_phds',
    label: 'Papers older than two years before PhDs',
    summary: 'Papers published more than two years before the author\'s PhD (download=1: CSV job)',
    panel: 'list',
    rows: { key: 'papers', noun: 'papers' },
    table: educationPaperTable,
    csv: { fileName: 'papersOlderThanLastTwoYearsBeforePhd', columns: educationPaperCsv('PhD Year') },
  },
  {
    id: 'papers_published_per_year_in_journal',
    label: 'Papers published per year in a journal',
    summary: 'list=true&id=none: journals by impact factor; list=false&id={issn}: the journal\'s papers per year and issue',
    panel: 'journalYears',
  },
  {
    id: 'papers_with_span_of_more_than_fifty_years',
    label: 'Papers with span of more than fifty years',
    summary: 'Authors whose papers span more than fifty years (download=1: CSV job)',
    panel: 'list',
    rows: { key: 'authors', noun: 'authors' },
    table: columns<TSpanRow>([
      { header: 'Author Name', field: 'name' },
      { header: 'University', field: 'univ_name' },
      { header: 'First Paper', field: 'first_year' },
      { header: 'Last Paper', field: 'last_year' },
      { header: 'Span (years)', field: 'span' },
      { header: 'Total Papers', field: 'total_papers' },
      { header: 'ID', field: 'auth_id' },
    ]),
    csv: {
      fileName: 'papersWithSpanOfMoreThanFiftyYears',
      columns: columns<TSpanRow>([
        { header: 'Author Name', field: 'name' },
        { header: 'Auth ID', field: 'auth_id' },
        { header: 'University', field: 'univ_name' },
        { header: 'First Year', field: 'first_year' },
        { header: 'Last Year', field: 'last_year' },
        { header: 'Span', field: 'span' },
        { header: 'Total Papers', field: 'total_papers' },
        { header: 'First Paper', field: 'first_paper_title' },
        { header: 'Last Paper', field: 'last_paper_title' },
      ]),
    },
  },
  {
    id: 'total_papers_by_faculty_per_university',
    label: 'Total papers by faculty per university',
    summary: 'Experience in years against total papers, per faculty member',
    panel: 'experience',
  },
  {
    id: 'faculty_with_incorrect_percent_appointment',
    label: 'Faculty with incorrect percent appointment',
    summary: 'Faculty whose department appointments do not add up to 100%',
    panel: 'faculty',
    table: columns<TRedFlagAuthorRow>([
      { header: 'Author Name', field: 'name' },
      { header: 'University', field: 'univ_name' },
      { header: 'ID', field: 'auth_id' },
      { header: 'University Profile URL', field: 'univ_profile_link' },
      { header: 'Percent Appointment', field: 'percent_appointment' },
    ]),
  },
  {
    id: 'faculty_with_missing_marker',
    label: 'Faculty with missing marker',
    summary: 'Faculty without a marker (or marker 0, unknown)',
    panel: 'faculty',
    table: columns<TRedFlagAuthorRow>([
      { header: 'Author Name', field: 'name' },
      { header: 'University', field: 'univ_name' },
      { header: 'University Profile Link', field: 'univ_profile_link' },
      { header: 'ID', field: 'auth_id' },
    ]),
  },
  {
    id: 'faculty_with_missing_department',
    label: 'Faculty with missing department',
    summary: 'Faculty without any department appointment',
    panel: 'faculty',
    table: facultyTable,
  },
  {
    id: 'faculty_with_missing_gender',
    label: 'Faculty with missing gender',
    summary: 'Faculty without a gender',
    panel: 'faculty',
    table: facultyTable,
  },
  {
    id: 'faculty_with_missing_position',
    label: 'Faculty with missing position',
    summary: 'Faculty without a position title',
    panel: 'faculty',
    table: facultyTable,
  },
  {
    id: 'faculty_with_inconsistent_paper_number',
    label: 'Faculty with inconsistent paper numbers',
    summary: 'Faculty whose A + A- + B paper count lies outside the range given for their rank',
    description: 'paper_ranges: assistant from,to, associate from,to, professor from,to (defaults 0,5,7,40,20,60).',
    panel: 'faculty',
    table: columns<TRedFlagAuthorRow>([
      { header: 'Author Name', field: 'name' },
      { header: 'Position', field: 'position' },
      { header: 'University', field: 'univ_name' },
      { header: 'Paper Count (A - A- B)', field: 'paper_count' },
      { header: 'University Profile URL', field: 'univ_profile_link' },
      { header: 'Auth ID', field: 'auth_id' },
    ]),
  },
] as const satisfies readonly RedFlagCheckDeclaration[];

type Check = (typeof RED_FLAG_CHECKS)[number];
/** The checks of one panel kind. */
export type RedFlagCheckIdOf<Panel extends RedFlagPanelKind> = Extract<Check, { panel: Panel }>['id'];
/** The checks downloadable as CSV. */
export type RedFlagCsvCheckId = Extract<Check, { csv: RedFlagCsvDeclaration }>['id'];

/** The declaration of one check (undefined for an unknown id). */
export function redFlagCheck(id: string): RedFlagCheckDeclaration | undefined {
  return (RED_FLAG_CHECKS as readonly RedFlagCheckDeclaration[]).find((check) => check.id === id);
}

function isCsvCheck(check: RedFlagCheckDeclaration): check is RedFlagCheckDeclaration & { id: RedFlagCsvCheckId; csv: RedFlagCsvDeclaration } {
  return check.csv !== undefined;
}

/** The checks downloadable as CSV, in list order. */
export const RED_FLAG_CSV_CHECK_IDS = (RED_FLAG_CHECKS as readonly RedFlagCheckDeclaration[]).filter(isCsvCheck).map((check) => check.id) as [RedFlagCsvCheckId, ...RedFlagCsvCheckId[]];

/** A CSV check's declaration. */
export function redFlagCsv(id: RedFlagCsvCheckId): RedFlagCsvDeclaration {
  return redFlagCheck(id)!.csv!;
}

/** The same-number check's group of a row: '{department}: {n} papers'. */
export function sameNumberBucket(row: { department: string; total_papers: number }): string {
  return `${row.department}: ${row.total_papers} papers`;
}
