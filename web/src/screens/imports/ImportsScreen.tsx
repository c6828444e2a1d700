import { useCallback, useEffect, useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import {
  ActionIcon, Alert, Anchor, Button, Card, FileInput, Group, MultiSelect, Radio, Select, SimpleGrid, Stack, Text, TextInput, Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconTrash, IconUpload } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { TImportStarted } from '@ri/contracts/ingestion';
import { ApiError } from '../../api/client.ts';
import { departmentsQueryOptions } from '../../api/dashboards/departmentQueries.ts';
import { ingestionKeys } from '../../api/ingestion/ingestionKeys.ts';
import { uploadJournalList, uploadOpenAlex, type JournalListFields } from '../../api/ingestion/importQueries.ts';
import type { JobRef } from '../../api/jobs/useJobProgress.ts';
import { allUniversitiesQueryOptions } from '../../api/universities/universityQueries.ts';
import { ImportJobProgress } from './ImportJobProgress.tsx';
import { UnmatchedJournalsCard } from './UnmatchedJournalsCard.tsx';
import { universityItem } from '../../components/pickers/universityOptions.ts';
import {
  DEFAULT_TIER_ROWS, TIER_CHOICES, csvHeaderColumns, guessCsvColumn, institutionProblem, isWorkbookName, tierMappingProblem, tierMappingText,
  type CsvColumnRole, type TierChoice, type TierMappingRow,
} from './importRules.ts';

const ERROR_TOAST_MS = 5000;
/** the API's upload limit (services/api/src/domains/ingestion/routes.ts); larger files go through the command line */
/** A button whose label wraps onto more lines when the card is narrow (Mantine keeps it on one line). */
const WRAPPING_BUTTON = {
  root: { height: 'auto', minHeight: 'var(--button-height)', maxWidth: '100%', paddingBlock: 4 },
  label: { whiteSpace: 'normal', height: 'auto', textAlign: 'left' },
} as const;
const UPLOAD_LIMIT_BYTES = 100 * 1024 * 1024;
const TOO_LARGE = 'The file is larger than 100 MB: import it with the command line (npm run import).';

function startFailed(error: unknown) {
  const message = error instanceof ApiError && error.status !== 0 && error.status < 500 ? error.message : 'The import could not be started. Please try again.';
  notifications.show({ color: 'red', title: 'Import', message, autoClose: ERROR_TOAST_MS });
}

/** An upload that starts an import job, and the job to follow (none while a new upload is on its way). */
function useStartedImport<TInput>(upload: (input: TInput) => Promise<TImportStarted>) {
  const [job, setJob] = useState<JobRef | null>(null);
  const start = useMutation({
    mutationFn: upload,
    onMutate: () => setJob(null),
    onSuccess: (started) => setJob({ queue: started.queue, jobId: started.job_id }),
    onError: startFailed,
  });
  return { job, start };
}

/** Administrators: start an OpenAlex or a journal-list import and follow it (/dashboard/imports). */
export function ImportsScreen() {
  useDocumentTitle('Imports · Research Insights');
  const queryClient = useQueryClient();
  const onFinished = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: ingestionKeys.imports() });
  }, [queryClient]);
  return (
    <Stack gap="lg" maw={1100}>
      <Stack gap={4}>
        <Title order={1} size="h2">Imports</Title>
        <Text size="sm" c="dimmed">
          Bring a school&apos;s real data in: works and people from OpenAlex, journal ratings from a quality list. Each import runs as a job;
          running it again changes nothing. Every import and scrape is listed in the <Anchor component={Link} to="/dashboard/imports/history">import history</Anchor>.
        </Text>
      </Stack>
      <OpenAlexImportCard onFinished={onFinished} />
      <JournalListImportCard onFinished={onFinished} />
      <UnmatchedJournalsCard />
    </Stack>
  );
}

function OpenAlexImportCard({ onFinished }: { onFinished: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [institution, setInstitution] = useState('');
  const [errors, setErrors] = useState<{ file?: string; institution?: string }>({});
  const { job, start } = useStartedImport((input: { file: File; institution: string }) => uploadOpenAlex(input.file, input.institution));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next: { file?: string; institution?: string } = {};
    if (!file) next.file = 'Please choose a file to import.';
    else if (file.size > UPLOAD_LIMIT_BYTES) next.file = TOO_LARGE;
    const problem = institutionProblem(institution);
    if (problem) next.institution = problem;
    setErrors(next);
    if (file && Object.keys(next).length === 0) start.mutate({ file, institution });
  }

  return (
    <Card withBorder padding="md" component="section" aria-label="OpenAlex import">
      <form onSubmit={onSubmit} noValidate aria-label="OpenAlex import">
        <Stack gap="sm">
          <Title order={2} size="h4">OpenAlex</Title>
          <Text size="sm" c="dimmed">
            Works (with their authorships, journals, DOIs and citations per year), authors, institutions, sources and publishers as the
            OpenAlex API or snapshot delivers them: one record, an array, an API page, or JSON Lines; gzipped or not; up to 100 MB.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <FileInput
              label="OpenAlex file"
              placeholder="Choose a .json, .jsonl or .gz file"
              accept=".json,.jsonl,.ndjson,.gz,application/json,application/gzip"
              value={file}
              onChange={(chosen) => { setFile(chosen); setErrors((e) => ({ ...e, file: undefined })); }}
              error={errors.file}
              leftSection={<IconUpload size={16} aria-hidden />}
              clearable
              required
            />
            <TextInput
              label="Faculty institution (optional)"
              description="The OpenAlex institution whose people become faculty records, e.g. I27837315; everyone else stays a co-author"
              placeholder="I27837315"
              value={institution}
              onChange={(event) => { setInstitution(event.currentTarget.value); setErrors((e) => ({ ...e, institution: undefined })); }}
              error={errors.institution}
            />
          </SimpleGrid>
          <Group>
            <Button type="submit" loading={start.isPending}>Import OpenAlex file</Button>
          </Group>
          <ImportJobProgress job={job} label="OpenAlex import" onFinished={onFinished} showHistoryLink />
        </Stack>
      </form>
    </Card>
  );
}

