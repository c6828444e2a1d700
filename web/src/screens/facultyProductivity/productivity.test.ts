import { describe, expect, it } from 'vitest';
import type { TFacultyDetailsResponse, TFacultyProductivityResponse } from '@ri/contracts/dashboards';
import { toCsv } from '@ri/csv';
import {
  appointmentText, changeArrow, defaultProductivityQuery, PRODUCTIVITY_CSV_COLUMNS, productivityCsvRows, filtersOfQuery, otherFiltersChanged, PRODUCTIVITY_MESSAGES, productivityErrors,
  productivityParams, productivityQueryFromSearch, queryOfFilters, resultsHiddenByChanges, searchOfProductivityQuery, yearlyLines,
  type ProductivityFilters,
} from './productivity.ts';
import { isEmptyProductivitySearch, parseProductivitySearch } from './productivitySearch.ts';
import { productivitySearchToRestore, rememberedProductivitySearch, rememberProductivitySearch, type SearchStorage } from './productivityStore.ts';

const YEAR = 2026;
const defaults = defaultProductivityQuery(YEAR);

describe('defaults (docs/requirements/dashboards.md §9)', () => {
  it('by department, the last 5 years, papers, every type, all journals, 9 faculty', () => {
    expect(defaults).toEqual({
      view: 'department', papers_from: 2021, papers_to: 2026, citations_from: 2021, citations_to: 2026,
      sort: 'papers', types: ['assistant', 'associate', 'full', 'nontenured'], journals: 'a,a-,b', count: '9',
    });
  });
});

describe('year ranges: clamped to 1940..the current year, start ≤ end (docs/requirements/dashboards.md §5)', () => {
  const withYears = (papers: [number | string, number | string], citations: [number | string, number | string]): ProductivityFilters => ({
    ...filtersOfQuery(defaults), papers: { from: papers[0], to: papers[1] }, citations: { from: citations[0], to: citations[1] },
  });
  it.each([
    ['keeps years inside the bounds', [2000, 2010], [1990, 2020], [2000, 2010, 1990, 2020]],
    ['clamps a start before 1940 to 1940', [1900, 2010], [1939, 2020], [1940, 2010, 1940, 2020]],
    ['clamps an end after the current year to it', [2000, 2030], [2000, 9999], [2000, 2026, 2000, 2026]],
    ['pulls a start after the end down to the end', [2015, 2010], [2026, 2001], [2010, 2010, 2001, 2001]],
    ['fills blank fields with the bounds', ['', ''], ['', 2000], [1940, 2026, 1940, 2000]],
  ] as const)('%s', (_label, papers, citations, expected) => {
    const query = queryOfFilters(withYears([...papers], [...citations]), YEAR);
    expect([query?.papers_from, query?.papers_to, query?.citations_from, query?.citations_to]).toEqual(expected);
  });

  it('clamps the years of a hand-edited URL too', () => {
    const query = productivityQueryFromSearch(parseProductivitySearch({ papers_from: 1800, papers_to: 2100, citations_from: 2020, citations_to: 2010 }), YEAR);
    expect([query.papers_from, query.papers_to, query.citations_from, query.citations_to]).toEqual([1940, 2026, 2010, 2010]);
  });
});

describe('productivityErrors (docs/requirements/dashboards.md §5)', () => {
  it.each([
    ['the defaults are valid', {}, {}],
    ['no faculty type', { types: [] }, { types: PRODUCTIVITY_MESSAGES.selectFacultyType }],
    ['no journals choice', { journals: null }, { journals: PRODUCTIVITY_MESSAGES.selectJournals }],
    ['no sort choice', { sort: null }, { sort: PRODUCTIVITY_MESSAGES.selectSort }],
  ] as const)('%s', (_label, change, expected) => {
    const filters = { ...filtersOfQuery(defaults), ...change } as ProductivityFilters;
    expect(productivityErrors(filters)).toEqual(expected);
    expect(queryOfFilters(filters, YEAR) === null).toBe(Object.keys(expected).length > 0);
  });
});

describe('results hidden until the next Search (docs/requirements/dashboards.md §4)', () => {
  const filters = filtersOfQuery(defaults);
  it.each([
    ['nothing changed', {}, false, false],
    ['sort changed', { sort: 'citations' }, true, false],
    ['a faculty type removed', { types: ['assistant'] }, true, false],
    ['the same types in another order', { types: ['nontenured', 'full', 'associate', 'assistant'] }, false, false],
    ['journals changed', { journals: 'a' }, true, false],
    ['view changed', { view: 'school' }, false, true],
    ['count changed', { count: 'All' }, false, true],
    ['papers years changed', { papers: { from: 2000, to: 2026 } }, false, true],
  ] as const)('%s', (_label, change, hidden, pending) => {
    const changed = { ...filters, ...change } as ProductivityFilters;
    expect(resultsHiddenByChanges(changed, defaults)).toBe(hidden);
    expect(otherFiltersChanged(changed, defaults, YEAR)).toBe(pending);
  });
});

