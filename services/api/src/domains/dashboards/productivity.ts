// Faculty Productivity: the school's faculty ranked over year windows from the cumulative per-year
// rows, with the position change since December two years before the data's year; and the
// detail modal of one faculty member.
import type { Db } from '@ri/db';
import {
  DASHBOARD_MESSAGES, DASHBOARD_YEAR_MIN, type TFacultyDetailsResponse, type TFacultyProductivityResponse,
} from '@ri/contracts';
import type { Caller } from '../../http/access.ts';
import { Forbidden, ValidationFailed } from '../../http/errors.ts';
import {
  authorTierFigures, figuresOf, GRADE_TIERS, NO_FIGURES, optionsInForce, sumTiers, tierCountsOf, tierSourceDepartment, tierSourceOf,
  type RequestedOptions, type TierFigures, type TierKey,
} from './figures.ts';
import * as queries from './queries.ts';
import { fullName, round2, type Scope } from './scope.ts';

type Item = TFacultyProductivityResponse['faculty'][number];
const TIERS_OF: Record<'a' | 'a,a-' | 'a,a-,b', readonly TierKey[]> = { a: GRADE_TIERS.a, 'a,a-': GRADE_TIERS.top, 'a,a-,b': GRADE_TIERS.all };
const RANK_OF_TYPE: Record<string, number> = { assistant: 1, associate: 2, full: 3, nontenured: 6 };

