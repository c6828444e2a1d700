import { isPhdLike } from './degrees.ts';
import { isBlank, ruleIssue, parseYear, type RuleIssue } from './ruleIssues.ts';
import { YEAR_LOWER_BOUNDS } from './years.ts';

// docs/requirements/profile-and-accounts.md §5, Education.
export const EDUCATION_MESSAGES = {
  enterDegree: 'Enter Degree',
  enterArea: 'Enter Area',
  selectUniversity: 'Select University',
  enterYear: 'Enter Year',
  enterAdvisorFirstName: 'Enter Advisor First Name',
  enterAdvisorLastName: 'Enter Advisor Last Name',
} as const;

export function validYearMessage(currentYear: number): string {
  return `Enter Valid Year between ${YEAR_LOWER_BOUNDS.profile} and ${currentYear}`;
}

/**
 * The Add Education modal switches between 'Have Phd' and 'No Phd'; the seed requires the
 * advisor's first and last name in the 'No Phd' case.
 */
export type EducationModalMode = 'havePhd' | 'noPhd';

export interface EducationInput {
  degree: string;
  area: string;
  institution: string;
  /**
   * The institution was chosen from the university suggestions. The web knows it from the
   * autocomplete; the API sets it when the name is a known university.
   */
  institutionChosen: boolean;
  year: string | number | null | undefined;
  advisorFirstName?: string | null;
  advisorLastName?: string | null;
  mode: EducationModalMode;
}

export function validateEducation(input: EducationInput, currentYear: number): RuleIssue[] {
  const issues: RuleIssue[] = [];
  if (isBlank(input.degree)) issues.push(ruleIssue('degree', EDUCATION_MESSAGES.enterDegree));
  if (isBlank(input.area)) issues.push(ruleIssue('area', EDUCATION_MESSAGES.enterArea));
  if (isBlank(input.institution) || !input.institutionChosen) issues.push(ruleIssue('institution', EDUCATION_MESSAGES.selectUniversity));
  if (isBlank(input.year ?? null)) issues.push(ruleIssue('year', EDUCATION_MESSAGES.enterYear));
  else {
    const year = parseYear(input.year);
    if (year === null || year < YEAR_LOWER_BOUNDS.profile || year > currentYear) issues.push(ruleIssue('year', validYearMessage(currentYear)));
  }
  if (input.mode === 'noPhd') {
    if (isBlank(input.advisorFirstName)) issues.push(ruleIssue('advisorFirstName', EDUCATION_MESSAGES.enterAdvisorFirstName));
    if (isBlank(input.advisorLastName)) issues.push(ruleIssue('advisorLastName', EDUCATION_MESSAGES.enterAdvisorLastName));
  }
  return issues;
}

/** The education item of docs/requirements/profile-and-accounts.md §3, as far as these rules read it. */
export interface EducationItem {
  id: number;
  degree: string;
  isPHDtoConsider?: boolean;
}

/** An education item with its flag set explicitly (true on at most one item). */
export type FlaggedEducationItem<T extends EducationItem> = T & { isPHDtoConsider: boolean };

export type PhdChoice<T extends EducationItem> =
  /** no PhD-like degree: no flag anywhere */
  | { status: 'none'; education: Array<FlaggedEducationItem<T>> }
  /** exactly one PhD: it is flagged automatically */
  | { status: 'automatic'; education: Array<FlaggedEducationItem<T>>; phdId: number }
  /** several PhDs and one of them was already chosen: the choice stands */
  | { status: 'kept'; education: Array<FlaggedEducationItem<T>>; phdId: number }
  /** several PhDs and no valid choice: the Choose PHD dialog must ask among candidateIds */
  | { status: 'needsChoice'; education: Array<FlaggedEducationItem<T>>; candidateIds: number[] };

function withFlag<T extends EducationItem>(education: readonly T[], phdId: number | null): Array<FlaggedEducationItem<T>> {
  return education.map((item) => ({ ...item, isPHDtoConsider: item.id === phdId }));
}

/**
 * Which PhD starts the research career (docs/requirements/profile-and-accounts.md §4): one PhD is flagged automatically;
 * with several, an existing flag on one of them is kept, otherwise the user must choose
 * (then call applyPhdChoice). Flags on non-PhD items are always cleared.
 */
export function choosePhdToConsider<T extends EducationItem>(education: readonly T[]): PhdChoice<T> {
  const phds = education.filter((item) => isPhdLike(item.degree));
  const only = phds[0];
  if (only === undefined) return { status: 'none', education: withFlag(education, null) };
  if (phds.length === 1) return { status: 'automatic', education: withFlag(education, only.id), phdId: only.id };
  const flagged = phds.filter((item) => item.isPHDtoConsider === true);
  const chosen = flagged[0];
  if (flagged.length === 1 && chosen !== undefined) return { status: 'kept', education: withFlag(education, chosen.id), phdId: chosen.id };
  return { status: 'needsChoice', education: withFlag(education, null), candidateIds: phds.map((item) => item.id) };
}

/** The Choose PHD dialog's answer; null when the id is not a PhD-like item of the list. */
export function applyPhdChoice<T extends EducationItem>(education: readonly T[], phdId: number): Array<FlaggedEducationItem<T>> | null {
  const chosen = education.find((item) => item.id === phdId);
  if (chosen === undefined || !isPhdLike(chosen.degree)) return null;
  return withFlag(education, phdId);
}

/** Education ids are sequential from 1, in list order (docs/requirements/profile-and-accounts.md §4: deleting renumbers). */
export function renumberEducation<T extends { id: number }>(education: readonly T[]): T[] {
  return education.map((item, index) => ({ ...item, id: index + 1 }));
}

export function removeEducationItem<T extends { id: number }>(education: readonly T[], id: number): T[] {
  return renumberEducation(education.filter((item) => item.id !== id));
}
