import {
  Accordion, Alert, Badge, Button, Center, Group, Input, Loader, Paper, RangeSlider, ScrollArea, SegmentedControl, Select, SimpleGrid, Stack, Table,
  Text, Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconCurrentLocation, IconSearch } from '@tabler/icons-react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useRef, useState, type FormEvent } from 'react';
import type { TFacultyProgressResponse } from '@ri/contracts/dashboards';
import { departmentsQueryOptions } from '../../api/dashboards/departmentQueries.ts';
import { facultyProgressQueryOptions } from '../../api/facultyDashboards/facultyDashboardQueries.ts';
import { journalsOfTypeQueryOptions } from '../../api/journals/journalQueries.ts';
import { FigureOptionsControl } from '../../components/FigureOptionsControl.tsx';
import { FigureButton, useFigureDrillDown } from '../../components/FigureDrillDown.tsx';
import type { FigureRef } from '../../api/dashboards/figurePapersQueries.ts';
import { LimitedMultiSelect } from '../../components/pickers/LimitedMultiSelect.tsx';
import { figureOptionsLabel } from '../figureOptionsSearch.ts';
import { SITE_NAME } from '../../siteConfig.ts';
import { ChooseFacultyFirst, FacultySubjectBar, useFacultySubject, useSubjectSchool } from '../facultyHome/facultySubject/FacultySubjectBar.tsx';
import { failureMessage, SERVER_FAILED } from '../facultyHome/screenMessages.ts';
import {
  ALL_JOURNALS, changeDepartment, changeJournalType, formFromSearch, journalListTypes, missingProgressFields, progressRequest, progressSearchOf,
  progressFigureRef, PROGRESS_YEAR_MIN, rankSentence, type ProgressField, type ProgressForm,
} from './facultyProgress.ts';
import { FACULTY_COUNTS, JOURNAL_TYPES, type JournalType, type ProgressSearch } from './progressSearch.ts';

const JOURNAL_TYPE_LABELS: Record<JournalType, string> = { A: 'A journals', 'A and A-': 'A and A- journals', All: 'All journals' };
const FIELD_ERRORS: Record<ProgressField, string> = {
  department: 'Select a department',
  journalType: 'Select a journal type',
  journals: 'Select at least one journal',
  count: 'Select the number of faculty',
};

/** /dashboard/facultyProgress (docs/requirements/dashboards.md "Faculty Progress"). */
export function FacultyProgressScreen({ search }: { search: ProgressSearch }) {
  useDocumentTitle(`Faculty Progress · ${SITE_NAME}`);
  const subject = useFacultySubject();
  const school = useSubjectSchool(subject);
  return (
    <Stack gap="md" maw={1200}>
      <Title order={1} size="h2">Faculty Progress</Title>
      <FacultySubjectBar subject={subject} />
      {!subject.ready ? <ChooseFacultyFirst /> : !school.ready ? (
        school.error ? <Alert color="red" role="alert">{failureMessage(school.error)}</Alert> : <Center py="xl"><Loader aria-label="Loading" /></Center>
      ) : (
        <ProgressBody key={subject.authorId ?? 'own'} search={search} subjectQuery={subject.query} schoolQuery={school.query} />
      )}
    </Stack>
  );
}

