// Tenure readiness (the precomputed analytics_tenure rows, re-compared with the group the user
// chose) and the tenure-track comparison at equal career length.
import type { Db } from '@ri/db';
import type { TTenureReadinessResponse, TTenureTrackCompareResponse } from '@ri/contracts';
import { careerYears, rankCodeFromMarker, tenureComparisonRank, tenureReadiness } from '@ri/metrics';
import type { Caller } from '../../http/access.ts';
import { ValidationFailed } from '../../http/errors.ts';
import { authorTierFigures, figuresOf, GRADE_TIERS, sumTiers, tierCountsOf, tierSourceOf } from './figures.ts';
import * as queries from './queries.ts';
import { fullName, round2OrNull, type Scope } from './scope.ts';

/** The most universities a tenure comparison group may pool. */
const MAX_COMPARISON_UNIVERSITIES = 25;

type Grade = 'All' | 'A and A-';
const GRADE_OF: Record<Grade, 'all' | 'top'> = { All: 'all', 'A and A-': 'top' };

/** Papers and citations of a cumulative row in the grade's tiers (All: A, A- and B; or A and A-). */
function gradeFigures(row: queries.TierValues | undefined, grade: Grade): { papers: number; citations: number } {
  if (!row) return { papers: 0, citations: 0 };
  const papers = row.papers_a + row.papers_a_minus + (grade === 'All' ? row.papers_b : 0);
  const citations = row.citations_a + row.citations_a_minus + (grade === 'All' ? row.citations_b : 0);
  return { papers, citations };
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
    }): Promise<TTenureReadinessResponse> {
      const university = await scope.forUniversity(caller, query.univ_id);
      const department = await scope.department(university, query.dept, 'querystring.dept');
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
      // the global tiers at school scope, the chosen department's lists for candidates and group alike
      const [window] = await authorTierFigures(db, {
        authorIds: [...candidates, ...group].map((r) => r.author_id),
        windows: [{ from: clock.currentYear - query.years + 1, to: clock.currentYear }],
        department, counting: 'full', currentYear: clock.currentYear,
      });
      const gradeTiers = GRADE_TIERS[grade];
      const inGrade = (authorId: number) => {
        const f = figuresOf(window!, authorId);
        return { papers: sumTiers(f, 'papers', gradeTiers), citations: sumTiers(f, 'citations', gradeTiers) };
      };
      const result = tenureReadiness(
        candidates.map((c) => ({ authorId: c.author_id, ...inGrade(c.author_id) })),
        group.map((g) => ({ universityId: g.university_id!, ...inGrade(g.author_id) })),
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
        tier_source: tierSourceOf(department),
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
            AuthorData: { name: fullName(c.first_name, c.last_name), paper: r.papers, citation: r.citations, percent_paper: r.percentPaper, percent_citation: r.percentCitation },
            AuthorAverage: { papers: averagePapers, citations: averageCitations },
            flag: r.colour,
            readiness_percent: r.readinessPercent,
          };
        }),
        rows: candidates.map((c) => {
          const r = byAuthor.get(c.author_id)!;
          const tiers = tierCountsOf(figuresOf(window!, c.author_id));
          return {
            id: c.author_id, name: fullName(c.first_name, c.last_name), univ_name: c.univ_name ?? '', dept: c.dept_name ?? '', color: r.colour,
            A: tiers.A, 'A-': tiers.AMinus, B: tiers.B, 'h-index': c.h_index, start_year: c.start_year, solo: c.solo_papers,
            papers: r.papers, citations: r.citations, total_papers: c.total_papers, total_citations: c.total_citations,
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
    async trackCompare(caller: Caller, query: { univ_id?: number; id?: number; department?: number; journal: Grade }): Promise<TTenureTrackCompareResponse> {
      const university = await scope.forUniversity(caller, query.univ_id);
      if (query.id === undefined) throw new ValidationFailed('Select a faculty member to compare.', 'querystring.id');
      if (query.department === undefined) throw new ValidationFailed('Select a department.', 'querystring.department');
      const [candidate] = await scope.authors([query.id], 'querystring.id', 'Cannot find faculty');
      const department = (await scope.department(university, query.department, 'querystring.department'))!;
      const clock = await scope.clock();
      const [figures] = await queries.analyticsAuthors(db, [candidate!.id]);
      const start = figures?.career_start_year ?? null;
      const years = careerYears(start, clock.currentYear);
      const own = gradeFigures((await queries.cumulativeAt(db, [candidate!.id], [clock.currentYear])).get(candidate!.id)?.get(clock.currentYear), query.journal);

      const members = (await queries.facultyOf(db, university.universityId, department.id))
        .filter((m) => m.author_id !== candidate!.id && (m.rank_code === 2 || m.rank_code === 3) && m.career_start_year !== null
          && m.career_start_year + years - 1 <= clock.currentYear);
      const yearOf = (m: queries.FacultyRow) => m.career_start_year! + years - 1;
      const [cumulative, histories] = await Promise.all([
        queries.cumulativeAt(db, members.map((m) => m.author_id), members.map(yearOf)),
        queries.workHistories(db, members.map((m) => m.author_id)),
      ]);
      const peers = members.map((m) => {
        const f = gradeFigures(cumulative.get(m.author_id)?.get(yearOf(m)), query.journal);
        const tenure = histories.filter((h) => h.author_id === m.author_id && rankCodeFromMarker(h.marker) === 2 && h.from_year !== null)
          .reduce<number | null>((first, h) => (first === null || h.from_year! < first ? h.from_year : first), null);
        return {
          id: m.author_id, name: fullName(m.first_name, m.last_name), marker: m.marker, start_year: m.career_start_year!, year: yearOf(m),
          papers: f.papers, citations: f.citations, tenure_year: tenure,
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
        career_years: years,
        candidate: {
          id: candidate!.id, name: fullName(candidate!.first_name, candidate!.last_name), univ_name: candidate!.univ_name ?? '', start_year: start,
          papers: own.papers, citations: own.citations,
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
