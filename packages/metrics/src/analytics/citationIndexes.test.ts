import { describe, expect, it } from 'vitest';
import { computeCitationIndexesPerAuthor, computeGIndex, computeHIndex, computeI10Index } from './citationIndexes.ts';

// Reference implementations by sorting, to cross-check the counting-sort versions.
function naiveH(citations: number[]): number {
  const sorted = citations.map((c) => (c > 0 ? Math.floor(c) : 0)).sort((a, b) => b - a);
  let h = 0;
  while (h < sorted.length && sorted[h]! >= h + 1) h++;
  return h;
}
function naiveG(citations: number[]): number {
  const sorted = citations.map((c) => (c > 0 ? Math.floor(c) : 0)).sort((a, b) => b - a);
  let sum = 0;
  let g = 0;
  for (let i = 0; i < sorted.length; i++) {
    sum += sorted[i]!;
    if (sum >= (i + 1) * (i + 1)) g = i + 1;
  }
  return g;
}

/** Deterministic pseudo-random numbers (mulberry32). */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('computeHIndex', () => {
  it.each([
    ['empty', [], 0],
    ['all zero', [0, 0, 0], 0],
    ['one cited paper', [5], 1],
    ['classic example', [10, 8, 5, 4, 3], 4],
    ['ties at the threshold', [3, 3, 3], 3],
    ['unsorted input', [1, 7, 0, 4, 4, 2], 3],
    ['all above n', [100, 100], 2],
    ['h equals n with exact values', [4, 4, 4, 4], 4],
    ['one short', [4, 4, 4, 3], 3],
    ['negatives and NaN count as 0', [-3, NaN, 2, 2], 2],
    ['fractions are floored', [2.9, 2.9, 2.9], 2],
  ])('%s', (_name, citations, expected) => {
    expect(computeHIndex(citations)).toBe(expected);
  });

  it('accepts typed arrays and reuses a scratch buffer', () => {
    const scratch = new Int32Array(10).fill(99);
    expect(computeHIndex(new Int32Array([10, 8, 5, 4, 3]), scratch)).toBe(4);
    expect(computeHIndex(new Float64Array([1, 1]), scratch)).toBe(1);
  });

  it('ignores a scratch buffer that is too small', () => {
    expect(computeHIndex([5, 5, 5], new Int32Array(1))).toBe(3);
  });
});

describe('computeGIndex', () => {
  it.each([
    ['empty', [], 0],
    ['all zero', [0, 0], 0],
    ['classic example', [10, 8, 5, 4, 3], 5],
    ['capped at the number of papers', [100], 1],
    ['one big paper carries others', [20, 0, 0, 0], 4],
    ['not enough', [3, 0], 1],
    ['exact squares', [1, 3, 5], 3],
    ['one short of a square', [1, 3, 4], 2],
    ['ties', [2, 2, 2, 2], 2],
  ])('%s', (_name, citations, expected) => {
    expect(computeGIndex(citations)).toBe(expected);
  });

  it('is never below the h-index', () => {
    const next = random(7);
    for (let t = 0; t < 200; t++) {
      const citations = Array.from({ length: Math.floor(next() * 30) }, () => Math.floor(next() ** 3 * 200));
      expect(computeGIndex(citations)).toBeGreaterThanOrEqual(computeHIndex(citations));
    }
  });
});

describe('computeI10Index', () => {
  it.each([
    ['empty', [], 0],
    ['threshold is inclusive', [10, 9, 11], 2],
    ['none', [0, 9.99], 0],
  ])('%s', (_name, citations, expected) => {
    expect(computeI10Index(citations)).toBe(expected);
  });
});

describe('counting-sort indexes agree with sorting', () => {
  it('on 500 random lists', () => {
    const next = random(42);
    for (let t = 0; t < 500; t++) {
      const citations = Array.from({ length: Math.floor(next() * 60) }, () => Math.floor(next() ** 4 * 500));
      expect(computeHIndex(citations)).toBe(naiveH(citations));
      expect(computeGIndex(citations)).toBe(naiveG(citations));
    }
  });
});

describe('computeCitationIndexesPerAuthor', () => {
  it('computes each author over its own slice', () => {
    const citations = new Int32Array([10, 8, 5, 4, 3, /* author 1 has none */ 20, 0, 0, 0, 12]);
    const offsets = new Int32Array([0, 5, 5, 10]);
    const result = computeCitationIndexesPerAuthor(offsets, citations);
    expect(Array.from(result.hIndex)).toEqual([4, 0, 2]);
    expect(Array.from(result.gIndex)).toEqual([5, 0, 5]);
    expect(Array.from(result.i10Index)).toEqual([1, 0, 2]);
  });

  it('handles no authors', () => {
    expect(computeCitationIndexesPerAuthor([], []).hIndex.length).toBe(0);
    expect(computeCitationIndexesPerAuthor([0], []).hIndex.length).toBe(0);
  });

  it.each([
    ['decreasing offsets', [0, 3, 2]],
    ['past the end', [0, 4]],
    ['negative start', [-1, 0]],
  ])('rejects %s', (_name, offsets) => {
    expect(() => computeCitationIndexesPerAuthor(offsets, [1, 2, 3])).toThrow(RangeError);
  });

  it('matches the single-author functions on 20,000 random authors', () => {
    const next = random(2024);
    const authors = 20_000;
    const offsets = new Int32Array(authors + 1);
    for (let a = 0; a < authors; a++) offsets[a + 1] = offsets[a]! + Math.floor(next() * 40);
    const citations = new Int32Array(offsets[authors]!);
    for (let i = 0; i < citations.length; i++) citations[i] = Math.floor(next() ** 3 * 300);
    const result = computeCitationIndexesPerAuthor(offsets, citations);
    for (let a = 0; a < authors; a += 97) {
      const own = citations.subarray(offsets[a]!, offsets[a + 1]!);
      expect(result.hIndex[a]).toBe(computeHIndex(own));
      expect(result.gIndex[a]).toBe(computeGIndex(own));
      expect(result.i10Index[a]).toBe(computeI10Index(own));
    }
  });
});
