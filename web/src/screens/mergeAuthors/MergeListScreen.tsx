import { Alert, Badge, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper, type PaginationState } from '@tanstack/react-table';
import { useState } from 'react';
import type { TMergeDecisionEntry } from '@ri/contracts/mergeAuthors';
import { dataIssueKeys } from '../../api/dataIssues/dataIssueQueries.ts';
import { mergeDecisionsQueryOptions, mergeKeys, mergeQueueQueryOptions, undoMerge } from '../../api/mergeAuthors/mergeQueries.ts';
import { profileKeys } from '../../api/profile/profileQueries.ts';
import { DataTable } from '../../components/DataTable.tsx';
import { SITE_NAME } from '../../siteConfig.ts';
import { ERROR_TOAST_MS, failureText } from '../dashboardErrors.ts';
import { decisionText, MERGE_FAILED } from './mergeAuthors.ts';
import type { MergeListSearch, MergePageSize } from './mergeSearch.ts';

interface Props {
  search: MergeListSearch;
  onSearch: (next: MergeListSearch) => void;
  onOpenAuthor: (authorId: number) => void;
}

interface QueueRow {
  id: number;
  name: string;
  univ_name: string;
  position: string;
  department: string[];
  papers: number;
  reason: string;
  queued_at: string;
}

const queue = createColumnHelper<QueueRow>();
const QUEUE_COLUMNS = [
  queue.accessor('name', { header: 'Author Name' }),
  queue.accessor('univ_name', { header: 'University' }),
  queue.accessor('position', { header: 'Position' }),
  queue.accessor((row) => row.department.join(', '), { id: 'department', header: 'Department' }),
  queue.accessor('papers', { header: 'Papers' }),
  queue.accessor('reason', { header: 'Reason' }),
  queue.accessor('queued_at', { header: 'Queued', cell: (info) => new Date(info.getValue()).toLocaleDateString() }),
  queue.accessor('id', { header: 'ID' }),
];

/** docs/requirements/admin-tools.md Merge Author Tool list (/tools/mergeAuthorTool): authors to merge, pages of 10/25/100; a row opens the merge screen. */
export function MergeListScreen({ search, onSearch, onOpenAuthor }: Props) {
  useDocumentTitle(`Merge Author Tool · ${SITE_NAME}`);
  const size: MergePageSize = search.size ?? 10;
  const page = search.page ?? 1;
  const list = useQuery(mergeQueueQueryOptions({ skip: (page - 1) * size, limit: size }));
  const rows: QueueRow[] = (list.data?.authors ?? []).map((author) => ({
    id: author.id,
    name: [author.first_name, author.mid_name, author.last_name].filter((part) => part.trim() !== '').join(' '),
    univ_name: author.univ_name,
    position: author.position,
    department: author.department,
    papers: author.papers.length,
    reason: author.reason,
    queued_at: author.queued_at,
  }));

  return (
    <Stack gap="lg" maw={1400}>
      <Title order={1} size="h2">Merge Author Tool</Title>
      <Stack gap="xs">
        <Title order={2} size="h4">Authors to merge</Title>
        {list.isError ? <Alert color="red" role="alert">{failureText(list.error, MERGE_FAILED)}</Alert> : (
          <>
            <Text size="sm" c="dimmed" aria-live="polite">{list.data ? `${list.data.total.toLocaleString()} author${list.data.total === 1 ? '' : 's'} waiting` : 'Loading…'}</Text>
            <DataTable
              label="Authors to merge"
              data={rows}
              columns={QUEUE_COLUMNS}
              emptyText={list.isPending ? 'Loading…' : 'No authors found'}
              getRowId={(row) => String(row.id)}
              server={{
                total: list.data?.total ?? 0,
                pagination: { pageIndex: page - 1, pageSize: size },
                onPaginationChange: (next) => onSearch({
                  ...(next.pageIndex > 0 ? { page: next.pageIndex + 1 } : {}),
                  ...(next.pageSize !== 10 ? { size: next.pageSize as MergePageSize } : {}),
                }),
              }}
              onRowClick={(row) => onOpenAuthor(row.id)}
              rowLabel={(row) => `Merge ${row.name}`}
            />
          </>
        )}
      </Stack>
      <RecentDecisions />
    </Stack>
  );
}

