import type { TCohortAnalysisResponse } from '@ri/contracts/dashboards';
import type { CsvColumn } from '@ri/csv';
import { clampCohortRange, COHORT_RANGE } from '@ri/metrics';
import { EMPTY_CANDIDATE_PICKER, type CandidatePickerValue } from '../../components/pickers/candidatePicker.ts';
import type { CohortJournals, CohortMilestone } from '../../api/dashboards/cohortQueries.ts';
import type { FigureRef } from '../../api/dashboards/figurePapersQueries.ts';
import { COHORT_MAX_FACULTY, type CohortSearch } from './cohortSearch.ts';
import { formatNumber, formatYear } from '../../format/numberFormat.ts';

/** docs/requirements/dashboards.md §5 and §8. */
export const COHORT_MESSAGES = {
  needsFaculty: 'Enter atleast one faculty for analysis',
  analysisFailed: 'Internal server error occured. Please try again later',
  compareFailed: 'Internal Server Error. Please try again later',
  /** ours: the seed only flags the field */
  selectJournals: 'Select the journals.',
  alreadyInCohort: 'Already in the cohort: counted once.',
  cohortFull: `A cohort holds at most ${COHORT_MAX_FACULTY} faculty.`,
} as const;

export const COHORT_JOURNAL_LABELS: Record<CohortJournals, string> = { a: 'A journals', 'a,a-': 'A and A- journals', 'a,a-,b': 'All journals' };
export const DEFAULT_MILESTONE: CohortMilestone = 'Assistant Professor';
/** docs/requirements/dashboards.md §9: the list heights of the cohort screen. */
export const COHORT_LIST_HEIGHTS = { cohort: 475, similar: 430, results: 560 } as const;
export { COHORT_RANGE };

/** A faculty member known by their record (added from the similar authors, or restored from a link). */
export interface CohortMember {
  id: number;
  name: string;
  universityName: string;
  pic: string;
  firstYearCareer: number | null;
}

/** A row of the cohort: a candidate picker (typed names and university), or a member already known. */
export type CohortRow =
  | { key: number; kind: 'picker'; value: CandidatePickerValue }
  | { key: number; kind: 'member'; member: CohortMember };

const nextKey = (rows: readonly CohortRow[]) => rows.reduce((max, row) => Math.max(max, row.key), 0) + 1;
const emptyPicker = (key: number): CohortRow => ({ key, kind: 'picker', value: { ...EMPTY_CANDIDATE_PICKER } });

/** docs/requirements/dashboards.md §4: the cohort starts with 2 rows. */
export function initialCohortRows(): CohortRow[] {
  return [emptyPicker(1), emptyPicker(2)];
}

/** ADD TO COHORT: one more (empty) row, up to the cohort's cap. */
export function addCohortRow(rows: readonly CohortRow[]): CohortRow[] {
  return rows.length >= COHORT_MAX_FACULTY ? [...rows] : [...rows, emptyPicker(nextKey(rows))];
}

/** REMOVE: the row goes; the last row is emptied rather than removed, so there is always one to fill. */
export function removeCohortRow(rows: readonly CohortRow[], key: number): CohortRow[] {
  const rest = rows.filter((row) => row.key !== key);
  return rest.length === 0 ? [emptyPicker(nextKey(rows))] : rest;
}

export function replacePicker(rows: readonly CohortRow[], key: number, value: CandidatePickerValue): CohortRow[] {
  return rows.map((row) => (row.key === key && row.kind === 'picker' ? { ...row, value } : row));
}

function rowId(row: CohortRow): number | null {
  return row.kind === 'member' ? row.member.id : row.value.candidateId;
}

/** The cohort: every chosen faculty member once, in the order of the rows (duplicates ignored). */
export function cohortIds(rows: readonly CohortRow[]): number[] {
  return [...new Set(rows.map(rowId).filter((id): id is number => id !== null))];
}

/** The rows naming someone an earlier row already names: shown as such and counted once. */
export function duplicateRowKeys(rows: readonly CohortRow[]): Set<number> {
  const seen = new Set<number>();
  const duplicates = new Set<number>();
  for (const row of rows) {
    const id = rowId(row);
    if (id === null) continue;
    if (seen.has(id)) duplicates.add(row.key);
    seen.add(id);
  }
  return duplicates;
}

