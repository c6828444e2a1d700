// The data-issue detectors (docs/requirements/admin-tools.md §4; docs/admin-tools.md defines each type). Each one
// reads a batch of authors with their authorships and returns the issues it finds; the processor
// inserts them, and data_issues.dedupe_key makes sure no issue is ever raised twice.
import { DATA_ISSUE_GAP_YEARS, type TDataIssueType } from '@ri/contracts';
import type { DataIssueType } from '@ri/contracts/catalogue';
import { normaliseName, type Db } from '@ri/db';
import { mergeLaterIssue, type NewDataIssue } from '@ri/db/queries/dataIssues';
import { currentAuthorNames, mergeDecisionsToRemind } from './queries.ts';
import { namesAgree, profileNameAgrees, recordNames, variationProblems, type SplitName } from './names.ts';

export interface DetectedIssue extends NewDataIssue {
  type: TDataIssueType;
}

export interface AuthorForDetection {
  id: number;
  first_name: string;
  mid_name: string;
  last_name: string;
  name_variations: string[];
  gs_author_id: string;
  gs_author_name: string;
  rg_author_id: string;
  rg_author_name: string;
}

export interface AuthorshipForDetection {
  author_id: number;
  paper_id: number;
  position: number;
  printed_first_name: string;
  printed_mid_name: string;
  printed_last_name: string;
  year: number | null;
}

/** Every name key (first + last, and each name variation) -> the current authors carrying it. */
export type NameIndex = Map<string, number[]>;

export function recordKey(author: { first_name: string; last_name: string }): string {
  return normaliseName(author.first_name, author.last_name);
}

export async function loadNameIndex(db: Db): Promise<NameIndex> {
  const rows = await currentAuthorNames(db);
  const index: NameIndex = new Map();
  const add = (key: string, id: number) => {
    if (key === '') return;
    const ids = index.get(key);
    if (!ids) index.set(key, [id]);
    else if (!ids.includes(id)) ids.push(id);
  };
  for (const row of rows) {
    add(recordKey(row), row.id);
    for (const variation of row.name_variations) add(normaliseName(variation), row.id);
  }
  return index;
}

const printedName = (s: AuthorshipForDetection) => [s.printed_first_name, s.printed_mid_name, s.printed_last_name].map((part) => part.trim()).filter(Boolean).join(' ');
const fullRecordName = (a: AuthorForDetection) => [a.first_name, a.mid_name, a.last_name].map((part) => part.trim()).filter(Boolean).join(' ');

/**
 * NAME_TOO_SIMILAR: the name printed on a paper (first + last) is not the name on record of the
 * author the paper is mapped to, but is exactly the name (or a name variation) of another current
 * author: the paper could belong to either.
 */
export function detectNameTooSimilar(author: AuthorForDetection, authorships: readonly AuthorshipForDetection[], index: NameIndex): DetectedIssue[] {
  const own = recordKey(author);
  const issues: DetectedIssue[] = [];
  for (const s of authorships) {
    const printed = normaliseName(s.printed_first_name, s.printed_last_name);
    if (printed === '' || printed === own) continue;
    const others = (index.get(printed) ?? []).filter((id) => id !== author.id).sort((a, b) => a - b);
    if (others.length === 0) continue;
    issues.push({
      type: 'NAME_TOO_SIMILAR',
      dedupeKey: `NAME_TOO_SIMILAR:paper:${s.paper_id}:position:${s.position}:author:${author.id}`,
      authorId: author.id, otherAuthorId: others[0]!, paperId: s.paper_id,
      note: `The name printed on this paper, ${printedName(s)}, is also the name of another author.`,
      details: { printed_name: printedName(s), record_name: fullRecordName(author), other_author_ids: others, position: s.position },
    });
  }
  return issues;
}

/**
 * GS_NAME_MISMATCH / RG_NAME_MISMATCH: the author's Google Scholar (ResearchGate) name agrees with
 * none of the author's names on record (see names.ts), and a paper mapped to the author prints a
 * name that agrees with the profile name but with none of the names on record: one issue per such
 * paper ("is this paper by this author?").
 */
