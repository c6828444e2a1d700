import {
  isAdministrativeMarker,
  isChairMarker,
  isPositionTypeDisabled,
  isProfessorMarker,
  isTenureTrackMarker,
  markerValue,
  needsPositionTitle,
  positionTypeOfMarker,
  positionTypeOfTitle,
  type Marker,
  type Rank,
} from './positions.ts';
import { isBlank, isChosenId, ruleIssue, parseYear, type RuleIssue } from './ruleIssues.ts';
import { YEAR_LOWER_BOUNDS } from './years.ts';

/** The `to` value of a current position; the Present checkbox sets it. */
export const PRESENT = 'Present';

// docs/requirements/profile-and-accounts.md §5, Work. The first five are the seed's; the others complete its rules
// ("To year valid or Present", "from is between 1950 and to", "to is at most the current year",
// "Position Title is required", the disabled titles) with texts in the same style.
export const WORK_MESSAGES = {
  selectTitle: 'Select Title',
  selectSchool: 'Select School',
  selectUniversity: 'Select University',
  enterFromYear: 'Enter From Year',
  enterToYear: 'Enter To Year or select Present',
  enterPositionTitle: 'Enter Position Title',
} as const;

export function validFromYearMessage(upperYear: number): string {
  return `Enter Valid From Year between ${YEAR_LOWER_BOUNDS.profile} and ${upperYear}`;
}

export function validToYearMessage(currentYear: number): string {
  return `Enter Valid To Year between ${YEAR_LOWER_BOUNDS.profile} and ${currentYear}`;
}

export function positionNotAvailableMessage(title: string): string {
  return `${title} cannot be selected for your current rank`;
}

// Warning popups after profile changes (docs/requirements/profile-and-accounts.md §4) and the duplicate-Present note.
export const WORK_HISTORY_WARNINGS = {
  multipleCurrentPositions:
    'You have more than one current position at the same university. Please update the end dates of the positions you no longer hold.',
  chairWithoutProfessor:
    'You have a Chair position without a Professor position in the same period. Please add the Professor position you held alongside the Chair.',
  departmentsNeedUpdate:
    'Your university has changed. Please update your departments and percent appointment for the new university.',
} as const;

export const DUPLICATE_PRESENT_NOTE =
  'You already have a current (Present) position at this university. If your earlier position there has ended, please set its To year.';

/** A work-history entry (docs/requirements/profile-and-accounts.md §3, Work item), as far as these rules read it. */
export interface WorkItem {
  id: number | string;
  title: string;
  subTitle?: string | null;
  school?: string | null;
  institution: string;
  univId?: string | number | null;
  from: string | number | null | undefined;
  /** a year or 'Present' */
  to: string | number | null | undefined;
  marker?: Marker;
  rank?: number;
  isNew?: boolean;
}

export function isPresent(to: string | number | null | undefined): boolean {
  return typeof to === 'string' && to.trim().toLowerCase() === PRESENT.toLowerCase();
}

export interface WorkItemInput {
  title: string;
  subTitle?: string | null;
  school: string;
  institution: string;
  /** chosen from the university suggestions (web: the autocomplete; API: a known university) */
  institutionChosen: boolean;
  from: string | number | null | undefined;
  to: string | number | null | undefined;
  marker?: Marker;
}

export interface WorkValidationContext {
  currentYear: number;
  /** rankFromMarker(author's marker); when given, titles above it are refused (non-admin edits) */
  authorRank?: Rank;
}

export function validateWorkItem(input: WorkItemInput, context: WorkValidationContext): RuleIssue[] {
  const { currentYear } = context;
  const issues: RuleIssue[] = [];
  const type = positionTypeOfTitle(input.title) ?? positionTypeOfMarker(input.marker);

  if (isBlank(input.title)) issues.push(ruleIssue('title', WORK_MESSAGES.selectTitle));
  else if ((needsPositionTitle(input.title) || (type !== null && type.fixedTitle === null)) && isBlank(input.subTitle)) {
    issues.push(ruleIssue('subTitle', WORK_MESSAGES.enterPositionTitle));
  }
  if (type !== null && context.authorRank !== undefined && isPositionTypeDisabled(type.marker, context.authorRank)) {
    issues.push(ruleIssue('title', positionNotAvailableMessage(type.fixedTitle ?? type.label)));
  }
  if (isBlank(input.school)) issues.push(ruleIssue('school', WORK_MESSAGES.selectSchool));
  if (isBlank(input.institution) || !input.institutionChosen) issues.push(ruleIssue('institution', WORK_MESSAGES.selectUniversity));

  let toYear: number | null = null;
  if (isPresent(input.to)) toYear = null;
  else if (isBlank(input.to ?? null)) issues.push(ruleIssue('to', WORK_MESSAGES.enterToYear));
  else {
    const year = parseYear(input.to);
    if (year === null || year < YEAR_LOWER_BOUNDS.profile || year > currentYear) issues.push(ruleIssue('to', validToYearMessage(currentYear)));
    else toYear = year;
  }

  if (isBlank(input.from ?? null)) issues.push(ruleIssue('from', WORK_MESSAGES.enterFromYear));
  else {
    const upper = toYear ?? currentYear;
    const year = parseYear(input.from);
    if (year === null || year < YEAR_LOWER_BOUNDS.profile || year > upper) issues.push(ruleIssue('from', validFromYearMessage(upper)));
  }
  return issues;
}

