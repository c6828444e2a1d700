import { describe, expect, it } from 'vitest';
import { authorName, draftFromSearch, exploreHeading, exploreQuery, hasSearch, profileLinkFor, resultsFoundText, searchOptions } from './explore.ts';
import { parseExploreSearch } from './exploreSearch.ts';

describe('the three copies of Explore (docs/requirements/admin-tools.md)', () => {
  it('reads Explore, or Edit Author in edit mode, where the Paper option is hidden', () => {
    expect(exploreHeading('faculty')).toBe('Explore');
    expect(exploreHeading('readOnly')).toBe('Explore');
    expect(exploreHeading('edit')).toBe('Edit Author');
    expect(searchOptions('faculty')).toEqual(['faculty', 'paper']);
    expect(searchOptions('edit')).toEqual(['faculty']);
    // a paper search in the address of Edit Author falls back to a faculty search
    expect(draftFromSearch({ by: 'paper', title: 'Risk' }, 'edit').by).toBe('faculty');
  });

  it.each([
    ['faculty', 12, 3, { to: '/dashboard/profileEdit', search: { coauthorid: 12, isReadOnly: true } }],
    ['readOnly', 12, 3, { to: '/dashboards/profileEdit', search: { coauthorid: 12, isReadOnly: true } }],
    ['edit', 12, null, { to: '/dashboard/profileEdit', search: { coauthorid: 12, isReadOnly: false } }],
    ['faculty', 3, 3, null],
    ['readOnly', 3, 3, null],
  ] as const)('%s: row %i (own id %s) opens %j', (mode, id, own, expected) => {
    expect(profileLinkFor(mode, id, own)).toEqual(expected);
  });

  it('a paper\'s authors open read-only profiles', () => {
    expect(profileLinkFor('faculty', 12, null, { forPaperAuthor: true })).toEqual({ to: '/dashboard/profileEdit', search: { coauthorid: 12, isReadOnly: true } });
  });
});

describe('exploreQuery', () => {
  it('trims the names before searching (docs/requirements/admin-tools.md §5)', () => {
    expect(exploreQuery({ by: 'faculty', first: '  Olivia ', last: ' Bennett  ', title: '' })).toEqual({ search: { by: 'faculty', first: 'Olivia', last: 'Bennett' } });
    expect(exploreQuery({ by: 'faculty', first: '', last: ' Bennett', title: '' })).toEqual({ search: { by: 'faculty', last: 'Bennett' } });
  });
  it.each([
    [{ by: 'faculty', first: '  ', last: '', title: '' }, 'Enter a first name or a last name'],
    [{ by: 'paper', first: '', last: '', title: ' a ' }, 'Type at least two characters of the title'],
  ] as const)('%j is refused: %s', (draft, error) => {
    expect(exploreQuery(draft)).toEqual({ error });
  });
  it('searches papers by trimmed title', () => {
    expect(exploreQuery({ by: 'paper', first: 'x', last: '', title: ' market risk ' })).toEqual({ search: { by: 'paper', title: 'market risk' } });
  });
});

describe('the address', () => {
  it('keeps a search and drops the rest', () => {
    expect(parseExploreSearch({ by: 'faculty', first: ' Ann ', last: '', junk: 1 })).toEqual({ by: 'faculty', first: 'Ann' });
    expect(parseExploreSearch({ by: 'people', title: 'x'.repeat(301) })).toEqual({});
  });
  it('runs a search only when the address holds a complete one', () => {
    expect(hasSearch({}, 'faculty')).toBe(false);
    expect(hasSearch({ by: 'faculty', last: 'Lee' }, 'faculty')).toBe(true);
    expect(hasSearch({ by: 'paper' }, 'faculty')).toBe(false);
  });
});

describe('texts', () => {
  it('counts the results as the seed says', () => {
    expect(resultsFoundText(0)).toBe('0 results found');
    expect(resultsFoundText(12)).toBe('12 results found');
  });
  it('writes an author\'s name without empty parts', () => {
    expect(authorName({ first_name: 'Olivia', mid_name: 'R.', last_name: 'Bennett' })).toBe('Olivia R. Bennett');
    expect(authorName({ first_name: 'Olivia', mid_name: '', last_name: 'Bennett' })).toBe('Olivia Bennett');
  });
});
