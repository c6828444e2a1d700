// Pure rules of the routine logs and their resolution pages (docs/requirements/admin-tools.md §2 and §4).
import { DATA_ISSUE_LABELS, dataIssueType, type DataIssuePage } from '@ri/contracts/catalogue';
import type { TDataIssueLog, TDataIssueType } from '@ri/contracts/dataIssues';

export const LOGS_LOAD_FAILED = 'Internal Server Error. Please try again after some time';
export const RESOLVED_MESSAGE = 'Submitted Succesfully';
export const REMOVE_TOOLTIP = 'Wrongly mapped? Click to remove.';

/** The 'Filter by Error' option that shows every type (the default). */
export const ALL_ERRORS = 'All';

export const ERROR_LABELS: Record<TDataIssueType, string> = DATA_ISSUE_LABELS;

type Log = Pick<TDataIssueLog, '_id' | 'error' | 'author_id' | 'note' | 'already_name' | 'gs_name' | 'rg_profile_name'>;

/** The resolution pages under /logs/ (each declared type's `opens`; a page without its route file does not compile where it is linked). */
export type LogPagePath = `/logs/${Exclude<DataIssuePage, 'profile'>}`;

export type LogTarget =
  | { kind: 'page'; to: LogPagePath; search: { log: number; error?: TDataIssueType } }
  | { kind: 'merge'; authorId: number }
  | { kind: 'none' };

/**
 * Where a log row leads (docs/requirements/admin-tools.md §4): the page its type declares
 * (packages/contracts/src/catalogue/dataIssueTypes.ts, `opens`). The paper logs share the
 * name_mismatch page, which reads the type from the search; NAME_TOO_SIMILAR has no page in the old
 * product and shares their paper-to-author confirmation here, so that it can be resolved. The
 * merge-later reminder opens the merge screen of its author (docs/admin-tools.md, "Routine Logs screens").
 */
export function logTarget(log: Log): LogTarget {
  const page = dataIssueType(log.error).opens;
  if (page === 'profile') return log.author_id === null ? { kind: 'none' } : { kind: 'merge', authorId: log.author_id };
  if (page === 'name_mismatch') return { kind: 'page', to: '/logs/name_mismatch', search: { log: log._id, error: log.error } };
  return { kind: 'page', to: `/logs/${page}`, search: { log: log._id } };
}

/**
 * The name shown beside a log's error (docs/requirements/admin-tools.md §2): RG_GS_MISMATCH shows the names on
 * record (the Scholar and ResearchGate names); NAME_TOO_SIMILAR hides the record name; the others
 * show 'Name on record'.
 */
export function recordNameText(log: Log): string | null {
  if (log.error === 'NAME_TOO_SIMILAR') return null;
  if (log.error === 'RG_GS_MISMATCH') {
    return `Names on record: Google Scholar ${log.gs_name === '' ? '(none)' : `"${log.gs_name}"`}, ResearchGate ${log.rg_profile_name === '' ? '(none)' : `"${log.rg_profile_name}"`}`;
  }
  return `Name on record: ${log.already_name === '' ? '(unknown)' : log.already_name}`;
}

/** The title of the page a log opens (the declared `title`: 'Google Scholar Name Mismatch', ...). */
export function logPageTitle(error: TDataIssueType): string {
  return dataIssueType(error).title;
}

/** The paper-to-author confirmation's title. */
export const mismatchTitle = logPageTitle;

type MismatchLog = Pick<TDataIssueLog, 'error' | 'author_id' | 'other_author_id' | 'paper_id' | 'author_detail_id' | 'author_updated_at'>;

/**
 * The body of Yes / No on the confirmation page. Google Scholar / ResearchGate: "is this paper the
 * author's?" Yes keeps it mapped (toMap true), No unmaps it. Name too similar: "is this paper the
 * other author's?" Yes moves it to the other author, No keeps it with the author it is mapped to.
 */
export function mismatchDecisionBody(log: MismatchLog, yes: boolean) {
  const target = log.error === 'NAME_TOO_SIMILAR' ? (yes ? log.other_author_id : log.author_id) : log.author_id;
  return {
    author_details_id: log.author_detail_id,
    author_id: target ?? undefined,
    paper_id: log.paper_id ?? undefined,
    toMap: log.error === 'NAME_TOO_SIMILAR' ? true : yes,
    expected_updated_at: log.author_updated_at ?? undefined,
  };
}

