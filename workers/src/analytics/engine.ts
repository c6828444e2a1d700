// The analytics engine: from the source arrays (sourceData.ts) to the rows of the precomputed
// tables, in memory with typed arrays. Every formula comes from @ri/metrics (docs/metrics.md);
// this file only decides which papers go into which figure and streams the rows out.
import {
  careerStartYear, citationsPerPaper, citationsPerYear, computeGIndex, computeHIndex, computeI10Index,
  averagePerFaculty, facultyRankGroup, fractionalCount, genderDistribution, papersPerYear, rankCodeFromMarker,
  resolveJournalTier, shareOfTotals, soloPaperStats, tenureComparisonRank, tenureReadiness, yearWindow,
  type GenderCode, type JournalTier, type TenureComparisonMember, type WindowTotals,
} from '@ri/metrics';
import type { AnalyticsSource } from './sourceData.ts';

/** Per-year rows start here: row 1939 holds everything before 1940, the earliest year a window may start. */
export const FIRST_ROW_YEAR = 1939;

/** Tier groups, in the column order of the tables: a, a_minus, b, unranked. */
export const TIER_GROUPS = ['a', 'a_minus', 'b', 'unranked'] as const;
const TIER_INDEX: Record<JournalTier, number> = { A: 0, 'A-': 1, B: 2 };
const UNRANKED = 3;

/** Measures of the per-year and per-author tier columns, in table order; each has the four tier groups. */
export const TIER_MEASURES = ['papers', 'citations', 'solo', 'frac_papers', 'frac_citations'] as const;
const M_PAPERS = 0;
const M_CITATIONS = 4;
const M_SOLO = 8;
const M_FRAC_PAPERS = 12;
const M_FRAC_CITATIONS = 16;
/** 5 measures x 4 tier groups */
export const TIER_VALUES = 20;

const GENDERS: (GenderCode | null)[] = [null, 'm', 'f', 'o'];
const GENDER_TEXT: (string | null)[] = [null, 'm', 'f', 'o'];

export interface AuthorRow {
  authorId: number;
  universityId: number | null;
  marker: number | null;
  rankCode: number | null;
  gender: string | null;
  departmentIds: number[];
  primaryDepartmentId: number | null;
  firstYearCareer: number | null;
  careerStartYear: number | null;
  firstPublicationYear: number | null;
  lastPublicationYear: number | null;
  /** all-time figures by global tier, TIER_MEASURES x TIER_GROUPS */
  tierValues: Float64Array;
  totalPapers: number;
  totalCitations: number;
  soloPapers: number;
  fracPapers: number;
  fracCitations: number;
  percentSolo: number;
  papersPerYear: number;
  citationsPerYear: number;
  citationsPerPaper: number;
  hIndex: number;
  gIndex: number;
  i10Index: number;
  papers5y: number;
  papers10y: number;
  citations5y: number;
  citations10y: number;
  schoolShares: ShareRow;
}

export interface ShareRow {
  papers5y: number;
  papers10y: number;
  papersOverall: number;
  citations5y: number;
  citations10y: number;
  citationsOverall: number;
}

export interface AuthorDepartmentRow {
  authorId: number;
  departmentId: number;
  universityId: number | null;
  percentAppointment: number;
  aPapers: number;
  aMinusPapers: number;
  bPapers: number;
  shares: ShareRow;
}

export interface GroupRow {
  facultyCount: number;
  papers: number;
  citations: number;
  papers5y: number;
  papers10y: number;
  citations5y: number;
  citations10y: number;
  fracPapers: number;
  fracCitations: number;
  aPapers: number;
  aMinusPapers: number;
  bPapers: number;
  avgPapersPerFaculty: number;
  avgCitationsPerFaculty: number;
  avgHIndex: number;
  male: number;
  female: number;
  otherGender: number;
  unknownGender: number;
  assistant: number;
  associate: number;
  fullProfessor: number;
  otherRank: number;
}

export interface TenureRow {
  authorId: number;
  windowYears: 5 | 10;
  grade: 'all' | 'top';
  universityId: number | null;
  departmentId: number | null;
  rankCode: number | null;
  startYear: number | null;
  aPapers: number;
  aMinusPapers: number;
  bPapers: number;
  hIndex: number;
  soloPapers: number;
  totalPapers: number;
  totalCitations: number;
  papers: number;
  citations: number;
  comparisonRank: number | null;
  comparisonCount: number;
  averagePapers: number;
  averageCitations: number;
  percentPaper: number | null;
  percentCitation: number | null;
  readinessPercent: number | null;
}

