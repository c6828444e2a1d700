// Search parameters shared by the administrator screens that choose a university (directory,
// Manual Mapping, Department configuration): pieces of their zod/mini schemas (scope/searchSchema.ts).
import { searchId, searchTrimmedText } from '../../scope/searchSchema.ts';

/** ?univ=<id>&univName=<the name shown in the university field>. */
export const universitySearchFields = {
  univ: searchId,
  univName: searchTrimmedText(300),
};

/** The name only with an id: without a university, a name alone is dropped. */
export function nameOnlyWithUniversity<T extends { univ?: number; univName?: string }>(search: T): T {
  return search.univ === undefined && search.univName !== undefined ? { ...search, univName: undefined } : search;
}
