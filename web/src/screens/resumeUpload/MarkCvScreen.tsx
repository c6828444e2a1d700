import { Alert, Anchor, Badge, Box, Button, FileButton, Group, Paper, Progress, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useEffect, useRef, useState } from 'react';
import { ZMarkJournalsResponse, ZMarkJournalsStarted } from '@ri/contracts/profile';
import { useJobProgress, type JobRef } from '../../api/jobs/useJobProgress.ts';
import { ApiError, apiFetch } from '../../api/client.ts';
import { storedFilePath, useFileUrl, useUploadFile } from '../../api/profile/files.ts';
import { profileQueryOptions } from '../../api/profile/profileQueries.ts';
import type { ProfileTarget } from '../../api/profile/profileQueries.ts';
import { useReloadProfile } from '../../api/profile/useUpdateProfile.ts';
import { DataTable } from '../../components/DataTable.tsx';
import { SITE_NAME } from '../../siteConfig.ts';
import { UploadProgress, useUploadProgress } from '../profile/UploadButton.tsx';
import { uploadErrorText } from '../profile/uploadMessages.ts';
import { journalsFound, tierColour, tierLegend } from './markCv.ts';
import type { JournalFound, MarkJournalsAnswer } from './markCv.ts';
import type { ResumeUploadSearch } from './resumeUploadSearch.ts';

export const MARK_CV_FAILED = 'Failed to mark the CV.';

const column = createColumnHelper<JournalFound>();
const JOURNAL_COLUMNS = [
  column.accessor('name', { header: 'Journal' }),
  column.accessor('tier', { header: 'Tier' }),
  column.accessor('mentions', { header: 'Mentions' }),
  column.accessor('pages', { header: 'Pages', enableSorting: false }),
];

interface Props {
  search: ResumeUploadSearch;
  isAdmin: boolean;
}

/**
 * Mark CV (/dashboard/resumeUpload, docs/requirements/profile-and-accounts.md §2): upload a PDF (percent shown); the
 * upload starts the Mark CV job, whose progress streams from its events; then the same CV with
 * every graded journal highlighted in its tier's colour, a legend, a download link and the list
 * of journals found (POST mark_journals, docs/profile.md "Mark CV").
 */
export function MarkCvScreen({ search, isAdmin }: Props) {
  useDocumentTitle(`Mark CV · ${SITE_NAME}`);
  const target: ProfileTarget | null = search.coauthorid !== undefined ? { kind: 'author', authorId: search.coauthorid } : isAdmin ? null : { kind: 'own' };
  const profile = useQuery({ ...profileQueryOptions(target ?? { kind: 'own' }), enabled: target !== null });
  const reload = useReloadProfile(target ?? { kind: 'own' });
  const upload = useUploadFile();
  const progress = useUploadProgress();
  const [names, setNames] = useState<{ first: string; last: string } | null>(null);
  const [answer, setAnswer] = useState<MarkJournalsAnswer | null>(null);
  const [job, setJob] = useState<JobRef | null>(null);
  const jobState = useJobProgress(job);
  const firstName = names?.first ?? profile.data?.first_name ?? '';
  const lastName = names?.last ?? profile.data?.last_name ?? '';
  const authorFields: Record<string, string> = { first_name: firstName.trim(), last_name: lastName.trim(), ...(search.coauthorid === undefined ? {} : { author_id: String(search.coauthorid) }) };

  const done = async (result: MarkJournalsAnswer) => {
    setAnswer(result);
    notifications.show({ color: 'green', message: `${result.matches.length} journal mentions highlighted on ${result.pages} page${result.pages === 1 ? '' : 's'}.`, autoClose: 5000 });
    if (target !== null) await reload();
  };
  const failed = (error: unknown) => {
    const status = error instanceof ApiError ? error.status : 0;
    notifications.show({ color: 'red', title: MARK_CV_FAILED, message: uploadErrorText(status, error instanceof Error ? error.message : ''), autoClose: 5000 });
  };
  const started = (start: { queue: string; job_id: string }) => {
    setAnswer(null);
    setJob({ queue: start.queue, jobId: start.job_id });
  };
  // the job's end, once per job: its result is the marked CV; a failure says why (the PDF's limits)
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (job === null || (jobState.status !== 'completed' && jobState.status !== 'failed')) return;
    const key = `${job.queue}:${job.jobId}`;
    if (handled.current === key) return;
    handled.current = key;
    if (jobState.status === 'failed') {
      notifications.show({ color: 'red', title: MARK_CV_FAILED, message: jobState.error, autoClose: 8000 });
      return;
    }
    const result = ZMarkJournalsResponse.safeParse(jobState.result);
    if (result.success) void done(result.data);
    else notifications.show({ color: 'red', title: MARK_CV_FAILED, message: 'The marked CV could not be read.', autoClose: 5000 });
  });

  const uploadAndMark = useMutation({
    mutationFn: (file: File) => {
      progress.start();
      return upload({ path: '/mark_journals', file, fileName: file.name, fields: authorFields, schema: ZMarkJournalsStarted, onProgress: progress.update });
    },
    onSuccess: started,
    onError: failed,
    onSettled: () => progress.finish(),
  });
  const markStored = useMutation({
    mutationFn: () => apiFetch('/mark_journals', { method: 'POST', body: authorFields, schema: ZMarkJournalsStarted }),
    onSuccess: started,
    onError: failed,
  });
  const marking = jobState.status === 'running';
  const busy = uploadAndMark.isPending || markStored.isPending || marking;
  const storedCv = profile.data !== undefined && storedFilePath(profile.data.cv) !== null;
  const shownUrl = answer?.url ?? profile.data?.highlighted_cv ?? '';

  return (
    <Stack gap="md" p="md" maw={1200}>
      <Title order={2}>Mark CV</Title>
      <Text>
        Upload a CV as a PDF: every journal of our catalogue found in it is highlighted in the colour of its tier (A, A-, B), as graded for
        {search.coauthorid === undefined ? ' your' : ' the faculty member\'s'} departments.
      </Text>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Group grow>
            <TextInput label="First name" value={firstName} onChange={(event) => setNames({ first: event.currentTarget.value, last: lastName })} />
            <TextInput label="Last name" value={lastName} onChange={(event) => setNames({ first: firstName, last: event.currentTarget.value })} />
          </Group>
          <Group>
            <FileButton accept="application/pdf,.pdf" onChange={(file) => file !== null && uploadAndMark.mutate(file)} disabled={busy}>
              {(props) => (
                <Button {...props} loading={uploadAndMark.isPending}>
                  Upload CV (PDF)
                </Button>
              )}
            </FileButton>
            {storedCv && (
              <Button variant="light" loading={markStored.isPending} disabled={busy} onClick={() => markStored.mutate()}>
                Mark the CV on the profile
              </Button>
            )}
            <UploadProgress percent={progress.percent} label="Upload CV" />
          </Group>
        </Stack>
      </Paper>

      {marking && <MarkingProgress state={jobState} />}
      {jobState.status === 'failed' && <Alert color="red" title={MARK_CV_FAILED} role="alert">{jobState.error}</Alert>}
      <Legend answer={answer} />
      {shownUrl !== '' && <MarkedCv url={shownUrl} fresh={answer !== null} />}
      {answer !== null && (
        <DataTable
          label="Journals found"
          data={journalsFound(answer.matches)}
          columns={JOURNAL_COLUMNS}
          getRowId={(row) => String(row.journal_id)}
          emptyText="No graded journal was found in this CV."
          csv={{ fileName: 'journals-in-cv', columns: [{ header: 'Journal', value: (row) => row.name }, { header: 'Tier', value: (row) => row.tier }, { header: 'Mentions', value: (row) => row.mentions }, { header: 'Pages', value: (row) => row.pages }] }}
        />
      )}
    </Stack>
  );
}

