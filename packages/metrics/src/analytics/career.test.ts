import { describe, expect, it } from 'vitest';
import type { EducationEntry, WorkHistoryEntry } from './career.ts';
import { careerStartYear, careerYears, firstYearOfCareer, isAcademicAppointment, phdYear, yearWindow } from './career.ts';

describe('careerYears', () => {
  it.each([
    ['started this year', 2024, 2024, 1],
    ['ten years inclusive', 2015, 2024, 10],
    ['start in the future', 2026, 2024, 1],
    ['no start year', null, 2024, 1],
    ['NaN start year', NaN, 2024, 1],
  ])('%s', (_name, start, current, expected) => {
    expect(careerYears(start, current)).toBe(expected);
  });

  it('rejects a non-integer current year', () => {
    expect(() => careerYears(2000, 2024.5)).toThrow(RangeError);
  });
});

describe('careerStartYear', () => {
  it.each([
    ['first year of career wins', 2010, [2005, 2012], 2010],
    ['earliest publication year as fallback', null, [2012, 2008, null, 2015], 2008],
    ['nothing known', null, [null], null],
    ['no papers', null, [], null],
  ])('%s', (_name, first, years, expected) => {
    expect(careerStartYear(first, years)).toBe(expected);
  });
});

describe('yearWindow', () => {
  it.each([
    [2024, 5, { fromYear: 2020, toYear: 2024 }],
    [2024, 10, { fromYear: 2015, toYear: 2024 }],
    [2024, 1, { fromYear: 2024, toYear: 2024 }],
  ])('yearWindow(%s, %s)', (current, years, expected) => {
    expect(yearWindow(current, years)).toEqual(expected);
  });

  it.each([0, -5, 2.5])('rejects %s years', (years) => {
    expect(() => yearWindow(2024, years)).toThrow(RangeError);
  });
});

describe('isAcademicAppointment', () => {
  it.each<[string, WorkHistoryEntry, boolean]>([
    ['marker 1', { marker: 1, fromYear: 2000 }, true],
    ['marker 20', { marker: 20, fromYear: 2000 }, true],
    ['marker 5 researcher', { marker: 5, title: 'Researcher', fromYear: 2000 }, false],
    ['title professor without marker', { title: 'Visiting Assistant Professor', fromYear: 2000 }, true],
    ['sub-title lecturer', { title: 'Other', subTitle: 'Senior Lecturer', fromYear: 2000 }, true],
    ['administrative', { marker: 9, title: 'Dean', fromYear: 2000 }, false],
    ['industry', { title: 'Analyst', marker: null, fromYear: 2000 }, false],
  ])('%s', (_name, entry, expected) => {
    expect(isAcademicAppointment(entry)).toBe(expected);
  });
});

describe('phdYear', () => {
  it.each<[string, EducationEntry[], number | null]>([
    ['none', [], null],
    ['non-doctoral only', [{ degree: 'MBA', year: 2001 }], null],
    ['earliest doctoral', [{ degree: 'Ph.D.', year: 2010 }, { degree: 'DBA', year: 2006 }], 2006],
    ['flagged one wins', [{ degree: 'DBA', year: 2006 }, { degree: 'Ph.D.', year: 2010, isPhdToConsider: true }], 2010],
    ['doctoral without year is skipped', [{ degree: 'Ph.D.', year: null }, { degree: 'MBA', year: 2001 }], null],
  ])('%s', (_name, education, expected) => {
    expect(phdYear(education)).toBe(expected);
  });
});

describe('firstYearOfCareer', () => {
  const phd2010: EducationEntry[] = [{ degree: 'MBA', year: 2004 }, { degree: 'Ph.D.', year: 2010 }];
  it.each<[string, EducationEntry[], WorkHistoryEntry[], number | null]>([
    ['first academic appointment after the PhD', phd2010, [{ marker: 1, fromYear: 2011 }, { marker: 2, fromYear: 2017 }], 2011],
    ['an appointment in the PhD year counts', phd2010, [{ marker: 1, fromYear: 2010 }], 2010],
    ['appointments before the PhD are skipped', phd2010, [{ title: 'Lecturer', fromYear: 2006 }, { marker: 1, fromYear: 2012 }], 2012],
    ['industry jobs are skipped', phd2010, [{ title: 'Consultant', fromYear: 2010 }, { marker: 1, fromYear: 2013 }], 2013],
    ['no work history: PhD year + 1', phd2010, [], 2011],
    ['only non-academic work: PhD year + 1', phd2010, [{ title: 'Analyst', fromYear: 2011 }], 2011],
    ['only pre-PhD appointments: PhD year + 1', phd2010, [{ marker: 1, fromYear: 2008 }], 2011],
    ['no PhD: earliest academic appointment', [{ degree: 'MBA', year: 1990 }], [{ marker: 3, fromYear: 2000 }, { marker: 1, fromYear: 1992 }], 1992],
    ['appointment without a year is skipped', phd2010, [{ marker: 1, fromYear: null }], 2011],
    ['neither', [], [], null],
    ['neither, with non-academic work', [], [{ title: 'Analyst', fromYear: 2001 }], null],
  ])('%s', (_name, education, work, expected) => {
    expect(firstYearOfCareer(education, work)).toBe(expected);
  });
});
