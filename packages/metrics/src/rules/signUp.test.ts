import { describe, expect, it } from 'vitest';
import { isUniversityEmail, isValidEmail } from './email.ts';
import { messageFor, messagesOf } from './ruleIssues.ts';
import { isNewAuthor, validateSignUpAccount, validateSignUpNames } from './signUp.ts';

describe('validateSignUpNames (step 1)', () => {
  const complete = { first_name: 'Ann', mid_name: '', last_name: 'Lee', univ_name: 'Stanford University', univ_id: 12 };
  it.each([
    { case: 'complete, middle name optional', input: complete, fields: [] },
    { case: 'no first name', input: { ...complete, first_name: ' ' }, fields: ['first_name'] },
    { case: 'no last name', input: { ...complete, last_name: '' }, fields: ['last_name'] },
    { case: 'no university', input: { ...complete, univ_name: '', univ_id: null }, fields: ['univ_name'] },
    { case: 'university typed, not chosen', input: { ...complete, univ_id: undefined }, fields: ['univ_name'] },
    { case: 'string university id', input: { ...complete, univ_id: '5f2a' }, fields: [] },
    { case: 'everything missing', input: { first_name: '', last_name: '', univ_name: '', univ_id: '' }, fields: ['first_name', 'last_name', 'univ_name'] },
  ])('$case', ({ input, fields }) => {
    const issues = validateSignUpNames(input);
    expect(issues.map((found) => found.field)).toEqual(fields);
    expect(messagesOf(issues)).toEqual(fields.length === 0 ? [] : ['Please fill all the fields']);
  });
});

describe('validateSignUpAccount (step 3)', () => {
  const ok = { username: 'annlee', email: 'ann.lee@stanford.edu', password: 'Correct-Horse-7', confirmPassword: 'Correct-Horse-7' };
  it.each([
    { case: 'valid', input: ok, expected: {} },
    { case: 'username required', input: { ...ok, username: '  ' }, expected: { username: 'This field is required' } },
    { case: 'username with dots, digits, @ and dashes', input: { ...ok, username: 'ann.lee-2@gsb' }, expected: {} },
    { case: 'username with surrounding spaces (trimmed)', input: { ...ok, username: '  annlee ' }, expected: {} },
    { case: 'username that is the own e-mail address, in another case', input: { ...ok, username: 'Ann.Lee@Stanford.edu' }, expected: {} },
    { case: 'username that is another e-mail address', input: { ...ok, username: 'olivia.bennett@upenn.edu' }, expected: { username: 'A username that is an e-mail address must be your own e-mail address' } },
    { case: 'username too short', input: { ...ok, username: 'al' }, expected: { username: 'The username must have at least 3 characters' } },
    { case: 'fullwidth look-alike username', input: { ...ok, username: 'ａｄｍｉｎ' }, expected: { username: 'The username may use letters, digits and . _ @ - only' } },
    { case: 'Cyrillic look-alike username', input: { ...ok, username: 'аdmin' }, expected: { username: 'The username may use letters, digits and . _ @ - only' } },
    { case: 'username with a zero-width space', input: { ...ok, username: 'admin\u200b' }, expected: { username: 'The username may use letters, digits and . _ @ - only' } },
    { case: 'username with a right-to-left override', input: { ...ok, username: '\u202eadmin' }, expected: { username: 'The username may use letters, digits and . _ @ - only' } },
    { case: 'username with an inner space', input: { ...ok, username: 'ann lee' }, expected: { username: 'The username may use letters, digits and . _ @ - only' } },
    { case: 'email required', input: { ...ok, email: '' }, expected: { email: 'This field is required' } },
    { case: 'email malformed', input: { ...ok, email: 'ann.lee@' }, expected: { email: 'Email is not valid' } },
    { case: 'email with a space', input: { ...ok, email: 'ann lee@stanford.edu' }, expected: { email: 'Email is not valid' } },
    { case: 'email not ending with edu', input: { ...ok, email: 'ann@gmail.com' }, expected: { email: 'Please provide University Email' } },
    { case: 'edu only in the middle', input: { ...ok, email: 'ann@unimelb.edu.au' }, expected: { email: 'Please provide University Email' } },
    { case: 'upper-case EDU', input: { ...ok, email: 'Ann@MIT.EDU' }, expected: {} },
    { case: 'password required', input: { ...ok, password: '', confirmPassword: '' }, expected: { password: 'This field is required', confirmPassword: 'This field is required' } },
    { case: 'confirm required', input: { ...ok, confirmPassword: '' }, expected: { confirmPassword: 'This field is required' } },
    { case: 'confirm differs', input: { ...ok, confirmPassword: 'Correct-Horse-8' }, expected: { confirmPassword: 'password mismatch' } },
    { case: 'short password', input: { ...ok, password: 'abc', confirmPassword: 'abc' }, expected: { password: 'Password must be at least 8 characters' } },
    { case: 'common password', input: { ...ok, password: 'Password1', confirmPassword: 'Password1' }, expected: { password: 'This password is too common. Please choose another.' } },
  ])('$case', ({ input, expected }) => {
    const issues = validateSignUpAccount(input);
    expect(Object.fromEntries(issues.map((found) => [found.field, found.message]))).toEqual(expected);
    for (const [field, message] of Object.entries(expected)) expect(messageFor(issues, field)).toBe(message);
  });
});

describe('isNewAuthor', () => {
  it.each([
    { id: '', expected: true },
    { id: 'a81f', expected: false },
    { id: 42, expected: false },
    { id: null, expected: false },
    { id: undefined, expected: false },
  ])('author id $id -> $expected', ({ id, expected }) => {
    expect(isNewAuthor(id)).toBe(expected);
  });
});

describe('e-mail helpers', () => {
  it.each([
    ['a@b.edu', true],
    ['first.last+tag@sub.example.org', true],
    ['a@b', false],
    ['@b.edu', false],
    ['a@@b.edu', false],
    ['a@b..edu', false],
    [`${'x'.repeat(250)}@b.edu`, false],
    ['josé.núñez@utdallas.edu', true],
    ['olivia.bennett\u200b@upenn.edu', false],
    ['olivia.bennett\u202e@upenn.edu', false],
    ['olivia\u2060.bennett@upenn.edu', false],
    ['olivia.bennett@upenn.edu\u00ad', false],
    ['olivia.bennett@upenn\u200d.edu', false],
  ])('isValidEmail(%j) = %s', (email, expected) => {
    expect(isValidEmail(email)).toBe(expected);
  });

  it.each([
    ['ann@stanford.edu', true],
    ['ann@gsb.stanford.edu.', true],
    ['ann@stanford.com', false],
    ['ann@education.com', false],
    ['ann@edu', false],
  ])('isUniversityEmail(%s) = %s', (email, expected) => {
    expect(isUniversityEmail(email)).toBe(expected);
  });
});
