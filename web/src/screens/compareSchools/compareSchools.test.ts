import { describe, expect, it } from 'vitest';
import { PERCEPTUAL_MAP_COLOURS, PERCEPTUAL_MAP_EXCLUSION, PERCEPTUAL_MAP_METRICS } from '@ri/contracts/dashboards';
import {
  bubbleLabel, ownSchoolSentence, previewOwnSchoolNote, schoolFigureRef, COMPARE_SCHOOLS_MESSAGES, FACULTY_TITLES, SCHOOLS_CHOICES, compareSchoolsErrors, compareSchoolsParams, mapSeries, mapSeriesPoints, mapView,
} from './compareSchools.ts';
import { COMPARE_SCHOOLS_SEARCH_VALUES, parseCompareSchoolsSearch } from './compareSchoolsSearch.ts';

const point = (name: string, x: number, y: number, highlighted = false, rank = 1) => ({
  univ_id: rank, name, x, y, data: [x, y] as [number, number], value: 20, displayValue: name.slice(0, 3), color: highlighted ? '#C2185B' : PERCEPTUAL_MAP_COLOURS[0],
  highlighted, rank, faculty_count: 10,
});

describe('Compare Schools validation (docs/requirements/dashboards.md §5)', () => {
  it('needs a faculty type, both axes and a schools choice', () => {
    expect(compareSchoolsErrors({ titles: [], x: null, y: null, school: null })).toEqual({
      titles: COMPARE_SCHOOLS_MESSAGES.titles, x: COMPARE_SCHOOLS_MESSAGES.x, y: COMPARE_SCHOOLS_MESSAGES.y, school: COMPARE_SCHOOLS_MESSAGES.school,
    });
    expect(compareSchoolsParams({ titles: ['Assistant Professor'], x: 'h_index', y: null, school: 'top10' })).toBeNull();
  });

  it('sends the titles in the seed order whatever the order picked', () => {
    expect(compareSchoolsParams({ titles: ['Full Professor', 'Assistant Professor'], x: 'h_index', y: 'total_papers', school: 'range5' })).toEqual({
      titles: ['Assistant Professor', 'Full Professor'], x: 'h_index', y: 'total_papers', school: 'range5',
    });
  });

  it('offers the seed choices: three faculty types and top20, top10, range5, range10', () => {
    expect(FACULTY_TITLES).toEqual(['Assistant Professor', 'Associate Professor', 'Full Professor']);
    expect(SCHOOLS_CHOICES.map((choice) => choice.value)).toEqual(['top20', 'top10', 'range5', 'range10']);
  });
});

describe("'Invert Axes' (docs/requirements/dashboards.md §4)", () => {
  const data = { x_label: 'Average h-index', y_label: 'Average papers per faculty', points: [point('Harvard', 2, 30), point('Wharton', 1, 40, true, 2)] };

  it('swaps the coordinates and the labels', () => {
    expect(mapView(data, false)).toMatchObject({ xLabel: 'Average h-index', yLabel: 'Average papers per faculty', points: [{ name: 'Harvard', x: 2, y: 30 }, { x: 1, y: 40 }] });
    expect(mapView(data, true)).toMatchObject({ xLabel: 'Average papers per faculty', yLabel: 'Average h-index', points: [{ name: 'Harvard', x: 30, y: 2 }, { x: 40, y: 1 }] });
  });

  it('draws one bubble of the given size per school, your school last so that it is on top', () => {
    const view = mapView({ ...data, points: [point('Wharton', 1, 40, true), point('Harvard', 2, 30)] }, false);
    expect(mapSeries(view.points, 20)).toEqual([
      { name: 'Harvard', data: [{ x: 2, y: 30, z: 20 }] },
      { name: 'Wharton', data: [{ x: 1, y: 40, z: 20 }] },
    ]);
    expect(mapSeriesPoints(view.points).map((p) => p.color)).toEqual([PERCEPTUAL_MAP_COLOURS[0], '#C2185B']);
  });
});

