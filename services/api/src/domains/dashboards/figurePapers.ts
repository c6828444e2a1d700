// The papers behind a figure (docs/metrics.md section 29; issue 19 item 5): one author's papers as
// the tier figures count them, from the same per-paper definition (`paperFactsQuery`) the figures
// sum, with each paper's counting weight, so the rows add up to the number on the screen.
import type { Db } from '@ri/db';
import type { CsvColumn } from '@ri/csv';
import {
  ANALYTICS_MIN_YEAR, DASHBOARD_MESSAGES, DASHBOARD_YEAR_MIN, type TFigureGrade, type TFigurePaper, type TFigurePapersResponse,
  type TGroupFigurePapersResponse, type TMembersFigurePapersQuery, type TMembersFigurePapersResponse, type TTierSource,
} from '@ri/contracts';
import type { Caller } from '../../http/access.ts';
import { Forbidden, ValidationFailed } from '../../http/errors.ts';
import {
  careerYears, citationsPerPaper, citationsPerYear, computeHIndex, facultyRankGroup, papersPerYear, ROUNDING_DECIMALS, roundTo, sharePercent, soloPaperStats,
  topJournalPercentage,
} from '@ri/metrics';
import { RANK_OF_TITLE } from './compare.ts';
import { tierSourceOf, type AffiliationMode, type CountingMode, type YearWindow } from './figures.ts';
import * as queries from './queries.ts';
import { fullName, round2, type Clock, type DepartmentScope, type Scope } from './scope.ts';

type Tier = 'A' | 'A-' | 'B' | null;
type Screen = TFigurePapersResponse['figure'];
type Measure = TFigurePapersResponse['measure'];

/** The tiers each grade counts (null: unranked), as `GRADE_TIERS` of figures.ts. */
export const TIERS_OF_GRADE: Record<TFigureGrade, readonly Tier[]> = {
  a: ['A'], a_minus: ['A-'], b: ['B'], top: ['A', 'A-'], all: ['A', 'A-', 'B'], every: ['A', 'A-', 'B', null],
};
const GRADE_WORDS: Record<TFigureGrade, string> = {
  a: 'A', a_minus: 'A-', b: 'B', top: 'A and A-', all: 'A, A- and B', every: 'all',
};

/** What a drill-down request asks for, before the caller is checked. */
export interface FigureRequestQuery {
  figure: Screen;
  author_id: number;
  univ_id?: number;
  dept?: number | 'all';
  from?: number;
  to?: number;
  grade: TFigureGrade;
  measure: Measure;
  counting: CountingMode;
  /** every: the figure is the numerator of the A and A- share; the answer states the denominator */
  share_of?: 'every';
  /** Hire Impact and the university home only: at_publication keeps the papers written at the author's own school */
  affiliation?: AffiliationMode;
  /** Hire Impact only: the journals chosen */
  journal_ids?: ('All' | number)[];
}

/** What a group drill-down request asks for (Compare by Department, Hire Impact), before the caller is checked. */
export interface GroupFigureRequestQuery {
  figure: 'compare_departments' | 'hire_impact' | 'university_home' | 'find_your_fit';
  univ_id?: number;
  /** Find Your Fit: the cell's school */
  school_id?: number;
  dept?: number | 'all';
  from?: number;
  to?: number;
  measure: 'papers' | 'citations';
  counting: CountingMode;
  affiliation: AffiliationMode;
  journal_ids?: ('All' | number)[];
}

/** What an average-per-member drill-down asks for (Compare Schools, Hire Impact, Interesting Facts), before the caller is checked. */
export interface MembersFigureRequestQuery {
  figure: 'compare_schools' | 'hire_impact' | 'university_home' | 'find_your_fit';
  univ_id?: number;
  school_id?: number;
  titles?: (keyof typeof RANK_OF_TITLE)[];
  facultyIds?: number[];
  hiringCandidateId?: number;
  department?: number;
  journal_ids?: ('All' | number)[];
  /** Interesting Facts: the cell */
  gender?: NonNullable<TMembersFigurePapersQuery['gender']>;
  rank?: NonNullable<TMembersFigurePapersQuery['rank']>;
  measure: MembersMeasure;
  counting: CountingMode;
  affiliation: AffiliationMode;
}
type MembersMeasure = TMembersFigurePapersResponse['measure'];
type MemberRate = Exclude<MembersMeasure, 'papers' | 'citations'>;
/** Compare Schools' rates that do not follow the figure options (docs/metrics.md section 27): full counting, every paper. */
const RATES_WITHOUT_OPTIONS: readonly MemberRate[] = ['hindex', 'percent_solo'];
/** A rate's numerator counts the papers' citations (the rows' counted: citations × weight), else the papers (weight). */
const CITATION_RATES: readonly MemberRate[] = ['citations_per_year', 'citations_per_paper'];
const FACTS_GENDER_CODE = { male: 'm', female: 'f', other: 'o' } as const;
const RATE_WORDS: Record<MemberRate, string> = {
  hindex: 'h-index (the h-core: the h most cited papers, each with at least h citations)',
  papers_per_year: 'papers per year of career', citations_per_year: 'citations per year of career', citations_per_paper: 'citations per paper',
  percent_solo: 'percent of solo papers', top_journal_percentage: 'percent of A and A- papers',
};

