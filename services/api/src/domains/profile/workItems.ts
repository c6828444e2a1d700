// A work-history entry as stored and as the profile answers it, and the marker rule of a faculty member's entry.
import { markerValue, positionTypeOfMarker, positionTypeOfTitle, rankFromMarker } from '@ri/metrics';
import type { TWorkItem } from '@ri/contracts';
import { Forbidden } from '../../http/errors.ts';
import { ADMIN_ONLY_FIELD_MESSAGE } from './messages.ts';
import type * as queries from './queries.ts';

export function toWorkItem(w: queries.WorkRow): TWorkItem {
  return {
    id: w.id, title: w.title, subTitle: w.sub_title, school: w.school, institution: w.institution, univId: w.university_id,
    from: w.from_year, to: w.to_year ?? 'Present', marker: w.marker, rank: w.rank ?? rankFromMarker(w.marker),
  };
}

/**
 * The marker of a faculty member's work entry (docs/profile.md, "Admin-only fields"): its title's position type's,
 * or, for a stored entry whose type (or free title) is unchanged, the stored one (a two-digit form an administrator
 * set stays). A marker sent that differs from it is refused: a non-admin never chooses a marker.
 */
export function facultyWorkMarker(
  input: { title: string; marker?: string | number | null | undefined },
  old: { title: string; marker: number | null } | undefined,
): number | null {
  const titleType = positionTypeOfTitle(input.title);
  const sameType = old !== undefined && (titleType === null
    ? old.title.trim().toLowerCase() === input.title.trim().toLowerCase()
    : positionTypeOfMarker(old.marker)?.marker === titleType.marker || positionTypeOfTitle(old.title)?.marker === titleType.marker);
  const sent = input.marker === undefined || input.marker === null || input.marker === '' ? undefined : markerValue(input.marker);
  const marker = sameType && old.marker !== null && (sent === undefined || sent === old.marker) ? old.marker : titleType?.marker ?? null;
  if (sent !== undefined && sent !== marker) throw new Forbidden(ADMIN_ONLY_FIELD_MESSAGE('the marker'));
  return marker;
}
