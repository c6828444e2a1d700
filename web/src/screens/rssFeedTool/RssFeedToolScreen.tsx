import { useCallback, useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { Alert, Anchor, Button, Card, Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import type { TRssParseResponse } from '@ri/contracts/ingestion';
import { ApiError } from '../../api/client.ts';
import { ingestionKeys } from '../../api/ingestion/ingestionKeys.ts';
import { addFeed, checkFeedMapping, parseFeedLink, publisherJournalsQueryOptions, publishersQueryOptions } from '../../api/ingestion/rssQueries.ts';
import type { JobRef } from '../../api/jobs/useJobProgress.ts';
import { DataTable } from '../../components/DataTable.tsx';
import { ImportJobProgress } from '../imports/ImportJobProgress.tsx';
import {
  RSS_MESSAGES, checkSummary, failureMessage, fieldError, fieldLabel, fieldRequirement, initialMapping, mappingForRequest, mappingProblems, oneOfText,
  sampleValue, type TagMapping,
} from './rssFeedTool.ts';

const ERROR_TOAST_MS = 5000;

type CheckedRow = Awaited<ReturnType<typeof checkFeedMapping>>['parsed_data'][number];

function showError(message: string) {
  notifications.show({ color: 'red', title: 'RSS Feed Tool', message, autoClose: ERROR_TOAST_MS });
}

function serverMessage(error: unknown): string | null {
  return error instanceof ApiError && error.status !== 0 && error.status < 500 ? error.message : null;
}

const checkedColumn = createColumnHelper<CheckedRow>();
const CHECKED_COLUMNS = [
  checkedColumn.accessor('title', { header: 'Title', cell: (info) => <Text size="sm" lineClamp={3}>{info.getValue() || '—'}</Text> }),
  checkedColumn.accessor((row) => row.authors.join('; '), { id: 'authors', header: 'Authors', cell: (info) => <Text size="sm" lineClamp={3}>{info.getValue() || '—'}</Text> }),
  checkedColumn.accessor('doi', { header: 'DOI' }),
  checkedColumn.accessor('publication_year', { header: 'Year', cell: (info) => info.getValue() ?? '—' }),
  checkedColumn.accessor('publication_name', { header: 'Publication' }),
  checkedColumn.accessor((row) => [row.volume && `Vol. ${row.volume}`, row.issue && `No. ${row.issue}`].filter(Boolean).join(', '), { id: 'volume', header: 'Volume / issue' }),
  checkedColumn.accessor('url', {
    header: 'Link',
    cell: (info) => (info.getValue() ? <Anchor href={info.getValue()} target="_blank" rel="noreferrer noopener" size="sm">Open</Anchor> : '—'),
  }),
  checkedColumn.accessor('problem', {
    header: 'Import',
    cell: (info) => (info.getValue()
      ? <Text size="sm" c="orange.9" fw={600}>Skipped: {info.getValue()}</Text>
      : <Text size="sm" c="green.9" fw={600}>Ready</Text>),
  }),
];

/** docs/requirements/admin-tools.md RSS Feed Tool (/dashboard/RSSFeedTool, administrators). */
export function RssFeedToolScreen() {
  useDocumentTitle('RSS Feed Tool · Research Insights');
  const queryClient = useQueryClient();
  const [publisherId, setPublisherId] = useState<number | null>(null);
  const [journalId, setJournalId] = useState<number | null>(null);
  const [link, setLink] = useState('');
  const [linkError, setLinkError] = useState<string | null>(null);
  const [parsed, setParsed] = useState<{ link: string; response: TRssParseResponse } | null>(null);
  const [mapping, setMapping] = useState<TagMapping>({});
  const [showMappingErrors, setShowMappingErrors] = useState(false);
  const [job, setJob] = useState<JobRef | null>(null);

  const publishers = useQuery(publishersQueryOptions());
  const journals = useQuery(publisherJournalsQueryOptions(publisherId));
  const journal = journals.data?.find((j) => j.id === journalId) ?? null;

  const parse = useMutation({ mutationFn: (feedLink: string) => parseFeedLink(feedLink) });
  const check = useMutation({ mutationFn: (input: { link: string; config: Record<string, string> }) => checkFeedMapping(input.link, input.config) });
  const submit = useMutation({ mutationFn: addFeed });

  function resetFeed() {
    setParsed(null);
    setMapping({});
    setShowMappingErrors(false);
    check.reset();
  }

  function choosePublisher(value: string | null) {
    setPublisherId(value ? Number(value) : null);
    setJournalId(null);
    setLink('');
    resetFeed();
  }

  function chooseJournal(value: string | null) {
    const id = value ? Number(value) : null;
    setJournalId(id);
    setLink(journals.data?.find((j) => j.id === id)?.rss_feed_link ?? '');
    setLinkError(null);
    resetFeed();
  }

  function onSubmitLink(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const feedLink = link.trim();
    if (feedLink === '') {
      setLinkError('Please enter the feed link');
      return;
    }
    if (!/^https?:\/\/\S+$/i.test(feedLink)) {
      setLinkError('Please enter a valid http(s) link');
      return;
    }
    setLinkError(null);
    resetFeed();
    parse.mutate(feedLink, {
      onSuccess: (response) => {
        if (response.error !== null) {
          showError(failureMessage(RSS_MESSAGES.upload, response.error));
          return;
        }
        setParsed({ link: feedLink, response });
        setMapping(initialMapping({
          databaseFields: response.database_fields, feedTags: response.rss_fields, saved: journal?.config ?? null, suggested: response.suggested_config,
        }));
      },
      onError: (error) => showError(failureMessage(RSS_MESSAGES.upload, serverMessage(error))),
    });
  }

  const rules = parsed?.response;
  const problems = rules ? mappingProblems(mapping, rules) : [];

  function changeMapping(field: string, tag: string | null) {
    setMapping((current) => ({ ...current, [field]: tag ?? undefined }));
    // the Check table shows the previous mapping: it must be checked again
    check.reset();
  }

  function onCheck() {
    if (!parsed) return;
    setShowMappingErrors(true);
    if (problems.length > 0) return;
    check.mutate({ link: parsed.link, config: mappingForRequest(mapping) }, {
      onSuccess: (result) => {
        if (result.error !== null) showError(failureMessage(RSS_MESSAGES.check, result.error));
      },
      onError: (error) => showError(failureMessage(RSS_MESSAGES.check, serverMessage(error))),
    });
  }

  function onSave() {
    if (!parsed || journalId === null) return;
    submit.mutate({ link: parsed.link, config: mappingForRequest(mapping), journal_id: journalId }, {
      onSuccess: (started) => {
        notifications.show({ color: 'green', message: RSS_MESSAGES.submitted });
        setJob({ queue: started.queue, jobId: started.job_id });
        // the seed reloads the page after Submit: back to the start, the journal's saved mapping reloaded
        resetFeed();
        void queryClient.invalidateQueries({ queryKey: ingestionKeys.publisherJournals(publisherId ?? 0) });
      },
      onError: (error) => showError(failureMessage(RSS_MESSAGES.submit, serverMessage(error))),
    });
  }

  const onImportFinished = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: ingestionKeys.all });
  }, [queryClient]);

  const publisherOptions = useMemo(() => (publishers.data ?? []).map((p) => ({ value: String(p.id), label: p.publisher_name })), [publishers.data]);
  const journalOptions = useMemo(() => (journals.data ?? []).map((j) => ({ value: String(j.id), label: j.config ? `${j.title} (feed configured)` : j.title })), [journals.data]);
  const checkResult = check.data && check.data.error === null ? check.data : null;
  const checkedVariables = check.variables;

  return (
    <Stack gap="lg" maw={1200}>
      <Stack gap={4}>
        <Title order={1} size="h2">RSS Feed Tool</Title>
        <Text size="sm" c="dimmed">
          Import a journal&apos;s table of contents from its RSS or Atom feed: choose the journal, read its feed, tell us which of its tags hold
          which paper field, check the result and import. The feed is then refreshed on schedule with the saved mapping.
        </Text>
      </Stack>

      {job !== null && (
        <Card withBorder padding="md">
          <Stack gap="xs">
            <Title order={2} size="h4">Import</Title>
            <ImportJobProgress job={job} label="Feed import" onFinished={onImportFinished} showHistoryLink />
          </Stack>
        </Card>
      )}

      <Card withBorder padding="md" component="section" aria-label="Feed">
        <form onSubmit={onSubmitLink} noValidate aria-label="Feed">
          <Stack gap="sm">
            <Title order={2} size="h4">1. Journal and feed</Title>
            {publishers.isError && <Alert color="red" role="alert">{RSS_MESSAGES.publisherFailed}</Alert>}
            {journals.isError && <Alert color="red" role="alert">{RSS_MESSAGES.journalFailed}</Alert>}
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Select
                label="Publisher"
                placeholder={publishers.isPending ? 'Loading publishers…' : 'Choose a publisher'}
                data={publisherOptions}
                value={publisherId === null ? null : String(publisherId)}
                onChange={choosePublisher}
                searchable
                nothingFoundMessage="No publisher of that name"
              />
              <Select
                label="Journal"
                placeholder={publisherId === null ? 'Choose a publisher first' : journals.isPending ? 'Loading journals…' : 'Choose a journal'}
                data={journalOptions}
                value={journalId === null ? null : String(journalId)}
                onChange={chooseJournal}
                disabled={publisherId === null || journals.isPending}
                searchable
                nothingFoundMessage="No journal of that name"
              />
            </SimpleGrid>
            {journal && (
              <Text size="xs" c="dimmed">
                {journal.config ? 'This journal has a saved mapping: it is used when the feed still has its tags.' : 'This journal has no saved feed mapping yet.'}
                {journal.last_fetched_at ? ` Last imported ${new Date(journal.last_fetched_at).toLocaleString()}.` : ''}
              </Text>
            )}
            <TextInput
              label="Feed link"
              description="The journal's RSS, RSS 1.0 (RDF) or Atom feed"
              placeholder="https://…"
              type="url"
              value={link}
              onChange={(event) => { setLink(event.currentTarget.value); setLinkError(null); }}
              disabled={journalId === null}
              error={linkError}
              required
            />
            <Group>
              <Button type="submit" disabled={journalId === null} loading={parse.isPending}>Submit</Button>
            </Group>
          </Stack>
        </form>
      </Card>

      {parsed && rules && (
        <Card withBorder padding="md" component="section" aria-label="Tag mapping">
          <Stack gap="sm">
            <Title order={2} size="h4">2. Tag mapping</Title>
            <Text size="sm" data-testid="feed-summary">
              {parsed.response.item_count} item{parsed.response.item_count === 1 ? '' : 's'} in the feed
              {parsed.response.dialect ? ` (${{ rss2: 'RSS 2.0', rss1: 'RSS 1.0 / RDF', atom: 'Atom' }[parsed.response.dialect]})` : ''};
              {' '}{parsed.response.rss_fields.length} tags offered. Fields marked * are required; {rules.mandatory_one_of.map((g) => oneOfText(g)).join(', ')}: at least one.
            </Text>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" verticalSpacing="xs">
              {rules.database_fields.map((field) => {
                const requirement = fieldRequirement(field, rules);
                const sample = sampleValue(parsed.response.parsed_data, mapping[field]);
                return (
                  <Select
                    key={field}
                    label={fieldLabel(field)}
                    withAsterisk={requirement === 'mandatory'}
                    description={sample !== '' ? `e.g. ${sample}` : requirement === 'one_of' ? `One of ${oneOfText(rules.mandatory_one_of.find((g) => g.includes(field)) ?? [])} is required` : 'Not mapped'}
                    placeholder="Choose the feed's tag"
                    data={rules.rss_fields}
                    value={mapping[field] ?? null}
                    onChange={(tag) => changeMapping(field, tag)}
                    error={showMappingErrors ? fieldError(field, mapping, rules) : null}
                    clearable
                    searchable
                    data-testid={`mapping-${field}`}
                  />
                );
              })}
            </SimpleGrid>
            {showMappingErrors && problems.length > 0 && (
              <Alert color="red" role="alert" title="The mapping is not complete">
                <Stack gap={2}>{problems.map((problem) => <Text key={problem} size="sm">{problem}</Text>)}</Stack>
              </Alert>
            )}
            <Group>
              <Button variant="light" onClick={onCheck} loading={check.isPending}>Check</Button>
            </Group>
          </Stack>
        </Card>
      )}

      {parsed && checkResult && checkedVariables && (
        <Card withBorder padding="md" component="section" aria-label="Checked items">
          <Stack gap="sm">
            <Title order={2} size="h4">3. Check</Title>
            {checkResult.problems.length > 0 && (
              <Alert color="red" role="alert">{checkResult.problems.join(' ')}</Alert>
            )}
            <Text size="sm" data-testid="check-summary">{checkSummary(checkResult.parsed_data)}</Text>
            <DataTable
              label="Mapped feed items"
              data={checkResult.parsed_data}
              columns={CHECKED_COLUMNS}
              emptyText="The feed has no items."
            />
            <Group>
              <Button onClick={onSave} loading={submit.isPending} disabled={checkResult.problems.length > 0}>Submit</Button>
              <Text size="xs" c="dimmed">Saves the mapping for {journal?.title ?? 'the journal'} and imports the items as papers.</Text>
            </Group>
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
