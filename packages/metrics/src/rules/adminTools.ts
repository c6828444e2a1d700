import { isValidEmail } from './email.ts';
import { validatePersonNames } from './personName.ts';
import { markerValue, needsPositionTitle, UNKNOWN_MARKER_MESSAGE, ZMarkerInput, type Marker } from './positions.ts';
import { validateGoogleScholarProfile, validateResearchGateProfile } from './researchProfiles.ts';
import { isBlank, isChosenId, ruleIssue, type RuleIssue } from './ruleIssues.ts';

// docs/requirements/admin-tools.md §5. The e-mail and marker-value texts are ours.
export const ADMIN_TOOL_MESSAGES = {
  selectUniversity: 'Please select a university',
  authorSearchNames: 'First name and last name are required to search for authors',
  completeRequiredFields: 'Complete all required fields',
  emailNotValid: 'Email is not valid',
  selectAuthorToMerge: 'Please select an author to merge',
  markerNeeded: 'Marker needed or different author!',
  unknownMarker: UNKNOWN_MARKER_MESSAGE,
} as const;

/** University directory search and Update Faculty: a university must be selected. */
export function validateUniversitySelected(universityId: string | number | null | undefined): RuleIssue[] {
  return isChosenId(universityId) ? [] : [ruleIssue('university', ADMIN_TOOL_MESSAGES.selectUniversity)];
}

/** Add Author's 'Look if Author exists': first and last name, after trimming. */
export function validateAuthorSearch(input: { first_name: string | null | undefined; last_name: string | null | undefined }): RuleIssue[] {
  const issues: RuleIssue[] = [];
  if (isBlank(input.first_name)) issues.push(ruleIssue('first_name', ADMIN_TOOL_MESSAGES.authorSearchNames));
  if (isBlank(input.last_name)) issues.push(ruleIssue('last_name', ADMIN_TOOL_MESSAGES.authorSearchNames));
  return issues;
}

export interface CreateAuthorInput {
  first_name: string;
  last_name: string;
  univ_name: string;
  email: string;
  /** the Title choice: a position-type label ('Named Chair') or a title text */
  title: string;
  /** the free Position Title, needed when the title choice has no fixed title */
  position_title?: string | null;
  marker?: Marker;
  google_scholar_link?: string | null;
  google_scholar_author_name?: string | null;
  research_gate_link?: string | null;
  research_gate_author_name?: string | null;
}

/**
 * Create new record: first name, last name, university, e-mail and title required, and a
 * position title when the title choice has no fixed one ('Complete all required fields' on each
 * missing field); then a well-formed e-mail, a known marker if one is typed, and the Google
 * Scholar / ResearchGate link rules.
 */
export function validateCreateAuthor(input: CreateAuthorInput): RuleIssue[] {
  const issues: RuleIssue[] = [];
  const required: Array<[string, string | null | undefined]> = [
    ['first_name', input.first_name],
    ['last_name', input.last_name],
    ['univ_name', input.univ_name],
    ['email', input.email],
    ['title', input.title],
  ];
  for (const [field, value] of required) if (isBlank(value)) issues.push(ruleIssue(field, ADMIN_TOOL_MESSAGES.completeRequiredFields));
  issues.push(...validatePersonNames({ first_name: input.first_name, last_name: input.last_name }));
  if (needsPositionTitle(input.title) && isBlank(input.position_title)) issues.push(ruleIssue('position_title', ADMIN_TOOL_MESSAGES.completeRequiredFields));
  if (!isBlank(input.email) && !isValidEmail(input.email)) issues.push(ruleIssue('email', ADMIN_TOOL_MESSAGES.emailNotValid));
  if (!ZMarkerInput.safeParse(input.marker).success) issues.push(ruleIssue('marker', ADMIN_TOOL_MESSAGES.unknownMarker));
  issues.push(
    ...validateGoogleScholarProfile({ link: input.google_scholar_link, name: input.google_scholar_author_name }),
    ...validateResearchGateProfile({ link: input.research_gate_link, name: input.research_gate_author_name }),
  );
  return issues;
}

function markerText(marker: Marker): string {
  return marker === null || marker === undefined ? '' : String(marker);
}

/** Merge needs a chosen candidate; 'No Merge Required' does not. */
export function validateMergeDecision(input: { merge: boolean; candidateId: string | number | null | undefined }): RuleIssue[] {
  if (input.merge && !isChosenId(input.candidateId)) return [ruleIssue('author_final_id', ADMIN_TOOL_MESSAGES.selectAuthorToMerge)];
  return [];
}

/**
 * Update Faculty marker update: a marker must have been typed for this same author (the typed
 * value belongs to the row it was typed in), and it must be a known marker value.
 */
export function validateMarkerUpdate(input: {
  authorId: string | number;
  typed: { authorId: string | number | null | undefined; marker: Marker } | null | undefined;
}): RuleIssue[] {
  const typed = input.typed;
  if (typed === null || typed === undefined || isBlank(markerText(typed.marker)) || String(typed.authorId) !== String(input.authorId)) {
    return [ruleIssue('new_marker', ADMIN_TOOL_MESSAGES.markerNeeded)];
  }
  if (markerValue(typed.marker) === null || !ZMarkerInput.safeParse(typed.marker).success) return [ruleIssue('new_marker', ADMIN_TOOL_MESSAGES.unknownMarker)];
  return [];
}
