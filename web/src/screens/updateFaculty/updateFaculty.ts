// Update Faculty's rules (docs/requirements/admin-tools.md "Update Faculty", sections 4, 5, 8 and 9): a university first,
// the marker typed for the same author, delete only for marker 9, markers 0 and 9 shown as
// problems, and what each compare action sends.
import { ADMIN_TOOL_MESSAGES, isAdministrativeMarker, markerValue, validateMarkerUpdate, validateUniversitySelected } from '@ri/metrics';
import type { TUpdateFacultyBody } from '@ri/contracts/ingestion';

export const UPDATE_FACULTY_MESSAGES = {
  selectUniversity: ADMIN_TOOL_MESSAGES.selectUniversity,
  markerNeeded: ADMIN_TOOL_MESSAGES.markerNeeded,
  markerUpdated: 'Marker Updated!',
  markerFailed: 'Failed to update marker.',
  facultyDeleted: 'Faculty Deleted!',
  deleteFailed: 'Failed to delete faculty.',
  loadFailed: 'Internal Server Error. Please try again after some time',
} as const;

/** 'Please select a university' when none is chosen (every action needs one), else null. */
export function universityProblem(universityId: number | null): string | null {
  return validateUniversitySelected(universityId)[0]?.message ?? null;
}

/** The marker typed so far: in which row (author) and what. One value for the whole table, as in the seed. */
export interface TypedMarker {
  authorId: number;
  marker: string;
}

/**
 * Why the marker of `authorId` cannot be updated with what was typed, or null: nothing typed, or
 * typed in another author's row ('Marker needed or different author!'), or not a known marker.
 */
export function markerUpdateProblem(authorId: number, typed: TypedMarker | null): string | null {
  return validateMarkerUpdate({ authorId, typed: typed ? { authorId: typed.authorId, marker: typed.marker } : null })[0]?.message ?? null;
}

/** What the marker box of a row shows: the typed value only in the row it was typed in. */
export function typedMarkerFor(authorId: number, typed: TypedMarker | null): string {
  return typed !== null && typed.authorId === authorId ? typed.marker : '';
}

/** docs/requirements/admin-tools.md §9: marker 9 (or 90) allows delete. */
export function canDeleteFaculty(row: { author_id: number | null; marker: number | null }): boolean {
  return row.author_id !== null && isAdministrativeMarker(row.marker);
}

/** Markers 0 and 9 (and 90) are special: shown as problems. */
export function isProblemMarker(marker: number | null): boolean {
  return markerValue(marker) === 0 || isAdministrativeMarker(marker);
}

/** 'Marker: value or N/A', as the faculty directory prints it. */
export function markerText(marker: number | null): string {
  return marker === null ? 'N/A' : String(marker);
}

export const COMPARE_ACTION_COLORS: Record<string, string> = {
  'Add Name': 'green',
  'Remove Name': 'red',
  Promoted: 'grape',
  Marker_Mismatch: 'orange',
  'No Middle Name': 'blue',
  'Name Variation': 'cyan',
  'No Action': 'gray',
};

/** What a click applies for a compare row (POST update_faculty, apply_action), or null for 'No Action' (nothing to apply). */
export function applyActionBody(
  row: { action: string; _id: number | null; author_id: number | null },
  universityId: number,
): Extract<TUpdateFacultyBody, { type: 'apply_action' }> | null {
  const base = { type: 'apply_action' as const, university_id: universityId };
  switch (row.action) {
    case 'Add Name':
      return row._id === null ? null : { ...base, action: 'Add Name', entry_id: row._id };
    case 'Remove Name':
      return row.author_id === null ? null : { ...base, action: 'Remove Name', author_id: row.author_id };
    case 'Promoted':
    case 'Marker_Mismatch':
    case 'No Middle Name':
    case 'Name Variation':
      return row._id === null || row.author_id === null ? null : { ...base, action: row.action, entry_id: row._id, author_id: row.author_id };
    default:
      return null;
  }
}

/**
 * What taking someone off the faculty list (Delete, and the compare action 'Remove Name') does, said before it is done:
 * the department appointments go and nothing on this screen puts them back (docs/ingestion.md, "Update Faculty").
 */
export function removalWarning(name: string): string {
  return `Take ${name} off this university's faculty list? Their department appointments here are removed and this screen cannot put them back; `
    + 'the record, its papers and its history stay.';
}

/** The confirmation a compare row's action needs before it is applied (the ones this screen cannot undo), or null: applied at once. */
export function compareActionConfirmation(row: { action: string; author_name: string; name: string }): { title: string; text: string; confirm: string } | null {
  if (row.action !== 'Remove Name') return null;
  return { title: 'Remove Name', text: removalWarning(row.author_name || row.name), confirm: 'Remove' };
}

/** What the action button of a row says to a screen reader: 'Add Name: Jane Doe'. */
export function actionButtonLabel(row: { action: string; name: string }): string {
  return `${row.action}: ${row.name}`;
}

/** How many compare rows have each action, in the seed's order, leaving out actions no row has. */
export function actionCounts(rows: readonly { action: string }[], order: readonly string[]): { action: string; count: number }[] {
  return order.map((action) => ({ action, count: rows.filter((row) => row.action === action).length })).filter((entry) => entry.count > 0);
}

/** A date the scrape stored, for people: '12 Mar 2026, 14:05', or 'Never' when there is none. */
export function scrapeDateText(iso: string | null, locale?: string): string {
  if (!iso) return 'Never';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? 'Never' : date.toLocaleString(locale, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
}
