import { useMemo, useState } from 'react';
import { Alert, Button, Card, Group, Modal, Select, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper, type PaginationState } from '@tanstack/react-table';
import type { TUnmatchedJournal } from '@ri/contracts/ingestion';
import { ApiError } from '../../api/client.ts';
import { ingestionKeys } from '../../api/ingestion/ingestionKeys.ts';
import { resolveUnmatchedJournal, unmatchedJournalsQueryOptions } from '../../api/ingestion/importQueries.ts';
import { journalsOfTypeQueryOptions } from '../../api/journals/journalQueries.ts';
import { DataTable } from '../../components/DataTable.tsx';
import { papersText, unmatchedJournalConfirmation } from './importRules.ts';

const column = createColumnHelper<TUnmatchedJournal>();

/**
 * Journals seen in imports that match no journal of the catalogue (docs/ingestion.md, "Journals
 * seen in imports"), with their paper counts: an administrator maps each to a catalogue journal (its
 * papers move now, and later imports use the target) or keeps it as a journal of its own.
 */
export function UnmatchedJournalsCard() {
  const queryClient = useQueryClient();
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: 10 });
  const list = useQuery({ ...unmatchedJournalsQueryOptions({ skip: pagination.pageIndex * pagination.pageSize, limit: pagination.pageSize }), placeholderData: keepPreviousData });
  const catalogue = useQuery(journalsOfTypeQueryOptions('all'));
  const [targets, setTargets] = useState<Record<number, string | null>>({});
  // the resolution waiting for its confirmation (neither can be undone from the page)
  const [confirming, setConfirming] = useState<{ journal: TUnmatchedJournal; action: { journal_id: number; label: string } | { keep: true } } | null>(null);
  const resolve = useMutation({
    mutationFn: resolveUnmatchedJournal,
    onSuccess: (result) => {
      notifications.show({ color: 'green', message: result.mapped_to_id ? `Mapped: ${papersText(result.papers_moved)} moved.` : 'Kept as a journal of its own.' });
      void queryClient.invalidateQueries({ queryKey: ingestionKeys.imports() });
    },
    onError: (error) => notifications.show({ color: 'red', title: 'Unmatched journal', message: error instanceof ApiError ? error.message : 'Please try again.' }),
  });
  const options = useMemo(() => (catalogue.data?.journals ?? []).map((j) => ({ value: String(j.id), label: j.issn ? `${j.name} (${j.issn})` : j.name })), [catalogue.data]);

  const columns = useMemo(() => [
    column.accessor('name', {
      header: 'Journal as imported',
      cell: (info) => (
        <Stack gap={0}>
          <Text size="sm">{info.getValue()}</Text>
          <Text size="xs" c="dimmed">{[info.row.original.issn, info.row.original.e_issn, info.row.original.publisher, info.row.original.openalex_id].filter(Boolean).join(' · ')}</Text>
        </Stack>
      ),
    }),
    column.accessor('papers', { header: 'Papers' }),
    column.display({
      id: 'map',
      header: 'Map to',
      cell: (info) => {
        const id = info.row.original.id;
        const target = targets[id] ?? null;
        return (
          <Group gap="xs" wrap="nowrap">
            <Select
              aria-label={`Map ${info.row.original.name} to`} placeholder="A journal of the catalogue" searchable data={options.filter((o) => o.value !== String(id))}
              value={target} onChange={(value) => setTargets((current) => ({ ...current, [id]: value }))} w={320} limit={50}
            />
            <Button
              size="xs" disabled={!target} loading={resolve.isPending && resolve.variables?.id === id}
              onClick={() => target && setConfirming({ journal: info.row.original, action: { journal_id: Number(target), label: options.find((o) => o.value === target)?.label ?? target } })}
            >
              Map
            </Button>
            <Button size="xs" variant="subtle" onClick={() => setConfirming({ journal: info.row.original, action: { keep: true } })}>Keep as new</Button>
          </Group>
        );
      },
    }),
  ], [options, targets, resolve]);
  const confirmation = confirming
    ? unmatchedJournalConfirmation(confirming.journal, 'keep' in confirming.action ? { keep: true } : { mapTo: confirming.action.label })
    : null;
  const confirm = () => {
    if (!confirming) return;
    const { journal, action } = confirming;
    resolve.mutate({ id: journal.id, action: 'keep' in action ? { keep: true } : { journal_id: action.journal_id } });
    setConfirming(null);
  };

  return (
    <Card withBorder padding="md" component="section" aria-label="Unmatched journals">
      <Stack gap="sm">
        <Title order={2} size="h4">Journals that matched nothing</Title>
        <Text size="sm" c="dimmed">
          Journals seen in imports that match no journal of the catalogue by ISSN or title, most papers first. Mapping one moves its papers
          to the chosen journal, now and in every later import.
        </Text>
        {list.isError && <Alert color="red" role="alert">{list.error.message}</Alert>}
        <DataTable
          data={list.data?.journals ?? []} columns={columns} label="Unmatched journals" getRowId={(row) => String(row.id)}
          server={{ total: list.data?.total ?? 0, pagination, onPaginationChange: setPagination }} emptyText="Every imported journal matches the catalogue."
        />
      </Stack>
      <Modal opened={confirming !== null} onClose={() => setConfirming(null)} title={confirmation?.title ?? ''}>
        <Stack gap="sm">
          <Text size="sm">{confirmation?.text ?? ''}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(null)}>Cancel</Button>
            <Button onClick={confirm}>{confirmation?.confirm ?? ''}</Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
