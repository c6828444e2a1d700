// Step 6 of a profile update: the work history. A non-admin keeps every stored entry, cannot move an entry to
// another school or university, and gets each entry's marker from the server's rule (facultyWorkMarker); a new
// current (Present) entry may become the current position, marker and university; deleting the current one hands the
// position to the next current entry or clears it (positionAfterRemoval).
import {
  applyNewPresentEntry, duplicatePresentNote, effectiveMarker, isBlank, isPresent, markerValue, parseYear, positionAfterRemoval, rankFromMarker,
  UNKNOWN_MARKER_MESSAGE, validateWorkItem, ZMarkerInput, type CurrentPosition, type WorkItem,
} from '@ri/metrics';
import { Forbidden, ValidationFailed } from '../../../http/errors.ts';
import { WORK_LOCKED_MESSAGE } from '../messages.ts';
import type * as queries from '../queries.ts';
import { facultyWorkMarker, toWorkItem } from '../workItems.ts';
import { firstIssue, P, sameText, toId, type UpdateRequest } from './context.ts';
import type { NextAuthor } from './personal.ts';

export interface WorkOutcome {
  /** the work history to store, or null when the update does not send it */
  workWrites: queries.WorkWrite[] | null;
  /** notes for the answer (a second current entry ...) */
  extraWarnings: string[];
  /** whether the university changed, by the personal step or by a new current entry */
  universityChanged: boolean;
}

export async function workStep(request: UpdateRequest, next: NextAuthor, universityChanged: boolean): Promise<WorkOutcome> {
  const { fields, isAdmin, current, currentYear, resolveUniversities } = request;
  const { author, profile: before } = current;
  const extraWarnings: string[] = [];
  let workWrites: queries.WorkWrite[] | null = null;
  let position: CurrentPosition = {
    position: next.position, marker: next.marker, univ_id: next.university_id, univ_name: next.univ_name,
    department: before.department, percent_appointment: before.percent_appointment,
  };
  let presentMovedUniversity = false;
  if (fields.work_history_manual !== undefined) {
    const stored = new Map(current.work.map((w) => [w.id, toWorkItem(w)]));
    const inputs = fields.work_history_manual;
    const storedIdOf = (input: (typeof inputs)[number]): number | null => {
      if (input.isNew) return null;
      const id = toId(input.id as string | number | undefined);
      return id !== null && stored.has(id) ? id : null;
    };
    // a stored entry left out is deleted: the profile's owner may remove a wrong entry of their own (issue 22; the web
    // asks Yes/No first); the update only ever reaches the caller's own entries (`stored` is this author's)
    const universities = await resolveUniversities(inputs.map((w) => ({ univId: w.univId, institution: w.institution })));
    const seen = new Set<number>();
    const items = inputs.map((input, index) => {
      let storedId = storedIdOf(input);
      if (storedId !== null && seen.has(storedId)) storedId = null;
      if (storedId !== null) seen.add(storedId);
      const old = storedId === null ? undefined : stored.get(storedId);
      const university = universities[index] ?? null;
      const toPresent = isPresent(input.to as string | number | null | undefined);
      const fromYear = parseYear(input.from ?? null);
      const toYear = toPresent ? null : parseYear(input.to ?? null);
      if (isAdmin && !ZMarkerInput.safeParse(input.marker).success) throw new ValidationFailed(UNKNOWN_MARKER_MESSAGE, `${P}work_history_manual.${index}.marker`);
      // a non-admin's entry gets its marker from the server's rule only (facultyWorkMarker); sending another is refused
      const marker = isAdmin ? effectiveMarker({ marker: input.marker ?? null, title: input.title }) : facultyWorkMarker(input, old);
      const school = (input.school ?? '').trim();
      const subTitle = (input.subTitle ?? '').trim();
      if (old !== undefined && !isAdmin) {
        const univId = toId(input.univId);
        if (!sameText(old.school, school) || !sameText(old.institution, input.institution) || (univId !== null && univId !== old.univId)) {
          throw new Forbidden(WORK_LOCKED_MESSAGE);
        }
      }
      const unchanged = old !== undefined && old.title === input.title.trim() && old.subTitle === subTitle && old.school === school
        && old.institution === input.institution.trim() && old.from === fromYear && (old.to === 'Present' ? toPresent : old.to === toYear)
        && (input.marker === undefined || input.marker === null || markerValue(input.marker) === old.marker);
      if (!unchanged) {
        firstIssue(validateWorkItem({
          title: input.title, subTitle, school, institution: input.institution,
          institutionChosen: university !== null || (isAdmin && !isBlank(input.institution)),
          from: input.from ?? null, to: input.to ?? null, marker: isAdmin ? input.marker ?? null : marker,
        }, { currentYear, ...(isAdmin ? {} : { authorRank: rankFromMarker(author.marker) }) }), `${P}work_history_manual.${index}.`);
      }
      const write: queries.WorkWrite = {
        id: storedId, title: input.title.trim(), subTitle, school, institution: input.institution.trim(),
        universityId: university?.id ?? old?.univId ?? null, fromYear, toYear, marker: unchanged && old && isAdmin ? old.marker : marker,
      };
      return { write, isNew: storedId === null };
    });
    workWrites = items.map((i) => i.write);

    // a new current (Present) entry may become the current position, marker and university
    const asWorkItems: WorkItem[] = items.map((item, index) => ({
      id: item.write.id ?? `new-${index}`, title: item.write.title, subTitle: item.write.subTitle, school: item.write.school,
      institution: item.write.institution, univId: item.write.universityId, from: item.write.fromYear,
      to: item.write.toYear ?? 'Present', marker: item.write.marker,
    }));
    // a deleted entry that was the current position hands it to the next current entry, or clears it (docs/profile.md)
    const removed = [...stored.entries()].filter(([id]) => !seen.has(id)).map(([, item]) => item);
    const fallback = positionAfterRemoval(position, removed, asWorkItems.filter((_, index) => !items[index]!.isNew));
    if (fallback.universityChanged) presentMovedUniversity = true;
    position = fallback.profile;
    for (const [index, item] of items.entries()) {
      const entry = asWorkItems[index]!;
      if (!item.isNew || !isPresent(entry.to)) continue;
      const others = asWorkItems.filter((_, i) => i !== index);
      const note = duplicatePresentNote(others, entry);
      if (note) extraWarnings.push(note);
      const result = applyNewPresentEntry(position, others, entry);
      if (result.universityChanged && item.write.universityId === null) {
        // not a university of ours: the position may change, the university cannot
        position = { ...position, position: result.profile.position, marker: result.profile.marker };
      } else {
        if (result.universityChanged) presentMovedUniversity = true;
        position = result.profile;
      }
    }
  }
  if (fields.position === undefined) next.position = position.position;
  next.marker = markerValue(position.marker);
  if (fields.univ_id === undefined && presentMovedUniversity) {
    next.university_id = toId(position.univ_id);
    next.univ_name = position.univ_name;
    universityChanged = next.university_id !== author.university_id;
  }
  return { workWrites, extraWarnings, universityChanged };
}
