import {
  Alert, Button, Group, Loader, Pagination, Paper, ScrollArea, Select, Stack, Text, TextInput, Title, UnstyledButton,
} from '@mantine/core';
import { useDebouncedCallback, useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconSearch } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { safeCsvFileName } from '@ri/csv';
import { BUSINESS_SCHOOL_DEPARTMENTS } from '@ri/metrics';
import type { TDirectoryAuthor } from '@ri/contracts/directory';
import { ApiError } from '../../api/client.ts';
import { adminAuthorSearchQueryOptions, facultyDirectoryQueryOptions, fetchDirectoryReport } from '../../api/directory/directoryQueries.ts';
import { departmentConfigQueryOptions } from '../../api/departmentConfig/departmentConfigQueries.ts';
import { paginationControlLabel } from '../../components/DataTable.tsx';
import { downloadTextFile } from '../../components/downloadFile.ts';
import { SITE_NAME } from '../../siteConfig.ts';
import { UniversityAutocomplete } from '../signup/UniversityAutocomplete.tsx';
import {
  ADMIN_SEARCH_PAGE_SIZE, DIRECTORY_SORT_OPTIONS, NO_RESULTS, SELECT_UNIVERSITY, adminSearchSkip, directoryFilters, markerLine,
  reportFileName,
} from './directory.ts';
import { resolveUniversityId } from './resolveUniversity.ts';
import { directoryUniversityId } from './directoryLoader.ts';
import { DEFAULT_DIRECTORY_SORT, type DirectorySearch, type DirectorySort } from './directorySearch.ts';
import { StoredAvatar } from '../../components/StoredAvatar.tsx';

const LOAD_FAILED = 'Internal Server Error. Please try again after some time';

function failureText(error: Error): string {
  return error instanceof ApiError && error.status > 0 && error.status < 500 ? error.message : LOAD_FAILED;
}

interface Props {
  /**
   * 'admin' (/dashboard/authorSearch): a university chosen = that university's directory, none =
   * the admin author search over every university. 'university' (/dashboards/facultyDirectory):
   * always the directory of `fixedUniversity`.
   */
  mode: 'admin' | 'university';
  fixedUniversity?: { id: number; name: string } | null;
  search: DirectorySearch;
  onSearchChange: (next: DirectorySearch, options?: { replace?: boolean }) => void;
  onOpenAuthor: (authorId: number) => void;
}

/**
 * docs/requirements/admin-tools.md "Admin author search" and "University faculty directory" (docs/admin-tools.md,
 * "Screens"). The choices are the address; the route keeps them for the tab (keptSelectionsOnLoad).
 */
export function FacultyDirectoryScreen({ mode, fixedUniversity = null, search, onSearchChange, onOpenAuthor }: Props) {
  const title = mode === 'admin' ? 'Author Search' : 'Faculty Directory';
  useDocumentTitle(`${title} · ${SITE_NAME}`);

  // the same university as the route loader's (directoryLoader.ts)
  const universityId = directoryUniversityId(search, fixedUniversity?.id ?? null);
  const university = universityId === null ? null : fixedUniversity ?? { id: universityId, name: search.univName ?? '' };
  const filters = directoryFilters(search);
  const set = (changes: Partial<DirectorySearch>, replace = false) => {
    const next: DirectorySearch = { ...search, ...changes };
    for (const key of Object.keys(next) as (keyof DirectorySearch)[]) if (next[key] === undefined || next[key] === '') delete next[key];
    onSearchChange(next, { replace });
  };

  return (
    <Stack gap="md" maw={1100}>
      <Title order={1} size="h2">{title}</Title>
      {mode === 'admin' ? (
        <UniversityChoice
          key={search.univ ?? 'all'}
          chosen={university}
          onSearch={(chosen) => set({ univ: chosen.id, univName: chosen.name, department: undefined, page: undefined })}
          onShowAll={() => set({ univ: undefined, univName: undefined, department: undefined, page: undefined })}
        />
      ) : null}
      {university === null ? (
        <Text size="sm" c="dimmed">Faculty of every university. Choose a university and press Search to open its faculty directory.</Text>
      ) : null}
      <Filters
        universityId={university?.id ?? null}
        name={search.name ?? ''}
        department={search.department ?? null}
        sort={filters.sort}
        onName={(name) => set({ name, page: undefined }, true)}
        onDepartment={(department) => set({ department: department ?? undefined, page: undefined })}
        onSort={(sort) => set({ sort: sort === DEFAULT_DIRECTORY_SORT ? undefined : sort, page: undefined })}
      />
      {university ? (
        <DirectoryResults university={university} filters={filters} onOpenAuthor={onOpenAuthor} />
      ) : mode === 'admin' ? (
        <AllUniversitiesResults filters={filters} page={search.page ?? 1} onPage={(page) => set({ page: page > 1 ? page : undefined })} onOpenAuthor={onOpenAuthor} />
      ) : null}
    </Stack>
  );
}