/** The RG/GS page's buttons: 'Merge and Map' merges the other record into the log's author, then maps. */
export function rgGsBody(log: Pick<TDataIssueLog, 'other_author_id' | 'author_updated_at'>, action: 'merge_and_map' | 'map') {
  return {
    action,
    ...(action === 'merge_and_map' && log.other_author_id !== null ? { merge_author_id: log.other_author_id } : {}),
    expected_updated_at: log.author_updated_at ?? undefined,
  };
}

// ---------------------------------------------------------------- the profile viewer


export interface RemovedSets {
  papers: number[];
  variations: string[];
}

export const NOTHING_REMOVED: RemovedSets = { papers: [], variations: [] };

/** Moves a paper to the Removed list (once). */
export function removePaper(sets: RemovedSets, paperId: number): RemovedSets {
  return sets.papers.includes(paperId) ? sets : { ...sets, papers: [...sets.papers, paperId] };
}

/** Puts a removed paper back. */
export function restorePaper(sets: RemovedSets, paperId: number): RemovedSets {
  return { ...sets, papers: sets.papers.filter((id) => id !== paperId) };
}

export function removeVariation(sets: RemovedSets, variation: string): RemovedSets {
  return sets.variations.includes(variation) ? sets : { ...sets, variations: [...sets.variations, variation] };
}

export function restoreVariation(sets: RemovedSets, variation: string): RemovedSets {
  return { ...sets, variations: sets.variations.filter((own) => own !== variation) };
}

/** The items still listed (not removed), in their order, and the removed ones in the order removed. */
export function splitRemoved<T, K>(items: readonly T[], keyOf: (item: T) => K, removed: readonly K[]): { kept: T[]; removed: T[] } {
  const byKey = new Map(items.map((item) => [keyOf(item), item]));
  return {
    kept: items.filter((item) => !removed.includes(keyOf(item))),
    removed: removed.flatMap((key) => (byKey.has(key) ? [byKey.get(key)!] : [])),
  };
}

/** What Resolve sends: the removed sets, the author of the log, and the record's version as loaded. */
export function profileResolutionBody(log: Pick<TDataIssueLog, 'error' | 'author_id' | 'author_updated_at'>, sets: RemovedSets) {
  const base = { mongo_author_id: log.author_id ?? undefined, removed_papers: sets.papers, expected_updated_at: log.author_updated_at ?? undefined };
  return log.error === 'MULTIPLE_LAST_NAME_TWO_CHARACTER_NAME_VARIATION' ? { ...base, removed_name_variations: sets.variations } : base;
}

/** The research-profile links of the viewer ('' when the author has none). */
export function researchProfileLinks(profile: { gs: { author_id: string }; rg: { author_id: string } }) {
  return {
    googleScholar: profile.gs.author_id === '' ? '' : `https://scholar.google.com/citations?user=${encodeURIComponent(profile.gs.author_id)}`,
    researchGate: profile.rg.author_id === '' ? '' : `https://www.researchgate.net/profile/${encodeURIComponent(profile.rg.author_id)}`,
  };
}

/** The name variations the detector flagged (details.flagged_variations), to point them out. */
export function flaggedVariations(details: Record<string, unknown>): string[] {
  const flagged = details.flagged_variations;
  if (!Array.isArray(flagged)) return [];
  return flagged.flatMap((entry: unknown) => {
    if (typeof entry === 'string') return [entry];
    if (typeof entry === 'object' && entry !== null && typeof (entry as { variation?: unknown }).variation === 'string') return [(entry as { variation: string }).variation];
    return [];
  });
}

/** A profile's display name: first, middle and last name. */
export function fullName(person: { first_name: string; mid_name: string; last_name: string }): string {
  return [person.first_name, person.mid_name, person.last_name].map((part) => part.trim()).filter((part) => part !== '').join(' ');
}

/** Total of the job result's `raised` counts (issues newly raised), or null when the result is not one. */
export function raisedCount(result: unknown): number | null {
  if (typeof result !== 'object' || result === null) return null;
  const raised = (result as { raised?: unknown }).raised;
  if (typeof raised !== 'object' || raised === null) return null;
  return Object.values(raised).reduce<number>((sum, value) => sum + (typeof value === 'number' ? value : 0), 0);
}
