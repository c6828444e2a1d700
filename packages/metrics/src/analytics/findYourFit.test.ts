import { describe, expect, it } from 'vitest';
import type { FitUniversity } from './findYourFit.ts';
import { findYourFitBand, findYourFitColumn } from './findYourFit.ts';

describe('findYourFitBand', () => {
  it.each([
    [0, 'ambitious'],
    [1, 'ambitious'],
    [2, 'moderate'],
    [3, 'moderate'],
    [4, 'yourself'],
    [5, 'safe'],
    [6, 'safe'],
  ])('row %s is %s', (row, band) => {
    expect(findYourFitBand(row)).toBe(band);
  });

  it.each([-1, 7, 1.5])('rejects row %s', (row) => {
    expect(() => findYourFitBand(row)).toThrow(RangeError);
  });
});

const u = (name: string, value: number | null): FitUniversity => ({ universityId: name, name, value });
const names = (cells: ReturnType<typeof findYourFitColumn>) => cells.map((c) => c.university?.name ?? (c.rowIndex === 4 ? 'YOU' : null));

describe('findYourFitColumn', () => {
  it('takes the four nearest above and the two nearest at or below', () => {
    const universities = [u('A', 90), u('B', 80), u('C', 70), u('D', 60), u('E', 55), u('F', 50), u('G', 40), u('H', 30), u('I', 20)];
    const cells = findYourFitColumn(universities, 50);
    expect(names(cells)).toEqual(['B', 'C', 'D', 'E', 'YOU', 'F', 'G']);
    expect(cells.map((c) => c.colour)).toEqual(['red', 'red', 'orange', 'orange', 'blue', 'green', 'green']);
    expect(cells[4]!.value).toBe(50);
  });

  it('leaves rows grey when there are not enough universities', () => {
    const cells = findYourFitColumn([u('A', 90), u('Z', 10)], 50);
    expect(names(cells)).toEqual([null, null, null, 'A', 'YOU', 'Z', null]);
    expect(cells.map((c) => c.colour)).toEqual(['grey', 'grey', 'grey', 'orange', 'blue', 'green', 'grey']);
    expect(cells.map((c) => c.band)).toEqual(['ambitious', 'ambitious', 'moderate', 'moderate', 'yourself', 'safe', 'safe']);
  });

  it('breaks ties by name and puts equal values below you', () => {
    const cells = findYourFitColumn([u('Beta', 60), u('Alpha', 60), u('Same', 50), u('Also', 50)], 50);
    expect(names(cells)).toEqual([null, null, 'Beta', 'Alpha', 'YOU', 'Also', 'Same']);
  });

  it('skips universities without data', () => {
    expect(names(findYourFitColumn([u('A', null), u('B', 70)], 50))).toEqual([null, null, null, 'B', 'YOU', null, null]);
  });

  it('with no value of your own, every row is grey', () => {
    const cells = findYourFitColumn([u('A', 70), u('B', 10)], null);
    expect(cells.every((c) => c.colour === 'grey' && c.university === null)).toBe(true);
  });

  it('with no universities, only your row has data', () => {
    const cells = findYourFitColumn([], 3);
    expect(cells).toHaveLength(7);
    expect(cells.filter((c) => c.colour !== 'grey').map((c) => c.rowIndex)).toEqual([4]);
  });
});
