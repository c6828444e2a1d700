import { isBlank, isChosenId, ruleIssue, parseYear, type RuleIssue } from './ruleIssues.ts';
import { YEAR_LOWER_BOUNDS } from './years.ts';

// docs/requirements/profile-and-accounts.md §5, Papers; 'Please enter a correct DOI' is also docs/requirements/profile-and-accounts.md §8.
export const PAPER_MESSAGES = {
  incompleteForm: 'Incomplete form:',
  selectJournal: 'Select Journal',
  selectPaper: 'Select Paper',
  selectYear: 'Select a year',
  enterPaper: 'Enter Paper',
  incorrectDoi: 'Please enter a correct DOI',
} as const;

export interface AddPaperInput {
  journalId: string | number | null | undefined;
  paperId: string | number | null | undefined;
  year: string | number | null | undefined;
}

/**
 * Add Your Paper: journal, paper and a year in [1940, current year] (an admin picks a year range
 * instead, so the year is not checked for admins; see validatePaperYearRange).
 */
export function validateAddPaper(input: AddPaperInput, context: { currentYear: number; isAdmin: boolean }): RuleIssue[] {
  const issues: RuleIssue[] = [];
  if (!isChosenId(input.journalId)) issues.push(ruleIssue('journal', PAPER_MESSAGES.selectJournal));
  if (!isChosenId(input.paperId)) issues.push(ruleIssue('paper', PAPER_MESSAGES.selectPaper));
  if (!context.isAdmin) {
    const year = parseYear(input.year ?? null);
    if (year === null || year < YEAR_LOWER_BOUNDS.addPaper || year > context.currentYear) issues.push(ruleIssue('year', PAPER_MESSAGES.selectYear));
  }
  return issues;
}

/**
 * The Add button's tooltip lines: [] when the form is complete (Add enabled), otherwise
 * 'Incomplete form:' followed by the missing items.
 */
export function addPaperTooltip(input: AddPaperInput, context: { currentYear: number; isAdmin: boolean }): string[] {
  const issues = validateAddPaper(input, context);
  return issues.length === 0 ? [] : [PAPER_MESSAGES.incompleteForm, ...issues.map((item) => item.message)];
}

/** The admin's year-range slider on Add Your Paper: whole years, 1940 <= from <= to <= current year. */
export function validatePaperYearRange(from: string | number | null | undefined, to: string | number | null | undefined, currentYear: number): RuleIssue[] {
  const start = parseYear(from ?? null);
  const end = parseYear(to ?? null);
  const ok = start !== null && end !== null && start >= YEAR_LOWER_BOUNDS.addPaper && end <= currentYear && start <= end;
  return ok ? [] : [ruleIssue('year', PAPER_MESSAGES.selectYear)];
}

/** Request to add paper: a journal and the paper's title. */
export function validatePaperRequest(input: { journal: string | null | undefined; title: string | null | undefined }): RuleIssue[] {
  const issues: RuleIssue[] = [];
  if (isBlank(input.journal)) issues.push(ruleIssue('journal', PAPER_MESSAGES.selectJournal));
  if (isBlank(input.title)) issues.push(ruleIssue('title', PAPER_MESSAGES.enterPaper));
  return issues;
}

const DOI_PREFIX = /^(?:(?:https?:\/\/)?(?:dx\.|www\.)?doi\.org\/|doi:\s*)/i;

/**
 * A DOI as typed or pasted, normalised for lookup: resolver prefixes ('https://doi.org/',
 * 'http://dx.doi.org/', 'doi.org/', 'doi:') stripped, percent-escapes decoded, all whitespace
 * removed, lower-cased (DOIs are case-insensitive). '' for blank input.
 */
export function normaliseDoi(input: string): string {
  let doi = input.replace(/\s+/g, '');
  for (let previous = ''; previous !== doi; ) {
    previous = doi;
    doi = doi.replace(DOI_PREFIX, '');
  }
  try {
    doi = decodeURIComponent(doi);
  } catch {
    // a stray '%' is kept as typed
  }
  return doi.replace(/\s+/g, '').toLowerCase();
}

/** DOI shape: '10.' + a registrant code of 4 to 9 digits (dot-separated sub-codes allowed) + '/' + a suffix. */
export function isDoiShaped(doi: string): boolean {
  return /^10\.\d{4,9}(?:\.\d+)*\/\S+$/.test(doi);
}

/**
 * The DOI box's Check: a blank or malformed DOI gets the seed's message before any lookup
 * (the seed shows it when the lookup finds nothing).
 */
export function validateDoi(input: string): RuleIssue[] {
  return isDoiShaped(normaliseDoi(input)) ? [] : [ruleIssue('doi', PAPER_MESSAGES.incorrectDoi)];
}
