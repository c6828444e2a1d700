// Step 1 of a profile update: the admin-only fields (docs/requirements/profile-and-accounts.md §6) are refused for others
// when they would change; an administrator's marker keeps the one marker rule (ZMarkerInput, the same as
// Add Author's and Update Faculty's).
import { UNKNOWN_MARKER_MESSAGE, ZMarkerInput } from '@ri/metrics';
import { Forbidden, ValidationFailed } from '../../../http/errors.ts';
import { ADMIN_ONLY_FIELD_MESSAGE } from '../messages.ts';
import { cleanList, P, type UpdateRequest } from './context.ts';

export function checkAdminOnlyFields({ fields, isAdmin, current: { author } }: UpdateRequest): void {
  if (isAdmin && !ZMarkerInput.safeParse(fields.marker).success) throw new ValidationFailed(UNKNOWN_MARKER_MESSAGE, `${P}marker`);
  if (!isAdmin) {
    const markerSent = fields.marker === undefined ? undefined : fields.marker === '' || fields.marker === null ? null : fields.marker;
    if (markerSent !== undefined && markerSent !== author.marker) throw new Forbidden(ADMIN_ONLY_FIELD_MESSAGE('the marker'));
    if (fields.name_variations !== undefined && JSON.stringify(cleanList(fields.name_variations)) !== JSON.stringify(author.name_variations)) {
      throw new Forbidden(ADMIN_ONLY_FIELD_MESSAGE('the name variations'));
    }
    if (fields.unusual_work_hist !== undefined && fields.unusual_work_hist !== author.unusual_work_hist) throw new Forbidden(ADMIN_ONLY_FIELD_MESSAGE('the unusual profile flag'));
    if (fields.univ_profile_link !== undefined && fields.univ_profile_link.trim() !== author.univ_profile_link) throw new Forbidden(ADMIN_ONLY_FIELD_MESSAGE('the university profile link'));
  }
}