describe('the URL and the call', () => {
  it('round-trips a search through the URL', () => {
    const query = { ...defaults, view: 'school' as const, sort: 'hindex' as const, types: ['full' as const], journals: 'a' as const, count: 'All' as const };
    expect(productivityQueryFromSearch(parseProductivitySearch(searchOfProductivityQuery(query)), YEAR)).toEqual(query);
  });

  it('keeps the counting in the URL, and a URL with only the counting is still no search', () => {
    expect(parseProductivitySearch({ counting: 'fractional', affiliation: 'at_publication', count: '9' })).toEqual({ counting: 'fractional', count: '9' });
    expect(parseProductivitySearch({ counting: 'half' })).toEqual({});
    expect(isEmptyProductivitySearch({ counting: 'fractional' })).toBe(true);
    expect(isEmptyProductivitySearch({ counting: 'fractional', count: '9' })).toBe(false);
  });

  it('sends the seed parameters: comma list of types, journal categories, all_faculty 1 for the school view', () => {
    expect(productivityParams({ ...defaults, view: 'school', types: ['assistant', 'full'] })).toEqual({
      papers_from: 2021, papers_to: 2026, citations_from: 2021, citations_to: 2026,
      accepted_faculty: ['assistant', 'full'], journal_categories: 'a,a-,b', sort_by: 'papers', all_faculty: '1', count: '9',
    });
    expect(productivityParams(defaults).all_faculty).toBe('0');
  });
});

describe('the store: returning to the screen restores the last search', () => {
  const memory = (): SearchStorage & { data: Map<string, string> } => {
    const data = new Map<string, string>();
    return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value) };
  };
  it('keeps the last search and reads it back', () => {
    const storage = memory();
    expect(rememberedProductivitySearch(storage)).toBeNull();
    const search = searchOfProductivityQuery({ ...defaults, sort: 'citations' });
    rememberProductivitySearch(search, storage);
    expect(rememberedProductivitySearch(storage)).toEqual(search);
  });
  it('opened without filters (from the menu) the route restores it, keeping the address\'s counting; a preload or an address with filters changes nothing', () => {
    const storage = memory();
    expect(productivitySearchToRestore({}, 'enter', storage)).toBeNull();
    const search = searchOfProductivityQuery({ ...defaults, sort: 'citations' });
    rememberProductivitySearch(search, storage);
    expect(productivitySearchToRestore({}, 'enter', storage)).toEqual({ ...search, counting: undefined });
    expect(productivitySearchToRestore({ counting: 'fractional' }, 'stay', storage)).toEqual({ ...search, counting: 'fractional' });
    expect(productivitySearchToRestore({}, 'preload', storage)).toBeNull();
    expect(productivitySearchToRestore({ sort: 'papers' }, 'enter', storage)).toBeNull();
  });
  it('drops a tampered value', () => {
    const storage = memory();
    storage.setItem('ri_faculty_productivity_search', '{"sort":"size","count":"12"}');
    expect(rememberedProductivitySearch(storage)).toBeNull();
    storage.setItem('ri_faculty_productivity_search', 'not json');
    expect(rememberedProductivitySearch(storage)).toBeNull();
  });
});

describe('cards', () => {
  it.each([
    [2, { direction: 'up', text: '+2', label: 'up 2 places since December 2024', since: 'Since Dec 2024' }],
    [-1, { direction: 'down', text: '-1', label: 'down 1 place since December 2024', since: 'Since Dec 2024' }],
    [0, { direction: 'flat', text: '0', label: 'same place as in December 2024', since: 'Since Dec 2024' }],
    [null, null],
  ] as const)('change arrow for %s', (delta, expected) => {
    expect(changeArrow(delta, 2024)).toEqual(expected);
  });

  it.each([[null, null], [0, '0%'], [100, '100%'], [33.33, '33.33%']] as const)('appointment %s', (value, expected) => {
    expect(appointmentText(value)).toBe(expected);
  });
});

describe('yearlyLines', () => {
  it('orders the years and names the bucket before 1940', () => {
    const details = { papers_per_year: { 2001: 2, 1939: 1, 2000: 0 }, citations_per_year: { 2000: 5, 2001: 7 } } as unknown as TFacultyDetailsResponse;
    expect(yearlyLines(details)).toEqual({ categories: ['before 1940', '2000', '2001'], papers: [1, 0, 2], citations: [0, 5, 7] });
  });
});

describe('productivity CSV', () => {
  it('writes the tier source in force beside the A, A-, B counts of every line', () => {
    const item = {
      id: 7, rank: 1, faculty_name: 'Ann Adams', first_name: 'Ann', last_name: 'Adams', profile_picture: '', marker: 1,
      total_papers: 3, total_citations: 16, h_index: 3, a_journal_count: 1, aminus_journal_count: 1, b_journal_count: 1,
      appointment: null, delta: null, curr_year: 2024,
    };
    const answer = {
      papers_from: 2021, papers_to: 2025, citations_from: 2021, citations_to: 2025, accepted_faculty: ['assistant'], journal_categories: 'a,a-,b',
      sort_by: 'papers', all_faculty: true, count: 'All', current_year: 2025, curr_year: 2023, total: 1,
      tier_source: { kind: 'global', department_id: null, label: 'global tiers' }, counting: 'full', faculty: [item], departments: [],
    } as const satisfies TFacultyProductivityResponse;
    const [header, line] = toCsv(PRODUCTIVITY_CSV_COLUMNS, productivityCsvRows(answer)).trim().split('\r\n');
    expect(header).toBe('"Group","Rank","Name","Appointment (%)","Papers","Citations","H-Index","A","A-","B","Tier source","Places moved since December","December of"');
    expect(line).toBe('"School",1,"Ann Adams",,3,16,3,1,1,1,"global tiers",,2024');
  });
});
