/**
 * Search parameters of the public routes, read without zod: a route's validateSearch stays in the
 * entry chunk that every page downloads, and zod alone would add ~25 KB compressed to it.
 */

/** A non-empty string parameter, or undefined (missing, empty, or another type). */
export function optionalSearchString(search: Record<string, unknown>, key: string, maxLength = 2000): string | undefined {
  const value = search[key];
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  return text === '' || text.length > maxLength ? undefined : text;
}
