// Search parameters of /logs and of the resolution pages. Plain code, no zod: a route's validateSearch
// lands in the entry chunk every page downloads. It reads the zod-free data-issue types by their own
// path, not through the catalogue index, which would bring the red-flag declarations along.
import { DATA_ISSUE_TYPES } from '@ri/contracts/catalogue/dataIssueTypes';
import { searchChoice, searchInteger } from '../dashboardSearch.ts';

/** The data-issue types, declared once in @ri/contracts' catalogue (zod-free). */
export const LOG_ERROR_TYPES = DATA_ISSUE_TYPES;
export type LogErrorType = (typeof LOG_ERROR_TYPES)[number];

/** docs/requirements/admin-tools.md §9: log pages of 10, 25 or 100 rows, 10 by default. */
export const LOG_PAGE_SIZES = ['10', '25', '100'] as const;
export type LogPageSize = 10 | 25 | 100;

export interface LogsSearch {
  /** 'Filter by Error'; absent: All */
  error?: LogErrorType;
  /** the Resolved view (who resolved each log, when, what changed, Undo); absent: the open logs */
  view?: 'resolved';
  /** 1-based */
  page?: number;
  size?: LogPageSize;
}

export function parseLogsSearch(search: Record<string, unknown>): LogsSearch {
  const result: LogsSearch = {};
  const error = searchChoice(search, 'error', LOG_ERROR_TYPES);
  if (error !== undefined) result.error = error;
  if (searchChoice(search, 'view', ['resolved'] as const) === 'resolved') result.view = 'resolved';
  const page = searchInteger(search, 'page', 1, 100_000);
  if (page !== undefined && page > 1) result.page = page;
  const size = searchChoice(search, 'size', LOG_PAGE_SIZES);
  if (size !== undefined && size !== '10') result.size = Number(size) as LogPageSize;
  return result;
}

/**
 * A resolution page's address: `?log={id}` (and `&error={type}` on the name-mismatch page, which
 * serves three types). The page loads its log by id, so a reload or a shared link shows it again.
 */
export interface LogPageSearch {
  log?: number;
  error?: LogErrorType;
}

export function parseLogPageSearch(search: Record<string, unknown>): LogPageSearch {
  const result: LogPageSearch = {};
  const log = searchInteger(search, 'log', 1, 2_147_483_647);
  if (log !== undefined) result.log = log;
  const error = searchChoice(search, 'error', LOG_ERROR_TYPES);
  if (error !== undefined) result.error = error;
  return result;
}