export interface AnalyticsSinks {
  /**
   * cumulative figures through `year`, TIER_MEASURES x TIER_GROUPS: the 12 integer ones at
   * integers[intAt ..], the 8 fractional ones at fractions[fracAt ..] (views, valid only during the call)
   */
  authorYear(authorId: number, year: number, integers: Int32Array, intAt: number, fractions: Float64Array, fracAt: number): void;
  author(row: AuthorRow): void;
  /** one of the author's papers, with the facts the figures used (tier: 0 A, 1 A-, 2 B, 3 unranked) */
  authorPaper(authorId: number, paperId: number, year: number, journalId: number, tier: number, authorCount: number, citations: number, citations5y: number, citations10y: number): void;
  authorDepartment(row: AuthorDepartmentRow): void;
  department(departmentId: number, universityId: number, row: GroupRow): void;
  university(universityId: number, row: GroupRow): void;
  tenure(row: TenureRow): void;
  /** called every few hundred authors: where the writer waits for the database to keep up */
  pause(authorsDone: number, authorsTotal: number): Promise<void>;
}

export interface EngineOptions {
  currentYear: number;
  /** per-year, per-author, per-department and per-university rows */
  core: boolean;
  tenure: boolean;
  /** the universities whose group rows (and departments) to write; null for all */
  groupsOf: ReadonlySet<number> | null;
  /** times the engine's stages */
  clock?: { start(stage: string): void };
}

export interface EngineSummary {
  authors: number;
  papers: number;
  authorYearRows: number;
  departments: number;
  universities: number;
  tenureRows: number;
}

interface GroupTotals {
  papers: number;
  citations: number;
  papers5y: number;
  papers10y: number;
  citations5y: number;
  citations10y: number;
  fracPapers: number;
  fracCitations: number;
  a: number;
  aMinus: number;
  b: number;
}

const emptyTotals = (): GroupTotals => ({
  papers: 0, citations: 0, papers5y: 0, papers10y: 0, citations5y: 0, citations10y: 0, fracPapers: 0, fracCitations: 0, a: 0, aMinus: 0, b: 0,
});

function windowTotalsOf(t: { papers: number; papers5y: number; papers10y: number; citations: number; citations5y: number; citations10y: number }): WindowTotals {
  return {
    papers: { fiveYears: t.papers5y, tenYears: t.papers10y, overall: t.papers },
    citations: { fiveYears: t.citations5y, tenYears: t.citations10y, overall: t.citations },
  };
}

function sharesOf(author: WindowTotals, group: WindowTotals | null): ShareRow {
  if (!group) return { papers5y: 0, papers10y: 0, papersOverall: 0, citations5y: 0, citations10y: 0, citationsOverall: 0 };
  const share = shareOfTotals(author, group);
  return {
    papers5y: share.papers.fiveYears, papers10y: share.papers.tenYears, papersOverall: share.papers.overall,
    citations5y: share.citations.fiveYears, citations10y: share.citations.tenYears, citationsOverall: share.citations.overall,
  };
}

function tierOf(journalId: number, departmentTiers: ReadonlyMap<number, JournalTier> | null, globalTiers: ReadonlyMap<number, JournalTier>): number {
  const tier = resolveJournalTier(journalId === 0 ? null : journalId, departmentTiers, globalTiers);
  return tier === null ? UNRANKED : TIER_INDEX[tier];
}

/**
 * Lets timers run during a long computation: BullMQ renews the job's lock on a timer, and a job
 * that does not renew it for 30 s is taken for stalled and started again.
 */
export const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));
const BREATHE_EVERY = 0x3fff;

/**
 * A value per number of authorships on a paper (credit, solo), computed once per distinct count
 * with the @ri/metrics definition and then looked up: papers have 1 to a few dozen authors.
 */
function perAuthorCount<T extends number>(definition: (authorCount: number) => T): (authorCount: number) => T {
  const memo: T[] = [];
  return (authorCount) => {
    if (authorCount >= 0 && authorCount < 256) return (memo[authorCount] ??= definition(authorCount));
    return definition(authorCount);
  };
}

/**
 * Per-paper facts every figure reuses: global tier, fractional credit, solo, the 5- and 10-year
 * windows (metrics.md "Shares": a paper counts in a window by its publication year, a citation by
 * the year it was received; the windows are yearWindow's) and the first year with something to
 * count (publication or a citation), as an index from FIRST_ROW_YEAR.
 */
