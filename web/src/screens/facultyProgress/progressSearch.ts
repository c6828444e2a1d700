// The URL of /dashboard/facultyProgress: the submitted filters and the counting, so that a result can
// be shared and bookmarked. A zod/mini schema (scope/searchSchema.ts) passed to the route's
// validateSearch: anything unreadable is dropped and the screen asks for it again.
import * as z from 'zod/mini';
import { MAX_ID, searchChoice, searchId, searchInteger, searchSchema, type SearchOf } from '../../scope/searchSchema.ts';
import { countingSearch } from '../figureOptionsSearch.ts';

export const JOURNAL_TYPES = ['A', 'A and A-', 'All'] as const;
export type JournalType = (typeof JOURNAL_TYPES)[number];
export const FACULTY_COUNTS = ['10', '30', 'All'] as const;
export type FacultyCount = (typeof FACULTY_COUNTS)[number];
export type RankBy = 'papers' | 'citations';

const MAX_JOURNALS = 1000;

/**
 * The journals: a list, or one text of comma-separated values; journal ids, or 'All' for every journal
 * of the type (then nothing else). Unreadable items are dropped; absent when none is readable.
 */
function journalsOf(value: unknown): string[] | undefined {
  const raw = Array.isArray(value) ? value.slice(0, MAX_JOURNALS * 2) : typeof value === 'string' && value.length <= 20_000 ? value.split(',') : [];
  const items = raw
    .filter((item): item is string | number => typeof item === 'string' || typeof item === 'number')
    .map((item) => String(item).trim())
    .filter((item) => item === 'All' || (/^\d{1,10}$/.test(item) && Number(item) >= 1 && Number(item) <= MAX_ID));
  if (items.length === 0) return undefined;
  return items.includes('All') ? ['All'] : [...new Set(items)].slice(0, MAX_JOURNALS);
}

/** validateSearch of /dashboard/facultyProgress. */
export const progressSearchSchema = searchSchema({
  dept: searchId,
  type: searchChoice(JOURNAL_TYPES),
  /** journal ids, or ['All'] for every journal of the type */
  journals: z.optional(z.pipe(z.transform((value: unknown) => value), z.transform(journalsOf))),
  count: searchChoice(FACULTY_COUNTS),
  from: searchInteger(1, 9999),
  to: searchInteger(1, 9999),
  rank: searchChoice(['papers', 'citations']),
  /** the figure options: counting only (each person's own papers and citations) */
  counting: countingSearch,
});

export type ProgressSearch = SearchOf<typeof progressSearchSchema>;

/** The search of an address (anything unreadable dropped). */
export const parseProgressSearch = (search: Record<string, unknown>): ProgressSearch => progressSearchSchema.parse(search);
