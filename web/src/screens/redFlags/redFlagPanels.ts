// Pure helpers of the Red Flags panels: table columns, chart series and the texts of docs/requirements/admin-tools.md.
import { checkById, type RedFlagCheckId } from './redFlagChecks.ts';

/** docs/requirements/admin-tools.md §8: a failed red-flag search. */
export const RED_FLAG_ERROR = 'Internal Server Error. Please try again after some time';
/** docs/requirements/admin-tools.md §8: an empty chart or list. */
export const NO_DATA = 'No Data to Display';
/** docs/requirements/admin-tools.md §9: the University pickers show at most 10 tags. */
export const UNIVERSITY_TAG_LIMIT = 10;
/** The option of the same-number group filter that shows every group. */
export const SHOW_ALL = 'Show all';
/** The experience scatter's axes (docs/requirements/admin-tools.md §9). */
export const SCATTER_X_TICKS = 10;
export const SCATTER_Y_TICKS = 7;

export type FacultyColumnKey = 'name' | 'position' | 'univ_name' | 'paper_count' | 'univ_profile_link' | 'auth_id' | 'percent_appointment';
export interface FacultyColumn {
  key: FacultyColumnKey;
  header: string;
}

/** The result columns of checks 9 to 14, as the red-flag catalogue declares them. */
export function facultyColumnsFor(check: RedFlagCheckId): FacultyColumn[] {
  return (checkById(check).table ?? []).map((column) => ({ key: column.field as FacultyColumnKey, header: column.header }));
}

/** Incorrect percent appointment has a 'Search' button; the other faculty checks 'Click to Search'. */
export function searchButtonLabel(check: RedFlagCheckId): string {
  return check === 'faculty_with_incorrect_percent_appointment' ? 'Search' : 'Click to Search';
}

/** Percent Appointment as shown: the total with a percent sign, or 'None' without appointments. */
export function percentText(percent: number | null): string {
  if (percent === null) return 'None';
  return `${Math.round(percent * 100) / 100}%`;
}

export interface ChartData {
  categories: string[];
  series: Array<{ name: string; data: number[] }>;
}

interface FacultyPapers { faculty_name: string; papers_published: number; A: number; 'A-': number; B: number; other: number }

/** Faculty paper distribution: faculty on the x-axis, papers stacked by journal tier (A, A-, B, other). */
export function facultyPapersChart(faculty: readonly FacultyPapers[]): ChartData {
  return {
    categories: faculty.map((row) => row.faculty_name),
    series: [
      { name: 'A', data: faculty.map((row) => row.A) },
      { name: 'A-', data: faculty.map((row) => row['A-']) },
      { name: 'B', data: faculty.map((row) => row.B) },
      { name: 'Other journals', data: faculty.map((row) => row.other) },
    ],
  };
}

interface Journal { id: number; name: string; issn: string; impact_factor: number | null }

/** The journal picker: highest impact factor first, journals without one last, then by name. */
export function journalsByImpactFactor<J extends Journal>(journals: readonly J[]): J[] {
  return [...journals].sort((a, b) => {
    if (a.impact_factor === null || b.impact_factor === null) {
      if (a.impact_factor !== b.impact_factor) return a.impact_factor === null ? 1 : -1;
    } else if (a.impact_factor !== b.impact_factor) return b.impact_factor - a.impact_factor;
    return a.name.localeCompare(b.name);
  });
}

/** The journal picker's option text: name, ISSN and impact factor. */
export function journalOptionLabel(journal: Journal): string {
  return `${journal.name} (${journal.issn})${journal.impact_factor === null ? '' : ` · IF ${journal.impact_factor}`}`;
}

/**
 * Papers per year stacked by issue: every year from the first to the last on the x-axis, a year
 * without papers included as 0 (the gaps an auditor looks for, issue 22), one series per issue
 * ('Unknown' last); a year without that issue counts 0, and a negative count is shown as 0 (docs/requirements/admin-tools.md §3).
 */
export function journalYearChart(rows: ReadonlyArray<{ year: number; issue: string; count: number }>): ChartData {
  const seen = rows.map((row) => row.year);
  const first = Math.min(...seen);
  const years = rows.length === 0 ? [] : Array.from({ length: Math.max(...seen) - first + 1 }, (_, i) => first + i);
  const issues = [...new Set(rows.map((row) => row.issue))].sort((a, b) => {
    if (a === 'Unknown' || b === 'Unknown') return a === b ? 0 : a === 'Unknown' ? 1 : -1;
    return a.localeCompare(b, undefined, { numeric: true });
  });
  const count = new Map(rows.map((row) => [`${row.year}|${row.issue}`, Math.max(0, row.count)]));
  return {
    categories: years.map(String),
    series: issues.map((issue) => ({ name: `Issue ${issue}`, data: years.map((year) => count.get(`${year}|${issue}`) ?? 0) })),
  };
}

interface SameNumberRow { auth_id: number; faculty_name: string; total_papers: number; bucket: string }

/** The group filter's options: 'Show all', then every group. */
export function groupOptions(buckets: readonly string[]): string[] {
  return [SHOW_ALL, ...buckets];
}

/** The rows of the chosen group ('Show all' or an unknown group: every row). */
export function rowsOfGroup<R extends SameNumberRow>(rows: readonly R[], group: string | undefined, buckets: readonly string[]): R[] {
  if (group === undefined || group === SHOW_ALL || !buckets.includes(group)) return [...rows];
  return rows.filter((row) => row.bucket === group);
}

/** Same number of papers: faculty on the x-axis, their papers, one series (colour) per group. */
export function sameNumberChart(rows: readonly SameNumberRow[]): ChartData {
  const groups = [...new Set(rows.map((row) => row.bucket))];
  return {
    categories: rows.map((row) => row.faculty_name),
    series: groups.map((group) => ({ name: group, data: rows.map((row) => (row.bucket === group ? row.total_papers : 0)) })),
  };
}

interface ExperienceRow { auth_id: number; faculty_name: string; experience: number; total_papers: number }

/** The scatter: one point per faculty member, experience in years (x) against total papers (y). */
export function experienceScatter(rows: readonly ExperienceRow[]) {
  return [{ name: 'Faculty', data: rows.map((row) => ({ x: row.experience, y: row.total_papers })) }];
}

/** A bar or point clicked in a chart: the author of that row, if there is one. */
export function authorAt<R extends { auth_id: number }>(rows: readonly R[], index: number): number | null {
  return index >= 0 && index < rows.length ? rows[index]!.auth_id : null;
}
