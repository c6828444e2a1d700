import { useMemo, useState } from 'react';
import { Anchor, Button, Chip, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { createColumnHelper } from '@tanstack/react-table';
import { COMPARE_ACTIONS, type TUpdateFacultyBody } from '@ri/contracts/ingestion';
import { DataTable } from '../../components/DataTable.tsx';
import {
  COMPARE_ACTION_COLORS, actionButtonLabel, actionCounts, applyActionBody, canDeleteFaculty, compareActionConfirmation, isProblemMarker, markerText,
  removalWarning, scrapeDateText, typedMarkerFor, type TypedMarker,
} from './updateFaculty.ts';
import type { FacultyListAnswer } from '../../api/ingestion/facultyQueries.ts';
import { StoredAvatar } from '../../components/StoredAvatar.tsx';

type SearchRow = Extract<FacultyListAnswer, { type: 'search' }>['data'][number];
type CheckRow = Extract<FacultyListAnswer, { type: 'check' }>['data'][number];
type CompareRow = Extract<FacultyListAnswer, { type: 'compare' }>['data'][number];

export interface RowActions {
  typed: TypedMarker | null;
  onType: (typed: TypedMarker) => void;
  onUpdateMarker: (row: SearchRow) => void;
  onDelete: (row: SearchRow) => void;
  busyAuthorId: number | null;
}

const facultyColumn = createColumnHelper<CheckRow>();

/** Search and check: the stored directory rows (check adds each row's problems). */
export function FacultyTable({ rows, showProblems, actions, emptyText }: { rows: CheckRow[]; showProblems: boolean; actions: RowActions; emptyText: string }) {
  const [confirming, setConfirming] = useState<SearchRow | null>(null);
  const { typed, onType, onUpdateMarker, onDelete, busyAuthorId } = actions;
  const columns = useMemo(() => [
    facultyColumn.accessor('profile_picture', {
      header: 'Picture',
      enableSorting: false,
      cell: (info) => <StoredAvatar picture={info.getValue()} alt={info.row.original.name} name={info.row.original.name} size="md" imageProps={{ referrerPolicy: 'no-referrer' }} />,
    }),
    facultyColumn.accessor('name', {
      header: 'Name',
      cell: (info) => (info.row.original.profile_url
        ? <Anchor href={info.row.original.profile_url} target="_blank" rel="noreferrer noopener" size="sm">{info.getValue()}</Anchor>
        : info.getValue()),
    }),
    facultyColumn.accessor('email', { header: 'Email' }),
    facultyColumn.accessor('position', { header: 'Position' }),
    facultyColumn.accessor('marker', {
      header: 'Marker',
      cell: (info) => <Text size="sm" c={isProblemMarker(info.getValue()) ? 'red.8' : undefined} fw={isProblemMarker(info.getValue()) ? 700 : undefined}>{markerText(info.getValue())}</Text>,
    }),
    facultyColumn.accessor('department', { header: 'Department' }),
    facultyColumn.accessor('last_scrape_date', { header: 'Last scrape date', cell: (info) => scrapeDateText(info.getValue()) }),
    ...(showProblems ? [facultyColumn.accessor((row) => row.problems.join(', '), {
      id: 'problems',
      header: 'Problems',
      cell: (info) => <Stack gap={0}>{info.row.original.problems.map((p) => <Text key={p} size="xs" c="red.8" fw={600}>{p}</Text>)}</Stack>,
    })] : []),
    facultyColumn.display({
      id: 'update_marker',
      header: 'New marker',
      cell: (info) => {
        const row = info.row.original;
        if (row.author_id === null) return <Text size="xs" c="dimmed">Not in our records</Text>;
        const authorId = row.author_id;
        return (
          <Group gap={4} wrap="nowrap">
            <TextInput
              size="xs"
              w={64}
              inputMode="numeric"
              aria-label={`New marker for ${row.name}`}
              value={typedMarkerFor(authorId, typed)}
              onChange={(event) => onType({ authorId, marker: event.currentTarget.value })}
              onKeyDown={(event) => { if (event.key === 'Enter') onUpdateMarker(row); }}
            />
            <Button size="xs" variant="light" onClick={() => onUpdateMarker(row)} loading={busyAuthorId === authorId} aria-label={`Update the marker of ${row.name}`}>Update</Button>
          </Group>
        );
      },
    }),
    facultyColumn.display({
      id: 'delete',
      header: '',
      cell: (info) => (canDeleteFaculty(info.row.original)
        ? <Button size="xs" color="red" variant="light" onClick={() => setConfirming(info.row.original)} aria-label={`Delete ${info.row.original.name}`}>Delete</Button>
        : null),
    }),
  ], [showProblems, typed, onType, onUpdateMarker, busyAuthorId]);

  return (
    <>
      <DataTable
        label={showProblems ? 'Faculty with problems' : 'Faculty found in the directory'}
        data={rows}
        columns={columns}
        getRowId={(row) => String(row._id)}
        emptyText={emptyText}
        csv={{
          fileName: showProblems ? 'facultyCheck' : 'facultySearch',
          columns: [
            { header: 'Name', value: (row) => row.name }, { header: 'Email', value: (row) => row.email },
            { header: 'Position', value: (row) => row.position }, { header: 'Marker', value: (row) => markerText(row.marker) },
            { header: 'Department', value: (row) => row.department }, { header: 'Last scrape date', value: (row) => row.last_scrape_date },
            ...(showProblems ? [{ header: 'Problems', value: (row: CheckRow) => row.problems.join('; ') }] : []),
          ],
        }}
      />
      <Modal opened={confirming !== null} onClose={() => setConfirming(null)} title="Delete faculty">
        <Stack gap="sm">
          <Text size="sm">{confirming ? `${removalWarning(confirming.name)} (Marker ${markerText(confirming.marker)}.)` : ''}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(null)}>Cancel</Button>
            <Button color="red" onClick={() => { if (confirming) onDelete(confirming); setConfirming(null); }}>Delete</Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

const compareColumn = createColumnHelper<CompareRow>();

/** Compare: each person against our records, with the action a click applies. */
export function CompareTable({ rows, universityId, action, onActionFilter, onApply, applyingKey }: {
  rows: CompareRow[];
  universityId: number;
  action: string | undefined;
  onActionFilter: (action: string | undefined) => void;
  onApply: (body: Extract<TUpdateFacultyBody, { type: 'apply_action' }>, row: CompareRow) => void;
  applyingKey: string | null;
}) {
  const [confirming, setConfirming] = useState<{ body: Extract<TUpdateFacultyBody, { type: 'apply_action' }>; row: CompareRow } | null>(null);
  const confirmation = confirming ? compareActionConfirmation(confirming.row) : null;
  const counts = actionCounts(rows, COMPARE_ACTIONS);
  const shown = action ? rows.filter((row) => row.action === action) : rows;
  const columns = useMemo(() => [
    compareColumn.accessor('name', { header: 'Name (directory)' }),
    compareColumn.accessor('email', { header: 'Email' }),
    compareColumn.accessor('position', { header: 'Position (directory)' }),
    compareColumn.accessor('marker', { header: 'Marker (directory)', cell: (info) => markerText(info.getValue()) }),
    compareColumn.accessor('department', { header: 'Department' }),
    compareColumn.accessor('author_name', {
      header: 'Our record',
      cell: (info) => (info.row.original.author_id === null ? <Text size="xs" c="dimmed">None</Text> : (
        <Stack gap={0}>
          <Text size="sm">{info.getValue()}</Text>
          <Text size="xs" c="dimmed">{[info.row.original.author_position, `marker ${markerText(info.row.original.author_marker)}`].filter(Boolean).join(' · ')}</Text>
        </Stack>
      )),
    }),
    compareColumn.accessor('action', {
      header: 'Action',
      cell: (info) => {
        const row = info.row.original;
        const body = applyActionBody(row, universityId);
        const key = `${row._id ?? ''}:${row.author_id ?? ''}`;
        return (
          <Stack gap={4} miw={180}>
            {body ? (
              <Button size="xs" variant="light" color={COMPARE_ACTION_COLORS[row.action]} loading={applyingKey === key} onClick={() => (compareActionConfirmation(row) ? setConfirming({ body, row }) : onApply(body, row))} aria-label={actionButtonLabel(row)} w="fit-content">
                {row.action}
              </Button>
            ) : <Text size="sm" c="dimmed" fw={600}>{row.action}</Text>}
            {row.detail && <Text size="xs" c="dimmed">{row.detail}</Text>}
          </Stack>
        );
      },
    }),
  ], [universityId, onApply, applyingKey]);

  return (
    <Stack gap="sm">
      <Chip.Group multiple={false} value={action ?? 'all'} onChange={(value) => onActionFilter(value === 'all' ? undefined : value)}>
        <Group gap="xs" role="group" aria-label="Show the rows of one action">
          <Chip value="all" size="sm">All ({rows.length})</Chip>
          {counts.map((entry) => <Chip key={entry.action} value={entry.action} size="sm">{entry.action} ({entry.count})</Chip>)}
        </Group>
      </Chip.Group>
      <DataTable
        label="Directory compared with our records"
        data={shown}
        columns={columns}
        getRowId={(row) => `${row._id ?? 'author'}:${row.author_id ?? 'none'}`}
        emptyText="Nothing to compare: run Scrape first."
        csv={{
          fileName: 'facultyCompare',
          columns: [
            { header: 'Name', value: (row) => row.name }, { header: 'Email', value: (row) => row.email }, { header: 'Position', value: (row) => row.position },
            { header: 'Department', value: (row) => row.department }, { header: 'Our record', value: (row) => row.author_name },
            { header: 'Action', value: (row) => row.action }, { header: 'Detail', value: (row) => row.detail },
          ],
        }}
      />
      <Modal opened={confirming !== null} onClose={() => setConfirming(null)} title={confirmation?.title ?? ''}>
        <Stack gap="sm">
          <Text size="sm">{confirmation?.text ?? ''}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(null)}>Cancel</Button>
            <Button color="red" onClick={() => { if (confirming) onApply(confirming.body, confirming.row); setConfirming(null); }}>{confirmation?.confirm ?? ''}</Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
