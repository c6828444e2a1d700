import { useMemo, useState } from 'react';
import { Alert, Badge, Button, Group, Progress, Select, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper, type PaginationState } from '@tanstack/react-table';
import type { TJobConsoleRun, TJobSchedulers } from '@ri/contracts/analytics';
import { ZJobStatus } from '@ri/contracts/jobs';
import { jobKeys, jobListQueryOptions, jobSchedulersQueryOptions, retryJob } from '../../api/jobs/jobQueries.ts';
import { DataTable } from '../../components/DataTable.tsx';
import { jobResultOutcome } from '../imports/importRules.ts';

type Scheduler = TJobSchedulers['schedulers'][number];


const STATUS_COLORS: Record<TJobConsoleRun['status'], string> = { waiting: 'gray', active: 'blue', completed: 'green', failed: 'red' };

function when(iso: string | null): string {
  return iso ? new Date(iso).toLocaleString() : '—';
}

const runColumn = createColumnHelper<TJobConsoleRun>();
const schedulerColumn = createColumnHelper<Scheduler>();

/** Administrators: every queue's recent runs, retrying failed ones, and the schedulers. */

/** The console's first page (no queue or status filter), which the route's loader starts. */
export const FIRST_JOB_PAGE: PaginationState = { pageIndex: 0, pageSize: 10 };

/** The runs query's parameters for the filters and the table's page. */
export function jobListParams(queue: string | null, status: TJobConsoleRun['status'] | null, pagination: PaginationState) {
  return { queue: queue ?? undefined, status: status ?? undefined, page: pagination.pageIndex + 1, page_size: pagination.pageSize };
}

