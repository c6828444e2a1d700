import { z } from 'zod';

/**
 * Position types and markers (docs/requirements/profile-and-accounts.md §3). A marker is the position code of an author
 * or a work-history entry; the two-digit forms 10, 20, 30, 70, 90 occur in the data and mean
 * the same as 1, 2, 3, 7, 9.
 */
export interface PositionType {
  readonly marker: number;
  /** the label offered in the Title selector */
  readonly label: string;
  /**
   * The title this type implies, or null when the entry needs its own Position Title
   * (a chair's name, 'Associate Dean', 'Visiting Scholar', 'Clinical Professor', ...).
   */
  readonly fixedTitle: string | null;
}

export const POSITION_TYPES: readonly PositionType[] = [
  { marker: 1, label: 'Assistant Professor (tenure-track)', fixedTitle: 'Assistant Professor' },
  { marker: 2, label: 'Associate Professor (tenured)', fixedTitle: 'Associate Professor' },
  { marker: 3, label: 'Full Professor (tenured)', fixedTitle: 'Professor' },
  { marker: 4, label: 'Emeritus', fixedTitle: 'Professor Emeritus' },
  { marker: 5, label: 'Researcher / Visiting / Post-doc / Affiliate', fixedTitle: null },
  { marker: 6, label: 'Teaching Professor', fixedTitle: null },
  { marker: 7, label: 'Named Chair', fixedTitle: null },
  { marker: 9, label: 'Administrative Position', fixedTitle: null },
];

/** Every marker value the data may hold: 0 (unknown, a problem in the faculty check), the table, the two-digit forms. */
export const KNOWN_MARKERS: readonly number[] = [0, 1, 2, 3, 4, 5, 6, 7, 9, 10, 20, 30, 70, 90];

export type Marker = number | string | null | undefined;

/** A marker as a whole number, or null ('', 'x', 2.5, null). Form inputs hold strings. */
export function markerValue(marker: Marker): number | null {
  if (marker === null || marker === undefined) return null;
  const value = typeof marker === 'number' ? marker : marker.trim() === '' ? Number.NaN : Number(marker.trim());
  return Number.isInteger(value) ? value : null;
}

export const UNKNOWN_MARKER_MESSAGE = `Marker must be one of ${KNOWN_MARKERS.join(', ')}`;

/**
 * The one marker rule of every route that stores a marker (the administrator's profile update and its work
 * entries, Add Author, Update Faculty): a known marker as a number or its digits; blank or null means none.
 */
export const ZMarkerInput = z
  .union([z.number(), z.string().max(10), z.null(), z.undefined()], { error: UNKNOWN_MARKER_MESSAGE })
  .refine((marker) => marker === null || marker === undefined || (typeof marker === 'string' && marker.trim() === '') || isKnownMarker(marker), UNKNOWN_MARKER_MESSAGE);

export function isKnownMarker(marker: Marker): boolean {
  const value = markerValue(marker);
  return value !== null && KNOWN_MARKERS.includes(value);
}

/** 7 and 70 flag a chair. */
export function isChairMarker(marker: Marker): boolean {
  const value = markerValue(marker);
  return value === 7 || value === 70;
}

/** 9 and 90 flag an administrative position. */
export function isAdministrativeMarker(marker: Marker): boolean {
  const value = markerValue(marker);
  return value === 9 || value === 90;
}

/** 1, 2, 3, 10, 20, 30 count as tenure-track (the Present-coverage check). */
export function isTenureTrackMarker(marker: Marker): boolean {
  const value = markerValue(marker);
  return value !== null && [1, 2, 3, 10, 20, 30].includes(value);
}

/** A professor position (for the Chair check): tenure-track, Emeritus or Teaching Professor. */
export function isProfessorMarker(marker: Marker): boolean {
  const value = markerValue(marker);
  return isTenureTrackMarker(value) || value === 4 || value === 6;
}

export type Rank = 1 | 2 | 3;

/** rank derives from marker: 1 or 10 gives 1; 2 or 20 gives 2; 3 or 30 gives 3; otherwise 1. */
export function rankFromMarker(marker: Marker): Rank {
  const value = markerValue(marker);
  if (value === 2 || value === 20) return 2;
  if (value === 3 || value === 30) return 3;
  return 1;
}

/** The position type of a marker (two-digit forms included), or null. */
export function positionTypeOfMarker(marker: Marker): PositionType | null {
  const value = markerValue(marker);
  if (value === null) return null;
  const single = value >= 10 && value % 10 === 0 ? value / 10 : value;
  return POSITION_TYPES.find((type) => type.marker === single) ?? null;
}

/** The position type whose label or fixed title is this text (case-insensitive), or null. */
export function positionTypeOfTitle(title: string | null | undefined): PositionType | null {
  const text = (title ?? '').trim().toLowerCase();
  if (text === '') return null;
  return POSITION_TYPES.find((type) => type.label.toLowerCase() === text || type.fixedTitle?.toLowerCase() === text) ?? null;
}

/**
 * Position Title is required for titles without a fixed one. An unknown title text is its own
 * title and needs nothing more.
 */
export function needsPositionTitle(title: string | null | undefined): boolean {
  const type = positionTypeOfTitle(title);
  return type !== null && type.fixedTitle === null;
}

/**
 * docs/requirements/profile-and-accounts.md §5, Work: 'Associate Professor is disabled when rank is 1; Full Professor is
 * disabled when rank is below 3'. Here rank is rankFromMarker(the author's marker), the
 * author's current tenure-track rank: faculty cannot record a tenure-track title above the
 * one on record. A promotion is recorded by an admin updating the marker.
 */
export function isPositionTypeDisabled(positionMarker: Marker, rank: Rank): boolean {
  const value = markerValue(positionMarker);
  if (value === 2 || value === 20) return rank === 1;
  if (value === 3 || value === 30) return rank < 3;
  return false;
}

/** The Title selector's options for an author of this rank. */
export function positionTypeOptions(rank: Rank): Array<PositionType & { disabled: boolean }> {
  return POSITION_TYPES.map((type) => ({ ...type, disabled: isPositionTypeDisabled(type.marker, rank) }));
}
