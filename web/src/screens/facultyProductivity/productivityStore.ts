import type { ProductivitySearch } from './productivitySearch.ts';
import { isEmptyProductivitySearch, parseProductivitySearch } from './productivitySearch.ts';

/**
 * The last Faculty Productivity search, kept for the browser tab (docs/requirements/dashboards.md §4: "inputs are
 * kept in a store, so returning to the screen restores the results"). Opening the screen from the
 * menu (no filters in the URL) puts this search back in the URL, in the route's beforeLoad (a
 * replacing redirect, before the screen renders); the results come from the query cache, or are
 * fetched again once it has expired.
 */
export const PRODUCTIVITY_STORAGE_KEY = 'ri_faculty_productivity_search';

export interface SearchStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

const browserStorage = (): SearchStorage | null => (typeof sessionStorage === 'undefined' ? null : sessionStorage);

export function rememberProductivitySearch(search: ProductivitySearch, storage: SearchStorage | null = browserStorage()): void {
  storage?.setItem(PRODUCTIVITY_STORAGE_KEY, JSON.stringify(search));
}

/** The remembered search, read as strictly as the URL (a tampered value is dropped), or null. */
export function rememberedProductivitySearch(storage: SearchStorage | null = browserStorage()): ProductivitySearch | null {
  const text = storage?.getItem(PRODUCTIVITY_STORAGE_KEY);
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const search = parseProductivitySearch(value as Record<string, unknown>);
    return Object.values(search).every((field) => field === undefined) ? null : search;
  } catch {
    return null;
  }
}

/**
 * The search the route's beforeLoad redirects to (replacing the address), or null: the remembered one, with the
 * address's counting, when the address has no filters (opened from the menu). A preload (hover) changes nothing.
 */
export function productivitySearchToRestore(
  search: ProductivitySearch, cause: 'enter' | 'stay' | 'preload', storage: SearchStorage | null = browserStorage(),
): ProductivitySearch | null {
  if (cause === 'preload' || !isEmptyProductivitySearch(search)) return null;
  const remembered = rememberedProductivitySearch(storage);
  return remembered ? { ...remembered, counting: search.counting } : null;
}
