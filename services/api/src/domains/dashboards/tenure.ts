// Tenure readiness (the precomputed analytics_tenure rows, re-compared with the group the user
// chose) and the tenure-track comparison at equal career length.
import type { Db } from '@ri/db';
import type { TTenureReadinessResponse, TTenureTrackCompareResponse } from '@ri/contracts';
import { careerYears, rankCodeFromMarker, tenureComparisonRank, tenureReadiness } from '@ri/metrics';
import type { Caller } from '../../http/access.ts';
import { ValidationFailed } from '../../http/errors.ts';
import {
  authorTierFigures, authorTierFiguresEach, creditMap, figuresOf, GRADE_TIERS, optionsInForce, sumTiers, tierCountsOf, tierSourceDepartment, tierSourceOf,
  NO_FIGURES, type RequestedOptions, type TierFigures,
} from './figures.ts';
import * as queries from './queries.ts';
import { fullName, round2, round2OrNull, type Scope } from './scope.ts';

/** The most universities a tenure comparison group may pool. */
const MAX_COMPARISON_UNIVERSITIES = 25;

type Grade = 'All' | 'A and A-';
const GRADE_OF: Record<Grade, 'all' | 'top'> = { All: 'all', 'A and A-': 'top' };

/** Papers and citations of some figures in the grade's tiers (All: A, A- and B; or A and A-). */
function gradeFigures(figures: TierFigures, grade: Grade): { papers: number; citations: number } {
  const tiers = GRADE_TIERS[GRADE_OF[grade]];
  return { papers: sumTiers(figures, 'papers', tiers), citations: sumTiers(figures, 'citations', tiers) };
}

