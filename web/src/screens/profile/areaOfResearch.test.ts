import { describe, expect, it } from 'vitest';
import { AREAS_OF_INTEREST, keywordOptions, sortedTags } from './areaOfResearch.ts';

describe('area of research (docs/requirements/profile-and-accounts.md §2 and §9)', () => {
  it('offers about 100 fixed areas of interest', () => {
    expect(AREAS_OF_INTEREST.length).toBeGreaterThanOrEqual(90);
    expect(AREAS_OF_INTEREST.length).toBeLessThanOrEqual(110);
    expect(AREAS_OF_INTEREST).toContain('Asset Pricing');
  });

  it('shows tags sorted', () => {
    expect(sortedTags(['marketing', 'Asset pricing', 'Banking'])).toEqual(['Asset pricing', 'Banking', 'marketing']);
  });

  it('lets a new keyword be typed and chosen, without duplicates', () => {
    expect(keywordOptions(['Auctions', 'Pricing'], ['Networks'], ' Market  design ')).toEqual(['Market design', 'Networks', 'Auctions', 'Pricing']);
    expect(keywordOptions(['Auctions'], [], 'auctions')).toEqual(['Auctions']);
    expect(keywordOptions(['Auctions'], ['Auctions'], '')).toEqual(['Auctions']);
  });
});
