// The author ranking in memory (docs/analytics-engine.md, "Ranking index"): the per-author columns of
// analytics_author and the cumulative per-year rows of analytics_author_year held in typed arrays, so
// that POST ranking/authors filters, computes and orders every author of every school in a few
// milliseconds instead of reading 100,000 rows (and, for a year window, 200,000 more) per request.
//
// It computes exactly what rankingPageQuery computes from the same rows, in the same order of
// operations (so that equal figures stay equal and the order of authors is the same); an integration
// test compares the two over many filter combinations (services/api/test/rankingIndex.test.ts).
// Loading and keeping it current is rankingIndexCache.ts; this module is pure.
import { TIER_GROUPS, type RankingQuery, type RankingSortColumn, type TierGroup } from './queries.ts';

/** The integer per-tier measures of analytics_author and analytics_author_year, measure-major (index = measure * 4 + tier). */
export const INT_MEASURES = ['papers', 'citations', 'solo'] as const;
/** The fractional per-tier measures, likewise. */
export const FRAC_MEASURES = ['frac_papers', 'frac_citations'] as const;
export const INT_COLUMNS = INT_MEASURES.flatMap((m) => TIER_GROUPS.map((t) => `${m}_${t}`));
export const FRAC_COLUMNS = FRAC_MEASURES.flatMap((m) => TIER_GROUPS.map((t) => `${m}_${t}`));
export const SHARE_COLUMNS = [
  'school_paper_share_5y', 'school_paper_share_10y', 'school_paper_share_overall',
  'school_citation_share_5y', 'school_citation_share_10y', 'school_citation_share_overall',
] as const;
type ShareColumn = (typeof SHARE_COLUMNS)[number];

const TIER_INDEX: Record<TierGroup, number> = { a: 0, a_minus: 1, b: 2, unranked: 3 };
const PAPERS = 0;
const CITATIONS = 1;
const SOLO = 2;

/** analytics_author.gender as a small code; the ranking's gender filter uses the same codes. */
export const GENDER_CODE: Record<string, number> = { m: 1, f: 2, o: 3 };
/** Stands for NULL in the integer columns read from the database. */
export const NO_VALUE = -1;

/** Rows of analytics_author, column by column (NULL as NO_VALUE; career_start_year NULL as 0). */
export interface AuthorColumns {
  rows: number;
  authorId: Int32Array;
  universityId: Int32Array;
  rankCode: Int32Array;
  genderCode: Int32Array;
  hIndex: Int32Array;
  careerStartYear: Int32Array;
  shares: Float64Array[];
  int: Int32Array[];
  frac: Float64Array[];
}

/** Rows of analytics_author_year, ordered by author and year. */
export interface YearColumns {
  rows: number;
  authorId: Int32Array;
  year: Int32Array;
  int: Int32Array[];
  frac: Float64Array[];
}

/** (author, department) pairs of analytics_author.department_ids. */
export interface DepartmentColumns {
  rows: number;
  authorId: Int32Array;
  departmentId: Int32Array;
}

interface YearStore {
  int: Int32Array[];
  frac: Float64Array[];
}

/** The figures of one author under a query's filters, as the page query's columns. */
export interface RankedFigures {
  authorId: number;
  universityId: number | null;
  shares: Record<ShareColumn, number>;
  hIndex: number;
  careerStartYear: number | null;
  totalPapers: number;
  totalCitations: number;
  soloPapers: number;
  aPapers: number;
  aMinusPapers: number;
  bPapers: number;
}

export interface RankingAverages {
  totalPapers: number;
  totalCitations: number;
  hIndex: number;
  papersPerYear: number;
  citationsPerYear: number;
}

export interface RankingResult {
  /** authors the filters keep */
  total: number;
  averages: RankingAverages;
  /** the requested page in order (empty when the sort is by name: the caller orders by name) */
  page: RankedFigures[];
}

/** What the filters keep, one entry per author, with the figures the ordering and the averages need. */
interface Filtered {
  count: number;
  slots: Int32Array;
  keys: Float64Array;
}

const INITIAL_SLOTS = 1024;

