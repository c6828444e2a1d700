import { describe, expect, it } from 'vitest';
import { addPaperTooltip, isDoiShaped, normaliseDoi, validateAddPaper, validateDoi, validatePaperRequest, validatePaperYearRange } from './papers.ts';
import { messagesOf } from './ruleIssues.ts';

const CURRENT_YEAR = 2026;

describe('addPaperTooltip (docs/requirements/profile-and-accounts.md §5, Papers)', () => {
  it.each([
    { case: 'complete', input: { journalId: 4, paperId: 99, year: 2020 }, isAdmin: false, expected: [] },
    { case: 'nothing chosen', input: { journalId: null, paperId: null, year: null }, isAdmin: false, expected: ['Incomplete form:', 'Select Journal', 'Select Paper', 'Select a year'] },
    { case: 'no paper', input: { journalId: 4, paperId: '', year: 2020 }, isAdmin: false, expected: ['Incomplete form:', 'Select Paper'] },
    { case: 'year before 1940', input: { journalId: 4, paperId: 99, year: 1939 }, isAdmin: false, expected: ['Incomplete form:', 'Select a year'] },
    { case: 'year 1940', input: { journalId: 4, paperId: 99, year: '1940' }, isAdmin: false, expected: [] },
    { case: 'year after the current year', input: { journalId: 4, paperId: 99, year: 2027 }, isAdmin: false, expected: ['Incomplete form:', 'Select a year'] },
    { case: 'admin: the year is preset', input: { journalId: 4, paperId: 99, year: null }, isAdmin: true, expected: [] },
  ])('$case', ({ input, isAdmin, expected }) => {
    expect(addPaperTooltip(input, { currentYear: CURRENT_YEAR, isAdmin })).toEqual(expected);
  });

  it('validateAddPaper names the fields', () => {
    expect(validateAddPaper({ journalId: null, paperId: 1, year: 2000 }, { currentYear: CURRENT_YEAR, isAdmin: false })).toEqual([{ field: 'journal', message: 'Select Journal' }]);
  });

  it.each([
    { from: 1940, to: 2026, expected: [] },
    { from: 2000, to: 2000, expected: [] },
    { from: 1939, to: 2000, expected: ['Select a year'] },
    { from: 2010, to: 2000, expected: ['Select a year'] },
    { from: 2000, to: 2027, expected: ['Select a year'] },
  ])('admin year range $from..$to', ({ from, to, expected }) => {
    expect(messagesOf(validatePaperYearRange(from, to, CURRENT_YEAR))).toEqual(expected);
  });
});

describe('validatePaperRequest (Request to add paper)', () => {
  it.each([
    { journal: 'Journal of Finance', title: 'A paper', expected: [] },
    { journal: '', title: 'A paper', expected: ['Select Journal'] },
    { journal: 'Journal of Finance', title: '  ', expected: ['Enter Paper'] },
    { journal: null, title: null, expected: ['Select Journal', 'Enter Paper'] },
  ])('$journal / $title', ({ journal, title, expected }) => {
    expect(messagesOf(validatePaperRequest({ journal, title }))).toEqual(expected);
  });
});

describe('DOI', () => {
  it.each([
    ['10.1111/jofi.12345', '10.1111/jofi.12345'],
    ['https://doi.org/10.1111/JOFI.12345', '10.1111/jofi.12345'],
    ['http://dx.doi.org/10.1287/mnsc.2019.3456', '10.1287/mnsc.2019.3456'],
    ['doi.org/10.1287/mnsc.2019.3456', '10.1287/mnsc.2019.3456'],
    ['doi:10.1016/j.jfineco.2020.01.001', '10.1016/j.jfineco.2020.01.001'],
    ['DOI: 10.1016/ j.jfineco.2020.01.001 ', '10.1016/j.jfineco.2020.01.001'],
    ['https://doi.org/10.1002%2Fsmj.3000', '10.1002/smj.3000'],
    ['  ', ''],
  ])('normaliseDoi(%s) = %s', (input, expected) => {
    expect(normaliseDoi(input)).toBe(expected);
  });

  it.each([
    ['10.1111/jofi.12345', true],
    ['10.1000.10/abc', true],
    ['10.123/abc', false],
    ['11.1111/abc', false],
    ['10.1111/', false],
    ['jofi.12345', false],
  ])('isDoiShaped(%s) = %s', (doi, expected) => {
    expect(isDoiShaped(doi)).toBe(expected);
  });

  it.each([
    ['https://doi.org/10.1111/jofi.12345', []],
    ['', ['Please enter a correct DOI']],
    ['hello', ['Please enter a correct DOI']],
  ])('validateDoi(%s)', (input, expected) => {
    expect(messagesOf(validateDoi(input))).toEqual(expected);
  });
});
