import { describe, expect, it } from 'vitest';
import { lastNameKeys, namesOf, printedNameScore, splitGiven } from './nameMatching.ts';

const ann = { first_name: 'Ann', mid_name: 'Q', last_name: 'Lee', name_variations: ['A. Q. Lee', 'Smith, Ann'] };

describe('printed author names against an author', () => {
  it.each([
    [{ first: 'Ann', last: 'Lee' }, 1],
    [{ first: 'ANN', last: 'lee' }, 1],
    [{ first: 'Ann Q.', last: 'Lee' }, 0.9],
    [{ first: 'A.', last: 'Lee' }, 0.6],
    [{ first: '', last: 'Lee' }, 0.3],
    [{ first: 'Bob', last: 'Lee' }, 0],
    [{ first: 'Ann', last: 'Leed' }, 0],
    [{ first: 'Ann', last: 'Smith' }, 1],
  ])('%o scores %d', (printed, score) => {
    expect(printedNameScore(ann, printed)).toBe(score);
  });

  it('compares last names without accents, spaces or hyphens', () => {
    const mauro = { first_name: 'Mauro', mid_name: '', last_name: 'Dalla-Serra', name_variations: [] };
    expect(printedNameScore(mauro, { first: 'Mauro', last: 'Dalla Serra' })).toBe(1);
    const jose = { first_name: 'José', mid_name: '', last_name: 'Núñez', name_variations: [] };
    expect(printedNameScore(jose, { first: 'Jose', last: 'Nunez' })).toBe(1);
    expect(lastNameKeys(jose)).toEqual(['núñez', 'nunez']);
  });

  it('reads name variations written either way round', () => {
    expect(namesOf(ann)).toEqual([{ first: 'ann', last: 'lee' }, { first: 'a', last: 'lee' }, { first: 'ann', last: 'smith' }]);
    expect(lastNameKeys(ann)).toEqual(['lee', 'smith']);
    expect(splitGiven('Richard L.')).toEqual({ first: 'Richard', mid: 'L.' });
  });
});
