import { describe, expect, it } from 'vitest';
import type { TDepartmentFactResponse, TFacultyCitationsResponse, TInterestingFactResponse, TMyFiguresResponse } from '@ri/contracts/dashboards';
import {
  departmentFactLines, departmentIdByName, genderSlices, hasPapers, HOME_MESSAGES, interestingFactRows, mostCitedAt, rankText, searchWithWidgetScope, treemapSeries, widgetScopeOf,
  yearlySeries,
} from './facultyHome.ts';

describe('the treemap', () => {
  it('holds each journal by abbreviation with its count', () => {
    expect(treemapSeries({
      total_papers: 3, papers_without_journal: 0, counting: 'full' as const, affiliation: 'current' as const,
      journals: [{ journal_id: 1, journal_abbreviation: 'JF', journal_title: 'Journal of Finance', journal_count: 2, tier: 'A' }, { journal_id: 2, journal_abbreviation: '', journal_title: 'Misc', journal_count: 1, tier: null }],
    })).toEqual([{ data: [{ x: 'JF', y: 2, title: 'Journal of Finance' }, { x: 'Misc', y: 1, title: 'Misc' }] }]);
  });
  it('is empty without journals, so the chart reads the seed\'s text', () => {
    expect(treemapSeries({ total_papers: 0, papers_without_journal: 0, journals: [], counting: 'full' as const, affiliation: 'current' as const })).toEqual([]);
    expect(HOME_MESSAGES.treemapEmpty).toBe('No Data to display');
  });
});

describe('your figures', () => {
  const years: TMyFiguresResponse['years'] = [
    { year: 2021, papers: 1, citations: 0, A: 0, 'A-': 0, B: 1, cumulative_papers: 1, cumulative_citations: 0 },
    { year: 2022, papers: 0, citations: 2, A: 0, 'A-': 0, B: 0, cumulative_papers: 1, cumulative_citations: 2 },
  ];
  it('draws the year\'s count and the running total', () => {
    expect(yearlySeries(years, 'papers')).toEqual([
      { name: 'Papers in the year', data: [[2021, 1], [2022, 0]] },
      { name: 'Papers to date', data: [[2021, 1], [2022, 1]] },
    ]);
    expect(yearlySeries(years, 'citations')[1]).toEqual({ name: 'Citations to date', data: [[2021, 0], [2022, 2]] });
    expect(yearlySeries([], 'papers')).toEqual([]);
  });
  it('writes ranks as ordinals', () => {
    expect(rankText({ rank: 3, of: 12 })).toBe('3rd of 12');
    expect(rankText({ rank: null, of: 12 })).toBe('-');
    expect(rankText(null)).toBe('-');
  });
  it('knows a member without papers', () => {
    const totals = { total_papers: 0, total_citations: 0, h_index: 0, A: 0, 'A-': 0, B: 0, solo: 0, papers_per_year: 0, citations_per_paper: 0, percent_solo: 0 };
    const figures = { id: 1, name: 'Dan', univ_name: 'W', department: null, current_year: 2026, counting: 'full' as const, totals, years: [], ranks: { department: null, school: null } };
    expect(hasPapers(figures)).toBe(false);
    expect(hasPapers({ ...figures, totals: { ...totals, total_papers: 2 } })).toBe(true);
  });
});

describe('the school widgets', () => {
  it('finds the member\'s department by name', () => {
    expect(departmentIdByName([{ _id: 4, name: 'Finance' }, { _id: 5, name: 'Marketing' }], ' finance ')).toBe(4);
    expect(departmentIdByName([{ _id: 4, name: 'Finance' }], 'Accounting')).toBeNull();
    expect(departmentIdByName([{ _id: 4, name: 'Finance' }], null)).toBeNull();
  });
  it('picks the most cited at school or department scope', () => {
    const row = (id: number | null, department: string) => ({ department_id: id, department, most_cited_faculty_data: null, most_cited_paper_data: null });
    const citations: TFacultyCitationsResponse = { school: row(null, 'School'), departments: [row(4, 'Finance')], counting: 'full', affiliation: 'current' };
    expect(mostCitedAt(citations, null)?.department).toBe('School');
    expect(mostCitedAt(citations, 4)?.department).toBe('Finance');
    expect(mostCitedAt(citations, 9)).toBeNull();
  });
  it('writes Interesting Facts with one decimal and \'-\' for an empty cell', () => {
    const cells = (a: number | null) => ({ assistant: a, associate: 2, full: 20, other: null });
    const facts: TInterestingFactResponse = { all: cells(4), male: cells(3.25), female: cells(null), other: cells(1.5), counting: 'full', affiliation: 'current' };
    expect(interestingFactRows(facts)).toEqual([
      { label: 'All faculty', values: ['4.0', '2.0', '20.0', '-'] },
      { label: 'Male', values: ['3.3', '2.0', '20.0', '-'] },
      { label: 'Female', values: ['-', '2.0', '20.0', '-'] },
      { label: 'Other', values: ['1.5', '2.0', '20.0', '-'] },
    ]);
  });
  it('draws the gender pie only when genders are known', () => {
    expect(genderSlices({ male: 50, female: 40, other: 10 })).toEqual([50, 40, 10]);
    expect(genderSlices({ male: null, female: null, other: null })).toEqual([]);
  });
  it('states each department fact or says there is none', () => {
    const facts: TDepartmentFactResponse = {
      highest_paper: { name: 'Finance', value: 50 }, highest_faculty_diff: { name: 'Finance', value: 2 },
      largest_market_share_by_paper: { name: 'Finance', value: 50 }, highest_citation_per_faculty: null, departments: [], counting: 'full', affiliation: 'current',
    };
    expect(departmentFactLines(facts)).toEqual([
      { label: 'Most papers', department: 'Finance', value: '50 papers' },
      { label: 'Largest change in faculty over the last year', department: 'Finance', value: '+2 faculty' },
      { label: 'Largest share of the school\'s papers', department: 'Finance', value: '50.00%' },
      { label: 'Most citations per faculty member', department: 'No data', value: '' },
    ]);
  });
});

describe('the School / Department switch in the address (issue 22)', () => {
  it('reads ?widgets=department as the department, anything else as the whole school', () => {
    expect(widgetScopeOf({ widgets: 'department' })).toBe('department');
    expect(widgetScopeOf({})).toBe('school');
    expect(widgetScopeOf({ widgets: 'Department' })).toBe('school');
    expect(widgetScopeOf({ widgets: ['department'] })).toBe('school');
  });

  it('writes the department and leaves the default out, keeping the rest of the address', () => {
    expect(searchWithWidgetScope({ author_id: 7 }, 'department')).toEqual({ author_id: 7, widgets: 'department' });
    expect(searchWithWidgetScope({ author_id: 7, widgets: 'department' }, 'school')).toEqual({ author_id: 7 });
  });
});
