import type { TFacultyDetailsResponse, TFacultyProductivityResponse } from '@ri/contracts/dashboards';
import type { CsvColumn } from '@ri/csv';
import { clampYearRange, defaultYearRange, YEAR_LOWER_BOUNDS } from '@ri/metrics';
import type { ProductivityParams } from '../../api/dashboards/productivityQueries.ts';
import type { FigureRef } from '../../api/dashboards/figurePapersQueries.ts';
import type {
  PRODUCTIVITY_COUNTS, PRODUCTIVITY_JOURNALS, PRODUCTIVITY_SORTS, PRODUCTIVITY_TYPES, PRODUCTIVITY_VIEWS, ProductivitySearch,
} from './productivitySearch.ts';

/** docs/requirements/dashboards.md §8. */
export const PRODUCTIVITY_FAILED = 'Internal Server Error. Please try again after some time';
export const DETAILS_FAILED = 'Internal Server Error. Please try again later';
export const PRODUCTIVITY_MIN_YEAR = YEAR_LOWER_BOUNDS.facultyProductivity;

/** The seed's validation has no texts ("fields flagged in error"); ours. */
export const PRODUCTIVITY_MESSAGES = {
  selectFacultyType: 'Select at least one faculty type.',
  selectJournals: 'Select the journals.',
  selectSort: 'Select how to sort.',
} as const;

export type ProductivityView = (typeof PRODUCTIVITY_VIEWS)[number];
export type ProductivitySort = (typeof PRODUCTIVITY_SORTS)[number];
export type ProductivityType = (typeof PRODUCTIVITY_TYPES)[number];
export type ProductivityJournals = (typeof PRODUCTIVITY_JOURNALS)[number];
export type ProductivityCount = (typeof PRODUCTIVITY_COUNTS)[number];

export const VIEW_LABELS: Record<ProductivityView, string> = { department: 'Department', school: 'School' };
export const SORT_LABELS: Record<ProductivitySort, string> = { papers: 'Papers', citations: 'Citations', hindex: 'H-Index', alphabet: 'Alphabetical' };
export const TYPE_LABELS: Record<ProductivityType, string> = {
  assistant: 'Assistant Professor', associate: 'Associate Professor', full: 'Full Professor', nontenured: 'Non Tenured',
};
export const JOURNAL_LABELS: Record<ProductivityJournals, string> = { a: 'A journals', 'a,a-': 'A and A- journals', 'a,a-,b': 'All journals' };
export const COUNT_LABELS: Record<ProductivityCount, string> = { 3: '3', 9: '9', All: 'All' };

/** Every control of the screen. Years may be mid-edit text; sort and journals may be cleared (an error state). */
export interface ProductivityFilters {
  view: ProductivityView;
  papers: { from: number | string; to: number | string };
  citations: { from: number | string; to: number | string };
  sort: ProductivitySort | null;
  types: ProductivityType[];
  journals: ProductivityJournals | null;
  count: ProductivityCount;
}

/** A complete, valid search: what the URL and the store keep and what the call is made from. */
export interface ProductivityQuery {
  view: ProductivityView;
  papers_from: number;
  papers_to: number;
  citations_from: number;
  citations_to: number;
  sort: ProductivitySort;
  types: ProductivityType[];
  journals: ProductivityJournals;
  count: ProductivityCount;
}

/** The screen's defaults: by department, the last 5 years for both, by papers, every faculty type, all journals, 9 faculty (docs/requirements/dashboards.md §9). */
export function defaultProductivityQuery(currentYear: number): ProductivityQuery {
  const years = defaultYearRange(currentYear);
  return {
    view: 'department', papers_from: years.from, papers_to: years.to, citations_from: years.from, citations_to: years.to,
    sort: 'papers', types: ['assistant', 'associate', 'full', 'nontenured'], journals: 'a,a-,b', count: '9',
  };
}

/** The URL's search completed with the defaults, the years clamped to 1940..the current year with start ≤ end. */
export function productivityQueryFromSearch(search: ProductivitySearch, currentYear: number): ProductivityQuery {
  const defaults = defaultProductivityQuery(currentYear);
  const papers = clampYearRange(search.papers_from ?? defaults.papers_from, search.papers_to ?? defaults.papers_to, PRODUCTIVITY_MIN_YEAR, currentYear);
  const citations = clampYearRange(search.citations_from ?? defaults.citations_from, search.citations_to ?? defaults.citations_to, PRODUCTIVITY_MIN_YEAR, currentYear);
  return {
    view: search.view ?? defaults.view,
    papers_from: papers.from, papers_to: papers.to, citations_from: citations.from, citations_to: citations.to,
    sort: search.sort ?? defaults.sort,
    types: search.types && search.types.length > 0 ? [...search.types] : defaults.types,
    journals: search.journals ?? defaults.journals,
    count: search.count ?? defaults.count,
  };
}