export class RankingIndex {
  private capacity = 0;
  private slotCount = 0;
  private readonly slotOf = new Map<number, number>();
  // per slot
  private alive = new Uint8Array(0);
  private authorId = new Int32Array(0);
  private universityId = new Int32Array(0);
  private rankCode = new Int32Array(0);
  private genderCode = new Int32Array(0);
  private hIndex = new Int32Array(0);
  private careerStartYear = new Int32Array(0);
  private shares: Float64Array[] = [];
  /** the shares in fractional counting, worked out on the first fractional request after a change (fractionalShares) */
  private fracShares: { year: number; columns: Float64Array[] } | null = null;
  private int: Int32Array[] = [];
  private frac: Float64Array[] = [];
  private departments: (Int32Array | null)[] = [];
  private yearStore = new Int32Array(0);
  private yearOffset = new Int32Array(0);
  private yearFirst = new Int32Array(0);
  private yearCount = new Int32Array(0);
  // per-year rows: the first load's, then one store per applied change
  private readonly stores: YearStore[] = [];
  private liveYearRows = 0;
  private storedYearRows = 0;

  /** Authors held. */
  get size(): number {
    return this.slotOf.size;
  }

  /** Share of stored per-year rows that replaced ones still hold: when high, a fresh load saves memory. */
  get staleYearRowShare(): number {
    return this.storedYearRows === 0 ? 0 : 1 - this.liveYearRows / this.storedYearRows;
  }

  /**
   * Takes in the rows of the authors in `authorIds` (all of them on the first load): each author in
   * `authors` replaces what the index held for it; an author of `authorIds` absent from `authors` no
   * longer has figures and leaves the index.
   */
  apply(authorIds: Iterable<number> | null, authors: AuthorColumns, unorderedYears: YearColumns, departments: DepartmentColumns): void {
    this.fracShares = null;
    const years = orderedByAuthorAndYear(unorderedYears);
    const blocks = yearBlocks(years);
    const storeIndex = this.stores.length;
    this.stores.push({ int: years.int, frac: years.frac });
    this.storedYearRows += years.rows;
    this.ensureCapacity(this.slotCount + authors.rows);

    const present = new Set<number>();
    for (let row = 0; row < authors.rows; row++) {
      const id = authors.authorId[row]!;
      present.add(id);
      let slot = this.slotOf.get(id);
      if (slot === undefined) {
        slot = this.slotCount++;
        this.slotOf.set(id, slot);
      } else {
        this.liveYearRows -= this.yearCount[slot]!;
      }
      this.alive[slot] = 1;
      this.authorId[slot] = id;
      this.universityId[slot] = authors.universityId[row]!;
      this.rankCode[slot] = authors.rankCode[row]!;
      this.genderCode[slot] = authors.genderCode[row]!;
      this.hIndex[slot] = authors.hIndex[row]!;
      this.careerStartYear[slot] = authors.careerStartYear[row]!;
      for (let c = 0; c < SHARE_COLUMNS.length; c++) this.shares[c]![slot] = authors.shares[c]![row]!;
      for (let c = 0; c < INT_COLUMNS.length; c++) this.int[c]![slot] = authors.int[c]![row]!;
      for (let c = 0; c < FRAC_COLUMNS.length; c++) this.frac[c]![slot] = authors.frac[c]![row]!;
      this.departments[slot] = null;
      const block = blocks.get(id);
      this.yearStore[slot] = storeIndex;
      this.yearOffset[slot] = block?.offset ?? 0;
      this.yearFirst[slot] = block?.first ?? 0;
      this.yearCount[slot] = block?.count ?? 0;
      this.liveYearRows += block?.count ?? 0;
    }
    const byAuthor = new Map<number, number[]>();
    for (let row = 0; row < departments.rows; row++) {
      const id = departments.authorId[row]!;
      let list = byAuthor.get(id);
      if (!list) byAuthor.set(id, (list = []));
      list.push(departments.departmentId[row]!);
    }
    for (const [id, list] of byAuthor) {
      const slot = this.slotOf.get(id);
      if (slot !== undefined && present.has(id)) this.departments[slot] = Int32Array.from(list);
    }
    for (const id of authorIds ?? []) {
      if (present.has(id)) continue;
      const slot = this.slotOf.get(id);
      if (slot === undefined) continue;
      this.alive[slot] = 0;
      this.liveYearRows -= this.yearCount[slot]!;
      this.yearCount[slot] = 0;
      this.slotOf.delete(id);
    }
  }