async function preparePapers(source: AnalyticsSource, currentYear: number) {
  const n = source.paperIds.length;
  const tier = new Uint8Array(n);
  const credit = new Float64Array(n);
  const solo = new Uint8Array(n);
  const in5 = new Uint8Array(n);
  const in10 = new Uint8Array(n);
  const cit5 = new Int32Array(n);
  const cit10 = new Int32Array(n);
  const overall = new Int32Array(n);
  const nYears = currentYear - FIRST_ROW_YEAR + 1;
  const firstActive = new Int32Array(n);
  const five = yearWindow(currentYear, 5).fromYear;
  const ten = yearWindow(currentYear, 10).fromYear;
  const creditOf = perAuthorCount((authorCount) => fractionalCount(authorCount, 'fractional'));
  const soloOf = perAuthorCount((authorCount) => soloPaperStats([{ authorCount }]).soloPapers);
  const tierCache = new Map<number, number>();
  const { citationOffsets, citationYear, citationCount } = source;
  for (let p = 0; p < n; p++) {
    if ((p & BREATHE_EVERY) === BREATHE_EVERY) await breathe();
    const authorCount = source.paperAuthorCount[p]!;
    const journal = source.paperJournal[p]!;
    let t = tierCache.get(journal);
    if (t === undefined) tierCache.set(journal, (t = tierOf(journal, null, source.globalTiers)));
    tier[p] = t;
    credit[p] = creditOf(authorCount);
    solo[p] = soloOf(authorCount);
    const year = source.paperYear[p]!;
    let first = nYears;
    if (year !== 0 && year <= currentYear) {
      if (year >= ten) in10[p] = 1;
      if (year >= five) in5[p] = 1;
      first = Math.max(year, FIRST_ROW_YEAR) - FIRST_ROW_YEAR;
    }
    const citations = source.paperCitationCount[p]!;
    overall[p] = citations > 0 ? citations : 0;
    let c5 = 0; let c10 = 0;
    for (let k = citationOffsets[p]!, end = citationOffsets[p + 1]!; k < end; k++) {
      const cited = citationYear[k]!;
      const count = citationCount[k]!;
      if (cited > currentYear || !(count > 0)) continue;
      const y = Math.max(cited, FIRST_ROW_YEAR) - FIRST_ROW_YEAR;
      if (y < first) first = y;
      if (cited < ten) continue;
      c10 += count;
      if (cited >= five) c5 += count;
    }
    cit5[p] = c5;
    cit10[p] = c10;
    firstActive[p] = first;
  }
  return { tier, credit, solo, in5, in10, cit5, cit10, overall, firstActive };
}

type PreparedPapers = Awaited<ReturnType<typeof preparePapers>>;

/** Authors of each paper among the authors loaded (paper -> author indexes). */
async function authorsOfPapers(source: AnalyticsSource) {
  const n = source.paperIds.length;
  const offsets = new Int32Array(n + 1);
  for (const p of source.authorPapers) offsets[p + 1]! += 1;
  for (let p = 0; p < n; p++) offsets[p + 1]! += offsets[p]!;
  const fill = offsets.slice(0, n);
  const authors = new Int32Array(source.authorPapers.length);
  for (let a = 0; a < source.authorIds.length; a++) {
    if ((a & 0xfff) === 0xfff) await breathe();
    for (let k = source.authorPaperOffsets[a]!; k < source.authorPaperOffsets[a + 1]!; k++) {
      const p = source.authorPapers[k]!;
      authors[fill[p]!++] = a;
    }
  }
  return { offsets, authors };
}

/** Distinct papers of each university's and department's faculty, with the members on each paper credited together. */
async function groupTotals(source: AnalyticsSource, papers: PreparedPapers) {
  const byPaper = await authorsOfPapers(source);
  const universities = new Map<number, GroupTotals>();
  const departments = new Map<number, GroupTotals>();
  const departmentTiers = new Map<number, ReadonlyMap<number, JournalTier>>();
  for (const [id, d] of source.departments) departmentTiers.set(id, d.tiers);
  // small scratch lists: the groups on one paper and how many of their members wrote it
  const groupIds: number[] = [];
  const groupMembers: number[] = [];

  const add = (totals: GroupTotals, p: number, members: number, tier: number) => {
    const authorCount = source.paperAuthorCount[p]!;
    const credit = fractionalCount(authorCount, 'fractional', members);
    totals.papers += 1;
    totals.citations += papers.overall[p]!;
    totals.papers5y += papers.in5[p]!;
    totals.papers10y += papers.in10[p]!;
    totals.citations5y += papers.cit5[p]!;
    totals.citations10y += papers.cit10[p]!;
    totals.fracPapers += credit;
    totals.fracCitations += papers.overall[p]! * credit;
    if (tier === 0) totals.a += 1;
    else if (tier === 1) totals.aMinus += 1;
    else if (tier === 2) totals.b += 1;
  };
  const count = (id: number) => {
    const at = groupIds.indexOf(id);
    if (at >= 0) groupMembers[at]! += 1;
    else { groupIds.push(id); groupMembers.push(1); }
  };

  for (let p = 0; p < source.paperIds.length; p++) {
    if ((p & BREATHE_EVERY) === BREATHE_EVERY) await breathe();
    const start = byPaper.offsets[p]!;
    const end = byPaper.offsets[p + 1]!;
    if (start === end) continue;
    groupIds.length = 0; groupMembers.length = 0;
    for (let k = start; k < end; k++) {
      const u = source.authorUniversity[byPaper.authors[k]!]!;
      if (u > 0) count(u);
    }
    for (let g = 0; g < groupIds.length; g++) {
      let totals = universities.get(groupIds[g]!);
      if (!totals) universities.set(groupIds[g]!, (totals = emptyTotals()));
      add(totals, p, groupMembers[g]!, papers.tier[p]!);
    }
    groupIds.length = 0; groupMembers.length = 0;
    for (let k = start; k < end; k++) {
      const a = byPaper.authors[k]!;
      for (let j = source.deptOffsets[a]!; j < source.deptOffsets[a + 1]!; j++) count(source.deptIds[j]!);
    }
    for (let g = 0; g < groupIds.length; g++) {
      const d = groupIds[g]!;
      let totals = departments.get(d);
      if (!totals) departments.set(d, (totals = emptyTotals()));
      const tiers = departmentTiers.get(d);
      add(totals, p, groupMembers[g]!, tiers !== undefined && tiers.size > 0 ? tierOf(source.paperJournal[p]!, tiers, source.globalTiers) : papers.tier[p]!);
    }
  }
  return { universities, departments, departmentTiers };
}

