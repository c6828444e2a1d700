// Compare Schools (the perceptual map) and Compare by Department (the radar).
import type { Db } from '@ri/db';
import {
  AFFILIATION_MODES, COUNTING_MODES, DASHBOARD_YEAR_MIN, PERCEPTUAL_MAP_BUBBLE_SIZE, PERCEPTUAL_MAP_COLOURS, PERCEPTUAL_MAP_EXCLUSION, PERCEPTUAL_MAP_HIGHLIGHT, PERCEPTUAL_MAP_METRIC_LABELS,
  type TCompareDepartmentsResponse, type TPerceptualMapResponse,
} from '@ri/contracts';
import { averagePerFaculty, sharePercent } from '@ri/metrics';
import type { Caller } from '../../http/access.ts';
import { ValidationFailed } from '../../http/errors.ts';
import { optionsInForce, type RequestedOptions } from './figures.ts';
import * as queries from './queries.ts';
import { round2, type Scope } from './scope.ts';
import { createVersionMemo } from './versionMemo.ts';
import { RANK_OF_TITLE, compareDepartmentsDefaultFrom, departmentTotalsSet, keptSet, mapFacultySet } from './precomputed.ts';

type Metric = TPerceptualMapResponse['x'];
type Title = TPerceptualMapResponse['titles'][number];
export { RANK_OF_TITLE };
const SCHOOLS: Record<'top20' | 'top10' | 'range5' | 'range10', { kind: 'top' | 'range'; n: number }> = {
  top20: { kind: 'top', n: 20 }, top10: { kind: 'top', n: 10 }, range5: { kind: 'range', n: 5 }, range10: { kind: 'range', n: 10 },
};

/** One faculty member's value of a perceptual-map metric (faculty_count is a count, not a mean). */
function authorValue(a: queries.MapAuthorRow, metric: Exclude<Metric, 'faculty_count'>): number {
  switch (metric) {
    case 'total_papers': return a.total_papers;
    case 'total_citations': return a.total_citations;
    case 'h_index': return a.h_index;
    case 'papers_per_year': return a.papers_per_year;
    case 'citations_per_year': return a.citations_per_year;
    case 'citations_per_paper': return a.citations_per_paper;
    case 'percent_solo': return a.percent_solo;
    case 'top_journal_percentage': return sharePercent(a.papers_a + a.papers_a_minus, a.total_papers);
  }
}

function schoolValue(members: queries.MapAuthorRow[], metric: Metric): number {
  return metric === 'faculty_count' ? members.length : averagePerFaculty(members.map((m) => authorValue(m, metric)));
}