/** Adds a known faculty member: into the first empty row, else a new one; someone already there is ignored. */
export function addCohortMember(rows: readonly CohortRow[], member: CohortMember): { rows: CohortRow[]; outcome: 'added' | 'duplicate' | 'full' } {
  if (cohortIds(rows).includes(member.id)) return { rows: [...rows], outcome: 'duplicate' };
  const empty = rows.find((row) => row.kind === 'picker' && row.value.candidateId === null && row.value.firstName === '' && row.value.lastName === '' && row.value.univName === '');
  if (empty) return { rows: rows.map((row) => (row === empty ? { key: row.key, kind: 'member', member } : row)), outcome: 'added' };
  if (rows.length >= COHORT_MAX_FACULTY) return { rows: [...rows], outcome: 'full' };
  return { rows: [...rows, { key: nextKey(rows), kind: 'member', member }], outcome: 'added' };
}

/** The rows of an analysed cohort opened from a link: its members as known records. */
export function rowsOfAnalysis(answer: TCohortAnalysisResponse): CohortRow[] {
  return answer.faculty.map((faculty, index) => ({
    key: index + 1,
    kind: 'member',
    member: { id: faculty.id, name: faculty.name, universityName: faculty.universityName, pic: faculty.pic, firstYearCareer: faculty.first_year_career },
  }));
}

export type CohortErrors = Partial<Record<'faculty' | 'journals', string>>;

/** docs/requirements/dashboards.md §5: ANALYZE needs at least one faculty member and a journals choice. */
export function analyzeErrors(rows: readonly CohortRow[], journals: CohortJournals | null): CohortErrors {
  const errors: CohortErrors = {};
  if (cohortIds(rows).length === 0) errors.faculty = COHORT_MESSAGES.needsFaculty;
  if (journals === null) errors.journals = COHORT_MESSAGES.selectJournals;
  return errors;
}

/** docs/requirements/dashboards.md §4: at most two faculty ticked for COMPARE; ticking a third is refused. */
export function toggleCompared(ticked: readonly number[], id: number): number[] {
  if (ticked.includes(id)) return ticked.filter((value) => value !== id);
  return ticked.length >= 2 ? [...ticked] : [...ticked, id];
}

/** The range around the first year of career (and the milestone): start -10..0, end 0..10, default -2..+2. */
export function cohortRangeOf(search: Pick<CohortSearch, 'start' | 'end'>): { start: number; end: number } {
  return clampCohortRange(search.start ?? COHORT_RANGE.defaultStart, search.end ?? COHORT_RANGE.defaultEnd);
}

/** A figure of the tables: '-' when missing (null, or the seed's -1). */
export function cohortCell(value: number | null | undefined): string {
  if (value === null || value === undefined || value === -1) return '-';
  return formatNumber(value);
}

/** A year of the tables ('2012', never '2,012', docs/ui.md "Numbers"): '-' when missing, as cohortCell. */
export function cohortYearCell(value: number | null | undefined): string {
  if (value === null || value === undefined || value === -1) return '-';
  return formatYear(value);
}

/** A column of the milestone table: 'Milestone', '-2 years', '+1 year'. */
export function offsetLabel(offset: number): string {
  if (offset === 0) return 'Milestone';
  const years = Math.abs(offset) === 1 ? 'year' : 'years';
  return `${offset > 0 ? '+' : '-'}${Math.abs(offset)} ${years}`;
}

/** The figures of a cohort member at a milestone year, as the tables and the CSV name them. */
export type CohortFigureKey = 'total_papers' | 'total_citations' | 'hindex' | 'abratio';
export const COHORT_FIGURES: { key: CohortFigureKey; label: string }[] = [
  { key: 'total_papers', label: 'Papers' },
  { key: 'total_citations', label: 'Citations' },
  { key: 'hindex', label: 'H-Index' },
  { key: 'abratio', label: 'A and A- %' },
];

type CohortFaculty = TCohortAnalysisResponse['faculty'][number];

/** The cohort table's CSV download: each member, then every figure at every offset around the milestone. */
export function cohortCsvColumns(milestone: string, offsets: readonly number[]): CsvColumn<CohortFaculty>[] {
  return [
    { header: 'Faculty', value: (row) => row.name },
    { header: 'University', value: (row) => row.universityName },
    { header: 'First year of career', value: (row) => row.first_year_career },
    { header: `${milestone} since`, value: (row) => row.milestone_year },
    ...offsets.flatMap((offset) => COHORT_FIGURES.map((f): CsvColumn<CohortFaculty> => ({
      header: `${f.label} at ${offsetLabel(offset)}`,
      value: (row) => row.milestones.find((m) => m.offset === offset)?.[f.key] ?? null,
    }))),
  ];
}

