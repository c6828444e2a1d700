import { isPhdLike } from './degrees.ts';
import { isCvLink } from './personalInformation.ts';
import { isBlank, isChosenId } from './ruleIssues.ts';
import { defaultPosition, type WorkItem } from './workHistory.ts';

/**
 * The banner items of an incomplete faculty profile (docs/requirements/profile-and-accounts.md §5: "Missing items are
 * listed as 'Add ...'"), in the order of the seed's list.
 */
export const PROFILE_ITEMS = {
  firstName: 'Add First Name',
  education: 'Add Education',
  phdDegree: 'Add PhD Degree',
  workExperience: 'Add Work Experience',
  position: 'Add Position',
  email: 'Add Email',
  cv: 'Add CV',
  university: 'Add University',
} as const;

export interface ProfileForCompleteness {
  first_name: string;
  email: string;
  cv: string | null | undefined;
  position: string | null | undefined;
  univ_id: string | number | null | undefined;
  univ_name: string | null | undefined;
  education: ReadonlyArray<{ degree: string }>;
  work_history_manual: readonly WorkItem[];
}

/**
 * What the profile lacks: first name, education, a PhD-like degree, work experience, a position
 * (the profile's own, or else defaulted from the work history), e-mail, a CV link, a university
 * chosen from the list (an id, not only a typed name).
 */
export function missingProfileItems(profile: ProfileForCompleteness): string[] {
  const missing: string[] = [];
  if (isBlank(profile.first_name)) missing.push(PROFILE_ITEMS.firstName);
  if (profile.education.length === 0) missing.push(PROFILE_ITEMS.education);
  if (!profile.education.some((item) => isPhdLike(item.degree))) missing.push(PROFILE_ITEMS.phdDegree);
  if (profile.work_history_manual.length === 0) missing.push(PROFILE_ITEMS.workExperience);
  if (isBlank(profile.position) && defaultPosition(profile.work_history_manual) === '') missing.push(PROFILE_ITEMS.position);
  if (isBlank(profile.email)) missing.push(PROFILE_ITEMS.email);
  if (!isCvLink(profile.cv)) missing.push(PROFILE_ITEMS.cv);
  if (isBlank(profile.univ_name) || !isChosenId(profile.univ_id)) missing.push(PROFILE_ITEMS.university);
  return missing;
}

export function isProfileComplete(profile: ProfileForCompleteness): boolean {
  return missingProfileItems(profile).length === 0;
}

/** The position to show and save: the profile's own, or the one defaulted from the work history. */
export function effectivePosition(profile: Pick<ProfileForCompleteness, 'position' | 'work_history_manual'>): string {
  const own = (profile.position ?? '').trim();
  return own !== '' ? own : defaultPosition(profile.work_history_manual);
}

/** is_complete is set true and saved when all items are present and it was false (docs/requirements/profile-and-accounts.md §4). */
export function shouldMarkProfileComplete(profile: ProfileForCompleteness & { is_complete: boolean }): boolean {
  return !profile.is_complete && isProfileComplete(profile);
}
