import { describe, expect, it } from 'vitest';
import { DIRECTORY_SORTS } from '@ri/contracts/directory';
import {
  adminSearchSkip, directoryFilters, markerLine, reportFileName, restoreSelections, saveSelections, selectionsKey, keptSelectionsOnLoad, DIRECTORY_SORT_OPTIONS,
  type KeyValueStorage,
} from './directory.ts';
import { DIRECTORY_SORT_VALUES, parseDirectorySearch } from './directorySearch.ts';

function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => { data[key] = value; },
    removeItem: (key) => { delete data[key]; },
  };
}

describe('sort orders (docs/requirements/admin-tools.md: six, default first_name_inc)', () => {
  it("are the contract's six, each with a label", () => {
    expect([...DIRECTORY_SORT_VALUES]).toEqual([...DIRECTORY_SORTS]);
    expect(DIRECTORY_SORT_OPTIONS.map((option) => option.value)).toEqual([...DIRECTORY_SORTS]);
  });
  it('default to first_name_inc', () => {
    expect(directoryFilters({})).toEqual({ name: '', department: '', sort: 'first_name_inc' });
    expect(directoryFilters({ name: 'ann', department: 'Finance', sort: 'marker_dec' })).toEqual({ name: 'ann', department: 'Finance', sort: 'marker_dec' });
  });
});

describe("'Marker: value or N/A'", () => {
  it.each([[3, 'Marker: 3'], [0, 'Marker: 0'], [30, 'Marker: 30'], [null, 'Marker: N/A']])('%s -> %s', (marker, line) => {
    expect(markerLine(marker)).toBe(line);
  });
});

describe('the address', () => {
  it.each([
    [{ univ: '12', univName: 'The Wharton School', name: ' ann ', department: 'Finance', sort: 'last_name_dec' }, { univ: 12, univName: 'The Wharton School', name: 'ann', department: 'Finance', sort: 'last_name_dec' }],
    [{ sort: 'first_name_inc' }, {}],
    [{ sort: 'salary_desc' }, {}],
    [{ univ: '0' }, {}],
    [{ univ: 'abc', univName: 'X' }, {}],
    [{ univName: 'X' }, {}],
    [{ page: '3' }, { page: 3 }],
    [{ page: '3', univ: 5 }, { univ: 5 }],
    [{ page: '1' }, {}],
    [{ name: 'x'.repeat(201) }, {}],
  ])('%o reads as %o', (search, expected) => {
    expect(parseDirectorySearch(search)).toEqual(expected);
  });
});

describe('selections kept in sessionStorage', () => {
  const key = selectionsKey('admin');

  it('are saved on leaving and restored on return', () => {
    const storage = memoryStorage();
    const chosen = { univ: 7, univName: 'Harvard Business School', name: 'lee', department: 'Marketing', sort: 'marker_inc' as const };
    saveSelections(storage, key, chosen);
    expect(restoreSelections(storage, key)).toEqual(chosen);
  });

  it('nothing chosen clears what was kept', () => {
    const storage = memoryStorage({ [key]: JSON.stringify({ name: 'lee' }) });
    saveSelections(storage, key, {});
    expect(storage.data[key]).toBeUndefined();
    expect(restoreSelections(storage, key)).toEqual({});
  });

  it.each(['not json', '[1,2]', 'null', '"text"', JSON.stringify({ univ: -4, sort: 'nope' })])('unreadable or invalid text %s restores nothing', (stored) => {
    expect(restoreSelections(memoryStorage({ [key]: stored }), key)).toEqual({});
  });

  // the route's beforeLoad (docs/admin-tools.md, "Screens"); an e2e run under load once showed the screen's own restore
  // (an effect after rendering the empty address) lost, so restoring and saving are decided before any render
  const kept = JSON.stringify({ univ: 7, department: 'Marketing' });
  it.each([
    ['arriving from another route with nothing in the address restores, keeping what was kept', 'enter', {}, { univ: 7, department: 'Marketing' }, kept],
    ['arriving with choices in the address (a shared link) keeps the address and saves it', 'enter', { name: 'ann' }, null, JSON.stringify({ name: 'ann' })],
    ['a change within the screen is saved', 'stay', { univ: 8, sort: 'marker_dec' }, null, JSON.stringify({ univ: 8, sort: 'marker_dec' })],
    ['within the screen (Show all universities, the back button) the empty address stays and clears what was kept', 'stay', {}, null, undefined],
    ['a preload (hover on the link) changes nothing', 'preload', {}, null, kept],
    ['a preload of choices saves nothing', 'preload', { name: 'ann' }, null, kept],
  ] as const)('%s', (_case, cause, search, expected, stored) => {
    const storage = memoryStorage({ [key]: kept });
    expect(keptSelectionsOnLoad(storage, key, search, cause)).toEqual(expected);
    expect(storage.data[key]).toBe(stored);
  });

  it('arriving restores nothing when nothing (or nothing readable) was kept', () => {
    expect(keptSelectionsOnLoad(memoryStorage(), key, {}, 'enter')).toBeNull();
    const unreadable = memoryStorage({ [key]: JSON.stringify({ univ: -4 }) });
    expect(keptSelectionsOnLoad(unreadable, key, {}, 'enter')).toBeNull();
    expect(unreadable.data[key]).toBeUndefined();
  });

  it('each screen keeps its own', () => {
    expect(selectionsKey('admin')).not.toBe(selectionsKey('university'));
  });
});

describe('report and paging', () => {
  it('names the report after the university', () => {
    expect(reportFileName('The Wharton School')).toBe('facultyDirectory_The Wharton School');
  });
  it('pages the search over every university 100 at a time', () => {
    expect(adminSearchSkip(undefined)).toBe(0);
    expect(adminSearchSkip(1)).toBe(0);
    expect(adminSearchSkip(3)).toBe(200);
  });
});
