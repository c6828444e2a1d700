import type { TAuthorProfile, TProfilePaper } from '@ri/contracts/profile';
import { missingProfileItems } from '@ri/metrics';
import type { ProfileForCompleteness } from '@ri/metrics';
import type { ProfileTarget } from '../../api/profile/profileQueries.ts';
import { papersByYearDescending } from '../../format/paperOrder.ts';

// docs/requirements/profile-and-accounts.md §2, "Profile page", and section 8 (error catalogue).

export const PROFILE_LOAD_FAILED = 'Failed to load profile! Try again in few seconds!';
export const PROFILE_UPDATE_FAILED = 'Failed to Update! Please Refresh the page and try again.';
export const PAPER_DELETE_FAILED = 'Something went wrong while deleting paper.';
export const PAPER_ADD_FAILED = 'Something went wrong while adding paper.';
export const DOI_CHECK_FAILED = 'Failed to check for valid DOI.';

export const PROFILE_TITLES = {
  own: 'My Profile',
  readOnly: 'Author Profile',
  adminEdit: "Update Faculty's Profile",
} as const;

export type ProfileMode = 'own' | 'readOnly' | 'adminEdit';

export interface ProfileView {
  mode: ProfileMode;
  target: ProfileTarget;
  title: string;
}

export interface ProfileViewInput {
  /** the author asked for (search parameter, or the stored coauthorid on the university variant) */
  coauthorId: number | null;
  isReadOnly: boolean;
  /** /dashboards/profileEdit is always read-only */
  readOnlyRoute: boolean;
  /** signed in as an administrator (type admin) */
  isAdmin: boolean;
  /** the signed-in user's own author record, when any */
  ownAuthorId: number | null;
}

/**
 * Whose profile the page shows and how: the caller's own ('My Profile'); another author's,
 * always read-only for non-administrators ('Author Profile'); or a faculty member's profile an
 * administrator edits ("Update Faculty's Profile").
 */
export function profileViewFor(input: ProfileViewInput): ProfileView {
  const { coauthorId } = input;
  if (coauthorId === null) return { mode: 'own', target: { kind: 'own' }, title: PROFILE_TITLES.own };
  const target: ProfileTarget = { kind: 'author', authorId: coauthorId };
  if (coauthorId === input.ownAuthorId) {
    return input.readOnlyRoute ? { mode: 'readOnly', target, title: PROFILE_TITLES.readOnly } : { mode: 'own', target: { kind: 'own' }, title: PROFILE_TITLES.own };
  }
  if (input.isAdmin && !input.isReadOnly && !input.readOnlyRoute) return { mode: 'adminEdit', target, title: PROFILE_TITLES.adminEdit };
  return { mode: 'readOnly', target, title: PROFILE_TITLES.readOnly };
}

export type ProfileRouteContent = { kind: 'profile'; coauthorId: number | null } | { kind: 'university' } | { kind: 'nothing' };

/**
 * What /dashboard/profileEdit and /dashboards/profileEdit show. The faculty route: the author of
 * ?coauthorid, else the caller's own profile (nothing for an administrator without one). The university route (read-only): the author of
 * ?coauthorid; without one, a university user's own university profile (with its picture upload),
 * and for anybody else the author last opened (the stored coauthorid), else nothing.
 */
export function profileRouteContent(input: { readOnlyRoute: boolean; searchCoauthorId: number | undefined; storedCoauthorId: number | null; userType: string; ownAuthorId: number | null }): ProfileRouteContent {
  if (input.searchCoauthorId !== undefined) return { kind: 'profile', coauthorId: input.searchCoauthorId };
  // an administrator without an author record of their own has no 'My Profile' to show
  if (!input.readOnlyRoute) return input.ownAuthorId === null && input.userType === 'admin' ? { kind: 'nothing' } : { kind: 'profile', coauthorId: null };
  if (input.userType === 'university') return { kind: 'university' };
  return input.storedCoauthorId === null ? { kind: 'nothing' } : { kind: 'profile', coauthorId: input.storedCoauthorId };
}

