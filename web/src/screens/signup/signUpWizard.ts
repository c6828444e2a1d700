import { isNewAuthor, messageFor, SIGN_UP_MESSAGES, validateSignUpAccount, validateSignUpNames } from '@ri/metrics';
import type { RuleIssue } from '@ri/metrics';
import type { TCandidateRow, TSignUpBody } from '@ri/contracts/accounts';
import { ApiError } from '../../api/client.ts';
import type { CandidateSearch } from '../../api/accounts/accountRequests.ts';

// The rules of the sign-up wizard (docs/requirements/profile-and-accounts.md: "Sign-up wizard", sections 5 and 8), kept apart from
// the screen so they can be tested without a browser.

export type WizardStep = 'names' | 'candidate' | 'account';

export interface NamesForm {
  firstName: string;
  midName: string;
  lastName: string;
  /** the text of the university field */
  univName: string;
  /** set only when the university was chosen from the suggestions (or was the only match) */
  univId: number | null;
  /** the university is not in the list: univName and univSchool are a request to add it (Add Your University) */
  requestUniversity: boolean;
  univSchool: string;
}

export interface AccountForm {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/** The author record the user claims, or 'None of the above' (a new author record is made). */
export type CandidateChoice = { kind: 'author'; authorId: number } | { kind: 'none' };

export const EMPTY_NAMES: NamesForm = { firstName: '', midName: '', lastName: '', univName: '', univId: null, requestUniversity: false, univSchool: '' };
export const EMPTY_ACCOUNT: AccountForm = { username: '', email: '', password: '', confirmPassword: '' };

/** docs/requirements/profile-and-accounts.md §8, form guidance and sign-up results. */
export const WIZARD_MESSAGES = {
  fillAllFields: SIGN_UP_MESSAGES.fillAllFields,
  selectCandidate: 'Please select a candidate',
  noRecord: 'We dont have record for this author in our database',
  correctFacultyInfo: 'Please enter correct faculty info',
  exists: 'Email or Username already exists',
  failed: 'Account creation failed. Please try again later or start over.',
} as const;

/** Error toasts hide after 5 s (docs/requirements/profile-and-accounts.md §8 and §9). */
export const WIZARD_TOAST_MS = 5000;

export const STEP_ORDER: readonly WizardStep[] = ['names', 'candidate', 'account'];

export function stepIndex(step: WizardStep): number {
  return STEP_ORDER.indexOf(step);
}

/** PREV goes back one step; the first step has nothing before it. */
export function previousStep(step: WizardStep): WizardStep | null {
  const index = stepIndex(step);
  return index > 0 ? (STEP_ORDER[index - 1] ?? null) : null;
}

// ---- step 1: names and university ----

export interface NamesCheck {
  ok: boolean;
  /** 'Please fill all the fields' when something is missing */
  message: string | null;
  /** which inputs to mark as invalid */
  missing: { firstName: boolean; lastName: boolean; university: boolean };
  /** the message under each input that has one (names with other characters, the requested university's fields) */
  errors: { firstName: string | null; midName: string | null; lastName: string | null; university: string | null; school: string | null };
}

export function checkNames(form: NamesForm): NamesCheck {
  const issues = validateSignUpNames({
    first_name: form.firstName,
    mid_name: form.midName,
    last_name: form.lastName,
    univ_name: form.univName,
    univ_id: form.univId,
    new_university: form.requestUniversity,
    univ_school: form.univSchool,
  });
  return {
    ok: issues.length === 0,
    message: issues[0]?.message ?? null,
    missing: {
      firstName: messageFor(issues, 'first_name') !== null,
      lastName: messageFor(issues, 'last_name') !== null,
      university: messageFor(issues, 'univ_name') !== null,
    },
    errors: {
      firstName: messageFor(issues, 'first_name'),
      midName: messageFor(issues, 'mid_name'),
      lastName: messageFor(issues, 'last_name'),
      university: messageFor(issues, 'univ_name'),
      school: messageFor(issues, 'univ_school'),
    },
  };
}

/**
 * The names step's message above the buttons, or null when the fields beside which it shows already say it (issue 22:
 * each sign-up error once, inline). "Please fill all the fields" marks the empty fields red and is said here once.
 */
export function namesFormMessage(check: NamesCheck, requestUniversity: boolean): string | null {
  if (check.message === null) return null;
  const { firstName, midName, lastName, university, school } = check.errors;
  // the university and school inputs with a message under them are the requested university's only
  const besideFields = [firstName, midName, lastName, ...(requestUniversity ? [university, school] : [])]
    .filter((message) => message !== null && message !== WIZARD_MESSAGES.fillAllFields);
  return besideFields.includes(check.message) ? null : check.message;
}

function sameName(a: string, b: string): boolean {
  return a.trim().localeCompare(b.trim(), undefined, { sensitivity: 'accent' }) === 0;
}

/**
 * The university id that goes with the text typed so far: the suggestion whose name is exactly
 * the text (case-insensitively), otherwise the only suggestion when there is exactly one (seed
 * 000 section 7: "exactly one match sets the id automatically"), otherwise none.
 */
export function universityIdFor(text: string, suggestions: readonly { name: string; univ_id: number }[]): number | null {
  if (text.trim() === '') return null;
  const exact = suggestions.find((suggestion) => sameName(suggestion.name, text));
  if (exact) return exact.univ_id;
  return suggestions.length === 1 ? (suggestions[0]?.univ_id ?? null) : null;
}

/**
 * The seed sends the names lowercased (GET signup?fn&ln&uid). A requested (unlisted) university
 * has no id and no author records: there is nothing to search, the account gets a new author.
 */
export function candidateSearchFor(form: NamesForm): CandidateSearch | null {
  if (!checkNames(form).ok || form.univId === null || form.requestUniversity) return null;
  return { fn: form.firstName.trim().toLowerCase(), ln: form.lastName.trim().toLowerCase(), uid: form.univId };
}

// ---- step 2: the author record ----

/**
 * The server's choice (the single exact match at the chosen university) is taken; otherwise
 * exactly one match is chosen automatically; with several a selection modal opens.
 */
export function automaticChoice(candidates: readonly TCandidateRow[], serverChoice: number | null = null): CandidateChoice | null {
  if (serverChoice !== null && candidates.some((c) => c.author_id === serverChoice)) return { kind: 'author', authorId: serverChoice };
  const only = candidates.length === 1 ? candidates[0] : undefined;
  return only ? { kind: 'author', authorId: only.author_id } : null;
}

export function opensSelectionModal(candidates: readonly TCandidateRow[], serverChoice: number | null = null): boolean {
  return candidates.length > 1 && automaticChoice(candidates, serverChoice) === null;
}

export type CandidateOutcome =
  | { ok: true; newAuthor: boolean; notice: string | null }
  | { ok: false; message: string };

/**
 * NEXT on step 2. 'None of the above' goes on with a new author record and the notice 'We dont
 * have record for this author in our database'; a listed author goes on; nothing chosen stops
 * with 'Please select a candidate' when there were candidates to choose from, and with 'Please
 * enter correct faculty info' when the names found none (go back and correct them, or choose
 * 'None of the above').
 */
export function candidateOutcome(candidateCount: number, choice: CandidateChoice | null): CandidateOutcome {
  if (choice?.kind === 'none') return { ok: true, newAuthor: true, notice: WIZARD_MESSAGES.noRecord };
  if (choice?.kind === 'author') return { ok: true, newAuthor: false, notice: null };
  return { ok: false, message: candidateCount > 0 ? WIZARD_MESSAGES.selectCandidate : WIZARD_MESSAGES.correctFacultyInfo };
}

/** The value sent as author_id: '' for 'None of the above' (new_author is then true). */
export function authorIdOf(choice: CandidateChoice): string {
  return choice.kind === 'author' ? String(choice.authorId) : '';
}

// ---- step 3: the account ----

export type AccountField = keyof AccountForm;
export type AccountErrors = Partial<Record<AccountField, string>>;

/** One message per field (docs/requirements/profile-and-accounts.md §5 and our password policy), the first rule that fails. */
export function accountErrors(form: AccountForm): AccountErrors {
  const issues: readonly RuleIssue[] = validateSignUpAccount(form);
  const errors: AccountErrors = {};
  for (const field of ['username', 'email', 'password', 'confirmPassword'] as const) {
    const message = messageFor(issues, field);
    if (message !== null) errors[field] = message;
  }
  return errors;
}

export function hasErrors(errors: AccountErrors): boolean {
  return Object.values(errors).some((message) => message !== undefined);
}

export function signUpBody(names: NamesForm, choice: CandidateChoice, account: AccountForm): TSignUpBody {
  const authorId = authorIdOf(choice);
  return {
    email: account.email.trim(),
    username: account.username.trim(),
    password: account.password,
    author_id: authorId,
    new_author: isNewAuthor(authorId),
    first_name: names.firstName.trim(),
    mid_name: names.midName.trim(),
    last_name: names.lastName.trim(),
    univ_name: names.univName.trim(),
    univ_id: names.requestUniversity || names.univId === null ? '' : String(names.univId),
    new_university: names.requestUniversity,
    univ_school: names.requestUniversity ? names.univSchool.trim() : '',
  };
}

/**
 * What a failed POST /api/signup means for the screen: a problem the user can fix on the form
 * (taken username or e-mail, a refused field, too many attempts) or the failure screen (server
 * or network trouble).
 */
export type SignUpFailure =
  | { kind: 'form'; message: string; field: AccountField | null; step: WizardStep }
  | { kind: 'screen'; message: string };

const FIELD_STEPS: Record<string, { step: WizardStep; field: AccountField | null }> = {
  username: { step: 'account', field: 'username' },
  email: { step: 'account', field: 'email' },
  password: { step: 'account', field: 'password' },
  author_id: { step: 'candidate', field: null },
  new_author: { step: 'candidate', field: null },
  first_name: { step: 'names', field: null },
  mid_name: { step: 'names', field: null },
  last_name: { step: 'names', field: null },
  univ_name: { step: 'names', field: null },
  univ_id: { step: 'names', field: null },
  univ_school: { step: 'names', field: null },
  new_university: { step: 'names', field: null },
};

/** `existsMessage` is the contract's SIGN_UP_EXISTS_MESSAGE ('exists'), passed in: the screen loads the contracts lazily. */
export function signUpFailure(error: unknown, existsMessage: string): SignUpFailure {
  if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) {
    return { kind: 'screen', message: WIZARD_MESSAGES.failed };
  }
  if (error.status === 409) {
    const message = error.message === existsMessage ? WIZARD_MESSAGES.exists : error.message;
    return { kind: 'form', message, field: null, step: 'account' };
  }
  if (error.status === 400 || error.status === 429) {
    const field = fieldOf(error.body);
    const place = (field !== null ? FIELD_STEPS[field] : undefined) ?? { step: 'account' as const, field: null };
    return { kind: 'form', message: error.message, field: place.field, step: place.step };
  }
  return { kind: 'screen', message: WIZARD_MESSAGES.failed };
}

/** Where a form failure is shown, once: beside its field when it names one, else in one toast. */
export function placeFailure(failure: Extract<SignUpFailure, { kind: 'form' }>):
  | { where: 'field'; field: AccountField; message: string }
  | { where: 'toast'; message: string } {
  return failure.field !== null ? { where: 'field', field: failure.field, message: failure.message } : { where: 'toast', message: failure.message };
}

/** `body.email` -> `email` (the error body's field names the request part first). */
function fieldOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('field' in body)) return null;
  const field = (body as { field: unknown }).field;
  if (typeof field !== 'string' || field === '') return null;
  return field.split('.').pop() ?? null;
}
