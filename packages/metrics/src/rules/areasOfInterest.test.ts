import { describe, expect, it } from 'vitest';
import { FIXED_AREAS_OF_INTEREST, isFixedAreaOfInterest, normaliseAreasOfInterest } from './areasOfInterest.ts';

describe('FIXED_AREAS_OF_INTEREST (about 100 research areas, sorted)', () => {
  it('holds about 100 distinct areas, sorted', () => {
    expect(FIXED_AREAS_OF_INTEREST.length).toBeGreaterThanOrEqual(95);
    expect(FIXED_AREAS_OF_INTEREST.length).toBeLessThanOrEqual(110);
    expect(new Set(FIXED_AREAS_OF_INTEREST).size).toBe(FIXED_AREAS_OF_INTEREST.length);
    expect([...FIXED_AREAS_OF_INTEREST].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(FIXED_AREAS_OF_INTEREST);
  });

  it.each(['Accounting Information Systems', 'Asset Pricing', 'Auditing', 'Behavioral Finance', 'Consumer Behavior', 'Corporate Finance', 'Supply Chain Management'])(
    'includes %s',
    (area) => {
      expect(FIXED_AREAS_OF_INTEREST).toContain(area);
    },
  );

  it('matches case-insensitively and normalises a selection', () => {
    expect(isFixedAreaOfInterest(' asset pricing ')).toBe(true);
    expect(isFixedAreaOfInterest('Astrology')).toBe(false);
    expect(normaliseAreasOfInterest(['corporate finance', 'Astrology', 'Auditing', 'AUDITING'])).toEqual(['Auditing', 'Corporate Finance']);
  });
});