/**
 * One member's rate from their own rows (docs/metrics.md sections 3, 6-9, 12 and 27), by the functions the map's
 * figures use: numerator / denominator, and the value the map averages. `rows` are every paper of theirs.
 */
function memberRate(
  rate: MemberRate, rows: readonly { author_count: number; weight: number; citations: number; tier: Tier }[], careerStart: number | null, currentYear: number,
  counting: CountingMode,
): { numerator: number; denominator: number; value: number } {
  const papers = rows.reduce((sum, r) => sum + r.weight, 0);
  const citations = rows.reduce((sum, r) => sum + r.citations * r.weight, 0);
  const years = careerYears(careerStart, currentYear);
  switch (rate) {
    case 'hindex': {
      const h = computeHIndex(rows.map((r) => r.citations));
      return { numerator: h, denominator: rows.length, value: h };
    }
    case 'papers_per_year': return { numerator: papers, denominator: years, value: papersPerYear(papers, careerStart, currentYear) };
    case 'citations_per_year': return { numerator: citations, denominator: years, value: citationsPerYear(citations, careerStart, currentYear) };
    case 'citations_per_paper': return { numerator: citations, denominator: papers, value: citationsPerPaper(citations, papers) };
    case 'percent_solo': {
      const solo = soloPaperStats(rows.map((r) => ({ authorCount: r.author_count })), counting);
      return { numerator: solo.soloPapers, denominator: solo.totalPapers, value: solo.percentSolo };
    }
    case 'top_journal_percentage': {
      const top = rows.reduce((sum, r) => sum + (r.tier === 'A' || r.tier === 'A-' ? r.weight : 0), 0);
      return { numerator: top, denominator: papers, value: sharePercent(top, papers) };
    }
  }
}

/** Hire Impact's journal choice: null for every journal (absent or All), else the distinct ids. */
function journalChoice(journalIds: ('All' | number)[] | undefined): number[] | null {
  if (journalIds === undefined || journalIds.length === 0 || journalIds.includes('All')) return null;
  return [...new Set(journalIds.filter((j): j is number => j !== 'All'))];
}

/** A figure's definition: everything but whose figure it is and the tier source, which need the caller. */
export interface FigureDefinition {
  /** null: all time */
  window: YearWindow | null;
  grade: TFigureGrade;
  tiers: readonly Tier[];
  measure: Measure;
  counting: CountingMode;
}

/**
 * The one parse of a drill-down's parameters into a figure's definition. Both years absent: all time;
 * one absent: 1940 or this year, as the ranking's window. Years are checked against 1940..this year
 * and the window ends at the figures' year at the latest, as every figure's window does.
 * Later options (affiliation, docs/metrics.md section 15) join here.
 */
export function figureDefinitionOf(query: Pick<FigureRequestQuery, 'from' | 'to' | 'grade' | 'measure' | 'counting'>, clock: Clock): FigureDefinition {
  let window: YearWindow | null = null;
  if (query.from !== undefined || query.to !== undefined) {
    const from = query.from ?? ANALYTICS_MIN_YEAR;
    const to = query.to ?? clock.clockYear;
    for (const [field, year] of [['from', from], ['to', to]] as const) {
      if (year < ANALYTICS_MIN_YEAR || year > clock.clockYear) {
        throw new ValidationFailed(`${field} must be a year from ${ANALYTICS_MIN_YEAR} to ${clock.clockYear}.`, `querystring.${field}`);
      }
    }
    if (from > to) throw new ValidationFailed('from cannot be after to.', 'querystring.from');
    window = { from, to: Math.min(to, clock.currentYear) };
  }
  return { window, grade: query.grade, tiers: TIERS_OF_GRADE[query.grade], measure: query.measure, counting: query.counting };
}

/** One sentence naming the figure, for the panel's heading and the CSV's file. */
export function describeFigure(definition: FigureDefinition, authorName: string, tierSource: TTierSource): string {
  const { window, grade, measure, counting } = definition;
  const span = window === null ? 'all time' : window.from > window.to ? `${window.from} (no figures yet)` : window.from === window.to ? `${window.from}` : `${window.from}–${window.to}`;
  const papers = grade === 'every' ? 'papers' : `${GRADE_WORDS[grade]} papers`;
  if (measure === 'hindex') {
    return `H-index of ${authorName}: the papers published ${span} ranked by the citations they received ${span}; the h-core is the h most cited with at least h citations each (counting does not apply).`;
  }
  const what = measure === 'papers' ? `${papers} of ${authorName}, published ${span}` : `citations received ${span} by ${papers} of ${authorName}`;
  return `${what[0]!.toUpperCase()}${what.slice(1)}; graded by ${tierSource.label}; ${counting} counting.`;
}

