// The dashboards' figure sets that belong to one version of the analytics tables (docs/analytics-engine.md
// "Dashboard figures"): the perceptual map's faculty in a figure option, Hire Impact's members and their
// all-time totals in an option, a school's department totals in a window. Each set is defined once here
// (its key, its computation, its stored form); the screens' services keep it per version
// (versionMemo.ts) and the analytics worker computes every set the screens open on after each version
// (`precomputeDashboardFigures`, the `dashboard-figures` job) and stores it stamped with that version,
// so the first read after an analytics change reads a row instead of computing. One definition: the
// worker calls these same functions.
import type { Db } from '@ri/db';
import { COUNTING_MODES, AFFILIATION_MODES } from '@ri/contracts';
import { citationsPerPaper, citationsPerYear, papersPerYear } from '@ri/metrics';
import { GRADE_TIERS, authorTierFigures, creditMap, figuresOf, sumTiers, type AffiliationMode, type CountingMode, type TierFigures } from './figures.ts';
import * as queries from './queries.ts';
import type { StoredForm, VersionMemo } from './versionMemo.ts';

export interface FigureOptions { counting: CountingMode; affiliation: AffiliationMode }

/** A figure set: its key (the memo's and the stored row's), how to compute it, and its stored form. */
export interface FigureSet<T> extends StoredForm<T> {
  key: string;
  compute(): Promise<T>;
  encode(value: T): unknown;
}

/** The map's faculty types as analytics_author.rank_code (docs/metrics.md section 27). */
export const RANK_OF_TITLE: Record<'Assistant Professor' | 'Associate Professor' | 'Full Professor', number> = { 'Assistant Professor': 1, 'Associate Professor': 2, 'Full Professor': 3 };

/** A set's value kept in `memo` for the current version: its stored row when the worker stored it, else computed. */
export function keptSet<T>(memo: VersionMemo, set: FigureSet<T>): Promise<T> {
  return memo(set.key, set.compute, set);
}

type Column = string | number | null | number[];
/** Rows stored column by column (one array per field, rows in their order): a fraction of the size of an array of objects. */
function columnar<R extends object>(fields: readonly (keyof R & string)[]) {
  return {
    encode(rows: readonly R[]): Record<string, Column[]> {
      return Object.fromEntries(fields.map((f) => [f, rows.map((r) => r[f] as Column)]));
    },
    decode(json: unknown): R[] {
      const columns = json as Record<string, Column[]>;
      const length = columns[fields[0]!]?.length ?? 0;
      const rows: R[] = new Array(length);
      for (let i = 0; i < length; i++) {
        const row: Record<string, Column> = {};
        for (const f of fields) row[f] = columns[f]![i]!;
        rows[i] = row as R;
      }
      return rows;
    },
  };
}

function groupBy<R>(rows: readonly R[], keyOf: (row: R) => number): Map<number, R[]> {
  const groups = new Map<number, R[]>();
  for (const row of rows) {
    const key = keyOf(row);
    let list = groups.get(key);
    if (!list) groups.set(key, (list = []));
    list.push(row);
  }
  return groups;
}

const MAP_FIELDS = [
  'author_id', 'university_id', 'rank_code', 'career_start_year', 'total_papers', 'total_citations', 'h_index', 'papers_per_year', 'citations_per_year',
  'citations_per_paper', 'percent_solo', 'papers_a', 'papers_a_minus',
] as const satisfies readonly (keyof queries.MapAuthorRow)[];
const mapRows = columnar<queries.MapAuthorRow>(MAP_FIELDS);

/**
 * The map's faculty figures in the counting and affiliation asked for (docs/metrics.md sections 14,
 * 15 and 27): full counting and current affiliation, the precomputed ones; otherwise papers,
 * citations, their rates and the top-journal share from the one computation (figures.ts) over all
 * time, each member keeping, at publication, the papers written at their school. The h-index and
 * percent solo stay the precomputed ones.
 */
