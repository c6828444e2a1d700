import { describe, expect, it } from 'vitest';
import type { TCohortAnalysisResponse } from '@ri/contracts/dashboards';
import { EMPTY_CANDIDATE_PICKER } from '../../components/pickers/candidatePicker.ts';
import {
  addCohortMember, addCohortRow, analyzeErrors, cohortAnalysisParamsOf, COHORT_MESSAGES, cohortCell, cohortFigureRef, cohortIndexRef, cohortYearCell, cohortIds, cohortRangeOf, duplicateRowKeys, initialCohortRows,
  mergeSimilarAuthors, offsetLabel, removeCohortRow, replacePicker, rowsOfAnalysis, toggleCompared, type CohortMember, type CohortRow,
} from './cohort.ts';
import { parseCohortSearch } from './cohortSearch.ts';

const picked = (id: number) => ({ ...EMPTY_CANDIDATE_PICKER, firstName: 'Ann', lastName: 'Adams', univName: 'Alpha', univId: 1, candidateId: id });
const member = (id: number): CohortMember => ({ id, name: `Faculty ${id}`, universityName: 'Beta', pic: '', firstYearCareer: 2010 });

describe('the cohort rows (docs/requirements/dashboards.md §4)', () => {
  it('starts with 2 empty rows', () => {
    const rows = initialCohortRows();
    expect(rows).toHaveLength(2);
    expect(cohortIds(rows)).toEqual([]);
  });

  it('ADD TO COHORT adds a row; REMOVE removes it, keeping one row to fill', () => {
    const three = addCohortRow(initialCohortRows());
    expect(three.map((row) => row.key)).toEqual([1, 2, 3]);
    expect(removeCohortRow(three, 2).map((row) => row.key)).toEqual([1, 3]);
    const one = removeCohortRow(removeCohortRow(three, 1), 2);
    const none = removeCohortRow(one, 3);
    expect(none).toHaveLength(1);
    expect(cohortIds(none)).toEqual([]);
  });

  it('counts a faculty member chosen twice once and marks the second row', () => {
    let rows = initialCohortRows();
    rows = replacePicker(rows, 1, picked(7));
    rows = replacePicker(rows, 2, picked(7));
    rows = addCohortMember(addCohortRow(rows), member(9)).rows;
    expect(cohortIds(rows)).toEqual([7, 9]);
    expect([...duplicateRowKeys(rows)]).toEqual([2]);
  });

  it('adds a similar author into the first empty row, ignores someone already there', () => {
    const rows = replacePicker(initialCohortRows(), 1, picked(7));
    const added = addCohortMember(rows, member(9));
    expect(added.outcome).toBe('added');
    expect(added.rows.map((row) => row.kind)).toEqual(['picker', 'member']);
    expect(addCohortMember(added.rows, member(9))).toEqual({ rows: added.rows, outcome: 'duplicate' });
    const appended = addCohortMember(added.rows, member(11));
    expect(appended.rows.map((row: CohortRow) => row.key)).toEqual([1, 2, 3]);
  });
});

describe('ANALYZE (docs/requirements/dashboards.md §5)', () => {
  it.each([
    ['needs at least one faculty member', initialCohortRows(), 'a,a-', { faculty: COHORT_MESSAGES.needsFaculty }],
    ['needs a journals choice', replacePicker(initialCohortRows(), 1, picked(7)), null, { journals: COHORT_MESSAGES.selectJournals }],
    ['both missing', initialCohortRows(), null, { faculty: 'Enter atleast one faculty for analysis', journals: COHORT_MESSAGES.selectJournals }],
    ['one faculty member and journals', replacePicker(initialCohortRows(), 1, picked(7)), 'a', {}],
  ] as const)('%s', (_label, rows, journals, expected) => {
    expect(analyzeErrors(rows, journals)).toEqual(expected);
  });
});

describe('COMPARE: at most two ticked (docs/requirements/dashboards.md §4)', () => {
  it.each([
    [[], 3, [3]],
    [[3], 5, [3, 5]],
    [[3, 5], 8, [3, 5]],
    [[3, 5], 3, [5]],
  ])('%j tick %i gives %j', (ticked, id, expected) => {
    expect(toggleCompared(ticked, id)).toEqual(expected);
  });
});

describe('the range around the first year of career (docs/requirements/dashboards.md §5 and §9)', () => {
  it.each([
    [{}, { start: -2, end: 2 }],
    [{ start: -10, end: 10 }, { start: -10, end: 10 }],
    [{ start: -12, end: 14 }, { start: -10, end: 10 }],
    [{ start: 3, end: -4 }, { start: 0, end: 0 }],
  ])('%j gives %j', (search, expected) => {
    expect(cohortRangeOf(search)).toEqual(expected);
  });

  it('drops out-of-range values of a link', () => {
    expect(parseCohortSearch({ start: -11, end: 11, milestone: 'Dean', journals: 'a,a-' })).toEqual({ journals: 'a,a-' });
    expect(parseCohortSearch({ ids: [4, 5, 4], compare: [5, 9], milestone: 'Professor', start: -3, end: 0 }))
      .toEqual({ ids: [4, 5], compare: [5], milestone: 'Professor', start: -3, end: 0 });
  });
});

