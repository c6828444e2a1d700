import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RED_FLAG_DEFAULT_PAPER_RANGES } from '@ri/contracts/redFlags';
import { RED_FLAG_CHECKS, TOGGLE_FLAGS, toggleFlagsFor } from './redFlagChecks.ts';
import { clampRange, DEFAULT_PAPER_RANGES, editRange, PAPER_RANGE_RANKS, paperRangesParam, rangesFromNumbers } from './paperRanges.ts';
import {
  authorAt, experienceScatter, facultyColumnsFor, facultyPapersChart, groupOptions, journalsByImpactFactor, journalYearChart, percentText,
  rowsOfGroup, sameNumberChart, searchButtonLabel,
} from './redFlagPanels.ts';
import { parseRedFlagsSearch, searchForCheck } from './redFlagsSearch.ts';

describe('the Red Flags Search checks (docs/requirements/admin-tools.md §2)', () => {
  it('offers the 14 checks in the seed\'s order and words', () => {
    expect(RED_FLAG_CHECKS.map((check) => check.label)).toEqual([
      'Authors with the same number of papers per group',
      'Authors without education field',
      'Faculty papers by university',
      'Papers older than last education year',
      'Papers older than two years before PhDs',
      'Papers published per year in a journal',
      'Papers with span of more than fifty years',
      'Total papers by faculty per university',
      'Faculty with incorrect percent appointment',
      'Faculty with missing marker',
      'Faculty with missing department',
      'Faculty with missing gender',
      'Faculty with missing position',
      'Faculty with inconsistent paper numbers',
    ]);
  });
});

describe('toggle flags: activating one clears the others', () => {
  it.each([
    ['faculty_with_incorrect_percent_appointment', 'incorrect_percent_appointment'],
    ['faculty_with_inconsistent_paper_number', 'inconsistent_paper_numbers'],
    ['faculty_with_missing_gender', 'missing_gender'],
    ['faculty_with_missing_position', 'missing_position'],
    ['faculty_with_missing_department', 'missing_department'],
    ['faculty_with_missing_marker', 'missing_marker'],
  ] as const)('%s sets only %s', (check, flag) => {
    const flags = toggleFlagsFor(check);
    expect(Object.entries(flags).filter(([, on]) => on).map(([name]) => name)).toEqual([flag]);
  });

  it.each(['authors_without_education_field', 'faculty_papers_by_university', 'papers_published_per_year_in_journal', undefined] as const)('%s sets no flag', (check) => {
    expect(Object.values(toggleFlagsFor(check)).some(Boolean)).toBe(false);
    expect(Object.keys(toggleFlagsFor(check))).toEqual([...TOGGLE_FLAGS]);
  });

  it('choosing a check resets the previous results: only the check stays in the search', () => {
    const searched = parseRedFlagsSearch({ check: 'faculty_with_missing_gender', universities: [3, 4], searched: 'true' });
    expect(searched).toEqual({ check: 'faculty_with_missing_gender', universities: [3, 4], searched: true });
    expect(searchForCheck('faculty_with_missing_marker')).toEqual({ check: 'faculty_with_missing_marker' });
    expect(searchForCheck(null)).toEqual({});
  });
});