  /**
   * The ranking for a query without named journals (those read analytics_author_paper in SQL): the
   * number of authors kept, the means over them, and, unless the sort is by name, the requested page.
   */
  rank(q: RankingQuery): RankingResult {
    if (q.journalIds) throw new Error('RankingIndex: a filter on named journals is answered by SQL');
    const ctx = contextOf(q);
    const byName = q.sortColumn === 'first_name' || q.sortColumn === 'last_name';
    const filtered = this.filter(ctx, byName ? null : q.sortColumn);
    if (byName) return { total: filtered.count, averages: filtered.averages, page: [] };
    const order = topSlots(filtered, this.authorId, q.descending, q.offset + q.limit);
    return { total: filtered.count, averages: filtered.averages, page: this.figuresOf(order.slice(q.offset), ctx) };
  }

  /** The figures of the given authors under the query's filters on figures (tiers, window, counting); null for authors not held. */
  figuresFor(authorIds: readonly number[], q: RankingQuery): (RankedFigures | null)[] {
    const slots = authorIds.map((id) => this.slotOf.get(id));
    const figures = this.figuresOf(slots.filter((slot): slot is number => slot !== undefined), contextOf(q));
    let next = 0;
    return slots.map((slot) => (slot === undefined ? null : figures[next++]!));
  }

  private ensureCapacity(needed: number): void {
    if (needed <= this.capacity) return;
    const capacity = Math.max(INITIAL_SLOTS, needed, Math.ceil(this.capacity * 1.5));
    const grow = <T extends Int32Array | Float64Array | Uint8Array>(old: T, make: (n: number) => T): T => {
      const next = make(capacity);
      next.set(old);
      return next;
    };
    const ints = (n: number) => new Int32Array(n);
    const floats = (n: number) => new Float64Array(n);
    this.alive = grow(this.alive, (n) => new Uint8Array(n));
    this.authorId = grow(this.authorId, ints);
    this.universityId = grow(this.universityId, ints);
    this.rankCode = grow(this.rankCode, ints);
    this.genderCode = grow(this.genderCode, ints);
    this.hIndex = grow(this.hIndex, ints);
    this.careerStartYear = grow(this.careerStartYear, ints);
    this.yearStore = grow(this.yearStore, ints);
    this.yearOffset = grow(this.yearOffset, ints);
    this.yearFirst = grow(this.yearFirst, ints);
    this.yearCount = grow(this.yearCount, ints);
    this.shares = SHARE_COLUMNS.map((_, c) => grow(this.shares[c] ?? new Float64Array(0), floats));
    this.int = INT_COLUMNS.map((_, c) => grow(this.int[c] ?? new Int32Array(0), ints));
    this.frac = FRAC_COLUMNS.map((_, c) => grow(this.frac[c] ?? new Float64Array(0), floats));
    this.capacity = capacity;
  }

  /** The row of `year` in the slot's store, or -1 when the author has none (the SQL's LEFT JOIN finding nothing). */
  private rowAt(slot: number, year: number): number {
    const first = this.yearFirst[slot]!;
    if (year < first || year >= first + this.yearCount[slot]!) return -1;
    return this.yearOffset[slot]! + (year - first);
  }

  /** The whole figures of the given authors (a page), computed by the same column passes as the ranking's. */
  private figuresOf(slots: readonly number[], ctx: QueryContext): RankedFigures[] {
    const shareColumns = this.shareColumns(ctx);
    const kept = this.keptOf(Int32Array.from(slots), slots.length, ctx);
    const papers = this.measureColumn(kept, PAPERS, ctx.fractional, ctx);
    const citations = this.measureColumn(kept, CITATIONS, ctx.fractional, ctx);
    const solo = this.measureColumn(kept, SOLO, false, ctx);
    const tierPapers = [0, 1, 2].map((tier) => {
      const out = new Float64Array(kept.count);
      if (ctx.hasTier[tier]) this.addColumn(kept, PAPERS * 4 + tier, ctx.fractional, ctx.windowed, out, false);
      return out;
    });
    return slots.map((slot, i) => {
      const university = this.universityId[slot]!;
      const career = this.careerStartYear[slot]!;
      return {
        authorId: this.authorId[slot]!,
        universityId: university === NO_VALUE ? null : university,
        hIndex: this.hIndex[slot]!,
        careerStartYear: career === 0 ? null : career,
        totalPapers: papers[i]!,
        totalCitations: citations[i]!,
        soloPapers: solo[i]!,
        aPapers: tierPapers[0]![i]!,
        aMinusPapers: tierPapers[1]![i]!,
        bPapers: tierPapers[2]![i]!,
        shares: Object.fromEntries(SHARE_COLUMNS.map((column, c) => [column, shareColumns[c]![slot]!])) as Record<ShareColumn, number>,
      };
    });
  }

