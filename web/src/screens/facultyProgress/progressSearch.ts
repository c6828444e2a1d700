// The Faculty Progress route's search parameters: the submitted filters, so that a result can be
// shared and bookmarked.
// Read strictly here, in the screen's own chunk; the route keeps only plain values
// (facultyHome/routeSearch.ts), so none of this lands in the entry chunk.

export const JOURNAL_TYPES = ['A', 'A and A-', 'All'] as const;
export type JournalType = (typeof JOURNAL_TYPES)[number];
export const FACULTY_COUNTS = ['10', '30', 'All'] as const;
export type FacultyCount = (typeof FACULTY_COUNTS)[number];
export type RankBy = 'papers' | 'citations';

export type ProgressSearch = {
  dept?: number;
  type?: JournalType;
  /** journal ids, or ['All'] for every journal of the type */
  journals?: string[];
  count?: FacultyCount;
  from?: number;
  to?: number;
  rank?: RankBy;
}

const positiveInt = (value: unknown): number | undefined => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : Number.NaN;
  return Number.isSafeInteger(n) && n > 0 && n <= 2_147_483_647 ? n : undefined;
};

/** Unknown values are dropped; the screen then asks for them again. */
export function parseProgressSearch(search: Record<string, unknown>): ProgressSearch {
  const result: ProgressSearch = {};
  const dept = positiveInt(search.dept);
  if (dept !== undefined) result.dept = dept;
  if (typeof search.type === 'string' && (JOURNAL_TYPES as readonly string[]).includes(search.type)) result.type = search.type as JournalType;
  const rawJournals = Array.isArray(search.journals) ? search.journals : typeof search.journals === 'string' ? search.journals.split(',') : [];
  const journals = rawJournals.map((j) => String(j).trim()).filter((j) => j === 'All' || positiveInt(j) !== undefined);
  if (journals.length > 0) result.journals = journals.includes('All') ? ['All'] : [...new Set(journals)].slice(0, 1000);
  const count = String(search.count ?? '');
  if ((FACULTY_COUNTS as readonly string[]).includes(count)) result.count = count as FacultyCount;
  const from = positiveInt(search.from);
  const to = positiveInt(search.to);
  if (from !== undefined && from <= 9999) result.from = from;
  if (to !== undefined && to <= 9999) result.to = to;
  if (search.rank === 'papers' || search.rank === 'citations') result.rank = search.rank;
  return result;
}
