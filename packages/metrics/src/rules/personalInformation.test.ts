import { describe, expect, it } from 'vitest';
import { canSavePersonalInformation, isCvLink, isGenderCode, validatePersonalInformation, type PersonalInformationInput } from './personalInformation.ts';
import { messagesOf } from './ruleIssues.ts';

const complete: PersonalInformationInput = {
  first_name: 'Ann',
  last_name: 'Lee',
  email: 'ann.lee@stanford.edu',
  cv: 'https://files.example.org/cv/ann-lee.pdf',
  gender: 'f',
  univ_name: 'Stanford University',
  univ_id: 12,
};

describe('validatePersonalInformation (docs/requirements/profile-and-accounts.md §5, Personal information)', () => {
  it.each([
    { case: 'complete', input: complete, expected: [] },
    { case: 'no university at all is allowed', input: { ...complete, univ_name: '', univ_id: null }, expected: [] },
    { case: 'no first name', input: { ...complete, first_name: '' }, expected: ['Enter First Name'] },
    { case: 'no last name', input: { ...complete, last_name: '  ' }, expected: ['Enter Last Name'] },
    { case: 'no e-mail', input: { ...complete, email: '' }, expected: ['Enter Email'] },
    { case: 'malformed e-mail', input: { ...complete, email: 'ann.lee' }, expected: ['Email is not valid'] },
    { case: 'no CV', input: { ...complete, cv: '' }, expected: ['Upload CV'] },
    { case: 'CV not a link', input: { ...complete, cv: 'cv.pdf' }, expected: ['Upload CV'] },
    { case: 'CV over http', input: { ...complete, cv: 'http://example.org/cv.pdf' }, expected: [] },
    { case: 'no gender', input: { ...complete, gender: '' }, expected: ['Choose Gender'] },
    { case: 'unknown gender code', input: { ...complete, gender: 'x' }, expected: ['Choose Gender'] },
    { case: 'university typed, not chosen', input: { ...complete, univ_id: null }, expected: ['Choose Correct university'] },
    {
      case: 'everything missing',
      input: { first_name: '', last_name: '', email: '', cv: null, gender: null },
      expected: ['Enter First Name', 'Enter Last Name', 'Enter Email', 'Upload CV', 'Choose Gender'],
    },
  ])('$case', ({ input, expected }) => {
    expect(messagesOf(validatePersonalInformation(input))).toEqual(expected);
  });
});

describe('canSavePersonalInformation', () => {
  it.each([
    { case: 'complete, faculty', input: complete, isAdmin: false, expected: true },
    { case: 'incomplete, faculty', input: { ...complete, gender: '' }, isAdmin: false, expected: false },
    { case: 'incomplete, admin may save anyway', input: { ...complete, gender: '', cv: '' }, isAdmin: true, expected: true },
  ])('$case', ({ input, isAdmin, expected }) => {
    expect(canSavePersonalInformation(input, { isAdmin })).toBe(expected);
  });
});

describe('helpers', () => {
  it.each([
    ['https://x.org/cv.pdf', true],
    ['HTTP://X.ORG/CV.PDF', true],
    ['httpx://x', false],
    ['ftp://x.org/cv.pdf', false],
    ['', false],
    [null, false],
  ])('isCvLink(%s) = %s', (cv, expected) => {
    expect(isCvLink(cv)).toBe(expected);
  });

  it.each([
    ['m', true],
    ['f', true],
    ['o', true],
    ['M', false],
    [null, false],
  ])('isGenderCode(%s) = %s', (code, expected) => {
    expect(isGenderCode(code)).toBe(expected);
  });
});