describe('parseRedFlagsSearch', () => {
  it.each([
    [{}, {}],
    [{ check: 'no_such_check', univ: 3 }, {}],
    [{ check: 'faculty_papers_by_university', univ: '12' }, { check: 'faculty_papers_by_university', univ: 12 }],
    [{ check: 'faculty_papers_by_university', univ: '-1' }, { check: 'faculty_papers_by_university' }],
    [{ check: 'faculty_with_missing_gender', universities: ['5', 5, 'x', 7], searched: true }, { check: 'faculty_with_missing_gender', universities: [5, 7], searched: true }],
    [{ check: 'faculty_with_inconsistent_paper_number', ranges: '1,6,7,40,20,60' }, { check: 'faculty_with_inconsistent_paper_number', ranges: '1,6,7,40,20,60' }],
    // the defaults are not written, out-of-range or unordered ranges fall back to them
    [{ check: 'faculty_with_inconsistent_paper_number', ranges: '0,5,7,40,20,60' }, { check: 'faculty_with_inconsistent_paper_number' }],
    [{ check: 'faculty_with_inconsistent_paper_number', ranges: '0,61,7,40,20,60' }, { check: 'faculty_with_inconsistent_paper_number' }],
    [{ check: 'faculty_with_inconsistent_paper_number', ranges: '9,5,7,40,20,60' }, { check: 'faculty_with_inconsistent_paper_number' }],
    [{ check: 'papers_published_per_year_in_journal', journal: '0001-4273' }, { check: 'papers_published_per_year_in_journal', journal: '0001-4273' }],
    [{ check: 'authors_that_have_same_number_of_papers_per_group', univ: 2, group: 'Marketing: 17 papers' }, { check: 'authors_that_have_same_number_of_papers_per_group', univ: 2, group: 'Marketing: 17 papers' }],
    // hostile or hand-edited values: an unknown check drops everything, any other field just itself
    [{ check: ['faculty_with_missing_gender'], univ: 3, searched: true }, {}],
    [{ check: 'toString', universities: [1] }, {}],
    [{ check: 'FACULTY_WITH_MISSING_GENDER' }, {}],
    [{ check: 'faculty_with_missing_gender', univ: '1e3', universities: { 0: 5 }, searched: 'false', journal: 12345678, group: ' Marketing ' },
      { check: 'faculty_with_missing_gender', journal: '12345678', group: 'Marketing' }],
    [{ check: 'faculty_with_inconsistent_paper_number', ranges: '1,6,7,40,20,60,99' }, { check: 'faculty_with_inconsistent_paper_number' }],
    [{ check: 'faculty_with_inconsistent_paper_number', ranges: ['1,6,7,40,20,60'], univ: 2_147_483_648, journal: 'x'.repeat(21) }, { check: 'faculty_with_inconsistent_paper_number' }],
    [{ check: 'faculty_with_missing_gender', universities: Array.from({ length: 1500 }, (_, index) => index + 1) },
      { check: 'faculty_with_missing_gender', universities: Array.from({ length: 1000 }, (_, index) => index + 1) }],
  ])('%j', (input, expected) => {
    expect(parseRedFlagsSearch(input)).toEqual(expected);
  });

  it('gives every field as undefined for an unknown check, so that TanStack\'s raw search cannot show through', () => {
    expect(parseRedFlagsSearch({ check: 'no_such_check', univ: 3, group: 'g' })).toStrictEqual({
      check: undefined, univ: undefined, universities: undefined, searched: undefined, ranges: undefined, journal: undefined, group: undefined,
    });
  });
});

describe('the search parsers in the entry chunk', () => {
  // every page downloads the routes' validateSearch: the red-flag declarations (labels, columns, CSV;
  // ~1.3 KB gzip) stay in the screen's chunk, the parsers read the label-free id lists
  it.each(['./redFlagsSearch.ts', '../dataIssues/logsSearch.ts'])('%s reads neither the catalogue index nor the red-flag declarations', (file) => {
    const source = readFileSync(new URL(file, import.meta.url), 'utf8');
    expect(source).not.toMatch(/from '(@ri\/contracts\/catalogue|\.\/redFlagChecks\.ts)'/);
  });
});

