// Update Faculty's search parameters (?id&type&action): a zod/mini schema (scope/searchSchema.ts), no
// @ri/contracts value import: validateSearch lands in the entry chunk every page downloads.
import { searchChoice, searchId, searchSchema } from '../../scope/searchSchema.ts';

export const FACULTY_VIEWS = ['search', 'check', 'compare'] as const;
export type FacultyView = (typeof FACULTY_VIEWS)[number];

export interface UpdateFacultySearch {
  /** the university (the administrators' screen; /dashboards takes it from the scope) */
  id?: number;
  /** which list is shown */
  type?: FacultyView;
  /** the compare list filtered to one action (one of ACTIONS once read from the address) */
  action?: string;
}

const ACTIONS = ['Add Name', 'Remove Name', 'Promoted', 'Marker_Mismatch', 'No Middle Name', 'Name Variation', 'No Action'] as const;

/** validateSearch of /dashboard/updateFaculty and /dashboards/updateFaculty. */
export const updateFacultySearchSchema = searchSchema({
  id: searchId,
  type: searchChoice(FACULTY_VIEWS),
  action: searchChoice(ACTIONS),
});

/** The schema as a function (tests). */
export const parseUpdateFacultySearch = (search: Record<string, unknown>): UpdateFacultySearch => updateFacultySearchSchema.parse(search);
