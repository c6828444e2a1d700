// Per-author paper figures. See docs/metrics.md: "Papers", "Citations", "Papers per year",
// "Citations per year", "Citations per paper", "Solo papers", "Journal tier counts",
// "Papers per year in top journals", "Top journal percentage".
import { careerYears } from './career.ts';
import { fractionalCount } from './counting.ts';
import type { CountingMode, JournalId, JournalTier, JournalTierMap } from './types.ts';
import { TOP_JOURNAL_TIERS } from './types.ts';

export interface PaperAuthorCount {
  /** number of authors on the paper (1 = solo) */
  authorCount: number;
}

export interface PaperWithCitations extends PaperAuthorCount {
  /** the paper's citations (in the window the caller chose) */
  citations: number;
}

export interface PaperInJournal extends PaperAuthorCount {
  journalId: JournalId | null;
}

/** total_papers: 1 per paper (full) or 1 / authors per paper (fractional). */
export function totalPapers(papers: readonly PaperAuthorCount[], countingMode: CountingMode = 'full'): number {
  if (countingMode === 'full') return papers.length;
  let total = 0;
  for (const paper of papers) total += fractionalCount(paper.authorCount, countingMode);
  return total;
}

/** total_citations: the papers' citations (full) or each paper's citations / authors (fractional). */
export function totalCitations(papers: readonly PaperWithCitations[], countingMode: CountingMode = 'full'): number {
  let total = 0;
  for (const paper of papers) {
    const citations = paper.citations > 0 ? paper.citations : 0;
    total += citations * fractionalCount(paper.authorCount, countingMode);
  }
  return total;
}

/** papersPerYear: papers / careerYears(startYear, currentYear). */
export function papersPerYear(papers: number, startYear: number | null, currentYear: number): number {
  return papers / careerYears(startYear, currentYear);
}

/** citationsPerYear: citations / careerYears(startYear, currentYear). */
export function citationsPerYear(citations: number, startYear: number | null, currentYear: number): number {
  return citations / careerYears(startYear, currentYear);
}

/** citationsPerPaper: citations / papers; 0 when there are no papers. Pass both in the same counting mode. */
export function citationsPerPaper(citations: number, papers: number): number {
  return papers > 0 ? citations / papers : 0;
}

export interface SoloPaperStats {
  /** papers with exactly one author (a solo paper counts 1 in both modes) */
  soloPapers: number;
  /** all papers in the counting mode */
  totalPapers: number;
  /** soloPapers / totalPapers x 100; 0 when there are no papers */
  percentSolo: number;
}

/** solo and percent_solo. An authorCount below 1 is treated as 1 (the author), so it is solo. */
export function soloPaperStats(papers: readonly PaperAuthorCount[], countingMode: CountingMode = 'full'): SoloPaperStats {
  let solo = 0;
  let total = 0;
  for (const paper of papers) {
    if (!(paper.authorCount >= 2)) solo += 1;
    total += fractionalCount(paper.authorCount, countingMode);
  }
  return { soloPapers: solo, totalPapers: total, percentSolo: total > 0 ? (solo / total) * 100 : 0 };
}

function isJournalTier(value: unknown): value is JournalTier {
  return value === 'A' || value === 'A-' || value === 'B';
}

function lookUpTier(map: JournalTierMap, journalId: JournalId): JournalTier | undefined {
  if (map instanceof Map) {
    const tier: unknown = map.get(journalId);
    return isJournalTier(tier) ? tier : undefined;
  }
  const record = map as Readonly<Record<string, unknown>>;
  const key = String(journalId);
  if (!Object.hasOwn(record, key)) return undefined;
  const tier = record[key];
  return isJournalTier(tier) ? tier : undefined;
}

/**
 * The tier a journal counts as for a department: the department's tier when the department
 * lists the journal, otherwise the global tier, otherwise null (unranked).
 * A department list overrides journal by journal; it does not replace the global list.
 */