export function detectProfileNameMismatch(
  author: AuthorForDetection, authorships: readonly AuthorshipForDetection[], profile: 'gs' | 'rg',
): DetectedIssue[] {
  const profileName = (profile === 'gs' ? author.gs_author_name : author.rg_author_name).trim();
  const profileId = profile === 'gs' ? author.gs_author_id : author.rg_author_id;
  if (profileName === '') return [];
  const names = recordNames(author);
  if (names.some((name) => profileNameAgrees(profileName, name))) return [];
  const type: TDataIssueType = profile === 'gs' ? 'GS_NAME_MISMATCH' : 'RG_NAME_MISMATCH';
  const issues: DetectedIssue[] = [];
  for (const s of authorships) {
    const printed: SplitName = { given: s.printed_first_name, family: s.printed_last_name };
    if (printed.family.trim() === '') continue;
    if (names.some((name) => namesAgree(name, printed))) continue;
    if (!profileNameAgrees(profileName, printed)) continue;
    issues.push({
      type,
      dedupeKey: `${type}:paper:${s.paper_id}:position:${s.position}:author:${author.id}`,
      authorId: author.id, otherAuthorId: null, paperId: s.paper_id,
      note: `${profile === 'gs' ? 'Google Scholar' : 'ResearchGate'} names this author ${profileName}; the paper prints ${printedName(s)}.`,
      details: { printed_name: printedName(s), record_name: fullRecordName(author), profile_name: profileName, profile_id: profileId, position: s.position },
    });
  }
  return issues;
}

/**
 * RG_GS_MISMATCH: the author has both a Google Scholar and a ResearchGate name and they differ
 * (compared lower-case, without accents and punctuation: even a middle initial counts). The name
 * agreeing less with the record is "the other profile"; if another current author carries that
 * name, the log points at them (the two records may be one person: 'Merge and Map').
 */
export function detectRgGsMismatch(author: AuthorForDetection, authorships: readonly AuthorshipForDetection[], index: NameIndex): DetectedIssue[] {
  const gs = author.gs_author_name.trim();
  const rg = author.rg_author_name.trim();
  if (gs === '' || rg === '' || normaliseName(gs) === normaliseName(rg)) return [];
  const names = recordNames(author);
  const gsAgrees = names.some((name) => profileNameAgrees(gs, name));
  const rgAgrees = names.some((name) => profileNameAgrees(rg, name));
  // the differing profile: the one that does not agree with the record (ResearchGate when both or neither do)
  const differing = gsAgrees && !rgAgrees ? rg : !gsAgrees && rgAgrees ? gs : rg;
  const differingKey = normaliseName(differing);
  const other = (index.get(differingKey) ?? []).filter((id) => id !== author.id).sort((a, b) => a - b)[0] ?? null;
  const paper = authorships.find((s) => normaliseName(s.printed_first_name, s.printed_last_name) === differingKey
    || normaliseName(s.printed_first_name, s.printed_mid_name, s.printed_last_name) === differingKey);
  return [{
    type: 'RG_GS_MISMATCH',
    dedupeKey: `RG_GS_MISMATCH:author:${author.id}:gs:${author.gs_author_id}:rg:${author.rg_author_id}`,
    authorId: author.id, otherAuthorId: other, paperId: paper?.paper_id ?? null,
    note: `Google Scholar names this author ${gs}; ResearchGate names them ${rg}.`,
    details: { gs_name: gs, rg_name: rg, gs_id: author.gs_author_id, rg_id: author.rg_author_id, record_name: fullRecordName(author), differing_profile: differing === gs ? 'gs' : 'rg' },
  }];
}

/** MULTIPLE_LAST_NAME_TWO_CHARACTER_NAME_VARIATION: see variationProblems (names.ts). One log per author. */
export function detectNameVariationProblems(author: AuthorForDetection): DetectedIssue[] {
  const flagged = author.name_variations
    .map((variation) => ({ variation, problems: variationProblems(variation, author.last_name) }))
    .filter((entry) => entry.problems.length > 0);
  if (flagged.length === 0) return [];
  return [{
    type: 'MULTIPLE_LAST_NAME_TWO_CHARACTER_NAME_VARIATION',
    dedupeKey: `MULTIPLE_LAST_NAME_TWO_CHARACTER_NAME_VARIATION:author:${author.id}`,
    authorId: author.id, otherAuthorId: null, paperId: null,
    note: `Name variations to check: ${flagged.map((entry) => entry.variation).join('; ')}`,
    details: { flagged_variations: flagged },
  }];
}

