// The Red Flags route's search parameters: the chosen check and the search last run, so that a view
// can be shared, bookmarked and reloaded. Plain code, no zod: validateSearch lands in the entry chunk,
// which is why the check is read against the label-free id list, not the catalogue (redFlagChecks.ts).
import { searchChoice, searchIdList, searchInteger } from '../dashboardSearch.ts';
import { optionalSearchString } from '../publicSearch.ts';
import { RED_FLAG_CHECK_IDS, type RedFlagCheckId } from '@ri/contracts/catalogue/redFlagCheckIds';
import { rangesFromNumbers, DEFAULT_PAPER_RANGES, paperRangesParam } from './paperRanges.ts';

export interface RedFlagsSearch {
  check?: RedFlagCheckId;
  /** a single-university panel's university (same number of papers, faculty papers, experience) */
  univ?: number;
  /** faculty checks 9 to 14: the universities searched; none with `searched` means every university */
  universities?: number[];
  /** faculty checks: a search was run ('Click to Search') */
  searched?: boolean;
  /** inconsistent paper numbers: the six numbers searched, when not the defaults */
  ranges?: string;
  /** journal year distribution: the journal's ISSN */
  journal?: string;
  /** same number of papers: the group shown ('Show all' when absent) */
  group?: string;
}

/** Every university of the completed list can be chosen; a link with more ids than that is cut. */
const MAX_UNIVERSITIES = 1000;

export function parseRedFlagsSearch(search: Record<string, unknown>): RedFlagsSearch {
  const result: RedFlagsSearch = {};
  const check = searchChoice(search, 'check', RED_FLAG_CHECK_IDS);
  if (check === undefined) return result;
  result.check = check;
  const univ = searchInteger(search, 'univ', 1, 2_147_483_647);
  if (univ !== undefined) result.univ = univ;
  const universities = searchIdList(search, 'universities', MAX_UNIVERSITIES);
  if (universities.length > 0) result.universities = universities;
  if (search.searched === true || search.searched === 'true') result.searched = true;
  const ranges = optionalSearchString(search, 'ranges', 100);
  if (ranges !== undefined) {
    const parsed = rangesFromNumbers(ranges.split(',').map((part) => (/^\d{1,4}$/.test(part.trim()) ? Number(part) : Number.NaN)));
    if (paperRangesParam(parsed) !== paperRangesParam(DEFAULT_PAPER_RANGES)) result.ranges = paperRangesParam(parsed);
  }
  const journal = optionalSearchString(search, 'journal', 20);
  if (journal !== undefined) result.journal = journal;
  const group = optionalSearchString(search, 'group', 300);
  if (group !== undefined) result.group = group;
  return result;
}

/**
 * Choosing a check in 'Red Flags Search': only the check stays, so the previous panel's results go
 * back to their initial state (and with them the toggle flags of the other categories).
 */
export function searchForCheck(check: RedFlagCheckId | null): RedFlagsSearch {
  return check === null ? {} : { check };
}
