import { describe, expect, it } from 'vitest';
import { parseRouteSearch } from './routeSearch.ts';

describe('parseRouteSearch', () => {
  it('keeps plain values and lists of them, and drops the rest', () => {
    expect(parseRouteSearch({ a: 'x', b: 3, c: true, d: [1, 'y', null, { z: 1 }, false], e: { nested: 1 }, f: Number.NaN, g: null }))
      .toEqual({ a: 'x', b: 3, c: true, d: [1, 'y'] });
  });
  it('drops oversized values', () => {
    expect(parseRouteSearch({ long: 'x'.repeat(2001), many: Array.from({ length: 1001 }, (_, i) => i) })).toEqual({});
  });
});
