import { describe, expect, it } from 'vitest';
import { EMPTY_CANDIDATE_PICKER } from '../../components/pickers/candidatePicker.ts';
import {
  HIRE_IMPACT_MESSAGES, facultySelectionChange, hireBubbleSeries, hireImpactErrors, hireImpactParams, hireAverageFigureRef, hireDepartmentFigureRef, hireHIndexFigureRef, hirePersonFigureRef, hireRateFigureRef, hireSchoolFigureRef,
  improvementArrow, improvementText, type HireImpactForm,
} from './hireImpact.ts';
import { parseHireImpactSearch } from './hireImpactSearch.ts';

const candidate = { ...EMPTY_CANDIDATE_PICKER, firstName: 'Ada', lastName: 'Lovelace', univName: 'Penn', univId: 3, candidateId: 42 };
const valid: HireImpactForm = { candidate, department: 7, faculty: [1, 2], journals: ['11', '12'] };

describe('Hire Impact validation (docs/requirements/dashboards.md §5)', () => {
  it('a complete form has no errors and gives the call its parameters', () => {
    expect(hireImpactErrors(valid)).toEqual({});
    expect(hireImpactParams(valid)).toEqual({ hiringCandidateId: 42, department: 7, facultyIds: [1, 2], journalIds: [11, 12] });
  });

  it('flags each missing input', () => {
    expect(hireImpactErrors({ candidate: EMPTY_CANDIDATE_PICKER, department: null, faculty: [], journals: [] })).toEqual({
      candidate: 'Please select a candidate',
      department: HIRE_IMPACT_MESSAGES.department,
      faculty: HIRE_IMPACT_MESSAGES.faculty,
      journals: HIRE_IMPACT_MESSAGES.journals,
    });
    expect(hireImpactParams({ ...valid, faculty: [] })).toBeNull();
  });

  it("names and university filled but no candidate picked: 'Please enter correct faculty info'", () => {
    expect(hireImpactErrors({ ...valid, candidate: { ...candidate, candidateId: null } })).toEqual({ candidate: 'Please enter correct faculty info' });
  });

  it("'All' journals are sent as All alone", () => {
    expect(hireImpactParams({ ...valid, journals: ['All'] })?.journalIds).toEqual(['All']);
  });
});

describe('Hire Impact after a result (docs/requirements/dashboards.md §4)', () => {
  it.each([
    { previous: [1, 2, 3], next: [1, 2], hasResult: true, expected: { stale: true, rerun: true } },
    { previous: [1, 2], next: [1, 2, 3], hasResult: true, expected: { stale: false, rerun: true } },
    { previous: [1, 2], next: [1, 3], hasResult: true, expected: { stale: false, rerun: true } },
    { previous: [1, 2], next: [], hasResult: true, expected: { stale: true, rerun: false } },
    { previous: [1, 2], next: [2, 1], hasResult: true, expected: { stale: false, rerun: false } },
    { previous: [1, 2, 3], next: [1], hasResult: false, expected: { stale: false, rerun: false } },
  ])('$previous -> $next (result shown: $hasResult)', ({ previous, next, hasResult, expected }) => {
    expect(facultySelectionChange(previous, next, hasResult)).toEqual(expected);
  });
});

describe('PERCENTAGE OF IMPROVEMENT', () => {
  it('two decimals with a sign, and a dash when there is no finite percentage', () => {
    expect(improvementText({ percent: 12.5, direction: 'up' })).toBe('+12.50%');
    expect(improvementText({ percent: -3.456, direction: 'down' })).toBe('-3.46%');
    expect(improvementText({ percent: 0, direction: 'flat' })).toBe('0.00%');
    expect(improvementText({ percent: null, direction: 'up' })).toBe('—');
  });

  it('an up, down or flat arrow', () => {
    expect(improvementArrow('up')).toEqual({ label: 'Improves', color: 'teal' });
    expect(improvementArrow('down')).toEqual({ label: 'Lowers', color: 'red' });
    expect(improvementArrow('flat')).toEqual({ label: 'No change', color: 'gray' });
  });

});

describe('the bubble chart', () => {
  it('splits the points into the others, yours today and yours after the hire, leaving out empty groups', () => {
    const point = (name: string, isOwn: boolean, afterHire: boolean) => ({ name, x: 1, y: 2, z: 18, data: [1, 2, 18] as [number, number, number], is_own: isOwn, after_hire: afterHire });
    expect(hireBubbleSeries([point('HBS', false, false), point('WH', true, false), point('WH', true, true)], 'WH')).toEqual([
      { name: 'Others', data: [{ x: 1, y: 2, z: 18, label: 'HBS' }] },
      { name: 'WH today', data: [{ x: 1, y: 2, z: 18, label: 'WH' }] },
      { name: 'WH after the hire', data: [{ x: 1, y: 2, z: 18, label: 'WH' }] },
    ]);
    expect(hireBubbleSeries([point('HBS', false, false)], 'WH').map((s) => s.name)).toEqual(['Others']);
  });
});

