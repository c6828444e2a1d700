import type { TWorkItem, TWorkItemInput } from '@ri/contracts/profile';
import {
  duplicatePresentNote, isPresent, markerValue, needsPositionTitle, POSITION_TYPES, positionTypeOfMarker, positionTypeOfTitle, PRESENT,
  rankFromMarker, validateWorkItem,
} from '@ri/metrics';
import type { Marker, PositionType, RuleIssue, WorkItem } from '@ri/metrics';

// Add/Edit Work Experience (docs/requirements/profile-and-accounts.md §3-6): the form, its rules, and the work history
// sent in a profile update.

/** The Title selector's value for a stored title no position type matches ('Industry Position'): it is kept as typed. */
export const OTHER_TITLE = 'other';

export interface WorkForm {
  /** the position type's marker as text (the Title selector), OTHER_TITLE, or null */
  type: string | null;
  /** the stored title when it matches no position type */
  otherTitle: string;
  /** Position Title */
  subTitle: string;
  school: string;
  institution: string;
  /** the university chosen from the suggestions; null while only typed */
  univId: number | null;
  from: string;
  to: string;
  present: boolean;
}

export const EMPTY_WORK_FORM: WorkForm = { type: null, otherTitle: '', subTitle: '', school: '', institution: '', univId: null, from: '', to: '', present: false };

function typeOfItem(item: Pick<TWorkItem, 'title' | 'marker'>): PositionType | null {
  return positionTypeOfTitle(item.title) ?? positionTypeOfMarker(item.marker);
}

export function workFormOf(item: TWorkItem): WorkForm {
  const type = typeOfItem(item);
  return {
    type: type === null ? (item.title.trim() === '' ? null : OTHER_TITLE) : String(type.marker),
    otherTitle: type === null ? item.title : '',
    subTitle: item.subTitle,
    school: item.school,
    institution: item.institution,
    univId: item.univId,
    from: item.from === null ? '' : String(item.from),
    to: item.to === null || item.to === PRESENT ? '' : String(item.to),
    present: item.to === PRESENT,
  };
}

function formType(form: WorkForm): PositionType | null {
  if (form.type === null || form.type === OTHER_TITLE) return null;
  return positionTypeOfMarker(Number(form.type));
}

/** The title stored for the form: the type's fixed title, or its label when it has none ('Named Chair'), or the kept title. */
export function titleOfForm(form: WorkForm): string {
  if (form.type === OTHER_TITLE) return form.otherTitle.trim();
  const type = formType(form);
  return type === null ? '' : (type.fixedTitle ?? type.label);
}

export function positionTitleRequired(form: WorkForm): boolean {
  const type = formType(form);
  return type !== null ? type.fixedTitle === null : needsPositionTitle(titleOfForm(form));
}

export interface WorkTitleOption {
  value: string;
  label: string;
  disabled: boolean;
}

/**
 * The Title selector: the seed's position types; for faculty, Associate Professor is disabled at
 * rank 1 and Full Professor below rank 3 (rank from the author's marker). Administrators may choose any.
 */
export function workTitleOptions(authorMarker: Marker, isAdmin: boolean, form: WorkForm): WorkTitleOption[] {
  const rank = rankFromMarker(authorMarker);
  const options: WorkTitleOption[] = POSITION_TYPES.map((type) => ({
    value: String(type.marker),
    label: type.label,
    disabled: !isAdmin && ((type.marker === 2 && rank === 1) || (type.marker === 3 && rank < 3)),
  }));
  if (form.type === OTHER_TITLE) options.push({ value: OTHER_TITLE, label: form.otherTitle, disabled: false });
  return options;
}

export interface WorkRuleContext {
  currentYear: number;
  isAdmin: boolean;
  authorMarker: Marker;
}

/** validateWorkItem on the form, with the server's reading of "chosen" and of the author's rank. */
export function validateWorkForm(form: WorkForm, context: WorkRuleContext): RuleIssue[] {
  const type = formType(form);
  return validateWorkItem(
    {
      title: titleOfForm(form),
      subTitle: form.subTitle,
      school: form.school,
      institution: form.institution,
      institutionChosen: form.univId !== null || (context.isAdmin && form.institution.trim() !== ''),
      from: form.from,
      to: form.present ? PRESENT : form.to,
      marker: type?.marker ?? null,
    },
    { currentYear: context.currentYear, ...(context.isAdmin ? {} : { authorRank: rankFromMarker(context.authorMarker) }) },
  );
}

/** A stored entry as sent back unchanged. */
export function workInputOf(item: TWorkItem): TWorkItemInput {
  return {
    id: item.id, title: item.title, subTitle: item.subTitle, school: item.school, institution: item.institution, univId: item.univId,
    from: item.from, to: item.to, marker: item.marker,
  };
}

