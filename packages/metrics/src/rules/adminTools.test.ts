import { describe, expect, it } from 'vitest';
import {
  validateAuthorSearch,
  validateCreateAuthor,
  validateMarkerUpdate,
  validateMergeDecision,
  validateUniversitySelected,
  type CreateAuthorInput,
} from './adminTools.ts';
import { messagesOf } from './ruleIssues.ts';

describe('validateUniversitySelected (university directory, Update Faculty)', () => {
  it.each([
    [12, []],
    ['5f2a', []],
    [null, ['Please select a university']],
    ['', ['Please select a university']],
  ])('%s', (id, expected) => {
    expect(messagesOf(validateUniversitySelected(id))).toEqual(expected);
  });
});

describe('validateAuthorSearch (Add Author, Look if Author exists)', () => {
  it.each([
    { first_name: 'Ann', last_name: 'Lee', expected: [] },
    { first_name: ' ', last_name: 'Lee', expected: ['First name and last name are required to search for authors'] },
    { first_name: 'Ann', last_name: null, expected: ['First name and last name are required to search for authors'] },
  ])('$first_name $last_name', ({ first_name, last_name, expected }) => {
    expect(messagesOf(validateAuthorSearch({ first_name, last_name }))).toEqual(expected);
  });
});

describe('validateCreateAuthor (Add Author, Create new record)', () => {
  const complete: CreateAuthorInput = {
    first_name: 'Ann',
    last_name: 'Lee',
    univ_name: 'Stanford University',
    email: 'ann.lee@stanford.edu',
    title: 'Assistant Professor (tenure-track)',
  };
  it.each([
    { case: 'complete', input: complete, expected: [] },
    { case: 'no first name', input: { ...complete, first_name: '' }, expected: ['Complete all required fields'] },
    { case: 'no last name', input: { ...complete, last_name: '' }, expected: ['Complete all required fields'] },
    { case: 'no university', input: { ...complete, univ_name: '' }, expected: ['Complete all required fields'] },
    { case: 'no e-mail', input: { ...complete, email: '' }, expected: ['Complete all required fields'] },
    { case: 'no title', input: { ...complete, title: '' }, expected: ['Complete all required fields'] },
    { case: 'title without a fixed one needs a position title', input: { ...complete, title: 'Named Chair' }, expected: ['Complete all required fields'] },
    { case: 'title without a fixed one, position title given', input: { ...complete, title: 'Named Chair', position_title: 'Dean Chair' }, expected: [] },
    { case: 'malformed e-mail', input: { ...complete, email: 'ann' }, expected: ['Email is not valid'] },
    { case: 'unknown marker', input: { ...complete, marker: 8 }, expected: ['Marker must be one of 0, 1, 2, 3, 4, 5, 6, 7, 9, 10, 20, 30, 70, 90'] },
    { case: 'known marker as text', input: { ...complete, marker: '30' }, expected: [] },
    {
      case: 'Google Scholar link without name',
      input: { ...complete, google_scholar_link: 'https://scholar.google.com/citations?user=qc6CJjYAAAAJ' },
      expected: ['Please enter author name from google scholar'],
    },
    {
      case: 'Google Scholar link without user',
      input: { ...complete, google_scholar_link: 'https://scholar.google.com/citations', google_scholar_author_name: 'Ann Lee' },
      expected: ['Invalid Google Scholar link'],
    },
    {
      case: 'Research Gate link without name',
      input: { ...complete, research_gate_link: 'https://www.researchgate.net/profile/Ann-Lee' },
      expected: ['Please enter author name from Researchgate'],
    },
    {
      case: 'Research Gate link too short',
      input: { ...complete, research_gate_link: 'https://www.researchgate.net/Ann-Lee', research_gate_author_name: 'Ann Lee' },
      expected: ['Invalid Researchgate link'],
    },
  ])('$case', ({ input, expected }) => {
    expect(messagesOf(validateCreateAuthor(input))).toEqual(expected);
  });

  it('flags every missing field', () => {
    const issues = validateCreateAuthor({ first_name: '', last_name: '', univ_name: '', email: '', title: '' });
    expect(issues.map((found) => found.field)).toEqual(['first_name', 'last_name', 'univ_name', 'email', 'title']);
  });
});

describe('validateMergeDecision', () => {
  it.each([
    { merge: true, candidateId: 'a1', expected: [] },
    { merge: true, candidateId: null, expected: ['Please select an author to merge'] },
    { merge: false, candidateId: null, expected: [] },
  ])('merge $merge, candidate $candidateId', ({ merge, candidateId, expected }) => {
    expect(messagesOf(validateMergeDecision({ merge, candidateId }))).toEqual(expected);
  });
});

describe('validateMarkerUpdate (Update Faculty)', () => {
  it.each([
    { case: 'typed for this author', authorId: 5, typed: { authorId: 5, marker: '2' }, expected: [] },
    { case: 'ids as string and number', authorId: '5', typed: { authorId: 5, marker: 9 }, expected: [] },
    { case: 'nothing typed', authorId: 5, typed: null, expected: ['Marker needed or different author!'] },
    { case: 'blank marker', authorId: 5, typed: { authorId: 5, marker: ' ' }, expected: ['Marker needed or different author!'] },
    { case: 'typed for another author', authorId: 5, typed: { authorId: 6, marker: 2 }, expected: ['Marker needed or different author!'] },
    { case: 'not a marker', authorId: 5, typed: { authorId: 5, marker: 'abc' }, expected: ['Marker must be one of 0, 1, 2, 3, 4, 5, 6, 7, 9, 10, 20, 30, 70, 90'] },
    { case: 'unknown marker', authorId: 5, typed: { authorId: 5, marker: 8 }, expected: ['Marker must be one of 0, 1, 2, 3, 4, 5, 6, 7, 9, 10, 20, 30, 70, 90'] },
  ])('$case', ({ authorId, typed, expected }) => {
    expect(messagesOf(validateMarkerUpdate({ authorId, typed }))).toEqual(expected);
  });
});
