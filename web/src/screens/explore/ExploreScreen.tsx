import { Alert, Button, Center, Group, Loader, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import type { TAuthorSearchRow } from '@ri/contracts/authors';
import type { ZPaperSearchPaper } from '@ri/contracts/directory';
import { authorSearchQueryOptions } from '../../api/authors/authorQueries.ts';
import { paperSearchQueryOptions } from '../../api/search/searchQueries.ts';
import { DataTable } from '../../components/DataTable.tsx';
import { AnchorLink } from '../../components/routerLinks/AnchorLink.tsx';
import { SITE_NAME } from '../../siteConfig.ts';
import { failureMessage } from '../facultyHome/screenMessages.ts';
import {
  authorName, draftFromSearch, exploreHeading, exploreQuery, hasSearch, profileLinkFor, resultsFoundText, searchOptions,
  type ExploreDraft, type ExploreMode, type ProfileLink,
} from './explore.ts';
import type { ExploreSearch } from './exploreSearch.ts';
import { StoredAvatar } from '../../components/StoredAvatar.tsx';

type Paper = z.infer<typeof ZPaperSearchPaper>;

const EXPLORE_PATH: Record<ExploreMode, '/dashboard/explore' | '/dashboards/explore' | '/tools/editAuthor'> = {
  faculty: '/dashboard/explore',
  readOnly: '/dashboards/explore',
  edit: '/tools/editAuthor',
};

interface Props {
  mode: ExploreMode;
  search: ExploreSearch;
  /** the signed-in user's own author record: their row does nothing */
  ownAuthorId: number | null;
}

/** Explore (/dashboard/explore, /dashboards/explore) and the administrator's Edit Author (/tools/editAuthor): docs/requirements/admin-tools.md "Explore / Edit Author". */
export function ExploreScreen({ mode, search, ownAuthorId }: Props) {
  const heading = exploreHeading(mode);
  useDocumentTitle(`${heading} · ${SITE_NAME}`);
  const navigate = useNavigate();
  const [draft, setDraft] = useState<ExploreDraft>(() => draftFromSearch(search, mode));
  const [error, setError] = useState<string | null>(null);
  const options = searchOptions(mode);
  const submitted = hasSearch(search, mode) ? draftFromSearch(search, mode) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = exploreQuery(draft);
    if ('error' in query) {
      setError(query.error);
      return;
    }
    setError(null);
    void navigate({ to: EXPLORE_PATH[mode], search: query.search });
  };

  return (
    <Stack gap="md" maw={1200}>
      <Title order={1} size="h2">{heading}</Title>
      <form onSubmit={submit} noValidate aria-label={`${heading} search`}>
        <Stack gap="sm">
          {options.length > 1 ? (
            <SegmentedControl
              w={260}
              aria-label="Search by"
              data={[{ value: 'faculty', label: 'Faculty' }, { value: 'paper', label: 'Paper' }]}
              value={draft.by}
              onChange={(by) => { setDraft({ ...draft, by: by as ExploreDraft['by'] }); setError(null); }}
            />
          ) : null}
          <Group align="flex-start" gap="sm">
            {draft.by === 'faculty' ? (
              <>
                <TextInput label="First name" value={draft.first} onChange={(event) => setDraft({ ...draft, first: event.currentTarget.value })} w={220} maxLength={100} />
                <TextInput label="Last name" value={draft.last} onChange={(event) => setDraft({ ...draft, last: event.currentTarget.value })} w={220} maxLength={100} />
              </>
            ) : (
              <TextInput label="Paper title" value={draft.title} onChange={(event) => setDraft({ ...draft, title: event.currentTarget.value })} w={460} maxLength={300} />
            )}
            <Button type="submit" mt={25} leftSection={<IconSearch size={16} aria-hidden />}>Search</Button>
          </Group>
          {error !== null ? <Text size="sm" c="red" role="alert">{error}</Text> : null}
        </Stack>
      </form>
      {submitted === null ? null : submitted.by === 'faculty' ? (
        <FacultyResults mode={mode} first={submitted.first} last={submitted.last} ownAuthorId={ownAuthorId} />
      ) : (
        <PaperResults mode={mode} title={submitted.title} ownAuthorId={ownAuthorId} />
      )}
    </Stack>
  );
}

function useOpenProfile() {
  const navigate = useNavigate();
  return (link: ProfileLink) => {
    if (link.to === '/dashboards/profileEdit') void navigate({ to: link.to, search: link.search });
    else void navigate({ to: link.to, search: link.search });
  };
}

