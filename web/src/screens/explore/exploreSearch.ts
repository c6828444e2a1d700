// The Explore screens' search parameters (the search made, so that it can be shared and bookmarked):
// a zod/mini schema (scope/searchSchema.ts), the validateSearch of /dashboard/explore,
// /dashboards/explore and /tools/editAuthor. Anything unreadable is dropped.
import { searchChoice, searchSchema, searchTrimmedText, type SearchOf } from '../../scope/searchSchema.ts';

/** ?by=faculty&first=&last= or ?by=paper&title=; names and title trimmed. */
export const exploreSearchSchema = searchSchema({
  by: searchChoice(['faculty', 'paper']),
  first: searchTrimmedText(100),
  last: searchTrimmedText(100),
  title: searchTrimmedText(300),
});

export type ExploreSearch = SearchOf<typeof exploreSearchSchema>;
export type ExploreBy = NonNullable<ExploreSearch['by']>;

/** The schema as a function (tests). */
export const parseExploreSearch = (search: Record<string, unknown>): ExploreSearch => exploreSearchSchema.parse(search);