/** The marker of an entry, from its marker or else its title; null when neither says. */
export function effectiveMarker(item: Pick<WorkItem, 'marker' | 'title'>): number | null {
  const value = markerValue(item.marker);
  if (value !== null && value !== 0) return value;
  return positionTypeOfTitle(item.title)?.marker ?? null;
}

/** The title shown as the author's position: the entry's Position Title, else its type's fixed title, else its title text. */
export function positionTitleOf(item: Pick<WorkItem, 'subTitle' | 'title' | 'marker'>): string {
  const subTitle = (item.subTitle ?? '').trim();
  if (subTitle !== '') return subTitle;
  const type = positionTypeOfTitle(item.title) ?? positionTypeOfMarker(item.marker);
  return type?.fixedTitle ?? item.title.trim();
}

/** End year for ordering: Present is later than any year; unreadable is null. */
function endOrder(item: WorkItem): number | null {
  if (isPresent(item.to)) return Number.POSITIVE_INFINITY;
  return parseYear(item.to ?? null);
}

/**
 * The position defaulted from the work history (docs/requirements/profile-and-accounts.md §5): the Position Title of the
 * entry with the latest end (Present latest), ties broken by the later start, then by list
 * order (first wins). '' when no entry has a readable end.
 */
export function defaultPosition(workHistory: readonly WorkItem[]): string {
  let best: WorkItem | null = null;
  let bestEnd = Number.NEGATIVE_INFINITY;
  let bestFrom = Number.NEGATIVE_INFINITY;
  for (const item of workHistory) {
    const end = endOrder(item);
    if (end === null) continue;
    const from = parseYear(item.from ?? null) ?? Number.NEGATIVE_INFINITY;
    if (best === null || end > bestEnd || (end === bestEnd && from > bestFrom)) {
      best = item;
      bestEnd = end;
      bestFrom = from;
    }
  }
  return best === null ? '' : positionTitleOf(best);
}

function normalisedName(name: string | null | undefined): string {
  return (name ?? '').trim().toLowerCase().replace(/\s+/g, ' ');
}

/** Same university: by id when both have one, otherwise by name (case- and space-insensitive). */
export function isSameUniversity(
  a: { id?: string | number | null; name?: string | null },
  b: { id?: string | number | null; name?: string | null },
): boolean {
  if (isChosenId(a.id) && isChosenId(b.id)) return String(a.id).trim() === String(b.id).trim();
  const nameA = normalisedName(a.name);
  return nameA !== '' && nameA === normalisedName(b.name);
}

function universityOf(item: WorkItem): { id: string | number | null | undefined; name: string } {
  return { id: item.univId, name: item.institution };
}

/** Chairs and administrative posts are held alongside an academic position, not instead of it. */
function isAcademicPosition(item: WorkItem): boolean {
  const marker = effectiveMarker(item);
  return !isChairMarker(marker) && !isAdministrativeMarker(marker);
}

/** The profile fields a new current position may change. */
export interface CurrentPosition {
  position: string;
  marker: Marker;
  univ_id: string | number | null;
  univ_name: string;
  department: string[];
  percent_appointment: Record<string, number>;
}

export interface PresentEntryOutcome<P extends CurrentPosition> {
  profile: P;
  positionChanged: boolean;
  universityChanged: boolean;
}

/**
 * A new entry with to = Present (docs/requirements/profile-and-accounts.md §4) becomes the current position, marker and
 * university, unless it is a Chair or an Administrative Position (held alongside a professorship)
 * or another current academic entry started later. If the university changes, departments and
 * percent appointment are cleared (they belong to the old university), and the caller shows
 * WORK_HISTORY_WARNINGS.departmentsNeedUpdate.
 */
export function applyNewPresentEntry<P extends CurrentPosition>(
  profile: P,
  otherEntries: readonly WorkItem[],
  entry: WorkItem,
): PresentEntryOutcome<P> {
  const unchanged = { profile, positionChanged: false, universityChanged: false };
  if (!isPresent(entry.to) || !isAcademicPosition(entry)) return unchanged;
  const entryFrom = parseYear(entry.from ?? null) ?? Number.NEGATIVE_INFINITY;
  const newerCurrent = otherEntries.some(
    (other) =>
      other.id !== entry.id &&
      isPresent(other.to) &&
      isAcademicPosition(other) &&
      (parseYear(other.from ?? null) ?? Number.NEGATIVE_INFINITY) > entryFrom,
  );
  if (newerCurrent) return unchanged;

  const position = positionTitleOf(entry);
  const marker = effectiveMarker(entry) ?? profile.marker;
  const universityChanged =
    !isBlank(entry.institution) && !isSameUniversity({ id: profile.univ_id, name: profile.univ_name }, universityOf(entry));
  const next: P = {
    ...profile,
    position,
    marker,
    ...(universityChanged
      ? { univ_id: entry.univId ?? null, univ_name: entry.institution.trim(), department: [], percent_appointment: {} }
      : {}),
  };
  return { profile: next, positionChanged: position !== profile.position || marker !== profile.marker, universityChanged };
}

