// The URL of /dashboard/compareYourself: a zod/mini schema (scope/searchSchema.ts) passed to the
// route's validateSearch; anything unreadable is dropped.
import { searchId, searchSchema, searchTrimmedText, type SearchOf } from '../../scope/searchSchema.ts';
import { countingSearch } from '../figureOptionsSearch.ts';

/** validateSearch of /dashboard/compareYourself. */
export const compareSearchSchema = searchSchema({
  /** the faculty member compared with you */
  id: searchId,
  /** their name, shown in the picker before the answer arrives */
  name: searchTrimmedText(200),
  /** the figure options: counting only (each person's own figures) */
  counting: countingSearch,
});

export type CompareSearch = SearchOf<typeof compareSearchSchema>;

/** ?id=<positive integer>&name=<text up to 200>&counting; anything else is dropped. */
export const parseCompareSearch = (search: Record<string, unknown>): CompareSearch => compareSearchSchema.parse(search);
