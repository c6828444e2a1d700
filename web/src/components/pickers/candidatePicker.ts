import { isPersonName, PERSON_NAME_MESSAGE } from '@ri/metrics';
import type { TCandidateRow } from '@ri/contracts/accounts';
import type { CandidateSearch } from '../../api/accounts/accountRequests.ts';

// The candidate picker of docs/requirements/dashboards.md ("Candidate picker modal", sections 4, 5 and 8): a faculty
// member named by first name, last name and university, looked up with GET signup?fn&ln&uid and
// chosen in the 'Select a candidate' modal. Used by Hire Impact and Cohort Analysis.

/** docs/requirements/dashboards.md §8, and the toast duration of section 9. */
export const CANDIDATE_MESSAGES = {
  selectCandidate: 'Please select a candidate',
  noRecord: 'We dont have record for this author in our database',
  correctFacultyInfo: 'Please enter correct faculty info',
  /** every name field accepts letters of any script, spaces, apostrophes, hyphens and periods (docs/accounts-and-claims.md) */
  lettersOnly: PERSON_NAME_MESSAGE,
} as const;
export const CANDIDATE_TOAST_MS = 5000;

export interface CandidatePickerValue {
  firstName: string;
  lastName: string;
  /** the text of the university field */
  univName: string;
  /** set when the university was picked from the suggestions (or is the only or exact match) */
  univId: number | null;
  /** the chosen author's id; kept in URLs, so it may be known before the candidate's details */
  candidateId: number | null;
  /** the chosen author's details once the lookup has answered */
  candidate: TCandidateRow | null;
}

export const EMPTY_CANDIDATE_PICKER: CandidatePickerValue = {
  firstName: '', lastName: '', univName: '', univId: null, candidateId: null, candidate: null,
};

/**
 * The name fields accept letters of any script, spaces, apostrophes, hyphens and periods (docs/requirements/dashboards.md
 * section 5 said letters and spaces; O'Brien and Smith-Jones are real names: docs/accounts-and-claims.md), and are not blank.
 */
export function isCandidateName(text: string): boolean {
  return text.trim() !== '' && isPersonName(text);
}

/** The error under a name field: only for text that has a character a name does not have. */
export function candidateNameError(text: string): string | null {
  return text === '' || isPersonName(text) ? null : CANDIDATE_MESSAGES.lettersOnly;
}

/**
 * GET signup?fn&ln&uid, sent lowercased (docs/requirements/dashboards.md §7); null until both names are valid and
 * the university was picked (section 5: the lookup runs only when all three are valid).
 */
export function candidateLookupFor(value: Pick<CandidatePickerValue, 'firstName' | 'lastName' | 'univId'>): CandidateSearch | null {
  if (!isCandidateName(value.firstName) || !isCandidateName(value.lastName) || value.univId === null) return null;
  return { fn: value.firstName.trim().toLowerCase(), ln: value.lastName.trim().toLowerCase(), uid: value.univId };
}

/** True when the three fields are filled in (the candidate may still be missing). */
export function candidateFieldsFilled(value: CandidatePickerValue): boolean {
  return value.firstName.trim() !== '' && value.lastName.trim() !== '' && value.univName.trim() !== '';
}

/** What a lookup's answer does to the picker (docs/requirements/dashboards.md §4). */
export type LookupOutcome =
  /** the id already chosen (from a URL, or before) is on the list: its details fill in */
  | { kind: 'keep'; candidate: TCandidateRow }
  /** exactly one match: chosen automatically */
  | { kind: 'choose'; candidate: TCandidateRow }
  /** several: the 'Select a candidate' modal opens */
  | { kind: 'openModal' }
  /** none: 'Please enter correct faculty info' */
  | { kind: 'noMatch' };

/** `serverChoice`: the single exact match at the chosen university, which the server chooses automatically. */
export function lookupOutcome(candidates: readonly TCandidateRow[], chosenId: number | null, serverChoice: number | null = null): LookupOutcome {
  const kept = chosenId === null ? undefined : candidates.find((candidate) => candidate.author_id === chosenId);
  if (kept) return { kind: 'keep', candidate: kept };
  const automatic = serverChoice === null ? undefined : candidates.find((candidate) => candidate.author_id === serverChoice);
  if (automatic) return { kind: 'choose', candidate: automatic };
  const [only] = candidates;
  if (candidates.length === 1 && only) return { kind: 'choose', candidate: only };
  if (candidates.length === 0) return { kind: 'noMatch' };
  return { kind: 'openModal' };
}

/** The modal's radio value for 'None of the above'. */
export const NONE_OF_THE_ABOVE = 'none';

/** The Select button of the modal: the radio value picked (an author id, 'none', or nothing). */
export type ModalConfirmation =
  | { ok: true; candidate: TCandidateRow }
  | { ok: false; message: string; clearCandidate: boolean; closeModal: boolean };

export function confirmModalChoice(picked: string | null, candidates: readonly TCandidateRow[]): ModalConfirmation {
  if (picked === NONE_OF_THE_ABOVE) return { ok: false, message: CANDIDATE_MESSAGES.noRecord, clearCandidate: true, closeModal: true };
  const candidate = picked === null ? undefined : candidates.find((item) => String(item.author_id) === picked);
  if (!candidate) return { ok: false, message: CANDIDATE_MESSAGES.selectCandidate, clearCandidate: false, closeModal: false };
  return { ok: true, candidate };
}

/**
 * A form's check of the picker before it searches: a chosen candidate, otherwise 'Please enter
 * correct faculty info' when the three fields are filled (section 5) and 'Please select a
 * candidate' when they are not.
 */
export function candidatePickerIssue(value: CandidatePickerValue): string | null {
  if (value.candidateId !== null) return null;
  return candidateFieldsFilled(value) ? CANDIDATE_MESSAGES.correctFacultyInfo : CANDIDATE_MESSAGES.selectCandidate;
}

/** Editing a name or the university drops the chosen candidate: it belonged to the old names. */
export function withCandidateFields(value: CandidatePickerValue, change: Partial<Pick<CandidatePickerValue, 'firstName' | 'lastName' | 'univName' | 'univId'>>): CandidatePickerValue {
  const next = { ...value, ...change };
  const changed = next.firstName !== value.firstName || next.lastName !== value.lastName || next.univId !== value.univId;
  return changed ? { ...next, candidateId: null, candidate: null } : next;
}
