import { describe, expect, it } from 'vitest';
import { searchChoice, searchChoiceList, searchIdList, searchInteger, searchTextList } from './dashboardSearch.ts';

describe('searchInteger', () => {
  it.each([
    ['a number in range', { from: 2020 }, 2020],
    ['a numeric string', { from: ' 2020 ' }, 2020],
    ['below the minimum', { from: 1800 }, undefined],
    ['above the maximum', { from: 3000 }, undefined],
    ['a decimal', { from: 2020.5 }, undefined],
    ['text', { from: 'soon' }, undefined],
    ['missing', {}, undefined],
  ])('%s', (_label, search, expected) => {
    expect(searchInteger(search, 'from', 1900, 2100)).toBe(expected);
  });
});

describe('searchChoice', () => {
  it('keeps an allowed value and drops anything else', () => {
    expect(searchChoice({ sort: 'papers' }, 'sort', ['papers', 'citations'])).toBe('papers');
    expect(searchChoice({ sort: 'size' }, 'sort', ['papers', 'citations'])).toBeUndefined();
    expect(searchChoice({ count: 9 }, 'count', ['3', '9', 'All'])).toBe('9');
  });
});

describe('searchIdList', () => {
  it('reads a list or one value, keeps distinct positive ids and caps the count', () => {
    expect(searchIdList({ ids: [3, '5', 3, -1, 'x', 0] }, 'ids', 12)).toEqual([3, 5]);
    expect(searchIdList({ ids: 7 }, 'ids', 12)).toEqual([7]);
    expect(searchIdList({ ids: [1, 2, 3] }, 'ids', 2)).toEqual([1, 2]);
    expect(searchIdList({}, 'ids', 2)).toEqual([]);
  });
});

describe('searchTextList', () => {
  it('keeps distinct trimmed texts within the length', () => {
    expect(searchTextList({ d: [' Finance ', 'Finance', '', 'x'.repeat(300), 42] }, 'd', 10)).toEqual(['Finance', '42']);
    expect(searchTextList({ d: 'all' }, 'd', 10)).toEqual(['all']);
  });
});

describe('searchChoiceList', () => {
  it('keeps the allowed values once each', () => {
    expect(searchChoiceList({ t: ['full', 'x', 'full', 'assistant'] }, 't', ['assistant', 'full'])).toEqual(['full', 'assistant']);
    expect(searchChoiceList({ t: 'full' }, 't', ['assistant', 'full'])).toEqual(['full']);
  });
});
