// Which university a paper counts for. See docs/metrics.md, "Affiliation".
import type { UniversityId } from './types.ts';

/**
 * 'current': a paper counts for the author's current university (CSRankings' rule).
 * 'at_publication': it counts for the university on the authorship at publication time
 * (UT Dallas' rule), falling back to the current one when the authorship has none recorded.
 */
export type AffiliationMode = 'current' | 'at_publication';

/** The university a paper is credited to under `mode`, or null when none is known. */
export function creditedUniversity(
  affiliationAtPublication: UniversityId | null,
  currentUniversityId: UniversityId | null,
  mode: AffiliationMode,
): UniversityId | null {
  if (mode === 'at_publication' && affiliationAtPublication !== null && affiliationAtPublication !== undefined) {
    return affiliationAtPublication;
  }
  return currentUniversityId ?? null;
}

/** Whether a paper counts for `universityId` under `mode`. */
export function paperCountsForUniversity(
  universityId: UniversityId,
  affiliationAtPublication: UniversityId | null,
  currentUniversityId: UniversityId | null,
  mode: AffiliationMode,
): boolean {
  const credited = creditedUniversity(affiliationAtPublication, currentUniversityId, mode);
  return credited !== null && credited === universityId;
}

/** One authorship of a paper, as a group's credit sees it. */
export interface GroupAuthorship {
  /** whether the author is a member of the group (its current faculty: the school, or the department's) */
  member: boolean;
  /** the university on the authorship when the paper was published; null when not recorded */
  affiliationAtPublication: UniversityId | null;
  /** the author's current university (the profile's) */
  currentUniversityId: UniversityId | null;
}

/**
 * A school's or department's credit for one paper (docs/metrics.md sections 14 and 15): the members
 * on the paper whose authorship counts for the group's university under `affiliation`; full
 * counting: 1 when there is at least one, else 0; fractional: their number / the paper's authors
 * (every authorship, linked to an author or not; at least 1).
 */
export function groupPaperCredit(
  authorships: readonly GroupAuthorship[],
  universityId: UniversityId,
  counting: 'full' | 'fractional',
  affiliation: AffiliationMode,
): number {
  let credited = 0;
  for (const a of authorships) {
    if (a.member && paperCountsForUniversity(universityId, a.affiliationAtPublication, a.currentUniversityId, affiliation)) credited += 1;
  }
  if (counting === 'full') return credited > 0 ? 1 : 0;
  return credited / Math.max(authorships.length, 1);
}
