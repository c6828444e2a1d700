// Update Faculty's search parameters (?id&type&action). A plain function with no zod and no
// @ri/contracts value import: validateSearch lands in the entry chunk every page downloads.

export const FACULTY_VIEWS = ['search', 'check', 'compare'] as const;
export type FacultyView = (typeof FACULTY_VIEWS)[number];

export interface UpdateFacultySearch {
  /** the university (the administrators' screen; /dashboards takes it from the scope) */
  id?: number;
  /** which list is shown */
  type?: FacultyView;
  /** the compare list filtered to one action */
  action?: string;
}

const ACTIONS = ['Add Name', 'Remove Name', 'Promoted', 'Marker_Mismatch', 'No Middle Name', 'Name Variation', 'No Action'];

/** ?id=<positive integer>&type=search|check|compare&action=<a compare action>; anything else is dropped. */
export function parseUpdateFacultySearch(search: Record<string, unknown>): UpdateFacultySearch {
  const result: UpdateFacultySearch = {};
  const id = typeof search.id === 'number' ? search.id : typeof search.id === 'string' && /^\d+$/.test(search.id.trim()) ? Number(search.id) : Number.NaN;
  if (Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647) result.id = id;
  if (typeof search.type === 'string' && (FACULTY_VIEWS as readonly string[]).includes(search.type)) result.type = search.type as FacultyView;
  if (typeof search.action === 'string' && ACTIONS.includes(search.action)) result.action = search.action;
  return result;
}
