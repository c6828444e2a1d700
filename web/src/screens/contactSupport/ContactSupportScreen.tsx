import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import type { z } from 'zod';
import { CONTACT_US_PAGE_SIZE, type ZContactUsList } from '@ri/contracts/contactUs';
import { contactRequestsQueryOptions, contactUsKeys, setContacted } from '../../api/contactUs/contactUsQueries.ts';
import { DataTable } from '../../components/DataTable.tsx';
import { SITE_NAME } from '../../siteConfig.ts';
import { CONTACT_TOGGLE_FAILED, formatTimestamp, isUpdateSuccessful, skipForPage, totalOf } from './contactSupport.ts';

type ContactRequest = z.output<typeof ZContactUsList>['paginationData'][number];

const LOAD_FAILED = 'Internal Server Error. Please try again after some time';

const column = createColumnHelper<ContactRequest>();

/** docs/requirements/admin-tools.md Contact Us Support (/dashboard/contactUsRequest, administrators): the requests of the public contact form. */
export function ContactSupportScreen({ page, onPageChange }: { page: number; onPageChange: (page: number) => void }) {
  useDocumentTitle(`Contact Us Support · ${SITE_NAME}`);
  const queryClient = useQueryClient();
  const list = useQuery(contactRequestsQueryOptions(skipForPage(page)));

  const toggle = useMutation({
    mutationFn: async (request: ContactRequest) => {
      const answer = await setContacted(request.id, !request.contacted);
      if (!isUpdateSuccessful(answer)) throw new Error(CONTACT_TOGGLE_FAILED);
      return answer;
    },
    onError: () => notifications.show({ color: 'red', message: CONTACT_TOGGLE_FAILED, autoClose: 5000 }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contactUsKeys.all }),
  });

  const columns = useMemo(() => [
    column.accessor('name', { header: 'Name' }),
    column.accessor('message', {
      header: 'Message',
      enableSorting: false,
      // issue 22: a long message (or one long word, a link) wraps inside its cell instead of running over the next ones
      cell: (cell) => <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', minWidth: 220, maxWidth: 480 }}>{cell.getValue()}</Text>,
    }),
    column.accessor('email', { header: 'Email' }),
    column.accessor('timestamp', { header: 'Timestamp', cell: (cell) => formatTimestamp(cell.getValue()) }),
    column.accessor('contacted', {
      header: 'Contacted',
      cell: (cell) => {
        const request = cell.row.original;
        const busy = toggle.isPending && toggle.variables.id === request.id;
        return (
          <Button
            size="compact-sm"
            variant={request.contacted ? 'filled' : 'outline'}
            color={request.contacted ? 'green' : 'gray'}
            aria-pressed={request.contacted}
            aria-label={`Contacted ${request.name}: ${request.contacted ? 'Yes' : 'No'}. Press to mark as ${request.contacted ? 'not contacted' : 'contacted'}.`}
            loading={busy}
            onClick={() => toggle.mutate(request)}
          >
            {request.contacted ? 'Yes' : 'No'}
          </Button>
        );
      },
    }),
  ], [toggle]);

  const rows = list.data?.paginationData ?? [];
  const total = list.data ? totalOf(list.data.paginationData) || list.data.total : 0;

  return (
    <Stack gap="md" maw={1200}>
      <Group justify="space-between" align="end">
        <Title order={1} size="h2">Contact Us Support</Title>
        {list.isFetching && !list.isPending ? <Loader size="xs" aria-label="Refreshing" /> : null}
      </Group>
      <Text size="sm" c="dimmed">Requests sent through the public contact form, newest first. Mark a request as contacted once someone has answered it.</Text>
      {list.isError ? <Alert color="red" role="alert">{LOAD_FAILED}</Alert> : null}
      {list.isPending ? (
        <Loader aria-label="Loading contact requests" />
      ) : (
        <DataTable
          label="Contact requests"
          data={rows}
          columns={columns}
          getRowId={(row) => String(row.id)}
          emptyText={page > 1 ? 'No requests on this page.' : 'No contact requests yet.'}
          pageSizes={[CONTACT_US_PAGE_SIZE]}
          server={{
            total,
            pagination: { pageIndex: page - 1, pageSize: CONTACT_US_PAGE_SIZE },
            onPaginationChange: (next) => onPageChange(next.pageIndex + 1),
          }}
        />
      )}
    </Stack>
  );
}
