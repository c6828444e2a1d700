// Home-dashboard school figures: Faculty By Share, gender tables, Interesting Facts, Department
// Facts. See docs/metrics.md, "Faculty by share", "Gender", "Interesting facts", "Department facts".
import { roundTo, ROUNDING_DECIMALS } from './rounding.ts';
import { sharePercent } from './shares.ts';
import type { AuthorId, GenderCode, UniversityId } from './types.ts';

/** docs/requirements/dashboards.md §9 rank codes (market share and outliers). */
export const RANK_CODES = { assistant: 1, associate: 2, full: 3, nonTenured: 6 } as const;

/**
 * The rank code of a marker: the tens markers 10, 20, 30 (and 60, 70, 90) are the same
 * positions as 1, 2, 3 (6, 7, 9) (docs/requirements/profile-and-accounts.md); null stays null.
 */
export function rankCodeFromMarker(marker: number | null): number | null {
  if (marker === null || !Number.isFinite(marker)) return null;
  return marker >= 10 && marker % 10 === 0 ? marker / 10 : marker;
}

export type FacultyRankGroup = 'assistant' | 'associate' | 'full' | 'other';

/** assistant (1), associate (2), full (3); every other marker, and none, is 'other'. */
export function facultyRankGroup(marker: number | null): FacultyRankGroup {
  const code = rankCodeFromMarker(marker);
  return code === 1 ? 'assistant' : code === 2 ? 'associate' : code === 3 ? 'full' : 'other';
}

export interface MarketShareFaculty {
  id: AuthorId;
  name: string;
  marker: number | null;
  /** the faculty member's papers, in the counting mode and window of the request */
  papers: number;
}

export interface MarketShareRow {
  id: AuthorId;
  /** name */
  name: string;
  /** market_share: percent of the school's (department's) papers */
  marketShare: number;
}

/**
 * Faculty By Share: for each faculty member whose rank code is in rankCodes, their papers as a
 * percent of the group's papers, largest first (ties by name). groupTotalPapers should be the
 * school's (department's) distinct papers; when omitted it is the sum over all faculty given.
 */
