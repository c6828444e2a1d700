import { describe, expect, it } from 'vitest';
import { fractionalCount } from './counting.ts';

describe('fractionalCount', () => {
  it.each([
    ['full, 1 author', 1, 'full', 1, 1],
    ['full, 4 authors', 4, 'full', 1, 1],
    ['fractional, solo', 1, 'fractional', 1, 1],
    ['fractional, 4 authors', 4, 'fractional', 1, 0.25],
    ['fractional, 3 authors', 3, 'fractional', 1, 1 / 3],
    ['fractional, 0 authors is treated as 1', 0, 'fractional', 1, 1],
    ['fractional, NaN authors is treated as 1', NaN, 'fractional', 1, 1],
    ['fractional, 2 of 4 authors credited', 4, 'fractional', 2, 0.5],
    ['fractional, credited capped at authors', 2, 'fractional', 5, 1],
    ['fractional, 0 credited', 3, 'fractional', 0, 0],
    ['full ignores credited authors', 4, 'full', 2, 1],
  ] as const)('%s', (_name, authors, mode, credited, expected) => {
    expect(fractionalCount(authors, mode, credited)).toBeCloseTo(expected, 12);
  });

  it('defaults to full counting', () => {
    expect(fractionalCount(5)).toBe(1);
  });
});
