import { describe, expect, it } from 'vitest';
import { isPersonName, PERSON_NAME_MESSAGE, validatePersonNames } from './personName.ts';

describe('person names (docs/accounts-and-claims.md, "Matching people")', () => {
  it.each([
    ["O'Brien", true], ['O’Brien', true], ['Smith-Jones', true], ['José', true], ['J. R.', true], ['李', true], ['Zoë Ünal', true], ['Ngũgĩ', true], ['', true],
    ['Ada1', false], ['Robert<script>', false], ['a,b', false], ['x_y', false], ['@home', false],
  ])('%j is a name: %s', (text, expected) => {
    expect(isPersonName(text)).toBe(expected);
  });

  it('names each refused field; blank fields are another rule\'s business', () => {
    expect(validatePersonNames({ first_name: 'Ada2', mid_name: '', last_name: "O'Neill" })).toEqual([{ field: 'first_name', message: PERSON_NAME_MESSAGE }]);
  });
});
