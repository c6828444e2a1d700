/**
 * Reading the search parameters of the dashboard screens (their filters live in the URL so that a
 * view can be shared and bookmarked). Plain functions, no zod: a route's validateSearch lands in
 * the entry chunk every page downloads (web/README.md, "JavaScript budget"). Anything unreadable
 * is dropped, so a hand-edited link opens the screen with its defaults rather than an error.
 */

type Search = Record<string, unknown>;

function integerOf(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : undefined;
  if (typeof value === 'string' && /^-?\d{1,15}$/.test(value.trim())) return Number(value.trim());
  return undefined;
}

/** A whole number within [min, max], or undefined. */
export function searchInteger(search: Search, key: string, min: number, max: number): number | undefined {
  const value = integerOf(search[key]);
  return value !== undefined && value >= min && value <= max ? value : undefined;
}

/** One of the allowed values, or undefined. */
export function searchChoice<T extends string>(search: Search, key: string, allowed: readonly T[]): T | undefined {
  const value = search[key];
  const text = typeof value === 'number' ? String(value) : value;
  return typeof text === 'string' && (allowed as readonly string[]).includes(text) ? (text as T) : undefined;
}

function listOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (value === undefined || value === null || value === '') return [];
  return [value];
}

/** Distinct positive integer ids (a list, or one value), at most `maxItems`. */
export function searchIdList(search: Search, key: string, maxItems: number): number[] {
  const ids = listOf(search[key]).map(integerOf).filter((id): id is number => id !== undefined && id > 0);
  return [...new Set(ids)].slice(0, maxItems);
}

/** Distinct non-empty strings (a list, or one value), each at most `maxLength` long, at most `maxItems`. */
export function searchTextList(search: Search, key: string, maxItems: number, maxLength = 200): string[] {
  const texts = listOf(search[key])
    .map((value) => (typeof value === 'number' ? String(value) : value))
    .filter((value): value is string => typeof value === 'string')
    .map((value) => value.trim())
    .filter((value) => value !== '' && value.length <= maxLength);
  return [...new Set(texts)].slice(0, maxItems);
}

/** Distinct allowed values (a list, or one value). */
export function searchChoiceList<T extends string>(search: Search, key: string, allowed: readonly T[]): T[] {
  const values = listOf(search[key]).filter((value): value is T => typeof value === 'string' && (allowed as readonly string[]).includes(value));
  return [...new Set(values)];
}
