import { Alert, Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import type { TDataIssueLog } from '@ri/contracts';
import { dataIssueKeys, dataIssueListQueryOptions, resolveDataIssue } from '../../api/dataIssues/dataIssueQueries.ts';
import { DataTable } from '../../components/DataTable.tsx';
import { SITE_NAME } from '../../siteConfig.ts';
import { ERROR_TOAST_MS, failureText } from '../dashboardErrors.ts';
import { ALL_ERRORS, ERROR_LABELS, logTarget, LOGS_LOAD_FAILED, recordNameText, RESOLVED_MESSAGE, type LogTarget } from './dataIssues.ts';
import { DetectIssuesButton } from './DetectIssuesButton.tsx';
import { LOG_ERROR_TYPES, type LogErrorType, type LogPageSize, type LogsSearch } from './logsSearch.ts';

interface Props {
  search: LogsSearch;
  onSearch: (next: LogsSearch) => void;
  onOpen: (target: Exclude<LogTarget, { kind: 'none' }>) => void;
}

const FILTER_OPTIONS = [{ value: ALL_ERRORS, label: ALL_ERRORS }, ...LOG_ERROR_TYPES.map((type) => ({ value: type, label: `${ERROR_LABELS[type]} (${type})` }))];
const helper = createColumnHelper<TDataIssueLog>();

/** Seed 002 Routine Logs (/logs): 'Filter by Error', pages of 10/25/100, rows opening the resolution pages. */
export function LogsScreen({ search, onSearch, onOpen }: Props) {
  useDocumentTitle(`Routine Logs · ${SITE_NAME}`);
  const queryClient = useQueryClient();
  const size: LogPageSize = search.size ?? 10;
  const page = search.page ?? 1;
  const logs = useQuery(dataIssueListQueryOptions({ type: search.error ?? null, skip: (page - 1) * size, limit: size }));

  const closeReminder = useMutation({
    mutationFn: (log: TDataIssueLog) => resolveDataIssue('MERGE_TOOL_CHECK_MERGE_LATER', log._id, {}),
    onSuccess: () => notifications.show({ color: 'green', message: RESOLVED_MESSAGE }),
    onError: (error) => notifications.show({ color: 'red', message: failureText(error, LOGS_LOAD_FAILED), autoClose: ERROR_TOAST_MS }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dataIssueKeys.all }),
  });

  const columns = [
    helper.accessor('error', { header: 'Error', cell: (info) => <Text size="sm" title={info.getValue()}>{ERROR_LABELS[info.getValue()]}</Text> }),
    helper.accessor('author_name', {
      header: 'Author Name',
      cell: (info) => {
        const recordName = recordNameText(info.row.original);
        return (
          <Stack gap={0}>
            <Text size="sm">{info.getValue()}</Text>
            {recordName !== null && <Text size="xs" c="dimmed">{recordName}</Text>}
          </Stack>
        );
      },
    }),
    helper.accessor('author_univ_name', { header: 'University' }),
    helper.accessor((log) => log.paper?.document_title ?? '', { id: 'paper', header: 'Paper' }),
    helper.accessor('note', { header: 'Note', enableSorting: false }),
    helper.accessor('created_at', { header: 'Raised', cell: (info) => new Date(info.getValue()).toLocaleDateString() }),
    helper.display({
      id: 'action',
      header: 'Action',
      cell: (info) => {
        const log = info.row.original;
        if (log.error !== 'MERGE_TOOL_CHECK_MERGE_LATER') return <Text size="xs" c="dimmed">Open to resolve</Text>;
        return (
          <Button size="compact-xs" variant="light" loading={closeReminder.isPending && closeReminder.variables?._id === log._id}
            onClick={(event) => { event.stopPropagation(); closeReminder.mutate(log); }}
            onKeyDown={(event) => event.stopPropagation()}>
            Close reminder
          </Button>
        );
      },
    }),
  ];

  return (
    <Stack gap="md" maw={1400}>
      <Title order={1} size="h2">Routine Logs</Title>
      <Group align="flex-end" justify="space-between">
        <Select
          label="Filter by Error"
          data={FILTER_OPTIONS}
          value={search.error ?? ALL_ERRORS}
          onChange={(value) => onSearch({ ...(value === null || value === ALL_ERRORS ? {} : { error: value as LogErrorType }), ...(search.size ? { size: search.size } : {}) })}
          allowDeselect={false}
          w={{ base: '100%', sm: 460 }}
        />
        <DetectIssuesButton />
      </Group>
      {logs.isError ? (
        <Alert color="red" role="alert">{failureText(logs.error, LOGS_LOAD_FAILED)}</Alert>
      ) : (
        <Stack gap="xs">
          <Text size="sm" c="dimmed" aria-live="polite">{logs.data ? `${logs.data.total.toLocaleString()} open log${logs.data.total === 1 ? '' : 's'}` : 'Loading logs…'}</Text>
          <DataTable
            label="Routine logs"
            data={logs.data?.logs ?? []}
            columns={columns}
            emptyText={logs.isPending ? 'Loading…' : 'No Data to Display'}
            getRowId={(log) => String(log._id)}
            server={{
              total: logs.data?.total ?? 0,
              pagination: { pageIndex: page - 1, pageSize: size },
              onPaginationChange: (next) => onSearch({
                ...(search.error ? { error: search.error } : {}),
                ...(next.pageIndex > 0 ? { page: next.pageIndex + 1 } : {}),
                ...(next.pageSize !== 10 ? { size: next.pageSize as LogPageSize } : {}),
              }),
            }}
            onRowClick={(log) => {
              const target = logTarget(log);
              if (target.kind !== 'none') onOpen(target);
            }}
            rowLabel={(log) => `Open the ${ERROR_LABELS[log.error]} log of ${log.author_name}`}
          />
        </Stack>
      )}
    </Stack>
  );
}
