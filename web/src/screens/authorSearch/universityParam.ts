// Search parameters shared by the administrator screens that choose a university (directory,
// Manual Mapping, Department configuration). Plain code: validateSearch lands in the entry chunk.
import { optionalSearchString } from '../publicSearch.ts';

/** A positive whole number parameter (a number, or digits as text), or undefined. */
export function positiveIntegerParam(search: Record<string, unknown>, key: string): number | undefined {
  const value = search[key];
  const number = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,9}$/.test(value.trim()) ? Number(value) : Number.NaN;
  return Number.isSafeInteger(number) && number > 0 ? number : undefined;
}

/** ?univ=<id>&univName=<the name shown in the university field>; the name only with an id. */
export function universityParam(search: Record<string, unknown>): { univ?: number; univName?: string } {
  const univ = positiveIntegerParam(search, 'univ');
  if (univ === undefined) return {};
  const univName = optionalSearchString(search, 'univName', 300);
  return univName === undefined ? { univ } : { univ, univName };
}
