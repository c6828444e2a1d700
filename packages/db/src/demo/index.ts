/**
 * The deterministic demo-data generator: real business schools, the 14 departments, a real journal
 * catalogue, faculty of every position with careers, papers, co-authors and citations, and
 * deliberately dirty records for every red flag and data-issue type. See docs/demo-data.md.
 */
export { DEMO_ACCOUNTS } from './accounts.ts';
export { BUSINESS_SCHOOL_DEPARTMENTS, type BusinessSchoolDepartment } from './departments.ts';
export { DEMO_ACCOUNT_PROFILE_NAMES, DESIGNATED_RECORD_COUNTS, DESIGNATED_RECORD_NAMES, type DirtyCategory } from './designatedRecords.ts';
export { JOURNAL_CATALOGUE, type CatalogueJournal, type JournalTier } from './journals.ts';
export { DemoDataConflictError, hasDemoData, loadDemoData, type DemoLoadOptions, type DemoLoadReport } from './load.ts';
export { RESEARCH_AREAS } from './researchTopics.ts';
export { REAL_BUSINESS_SCHOOLS } from './schools.ts';
export { DEFAULT_DEMO_SEED, DEMO_DATA_YEAR, SIZE_PROFILES, type DemoSize } from './sizes.ts';
