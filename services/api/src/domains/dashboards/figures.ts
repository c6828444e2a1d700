// The one computation of tier counts (docs/metrics.md section 10, "Tier source in force"): for a
// set of authors, a year window, a tier source (the global tiers, or one department's lists) and a
// counting mode, each author's papers published and citations received in the window, per tier.
// Every screen that shows A / A- / B counts or the papers and citations of a journal grade reads
// them from here (Tenure Readiness, Faculty Productivity); the ranking computes the same global
// figures from the same cumulative rows (rankingIndex.ts and analytics/queries.ts, held equal by
// services/api/test/figureConsistency.test.ts).
import type { Db } from '@ri/db';
import type { TTierSource } from '@ri/contracts';
import { tierSourceFor } from '@ri/metrics';
import * as queries from './queries.ts';

export type TierKey = 'a' | 'a_minus' | 'b' | 'unranked';
export type CountingMode = 'full' | 'fractional';
/** A window of years, both ends included. */
export interface YearWindow { from: number; to: number }

/** What a journal grade counts: All = A, A- and B; top = A and A-; every paper adds unranked. */
export const GRADE_TIERS = {
  all: ['a', 'a_minus', 'b'],
  top: ['a', 'a_minus'],
  a: ['a'],
  every: ['a', 'a_minus', 'b', 'unranked'],
} as const satisfies Record<string, readonly TierKey[]>;

export type TierFigures = queries.TierValues;

export const NO_FIGURES: TierFigures = Object.freeze({
  papers_a: 0, papers_a_minus: 0, papers_b: 0, papers_unranked: 0, citations_a: 0, citations_a_minus: 0, citations_b: 0, citations_unranked: 0,
});

/** The tier source in force for a scope, as the answers carry it. */
export const tierSourceOf = (department: { id: number; name: string } | null): TTierSource => tierSourceFor(department);

/** The sum of some tiers' papers or citations. */
export function sumTiers(figures: TierFigures, measure: 'papers' | 'citations', tiers: readonly TierKey[]): number {
  let total = 0;
  for (const t of tiers) total += figures[`${measure}_${t}`];
  return total;
}

/** A, A-, B counts of a figure (papers in the window), as the screens show them. */
export function tierCountsOf(figures: TierFigures): { A: number; AMinus: number; B: number } {
  return { A: figures.papers_a, AMinus: figures.papers_a_minus, B: figures.papers_b };
}

const TIER_OF_GRADE: Record<string, TierKey> = { A: 'a', 'A-': 'a_minus', B: 'b' };

export interface TierFiguresRequest {
  authorIds: readonly number[];
  windows: readonly YearWindow[];
  /** null: the global tiers; a department: its lists over the global tiers */
  department: { id: number; name: string } | null;
  counting: CountingMode;
  /** the figures' year: windows end at it at the latest */
  currentYear: number;
}

/**
 * Per window (in the order asked), each author's figures. Global tiers: the cumulative per-year rows
 * at the window's end minus those before its start (docs/analytics-engine.md), one query for every
 * window. A department's lists: the precomputed author × paper rows re-graded journal by journal.
 * An author without papers has NO_FIGURES.
 */
export async function authorTierFigures(db: Db, request: TierFiguresRequest): Promise<Map<number, TierFigures>[]> {
  const ids = [...new Set(request.authorIds)];
  const cap = (year: number) => Math.min(year, request.currentYear);
  if (request.department === null) {
    const years = request.windows.flatMap((w) => [cap(w.to), cap(w.from) - 1]);
    const cumulative = await queries.cumulativeAt(db, ids, years, request.counting);
    return request.windows.map((w) => {
      const result = new Map<number, TierFigures>();
      if (w.from > cap(w.to)) return result;
      for (const id of ids) {
        const hi = cumulative.get(id)?.get(cap(w.to)) ?? NO_FIGURES;
        const lo = cumulative.get(id)?.get(cap(w.from) - 1) ?? NO_FIGURES;
        const figures = { ...NO_FIGURES };
        for (const key of Object.keys(NO_FIGURES) as (keyof TierFigures)[]) figures[key] = hi[key] - lo[key];
        result.set(id, figures);
      }
      return result;
    });
  }
  const departmentId = request.department.id;
  return Promise.all(request.windows.map(async (w) => {
    const result = new Map<number, TierFigures>();
    if (w.from > cap(w.to)) return result;
    const rows = await queries.departmentTierWindow(db, {
      authorIds: ids, departmentId, from: w.from, to: cap(w.to), counting: request.counting, currentYear: request.currentYear,
    });
    for (const row of rows) {
      let figures = result.get(row.author_id);
      if (!figures) result.set(row.author_id, (figures = { ...NO_FIGURES }));
      const tier = row.tier === null ? 'unranked' : TIER_OF_GRADE[row.tier]!;
      figures[`papers_${tier}`] += row.papers;
      figures[`citations_${tier}`] += row.citations;
    }
    return result;
  }));
}

/** One author's figures in a window's answer (NO_FIGURES when the author has nothing there). */
export function figuresOf(window: ReadonlyMap<number, TierFigures>, authorId: number): TierFigures {
  return window.get(authorId) ?? NO_FIGURES;
}
