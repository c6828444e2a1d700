import { describe, expect, it } from 'vitest';
import { roundTo } from './rounding.ts';

describe('roundTo', () => {
  it.each([
    [1.005, 2, 1.01],
    [1.004, 2, 1],
    [2.675, 2, 2.68],
    [0.125, 2, 0.13],
    [1.45, 1, 1.5],
    [1.44, 1, 1.4],
    [-1.005, 2, -1.01],
    [-2.5, 0, -3],
    [2.5, 0, 3],
    [-0.001, 2, 0],
    [0, 2, 0],
    [123456.789, 1, 123456.8],
    [1e-7, 2, 0],
    [33.333333333, 2, 33.33],
    [66.666666666, 2, 66.67],
    [7, 3, 7],
  ])('roundTo(%s, %s) = %s', (value, decimals, expected) => {
    expect(roundTo(value, decimals)).toBe(expected);
  });

  it('never returns -0', () => {
    expect(Object.is(roundTo(-0.004, 2), 0)).toBe(true);
    expect(Object.is(roundTo(-0, 1), 0)).toBe(true);
  });

  it.each([NaN, Infinity, -Infinity])('returns %s unchanged', (value) => {
    expect(roundTo(value, 2)).toBe(value);
  });

  it.each([-1, 1.5, 16])('rejects %s decimals', (decimals) => {
    expect(() => roundTo(1, decimals)).toThrow(RangeError);
  });
});
