import { useMemo } from 'react';
import { Alert, Anchor, Badge, Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { createColumnHelper, type PaginationState } from '@tanstack/react-table';
import type { TImportRun } from '@ri/contracts/ingestion';
import { downloadRejectedRows, importListQueryOptions } from '../../api/ingestion/importQueries.ts';
import { DataTable } from '../../components/DataTable.tsx';
import { STATUS_TEXT } from '../../theme.ts';
import type { ImportHistorySearch } from './importHistorySearch.ts';
import { SOURCE_LABELS, requestedByText, runOutcome } from './importRules.ts';

const ERROR_TOAST_MS = 5000;

function when(iso: string | null): string {
  return iso ? new Date(iso).toLocaleString() : '—';
}

const column = createColumnHelper<TImportRun>();

interface Props {
  search: ImportHistorySearch;
  onSearchChange: (next: ImportHistorySearch) => void;
}

/** The runs query's parameters for the address's source, page and page size (10 by default). */
export function importListParams(search: ImportHistorySearch) {
  const pageSize = search.size ?? 10;
  return { source: search.source, skip: ((search.page ?? 1) - 1) * pageSize, limit: pageSize };
}

/** Administrators: every import and scrape with who ran it, when, its counts, and its rejected rows (/dashboard/imports/history). */
export function ImportHistoryScreen({ search, onSearchChange }: Props) {
  useDocumentTitle('Import history · Research Insights');
  const pageSize = search.size ?? 10;
  const pageIndex = (search.page ?? 1) - 1;
  const runs = useQuery({
    ...importListQueryOptions(importListParams(search)),
    placeholderData: keepPreviousData,
  });
  const download = useMutation({
    mutationFn: downloadRejectedRows,
    onError: (error) => notifications.show({ color: 'red', title: 'Rejected rows', message: error.message, autoClose: ERROR_TOAST_MS }),
  });

  const columns = useMemo(() => [
    column.accessor('id', { header: 'Run', cell: (info) => `#${info.getValue()}` }),
    column.accessor((run) => SOURCE_LABELS[run.source], {
      id: 'source',
      header: 'Source',
      cell: (info) => (
        <Stack gap={0} maw={320}>
          <Text size="sm">{info.getValue()}</Text>
          <Text size="xs" c="dimmed" truncate="end" title={info.row.original.file_name}>{info.row.original.file_name}</Text>
        </Stack>
      ),
    }),
    column.accessor((run) => requestedByText(run), { id: 'requested_by', header: 'Run by' }),
    column.accessor('created_at', {
      header: 'When',
      cell: (info) => (
        <Stack gap={0}>
          <Text size="sm">{when(info.row.original.started_at ?? info.getValue())}</Text>
          <Text size="xs" c="dimmed">{info.row.original.finished_at ? `finished ${when(info.row.original.finished_at)}` : 'not finished'}</Text>
        </Stack>
      ),
    }),
    column.accessor('status', {
      header: 'Status',
      cell: (info) => {
        const outcome = runOutcome(info.row.original);
        return (
          <Stack gap={2} maw={320} data-testid="run-outcome">
            <Badge color={outcome.color} variant="light">{outcome.label}</Badge>
            {outcome.detail && <Text size="xs" c={outcome.color === 'red' ? STATUS_TEXT.red : STATUS_TEXT.orange} lineClamp={4}>{outcome.detail}</Text>}
          </Stack>
        );
      },
    }),
    column.accessor('created', { header: 'Created' }),
    column.accessor('updated', { header: 'Updated' }),
    column.accessor('skipped', { header: 'Skipped' }),
    column.accessor('rejected', { header: 'Rejected' }),
    column.display({
      id: 'rejected_rows',
      header: 'Rejected rows',
      cell: (info) => (info.row.original.rejected > 0 ? (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconDownload size={14} aria-hidden />}
          loading={download.isPending && download.variables.id === info.row.original.id}
          onClick={() => download.mutate(info.row.original)}
          aria-label={`rejected.csv: download the rejected rows of run #${info.row.original.id}`}
          title={info.row.original.rejected_rows.slice(0, 3).map((row) => `${row.position}: ${row.reason}`).join('\n')}
        >
          rejected.csv
        </Button>
      ) : <Text size="xs" c="dimmed">None</Text>),
    }),
  ], [download]);

  const pagination: PaginationState = { pageIndex, pageSize };
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1} size="h2">Import history</Title>
        <Text size="sm" c="dimmed">
          Every import and directory scrape, newest first. Skipped rows were already up to date; rejected rows could not be read or matched
          and can be downloaded with their position and reason. Start an import on the <Anchor component={Link} to="/dashboard/imports">Imports</Anchor> page.
        </Text>
      </Stack>
      <Group>
        <Select
          label="Source"
          placeholder="All sources"
          clearable
          data={Object.entries(SOURCE_LABELS).map(([value, label]) => ({ value, label }))}
          value={search.source ?? null}
          onChange={(value) => onSearchChange({ ...search, source: (value ?? undefined) as TImportRun['source'] | undefined, page: undefined })}
        />
      </Group>
      {runs.isError && <Alert color="red" role="alert">{runs.error.message}</Alert>}
      <DataTable
        label="Import history"
        data={runs.data?.runs ?? []}
        columns={columns}
        getRowId={(run) => String(run.id)}
        emptyText={runs.isPending ? 'Loading…' : 'No imports yet.'}
        server={{
          total: runs.data?.total ?? 0,
          pagination,
          onPaginationChange: (next) => onSearchChange({
            ...search,
            page: next.pageIndex > 0 ? next.pageIndex + 1 : undefined,
            size: next.pageSize === 10 ? undefined : (next.pageSize as ImportHistorySearch['size']),
          }),
        }}
      />
    </Stack>
  );
}
