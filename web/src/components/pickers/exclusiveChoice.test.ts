import { describe, expect, it } from 'vitest';
import { applyExclusiveChoice, visibleTags } from './exclusiveChoice.ts';

describe('applyExclusiveChoice', () => {
  it.each([
    ['picking All clears the others', ['3', '5'], ['3', '5', 'All'], ['All']],
    ['picking a journal removes All', ['All'], ['All', '7'], ['7']],
    ['removing a journal keeps the rest', ['3', '5'], ['3'], ['3']],
    ['adding a second journal keeps both', ['3'], ['3', '5'], ['3', '5']],
    ['removing All leaves nothing', ['All'], [], []],
  ])('%s', (_label, previous, next, expected) => {
    expect(applyExclusiveChoice(previous, next, 'All')).toEqual(expected);
  });
});

describe('visibleTags', () => {
  it('shows at most the limit and counts the rest', () => {
    expect(visibleTags([1, 2, 3], 10)).toEqual({ shown: [1, 2, 3], hidden: 0 });
    expect(visibleTags(Array.from({ length: 12 }, (_, i) => i), 10)).toEqual({ shown: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], hidden: 2 });
  });
});
