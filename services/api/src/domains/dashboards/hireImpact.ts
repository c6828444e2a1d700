// Hire Impact: how a candidate would move the selected faculty's, the department's and the
// school's averages, against every school and every department of the same name.
import type { Db } from '@ri/db';
import { DASHBOARD_MESSAGES, HIRE_IMPACT_BUBBLE_SIZE, type THireImpactResponse } from '@ri/contracts';
import { averagePerFaculty, citationsPerPaper, hireImpactSummary, papersPerYear } from '@ri/metrics';
import type { Caller } from '../../http/access.ts';
import { ValidationFailed } from '../../http/errors.ts';
import { NO_FIGURES, authorTierFigures, creditMap, optionsInForce, type RequestedOptions } from './figures.ts';
import * as queries from './queries.ts';
import { fullName, round2, type Scope } from './scope.ts';
import { createVersionMemo } from './versionMemo.ts';
import { departmentTotalsSet, keptSet, memberTotalsSet, membershipSet, optionsKeyOf, totalOf, totalsOf, type Figures } from './precomputed.ts';


/** Every school's and every department's members' figures, and each list's averages per faculty member. */
interface MemberGroups {
  membersOfUniversity: Map<number, Figures[]>;
  membersOfDepartment: Map<number, Figures[]>;
  averageOf: Map<Figures[], Figures>;
}

function memberGroups(members: readonly { author_id: number; university_id: number; department_ids: number[] }[], figures: ReadonlyMap<number, Figures>): MemberGroups {
  const membersOfUniversity = new Map<number, Figures[]>();
  const membersOfDepartment = new Map<number, Figures[]>();
  const add = (map: Map<number, Figures[]>, key: number, f: Figures) => {
    let list = map.get(key);
    if (!list) map.set(key, (list = []));
    list.push(f);
  };
  for (const m of members) {
    const f = figures.get(m.author_id) ?? { papers: 0, citations: 0 };
    add(membersOfUniversity, m.university_id, f);
    for (const d of m.department_ids) add(membersOfDepartment, d, f);
  }
  const averageOf = new Map<Figures[], Figures>();
  for (const list of [...membersOfUniversity.values(), ...membersOfDepartment.values()]) {
    averageOf.set(list, { papers: averagePerFaculty(list.map((f) => f.papers)), citations: averagePerFaculty(list.map((f) => f.citations)) });
  }
  return { membersOfUniversity, membersOfDepartment, averageOf };
}

