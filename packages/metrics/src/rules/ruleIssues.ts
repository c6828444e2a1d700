/**
 * The common shape of every validation rule: a list of issues, each naming the form field it is
 * about (the seeds' field names where they have one) and the user-facing message. An empty list
 * means valid. The API maps issues to 400 answers (`field`, `message`); the web shows them in
 * the form.
 */
export interface RuleIssue {
  readonly field: string;
  readonly message: string;
}

export type RuleIssues = readonly RuleIssue[];

/** The distinct messages of a list of issues, in order of first appearance. */
export function messagesOf(issues: RuleIssues): string[] {
  return [...new Set(issues.map((issue) => issue.message))];
}

/** The first message for one field, or null: what a form shows under that input. */
export function messageFor(issues: RuleIssues, field: string): string | null {
  return issues.find((issue) => issue.field === field)?.message ?? null;
}

export function ruleIssue(field: string, message: string): RuleIssue {
  return { field, message };
}

/** Missing, or only whitespace. Numbers are never blank. */
export function isBlank(value: string | number | null | undefined): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'number') return Number.isNaN(value);
  return value.trim() === '';
}

/**
 * A whole year from a number or a form string ('2019', ' 2019 '); null when blank, not a whole
 * number, or with other characters ('2019a', '20.5').
 */
export function parseYear(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isInteger(value) ? value : null;
  const text = value.trim();
  if (!/^-?\d+$/.test(text)) return null;
  return Number(text);
}

/** An id chosen from a list (autocomplete suggestion): a non-empty string or a finite number. */
export function isChosenId(id: string | number | null | undefined): boolean {
  if (id === null || id === undefined) return false;
  if (typeof id === 'number') return Number.isFinite(id);
  return id.trim() !== '';
}