function ProgressBody({ search, subjectQuery, schoolQuery }: { search: ProgressSearch; subjectQuery: { author_id?: number }; schoolQuery: { univ_id?: number } }) {
  const navigate = useNavigate();
  const currentYear = new Date().getFullYear();
  const submitted = formFromSearch(search, currentYear);
  const [form, setForm] = useState<ProgressForm>(submitted);
  const [flagged, setFlagged] = useState<ProgressField[]>([]);
  const [filtersOpen, setFiltersOpen] = useState<string | null>(progressRequest(submitted, [0], {}) === null ? 'filters' : null);

  const departments = useQuery(departmentsQueryOptions(schoolQuery));
  const journalLists = useQueries({
    queries: (form.journalType ? journalListTypes(form.journalType) : []).map((type) => journalsOfTypeQueryOptions(type)),
  });
  const journalOptions = journalLists.flatMap((list) => list.data?.journals ?? []);
  const submittedLists = useQueries({
    queries: (submitted.journalType ? journalListTypes(submitted.journalType) : []).map((type) => journalsOfTypeQueryOptions(type)),
  });
  const submittedTypeIds = submittedLists.every((list) => list.isSuccess) ? submittedLists.flatMap((list) => list.data!.journals.map((j) => j.id)) : null;
  // the counting in the URL (?counting=fractional): each person's papers and citations, fractional or full (docs/metrics.md section 14)
  const counting = search.counting === 'fractional' ? 'fractional' as const : undefined;
  const submittedRequest = submittedTypeIds === null ? null : progressRequest(submitted, submittedTypeIds, subjectQuery);
  const request = submittedRequest === null ? null : { ...submittedRequest, ...(counting ? { counting } : {}) };
  const setCounting = (next: { counting?: 'full' | 'fractional' }) => void navigate({
    to: '/dashboard/facultyProgress', search: { ...search, counting: next.counting === 'fractional' ? 'fractional' : undefined }, replace: true,
  });
  const progress = useQuery({ ...facultyProgressQueryOptions(request ?? { department: 0, journals: [], rank_by: 'papers', count: 10, from_year: 0, to_year: 0 }), enabled: request !== null });

  const update = (next: ProgressForm) => {
    setForm(next);
    setFlagged((fields) => fields.filter((field) => missingProgressFields(next).includes(field)));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing = missingProgressFields(form);
    setFlagged(missing);
    if (missing.length > 0) return;
    setFiltersOpen(null);
    void navigate({ to: '/dashboard/facultyProgress', search: { ...progressSearchOf(form), counting } });
  };
  const errorOf = (field: ProgressField) => (flagged.includes(field) ? FIELD_ERRORS[field] : undefined);

  return (
    <Stack gap="md">
      <Accordion variant="contained" value={filtersOpen} onChange={setFiltersOpen}>
        <Accordion.Item value="filters">
          <Accordion.Control>Filters</Accordion.Control>
          <Accordion.Panel>
            <form onSubmit={submit} noValidate aria-label="Faculty Progress filters">
              <Stack gap="md">
                <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
                  <Select
                    label="Department"
                    placeholder={departments.isLoading ? 'Loading departments…' : 'Choose a department'}
                    data={(departments.data?.departments ?? []).map((d) => ({ value: String(d._id), label: d.name }))}
                    value={form.department === null ? null : String(form.department)}
                    onChange={(value) => update(changeDepartment(form, value === null ? null : Number(value)))}
                    error={departments.isError ? failureMessage(departments.error) : errorOf('department')}
                    searchable
                    required
                  />
                  <Select
                    label="Journal type"
                    placeholder="Choose a journal type"
                    data={JOURNAL_TYPES.map((type) => ({ value: type, label: JOURNAL_TYPE_LABELS[type] }))}
                    value={form.journalType}
                    onChange={(value) => update(changeJournalType(form, value as JournalType | null))}
                    error={errorOf('journalType')}
                    required
                  />
                  <LimitedMultiSelect
                    label="Journals"
                    placeholder={form.journalType === null ? 'Choose a journal type first' : 'Choose journals'}
                    disabled={form.journalType === null}
                    data={[{ value: ALL_JOURNALS, label: form.journalType === null || form.journalType === 'All' ? 'All journals' : `All ${JOURNAL_TYPE_LABELS[form.journalType]}` }, ...journalOptions.map((j) => ({ value: String(j.id), label: j.name }))]}
                    value={form.journals}
                    onChange={(journals) => update({ ...form, journals })}
                    exclusiveValue={ALL_JOURNALS}
                    maxTags={10}
                    maxDropdownHeight={224}
                    limit={200}
                    error={errorOf('journals')}
                    required
                  />
                  <Select
                    label="Number of faculty"
                    placeholder="Choose"
                    data={FACULTY_COUNTS.map((count) => ({ value: count, label: count }))}
                    value={form.count}
                    onChange={(value) => update({ ...form, count: value as ProgressForm['count'] })}
                    error={errorOf('count')}
                    required
                  />
                </SimpleGrid>
                <Group align="flex-end" gap="xl">
                  <Input.Wrapper label={`Years: ${form.fromYear} to ${form.toYear}`} w={{ base: '100%', sm: 420 }}>
                    <RangeSlider
                      mt="xs"
                      min={PROGRESS_YEAR_MIN}
                      max={currentYear}
                      minRange={0}
                      value={[form.fromYear, form.toYear]}
                      onChange={([fromYear, toYear]) => update({ ...form, fromYear, toYear })}
                      thumbFromLabel="From year"
                      thumbToLabel="To year"
                      marks={[{ value: PROGRESS_YEAR_MIN, label: String(PROGRESS_YEAR_MIN) }, { value: currentYear, label: String(currentYear) }]}
                    />
                  </Input.Wrapper>
                  <Input.Wrapper label="Rank by">
                    <SegmentedControl
                      display="flex"
                      data={[{ value: 'papers', label: 'Papers' }, { value: 'citations', label: 'Citations' }]}
                      value={form.rankBy}
                      onChange={(rankBy) => update({ ...form, rankBy: rankBy as ProgressForm['rankBy'] })}
                      aria-label="Rank by"
                    />
                  </Input.Wrapper>
                  <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>Search</Button>
                </Group>
                {flagged.length > 0 ? <Text size="sm" c="red" role="alert">Make every selection before searching.</Text> : null}
              </Stack>
            </form>
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
      <FigureOptionsControl value={{ counting }} onChange={setCounting} />
      {request === null ? null : progress.isPending ? (
        <Center py="xl"><Loader aria-label="Loading Faculty Progress" /></Center>
      ) : progress.isError ? (
        <Alert color="red" role="alert">{failureMessage(progress.error, SERVER_FAILED)}</Alert>
      ) : (
        <ProgressResults answer={progress.data} />
      )}
    </Stack>
  );
}

