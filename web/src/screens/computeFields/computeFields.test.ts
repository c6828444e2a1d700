import { describe, expect, it } from 'vitest';
import { NO_LAST_UPDATE, lastModifiedText, resultLines } from './computeFields.ts';

describe('lastModifiedText', () => {
  it('shows the seed\'s text for a missing or unreadable date', () => {
    expect(lastModifiedText(null)).toBe(NO_LAST_UPDATE);
    expect(lastModifiedText('not a date')).toBe(NO_LAST_UPDATE);
  });
  it('prefixes a date with Last modified', () => {
    expect(lastModifiedText('2026-11-22T08:00:00.000Z')).toMatch(/^Last modified: /);
  });
});

describe('resultLines', () => {
  it('lists the scalar fields of a result with readable labels', () => {
    expect(resultLines({ authors: 1200, tenure_rows: 5, nested: { a: 1 }, updatedAuthors: 'all' })).toEqual([
      { label: 'Authors', value: '1,200' },
      { label: 'Tenure rows', value: '5' },
      { label: 'Updated authors', value: 'all' },
    ]);
  });
  it('writes years without separators and durations in words (issue 22: "Current Year: 2,026", "Duration Ms")', () => {
    expect(resultLines({ currentYear: 2026, durationMs: 72_000, papers: 270.0 })).toEqual([
      { label: 'Current year', value: '2026' },
      { label: 'Duration', value: '1 min 12 s' },
      { label: 'Papers', value: '270' },
    ]);
  });
  it('shows nothing for results that are not objects', () => {
    expect(resultLines(null)).toEqual([]);
    expect(resultLines([1, 2])).toEqual([]);
    expect(resultLines(3)).toEqual([]);
  });
});
