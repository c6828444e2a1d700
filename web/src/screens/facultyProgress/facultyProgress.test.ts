import { describe, expect, it } from 'vitest';
import {
  canSearchProgress, changeDepartment, changeJournalType, emptyProgressForm, formFromSearch, journalListTypes, missingProgressFields, ordinal,
  progressRequest, progressSearchOf, rankSentence, requestJournals, type ProgressForm,
  progressFigureRef,
} from './facultyProgress.ts';
import { parseProgressSearch } from './progressSearch.ts';

const complete: ProgressForm = { department: 7, journalType: 'A', journals: ['11', '12'], count: '10', fromYear: 2020, toYear: 2025, rankBy: 'papers' };

describe('the clearing rules (docs/requirements/dashboards.md §4)', () => {
  it('changing the department clears the journal type and the journals', () => {
    expect(changeDepartment(complete, 8)).toEqual({ ...complete, department: 8, journalType: null, journals: [] });
  });
  it('choosing the same department changes nothing', () => {
    expect(changeDepartment(complete, 7)).toBe(complete);
  });
  it('changing the journal type clears the journals, and only them', () => {
    expect(changeJournalType(complete, 'All')).toEqual({ ...complete, journalType: 'All', journals: [] });
    expect(changeJournalType(complete, 'A')).toBe(complete);
  });
});

describe('search enablement (docs/requirements/dashboards.md §5)', () => {
  it.each([
    [{}, []],
    [{ department: null }, ['department']],
    [{ journalType: null, journals: [] }, ['journalType', 'journals']],
    [{ journals: [] }, ['journals']],
    [{ count: null }, ['count']],
  ] as [Partial<ProgressForm>, string[]][])('%j is missing %j', (change, missing) => {
    const form = { ...complete, ...change };
    expect(missingProgressFields(form)).toEqual(missing);
    expect(canSearchProgress(form)).toBe(missing.length === 0);
  });
  it('a fresh form asks for everything but the years and the ranking', () => {
    expect(missingProgressFields(emptyProgressForm(2026))).toEqual(['department', 'journalType', 'journals', 'count']);
  });
});

describe('journals', () => {
  it('maps each journal type to the global tiers (All adds B)', () => {
    expect(journalListTypes('A')).toEqual(['A']);
    expect(journalListTypes('A and A-')).toEqual(['A', 'A-']);
    expect(journalListTypes('All')).toEqual(['all']);
  });
  it('sends the chosen ids, or every journal of the type for All', () => {
    expect(requestJournals(complete, [1, 2, 3])).toEqual([11, 12]);
    expect(requestJournals({ ...complete, journals: ['All'] }, [1, 2, 3])).toEqual([1, 2, 3]);
    expect(requestJournals({ ...complete, journalType: 'All', journals: ['All'] }, [])).toBe('All');
  });
});

describe('the request and the address', () => {
  it('builds the call of a complete form, with an administrator\'s author_id', () => {
    expect(progressRequest(complete, [], { author_id: 9 })).toEqual({
      department: 7, journals: [11, 12], rank_by: 'papers', count: 10, from_year: 2020, to_year: 2025, author_id: 9,
    });
    expect(progressRequest({ ...complete, count: 'All' }, [], {})).toMatchObject({ count: 'All' });
    expect(progressRequest({ ...complete, count: null }, [], {})).toBeNull();
    // 'All' journals of an empty type list: nothing to send
    expect(progressRequest({ ...complete, journals: ['All'] }, [], {})).toBeNull();
  });
  it('round-trips through the address', () => {
    const search = progressSearchOf(complete);
    const fromAddress = parseProgressSearch(JSON.parse(JSON.stringify({ ...search, journals: search.journals!.join(',') })) as Record<string, unknown>);
    expect(formFromSearch(fromAddress, 2026)).toEqual(complete);
  });
  it('clamps the years to 1980..the current year and drops unknown values', () => {
    expect(formFromSearch(parseProgressSearch({ from: '1950', to: '2100', type: 'C', count: '20', rank: 'hindex' }), 2026))
      .toEqual({ ...emptyProgressForm(2026), fromYear: 1980, toYear: 2026 });
    expect(parseProgressSearch({ journals: 'All,12' })).toEqual({ journals: ['All'] });
    expect(parseProgressSearch({ dept: '0', journals: 'x,-1' })).toEqual({});
  });
});

describe('rank sentences', () => {
  it.each([[1, '1st'], [2, '2nd'], [3, '3rd'], [4, '4th'], [11, '11th'], [12, '12th'], [13, '13th'], [21, '21st'], [102, '102nd']])('%i is %s', (n, text) => {
    expect(ordinal(n)).toBe(text);
  });
  it('says nothing when you are not ranked', () => {
    expect(rankSentence(null, 10)).toBeNull();
    expect(rankSentence(2, 10)).toBe('2nd of 10');
  });
});

describe('progressFigureRef (docs/metrics.md section 29)', () => {
  it('opens a person\'s papers in the answer\'s years, journals and counting, every tier', () => {
    const answer = { from_year: 2019, to_year: 2025, journals: [3, 4], counting: 'fractional' as const };
    expect(progressFigureRef(answer, { id: 7, name: 'Ben Baker' }, 'citations', 20)).toEqual({
      figure: 'faculty_progress', author_id: 7, grade: 'every', measure: 'citations', shown: 20, from: 2019, to: 2025, counting: 'fractional',
      journals: [3, 4], label: 'Citations of Ben Baker, 2019–2025',
    });
    expect(progressFigureRef({ ...answer, journals: 'All', counting: 'full' }, { id: 7, name: 'Ben Baker' }, 'papers', 3)).not.toHaveProperty('journals');
  });
});
