// Tenure readiness and its card colour. See docs/metrics.md, "Tenure readiness".
import { roundTo, ROUNDING_DECIMALS } from './rounding.ts';
import type { AuthorId, UniversityId } from './types.ts';

export type TenureColour = 'green' | 'orange' | 'red' | 'grey';

/** docs/requirements/dashboards.md §9: thresholds by the current month. */
export const TENURE_COLOUR_THRESHOLDS = {
  /** months 1 to 5 */
  januaryToMay: { green: 95, orange: 85 },
  /** months 6 to 12 */
  juneToDecember: { green: 90, orange: 80 },
} as const;

/**
 * Card colour for a readiness percent in a given month (1 = January ... 12 = December).
 * Months 1-5: green at 95 or more, orange from 85 to under 95, else red.
 * Months 6-12: green at 90 or more, orange from 80 to under 90, else red.
 * A null percent (nothing to compare with) is grey.
 */
export function tenureColour(percent: number | null, month: number): TenureColour {
  if (!Number.isInteger(month) || month < 1 || month > 12) throw new RangeError(`month must be 1 to 12, got ${month}`);
  if (percent === null || Number.isNaN(percent)) return 'grey';
  const thresholds = month <= 5 ? TENURE_COLOUR_THRESHOLDS.januaryToMay : TENURE_COLOUR_THRESHOLDS.juneToDecember;
  if (percent >= thresholds.green) return 'green';
  if (percent >= thresholds.orange) return 'orange';
  return 'red';
}

/** Career rank (1 assistant, 2 associate, 3 full) whose faculty form the comparison group. */
export function tenureComparisonRank(rank: 1 | 2 | 3): 2 | 3 {
  return rank === 1 ? 2 : 3;
}

/** value / average x 100 with two decimals; null when the average is 0 (nothing to compare with). */
export function readinessPercent(value: number, average: number): number | null {
  return average > 0 ? roundTo((value / average) * 100, ROUNDING_DECIMALS.comparisonTable) : null;
}

export interface TenureFigures {
  /** papers in the window and journal grade */
  papers: number;
  /** citations received in the window by papers of the journal grade */
  citations: number;
}

export interface TenureCandidate extends TenureFigures {
  authorId: AuthorId;
}

export interface TenureComparisonMember extends TenureFigures {
  universityId: UniversityId;
}

export interface TenureAuthorResult extends TenureCandidate {
  /** percent_paper / percentPaper */
  percentPaper: number | null;
  /** percent_citation / percentCitation */
  percentCitation: number | null;
  /** the mean of the two percents (two decimals): drives the colour; null if either is null */
  readinessPercent: number | null;
  colour: TenureColour;
}

export interface TenureUniversityResult {
  universityId: UniversityId;
  facultyCount: number;
  averagePapers: number;
  averageCitations: number;
  /** this university's average papers / the whole group's average x 100 */
  percentPaper: number | null;
  percentCitation: number | null;
}

export interface TenureReadinessResult {
  /** AveragePapers: the comparison group's average papers per faculty member */
  averagePapers: number;
  /** AverageCitations */
  averageCitations: number;
  comparisonCount: number;
  authors: TenureAuthorResult[];
  universities: TenureUniversityResult[];
}

/**
 * Tenure readiness of each candidate against the comparison group: faculty one rank above the
 * candidates (tenureComparisonRank) in the chosen universities and departments, with papers and
 * citations taken over the same window and journal grade as the candidates'.
 * `month` is the caller's current month (1-12) and picks the colour thresholds.
 */
export function tenureReadiness(
  candidates: readonly TenureCandidate[],
  comparisonGroup: readonly TenureComparisonMember[],
  month: number,
): TenureReadinessResult {
  let papers = 0;
  let citations = 0;
  const byUniversity = new Map<UniversityId, { count: number; papers: number; citations: number }>();
  for (const member of comparisonGroup) {
    papers += member.papers;
    citations += member.citations;
    const entry = byUniversity.get(member.universityId);
    if (entry) {
      entry.count += 1;
      entry.papers += member.papers;
      entry.citations += member.citations;
    } else {
      byUniversity.set(member.universityId, { count: 1, papers: member.papers, citations: member.citations });
    }
  }
  const count = comparisonGroup.length;
  const averagePapers = count > 0 ? papers / count : 0;
  const averageCitations = count > 0 ? citations / count : 0;

  const authors = candidates.map((candidate): TenureAuthorResult => {
    const percentPaper = readinessPercent(candidate.papers, averagePapers);
    const percentCitation = readinessPercent(candidate.citations, averageCitations);
    const readiness =
      percentPaper === null || percentCitation === null
        ? null
        : roundTo((percentPaper + percentCitation) / 2, ROUNDING_DECIMALS.comparisonTable);
    return {
      authorId: candidate.authorId,
      papers: candidate.papers,
      citations: candidate.citations,
      percentPaper,
      percentCitation,
      readinessPercent: readiness,
      colour: tenureColour(readiness, month),
    };
  });

  const universities: TenureUniversityResult[] = [];
  for (const [universityId, entry] of byUniversity) {
    const universityPapers = entry.papers / entry.count;
    const universityCitations = entry.citations / entry.count;
    universities.push({
      universityId,
      facultyCount: entry.count,
      averagePapers: universityPapers,
      averageCitations: universityCitations,
      percentPaper: readinessPercent(universityPapers, averagePapers),
      percentCitation: readinessPercent(universityCitations, averageCitations),
    });
  }
  return { averagePapers, averageCitations, comparisonCount: count, authors, universities };
}
