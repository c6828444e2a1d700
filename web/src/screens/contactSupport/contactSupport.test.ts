import { describe, expect, it } from 'vitest';
import { formatTimestamp, isUpdateSuccessful, pageCountFor, skipForPage, totalOf } from './contactSupport.ts';
import { parseContactSupportSearch } from './contactSupportSearch.ts';

describe('Contact Us Support pagination (docs/requirements/admin-tools.md: page size 5, skip = 5*(page-1))', () => {
  it.each([
    [1, 0], [2, 5], [3, 10], [10, 45], [0, 0], [-3, 0], [Number.NaN, 0], [2.7, 5],
  ])('page %s skips %s', (page, skip) => {
    expect(skipForPage(page)).toBe(skip);
  });

  it.each([
    [0, 1], [1, 1], [5, 1], [6, 2], [10, 2], [11, 3], [23, 5], [-1, 1],
  ])('a total of %s makes %s pages (the ceiling of total/5)', (total, pages) => {
    expect(pageCountFor(total)).toBe(pages);
  });

  it('reads the total from the first element, 0 for an empty page', () => {
    expect(totalOf([{ total: 12 }, { total: 12 }])).toBe(12);
    expect(totalOf([])).toBe(0);
  });
});

describe('the Contacted toggle', () => {
  it("succeeds only on the server's 'Update successful'", () => {
    expect(isUpdateSuccessful({ message: 'Update successful' })).toBe(true);
    expect(isUpdateSuccessful({ message: 'Updated' })).toBe(false);
    expect(isUpdateSuccessful({ message: '' })).toBe(false);
  });
});

describe('the page in the address', () => {
  it.each([
    [{ page: '3' }, { page: 3 }],
    [{ page: 4 }, { page: 4 }],
    [{ page: '1' }, {}],
    [{ page: '0' }, {}],
    [{ page: 'x' }, {}],
    [{ page: '-2' }, {}],
    [{}, {}],
  ])('%o reads as %o', (search, expected) => {
    expect(parseContactSupportSearch(search)).toEqual(expected);
  });
});

describe('formatTimestamp', () => {
  it('keeps text that is not a date', () => {
    expect(formatTimestamp('not a date')).toBe('not a date');
  });
  it('formats an ISO time', () => {
    expect(formatTimestamp('2026-03-01T10:00:00.000Z')).toMatch(/2026/);
  });
});
