import { describe, expect, it } from 'vitest';
import type { TRankingAuthorRow } from '@ri/contracts/analytics';
import {
  averageChart, canSearchRanking, chartField, defaultRankingForm, escapeHtml, formFromRankingSearch, genderLabel, nextSort, rankingCellText, rankingCsvColumns, RANKING_COLUMNS,
  rankingMarkers, rankingRequest, rankingSearchOf, toggleJournalClass, unsetRankingGroups, type RankingForm,
} from './rankingFilters.ts';
import { parseRankingSearch } from './rankingSearch.ts';

const table = { sort: 'total_papers' as const, order: 'desc' as const, page: 1, size: 10 as const };

describe('the journal-class checkboxes are mutually exclusive (docs/requirements/dashboards.md §4)', () => {
  it.each([
    [null, 'A', true, 'A'],
    ['A', 'A&A-', true, 'A&A-'],
    ['A&A-', 'All', true, 'All'],
    ['All', 'All', false, null],
    ['A', 'All', false, 'A'],
  ] as const)('from %s, %s set to %s gives %s', (current, clicked, checked, expected) => {
    expect(toggleJournalClass(current, clicked, checked)).toBe(expected);
  });
});

describe('Search is enabled only when every group is set', () => {
  const full = defaultRankingForm(5);
  it('a fresh screen with the user\'s school can search at once', () => {
    expect(canSearchRanking(full)).toBe(true);
  });
  it('without a known school, the universities are asked for', () => {
    expect(unsetRankingGroups(defaultRankingForm(null))).toEqual(['universities']);
  });
  it.each([
    ['universities', { universities: [] }],
    ['facultyTypes', { facultyTypes: [] }],
    ['genders', { genders: [] }],
    ['departments', { departments: [] }],
    ['journalClass', { journalClass: null }],
    ['markers', { markers: [] }],
  ] as [string, Partial<RankingForm>][])('%s unset', (group, change) => {
    const form = { ...full, ...change };
    expect(unsetRankingGroups(form)).toEqual([group]);
    expect(canSearchRanking(form)).toBe(false);
    expect(rankingRequest(form, table)).toBeNull();
  });
});

describe('the request', () => {
  it('sends the seed\'s filters: all three classes for All, no department filter for All departments', () => {
    expect(rankingRequest(defaultRankingForm(5), table)).toEqual({
      universities: [5], markers: [1, 2, 3], gender: ['Female', 'Male', 'Other'], journal_classes: ['A', 'A-', 'B'], counting: 'full',
      sort_by: 'total_papers', sort_order: 'desc', page: 1, page_size: 10,
    });
  });
  it('sends departments by name, A & A-, the year window and fractional counting', () => {
    const form: RankingForm = {
      ...defaultRankingForm(5), universities: [5, 6], facultyTypes: ['assistant'], genders: ['Female'], departments: ['Finance', 'Marketing'],
      journalClass: 'A&A-', markers: ['7', '9'], years: { from: 2020, to: 2024 }, counting: 'fractional',
    };
    expect(rankingRequest(form, { sort: 'h_index_score', order: 'asc', page: 3, size: 25 })).toEqual({
      universities: [5, 6], markers: [1, 7, 9], gender: ['Female'], department: ['Finance', 'Marketing'], journal_classes: ['A', 'A-'],
      from_year: 2020, to_year: 2024, counting: 'fractional', sort_by: 'h_index_score', sort_order: 'asc', page: 3, page_size: 25,
    });
  });
  it('adds the other positions to the professor ranks', () => {
    expect(rankingMarkers({ ...defaultRankingForm(1), facultyTypes: ['full', 'assistant'], markers: ['none'] })).toEqual([1, 3]);
    expect(rankingMarkers({ ...defaultRankingForm(1), facultyTypes: ['associate'], markers: ['4', '6'] })).toEqual([2, 4, 6]);
  });
});

describe('sorting by column through the server', () => {
  it('flips the same column, starts a new figure biggest first and a name A to Z', () => {
    expect(nextSort({ sort: 'total_papers', order: 'desc' }, 'total_papers')).toEqual({ sort: 'total_papers', order: 'asc' });
    expect(nextSort({ sort: 'total_papers', order: 'asc' }, 'h_index_score')).toEqual({ sort: 'h_index_score', order: 'desc' });
    expect(nextSort({ sort: 'total_papers', order: 'desc' }, 'last_name')).toEqual({ sort: 'last_name', order: 'asc' });
  });
});

