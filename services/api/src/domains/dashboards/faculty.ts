// The faculty layout: Faculty Progress, Find Your Fit, the faculty home figures and the co-author network.
import type { Db } from '@ri/db';
import {
  DASHBOARD_MESSAGES, DASHBOARD_YEAR_MIN, type TCoauthorNetworkResponse, type TFacultyProgressResponse, type TFindYourFitResponse,
  type TJournalDistributionResponse, type TMyFiguresResponse,
} from '@ri/contracts';
import {
  averagePerFaculty, citationsPerPaper, findYourFitColumn, FIND_YOUR_FIT_SELF_ROW, papersPerYear, sharePercent, type FitCell,
} from '@ri/metrics';
import type { Caller } from '../../http/access.ts';
import { Forbidden, ValidationFailed } from '../../http/errors.ts';
import { optionsInForce, type AffiliationMode, type CountingMode } from './figures.ts';
import { journalDistributionAnswer } from './home.ts';
import * as queries from './queries.ts';
import { fullName, round2, round2OrNull, type Scope } from './scope.ts';
import { createVersionMemo } from './versionMemo.ts';

const ALL_TIERS = ['a', 'a_minus', 'b', 'unranked'] as const;
const total = (row: queries.TierValues | undefined, measure: 'papers' | 'citations') =>
  (row ? ALL_TIERS.reduce((sum, t) => sum + row[`${measure}_${t}`], 0) : 0);

type FitMetric = keyof TFindYourFitResponse['university_map'];
interface FitValues { a: number | null; solo: number | null; cpp: number | null; ppy: number | null }
/** A school's Find Your Fit figures: distinct papers, citations, A and A- papers and solo papers in a counting, and its faculty's mean papers per year. */
interface FitSchool { university_id: number; name: string; papers: number; citations: number; top_papers: number; solo_papers: number; ppy: number }
const FIT_KEY: Record<FitMetric, keyof FitValues> = {
  a_to_b_journals_ratio: 'a', solo_to_coauthored_papers_ratio: 'solo', citations_per_paper: 'cpp', avg_papers_per_year_per_faculty: 'ppy',
};

