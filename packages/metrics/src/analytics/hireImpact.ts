// Hire Impact. See docs/metrics.md, "Hire impact".
import { roundTo, ROUNDING_DECIMALS } from './rounding.ts';

export type ImprovementDirection = 'up' | 'down' | 'flat';

/** Mean of the values; 0 for an empty list. */
export function averagePerFaculty(values: ArrayLike<number>): number {
  if (values.length === 0) return 0;
  let sum = 0;
  for (let i = 0; i < values.length; i++) sum += values[i]!;
  return sum / values.length;
}

export interface HireImprovement {
  /** (after / before) x 100 - 100 with two decimals; null when before is 0 and after is not */
  percent: number | null;
  /** from the rounded percent, so the arrow agrees with the number shown */
  direction: ImprovementDirection;
}

/**
 * PERCENTAGE OF IMPROVEMENT (docs/requirements/dashboards.md §4): (after / before) x 100 - 100, two decimals.
 * before == 0: 0 and flat when after is 0 too; otherwise null (no finite percentage) and up.
 */
export function hireImprovementPercent(averageBefore: number, averageAfter: number): HireImprovement {
  if (!(averageBefore > 0)) {
    return averageAfter > 0 ? { percent: null, direction: 'up' } : { percent: 0, direction: 'flat' };
  }
  const percent = roundTo((averageAfter / averageBefore) * 100 - 100, ROUNDING_DECIMALS.comparisonTable);
  return { percent, direction: percent > 0 ? 'up' : percent < 0 ? 'down' : 'flat' };
}

export interface FacultyTotals {
  papers: number;
  citations: number;
}

export interface HireImpactSummary {
  /** average_citations_before_hire: the selected faculty's average citations */
  averageCitationsBeforeHire: number;
  /** average_citations_after_hire: the average over the selected faculty plus the candidate */
  averageCitationsAfterHire: number;
  /** selected_faculty_average_papers */
  selectedFacultyAveragePapers: number;
  /** selected_faculty_average_citations (equals averageCitationsBeforeHire) */
  selectedFacultyAverageCitations: number;
  averagePapersAfterHire: number;
  improvement: HireImprovement;
}

/** Before and after averages per faculty member and the improvement percentage. */
export function hireImpactSummary(selectedFaculty: readonly FacultyTotals[], candidate: FacultyTotals): HireImpactSummary {
  let papers = 0;
  let citations = 0;
  for (const member of selectedFaculty) {
    papers += member.papers;
    citations += member.citations;
  }
  const n = selectedFaculty.length;
  const before = n > 0 ? citations / n : 0;
  const beforePapers = n > 0 ? papers / n : 0;
  const after = (citations + candidate.citations) / (n + 1);
  const afterPapers = (papers + candidate.papers) / (n + 1);
  return {
    averageCitationsBeforeHire: before,
    averageCitationsAfterHire: after,
    selectedFacultyAveragePapers: beforePapers,
    selectedFacultyAverageCitations: before,
    averagePapersAfterHire: afterPapers,
    improvement: hireImprovementPercent(before, after),
  };
}
