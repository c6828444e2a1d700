import { describe, expect, it } from 'vitest';
import { applyPhdChoice, choosePhdToConsider, removeEducationItem, renumberEducation, validateEducation, validYearMessage, type EducationInput } from './education.ts';
import { messagesOf } from './ruleIssues.ts';

const CURRENT_YEAR = 2026;
const complete: EducationInput = {
  degree: 'PhD',
  area: 'Finance',
  institution: 'University of Chicago',
  institutionChosen: true,
  year: 2015,
  mode: 'havePhd',
};

describe('validateEducation (docs/requirements/profile-and-accounts.md §5, Education)', () => {
  it.each([
    { case: 'complete', input: complete, expected: [] },
    { case: 'year as a form string', input: { ...complete, year: ' 1950 ' }, expected: [] },
    { case: 'current year allowed', input: { ...complete, year: CURRENT_YEAR }, expected: [] },
    { case: 'no degree', input: { ...complete, degree: '' }, expected: ['Enter Degree'] },
    { case: 'no area', input: { ...complete, area: ' ' }, expected: ['Enter Area'] },
    { case: 'university typed, not chosen', input: { ...complete, institutionChosen: false }, expected: ['Select University'] },
    { case: 'no university', input: { ...complete, institution: '' }, expected: ['Select University'] },
    { case: 'no year', input: { ...complete, year: '' }, expected: ['Enter Year'] },
    { case: 'null year', input: { ...complete, year: null }, expected: ['Enter Year'] },
    { case: 'year before 1950', input: { ...complete, year: 1949 }, expected: ['Enter Valid Year between 1950 and 2026'] },
    { case: 'year after the current year', input: { ...complete, year: 2027 }, expected: ['Enter Valid Year between 1950 and 2026'] },
    { case: 'year not a number', input: { ...complete, year: '20x5' }, expected: ['Enter Valid Year between 1950 and 2026'] },
    { case: 'No Phd without advisors', input: { ...complete, mode: 'noPhd' as const }, expected: ['Enter Advisor First Name', 'Enter Advisor Last Name'] },
    {
      case: 'No Phd without advisor last name',
      input: { ...complete, mode: 'noPhd' as const, advisorFirstName: 'Eugene' },
      expected: ['Enter Advisor Last Name'],
    },
    { case: 'No Phd with advisors', input: { ...complete, mode: 'noPhd' as const, advisorFirstName: 'Eugene', advisorLastName: 'Fama' }, expected: [] },
  ])('$case', ({ input, expected }) => {
    expect(messagesOf(validateEducation(input, CURRENT_YEAR))).toEqual(expected);
  });

  it('writes the current year into the message', () => {
    expect(validYearMessage(2031)).toBe('Enter Valid Year between 1950 and 2031');
  });
});

describe('choosePhdToConsider (docs/requirements/profile-and-accounts.md §4)', () => {
  const mba = { id: 1, degree: 'MBA' };
  const phd = { id: 2, degree: 'Ph.D.' };
  const dba = { id: 3, degree: 'DBA' };

  it('no PhD: nothing flagged, stray flags cleared', () => {
    const result = choosePhdToConsider([{ ...mba, isPHDtoConsider: true }]);
    expect(result.status).toBe('none');
    expect(result.education.map((item) => item.isPHDtoConsider)).toEqual([false]);
  });

  it('one PhD: flagged automatically', () => {
    const result = choosePhdToConsider([mba, phd]);
    expect(result).toMatchObject({ status: 'automatic', phdId: 2 });
    expect(result.education.map((item) => item.isPHDtoConsider)).toEqual([false, true]);
  });

  it('several PhDs, none flagged: needs a choice', () => {
    const result = choosePhdToConsider([mba, phd, dba]);
    expect(result).toMatchObject({ status: 'needsChoice', candidateIds: [2, 3] });
  });

  it('several PhDs, one flagged: the choice stands', () => {
    const result = choosePhdToConsider([mba, phd, { ...dba, isPHDtoConsider: true }]);
    expect(result).toMatchObject({ status: 'kept', phdId: 3 });
    expect(result.education.map((item) => item.isPHDtoConsider)).toEqual([false, false, true]);
  });

  it('several PhDs, the flag on a non-PhD: needs a choice', () => {
    expect(choosePhdToConsider([{ ...mba, isPHDtoConsider: true }, phd, dba]).status).toBe('needsChoice');
  });

  it('applyPhdChoice flags the chosen PhD only, refuses a non-PhD or unknown id', () => {
    expect(applyPhdChoice([mba, phd, dba], 3)?.map((item) => item.isPHDtoConsider)).toEqual([false, false, true]);
    expect(applyPhdChoice([mba, phd, dba], 1)).toBeNull();
    expect(applyPhdChoice([mba, phd, dba], 9)).toBeNull();
  });
});

describe('renumberEducation', () => {
  it('ids are sequential from 1 after a delete', () => {
    const items = [
      { id: 1, degree: 'BA' },
      { id: 2, degree: 'MBA' },
      { id: 3, degree: 'PhD' },
    ];
    expect(removeEducationItem(items, 2)).toEqual([
      { id: 1, degree: 'BA' },
      { id: 2, degree: 'PhD' },
    ]);
    expect(renumberEducation([{ id: 7 }, { id: 3 }])).toEqual([{ id: 1 }, { id: 2 }]);
  });
});
