import { describe, expect, it } from 'vitest';
import { namesAgree, profileNameAgrees, splitFullName, variationProblems } from './names.ts';

describe('namesAgree', () => {
  it.each([
    [['William', 'Ashford'], ['W.', 'Ashford'], true],
    [['William', 'Ashford'], ['Bill', 'Ashford'], false],
    [['John', 'Anderson'], ['Jon', 'Anderson'], false],
    [['Tomás', 'Echeverría'], ['Tomas', 'Echeverria'], true],
    [['Ana Lucía', 'Fernández-Ruiz'], ['Ana', 'Fernandez Ruiz'], true],
    [['Siobhan', 'Kavanagh'], ['Siobhan', 'Kavanagh-Burke'], false],
  ])('%j vs %j -> %s', ([g1, f1], [g2, f2], expected) => {
    expect(namesAgree({ given: g1!, family: f1! }, { given: g2!, family: f2! })).toBe(expected);
  });
});

describe('profileNameAgrees', () => {
  it.each([
    ['Kate Martin', ['Katherine', 'Doyle-Martin'], false],
    ['Xiao-Ming Li', ['Xiaoming', 'Li'], false],
    ['Greta Vogel', ['Margarethe', 'Vogel'], false],
    ['Nguyen Thanh', ['Thanh', 'Nguyen'], false],
    ['Siobhan Kavanagh-Burke', ['Siobhan', 'Kavanagh'], false],
    ['Joe Whitaker', ['Joseph', 'Whitaker'], false],
    ['Olivia Bennett', ['Olivia', 'Bennett'], true],
    ['Olivia R. Bennett', ['Olivia', 'Bennett'], true],
    ['O. Bennett', ['Olivia', 'Bennett'], true],
    ['Bennett, Olivia', ['Olivia', 'Bennett'], true],
    ['María José García Márquez', ['María José', 'García Márquez'], true],
    ['Katherine Doyle Martin', ['Katherine', 'Doyle-Martin'], true],
  ])('%s vs %j -> %s', (profile, [given, family], expected) => {
    expect(profileNameAgrees(profile, { given: given!, family: family! })).toBe(expected);
  });
});

describe('variationProblems', () => {
  it.each([
    ['Jo Smith', 'Smith', ['two_character_name']],
    ['J. Smith', 'Smith', ['two_character_name']],
    ['Joanne E. Smith', 'Smith', ['two_character_name']],
    ['W. Zhang', 'Zhang', ['two_character_name']],
    ['Zhang Wei', 'Zhang', []],
    ['Ed Wu-Ng', 'Ng', ['two_character_name', 'multiple_last_names']],
    ['Edward Ng', 'Ng', []],
    ['Maria Marquez', 'García Márquez', ['multiple_last_names']],
    ['María José García', 'García Márquez', ['multiple_last_names']],
    ['A. L. Fernández Ruiz', 'Fernández-Ruiz', ['two_character_name']],
    ['Ana Fernández', 'Fernández-Ruiz', ['multiple_last_names']],
    ['Bob Harrington', 'Harrington', []],
    ['Smith, Jo', 'Smith', ['two_character_name']],
  ])('%s (record family %s) -> %j', (variation, family, expected) => {
    expect(variationProblems(variation, family)).toEqual(expected);
  });

  it('splits free-text names', () => {
    expect(splitFullName('Martin, Kate')).toEqual({ given: 'Kate', family: 'Martin' });
    expect(splitFullName('Kate')).toBeNull();
  });
});
