import { describe, expect, it } from 'vitest';
import { toCsv } from '@ri/csv';
import { tenureColour } from '@ri/metrics';
import { tenureCsvColumns } from './tenureCsv.ts';
import {
  TENURE_AVERAGE_LINE, TENURE_CHART_MAX, TENURE_DEFAULTS, TENURE_MESSAGES, TENURE_UNIVERSITY_TAGS, cappedPercent, cardColour, colourLegend,
  comparisonSentence, percentText, sortTenureRows, tenureFilterErrors, tenureParams, type TenureRow,
} from './tenureReadiness.ts';
import { parseTenureReadinessSearch } from './tenureReadinessSearch.ts';

function row(id: number, name: string, readiness: number | null, papers = 1, citations = 1): TenureRow {
  return {
    id, name, univ_name: 'Penn', dept: 'Finance', color: 'grey', A: 1, 'A-': 0, B: 0, 'h-index': 2, start_year: 2019, solo: 0, papers, citations,
    total_papers: 3, total_citations: 9, percentPaper: readiness, percentCitation: readiness, readiness_percent: readiness, unusual_work_hist: false, profile_picture: '',
  };
}

describe('Tenure Readiness constants (docs/requirements/dashboards.md §9, docs/requirements/admin-tools.md §9)', () => {
  it('the home card uses 5 years and All, the screen 10 years and A and A-; 3 tags; charts 0-300 with the line at 100', () => {
    expect(TENURE_DEFAULTS).toEqual({ dashboard: { years: 5, journal: 'All' }, screen: { years: 10, journal: 'A and A-' } });
    expect(TENURE_UNIVERSITY_TAGS).toBe(3);
    expect([TENURE_CHART_MAX, TENURE_AVERAGE_LINE]).toEqual([300, 100]);
  });
});

describe('Tenure Readiness search (docs/requirements/dashboards.md §5)', () => {
  const filters = { years: 10 as const, journal: 'A and A-' as const, rank: 'assistant' as const, univIds: [1, 2], dept: 4 as number | 'all' | null };

  it('needs at least one university and a department selection', () => {
    expect(tenureFilterErrors({ ...filters, univIds: [], dept: null })).toEqual({ universities: TENURE_MESSAGES.university, department: TENURE_MESSAGES.department });
    expect(tenureFilterErrors(filters)).toEqual({});
    expect(tenureFilterErrors({ ...filters, dept: 'all' })).toEqual({});
    expect(tenureParams({ ...filters, dept: null })).toBeNull();
    expect(tenureParams(filters)).toEqual({ years: 10, journal: 'A and A-', rank: 'assistant', dept: 4, univIds: [1, 2] });
  });

  it("the failure alert is the seed's text", () => {
    expect(TENURE_MESSAGES.failed).toBe('Cannot get tenure readiness');
  });
});

describe('card colours by month (the @ri/metrics rule)', () => {
  it.each([
    [95, 3, 'green'], [94.99, 3, 'orange'], [85, 5, 'orange'], [84.99, 5, 'red'],
    [90, 6, 'green'], [89.99, 12, 'orange'], [80, 7, 'orange'], [79.99, 7, 'red'], [null, 1, 'grey'],
  ] as const)('readiness %s in month %s is %s', (readiness, month, expected) => {
    expect(cardColour({ readiness_percent: readiness }, month)).toBe(expected);
    expect(cardColour({ readiness_percent: readiness }, month)).toBe(tenureColour(readiness, month));
  });

  it("the legend states this month's thresholds", () => {
    expect(colourLegend(2).map((item) => item.text)).toEqual(['95% or more', '85% to under 95%', 'under 85%', 'nothing to compare with']);
    expect(colourLegend(9)[0]).toEqual({ colour: 'green', text: '90% or more' });
  });
});

describe('tenure figures', () => {
  it('bars stop at 300 but the numbers shown do not', () => {
    expect(cappedPercent(450)).toBe(300);
    expect(cappedPercent(75.5)).toBe(75.5);
    expect(cappedPercent(null)).toBeNull();
    expect(percentText(450)).toBe('450%');
    expect(percentText(null)).toBe('-');
  });

  it('sorts by readiness (cards without a percent last), name, papers or citations', () => {
    const rows = [row(1, 'Cy', 50, 5, 1), row(2, 'Al', null, 9, 9), row(3, 'Bo', 120, 1, 30)];
    expect(sortTenureRows(rows, 'readiness').map((r) => r.name)).toEqual(['Bo', 'Cy', 'Al']);
    expect(sortTenureRows(rows, 'name').map((r) => r.name)).toEqual(['Al', 'Bo', 'Cy']);
    expect(sortTenureRows(rows, 'papers').map((r) => r.name)).toEqual(['Al', 'Cy', 'Bo']);
    expect(sortTenureRows(rows, 'citations').map((r) => r.name)).toEqual(['Bo', 'Al', 'Cy']);
  });

  it('says who is compared with whom', () => {
    expect(comparisonSentence({ rank: 'assistant', comparison_rank: 'associate', comparison_count: 29, years: 10, journal: 'A and A-' }))
      .toBe('Assistant professors compared with the 29 associate professors of the chosen universities, over the last 10 years in A and A- journals.');
    expect(comparisonSentence({ rank: 'associate', comparison_rank: 'full', comparison_count: 1, years: 5, journal: 'All' }))
      .toBe('Associate professors compared with the 1 full professor of the chosen universities, over the last 5 years in A, A- and B journals.');
  });
});

describe('the URL of Tenure Readiness', () => {
  it('reads the filters and drops what it cannot read', () => {
    expect(parseTenureReadinessSearch({ years: 5, journal: 'A and A-', rank: 'associate', univ: [1, '2'], dept: 'all', sort: 'name', view: 'table', page: '2' })).toEqual({
      years: 5, journal: 'A and A-', rank: 'associate', univ: [1, 2], dept: 'all', sort: 'name', view: 'table', page: 2,
    });
    expect(parseTenureReadinessSearch({ years: 7, journal: 'B', dept: '-3', view: 'grid' })).toEqual({});
    expect(parseTenureReadinessSearch({ dept: '12' })).toEqual({ dept: 12 });
  });
});

describe('tenure CSV', () => {
  it('writes every field of the row, the colour of the month and the tier source in force', () => {
    const csv = toCsv(tenureCsvColumns(3, 'global tiers'), [row(1, 'Ann', 94)]);
    const [header, line] = csv.trim().split('\r\n');
    expect(header).toBe('"Name","University","Department","Colour","Readiness (%)","Percent of papers","Percent of citations","Papers (window)","Citations (window)","A","A-","B","Tier source","H-index","Start year","Solo papers","All papers","All citations","Unusual work history"');
    expect(line).toBe('"Ann","Penn","Finance","orange",94,94,94,1,1,1,0,0,"global tiers",2,2019,0,3,9,"no"');
    expect(toCsv(tenureCsvColumns(7, 'global tiers'), [row(1, 'Ann', 94)])).toContain(',"green",');
    expect(toCsv(tenureCsvColumns(7, 'Finance department\'s journal lists'), [row(1, 'Ann', 94)])).toContain(',"Finance department\'s journal lists",');
  });
});