function FacultyResults({ mode, first, last, ownAuthorId }: { mode: ExploreMode; first: string; last: string; ownAuthorId: number | null }) {
  const authors = useQuery(authorSearchQueryOptions(first, last));
  const open = useOpenProfile();
  const columns = useMemo<ColumnDef<TAuthorSearchRow & { number: number }>[]>(() => [
    { id: 'number', header: '#', accessorKey: 'number', enableSorting: false },
    {
      id: 'picture', header: 'Picture', enableSorting: false,
      cell: ({ row }) => <StoredAvatar picture={row.original.profile_picture} radius="xl" size="md" alt="" />,
    },
    { id: 'name', header: 'Name', accessorFn: (row) => authorName(row) },
    { id: 'university', header: 'University', accessorFn: (row) => row.univ_name || '-' },
    { id: 'email', header: 'E-mail', accessorFn: (row) => row.email || '-' },
  ], []);
  if (authors.isPending) return <Center py="xl"><Loader aria-label="Searching faculty" /></Center>;
  if (authors.isError) return <Alert color="red" role="alert">{failureMessage(authors.error)}</Alert>;
  const rows = authors.data.map((row, index) => ({ ...row, number: index + 1 }));
  return (
    <Stack gap="xs">
      <Text fw={600} role="status" data-testid="results-found">{resultsFoundText(rows.length)}</Text>
      <DataTable
        label="Faculty found"
        data={rows}
        columns={columns}
        getRowId={(row) => String(row.id)}
        emptyText="No faculty match this name."
        onRowClick={(row) => { const link = profileLinkFor(mode, row.id, ownAuthorId); if (link) open(link); }}
        rowLabel={(row) => (profileLinkFor(mode, row.id, ownAuthorId) === null
          ? `${authorName(row)} (your own profile)`
          : `${mode === 'edit' ? 'Edit' : 'Open'} the profile of ${authorName(row)}`)}
      />
    </Stack>
  );
}

function PaperResults({ mode, title, ownAuthorId }: { mode: ExploreMode; title: string; ownAuthorId: number | null }) {
  const papers = useQuery(paperSearchQueryOptions(title));
  const columns = useMemo<ColumnDef<Paper & { number: number }>[]>(() => [
    { id: 'number', header: '#', accessorKey: 'number', enableSorting: false },
    { id: 'title', header: 'Title', accessorKey: 'document_title' },
    { id: 'journal', header: 'Journal', accessorFn: (row) => row.publication_name || '-' },
    { id: 'year', header: 'Year', accessorFn: (row) => row.publication_year ?? '-' },
    {
      id: 'authors', header: 'Authors', enableSorting: false,
      cell: ({ row }) => (
        <Group gap={4} wrap="wrap">
          {row.original.authors.map((author, index) => {
            const name = authorName(author);
            const separator = index < row.original.authors.length - 1 ? ',' : '';
            const link = author.id === null ? null : profileLinkFor(mode, author.id, ownAuthorId, { forPaperAuthor: true });
            if (link === null) return <Text key={`${name}-${index}`} size="sm" span>{name}{separator}</Text>;
            return (
              <Text key={`${author.id}-${index}`} size="sm" span>
                {link.to === '/dashboards/profileEdit'
                  ? <AnchorLink to={link.to} search={link.search} size="sm">{name}</AnchorLink>
                  : <AnchorLink to={link.to} search={link.search} size="sm">{name}</AnchorLink>}
                {separator}
              </Text>
            );
          })}
        </Group>
      ),
    },
  ], [mode, ownAuthorId]);
  if (papers.isPending) return <Center py="xl"><Loader aria-label="Searching papers" /></Center>;
  if (papers.isError) return <Alert color="red" role="alert">{failureMessage(papers.error)}</Alert>;
  const rows = papers.data.map((row, index) => ({ ...row, number: index + 1 }));
  return (
    <Stack gap="xs">
      <Text fw={600} role="status" data-testid="results-found">{resultsFoundText(rows.length)}</Text>
      <DataTable label="Papers found" data={rows} columns={columns} getRowId={(row) => String(row._id)} emptyText="No paper title matches." />
      <Text size="xs" c="dimmed">At most 50 papers are listed, the closest titles first: type more of the title to narrow them.</Text>
    </Stack>
  );
}
