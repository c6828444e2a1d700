import { describe, expect, it } from 'vitest';
import { GENDER_COLOURS } from '@ri/contracts/dashboards';
import {
  DEPARTMENT_FETCH_DELAY_MS, HOME_MESSAGES, RANK_CODES, genderPie, interestingFactsRows, oneDecimal, tenureColourCounts, treemapData,
} from './home.ts';
import { parseHomeSearch } from './homeSearch.ts';

describe('home dashboard constants (docs/requirements/dashboards.md §8 and §9)', () => {
  it('departments after 2 s, the rank codes, and the alerts', () => {
    expect(DEPARTMENT_FETCH_DELAY_MS).toBe(2000);
    expect(RANK_CODES.map((rank) => rank.code)).toEqual([1, 2, 3, 6]);
    expect(HOME_MESSAGES.treemapEmpty).toBe('No Data to display');
    expect(HOME_MESSAGES.citations).toBe('Something went wrong while fetching faculty citations for dashboard');
  });
});

describe('journal distribution treemap', () => {
  const journal = (id: number, count: number) => ({ journal_id: id, journal_abbreviation: `J${id}`, journal_title: `Journal ${id}`, journal_count: count, tier: null });

  it('draws the journals with the most papers and counts the rest', () => {
    expect(treemapData([journal(1, 9), journal(2, 5), journal(3, 2), journal(4, 1)], 2)).toEqual({
      tiles: [{ x: 'J1', y: 9 }, { x: 'J2', y: 5 }], otherJournals: 2, otherPapers: 3,
    });
    expect(treemapData([])).toEqual({ tiles: [], otherJournals: 0, otherPapers: 0 });
  });
});

describe('interesting facts', () => {
  it('one row per gender, cells with one decimal and "-" when empty', () => {
    const cell = { assistant: 4, associate: 10.25, full: null, other: 1.5 };
    const rows = interestingFactsRows({ all: cell, male: cell, female: cell, other: cell, counting: 'full', affiliation: 'current' });
    expect(rows.map((r) => r.gender)).toEqual(['All', 'Male', 'Female', 'Other']);
    expect([rows[0]!.assistant, rows[0]!.associate, rows[0]!.full].map(oneDecimal)).toEqual(['4.0', '10.3', '-']);
  });
});

describe('school gender pie', () => {
  it('three slices in the seed colours, none when nobody is known', () => {
    const counts = { male: 2, female: 1, other: 0, unknown: 1 };
    expect(genderPie({ mode: 'school', department: 'all', male: 66.67, female: 33.33, other: 0, counts })).toEqual({
      labels: ['Male', 'Female', 'Other'], series: [66.67, 33.33, 0], colors: [GENDER_COLOURS.male, GENDER_COLOURS.female, GENDER_COLOURS.other],
    });
    expect(genderPie({ mode: 'school', department: 'all', male: null, female: null, other: null, counts }).series).toEqual([]);
  });
});

describe('tenure card counts', () => {
  it('counts the colours of the month with the shared rule', () => {
    const rows = [95, 90, 86, 50, null].map((readiness) => ({ readiness_percent: readiness }));
    expect(tenureColourCounts(rows as never, 3)).toEqual({ green: 1, orange: 2, red: 1, grey: 1 });
    expect(tenureColourCounts(rows as never, 9)).toEqual({ green: 2, orange: 1, red: 1, grey: 1 });
  });
});

describe('the URL of the home dashboard', () => {
  it('reads the department, the rank and the share ranks', () => {
    expect(parseHomeSearch({ dept: '4', rank: '6', share: [3, '1', 'x', 3] })).toEqual({ dept: 4, rank: 6, share: [1, 3] });
    expect(parseHomeSearch({ dept: 'all', rank: '4' })).toEqual({});
  });
});
