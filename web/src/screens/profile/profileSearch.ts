// The profile route's search parameters (the seed's navigation state: coauthorid, isReadOnly, note).
// A zod/mini schema (scope/searchSchema.ts): anything unreadable is dropped, the profile then opens
// as without it (your own).
import { searchBoolean, searchId, searchSchema, searchString, type SearchOf } from '../../scope/searchSchema.ts';

/** validateSearch of /dashboard/profileEdit and /dashboards/profileEdit: ?coauthorid=<id>&isReadOnly=true|false&note=<text up to 500>. */
export const profileSearchSchema = searchSchema({
  coauthorid: searchId,
  isReadOnly: searchBoolean,
  note: searchString(500),
});

export type ProfileSearch = SearchOf<typeof profileSearchSchema>;

/** The schema as a function (tests). */
export const parseProfileSearch = (search: Record<string, unknown>): ProfileSearch => profileSearchSchema.parse(search);
