import { randomBytes } from 'node:crypto';

/**
 * A unique person's name made of letters only: name fields hold letters, spaces, apostrophes,
 * hyphens and periods (docs/accounts-and-claims.md, "Matching people"), so no hex digits.
 */
export function uniqueName(prefix: string): string {
  return `${prefix}${randomBytes(3).toString('hex').replace(/[0-9]/g, (digit) => 'ghijklmnop'[Number(digit)]!)}`;
}