export function createFacultyService({ db, scope }: { db: Db; scope: Scope }) {
  // every school's Find Your Fit figures: read once per version of the analytics tables
  const memo = createVersionMemo(db);

  /**
   * Every school's Find Your Fit figures in the counting and affiliation (docs/metrics.md section 21):
   * full and current read the stored school rows; the others credit each school its members' papers
   * (sections 14 and 15), each kept per version of the analytics tables.
   */
  async function fitSchools(how: { counting: CountingMode; affiliation: AffiliationMode }): Promise<FitSchool[]> {
    if (how.counting === 'full' && how.affiliation === 'current') {
      return memo('fit', async () => (await queries.universityFitFigures(db)).map((s) => ({
        university_id: s.university_id, name: s.name, papers: s.papers, citations: s.citations, top_papers: s.a_papers + s.a_minus_papers,
        solo_papers: s.solo_papers, ppy: averagePerFaculty(s.papers_per_year),
      })));
    }
    return memo(`fit:${how.counting}:${how.affiliation}`, async () => {
      const [{ schools, faculty }, clock] = await Promise.all([queries.universityFitCredit(db, how), scope.clock()]);
      const perYear = new Map<number, number[]>();
      for (const m of faculty) {
        let list = perYear.get(m.university_id);
        if (!list) perYear.set(m.university_id, (list = []));
        list.push(papersPerYear(m.papers, m.career_start_year, clock.currentYear));
      }
      return schools.map((s) => ({ ...s, ppy: averagePerFaculty(perYear.get(s.university_id) ?? []) }));
    });
  }
  return {
    /**
     * POST dashboard/faculty_progress: the faculty of a department of your school, and of the
     * departments of the same name elsewhere, ranked by papers published (or citations received)
     * in the years, in the chosen journals; you are in both lists.
     */
    async progress(caller: Caller, body: {
      from_year?: number; to_year?: number; univ_id?: number; author_id?: number; journals?: 'All' | number[]; default: boolean;
      rank_by: 'papers' | 'citations'; department?: number; count: 10 | 30 | 'All'; counting?: CountingMode;
    }): Promise<TFacultyProgressResponse> {
      const counting = body.counting ?? 'full';
      const { author, university } = await scope.forFaculty(caller, {
        authorId: body.author_id, univId: body.univ_id, authorRequired: false, authorField: 'body.author_id', univField: 'body.univ_id',
      });
      if (!university) {
        if (caller.type === 'admin') throw new ValidationFailed(DASHBOARD_MESSAGES.chooseUniversity, 'body.univ_id');
        throw new Forbidden(DASHBOARD_MESSAGES.noUniversity);
      }
      if (body.department === undefined) throw new ValidationFailed('Select a department.', 'body.department');
      const department = (await scope.department(university, body.department, 'body.department'))!;
      const clock = await scope.clock();
      const min = DASHBOARD_YEAR_MIN.facultyProgress;
      const from = body.from_year ?? clock.clockYear - 5;
      const to = body.to_year ?? clock.clockYear;
      for (const [field, year] of [['from_year', from], ['to_year', to]] as const) {
        if (year < min || year > clock.clockYear) throw new ValidationFailed(`${field} must be a year from ${min} to ${clock.clockYear}.`, `body.${field}`);
      }
      if (from > to) throw new ValidationFailed('from_year cannot be after to_year.', 'body.from_year');
      let journals: 'All' | number[];
      if (body.default) {
        journals = await queries.departmentJournalIds(db, department.id);
        if (journals.length === 0) throw new ValidationFailed(`${department.name} has no journal lists of its own: choose the journals.`, 'body.default');
      } else {
        if (body.journals === undefined) throw new ValidationFailed('Select at least one journal.', 'body.journals');
        journals = body.journals === 'All' ? 'All' : [...new Set(body.journals)];
        if (journals !== 'All') {
          const missing = await queries.missingJournals(db, journals);
          if (missing.length > 0) throw new ValidationFailed(`Unknown journal id(s): ${missing.join(', ')}.`, 'body.journals');
        }
      }

      const dataYear = clock.currentYear;
      // a window after the data's year holds nothing: both ends are capped to it, whatever the journals
      // (docs/metrics.md, Windows), so 'All' and named journals count the same years
      const [before, end] = [Math.min(from - 1, dataYear), Math.min(to, dataYear)];
      const limit = body.count === 'All' ? null : body.count;
      // the lists are ranked in SQL (only the rows shown and your ties are named); docs/dashboards-api.md
      const sameName = (await queries.departmentsNamed(db, department.name)).map((d) => d.id);
      const { rows: found, counts } = await queries.facultyProgress(db, {
        before, end, journals, universityId: university.universityId, departmentId: department.id, sameNameDepartmentIds: sameName,
        rankBy: body.rank_by, counting, limit, you: author ? { authorId: author.id, universityId: author.university_id ?? 0 } : null,
      });
      // the schools of the rows shown only
      const universities = await queries.universitiesByIds(db, [...new Set(found.map((r) => r.university_id))]);
      const abbreviations = new Map(universities.map((u) => [u.id, { abv: u.abbreviation || u.name, name: u.name }]));
      const you = found.find((r) => r.list === 'you') ?? null;
      const rankOf = (before: number | null) => (you && before !== null ? before + 1 : null);
      const row = (r: queries.FacultyProgressRow, rank: number) => {
        const u = abbreviations.get(r.university_id);
        return {
          id: r.author_id, name: fullName(r.first_name, r.last_name), total_papers: r.papers, total_citations: r.citations,
          univ_abv: u?.abv ?? '', univ_name: u?.name ?? '', rank, is_you: r.author_id === you?.author_id,
        };
      };
      // the first rows of a list, and you below them when you rank lower
      const rows = (list: 'school' | 'other', yourRank: number | null) => {
        const shown = found.filter((r) => r.list === list).map((r) => row(r, r.position));
        if (you && yourRank !== null && limit !== null && yourRank > limit) shown.push(row(you, yourRank));
        return shown;
      };
      const school = rows('school', rankOf(counts.school_before));
      const others = rows('other', rankOf(counts.other_before));
      const indexOfYou = (list: { is_you: boolean }[]) => { const i = list.findIndex((r) => r.is_you); return i < 0 ? null : i; };
      return {
        counting, from_year: from, to_year: to, rank_by: body.rank_by, department: department.name, journals,
        'In your school': school,
        'In other schools': others,
        your_school_index: indexOfYou(school),
        other_schools_index: indexOfYou(others),
        rank_within_university: rankOf(counts.university_before),
        rank_all_universities: rankOf(counts.all_before),
        faculty_rank_within_university: rankOf(counts.school_before),
        faculty_rank_all_university: rankOf(counts.other_before),
        ranked: {
          within_university: counts.university, all_universities: counts.all,
          faculty_within_university: counts.school, faculty_all_university: counts.other,
        },
      };
    },

    /** GET dashboard/find_your_fit: per metric, the four schools just above your value and the two just below (docs/metrics.md section 21). */
    async findYourFit(caller: Caller, query: { author_id?: number; counting?: CountingMode; affiliation?: AffiliationMode }): Promise<TFindYourFitResponse> {
      const { author } = await scope.forFaculty(caller, { authorId: query.author_id, authorRequired: true });
      const options = optionsInForce(query);
      const [[mine], schools, clock] = await Promise.all([queries.analyticsAuthors(db, [author!.id]), fitSchools(options), scope.clock()]);
      const yours: FitValues = !mine || mine.total_papers === 0
        ? { a: null, solo: null, cpp: null, ppy: null }
        : options.counting === 'full'
          ? {
            a: sharePercent(mine.papers_a + mine.papers_a_minus, mine.total_papers), solo: mine.percent_solo,
            cpp: mine.citations_per_paper, ppy: mine.papers_per_year,
          }
          // fractional (docs/metrics.md section 14): the stored fractional totals, the same counting above and below the line
          : {
            a: sharePercent(mine.frac_papers_a + mine.frac_papers_a_minus, mine.frac_papers), solo: sharePercent(mine.solo_papers, mine.frac_papers),
            cpp: citationsPerPaper(mine.frac_citations, mine.frac_papers), ppy: papersPerYear(mine.frac_papers, mine.career_start_year, clock.currentYear),
          };
      const values = new Map<number, FitValues>();
      for (const s of schools) {
        if (s.university_id === author!.university_id) continue;
        values.set(s.university_id, s.papers > 0
          ? { a: sharePercent(s.top_papers, s.papers), solo: sharePercent(s.solo_papers, s.papers), cpp: citationsPerPaper(s.citations, s.papers), ppy: s.ppy }
          : { a: null, solo: null, cpp: null, ppy: null });
      }
      const metrics = (v: FitValues) => ({
        a_journal_ratio: round2OrNull(v.a), avg_papers_per_year_per_faculty: round2OrNull(v.ppy),
        citations_per_paper: round2OrNull(v.cpp), solo_papers_ratio: round2OrNull(v.solo),
      });
      const cell = (c: FitCell) => {
        const id = c.university ? Number(c.university.universityId) : null;
        const you = c.rowIndex === FIND_YOUR_FIT_SELF_ROW;
        const v = you ? yours : id !== null ? values.get(id)! : { a: null, solo: null, cpp: null, ppy: null };
        return {
          row_index: c.rowIndex, band: c.band, colour: c.colour, is_you: you, univ_id: id, name: c.university?.name ?? null,
          value: round2OrNull(c.value), ...metrics(v),
        };
      };
      const column = (metric: FitMetric) => findYourFitColumn(
        schools.filter((s) => values.has(s.university_id)).map((s) => ({ universityId: s.university_id, name: s.name, value: values.get(s.university_id)![FIT_KEY[metric]] })),
        yours[FIT_KEY[metric]],
      ).map(cell);
      return {
        ...options,
        a_to_b_journals_ratio: round2OrNull(yours.a),
        solo_to_coauthored_papers_ratio: round2OrNull(yours.solo),
        citations_per_paper: round2OrNull(yours.cpp),
        avg_papers_per_year_per_faculty: round2OrNull(yours.ppy),
        university_map: {
          a_to_b_journals_ratio: column('a_to_b_journals_ratio'),
          solo_to_coauthored_papers_ratio: column('solo_to_coauthored_papers_ratio'),
          citations_per_paper: column('citations_per_paper'),
          avg_papers_per_year_per_faculty: column('avg_papers_per_year_per_faculty'),
        },
      };
    },

    /** GET dashboard/my_journal_distribution: your papers per journal (the faculty home's treemap). */
    async myJournalDistribution(caller: Caller, query: { author_id?: number; counting?: CountingMode }): Promise<TJournalDistributionResponse> {
      const { author } = await scope.forFaculty(caller, { authorId: query.author_id, authorRequired: true });
      const options = optionsInForce({ counting: query.counting });
      const rows = options.counting === 'fractional'
        ? await queries.authorJournalDistributionFractional(db, author!.id)
        : await queries.authorJournalDistribution(db, author!.id);
      return journalDistributionAnswer(rows, options);
    },

    /** GET dashboard/my_figures: your totals, your figures year by year, and your rank in your department and school. */
    async myFigures(caller: Caller, query: { author_id?: number; counting?: CountingMode }): Promise<TMyFiguresResponse> {
      const { author, university } = await scope.forFaculty(caller, { authorId: query.author_id, authorRequired: true });
      const clock = await scope.clock();
      const counting = query.counting ?? 'full';
      const [[mine], years] = await Promise.all([queries.analyticsAuthors(db, [author!.id]), queries.authorYears(db, author!.id, counting)]);
      const primary = mine?.primary_department_id ?? null;
      const department = primary === null ? undefined : await queries.departmentById(db, primary);
      // fractional counting (docs/metrics.md section 14): the precomputed all-time fractional figures, the ranking's
      const own = counting === 'fractional'
        ? { papers_a: mine?.frac_papers_a ?? 0, papers_a_minus: mine?.frac_papers_a_minus ?? 0, papers_b: mine?.frac_papers_b ?? 0 }
        : null;
      const figures = {
        papers: own ? mine?.frac_papers ?? 0 : mine?.total_papers ?? 0,
        citations: own ? mine?.frac_citations ?? 0 : mine?.total_citations ?? 0,
        hIndex: mine?.h_index ?? 0,
      };
      const position = async (departmentId: number | null) => {
        const group = { universityId: mine!.university_id!, departmentId };
        // the members and the h-index rank from the precomputed figures (fractional papers and citations are ranked below)
        const r = await queries.ranksInGroup(db, group, { papers: mine?.total_papers ?? 0, citations: mine?.total_citations ?? 0, hIndex: figures.hIndex });
        let { papers_above: papersAbove, citations_above: citationsAbove } = r;
        if (counting === 'fractional') {
          // the members' fractional papers and citations, compared with a tolerance for the float sums
          ({ papers_above: papersAbove, citations_above: citationsAbove } = await queries.fractionalRanksInGroup(db, group, figures));
        }
        return {
          papers: { rank: papersAbove + 1, of: r.members },
          citations: { rank: citationsAbove + 1, of: r.members },
          h_index: { rank: r.h_above + 1, of: r.members },
        };
      };
      const ranked = mine !== undefined && mine.university_id !== null;
      let previous: queries.TierValues | null = null;
      const rows = years.map((row) => {
        const p = (t: 'a' | 'a_minus' | 'b') => row[`papers_${t}`] - (previous ? previous[`papers_${t}`] : 0);
        const entry = {
          year: row.year,
          papers: round2(total(row, 'papers') - total(previous ?? undefined, 'papers')),
          citations: round2(total(row, 'citations') - total(previous ?? undefined, 'citations')),
          A: round2(p('a')), 'A-': round2(p('a_minus')), B: round2(p('b')),
          cumulative_papers: round2(total(row, 'papers')), cumulative_citations: round2(total(row, 'citations')),
        };
        previous = row;
        return entry;
      });
      return {
        id: author!.id, name: fullName(author!.first_name, author!.last_name), univ_name: university?.name ?? '',
        department: department?.name ?? null, current_year: clock.currentYear, counting,
        totals: {
          total_papers: round2(figures.papers), total_citations: round2(figures.citations), h_index: figures.hIndex,
          A: round2(own ? own.papers_a : mine?.papers_a ?? 0), 'A-': round2(own ? own.papers_a_minus : mine?.papers_a_minus ?? 0),
          B: round2(own ? own.papers_b : mine?.papers_b ?? 0), solo: mine?.solo_papers ?? 0,
          papers_per_year: round2(own ? papersPerYear(figures.papers, mine?.career_start_year ?? null, clock.currentYear) : mine?.papers_per_year ?? 0),
          citations_per_paper: round2(own ? citationsPerPaper(figures.citations, figures.papers) : mine?.citations_per_paper ?? 0),
          percent_solo: round2(mine?.percent_solo ?? 0),
        },
        years: rows,
        ranks: {
          department: ranked && primary !== null ? await position(primary) : null,
          school: ranked ? await position(null) : null,
        },
      };
    },

    /**
     * GET dashboard/coauthor_network: you, your co-authors and (depth 2) their co-authors. An edge's
     * weight is the sum over the papers the two share of 1 / (authors on the paper - 1): a paper of
     * two authors ties them by 1, a paper of five by 1/4 per pair.
     */
    async coauthorNetwork(caller: Caller, query: { id?: number; depth: number; limit: number }): Promise<TCoauthorNetworkResponse> {
      const { author } = await scope.forFaculty(caller, { authorId: query.id, authorRequired: true, authorField: 'querystring.id' });
      const center = author!.id;
      const nodes = new Map<number, { depth: number; papers: number; weight: number }>([[center, { depth: 0, papers: 0, weight: Infinity }]]);
      const first = await queries.coauthorLinks(db, [center]);
      for (const l of first) nodes.set(l.target, { depth: 1, papers: l.papers, weight: l.weight });
      const depthOne = [...nodes.keys()].filter((id) => id !== center);
      const second = query.depth === 2 ? await queries.coauthorLinks(db, depthOne) : [];
      for (const l of second) {
        const known = nodes.get(l.target);
        if (known && known.depth < 2) continue;
        if (!known || l.weight > known.weight) nodes.set(l.target, { depth: 2, papers: l.papers, weight: l.weight });
      }
      const ordered = [...nodes.entries()].sort(([ia, a], [ib, b]) => a.depth - b.depth || b.weight - a.weight || b.papers - a.papers || ia - ib);
      const kept = ordered.slice(0, query.limit);
      const keptIds = new Set(kept.map(([id]) => id));
      const identities = new Map((await queries.networkIdentities(db, [...keptIds])).map((r) => [r.id, r]));
      const edges = new Map<string, { source: number; target: number; papers: number; weight: number }>();
      for (const l of [...first, ...second]) {
        if (!keptIds.has(l.source) || !keptIds.has(l.target)) continue;
        const [a, b] = l.source < l.target ? [l.source, l.target] : [l.target, l.source];
        edges.set(`${a}-${b}`, { source: a, target: b, papers: l.papers, weight: round2(l.weight) });
      }
      return {
        center, depth: query.depth, limit: query.limit, truncated: ordered.length > kept.length,
        nodes: kept.map(([id, n]) => {
          const who = identities.get(id);
          return {
            id, name: who ? fullName(who.first_name, who.last_name) : '', school: who?.school ?? '', depth: n.depth,
            papers_together: n.papers, total_papers: who?.total_papers ?? 0,
          };
        }),
        edges: [...edges.values()].sort((a, b) => a.source - b.source || a.target - b.target),
      };
    },
  };
}