/** The Mark CV job's progress (its events: reading page n of N, highlighting, storing). */
function MarkingProgress({ state }: { state: ReturnType<typeof useJobProgress> }) {
  const progress = state.status === 'running' ? state.progress : null;
  const pct = progress ? Math.round(progress.pct) : 0;
  return (
    <Stack gap={4} data-testid="mark-cv-progress">
      <Progress value={pct} animated striped aria-label="Marking progress" />
      <Text size="xs" c="dimmed" aria-live="polite">{pct}% · {progress?.message || 'Waiting to start'}</Text>
    </Stack>
  );
}

function Legend({ answer }: { answer: MarkJournalsAnswer | null }) {
  return (
    <Group gap="md" aria-label="Legend of tier colours" role="list">
      {tierLegend(answer?.matches ?? []).map((entry) => (
        <Group key={entry.tier} gap={6} role="listitem">
          <Box w={18} h={18} style={{ background: entry.colour, border: `1px solid ${tierColour(entry.tier, 1)}`, borderRadius: 3 }} />
          <Text size="sm">
            Tier {entry.tier}
            {answer !== null && ` · ${entry.mentions} mention${entry.mentions === 1 ? '' : 's'}`}
          </Text>
        </Group>
      ))}
    </Group>
  );
}

function MarkedCv({ url, fresh }: { url: string; fresh: boolean }) {
  const file = useFileUrl(url);
  if (file.error !== null) return <Alert color="red">{file.error.message}</Alert>;
  if (file.href === null) return <Text c="dimmed">{file.isLoading ? 'Loading the marked CV…' : ''}</Text>;
  return (
    <Stack gap="xs">
      <Group gap="sm">
        <Badge variant="light">{fresh ? 'Marked CV' : 'Your last marked CV'}</Badge>
        <Anchor href={file.href} download="marked-cv.pdf" size="sm">
          Download the marked CV
        </Anchor>
        <Anchor href={file.href} target="_blank" rel="noopener noreferrer" size="sm">
          Open in a new tab
        </Anchor>
      </Group>
      <iframe title="Marked CV" src={file.href} style={{ width: '100%', height: '80vh', border: '1px solid var(--mantine-color-gray-3)', borderRadius: 4 }} />
    </Stack>
  );
}