function UniversityChoice({ chosen, onSearch, onShowAll }: {
  chosen: { id: number; name: string } | null;
  onSearch: (university: { id: number; name: string }) => void;
  onShowAll: () => void;
}) {
  const [text, setText] = useState(chosen?.name ?? '');
  const [universityId, setUniversityId] = useState<number | null>(chosen?.id ?? null);
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const id = await resolveUniversityId(queryClient, text, universityId);
    if (id === null) {
      setError(SELECT_UNIVERSITY);
      return;
    }
    setError(null);
    onSearch({ id, name: text.trim() });
  }

  return (
    <form onSubmit={(event) => void submit(event)} aria-label="Choose a university" noValidate>
      <Group align="start" gap="sm">
        <div style={{ flex: '1 1 360px', maxWidth: 520 }}>
          <UniversityAutocomplete
            name={text}
            universityId={universityId}
            onChange={(next) => { setText(next.name); setUniversityId(next.universityId); }}
            error={error ?? undefined}
            placeholder="Start typing a university's name"
            description="Choose a university from the suggestions, then Search"
          />
        </div>
        <Button type="submit" mt={24} leftSection={<IconSearch size={16} aria-hidden />}>Search</Button>
        {chosen ? <Button variant="subtle" mt={24} onClick={onShowAll}>Show all universities</Button> : null}
      </Group>
    </form>
  );
}

function Filters({ universityId, name, department, sort, onName, onDepartment, onSort }: {
  universityId: number | null;
  name: string;
  department: string | null;
  sort: DirectorySort;
  onName: (name: string) => void;
  onDepartment: (department: string | null) => void;
  onSort: (sort: DirectorySort) => void;
}) {
  const [typed, setTyped] = useState(name);
  // the address changed from elsewhere (restored selections, back button): show its text
  const [shownName, setShownName] = useState(name);
  if (name !== shownName) {
    setShownName(name);
    if (typed.trim() !== name) setTyped(name);
  }
  const sendName = useDebouncedCallback((value: string) => onName(value.trim()), 350);
  const departments = useQuery(departmentConfigQueryOptions(universityId));
  const departmentNames = universityId === null ? [...BUSINESS_SCHOOL_DEPARTMENTS] : (departments.data?.departments ?? []).map((item) => item.name);
  const options = department !== null && !departmentNames.includes(department) ? [department, ...departmentNames] : departmentNames;

  return (
    <Group gap="sm" align="end" wrap="wrap">
      <TextInput
        label="Search from all faculty list"
        placeholder="Part of a name"
        w={280}
        value={typed}
        leftSection={<IconSearch size={16} aria-hidden />}
        onChange={(event) => { setTyped(event.currentTarget.value); sendName(event.currentTarget.value); }}
      />
      <Select
        label="Filter By Department"
        placeholder={departments.isLoading ? 'Loading departments…' : 'All departments'}
        w={260}
        searchable
        clearable
        data={options}
        value={department}
        onChange={onDepartment}
        nothingFoundMessage="No department matches"
      />
      <Select
        label="Sort By"
        w={220}
        data={DIRECTORY_SORT_OPTIONS.map((option) => ({ ...option }))}
        value={sort}
        allowDeselect={false}
        onChange={(value) => { if (value) onSort(value as DirectorySort); }}
      />
    </Group>
  );
}

