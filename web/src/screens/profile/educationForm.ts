import type { TEducationItem, TEducationItemInput } from '@ri/contracts';
import { normaliseDegree, removeEducationItem, renumberEducation } from '@ri/metrics';
import type { EducationModalMode } from '@ri/metrics';

// Add Education (seed 000 sections 3-5): the form's values and the list sent in a profile update.

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

/** The stored list without one entry, renumbered (seed 000 section 4). */
export function educationWithout(existing: readonly TEducationItem[], id: number): TEducationItemInput[] {
  return removeEducationItem(existing, id).map(educationInputOf);
}