/** Faculty Progress shows faculty of every school: the drill-down names no school. */
const NO_SCOPE = {};

function ProgressResults({ answer }: { answer: TFacultyProgressResponse }) {
  const drill = useFigureDrillDown(NO_SCOPE);
  const measure = answer.rank_by === 'papers' ? 'papers' : 'citations';
  const journals = answer.journals === 'All' ? 'all journals' : `${answer.journals.length} journal${answer.journals.length === 1 ? '' : 's'}`;
  const facts = [
    { label: `In ${answer.department} at your school`, value: rankSentence(answer.faculty_rank_within_university, answer.ranked.faculty_within_university) },
    { label: `In ${answer.department} at other schools`, value: rankSentence(answer.faculty_rank_all_university, answer.ranked.faculty_all_university) },
    { label: 'In your whole school', value: rankSentence(answer.rank_within_university, answer.ranked.within_university) },
    { label: 'Among all faculty', value: rankSentence(answer.rank_all_universities, answer.ranked.all_universities) },
  ];
  return (
    <Stack gap="md" data-testid="progress-results">
      <Text size="sm" c="dimmed">
        {answer.department}, ranked by {measure} ({answer.rank_by === 'papers' ? 'published' : 'received'} {answer.from_year} to {answer.to_year}, {journals}{figureOptionsLabel(answer)}).
      </Text>
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        {facts.map((fact) => (
          <Paper key={fact.label} withBorder p="sm">
            <Text size="xs" c="dimmed">{fact.label}</Text>
            <Text fw={700} size="lg" data-testid={`rank-${fact.label}`}>{fact.value ?? '-'}</Text>
          </Paper>
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <ProgressList title="In your school" rows={answer['In your school']} youIndex={answer.your_school_index} answer={answer} onOpen={drill.open} />
        <ProgressList title="In other schools" rows={answer['In other schools']} youIndex={answer.other_schools_index} answer={answer} onOpen={drill.open} />
      </SimpleGrid>
      {drill.panel}
    </Stack>
  );
}

function ProgressList({ title, rows, youIndex, answer, onOpen }: {
  title: string; rows: TFacultyProgressResponse['In your school']; youIndex: number | null; answer: TFacultyProgressResponse; onOpen: (figure: FigureRef) => void;
}) {
  const youRow = useRef<HTMLTableRowElement>(null);
  const scrollToYou = () => {
    youRow.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    youRow.current?.focus({ preventScroll: true });
  };
  return (
    <Paper withBorder p="md">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4">{title}</Title>
        <Button size="xs" variant="light" leftSection={<IconCurrentLocation size={14} aria-hidden />} onClick={scrollToYou} disabled={youIndex === null}>
          Scroll to yourself
        </Button>
      </Group>
      {rows.length === 0 ? <Text size="sm" c="dimmed">No faculty in this list.</Text> : (
        <ScrollArea h={480} type="auto">
          <Table aria-label={title} stickyHeader highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Rank</Table.Th>
                <Table.Th scope="col">Name</Table.Th>
                <Table.Th scope="col">School</Table.Th>
                <Table.Th scope="col" ta="right">Papers</Table.Th>
                <Table.Th scope="col" ta="right">Citations</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, index) => (
                <Table.Tr
                  key={`${row.id}-${index}`}
                  ref={row.is_you ? youRow : undefined}
                  tabIndex={row.is_you ? -1 : undefined}
                  bg={row.is_you ? 'var(--mantine-color-yellow-1)' : undefined}
                  data-you={row.is_you || undefined}
                >
                  <Table.Td>{row.rank}</Table.Td>
                  <Table.Td>
                    <Group gap={6}>
                      <Text size="sm" fw={row.is_you ? 700 : undefined}>{row.name}</Text>
                      {row.is_you ? <Badge size="xs" variant="filled" color="brand">You</Badge> : null}
                    </Group>
                  </Table.Td>
                  <Table.Td><Text size="sm" title={row.univ_name}>{row.univ_abv}</Text></Table.Td>
                  {/* each person's papers and citations open to their papers (docs/metrics.md section 29) */}
                  <Table.Td ta="right"><FigureButton figure={progressFigureRef(answer, row, 'papers', row.total_papers)} onOpen={onOpen}>{String(row.total_papers)}</FigureButton></Table.Td>
                  <Table.Td ta="right"><FigureButton figure={progressFigureRef(answer, row, 'citations', row.total_citations)} onOpen={onOpen}>{String(row.total_citations)}</FigureButton></Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
    </Paper>
  );
}