/** The URL of a search (the counting, a figure option, is kept by the screen). */
export function searchOfProductivityQuery(query: ProductivityQuery): Required<Omit<ProductivitySearch, 'counting'>> {
  return {
    view: query.view, papers_from: query.papers_from, papers_to: query.papers_to, citations_from: query.citations_from, citations_to: query.citations_to,
    sort: query.sort, types: [...query.types], journals: query.journals, count: query.count,
  };
}

export function filtersOfQuery(query: ProductivityQuery): ProductivityFilters {
  return {
    view: query.view,
    papers: { from: query.papers_from, to: query.papers_to },
    citations: { from: query.citations_from, to: query.citations_to },
    sort: query.sort, types: [...query.types], journals: query.journals, count: query.count,
  };
}

export type ProductivityErrors = Partial<Record<'types' | 'journals' | 'sort', string>>;

/** docs/requirements/dashboards.md §5: at least one faculty type, a journals choice and a sort-by choice. */
export function productivityErrors(filters: ProductivityFilters): ProductivityErrors {
  const errors: ProductivityErrors = {};
  if (filters.types.length === 0) errors.types = PRODUCTIVITY_MESSAGES.selectFacultyType;
  if (filters.journals === null) errors.journals = PRODUCTIVITY_MESSAGES.selectJournals;
  if (filters.sort === null) errors.sort = PRODUCTIVITY_MESSAGES.selectSort;
  return errors;
}

/** The search the filters make (years normalised as on blur), or null while a required choice is missing. */
export function queryOfFilters(filters: ProductivityFilters, currentYear: number): ProductivityQuery | null {
  if (filters.sort === null || filters.journals === null || filters.types.length === 0) return null;
  const papers = clampYearRange(filters.papers.from, filters.papers.to, PRODUCTIVITY_MIN_YEAR, currentYear);
  const citations = clampYearRange(filters.citations.from, filters.citations.to, PRODUCTIVITY_MIN_YEAR, currentYear);
  return {
    view: filters.view, papers_from: papers.from, papers_to: papers.to, citations_from: citations.from, citations_to: citations.to,
    sort: filters.sort, types: [...filters.types], journals: filters.journals, count: filters.count,
  };
}

/** The call's parameters. */
export function productivityParams(query: ProductivityQuery): ProductivityParams {
  return {
    papers_from: query.papers_from, papers_to: query.papers_to, citations_from: query.citations_from, citations_to: query.citations_to,
    accepted_faculty: [...query.types], journal_categories: query.journals, sort_by: query.sort,
    all_faculty: query.view === 'school' ? '1' : '0', count: query.count,
  };
}

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((value) => b.includes(value));

/** docs/requirements/dashboards.md §4: changing sort, type or journal hides the results until the next Search. */
export function resultsHiddenByChanges(filters: ProductivityFilters, searched: ProductivityQuery): boolean {
  return filters.sort !== searched.sort || filters.journals !== searched.journals || !sameSet(filters.types, searched.types);
}

/** Other controls (view, years, count) take effect at the next Search; the results say so meanwhile. */
export function otherFiltersChanged(filters: ProductivityFilters, searched: ProductivityQuery, currentYear: number): boolean {
  const query = queryOfFilters(filters, currentYear);
  if (query === null) return false;
  return query.view !== searched.view || query.count !== searched.count || query.papers_from !== searched.papers_from
    || query.papers_to !== searched.papers_to || query.citations_from !== searched.citations_from || query.citations_to !== searched.citations_to;
}

export interface ChangeArrow {
  direction: 'up' | 'down' | 'flat';
  /** '+2', '-1', '0' */
  text: string;
  /** the accessible wording */
  label: string;
  /** 'Since Dec 2024' */
  since: string;
}

/** The card's change arrow: positions gained (up) or lost (down) since December `sinceYear`; null when there is nothing to compare. */
export function changeArrow(delta: number | null, sinceYear: number): ChangeArrow | null {
  if (delta === null) return null;
  const since = `Since Dec ${sinceYear}`;
  if (delta > 0) return { direction: 'up', text: `+${delta}`, label: `up ${delta} ${delta === 1 ? 'place' : 'places'} since December ${sinceYear}`, since };
  if (delta < 0) return { direction: 'down', text: String(delta), label: `down ${-delta} ${delta === -1 ? 'place' : 'places'} since December ${sinceYear}`, since };
  return { direction: 'flat', text: '0', label: `same place as in December ${sinceYear}`, since };
}

/** The appointment percentage: hidden when absent, otherwise '0%' ... '100%' (docs/requirements/dashboards.md §3). */
export function appointmentText(appointment: number | null): string | null {
  if (appointment === null) return null;
  return `${Number.isInteger(appointment) ? appointment : appointment.toFixed(2)}%`;
}

/** The note under the results (docs/requirements/dashboards.md §2). */
export function productivityNote(sinceYear: number): string {
  return `The arrow shows how many places a faculty member moved since December ${sinceYear} (the last two full years), `
    + 'when sorting by papers or citations. The H-Index counts all papers and citations: it ignores the filters.';
}

