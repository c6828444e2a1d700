import { describe, expect, it } from 'vitest';
import { NO_LAST_UPDATE, lastModifiedText, resultLines, waitingFor, waitingText } from './computeFields.ts';

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

describe('one computation at a time', () => {
  const details = (running: string | null) => (['generate_university_stats', 'generate_tenure_data', 'generate_first_year_career'] as const)
    .map((button_name) => ({ button_name, running: button_name === running }));
  it('makes the other buttons wait for the running one, and names it', () => {
    expect(waitingFor('generate_tenure_data', details('generate_university_stats'))).toBe('Generate University Stats');
    expect(waitingFor('generate_first_year_career', details('generate_university_stats'))).toBe('Generate University Stats');
    expect(waitingText('Generate University Stats')).toBe('Generate University Stats is running. This one can start when it has finished.');
  });
  it('never makes a button wait for itself, nor when nothing runs', () => {
    expect(waitingFor('generate_university_stats', details('generate_university_stats'))).toBeNull();
    expect(waitingFor('generate_tenure_data', details(null))).toBeNull();
  });
});