export function createProductivityService({ db, scope }: { db: Db; scope: Scope }) {
  return {
    /** GET dashboard/faculty_productivity */
    async productivity(caller: Caller, query: {
      univ_id?: number; papers_from?: number; papers_to?: number; citations_from?: number; citations_to?: number;
      accepted_faculty: string[]; journal_categories: 'a' | 'a,a-' | 'a,a-,b'; sort_by: 'papers' | 'citations' | 'hindex' | 'alphabet';
      all_faculty: '1' | '0'; count: '3' | '9' | 'All' | 'all';
    } & RequestedOptions): Promise<TFacultyProductivityResponse> {
      const university = await scope.forUniversity(caller, query.univ_id);
      // the school's list: no department in scope, so the global tiers (tier_source=department is refused)
      tierSourceDepartment(query.tier_source, null);
      const { counting } = optionsInForce(query);
      const clock = await scope.clock();
      // the seed clamps the years to 1940..the current year (the screen normalises on blur); start after end is refused
      const clamp = (year: number | undefined, fallback: number) => Math.min(clock.clockYear, Math.max(DASHBOARD_YEAR_MIN.productivity, year ?? fallback));
      const papersFrom = clamp(query.papers_from, clock.clockYear - 5);
      const papersTo = clamp(query.papers_to, clock.clockYear);
      const citationsFrom = clamp(query.citations_from, clock.clockYear - 5);
      const citationsTo = clamp(query.citations_to, clock.clockYear);
      if (papersFrom > papersTo) throw new ValidationFailed('papers_from cannot be after papers_to.', 'querystring.papers_from');
      if (citationsFrom > citationsTo) throw new ValidationFailed('citations_from cannot be after citations_to.', 'querystring.citations_from');

      const dataYear = clock.currentYear;
      const since = dataYear - 2;
      const codes = [...new Set(query.accepted_faculty.map((t) => RANK_OF_TYPE[t]!))];
      const tiers = TIERS_OF[query.journal_categories];
      const faculty = (await queries.facultyOf(db, university.universityId, null)).filter((f) => f.rank_code !== null && codes.includes(f.rank_code));
      const ids = faculty.map((f) => f.author_id);
      // the windows, from the one computation of tier counts (docs/metrics.md section 10): global tiers at school scope
      const [windows, appointments] = await Promise.all([
        authorTierFigures(db, {
          authorIds: ids, department: null, counting, currentYear: dataYear,
          windows: [
            { from: papersFrom, to: papersTo }, { from: citationsFrom, to: citationsTo },
            { from: papersFrom, to: Math.min(papersTo, since) }, { from: citationsFrom, to: Math.min(citationsTo, since) },
          ],
        }),
        queries.appointments(db, ids),
      ]);
      const [papersNow, citationsNow, papersThen, citationsThen] = windows as [Map<number, TierFigures>, Map<number, TierFigures>, Map<number, TierFigures>, Map<number, TierFigures>];
      const windowOf = (window: ReadonlyMap<number, TierFigures>, id: number, measure: 'papers' | 'citations', in_: readonly TierKey[]) =>
        sumTiers(figuresOf(window, id), measure, in_);

      const sortable = faculty.map((f) => {
        const papersPrevious = papersFrom <= since ? windowOf(papersThen, f.author_id, 'papers', tiers) : null;
        const citationsPrevious = citationsFrom <= since ? windowOf(citationsThen, f.author_id, 'citations', tiers) : null;
        const counts = tierCountsOf(figuresOf(papersNow, f.author_id));
        return {
          row: f,
          papers: windowOf(papersNow, f.author_id, 'papers', tiers),
          citations: windowOf(citationsNow, f.author_id, 'citations', tiers),
          a: counts.A,
          aMinus: counts.AMinus,
          b: counts.B,
          previous: query.sort_by === 'papers' ? papersPrevious : query.sort_by === 'citations' ? citationsPrevious : null,
        };
      });
      type Entry = (typeof sortable)[number];
      const byName = (x: Entry, y: Entry) => x.row.last_name.toLowerCase().localeCompare(y.row.last_name.toLowerCase())
        || x.row.first_name.toLowerCase().localeCompare(y.row.first_name.toLowerCase()) || x.row.author_id - y.row.author_id;
      const key = (e: Entry) => (query.sort_by === 'papers' ? e.papers : query.sort_by === 'citations' ? e.citations : query.sort_by === 'hindex' ? e.row.h_index : 0);
      const limit = query.count === '3' ? 3 : query.count === '9' ? 9 : Infinity;

      const rankGroup = (members: Entry[], departmentId: number | null): { total: number; faculty: Item[] } => {
        const now = [...members].sort((x, y) => key(y) - key(x) || byName(x, y));
        const comparable = members.every((m) => m.previous !== null) && (query.sort_by === 'papers' || query.sort_by === 'citations');
        const before = comparable ? [...members].sort((x, y) => y.previous! - x.previous! || byName(x, y)) : [];
        const previousPosition = new Map(before.map((e, i) => [e.row.author_id, i + 1]));
        return {
          total: now.length,
          faculty: now.slice(0, limit).map((e, i): Item => {
            const appointment = departmentId === null ? null
              : appointments.find((a) => a.author_id === e.row.author_id && a.department_id === departmentId)?.percent_appointment ?? null;
            const previous = previousPosition.get(e.row.author_id);
            return {
              id: e.row.author_id, rank: i + 1, faculty_name: fullName(e.row.first_name, e.row.last_name),
              first_name: e.row.first_name, last_name: e.row.last_name, profile_picture: e.row.profile_picture, marker: e.row.marker,
              total_papers: round2(e.papers), total_citations: round2(e.citations), h_index: e.row.h_index,
              a_journal_count: round2(e.a), aminus_journal_count: round2(e.aMinus), b_journal_count: round2(e.b),
              appointment: appointment === null ? null : round2(appointment),
              delta: previous === undefined ? null : previous - (i + 1),
              curr_year: since,
            };
          }),
        };
      };

      const schoolView = query.all_faculty === '1';
      const departments: TFacultyProductivityResponse['departments'] = [];
      if (!schoolView) {
        for (const d of await queries.departmentsOfUniversity(db, university.universityId)) {
          const members = sortable.filter((e) => e.row.department_ids.includes(d.id));
          if (members.length > 0) departments.push({ id: d.id, name: d.name, ...rankGroup(members, d.id) });
        }
        const without = sortable.filter((e) => e.row.department_ids.length === 0);
        if (without.length > 0) departments.push({ id: null, name: 'No department', ...rankGroup(without, null) });
      }
      return {
        papers_from: papersFrom, papers_to: papersTo, citations_from: citationsFrom, citations_to: citationsTo,
        accepted_faculty: query.accepted_faculty, journal_categories: query.journal_categories, sort_by: query.sort_by,
        all_faculty: schoolView, count: limit === Infinity ? 'All' : (limit as 3 | 9),
        current_year: dataYear, curr_year: since, total: sortable.length, tier_source: tierSourceOf(null), counting,
        faculty: schoolView ? rankGroup(sortable, null).faculty : [],
        departments,
      };
    },

    /** GET dashboard/faculty_productivity/details: one faculty member's KPIs and yearly papers and citations. */
    async details(caller: Caller, query: { univ_id?: number; user_id?: number }): Promise<TFacultyDetailsResponse> {
      if (query.user_id === undefined) throw new ValidationFailed('Select a faculty member.', 'querystring.user_id');
      if (caller.type !== 'admin' || query.univ_id !== undefined) {
        const university = await scope.forUniversity(caller, query.univ_id);
        const [author] = await scope.authors([query.user_id], 'querystring.user_id', DASHBOARD_MESSAGES.cannotFindFaculty);
        if (author!.university_id !== university.universityId) throw new Forbidden(`This faculty member is not at ${university.name}.`);
      }
      const [author] = await scope.authors([query.user_id], 'querystring.user_id', DASHBOARD_MESSAGES.cannotFindFaculty);
      const [[figures], rows] = await Promise.all([queries.analyticsAuthors(db, [author!.id]), queries.authorYears(db, author!.id)]);
      const papersPerYear: Record<string, number> = {};
      const citationsPerYear: Record<string, number> = {};
      const all = GRADE_TIERS.every;
      let previous: queries.TierValues = NO_FIGURES;
      for (const row of rows) {
        papersPerYear[String(row.year)] = sumTiers(row, 'papers', all) - sumTiers(previous, 'papers', all);
        citationsPerYear[String(row.year)] = sumTiers(row, 'citations', all) - sumTiers(previous, 'citations', all);
        previous = row;
      }
      const totalPapers = figures?.total_papers ?? 0;
      const totalCitations = figures?.total_citations ?? 0;
      const avgPapersPerYear = round2(figures?.papers_per_year ?? 0);
      const avgCitationsPerPaper = round2(figures?.citations_per_paper ?? 0);
      const hIndex = figures?.h_index ?? 0;
      return {
        id: author!.id, name: fullName(author!.first_name, author!.last_name),
        totalPapers, totalCitations, avgPapersPerYear, avgCitationsPerPaper, hIndex,
        total_papers: totalPapers, total_citations: totalCitations, avg_papers_per_year: avgPapersPerYear, avg_citations_per_paper: avgCitationsPerPaper,
        h_index: hIndex, papers_per_year: papersPerYear, citations_per_year: citationsPerYear,
      };
    },
  };
}
