/**
 * The pieces of the routes' search schemas (`validateSearch`). A screen's filters live in its URL so
 * that a view can be shared and bookmarked; a hand-edited or outdated link must open the screen with
 * its defaults, never an error page. So every field here is optional and falls back (`z.catch`) to
 * undefined when it cannot be read: a wrong value drops that one parameter, not the whole search.
 *
 * zod/mini, not zod: `validateSearch` is not code-split, it lands in the entry chunk every page
 * downloads, and zod/mini tree-shakes to the few validators used here (web/README.md, "JavaScript
 * budget"; ARCHITECTURE.md, "Web routes"). TanStack Router takes these schemas as they are
 * (Standard Schema): `validateSearch: hireImpactSearchSchema`.
 */
import * as z from 'zod/mini';

/** The largest id Postgres `integer` holds. */
export const MAX_ID = 2_147_483_647;

const digits = /^-?\d{1,15}$/;

/** A text, or a number read as its digits (`?count=9` for '9'). */
const textOrDigits = z.union([z.string(), z.pipe(z.number(), z.transform(String))]);

/** A whole number, also as digits in a string (`?from=2020` arrives as 2020, `?from="2020"` as text). */
const wholeNumber = z.union([
  z.number().check(z.int()),
  z.pipe(z.string().check(z.trim(), z.regex(digits)), z.transform(Number)),
]);

/** Drops a field that cannot be read: the screen then uses its default. */
function orAbsent<T extends z.core.SomeType>(schema: T) {
  return z.catch(z.optional(schema), undefined);
}

/** A whole number within [min, max]. */
export function searchInteger(min: number, max: number) {
  return orAbsent(z.pipe(wholeNumber, z.number().check(z.gte(min), z.lte(max))));
}

/** A positive id (1 .. MAX_ID). */
export const searchId = searchInteger(1, MAX_ID);

/** One of the allowed values (a number is read as its digits: `?count=9` for '9'). */
export function searchChoice<const T extends readonly [string, ...string[]]>(allowed: T) {
  return orAbsent(z.pipe(textOrDigits, z.enum(allowed)));
}

/** A text of 1..maxLength characters once trimmed (kept as written). */
export function searchText(maxLength: number) {
  return orAbsent(z.string().check(z.refine((value) => value.trim() !== '' && value.trim().length <= maxLength)));
}

/** A text of 1..maxLength characters once trimmed, given trimmed (a number is read as its digits). */
export function searchTrimmedText(maxLength: number) {
  return orAbsent(trimmedText(maxLength));
}

function trimmedText(maxLength: number) {
  return z.pipe(textOrDigits, z.string().check(z.trim(), z.minLength(1), z.maxLength(maxLength)));
}

/** Any text up to maxLength, kept as written (also empty). */
export function searchString(maxLength: number) {
  return orAbsent(z.string().check(z.maxLength(maxLength)));
}

/** docs/requirements/admin-tools.md §9: the row counts of an admin table's pages (10 by default). */
export const TABLE_PAGE_SIZES = ['10', '25', '100'] as const;
export type TablePageSize = 10 | 25 | 100;

/** A table's 1-based page; page 1, the default, is dropped so that it never shows in the URL. */
export const searchTablePage = z.optional(z.pipe(searchInteger(1, 100_000), z.transform((page) => (page !== undefined && page > 1 ? page : undefined))));

/** A table's page size (10, 25 or 100, as digits or a number); 10, the default, is dropped. */
export const searchTablePageSize = z.optional(z.pipe(
  searchChoice(TABLE_PAGE_SIZES),
  z.transform((size) => (size === undefined || size === '10' ? undefined : Number(size) as TablePageSize)),
));

/** true / false, also written as text. */
export const searchBoolean = orAbsent(z.union([z.boolean(), z.pipe(z.enum(['true', 'false']), z.transform((value) => value === 'true'))]));

/** A flag that is only ever on: true (or 'true') is kept, anything else is absent. */
export const searchTrue = z.optional(z.pipe(searchBoolean, z.transform((value) => (value === true ? true as const : undefined))));

function listOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (value === undefined || value === null || value === '') return [];
  return [value];
}

/**
 * A list (or one value) whose readable items are kept, distinct, at most maxItems; absent when
 * none is readable, so that an empty list never shows in the URL as `[]`.
 */
function searchList<T>(item: z.ZodMiniType<T>, maxItems: number) {
  return z.optional(z.pipe(
    z.transform(listOf),
    z.transform((values): T[] | undefined => {
      const read = values.flatMap((value) => {
        const result = z.safeParse(item, value);
        return result.success ? [result.data] : [];
      });
      const distinct = [...new Set(read)].slice(0, maxItems);
      return distinct.length > 0 ? distinct : undefined;
    }),
  ));
}

/** Distinct positive integer ids (a list, or one value), at most maxItems. */
export function searchIdList(maxItems: number) {
  return searchList(z.pipe(wholeNumber, z.number().check(z.gte(1), z.lte(MAX_ID))), maxItems);
}

/** Distinct non-empty trimmed texts (numbers read as their digits), each at most maxLength long. */
export function searchTextList(maxItems: number, maxLength = 200) {
  return searchList(trimmedText(maxLength), maxItems);
}

/** Distinct allowed values (a list, or one value; numbers read as their digits). */
export function searchChoiceList<const T extends readonly [string, ...string[]]>(allowed: T, maxItems = allowed.length) {
  return searchList(z.pipe(textOrDigits, z.enum(allowed)), maxItems);
}

/**
 * The search object of a route: the fields it reads, each falling back to absent. A field the URL
 * holds but that cannot be read comes out as `undefined`, not missing: TanStack Router lays a route's
 * validated search over the raw one (`{ ...raw, ...validated }`), so only an explicit `undefined`
 * keeps the unreadable value from reaching the screen.
 */
export function searchSchema<Shape extends z.core.$ZodLooseShape>(shape: Shape) {
  return z.object(shape);
}

/** What a route's search schema gives its screen. */
export type SearchOf<Schema extends z.core.SomeType> = z.output<Schema>;
