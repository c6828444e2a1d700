// The university home dashboard: journal distribution, outliers, most cited faculty and papers,
// department facts, interesting facts, school gender distribution and comparison, faculty by share,
// and the department and faculty lists the widgets switch between.
import type { Db } from '@ri/db';
import {
  COMPARE_GENDER_MAX, GENDER_COLOURS, type TDepartmentFactResponse, type TDepartmentsResponse, type TFacultyByDepartmentResponse,
  type TFacultyCitationsResponse, type TGenderResponse, type TInterestingFactResponse, type TJournalDistributionResponse,
  type TMarketShareResponse, type TOutliersResponse,
} from '@ri/contracts';
import {
  ALL_DEPARTMENTS, citationsPerPaper, computeOutliers, DASHBOARD_FILTER_MESSAGES, departmentFacts, genderDistribution, genderPercentagesByRank, groupIntoRows,
  interestingFacts, marketShareByRank, OUTLIER_METRICS, papersPerYear, rankCodeFromMarker, RANK_CODES, sharePercent, validateCompareGender,
  type GenderCode,
} from '@ri/metrics';
import type { Caller } from '../../http/access.ts';
import { ValidationFailed } from '../../http/errors.ts';
import { authorTierFigures, creditMap, figuresOf, GRADE_TIERS, optionsInForce, sumTiers, type RequestedOptions } from './figures.ts';
import * as queries from './queries.ts';
import { fullName, round2, type Scope } from './scope.ts';
import { createVersionMemo } from './versionMemo.ts';

type GroupOptions = Pick<RequestedOptions, 'counting' | 'affiliation'>;
const isDefault = (o: ReturnType<typeof optionsInForce>) => o.counting === 'full' && o.affiliation === 'current';

const name = (row: { first_name: string; last_name: string }) => fullName(row.first_name, row.last_name);
const topPapers = (row: queries.FacultyRow, departmentScope: boolean) => (departmentScope
  ? (row.dept_a_papers ?? 0) + (row.dept_a_minus_papers ?? 0)
  : row.papers_a + row.papers_a_minus);

/**
 * Papers per journal as the treemap reads them (most first); papers without a journal are only
 * counted. Fractional credits are summed before rounding to two decimals.
 */
export function journalDistributionAnswer(
  rows: Awaited<ReturnType<typeof queries.journalDistribution>>, options: ReturnType<typeof optionsInForce> = optionsInForce({}),
): TJournalDistributionResponse {
  let total = 0;
  let withoutJournal = 0;
  const journals: TJournalDistributionResponse['journals'] = [];
  for (const row of rows) {
    total += row.papers;
    if (row.journal_id === null) { withoutJournal += row.papers; continue; }
    journals.push({
      journal_id: row.journal_id, journal_abbreviation: row.abbreviation || row.name || '', journal_title: row.name ?? '',
      journal_count: round2(row.papers), tier: row.tier,
    });
  }
  return { total_papers: round2(total), papers_without_journal: round2(withoutJournal), journals, ...options };
}

