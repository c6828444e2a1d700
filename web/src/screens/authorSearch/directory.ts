import type { DirectorySearch, DirectorySort } from './directorySearch.ts';
import { DEFAULT_DIRECTORY_SORT, parseDirectorySearch } from './directorySearch.ts';

// The faculty directory and admin author search (docs/requirements/admin-tools.md): sort labels, the marker line, the
// report's file name, and the selections kept in sessionStorage while the user is elsewhere.

export const DIRECTORY_SORT_OPTIONS: ReadonlyArray<{ value: DirectorySort; label: string }> = [
  { value: 'first_name_inc', label: 'First name (A-Z)' },
  { value: 'first_name_dec', label: 'First name (Z-A)' },
  { value: 'last_name_inc', label: 'Last name (A-Z)' },
  { value: 'last_name_dec', label: 'Last name (Z-A)' },
  { value: 'marker_inc', label: 'Marker (ascending)' },
  { value: 'marker_dec', label: 'Marker (descending)' },
];

export const NO_RESULTS = 'No results found';
export const SELECT_UNIVERSITY = 'Please select a university';
/** rows per page of the search over every university */
export const ADMIN_SEARCH_PAGE_SIZE = 100;

/** 'Marker: value or N/A' */
export function markerLine(marker: number | null): string {
  return `Marker: ${marker === null ? 'N/A' : marker}`;
}

/** The filters a directory call sends: the sort always explicit, empty texts as ''. */
export function directoryFilters(search: DirectorySearch): { name: string; department: string; sort: DirectorySort } {
  return { name: search.name ?? '', department: search.department ?? '', sort: search.sort ?? DEFAULT_DIRECTORY_SORT };
}

/** The server names the report facultyDirectory_{university}.csv; the browser names the download the same way. */
export function reportFileName(universityName: string): string {
  return `facultyDirectory_${universityName}`;
}

/** The skip of a page of the search over every university. */
export function adminSearchSkip(page: number | undefined): number {
  return ((page ?? 1) - 1) * ADMIN_SEARCH_PAGE_SIZE;
}

// ---- selections kept for the browser tab (docs/requirements/admin-tools.md: saved on leaving, restored on return) ----
// (docs/admin-tools.md, "Screens": the route's beforeLoad saves and restores them, keptSelectionsOnLoad.)

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** One key per screen: the admin directory and the university layout's keep their own choices. */
export function selectionsKey(screen: 'admin' | 'university'): string {
  return `ri_faculty_directory_${screen}`;
}

export function hasSelections(search: DirectorySearch): boolean {
  // the route's schema gives an unreadable field as undefined (scope/searchSchema.ts)
  return Object.values(search).some((value) => value !== undefined);
}

/** Saves the selections when the user leaves; nothing chosen clears what was kept. */
export function saveSelections(storage: KeyValueStorage, key: string, search: DirectorySearch): void {
  if (hasSelections(search)) storage.setItem(key, JSON.stringify(search));
  else storage.removeItem(key);
}

/** The kept selections, checked as strictly as the address; unreadable text gives none. */
export function restoreSelections(storage: KeyValueStorage, key: string): DirectorySearch {
  const stored = storage.getItem(key);
  if (stored === null) return {};
  try {
    const value: unknown = JSON.parse(stored);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? parseDirectorySearch(value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Why the route loads (TanStack Router's beforeLoad `cause`). */
export type RouteLoadCause = 'enter' | 'stay' | 'preload';

/**
 * The route's beforeLoad part of the kept selections, run before the screen renders any address: arriving from
 * another route ('enter') with nothing in the address gives the kept selections to redirect to (replacing the
 * address); any other address the route loads is saved (a change within the screen, 'Show all universities' and
 * the back button to an empty address clear what was kept, a shared link is kept). A preload (hover) changes
 * nothing. No effect of the screen decides, so no render of it can restore or clear out of turn.
 */
export function keptSelectionsOnLoad(storage: KeyValueStorage, key: string, search: DirectorySearch, cause: RouteLoadCause): DirectorySearch | null {
  if (cause === 'preload') return null;
  if (cause === 'enter' && !hasSelections(search)) {
    const kept = restoreSelections(storage, key);
    if (hasSelections(kept)) return kept;
  }
  saveSelections(storage, key, search);
  return null;
}