  /** The given slots with, for a window, their rows at its end and the year before its start. */
  private keptOf(slots: Int32Array, count: number, ctx: QueryContext): Kept {
    const kept: Kept = { slots, count, hi: null, lo: null };
    if (ctx.windowed) {
      kept.hi = new Int32Array(count);
      kept.lo = new Int32Array(count);
      for (let i = 0; i < count; i++) {
        kept.hi[i] = this.rowAt(slots[i]!, ctx.to);
        kept.lo[i] = this.rowAt(slots[i]!, ctx.from - 1);
      }
    }
    return kept;
  }

  private keeps(slot: number, universities: Set<number>, ranks: Set<number> | null, genders: Set<number> | null, departments: Set<number> | null): boolean {
    if (this.alive[slot] === 0 || !universities.has(this.universityId[slot]!)) return false;
    if (ranks && !ranks.has(this.rankCode[slot]!)) return false;
    if (genders && !genders.has(this.genderCode[slot]!)) return false;
    if (departments) {
      const own = this.departments[slot];
      if (!own) return false;
      let any = false;
      for (let i = 0; i < own.length && !any; i++) any = departments.has(own[i]!);
      if (!any) return false;
    }
    return true;
  }

  /**
   * Every author the filters keep, with the sort key, and the means over them. Figures are computed
   * column by column over the kept authors (one tight loop per tier column, adding in the query's
   * tier order as the SQL does), which is several times faster than author by author.
   */
  private filter(ctx: QueryContext, sortColumn: RankingSortColumn | null): Filtered & { averages: RankingAverages } {
    const q = ctx.query;
    const universities = new Set(q.universityIds);
    const ranks = q.rankCodes ? new Set(q.rankCodes) : null;
    const genders = q.genders ? new Set(q.genders.map((g) => GENDER_CODE[g] ?? 0).filter((code) => code > 0)) : null;
    const departments = q.departmentIds ? new Set(q.departmentIds) : null;
    const slots = new Int32Array(this.slotCount);
    let count = 0;
    for (let slot = 0; slot < this.slotCount; slot++) {
      if (this.keeps(slot, universities, ranks, genders, departments)) slots[count++] = slot;
    }
    const kept = this.keptOf(slots, count, ctx);
    const papers = this.measureColumn(kept, PAPERS, ctx.fractional, ctx);
    const citations = this.measureColumn(kept, CITATIONS, ctx.fractional, ctx);
    const years = new Float64Array(count);
    let papersSum = 0;
    let citationsSum = 0;
    let hSum = 0;
    let papersPerYearSum = 0;
    let citationsPerYearSum = 0;
    for (let i = 0; i < count; i++) {
      const slot = slots[i]!;
      const career = this.careerStartYear[slot]!;
      years[i] = careerYears({ careerStartYear: career === 0 ? null : career }, q);
      papersSum += papers[i]!;
      citationsSum += citations[i]!;
      hSum += this.hIndex[slot]!;
      papersPerYearSum += papers[i]! / years[i]!;
      citationsPerYearSum += citations[i]! / years[i]!;
    }
    const n = Math.max(count, 1);
    const averages = {
      totalPapers: papersSum / n, totalCitations: citationsSum / n, hIndex: hSum / n,
      papersPerYear: papersPerYearSum / n, citationsPerYear: citationsPerYearSum / n,
    };
    return { count, slots, keys: sortColumn ? this.keyColumn(sortColumn, kept, ctx, papers, citations, years) : new Float64Array(0), averages };
  }

