import { Alert, Button, Center, Group, Loader, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import type { TDataIssueLog } from '@ri/contracts/dataIssues';
import { SITE_NAME } from '../../siteConfig.ts';
import { failureText } from '../dashboardErrors.ts';
import { LOGS_LOAD_FAILED } from './dataIssues.ts';

interface Props {
  title: string;
  logId: number | undefined;
  query: { isPending: boolean; isError: boolean; error: unknown; data: TDataIssueLog | undefined };
  onBack: () => void;
  /** an error from the page's own resolution (the server's message) */
  resolveError?: unknown;
  children: (log: TDataIssueLog) => ReactNode;
}

/** The frame of every resolution page: title, the log loaded by id, its states, and Back. */
export function LogPageFrame({ title, logId, query, onBack, resolveError, children }: Props) {
  useDocumentTitle(`${title} · ${SITE_NAME}`);
  const back = <Button variant="default" onClick={onBack}>Back</Button>;
  let body: ReactNode;
  if (logId === undefined) {
    body = <Alert color="yellow" role="alert">No log was chosen. Open a log from the Routine Logs list.</Alert>;
  } else if (query.isError) {
    body = <Alert color="red" role="alert">{failureText(query.error, LOGS_LOAD_FAILED)}</Alert>;
  } else if (query.isPending || query.data === undefined) {
    body = <Center py="xl"><Loader aria-label="Loading the log" /></Center>;
  } else if (query.data.status === 'resolved') {
    body = (
      <Alert color="blue" role="status" title="Already resolved">
        This log was resolved{query.data.resolved_at ? ` on ${new Date(query.data.resolved_at).toLocaleString()}` : ''}. Nothing is left to do here.
      </Alert>
    );
  } else {
    body = children(query.data);
  }
  return (
    <Stack gap="md" maw={1300}>
      <Title order={1} size="h2">{title}</Title>
      {resolveError ? <Alert color="red" role="alert">{failureText(resolveError, LOGS_LOAD_FAILED)}</Alert> : null}
      {body}
      {(logId === undefined || query.isError || query.data?.status === 'resolved') && <Group>{back}</Group>}
    </Stack>
  );
}