async function withFigureOptions(db: Db, rows: queries.MapAuthorRow[], options: FigureOptions, currentYear: number): Promise<queries.MapAuthorRow[]> {
  if (options.counting === 'full' && options.affiliation === 'current') return rows;
  const [allTime] = await authorTierFigures(db, {
    authorIds: rows.map((r) => r.author_id), windows: [{ from: 0, to: currentYear }], department: null, counting: options.counting, currentYear,
    creditTo: creditMap(options.affiliation, rows),
  });
  return rows.map((r) => {
    const f = figuresOf(allTime!, r.author_id);
    const papers = sumTiers(f, 'papers', GRADE_TIERS.every);
    const citations = sumTiers(f, 'citations', GRADE_TIERS.every);
    return {
      ...r, total_papers: papers, total_citations: citations, papers_a: f.papers_a, papers_a_minus: f.papers_a_minus,
      papers_per_year: papersPerYear(papers, r.career_start_year, currentYear), citations_per_year: citationsPerYear(citations, r.career_start_year, currentYear),
      citations_per_paper: citationsPerPaper(citations, papers),
    };
  });
}

/** Compare Schools (the perceptual map): every school's ranked faculty with their map figures in a figure option, by school. */
export function mapFacultySet(db: Db, options: FigureOptions, currentYear: number): FigureSet<Map<number, queries.MapAuthorRow[]>> {
  return {
    key: `map:${options.counting}:${options.affiliation}`,
    compute: async () => groupBy(await withFigureOptions(db, await queries.authorsOfRanks(db, Object.values(RANK_OF_TITLE)), options, currentYear), (a) => a.university_id),
    encode: (bySchool) => mapRows.encode([...bySchool.values()].flat()),
    decode: (json) => groupBy(mapRows.decode(json), (a) => a.university_id),
  };
}

export type Member = Awaited<ReturnType<typeof queries.allFacultyMembership>>[number];
const MEMBER_FIELDS = ['author_id', 'first_name', 'last_name', 'university_id', 'department_ids', 'total_papers', 'total_citations'] as const satisfies readonly (keyof Member)[];
const memberRows = columnar<Member>(MEMBER_FIELDS);

/** Hire Impact: every school's faculty members (who they are, their school and departments). */
export function membershipSet(db: Db): FigureSet<Member[]> {
  return { key: 'membership', compute: () => queries.allFacultyMembership(db), encode: memberRows.encode, decode: memberRows.decode };
}

export interface Figures { papers: number; citations: number }
export const totalOf = (f: TierFigures): Figures => ({ papers: sumTiers(f, 'papers', GRADE_TIERS.every), citations: sumTiers(f, 'citations', GRADE_TIERS.every) });
export const totalsOf = (figures: Map<number, TierFigures>) => new Map([...figures].map(([id, f]) => [id, totalOf(f)]));

/** The key of a figure option with Hire Impact's journal choice (null: every journal). */
export const optionsKeyOf = (options: FigureOptions, journalIds: readonly number[] | null) =>
  `${options.counting}:${options.affiliation}:${journalIds ? [...journalIds].sort((a, b) => a - b).join(',') : 'all'}`;

/**
 * Hire Impact: every member's all-time papers and citations in a figure option (and journals), from the
 * one computation (figures.ts); at publication each member keeps the papers written at their school.
 */
export function memberTotalsSet(db: Db, members: () => Promise<Member[]>, options: FigureOptions, journalIds: readonly number[] | null, currentYear: number): FigureSet<Map<number, Figures>> {
  return {
    key: `members:${optionsKeyOf(options, journalIds)}`,
    compute: async () => {
      const list = await members();
      const figures = await authorTierFigures(db, {
        windows: [{ from: 0, to: currentYear }], department: null, counting: options.counting, currentYear, journalIds,
        authorIds: list.map((m) => m.author_id), creditTo: creditMap(options.affiliation, list),
      });
      return totalsOf(figures[0]!);
    },
    encode: (totals) => ({ author_id: [...totals.keys()], papers: [...totals.values()].map((f) => f.papers), citations: [...totals.values()].map((f) => f.citations) }),
    decode: (json) => {
      const { author_id: ids, papers, citations } = json as { author_id: number[]; papers: number[]; citations: number[] };
      return new Map(ids.map((id, i) => [id, { papers: papers[i]!, citations: citations[i]! }]));
    },
  };
}