const decision = createColumnHelper<TMergeDecisionEntry>();

/** The decisions taken (newest first); a merge that still stands as it was left, or a 'No Merge Required', can be undone. */
function RecentDecisions() {
  const queryClient = useQueryClient();
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: 10 });
  const [confirming, setConfirming] = useState<TMergeDecisionEntry | null>(null);
  const decisions = useQuery(mergeDecisionsQueryOptions({ skip: pagination.pageIndex * pagination.pageSize, limit: pagination.pageSize }));
  const undo = useMutation({
    mutationFn: (entry: TMergeDecisionEntry) => undoMerge(entry.id),
    onSuccess: (answer) => {
      notifications.show({ color: 'green', message: answer.message });
      setConfirming(null);
    },
    onError: (error) => notifications.show({ color: 'red', message: failureText(error, MERGE_FAILED), autoClose: ERROR_TOAST_MS }),
    onSettled: () => Promise.all([
      queryClient.invalidateQueries({ queryKey: mergeKeys.all }),
      queryClient.invalidateQueries({ queryKey: profileKeys.all }),
      queryClient.invalidateQueries({ queryKey: dataIssueKeys.all }),
    ]),
  });

  const columns = [
    decision.accessor('decided_at', { header: 'Decided', cell: (info) => new Date(info.getValue()).toLocaleString() }),
    decision.accessor('user_author_name', { header: 'Author', cell: (info) => `${info.getValue()} (${info.row.original.user_author_id})` }),
    decision.accessor('author_final_name', {
      header: 'Kept author',
      cell: (info) => (info.row.original.author_final_id === null ? '—' : `${info.getValue()} (${info.row.original.author_final_id})`),
    }),
    decision.accessor((row) => decisionText(row), { id: 'decision', header: 'Decision' }),
    decision.accessor('remind_later', { header: 'Flag', cell: (info) => (info.getValue() ? <Badge size="xs" variant="light">remind later</Badge> : '') }),
    decision.accessor('note', { header: 'Note', enableSorting: false }),
    decision.accessor('decided_by', { header: 'By' }),
    decision.display({
      id: 'undo',
      header: 'Undo',
      cell: (info) => (info.row.original.can_undo ? (
        <Button size="compact-xs" variant="light" color="red" onClick={() => setConfirming(info.row.original)}>Undo</Button>
      ) : null),
    }),
  ];

  return (
    <Stack gap="xs">
      <Title order={2} size="h4">Recent decisions</Title>
      {decisions.isError ? <Alert color="red" role="alert">{failureText(decisions.error, MERGE_FAILED)}</Alert> : (
        <DataTable
          label="Recent merge decisions"
          data={decisions.data?.decisions ?? []}
          columns={columns}
          emptyText={decisions.isPending ? 'Loading…' : 'No decisions yet'}
          getRowId={(row) => String(row.id)}
          server={{ total: decisions.data?.total ?? 0, pagination, onPaginationChange: setPagination }}
        />
      )}
      <Modal opened={confirming !== null} onClose={() => setConfirming(null)} title={confirming?.merged === false ? "Undo 'No Merge Required'?" : 'Undo this merge?'}>
        {confirming !== null && (
          <Stack gap="md">
            <Text size="sm">
              {confirming.merged
                ? `${confirming.user_author_name} becomes a separate record again: the papers, names, education, work history and links the merge moved go back from ${confirming.author_final_name}.`
                : `${confirming.user_author_name} goes back to the list of authors to merge, and its reminder, if any, is closed.`}
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setConfirming(null)}>Cancel</Button>
              <Button color="red" loading={undo.isPending} onClick={() => undo.mutate(confirming)}>{confirming.merged ? 'Undo merge' : 'Undo decision'}</Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
