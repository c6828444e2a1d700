import { describe, expect, it } from 'vitest';
import { bubbleAxis, paddedRange, tickText } from './bubbleAxes.ts';

describe('bubble chart axes', () => {
  it('adds a margin on both sides, never below zero for non-negative data', () => {
    expect(paddedRange([10, 20])).toEqual({ min: 9.2, max: 20.8 });
    expect(paddedRange([0.5, 100])).toEqual({ min: 0, max: 107.96 });
    expect(paddedRange([-10, 10])).toEqual({ min: -11.6, max: 11.6 });
    expect(paddedRange([5, 5])).toEqual({ min: 4, max: 6 });
    expect(paddedRange([])).toBeUndefined();
  });

  it('widens the padded range to round ticks, at most the number asked for', () => {
    // Hire Impact's departments (seen: ticks 20.3, 40.5, 60.8 and 2789, 5579): papers 12-188, citations 40-17,000
    expect(bubbleAxis([12, 188], 10)).toEqual({ min: 0, max: 225, tickAmount: 9 });
    expect(bubbleAxis([40, 17_000], 7)).toEqual({ min: 0, max: 20_000, tickAmount: 4 });
    expect(bubbleAxis([0.2, 1.3], 5)).toEqual({ min: 0, max: 1.5, tickAmount: 3 });
    expect(bubbleAxis([-10, 10], 4)).toEqual({ min: -20, max: 20, tickAmount: 4 });
    expect(bubbleAxis([], 5)).toBeUndefined();
    // every tick a multiple of the step: no 20.3
    const axis = bubbleAxis([3.7, 61.2], 6)!;
    const step = (axis.max - axis.min) / axis.tickAmount;
    for (let i = 0; i <= axis.tickAmount; i++) expect(Number.isInteger(Math.round((axis.min + i * step) * 1e6) / 1e6 / step)).toBe(true);
  });

  it('labels ticks with thousands separated and no needless decimals', () => {
    expect(tickText(17_500)).toBe('17,500');
    expect(tickText(2.5)).toBe('2.5');
    expect(tickText(40)).toBe('40');
    expect(tickText(0.1 + 0.2)).toBe('0.3');
  });
});
