// The one declaration of every data-issue type (the routine logs; docs/admin-tools.md, "Data issues").
// Plain code without zod: the web app's /logs search parser reads it from the entry chunk. The
// contracts' ZDataIssueType and resolution bodies, the API's resolution routes, the detectors' table
// (workers/src/dataIssueDetection/detectors.ts, DETECTORS), the web filter, labels, the page a log opens
// and its title all come from here; catalogue.test.ts checks that docs/admin-tools.md lists every type.
// Adding a type: its id in dataIssueTypeIds.ts, one entry here, its detector, and (the data_issues CHECK constraint) a migration.

import type { DataIssueTypeId } from './dataIssueTypeIds.ts';

/** The resolution page a log of this type opens (under /logs/), or 'profile' for the profile editor. */
export type DataIssuePage = 'name_mismatch' | 'rg_gs_name_mismatch' | 'multiple_name_variations_log' | 'gap_between_papers' | 'profile';

/**
 * How a log of this type is resolved: the body POST data_issues/{type lowercase}/{logId} takes
 * (docs/admin-tools.md, "Resolving"). paper_decision: Yes/No on a paper (toMap); name_variations:
 * removed papers and name variations; gap: removed papers; rg_gs: 'map' or 'merge_and_map';
 * close_reminder: an empty body closing the reminder.
 */
export type DataIssueResolution = 'paper_decision' | 'name_variations' | 'gap' | 'rg_gs' | 'close_reminder';

export interface DataIssueTypeDeclaration {
  /** one of dataIssueTypeIds.ts (the ids the entry chunk reads) */
  type: DataIssueTypeId;
  /** the 'Filter by Error' option and the row's type text */
  label: string;
  /** what a log is about */
  subject: 'paper' | 'author';
  opens: DataIssuePage;
  /** the title of the page the log opens */
  title: string;
  resolution: DataIssueResolution;
}

export const DATA_ISSUE_TYPE_CATALOGUE = [
  { type: 'NAME_TOO_SIMILAR', label: 'Name too similar', subject: 'paper', opens: 'name_mismatch', title: 'Name Too Similar', resolution: 'paper_decision' },
  { type: 'RG_NAME_MISMATCH', label: 'ResearchGate name mismatch', subject: 'paper', opens: 'name_mismatch', title: 'Research Gate Name Mismatch', resolution: 'paper_decision' },
  { type: 'GS_NAME_MISMATCH', label: 'Google Scholar name mismatch', subject: 'paper', opens: 'name_mismatch', title: 'Google Scholar Name Mismatch', resolution: 'paper_decision' },
  {
    type: 'MULTIPLE_LAST_NAME_TWO_CHARACTER_NAME_VARIATION', label: 'Multiple last names / two-character name variation', subject: 'author',
    opens: 'multiple_name_variations_log', title: 'Multiple Name Variations', resolution: 'name_variations',
  },
  { type: 'RG_GS_MISMATCH', label: 'ResearchGate / Google Scholar mismatch', subject: 'author', opens: 'rg_gs_name_mismatch', title: 'ResearchGate / Google Scholar Name Mismatch', resolution: 'rg_gs' },
  { type: 'GAP_OF_10_YEARS', label: 'Gap of 10 years between papers', subject: 'author', opens: 'gap_between_papers', title: 'Gap Between Papers', resolution: 'gap' },
  { type: 'MERGE_TOOL_CHECK_MERGE_LATER', label: 'Merge tool: check later', subject: 'author', opens: 'profile', title: 'Merge Author', resolution: 'close_reminder' },
] as const satisfies readonly DataIssueTypeDeclaration[];

export type DataIssueType = (typeof DATA_ISSUE_TYPE_CATALOGUE)[number]['type'];

export const DATA_ISSUE_TYPES = DATA_ISSUE_TYPE_CATALOGUE.map((entry) => entry.type) as [DataIssueType, ...DataIssueType[]];

export const DATA_ISSUE_LABELS = Object.fromEntries(DATA_ISSUE_TYPE_CATALOGUE.map((entry) => [entry.type, entry.label])) as Record<DataIssueType, string>;

type Entry = (typeof DATA_ISSUE_TYPE_CATALOGUE)[number];

/** The declaration of a type. */
export function dataIssueType<T extends DataIssueType>(type: T): Extract<Entry, { type: T }> {
  return DATA_ISSUE_TYPE_CATALOGUE.find((entry) => entry.type === type)! as Extract<Entry, { type: T }>;
}

/** The page a log of this type opens. */
export function dataIssuePage(type: DataIssueType): DataIssuePage {
  return dataIssueType(type).opens;
}

/** The types whose logs open this page (name_mismatch: the three paper logs). */
export type DataIssueTypeOpening<P extends DataIssuePage> = Extract<Entry, { opens: P }>['type'];

export function dataIssueTypesOpening<P extends DataIssuePage>(page: P): Array<DataIssueTypeOpening<P>> {
  return DATA_ISSUE_TYPE_CATALOGUE.filter((entry) => entry.opens === page).map((entry) => entry.type as DataIssueTypeOpening<P>);
}

/** The types resolved with this body (paper_decision: the Yes/No of a paper log). */
export type DataIssueTypeResolvedBy<R extends DataIssueResolution> = Extract<Entry, { resolution: R }>['type'];

export function dataIssueTypesResolvedBy<R extends DataIssueResolution>(resolution: R): Array<DataIssueTypeResolvedBy<R>> {
  return DATA_ISSUE_TYPE_CATALOGUE.filter((entry) => entry.resolution === resolution).map((entry) => entry.type as DataIssueTypeResolvedBy<R>);
}
