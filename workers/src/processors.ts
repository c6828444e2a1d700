import type { ProcessorMap } from './runtime.ts';
import { authorTotalsProcessor } from './authorTotals/processor.ts';
import { redFlagExportProcessor } from './redFlagExport/processor.ts';
import { passwordResetProcessor } from './passwordReset/processor.ts';
import { dataIssueDetectionProcessor } from './dataIssueDetection/processor.ts';
import {
  directoryScrapeProcessor, journalListImportProcessor, openalexImportProcessor, rssImportProcessor, rssRefreshProcessor,
} from './ingestion/processors.ts';
import { openalexOnboardProcessor } from './ingestion/onboarding.ts';
import { markCvProcessor } from './markCv/processor.ts';
import { fileCheckProcessor } from './fileCheck/processor.ts';
import { analyticsRecomputeProcessor, analyticsRefreshProcessor, dashboardFiguresProcessor, firstYearCareerProcessor, tenureDataProcessor } from './analytics/processors.ts';

/** Every queue's processor. The type makes a missing one a compile error; startWorkers checks again at run time. */
export const PROCESSORS: ProcessorMap = {
  authorTotals: authorTotalsProcessor,
  analyticsRecompute: analyticsRecomputeProcessor,
  analyticsRefresh: analyticsRefreshProcessor,
  tenureData: tenureDataProcessor,
  firstYearCareer: firstYearCareerProcessor,
  dashboardFigures: dashboardFiguresProcessor,
  redFlagExport: redFlagExportProcessor,
  dataIssueDetection: dataIssueDetectionProcessor,
  rssImport: rssImportProcessor,
  rssRefresh: rssRefreshProcessor,
  directoryScrape: directoryScrapeProcessor,
  openalexImport: openalexImportProcessor,
  journalListImport: journalListImportProcessor,
  passwordReset: passwordResetProcessor,
  openalexOnboard: openalexOnboardProcessor,
  markCv: markCvProcessor,
  fileCheck: fileCheckProcessor,
};