export interface YearlyLines {
  categories: string[];
  papers: number[];
  citations: number[];
}

/** The detail modal's yearly lines, oldest first; the server's 1939 holds everything before 1940. */
export function yearlyLines(details: TFacultyDetailsResponse): YearlyLines {
  const years = [...new Set([...Object.keys(details.papers_per_year), ...Object.keys(details.citations_per_year)])]
    .map(Number).filter(Number.isInteger).sort((a, b) => a - b);
  return {
    categories: years.map((year) => (year < PRODUCTIVITY_MIN_YEAR ? `before ${PRODUCTIVITY_MIN_YEAR}` : String(year))),
    papers: years.map((year) => details.papers_per_year[String(year)] ?? 0),
    citations: years.map((year) => details.citations_per_year[String(year)] ?? 0),
  };
}

type Item = TFacultyProductivityResponse['faculty'][number];
export interface ProductivityCsvRow extends Item {
  group: string;
  /** the tier source in force of the A, A-, B counts (docs/metrics.md section 10) */
  tierSource: string;
}

/** Every card of the results, one line each, for the CSV download. */
export function productivityCsvRows(answer: TFacultyProductivityResponse): ProductivityCsvRow[] {
  const tierSource = answer.tier_source.label;
  if (answer.all_faculty) return answer.faculty.map((item) => ({ ...item, group: 'School', tierSource }));
  return answer.departments.flatMap((department) => department.faculty.map((item) => ({ ...item, group: department.name, tierSource })));
}

export const PRODUCTIVITY_CSV_COLUMNS: CsvColumn<ProductivityCsvRow>[] = [
  { header: 'Group', value: (row) => row.group },
  { header: 'Rank', value: (row) => row.rank },
  { header: 'Name', value: (row) => row.faculty_name },
  { header: 'Appointment (%)', value: (row) => row.appointment },
  { header: 'Papers', value: (row) => row.total_papers },
  { header: 'Citations', value: (row) => row.total_citations },
  { header: 'H-Index', value: (row) => row.h_index },
  { header: 'A', value: (row) => row.a_journal_count },
  { header: 'A-', value: (row) => row.aminus_journal_count },
  { header: 'B', value: (row) => row.b_journal_count },
  { header: 'Tier source', value: (row) => row.tierSource },
  { header: 'Places moved since December', value: (row) => row.delta },
  { header: 'December of', value: (row) => row.curr_year },
];

/** The counts of a productivity card that open their papers (docs/metrics.md section 29). */
export type ProductivityFigureKey = 'papers' | 'citations' | 'A' | 'A-' | 'B';
const PRODUCTIVITY_GRADE = { a: 'a', 'a,a-': 'top', 'a,a-,b': 'all' } as const;
const PRODUCTIVITY_TIER_GRADE = { A: 'a', 'A-': 'a_minus', B: 'b' } as const;

/**
 * A card's count as the drill-down asks for it: papers and the A, A-, B counts over the papers
 * window, citations over the citations window, the screen's journal categories and tier source.
 */
export function productivityFigureRef(
  item: Pick<TFacultyProductivityResponse['faculty'][number], 'id' | 'faculty_name' | 'total_papers' | 'total_citations' | 'a_journal_count' | 'aminus_journal_count' | 'b_journal_count'>,
  key: ProductivityFigureKey,
  answer: Pick<TFacultyProductivityResponse, 'papers_from' | 'papers_to' | 'citations_from' | 'citations_to' | 'journal_categories' | 'tier_source'>,
): FigureRef {
  const base = {
    figure: 'productivity' as const, author_id: item.id, counting: 'full' as const,
    ...(answer.tier_source.department_id === null ? {} : { dept: answer.tier_source.department_id }),
  };
  const papersWindow = { from: answer.papers_from, to: answer.papers_to };
  const name = item.faculty_name;
  switch (key) {
    case 'papers':
      return { ...base, ...papersWindow, grade: PRODUCTIVITY_GRADE[answer.journal_categories], measure: 'papers', shown: item.total_papers, label: `Papers ${answer.papers_from}–${answer.papers_to} of ${name}` };
    case 'citations':
      return {
        ...base, from: answer.citations_from, to: answer.citations_to, grade: PRODUCTIVITY_GRADE[answer.journal_categories], measure: 'citations',
        shown: item.total_citations, label: `Citations ${answer.citations_from}–${answer.citations_to} of ${name}`,
      };
    default: {
      const shown = key === 'A' ? item.a_journal_count : key === 'A-' ? item.aminus_journal_count : item.b_journal_count;
      return { ...base, ...papersWindow, grade: PRODUCTIVITY_TIER_GRADE[key], measure: 'papers', shown, label: `${key} papers ${answer.papers_from}–${answer.papers_to} of ${name}` };
    }
  }
}