/**
 * What the profile route shows for the signed-in user, the address and the stored coauthorid: the
 * screen and the route's loader both read it here, so the loader fetches the profile the screen asks for.
 */
export function profilePageFor(input: {
  readOnlyRoute: boolean;
  search: { coauthorid?: number; isReadOnly?: boolean };
  storedCoauthorId: number | null;
  userType: string;
  ownAuthorId: number | null;
}): { content: ProfileRouteContent; view: ProfileView } {
  const content = profileRouteContent({
    readOnlyRoute: input.readOnlyRoute, searchCoauthorId: input.search.coauthorid, storedCoauthorId: input.storedCoauthorId,
    userType: input.userType, ownAuthorId: input.ownAuthorId,
  });
  const view = profileViewFor({
    coauthorId: content.kind === 'profile' ? content.coauthorId : null,
    isReadOnly: input.search.isReadOnly === true,
    readOnlyRoute: input.readOnlyRoute,
    isAdmin: input.userType === 'admin',
    ownAuthorId: input.ownAuthorId,
  });
  return { content, view };
}

/** Editing controls: edit mode on, and the profile not verified (an administrator may edit a verified profile). */
export function canEditProfile(mode: ProfileMode, editMode: boolean, verified: boolean): boolean {
  if (!editMode) return false;
  if (mode === 'adminEdit') return true;
  return mode === 'own' && !verified;
}

/** The EDIT/DONE toggle is offered on the own profile (unless verified) and to an administrator editing. */
export function showsEditToggle(mode: ProfileMode, verified: boolean): boolean {
  return mode === 'adminEdit' || (mode === 'own' && !verified);
}

export const PROFILE_COMPLETE_MESSAGE = 'Your profile is complete: every screen is open now.';

/**
 * DONE on a faculty member's own profile (docs/requirements/profile-and-accounts.md §4): completeness recomputed and saved.
 * The update to send, or null for other views. The server recomputes it on every save as well.
 */
export function completenessOnDone(mode: ProfileMode, profile: ProfileForCompleteness): { is_complete: boolean } | null {
  if (mode !== 'own') return null;
  return { is_complete: missingProfileItems(profile).length === 0 };
}

/** The banner of missing mandatory items: own profile, incomplete, with items the server listed. */
export function missingItemsBanner(mode: ProfileMode, profile: Pick<TAuthorProfile, 'is_complete'> & { missing_items: string[] }): string[] {
  if (mode !== 'own' || profile.is_complete) return [];
  return profile.missing_items;
}

export interface NumberedPaper {
  number: number;
  paper: TProfilePaper;
}

/** Papers in the app's one order (papersByYearDescending: newest year first, then by title), numbered from 1. */
export function numberedPapers(papers: readonly TProfilePaper[]): NumberedPaper[] {
  return papersByYearDescending(papers).map((paper, index) => ({ number: index + 1, paper }));
}

export function personName(person: { first_name: string; mid_name: string; last_name: string }): string {
  return [person.first_name, person.mid_name, person.last_name].map((part) => part.trim()).filter((part) => part !== '').join(' ');
}

/** The header line: prefix, names and suffix ('Dr. Jane A. Doe, PhD'). */
export function displayName(profile: Pick<TAuthorProfile, 'prefix' | 'first_name' | 'mid_name' | 'last_name' | 'suffix'>): string {
  const name = [profile.prefix.trim(), personName(profile)].filter((part) => part !== '').join(' ');
  return profile.suffix.trim() === '' ? name : `${name}, ${profile.suffix.trim()}`;
}

export const GENDER_OPTIONS = [
  { value: 'm', label: 'Male' },
  { value: 'f', label: 'Female' },
  { value: 'o', label: 'Other' },
] as const;

export function genderLabel(code: string): string {
  return GENDER_OPTIONS.find((option) => option.value === code)?.label ?? '';
}

/** Years offered in Add Your Paper: current year down to 1940. */
export function paperYears(currentYear: number): string[] {
  const years: string[] = [];
  for (let year = currentYear; year >= 1940; year -= 1) years.push(String(year));
  return years;
}
