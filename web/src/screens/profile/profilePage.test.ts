import { describe, expect, it } from 'vitest';
import type { TProfilePaper } from '@ri/contracts/profile';
import { canEditProfile, completenessOnDone, displayName, missingItemsBanner, numberedPapers, paperYears, profilePageFor, profileRouteContent, profileViewFor } from './profilePage.ts';
import { parseProfileSearch } from './profileSearch.ts';

const base = { coauthorId: null, isReadOnly: false, readOnlyRoute: false, isAdmin: false, ownAuthorId: 7 };

function paper(id: number, year: number | null, title = `P${id}`): TProfilePaper {
  return { _id: id, document_title: title, publication_name: 'J', publication_year: year, journal_id: 1, authors: [] };
}

describe('profileViewFor', () => {
  it('own profile is My Profile', () => {
    expect(profileViewFor(base)).toEqual({ mode: 'own', target: { kind: 'own' }, title: 'My Profile' });
    expect(profileViewFor({ ...base, coauthorId: 7 }).mode).toBe('own');
  });
  it('another author is read-only for faculty even without isReadOnly', () => {
    expect(profileViewFor({ ...base, coauthorId: 9 })).toEqual({ mode: 'readOnly', target: { kind: 'author', authorId: 9 }, title: 'Author Profile' });
  });
  it('an admin edits a faculty member unless read-only is asked for', () => {
    expect(profileViewFor({ ...base, isAdmin: true, ownAuthorId: null, coauthorId: 9 }).title).toBe("Update Faculty's Profile");
    expect(profileViewFor({ ...base, isAdmin: true, coauthorId: 9, isReadOnly: true }).mode).toBe('readOnly');
    expect(profileViewFor({ ...base, isAdmin: true, coauthorId: 9, readOnlyRoute: true }).mode).toBe('readOnly');
  });
});

describe('editing rules', () => {
  it('needs edit mode and an unverified profile, except for an admin', () => {
    expect(canEditProfile('own', false, false)).toBe(false);
    expect(canEditProfile('own', true, false)).toBe(true);
    expect(canEditProfile('own', true, true)).toBe(false);
    expect(canEditProfile('readOnly', true, false)).toBe(false);
    expect(canEditProfile('adminEdit', true, true)).toBe(true);
  });
  it('banner only for an incomplete own profile', () => {
    expect(missingItemsBanner('own', { is_complete: false, missing_items: ['Add CV'] })).toEqual(['Add CV']);
    expect(missingItemsBanner('own', { is_complete: true, missing_items: ['Add CV'] })).toEqual([]);
    expect(missingItemsBanner('readOnly', { is_complete: false, missing_items: ['Add CV'] })).toEqual([]);
  });
});

describe('papers', () => {
  it('sorts by year descending, undated last, and numbers from 1', () => {
    const result = numberedPapers([paper(1, 2010), paper(2, null), paper(3, 2020, 'B'), paper(4, 2020, 'A')]);
    expect(result.map((item) => [item.number, item.paper._id])).toEqual([[1, 4], [2, 3], [3, 1], [4, 2]]);
  });
  it('reads numbers in titles of one year as numbers: copy 2 before copy 10', () => {
    const result = numberedPapers([paper(1, 2020, 'Study copy 10'), paper(2, 2020, 'Study copy 2'), paper(3, 2020, 'Study copy 1')]);
    expect(result.map((item) => item.paper.document_title)).toEqual(['Study copy 1', 'Study copy 2', 'Study copy 10']);
  });
  it('offers years from the current year down to 1940', () => {
    const years = paperYears(2026);
    expect(years[0]).toBe('2026');
    expect(years.at(-1)).toBe('1940');
  });
});