/**
 * The current position after stored work entries were deleted (docs/profile.md "Saving a profile", Work). A deleted
 * entry was the current position when it is a Present academic entry (not a Chair or an Administrative Position)
 * whose title is the profile's position. Then the remaining Present academic entry that started last becomes the
 * position, marker and university, exactly as if it had just been added (applyNewPresentEntry: a move to another
 * university clears the departments); when none remains, the position title is cleared ('') and the marker,
 * university and departments stay (the university is personal information, chosen on its own; the marker is the rank
 * an administrator checks). Deleting any other entry changes nothing.
 */
export function positionAfterRemoval<P extends CurrentPosition>(
  profile: P,
  removed: readonly WorkItem[],
  remaining: readonly WorkItem[],
): PresentEntryOutcome<P> {
  const unchanged = { profile, positionChanged: false, universityChanged: false };
  const current = normalisedName(profile.position);
  const wasCurrent = removed.some((item) => isPresent(item.to) && isAcademicPosition(item) && current !== '' && normalisedName(positionTitleOf(item)) === current);
  if (!wasCurrent) return unchanged;
  const startOf = (item: WorkItem) => parseYear(item.from ?? null) ?? Number.NEGATIVE_INFINITY;
  const next = remaining.filter((item) => isPresent(item.to) && isAcademicPosition(item)).sort((a, b) => startOf(b) - startOf(a))[0];
  if (next === undefined) return { profile: { ...profile, position: '' }, positionChanged: true, universityChanged: false };
  const outcome = applyNewPresentEntry(profile, remaining.filter((item) => item !== next), next);
  return { ...outcome, positionChanged: true };
}

/**
 * The note shown when an entry is Present at an institution where another academic entry is
 * also Present (docs/requirements/profile-and-accounts.md §4); null otherwise. Chairs and administrative posts are
 * legitimately concurrent and never trigger it.
 */
export function duplicatePresentNote(otherEntries: readonly WorkItem[], entry: WorkItem): string | null {
  if (!isPresent(entry.to) || !isAcademicPosition(entry)) return null;
  const duplicate = otherEntries.some(
    (other) => other.id !== entry.id && isPresent(other.to) && isAcademicPosition(other) && isSameUniversity(universityOf(other), universityOf(entry)),
  );
  return duplicate ? DUPLICATE_PRESENT_NOTE : null;
}

function period(item: WorkItem): { from: number; to: number } | null {
  const from = parseYear(item.from ?? null);
  const to = isPresent(item.to) ? Number.POSITIVE_INFINITY : parseYear(item.to ?? null);
  if (from === null && to === null) return null;
  return { from: from ?? (to as number), to: to ?? (from as number) };
}

function overlaps(a: { from: number; to: number }, b: { from: number; to: number }): boolean {
  return a.from <= b.to && b.from <= a.to;
}

/**
 * The warning popups after profile changes (docs/requirements/profile-and-accounts.md §4), in a fixed order:
 * - more than one current academic position at the same university;
 * - a Chair whose period no Professor position (tenure-track, Emeritus, Teaching) overlaps,
 *   years inclusive, Present open-ended;
 * - the departments, when the change moved the author to another university.
 */
export function workHistoryWarnings(workHistory: readonly WorkItem[], options: { universityChanged?: boolean } = {}): string[] {
  const warnings: string[] = [];
  const current = workHistory.filter((item) => isPresent(item.to) && isAcademicPosition(item));
  const multiple = current.some((item, index) =>
    current.some((other, otherIndex) => otherIndex > index && isSameUniversity(universityOf(item), universityOf(other))),
  );
  if (multiple) warnings.push(WORK_HISTORY_WARNINGS.multipleCurrentPositions);

  const professorPeriods = workHistory
    .filter((item) => isProfessorMarker(effectiveMarker(item)))
    .map(period)
    .filter((p): p is { from: number; to: number } => p !== null);
  const chairAlone = workHistory.some((item) => {
    if (!isChairMarker(effectiveMarker(item))) return false;
    const chair = period(item);
    return chair === null || !professorPeriods.some((professor) => overlaps(chair, professor));
  });
  if (chairAlone) warnings.push(WORK_HISTORY_WARNINGS.chairWithoutProfessor);

  if (options.universityChanged === true) warnings.push(WORK_HISTORY_WARNINGS.departmentsNeedUpdate);
  return warnings;
}

/**
 * Present coverage: an author whose marker is tenure-track (1, 2, 3, 10, 20, 30) should have a
 * current (Present) entry in the work history; true when it is missing.
 */
export function lacksPresentPosition(authorMarker: Marker, workHistory: readonly WorkItem[]): boolean {
  return isTenureTrackMarker(authorMarker) && !workHistory.some((item) => isPresent(item.to));
}