export function JobConsoleScreen() {
  useDocumentTitle('Job Console · Research Insights');
  const queryClient = useQueryClient();
  const [queue, setQueue] = useState<string | null>(null);
  const [status, setStatus] = useState<TJobConsoleRun['status'] | null>(null);
  const [pagination, setPagination] = useState<PaginationState>(FIRST_JOB_PAGE);

  const runs = useQuery({
    ...jobListQueryOptions(jobListParams(queue, status, pagination)),
    placeholderData: keepPreviousData,
  });
  const schedulers = useQuery(jobSchedulersQueryOptions());

  const retry = useMutation({
    mutationFn: (run: TJobConsoleRun) => retryJob(run.queue, run.job_id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });

  // the queues the console has seen (runs and schedulers), for the filter
  const knownQueues = [...new Set([
    ...(queue ? [queue] : []),
    ...(runs.data?.runs.map((run) => run.queue) ?? []),
    ...(schedulers.data?.schedulers.map((s) => s.queue) ?? []),
    // every queue of the registry, runs or not (the API lists them with the runs)
    ...(runs.data?.queues.map((q) => q.name) ?? []),
  ])].sort();

  const runColumns = useMemo(() => [
    runColumn.accessor('title', { header: 'Job', cell: (info) => <Text size="sm">{info.getValue()}<Text span size="xs" c="dimmed"> · {info.row.original.queue} #{info.row.original.job_id}</Text></Text> }),
    runColumn.accessor('status', {
      header: 'Status',
      cell: (info) => {
        // an import job that ran to its end may still have failed (nothing usable) or rejected rows
        const outcome = info.getValue() === 'completed' ? jobResultOutcome(info.row.original.result) : null;
        // issue 22: a status is never cut ('COMPLE…'): the badge keeps its whole width and the column makes room
        return outcome
          ? <Badge color={outcome.color} variant="light" title={outcome.detail ?? undefined}>{outcome.label}</Badge>
          : <Badge color={STATUS_COLORS[info.getValue()]} variant="light">{info.getValue()}</Badge>;
      },
    }),
    runColumn.accessor((run) => run.progress.pct ?? (run.status === 'completed' ? 100 : 0), {
      id: 'progress',
      header: 'Progress',
      cell: (info) => (
        <Stack gap={2} miw={120}>
          <Progress value={info.getValue()} aria-label={`Progress of ${info.row.original.title} #${info.row.original.job_id}`} />
          <Text size="xs" c="dimmed">{Math.round(info.getValue())}%{info.row.original.progress.stage ? ` · ${info.row.original.progress.stage}` : ''}</Text>
        </Stack>
      ),
    }),
    runColumn.accessor((run) => run.error ?? (run.status === 'completed' ? jobResultOutcome(run.result)?.detail : null) ?? '', {
      id: 'error', header: 'Error', cell: (info) => <Text size="xs" c="red" lineClamp={3}>{info.getValue()}</Text>,
    }),
    runColumn.accessor((run) => run.requested_by_username ?? (run.requested_by === null ? 'scheduler' : `user ${run.requested_by}`), { id: 'requested_by', header: 'Requested by' }),
    runColumn.accessor('created_at', { header: 'Created', cell: (info) => when(info.getValue()) }),
    runColumn.accessor('finished_at', { header: 'Finished', cell: (info) => when(info.getValue()) }),
    runColumn.display({
      id: 'actions',
      header: '',
      cell: (info) => info.row.original.status === 'failed' ? (
        <Button size="xs" variant="light" loading={retry.isPending && retry.variables?.id === info.row.original.id} onClick={() => retry.mutate(info.row.original)}>
          Retry
        </Button>
      ) : null,
    }),
  ], [retry]);

  const schedulerColumns = useMemo(() => [
    schedulerColumn.accessor('title', { header: 'Job' }),
    schedulerColumn.accessor('id', { header: 'Scheduler' }),
    schedulerColumn.accessor((s) => s.pattern ?? (s.every !== null ? `every ${Math.round(s.every / 1000)} s` : '—'), { id: 'schedule', header: 'Schedule' }),
    schedulerColumn.accessor((s) => s.tz ?? 'UTC', { id: 'tz', header: 'Time zone' }),
    schedulerColumn.accessor('next_run', { header: 'Next run', cell: (info) => when(info.getValue()) }),
  ], []);

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">Job Console</Title>
      <Stack gap="sm">
        <Title order={2} size="h4">Recent runs</Title>
        <Group>
          <Select
            label="Queue"
            placeholder="All queues"
            clearable
            data={knownQueues.map((name) => {
              const title = runs.data?.queues.find((q) => q.name === name)?.title;
              return { value: name, label: title ? `${title} (${name})` : name };
            })}
            value={queue}
            onChange={(value) => { setQueue(value); setPagination((p) => ({ ...p, pageIndex: 0 })); }}
          />
          <Select
            label="Status"
            placeholder="All statuses"
            clearable
            data={ZJobStatus.options}
            value={status}
            onChange={(value) => { setStatus(ZJobStatus.safeParse(value).data ?? null); setPagination((p) => ({ ...p, pageIndex: 0 })); }}
          />
        </Group>
        {runs.isError && <Alert color="red" role="alert">{runs.error.message}</Alert>}
        {retry.isError && <Alert color="red" role="alert">{retry.error.message}</Alert>}
        {retry.isSuccess && <Alert color="green">Retried {retry.data.queue} #{retry.data.job_id} ({retry.data.retried_as === 'same_job' ? 'the same job' : 'as a new job'}).</Alert>}
        <DataTable
          label="Recent job runs"
          data={runs.data?.runs ?? []}
          columns={runColumns}
          getRowId={(run) => String(run.id)}
          emptyText={runs.isPending ? 'Loading…' : 'No job runs.'}
          server={{ total: runs.data?.total ?? 0, pagination, onPaginationChange: setPagination }}
        />
      </Stack>
      <Stack gap="sm">
        <Title order={2} size="h4">Scheduled jobs</Title>
        {schedulers.isError && <Alert color="red" role="alert">{schedulers.error.message}</Alert>}
        <DataTable
          label="Scheduled jobs"
          data={schedulers.data?.schedulers ?? []}
          columns={schedulerColumns}
          getRowId={(s) => `${s.queue}:${s.id}`}
          emptyText={schedulers.isPending ? 'Loading…' : 'No scheduled jobs.'}
        />
      </Stack>
    </Stack>
  );
}