/**
 * GAP_OF_10_YEARS: two consecutive publication years of the author's papers at least 10 years
 * apart. papers_with_10_year_gap holds the papers published in the years on either side of each gap.
 */
export function detectGap(author: AuthorForDetection, authorships: readonly AuthorshipForDetection[]): DetectedIssue[] {
  const papersByYear = new Map<number, Set<number>>();
  for (const s of authorships) {
    if (s.year === null) continue;
    const ids = papersByYear.get(s.year) ?? new Set<number>();
    ids.add(s.paper_id);
    papersByYear.set(s.year, ids);
  }
  const years = [...papersByYear.keys()].sort((a, b) => a - b);
  const gaps: Array<{ from: number; to: number; years: number }> = [];
  const gapPapers = new Set<number>();
  for (let i = 1; i < years.length; i++) {
    const from = years[i - 1]!;
    const to = years[i]!;
    if (to - from >= DATA_ISSUE_GAP_YEARS) {
      gaps.push({ from, to, years: to - from });
      for (const id of papersByYear.get(from)!) gapPapers.add(id);
      for (const id of papersByYear.get(to)!) gapPapers.add(id);
    }
  }
  if (gaps.length === 0) return [];
  return [{
    type: 'GAP_OF_10_YEARS',
    dedupeKey: `GAP_OF_10_YEARS:author:${author.id}`,
    authorId: author.id, otherAuthorId: null, paperId: null,
    note: gaps.map((gap) => `No paper between ${gap.from} and ${gap.to} (${gap.years} years)`).join('; '),
    details: { gaps, papers_with_10_year_gap: [...gapPapers].sort((a, b) => a - b) },
  }];
}

/**
 * The detector of each data-issue type declared in packages/contracts/src/catalogue/dataIssueTypes.ts:
 * `author` runs on each author of a batch with their authorships, `sweep` once per run over the
 * database. A declared type without its detector does not compile.
 */
export type Detector =
  | { author: (author: AuthorForDetection, authorships: readonly AuthorshipForDetection[], index: NameIndex) => DetectedIssue[] }
  | { sweep: (db: Db) => Promise<NewDataIssue[]> };

export const DETECTORS = {
  NAME_TOO_SIMILAR: { author: detectNameTooSimilar },
  GS_NAME_MISMATCH: { author: (author, authorships) => detectProfileNameMismatch(author, authorships, 'gs') },
  RG_NAME_MISMATCH: { author: (author, authorships) => detectProfileNameMismatch(author, authorships, 'rg') },
  RG_GS_MISMATCH: { author: detectRgGsMismatch },
  MULTIPLE_LAST_NAME_TWO_CHARACTER_NAME_VARIATION: { author: (author) => detectNameVariationProblems(author) },
  GAP_OF_10_YEARS: { author: (author, authorships) => detectGap(author, authorships) },
  MERGE_TOOL_CHECK_MERGE_LATER: { sweep: (db) => detectMergeLater(db) },
} satisfies Record<DataIssueType, Detector>; // in the order they ran before (ids of a first detection)

const AUTHOR_DETECTORS = (Object.values(DETECTORS) as Detector[]).flatMap((detector) => ('author' in detector ? [detector.author] : []));
const SWEEPS = (Object.values(DETECTORS) as Detector[]).flatMap((detector) => ('sweep' in detector ? [detector.sweep] : []));

/** Every per-author detector for one author. */
export function detectForAuthor(author: AuthorForDetection, authorships: readonly AuthorshipForDetection[], index: NameIndex): DetectedIssue[] {
  return AUTHOR_DETECTORS.flatMap((detect) => detect(author, authorships, index));
}

/** Every database-wide detector (the merge-later reminders). */
export async function detectBySweeps(db: Db): Promise<NewDataIssue[]> {
  return (await Promise.all(SWEEPS.map((sweep) => sweep(db)))).flat();
}

/**
 * MERGE_TOOL_CHECK_MERGE_LATER: a merge decision (not undone) saved with remind_later. The log is
 * about the author kept by the merge, or the queued author for 'No Merge Required'.
 */
export async function detectMergeLater(db: Db): Promise<NewDataIssue[]> {
  return (await mergeDecisionsToRemind(db)).map(mergeLaterIssue);
}
