import { Alert, Avatar, Button, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import type { FormEvent } from 'react';
import type { z } from 'zod';
import type { ZManualMappingSearchAuthor } from '@ri/contracts/directory';
import { ApiError } from '../../api/client.ts';
import { manualMappingQueryOptions } from '../../api/directory/directoryQueries.ts';
import { DataTable } from '../../components/DataTable.tsx';
import { SITE_NAME } from '../../siteConfig.ts';
import { resolveUniversityId } from '../authorSearch/resolveUniversity.ts';
import { UniversityAutocomplete } from '../signup/UniversityAutocomplete.tsx';
import { checkManualMappingForm, querySearchOf } from './manualMapping.ts';
import type { ManualMappingRouteSearch } from './manualMappingSearch.ts';

type Row = z.output<typeof ZManualMappingSearchAuthor>;
const column = createColumnHelper<Row>();
const columns = [
  column.display({ id: 'number', header: '#', cell: (cell) => cell.row.index + 1 }),
  column.accessor('pic', {
    header: 'Picture',
    enableSorting: false,
    cell: (cell) => <Avatar src={cell.getValue() || null} alt="" radius="xl" size="sm" aria-hidden>{cell.row.original.first_name.charAt(0)}{cell.row.original.last_name.charAt(0)}</Avatar>,
  }),
  column.accessor((row) => `${row.first_name} ${row.last_name}`.trim(), { id: 'name', header: 'Name' }),
  column.accessor('univ_name', { header: 'University' }),
  column.accessor('email', { header: 'Email' }),
];

const LOAD_FAILED = 'Internal Server Error. Please try again after some time';

/** docs/requirements/admin-tools.md Manual Mapping (/dashboard/manualmapping, administrators): find an author of a university; rows open the profile read-only. */
export function ManualMappingScreen({ search, onSearch, onOpenAuthor }: {
  search: ManualMappingRouteSearch;
  onSearch: (next: ManualMappingRouteSearch) => void;
  onOpenAuthor: (authorId: number) => void;
}) {
  useDocumentTitle(`Manual Mapping · ${SITE_NAME}`);
  const [firstName, setFirstName] = useState(search.first ?? '');
  const [lastName, setLastName] = useState(search.last ?? '');
  const [university, setUniversity] = useState({ name: search.univName ?? '', universityId: search.univ ?? null });
  const [problem, setProblem] = useState<{ field: 'university' | 'name'; message: string } | null>(null);
  const results = useQuery(manualMappingQueryOptions(querySearchOf(search)));
  const queryClient = useQueryClient();

  // Enter in any field submits the form (docs/requirements/admin-tools.md: 'Enter also searches')
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const universityId = await resolveUniversityId(queryClient, university.name, university.universityId);
    const check = checkManualMappingForm({ firstName, lastName, universityText: university.name, universityId });
    if (!check.ok) {
      setProblem({ field: check.field, message: check.message });
      return;
    }
    setProblem(null);
    const next: ManualMappingRouteSearch = {
      ...(check.search.first_name ? { first: check.search.first_name } : {}),
      ...(check.search.last_name ? { last: check.search.last_name } : {}),
      univ: check.search.univ_id,
      univName: university.name.trim(),
    };
    // the same search again asks the server again (someone may have just been added)
    if (JSON.stringify(next) === JSON.stringify(search)) void results.refetch();
    else onSearch(next);
  }

  return (
    <Stack gap="md" maw={1100}>
      <Title order={1} size="h2">Manual Mapping</Title>
      <form onSubmit={(event) => void submit(event)} aria-label="Find an author" noValidate>
        <Group align="start" gap="sm" wrap="wrap">
          <TextInput label="First name" w={200} value={firstName} onChange={(event) => setFirstName(event.currentTarget.value)} error={problem?.field === 'name'} />
          <TextInput label="Last name" w={200} value={lastName} onChange={(event) => setLastName(event.currentTarget.value)} error={problem?.field === 'name' ? problem.message : undefined} />
          <div style={{ flex: '1 1 320px', maxWidth: 460 }}>
            <UniversityAutocomplete
              name={university.name}
              universityId={university.universityId}
              onChange={setUniversity}
              error={problem?.field === 'university' ? problem.message : undefined}
              placeholder="Start typing a university's name"
              description="Choose the author's university from the suggestions"
            />
          </div>
          <Button type="submit" mt={24} leftSection={<IconSearch size={16} aria-hidden />} loading={results.isFetching}>Search</Button>
        </Group>
      </form>
      {results.isError ? (
        <Alert color="red" role="alert">
          {results.error instanceof ApiError && results.error.status > 0 && results.error.status < 500 ? results.error.message : LOAD_FAILED}
        </Alert>
      ) : null}
      {querySearchOf(search) === null ? (
        <Text size="sm" c="dimmed">Type a first or last name, choose the university and press Search (or Enter).</Text>
      ) : results.isPending ? (
        <Loader aria-label="Searching" />
      ) : results.data ? (
        <Stack gap="xs">
          <Text size="sm" aria-live="polite">{results.data.authors.length} results found</Text>
          <DataTable
            label="Authors found"
            data={results.data.authors}
            columns={columns}
            getRowId={(row) => String(row.author_id)}
            emptyText="No authors found"
            onRowClick={(row) => onOpenAuthor(row.author_id)}
          />
        </Stack>
      ) : null}
    </Stack>
  );
}
