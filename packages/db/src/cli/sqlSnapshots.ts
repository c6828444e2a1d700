// GUIDE convention 6: the SQL text of every heavy analytics query, written to packages/db/sql/*.sql
// so that a change to a query shows in the diff. `npm run db:sql-snapshots` rewrites the files;
// sqlSnapshots.test.ts fails when one is stale. No database is needed: each query's "build" half
// (`<name>Query`) is compiled by a Kysely instance with a dummy driver and the Postgres compiler.
//
// To add a query: split it into `<name>Query(args)` (returns the builder, runs nothing) and
// `<name>(db, args)` (runs it), then list it below with arguments that reach each SQL shape it has.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, type CompiledQuery, type RawBuilder,
} from 'kysely';
import type { Db } from '../connection.ts';
import type { DB as Database } from '../schema.ts';
import * as redFlags from '../queries/redFlags.ts';
import * as dashboards from '../../../../services/api/src/domains/dashboards/queries.ts';
import * as analytics from '../../../../services/api/src/domains/analytics/queries.ts';

/** Where the snapshots live. */
export const SQL_SNAPSHOT_DIR = fileURLToPath(new URL('../../sql/', import.meta.url));

/** Compiles queries to Postgres SQL without connecting anywhere. */
export const compilerOnlyDb: Db = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

type Buildable = RawBuilder<unknown> | { compile(): CompiledQuery };

interface Variant {
  /** which shape of the SQL this is, and the call that builds it */
  label: string;
  query: Buildable;
}

interface SnapshotEntry {
  /** the file name without `.sql`: `<module>.<function>` */
  name: string;
  /** the module the function lives in, from the repository root */
  source: string;
  variants: () => Variant[];
}

const DASHBOARDS = 'services/api/src/domains/dashboards/queries.ts';
const ANALYTICS = 'services/api/src/domains/analytics/queries.ts';
const RED_FLAGS = 'packages/db/src/queries/redFlags.ts';

const one = (label: string, query: Buildable): Variant[] => [{ label, query }];

const ranking: analytics.RankingQuery = {
  universityIds: [1, 2], rankCodes: null, genders: null, departmentIds: null, tiers: null, journalIds: null, window: null,
  counting: 'full', currentYear: 2025, sortColumn: 'total_papers', descending: true, limit: 25, offset: 0,
};
const rankingFiltered: analytics.RankingQuery = {
  ...ranking, rankCodes: [1, 2], genders: ['f'], departmentIds: [3], tiers: ['a', 'a_minus'], window: { from: 2016, to: 2025 },
  counting: 'fractional', sortColumn: 'school_paper_share_5y', descending: false, offset: 25,
};
const tenure: dashboards.TenureRowsQuery = { universityIds: [1, 2], rankCode: 2, years: 10, grade: 'top', departmentIds: null };
const paperRanges: redFlags.PaperRanges = { assistant: [0, 10], associate: [5, 30], professor: [10, 200] };

