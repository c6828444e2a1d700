// Search parameters of /logs and of the resolution pages. zod/mini schemas (scope/searchSchema.ts):
// anything unreadable is dropped, the screen then uses its default. A route's validateSearch lands in
// the entry chunk every page downloads, so it reads the data-issue type ids alone by their own path,
// not their declarations or the catalogue index (which would bring them and the red-flag declarations).
import { DATA_ISSUE_TYPE_IDS } from '@ri/contracts/catalogue/dataIssueTypeIds';
import {
  MAX_ID, searchChoice, searchInteger, searchSchema, searchTablePage, searchTablePageSize, type SearchOf, type TablePageSize,
} from '../../scope/searchSchema.ts';

/** The data-issue types, declared once in @ri/contracts' catalogue (zod-free). */
export const LOG_ERROR_TYPES = DATA_ISSUE_TYPE_IDS;
export type LogErrorType = (typeof LOG_ERROR_TYPES)[number];

/** docs/requirements/admin-tools.md §9: log pages of 10, 25 or 100 rows, 10 by default. */
export type LogPageSize = TablePageSize;

/** validateSearch of /logs. The defaults (page 1, 10 rows) are not kept, so they never show in the URL. */
export const logsSearchSchema = searchSchema({
  /** 'Filter by Error'; absent: All */
  error: searchChoice(LOG_ERROR_TYPES),
  /** the Resolved view (who resolved each log, when, what changed, Undo); absent: the open logs */
  view: searchChoice(['resolved']),
  /** 1-based */
  page: searchTablePage,
  size: searchTablePageSize,
});

export type LogsSearch = SearchOf<typeof logsSearchSchema>;

/** The schema as a function (tests). */
export const parseLogsSearch = (search: Record<string, unknown>): LogsSearch => logsSearchSchema.parse(search);

/**
 * validateSearch of a resolution page: `?log={id}` (and `&error={type}` on the name-mismatch page,
 * which serves three types). The page loads its log by id, so a reload or a shared link shows it again.
 */
export const logPageSearchSchema = searchSchema({
  log: searchInteger(1, MAX_ID),
  error: searchChoice(LOG_ERROR_TYPES),
});

export type LogPageSearch = SearchOf<typeof logPageSearchSchema>;

/** The schema as a function (tests). */
export const parseLogPageSearch = (search: Record<string, unknown>): LogPageSearch => logPageSearchSchema.parse(search);
