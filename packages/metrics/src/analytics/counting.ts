// Full versus fractional counting. See docs/metrics.md, "Fractional counting".
import type { CountingMode } from './types.ts';

/**
 * The credit one paper gives under `mode`.
 * full: 1. fractional: creditedAuthors / authorCount, where creditedAuthors is how many of the
 * counted people are on the paper (1 for an author; the number of a department's members on the
 * paper when a department's distinct papers are counted).
 * An authorCount below 1 or not finite is treated as 1: the person being credited is an author.
 * creditedAuthors is capped at authorCount.
 */
export function fractionalCount(authorCount: number, mode: CountingMode = 'full', creditedAuthors = 1): number {
  if (mode === 'full') return 1;
  const authors = authorCount >= 1 ? authorCount : 1;
  const credited = creditedAuthors >= authors ? authors : creditedAuthors > 0 ? creditedAuthors : 0;
  return credited / authors;
}