export function marketShareByRank(
  faculty: readonly MarketShareFaculty[],
  rankCodes: readonly number[],
  groupTotalPapers?: number,
): MarketShareRow[] {
  let total = groupTotalPapers ?? 0;
  if (groupTotalPapers === undefined) for (const member of faculty) total += member.papers;
  const rows: MarketShareRow[] = [];
  for (const member of faculty) {
    const code = rankCodeFromMarker(member.marker);
    if (code === null || !rankCodes.includes(code)) continue;
    rows.push({ id: member.id, name: member.name, marketShare: sharePercent(member.papers, total) });
  }
  return rows.sort((a, b) => b.marketShare - a.marketShare || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

export interface GenderPercentages {
  male: number;
  female: number;
  other: number;
}

export interface GenderCounts extends GenderPercentages {
  /** faculty whose gender is not known: not in any percentage */
  unknown: number;
}

function emptyCounts(): GenderCounts {
  return { male: 0, female: 0, other: 0, unknown: 0 };
}

function addGender(counts: GenderCounts, gender: GenderCode | null | undefined): void {
  if (gender === 'm') counts.male += 1;
  else if (gender === 'f') counts.female += 1;
  else if (gender === 'o') counts.other += 1;
  else counts.unknown += 1;
}

/** Percent of the faculty with a known gender, two decimals each; all 0 when none is known. */
export function genderPercentages(counts: GenderPercentages): GenderPercentages {
  const known = counts.male + counts.female + counts.other;
  const percent = (n: number): number => roundTo(sharePercent(n, known), ROUNDING_DECIMALS.genderTable);
  return { male: percent(counts.male), female: percent(counts.female), other: percent(counts.other) };
}

/** School Gender Distribution: counts and percents of male, female and other. */
export function genderDistribution(genders: readonly (GenderCode | null)[]): { counts: GenderCounts; percent: GenderPercentages } {
  const counts = emptyCounts();
  for (const gender of genders) addGender(counts, gender);
  return { counts, percent: genderPercentages(counts) };
}

export interface GenderFaculty {
  universityId: UniversityId;
  marker: number | null;
  gender: GenderCode | null;
}

export interface GenderByRankRow {
  universityId: UniversityId;
  name: string;
  /** AssisstantProfessor (seed spelling) */
  assistant: GenderPercentages;
  /** AssociateProfessor */
  associate: GenderPercentages;
  /** Professor: full professors (rank code 3) */
  professor: GenderPercentages;
  /** every faculty member of the university with a known gender, whatever the rank: the chart series */
  overall: GenderPercentages;
}

/**
 * Compare Gender: per university (in the order given), the male, female and other percentages
 * of its assistant, associate and full professors, and of all its faculty. Two decimals.
 */
export function genderPercentagesByRank(
  universities: readonly { id: UniversityId; name: string }[],
  faculty: readonly GenderFaculty[],
): GenderByRankRow[] {
  const counts = new Map<UniversityId, Record<FacultyRankGroup | 'overall', GenderCounts>>();
  for (const university of universities) {
    counts.set(university.id, { assistant: emptyCounts(), associate: emptyCounts(), full: emptyCounts(), other: emptyCounts(), overall: emptyCounts() });
  }
  for (const member of faculty) {
    const entry = counts.get(member.universityId);
    if (!entry) continue;
    addGender(entry[facultyRankGroup(member.marker)], member.gender);
    addGender(entry.overall, member.gender);
  }
  return universities.map((university) => {
    const entry = counts.get(university.id)!;
    return {
      universityId: university.id,
      name: university.name,
      assistant: genderPercentages(entry.assistant),
      associate: genderPercentages(entry.associate),
      professor: genderPercentages(entry.full),
      overall: genderPercentages(entry.overall),
    };
  });
}

export interface InterestingFactsFaculty {
  marker: number | null;
  gender: GenderCode | null;
  /** papers in the counting mode of the request */
  papers: number;
}

export type InterestingFactsRow = Record<FacultyRankGroup, number | null>;

export interface InterestingFacts {
  all: InterestingFactsRow;
  male: InterestingFactsRow;
  female: InterestingFactsRow;
  other: InterestingFactsRow;
}

/**
 * Interesting Facts: average papers per faculty member in each gender x rank cell, one decimal;
 * null for a cell with no faculty. 'all' includes faculty of unknown gender.
 */
export function interestingFacts(faculty: readonly InterestingFactsFaculty[]): InterestingFacts {
  const genders = ['all', 'male', 'female', 'other'] as const;
  const ranks = ['assistant', 'associate', 'full', 'other'] as const;
  const sums = new Float64Array(genders.length * ranks.length);
  const counts = new Float64Array(genders.length * ranks.length);
  for (const member of faculty) {
    const rank = ranks.indexOf(facultyRankGroup(member.marker));
    const gender = member.gender === 'm' ? 1 : member.gender === 'f' ? 2 : member.gender === 'o' ? 3 : -1;
    sums[rank]! += member.papers;
    counts[rank]! += 1;
    if (gender > 0) {
      sums[gender * ranks.length + rank]! += member.papers;
      counts[gender * ranks.length + rank]! += 1;
    }
  }
  const row = (g: number): InterestingFactsRow => {
    const cell = (r: number): number | null => {
      const n = counts[g * ranks.length + r]!;
      return n > 0 ? roundTo(sums[g * ranks.length + r]! / n, ROUNDING_DECIMALS.interestingFacts) : null;
    };
    return { assistant: cell(0), associate: cell(1), full: cell(2), other: cell(3) };
  };
  return { all: row(0), male: row(1), female: row(2), other: row(3) };
}

export interface DepartmentFactsInput {
  name: string;
  /** faculty in the department now */
  facultyCount: number;
  /** faculty in the department one year earlier */
  previousFacultyCount: number;
  papers: number;
  citations: number;
}

export interface DepartmentFact {
  name: string;
  value: number;
}

export interface DepartmentFacts {
  /** highest_paper: most papers */
  highestPaper: DepartmentFact | null;
  /** highest_faculty_diff: largest change in headcount over the last year (now - a year earlier) */
  highestFacultyDiff: DepartmentFact | null;
  /** largest_market_share_by_paper: largest percent of the school's papers */
  largestMarketShareByPaper: DepartmentFact | null;
  /** highest_citation_per_faculty: most citations per faculty member (departments with faculty) */
  highestCitationPerFaculty: DepartmentFact | null;
}

function best(departments: readonly DepartmentFactsInput[], value: (d: DepartmentFactsInput) => number | null): DepartmentFact | null {
  let winner: DepartmentFact | null = null;
  for (const department of departments) {
    const v = value(department);
    if (v === null || !Number.isFinite(v)) continue;
    if (winner === null || v > winner.value || (v === winner.value && department.name < winner.name)) {
      winner = { name: department.name, value: v };
    }
  }
  return winner;
}

/**
 * Department Facts. Each fact names the department with the largest value (ties: first name in
 * alphabetical order) or is null when no department qualifies. schoolTotalPapers should be the
 * school's distinct papers; when omitted it is the sum of the departments' papers.
 */
export function departmentFacts(departments: readonly DepartmentFactsInput[], schoolTotalPapers?: number): DepartmentFacts {
  let total = schoolTotalPapers ?? 0;
  if (schoolTotalPapers === undefined) for (const department of departments) total += department.papers;
  return {
    highestPaper: best(departments, (d) => d.papers),
    highestFacultyDiff: best(departments, (d) => d.facultyCount - d.previousFacultyCount),
    largestMarketShareByPaper: best(departments, (d) => sharePercent(d.papers, total)),
    highestCitationPerFaculty: best(departments, (d) => (d.facultyCount > 0 ? d.citations / d.facultyCount : null)),
  };
}
