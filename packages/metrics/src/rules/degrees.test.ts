import { describe, expect, it } from 'vitest';
import { isPhdLike, normaliseDegree, PHD_DEGREES, phdDegreeOf } from './degrees.ts';

describe('normaliseDegree (docs/requirements/profile-and-accounts.md §5: PhD-like text -> Ph.D., D.B.A, D.Sc., JSD, LHD, M.D., DA)', () => {
  it.each([
    ['PhD', 'Ph.D.'],
    ['ph.d', 'Ph.D.'],
    ['Ph. D.', 'Ph.D.'],
    ['P.h.D', 'Ph.D.'],
    ['PHD', 'Ph.D.'],
    ['Ph.D. in Finance', 'Ph.D.'],
    ['MBA, PhD', 'Ph.D.'],
    ['MD/PhD', 'Ph.D.'],
    ['Doctor of Philosophy', 'Ph.D.'],
    ['Doctorate of Philosophy in Marketing', 'Ph.D.'],
    ['DPhil', 'Ph.D.'],
    ['D.Phil.', 'Ph.D.'],
    ['Doctorate', 'Ph.D.'],
    ['Doctoral degree', 'Ph.D.'],
    ['Dr. rer. pol.', 'Ph.D.'],
    ['Dr.oec.', 'Ph.D.'],
    ['DBA', 'D.B.A'],
    ['D.B.A.', 'D.B.A'],
    ['Doctor of Business Administration', 'D.B.A'],
    ['DSc', 'D.Sc.'],
    ['Sc.D.', 'D.Sc.'],
    ['Doctor of Science', 'D.Sc.'],
    ['JSD', 'JSD'],
    ['S.J.D.', 'JSD'],
    ['Doctor of Juridical Science', 'JSD'],
    ['L.H.D.', 'LHD'],
    ['Doctor of Humane Letters', 'LHD'],
    ['MD', 'M.D.'],
    ['M.D.', 'M.D.'],
    ['Doctor of Medicine', 'M.D.'],
    ['D.A.', 'DA'],
    ['Doctor of Arts', 'DA'],
  ])('%s -> %s', (text, expected) => {
    expect(normaliseDegree(text)).toBe(expected);
    expect(isPhdLike(text)).toBe(true);
    expect(PHD_DEGREES).toContain(phdDegreeOf(text));
  });

  it.each([
    ['MBA', 'MBA'],
    ['  M.Sc. Finance ', 'M.Sc. Finance'],
    ['MPhil', 'MPhil'],
    ['M.A.', 'M.A.'],
    ['BBA', 'BBA'],
    ['J.D.', 'J.D.'],
    ['Ed.D.', 'Ed.D.'],
    ['M.S. in Data Science', 'M.S. in Data Science'],
    ['PhD candidate', 'PhD candidate'],
    ['Ph.D. student', 'Ph.D. student'],
    ['PhD (ABD)', 'PhD (ABD)'],
    ['Postdoctoral Fellow', 'Postdoctoral Fellow'],
    ['Graph theory', 'Graph theory'],
    ['', ''],
  ])('%s is not PhD-like and stays %s', (text, expected) => {
    expect(normaliseDegree(text)).toBe(expected);
    expect(isPhdLike(text)).toBe(false);
  });

  it('treats null and undefined as no degree', () => {
    expect(isPhdLike(null)).toBe(false);
    expect(phdDegreeOf(undefined)).toBeNull();
  });
});