export function createHomeService({ db, scope }: { db: Db; scope: Scope }) {
  const memo = createVersionMemo(db, 64);
  async function schoolAndDepartment(caller: Caller, query: { univ_id?: number; dept?: number | 'all' }) {
    const university = await scope.forUniversity(caller, query.univ_id);
    const department = await scope.department(university, query.dept, 'querystring.dept');
    return { university, department };
  }

  /**
   * Each faculty member's papers (citations) over all time in the counting and affiliation asked for (the one
   * computation, figures.ts; at publication only those written at the school); null for the
   * defaults, where the precomputed totals stand.
   */
  async function facultyFigure(
    faculty: readonly queries.FacultyRow[], options: ReturnType<typeof optionsInForce>, measure: 'papers' | 'citations' = 'papers',
  ): Promise<Map<number, number> | null> {
    if (isDefault(options)) return null;
    const { currentYear } = await scope.clock();
    const [allTime] = await authorTierFigures(db, {
      authorIds: faculty.map((f) => f.author_id), windows: [{ from: 0, to: currentYear }], department: null, counting: options.counting, currentYear,
      creditTo: creditMap(options.affiliation, faculty),
    });
    return new Map(faculty.map((f) => [f.author_id, sumTiers(figuresOf(allTime!, f.author_id), measure, GRADE_TIERS.every)]));
  }

  /**
   * Fractional counting with current affiliation and the global tiers: each member's stored all-time
   * fractional figures (analytics_author.frac_*), the ones the ranking reads (services/api/test/figureConsistency.test.ts);
   * null for the other options.
   */
  async function storedFractional(faculty: readonly queries.FacultyRow[], options: ReturnType<typeof optionsInForce>) {
    if (options.counting !== 'fractional' || options.affiliation !== 'current') return null;
    const rows = await queries.analyticsAuthors(db, faculty.map((f) => f.author_id));
    return new Map(rows.map((r) => [r.author_id, {
      papers: r.frac_papers, citations: r.frac_citations, top: r.frac_papers_a + r.frac_papers_a_minus,
    }]));
  }

  /** The school's and its departments' distinct papers and citations over all time in the options asked for (key null: the school). */
  async function groupTotals(universityId: number, options: ReturnType<typeof optionsInForce>) {
    const { currentYear } = await scope.clock();
    const rows = await queries.departmentWindowTotals(db, universityId, 0, currentYear, options);
    return new Map(rows.map((r) => [r.department_id, { papers: r.papers, citations: r.citations }]));
  }

  return {
    /** GET get_departments */
    async departments(caller: Caller, query: { univ_id?: number }): Promise<TDepartmentsResponse> {
      const university = await scope.forUniversity(caller, query.univ_id);
      const rows = await queries.departmentsOfUniversity(db, university.universityId);
      return {
        university: { _id: university.universityId, name: university.name, abbreviation: university.abbreviation },
        departments: rows.map((d) => ({ _id: d.id, name: d.name, faculty_count: d.faculty_count })),
      };
    },

    /** GET dashboard/get_faculty_by_department */
    async facultyByDepartment(caller: Caller, query: { univ_id?: number; department: number | 'all' }): Promise<TFacultyByDepartmentResponse> {
      const university = await scope.forUniversity(caller, query.univ_id);
      const department = await scope.department(university, query.department, 'querystring.department');
      const rows = await queries.facultyOf(db, university.universityId, department?.id ?? null);
      return {
        department: department?.name ?? 'all',
        faculty: rows.map((r) => ({
          _id: r.author_id, first_name: r.first_name, last_name: r.last_name, name: name(r), position: r.position, marker: r.marker,
          profile_picture: r.profile_picture, first_year_career: r.first_year_career,
        })),
      };
    },

    /** GET dashboard/journal_distri_of_papers: distinct papers of the school's (department's) faculty per journal. */
    async journalDistribution(caller: Caller, query: { univ_id?: number; dept?: number | 'all' } & GroupOptions): Promise<TJournalDistributionResponse> {
      const { university, department } = await schoolAndDepartment(caller, query);
      const options = optionsInForce(query);
      const rows = isDefault(options)
        ? await queries.journalDistribution(db, university.universityId, department?.id ?? null)
        : await queries.journalDistributionCredit(db, university.universityId, department?.id ?? null, options);
      return journalDistributionAnswer(rows, options);
    },

    /**
     * GET dashboard/outliers: the five metrics with their bubble radii for the faculty of one rank code.
     * Other options than full counting and current affiliation: citations per paper and the top-journal
     * rate and share from the one computation over all time (docs/metrics.md sections 14, 15 and 19),
     * graded by the department's lists at department scope; at school scope in fractional counting with
     * current affiliation, the stored fractional figures the ranking reads. The h-index and solo papers stay the precomputed ones.
     */
    async outliers(caller: Caller, query: { univ_id?: number; dept?: number | 'all'; marker: number } & GroupOptions): Promise<TOutliersResponse> {
      const { university, department } = await schoolAndDepartment(caller, query);
      const clock = await scope.clock();
      const options = optionsInForce(query);
      const rankCode = rankCodeFromMarker(query.marker)!;
      const faculty = (await queries.facultyOf(db, university.universityId, department?.id ?? null)).filter((r) => r.rank_code === rankCode);
      const departmentScope = department !== null;
      const stored = department === null ? await storedFractional(faculty, options) : null;
      const [allTime] = isDefault(options) || stored ? [null] : await authorTierFigures(db, {
        authorIds: faculty.map((f) => f.author_id), windows: [{ from: 0, to: clock.currentYear }], department, counting: options.counting,
        currentYear: clock.currentYear, creditTo: creditMap(options.affiliation, faculty),
      });
      const stats = computeOutliers(faculty.map((r) => {
        const f = allTime ? figuresOf(allTime, r.author_id) : null;
        const own = f
          ? { top: sumTiers(f, 'papers', GRADE_TIERS.top), papers: sumTiers(f, 'papers', GRADE_TIERS.every), citations: sumTiers(f, 'citations', GRADE_TIERS.every) }
          : stored ? stored.get(r.author_id) ?? { papers: 0, citations: 0, top: 0 } : null;
        const top = own ? own.top : topPapers(r, departmentScope);
        const papers = own ? own.papers : r.total_papers;
        return {
          id: r.author_id,
          name: name(r),
          values: {
            h_index_score: r.h_index,
            citation_per_paper: own ? citationsPerPaper(own.citations, papers) : r.citations_per_paper,
            paper_per_year_in_top_journal: papersPerYear(top, r.career_start_year, clock.currentYear),
            top_journal_percentage: sharePercent(top, papers),
            solo_paper_count: r.solo_papers,
          },
        };
      }));
      const metric = (m: { value: number; radius: number }) => ({ value: round2(m.value), radius: round2(m.radius) });
      return {
        marker: rankCode,
        metrics: [...OUTLIER_METRICS],
        slides: groupIntoRows([...OUTLIER_METRICS], 3),
        authors: stats.map((s) => ({
          id: Number(s.id), name: s.name, total_radius: round2(s.totalRadius),
          h_index_score: metric(s.metrics.h_index_score),
          citation_per_paper: metric(s.metrics.citation_per_paper),
          paper_per_year_in_top_journal: metric(s.metrics.paper_per_year_in_top_journal),
          top_journal_percentage: metric(s.metrics.top_journal_percentage),
          solo_paper_count: metric(s.metrics.solo_paper_count),
        })),
        rows: groupIntoRows(stats.map((s) => Number(s.id)), 3),
        ...options,
      };
    },

    /** GET dashboard/faculty_citations: the most cited faculty member and paper of the school and of each department. */
    async facultyCitations(caller: Caller, query: { univ_id?: number } & GroupOptions): Promise<TFacultyCitationsResponse> {
      const university = await scope.forUniversity(caller, query.univ_id);
      const options = optionsInForce(query);
      const [precomputed, departments, top] = await Promise.all([
        queries.facultyOf(db, university.universityId, null),
        queries.departmentsOfUniversity(db, university.universityId),
        // which paper is each group's most cited: kept per analytics version (docs/benchmarks/dashboards.md)
        memo(`most-cited:${university.universityId}`, () => queries.mostCitedPapers(db, university.universityId)),
      ]);
      const facts = new Map((await queries.paperFacts(db, top.map((t) => t.paper_id))).map((p) => [p.paper_id, p]));
      const papers = top.flatMap((t) => { const p = facts.get(t.paper_id); return p ? [{ ...t, ...p }] : []; });
      // other options: each member's citations over all time from the one computation (docs/metrics.md sections 14, 15)
      const stored = await storedFractional(precomputed, options);
      const citations = stored ? new Map([...stored].map(([id, f]) => [id, f.citations])) : await facultyFigure(precomputed, options, 'citations');
      const faculty = citations ? precomputed.map((f) => ({ ...f, total_citations: citations.get(f.author_id) ?? 0 })) : precomputed;
      const names = new Map(faculty.map((f) => [f.author_id, name(f)]));
      const paperOf = new Map(papers.map((p) => [p.group_id, p]));
      const row = (departmentId: number | null, label: string): TFacultyCitationsResponse['school'] => {
        let best: queries.FacultyRow | null = null;
        for (const f of faculty) {
          if (departmentId !== null && !f.department_ids.includes(departmentId)) continue;
          // the most citations; ties: name, then id (faculty come sorted by name)
          if (f.total_citations > 0 && (!best || f.total_citations > best.total_citations)) best = f;
        }
        const paper = paperOf.get(departmentId ?? 0);
        return {
          department_id: departmentId,
          department: label,
          most_cited_faculty_data: best ? { id: best.author_id, name: name(best), count: round2(best.total_citations) } : null,
          most_cited_paper_data: paper
            ? { id: paper.paper_id, name: names.get(paper.author_id) ?? '', count: paper.citation_count, title: paper.title, journal: paper.journal, year: paper.year }
            : null,
        };
      };
      return { school: row(null, 'All departments'), departments: departments.map((d) => row(d.id, d.name)), ...options };
    },

    /** GET dashboard/department_fact */
    async departmentFacts(caller: Caller, query: { univ_id?: number } & GroupOptions): Promise<TDepartmentFactResponse> {
      const university = await scope.forUniversity(caller, query.univ_id);
      const clock = await scope.clock();
      const options = optionsInForce(query);
      const [precomputed, precomputedSchool, joiners, totals] = await Promise.all([
        queries.departmentFiguresOfUniversity(db, university.universityId),
        queries.universityFigures(db, university.universityId),
        queries.departmentJoiners(db, university.universityId, clock.currentYear),
        isDefault(options) ? null : groupTotals(university.universityId, options),
      ]);
      // other options: papers and citations over all time from the group totals (docs/metrics.md sections 14 and 15)
      const departments = totals
        ? precomputed.map((d) => ({ ...d, papers: totals.get(d.id)?.papers ?? 0, citations: totals.get(d.id)?.citations ?? 0 }))
        : precomputed;
      const school = totals && precomputedSchool ? { ...precomputedSchool, papers: totals.get(null)?.papers ?? 0 } : precomputedSchool;
      const inputs = departments.map((d) => ({
        name: d.name, facultyCount: d.faculty_count, previousFacultyCount: d.faculty_count - (joiners.get(d.id) ?? 0),
        papers: d.papers, citations: d.citations,
      }));
      // a school without figures has no facts (rather than facts about zeros)
      const facts = school && school.papers + school.faculty_count > 0 ? departmentFacts(inputs, school.papers) : null;
      const fact = (f: { name: string; value: number } | null | undefined) => (f ? { name: f.name, value: round2(f.value) } : null);
      return {
        highest_paper: fact(facts?.highestPaper),
        highest_faculty_diff: fact(facts?.highestFacultyDiff),
        largest_market_share_by_paper: fact(facts?.largestMarketShareByPaper),
        highest_citation_per_faculty: fact(facts?.highestCitationPerFaculty),
        departments: departments.map((d, i) => ({
          department_id: d.id, name: d.name, faculty_count: d.faculty_count, previous_faculty_count: inputs[i]!.previousFacultyCount,
          papers: round2(d.papers), citations: round2(d.citations),
        })),
        ...options,
      };
    },

    /** GET dashboard/interesting_fact: average papers per faculty member by gender and rank. */
    async interestingFacts(caller: Caller, query: { univ_id?: number; dept?: number | 'all' } & GroupOptions): Promise<TInterestingFactResponse> {
      const { university, department } = await schoolAndDepartment(caller, query);
      const options = optionsInForce(query);
      const faculty = await queries.facultyOf(db, university.universityId, department?.id ?? null);
      const papers = await facultyFigure(faculty, options);
      return { ...interestingFacts(faculty.map((f) => ({ marker: f.marker, gender: f.gender, papers: papers?.get(f.author_id) ?? f.total_papers }))), ...options };
    },

    /** GET gender: the school distribution (one department or all), or the comparison when `id` is present. */
    async gender(caller: Caller, query: { univ_id?: number; id?: number[]; department?: string[] }): Promise<TGenderResponse> {
      const university = await scope.forUniversity(caller, query.univ_id);
      const departments = query.department ?? [];
      const all = departments.length === 0 || departments.some((d) => d.toLowerCase() === ALL_DEPARTMENTS);

      if (query.id === undefined) {
        if (departments.length > 1 && !all) {
          throw new ValidationFailed('Pass one department (or all) for the school distribution, or id=... to compare universities.', 'querystring.department');
        }
        let departmentIds: number[] | null = null;
        let label = ALL_DEPARTMENTS;
        if (!all) {
          const wanted = departments[0]!;
          const byId = /^\d+$/.test(wanted) ? Number(wanted) : null;
          const rows = byId !== null
            ? (await queries.departmentsOfUniversity(db, university.universityId)).filter((d) => d.id === byId)
            : await queries.departmentsByName(db, [university.universityId], [wanted]);
          if (rows.length === 0) throw new ValidationFailed(`${university.name} has no department ${wanted}.`, 'querystring.department');
          departmentIds = rows.map((r) => r.id);
          label = rows[0]!.name;
        }
        const faculty = await queries.genderFaculty(db, [university.universityId], departmentIds);
        const { counts, percent } = genderDistribution(faculty.map((f) => f.gender as GenderCode | null));
        const known = counts.male + counts.female + counts.other > 0;
        return {
          mode: 'school', department: label, male: known ? percent.male : null, female: known ? percent.female : null,
          other: known ? percent.other : null, counts,
        };
      }

      const others = [...new Set(query.id)];
      const issue = validateCompareGender({ universityIds: others, departments: query.department ?? [], ownUniversityId: university.universityId })[0];
      if (issue) throw new ValidationFailed(issue.message, issue.field === 'departments' ? 'querystring.department' : 'querystring.id');
      if (others.length > COMPARE_GENDER_MAX) throw new ValidationFailed(DASHBOARD_FILTER_MESSAGES.tooManyUniversities, 'querystring.id');
      const found = await queries.universitiesByIds(db, others);
      const missing = others.filter((id) => !found.some((u) => u.id === id));
      if (missing.length > 0) throw new ValidationFailed(`Unknown university id(s): ${missing.join(', ')}.`, 'querystring.id');
      const universities = [
        { id: university.universityId, name: university.name },
        ...others.map((id) => ({ id, name: found.find((u) => u.id === id)!.name })),
      ];
      let departmentIds: number[] | null = null;
      if (!all) {
        const rows = await queries.departmentsByName(db, universities.map((u) => u.id), departments);
        const unknown = departments.filter((d) => !rows.some((r) => r.name.toLowerCase() === d.toLowerCase()));
        if (unknown.length > 0) throw new ValidationFailed(`No selected university has a department named ${unknown.join(', ')}.`, 'querystring.department');
        departmentIds = rows.map((r) => r.id);
      }
      const faculty = await queries.genderFaculty(db, universities.map((u) => u.id), departmentIds);
      const rows = genderPercentagesByRank(universities, faculty.map((f) => ({ universityId: f.university_id, marker: f.marker, gender: f.gender })));
      return {
        mode: 'compare',
        departments: all ? [ALL_DEPARTMENTS] : departments,
        universities: rows.map((r) => ({
          univ_id: Number(r.universityId), name: r.name, is_own: r.universityId === university.universityId,
          AssisstantProfessor: r.assistant, AssociateProfessor: r.associate, Professor: r.professor, overall: r.overall,
        })),
        categories: rows.map((r) => r.name),
        series: { male: rows.map((r) => r.overall.male), female: rows.map((r) => r.overall.female), other: rows.map((r) => r.overall.other) },
        colors: { ...GENDER_COLOURS },
      };
    },

    /** GET dashboard/faculty_market_share: each faculty member's percent of the school's (department's) distinct papers. */
    async marketShare(caller: Caller, query: { univ_id?: number; dept?: number | 'all'; marker?: number[] } & GroupOptions): Promise<TMarketShareResponse> {
      const { university, department } = await schoolAndDepartment(caller, query);
      const options = optionsInForce(query);
      const codes = query.marker && query.marker.length > 0
        ? [...new Set(query.marker.map((m) => rankCodeFromMarker(m)!))]
        : [RANK_CODES.assistant, RANK_CODES.associate, RANK_CODES.full, RANK_CODES.nonTenured];
      const [faculty, group] = await Promise.all([
        queries.facultyOf(db, university.universityId, department?.id ?? null),
        department ? queries.departmentFigures(db, department.id) : queries.universityFigures(db, university.universityId),
      ]);
      // other options: each member's credit over the group's (docs/metrics.md sections 14 and 15), so fractional shares add up to 100
      const [papers, totals] = isDefault(options) ? [null, null] : await Promise.all([facultyFigure(faculty, options), groupTotals(university.universityId, options)]);
      const total = totals ? totals.get(department?.id ?? null)?.papers ?? 0 : group?.papers ?? 0;
      const rows = marketShareByRank(faculty.map((f) => ({ id: f.author_id, name: name(f), marker: f.marker, papers: papers?.get(f.author_id) ?? f.total_papers })), codes, total);
      return {
        markers: codes.sort((a, b) => a - b), total_papers: round2(total), rows: rows.map((r) => ({ id: Number(r.id), name: r.name, market_share: round2(r.marketShare) })),
        ...options,
      };
    },
  };
}
