// The Faculty Ranking's search parameters: the filters searched, the table's page and sort.
// Read strictly here, in the screen's own chunk; the route keeps only plain values
// (facultyHome/routeSearch.ts), so none of this lands in the entry chunk.

export const FACULTY_TYPES = ['assistant', 'associate', 'full'] as const;
export type FacultyType = (typeof FACULTY_TYPES)[number];
export const RANKING_GENDERS = ['Female', 'Male', 'Other'] as const;
export type RankingGender = (typeof RANKING_GENDERS)[number];
/** The mutually exclusive journal-class checkboxes of docs/requirements/dashboards.md §4. */
export const JOURNAL_CLASS_CHOICES = ['A', 'A&A-', 'All'] as const;
export type JournalClassChoice = (typeof JOURNAL_CLASS_CHOICES)[number];
/** docs/requirements/profile-and-accounts.md markers beyond the three professor ranks, and 'none' (rank the professors only). */
export const OTHER_MARKERS = ['4', '5', '6', '7', '9'] as const;
export const NO_OTHER_MARKERS = 'none';
export const ALL_DEPARTMENTS = 'All';
export const SORTABLE_FIELDS = [
  'total_papers', 'total_citations', 'h_index_score', 'percent_solo', 'papersPerYear', 'citationsPerYear', 'A_papers', 'AMinus_papers', 'B_papers',
  'first_name', 'last_name', 'share_papers_5y', 'share_papers_10y', 'share_papers_all', 'share_citations_5y', 'share_citations_10y', 'share_citations_all',
] as const;
export type SortableField = (typeof SORTABLE_FIELDS)[number];
export const RANKING_PAGE_SIZES = [10, 25, 100] as const;

export type RankingSearch = {
  /** university ids */
  u?: number[];
  t?: FacultyType[];
  g?: RankingGender[];
  /** department names, or ['All'] */
  d?: string[];
  jc?: JournalClassChoice;
  /** other markers, or ['none'] */
  m?: string[];
  from?: number;
  to?: number;
  counting?: 'full' | 'fractional';
  sort?: SortableField;
  order?: 'asc' | 'desc';
  page?: number;
  size?: 10 | 25 | 100;
}

const list = (value: unknown): string[] => {
  const values = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : typeof value === 'number' ? [value] : [];
  return values.map((v) => String(v).trim()).filter((v) => v !== '');
};
const positiveInt = (value: unknown): number | undefined => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : Number.NaN;
  return Number.isSafeInteger(n) && n > 0 && n <= 2_147_483_647 ? n : undefined;
};
const oneOf = <T extends string>(options: readonly T[], value: unknown): T | undefined =>
  (typeof value === 'string' && (options as readonly string[]).includes(value) ? (value as T) : undefined);
const someOf = <T extends string>(options: readonly T[], value: unknown): T[] => [...new Set(list(value).filter((v): v is T => (options as readonly string[]).includes(v)))];

/** Unknown values are dropped. */
export function parseRankingSearch(search: Record<string, unknown>): RankingSearch {
  const result: RankingSearch = {};
  const universities = [...new Set(list(search.u).map(positiveInt).filter((id): id is number => id !== undefined))].slice(0, 500);
  if (universities.length > 0) result.u = universities;
  const types = someOf(FACULTY_TYPES, search.t);
  if (types.length > 0) result.t = types;
  const genders = someOf(RANKING_GENDERS, search.g);
  if (genders.length > 0) result.g = genders;
  const departments = [...new Set(list(search.d).filter((name) => name.length <= 200))].slice(0, 100);
  if (departments.length > 0) result.d = departments.includes(ALL_DEPARTMENTS) ? [ALL_DEPARTMENTS] : departments;
  const journalClass = oneOf(JOURNAL_CLASS_CHOICES, search.jc);
  if (journalClass) result.jc = journalClass;
  const markers = someOf([...OTHER_MARKERS, NO_OTHER_MARKERS], search.m);
  if (markers.length > 0) result.m = markers.includes(NO_OTHER_MARKERS) ? [NO_OTHER_MARKERS] : markers;
  const from = positiveInt(search.from);
  const to = positiveInt(search.to);
  if (from !== undefined && from <= 9999) result.from = from;
  if (to !== undefined && to <= 9999) result.to = to;
  const counting = oneOf(['full', 'fractional'] as const, search.counting);
  if (counting) result.counting = counting;
  const sort = oneOf(SORTABLE_FIELDS, search.sort);
  if (sort) result.sort = sort;
  const order = oneOf(['asc', 'desc'] as const, search.order);
  if (order) result.order = order;
  const page = positiveInt(search.page);
  if (page !== undefined && page <= 100_000) result.page = page;
  const size = Number(search.size);
  if ((RANKING_PAGE_SIZES as readonly number[]).includes(size)) result.size = size as 10 | 25 | 100;
  return result;
}
