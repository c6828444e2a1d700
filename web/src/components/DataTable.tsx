import { useState } from 'react';
import { Group, Pagination, Select, Table, Text, UnstyledButton } from '@mantine/core';
import {
  flexRender, getCoreRowModel, getPaginationRowModel, getSortedRowModel, useReactTable,
  type ColumnDef, type PaginationState, type SortingState,
} from '@tanstack/react-table';

export const PAGE_SIZES = [10, 25, 100] as const;

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
}

/** The app's one table: sortable headers, pages of 10/25/100 rows (default 10), as the seeds' tables. */
export function DataTable<TRow>({ data, columns, label, emptyText = 'Nothing to show.', server, getRowId }: DataTableProps<TRow>) {
  const [sorting, setSorting] = useState<SortingState>([]);
  const [localPagination, setLocalPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: 10 });
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
      <Table.ScrollContainer minWidth={600}>
        <Table striped highlightOnHover aria-label={label}>
          <Table.Thead>
            {table.getHeaderGroups().map((group) => (
              <Table.Tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const content = header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <Table.Th key={header.id} aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}>
                      {header.column.getCanSort() ? (
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
                <Table.Td colSpan={columns.length}><Text c="dimmed" size="sm">{emptyText}</Text></Table.Td>
              </Table.Tr>
            ) : table.getRowModel().rows.map((row) => (
              <Table.Tr key={row.id}>
                {row.getVisibleCells().map((cell) => (
                  <Table.Td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between" mt="sm">
        <Select
          aria-label="Rows per page"
          w={100}
          data={PAGE_SIZES.map(String)}
          value={String(pagination.pageSize)}
          allowDeselect={false}
          onChange={(value) => { if (value) table.setPagination({ pageIndex: 0, pageSize: Number(value) }); }}
        />
        <Pagination
          total={pageCount}
          value={pagination.pageIndex + 1}
          onChange={(page) => table.setPageIndex(page - 1)}
          size="sm"
        />
      </Group>
    </div>
  );
}
