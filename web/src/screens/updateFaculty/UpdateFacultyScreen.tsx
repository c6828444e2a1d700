import { useCallback, useMemo, useState } from 'react';
import { Alert, Button, Card, Group, Loader, Select, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TUpdateFacultyBody } from '@ri/contracts/ingestion';
import { ApiError } from '../../api/client.ts';
import { facultyListQueryOptions, postUpdateFaculty, startScrape } from '../../api/ingestion/facultyQueries.ts';
import { ingestionKeys } from '../../api/ingestion/ingestionKeys.ts';
import type { JobRef } from '../../api/jobs/useJobProgress.ts';
import { allUniversitiesQueryOptions } from '../../api/universities/universityQueries.ts';
import { ImportJobProgress } from '../imports/ImportJobProgress.tsx';
import { DirectoryConfigPanel } from './DirectoryConfigPanel.tsx';
import { FacultyDataStatusPanel } from './FacultyDataStatusPanel.tsx';
import { CompareTable, FacultyTable, type RowActions } from './FacultyTables.tsx';
import { UPDATE_FACULTY_MESSAGES, markerUpdateProblem, scrapeDateText, universityProblem, type TypedMarker } from './updateFaculty.ts';
import type { FacultyView, UpdateFacultySearch } from './updateFacultySearch.ts';
import { universityItem } from '../../components/pickers/universityOptions.ts';

const ERROR_TOAST_MS = 5000;

function showError(message: string) {
  notifications.show({ color: 'red', title: 'Update Faculty', message, autoClose: ERROR_TOAST_MS });
}

/** The server's own 4xx text (the seeds' messages), else the seed's text for the step. */
function failure(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status !== 0 && error.status < 500) return error.message.startsWith(fallback) ? error.message : `${fallback} ${error.message}`;
  return fallback;
}

interface Props {
  /** the university shown: the administrator's choice on /dashboard, the scope on /dashboards */
  universityId: number | null;
  /** present on /dashboard: the page has its own university picker */
  onChooseUniversity?: (universityId: number | null) => void;
  /** administrators also see and edit the directory configuration */
  isAdministrator: boolean;
  search: UpdateFacultySearch;
  onSearchChange: (next: UpdateFacultySearch) => void;
}

const VIEW_BUTTONS: { view: FacultyView | 'scrape'; label: string; description: string }[] = [
  { view: 'search', label: 'Search', description: 'the faculty the last scrape found' },
  { view: 'scrape', label: 'Scrape', description: 'read the directory again (a job)' },
  { view: 'check', label: 'Check', description: 'rows with problems: markers 0 and 9, missing fields' },
  { view: 'compare', label: 'Compare', description: 'each person against our records' },
];

