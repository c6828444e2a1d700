import { queryOptions } from '@tanstack/react-query';
import { ZDataIssueDetectStarted, ZDataIssueList, ZDataIssueLog, ZDataIssueResolved, type TDataIssueType } from '@ri/contracts/dataIssues';
import { apiFetch } from '../client.ts';

export interface DataIssueListFilter {
  /** null: every type */
  type: TDataIssueType | null;
  /** the open logs (default) or the Resolved view */
  status?: 'open' | 'resolved';
  skip: number;
  limit: number;
}

export const dataIssueKeys = {
  all: ['dataIssues'] as const,
  lists: () => [...dataIssueKeys.all, 'list'] as const,
  list: (filter: DataIssueListFilter) => [...dataIssueKeys.lists(), filter] as const,
  log: (type: TDataIssueType, logId: number) => [...dataIssueKeys.all, 'log', type, logId] as const,
};

/** GET data_issues or data_issues/{errorTypeLowercase}: the open (or resolved) logs, newest first, one page. */
export function dataIssueListQueryOptions(filter: DataIssueListFilter) {
  return queryOptions({
    queryKey: dataIssueKeys.list(filter),
    queryFn: ({ signal }) => apiFetch(filter.type === null ? '/data_issues' : `/data_issues/${filter.type.toLowerCase()}`, {
      query: { status: filter.status ?? 'open', skip: filter.skip, limit: filter.limit },
      schema: ZDataIssueList,
      signal,
    }),
    placeholderData: (previous) => previous,
  });
}

/** GET data_issues/{errorTypeLowercase}/{logId}: one log, open or resolved (a resolution page's log). */
export function dataIssueLogQueryOptions(type: TDataIssueType, logId: number) {
  return queryOptions({
    queryKey: dataIssueKeys.log(type, logId),
    queryFn: ({ signal }) => apiFetch(`/data_issues/${type.toLowerCase()}/${logId}`, { schema: ZDataIssueLog, signal }),
  });
}

/** POST data_issues/{errorTypeLowercase}/{logId} with the page's body; answers { message, log }. */
export function resolveDataIssue(type: TDataIssueType, logId: number, body: Record<string, unknown>) {
  return apiFetch(`/data_issues/${type.toLowerCase()}/${logId}`, { method: 'POST', body, schema: ZDataIssueResolved });
}

/** POST data_issues/undo/{logId}: undo a resolution (the log is open again); answers { message, log }. */
export function undoDataIssueResolution(logId: number) {
  return apiFetch(`/data_issues/undo/${logId}`, { method: 'POST', body: {}, schema: ZDataIssueResolved });
}

/** POST data_issues/detect: the detection job now (it also runs nightly and after imports). */
export function startDataIssueDetection() {
  return apiFetch('/data_issues/detect', { method: 'POST', body: {}, schema: ZDataIssueDetectStarted });
}