function groupRow(totals: GroupTotals | undefined, members: number[], facts: AuthorFacts, source: AnalyticsSource): GroupRow {
  const t = totals ?? emptyTotals();
  const papers = members.map((a) => facts.totalPapers[a]!);
  const citations = members.map((a) => facts.totalCitations[a]!);
  const hIndexes = members.map((a) => facts.hIndex[a]!);
  const genders = distributionOfGenders(members, source);
  const ranks = { assistant: 0, associate: 0, full: 0, other: 0 };
  for (const a of members) {
    const marker = source.authorMarker[a]!;
    ranks[facultyRankGroup(marker < 0 ? null : marker)] += 1;
  }
  return {
    facultyCount: members.length,
    papers: t.papers, citations: t.citations, papers5y: t.papers5y, papers10y: t.papers10y,
    citations5y: t.citations5y, citations10y: t.citations10y, fracPapers: t.fracPapers, fracCitations: t.fracCitations,
    aPapers: t.a, aMinusPapers: t.aMinus, bPapers: t.b,
    avgPapersPerFaculty: averagePerFaculty(papers),
    avgCitationsPerFaculty: averagePerFaculty(citations),
    avgHIndex: averagePerFaculty(hIndexes),
    male: genders.male, female: genders.female, otherGender: genders.other, unknownGender: genders.unknown,
    assistant: ranks.assistant, associate: ranks.associate, fullProfessor: ranks.full, otherRank: ranks.other,
  };
}

function distributionOfGenders(members: number[], source: AnalyticsSource) {
  return genderDistribution(members.map((a) => GENDERS[source.authorGender[a]!] ?? null)).counts;
}

interface AuthorFacts {
  totalPapers: Int32Array;
  totalCitations: Int32Array;
  hIndex: Int32Array;
  soloPapers: Int32Array;
  startYear: Int32Array;
  primaryDepartment: Int32Array;
}

function rankCodeOf(source: AnalyticsSource, a: number): number | null {
  const marker = source.authorMarker[a]!;
  return rankCodeFromMarker(marker < 0 ? null : marker);
}

/**
 * Computes every row and hands it to the sinks. Authors are processed one at a time (their
 * per-year rows are streamed), so memory stays proportional to the source, not to the output.
 */
