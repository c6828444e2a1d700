import { clampYearRange } from '@ri/metrics';
import type { TFacultyProgressResponse } from '@ri/contracts/dashboards';
import type { FacultyProgressRequest } from '../../api/facultyDashboards/facultyDashboardQueries.ts';
import type { FigureRef } from '../../api/dashboards/figurePapersQueries.ts';
import type { JournalListType } from '../../api/journals/journalQueries.ts';
import type { FacultyCount, JournalType, ProgressSearch, RankBy } from './progressSearch.ts';

/** docs/requirements/dashboards.md §9: the faculty progress year range runs from 1980 to the current year. */
export const PROGRESS_YEAR_MIN = 1980;
export const ALL_JOURNALS = 'All';

export interface ProgressForm {
  department: number | null;
  journalType: JournalType | null;
  /** journal ids as strings, or ['All'] */
  journals: string[];
  count: FacultyCount | null;
  fromYear: number;
  toYear: number;
  rankBy: RankBy;
}

export type ProgressField = 'department' | 'journalType' | 'journals' | 'count';

/** The seed's default range: the current year minus 5 to the current year. */
export function emptyProgressForm(currentYear: number): ProgressForm {
  return { department: null, journalType: null, journals: [], count: null, fromYear: currentYear - 5, toYear: currentYear, rankBy: 'papers' };
}

/** The form as the address left it (the last search), within the seed's bounds. */
export function formFromSearch(search: ProgressSearch, currentYear: number): ProgressForm {
  const empty = emptyProgressForm(currentYear);
  const years = clampYearRange(search.from ?? empty.fromYear, search.to ?? empty.toYear, PROGRESS_YEAR_MIN, currentYear);
  return {
    department: search.dept ?? null,
    journalType: search.type ?? null,
    journals: search.type ? search.journals ?? [] : [],
    count: search.count ?? null,
    fromYear: years.from,
    toYear: years.to,
    rankBy: search.rank ?? 'papers',
  };
}

/** docs/requirements/dashboards.md §4: changing the department clears the journal type and the journals. */
export function changeDepartment(form: ProgressForm, department: number | null): ProgressForm {
  if (department === form.department) return form;
  return { ...form, department, journalType: null, journals: [] };
}

/** docs/requirements/dashboards.md §4: changing the journal type clears the journals. */
export function changeJournalType(form: ProgressForm, journalType: JournalType | null): ProgressForm {
  if (journalType === form.journalType) return form;
  return { ...form, journalType, journals: [] };
}

/** docs/requirements/dashboards.md §5: department, journal type, at least one journal and number of faculty (flagged in error when missing). */
export function missingProgressFields(form: ProgressForm): ProgressField[] {
  const missing: ProgressField[] = [];
  if (form.department === null) missing.push('department');
  if (form.journalType === null) missing.push('journalType');
  if (form.journals.length === 0) missing.push('journals');
  if (form.count === null) missing.push('count');
  return missing;
}

/** Search runs only when every selection is made. */
export function canSearchProgress(form: ProgressForm): boolean {
  return missingProgressFields(form).length === 0;
}

/** The global tiers behind each journal type (docs/requirements/dashboards.md §9: All adds B). */
export function journalListTypes(journalType: JournalType): JournalListType[] {
  switch (journalType) {
    case 'A': return ['A'];
    case 'A and A-': return ['A', 'A-'];
    case 'All': return ['all'];
  }
}

/**
 * The call's journals: the ids chosen; 'All' stands for every journal of the type: the server's
 * 'All' for the type All, otherwise the ids of the type's journals.
 */
export function requestJournals(form: ProgressForm, journalsOfType: readonly number[]): 'All' | number[] {
  if (form.journals.includes(ALL_JOURNALS)) return form.journalType === 'All' ? 'All' : [...journalsOfType];
  return form.journals.map(Number);
}

export function progressSearchOf(form: ProgressForm): ProgressSearch {
  return {
    dept: form.department ?? undefined,
    type: form.journalType ?? undefined,
    journals: form.journals.length > 0 ? form.journals : undefined,
    count: form.count ?? undefined,
    from: form.fromYear,
    to: form.toYear,
    rank: form.rankBy,
  };
}

/** The request of a complete form, or null. */
export function progressRequest(form: ProgressForm, journalsOfType: readonly number[], subject: { author_id?: number }): FacultyProgressRequest | null {
  if (!canSearchProgress(form)) return null;
  const journals = requestJournals(form, journalsOfType);
  if (journals !== 'All' && journals.length === 0) return null;
  return {
    department: form.department!,
    journals,
    rank_by: form.rankBy,
    count: form.count === 'All' ? 'All' : (Number(form.count) as 10 | 30),
    from_year: form.fromYear,
    to_year: form.toYear,
    ...subject,
  };
}

/** The rank sentence of a list: 'You are 3rd of 12.' or null when you are not ranked. */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  switch (n % 10) {
    case 1: return `${n}st`;
    case 2: return `${n}nd`;
    case 3: return `${n}rd`;
    default: return `${n}th`;
  }
}

export function rankSentence(rank: number | null, of: number): string | null {
  return rank === null ? null : `${ordinal(rank)} of ${of}`;
}

/**
 * The papers behind a person's papers or citations on Faculty Progress (docs/metrics.md section 29): the
 * answer's years, journals and counting, every tier, as the lists were ranked.
 */
export function progressFigureRef(
  answer: Pick<TFacultyProgressResponse, 'from_year' | 'to_year' | 'journals' | 'counting'>, row: { id: number; name: string },
  measure: 'papers' | 'citations', shown: number,
): FigureRef {
  return {
    figure: 'faculty_progress', author_id: row.id, grade: 'every', measure, shown, from: answer.from_year, to: answer.to_year,
    ...(answer.counting === 'fractional' ? { counting: 'fractional' as const } : {}),
    ...(answer.journals === 'All' ? {} : { journals: answer.journals }),
    label: `${measure === 'papers' ? 'Papers' : 'Citations'} of ${row.name}, ${answer.from_year}–${answer.to_year}`,
  };
}