describe('search and names', () => {
  it('reads coauthorid and isReadOnly from the search', () => {
    expect(parseProfileSearch({ coauthorid: '12', isReadOnly: 'true' })).toEqual({ coauthorid: 12, isReadOnly: true });
    expect(parseProfileSearch({ coauthorid: 12, isReadOnly: true, note: 'n' })).toEqual({ coauthorid: 12, isReadOnly: true, note: 'n' });
    expect(parseProfileSearch({ coauthorid: 'x', isReadOnly: 'maybe' })).toEqual({});
    expect(parseProfileSearch({ coauthorid: '-3' })).toEqual({});
  });
  it('writes prefix, names and suffix', () => {
    expect(displayName({ prefix: 'Dr.', first_name: 'Jane', mid_name: '', last_name: 'Doe', suffix: 'PhD' })).toBe('Dr. Jane Doe, PhD');
  });
});

describe('profileRouteContent', () => {
  const input = { readOnlyRoute: true, searchCoauthorId: undefined, storedCoauthorId: null, userType: 'university', ownAuthorId: null };
  it('shows the author of ?coauthorid on either route', () => {
    expect(profileRouteContent({ ...input, searchCoauthorId: 4 })).toEqual({ kind: 'profile', coauthorId: 4 });
    expect(profileRouteContent({ ...input, readOnlyRoute: false, searchCoauthorId: 4 })).toEqual({ kind: 'profile', coauthorId: 4 });
  });
  it('shows a university user their university without ?coauthorid', () => {
    expect(profileRouteContent({ ...input, storedCoauthorId: 9 })).toEqual({ kind: 'university' });
  });
  it('falls back to the stored author for others on the university route, and to the own profile on the faculty route', () => {
    expect(profileRouteContent({ ...input, userType: 'admin', storedCoauthorId: 9 })).toEqual({ kind: 'profile', coauthorId: 9 });
    expect(profileRouteContent({ ...input, userType: 'admin' })).toEqual({ kind: 'nothing' });
    expect(profileRouteContent({ ...input, readOnlyRoute: false, userType: 'faculty', ownAuthorId: 3, storedCoauthorId: 9 })).toEqual({ kind: 'profile', coauthorId: null });
  });
  it('has nothing to show an administrator without an author record on the faculty route', () => {
    expect(profileRouteContent({ ...input, readOnlyRoute: false, userType: 'admin' })).toEqual({ kind: 'nothing' });
  });
});

describe('profilePageFor (the screen and the route loader fetch the same profile)', () => {
  const input = { readOnlyRoute: false, search: {}, storedCoauthorId: null, userType: 'faculty', ownAuthorId: 3 };
  it('targets the own profile, an author of ?coauthorid, or the stored author on the university route', () => {
    expect(profilePageFor(input).view.target).toEqual({ kind: 'own' });
    expect(profilePageFor({ ...input, search: { coauthorid: 8, isReadOnly: true } }).view).toMatchObject({ mode: 'readOnly', target: { kind: 'author', authorId: 8 } });
    expect(profilePageFor({ ...input, readOnlyRoute: true, userType: 'admin', storedCoauthorId: 9 }).view.target).toEqual({ kind: 'author', authorId: 9 });
  });
  it('gives no profile to fetch where the page shows none', () => {
    expect(profilePageFor({ ...input, readOnlyRoute: true, userType: 'university' }).content).toEqual({ kind: 'university' });
    expect(profilePageFor({ ...input, userType: 'admin', ownAuthorId: null }).content).toEqual({ kind: 'nothing' });
  });
});

describe('completenessOnDone', () => {
  const complete = {
    first_name: 'Ann', email: 'ann@x.edu', cv: 'https://x.edu/cv.pdf', position: '', univ_id: 3, univ_name: 'X',
    education: [{ degree: 'Ph.D.' }],
    work_history_manual: [{ id: 1, title: 'Assistant Professor', subTitle: '', school: 'S', institution: 'X', univId: 3, from: 2020, to: 'Present', marker: 1, rank: 1 }],
  };
  it('recomputes completeness for the own profile only', () => {
    expect(completenessOnDone('own', complete)).toEqual({ is_complete: true });
    expect(completenessOnDone('own', { ...complete, cv: '' })).toEqual({ is_complete: false });
    expect(completenessOnDone('own', { ...complete, education: [{ degree: 'MBA' }] })).toEqual({ is_complete: false });
    expect(completenessOnDone('adminEdit', complete)).toBeNull();
  });
});