export async function computeAnalytics(source: AnalyticsSource, options: EngineOptions, sinks: AnalyticsSinks): Promise<EngineSummary> {
  const { currentYear } = options;
  const nAuthors = source.authorIds.length;
  const stage = (name: string) => options.clock?.start(name);
  stage('compute: papers');
  const papers = await preparePapers(source, currentYear);
  stage('compute: groups');
  const groups = await groupTotals(source, papers);
  const nYears = currentYear - FIRST_ROW_YEAR + 1;
  // per-year scratch for one author, measure-major; all zero between authors
  const perYear = new Float64Array(TIER_VALUES * Math.max(nYears, 1));
  const cumulative = new Float64Array(TIER_VALUES);
  const facts: AuthorFacts = {
    totalPapers: new Int32Array(nAuthors), totalCitations: new Int32Array(nAuthors), hIndex: new Int32Array(nAuthors),
    soloPapers: new Int32Array(nAuthors), startYear: new Int32Array(nAuthors), primaryDepartment: new Int32Array(nAuthors),
  };
  let largest = 0;
  for (let a = 0; a < nAuthors; a++) largest = Math.max(largest, source.authorPaperOffsets[a + 1]! - source.authorPaperOffsets[a]!);
  const citationScratch = new Int32Array(largest + 1);
  const citationList = new Int32Array(largest);
  // Per-year rows are kept here and written year by year once every author is done, so that the
  // table is stored in (year, author) order: a window over many authors then reads two compact
  // ranges of rows (one per year) instead of two rows scattered over every page of the table.
  const yearRows = options.core ? await allocateYearRows(source, papers, nYears) : null;
  stage('compute: authors');
  // all-time figures of one author, by tier; handed to the sink, which copies them at once
  const overall = new Float64Array(TIER_VALUES);
  const { authorPapers, paperYear, citationOffsets, citationYear, citationCount } = source;

  for (let a = 0; a < nAuthors; a++) {
    const authorId = source.authorIds[a]!;
    const start = source.authorPaperOffsets[a]!;
    const end = source.authorPaperOffsets[a + 1]!;
    const count = end - start;
    overall.fill(0);
    let firstIndex = nYears;
    let firstPublication = 0;
    let lastPublication = 0;
    let papers5 = 0; let papers10 = 0; let cit5 = 0; let cit10 = 0; let citationsTotal = 0; let soloPapers = 0;

    for (let k = start; k < end; k++) {
      const p = authorPapers[k]!;
      const t = papers.tier[p]!;
      const credit = papers.credit[p]!;
      const citations = papers.overall[p]!;
      const solo = papers.solo[p]!;
      const year = paperYear[p]!;
      overall[M_PAPERS + t]! += 1;
      overall[M_CITATIONS + t]! += citations;
      overall[M_SOLO + t]! += solo;
      overall[M_FRAC_PAPERS + t]! += credit;
      overall[M_FRAC_CITATIONS + t]! += citations * credit;
      citationsTotal += citations;
      soloPapers += solo;
      papers5 += papers.in5[p]!; papers10 += papers.in10[p]!; cit5 += papers.cit5[p]!; cit10 += papers.cit10[p]!;
      citationList[k - start] = citations;
      if (year !== 0) {
        if (firstPublication === 0 || year < firstPublication) firstPublication = year;
        if (year > lastPublication) lastPublication = year;
      }
      if (!options.core) continue;
      sinks.authorPaper(authorId, source.paperIds[p]!, year, source.paperJournal[p]!, t, source.paperAuthorCount[p]!, citations, papers.cit5[p]!, papers.cit10[p]!);
      if (papers.firstActive[p]! < firstIndex) firstIndex = papers.firstActive[p]!;
      if (year !== 0 && year <= currentYear) {
        const y = Math.max(year, FIRST_ROW_YEAR) - FIRST_ROW_YEAR;
        perYear[(M_PAPERS + t) * nYears + y]! += 1;
        perYear[(M_SOLO + t) * nYears + y]! += solo;
        perYear[(M_FRAC_PAPERS + t) * nYears + y]! += credit;
      }
      const citationsAt = (M_CITATIONS + t) * nYears;
      const fracCitationsAt = (M_FRAC_CITATIONS + t) * nYears;
      for (let c = citationOffsets[p]!, last = citationOffsets[p + 1]!; c < last; c++) {
        const cited = citationYear[c]!;
        const received = citationCount[c]!;
        if (cited > currentYear || !(received > 0)) continue;
        const y = Math.max(cited, FIRST_ROW_YEAR) - FIRST_ROW_YEAR;
        perYear[citationsAt + y]! += received;
        perYear[fracCitationsAt + y]! += received * credit;
      }
    }

    if (yearRows && firstIndex < nYears) {
      if (firstIndex !== yearRows.firstIndex[a]) throw new Error(`analytics: first active year of author ${authorId} disagrees`);
      cumulative.fill(0);
      let row = yearRows.rowStart[a]!;
      const integers = yearRows.integers;
      const fractions = yearRows.fractions;
      for (let y = firstIndex; y < nYears; y++, row++) {
        for (let m = 0; m < TIER_VALUES; m++) cumulative[m]! += perYear[m * nYears + y]!;
        for (let m = 0; m < INTEGER_VALUES; m++) integers[row * INTEGER_VALUES + m] = cumulative[m]!;
        for (let m = INTEGER_VALUES; m < TIER_VALUES; m++) fractions[row * FRACTION_VALUES + m - INTEGER_VALUES] = cumulative[m]!;
      }
      // leave the scratch zeroed for the next author
      for (let m = 0; m < TIER_VALUES; m++) perYear.fill(0, m * nYears + firstIndex, (m + 1) * nYears);
    }

    const citationsOfPapers = citationList.subarray(0, count);
    const hIndex = computeHIndex(citationsOfPapers, citationScratch);
    // metrics.md §9 (solo papers and percent solo) and §16 (career start), from the sums above
    const solo = { soloPapers, percentSolo: count > 0 ? (soloPapers / count) * 100 : 0 };
    const firstYearCareer = source.authorFirstYearCareer[a]! || null;
    const startYear = careerStartYear(firstYearCareer, [firstPublication || null]);
    const universityId = source.authorUniversity[a]! || null;
    const departmentIds: number[] = [];
    let primary: number | null = null;
    let primaryPercent = -1;
    for (let j = source.deptOffsets[a]!; j < source.deptOffsets[a + 1]!; j++) {
      const d = source.deptIds[j]!;
      departmentIds.push(d);
      const percent = source.deptPercent[j]!;
      if (percent > primaryPercent || (percent === primaryPercent && primary !== null && d < primary)) { primary = d; primaryPercent = percent; }
    }
    facts.totalPapers[a] = count;
    facts.totalCitations[a] = citationsTotal;
    facts.hIndex[a] = hIndex;
    facts.soloPapers[a] = solo.soloPapers;
    facts.startYear[a] = startYear ?? 0;
    facts.primaryDepartment[a] = primary ?? 0;

    if (options.core) {
      const authorWindows = windowTotalsOf({ papers: count, papers5y: papers5, papers10y: papers10, citations: citationsTotal, citations5y: cit5, citations10y: cit10 });
      const universityTotals = universityId !== null ? groups.universities.get(universityId) : undefined;
      let fracPapers = 0; let fracCitations = 0;
      for (let t = 0; t < 4; t++) { fracPapers += overall[M_FRAC_PAPERS + t]!; fracCitations += overall[M_FRAC_CITATIONS + t]!; }
      const marker = source.authorMarker[a]!;
      sinks.author({
        authorId, universityId, marker: marker < 0 ? null : marker, rankCode: rankCodeOf(source, a),
        gender: GENDER_TEXT[source.authorGender[a]!] ?? null, departmentIds, primaryDepartmentId: primary,
        firstYearCareer, careerStartYear: startYear,
        firstPublicationYear: firstPublication || null, lastPublicationYear: lastPublication || null,
        tierValues: overall,
        totalPapers: count, totalCitations: citationsTotal, soloPapers: solo.soloPapers, fracPapers, fracCitations,
        percentSolo: solo.percentSolo,
        papersPerYear: papersPerYear(count, startYear, currentYear),
        citationsPerYear: citationsPerYear(citationsTotal, startYear, currentYear),
        citationsPerPaper: citationsPerPaper(citationsTotal, count),
        hIndex, gIndex: computeGIndex(citationsOfPapers, citationScratch), i10Index: computeI10Index(citationsOfPapers),
        papers5y: papers5, papers10y: papers10, citations5y: cit5, citations10y: cit10,
        schoolShares: sharesOf(authorWindows, universityTotals ? windowTotalsOf(universityTotals) : null),
      });
      for (let j = source.deptOffsets[a]!; j < source.deptOffsets[a + 1]!; j++) {
        const d = source.deptIds[j]!;
        const tiers = groups.departmentTiers.get(d) ?? null;
        // a department without lists of its own grades by the global tiers: the counts above
        const counts = [overall[M_PAPERS]!, overall[M_PAPERS + 1]!, overall[M_PAPERS + 2]!, overall[M_PAPERS + 3]!];
        if (tiers !== null && tiers.size > 0) {
          counts.fill(0);
          for (let k = start; k < end; k++) counts[tierOf(source.paperJournal[authorPapers[k]!]!, tiers, source.globalTiers)]! += 1;
        }
        const departmentTotals = groups.departments.get(d);
        sinks.authorDepartment({
          authorId, departmentId: d, universityId: source.departments.get(d)?.universityId ?? universityId,
          percentAppointment: source.deptPercent[j]!,
          aPapers: counts[0]!, aMinusPapers: counts[1]!, bPapers: counts[2]!,
          shares: sharesOf(authorWindows, departmentTotals ? windowTotalsOf(departmentTotals) : null),
        });
      }
    }
    if ((a & 255) === 255) await sinks.pause(a + 1, nAuthors);
  }
  await sinks.pause(nAuthors, nAuthors);

  stage('compute: years');
  let authorYearRows = 0;
  if (yearRows) {
    for (let y = 0; y < nYears; y++) {
      for (let a = 0; a < nAuthors; a++) {
        const first = yearRows.firstIndex[a]!;
        if (first > y) continue;
        const row = yearRows.rowStart[a]! + (y - first);
        sinks.authorYear(source.authorIds[a]!, FIRST_ROW_YEAR + y, yearRows.integers, row * INTEGER_VALUES, yearRows.fractions, row * FRACTION_VALUES);
        authorYearRows += 1;
        if ((authorYearRows & 4095) === 0) await sinks.pause(nAuthors, nAuthors);
      }
    }
    await sinks.pause(nAuthors, nAuthors);
  }

  stage('compute: group rows');
  let departmentsWritten = 0;
  let universitiesWritten = 0;
  if (options.core) {
    const universityMembers = new Map<number, number[]>();
    const departmentMembers = new Map<number, number[]>();
    for (let a = 0; a < nAuthors; a++) {
      const u = source.authorUniversity[a]!;
      if (u > 0) pushTo(universityMembers, u, a);
      for (let j = source.deptOffsets[a]!; j < source.deptOffsets[a + 1]!; j++) pushTo(departmentMembers, source.deptIds[j]!, a);
    }
    const wanted = (u: number) => options.groupsOf === null || options.groupsOf.has(u);
    for (const u of new Set([...universityMembers.keys(), ...groups.universities.keys()])) {
      if (!wanted(u)) continue;
      sinks.university(u, groupRow(groups.universities.get(u), universityMembers.get(u) ?? [], facts, source));
      universitiesWritten += 1;
    }
    for (const [d, department] of source.departments) {
      if (!wanted(department.universityId)) continue;
      sinks.department(d, department.universityId, groupRow(groups.departments.get(d), departmentMembers.get(d) ?? [], facts, source));
      departmentsWritten += 1;
    }
  }

  if (options.tenure) stage('compute: tenure');
  const tenureRows = options.tenure ? await computeTenure(source, papers, groups.departmentTiers, facts, sinks) : 0;
  return { authors: nAuthors, papers: source.paperIds.length, authorYearRows, departments: departmentsWritten, universities: universitiesWritten, tenureRows };
}

