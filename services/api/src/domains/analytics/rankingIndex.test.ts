import { describe, expect, it } from 'vitest';
import { careerYears, percentSolo, topSlots } from './rankingIndex.ts';

describe('topSlots: the first k authors in ranking order, as a full sort would give them', () => {
  it('matches a full sort (key, then author id ascending) in both directions, with many ties, for every k', () => {
    const n = 500;
    // author ids, slots and keys in orders unrelated to each other; keys with few distinct values (many ties)
    const authorIds = Int32Array.from({ length: n }, (_, i) => 1 + ((i * 7_919) % 100_003));
    const slots = Int32Array.from({ length: n }, (_, i) => (i * 211) % n);
    const keys = Float64Array.from({ length: n }, (_, i) => ((i * 37) % 12) / 4);
    for (const descending of [true, false]) {
      const full = Array.from({ length: n }, (_, i) => i).sort((a, b) => {
        if (keys[a] !== keys[b]) return descending ? keys[b]! - keys[a]! : keys[a]! - keys[b]!;
        return authorIds[slots[a]!]! - authorIds[slots[b]!]!;
      }).map((i) => slots[i]!);
      for (const k of [0, 1, 2, 10, 99, 250, n, n + 5]) {
        expect(topSlots({ count: n, slots, keys }, authorIds, descending, k), `k ${k} ${descending ? 'desc' : 'asc'}`).toEqual(full.slice(0, k));
      }
    }
  });

  it('takes only the filtered part of the arrays', () => {
    const authorIds = Int32Array.from([10, 20, 30, 40]);
    const filtered = { count: 2, slots: Int32Array.from([3, 1, 0, 2]), keys: Float64Array.from([5, 9, 100, 100]) };
    expect(topSlots(filtered, authorIds, true, 10)).toEqual([1, 3]);
  });
});

describe('the ranking index computes per-year figures and percent solo as the SQL does (docs/metrics.md sections 6, 7)', () => {
  it('divides by the career years inside the window, at least one', () => {
    // career from 2010, all time to 2025: 16 years; window 2020-2025: 6 years; window before the career: 1
    expect(careerYears({ careerStartYear: 2010 }, { window: null, currentYear: 2025 })).toBe(16);
    expect(careerYears({ careerStartYear: 2010 }, { window: { from: 2020, to: 2025 }, currentYear: 2025 })).toBe(6);
    expect(careerYears({ careerStartYear: 2010 }, { window: { from: 2000, to: 2005 }, currentYear: 2025 })).toBe(1);
    expect(careerYears({ careerStartYear: null }, { window: null, currentYear: 2025 })).toBe(1);
    expect(careerYears({ careerStartYear: null }, { window: { from: 2001, to: 2010 }, currentYear: 2025 })).toBe(10);
  });

  it('gives percent solo over the papers counted, 0 without papers', () => {
    expect(percentSolo({ totalPapers: 8, soloPapers: 2 })).toBe(25);
    expect(percentSolo({ totalPapers: 0, soloPapers: 0 })).toBe(0);
  });
});