/** Every snapshotted query, by file name. */
export const SQL_SNAPSHOTS: SnapshotEntry[] = [
  // ranking (POST ranking/authors)
  {
    name: 'analytics.rankingPage', source: ANALYTICS, variants: () => [
      { label: 'all time, every journal, sorted by a figure: rankingPageQuery(ranking)', query: analytics.rankingPageQuery(ranking) },
      { label: 'a year window, fractional, A and A- only, rank/gender/department filters', query: analytics.rankingPageQuery(rankingFiltered) },
      { label: 'named journals, all time, sorted by last name', query: analytics.rankingPageQuery({ ...ranking, journalIds: [7, 8], sortColumn: 'last_name', descending: false }) },
      { label: 'named journals in a year window, A and A- only', query: analytics.rankingPageQuery({ ...rankingFiltered, journalIds: [7, 8] }) },
    ],
  },
  {
    name: 'analytics.rankingPageIdsByName', source: ANALYTICS, variants: () => [
      { label: 'the page order of a sort by name (the ranking index supplies the figures)', query: analytics.rankingPageIdsByNameQuery({ ...rankingFiltered, sortColumn: 'last_name' }) },
    ],
  },
  {
    name: 'analytics.rankingPageAuthors', source: ANALYTICS, variants: () => [
      { label: 'the profile columns of a page the ranking index ordered', query: analytics.rankingPageAuthorsQuery([{ authorId: 7, universityId: 1 }, { authorId: 9, universityId: null }]) },
    ],
  },
  {
    name: 'analytics.rankingCount', source: ANALYTICS, variants: () => [
      { label: 'universities only', query: analytics.rankingCountQuery(ranking) },
      { label: 'rank, gender and department filters', query: analytics.rankingCountQuery(rankingFiltered) },
    ],
  },
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
    ],
  },
  { name: 'dashboards.authorYears', source: DASHBOARDS, variants: () => one('authorYearsQuery(11)', dashboards.authorYearsQuery(11)) },
  { name: 'dashboards.windowTotalsForAll', source: DASHBOARDS, variants: () => one('windowTotalsForAllQuery(2020, 2025)', dashboards.windowTotalsForAllQuery(2020, 2025)) },
  { name: 'dashboards.universityFitFigures', source: DASHBOARDS, variants: () => one('universityFitFiguresQuery()', dashboards.universityFitFiguresQuery()) },
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
  { name: 'dashboards.journalWindowFigures', source: DASHBOARDS, variants: () => one('journalWindowFiguresQuery([7, 8], 2016, 2025)', dashboards.journalWindowFiguresQuery([7, 8], 2016, 2025)) },
  { name: 'dashboards.papersOfAuthors', source: DASHBOARDS, variants: () => one('papersOfAuthorsQuery([11, 12])', dashboards.papersOfAuthorsQuery([11, 12])) },
  { name: 'dashboards.coauthorLinks', source: DASHBOARDS, variants: () => one('coauthorLinksQuery([11, 12])', dashboards.coauthorLinksQuery([11, 12])) },
  // red flags (API answers and the red-flag-export worker's CSV files)
  {
    name: 'redFlags.facultyCheckRows', source: RED_FLAGS, variants: () => [
      { label: "every completed university, missing marker", query: redFlags.facultyCheckRowsQuery({ kind: 'all' }, { kind: 'missing_marker' }) },
      { label: 'chosen universities, incorrect percent appointment', query: redFlags.facultyCheckRowsQuery({ kind: 'ids', ids: [1, 2] }, { kind: 'incorrect_percent_appointment' }) },
      { label: 'chosen universities, missing department', query: redFlags.facultyCheckRowsQuery({ kind: 'ids', ids: [1, 2] }, { kind: 'missing_department' }) },
      { label: 'chosen universities, missing gender', query: redFlags.facultyCheckRowsQuery({ kind: 'ids', ids: [1, 2] }, { kind: 'missing_gender' }) },
      { label: 'chosen universities, missing position', query: redFlags.facultyCheckRowsQuery({ kind: 'ids', ids: [1, 2] }, { kind: 'missing_position' }) },
      { label: 'chosen universities, inconsistent paper number', query: redFlags.facultyCheckRowsQuery({ kind: 'ids', ids: [1, 2] }, { kind: 'inconsistent_paper_number', ranges: paperRanges }) },
    ],
  },
  { name: 'redFlags.facultyPapersByUniversity', source: RED_FLAGS, variants: () => one('facultyPapersByUniversityQuery(1)', redFlags.facultyPapersByUniversityQuery(1)) },
  { name: 'redFlags.sameNumberOfPapersRows', source: RED_FLAGS, variants: () => one('sameNumberOfPapersRowsQuery(1, 3)', redFlags.sameNumberOfPapersRowsQuery(1, 3)) },
  { name: 'redFlags.experienceRows', source: RED_FLAGS, variants: () => one('experienceRowsQuery(1, 2025)', redFlags.experienceRowsQuery(1, 2025)) },
  { name: 'redFlags.journalsByImpactFactor', source: RED_FLAGS, variants: () => one('journalsByImpactFactorQuery()', redFlags.journalsByImpactFactorQuery()) },
  { name: 'redFlags.journalByIssn', source: RED_FLAGS, variants: () => one("journalByIssnQuery('0001-4273')", redFlags.journalByIssnQuery('0001-4273')) },
  { name: 'redFlags.journalPapersPerYear', source: RED_FLAGS, variants: () => one('journalPapersPerYearQuery(7)', redFlags.journalPapersPerYearQuery(7)) },
  { name: 'redFlags.authorsWithoutEducation', source: RED_FLAGS, variants: () => one('authorsWithoutEducationQuery()', redFlags.authorsWithoutEducationQuery()) },
  { name: 'redFlags.papersOlderThanLastEducationYear', source: RED_FLAGS, variants: () => one('papersOlderThanLastEducationYearQuery(3)', redFlags.papersOlderThanLastEducationYearQuery(3)) },
  {
    name: 'redFlags.papersOlderThanYearsBeforePhd', source: RED_FLAGS, variants: () => [
      { label: 'step 1, the dated education entries: datedEducationQuery(db)', query: redFlags.datedEducationQuery(compilerOnlyDb) },
      { label: 'step 2, the papers before each PhD year: papersBeforePhdQuery([11, 12], [2010, 2014], 3)', query: redFlags.papersBeforePhdQuery([11, 12], [2010, 2014], 3) },
    ],
  },
  { name: 'redFlags.papersWithSpanOfMoreThan', source: RED_FLAGS, variants: () => one('papersWithSpanOfMoreThanQuery(40)', redFlags.papersWithSpanOfMoreThanQuery(40)) },
];

