import type { QueryClient } from '@tanstack/react-query';
import { authorSearchQueryOptions } from '../../api/authors/authorQueries.ts';
import { paperSearchQueryOptions } from '../../api/search/searchQueries.ts';
import { draftFromSearch, hasSearch, type ExploreMode } from './explore.ts';
import type { ExploreSearch } from './exploreSearch.ts';

/**
 * The route loader's part of Explore (ARCHITECTURE.md, "Web routes"): when the address holds a search (a
 * shared or bookmarked link, Back), its results query, with the options and arguments the screen's results
 * use (`draftFromSearch`); nothing when the screen waits for the form.
 */
export function exploreEntryQueries(client: QueryClient, search: ExploreSearch, mode: ExploreMode): Promise<unknown>[] {
  if (!hasSearch(search, mode)) return [];
  const submitted = draftFromSearch(search, mode);
  return [submitted.by === 'faculty'
    ? client.ensureQueryData(authorSearchQueryOptions(submitted.first, submitted.last))
    : client.ensureQueryData(paperSearchQueryOptions(submitted.title))];
}