export function createTenureService({ db, scope }: { db: Db; scope: Scope }) {
  return {
    /**
     * GET dashboard/tenure_readiness: the school's assistant (or associate) professors against the
     * next rank's faculty of the chosen universities (default: your own) and department, over the
     * same window and journal grade (docs/metrics.md section 17).
     */
    async readiness(caller: Caller, query: {
      univ_id?: number; dept?: number | 'all'; years: number; journal: Grade; rank: 'assistant' | 'associate'; univ_ids?: number[];
    } & RequestedOptions): Promise<TTenureReadinessResponse> {
      const university = await scope.forUniversity(caller, query.univ_id);
      const department = await scope.department(university, query.dept, 'querystring.dept');
      const tierSource = tierSourceDepartment(query.tier_source, department);
      const options = optionsInForce(query);
      const clock = await scope.clock();
      const pool = [...new Set(query.univ_ids && query.univ_ids.length > 0 ? query.univ_ids : [university.universityId])];
      if (pool.length > MAX_COMPARISON_UNIVERSITIES) {
        throw new ValidationFailed(`Choose at most ${MAX_COMPARISON_UNIVERSITIES} universities to compare with.`, 'querystring.univ_ids');
      }
      const poolRows = await queries.universitiesByIds(db, pool);
      const missing = pool.filter((id) => !poolRows.some((u) => u.id === id));
      if (missing.length > 0) throw new ValidationFailed(`Unknown university id(s): ${missing.join(', ')}.`, 'querystring.univ_ids');

      const rankCode = query.rank === 'assistant' ? 1 : 2;
      const comparisonCode = tenureComparisonRank(rankCode);
      const grade = GRADE_OF[query.journal];
      // the comparison group's departments: those with the chosen department's name at each pooled university
      const comparisonDepartments = department
        ? (await queries.departmentsByName(db, pool, [department.name])).map((d) => d.id)
        : null;
      const [candidates, group] = await Promise.all([
        queries.tenureRows(db, { universityIds: [university.universityId], rankCode, years: query.years, grade, departmentIds: department ? [department.id] : null }),
        comparisonDepartments && comparisonDepartments.length === 0
          ? Promise.resolve([])
          : queries.tenureRows(db, { universityIds: pool, rankCode: comparisonCode, years: query.years, grade, departmentIds: comparisonDepartments }),
      ]);
      // every count in the window and grade, graded by the tier source in force (docs/metrics.md section 10):
      // the global tiers at school scope, the chosen department's lists for candidates and group alike; in the
      // counting asked for (section 14). The candidates' figures are their own; the comparison group is a figure
      // of the pooled schools, so with affiliation at publication each member counts the papers written at
      // their school (section 15).
      const windows = [{ from: clock.currentYear - query.years + 1, to: clock.currentYear }];
      const common = { windows, department: tierSource, counting: options.counting, currentYear: clock.currentYear };
      const [[mine], [theirs]] = await Promise.all([
        authorTierFigures(db, { ...common, authorIds: candidates.map((r) => r.author_id) }),
        authorTierFigures(db, { ...common, authorIds: group.map((r) => r.author_id), creditTo: creditMap(options.affiliation, group) }),
      ]);
      const result = tenureReadiness(
        candidates.map((c) => ({ authorId: c.author_id, ...gradeFigures(figuresOf(mine!, c.author_id), query.journal) })),
        group.map((g) => ({ universityId: g.university_id!, ...gradeFigures(figuresOf(theirs!, g.author_id), query.journal) })),
        clock.month,
      );
      const hasGroup = result.comparisonCount > 0;
      const averagePapers = hasGroup ? round2OrNull(result.averagePapers) : null;
      const averageCitations = hasGroup ? round2OrNull(result.averageCitations) : null;
      const byAuthor = new Map(result.authors.map((a) => [a.authorId, a]));
      const names = new Map(poolRows.map((u) => [u.id, u.name]));
      return {
        years: query.years,
        journal: query.journal,
        rank: query.rank,
        comparison_rank: comparisonCode === 2 ? 'associate' : 'full',
        current_year: clock.currentYear,
        month: clock.month,
        AveragePapers: averagePapers,
        AverageCitations: averageCitations,
        comparison_count: result.comparisonCount,
        tier_source: tierSourceOf(tierSource),
        ...options,
        universities: pool.flatMap((id) => {
          const u = result.universities.find((r) => r.universityId === id);
          return u ? [{
            univ_id: id, univ_name: names.get(id) ?? '', faculty_count: u.facultyCount,
            average_papers: round2OrNull(u.averagePapers)!, average_citations: round2OrNull(u.averageCitations)!,
            percentPaper: u.percentPaper, percentCitation: u.percentCitation,
          }] : [];
        }),
        authors: candidates.map((c) => {
          const r = byAuthor.get(c.author_id)!;
          return {
            id: c.author_id,
            AuthorData: {
              name: fullName(c.first_name, c.last_name), paper: round2(r.papers), citation: round2(r.citations), percent_paper: r.percentPaper, percent_citation: r.percentCitation,
            },
            AuthorAverage: { papers: averagePapers, citations: averageCitations },
            flag: r.colour,
            readiness_percent: r.readinessPercent,
          };
        }),
        rows: candidates.map((c) => {
          const r = byAuthor.get(c.author_id)!;
          const tiers = tierCountsOf(figuresOf(mine!, c.author_id));
          return {
            id: c.author_id, name: fullName(c.first_name, c.last_name), univ_name: c.univ_name ?? '', dept: c.dept_name ?? '', color: r.colour,
            A: round2(tiers.A), 'A-': round2(tiers.AMinus), B: round2(tiers.B), 'h-index': c.h_index, start_year: c.start_year, solo: c.solo_papers,
            papers: round2(r.papers), citations: round2(r.citations), total_papers: c.total_papers, total_citations: c.total_citations,
            percentPaper: r.percentPaper, percentCitation: r.percentCitation, readiness_percent: r.readinessPercent,
            unusual_work_hist: c.unusual_work_hist, profile_picture: c.profile_picture,
          };
        }),
      };
    },

    /**
     * GET tenure_track_compare: a faculty member (any school) against the tenured faculty (associate
     * and full professors) of one of your departments, each taken at the same career length: their
     * papers and citations up to their start year + the candidate's career years - 1.
     */
    async trackCompare(caller: Caller, query: { univ_id?: number; id?: number; department?: number; journal: Grade } & RequestedOptions): Promise<TTenureTrackCompareResponse> {
      const university = await scope.forUniversity(caller, query.univ_id);
      if (query.id === undefined) throw new ValidationFailed('Select a faculty member to compare.', 'querystring.id');
      if (query.department === undefined) throw new ValidationFailed('Select a department.', 'querystring.department');
      const [candidate] = await scope.authors([query.id], 'querystring.id', 'Cannot find faculty');
      const department = (await scope.department(university, query.department, 'querystring.department'))!;
      // a department is in scope: its journal lists grade candidate and peers alike unless the global tiers are asked
      // for (docs/metrics.md section 10), in the counting asked for (section 14)
      const tierSource = tierSourceDepartment(query.tier_source, department);
      const options = optionsInForce(query);
      const clock = await scope.clock();
      const [figures] = await queries.analyticsAuthors(db, [candidate!.id]);
      const start = figures?.career_start_year ?? null;
      const years = careerYears(start, clock.currentYear);
      const common = { department: tierSource, counting: options.counting, currentYear: clock.currentYear };
      const [mine] = await authorTierFigures(db, { ...common, authorIds: [candidate!.id], windows: [{ from: 0, to: clock.currentYear }] });
      const own = gradeFigures(figuresOf(mine!, candidate!.id), query.journal);

      const members = (await queries.facultyOf(db, university.universityId, department.id))
        .filter((m) => m.author_id !== candidate!.id && (m.rank_code === 2 || m.rank_code === 3) && m.career_start_year !== null
          && m.career_start_year + years - 1 <= clock.currentYear);
      const yearOf = (m: queries.FacultyRow) => m.career_start_year! + years - 1;
      // the peers are a figure of the department: with affiliation at publication, the papers written at this school (section 15)
      const [cumulative, histories] = await Promise.all([
        authorTierFiguresEach(db, {
          ...common, windows: new Map(members.map((m) => [m.author_id, { from: 0, to: yearOf(m) }])), creditTo: creditMap(options.affiliation, members),
        }),
        queries.workHistories(db, members.map((m) => m.author_id)),
      ]);
      const peers = members.map((m) => {
        const f = gradeFigures(cumulative.get(m.author_id) ?? NO_FIGURES, query.journal);
        const tenure = histories.filter((h) => h.author_id === m.author_id && rankCodeFromMarker(h.marker) === 2 && h.from_year !== null)
          .reduce<number | null>((first, h) => (first === null || h.from_year! < first ? h.from_year : first), null);
        return {
          id: m.author_id, name: fullName(m.first_name, m.last_name), marker: m.marker, start_year: m.career_start_year!, year: yearOf(m),
          papers: round2(f.papers), citations: round2(f.citations), tenure_year: tenure,
        };
      });
      const result = start === null
        ? null
        : tenureReadiness([{ authorId: candidate!.id, ...own }], peers.map((p) => ({ universityId: university.universityId, ...p })), clock.month);
      const me = result?.authors[0];
      const hasGroup = result !== null && result.comparisonCount > 0;
      return {
        journal: query.journal,
        current_year: clock.currentYear,
        month: clock.month,
        department: department.name,
        tier_source: tierSourceOf(tierSource),
        ...options,
        career_years: years,
        candidate: {
          id: candidate!.id, name: fullName(candidate!.first_name, candidate!.last_name), univ_name: candidate!.univ_name ?? '', start_year: start,
          papers: round2(own.papers), citations: round2(own.citations),
        },
        peers: start === null ? [] : peers,
        AveragePapers: hasGroup ? round2OrNull(result.averagePapers) : null,
        AverageCitations: hasGroup ? round2OrNull(result.averageCitations) : null,
        percentPaper: me?.percentPaper ?? null,
        percentCitation: me?.percentCitation ?? null,
        readiness_percent: me?.readinessPercent ?? null,
        color: me?.colour ?? 'grey',
      };
    },
  };
}