function compile(query: Buildable): CompiledQuery {
  return 'isRawBuilder' in query ? query.compile(compilerOnlyDb) : query.compile();
}

/** The template's indentation removed and trailing spaces cut, so the file reads like hand-written SQL. */
function tidy(sqlText: string): string {
  const lines = sqlText.split('\n').map((line) => line.trimEnd());
  while (lines.length > 0 && lines[0] === '') lines.shift();
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  const indents = lines.filter((line) => line !== '').map((line) => line.length - line.trimStart().length);
  const cut = indents.length > 0 ? Math.min(...indents) : 0;
  return lines.map((line) => line.slice(cut)).join('\n');
}

/** File name -> the text it must hold. */
export function renderSqlSnapshots(): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of SQL_SNAPSHOTS) {
    if (files.has(`${entry.name}.sql`)) throw new Error(`two snapshots named ${entry.name}`);
    const parts = [`-- ${entry.name}: generated from ${entry.source} by \`npm run db:sql-snapshots\`; do not edit by hand.`];
    for (const variant of entry.variants()) {
      const compiled = compile(variant.query);
      parts.push([
        `-- ${variant.label}`,
        `-- parameters: ${JSON.stringify(compiled.parameters)}`,
        `${tidy(compiled.sql)};`,
      ].join('\n'));
    }
    files.set(`${entry.name}.sql`, `${parts.join('\n\n')}\n`);
  }
  return files;
}

/** Rewrites packages/db/sql: every snapshot, and no file for a query that is no longer listed. */
export function writeSqlSnapshots(dir = SQL_SNAPSHOT_DIR): { written: number; removed: string[] } {
  const files = renderSqlSnapshots();
  mkdirSync(dir, { recursive: true });
  const removed = readdirSync(dir).filter((file) => file.endsWith('.sql') && !files.has(file));
  for (const file of removed) rmSync(join(dir, file));
  for (const [file, text] of files) writeFileSync(join(dir, file), text);
  return { written: files.size, removed };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { written, removed } = writeSqlSnapshots();
  console.log(`packages/db/sql: ${written} files written${removed.length > 0 ? `, removed ${removed.join(', ')}` : ''}`);
}