  /** The sort key of every kept author, computed as rankingPageQuery computes the column. */
  private keyColumn(column: RankingSortColumn, kept: Kept, ctx: QueryContext, papers: Float64Array, citations: Float64Array, years: Float64Array): Float64Array {
    const { slots, count } = kept;
    const keys = new Float64Array(count);
    const shareIndex = (SHARE_COLUMNS as readonly string[]).indexOf(column);
    if (shareIndex >= 0) {
      const shares = this.shareColumns(ctx)[shareIndex]!;
      for (let i = 0; i < count; i++) keys[i] = shares[slots[i]!]!;
      return keys;
    }
    switch (column) {
      case 'total_papers': return papers;
      case 'total_citations': return citations;
      case 'h_index':
        for (let i = 0; i < count; i++) keys[i] = this.hIndex[slots[i]!]!;
        return keys;
      case 'papers_per_year':
        for (let i = 0; i < count; i++) keys[i] = papers[i]! / years[i]!;
        return keys;
      case 'citations_per_year':
        for (let i = 0; i < count; i++) keys[i] = citations[i]! / years[i]!;
        return keys;
      case 'percent_solo': {
        const solo = this.measureColumn(kept, SOLO, false, ctx);
        for (let i = 0; i < count; i++) keys[i] = percentSolo({ totalPapers: papers[i]!, soloPapers: solo[i]! });
        return keys;
      }
      case 'a_papers': case 'a_minus_papers': case 'b_papers': {
        const tier = TIER_INDEX[({ a_papers: 'a', a_minus_papers: 'a_minus', b_papers: 'b' } as const)[column]];
        if (ctx.hasTier[tier]) this.addColumn(kept, PAPERS * 4 + tier, ctx.fractional, ctx.windowed, keys, false);
        return keys;
      }
      default: throw new Error(`RankingIndex: no sort key for ${column}`);
    }
  }

  /** The share columns of the query's counting: the stored (full) ones, or the fractional ones. */
  private shareColumns(ctx: QueryContext): Float64Array[] {
    return ctx.fractional ? this.fractionalShares(ctx.query.currentYear) : this.shares;
  }

  /**
   * Every author's shares of their school's papers and citations in fractional counting (docs/metrics.md
   * section 13): the author's fractional credit (all journals) over the school's, which is the sum of its
   * members' credits, for the 5 and 10 years ending at `year` and overall. fractionalSharesQuery computes
   * the same in SQL, in the same order of operations (the school's sums in author id order).
   */
  private fractionalShares(year: number): Float64Array[] {
    if (this.fracShares?.year === year) return this.fracShares.columns;
    const own = SHARE_COLUMNS.map(() => new Float64Array(this.capacity));
    const school = new Map<number, number[]>();
    const frac = (slot: number, measure: number, at: number): number => {
      const row = this.rowAt(slot, at);
      if (row < 0) return 0;
      const values = this.stores[this.yearStore[slot]!]!.frac;
      let sum = 0;
      for (let t = 0; t < 4; t++) sum += values[measure * 4 + t]![row]!;
      return sum;
    };
    // the school's sums run in author id order, as the SQL's sum(... ORDER BY author_id): the same float result
    const order: number[] = [];
    for (let slot = 0; slot < this.slotCount; slot++) if (this.alive[slot] !== 0) order.push(slot);
    order.sort((x, y) => this.authorId[x]! - this.authorId[y]!);
    for (const slot of order) {
      const figures = [PAPERS, CITATIONS].flatMap((measure) => {
        let overall = 0;
        for (let t = 0; t < 4; t++) overall += this.frac[measure * 4 + t]![slot]!;
        const now = frac(slot, measure, year);
        return [now - frac(slot, measure, year - 5), now - frac(slot, measure, year - 10), overall];
      });
      let totals = school.get(this.universityId[slot]!);
      if (!totals) school.set(this.universityId[slot]!, (totals = figures.map(() => 0)));
      for (let c = 0; c < figures.length; c++) {
        own[c]![slot] = figures[c]!;
        totals[c]! += figures[c]!;
      }
    }
    for (let slot = 0; slot < this.slotCount; slot++) {
      if (this.alive[slot] === 0) continue;
      const totals = school.get(this.universityId[slot]!)!;
      for (let c = 0; c < own.length; c++) own[c]![slot] = totals[c]! > 0 ? (own[c]![slot]! * 100) / totals[c]! : 0;
    }
    this.fracShares = { year, columns: own };
    return own;
  }

  /** A measure of every kept author, summed over the query's tier groups in the query's order. */
  private measureColumn(kept: Kept, measure: number, fractional: boolean, ctx: QueryContext): Float64Array {
    const out = new Float64Array(kept.count);
    for (let t = 0; t < ctx.tierIndexes.length; t++) this.addColumn(kept, measure * 4 + ctx.tierIndexes[t]!, fractional, ctx.windowed, out, t > 0);
    return out;
  }