describe('tables', () => {
  it.each([[null, '-'], [-1, '-'], [undefined, '-'], [0, '0'], [12, '12'], [33.333, '33.33']] as const)('cell %s', (value, expected) => {
    expect(cohortCell(value)).toBe(expected);
  });

  it.each([[0, 'Milestone'], [-2, '-2 years'], [1, '+1 year'], [-1, '-1 year']])('offset %i', (offset, expected) => {
    expect(offsetLabel(offset)).toBe(expected);
  });

  it('opens a linked cohort with its members', () => {
    const answer = { faculty: [{ id: 4, name: 'Ann Adams', universityName: 'Alpha', pic: 'p.jpg', first_year_career: 2001 }] } as TCohortAnalysisResponse;
    expect(rowsOfAnalysis(answer)).toEqual([{ key: 1, kind: 'member', member: { id: 4, name: 'Ann Adams', universityName: 'Alpha', pic: 'p.jpg', firstYearCareer: 2001 } }]);
  });
});

describe('similar authors (docs/requirements/dashboards.md §7)', () => {
  const author = (author_id: number, last_name: string, first_year_career: number | null) => ({ author_id, first_name: 'A', last_name, first_year_career });
  it('merges primary and secondary co-authors, each once, by first year of career descending, unknown last', () => {
    const merged = mergeSimilarAuthors({
      primary_co_authors: [author(1, 'Old', 2001), author(2, 'Unknown', null), author(3, 'New', 2012)],
      secondary_co_authors: [author(4, 'Mid', 2008), author(3, 'New', 2012), author(5, 'Also', 2008)],
    });
    expect(merged.map((a) => [a.author_id, a.relation])).toEqual([[3, 'primary'], [5, 'secondary'], [4, 'secondary'], [1, 'primary'], [2, 'primary']]);
  });
});

describe('the milestone (docs/requirements/dashboards.md §4 and §9)', () => {
  it('is Assistant Professor until another is chosen, and changing it changes the call', () => {
    const search = { ids: [4, 5], journals: 'a,a-' as const };
    expect(cohortAnalysisParamsOf(search)).toEqual({ ids: [4, 5], journals: 'a,a-', milestone: 'Assistant Professor', range_start: -2, range_end: 2 });
    expect(cohortAnalysisParamsOf({ ...search, milestone: 'Associate Professor', start: -5, end: 1 }))
      .toEqual({ ids: [4, 5], journals: 'a,a-', milestone: 'Associate Professor', range_start: -5, range_end: 1 });
  });

  it('runs nothing before ANALYZE has named the cohort and the journals', () => {
    expect(cohortAnalysisParamsOf({ milestone: 'Professor' })).toBeNull();
    expect(cohortAnalysisParamsOf({ ids: [4] })).toBeNull();
  });
});

describe('cohortYearCell', () => {
  it('writes a year without a thousands separator, and a missing one as -', () => {
    expect(cohortYearCell(2012)).toBe('2012');
    expect(cohortYearCell(null)).toBe('-');
    expect(cohortYearCell(-1)).toBe('-');
  });
});

describe('cohortFigureRef', () => {
  const ben = { id: 7, name: 'Ben Baker' };
  it('opens papers and citations in the cohort\'s journals, at a year or all time, in the counting shown', () => {
    expect(cohortFigureRef(ben, 'papers', 'a,a-,b', 'full', 3, 2020)).toEqual({
      figure: 'cohort', author_id: 7, grade: 'all', measure: 'papers', shown: 3, to: 2020, label: 'Papers of Ben Baker by the end of 2020',
    });
    expect(cohortFigureRef(ben, 'citations', 'a,a-', 'fractional', 12.5)).toEqual({
      figure: 'cohort', author_id: 7, grade: 'top', measure: 'citations', shown: 12.5, counting: 'fractional', label: 'Citations of Ben Baker',
    });
    expect(cohortFigureRef(ben, 'papers', 'a', 'full', 1, 2019)).toMatchObject({ grade: 'a' });
  });
  it('opens nothing for an unknown figure or year, or journals that are not a choice', () => {
    expect(cohortFigureRef(ben, 'papers', 'a', 'full', null, 2019)).toBeNull();
    expect(cohortFigureRef(ben, 'papers', 'a', 'full', 2, null)).toBeNull();
    expect(cohortFigureRef(ben, 'papers', 'b', 'full', 2, 2019)).toBeNull();
  });
});

describe('cohortIndexRef (docs/metrics.md section 29)', () => {
  const ben = { id: 12, name: 'Ben Baker' };
  it('an h-index opens every paper by the year ranked by citations, counting aside', () => {
    expect(cohortIndexRef(ben, 'hindex', 'fractional', 3, 2020)).toEqual({
      figure: 'cohort', author_id: 12, grade: 'every', measure: 'hindex', shown: 3, to: 2020, label: 'H-index of Ben Baker by the end of 2020',
    });
  });
  it('the A and A- % opens its numerator in the counting shown, the denominator stated by the answer', () => {
    expect(cohortIndexRef(ben, 'abratio', 'fractional', 66.67)).toMatchObject({
      grade: 'top', measure: 'papers', share_of: 'every', shown: null, counting: 'fractional',
    });
    expect(cohortIndexRef(ben, 'abratio', 'full', 66.67)?.to).toBeUndefined();
  });
  it('an unknown figure opens nothing', () => {
    expect(cohortIndexRef(ben, 'hindex', 'full', null, 2020)).toBeNull();
    expect(cohortIndexRef(ben, 'hindex', 'full', 2, null)).toBeNull();
  });
});