interface SimilarAuthor { author_id: number; first_name: string; last_name: string; first_year_career: number | null }

/**
 * docs/requirements/dashboards.md §7 (get_similar_auth): the primary and secondary co-authors merged, each once
 * (primary wins), sorted by first year of career descending, unknown years last, then by name.
 */
export function mergeSimilarAuthors<T extends SimilarAuthor>(answer: { primary_co_authors: readonly T[]; secondary_co_authors: readonly T[] }): (T & { relation: 'primary' | 'secondary' })[] {
  const merged = new Map<number, T & { relation: 'primary' | 'secondary' }>();
  for (const author of answer.primary_co_authors) if (!merged.has(author.author_id)) merged.set(author.author_id, { ...author, relation: 'primary' });
  for (const author of answer.secondary_co_authors) if (!merged.has(author.author_id)) merged.set(author.author_id, { ...author, relation: 'secondary' });
  return [...merged.values()].sort((a, b) => {
    if (a.first_year_career !== b.first_year_career) {
      if (a.first_year_career === null) return 1;
      if (b.first_year_career === null) return -1;
      return b.first_year_career - a.first_year_career;
    }
    return a.last_name.localeCompare(b.last_name) || a.first_name.localeCompare(b.first_name) || a.author_id - b.author_id;
  });
}

/**
 * The analysis call of the URL's cohort, or null before ANALYZE: the milestone (default Assistant
 * Professor) and the range are live, so changing either recomputes the table (docs/requirements/dashboards.md §4).
 */
export function cohortAnalysisParamsOf(search: CohortSearch): { ids: number[]; journals: CohortJournals; milestone: CohortMilestone; range_start: number; range_end: number } | null {
  if (!search.ids || search.ids.length === 0 || !search.journals) return null;
  const range = cohortRangeOf(search);
  return { ids: search.ids, journals: search.journals, milestone: search.milestone ?? DEFAULT_MILESTONE, range_start: range.start, range_end: range.end };
}

/** The drill-down grade of the cohort's journals (docs/metrics.md section 29): A; A and A-; A, A- and B. */
const COHORT_GRADES = { a: 'a', 'a,a-': 'top', 'a,a-,b': 'all' } as const;

/**
 * The papers behind a cohort figure (docs/metrics.md sections 28 and 29): papers or citations in the
 * chosen journals, at the end of a year (the window up to it) or all time (year undefined), in the
 * counting shown. null when the figure is not known ('-') or the journals are not one of the choices.
 */
export function cohortFigureRef(
  member: { id: number; name: string }, measure: 'papers' | 'citations', journals: string, counting: 'full' | 'fractional',
  shown: number | null | undefined, year?: number | null,
): FigureRef | null {
  const grade = (COHORT_GRADES as Record<string, 'a' | 'top' | 'all' | undefined>)[journals];
  if (grade === undefined || shown === null || shown === undefined || shown === -1 || year === null) return null;
  const what = measure === 'papers' ? 'Papers' : 'Citations';
  return {
    figure: 'cohort', author_id: member.id, grade, measure, shown,
    ...(year !== undefined ? { to: year } : {}),
    ...(counting === 'fractional' ? { counting } : {}),
    label: `${what} of ${member.name}${year !== undefined ? ` by the end of ${year}` : ''}`,
  };
}

/**
 * The papers behind a cohort member's h-index or A and A- % (docs/metrics.md section 29), at the end of
 * a year or all time (year undefined): for the h-index every paper published by then ranked by the
 * citations received by then, the h-core marked; for the share its numerator (the A and A- papers, in
 * the counting shown), the answer stating the denominator. null when the figure is not known ('-').
 */
export function cohortIndexRef(
  member: { id: number; name: string }, figure: 'hindex' | 'abratio', counting: 'full' | 'fractional', shown: number | null | undefined, year?: number | null,
): FigureRef | null {
  if (shown === null || shown === undefined || shown === -1 || year === null) return null;
  const when = year !== undefined ? ` by the end of ${year}` : '';
  const window = year !== undefined ? { to: year } : {};
  if (figure === 'hindex') {
    return { figure: 'cohort', author_id: member.id, grade: 'every', measure: 'hindex', shown, ...window, label: `H-index of ${member.name}${when}` };
  }
  return {
    figure: 'cohort', author_id: member.id, grade: 'top', measure: 'papers', share_of: 'every', shown: null, ...window,
    ...(counting === 'fractional' ? { counting } : {}),
    label: `A and A- papers of ${member.name}${when} (the A and A- %: ${formatNumber(shown)} %)`,
  };
}