describe('the address', () => {
  it('round-trips the filters and the table state', () => {
    const form: RankingForm = { ...defaultRankingForm(5), departments: ['Finance, Banking'], years: { from: 2019, to: 2023 } };
    const search = rankingSearchOf(form, { sort: 'last_name', order: 'asc', page: 2, size: 25 });
    const parsed = parseRankingSearch(JSON.parse(JSON.stringify(search)) as Record<string, unknown>);
    expect(formFromRankingSearch(parsed, 2026)).toEqual(form);
    expect(parsed).toMatchObject({ sort: 'last_name', order: 'asc', page: 2, size: 25 });
  });
  it('holds no search without universities, and drops unknown values', () => {
    expect(formFromRankingSearch(parseRankingSearch({ t: 'assistant' }), 2026)).toBeNull();
    expect(parseRankingSearch({ u: '3,x,-1', t: 'assistant,dean', jc: 'B', m: 'none,7', size: '50', sort: 'salary' })).toEqual({ u: [3], t: ['assistant'], m: ['none'] });
  });
  it('clamps a year window to 1940..the current year', () => {
    expect(formFromRankingSearch({ u: [1], from: 1900, to: 2099 }, 2026)?.years).toEqual({ from: 1940, to: 2026 });
  });
});

describe('the table and its CSV', () => {
  const row: TRankingAuthorRow = {
    _id: 1, author_id: 1, first_name: 'Ann', last_name: 'Adams', total_papers: 3, total_citations: 16, h_index_score: 3, percent_solo: 33.33,
    papersPerYear: 0.43, citationsPerYear: 2.29, univ_id: 1, univ_name: 'Alpha', position: 'Assistant Professor', marker: 1, gender: 'f',
    A_papers: 1, AMinus_papers: 1, B_papers: 1, share_papers_5y: 10, share_papers_10y: 8, share_papers_all: 5, share_citations_5y: 4,
    share_citations_10y: 3, share_citations_all: 2,
  };
  it('has every column of docs/requirements/dashboards.md "Author Ranking"', () => {
    expect(RANKING_COLUMNS.map((c) => c.key)).toEqual([
      'first_name', 'last_name', 'total_papers', 'total_citations', 'h_index_score', 'percent_solo', 'papersPerYear', 'citationsPerYear', 'univ_name',
      'position', 'gender', 'A_papers', 'AMinus_papers', 'B_papers', 'share_papers_5y', 'share_papers_10y', 'share_papers_all',
      'share_citations_5y', 'share_citations_10y', 'share_citations_all',
    ]);
  });
  it('shows genders as words and a dash for nothing', () => {
    expect(genderLabel('f')).toBe('Female');
    expect(genderLabel(null)).toBe('-');
    expect(rankingCellText(row, 'gender')).toBe('Female');
    expect(rankingCellText({ ...row, position: '' }, 'position')).toBe('-');
  });
  it('writes the rank then every column', () => {
    const columns = rankingCsvColumns();
    expect(columns.map((c) => c.header).slice(0, 4)).toEqual(['Rank', 'First Name', 'Last Name', 'Papers']);
    expect(columns.map((c) => c.value({ ...row, rank: 7 })).slice(0, 4)).toEqual([7, 'Ann', 'Adams', 3]);
  });
});

describe('the chart against the average (docs/requirements/dashboards.md §9: maximum 300, average line at 100)', () => {
  const person = (first: string, papers: number, h: number) => ({
    _id: 1, author_id: 1, first_name: first, last_name: 'X', total_papers: papers, total_citations: 0, h_index_score: h, percent_solo: 0,
    papersPerYear: 0, citationsPerYear: 0, univ_id: 1, univ_name: 'A', position: '', marker: 1, gender: null, A_papers: 0, AMinus_papers: 0,
    B_papers: 0, share_papers_5y: 0, share_papers_10y: 0, share_papers_all: 0, share_citations_5y: 0, share_citations_10y: 0, share_citations_all: 0,
  });
  const averages = { total_papers: 4, total_citations: 10, h_index_score: 2, papersPerYear: 1, citationsPerYear: 1 };

  it('shows each author as a percent of the average of everyone ranked, cut at 300', () => {
    const chart = averageChart([person('Ann', 20, 3), person('Ben', 4, 1), person('Cy', 3, 0)], averages, 'total_papers');
    expect(chart).toMatchObject({ field: 'total_papers', label: 'Papers', average: 4 });
    expect(chart.series[0]!.data).toEqual([{ x: 'Ann X', y: 300, value: 20 }, { x: 'Ben X', y: 100, value: 4 }, { x: 'Cy X', y: 75, value: 3 }]);
  });
  it('follows the table\'s sort when it has an average, papers otherwise', () => {
    expect(averageChart([person('Ann', 20, 3)], averages, 'h_index_score').series[0]!.data[0]).toEqual({ x: 'Ann X', y: 150, value: 3 });
    expect(chartField('last_name')).toBe('total_papers');
    expect(chartField('share_papers_5y')).toBe('total_papers');
  });
  it('draws nothing without an average to compare with', () => {
    expect(averageChart([person('Ann', 2, 1)], null, 'total_papers').series).toEqual([]);
    expect(averageChart([person('Ann', 0, 0)], { ...averages, total_papers: 0 }, 'total_papers').series).toEqual([]);
  });
});

describe('escapeHtml', () => {
  it('keeps a name from being read as markup in the tooltip', () => {
    expect(escapeHtml('<img src=x onerror=alert(1)> O\'Neil & "Co"')).toBe('&lt;img src=x onerror=alert(1)&gt; O&#39;Neil &amp; &quot;Co&quot;');
  });
});