/** papers, citations and solo papers (12 values) are integers; the 8 fractional values follow. */
const INTEGER_VALUES = 12;
const FRACTION_VALUES = TIER_VALUES - INTEGER_VALUES;

/**
 * Room for every author's per-year rows: one row per year from the author's first active year
 * (first dated publication or citation, not before FIRST_ROW_YEAR) to the current year.
 */
async function allocateYearRows(source: AnalyticsSource, papers: PreparedPapers, nYears: number) {
  const nAuthors = source.authorIds.length;
  const firstIndex = new Int32Array(nAuthors).fill(nYears);
  const rowStart = new Int32Array(nAuthors + 1);
  for (let a = 0; a < nAuthors; a++) {
    if ((a & 0xffff) === 0xffff) await breathe();
    let first = nYears;
    for (let k = source.authorPaperOffsets[a]!, end = source.authorPaperOffsets[a + 1]!; k < end; k++) {
      const active = papers.firstActive[source.authorPapers[k]!]!;
      if (active < first) first = active;
    }
    firstIndex[a] = first;
    rowStart[a + 1] = rowStart[a]! + (nYears - first);
  }
  const rows = rowStart[nAuthors]!;
  return { firstIndex, rowStart, integers: new Int32Array(rows * INTEGER_VALUES), fractions: new Float64Array(rows * FRACTION_VALUES) };
}