export function createCompareService({ db, scope }: { db: Db; scope: Scope }) {
  // every school's ranked faculty with their map figures, per figure option, and each school's department totals in a
  // window: kept per version of the analytics tables (a write to the papers refreshes them and so a new version); the
  // analytics worker stores them after each version (precomputed.ts), so even the first call reads them
  const mapMemo = createVersionMemo(db, COUNTING_MODES.length * AFFILIATION_MODES.length);
  const departmentMemo = createVersionMemo(db, 64);
  const facultyBySchool = async (options: ReturnType<typeof optionsInForce>) => {
    const set = mapFacultySet(db, options, (await scope.clock()).currentYear);
    return keptSet(mapMemo, set);
  };

  return {
    /**
     * POST perceptualMap: one bubble per school, x and y the chosen metrics over its faculty of the
     * chosen types. top20/top10: the schools with the highest x (yours added when outside);
     * range5/range10: the 5 (10) schools ranked just above yours by x and the 5 (10) just below.
     */
    async perceptualMap(caller: Caller, body: {
      titles: Title[]; x: Metric; y: Metric; school: keyof typeof SCHOOLS; univ_id?: number;
    } & Pick<RequestedOptions, 'counting' | 'affiliation'>): Promise<TPerceptualMapResponse> {
      const university = await scope.forUniversity(caller, body.univ_id, 'body.univ_id');
      const titles = [...new Set(body.titles)];
      const options = optionsInForce(body);
      const [bySchool, universities] = await Promise.all([facultyBySchool(options), queries.allUniversities(db)]);
      const ranks = new Set(titles.map((t) => RANK_OF_TITLE[t]));
      const members = new Map<number, queries.MapAuthorRow[]>();
      for (const [universityId, faculty] of bySchool) {
        const list = faculty.filter((a) => ranks.has(a.rank_code));
        if (list.length > 0) members.set(universityId, list);
      }
      // only schools whose faculty data is complete are ranked (docs/requirements/dashboards.md: universities with status Completed);
      // the others are listed with the reason, and your own school is drawn even when it is not ranked
      const reasonOf = (u: (typeof universities)[number]) => (u.status !== 'Completed'
        ? PERCEPTUAL_MAP_EXCLUSION.incomplete
        : !members.has(u.id) ? PERCEPTUAL_MAP_EXCLUSION.noFaculty : null);
      const place = (u: (typeof universities)[number]) => ({
        ...u, facultyCount: members.get(u.id)?.length ?? 0, x: schoolValue(members.get(u.id) ?? [], body.x), y: schoolValue(members.get(u.id) ?? [], body.y),
      });
      const ranked = universities.filter((u) => reasonOf(u) === null).map(place)
        .sort((a, b) => b.x - a.x || a.name.localeCompare(b.name) || a.id - b.id);
      const excluded = universities.filter((u) => reasonOf(u) !== null)
        .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id)
        .map((u) => ({ univ_id: u.id, name: u.name, reason: reasonOf(u)! }));
      const ownIndex = ranked.findIndex((u) => u.id === university.universityId);
      const own = universities.find((u) => u.id === university.universityId);
      const ownReason = own ? reasonOf(own) : PERCEPTUAL_MAP_EXCLUSION.noFaculty;
      const choice = SCHOOLS[body.school];
      let chosen: ReturnType<typeof place>[];
      if (choice.kind === 'top') {
        chosen = ranked.slice(0, choice.n);
        if (ownIndex >= choice.n) chosen.push(ranked[ownIndex]!);
      } else {
        chosen = ownIndex < 0 ? [] : ranked.slice(Math.max(0, ownIndex - choice.n), ownIndex + choice.n + 1);
      }
      // an unranked own school with faculty of the types is still placed (highlighted, without a rank)
      if (ownIndex < 0 && own && members.has(own.id)) chosen.push(place(own));
      let colour = 0;
      return {
        x: body.x, y: body.y, x_label: PERCEPTUAL_MAP_METRIC_LABELS[body.x], y_label: PERCEPTUAL_MAP_METRIC_LABELS[body.y],
        school: body.school, titles, ...options,
        own_university: { univ_id: university.universityId, name: university.name, rank: ownIndex < 0 ? null : ownIndex + 1, excluded_reason: ownIndex < 0 ? ownReason : null },
        points: chosen.map((u) => {
          const isOwn = u.id === university.universityId;
          const x = round2(u.x);
          const y = round2(u.y);
          const rank = ranked.indexOf(u);
          return {
            univ_id: u.id, name: u.name, x, y, data: [x, y] as [number, number], value: PERCEPTUAL_MAP_BUBBLE_SIZE,
            displayValue: u.abbreviation || u.name,
            color: isOwn ? PERCEPTUAL_MAP_HIGHLIGHT : PERCEPTUAL_MAP_COLOURS[colour++ % PERCEPTUAL_MAP_COLOURS.length]!,
            highlighted: isOwn, rank: rank < 0 ? null : rank + 1, faculty_count: u.facultyCount,
          };
        }),
        excluded,
      };
    },

    /** GET dashboard/compare_departments: each department's share of the school's papers published, and citations received, in the years. */
    async compareDepartments(caller: Caller, query: { univ_id?: number; from_year?: number; to_year?: number } & RequestedOptions): Promise<TCompareDepartmentsResponse> {
      const options = optionsInForce(query);
      const university = await scope.forUniversity(caller, query.univ_id);
      const clock = await scope.clock();
      const min = DASHBOARD_YEAR_MIN.compareDepartments;
      const from = query.from_year ?? compareDepartmentsDefaultFrom(clock.clockYear);
      const to = query.to_year ?? clock.clockYear;
      for (const [field, year] of [['from_year', from], ['to_year', to]] as const) {
        if (year < min || year > clock.clockYear) throw new ValidationFailed(`${field} must be a year from ${min} to ${clock.clockYear}.`, `querystring.${field}`);
      }
      if (from > to) throw new ValidationFailed('from_year cannot be after to_year.', 'querystring.from_year');
      const [totals, departments] = await Promise.all([
        keptSet(departmentMemo, departmentTotalsSet(db, university.universityId, from, to, options)),
        queries.departmentsOfUniversity(db, university.universityId),
      ]);
      const school = totals.find((t) => t.department_id === null) ?? { papers: 0, citations: 0 };
      const rows = departments.map((d) => {
        const t = totals.find((r) => r.department_id === d.id) ?? { papers: 0, citations: 0 };
        return {
          department_id: d.id, name: d.name, papers: round2(t.papers), citations: round2(t.citations),
          share_of_papers: school.papers > 0 ? round2(sharePercent(t.papers, school.papers)) : null,
          share_of_citations: school.citations > 0 ? round2(sharePercent(t.citations, school.citations)) : null,
        };
      });
      return {
        from_year: from, to_year: to, ...options, school: { papers: round2(school.papers), citations: round2(school.citations) }, departments: rows,
        categories: rows.map((r) => r.name),
        series: [
          { name: 'Share of papers', data: rows.map((r) => r.share_of_papers) },
          { name: 'Share of citations', data: rows.map((r) => r.share_of_citations) },
        ],
      };
    },
  };
}
