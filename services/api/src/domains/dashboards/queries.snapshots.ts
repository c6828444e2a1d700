// The SQL snapshots of the dashboards' queries (packages/db/src/sqlSnapshots.ts; `npm run db:sql-snapshots`).
import { one, type SnapshotEntry } from '@ri/db/sql-snapshots';
import * as dashboards from './queries.ts';

const DASHBOARDS = 'services/api/src/domains/dashboards/queries.ts';

const tenure: dashboards.TenureRowsQuery = { universityIds: [1, 2], rankCode: 2, years: 10, grade: 'top', departmentIds: null };

const progress: dashboards.FacultyProgressQuery = {
  before: 2019, end: 2025, journals: 'All', universityId: 1, departmentId: 3, sameNameDepartmentIds: [3, 9], rankBy: 'papers', limit: 10,
  you: { authorId: 11, universityId: 1 },
};

export const DASHBOARD_SNAPSHOTS: SnapshotEntry[] = [
  // dashboards: precomputed tables
  { name: 'dashboards.departmentsOfUniversity', source: DASHBOARDS, variants: () => one('departmentsOfUniversityQuery(1)', dashboards.departmentsOfUniversityQuery(1)) },
  {
    name: 'dashboards.facultyOf', source: DASHBOARDS, variants: () => [
      { label: 'school scope: facultyOfQuery(1, null)', query: dashboards.facultyOfQuery(1, null) },
      { label: 'department scope: facultyOfQuery(1, 3)', query: dashboards.facultyOfQuery(1, 3) },
    ],
  },
  { name: 'dashboards.departmentFiguresOfUniversity', source: DASHBOARDS, variants: () => one('departmentFiguresOfUniversityQuery(1)', dashboards.departmentFiguresOfUniversityQuery(1)) },
  {
    name: 'dashboards.genderFaculty', source: DASHBOARDS, variants: () => [
      { label: 'every department: genderFacultyQuery([1, 2], null)', query: dashboards.genderFacultyQuery([1, 2], null) },
      { label: 'named departments: genderFacultyQuery([1, 2], [3, 4])', query: dashboards.genderFacultyQuery([1, 2], [3, 4]) },
    ],
  },
  { name: 'dashboards.authorsOfRanks', source: DASHBOARDS, variants: () => one('authorsOfRanksQuery([1, 2, 3])', dashboards.authorsOfRanksQuery([1, 2, 3])) },
  {
    name: 'dashboards.tenureRows', source: DASHBOARDS, variants: () => [
      { label: 'every department', query: dashboards.tenureRowsQuery(tenure) },
      { label: 'named departments', query: dashboards.tenureRowsQuery({ ...tenure, departmentIds: [3] }) },
    ],
  },
  { name: 'dashboards.allFacultyMembership', source: DASHBOARDS, variants: () => one('allFacultyMembershipQuery()', dashboards.allFacultyMembershipQuery()) },
  {
    name: 'dashboards.cumulativeAt', source: DASHBOARDS, variants: () => [
      { label: 'full counting: cumulativeAtQuery([11, 12], [2015, 2020, 2015])', query: dashboards.cumulativeAtQuery([11, 12], [2015, 2020, 2015]) },
      { label: 'fractional counting', query: dashboards.cumulativeAtQuery([11, 12], [2015, 2020], 'fractional') },
    ],
  },
  {
    name: 'dashboards.tierWindows', source: DASHBOARDS, variants: () => [
      {
        label: 'global tiers, full counting, every paper',
        query: dashboards.tierWindowsQuery({ entries: [{ authorId: 11, from: 2016, to: 2025, creditUniversityId: null }], departmentId: null, counting: 'full' }),
      },
      {
        label: 'a department\'s lists, fractional counting, affiliation at publication',
        query: dashboards.tierWindowsQuery({ entries: [{ authorId: 11, from: 0, to: 2020, creditUniversityId: 4 }, { authorId: 12, from: 2018, to: 2020, creditUniversityId: 4 }], departmentId: 3, counting: 'fractional' }),
      },
    ],
  },
  {
    name: 'dashboards.figurePapers', source: DASHBOARDS, variants: () => [
      {
        label: 'global tiers, all time, papers of every tier, full counting',
        query: dashboards.figurePapersQuery({ authorIds: [11], departmentId: null, window: null, counting: 'full', currentYear: 2025 }, { measure: 'papers', tiers: ['A', 'A-', 'B', null] }),
      },
      {
        label: 'a department\'s lists, stored 5-year window, citations of A and A- papers, fractional counting',
        query: dashboards.figurePapersQuery({ authorIds: [11], departmentId: 3, window: { from: 2021, to: 2025 }, counting: 'fractional', currentYear: 2025 }, { measure: 'citations', tiers: ['A', 'A-'] }),
      },
      {
        label: 'global tiers, any other window, B papers, full counting',
        query: dashboards.figurePapersQuery({ authorIds: [11], departmentId: null, window: { from: 2018, to: 2020 }, counting: 'full', currentYear: 2025 }, { measure: 'papers', tiers: ['B'] }),
      },
      {
        label: 'Hire Impact, all time, two journals, written at the school: figurePapersQuery(..., { journalIds: [7, 8], creditUniversityId: 4 })',
        query: dashboards.figurePapersQuery({
          authorIds: [11], departmentId: null, window: null, counting: 'fractional', currentYear: 2025, journalIds: [7, 8], creditUniversityId: 4,
        }, { measure: 'citations', tiers: ['A', 'A-', 'B', null] }),
      },
    ],
  },
  { name: 'dashboards.authorYears', source: DASHBOARDS, variants: () => one('authorYearsQuery(11)', dashboards.authorYearsQuery(11)) },
  {
    name: 'dashboards.facultyProgress', source: DASHBOARDS, variants: () => [
      { label: 'every journal, top 10, with you', query: dashboards.facultyProgressQuery({ ...progress, journals: 'All' }) },
      { label: 'every journal, fractional counting', query: dashboards.facultyProgressQuery({ ...progress, counting: 'fractional' }) },
      { label: 'named journals, every row, without you', query: dashboards.facultyProgressQuery({ ...progress, journals: [7, 8], limit: null, you: null, rankBy: 'citations' }) },
    ],
  },
  {
    name: 'dashboards.facultyProgressRanked', source: DASHBOARDS, variants: () => [
      { label: 'precomputed ranks, top 10, with you', query: dashboards.facultyProgressRankedQuery(progress) },
      { label: 'precomputed ranks, by citations, every row, without you', query: dashboards.facultyProgressRankedQuery({ ...progress, rankBy: 'citations', limit: null, you: null }) },
    ],
  },
  { name: 'dashboards.universityFitFigures', source: DASHBOARDS, variants: () => one('universityFitFiguresQuery()', dashboards.universityFitFiguresQuery()) },
  {
    name: 'dashboards.universityFitCredit', source: DASHBOARDS, variants: () => [
      { label: 'fractional, current: universityFitCreditQuery', query: dashboards.universityFitCreditQuery({ counting: 'fractional', affiliation: 'current' }) },
      { label: 'full, at publication: universityFitCreditQuery', query: dashboards.universityFitCreditQuery({ counting: 'full', affiliation: 'at_publication' }) },
    ],
  },
  {
    name: 'dashboards.facultyFitPapers', source: DASHBOARDS, variants: () => [
      { label: 'fractional, at publication: facultyFitPapersQuery', query: dashboards.facultyFitPapersQuery({ counting: 'fractional', affiliation: 'at_publication' }) },
    ],
  },
  {
    name: 'dashboards.ranksInGroup', source: DASHBOARDS, variants: () => [
      { label: 'in the school', query: dashboards.ranksInGroupQuery({ universityId: 1, departmentId: null }, { papers: 12, citations: 340, hIndex: 7 }) },
      { label: 'in a department', query: dashboards.ranksInGroupQuery({ universityId: 1, departmentId: 3 }, { papers: 12, citations: 340, hIndex: 7 }) },
    ],
  },
  { name: 'dashboards.networkIdentities', source: DASHBOARDS, variants: () => one('networkIdentitiesQuery([11, 12])', dashboards.networkIdentitiesQuery([11, 12])) },
  { name: 'dashboards.universityAverages', source: DASHBOARDS, variants: () => one('universityAveragesQuery()', dashboards.universityAveragesQuery()) },
  { name: 'dashboards.departmentAveragesByName', source: DASHBOARDS, variants: () => one("departmentAveragesByNameQuery('Finance')", dashboards.departmentAveragesByNameQuery('Finance')) },
  // dashboards: source tables (one school or a few authors)
  {
    name: 'dashboards.journalDistribution', source: DASHBOARDS, variants: () => [
      { label: 'school scope: journalDistributionQuery(1, null)', query: dashboards.journalDistributionQuery(1, null) },
      { label: 'department scope: journalDistributionQuery(1, 3)', query: dashboards.journalDistributionQuery(1, 3) },
    ],
  },
  { name: 'dashboards.authorJournalDistribution', source: DASHBOARDS, variants: () => one('authorJournalDistributionQuery(11)', dashboards.authorJournalDistributionQuery(11)) },
  { name: 'dashboards.mostCitedPapers', source: DASHBOARDS, variants: () => one('mostCitedPapersQuery(1)', dashboards.mostCitedPapersQuery(1)) },
  { name: 'dashboards.departmentJoiners', source: DASHBOARDS, variants: () => one('departmentJoinersQuery(1, 2025)', dashboards.departmentJoinersQuery(1, 2025)) },
  {
    name: 'dashboards.departmentWindowTotals', source: DASHBOARDS, variants: () => [
      { label: 'full counting, current affiliation', query: dashboards.departmentWindowTotalsQuery(1, 2021, 2025) },
      { label: 'fractional counting, affiliation at publication', query: dashboards.departmentWindowTotalsQuery(1, 2021, 2025, { counting: 'fractional', affiliation: 'at_publication' }) },
    ],
  },
  {
    name: 'dashboards.journalFigures', source: DASHBOARDS, variants: () => [
      { label: 'every author in the journals: journalFiguresQuery([7, 8], null)', query: dashboards.journalFiguresQuery([7, 8], null) },
      { label: 'named authors: journalFiguresQuery([7, 8], [11, 12])', query: dashboards.journalFiguresQuery([7, 8], [11, 12]) },
    ],
  },
  { name: 'dashboards.universityJournalTotals', source: DASHBOARDS, variants: () => one('universityJournalTotalsQuery(1, [7, 8])', dashboards.universityJournalTotalsQuery(1, [7, 8])) },
  {
    name: 'dashboards.groupFigurePapers', source: DASHBOARDS, variants: () => [
      { label: 'school, full, current: groupFigurePapersQuery(1, null, 2020, 2025, ..., \'papers\')', query: dashboards.groupFigurePapersQuery(1, null, 2020, 2025, { counting: 'full', affiliation: 'current' }, 'papers') },
      { label: 'department, fractional, at publication: groupFigurePapersQuery(1, 3, 2020, 2025, ..., \'citations\')', query: dashboards.groupFigurePapersQuery(1, 3, 2020, 2025, { counting: 'fractional', affiliation: 'at_publication' }, 'citations') },
      { label: 'Hire Impact, school all time in two journals: groupFigurePapersQuery(1, null, 0, 2025, ..., \'papers\')', query: dashboards.groupFigurePapersQuery(1, null, 0, 2025, { counting: 'full', affiliation: 'current', journalIds: [7, 8] }, 'papers') },
    ],
  },
  {
    name: 'dashboards.journalWindowFigures', source: DASHBOARDS, variants: () => [
      { label: 'journalWindowFiguresQuery([7, 8], 2016, 2025)', query: dashboards.journalWindowFiguresQuery([7, 8], 2016, 2025) },
      { label: 'fractional: journalWindowFiguresQuery([7, 8], 2016, 2025, \'fractional\')', query: dashboards.journalWindowFiguresQuery([7, 8], 2016, 2025, 'fractional') },
    ],
  },
  { name: 'dashboards.papersOfAuthors', source: DASHBOARDS, variants: () => one('papersOfAuthorsQuery([11, 12])', dashboards.papersOfAuthorsQuery([11, 12])) },
  { name: 'dashboards.coauthorLinks', source: DASHBOARDS, variants: () => one('coauthorLinksQuery([11, 12])', dashboards.coauthorLinksQuery([11, 12])) },
];
