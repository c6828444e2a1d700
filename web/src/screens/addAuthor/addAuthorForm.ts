import { ADD_AUTHOR_CV_MAX_BYTES, ADD_AUTHOR_MESSAGES, type TAddAuthorFields } from '@ri/contracts/addAuthor';
import {
  KNOWN_MARKERS, POSITION_TYPES, needsPositionTitle, positionTypeOfMarker, positionTypeOfTitle, validateAuthorSearch, validateCreateAuthor,
} from '@ri/metrics';

// Add Author (docs/requirements/admin-tools.md §2, §5 and §7): 'Look if Author exists' and 'Create new record'.

export interface AddAuthorForm {
  firstName: string;
  middleName: string;
  lastName: string;
  prefix: string;
  suffix: string;
  email: string;
  /** a position-type label of docs/requirements/profile-and-accounts.md §3 */
  title: string;
  /** the free Position Title, for a title without a fixed one */
  positionTitle: string;
  universityName: string;
  universityId: number | null;
  /** '' = the title's marker */
  marker: string;
  googleScholarLink: string;
  googleScholarName: string;
  researchGateLink: string;
  researchGateName: string;
}

export type AddAuthorField = keyof AddAuthorForm | 'cv';
export type AddAuthorErrors = Partial<Record<AddAuthorField, string>>;

export function emptyAddAuthorForm(names: { firstName?: string; lastName?: string } = {}): AddAuthorForm {
  return {
    firstName: names.firstName ?? '', middleName: '', lastName: names.lastName ?? '', prefix: '', suffix: '', email: '', title: '', positionTitle: '',
    universityName: '', universityId: null, marker: '', googleScholarLink: '', googleScholarName: '', researchGateLink: '', researchGateName: '',
  };
}

/** 'Look if Author exists': both names, trimmed (docs/requirements/admin-tools.md §5), else its alert. */
export function authorSearchProblem(firstName: string, lastName: string): string | null {
  return validateAuthorSearch({ first_name: firstName, last_name: lastName })[0]?.message ?? null;
}

/** The Title choices: the position types of docs/requirements/profile-and-accounts.md §3. */
export const TITLE_OPTIONS = POSITION_TYPES.map((type) => type.label);

/** The Marker choices: every known marker, named by its position type where it has one. */
export const MARKER_OPTIONS = KNOWN_MARKERS.map((marker) => {
  const type = positionTypeOfMarker(marker);
  return { value: String(marker), label: marker === 0 ? '0 · unknown' : type ? `${marker} · ${type.label}` : String(marker) };
});

/** Whether the form shows (and requires) a Position Title. */
export function showsPositionTitle(title: string): boolean {
  return needsPositionTitle(title);
}

/** The marker the record gets when none is typed: the title's. */
export function impliedMarker(title: string): number | null {
  return positionTypeOfTitle(title)?.marker ?? null;
}

/** The rules' field names (validateCreateAuthor, and the server's `body.*` fields) -> the form's. */
const FIELD_OF: Record<string, AddAuthorField> = {
  first_name: 'firstName', last_name: 'lastName', mid_name: 'middleName', email: 'email', title: 'title', position_title: 'positionTitle',
  univ_name: 'universityName', univ_id: 'universityName', marker: 'marker', prefix: 'prefix', suffix: 'suffix',
  'gs.link': 'googleScholarLink', 'gs.author_name': 'googleScholarName', 'rg.link': 'researchGateLink', 'rg.author_name': 'researchGateName',
  google_scholar_link: 'googleScholarLink', google_scholar_author_name: 'googleScholarName',
  research_gate_link: 'researchGateLink', research_gate_author_name: 'researchGateName', file: 'cv',
};

/** A field named by a rule or by the server's 400 (`body.email`), as a form field; null when unknown. */
export function formFieldOf(field: string | undefined): AddAuthorField | null {
  if (field === undefined) return null;
  return FIELD_OF[field.replace(/^body\./, '')] ?? null;
}

/**
 * Every problem of the form, one message per field, in the seed's order ('Complete all required
 * fields' first): the alert shows the first one. The university counts as given only when chosen
 * from the suggestions; the CV, if any, must fit the 10 MB limit.
 */
export function addAuthorErrors(form: AddAuthorForm, cv: { size: number } | null): AddAuthorErrors {
  const issues = validateCreateAuthor({
    first_name: form.firstName, last_name: form.lastName, univ_name: form.universityId === null ? '' : form.universityName, email: form.email,
    title: form.title, position_title: form.positionTitle, marker: form.marker,
    google_scholar_link: form.googleScholarLink, google_scholar_author_name: form.googleScholarName,
    research_gate_link: form.researchGateLink, research_gate_author_name: form.researchGateName,
  });
  const errors: AddAuthorErrors = {};
  for (const issue of issues) {
    const field = formFieldOf(issue.field);
    if (field !== null && errors[field] === undefined) errors[field] = issue.message;
  }
  if (cv !== null && cv.size > ADD_AUTHOR_CV_MAX_BYTES) errors.cv = ADD_AUTHOR_MESSAGES.cvTooLarge;
  return errors;
}

/** The alert of a refused form: the first problem in the form's order. */
export function firstError(errors: AddAuthorErrors): string | null {
  const order: AddAuthorField[] = [
    'firstName', 'lastName', 'email', 'title', 'positionTitle', 'universityName', 'marker',
    'googleScholarLink', 'googleScholarName', 'researchGateLink', 'researchGateName', 'cv', 'middleName', 'prefix', 'suffix',
  ];
  const required = order.find((field) => errors[field] === 'Complete all required fields');
  if (required !== undefined) return errors[required] ?? null;
  const first = order.find((field) => errors[field] !== undefined);
  return first === undefined ? null : errors[first] ?? null;
}

/** The text parts of POST add_author_tool/add (the ids are the server's to take from the links). */
export function addAuthorFields(form: AddAuthorForm): TAddAuthorFields {
  const needsTitle = needsPositionTitle(form.title);
  return {
    first_name: form.firstName.trim(), last_name: form.lastName.trim(), mid_name: form.middleName.trim(), email: form.email.trim(),
    title: form.title, position_title: needsTitle ? form.positionTitle.trim() : '', suffix: form.suffix.trim(), prefix: form.prefix.trim(),
    univ_name: form.universityName.trim(), univ_id: form.universityId === null ? '' : String(form.universityId), marker: form.marker.trim(),
    google_scholar_link: form.googleScholarLink.trim(), google_scholar_author_name: form.googleScholarLink.trim() === '' ? '' : form.googleScholarName.trim(),
    google_scholar_author_id: '',
    research_gate_link: form.researchGateLink.trim(), research_gate_author_name: form.researchGateLink.trim() === '' ? '' : form.researchGateName.trim(),
    research_gate_author_id: '',
  };
}
