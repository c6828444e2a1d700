import { describe, expect, it } from 'vitest';
import {
  isAdministrativeMarker,
  isChairMarker,
  isKnownMarker,
  isPositionTypeDisabled,
  isProfessorMarker,
  isTenureTrackMarker,
  markerValue,
  needsPositionTitle,
  POSITION_TYPES,
  positionTypeOfMarker,
  positionTypeOfTitle,
  positionTypeOptions,
  rankFromMarker,
} from './positions.ts';

describe('POSITION_TYPES (docs/requirements/profile-and-accounts.md §3)', () => {
  it('is the seed table of positions and markers', () => {
    expect(POSITION_TYPES.map((type) => [type.label, type.marker])).toEqual([
      ['Assistant Professor (tenure-track)', 1],
      ['Associate Professor (tenured)', 2],
      ['Full Professor (tenured)', 3],
      ['Emeritus', 4],
      ['Researcher / Visiting / Post-doc / Affiliate', 5],
      ['Teaching Professor', 6],
      ['Named Chair', 7],
      ['Administrative Position', 9],
    ]);
  });
});

describe('marker predicates', () => {
  it.each([
    { marker: 1, chair: false, admin: false, tenureTrack: true, rank: 1 },
    { marker: 10, chair: false, admin: false, tenureTrack: true, rank: 1 },
    { marker: 2, chair: false, admin: false, tenureTrack: true, rank: 2 },
    { marker: 20, chair: false, admin: false, tenureTrack: true, rank: 2 },
    { marker: 3, chair: false, admin: false, tenureTrack: true, rank: 3 },
    { marker: 30, chair: false, admin: false, tenureTrack: true, rank: 3 },
    { marker: '3', chair: false, admin: false, tenureTrack: true, rank: 3 },
    { marker: 4, chair: false, admin: false, tenureTrack: false, rank: 1 },
    { marker: 5, chair: false, admin: false, tenureTrack: false, rank: 1 },
    { marker: 6, chair: false, admin: false, tenureTrack: false, rank: 1 },
    { marker: 7, chair: true, admin: false, tenureTrack: false, rank: 1 },
    { marker: 70, chair: true, admin: false, tenureTrack: false, rank: 1 },
    { marker: 9, chair: false, admin: true, tenureTrack: false, rank: 1 },
    { marker: 90, chair: false, admin: true, tenureTrack: false, rank: 1 },
    { marker: 0, chair: false, admin: false, tenureTrack: false, rank: 1 },
    { marker: null, chair: false, admin: false, tenureTrack: false, rank: 1 },
    { marker: '', chair: false, admin: false, tenureTrack: false, rank: 1 },
  ])('marker $marker', ({ marker, chair, admin, tenureTrack, rank }) => {
    expect(isChairMarker(marker)).toBe(chair);
    expect(isAdministrativeMarker(marker)).toBe(admin);
    expect(isTenureTrackMarker(marker)).toBe(tenureTrack);
    expect(rankFromMarker(marker)).toBe(rank);
  });

  it.each([
    [' 20 ', 20],
    ['x', null],
    [2.5, null],
    [undefined, null],
  ])('markerValue(%s) = %s', (marker, expected) => {
    expect(markerValue(marker)).toBe(expected);
  });

  it.each([
    [0, true],
    [8, false],
    [70, true],
    [11, false],
    ['9', true],
  ])('isKnownMarker(%s) = %s', (marker, expected) => {
    expect(isKnownMarker(marker)).toBe(expected);
  });

  it('professor positions are tenure-track, Emeritus and Teaching Professor', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 9, 30].filter((marker) => isProfessorMarker(marker))).toEqual([1, 2, 3, 4, 6, 30]);
  });
});

describe('titles', () => {
  it.each([
    ['Assistant Professor (tenure-track)', false],
    ['Full Professor (tenured)', false],
    ['emeritus', false],
    ['Named Chair', true],
    ['Administrative Position', true],
    ['Researcher / Visiting / Post-doc / Affiliate', true],
    ['Teaching Professor', true],
    ['Lecturer', false],
    ['', false],
  ])('needsPositionTitle(%s) = %s', (title, expected) => {
    expect(needsPositionTitle(title)).toBe(expected);
  });

  it('finds a type by label, fixed title or two-digit marker', () => {
    expect(positionTypeOfTitle('Professor')?.marker).toBe(3);
    expect(positionTypeOfTitle('associate professor (tenured)')?.marker).toBe(2);
    expect(positionTypeOfMarker(70)?.label).toBe('Named Chair');
    expect(positionTypeOfMarker(8)).toBeNull();
  });
});

describe('isPositionTypeDisabled (Associate disabled at rank 1; Full below rank 3)', () => {
  it.each([
    { rank: 1 as const, disabled: ['Associate Professor (tenured)', 'Full Professor (tenured)'] },
    { rank: 2 as const, disabled: ['Full Professor (tenured)'] },
    { rank: 3 as const, disabled: [] },
  ])('rank $rank', ({ rank, disabled }) => {
    expect(positionTypeOptions(rank).filter((option) => option.disabled).map((option) => option.label)).toEqual(disabled);
  });

  it('reads two-digit markers', () => {
    expect(isPositionTypeDisabled(20, 1)).toBe(true);
    expect(isPositionTypeDisabled(30, 2)).toBe(true);
    expect(isPositionTypeDisabled(7, 1)).toBe(false);
  });
});