type KeyedRow = TierMappingRow & { key: number };
let rowKeys = 0;
const nextRowKey = () => (rowKeys += 1);
const defaultRows = (): KeyedRow[] => DEFAULT_TIER_ROWS.map((row) => ({ ...row, key: nextRowKey() }));

type ColumnChoice = Record<CsvColumnRole, string | null>;
const NO_COLUMNS: ColumnChoice = { title: null, issn: null, eissn: null, rating: null, publisher: null };
const COLUMN_FIELDS: { role: CsvColumnRole; label: string; required: boolean; field: keyof JournalListFields }[] = [
  { role: 'title', label: 'Title column', required: true, field: 'title_column' },
  { role: 'issn', label: 'ISSN column', required: true, field: 'issn_column' },
  { role: 'eissn', label: 'Online ISSN column', required: false, field: 'eissn_column' },
  { role: 'rating', label: 'Rating column', required: true, field: 'rating_column' },
  { role: 'publisher', label: 'Publisher column', required: false, field: 'publisher_column' },
];

function JournalListImportCard({ onFinished }: { onFinished: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [csvColumns, setCsvColumns] = useState<string[]>([]);
  const [columns, setColumns] = useState<ColumnChoice>(NO_COLUMNS);
  const [sheet, setSheet] = useState('');
  const [rows, setRows] = useState<KeyedRow[]>(defaultRows);
  const [target, setTarget] = useState<'global' | 'departments'>('global');
  const [universityId, setUniversityId] = useState<string | null>(null);
  const [departmentIds, setDepartmentIds] = useState<string[]>([]);
  const [formError, setFormError] = useState<string | null>(null);
  const workbook = file !== null && isWorkbookName(file.name);

  // a CSV's header offers its columns; the likely ones are chosen
  useEffect(() => {
    let cancelled = false;
    setCsvColumns([]);
    setColumns(NO_COLUMNS);
    if (file === null || isWorkbookName(file.name)) return undefined;
    void file.slice(0, 64 * 1024).text().then((text) => {
      if (cancelled) return;
      const found = csvHeaderColumns(text);
      setCsvColumns(found);
      setColumns({
        title: guessCsvColumn(found, 'title'), issn: guessCsvColumn(found, 'issn'), eissn: guessCsvColumn(found, 'eissn'),
        rating: guessCsvColumn(found, 'rating'), publisher: guessCsvColumn(found, 'publisher'),
      });
    });
    return () => { cancelled = true; };
  }, [file]);

  const universities = useQuery({ ...allUniversitiesQueryOptions(), enabled: target === 'departments' });
  const departments = useQuery({ ...departmentsQueryOptions({ univ_id: Number(universityId) }), enabled: target === 'departments' && universityId !== null });
  const universityOptions = useMemo(() => (universities.data ?? []).map(universityItem), [universities.data]);
  const departmentOptions = useMemo(() => (departments.data?.departments ?? []).map((d) => ({ value: String(d._id), label: d.name })), [departments.data]);

  const { job, start } = useStartedImport((input: { file: File; fields: JournalListFields }) => uploadJournalList(input.file, input.fields));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    let problem: string | null = null;
    if (!file) problem = 'Please choose a file to import.';
    else if (file.size > UPLOAD_LIMIT_BYTES) problem = TOO_LARGE;
    else if (!workbook && COLUMN_FIELDS.some((c) => c.required && !columns[c.role])) problem = 'Choose the title, ISSN and rating columns of the CSV.';
    else problem = tierMappingProblem(rows);
    if (!problem && target === 'departments' && departmentIds.length === 0) problem = 'Choose the departments the tiers apply to, or apply them as the global default.';
    setFormError(problem);
    if (problem || !file) return;
    const fields: JournalListFields = { mapping: tierMappingText(rows) };
    if (target === 'departments') fields.departments = departmentIds.join(',');
    if (workbook) fields.sheet = sheet;
    else for (const column of COLUMN_FIELDS) fields[column.field] = columns[column.role] ?? '';
    start.mutate({ file, fields });
  }

  function updateRow(index: number, change: Partial<TierMappingRow>) {
    setRows((current) => current.map((row, i) => (i === index ? { ...row, ...change } : row)));
  }

  return (
    <Card withBorder padding="md" component="section" aria-label="Journal list import">
      <form onSubmit={onSubmit} noValidate aria-label="Journal list import">
        <Stack gap="sm">
          <Title order={2} size="h4">Journal list</Title>
          <Text size="sm" c="dimmed">
            A journal quality list as its publisher distributes it: the ABDC workbook (.xlsx), or a CSV with title, ISSN and rating columns.
            Journals are matched by ISSN, then by title; unknown journals are added; every row that cannot be read or matched is reported.
          </Text>
          <FileInput
            label="Journal list file"
            placeholder="Choose an .xlsx or .csv file"
            accept=".xlsx,.csv,.tsv,.txt,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            value={file}
            onChange={(chosen) => { setFile(chosen); setFormError(null); }}
            leftSection={<IconUpload size={16} aria-hidden />}
            clearable
            required
          />
          {workbook && (
            <TextInput
              label="Sheet (optional)"
              description="By default the first sheet whose first 30 rows hold the header (Journal Title, … rating)"
              placeholder="2022 JQL"
              value={sheet}
              onChange={(event) => setSheet(event.currentTarget.value)}
            />
          )}
          {file !== null && !workbook && (
            csvColumns.length === 0 ? <Text size="sm" c="dimmed">Reading the CSV header…</Text> : (
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                {COLUMN_FIELDS.map((column) => (
                  <Select
                    key={column.role}
                    label={column.label}
                    withAsterisk={column.required}
                    placeholder={column.required ? 'Choose a column' : 'None'}
                    data={csvColumns}
                    value={columns[column.role]}
                    onChange={(value) => setColumns((current) => ({ ...current, [column.role]: value }))}
                    clearable={!column.required}
                  />
                ))}
              </SimpleGrid>
            )
          )}

          <Stack gap={6}>
            <Text fw={600} size="sm" id="tier-mapping-label">Ratings to tiers</Text>
            <Text size="xs" c="dimmed">A rating the list uses but this mapping lacks is reported as a rejected row.</Text>
            <Stack gap={6} role="group" aria-labelledby="tier-mapping-label">
              {rows.map((row, index) => (
                <Group key={row.key} gap="xs" align="flex-end">
                  <TextInput label="Rating" value={row.rating} onChange={(event) => updateRow(index, { rating: event.currentTarget.value })} w={140} />
                  <Select
                    label={`Tier for ${row.rating.trim() || 'this rating'}`}
                    data={TIER_CHOICES}
                    value={row.tier}
                    onChange={(value) => updateRow(index, { tier: (value ?? 'none') as TierChoice })}
                    allowDeselect={false}
                    w={200}
                  />
                  <ActionIcon variant="subtle" color="red" size="lg" aria-label={`Remove the rating ${row.rating.trim() || index + 1}`} onClick={() => setRows((current) => current.filter((_, i) => i !== index))}>
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              ))}
            </Stack>
            <Group gap="xs">
              <Button variant="subtle" size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => setRows((current) => [...current, { key: nextRowKey(), rating: '', tier: 'none' }])}>Add a rating</Button>
              {/* a long label: it wraps inside the button on a phone rather than running out of the card */}
              <Button variant="subtle" size="xs" styles={WRAPPING_BUTTON} onClick={() => setRows(defaultRows())}>Back to the default (A* → A, A → A-, B → B, C → none)</Button>
            </Group>
          </Stack>

          <Radio.Group label="Apply the tiers" value={target} onChange={(value) => setTarget(value === 'departments' ? 'departments' : 'global')}>
            <Stack gap={6} mt={4}>
              <Radio value="global" label="As the global default (the journal catalogue's tiers)" />
              <Radio value="departments" label="To chosen departments (their own journal lists)" />
            </Stack>
          </Radio.Group>
          {target === 'departments' && (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Select
                label="University"
                placeholder="Choose a university"
                data={universityOptions}
                value={universityId}
                onChange={(value) => { setUniversityId(value); setDepartmentIds([]); }}
                searchable
                nothingFoundMessage="No university of that name"
              />
              <MultiSelect
                label="Departments"
                placeholder={universityId === null ? 'Choose a university first' : 'Choose departments'}
                data={departmentOptions}
                value={departmentIds}
                onChange={setDepartmentIds}
                disabled={universityId === null}
                searchable
              />
            </SimpleGrid>
          )}
          {formError && <Alert color="red" role="alert">{formError}</Alert>}
          <Group>
            <Button type="submit" loading={start.isPending}>Import journal list</Button>
          </Group>
          <ImportJobProgress job={job} label="Journal list import" onFinished={onFinished} showHistoryLink />
        </Stack>
      </form>
    </Card>
  );
}
