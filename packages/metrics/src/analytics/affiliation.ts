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
