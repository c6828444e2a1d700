import { Alert, Button, Group, Modal, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import type { TDataIssueLog } from '@ri/contracts/dataIssues';
import { dataIssueKeys, dataIssueListQueryOptions, resolveDataIssue, undoDataIssueResolution } from '../../api/dataIssues/dataIssueQueries.ts';
import { mergeKeys } from '../../api/mergeAuthors/mergeQueries.ts';
import { profileKeys } from '../../api/profile/profileQueries.ts';
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

/**
 * docs/requirements/admin-tools.md Routine Logs (/logs): 'Filter by Error', pages of 10/25/100, rows opening the resolution
 * pages; 'Resolved' (?view=resolved) lists the resolved logs with who, when and what changed, each
 * with Undo (docs/admin-tools.md, "Reviewing and undoing a resolution").
 */
export function LogsScreen({ search, onSearch, onOpen }: Props) {
  useDocumentTitle(`Routine Logs · ${SITE_NAME}`);
  const queryClient = useQueryClient();
  const size: LogPageSize = search.size ?? 10;
  const page = search.page ?? 1;
  const resolvedView = search.view === 'resolved';
  const logs = useQuery(dataIssueListQueryOptions({ type: search.error ?? null, status: resolvedView ? 'resolved' : 'open', skip: (page - 1) * size, limit: size }));
  const [undoing, setUndoing] = useState<TDataIssueLog | null>(null);
  const undo = useMutation({
    mutationFn: (log: TDataIssueLog) => undoDataIssueResolution(log._id),
    onSuccess: (answer) => {
      notifications.show({ id: 'log-undo', color: 'green', message: answer.message });
      setUndoing(null);
    },
    onError: (error) => notifications.show({ id: 'log-undo', color: 'red', message: failureText(error, LOGS_LOAD_FAILED), autoClose: ERROR_TOAST_MS }),
    onSettled: () => Promise.all([
      queryClient.invalidateQueries({ queryKey: dataIssueKeys.all }),
      queryClient.invalidateQueries({ queryKey: mergeKeys.all }),
      queryClient.invalidateQueries({ queryKey: profileKeys.all }),
    ]),
  });

  const closeReminder = useMutation({
    mutationFn: (log: TDataIssueLog) => resolveDataIssue('MERGE_TOOL_CHECK_MERGE_LATER', log._id, {}),
    onSuccess: () => notifications.show({ color: 'green', message: RESOLVED_MESSAGE }),
    onError: (error) => notifications.show({ color: 'red', message: failureText(error, LOGS_LOAD_FAILED), autoClose: ERROR_TOAST_MS }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dataIssueKeys.all }),
  });

  const resolvedColumns = [
    helper.accessor('resolved_at', { header: 'Resolved', cell: (info) => { const at = info.getValue(); return at === null ? '' : new Date(at).toLocaleString(); } }),
    helper.accessor('resolved_by_name', { header: 'By' }),
    helper.accessor((log) => log.resolution_summary.join(' '), {
      id: 'changed',
      header: 'What changed',
      enableSorting: false,
      cell: (info) => <Stack gap={2}>{info.row.original.resolution_summary.map((line) => <Text key={line} size="xs">{line}</Text>)}</Stack>,
    }),
    helper.display({
      id: 'undo',
      header: 'Undo',
      cell: (info) => (info.row.original.can_undo ? (
        <Button size="compact-xs" variant="light" color="red"
          onClick={(event) => { event.stopPropagation(); setUndoing(info.row.original); }}
          onKeyDown={(event) => event.stopPropagation()}>
          Undo
        </Button>
      ) : <Text size="xs" c="dimmed">Cannot be undone</Text>),
    }),
  ];

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
    ...(resolvedView ? resolvedColumns : [helper.display({
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
    })]),
  ];
  const keep = (next: LogsSearch): LogsSearch => ({ ...(resolvedView ? { view: 'resolved' as const } : {}), ...next });

  return (
    <Stack gap="md" maw={1400}>
      <Title order={1} size="h2">Routine Logs</Title>
      <Group align="flex-end" justify="space-between">
        <Select
          label="Filter by Error"
          data={FILTER_OPTIONS}
          value={search.error ?? ALL_ERRORS}
          onChange={(value) => onSearch(keep({ ...(value === null || value === ALL_ERRORS ? {} : { error: value as LogErrorType }), ...(search.size ? { size: search.size } : {}) }))}
          allowDeselect={false}
          w={{ base: '100%', sm: 460 }}
        />
        <SegmentedControl
          aria-label="Which logs"
          data={[{ value: 'open', label: 'Open' }, { value: 'resolved', label: 'Resolved' }]}
          value={resolvedView ? 'resolved' : 'open'}
          onChange={(value) => onSearch({ ...(search.error ? { error: search.error } : {}), ...(value === 'resolved' ? { view: 'resolved' as const } : {}) })}
        />
        <DetectIssuesButton />
      </Group>
      {logs.isError ? (
        <Alert color="red" role="alert">{failureText(logs.error, LOGS_LOAD_FAILED)}</Alert>
      ) : (
        <Stack gap="xs">
          <Text size="sm" c="dimmed" aria-live="polite">{logs.data ? `${logs.data.total.toLocaleString()} ${resolvedView ? 'resolved' : 'open'} log${logs.data.total === 1 ? '' : 's'}` : 'Loading logs…'}</Text>
          <DataTable
            label="Routine logs"
            data={logs.data?.logs ?? []}
            columns={columns}
            emptyText={logs.isPending ? 'Loading…' : 'No Data to Display'}
            getRowId={(log) => String(log._id)}
            server={{
              total: logs.data?.total ?? 0,
              pagination: { pageIndex: page - 1, pageSize: size },
              onPaginationChange: (next) => onSearch(keep({
                ...(search.error ? { error: search.error } : {}),
                ...(next.pageIndex > 0 ? { page: next.pageIndex + 1 } : {}),
                ...(next.pageSize !== 10 ? { size: next.pageSize as LogPageSize } : {}),
              })),
            }}
            onRowClick={resolvedView ? undefined : (log) => {
              const target = logTarget(log);
              if (target.kind !== 'none') onOpen(target);
            }}
            rowLabel={(log) => `Open the ${ERROR_LABELS[log.error]} log of ${log.author_name}`}
          />
        </Stack>
      )}
      <Modal opened={undoing !== null} onClose={() => setUndoing(null)} title="Undo this resolution?">
        {undoing !== null && (
          <Stack gap="md">
            <Text size="sm">The log is opened again and what the resolution changed goes back:</Text>
            {undoing.resolution_summary.map((line) => <Text key={line} size="sm">{line}</Text>)}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setUndoing(null)}>Cancel</Button>
              <Button color="red" loading={undo.isPending} onClick={() => undo.mutate(undoing)}>Undo resolution</Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
