import { DIRECTORY_MESSAGES } from '@ri/contracts/directory';
import { ADMIN_TOOL_MESSAGES } from '@ri/metrics';
import type { ManualMappingRouteSearch } from './manualMappingSearch.ts';

export interface ManualMappingForm {
  firstName: string;
  lastName: string;
  universityText: string;
  universityId: number | null;
}

export type ManualMappingCheck =
  | { ok: true; search: { first_name: string; last_name: string; univ_id: number } }
  | { ok: false; field: 'university' | 'name'; message: string };

/**
 * docs/requirements/admin-tools.md §5: the search needs a non-empty university text, and that text must be a
 * university from the suggestions (the server searches by id); names are trimmed, and at least
 * one is needed.
 */
export function checkManualMappingForm(form: ManualMappingForm): ManualMappingCheck {
  if (form.universityText.trim() === '' || form.universityId === null) return { ok: false, field: 'university', message: ADMIN_TOOL_MESSAGES.selectUniversity };
  const first = form.firstName.trim();
  const last = form.lastName.trim();
  if (first === '' && last === '') return { ok: false, field: 'name', message: DIRECTORY_MESSAGES.nameNeeded };
  return { ok: true, search: { first_name: first, last_name: last, univ_id: form.universityId } };
}

/** The query a search in the address stands for, or null when it cannot run. */
export function querySearchOf(search: ManualMappingRouteSearch): { first_name: string; last_name: string; univ_id: number } | null {
  if (search.univ === undefined || (search.first === undefined && search.last === undefined)) return null;
  return { first_name: search.first ?? '', last_name: search.last ?? '', univ_id: search.univ };
}