function DirectoryResults({ university, filters, onOpenAuthor }: {
  university: { id: number; name: string };
  filters: ReturnType<typeof directoryFilters>;
  onOpenAuthor: (authorId: number) => void;
}) {
  const list = useQuery(facultyDirectoryQueryOptions(university.id, filters));
  const [downloading, setDownloading] = useState(false);

  const universityName = university.name || list.data?.authors[0]?.univ_name || '';

  async function download() {
    setDownloading(true);
    try {
      const csv = await fetchDirectoryReport(university.id, filters);
      downloadTextFile(safeCsvFileName(reportFileName(universityName || String(university.id))), csv);
    } catch (error) {
      notifications.show({ color: 'red', message: failureText(error as Error), autoClose: 5000 });
    } finally {
      setDownloading(false);
    }
  }

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text size="sm" aria-live="polite">
          {list.data ? `${list.data.total} faculty${universityName ? ` of ${universityName}` : ''}` : ' '}
        </Text>
        <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} loading={downloading} onClick={() => void download()} disabled={!list.data}>
          Download Report
        </Button>
      </Group>
      <ResultList query={list} onOpenAuthor={onOpenAuthor} showUniversity={false} />
    </Stack>
  );
}

function AllUniversitiesResults({ filters, page, onPage, onOpenAuthor }: {
  filters: ReturnType<typeof directoryFilters>;
  page: number;
  onPage: (page: number) => void;
  onOpenAuthor: (authorId: number) => void;
}) {
  const list = useQuery(adminAuthorSearchQueryOptions({ ...filters, skip: adminSearchSkip(page), limit: ADMIN_SEARCH_PAGE_SIZE }));
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / ADMIN_SEARCH_PAGE_SIZE));
  return (
    <Stack gap="sm">
      <Text size="sm" aria-live="polite">{list.data ? `${list.data.total} faculty` : ' '}</Text>
      <ResultList query={list} onOpenAuthor={onOpenAuthor} showUniversity />
      {pages > 1 ? <Pagination total={pages} value={page} onChange={onPage} size="sm" aria-label="Result pages" getControlProps={paginationControlLabel} /> : null}
    </Stack>
  );
}

function ResultList({ query, onOpenAuthor, showUniversity }: {
  query: { data?: { authors: TDirectoryAuthor[] }; isPending: boolean; isError: boolean; error: Error | null; isFetching: boolean };
  onOpenAuthor: (authorId: number) => void;
  showUniversity: boolean;
}) {
  if (query.isPending) return <Loader aria-label="Loading faculty" />;
  if (query.isError) return <Alert color="red" role="alert">{failureText(query.error ?? new Error(LOAD_FAILED))}</Alert>;
  const authors = query.data?.authors ?? [];
  if (authors.length === 0) return <Text c="dimmed">{NO_RESULTS}</Text>;
  return (
    <ScrollArea.Autosize mah={560} type="auto" style={{ opacity: query.isFetching ? 0.6 : 1 }}>
      <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Faculty">
        {authors.map((author) => {
          const fullName = `${author.first_name} ${author.last_name}`.trim();
          return (
            <li key={author.id}>
              <UnstyledButton onClick={() => onOpenAuthor(author.id)} w="100%" title={`Open the profile of ${fullName}`}>
                <Paper withBorder p="sm">
                  <Group gap="md" wrap="nowrap">
                    <StoredAvatar picture={author.profile_picture} alt="" radius="xl" aria-hidden>{author.first_name.charAt(0)}{author.last_name.charAt(0)}</StoredAvatar>
                    <Stack gap={0} style={{ minWidth: 0 }}>
                      <Text fw={600}>{fullName}</Text>
                      {showUniversity ? <Text size="sm">{author.univ_name}</Text> : null}
                      <Text size="sm" c="dimmed">{author.email || 'No e-mail on record'}</Text>
                      <Text size="sm">{author.department.length > 0 ? author.department.join(', ') : 'No department'}</Text>
                      <Text size="sm">{markerLine(author.marker)}</Text>
                    </Stack>
                  </Group>
                </Paper>
              </UnstyledButton>
            </li>
          );
        })}
      </Stack>
    </ScrollArea.Autosize>
  );
}
