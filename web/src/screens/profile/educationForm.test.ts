import { describe, expect, it } from 'vitest';
import type { TEducationItem } from '@ri/contracts/profile';
import { ADD_PHD_FORM, educationLabel, educationList, educationListWithNew, educationListWithout, educationWithNew, educationWithout, EMPTY_EDUCATION_FORM, phdChoiceNeeded, withPhdChoice } from './educationForm.ts';

const stored: TEducationItem = { id: 1, degree: 'MBA', institution: 'A', univId: 3, year: 2000, area: 'Finance', advisorFirstName: '', advisorLastName: '', coadvisorFirstName: '', coadvisorLastName: '', isPHDtoConsider: false };

describe('education updates', () => {
  it('appends the new entry with a normalised degree and the next id', () => {
    const list = educationWithNew([stored], { ...EMPTY_EDUCATION_FORM, degree: ' phd ', area: ' Marketing ', institution: 'B', univId: 4, year: '2010' });
    expect(list).toHaveLength(2);
    expect(list[1]).toMatchObject({ id: 2, degree: 'Ph.D.', area: 'Marketing', univId: 4, year: 2010, isNew: true, mode: 'havePhd' });
  });
  it('removes an entry and renumbers', () => {
    const second = { ...stored, id: 2, degree: 'Ph.D.' };
    expect(educationWithout([stored, second], 1)).toEqual([{ ...second, id: 1 }]);
  });
});

describe('the PhD that starts the research career (Add Phd, Choose PHD)', () => {
  const phd = { ...stored, id: 2, degree: 'Ph.D.', area: 'Finance', isPHDtoConsider: true };
  const dba = { ...stored, id: 3, degree: 'D.B.A', area: 'Strategy', isPHDtoConsider: false };

  it('asks nothing with one PhD (flagged automatically)', () => {
    expect(phdChoiceNeeded(educationList([stored, phd]), false)).toBeNull();
    expect(phdChoiceNeeded(educationListWithNew([stored], { ...ADD_PHD_FORM, area: 'A', institution: 'B', univId: 4, year: '2010' }), true)).toBeNull();
  });

  it('asks when a PhD is added beside another, proposing the one chosen so far', () => {
    const list = educationListWithNew([stored, phd], { ...ADD_PHD_FORM, area: 'Economics', institution: 'B', univId: 4, year: '2012' });
    const needed = phdChoiceNeeded(list, true);
    expect(needed?.candidates.map((item) => item.id)).toEqual([2, 3]);
    expect(needed?.chosenId).toBe(2);
    expect(withPhdChoice(list, 3).map((item) => item.isPHDtoConsider)).toEqual([false, false, true]);
  });

  it('asks after removing the chosen PhD when several remain, and renumbers', () => {
    const third = { ...dba, id: 4, degree: 'Ph.D.' };
    const list = educationListWithout([stored, phd, dba, third], 2);
    expect(list.map((item) => item.id)).toEqual([1, 2, 3]);
    expect(phdChoiceNeeded(list, false)?.chosenId).toBeNull();
  });

  it('labels an entry for the chooser', () => {
    expect(educationLabel(phd)).toBe('Ph.D., Finance — A (2000)');
  });
});
