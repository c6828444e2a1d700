import { Anchor, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import type { TEducationPaperRow, TSpanRow, TWithoutEducationRow } from '@ri/contracts';
import { listCheckQueryOptions, type RedFlagListCheck } from '../../api/redFlags/redFlagQueries.ts';
import { DataTable } from '../../components/DataTable.tsx';
import { CsvExportButton } from './CsvExportButton.tsx';
import { stopRowClick } from './FacultyCheckPanel.tsx';
import { NO_DATA } from './redFlagPanels.ts';
import { ResultState } from './ResultState.tsx';

interface Props {
  check: RedFlagListCheck;
  onOpenAuthor: (authorId: number) => void;
}

const withoutEducation = createColumnHelper<TWithoutEducationRow>();
const educationPaper = createColumnHelper<TEducationPaperRow>();
const span = createColumnHelper<TSpanRow>();

const WITHOUT_EDUCATION_COLUMNS = [
  withoutEducation.accessor('name', { header: 'Author Name' }),
  withoutEducation.accessor('univ_name', { header: 'University' }),
  withoutEducation.accessor('univ_profile_link', {
    header: 'University Profile URL',
    cell: (info) => (info.getValue() === '' ? <Text size="sm" c="dimmed">None</Text> : <Anchor href={info.getValue()} target="_blank" rel="noopener noreferrer" size="sm" {...stopRowClick}>{info.getValue()}</Anchor>),
  }),
  withoutEducation.accessor('position', { header: 'Position' }),
  withoutEducation.accessor('total_papers', { header: 'Total Papers' }),
  withoutEducation.accessor('auth_id', { header: 'ID' }),
];

const EDUCATION_PAPER_COLUMNS = [
  educationPaper.accessor('name', { header: 'Author Name' }),
  educationPaper.accessor('univ_name', { header: 'University' }),
  educationPaper.accessor('reference_degree', { header: 'Degree' }),
  educationPaper.accessor('reference_year', { header: 'Degree Year' }),
  educationPaper.accessor('document_title', { header: 'Paper' }),
  educationPaper.accessor('publication_name', { header: 'Journal' }),
  educationPaper.accessor('publication_year', { header: 'Publication Year' }),
  educationPaper.accessor('auth_id', { header: 'ID' }),
];

const SPAN_COLUMNS = [
  span.accessor('name', { header: 'Author Name' }),
  span.accessor('univ_name', { header: 'University' }),
  span.accessor('first_year', { header: 'First Paper' }),
  span.accessor('last_year', { header: 'Last Paper' }),
  span.accessor('span', { header: 'Span (years)' }),
  span.accessor('total_papers', { header: 'Total Papers' }),
  span.accessor('auth_id', { header: 'ID' }),
];

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

type AnyRow = { auth_id: number; name: string };
type ListData = { authors: TWithoutEducationRow[] } | { papers: TEducationPaperRow[] } | { authors: TSpanRow[] };

function tableOf(check: RedFlagListCheck, data: ListData): { rows: AnyRow[]; columns: ColumnDef<AnyRow, unknown>[]; noun: string } {
  const rows: AnyRow[] = 'papers' in data ? data.papers : data.authors;
  if (check === 'papers_older_than_last_education_year' || check === 'papers_older_than_two_years_before_phds') {
    return { rows, columns: EDUCATION_PAPER_COLUMNS as ColumnDef<AnyRow, unknown>[], noun: 'papers' };
  }
  if (check === 'papers_with_span_of_more_than_fifty_years') return { rows, columns: SPAN_COLUMNS as ColumnDef<AnyRow, unknown>[], noun: 'authors' };
  return { rows, columns: WITHOUT_EDUCATION_COLUMNS as ColumnDef<AnyRow, unknown>[], noun: 'authors' };
}
