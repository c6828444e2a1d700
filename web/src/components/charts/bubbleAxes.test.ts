import { describe, expect, it } from 'vitest';
import { paddedRange, tickText } from './bubbleAxes.ts';

describe('bubble chart axes', () => {
  it('adds a margin on both sides, never below zero for non-negative data', () => {
    expect(paddedRange([10, 20])).toEqual({ min: 9.2, max: 20.8 });
    expect(paddedRange([0.5, 100])).toEqual({ min: 0, max: 107.96 });
    expect(paddedRange([-10, 10])).toEqual({ min: -11.6, max: 11.6 });
    expect(paddedRange([5, 5])).toEqual({ min: 4, max: 6 });
    expect(paddedRange([])).toBeUndefined();
  });

  it('labels ticks with whole numbers from 100 and one decimal below', () => {
    expect(tickText(1916.02)).toBe('1916');
    expect(tickText(37.71)).toBe('37.7');
  });
});
