// The one declaration of every data-issue type (the routine logs; docs/admin-tools.md, "Data issues").
// Plain code without zod: the web app's /logs search parser reads it from the entry chunk. The
// contracts' ZDataIssueType, the web labels and the page a log opens all come from here;
// catalogue.test.ts checks that docs/admin-tools.md describes every type.

/** The resolution page a log of this type opens (under /logs/), or 'profile' for the profile editor. */
export type DataIssuePage = 'name_mismatch' | 'rg_gs_name_mismatch' | 'multiple_name_variations_log' | 'gap_between_papers' | 'profile';

export interface DataIssueTypeDeclaration {
  type: string;
  /** the 'Filter by Error' option and the row's type text */
  label: string;
  /** what a log is about */
  subject: 'paper' | 'author';
  opens: DataIssuePage;
}

export const DATA_ISSUE_TYPE_CATALOGUE = [
  { type: 'NAME_TOO_SIMILAR', label: 'Name too similar', subject: 'paper', opens: 'name_mismatch' },
  { type: 'RG_NAME_MISMATCH', label: 'ResearchGate name mismatch', subject: 'paper', opens: 'name_mismatch' },
  { type: 'GS_NAME_MISMATCH', label: 'Google Scholar name mismatch', subject: 'paper', opens: 'name_mismatch' },
  { type: 'MULTIPLE_LAST_NAME_TWO_CHARACTER_NAME_VARIATION', label: 'Multiple last names / two-character name variation', subject: 'author', opens: 'multiple_name_variations_log' },
  { type: 'RG_GS_MISMATCH', label: 'ResearchGate / Google Scholar mismatch', subject: 'author', opens: 'rg_gs_name_mismatch' },
  { type: 'GAP_OF_10_YEARS', label: 'Gap of 10 years between papers', subject: 'author', opens: 'gap_between_papers' },
  { type: 'MERGE_TOOL_CHECK_MERGE_LATER', label: 'Merge tool: check later', subject: 'author', opens: 'profile' },
] as const satisfies readonly DataIssueTypeDeclaration[];

export type DataIssueType = (typeof DATA_ISSUE_TYPE_CATALOGUE)[number]['type'];

export const DATA_ISSUE_TYPES = DATA_ISSUE_TYPE_CATALOGUE.map((entry) => entry.type) as [DataIssueType, ...DataIssueType[]];

export const DATA_ISSUE_LABELS = Object.fromEntries(DATA_ISSUE_TYPE_CATALOGUE.map((entry) => [entry.type, entry.label])) as Record<DataIssueType, string>;

/** The page a log of this type opens. */
export function dataIssuePage(type: DataIssueType): DataIssuePage {
  return DATA_ISSUE_TYPE_CATALOGUE.find((entry) => entry.type === type)!.opens;
}
