// Shared vocabulary of the analytics definitions. See docs/metrics.md, "Conventions".

/** Journal grades used throughout the product (docs/requirements/profile-and-accounts.md and 002: A, A-, B). */
export type JournalTier = 'A' | 'A-' | 'B';

export const JOURNAL_TIERS: readonly JournalTier[] = ['A', 'A-', 'B'];

/** "Top journals" when the caller does not choose: A and A- (docs/requirements/dashboards.md 'A and A- Journals'). */
export const TOP_JOURNAL_TIERS: readonly JournalTier[] = ['A', 'A-'];

/** Database ids are numbers; the seeds' old ids are strings. Both work as keys. */
export type JournalId = number | string;
export type UniversityId = number | string;
export type AuthorId = number | string;

/**
 * journalId -> tier. A plain object (keys are the ids as strings, as JSON gives them) or a Map.
 * A Map is looked up with the id exactly as given, so do not mix `1` and `'1'` in one Map.
 */
export type JournalTierMap = ReadonlyMap<JournalId, JournalTier> | Readonly<Record<string, JournalTier>>;

/**
 * 'full': every paper counts 1 and carries all its citations.
 * 'fractional': a paper counts 1 / number of authors and so do its citations (UT Dallas, CSRankings).
 */
export type CountingMode = 'full' | 'fractional';

/** Gender codes of the author profile (docs/requirements/profile-and-accounts.md): male, female, other; null when unknown. */
export type GenderCode = 'm' | 'f' | 'o';

/** Throws when a "current year" or other calendar year is not an integer. */
export function assertYear(name: string, year: number): void {
  if (!Number.isInteger(year)) throw new RangeError(`${name} must be an integer year, got ${year}`);
}
