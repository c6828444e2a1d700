import { describe, expect, it } from 'vitest';
import { fieldMessages } from './fieldMessages.ts';

const issues = [
  { field: 'first_name', message: 'Please enter the first name' },
  { field: 'cv', message: 'Please add a CV link' },
  { field: 'departments', message: 'Choose a department' },
];

describe('fieldMessages: each message once, beside its field or in the list', () => {
  it('a message placed beside its input is not listed again', () => {
    const messages = fieldMessages(issues, true);
    expect(messages.errorOf('first_name')).toBe('Please enter the first name');
    expect(messages.errorOf('cv')).toBe('Please add a CV link');
    expect(messages.errorOf('email')).toBeUndefined();
    expect(messages.listed().map((issue) => issue.message)).toEqual(['Choose a department']);
  });

  it('before the form is touched nothing is beside a field and the list holds all', () => {
    const messages = fieldMessages(issues, false);
    expect(messages.errorOf('first_name')).toBeUndefined();
    expect(messages.listed()).toHaveLength(3);
  });
});