describe('your school on the map and the schools left out', () => {
  it('labels your bubble so that it stands out from the others', () => {
    expect(bubbleLabel({ abbreviation: 'UPenn', highlighted: true })).toBe('UPenn (you)');
    expect(bubbleLabel({ abbreviation: 'Harvard', highlighted: false })).toBe('Harvard');
  });

  it('says where your school ranks among the complete schools, or why it is not ranked, and how many are left out', () => {
    const excluded = [{ univ_id: 9, name: 'Rice University', reason: PERCEPTUAL_MAP_EXCLUSION.incomplete }];
    expect(ownSchoolSentence({ own_university: { univ_id: 1, name: 'UPenn', rank: 3, excluded_reason: null }, x_label: 'Average h-index', excluded }))
      .toBe('UPenn ranks 3 by average h-index among the schools with complete faculty data. 1 school is left out (listed below).');
    expect(ownSchoolSentence({ own_university: { univ_id: 9, name: 'Rice University', rank: null, excluded_reason: PERCEPTUAL_MAP_EXCLUSION.incomplete }, x_label: 'Average h-index', excluded: [] }))
      .toBe('Rice University is not ranked: faculty data not complete (status pending).');
  });

  it('tells the home preview why your school is missing from its chart, and nothing when it is on it', () => {
    expect(previewOwnSchoolNote({ own_university: { univ_id: 26, name: 'Impact Technology Development', rank: null, excluded_reason: PERCEPTUAL_MAP_EXCLUSION.incomplete } }))
      .toBe('Impact Technology Development is not on the chart: faculty data not complete (status pending).');
    expect(previewOwnSchoolNote({ own_university: { univ_id: 1, name: 'UPenn', rank: 14, excluded_reason: null } })).toBeNull();
  });
});

describe('the URL of Compare Schools', () => {
  it('reads the filters and drops unknown values', () => {
    expect(parseCompareSchoolsSearch({ titles: ['Full Professor', 'Dean'], x: 'h_index', y: 'nope', school: 'range10', invert: true })).toEqual({
      titles: ['Full Professor'], x: 'h_index', school: 'range10', invert: true,
    });
    expect(parseCompareSchoolsSearch({ invert: 'false' })).toEqual({});
    // the figure options, with the API's names; the tier source is not this screen's
    expect(parseCompareSchoolsSearch({ counting: 'fractional', affiliation: 'at_publication', tier_source: 'global' })).toEqual({ counting: 'fractional', affiliation: 'at_publication' });
  });

  it("repeats the contract's values exactly (it may not import them)", () => {
    expect([...COMPARE_SCHOOLS_SEARCH_VALUES.metrics]).toEqual([...PERCEPTUAL_MAP_METRICS]);
    expect([...COMPARE_SCHOOLS_SEARCH_VALUES.titles]).toEqual([...FACULTY_TITLES]);
  });
});

describe('schoolFigureRef (docs/metrics.md section 29, "Averages per faculty member")', () => {
  const point = { univId: 7, name: 'Alpha', abbreviation: 'A', x: 2.5, y: 10, color: '#000', highlighted: false, rank: 1, facultyCount: 4 };
  const data = { titles: ['Assistant Professor' as const], counting: 'fractional' as const, affiliation: 'at_publication' as const };

  it('opens the average papers and citations to every member\'s papers, the member count in the label', () => {
    expect(schoolFigureRef(data, point, 'total_papers', 2.5)).toEqual({
      figure: 'compare_schools', author_id: 0, grade: 'every', measure: 'papers', counting: 'fractional', shown: 2.5,
      members: { school_id: 7, titles: ['Assistant Professor'], affiliation: 'at_publication' },
      label: 'Average papers per faculty of Alpha (4 faculty members)',
    });
    expect(schoolFigureRef(data, point, 'total_citations', 10)?.measure).toBe('citations');
  });

  it('opens every other axis to each member\'s value (the h-index to the h-cores) and leaves the faculty count closed', () => {
    expect(schoolFigureRef(data, point, 'h_index', 3)?.measure).toBe('hindex');
    for (const metric of ['papers_per_year', 'citations_per_year', 'citations_per_paper', 'percent_solo', 'top_journal_percentage'] as const) {
      expect(schoolFigureRef(data, point, metric, 1)).toMatchObject({ measure: metric, shown: 1, members: { school_id: 7 } });
    }
    expect(schoolFigureRef(data, point, 'faculty_count', 4)).toBeNull();
  });
});
