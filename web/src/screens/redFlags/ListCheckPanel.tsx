import { Anchor, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import { listCheckQueryOptions, type RedFlagListCheck } from '../../api/redFlags/redFlagQueries.ts';
import { DataTable } from '../../components/DataTable.tsx';
import { CsvExportButton } from './CsvExportButton.tsx';
import { stopRowClick } from './FacultyCheckPanel.tsx';
import { checkById } from './redFlagChecks.ts';
import { NO_DATA } from './redFlagPanels.ts';
import { ResultState } from './ResultState.tsx';

interface Props {
  check: RedFlagListCheck;
  onOpenAuthor: (authorId: number) => void;
}

type AnyRow = { auth_id: number; name: string } & Record<string, unknown>;

const helper = createColumnHelper<AnyRow>();

/** The table columns the red-flag catalogue declares for a list check; a profile URL is a link of its own. */
function columnsOf(check: RedFlagListCheck): ColumnDef<AnyRow, unknown>[] {
  return (checkById(check).table ?? []).map((column) => (column.field === 'univ_profile_link'
    ? helper.accessor((row) => String(row[column.field] ?? ''), {
      id: column.field,
      header: column.header,
      cell: (info) => (info.getValue() === '' ? <Text size="sm" c="dimmed">None</Text> : <Anchor href={info.getValue()} target="_blank" rel="noopener noreferrer" size="sm" {...stopRowClick}>{info.getValue()}</Anchor>),
    })
    : helper.accessor((row) => row[column.field] as string | number | null, { id: column.field, header: column.header })) as ColumnDef<AnyRow, unknown>);
}

/** Checks 2, 4, 5 and 7: the CSV (a job, the seed's file name) and the rows it holds, each opening the author's profile. */
export function ListCheckPanel({ check, onOpenAuthor }: Props) {
  const query = useQuery(listCheckQueryOptions(check));
  return (
    <Stack gap="md">
      <CsvExportButton check={check} />
      <ResultState query={query} label="results">
        {(data) => {
          const table = tableOf(check, data);
          return (
            <Stack gap="xs">
              <Text size="sm" c="dimmed">{table.rows.length.toLocaleString()} {table.noun} found</Text>
              <DataTable
                label="Red flag results"
                data={table.rows}
                columns={table.columns}
                emptyText={NO_DATA}
                onRowClick={(row) => onOpenAuthor(row.auth_id)}
                rowLabel={(row) => `Edit the profile of ${row.name}`}
              />
            </Stack>
          );
        }}
      </ResultState>
    </Stack>
  );
}

function tableOf(check: RedFlagListCheck, data: object): { rows: AnyRow[]; columns: ColumnDef<AnyRow, unknown>[]; noun: string } {
  const declared = checkById(check).rows ?? { key: 'authors', noun: 'rows' };
  const rows = ((data as Record<string, unknown>)[declared.key] ?? []) as AnyRow[];
  return { rows, columns: columnsOf(check), noun: declared.noun };
}
