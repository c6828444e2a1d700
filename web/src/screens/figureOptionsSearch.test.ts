import { describe, expect, it } from 'vitest';
import { parseCohortSearch } from './cohortAnalysis/cohortSearch.ts';
import { figureOptionsFileSuffix, figureOptionsLabel, figureOptionsQuery, parseFigureOptionsSearch } from './figureOptionsSearch.ts';
import { parseHomeSearch } from './universityHome/homeSearch.ts';

describe('figure options in the URL', () => {
  it('reads the API\'s names and drops anything else', () => {
    expect(parseFigureOptionsSearch({ counting: 'fractional', affiliation: 'at_publication', tier_source: 'global' }))
      .toEqual({ counting: 'fractional', affiliation: 'at_publication', tier_source: 'global' });
    expect(parseFigureOptionsSearch({ counting: 'half', affiliation: 'past', tier_source: 7 })).toEqual({});
  });

  it('sends only the options a screen offers, and the tier source only with a department in scope', () => {
    const all = { counting: 'fractional', affiliation: 'at_publication', tier_source: 'global' } as const;
    expect(figureOptionsQuery(all, {})).toEqual({ counting: 'fractional' });
    expect(figureOptionsQuery(all, { affiliation: true, tierSource: true })).toEqual({ counting: 'fractional', affiliation: 'at_publication' });
    expect(figureOptionsQuery(all, { affiliation: true, tierSource: true, departmentInScope: true })).toEqual(all);
    // the defaults are not sent: the link and the query key stay those of the view without options
    expect(figureOptionsQuery({ counting: 'full', affiliation: 'current' }, { affiliation: true })).toEqual({});
  });

  it('names the options in force in an export\'s file name, nothing for the defaults', () => {
    expect(figureOptionsFileSuffix({ counting: 'full', affiliation: 'current' })).toBe('');
    expect(figureOptionsFileSuffix({ counting: 'fractional', affiliation: 'current' })).toBe('-fractional');
    expect(figureOptionsFileSuffix({ counting: 'fractional', affiliation: 'at_publication' })).toBe('-fractional-at-publication');
    expect(figureOptionsFileSuffix({ counting: 'full', affiliation: 'at_publication' })).toBe('-at-publication');
  });

  it('says beside the figures which options they were computed with, nothing for the defaults', () => {
    expect(figureOptionsLabel({ counting: 'full', affiliation: 'current' })).toBe('');
    expect(figureOptionsLabel({ counting: 'fractional' })).toBe('; fractional counting (1 / authors)');
    expect(figureOptionsLabel({ counting: 'fractional', affiliation: 'at_publication' })).toBe('; fractional counting (1 / authors); affiliation at publication');
  });

  it('keeps the options in the URLs of the university home (counting, affiliation) and Cohort Analysis (counting)', () => {
    expect(parseHomeSearch({ dept: 4, counting: 'fractional', affiliation: 'at_publication', tier_source: 'global' }))
      .toEqual({ dept: 4, counting: 'fractional', affiliation: 'at_publication' });
    expect(parseHomeSearch({ counting: 'half' })).toEqual({});
    expect(parseCohortSearch({ ids: [3], counting: 'fractional', affiliation: 'at_publication' })).toEqual({ ids: [3], counting: 'fractional' });
  });
});
