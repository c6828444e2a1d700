import { queryOptions } from '@tanstack/react-query';
import { ZJobList, ZJobRetried, ZJobSchedulers, type TJobListQuery } from '@ri/contracts/analytics';
import { apiFetch } from '../client.ts';

export type JobListFilters = Partial<Pick<TJobListQuery, 'queue' | 'status'>> & { page: number; page_size: number };

export const jobKeys = {
  all: ['jobs'] as const,
  list: (filters: JobListFilters) => [...jobKeys.all, 'list', filters] as const,
  schedulers: () => [...jobKeys.all, 'schedulers'] as const,
};

export function jobRunPath(queue: string, jobId: string): string {
  return `/jobs/${encodeURIComponent(queue)}/${encodeURIComponent(jobId)}`;
}

/** GET /api/jobs (admin): recent runs of every queue, newest first. */
export function jobListQueryOptions(filters: JobListFilters) {
  return queryOptions({
    queryKey: jobKeys.list(filters),
    queryFn: ({ signal }) => apiFetch('/jobs', { query: { ...filters }, schema: ZJobList, signal }),
    refetchInterval: 5_000,
  });
}

/** GET /api/jobs/schedulers (admin): the nightly schedulers and their next run. */
export function jobSchedulersQueryOptions() {
  return queryOptions({
    queryKey: jobKeys.schedulers(),
    queryFn: ({ signal }) => apiFetch('/jobs/schedulers', { schema: ZJobSchedulers, signal }),
    refetchInterval: 60_000,
  });
}

/** POST /api/jobs/{queue}/{jobId}/retry (admin): a failed run. */
export function retryJob(queue: string, jobId: string) {
  return apiFetch(`${jobRunPath(queue, jobId)}/retry`, { method: 'POST', schema: ZJobRetried });
}
