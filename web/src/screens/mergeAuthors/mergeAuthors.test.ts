import { describe, expect, it } from 'vitest';
import { carouselWindow, decisionText, DIALOG_BUTTONS, isSharedTitle, mergeDecisionBody, moveCarousel, sharedTitles } from './mergeAuthors.ts';
import { parseAuthorIdParam, parseMergeListSearch } from './mergeSearch.ts';

describe('the similar-author carousel: 4 at a time, arrows move by 4 (docs/requirements/admin-tools.md §9)', () => {
  it.each([
    { total: 0, start: 0, expected: { start: 0, end: 0, canPrevious: false, canNext: false } },
    { total: 3, start: 0, expected: { start: 0, end: 3, canPrevious: false, canNext: false } },
    { total: 4, start: 0, expected: { start: 0, end: 4, canPrevious: false, canNext: false } },
    { total: 10, start: 0, expected: { start: 0, end: 4, canPrevious: false, canNext: true } },
    { total: 10, start: 4, expected: { start: 4, end: 8, canPrevious: true, canNext: true } },
    { total: 10, start: 8, expected: { start: 8, end: 10, canPrevious: true, canNext: false } },
    // a list that shrank (a new search) snaps back into range
    { total: 5, start: 12, expected: { start: 4, end: 5, canPrevious: true, canNext: false } },
    { total: 10, start: 6, expected: { start: 4, end: 8, canPrevious: true, canNext: true } },
  ])('$total authors from $start', ({ total, start, expected }) => {
    expect(carouselWindow(total, start)).toEqual(expected);
  });

  it('moves by 4 and stops at either end', () => {
    expect(moveCarousel(10, 0, 1)).toBe(4);
    expect(moveCarousel(10, 4, 1)).toBe(8);
    expect(moveCarousel(10, 8, 1)).toBe(8);
    expect(moveCarousel(10, 8, -1)).toBe(4);
    expect(moveCarousel(10, 0, -1)).toBe(0);
  });
});

describe('the decision (docs/requirements/admin-tools.md §4 and §5)', () => {
  it('names the dialogs\' buttons as the seed does', () => {
    expect(DIALOG_BUTTONS.merge).toEqual({ title: 'Merge', withFlag: 'Merge & Flag', plain: 'Merge' });
    expect(DIALOG_BUTTONS.noMerge).toEqual({ title: 'No Merge Required', withFlag: 'Add & Flag', plain: 'Add' });
  });

  it.each([
    { kind: 'merge', candidateId: 9, flag: true, expected: { ok: true, body: { user_author_id: 3, author_final_id: 9, add_unmergable_author: 0, note: 'same person', remind_later: 1 } } },
    { kind: 'merge', candidateId: 9, flag: false, expected: { ok: true, body: { user_author_id: 3, author_final_id: 9, add_unmergable_author: 0, note: 'same person', remind_later: 0 } } },
    { kind: 'merge', candidateId: null, flag: false, expected: { ok: false, message: 'Please select an author to merge' } },
    { kind: 'noMerge', candidateId: 9, flag: true, expected: { ok: true, body: { user_author_id: 3, author_final_id: null, add_unmergable_author: 1, note: 'same person', remind_later: 1 } } },
    { kind: 'noMerge', candidateId: null, flag: false, expected: { ok: true, body: { user_author_id: 3, author_final_id: null, add_unmergable_author: 1, note: 'same person', remind_later: 0 } } },
  ] as const)('$kind with candidate $candidateId, flag $flag', ({ kind, candidateId, flag, expected }) => {
    expect(mergeDecisionBody({ authorId: 3, candidateId, kind, flag, note: '  same person ' })).toEqual(expected);
  });

  it('reads each decision', () => {
    expect(decisionText({ merged: true, undone_at: null })).toBe('Merged');
    expect(decisionText({ merged: true, undone_at: '2026-11-02T00:00:00Z' })).toBe('Merged, undone');
    expect(decisionText({ merged: false, undone_at: null })).toBe('No Merge Required');
  });
});

describe('the side-by-side comparison', () => {
  it('marks the titles both authors have, ignoring case, accents and punctuation', () => {
    const shared = sharedTitles(
      [{ document_title: 'Pricing Risk: A Study' }, { document_title: 'Only mine' }],
      [{ document_title: 'pricing risk a study' }, { document_title: 'Économie' }],
    );
    expect(isSharedTitle(shared, 'Pricing risk — a study')).toBe(true);
    expect(isSharedTitle(shared, 'Only mine')).toBe(false);
    expect(shared.size).toBe(1);
  });
});

describe('search and path parameters', () => {
  it.each([
    [{}, {}],
    [{ page: '2', size: '25' }, { page: 2, size: 25 }],
    [{ page: 1, size: 10 }, {}],
    [{ page: 'x', size: '50' }, {}],
    // hostile or hand-edited values fall back to the defaults, one parameter at a time
    [{ page: ['2', '3'], size: 25 }, { size: 25 }],
    [{ page: '100001', size: '1e2' }, {}],
    [{ page: { n: 2 }, size: null, sort: '__proto__' }, {}],
    [{ page: ' 7 ', size: 100.5 }, { page: 7 }],
  ])('%j', (input, expected) => {
    expect(parseMergeListSearch(input)).toEqual(expected);
  });

  it.each([['12', 12], ['0', null], ['abc', null], ['99999999999', null], ['-3', null]] as const)('id %s', (id, expected) => {
    expect(parseAuthorIdParam(id)).toBe(expected);
  });
});
