import { useState } from 'react';
import type React from 'react';
import { downloadTextFile } from './downloadFile.ts';
import { Button, Group, Pagination, Select, Table, Text, UnstyledButton } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { safeCsvFileName, toCsv, type CsvColumn } from '@ri/csv';
import {
  flexRender, getCoreRowModel, getPaginationRowModel, getSortedRowModel, useReactTable,
  type ColumnDef, type PaginationState, type SortingState,
} from '@tanstack/react-table';

export const PAGE_SIZES = [10, 25, 100] as const;

const PAGINATION_CONTROL_LABELS = { first: 'First page', previous: 'Previous page', next: 'Next page', last: 'Last page' } as const;

/** Mantine's arrow buttons have no text: this names them for screen readers (getControlProps of Pagination). */
export function paginationControlLabel(control: keyof typeof PAGINATION_CONTROL_LABELS): { 'aria-label': string } {
  return { 'aria-label': PAGINATION_CONTROL_LABELS[control] };
}

export interface ServerPagination {
  /** rows on the server, all pages */
  total: number;
  pagination: PaginationState;
  onPaginationChange: (next: PaginationState) => void;
}

export interface DataTableProps<TRow> {
  data: TRow[];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- TanStack's own column type takes any value type
  columns: ColumnDef<TRow, any>[];
  /** accessible name of the table */
  label: string;
  emptyText?: string;
  /** the server pages the rows (sorting then orders the current page only) */
  server?: ServerPagination;
  getRowId?: (row: TRow) => string;
  /** sorting before the user picks a column, e.g. [{ id: 'total_papers', desc: true }] */
  initialSorting?: SortingState;
  /** a 'Download CSV' button exporting every row (not only the page), cells escaped against formulas */
  csv?: { fileName: string; columns: CsvColumn<TRow>[] };
  /** makes each row a button (click, Enter or Space) */
  onRowClick?: (row: TRow) => void;
  /** the accessible name of a clickable row */
  rowLabel?: (row: TRow) => string;
  /** page-size choices (default 10/25/100); a single size hides the choice (Contact Us Support: 5) */
  pageSizes?: readonly number[];
}

/** The app's one table: sortable headers, pages of 10/25/100 rows (default 10), as the seeds' tables. */
export function DataTable<TRow>({
  data, columns, label, emptyText = 'Nothing to show.', server, getRowId, initialSorting = [], csv, onRowClick, rowLabel, pageSizes = PAGE_SIZES,
}: DataTableProps<TRow>) {
  const [sorting, setSorting] = useState<SortingState>(initialSorting);
  const [localPagination, setLocalPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: pageSizes[0] ?? 10 });
  const pagination = server?.pagination ?? localPagination;

  const table = useReactTable({
    data,
    columns,
    getRowId,
    state: { sorting, pagination },
    onSortingChange: setSorting,
    onPaginationChange: (updater) => {
      const next = typeof updater === 'function' ? updater(pagination) : updater;
      if (server) server.onPaginationChange(next);
      else setLocalPagination(next);
    },
    manualPagination: server !== undefined,
    rowCount: server?.total,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
  });

  const total = server?.total ?? data.length;
  const pageCount = Math.max(1, Math.ceil(total / pagination.pageSize));

  return (
    <div>
      {/* no fixed minimum width: the table takes the width it has, its text wrapped, and scrolls sideways only when
          its columns cannot fit beside each other (a fixed 600 px hid the last columns of the cards of a 1280 px screen) */}
      <Table.ScrollContainer minWidth={0} role="region" aria-label={`${label} (scrolls sideways)`}>
        <Table striped highlightOnHover aria-label={label}>
          <Table.Thead>
            {table.getHeaderGroups().map((group) => (
              <Table.Tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const content = header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <Table.Th key={header.id} colSpan={header.colSpan > 1 ? header.colSpan : undefined} aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}>
                      {/* a placeholder cell (above an ungrouped column) holds no name: no empty sort button there (axe button-name) */}
                      {header.column.getCanSort() && !header.isPlaceholder ? (
                        <UnstyledButton onClick={header.column.getToggleSortingHandler()} fw={600} fz="sm">
                          {content}{sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ''}
                        </UnstyledButton>
                      ) : content}
                    </Table.Th>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Thead>
          <Table.Tbody>
            {table.getRowModel().rows.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={table.getVisibleLeafColumns().length}><Text c="dimmed" size="sm">{emptyText}</Text></Table.Td>
              </Table.Tr>
            ) : table.getRowModel().rows.map((row) => (
              <Table.Tr
                key={row.id}
                {...(onRowClick ? {
                  // a row stays a row (no role="button"): its cells may hold links and buttons of
                  // their own (axe nested-interactive), and its name is its cells' text (axe
                  // label-content-name-mismatch); Enter or Space on the focused row opens it
                  tabIndex: 0,
                  title: rowLabel?.(row.original),
                  style: { cursor: 'pointer' },
                  onClick: () => onRowClick(row.original),
                  onKeyDown: (event: React.KeyboardEvent) => {
                    if (event.key === 'Enter' || event.key === ' ') {
                      event.preventDefault();
                      onRowClick(row.original);
                    }
                  },
                } : {})}
              >
                {row.getVisibleCells().map((cell) => (
                  <Table.Td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between" mt="sm">
        <Group gap="sm">
        {pageSizes.length > 1 ? (
          <Select
            aria-label="Rows per page"
            w={100}
            data={pageSizes.map(String)}
            value={String(pagination.pageSize)}
            allowDeselect={false}
            onChange={(value) => { if (value) table.setPagination({ pageIndex: 0, pageSize: Number(value) }); }}
          />
        ) : null}
        {csv ? (
          <Button
            variant="default"
            size="sm"
            leftSection={<IconDownload size={16} aria-hidden />}
            disabled={data.length === 0}
            onClick={() => {
              const rows = table.getSortedRowModel().rows.map((row) => row.original);
              downloadTextFile(safeCsvFileName(csv.fileName), toCsv(csv.columns, rows));
            }}
          >
            Download CSV
          </Button>
        ) : null}
        </Group>
        <Pagination
          total={pageCount}
          value={pagination.pageIndex + 1}
          onChange={(page) => table.setPageIndex(page - 1)}
          size="sm"
          getControlProps={paginationControlLabel}
        />
      </Group>
    </div>
  );
}
