// Career length and first year of career. See docs/metrics.md, "Papers per year" and
// "First year of career".
import { isPhdLike } from '../rules/degrees.ts';
import { isTenureTrackMarker } from '../rules/positions.ts';
import { assertYear } from './types.ts';

/**
 * Years of career counted by the per-year figures: currentYear - startYear + 1, at least 1.
 * A start year in the future, or no start year at all, gives 1.
 * The current year is always a parameter (the caller's request or job year), never the clock.
 */
export function careerYears(startYear: number | null, currentYear: number): number {
  assertYear('currentYear', currentYear);
  if (startYear === null || !Number.isFinite(startYear)) return 1;
  const years = currentYear - startYear + 1;
  return years >= 1 ? years : 1;
}

/**
 * The year the per-year figures start from: the first year of career when known, otherwise
 * the earliest publication year, otherwise null.
 */
export function careerStartYear(firstYearOfCareer: number | null, publicationYears: ArrayLike<number | null>): number | null {
  if (firstYearOfCareer !== null && Number.isFinite(firstYearOfCareer)) return firstYearOfCareer;
  let earliest: number | null = null;
  for (let i = 0; i < publicationYears.length; i++) {
    const year = publicationYears[i];
    if (year !== null && year !== undefined && Number.isFinite(year) && (earliest === null || year < earliest)) earliest = year;
  }
  return earliest;
}

/** Inclusive year window of the last `years` years: 5 -> [currentYear - 4, currentYear]. */
export function yearWindow(currentYear: number, years: number): { fromYear: number; toYear: number } {
  assertYear('currentYear', currentYear);
  if (!Number.isInteger(years) || years < 1) throw new RangeError(`years must be a positive integer, got ${years}`);
  return { fromYear: currentYear - years + 1, toYear: currentYear };
}

export interface EducationEntry {
  degree: string;
  year: number | null;
  /** the PhD chosen as the start of the research career (docs/requirements/profile-and-accounts.md 'isPHDtoConsider') */
  isPhdToConsider?: boolean;
}

export interface WorkHistoryEntry {
  title?: string;
  subTitle?: string;
  marker?: number | null;
  fromYear: number | null;
}

const ACADEMIC_TITLE = /\b(professor|lecturer)\b/i;

/** A tenure-track marker, or a title (or sub-title) naming a professorship or lectureship. */
export function isAcademicAppointment(entry: WorkHistoryEntry): boolean {
  if (isTenureTrackMarker(entry.marker ?? null)) return true;
  return ACADEMIC_TITLE.test(entry.title ?? '') || ACADEMIC_TITLE.test(entry.subTitle ?? '');
}

/** The PhD year: the flagged PhD if any has a year, otherwise the earliest doctoral degree year. */
export function phdYear(education: readonly EducationEntry[]): number | null {
  let earliest: number | null = null;
  for (const entry of education) {
    if (entry.year === null || !Number.isFinite(entry.year) || !isPhdLike(entry.degree)) continue;
    if (entry.isPhdToConsider === true) return entry.year;
    if (earliest === null || entry.year < earliest) earliest = entry.year;
  }
  return earliest;
}

/**
 * First year of career (docs/requirements/admin-tools.md generate_first_year_career):
 * 1. the earliest start year of an academic appointment starting in or after the PhD year;
 * 2. otherwise, with a PhD year, the PhD year + 1;
 * 3. otherwise (no PhD year) the earliest start year of any academic appointment;
 * 4. otherwise null.
 */
export function firstYearOfCareer(education: readonly EducationEntry[], workHistory: readonly WorkHistoryEntry[]): number | null {
  const phd = phdYear(education);
  let first: number | null = null;
  for (const entry of workHistory) {
    const from = entry.fromYear;
    if (from === null || !Number.isFinite(from) || !isAcademicAppointment(entry)) continue;
    if (phd !== null && from < phd) continue;
    if (first === null || from < first) first = from;
  }
  if (first !== null) return first;
  return phd === null ? null : phd + 1;
}