export function createHireImpactService({ db, scope }: { db: Db; scope: Scope }) {
  // every school's members and their all-time figures in a figure option (and journals), and a school's
  // total: computed once per version of the analytics tables (docs/benchmarks/dashboards.md)
  const memo = createVersionMemo(db, 64);
  return {
    async hireImpact(caller: Caller, query: {
      univ_id?: number; hiringCandidateId?: number; department?: number; facultyIds?: number[]; journal_ids?: ('All' | number)[];
    } & Pick<RequestedOptions, 'counting' | 'affiliation'>): Promise<THireImpactResponse> {
      const university = await scope.forUniversity(caller, query.univ_id);
      if (query.hiringCandidateId === undefined) throw new ValidationFailed(DASHBOARD_MESSAGES.selectCandidate, 'querystring.hiringCandidateId');
      if (query.department === undefined) throw new ValidationFailed('Select the hiring department.', 'querystring.department');
      if (!query.facultyIds || query.facultyIds.length === 0) throw new ValidationFailed('Select at least one faculty to consider.', 'querystring.facultyIds');
      if (!query.journal_ids || query.journal_ids.length === 0) throw new ValidationFailed('Select at least one journal.', 'querystring.journal_ids');

      const [candidate] = await scope.authors([query.hiringCandidateId], 'querystring.hiringCandidateId', DASHBOARD_MESSAGES.noRecord);
      const department = (await scope.department(university, query.department, 'querystring.department'))!;
      const facultyIds = [...new Set(query.facultyIds)];
      if (facultyIds.includes(candidate!.id)) throw new ValidationFailed('The candidate cannot also be one of the faculty to consider.', 'querystring.facultyIds');
      const faculty = await scope.authors(facultyIds, 'querystring.facultyIds');
      const elsewhere = faculty.filter((f) => f.university_id !== university.universityId).map((f) => f.id);
      if (elsewhere.length > 0) throw new ValidationFailed(`Faculty ${elsewhere.join(', ')} are not at ${university.name}.`, 'querystring.facultyIds');
      const allJournals = query.journal_ids.includes('All');
      const journalIds = allJournals ? [] : [...new Set(query.journal_ids.filter((j): j is number => j !== 'All'))];
      const unknownJournals = await queries.missingJournals(db, journalIds);
      if (unknownJournals.length > 0) throw new ValidationFailed(`Unknown journal id(s): ${unknownJournals.join(', ')}.`, 'querystring.journal_ids');

      const clock = await scope.clock();
      const options = optionsInForce(query);
      // full counting and current affiliation: the precomputed figures; otherwise every figure from
      // the one computation (figures.ts) over all time (docs/metrics.md sections 14 and 15, "Hire Impact")
      const plain = options.counting === 'full' && options.affiliation === 'current';
      const people = [candidate!, ...faculty];
      const [analytics, universities, membership] = await Promise.all([
        queries.analyticsAuthors(db, people.map((p) => p.id)),
        queries.allUniversities(db),
        plain && allJournals ? Promise.resolve(null) : keptSet(memo, membershipSet(db)),
      ]);
      const journalFilter = allJournals ? null : journalIds;
      const optionsKey = optionsKeyOf(options, journalFilter);
      const schoolTotals = plain
        ? await (allJournals
          ? queries.universityFigures(db, university.universityId).then((u) => ({ papers: u?.papers ?? 0, citations: u?.citations ?? 0 }))
          : queries.universityJournalTotals(db, university.universityId, journalIds))
        : await keptSet(memo, departmentTotalsSet(db, university.universityId, 0, clock.currentYear, options, journalFilter)).then((rows) => rows.find((r) => r.department_id === null) ?? { papers: 0, citations: 0 });
      let inJournals: Map<number, Figures> | null = null;
      let candidateOwn: Figures | null = null;
      let groups: MemberGroups | null = null;
      if (!plain) {
        // members of every school: only their papers written at their school with affiliation at
        // publication; the candidate: every paper of theirs (the papers they would bring)
        const allTime = [{ from: 0, to: clock.currentYear }];
        const request = { windows: allTime, department: null, counting: options.counting, currentYear: clock.currentYear, journalIds: journalFilter };
        const members = membership!;
        // who is a member and where their papers count: the same for every call of this affiliation
        const { creditTo, memberIds } = await memo(`membership-index:${options.affiliation}`, async () => ({
          creditTo: creditMap(options.affiliation, members), memberIds: new Set(members.map((m) => m.author_id)),
        }));
        const ofMembersNow = keptSet(memo, memberTotalsSet(db, async () => members, options, journalFilter, clock.currentYear));
        const [ofMembers, [ofOthers], [ofCandidate], kept] = await Promise.all([
          ofMembersNow,
          authorTierFigures(db, { ...request, authorIds: facultyIds.filter((id) => !memberIds.has(id)), creditTo }),
          authorTierFigures(db, { ...request, authorIds: [candidate!.id] }),
          // every school's and department's members' figures and averages: the same for every call of this option
          memo(`groups:${optionsKey}`, async () => memberGroups(members, await ofMembersNow)),
        ]);
        groups = kept;
        // the kept map is shared by every call: copied only when faculty outside it are added
        inJournals = ofOthers!.size === 0 ? ofMembers : new Map([...ofMembers, ...totalsOf(ofOthers!)]);
        candidateOwn = totalOf(ofCandidate!.get(candidate!.id) ?? NO_FIGURES);
      } else if (!allJournals) {
        inJournals = await queries.journalFigures(db, journalIds, null);
      }
      const byAuthor = new Map(analytics.map((a) => [a.author_id, a]));
      // papers and citations of an author (all-time; in the chosen journals; in the counting and affiliation asked for)
      const figuresOf = (authorId: number): Figures => {
        if (inJournals) {
          const row = inJournals.get(authorId);
          return { papers: row?.papers ?? 0, citations: row?.citations ?? 0 };
        }
        const a = byAuthor.get(authorId);
        return a ? { papers: a.total_papers, citations: a.total_citations } : { papers: 0, citations: 0 };
      };

      const person = (p: queries.AuthorProfile) => {
        const f = p.id === candidate!.id && candidateOwn ? candidateOwn : figuresOf(p.id);
        const a = byAuthor.get(p.id);
        return {
          id: p.id, first_name: p.first_name, last_name: p.last_name, name: fullName(p.first_name, p.last_name), univ_name: p.univ_name ?? '',
          profile_picture: p.profile_picture, h_index: a?.h_index ?? 0, total_papers: f.papers, total_citations: f.citations,
          papersPerYear: round2(papersPerYear(f.papers, a?.career_start_year ?? null, clock.currentYear)),
          citationsPerPaper: round2(citationsPerPaper(f.citations, f.papers)),
        };
      };
      const candidateData = person(candidate!);
      const selected = faculty.map(person);
      const candidateFigures = { papers: candidateData.total_papers, citations: candidateData.total_citations };
      const summary = hireImpactSummary(selected.map((s) => ({ papers: s.total_papers, citations: s.total_citations })), candidateFigures);

      // every school and every department named like the hiring one: averages per faculty member
      // (all journals: the precomputed averages; named journals: from each member's papers in them)
      const universityNames = new Map(universities.map((u) => [u.id, u]));
      const average = (list: Figures[]) => ({
        papers: averagePerFaculty(list.map((f) => f.papers)), citations: averagePerFaculty(list.map((f) => f.citations)),
      });
      const schoolAverages: { id: number; count: number; papers: number; citations: number }[] = [];
      const departmentAverages: { id: number; universityId: number; name: string; count: number; papers: number; citations: number }[] = [];
      let schoolMembers: Figures[];
      let departmentMembers: Figures[];
      if (plain && allJournals) {
        const [schools, departments, members] = await Promise.all([
          queries.universityAverages(db), queries.departmentAveragesByName(db, department.name), queries.facultyOf(db, university.universityId, null),
        ]);
        for (const u of schools) schoolAverages.push({ id: u.id, count: u.faculty_count, papers: u.avg_papers, citations: u.avg_citations });
        for (const d of departments) {
          departmentAverages.push({ id: d.id, universityId: d.university_id, name: d.name, count: d.faculty_count, papers: d.avg_papers, citations: d.avg_citations });
        }
        schoolMembers = members.map((m) => ({ papers: m.total_papers, citations: m.total_citations }));
        departmentMembers = members.filter((m) => m.department_ids.includes(department.id)).map((m) => ({ papers: m.total_papers, citations: m.total_citations }));
      } else {
        const sameName = await queries.departmentsNamed(db, department.name);
        const { membersOfUniversity, membersOfDepartment, averageOf } = groups ?? memberGroups(membership!, new Map([...membership!].map((m) => [m.author_id, figuresOf(m.author_id)])));
        for (const [id, list] of membersOfUniversity) schoolAverages.push({ id, count: list.length, ...averageOf.get(list)! });
        for (const d of sameName) {
          const list = membersOfDepartment.get(d.id);
          if (list) departmentAverages.push({ id: d.id, universityId: d.university_id, name: d.name, count: list.length, ...averageOf.get(list)! });
        }
        schoolMembers = membersOfUniversity.get(university.universityId) ?? [];
        departmentMembers = membersOfDepartment.get(department.id) ?? [];
      }
      const comparableUniversities = schoolAverages.map((a) => {
        const u = universityNames.get(a.id);
        return {
          univ_id: a.id, name: u?.name ?? '', abbreviation: u?.abbreviation || u?.name || '', faculty_count: a.count,
          average_papers: round2(a.papers), average_citations: round2(a.citations), is_own: a.id === university.universityId,
        };
      }).sort((a, b) => a.name.localeCompare(b.name) || a.univ_id - b.univ_id);
      const comparableDepartments = departmentAverages.map((d) => {
        const u = universityNames.get(d.universityId);
        return {
          department_id: d.id, department: d.name, univ_id: d.universityId, name: u?.name ?? '', abbreviation: u?.abbreviation || u?.name || '',
          faculty_count: d.count, average_papers: round2(d.papers), average_citations: round2(d.citations),
          is_own: d.universityId === university.universityId,
        };
      }).sort((a, b) => a.name.localeCompare(b.name) || a.department_id - b.department_id);

      const schoolAfter = hireImpactSummary(schoolMembers, candidateFigures);
      const departmentAfter = hireImpactSummary(departmentMembers, candidateFigures);
      const bubble = (name: string, x: number, y: number, isOwn: boolean, afterHire: boolean) => ({
        name, x: round2(x), y: round2(y), z: HIRE_IMPACT_BUBBLE_SIZE, data: [round2(x), round2(y), HIRE_IMPACT_BUBBLE_SIZE] as [number, number, number],
        is_own: isOwn, after_hire: afterHire,
      });
      const ownLabel = university.abbreviation || university.name;
      const departmentAverage = average(departmentMembers);

      return {
        journals: allJournals ? 'All' : journalIds,
        ...options,
        current_year: clock.currentYear,
        selected_author_data: selected,
        hiring_author_data: candidateData,
        university_data: {
          average_citations_before_hire: round2(summary.averageCitationsBeforeHire),
          average_citations_after_hire: round2(summary.averageCitationsAfterHire),
          average_papers_after_hire: round2(summary.averagePapersAfterHire),
          total_papers: round2(schoolTotals.papers),
          total_citations: round2(schoolTotals.citations),
          average_department_papers: round2(departmentAverage.papers),
          average_department_citations: round2(departmentAverage.citations),
          selected_faculty_average_papers: round2(summary.selectedFacultyAveragePapers),
          selected_faculty_average_citations: round2(summary.selectedFacultyAverageCitations),
        },
        improvement: summary.improvement,
        comparable_univ_data: comparableUniversities,
        comparable_dept_data: comparableDepartments,
        comparison: [
          { ...candidateData, is_candidate: true },
          ...selected.map((s) => ({ ...s, is_candidate: false })),
        ].map((r) => ({
          id: r.id, name: r.name, is_candidate: r.is_candidate, papersPerYear: r.papersPerYear, citationsPerPaper: r.citationsPerPaper,
          papers: round2(r.total_papers), citations: round2(r.total_citations),
        })),
        bubble: {
          department: [
            ...comparableDepartments.map((d) => bubble(d.abbreviation, d.average_papers, d.average_citations, d.is_own, false)),
            bubble(`${ownLabel} (after hire)`, departmentAfter.averagePapersAfterHire, departmentAfter.averageCitationsAfterHire, true, true),
          ],
          school: [
            ...comparableUniversities.map((u) => bubble(u.abbreviation, u.average_papers, u.average_citations, u.is_own, false)),
            bubble(`${ownLabel} (after hire)`, schoolAfter.averagePapersAfterHire, schoolAfter.averageCitationsAfterHire, true, true),
          ],
        },
      };
    },
  };
}
