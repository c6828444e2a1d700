// The one computation of tier counts (docs/metrics.md section 10, "Tier source in force"): for a
// set of authors, a year window, a tier source (the global tiers, or one department's lists), a
// counting mode (section 14) and, for group figures, the affiliation (section 15: only the papers a
// member wrote at the group's school), each author's papers published and citations received in the
// window, per tier; and the figure options of a request (tier source in force, affiliation).
// Every screen that shows A / A- / B counts or the papers and citations of a journal grade reads
// them from here (Tenure Readiness, Faculty Productivity); the ranking computes the same global
// figures from the same cumulative rows (rankingIndex.ts and analytics/queries.ts, held equal by
// services/api/test/figureConsistency.test.ts).
import type { Db } from '@ri/db';
import { TIER_SOURCE_NEEDS_DEPARTMENT, type TAffiliationMode, type TTierSource } from '@ri/contracts';
import { tierSourceFor } from '@ri/metrics';
import { ValidationFailed } from '../../http/errors.ts';
import * as queries from './queries.ts';

export type TierKey = 'a' | 'a_minus' | 'b' | 'unranked';
export type CountingMode = 'full' | 'fractional';
export type AffiliationMode = TAffiliationMode;
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
  /**
   * Affiliation at publication (docs/metrics.md section 15): each author's papers count only when
   * written at this university of theirs (the group's school). Absent or null: every paper (current
   * affiliation, and every figure of one person).
   */
  creditTo?: ReadonlyMap<number, number> | null;
  /** only the papers in these journals (Hire Impact's journal choice); absent or null: every journal */
  journalIds?: readonly number[] | null;
}

/**
 * Per window (in the order asked), each author's figures. Global tiers, every paper: the cumulative
 * per-year rows at the window's end minus those before its start (docs/analytics-engine.md), one
 * query for every window. A department's lists or affiliation at publication: the precomputed
 * author × paper rows, re-graded journal by journal and kept to the papers written at the credited
 * university, one query for every window. An author without papers has NO_FIGURES.
 */
export async function authorTierFigures(db: Db, request: TierFiguresRequest): Promise<Map<number, TierFigures>[]> {
  const ids = [...new Set(request.authorIds)];
  const cap = (year: number) => Math.min(year, request.currentYear);
  if (request.department === null && !request.creditTo && !request.journalIds) {
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
  const entries = request.windows.flatMap((w, window) => (w.from > cap(w.to) ? [] : ids.map((authorId) => ({ window, authorId, from: w.from, to: cap(w.to) }))));
  const figures = await entryFigures(db, entries, request);
  return request.windows.map((_, window) => {
    const result = new Map<number, TierFigures>();
    entries.forEach((e, k) => { if (e.window === window) result.set(e.authorId, figures[k]!); });
    return result;
  });
}

/**
 * Each author's figures in a window of their own (the tenure-track comparison takes every peer at
 * the same career length: up to a different year each), by the same rules as `authorTierFigures`.
 */
export async function authorTierFiguresEach(
  db: Db, request: Omit<TierFiguresRequest, 'authorIds' | 'windows'> & { windows: ReadonlyMap<number, YearWindow> },
): Promise<Map<number, TierFigures>> {
  const cap = (year: number) => Math.min(year, request.currentYear);
  const entries = [...request.windows].flatMap(([authorId, w]) => (w.from > cap(w.to) ? [] : [{ authorId, from: w.from, to: cap(w.to) }]));
  const figures = await entryFigures(db, entries, request);
  return new Map(entries.map((e, k) => [e.authorId, figures[k]!]));
}

async function entryFigures(
  db: Db, entries: readonly { authorId: number; from: number; to: number }[],
  request: Pick<TierFiguresRequest, 'department' | 'counting' | 'creditTo' | 'journalIds'>,
): Promise<TierFigures[]> {
  const rows = await queries.tierWindows(db, {
    departmentId: request.department?.id ?? null,
    counting: request.counting,
    journalIds: request.journalIds ?? null,
    entries: entries.map((e) => ({ ...e, creditUniversityId: request.creditTo?.get(e.authorId) ?? null })),
  });
  const result = entries.map(() => ({ ...NO_FIGURES }));
  for (const row of rows) {
    const figures = result[row.k]!;
    const tier = row.tier === null ? 'unranked' : TIER_OF_GRADE[row.tier]!;
    figures[`papers_${tier}`] += row.papers;
    figures[`citations_${tier}`] += row.citations;
  }
  return result;
}

/** One author's figures in a window's answer (NO_FIGURES when the author has nothing there). */
export function figuresOf(window: ReadonlyMap<number, TierFigures>, authorId: number): TierFigures {
  return window.get(authorId) ?? NO_FIGURES;
}

// ---------------------------------------------------------------- the figure options of a request

/** The options a dashboard call was asked for (packages/contracts figureOptions.ts). */
export interface RequestedOptions { counting?: CountingMode; affiliation?: AffiliationMode; tier_source?: 'department' | 'global' }

/**
 * The tier source in force: the department in scope unless `global` is asked; `department` without
 * a department in scope is refused (docs/metrics.md section 10, "Tier source in force").
 */
export function tierSourceDepartment(
  choice: 'department' | 'global' | undefined, department: { id: number; name: string } | null, field = 'querystring.tier_source',
): { id: number; name: string } | null {
  if (choice === 'department' && department === null) throw new ValidationFailed(TIER_SOURCE_NEEDS_DEPARTMENT, field);
  return choice === 'global' ? null : department;
}

/**
 * Affiliation at publication: each member's papers credit their own (current) school, so only those
 * written there count (docs/metrics.md section 15); current affiliation: null (every paper).
 */
export function creditMap(affiliation: AffiliationMode | undefined, members: readonly { author_id: number; university_id: number | null }[]): Map<number, number> | null {
  if (affiliation !== 'at_publication') return null;
  return new Map(members.flatMap((m) => (m.university_id === null ? [] : [[m.author_id, m.university_id] as [number, number]])));
}

/** The options echoed in an answer. */
export function optionsInForce(options: RequestedOptions): { counting: CountingMode; affiliation: AffiliationMode } {
  return { counting: options.counting ?? 'full', affiliation: options.affiliation ?? 'current' };
}
