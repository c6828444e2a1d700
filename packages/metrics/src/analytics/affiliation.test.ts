import { describe, expect, it } from 'vitest';
import type { AffiliationMode } from './affiliation.ts';
import { creditedUniversity, paperCountsForUniversity } from './affiliation.ts';

describe('creditedUniversity and paperCountsForUniversity', () => {
  // A moved from university 7 to university 9; the paper was written at 7.
  it.each<[string, number | null, number | null, AffiliationMode, number | null]>([
    ['at publication: the authorship university', 7, 9, 'at_publication', 7],
    ['current: the current university', 7, 9, 'current', 9],
    ['at publication, none recorded: falls back to current', null, 9, 'at_publication', 9],
    ['current, none recorded: still current', null, 9, 'current', 9],
    ['no affiliation at all', null, null, 'at_publication', null],
    ['current unknown, at publication known, current mode', 7, null, 'current', null],
  ])('%s', (_name, atPublication, current, mode, expected) => {
    expect(creditedUniversity(atPublication, current, mode)).toBe(expected);
    for (const university of [7, 9]) {
      expect(paperCountsForUniversity(university, atPublication, current, mode)).toBe(expected === university);
    }
  });

  it('compares ids exactly (string ids work, 7 is not "7")', () => {
    expect(paperCountsForUniversity('u7', 'u7', 'u9', 'at_publication')).toBe(true);
    expect(paperCountsForUniversity(7, '7', 9, 'at_publication')).toBe(false);
  });
});
