// Step 5 of a profile update: the education entries, each checked unless unchanged, and the PhD that
// starts the research career (Choose PHD when several could).
import { choosePhdToConsider, isBlank, normaliseDegree, parseYear, validateEducation } from '@ri/metrics';
import { ValidationFailed } from '../../../http/errors.ts';
import { CHOOSE_PHD_MESSAGE } from '../messages.ts';
import type * as queries from '../queries.ts';
import { firstIssue, P, type UpdateRequest } from './context.ts';

/** The education to store, or null when the update does not send it. */
export async function educationStep({ fields, isAdmin, current, currentYear, resolveUniversities }: UpdateRequest): Promise<queries.EducationWrite[] | null> {
  const before = current.profile;
  if (fields.education === undefined) return null;
  const stored = new Map(before.education.map((e) => [e.id, e]));
  const universities = await resolveUniversities(fields.education.map((e) => ({ univId: e.univId, institution: e.institution })));
  const items = fields.education.map((input, index) => {
    const university = universities[index] ?? null;
    const old = input.id === undefined ? undefined : stored.get(input.id);
    const year = input.year === undefined || input.year === null ? null : parseYear(input.year);
    const unchanged = old !== undefined && !input.isNew && old.degree === input.degree.trim() && old.institution === input.institution.trim()
      && old.year === year && old.area === input.area.trim() && old.advisorFirstName === input.advisorFirstName.trim()
      && old.advisorLastName === input.advisorLastName.trim();
    if (!unchanged) {
      firstIssue(validateEducation({
        degree: input.degree, area: input.area, institution: input.institution,
        institutionChosen: university !== null || (isAdmin && !isBlank(input.institution)),
        year: input.year ?? null, advisorFirstName: input.advisorFirstName, advisorLastName: input.advisorLastName,
        mode: input.mode ?? 'havePhd',
      }, currentYear), `${P}education.${index}.`);
    }
    return {
      id: index + 1,
      degree: normaliseDegree(input.degree),
      isPHDtoConsider: input.isPHDtoConsider === true,
      write: {
        area: input.area.trim(), institution: input.institution.trim(), universityId: university?.id ?? (unchanged ? old?.univId ?? null : null), year,
        advisorFirstName: input.advisorFirstName.trim(), advisorLastName: input.advisorLastName.trim(),
        coadvisorFirstName: input.coadvisorFirstName.trim(), coadvisorLastName: input.coadvisorLastName.trim(),
      },
    };
  });
  const choice = choosePhdToConsider(items.map((i) => ({ id: i.id, degree: i.degree, isPHDtoConsider: i.isPHDtoConsider })));
  if (choice.status === 'needsChoice') throw new ValidationFailed(CHOOSE_PHD_MESSAGE, `${P}education`);
  return items.map((item, index) => ({
    ...item.write, degree: item.degree, isPhdToConsider: choice.education[index]?.isPHDtoConsider === true,
  }));
}