/** The entry the form describes; an edited entry keeps its id (and its two-digit marker while its type stays the same). */
export function workInputFromForm(form: WorkForm, original: TWorkItem | null): TWorkItemInput {
  const type = formType(form);
  const sameType = original !== null && type !== null && typeOfItem(original)?.marker === type.marker;
  const marker = type === null ? (original?.marker ?? null) : sameType ? (original?.marker ?? type.marker) : type.marker;
  return {
    ...(original === null ? { isNew: true } : { id: original.id }),
    title: titleOfForm(form),
    subTitle: form.subTitle.trim(),
    school: form.school.trim(),
    institution: form.institution.trim(),
    univId: form.univId,
    from: Number(form.from.trim()),
    to: form.present ? PRESENT : Number(form.to.trim()),
    marker,
  };
}

/** The whole work history after saving the form: the edited entry replaced in place, or the new one appended. */
export function workHistoryAfterSave(existing: readonly TWorkItem[], original: TWorkItem | null, form: WorkForm): TWorkItemInput[] {
  const entry = workInputFromForm(form, original);
  if (original === null) return [...existing.map(workInputOf), entry];
  return existing.map((item) => (item.id === original.id ? entry : workInputOf(item)));
}

/** The work history without one entry (administrators only; the server refuses others). */
export function workHistoryWithout(existing: readonly TWorkItem[], id: number): TWorkItemInput[] {
  return existing.filter((item) => item.id !== id).map(workInputOf);
}

function asRuleItem(item: TWorkItemInput, fallbackId: string): WorkItem {
  return {
    id: item.id ?? fallbackId, title: item.title, subTitle: item.subTitle ?? '', school: item.school ?? '', institution: item.institution,
    univId: item.univId ?? null, from: item.from ?? null, to: item.to ?? null, marker: item.marker === null || item.marker === undefined ? null : markerValue(item.marker),
  };
}

/** The duplicate-Present note (docs/requirements/profile-and-accounts.md §4) for the form, before saving; null when it does not apply. */
export function presentNoteFor(existing: readonly TWorkItem[], original: TWorkItem | null, form: WorkForm): string | null {
  if (!form.present) return null;
  const entry = asRuleItem(workInputFromForm(form, original), 'editing');
  const others = existing.filter((item) => item.id !== original?.id).map((item) => asRuleItem(workInputOf(item), String(item.id)));
  return duplicatePresentNote(others, entry);
}

/** Current entries first, then by end and start year, newest first. */
export function sortedWork(items: readonly TWorkItem[]): TWorkItem[] {
  const end = (item: TWorkItem) => (isPresent(item.to) ? Number.POSITIVE_INFINITY : typeof item.to === 'number' ? item.to : Number.NEGATIVE_INFINITY);
  return [...items].sort((a, b) => end(b) - end(a) || (b.from ?? 0) - (a.from ?? 0));
}

export function workPeriod(item: Pick<TWorkItem, 'from' | 'to'>): string {
  const from = item.from === null ? '?' : String(item.from);
  const to = item.to === null ? '?' : String(item.to);
  return `${from} – ${to}`;
}

/**
 * The School field's suggestions (issue 22): once a university is chosen, only its schools; before that, the
 * schools whose names match what was typed. Duplicates once, in the order given.
 */
export function schoolSuggestions(univId: number | null, schoolsOfUniversity: readonly { name: string }[] | undefined, searched: readonly { name: string }[] | undefined): string[] {
  const names = (univId !== null ? schoolsOfUniversity : searched) ?? [];
  return [...new Set(names.map((school) => school.name))];
}

/** How the Yes/No question and a request to the team name an entry: "Assistant Professor, Graduate School of Business, Stanford University (2015 – Present)". */
export function workEntryLabel(item: Pick<TWorkItem, 'title' | 'subTitle' | 'school' | 'institution' | 'from' | 'to'>): string {
  const title = item.subTitle.trim() !== '' && item.subTitle.trim() !== item.title.trim() ? `${item.title} (${item.subTitle})` : item.title;
  return `${[title, item.school, item.institution].filter((part) => part.trim() !== '').join(', ')} (${workPeriod(item)})`;
}

/** The request a faculty member sends the team when they would rather an administrator removed or fixed an entry. */
export function workCorrectionRequest(authorName: string, authorId: number, item: Parameters<typeof workEntryLabel>[0]) {
  return {
    recipient: '',
    kind: 'other' as const,
    subject: `Please check a work experience entry of ${authorName}`.slice(0, 300),
    body: `${authorName} (author id ${authorId}) asks an administrator to remove or correct this work experience entry:\n\n${workEntryLabel(item)}`,
  };
}
