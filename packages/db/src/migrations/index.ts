import type { Migration } from 'kysely';
import * as initial from './2026_11_22_0001_initial.ts';
import * as analytics from './2026_11_22_0002_analytics.ts';
import * as adminTools from './2026_11_22_0005_admin_tools.ts';
import * as analyticsYearOrder from './2026_11_22_0006_analytics_year_order.ts';
import * as ingestion from './2026_11_22_0007_ingestion.ts';
import * as analyticsIncremental from './2026_11_23_0100_analytics_incremental.ts';
import * as claims from './2026_11_27_1700_claims.ts';
import * as sessions from './2026_11_27_1750_sessions.ts';
import * as realData from './2026_11_27_2000_real_data.ts';
import * as openalexOnboarding from './2026_11_27_2050_openalex_onboarding.ts';
import * as importUploadFiles from './2026_11_28_1800_import_upload_files.ts';
import * as dataIssueTypes from './2026_11_28_h21_data_issue_types.ts';
import * as progressRanks from './2026_11_28_p19_progress_ranks.ts';
import * as dashboardFigures from './2026_11_29_a_dashboard_figures.ts';
import * as importRunTouchedArrays from './2026_11_30_d_import_run_touched_arrays.ts';

/** Every migration, in order. A static list so that bundlers and tsx see the same set. */
export const migrations: Record<string, Migration> = {
  '2026_11_22_0001_initial': initial,
  '2026_11_22_0002_analytics': analytics,
  '2026_11_22_0005_admin_tools': adminTools,
  '2026_11_22_0006_analytics_year_order': analyticsYearOrder,
  '2026_11_22_0007_ingestion': ingestion,
  '2026_11_23_0100_analytics_incremental': analyticsIncremental,
  '2026_11_27_1700_claims': claims,
  '2026_11_27_1750_sessions': sessions,
  '2026_11_27_2000_real_data': realData,
  '2026_11_27_2050_openalex_onboarding': openalexOnboarding,
  '2026_11_28_1800_import_upload_files': importUploadFiles,
  '2026_11_28_h21_data_issue_types': dataIssueTypes,
  '2026_11_28_p19_progress_ranks': progressRanks,
  '2026_11_29_a_dashboard_figures': dashboardFigures,
  '2026_11_30_d_import_run_touched_arrays': importRunTouchedArrays,
};