  /** One tier column of every kept author into `out` (added to it when `add`), as value() reads it. */
  private addColumn(kept: Kept, column: number, fractional: boolean, windowed: boolean, out: Float64Array, add: boolean): void {
    const { slots, count, hi, lo } = kept;
    if (!windowed) {
      const values = fractional ? this.frac[column]! : this.int[column]!;
      for (let i = 0; i < count; i++) {
        const v = values[slots[i]!]!;
        out[i] = add ? out[i]! + v : v;
      }
      return;
    }
    for (let i = 0; i < count; i++) {
      const store = this.stores[this.yearStore[slots[i]!]!]!;
      const values = fractional ? store.frac[column]! : store.int[column]!;
      const h = hi![i]!;
      const l = lo![i]!;
      const v = (h >= 0 ? values[h]! : 0) - (l >= 0 ? values[l]! : 0);
      out[i] = add ? out[i]! + v : v;
    }
  }
}

/** The authors a query keeps (slots[0 .. count]) and, for a window, the rows of its end and of the year before its start. */
interface Kept {
  slots: Int32Array;
  count: number;
  hi: Int32Array | null;
  lo: Int32Array | null;
}

/** A query's figure settings, worked out once per request. */
interface QueryContext {
  query: RankingQuery;
  tierIndexes: number[];
  hasTier: boolean[];
  fractional: boolean;
  windowed: boolean;
  from: number;
  to: number;
}

function contextOf(q: RankingQuery): QueryContext {
  const tiers = q.tiers ?? TIER_GROUPS;
  return {
    query: q,
    tierIndexes: tiers.map((t) => TIER_INDEX[t]),
    hasTier: TIER_GROUPS.map((t) => tiers.includes(t)),
    fractional: q.counting === 'fractional',
    windowed: q.window !== null,
    from: q.window?.from ?? 0,
    to: q.window?.to ?? 0,
  };
}

/** The years a per-year figure divides by, as rankingPageQuery's careerYears. */
export function careerYears(figures: Pick<RankedFigures, 'careerStartYear'>, q: Pick<RankingQuery, 'window' | 'currentYear'>): number {
  const end = q.window ? q.window.to : q.currentYear;
  const start = q.window ? Math.max(figures.careerStartYear ?? q.window.from, q.window.from) : figures.careerStartYear;
  return start === null ? 1 : Math.max(1, end - start + 1);
}

/** percent_solo as rankingPageQuery computes it. */
export function percentSolo(figures: Pick<RankedFigures, 'totalPapers' | 'soloPapers'>): number {
  return figures.totalPapers > 0 ? (figures.soloPapers * 100) / figures.totalPapers : 0;
}

/**
 * The per-year rows ordered by author, then year (the table is stored year by year; sorting 1.9 million
 * wide rows in the database costs seconds and spills to disk): a stable counting sort by year, then by
 * author, applied column by column (the given column lists are reordered in place). Rows already in
 * that order come back as they are.
 */
export function orderedByAuthorAndYear(years: YearColumns): YearColumns {
  const n = years.rows;
  const { authorId, year } = years;
  let ordered = true;
  let minYear = n > 0 ? year[0]! : 0;
  let maxYear = minYear;
  let maxId = 0;
  for (let i = 0; i < n; i++) {
    const y = year[i]!;
    if (y < minYear) minYear = y;
    if (y > maxYear) maxYear = y;
    if (authorId[i]! > maxId) maxId = authorId[i]!;
    if (i > 0 && (authorId[i - 1]! > authorId[i]! || (authorId[i - 1] === authorId[i] && year[i - 1]! >= y))) ordered = false;
  }
  if (ordered) return years;
  const yearKeys = new Int32Array(n);
  for (let i = 0; i < n; i++) yearKeys[i] = year[i]! - minYear;
  const byYear = countingOrder(yearKeys, maxYear - minYear + 1, null);
  // author ids as bucket numbers: directly when they are compact, else numbered in order of first appearance
  // (any numbering keeps each author's rows together, which is all the index needs)
  let authorKeys: Int32Array = authorId;
  let buckets = maxId + 1;
  if (maxId > 4 * n + 1_000_000) {
    const dense = new Map<number, number>();
    authorKeys = new Int32Array(n);
    for (let i = 0; i < n; i++) {
      let key = dense.get(authorId[i]!);
      if (key === undefined) dense.set(authorId[i]!, (key = dense.size));
      authorKeys[i] = key;
    }
    buckets = dense.size;
  }
  const order = countingOrder(authorKeys, buckets, byYear);
  const reorder = <T extends Int32Array | Float64Array>(column: T): T => {
    const out = (column instanceof Int32Array ? new Int32Array(n) : new Float64Array(n)) as T;
    for (let k = 0; k < n; k++) out[k] = column[order[k]!]!;
    return out;
  };
  // column by column, each old one dropped as its copy is made (the whole set is about 230 MB at the large size)
  for (let c = 0; c < years.int.length; c++) years.int[c] = reorder(years.int[c]!);
  for (let c = 0; c < years.frac.length; c++) years.frac[c] = reorder(years.frac[c]!);
  return { rows: n, authorId: reorder(authorId), year: reorder(year), int: years.int, frac: years.frac };
}