describe('the URL of Hire Impact', () => {
  it('reads every filter and drops what it cannot read', () => {
    expect(parseHireImpactSearch({ candidate: '42', fn: 'Ada', ln: 'Lovelace', un: 'Penn', uid: 3, dept: '7', faculty: ['1', 2, 'x'], journals: [11, '12'], view: 'school' })).toEqual({
      candidate: 42, fn: 'Ada', ln: 'Lovelace', un: 'Penn', uid: 3, dept: 7, faculty: [1, 2], journals: [11, 12], view: 'school',
    });
    expect(parseHireImpactSearch({ journals: 'All' }).journals).toBe('All');
    expect(parseHireImpactSearch({ candidate: '-1', view: 'galaxy', dept: 'x', fn: '' })).toEqual({});
    // the figure options, with the API's names (docs/dashboards-api.md "Figure options"); the tier source is not Hire Impact's
    expect(parseHireImpactSearch({ counting: 'fractional', affiliation: 'at_publication', tier_source: 'global' })).toEqual({ counting: 'fractional', affiliation: 'at_publication' });
    expect(parseHireImpactSearch({ counting: 'half' })).toEqual({});
  });
});

describe('Hire Impact\'s figures open to their papers as they were computed (docs/metrics.md section 29)', () => {
  it('a selected faculty member keeps the answer\'s affiliation, the candidate brings every paper', () => {
    const answer = { journals: [11, 12], counting: 'fractional' as const, affiliation: 'at_publication' as const };
    expect(hirePersonFigureRef(answer, { id: 5, name: 'Ann Adams', is_candidate: false }, 'papers', 2)).toMatchObject({
      figure: 'hire_impact', author_id: 5, grade: 'every', measure: 'papers', shown: 2, counting: 'fractional', affiliation: 'at_publication', journals: [11, 12],
    });
    const candidate = hirePersonFigureRef(answer, { id: 9, name: 'Ivy Ito', is_candidate: true }, 'citations', 24.5);
    expect(candidate.affiliation).toBeUndefined();
    expect(candidate.label).toBe('Citations of Ivy Ito (candidate), all time');
  });

  it('a rate opens its numerator, the denominator in the label; the candidate\'s h-index its h-core', () => {
    const answer = { journals: [11], counting: 'fractional' as const, affiliation: 'at_publication' as const };
    expect(hireRateFigureRef(answer, { id: 5, name: 'Ann Adams', is_candidate: false }, 'citationsPerPaper', '5.25')).toMatchObject({
      figure: 'hire_impact', author_id: 5, measure: 'citations', shown: null, counting: 'fractional', affiliation: 'at_publication', journals: [11],
      label: 'Citations of Ann Adams, all time: 5.25 per paper',
    });
    expect(hireRateFigureRef(answer, { id: 9, name: 'Ivy Ito', is_candidate: true }, 'papersPerYear', '1.5').label).toBe('Papers of Ivy Ito (candidate), all time: 1.5 per year of career');
    expect(hireHIndexFigureRef({ id: 9, name: 'Ivy Ito' }, 2)).toEqual({
      figure: 'hire_impact', author_id: 9, grade: 'every', measure: 'hindex', shown: 2, label: 'H-index of Ivy Ito (candidate), all time',
    });
  });

  it('the school\'s totals are a group figure in every journal when All was chosen', () => {
    const ref = hireSchoolFigureRef({ journals: 'All', counting: 'full', affiliation: 'current' }, 'papers', 13);
    expect(ref).toMatchObject({ figure: 'hire_impact', group: { dept: 'all' }, measure: 'papers', shown: 13 });
    expect(ref.journals).toBeUndefined();
    expect(ref.counting).toBeUndefined();
  });
});

describe('hireAverageFigureRef (docs/metrics.md section 29, "Averages per faculty member")', () => {
  const answer = {
    journals: [3], counting: 'fractional' as const, affiliation: 'at_publication' as const,
    selected_author_data: [{ id: 1 }, { id: 2 }] as never, hiring_author_data: { id: 9 } as never,
  };
  it('opens the selected faculty\'s average to every member\'s papers, the candidate added after the hire, the members in the label', () => {
    expect(hireAverageFigureRef(answer, 'papers', 2.5, false)).toEqual({
      figure: 'hire_impact', author_id: 0, grade: 'every', measure: 'papers', shown: 2.5, counting: 'fractional', journals: [3],
      members: { faculty_ids: [1, 2], affiliation: 'at_publication' },
      label: 'Average papers of the selected faculty (2 members), all time',
    });
    const after = hireAverageFigureRef(answer, 'papers', 3, true);
    expect(after.members).toEqual({ faculty_ids: [1, 2], candidate_id: 9, affiliation: 'at_publication' });
    expect(after.label).toBe('Average papers of the selected faculty and the candidate, after the hire (3 members), all time');
  });
});

describe('hireDepartmentFigureRef', () => {
  it('opens the hiring department\'s average to its members\' papers in the journals and options of the answer', () => {
    expect(hireDepartmentFigureRef({ journals: 'All', counting: 'full', affiliation: 'current' }, 4, 'citations', 7.5)).toEqual({
      figure: 'hire_impact', author_id: 0, grade: 'every', measure: 'citations', shown: 7.5, members: { department: 4 },
      label: 'Average citations per faculty member of the hiring department, all time',
    });
  });
});