/** The drill-down's CSV: the panel's columns, the counting weight always among them. */
export const FIGURE_PAPER_CSV_COLUMNS: CsvColumn<TFigurePaper>[] = [
  { header: 'Title', value: (r) => r.title },
  { header: 'Journal', value: (r) => r.journal },
  { header: 'Tier', value: (r) => r.tier ?? 'Unranked' },
  { header: 'Tier source', value: (r) => r.tier_source },
  { header: 'Year', value: (r) => r.year },
  { header: 'Authors', value: (r) => r.authors },
  { header: 'Number of authors', value: (r) => r.author_count },
  { header: 'Citations in the window', value: (r) => r.citations },
  { header: 'Counting weight', value: (r) => r.weight },
  { header: 'Counted', value: (r) => r.counted },
];

/** An average per member's CSV: whose row it is, then the panel's columns. */
export const MEMBERS_FIGURE_PAPER_CSV_COLUMNS: CsvColumn<TMembersFigurePapersResponse['rows'][number]>[] = [
  { header: 'Faculty member', value: (r) => r.member }, ...FIGURE_PAPER_CSV_COLUMNS,
];

/** The members' h-indexes' CSV: whose row, the same columns, and whether each paper is in its member's h-core. */
export const MEMBERS_H_INDEX_PAPER_CSV_COLUMNS: CsvColumn<TMembersFigurePapersResponse['rows'][number]>[] = [
  ...MEMBERS_FIGURE_PAPER_CSV_COLUMNS, { header: 'In the h-core', value: (r) => (r.h_core ? 'yes' : 'no') },
];

/** An h-index's CSV: the same columns, and whether each paper is in the h-core. */
export const H_INDEX_PAPER_CSV_COLUMNS: CsvColumn<TFigurePaper>[] = [
  ...FIGURE_PAPER_CSV_COLUMNS, { header: 'In the h-core', value: (r) => (r.h_core ? 'yes' : 'no') },
];

/**
 * A figure some screens count over all time, every paper, by the global tiers: what it does not take is refused by
 * name, in this order (the department's lists, the window, the grade), each with the screen's sentence.
 */
function refuseWhatTheScreenFixes(query: FigureRequestQuery, screen: string, fixed: { dept?: boolean; window?: boolean; grade?: boolean }): void {
  if (fixed.dept && query.dept !== undefined && query.dept !== 'all') throw new ValidationFailed(`${screen} counts every paper by the global tiers: leave dept out.`, 'querystring.dept');
  if (fixed.window && (query.from !== undefined || query.to !== undefined)) throw new ValidationFailed(`${screen}'s figures are all-time: leave from and to out.`, 'querystring.from');
  if (fixed.grade && query.grade !== 'every') throw new ValidationFailed(`${screen} counts every paper: leave grade out.`, 'querystring.grade');
}