/** Row numbers ordered by `keys` (0 .. buckets - 1), stably: in the order of `input` (row numbers) when given. */
function countingOrder(keys: Int32Array, buckets: number, input: Int32Array | null): Int32Array {
  const n = keys.length;
  const starts = new Int32Array(buckets + 1);
  for (let i = 0; i < n; i++) starts[keys[i]! + 1]! += 1;
  for (let b = 0; b < buckets; b++) starts[b + 1]! += starts[b]!;
  const out = new Int32Array(n);
  for (let j = 0; j < n; j++) {
    const i = input ? input[j]! : j;
    out[starts[keys[i]!]!++] = i;
  }
  return out;
}

/** Per author: where its per-year rows start in the columns, their first year and count; the rows must be dense (one per year). */
function yearBlocks(years: YearColumns): Map<number, { offset: number; first: number; count: number }> {
  const blocks = new Map<number, { offset: number; first: number; count: number }>();
  let row = 0;
  while (row < years.rows) {
    const id = years.authorId[row]!;
    const first = years.year[row]!;
    const offset = row;
    while (row < years.rows && years.authorId[row] === id) {
      if (years.year[row] !== first + (row - offset)) {
        throw new Error(`RankingIndex: the per-year rows of author ${id} are not one per year from ${first}`);
      }
      row++;
    }
    if (blocks.has(id)) throw new Error(`RankingIndex: the per-year rows of author ${id} are not together`);
    blocks.set(id, { offset, first, count: row - offset });
  }
  return blocks;
}

/**
 * The first `k` of the filtered slots in ranking order (key ascending or descending, ties by author
 * id ascending, as the SQL's ORDER BY key, author_id): a bounded heap whose top is the worst kept.
 */
export function topSlots(filtered: Filtered, authorIds: Int32Array, descending: boolean, k: number): number[] {
  const n = filtered.count;
  const take = Math.min(k, n);
  if (take <= 0) return [];
  const { keys, slots } = filtered;
  // a before b in the ranking
  const before = (a: number, b: number) => {
    const ka = keys[a]!;
    const kb = keys[b]!;
    if (ka !== kb) return descending ? ka > kb : ka < kb;
    return authorIds[slots[a]!]! < authorIds[slots[b]!]!;
  };
  const heap = new Int32Array(take);
  let size = 0;
  const siftUp = (at: number) => {
    while (at > 0) {
      const parent = (at - 1) >> 1;
      if (!before(heap[parent]!, heap[at]!)) break;
      [heap[parent], heap[at]] = [heap[at]!, heap[parent]!];
      at = parent;
    }
  };
  const siftDown = (at: number) => {
    for (;;) {
      const left = at * 2 + 1;
      const right = left + 1;
      let worst = at;
      if (left < size && before(heap[worst]!, heap[left]!)) worst = left;
      if (right < size && before(heap[worst]!, heap[right]!)) worst = right;
      if (worst === at) return;
      [heap[worst], heap[at]] = [heap[at]!, heap[worst]!];
      at = worst;
    }
  };
  for (let i = 0; i < n; i++) {
    if (size < take) {
      heap[size++] = i;
      siftUp(size - 1);
    } else if (before(i, heap[0]!)) {
      heap[0] = i;
      siftDown(0);
    }
  }
  const kept = Array.from(heap.subarray(0, size));
  kept.sort((a, b) => (before(a, b) ? -1 : before(b, a) ? 1 : 0));
  return kept.map((i) => slots[i]!);
}
