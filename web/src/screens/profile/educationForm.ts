import type { TEducationItem, TEducationItemInput } from '@ri/contracts/profile';
import { applyPhdChoice, choosePhdToConsider, isPhdLike, normaliseDegree, removeEducationItem, renumberEducation } from '@ri/metrics';
import type { EducationModalMode } from '@ri/metrics';

// Add Education (docs/requirements/profile-and-accounts.md §3-5): the form's values and the list sent in a profile update.

export interface EducationForm {
  mode: EducationModalMode;
  degree: string;
  area: string;
  institution: string;
  /** the university chosen from the suggestions; null while the text is only typed */
  univId: number | null;
  year: string;
  advisorFirstName: string;
  advisorLastName: string;
  coadvisorFirstName: string;
  coadvisorLastName: string;
}

export const EMPTY_EDUCATION_FORM: EducationForm = {
  mode: 'havePhd',
  degree: '',
  area: '',
  institution: '',
  univId: null,
  year: '',
  advisorFirstName: '',
  advisorLastName: '',
  coadvisorFirstName: '',
  coadvisorLastName: '',
};

/** A stored item as sent back in an update (unchanged). */
export function educationInputOf(item: TEducationItem): TEducationItemInput {
  return { ...item };
}

/** The stored list plus the new entry (degree normalised, names trimmed), renumbered from 1. */
export function educationWithNew(existing: readonly TEducationItem[], form: EducationForm): TEducationItemInput[] {
  const added: TEducationItemInput & { id: number } = {
    id: existing.length + 1,
    degree: normaliseDegree(form.degree),
    institution: form.institution.trim(),
    univId: form.univId,
    year: Number(form.year.trim()),
    area: form.area.trim(),
    advisorFirstName: form.advisorFirstName.trim(),
    advisorLastName: form.advisorLastName.trim(),
    coadvisorFirstName: form.coadvisorFirstName.trim(),
    coadvisorLastName: form.coadvisorLastName.trim(),
    isNew: true,
    mode: form.mode,
  };
  return renumberEducation([...existing.map((item) => ({ ...educationInputOf(item), id: item.id })), added]);
}

/** The stored list without one entry, renumbered (docs/requirements/profile-and-accounts.md §4). */
export function educationWithout(existing: readonly TEducationItem[], id: number): TEducationItemInput[] {
  return removeEducationItem(existing, id).map(educationInputOf);
}

/** Add Phd: the Add Education form preset for a doctorate (offered while the profile has none). */
export const ADD_PHD_FORM: EducationForm = { ...EMPTY_EDUCATION_FORM, mode: 'havePhd', degree: 'Ph.D.' };

type ListItem = TEducationItemInput & { id: number };

/**
 * Which PhD starts the research career, after a change (docs/requirements/profile-and-accounts.md §4): null when nothing
 * needs asking (no PhD, or one: flagged automatically by the server); otherwise the candidates
 * for the Choose PHD dialog and the one chosen so far. Adding a PhD beside another one asks;
 * otherwise only a list with several PhDs and no single choice asks.
 */
export function phdChoiceNeeded(list: readonly ListItem[], addedPhd: boolean): { candidates: ListItem[]; chosenId: number | null } | null {
  const candidates = list.filter((item) => isPhdLike(item.degree));
  if (candidates.length < 2) return null;
  const choice = choosePhdToConsider(list);
  if (choice.status === 'kept' && !addedPhd) return null;
  return { candidates, chosenId: choice.status === 'kept' ? choice.phdId : null };
}

/** The list with the Choose PHD dialog's answer applied (the flag on that PhD only). */
export function withPhdChoice(list: readonly ListItem[], phdId: number): ListItem[] {
  return applyPhdChoice(list, phdId) ?? [...list];
}

/** The list as stored, with ids, for the chooser after a removal or a change of choice. */
export function educationList(existing: readonly TEducationItem[]): ListItem[] {
  return existing.map((item) => ({ ...educationInputOf(item), id: item.id }));
}

/** The stored list plus the new entry, with ids (educationWithNew always numbers them). */
export function educationListWithNew(existing: readonly TEducationItem[], form: EducationForm): ListItem[] {
  return educationWithNew(existing, form) as ListItem[];
}

/** The stored list without one entry, with ids. */
export function educationListWithout(existing: readonly TEducationItem[], id: number): ListItem[] {
  return educationWithout(existing, id) as ListItem[];
}

export function educationLabel(item: Pick<TEducationItemInput, 'degree' | 'area' | 'institution' | 'year'>): string {
  const head = [item.degree, item.area].filter((part) => part.trim() !== '').join(', ');
  const year = item.year === null || item.year === undefined || item.year === '' ? '' : ` (${String(item.year)})`;
  return `${head} — ${item.institution}${year}`;
}
