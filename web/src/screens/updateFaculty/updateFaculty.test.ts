import { describe, expect, it } from 'vitest';
import { COMPARE_ACTIONS } from '@ri/contracts/ingestion';
import {
  UPDATE_FACULTY_MESSAGES, actionButtonLabel, actionCounts, applyActionBody, canDeleteFaculty, compareActionConfirmation, isProblemMarker, markerText,
  markerUpdateProblem, removalWarning, scrapeDateText, typedMarkerFor, universityProblem,
} from './updateFaculty.ts';
import { parseUpdateFacultySearch } from './updateFacultySearch.ts';

describe('the docs/requirements/admin-tools.md texts', () => {
  it('keeps the messages as the seed writes them', () => {
    expect(UPDATE_FACULTY_MESSAGES).toMatchObject({
      selectUniversity: 'Please select a university',
      markerNeeded: 'Marker needed or different author!',
      markerUpdated: 'Marker Updated!',
      markerFailed: 'Failed to update marker.',
      facultyDeleted: 'Faculty Deleted!',
      deleteFailed: 'Failed to delete faculty.',
    });
  });
});

describe('universityProblem (every action needs a university)', () => {
  it.each([[null, 'Please select a university'], [12, null]])('%s -> %s', (id, message) => {
    expect(universityProblem(id)).toBe(message);
  });
});

describe('markerUpdateProblem (the marker typed for that same author)', () => {
  it.each([
    ['nothing typed', 5, null, 'Marker needed or different author!'],
    ['typed in another row', 5, { authorId: 6, marker: '2' }, 'Marker needed or different author!'],
    ['typed blank', 5, { authorId: 5, marker: '  ' }, 'Marker needed or different author!'],
    ['an unknown marker', 5, { authorId: 5, marker: '8' }, 'Marker must be one of 0, 1, 2, 3, 4, 5, 6, 7, 9, 10, 20, 30, 70, 90'],
    ['not a number', 5, { authorId: 5, marker: 'two' }, 'Marker must be one of 0, 1, 2, 3, 4, 5, 6, 7, 9, 10, 20, 30, 70, 90'],
    ['a known marker in its own row', 5, { authorId: 5, marker: '2' }, null],
    ['a two-digit form', 5, { authorId: 5, marker: '90' }, null],
  ] as const)('%s', (_case, authorId, typed, message) => {
    expect(markerUpdateProblem(authorId, typed)).toBe(message);
  });

  it('shows the typed value only in the row it was typed in', () => {
    expect(typedMarkerFor(5, { authorId: 5, marker: '3' })).toBe('3');
    expect(typedMarkerFor(6, { authorId: 5, marker: '3' })).toBe('');
    expect(typedMarkerFor(6, null)).toBe('');
  });
});

describe('markers 0 and 9', () => {
  it.each([
    [9, true, true], [90, true, true], [0, false, true], [1, false, false], [null, false, false],
  ])('marker %s: delete %s, problem %s', (marker, deletable, problem) => {
    expect(canDeleteFaculty({ author_id: 3, marker })).toBe(deletable);
    expect(isProblemMarker(marker)).toBe(problem);
  });
  it('never deletes a row that is not one of our authors', () => {
    expect(canDeleteFaculty({ author_id: null, marker: 9 })).toBe(false);
  });
  it('prints a missing marker as N/A', () => {
    expect(markerText(null)).toBe('N/A');
    expect(markerText(0)).toBe('0');
  });
});

describe('compareActionConfirmation (a compare action this screen cannot undo asks first)', () => {
  it('asks before Remove Name, saying what goes and what stays, with the name on our record', () => {
    const confirmation = compareActionConfirmation({ action: 'Remove Name', name: 'Pierre Abebe', author_name: 'Pierre T. Abebe' });
    expect(confirmation).toEqual({ title: 'Remove Name', text: removalWarning('Pierre T. Abebe'), confirm: 'Remove' });
    expect(confirmation?.text).toBe("Take Pierre T. Abebe off this university's faculty list? Their department appointments here are removed and this "
      + 'screen cannot put them back; the record, its papers and its history stay.');
  });
  it.each(COMPARE_ACTIONS.filter((action) => action !== 'Remove Name'))('applies %s at once', (action) => {
    expect(compareActionConfirmation({ action, name: 'Jane Doe', author_name: 'Jane Doe' })).toBeNull();
  });
});

describe('applyActionBody (each compare action applied by a click)', () => {
  const row = { _id: 11, author_id: 22, name: 'Jane Q. Doe' };
  it.each([
    ['Add Name', { _id: 11, author_id: null }, { action: 'Add Name', entry_id: 11 }],
    ['Remove Name', { _id: null, author_id: 22 }, { action: 'Remove Name', author_id: 22 }],
    ['Promoted', row, { action: 'Promoted', entry_id: 11, author_id: 22 }],
    ['Marker_Mismatch', row, { action: 'Marker_Mismatch', entry_id: 11, author_id: 22 }],
    ['No Middle Name', row, { action: 'No Middle Name', entry_id: 11, author_id: 22 }],
    ['Name Variation', row, { action: 'Name Variation', entry_id: 11, author_id: 22 }],
  ] as const)('%s', (action, ids, expected) => {
    expect(applyActionBody({ action, ...ids }, 4)).toEqual({ type: 'apply_action', university_id: 4, ...expected });
  });
  it.each([
    ['No Action', row],
    ['Add Name', { _id: null, author_id: null }],
    ['Remove Name', { _id: 11, author_id: null }],
    ['Promoted', { _id: 11, author_id: null }],
  ] as const)('%s without what it needs applies nothing', (action, ids) => {
    expect(applyActionBody({ action, ...ids }, 4)).toBeNull();
  });
  it('every action of the contract is handled', () => {
    for (const action of COMPARE_ACTIONS) {
      const body = applyActionBody({ action, ...row }, 4);
      expect(action === 'No Action' ? body : body?.action).toBe(action === 'No Action' ? null : action);
    }
  });
  it('labels the button with the action and the person', () => {
    expect(actionButtonLabel({ action: 'Add Name', name: 'Jane Q. Doe' })).toBe('Add Name: Jane Q. Doe');
  });
  it('counts the rows of each action in the seed order', () => {
    expect(actionCounts([{ action: 'No Action' }, { action: 'Add Name' }, { action: 'No Action' }], COMPARE_ACTIONS))
      .toEqual([{ action: 'Add Name', count: 1 }, { action: 'No Action', count: 2 }]);
  });
});

describe('scrapeDateText', () => {
  it('says Never without a date', () => {
    expect(scrapeDateText(null)).toBe('Never');
    expect(scrapeDateText('not a date')).toBe('Never');
    expect(scrapeDateText('2026-03-12T14:05:00Z', 'en-GB')).toMatch(/12 Mar 2026/);
  });
});

describe('parseUpdateFacultySearch', () => {
  it.each([
    [{}, {}],
    [{ id: '12', type: 'compare', action: 'Add Name' }, { id: 12, type: 'compare', action: 'Add Name' }],
    [{ id: 7, type: 'check' }, { id: 7, type: 'check' }],
    [{ id: '0', type: 'scrape', action: 'Delete' }, {}],
    [{ id: '99999999999' }, {}],
    [{ id: '1.5' }, {}],
  ])('%j -> %j', (search, expected) => {
    expect(parseUpdateFacultySearch(search)).toEqual(expected);
  });
});
