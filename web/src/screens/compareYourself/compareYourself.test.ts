import { describe, expect, it } from 'vitest';
import type { TCompareYourselfResponse } from '@ri/contracts/dashboards';
import {
  comparisonSeries, COMPARE_MESSAGES, compareSelectionError, milestoneFigureRef, milestoneTable, timelineMilestones, yearPoints,
} from './compareYourself.ts';
import { parseCompareSearch } from './compareSearch.ts';

function answer(milestones: [number, string][], figures: Partial<Record<'hindex' | 'total_papers' | 'total_citations' | 'abjournals', Record<string, number | null>>> = {}): TCompareYourselfResponse {
  const titles = Object.fromEntries(milestones.map(([year, title]) => [String(year), title]));
  return {
    id: 5, counting: 'full', first_name: 'Ben', last_name: 'Baker', verified: false, has_work_history: milestones.length > 1,
    years: milestones.map(([year]) => year),
    data: {
      profile_picture: '', work_history_title: titles, work_history_year: Object.fromEntries(milestones.map(([year]) => [String(year), year])),
      hindex: figures.hindex ?? {}, total_papers: figures.total_papers ?? {}, total_citations: figures.total_citations ?? {}, abjournals: figures.abjournals ?? {},
    },
    papers_over_years: {}, citations_over_years: {},
  };
}

describe('parseCompareSearch', () => {
  it.each([
    [{ id: '42', name: ' Ben Baker ' }, { id: 42, name: 'Ben Baker' }],
    [{ id: 42 }, { id: 42 }],
    [{ id: '0' }, {}],
    [{ id: '-3' }, {}],
    [{ id: '4.5' }, {}],
    [{ id: '99999999999' }, {}],
    [{ name: '' }, {}],
  ])('%j', (search, expected) => {
    expect(parseCompareSearch(search)).toEqual(expected);
  });
});

describe('compareSelectionError', () => {
  it('asks for the faculty member when none is chosen (docs/requirements/dashboards.md §5)', () => {
    expect(compareSelectionError(null)).toBe('Fill all the input fields');
    expect(compareSelectionError({ id: 3 })).toBeNull();
  });
});

describe('timelineMilestones', () => {
  it('keeps at most the four most recent milestones, then the current year', () => {
    const a = answer([[2001, 'Lecturer'], [2004, 'Assistant Professor'], [2010, 'Associate Professor'], [2016, 'Professor'], [2020, 'Named Chair'], [2025, 'Current Year']]);
    expect(timelineMilestones(a).map((m) => m.title)).toEqual(['Assistant Professor', 'Associate Professor', 'Professor', 'Named Chair', 'Current Year']);
    expect(timelineMilestones(a).at(-1)).toEqual({ year: 2025, title: 'Current Year', isCurrent: true });
  });
  it('is the current year alone without a work history', () => {
    expect(timelineMilestones(answer([[2025, 'Current Year']]))).toEqual([{ year: 2025, title: 'Current Year', isCurrent: true }]);
  });
});

describe('milestoneTable', () => {
  it('has the seed\'s four rows per milestone year, with \'-\' for a missing figure', () => {
    const a = answer([[2010, 'Assistant Professor'], [2016, 'Associate Professor'], [2025, 'Current Year']], {
      hindex: { 2010: 1, 2016: 4, 2025: 9 },
      total_papers: { 2010: 2, 2016: 11, 2025: 30 },
      total_citations: { 2010: null, 2016: 120, 2025: 950 },
      abjournals: { 2010: -1, 2016: 45.456, 2025: 50 },
    });
    const table = milestoneTable(a);
    expect(table.milestones.map((m) => m.year)).toEqual([2010, 2016, 2025]);
    expect(table.rows).toEqual([
      { label: 'H-Index', values: ['1', '4', '9'] },
      { label: 'Total Papers', values: ['2', '11', '30'] },
      { label: 'Total Citations', values: ['-', '120', '950'] },
      { label: 'Proportion of A/B journals', values: ['-', '45.46%', '50%'] },
    ]);
  });
  it('writes \'-\' for a year the answer has no figure for', () => {
    const table = milestoneTable(answer([[2025, 'Current Year']]));
    expect(table.rows.map((row) => row.values)).toEqual([['-'], ['-'], ['-'], ['-']]);
  });
});

describe('the line charts', () => {
  it('orders the years and drops what is not a year', () => {
    expect(yearPoints({ 2021: 3, 2019: 1, x: 5 })).toEqual([[2019, 1], [2021, 3]]);
  });
  it('leaves out a person without papers, so that an empty chart says so', () => {
    expect(comparisonSeries([{ name: 'You', byYear: { 2020: 2 } }, { name: 'Ben Baker', byYear: {} }])).toEqual([{ name: 'You', data: [[2020, 2]] }]);
    expect(comparisonSeries([{ name: 'You', byYear: {} }])).toEqual([]);
  });
  it('names the seed\'s messages', () => {
    expect(COMPARE_MESSAGES.noWorkHistory).toBe('We do not have work history for this faculty.');
    expect(COMPARE_MESSAGES.cannotFind).toBe('Cannot find faculty');
  });
});

describe('milestoneFigureRef', () => {
  it('opens Total Papers and Total Citations at the end of the milestone year, every journal, in the counting shown', () => {
    const shown = answer([[2014, 'Professor'], [2025, 'Current Year']], { total_papers: { 2014: 2, 2025: -1 }, total_citations: { 2014: 7 } });
    expect(milestoneFigureRef(shown, 'Total Papers', 2014)).toEqual({
      figure: 'compare_yourself', author_id: 5, to: 2014, grade: 'every', measure: 'papers', shown: 2, label: 'Papers of Ben Baker by the end of 2014',
    });
    expect(milestoneFigureRef({ ...shown, counting: 'fractional' }, 'Total Citations', 2014)).toMatchObject({ measure: 'citations', shown: 7, counting: 'fractional' });
    // the h-index and the A/B proportion have no papers list; a missing figure ('-') opens nothing
    expect(milestoneFigureRef(shown, 'H-Index', 2014)).toBeNull();
    expect(milestoneFigureRef(shown, 'Total Papers', 2025)).toBeNull();
  });
});