export function createFigurePapersService({ db, scope }: { db: Db; scope: Scope }) {
  /**
   * The author and the tier source, checked as the screen the figure comes from checks them:
   * Faculty Ranking shows every ranked author to every signed-in user (POST ranking/authors);
   * Tenure Readiness and Faculty Productivity show a school's own faculty to its university users
   * and to admins; a faculty member sees their own papers. Cohort Analysis shows any faculty member
   * to university users and admins; Compare Yourself to faculty (a complete profile) and admins.
   */
  async function authorise(caller: Caller, query: FigureRequestQuery): Promise<{ author: queries.AuthorProfile; department: DepartmentScope | null }> {
    const [author] = await scope.authors([query.author_id], 'querystring.author_id', DASHBOARD_MESSAGES.cannotFindFaculty);
    if (query.figure === 'ranking') {
      // the ranking grades by the global tiers; a department's lists may be asked for among the author's school's departments
      const school = { universityId: author!.university_id ?? 0, name: author!.univ_name ?? 'this faculty member\'s school', abbreviation: '' };
      return { author: author!, department: await scope.department(school, query.dept, 'querystring.dept') };
    }
    if (query.figure !== 'hire_impact' && query.figure !== 'university_home' && query.figure !== 'outliers' && query.affiliation === 'at_publication') {
      throw new ValidationFailed('affiliation belongs to Hire Impact\'s figures (figure=hire_impact): leave it out.', 'querystring.affiliation');
    }
    if (query.figure === 'university_home') {
      // the university home's Most Cited Faculty: a member's citations over all time, every paper, in the
      // counting and affiliation in force (docs/metrics.md section 29, "University home"), for the school's own
      // university users and admins
      refuseWhatTheScreenFixes(query, 'The university home', { dept: true, window: true, grade: true });
    }
    if (query.figure === 'outliers') {
      // Visualization by Rank: a member's rates over all time, in the counting and affiliation in force, graded at
      // department scope by the department's lists (docs/metrics.md section 29, "Visualization by Rank"); the
      // school's university users and admins, as the home dashboard
      refuseWhatTheScreenFixes(query, 'Visualization by Rank', { window: true });
      if (caller.type !== 'university' && caller.type !== 'admin') throw new Forbidden('Visualization by Rank is shown to university users.');
    }
    if (query.figure !== 'hire_impact' && query.figure !== 'faculty_progress' && query.journal_ids !== undefined) {
      throw new ValidationFailed('journal_ids belongs to Hire Impact\'s and Faculty Progress\' figures: leave it out.', 'querystring.journal_ids');
    }
    if (query.figure === 'find_your_fit') {
      // Find Your Fit: your own ratios over all time, every paper, by the global tiers, in the counting in force (your
      // values do not follow the affiliation, docs/metrics.md section 21): yourself (a complete profile) and admins
      refuseWhatTheScreenFixes(query, 'Find Your Fit', { dept: true, window: true });
      await scope.forFaculty(caller, { authorId: query.author_id, authorRequired: true });
      return { author: author!, department: null };
    }
    if (query.figure === 'faculty_progress') {
      // Faculty Progress ranks faculty of every school by papers or citations in the years, in the journals
      // chosen, every tier: the faculty layout (a complete profile) and admins (docs/metrics.md section 29)
      refuseWhatTheScreenFixes(query, 'Faculty Progress', { dept: true, grade: true });
      await scope.forFaculty(caller, { authorRequired: false });
      return { author: author!, department: null };
    }
    if (query.figure === 'hire_impact') {
      // Hire Impact compares a candidate from any school with a school's faculty, all time and every paper
      // (docs/metrics.md section 29, "Hire Impact"): its university users and admins
      refuseWhatTheScreenFixes(query, 'Hire Impact', { dept: true, window: true, grade: true });
      if (caller.type !== 'university' && caller.type !== 'admin') throw new Forbidden(DASHBOARD_MESSAGES.hireImpactUniversityOnly);
      return { author: author!, department: null };
    }
    if (query.figure === 'cohort' || query.figure === 'compare_yourself') {
      // a person's figures at a year, graded by the global tiers (docs/metrics.md section 28, "Figures at a year")
      if (query.dept !== undefined && query.dept !== 'all') {
        throw new ValidationFailed('Cohort Analysis and Compare Yourself grade by the global tiers: leave dept out.', 'querystring.dept');
      }
      if (query.figure === 'cohort') {
        // Cohort Analysis shows any faculty member's figures to the university layout (university users and admins)
        if (caller.type !== 'university' && caller.type !== 'admin') throw new Forbidden(DASHBOARD_MESSAGES.cohortUniversityOnly);
      } else {
        // Compare Yourself compares you with any faculty member: the faculty layout (a complete profile) and admins
        await scope.forFaculty(caller, { authorRequired: false });
      }
      return { author: author!, department: null };
    }
    if (caller.type === 'faculty' && author!.id !== caller.authorId) throw new Forbidden(DASHBOARD_MESSAGES.ownFiguresOnly);
    // admins name the school, or look at the author's own
    const univId = query.univ_id ?? (caller.type === 'admin' ? author!.university_id ?? undefined : undefined);
    const university = await scope.forUniversity(caller, univId);
    if (author!.university_id !== university.universityId) throw new Forbidden(`This faculty member is not at ${university.name}.`);
    return { author: author!, department: await scope.department(university, query.dept, 'querystring.dept') };
  }

  /**
   * The school a group's or an average's drill-down is about: Find Your Fit's cells name any school (`school_id`), for
   * the screen's callers (faculty with a complete profile, admins); every other figure is a university screen's, the
   * caller's school (admins: `univ_id`), refused to faculty as that screen is.
   */
  async function groupScope(caller: Caller, query: { figure: string; univ_id?: number; school_id?: number; dept?: number | 'all' }) {
    if (query.figure !== 'find_your_fit') {
      if (caller.type === 'faculty') throw new Forbidden('This figure is on a university screen: it is shown to university users.');
      if (query.school_id !== undefined && query.figure !== 'compare_schools') {
        throw new ValidationFailed('school_id belongs to Compare Schools\' and Find Your Fit\'s figures: leave it out.', 'querystring.school_id');
      }
      return scope.forUniversity(caller, query.univ_id);
    }
    await scope.forFaculty(caller, { authorRequired: false });
    if (query.dept !== undefined && query.dept !== 'all') throw new ValidationFailed('Find Your Fit\'s figures are the whole school\'s: leave dept out.', 'querystring.dept');
    if (query.school_id === undefined) throw new ValidationFailed('Choose the school (school_id).', 'querystring.school_id');
    const found = await queries.universityById(db, query.school_id);
    if (!found) throw new ValidationFailed('Cannot find this school.', 'querystring.school_id');
    return { universityId: found.id, name: found.name, abbreviation: '' };
  }

  /**
   * The journals chosen (journalChoice: null for every journal), each a known journal, or refused as hireImpact.ts
   * refuses it.
   */
  async function chosenJournals(journalIds: ('All' | number)[] | undefined): Promise<number[] | null> {
    const chosen = journalChoice(journalIds);
    const unknown = chosen ? await queries.missingJournals(db, chosen) : [];
    if (unknown.length > 0) throw new ValidationFailed(`Unknown journal id(s): ${unknown.join(', ')}.`, 'querystring.journal_ids');
    return chosen;
  }

  return {
    /**
     * GET dashboard/group_figure_papers: the papers behind a school's or a department's papers or
     * citations on Compare by Department (docs/metrics.md sections 28 and 29), checked as that screen
     * checks its scope (the school's university users and admins), in the counting and affiliation asked for.
     */
    async groupFigurePapers(caller: Caller, query: GroupFigureRequestQuery): Promise<TGroupFigurePapersResponse> {
      const university = await groupScope(caller, query);
      const department = await scope.department(university, query.dept, 'querystring.dept');
      const clock = await scope.clock();
      const hire = query.figure === 'hire_impact' || query.figure === 'university_home' || query.figure === 'find_your_fit';
      let from: number;
      let to: number;
      if (hire) {
        // Hire Impact's school totals and the university home's (a department's papers, a journal's papers of the
        // school): all time (from year 0 to the figures' year), in the journals chosen
        const screen = query.figure === 'hire_impact' ? 'Hire Impact\'s' : query.figure === 'find_your_fit' ? 'Find Your Fit\'s' : 'The university home\'s';
        if (query.figure === 'find_your_fit' && query.journal_ids !== undefined) throw new ValidationFailed('Find Your Fit counts every journal: leave journal_ids out.', 'querystring.journal_ids');
        if (query.from !== undefined || query.to !== undefined) throw new ValidationFailed(`${screen} figures are all-time: leave from and to out.`, 'querystring.from');
        from = 0;
        to = clock.currentYear;
      } else {
        if (query.journal_ids !== undefined) throw new ValidationFailed('journal_ids belongs to Hire Impact\'s figures (figure=hire_impact): leave it out.', 'querystring.journal_ids');
        const min = DASHBOARD_YEAR_MIN.compareDepartments;
        from = query.from ?? clock.clockYear - 5;
        to = query.to ?? clock.clockYear;
        for (const [field, year] of [['from', from], ['to', to]] as const) {
          if (year < min || year > clock.clockYear) throw new ValidationFailed(`${field} must be a year from ${min} to ${clock.clockYear}.`, `querystring.${field}`);
        }
        if (from > to) throw new ValidationFailed('from cannot be after to.', 'querystring.from');
      }
      const journalIds = await chosenJournals(query.journal_ids);
      const options = { counting: query.counting, affiliation: query.affiliation };
      const facts = await queries.groupFigurePapers(db, university.universityId, department?.id ?? null, from, to, { ...options, journalIds }, query.measure);
      const global = tierSourceOf(null).label;
      const rows = facts.map((f): TFigurePaper => ({
        paper_id: f.paper_id, title: f.title, journal: f.journal, tier: f.tier, tier_source: global, year: f.year, authors: f.authors,
        author_count: f.author_count, citations: f.received, weight: f.credit, counted: query.measure === 'papers' ? f.credit : f.received * f.credit,
      }));
      const name = department?.name ?? university.name;
      const span = hire ? 'all time' : `${from}–${to}`;
      const inJournals = journalIds ? ` in ${journalIds.length} chosen journal${journalIds.length === 1 ? '' : 's'}` : '';
      const what = query.measure === 'papers'
        ? `Papers of ${name}${inJournals}, published ${span}`
        : `Citations received ${span} by the papers of ${name}${inJournals}`;
      return {
        figure: query.figure, group: { university_id: university.universityId, department_id: department?.id ?? null, name },
        measure: query.measure, ...options, from, to, total: rows.reduce((sum, r) => sum + r.counted, 0),
        description: `${what}; ${options.counting} counting; affiliation ${options.affiliation === 'current' ? 'current' : 'at publication'}.`,
        rows,
      };
    },

    /**
     * GET dashboard/members_figure_papers: the papers behind an average per faculty member (docs/metrics.md
     * section 29, "Averages per faculty member"). Compare Schools: the school's faculty of the types chosen
     * (the map's members, `authorsOfRanks`), each member's own all-time rows (`paperFactsQuery`, every paper,
     * the global tiers, in the counting and, at publication, the papers written at the school), so the total
     * over the members' rows / the members = the bubble's average papers (citations) per faculty; a rate (h-index,
     * per year, per paper, percent solo, A and A- percent) is each member's value from their rows, averaged. Every
     * university user sees the map's schools. Hire Impact: the selected faculty (the hiring department). The
     * university home's Interesting Facts: the school's (department's) faculty of a gender and rank group, the
     * school's own university users and admins.
     */
    async membersFigurePapers(caller: Caller, query: MembersFigureRequestQuery): Promise<TMembersFigurePapersResponse> {
      const own = await groupScope(caller, query);
      const clock = await scope.clock();
      const options = { counting: query.counting, affiliation: query.affiliation };
      const rate: MemberRate | null = query.measure === 'papers' || query.measure === 'citations' ? null : query.measure;
      if (rate !== null && query.figure !== 'compare_schools' && !(query.figure === 'find_your_fit' && rate === 'papers_per_year')) {
        throw new ValidationFailed('measure must be papers or citations: the rates are Compare Schools\' (figure=compare_schools).', 'querystring.measure');
      }
      if (query.figure !== 'university_home' && (query.gender !== undefined || query.rank !== undefined)) {
        throw new ValidationFailed('gender and rank belong to Interesting Facts (figure=university_home): leave them out.', 'querystring.gender');
      }
      let school: { id: number; name: string };
      let memberIds: number[];
      // the candidate after the hire: every paper of theirs (the papers they would bring), as hireImpact.ts counts them
      let candidateId: number | null = null;
      let journalIds: number[] | null = null;
      let types: string;
      // Compare Schools' rates: each member's first year of career (papers and citations per year)
      let careerStart = new Map<number, number | null>();
      // the screen's rounding of the average (Interesting Facts: one decimal, docs/metrics.md section 24)
      let decimals = 2;
      if (query.figure === 'hire_impact') {
        // Hire Impact's selected faculty average (with hiringCandidateId: after the hire), all time, every paper, the journals chosen
        if (caller.type !== 'university' && caller.type !== 'admin') throw new Forbidden(DASHBOARD_MESSAGES.hireImpactUniversityOnly);
        if (query.department !== undefined) {
          // the hiring department's average: its members at the school, as hireImpact.ts averages them
          if (query.facultyIds !== undefined || query.hiringCandidateId !== undefined) {
            throw new ValidationFailed('The department\'s average is over its members: leave facultyIds and hiringCandidateId out.', 'querystring.department');
          }
          const department = (await scope.department(own, query.department, 'querystring.department'))!;
          memberIds = (await queries.facultyOf(db, own.universityId, null)).filter((m) => m.department_ids.includes(department.id)).map((m) => m.author_id);
        } else {
          if (!query.facultyIds || query.facultyIds.length === 0) throw new ValidationFailed('Select at least one faculty to consider.', 'querystring.facultyIds');
          memberIds = [...new Set(query.facultyIds)];
          const faculty = await scope.authors(memberIds, 'querystring.facultyIds');
          const elsewhere = faculty.filter((f) => f.university_id !== own.universityId).map((f) => f.id);
          if (elsewhere.length > 0) throw new ValidationFailed(`Faculty ${elsewhere.join(', ')} are not at ${own.name}.`, 'querystring.facultyIds');
        }
        if (query.hiringCandidateId !== undefined) {
          await scope.authors([query.hiringCandidateId], 'querystring.hiringCandidateId', DASHBOARD_MESSAGES.noRecord);
          if (memberIds.includes(query.hiringCandidateId)) throw new ValidationFailed('The candidate cannot also be one of the faculty to consider.', 'querystring.facultyIds');
          candidateId = query.hiringCandidateId;
        }
        journalIds = await chosenJournals(query.journal_ids);
        school = { id: own.universityId, name: own.name };
        types = query.department !== undefined ? 'the hiring department' : candidateId === null ? 'the selected faculty' : 'the selected faculty and the candidate, after the hire';
      } else if (query.figure === 'find_your_fit') {
        // Find Your Fit's school cell of papers per year: the mean over the school's faculty of each member's papers per
        // year of career, every paper, in the counting and affiliation (faculty.ts, fitSchools)
        if (query.measure !== 'papers_per_year') throw new ValidationFailed('Find Your Fit\'s average per faculty member is papers per year: use measure=papers_per_year.', 'querystring.measure');
        const faculty = await queries.facultyOf(db, own.universityId, null);
        memberIds = faculty.map((m) => m.author_id);
        careerStart = new Map(faculty.map((m) => [m.author_id, m.career_start_year]));
        school = { id: own.universityId, name: own.name };
        types = 'every faculty member';
      } else if (query.figure === 'university_home') {
        // Interesting Facts: a cell's average papers per faculty member, the school's (department's) faculty of the
        // gender (all: unknown gender too) and rank group, all time, every paper, in the options in force (home.ts)
        if (caller.type !== 'university' && caller.type !== 'admin') throw new Forbidden('The university home\'s Interesting Facts are shown to university users.');
        if (query.gender === undefined || query.rank === undefined) throw new ValidationFailed('Name the cell: gender and rank.', 'querystring.gender');
        if (query.facultyIds !== undefined || query.hiringCandidateId !== undefined || query.journal_ids !== undefined || query.school_id !== undefined || query.titles !== undefined) {
          throw new ValidationFailed('Interesting Facts are over the school\'s (department\'s) faculty of a gender and rank: give department, gender and rank only.', 'querystring.figure');
        }
        const department = await scope.department(own, query.department, 'querystring.department');
        const gender = query.gender;
        const rank = query.rank;
        memberIds = (await queries.facultyOf(db, own.universityId, department?.id ?? null))
          .filter((m) => facultyRankGroup(m.marker) === rank && (gender === 'all' || m.gender === FACTS_GENDER_CODE[gender]))
          .map((m) => m.author_id);
        school = { id: own.universityId, name: department ? `${own.name}, ${department.name}` : own.name };
        types = `${gender === 'all' ? 'every' : gender} ${rank === 'other' ? 'other-rank' : rank} faculty`;
        decimals = ROUNDING_DECIMALS.interestingFacts;
      } else {
        if (query.school_id === undefined) throw new ValidationFailed('Choose the school (school_id).', 'querystring.school_id');
        if (!query.titles || query.titles.length === 0) throw new ValidationFailed('Select at least one faculty type.', 'querystring.titles');
        const found = await queries.universityById(db, query.school_id);
        if (!found) throw new ValidationFailed('Cannot find this school.', 'querystring.school_id');
        school = found;
        const ranks = [...new Set(query.titles.map((t) => RANK_OF_TITLE[t]))];
        const members = (await queries.authorsOfRanks(db, ranks)).filter((a) => a.university_id === found.id);
        memberIds = members.map((a) => a.author_id);
        careerStart = new Map(members.map((a) => [a.author_id, a.career_start_year]));
        types = ranks.length === 3 ? 'every faculty type' : query.titles.filter((t, i, all) => all.indexOf(t) === i).join(' and ');
      }
      // a rate lists every paper (its numerator and denominator); the h-index and percent solo do not follow the options
      const fixed = rate !== null && RATES_WITHOUT_OPTIONS.includes(rate);
      const counting = fixed ? 'full' : options.counting;
      const keep = { measure: rate === null ? query.measure as 'papers' | 'citations' : 'papers' as const, tiers: TIERS_OF_GRADE.every };
      const base = { departmentId: null, window: null, counting, currentYear: clock.currentYear, journalIds };
      const everyId = candidateId === null ? memberIds : [...memberIds, candidateId];
      const [facts, candidateFacts, names] = await Promise.all([
        queries.figurePapers(db, { ...base, authorIds: memberIds, creditUniversityId: options.affiliation === 'at_publication' && !fixed ? school.id : null }, keep),
        candidateId === null ? Promise.resolve([]) : queries.figurePapers(db, { ...base, authorIds: [candidateId], creditUniversityId: null }, keep),
        everyId.length === 0 ? Promise.resolve([]) : queries.authorsByIds(db, everyId),
      ]);
      const nameOf = new Map(names.map((a) => [a.id, fullName(a.first_name, a.last_name)]));
      const global = tierSourceOf(null).label;
      const byCitations = query.measure === 'citations' || (rate !== null && CITATION_RATES.includes(rate));
      let listed = [...facts, ...candidateFacts].map((f) => ({
        member: nameOf.get(f.author_id) ?? '?', author_id: f.author_id,
        paper_id: f.paper_id, title: f.title, journal: f.journal, tier: f.tier, tier_source: global, year: f.year, authors: f.authors,
        author_count: f.author_count, citations: f.received, weight: f.credit, counted: byCitations ? f.received * f.credit : f.credit,
      })).sort((a, b) => a.member.localeCompare(b.member) || a.author_id - b.author_id || (b.year ?? 0) - (a.year ?? 0) || a.title.localeCompare(b.title) || a.paper_id - b.paper_id)
;
      const members = everyId.length;
      let perMember: TMembersFigurePapersResponse['per_member'];
      let average: number;
      if (rate !== null) {
        // each member's value from their own rows, by the functions the map uses; the bubble is their mean
        const rowsOf = new Map<number, typeof facts>(memberIds.map((id) => [id, []]));
        for (const f of facts) rowsOf.get(f.author_id)?.push(f);
        perMember = memberIds.map((id) => {
          const own = rowsOf.get(id)!.map((f) => ({ author_count: f.author_count, weight: f.credit, citations: f.received, tier: f.tier }));
          return { author_id: id, member: nameOf.get(id) ?? '?', ...memberRate(rate, own, careerStart.get(id) ?? null, clock.currentYear, counting) };
        }).sort((a, b) => a.member.localeCompare(b.member) || a.author_id - b.author_id);
        average = members === 0 ? 0 : round2(perMember.reduce((sum, m) => sum + m.value, 0) / members);
        if (rate === 'hindex') {
          // each member's h-core: their papers ranked by citations, the first h counted 1 (docs/metrics.md section 29)
          const rank = new Map<number, number>();
          const hOf = new Map(perMember.map((m) => [m.author_id, m.value]));
          listed = [...listed].sort((a, b) => a.member.localeCompare(b.member) || a.author_id - b.author_id || b.citations - a.citations
            || (b.year ?? 0) - (a.year ?? 0) || a.title.localeCompare(b.title) || a.paper_id - b.paper_id)
            .map((r) => {
              const place = rank.get(r.author_id) ?? 0;
              rank.set(r.author_id, place + 1);
              const inCore = place < (hOf.get(r.author_id) ?? 0);
              return { ...r, counted: inCore ? 1 : 0, h_core: inCore };
            });
        }
      } else {
        average = members === 0 ? 0 : roundTo(listed.reduce((sum, r) => sum + r.counted, 0) / members, decimals);
      }
      const rows: TMembersFigurePapersResponse['rows'] = listed.map(({ author_id: _, ...row }) => row);
      const total = rows.reduce((sum, r) => sum + r.counted, 0);
      const what = rate !== null ? `Every paper (all time) of each of the ${members} faculty members` : `${query.measure === 'papers' ? 'Papers' : 'Citations (all time) of the papers'} of each of the ${members} faculty members`;
      const inJournals = journalIds ? `in ${journalIds.length} chosen journal${journalIds.length === 1 ? '' : 's'}` : 'every journal';
      return {
        figure: query.figure, school: { university_id: school.id, name: school.name }, measure: query.measure, ...options,
        members, total, average,
        ...(perMember ? { per_member: perMember } : {}),
        description: `${what} of ${school.name} (${types}), all time, ${inJournals} by the global tiers; `
          + (fixed
            ? `full counting, every paper whatever the options (the map's ${RATE_WORDS[rate!]} does not follow them). `
            : `${options.counting} counting; affiliation ${options.affiliation === 'current' ? 'current' : 'at publication'}. `)
          + (rate !== null
            ? `Each member's ${RATE_WORDS[rate]} is computed from their own papers; the average over the ${members} members is the figure.`
            : `A paper of two members is listed for each; the total / ${members} members is the average per faculty member.`),
        rows,
      };
    },

    /** GET dashboard/figure_papers: the papers behind one author's figure, and the figure they add up to. */
    async figurePapers(caller: Caller, query: FigureRequestQuery): Promise<TFigurePapersResponse> {
      const clock = await scope.clock();
      const definition = figureDefinitionOf(query, clock);
      const { author, department } = await authorise(caller, query);
      const tierSource = tierSourceOf(department);
      const window = definition.window;
      // Hire Impact: the journals chosen, and with affiliation at publication only the papers written at
      // the author's own school (a selected faculty member's, as hireImpact.ts credits them)
      const journalIds = await chosenJournals(query.journal_ids);
      const creditUniversityId = query.affiliation === 'at_publication' ? author.university_id : null;
      const hIndex = definition.measure === 'hindex';
      if (hIndex && definition.grade !== 'every') throw new ValidationFailed('The h-index counts every paper: use grade=every.', 'querystring.grade');
      if (query.share_of !== undefined && (definition.grade !== 'top' || definition.measure !== 'papers')) {
        throw new ValidationFailed('share_of=every is the A and A- share of the papers: use grade=top and measure=papers.', 'querystring.share_of');
      }
      const paperFacts = (keep: { measure: 'papers' | 'citations'; tiers: readonly Tier[] }) => (window !== null && window.from > window.to
        ? Promise.resolve([])
        : queries.figurePapers(db, {
          authorIds: [author.id], departmentId: department?.id ?? null, window,
          // the h-index is a person's own: every paper counts 1 (docs/metrics.md section 29)
          counting: hIndex ? 'full' : definition.counting, currentYear: clock.currentYear, journalIds, creditUniversityId,
        }, keep));
      const facts = await paperFacts({ measure: definition.measure === 'citations' ? 'citations' : 'papers', tiers: definition.tiers });
      let rows = facts.map((f): TFigurePaper => ({
        paper_id: f.paper_id, title: f.title, journal: f.journal, tier: f.tier,
        tier_source: f.department_graded ? tierSource.label : tierSourceOf(null).label,
        year: f.year, authors: f.authors, author_count: f.author_count, citations: f.received, weight: f.credit,
        counted: definition.measure === 'citations' ? f.received * f.credit : f.credit,
      }));
      if (hIndex) {
        // the papers published in the window ranked by the citations received in it; the first h are the h-core
        const h = computeHIndex(rows.map((r) => r.citations));
        rows = [...rows].sort((a, b) => b.citations - a.citations || (b.year ?? 0) - (a.year ?? 0) || a.title.localeCompare(b.title))
          .map((r, rank) => ({ ...r, counted: rank < h ? 1 : 0, h_core: rank < h }));
      }
      let share: TFigurePapersResponse['share'];
      if (query.share_of === 'every') {
        // the denominator: every paper published in the window; the percent by the one definition (docs/metrics.md section 12)
        const every = await paperFacts({ measure: 'papers', tiers: TIERS_OF_GRADE.every });
        const globalTiers = new Map(every.flatMap((f) => (f.journal_id !== null && f.tier !== null && !f.department_graded ? [[f.journal_id, f.tier] as const] : [])));
        const papers = every.map((f) => ({ authorCount: f.author_count, journalId: f.journal_id, citations: f.received }));
        share = {
          of: every.reduce((sum, f) => sum + f.credit, 0),
          percent: round2(topJournalPercentage(papers, { globalTiers, countingMode: definition.counting })),
        };
      }
      const name = fullName(author.first_name, author.last_name);
      return {
        ...(share ? { share } : {}),
        figure: query.figure, author: { id: author.id, name }, measure: definition.measure, grade: definition.grade, counting: definition.counting,
        from: window?.from ?? null, to: window?.to ?? null, tier_source: tierSource,
        total: rows.reduce((sum, r) => sum + r.counted, 0),
        description: describeFigure(definition, name, tierSource)
          + (share ? ` The numerator of a share: ${round2(share.of)} papers in every journal, of which these are ${share.percent} %.` : '')
          + (journalIds ? ` In ${journalIds.length} chosen journal${journalIds.length === 1 ? '' : 's'}.` : '')
          + (creditUniversityId !== null ? ` Only the papers written at ${author.univ_name ?? 'their school'} (affiliation at publication).` : ''),
        rows,
      };
    },
  };
}
