import { FIXED_AREAS_OF_INTEREST } from '@ri/metrics';

// Add/Edit Area of Research (docs/requirements/profile-and-accounts.md §2 and §9): free keywords (new entries allowed) and
// areas of interest from the fixed list; selectors show at most 3 tags; lists are shown sorted.

export const AREA_TAG_LIMIT = 3;
export const KEYWORDS_LOAD_FAILED = 'Unable to fetch areas of interest.';
export const AREAS_OF_INTEREST: readonly string[] = FIXED_AREAS_OF_INTEREST;

/** Sorted for display, case-insensitively. */
export function sortedTags(values: readonly string[]): string[] {
  return [...values].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
}

/**
 * The keyword selector's options: the catalogue's suggestions, the chosen keywords, and the text
 * being typed when it is new (so that it can be picked as a new keyword). No duplicates, compared
 * case-insensitively; the typed text comes first.
 */
export function keywordOptions(suggestions: readonly string[], selected: readonly string[], typed: string): string[] {
  const seen = new Set<string>();
  const options: string[] = [];
  for (const value of [...selected, ...suggestions]) {
    const text = value.trim().replace(/\s+/g, ' ');
    if (text === '' || seen.has(text.toLowerCase())) continue;
    seen.add(text.toLowerCase());
    options.push(text);
  }
  const newText = typed.trim().replace(/\s+/g, ' ');
  return newText === '' || seen.has(newText.toLowerCase()) ? options : [newText, ...options];
}
