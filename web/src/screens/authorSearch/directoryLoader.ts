import type { QueryClient } from '@tanstack/react-query';
import { adminAuthorSearchQueryOptions, facultyDirectoryQueryOptions } from '../../api/directory/directoryQueries.ts';
import { departmentConfigQueryOptions } from '../../api/departmentConfig/departmentConfigQueries.ts';
import { ADMIN_SEARCH_PAGE_SIZE, adminSearchSkip, directoryFilters, hasSelections, restoreSelections, selectionsKey, type KeyValueStorage } from './directory.ts';
import type { DirectorySearch } from './directorySearch.ts';

/** The university whose directory the screen shows: the layout's (university mode), or the one the address names. */
export function directoryUniversityId(search: DirectorySearch, fixedUniversityId: number | null): number | null {
  return fixedUniversityId ?? search.univ ?? null;
}

/**
 * The route loader's part of the faculty directory (ARCHITECTURE.md, "Web routes"): what the screen fetches on
 * entry, with its query options and arguments: a university's department list and its directory for the
 * address's filters, or (the administrator, no university) the first page of the author search over every
 * university. Nothing when the address is empty and the tab kept selections: on entry the route's beforeLoad
 * puts those in the address first (keptSelectionsOnLoad), so this is a preload (hover) of a link that will land on
 * them.
 */
export function directoryEntryQueries(
  client: QueryClient, mode: 'admin' | 'university', search: DirectorySearch, fixedUniversityId: number | null, storage: KeyValueStorage = sessionStorage,
): Promise<unknown>[] {
  if (!hasSelections(search) && hasSelections(restoreSelections(storage, selectionsKey(mode)))) return [];
  const universityId = directoryUniversityId(search, fixedUniversityId);
  const filters = directoryFilters(search);
  if (universityId !== null) {
    return [client.ensureQueryData(departmentConfigQueryOptions(universityId)), client.ensureQueryData(facultyDirectoryQueryOptions(universityId, filters))];
  }
  return mode === 'admin' ? [client.ensureQueryData(adminAuthorSearchQueryOptions({ ...filters, skip: adminSearchSkip(search.page ?? 1), limit: ADMIN_SEARCH_PAGE_SIZE }))] : [];
}