describe('paper-count ranges (docs/requirements/admin-tools.md §9)', () => {
  it('has the seed\'s maxima and defaults, the same as the API\'s', () => {
    expect(PAPER_RANGE_RANKS.map((rank) => [rank.rank, rank.max])).toEqual([['Assistant Professor', 60], ['Associate Professor', 150], ['Professor', 400]]);
    expect(DEFAULT_PAPER_RANGES).toEqual([[0, 5], [7, 40], [20, 60]]);
    expect(paperRangesParam(DEFAULT_PAPER_RANGES)).toBe(RED_FLAG_DEFAULT_PAPER_RANGES.join(','));
  });

  it.each([
    { range: [0, 5], end: 'from', value: 3, max: 60, expected: [3, 5] },
    { range: [0, 5], end: 'from', value: 9, max: 60, expected: [9, 9] },
    { range: [7, 40], end: 'to', value: 2, max: 150, expected: [2, 2] },
    { range: [7, 40], end: 'to', value: 500, max: 150, expected: [7, 150] },
    { range: [20, 60], end: 'from', value: -4, max: 400, expected: [0, 60] },
    { range: [20, 60], end: 'to', value: 12.6, max: 400, expected: [13, 13] },
    { range: [20, 60], end: 'to', value: '', max: 400, expected: [20, 60] },
    { range: [20, 60], end: 'from', value: '35', max: 400, expected: [35, 60] },
  ] as const)('$end of $range set to $value (max $max) -> $expected', ({ range, end, value, max, expected }) => {
    expect(editRange(range, end, value, max)).toEqual(expected);
  });

  it.each([
    [[3, 8], 60, [3, 8]],
    [[80, 10], 60, [10, 60]],
    [[-2, 1000], 150, [0, 150]],
  ] as const)('clampRange(%j, %d) = %j', (range, max, expected) => {
    expect(clampRange(range, max)).toEqual(expected);
  });

  it('reads six numbers as ranges, or the defaults', () => {
    expect(rangesFromNumbers([1, 2, 3, 4, 5, 6])).toEqual([[1, 2], [3, 4], [5, 6]]);
    expect(rangesFromNumbers([1, 2, 3])).toEqual(DEFAULT_PAPER_RANGES);
    expect(rangesFromNumbers(undefined)).toEqual(DEFAULT_PAPER_RANGES);
    expect(rangesFromNumbers([0, 5, 7, 151, 20, 60])).toEqual(DEFAULT_PAPER_RANGES);
  });
});

describe('faculty check columns (docs/requirements/admin-tools.md §2)', () => {
  it.each([
    ['faculty_with_missing_department', ['Author Name', 'University', 'University Profile URL', 'ID']],
    ['faculty_with_missing_gender', ['Author Name', 'University', 'University Profile URL', 'ID']],
    ['faculty_with_missing_position', ['Author Name', 'University', 'University Profile URL', 'ID']],
    ['faculty_with_incorrect_percent_appointment', ['Author Name', 'University', 'ID', 'University Profile URL', 'Percent Appointment']],
    ['faculty_with_missing_marker', ['Author Name', 'University', 'University Profile Link', 'ID']],
    ['faculty_with_inconsistent_paper_number', ['Author Name', 'Position', 'University', 'Paper Count (A - A- B)', 'University Profile URL', 'Auth ID']],
  ] as const)('%s', (check, headers) => {
    expect(facultyColumnsFor(check).map((column) => column.header)).toEqual(headers);
  });

  it('names the search buttons as the seed does', () => {
    expect(searchButtonLabel('faculty_with_incorrect_percent_appointment')).toBe('Search');
    expect(searchButtonLabel('faculty_with_missing_gender')).toBe('Click to Search');
  });

  it.each([[150, '150%'], [80, '80%'], [33.333, '33.33%'], [null, 'None']] as const)('percentText(%s) = %s', (percent, text) => {
    expect(percentText(percent)).toBe(text);
  });
});