export function resolveJournalTier(
  journalId: JournalId | null,
  departmentTiers: JournalTierMap | null | undefined,
  globalTiers: JournalTierMap,
): JournalTier | null {
  if (journalId === null || journalId === undefined) return null;
  if (departmentTiers) {
    const tier = lookUpTier(departmentTiers, journalId);
    if (tier !== undefined) return tier;
  }
  return lookUpTier(globalTiers, journalId) ?? null;
}

export interface TierOptions {
  globalTiers: JournalTierMap;
  /** the department's own lists; null or absent at school scope */
  departmentTiers?: JournalTierMap | null;
  countingMode?: CountingMode;
}

export interface TierCounts {
  /** A_papers */
  A: number;
  /** AMinus_papers */
  AMinus: number;
  /** B_papers */
  B: number;
  /** papers in journals with no tier (or no journal) */
  unranked: number;
}

/** A_papers, AMinus_papers, B_papers (and the unranked rest), each paper's journal resolved with resolveJournalTier. */
export function tierCounts(papers: readonly PaperInJournal[], options: TierOptions): TierCounts {
  const counts: TierCounts = { A: 0, AMinus: 0, B: 0, unranked: 0 };
  const mode = options.countingMode ?? 'full';
  for (const paper of papers) {
    const credit = fractionalCount(paper.authorCount, mode);
    const tier = resolveJournalTier(paper.journalId, options.departmentTiers, options.globalTiers);
    if (tier === 'A') counts.A += credit;
    else if (tier === 'A-') counts.AMinus += credit;
    else if (tier === 'B') counts.B += credit;
    else counts.unranked += credit;
  }
  return counts;
}

export interface TopJournalOptions extends TierOptions {
  /** the tiers that count as top journals; A and A- by default */
  tiers?: readonly JournalTier[];
}

/** Papers in top-journal tiers, in the counting mode. */
export function topJournalPaperCount(papers: readonly PaperInJournal[], options: TopJournalOptions): number {
  const tiers = options.tiers ?? TOP_JOURNAL_TIERS;
  const mode = options.countingMode ?? 'full';
  let count = 0;
  for (const paper of papers) {
    const tier = resolveJournalTier(paper.journalId, options.departmentTiers, options.globalTiers);
    if (tier !== null && tiers.includes(tier)) count += fractionalCount(paper.authorCount, mode);
  }
  return count;
}

/** top_journal_percentage: top-journal papers / all papers (ranked or not) x 100; 0 without papers. */
export function topJournalPercentage(papers: readonly PaperInJournal[], options: TopJournalOptions): number {
  const total = totalPapers(papers, options.countingMode ?? 'full');
  return total > 0 ? (topJournalPaperCount(papers, options) / total) * 100 : 0;
}

/** paper_per_year_in_top_journal: top-journal papers / careerYears(startYear, currentYear). */
export function topJournalPapersPerYear(
  papers: readonly PaperInJournal[],
  options: TopJournalOptions & { startYear: number | null; currentYear: number },
): number {
  return papersPerYear(topJournalPaperCount(papers, options), options.startYear, options.currentYear);
}

/** Which journal grading a tier count uses (docs/metrics.md section 10, "Tier source in force"). */
export interface TierSource {
  kind: 'global' | 'department';
  /** the department whose lists grade the papers; null for the global tiers (snake case: the API answers carry this object as is) */
  department_id: number | null;
  /** what the screens print beside every tier count */
  label: string;
}

/**
 * The tier source in force for a scope: the global tiers at school scope (no department, even when
 * the school's departments have lists of their own), the department's own lists (over the global
 * tiers, journal by journal) when one department is in scope.
 */
export function tierSourceFor(department: { id: number; name: string } | null): TierSource {
  if (department === null) return { kind: 'global', department_id: null, label: 'global tiers' };
  return { kind: 'department', department_id: department.id, label: `${department.name} department's journal lists` };
}
