import { describe, expect, it } from 'vitest';
import { authorSearchNames, parseStoredSubject, subjectFor } from './facultySubject.ts';

describe('subjectFor', () => {
  it('a faculty member sees their own figures: nothing is sent', () => {
    expect(subjectFor({ type: 'faculty', author_id: 7 }, null)).toEqual({ ready: true, query: {}, authorId: 7, picking: false, chosen: null });
    // an administrator's old choice does not leak into a faculty session (an admin acting as the faculty member)
    expect(subjectFor({ type: 'faculty', author_id: 7 }, { id: 9, name: 'Ben Baker' }).query).toEqual({});
  });

  it('an administrator picks a faculty member first, then every call carries author_id', () => {
    expect(subjectFor({ type: 'admin', author_id: null }, null)).toMatchObject({ ready: false, picking: true, query: {} });
    expect(subjectFor({ type: 'admin', author_id: null }, { id: 9, name: 'Ben Baker' })).toMatchObject({ ready: true, query: { author_id: 9 }, authorId: 9 });
  });
});

describe('parseStoredSubject', () => {
  it.each([
    ['{"id":12,"name":"Ann Adams"}', { id: 12, name: 'Ann Adams' }],
    [null, null],
    ['not json', null],
    ['{"id":"12","name":"Ann"}', null],
    ['{"id":-1,"name":"Ann"}', null],
    ['[1,2]', null],
  ])('%s', (text, expected) => {
    expect(parseStoredSubject(text)).toEqual(expected);
  });
});

describe('authorSearchNames', () => {
  it.each([
    ['  Olivia   Bennett ', { firstName: 'Olivia', lastName: 'Bennett' }],
    ['Olivia R. Bennett', { firstName: 'Olivia', lastName: 'Bennett' }],
    ['Bennett', { firstName: '', lastName: 'Bennett' }],
    ['   ', { firstName: '', lastName: '' }],
  ])('%j', (text, expected) => {
    expect(authorSearchNames(text)).toEqual(expected);
  });
});
