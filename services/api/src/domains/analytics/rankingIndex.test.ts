import { describe, expect, it } from 'vitest';
import { careerYears, orderedByAuthorAndYear, percentSolo, topSlots } from './rankingIndex.ts';

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

describe('orderedByAuthorAndYear: the per-year rows grouped by author, years ascending', () => {
  it('orders rows stored year by year (as the engine writes them), with their values, and leaves ordered rows alone', () => {
    // stored by (year, author), plus two rows a refresh appended at the end
    const rows = [[2020, 7, 1], [2020, 9, 2], [2021, 7, 3], [2021, 9, 4], [2022, 9, 5], [2019, 3, 6], [2020, 3, 7]] as const;
    const years = {
      rows: rows.length,
      authorId: Int32Array.from(rows.map((r) => r[1])), year: Int32Array.from(rows.map((r) => r[0])),
      int: [Int32Array.from(rows.map((r) => r[2]))], frac: [Float64Array.from(rows.map((r) => r[2] / 2))],
    };
    const ordered = orderedByAuthorAndYear(years);
    expect(Array.from(ordered.authorId)).toEqual([3, 3, 7, 7, 9, 9, 9]);
    expect(Array.from(ordered.year)).toEqual([2019, 2020, 2020, 2021, 2020, 2021, 2022]);
    expect(Array.from(ordered.int[0]!)).toEqual([6, 7, 1, 3, 2, 4, 5]);
    expect(Array.from(ordered.frac[0]!)).toEqual([3, 3.5, 0.5, 1.5, 1, 2, 2.5]);
    expect(orderedByAuthorAndYear(ordered)).toBe(ordered);
  });

  it('numbers sparse author ids densely and still keeps each author together', () => {
    const years = {
      rows: 4, authorId: Int32Array.from([2_000_000_000, 5, 2_000_000_000, 5]), year: Int32Array.from([2020, 2020, 2021, 2021]),
      int: [Int32Array.from([1, 2, 3, 4])], frac: [],
    };
    const ordered = orderedByAuthorAndYear(years);
    expect(Array.from(ordered.authorId)).toEqual([2_000_000_000, 2_000_000_000, 5, 5]);
    expect(Array.from(ordered.int[0]!)).toEqual([1, 3, 2, 4]);
  });
});