export type DepartmentTotals = Awaited<ReturnType<typeof queries.departmentWindowTotals>>;

/** A school's and its departments' papers and citations in the years (Compare by Department; Hire Impact's school total over all time). */
export function departmentTotalsSet(db: Db, universityId: number, from: number, to: number, options: FigureOptions, journalIds: readonly number[] | null = null): FigureSet<DepartmentTotals> {
  return {
    key: `departments:${universityId}:${from}:${to}:${optionsKeyOf(options, journalIds)}`,
    compute: () => queries.departmentWindowTotals(db, universityId, from, to, { ...options, journalIds }),
    encode: (rows) => rows,
    decode: (json) => json as DepartmentTotals,
  };
}

/** Every figure option the screens offer (docs/metrics.md sections 14 and 15). */
export const FIGURE_OPTIONS: readonly FigureOptions[] = COUNTING_MODES.flatMap((counting) => AFFILIATION_MODES.map((affiliation) => ({ counting, affiliation })));
const isPlain = (o: FigureOptions) => o.counting === 'full' && o.affiliation === 'current';

/** The first year of Compare by Department's default window (the last 5 years to the clock's year). */
export const compareDepartmentsDefaultFrom = (clockYear: number) => clockYear - 5;

/**
 * Every figure set the screens open on, for the analytics tables as they are now: the map in every
 * option, Hire Impact's members and their totals in every option but the stored full / current
 * figures, and per school (the largest first) Compare by Department's default window in every option and
 * Hire Impact's school totals. Each set is stored as soon as it is computed, stamped with the version
 * read first; the run stops when the version moves (the newer version's job computes its own).
 */
export async function precomputeDashboardFigures(db: Db, options: {
  clockYear: number; onProgress?: (done: number, total: number, key: string) => Promise<void>;
}): Promise<{ stamp: string | null; version: number | null; stored: number; total: number; stale: boolean; dropped: number }> {
  const at = await queries.analyticsStamp(db);
  if (!at) return { stamp: null, version: null, stored: 0, total: 0, stale: false, dropped: 0 };
  const currentYear = (await queries.analyticsYear(db)) ?? options.clockYear;
  const members = membershipSet(db);
  let kept: Promise<Member[]> | null = null;
  const membersNow = () => (kept ??= members.compute());
  const sets: FigureSet<unknown>[] = [
    ...FIGURE_OPTIONS.map((o) => mapFacultySet(db, o, currentYear)),
    { ...members, compute: membersNow },
    ...FIGURE_OPTIONS.filter((o) => !isPlain(o)).map((o) => memberTotalsSet(db, membersNow, o, null, currentYear)),
  ] as FigureSet<unknown>[];
  for (const universityId of await queries.universitiesWithFaculty(db)) {
    for (const o of FIGURE_OPTIONS) sets.push(departmentTotalsSet(db, universityId, compareDepartmentsDefaultFrom(options.clockYear), options.clockYear, o) as FigureSet<unknown>);
    for (const o of FIGURE_OPTIONS.filter((x) => !isPlain(x))) sets.push(departmentTotalsSet(db, universityId, 0, currentYear, o) as FigureSet<unknown>);
  }
  let stored = 0;
  for (const set of sets) {
    if (!(await queries.storeFigures(db, set.key, at, set.encode(await set.compute())))) {
      return { stamp: at.stamp, version: at.version, stored, total: sets.length, stale: true, dropped: 0 };
    }
    stored += 1;
    await options.onProgress?.(stored, sets.length, set.key);
  }
  const dropped = await queries.dropStaleFigures(db, at.stamp);
  return { stamp: at.stamp, version: at.version, stored, total: sets.length, stale: false, dropped };
}