describe('chart data', () => {
  it('stacks each faculty member\'s papers by tier', () => {
    const chart = facultyPapersChart([
      { faculty_name: 'Ann Lee', papers_published: 6, A: 3, 'A-': 1, B: 1, other: 1 },
      { faculty_name: 'Bo Chen', papers_published: 2, A: 0, 'A-': 0, B: 2, other: 0 },
    ]);
    expect(chart.categories).toEqual(['Ann Lee', 'Bo Chen']);
    expect(chart.series).toEqual([
      { name: 'A', data: [3, 0] }, { name: 'A-', data: [1, 0] }, { name: 'B', data: [1, 2] }, { name: 'Other journals', data: [1, 0] },
    ]);
  });

  it('sorts journals by impact factor, highest first, those without one last', () => {
    const journals = [
      { id: 1, name: 'B journal', issn: '1', impact_factor: 2.5 },
      { id: 2, name: 'No factor', issn: '2', impact_factor: null },
      { id: 3, name: 'Top', issn: '3', impact_factor: 9.1 },
      { id: 4, name: 'A journal', issn: '4', impact_factor: 2.5 },
    ];
    expect(journalsByImpactFactor(journals).map((j) => j.id)).toEqual([3, 4, 1, 2]);
  });

  it('stacks papers per year by issue; a negative count is shown as 0 and a missing one counts 0', () => {
    const chart = journalYearChart([
      { year: 2021, issue: '2', count: 4 },
      { year: 2020, issue: '10', count: 3 },
      { year: 2020, issue: '2', count: -2 },
      { year: 2021, issue: 'Unknown', count: 1 },
    ]);
    expect(chart.categories).toEqual(['2020', '2021']);
    expect(chart.series).toEqual([
      { name: 'Issue 2', data: [0, 4] },
      { name: 'Issue 10', data: [3, 0] },
      { name: 'Issue Unknown', data: [0, 1] },
    ]);
  });

  it('shows the years without papers between the first and the last as 0 (issue 22)', () => {
    const chart = journalYearChart([{ year: 2017, issue: '1', count: 2 }, { year: 2020, issue: '1', count: 5 }]);
    expect(chart.categories).toEqual(['2017', '2018', '2019', '2020']);
    expect(chart.series).toEqual([{ name: 'Issue 1', data: [2, 0, 0, 5] }]);
    expect(journalYearChart([])).toEqual({ categories: [], series: [] });
  });

  const sameRows = [
    { auth_id: 1, faculty_name: 'A', total_papers: 17, bucket: 'Marketing: 17 papers' },
    { auth_id: 2, faculty_name: 'B', total_papers: 17, bucket: 'Marketing: 17 papers' },
    { auth_id: 3, faculty_name: 'C', total_papers: 4, bucket: 'Finance: 4 papers' },
  ];
  const buckets = ['Marketing: 17 papers', 'Finance: 4 papers'];

  it('filters the same-number groups, with \'Show all\' first', () => {
    expect(groupOptions(buckets)).toEqual(['Show all', ...buckets]);
    expect(rowsOfGroup(sameRows, 'Finance: 4 papers', buckets).map((r) => r.auth_id)).toEqual([3]);
    expect(rowsOfGroup(sameRows, 'Show all', buckets)).toHaveLength(3);
    expect(rowsOfGroup(sameRows, undefined, buckets)).toHaveLength(3);
    expect(rowsOfGroup(sameRows, 'Gone: 2 papers', buckets)).toHaveLength(3);
  });

  it('colours the same-number chart by group', () => {
    expect(sameNumberChart(sameRows)).toEqual({
      categories: ['A', 'B', 'C'],
      series: [{ name: 'Marketing: 17 papers', data: [17, 17, 0] }, { name: 'Finance: 4 papers', data: [0, 0, 4] }],
    });
  });

  it('plots experience against total papers and finds the author of a point', () => {
    const rows = [{ auth_id: 9, faculty_name: 'Z', experience: 12, total_papers: 30 }];
    expect(experienceScatter(rows)).toEqual([{ name: 'Faculty', data: [{ x: 12, y: 30 }] }]);
    expect(authorAt(rows, 0)).toBe(9);
    expect(authorAt(rows, 1)).toBeNull();
    expect(authorAt(rows, -1)).toBeNull();
  });
});
