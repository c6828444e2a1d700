import { describe, expect, it } from 'vitest';
import { suggestedPaperLabel } from './paperChoices.ts';

describe('suggested papers', () => {
  it('say where the paper appeared and which printed name matched', () => {
    expect(suggestedPaperLabel({ id: 1, title: 'On Prices', publication_name: 'Journal of Finance', publication_year: 2019, journal_id: 3, printed_name: 'D. Okafor', score: 0.873 }))
      .toBe('On Prices — Journal of Finance (2019) — printed as D. Okafor, 87% match');
    expect(suggestedPaperLabel({ id: 1, title: 'On Prices', publication_name: '', publication_year: null, journal_id: null, printed_name: 'D. Okafor', score: 0.5 }))
      .toBe('On Prices — printed as D. Okafor, 50% match');
  });
});
