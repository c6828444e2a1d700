import { describe, expect, it } from 'vitest';
import type { TFindYourFitResponse } from '@ri/contracts/dashboards';
import { figureQuery } from '../../api/dashboards/figurePapersQueries.ts';
import { FIT_COLOURS, fitCellView, fitRows, fitSchoolFigureRef, fitYourFigureRef, formatFitValue, hasNoFigures } from './fitTable.ts';

type Cell = TFindYourFitResponse['university_map']['citations_per_paper'][number];

// docs/requirements/dashboards.md §4: index below 2 Ambitious (red), below 4 Moderate, 4 is yourself, the rest Safe; grey without data
const BANDS: [Cell['band'], Cell['colour']][] = [
  ['ambitious', 'red'], ['ambitious', 'red'], ['moderate', 'orange'], ['moderate', 'orange'], ['yourself', 'blue'], ['safe', 'green'], ['safe', 'green'],
];

function column(names: (string | null)[], you: number | null): Cell[] {
  return names.map((name, rowIndex) => {
    const isYou = rowIndex === 4;
    const [band, colour] = BANDS[rowIndex]!;
    return {
      row_index: rowIndex, band, colour: !isYou && name === null ? 'grey' : colour, is_you: isYou, univ_id: name === null ? null : rowIndex + 1,
      name: isYou ? null : name, value: isYou ? you : name === null ? null : 10 - rowIndex,
      a_journal_ratio: null, avg_papers_per_year_per_faculty: null, citations_per_paper: null, solo_papers_ratio: null,
    };
  });
}

const schools = ['Booth', 'Stern', 'Kellogg', 'Ross', null, 'Fuqua', null];
const answer: TFindYourFitResponse = {
  counting: 'full', affiliation: 'current',
  a_to_b_journals_ratio: 40, solo_to_coauthored_papers_ratio: 20, citations_per_paper: 6, avg_papers_per_year_per_faculty: 1.25,
  university_map: {
    a_to_b_journals_ratio: column(schools, 40),
    solo_to_coauthored_papers_ratio: column(schools, 20),
    citations_per_paper: column(schools, 6),
    avg_papers_per_year_per_faculty: column(schools, 1.25),
  },
};

describe('fitRows', () => {
  const rows = fitRows(answer);

  it('has 7 rows of 4 metrics, with the seed\'s bands and yourself in row 4', () => {
    expect(rows).toHaveLength(7);
    expect(rows.map((row) => row.band)).toEqual(['Ambitious', 'Ambitious', 'Moderate', 'Moderate', 'You', 'Safe', 'Safe']);
    expect(rows.every((row) => row.cells.length === 4)).toBe(true);
  });

  it.each([
    [0, 'Booth', FIT_COLOURS.red],
    [1, 'Stern', FIT_COLOURS.red],
    [2, 'Kellogg', FIT_COLOURS.orange],
    [3, 'Ross', FIT_COLOURS.orange],
    [4, 'You', FIT_COLOURS.blue],
    [5, 'Fuqua', FIT_COLOURS.green],
    [6, 'No data', FIT_COLOURS.grey],
  ])('row %i shows %s in its band colour', (rowIndex, text, colour) => {
    const cell = rows[rowIndex]!.cells[2]!;
    expect(cell.text).toBe(text);
    expect(cell.colour).toBe(colour);
  });

  it('formats each column\'s figure with its unit, whole numbers without decimals, others with two (docs/ui.md, "Numbers")', () => {
    expect(rows[4]!.cells.map((cell) => cell.value)).toEqual(['40%', '20%', '6', '1.25']);
    expect(rows[0]!.cells[0]!.value).toBe('10%');
  });
});

describe('fitCellView', () => {
  it('is grey for your own row when you have no figure', () => {
    const cell = column(schools, null)[4]!;
    expect(fitCellView(cell, '')).toMatchObject({ text: 'You', value: 'no figure', colour: FIT_COLOURS.grey, noData: true });
  });
});

describe('hasNoFigures and formatFitValue', () => {
  it('a member without papers has no figure in any metric', () => {
    expect(hasNoFigures(answer)).toBe(false);
    expect(hasNoFigures({ ...answer, a_to_b_journals_ratio: null, solo_to_coauthored_papers_ratio: null, citations_per_paper: null, avg_papers_per_year_per_faculty: null })).toBe(true);
  });
  it('writes nothing for a missing value', () => {
    expect(formatFitValue(null, '%')).toBe('');
    expect(formatFitValue(3.456, '')).toBe('3.46');
  });
});

// docs/metrics.md section 29, "Find Your Fit": your own ratios open to their papers, the denominator in the label
describe('fitYourFigureRef', () => {
  it('opens the A and A- share as its numerator with every paper stated, the others to your papers or citations, in the counting shown', () => {
    expect(figureQuery({}, fitYourFigureRef({ counting: 'fractional' }, 11, 'a_to_b_journals_ratio', '40%'))).toEqual({
      figure: 'find_your_fit', author_id: 11, grade: 'top', measure: 'papers', share_of: 'every', counting: 'fractional',
    });
    expect(fitYourFigureRef({ counting: 'full' }, 11, 'citations_per_paper', '5.25')).toMatchObject({ measure: 'citations', grade: 'every', shown: null });
    expect(figureQuery({}, fitYourFigureRef({ counting: 'full' }, 11, 'avg_papers_per_year_per_faculty', '1.5'))).toEqual({
      figure: 'find_your_fit', author_id: 11, grade: 'every', measure: 'papers',
    });
    expect(fitYourFigureRef({ counting: 'full' }, 11, 'solo_to_coauthored_papers_ratio', '25%').label).toBe('Your papers, all time: those with one author are 25% of them');
  });
});

describe('fitSchoolFigureRef', () => {
  const cell = { univ_id: 7, name: 'Beta', value: 1.25 };
  it('opens a school\'s ratios to its papers or citations in the options shown, its papers per year to every member\'s', () => {
    expect(figureQuery({}, fitSchoolFigureRef({ counting: 'fractional', affiliation: 'at_publication' }, cell, 'citations_per_paper', '1.25'))).toEqual({
      figure: 'find_your_fit', dept: 'all', school_id: 7, measure: 'citations', counting: 'fractional', affiliation: 'at_publication',
    });
    expect(fitSchoolFigureRef({ counting: 'full', affiliation: 'current' }, cell, 'a_to_b_journals_ratio', '40%')).toMatchObject({
      shown: null, label: 'Papers of Beta, all time: the A and A- ones are 40% of them',
    });
    expect(figureQuery({}, fitSchoolFigureRef({ counting: 'full', affiliation: 'current' }, cell, 'avg_papers_per_year_per_faculty', '1.25'))).toEqual({
      figure: 'find_your_fit', measure: 'papers_per_year', school_id: 7,
    });
  });
});
