import { describe, expect, it } from 'vitest';
import type { TEducationItem } from '@ri/contracts';
import { educationWithNew, educationWithout, EMPTY_EDUCATION_FORM } from './educationForm.ts';

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
