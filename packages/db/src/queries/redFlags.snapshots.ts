// The SQL snapshots of the red-flag queries (packages/db/src/sqlSnapshots.ts; `npm run db:sql-snapshots`).
import { compilerOnlyDb, one, type SnapshotEntry } from '../sqlSnapshots.ts';
import * as redFlags from './redFlags.ts';

const RED_FLAGS = 'packages/db/src/queries/redFlags.ts';
const paperRanges: redFlags.PaperRanges = { assistant: [0, 10], associate: [5, 30], professor: [10, 200] };

export const RED_FLAG_SNAPSHOTS: SnapshotEntry[] = [
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
