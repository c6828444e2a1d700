// The Red Flags route's search parameters: the chosen check and the search last run, so that a view
// can be shared, bookmarked and reloaded. A zod/mini schema (scope/searchSchema.ts): anything
// unreadable is dropped, and an unknown check drops everything (the screen opens with no check).
// validateSearch lands in the entry chunk every page downloads, which is why the check is read
// against the label-free id list, not the catalogue (redFlagChecks.ts).
import * as z from 'zod/mini';
import { RED_FLAG_CHECK_IDS, type RedFlagCheckId } from '@ri/contracts/catalogue/redFlagCheckIds';
import { searchBoolean, searchChoice, searchId, searchIdList, searchSchema, searchTrimmedText, type SearchOf } from '../../scope/searchSchema.ts';
import { rangesFromNumbers, DEFAULT_PAPER_RANGES, paperRangesParam } from './paperRanges.ts';

/** Every university of the completed list can be chosen; a link with more ids than that is cut. */
const MAX_UNIVERSITIES = 1000;

/** The six numbers of the paper-count ranges, kept only when they differ from the defaults. */
const paperRanges = z.optional(z.pipe(searchTrimmedText(100), z.transform((text) => {
  if (text === undefined) return undefined;
  const param = paperRangesParam(rangesFromNumbers(text.split(',').map((part) => (/^\d{1,4}$/.test(part.trim()) ? Number(part) : Number.NaN))));
  return param === paperRangesParam(DEFAULT_PAPER_RANGES) ? undefined : param;
})));

const fields = searchSchema({
  check: searchChoice(RED_FLAG_CHECK_IDS),
  /** a single-university panel's university (same number of papers, faculty papers, experience) */
  univ: searchId,
  /** faculty checks 9 to 14: the universities searched; none with `searched` means every university */
  universities: searchIdList(MAX_UNIVERSITIES),
  /** faculty checks: a search was run ('Click to Search'); only `true` is kept */
  searched: z.optional(z.pipe(searchBoolean, z.transform((searched) => (searched === true ? true : undefined)))),
  /** inconsistent paper numbers: the six numbers searched, when not the defaults */
  ranges: paperRanges,
  /** journal year distribution: the journal's ISSN */
  journal: searchTrimmedText(20),
  /** same number of papers: the group shown ('Show all' when absent) */
  group: searchTrimmedText(300),
});

export type RedFlagsSearch = SearchOf<typeof fields>;

/** Without a check nothing else applies: every field undefined, so that no raw value shows through. */
const NO_CHECK = Object.fromEntries(Object.keys(fields.def.shape).map((key) => [key, undefined])) as RedFlagsSearch;

/** validateSearch of /dashboard/redflags. */
export const redFlagsSearchSchema = z.pipe(fields, z.transform((search): RedFlagsSearch => (search.check === undefined ? { ...NO_CHECK } : search)));

/** The schema as a function (tests). */
export const parseRedFlagsSearch = (search: Record<string, unknown>): RedFlagsSearch => redFlagsSearchSchema.parse(search);

/**
 * Choosing a check in 'Red Flags Search': only the check stays, so the previous panel's results go
 * back to their initial state (and with them the toggle flags of the other categories).
 */
export function searchForCheck(check: RedFlagCheckId | null): RedFlagsSearch {
  return check === null ? {} : { check };
}