function pushTo(map: Map<number, number[]>, key: number, value: number): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

const TENURE_WINDOWS = [5, 10] as const;
const TENURE_GRADES = ['all', 'top'] as const;

/**
 * Tenure readiness rows: each author's papers and citations in the last 5 and 10 years, in all
 * graded journals (A, A-, B) and in A and A- journals, graded by their primary department's lists,
 * compared with the faculty one rank above in the same university and department.
 */
async function computeTenure(
  source: AnalyticsSource,
  papers: PreparedPapers,
  departmentTiers: Map<number, ReadonlyMap<number, JournalTier>>,
  facts: AuthorFacts,
  sinks: AnalyticsSinks,
): Promise<number> {
  const nAuthors = source.authorIds.length;
  // comparison groups: (university, primary department or 0) -> members of that university in that department (any rank)
  const groupKey = (u: number, d: number) => `${u}:${d}`;
  const members = new Map<string, number[]>();
  const candidates = new Map<string, number[]>();
  for (let a = 0; a < nAuthors; a++) {
    const u = source.authorUniversity[a]!;
    if (u === 0) continue;
    pushToKey(members, groupKey(u, 0), a);
    for (let j = source.deptOffsets[a]!; j < source.deptOffsets[a + 1]!; j++) pushToKey(members, groupKey(u, source.deptIds[j]!), a);
    pushToKey(candidates, groupKey(u, facts.primaryDepartment[a]!), a);
  }

  // figures of author a graded by one department's lists: [window][grade] -> papers, citations
  const figuresOf = (a: number, tiers: ReadonlyMap<number, JournalTier> | null) => {
    const result = { 5: { all: { papers: 0, citations: 0 }, top: { papers: 0, citations: 0 } }, 10: { all: { papers: 0, citations: 0 }, top: { papers: 0, citations: 0 } } };
    const counts = [0, 0, 0, 0];
    const ownLists = tiers !== null && tiers.size > 0;
    for (let k = source.authorPaperOffsets[a]!; k < source.authorPaperOffsets[a + 1]!; k++) {
      const p = source.authorPapers[k]!;
      const tier = ownLists ? tierOf(source.paperJournal[p]!, tiers, source.globalTiers) : papers.tier[p]!;
      counts[tier]! += 1;
      if (tier === UNRANKED) continue;
      const grades: ('all' | 'top')[] = tier <= 1 ? ['all', 'top'] : ['all'];
      for (const grade of grades) {
        result[5][grade].papers += papers.in5[p]!;
        result[5][grade].citations += papers.cit5[p]!;
        result[10][grade].papers += papers.in10[p]!;
        result[10][grade].citations += papers.cit10[p]!;
      }
    }
    return { windows: result, counts };
  };

  let rows = 0;
  const written = new Uint8Array(nAuthors);
  let groupsDone = 0;
  for (const [key, group] of candidates) {
    if ((++groupsDone & 15) === 0) await sinks.pause(groupsDone, candidates.size);
    const [u, d] = key.split(':').map(Number) as [number, number];
    const tiers = d === 0 ? null : departmentTiers.get(d) ?? null;
    const peers = members.get(key) ?? [];
    const peerFigures = new Map<number, ReturnType<typeof figuresOf>>();
    const figures = (a: number) => {
      let f = peerFigures.get(a);
      if (!f) peerFigures.set(a, (f = figuresOf(a, tiers)));
      return f;
    };
    for (const windowYears of TENURE_WINDOWS) {
      for (const grade of TENURE_GRADES) {
        for (const comparisonRank of [2, 3] as const) {
          const comparisonGroup: TenureComparisonMember[] = peers
            .filter((a) => rankCodeOf(source, a) === comparisonRank)
            .map((a) => ({ universityId: u, ...figures(a).windows[windowYears][grade] }));
          const ofRank = group.filter((a) => {
            const rank = rankCodeOf(source, a);
            return (rank === 1 || rank === 2 || rank === 3) && tenureComparisonRank(rank) === comparisonRank;
          });
          if (ofRank.length === 0) continue;
          // the colour depends on the month the dashboard is read in: it is derived then, from readinessPercent
          const result = tenureReadiness(ofRank.map((a) => ({ authorId: a, ...figures(a).windows[windowYears][grade] })), comparisonGroup, 1);
          for (const author of result.authors) {
            const a = author.authorId as number;
            sinks.tenure(tenureRow(source, facts, a, u, d, windowYears, grade, figures(a).counts, {
              papers: author.papers, citations: author.citations, comparisonRank, comparisonCount: result.comparisonCount,
              averagePapers: result.averagePapers, averageCitations: result.averageCitations,
              percentPaper: author.percentPaper, percentCitation: author.percentCitation, readinessPercent: author.readinessPercent,
            }));
            rows += 1;
          }
        }
        for (const a of group) {
          const rank = rankCodeOf(source, a);
          if (rank === 1 || rank === 2 || rank === 3) continue;
          const own = figures(a);
          sinks.tenure(tenureRow(source, facts, a, u, d, windowYears, grade, own.counts, {
            ...own.windows[windowYears][grade], comparisonRank: null, comparisonCount: 0, averagePapers: 0, averageCitations: 0,
            percentPaper: null, percentCitation: null, readinessPercent: null,
          }));
          rows += 1;
        }
      }
    }
    for (const a of group) written[a] = 1;
  }
  // authors without a university have no comparison group
  for (let a = 0; a < nAuthors; a++) {
    if ((a & 0xfff) === 0xfff) await sinks.pause(nAuthors, nAuthors);
    if (written[a]) continue;
    const d = facts.primaryDepartment[a]!;
    const own = figuresOf(a, d === 0 ? null : departmentTiers.get(d) ?? null);
    for (const windowYears of TENURE_WINDOWS) {
      for (const grade of TENURE_GRADES) {
        sinks.tenure(tenureRow(source, facts, a, 0, d, windowYears, grade, own.counts, {
          ...own.windows[windowYears][grade], comparisonRank: null, comparisonCount: 0, averagePapers: 0, averageCitations: 0,
          percentPaper: null, percentCitation: null, readinessPercent: null,
        }));
        rows += 1;
      }
    }
  }
  return rows;
}

function pushToKey(map: Map<string, number[]>, key: string, value: number): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function tenureRow(
  source: AnalyticsSource, facts: AuthorFacts, a: number, u: number, d: number, windowYears: 5 | 10, grade: 'all' | 'top', counts: number[],
  figures: Pick<TenureRow, 'papers' | 'citations' | 'comparisonRank' | 'comparisonCount' | 'averagePapers' | 'averageCitations' | 'percentPaper' | 'percentCitation' | 'readinessPercent'>,
): TenureRow {
  return {
    authorId: source.authorIds[a]!, windowYears, grade,
    universityId: u || null, departmentId: d || null, rankCode: rankCodeOf(source, a),
    startYear: facts.startYear[a]! || null,
    aPapers: counts[0]!, aMinusPapers: counts[1]!, bPapers: counts[2]!,
    hIndex: facts.hIndex[a]!, soloPapers: facts.soloPapers[a]!,
    totalPapers: facts.totalPapers[a]!, totalCitations: facts.totalCitations[a]!,
    ...figures,
  };
}