/** docs/requirements/admin-tools.md Update Faculty (/dashboard/updateFaculty for administrators, /dashboards/updateFaculty for a school). */
export function UpdateFacultyScreen({ universityId, onChooseUniversity, isAdministrator, search, onSearchChange }: Props) {
  useDocumentTitle('Update Faculty · Research Insights');
  const queryClient = useQueryClient();
  const [universityError, setUniversityError] = useState<string | null>(null);
  const [job, setJob] = useState<JobRef | null>(null);
  const [typed, setTyped] = useState<TypedMarker | null>(null);

  const universities = useQuery({ ...allUniversitiesQueryOptions(), enabled: onChooseUniversity !== undefined });
  const universityOptions = useMemo(() => (universities.data ?? []).map(universityItem), [universities.data]);
  const view = search.type;
  const list = useQuery({
    ...facultyListQueryOptions(universityId ?? 0, view ?? 'search'),
    enabled: universityId !== null && view !== undefined,
  });

  const refresh = useCallback(() => {
    if (universityId !== null) void queryClient.invalidateQueries({ queryKey: ingestionKeys.university(universityId) });
  }, [queryClient, universityId]);

  const scrape = useMutation({
    mutationFn: startScrape,
    onMutate: () => setJob(null),
    onSuccess: (started) => setJob({ queue: started.queue, jobId: started.job_id }),
    onError: (error) => showError(failure(error, 'The scrape could not be started.')),
  });

  const update = useMutation({
    mutationFn: (input: { body: TUpdateFacultyBody; key: string; failed: string }) => postUpdateFaculty(input.body),
    onSuccess: (answer, input) => {
      notifications.show({ color: 'green', message: answer.message });
      if (input.body.type === 'update_marker') setTyped(null);
      refresh();
    },
    onError: (error, input) => showError(failure(error, input.failed)),
  });

  function act(next: FacultyView | 'scrape') {
    const problem = universityProblem(universityId);
    setUniversityError(problem);
    if (problem !== null || universityId === null) {
      if (onChooseUniversity === undefined && problem) showError(problem);
      return;
    }
    if (next === 'scrape') scrape.mutate(universityId);
    else if (next === view) void list.refetch();
    else onSearchChange({ ...search, type: next, action: undefined });
  }

  const rowActions: RowActions = {
    typed,
    onType: setTyped,
    onUpdateMarker: (row) => {
      if (row.author_id === null) return;
      const problem = markerUpdateProblem(row.author_id, typed);
      if (problem !== null) {
        showError(problem);
        return;
      }
      update.mutate({
        body: { type: 'update_marker', author_id: row.author_id, new_marker: typed?.marker ?? null, marker_author_id: typed?.authorId },
        key: `marker:${row.author_id}`,
        failed: UPDATE_FACULTY_MESSAGES.markerFailed,
      });
    },
    onDelete: (row) => {
      if (row.author_id === null) return;
      update.mutate({ body: { type: 'delete_faculty', author_id: row.author_id }, key: `delete:${row.author_id}`, failed: UPDATE_FACULTY_MESSAGES.deleteFailed });
    },
    busyAuthorId: update.isPending && update.variables.key.startsWith('marker:') && update.variables.body.type === 'update_marker' ? update.variables.body.author_id : null,
  };

  const onApply = useCallback((body: Extract<TUpdateFacultyBody, { type: 'apply_action' }>, row: { _id: number | null; author_id: number | null }) => {
    update.mutate({ body, key: `apply:${row._id ?? ''}:${row.author_id ?? ''}`, failed: 'The action could not be applied.' });
  }, [update]);
  const applyingKey = update.isPending && update.variables.key.startsWith('apply:') ? update.variables.key.slice('apply:'.length) : null;

  const data = list.data;
  const lastScrape = data && data.type !== 'check' ? data.last_scrape_date : null;

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">Update Faculty</Title>
        <Text size="sm" c="dimmed">
          Keep the faculty list in line with the university&apos;s own directory: scrape it, look at what it lists, check the problems, and compare
          it with our records, applying each proposed change with a click.
        </Text>
      </Stack>

      {onChooseUniversity !== undefined && (
        <Select
          label="University"
          placeholder={universities.isPending ? 'Loading universities…' : 'Choose a university'}
          data={universityOptions}
          value={universityId === null ? null : String(universityId)}
          onChange={(value) => { onChooseUniversity(value ? Number(value) : null); setUniversityError(null); setJob(null); setTyped(null); }}
          searchable
          nothingFoundMessage="No university of that name"
          error={universityError}
          maw={480}
        />
      )}
      {universities.isError && <Alert color="red" role="alert">Unable to fetch Universities Data!!!</Alert>}
      {onChooseUniversity === undefined && universityId === null && <Alert color="yellow">{UPDATE_FACULTY_MESSAGES.selectUniversity}</Alert>}

      {isAdministrator && universityId !== null && <FacultyDataStatusPanel universityId={universityId} />}
      {isAdministrator && universityId !== null && <DirectoryConfigPanel universityId={universityId} />}

      <Card withBorder padding="md" component="section" aria-label="Actions">
        <Stack gap="sm">
          <Group gap="sm">
            {VIEW_BUTTONS.map((button) => (
              <Button
                key={button.view}
                variant={button.view === view ? 'filled' : 'light'}
                onClick={() => act(button.view)}
                loading={button.view === 'scrape' ? scrape.isPending : button.view === view && list.isFetching}
                title={`${button.label}: ${button.description}`}
                aria-pressed={button.view === 'scrape' ? undefined : button.view === view}
              >
                {button.label}
              </Button>
            ))}
          </Group>
          {job !== null && <ImportJobProgress job={job} label="Scrape" onFinished={refresh} showHistoryLink={isAdministrator} />}
        </Stack>
      </Card>

      {universityId !== null && view !== undefined && (
        <Stack gap="sm" component="section" aria-label={`${view} results`}>
          {lastScrape !== null && <Text size="sm" c="dimmed" data-testid="last-scrape">Last scrape: {scrapeDateText(lastScrape)}</Text>}
          {list.isPending && <Loader size="sm" aria-label="Loading" />}
          {list.isError && <Alert color="red" role="alert">{list.error instanceof ApiError && list.error.status < 500 && list.error.status !== 0 ? list.error.message : UPDATE_FACULTY_MESSAGES.loadFailed}</Alert>}
          {data?.type === 'search' && (
            <FacultyTable rows={data.data.map((row) => ({ ...row, problems: [] }))} showProblems={false} actions={rowActions} emptyText="No faculty stored for this university yet: run Scrape first." />
          )}
          {data?.type === 'check' && (
            <FacultyTable rows={data.data} showProblems actions={rowActions} emptyText="No problems in the latest scrape." />
          )}
          {data?.type === 'compare' && (
            <CompareTable
              rows={data.data}
              universityId={universityId}
              action={search.action}
              onActionFilter={(action) => onSearchChange({ ...search, action })}
              onApply={onApply}
              applyingKey={applyingKey}
            />
          )}
        </Stack>
      )}
    </Stack>
  );
}
