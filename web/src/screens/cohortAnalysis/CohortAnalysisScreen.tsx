import { useEffect, useMemo, useRef, useState } from 'react';
import {
  Alert, Badge, Button, Checkbox, Group, Loader, Paper, RangeSlider, ScrollArea, SegmentedControl, Select, Stack, Text, Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconChartBar, IconPlus, IconTrash, IconUsers, IconUsersGroup } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { createColumnHelper } from '@tanstack/react-table';
import type { TCohortAnalysisResponse, TCohortCompareResponse } from '@ri/contracts/dashboards';
import type { CsvColumn } from '@ri/csv';
import {
  cohortAnalysisQueryOptions, cohortCompareQueryOptions, similarAuthorsQueryOptions, type CohortJournals, type CohortMilestone,
} from '../../api/dashboards/cohortQueries.ts';
import { DataTable } from '../../components/DataTable.tsx';
import { FigureButton, useFigureDrillDown } from '../../components/FigureDrillDown.tsx';
import { FigureOptionsControl } from '../../components/FigureOptionsControl.tsx';
import { CandidatePicker } from '../../components/pickers/CandidatePicker.tsx';
import { ERROR_TOAST_MS, failureText, useFailureToast } from '../dashboardErrors.ts';
import { figureOptionsFileSuffix, figureOptionsQuery } from '../figureOptionsSearch.ts';
import {
  addCohortMember, addCohortRow, analyzeErrors, COHORT_JOURNAL_LABELS, COHORT_LIST_HEIGHTS, COHORT_MESSAGES, COHORT_RANGE, cohortAnalysisParamsOf,
  cohortCell, cohortFigureRef, cohortIndexRef, cohortYearCell, cohortCsvColumns, cohortIds, cohortRangeOf, duplicateRowKeys, initialCohortRows, mergeSimilarAuthors, offsetLabel, removeCohortRow, replacePicker,
  rowsOfAnalysis, toggleCompared, COHORT_FIGURES as FIGURES, type CohortErrors, type CohortFigureKey as FigureKey, type CohortMember, type CohortRow,
} from './cohort.ts';
import { COHORT_JOURNAL_CHOICES, COHORT_MILESTONE_CHOICES } from './cohortSearch.ts';
import { StoredAvatar } from '../../components/StoredAvatar.tsx';

const route = getRouteApi('/_university/dashboards/cohortAnalysis');

type Faculty = TCohortAnalysisResponse['faculty'][number];

function toast(message: string) {
  notifications.show({ color: 'red', message, autoClose: ERROR_TOAST_MS });
}

/** Cohort Analysis (docs/requirements/dashboards.md §2): faculty compared at the same point of their careers. */
export function CohortAnalysisScreen() {
  useDocumentTitle('Cohort Analysis · Research Insights');
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const [rows, setRows] = useState<CohortRow[]>(initialCohortRows);
  const [journals, setJournals] = useState<CohortJournals | null>(search.journals ?? null);
  const [errors, setErrors] = useState<CohortErrors>({});
  const range = cohortRangeOf(search);
  const milestone: CohortMilestone = search.milestone ?? 'Assistant Professor';

  const counting = figureOptionsQuery(search, {}).counting;
  const searched = cohortAnalysisParamsOf(search);
  const params = searched && counting ? { ...searched, counting } : searched;
  const analysis = useQuery({ ...cohortAnalysisQueryOptions(params ?? { ids: [], journals: 'a', milestone, range_start: range.start, range_end: range.end }), enabled: params !== null });
  useFailureToast(analysis.error, analysis.errorUpdatedAt, COHORT_MESSAGES.analysisFailed);

  // a cohort opened from a link: its members fill the rows once
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current || !analysis.data) return;
    restored.current = true;
    if (cohortIds(rows).length === 0) setRows(rowsOfAnalysis(analysis.data));
  }, [analysis.data, rows]);

  const ids = cohortIds(rows);
  const duplicates = duplicateRowKeys(rows);
  const setSearch = (change: Partial<typeof search>) => navigate({ search: (previous) => ({ ...previous, ...change }), replace: true });

  const analyze = () => {
    const found = analyzeErrors(rows, journals);
    setErrors(found);
    if (found.faculty) toast(found.faculty);
    if (Object.keys(found).length > 0 || journals === null) return;
    restored.current = true;
    void navigate({ search: (previous) => ({ ...previous, ids, journals, compare: undefined }) });
  };
  const addMember = (member: CohortMember) => {
    const result = addCohortMember(rows, member);
    if (result.outcome === 'duplicate') notifications.show({ color: 'gray', message: COHORT_MESSAGES.alreadyInCohort, autoClose: 3000 });
    else if (result.outcome === 'full') toast(COHORT_MESSAGES.cohortFull);
    else setRows(result.rows);
  };
  const members = rows.flatMap((row) => {
    if (duplicates.has(row.key)) return [];
    if (row.kind === 'member') return [{ id: row.member.id, name: row.member.name }];
    return row.value.candidate ? [{ id: row.value.candidate.author_id, name: `${row.value.candidate.first_name} ${row.value.candidate.last_name}` }] : [];
  });

  return (
    <Stack gap="md">
      <Title order={1} size="h2">Cohort Analysis</Title>
      <FigureOptionsControl value={search} onChange={(next) => void setSearch({ counting: next.counting })} />
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Group justify="space-between">
            <Text fw={600}>Cohort ({ids.length} faculty)</Text>
            <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setRows(addCohortRow(rows))}>ADD TO COHORT</Button>
          </Group>
          <ScrollArea.Autosize mah={COHORT_LIST_HEIGHTS.cohort} type="auto" offsetScrollbars>
            <Stack gap="sm">
              {rows.map((row, index) => (
                <Group key={row.key} align="flex-start" wrap="nowrap" gap="sm" data-cohort-row={row.key}>
                  <div style={{ flex: 1, minWidth: 0 }}>
                    {row.kind === 'picker' ? (
                      <CandidatePicker
                        label={`Faculty ${index + 1}`}
                        idPrefix={`cohort-${row.key}`}
                        value={row.value}
                        onChange={(value) => setRows((current) => replacePicker(current, row.key, value))}
                      />
                    ) : (
                      <MemberCard member={row.member} label={`Faculty ${index + 1}`} />
                    )}
                    {duplicates.has(row.key) ? <Text size="sm" c="orange" mt={4}>{COHORT_MESSAGES.alreadyInCohort}</Text> : null}
                  </div>
                  <Button variant="subtle" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => setRows(removeCohortRow(rows, row.key))} aria-label={`REMOVE faculty ${index + 1}`} mt="md">
                    REMOVE
                  </Button>
                </Group>
              ))}
            </Stack>
          </ScrollArea.Autosize>
          {errors.faculty && ids.length === 0 ? <Text c="red" size="sm" role="alert">{errors.faculty}</Text> : null}
          <Group align="flex-end">
            <Select
              label="Journals"
              placeholder="Choose the journals"
              data={COHORT_JOURNAL_CHOICES.map((value) => ({ value, label: COHORT_JOURNAL_LABELS[value] }))}
              value={journals}
              onChange={(value) => { setJournals(value as CohortJournals | null); if (value) setErrors(({ journals: _dropped, ...rest }) => rest); }}
              error={errors.journals}
              w={240}
            />
            <Button leftSection={<IconChartBar size={16} aria-hidden />} onClick={analyze} loading={analysis.isFetching}>ANALYZE</Button>
          </Group>
        </Stack>
      </Paper>

      <SimilarAuthors
        members={members}
        range={range}
        onRangeChange={(next) => setSearch({ start: next.start, end: next.end })}
        onAdd={addMember}
        cohort={ids}
      />

      {params !== null ? (
        <Results
          analysis={analysis.data}
          loading={analysis.isPending}
          error={analysis.isError ? failureText(analysis.error, COHORT_MESSAGES.analysisFailed) : null}
          milestone={milestone}
          onMilestone={(next) => setSearch({ milestone: next })}
          compared={search.compare ?? []}
          onCompare={(next) => setSearch({ compare: next.length > 0 ? next : undefined })}
        />
      ) : null}
    </Stack>
  );
}

function MemberCard({ member, label }: { member: CohortMember; label: string }) {
  return (
    <Paper withBorder p="sm" radius="md" role="group" aria-label={label}>
      <Text size="sm" fw={600} mb={4}>{label}</Text>
      <Group gap="sm" wrap="nowrap">
        <StoredAvatar picture={member.pic} name={member.name} radius="xl" alt="" />
        <Stack gap={0}>
          <Text fw={600}>{member.name}</Text>
          <Text size="sm" c="dimmed">{member.universityName}{member.firstYearCareer !== null ? ` · career since ${member.firstYearCareer}` : ''}</Text>
        </Stack>
      </Group>
    </Paper>
  );
}

function SimilarAuthors({ members, range, onRangeChange, onAdd, cohort }: {
  members: { id: number; name: string }[];
  range: { start: number; end: number };
  onRangeChange: (range: { start: number; end: number }) => void;
  onAdd: (member: CohortMember) => void;
  cohort: number[];
}) {
  const [chosen, setChosen] = useState<number | null>(null);
  const [shownFor, setShownFor] = useState<number | null>(null);
  const [slider, setSlider] = useState<[number, number]>([range.start, range.end]);
  const rangeKey = `${range.start}:${range.end}`;
  const [seenRange, setSeenRange] = useState(rangeKey);
  if (seenRange !== rangeKey) {
    setSeenRange(rangeKey);
    setSlider([range.start, range.end]);
  }
  const selected = chosen !== null && members.some((m) => m.id === chosen) ? chosen : (members[0]?.id ?? null);
  const similar = useQuery({ ...similarAuthorsQueryOptions(shownFor ?? 0, range.start, range.end), enabled: shownFor !== null });
  useFailureToast(similar.error, similar.errorUpdatedAt, COHORT_MESSAGES.analysisFailed);
  const list = useMemo(() => (similar.data ? mergeSimilarAuthors(similar.data) : []), [similar.data]);
  const marks = [-10, -5, 0, 5, 10].map((value) => ({ value, label: value > 0 ? `+${value}` : String(value) }));

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Text fw={600}>Cohort range and similar authors</Text>
        <Text size="sm" c="dimmed">
          Years around a faculty member's first year of career (similar authors) and around the milestone (the results).
        </Text>
        <div>
          <Text size="sm" fw={500} id="cohort-range-label">Range: {offsetLabel(range.start)} to {offsetLabel(range.end)}</Text>
          <RangeSlider
            aria-labelledby="cohort-range-label"
            thumbFromLabel="Range start (years before)"
            thumbToLabel="Range end (years after)"
            min={COHORT_RANGE.min}
            max={COHORT_RANGE.max}
            minRange={0}
            step={1}
            marks={marks}
            value={slider}
            onChange={(value) => setSlider([Math.min(0, value[0]), Math.max(0, value[1])])}
            onChangeEnd={(value) => onRangeChange({ start: Math.min(0, value[0]), end: Math.max(0, value[1]) })}
            mb="lg"
            maw={520}
          />
        </div>
        <Group align="flex-end">
          <Select
            label="Similar to"
            placeholder={members.length === 0 ? 'Add faculty to the cohort first' : 'Choose a faculty member'}
            data={members.map((member) => ({ value: String(member.id), label: member.name }))}
            value={selected === null ? null : String(selected)}
            onChange={(value) => setChosen(value === null ? null : Number(value))}
            disabled={members.length === 0}
            w={280}
          />
          <Button variant="light" leftSection={<IconUsers size={16} aria-hidden />} disabled={selected === null} onClick={() => setShownFor(selected)} loading={similar.isFetching}>
            SHOW SIMILAR AUTHORS
          </Button>
        </Group>
        {shownFor !== null && similar.data ? (
          <>
            <Text size="sm" c="dimmed">
              {list.length} co-authors and co-authors of co-authors
              {similar.data.first_year_career !== null
                ? ` who started their career between ${similar.data.first_year_career + range.start} and ${similar.data.first_year_career + range.end}`
                : ' (the first year of career is unknown: no range applies)'}; newest careers first.
            </Text>
            <ScrollArea.Autosize mah={COHORT_LIST_HEIGHTS.similar} type="auto" offsetScrollbars>
              <Stack gap={6} aria-label="Similar authors" role="list">
                {list.length === 0 ? <Text c="dimmed" size="sm">No Data to Display</Text> : null}
                {list.map((author) => {
                  const name = `${author.first_name} ${author.last_name}`;
                  return (
                    <Group key={author.author_id} justify="space-between" wrap="nowrap" role="listitem" data-similar-author={author.author_id}>
                      <Group gap="sm" wrap="nowrap">
                        <StoredAvatar picture={author.profile_picture} name={name} radius="xl" size="sm" alt="" />
                        <Stack gap={0}>
                          <Text size="sm" fw={600}>{name}</Text>
                          <Text size="xs" c="dimmed">{author.univ_name || 'University unknown'} · first year {author.first_year_career ?? '-'}</Text>
                        </Stack>
                        <Badge size="xs" variant="light" color={author.relation === 'primary' ? 'brand' : 'gray'}>
                          {author.relation === 'primary' ? 'co-author' : 'co-author of a co-author'}
                        </Badge>
                      </Group>
                      <Button
                        size="xs"
                        variant="subtle"
                        leftSection={<IconPlus size={14} aria-hidden />}
                        disabled={cohort.includes(author.author_id)}
                        aria-label={`Add ${name} to the cohort`}
                        onClick={() => onAdd({ id: author.author_id, name, universityName: author.univ_name, pic: author.profile_picture, firstYearCareer: author.first_year_career })}
                      >
                        {cohort.includes(author.author_id) ? 'In the cohort' : 'Add to cohort'}
                      </Button>
                    </Group>
                  );
                })}
              </Stack>
            </ScrollArea.Autosize>
          </>
        ) : null}
        {similar.isError ? <Alert color="red">{failureText(similar.error, COHORT_MESSAGES.analysisFailed)}</Alert> : null}
      </Stack>
    </Paper>
  );
}

const facultyColumn = createColumnHelper<Faculty>();

/** The drill-down of a cohort figure: Cohort Analysis shows any faculty member, no school in scope. */
const NO_SCOPE = {};

function Results({ analysis, loading, error, milestone, onMilestone, compared, onCompare }: {
  analysis: TCohortAnalysisResponse | undefined;
  loading: boolean;
  error: string | null;
  milestone: CohortMilestone;
  onMilestone: (milestone: CohortMilestone) => void;
  compared: number[];
  onCompare: (ids: number[]) => void;
}) {
  const [ticked, setTicked] = useState<number[]>(compared);
  const [figure, setFigure] = useState<FigureKey>('total_papers');
  const comparedKey = compared.join(',');
  const [seenCompared, setSeenCompared] = useState(comparedKey);
  // each count of papers or citations opens the papers behind it (docs/metrics.md section 29)
  const drill = useFigureDrillDown(NO_SCOPE);
  const journals = analysis?.journals ?? '';
  const counting = analysis?.counting ?? 'full';
  const figureCell = (member: Faculty, measure: 'papers' | 'citations', shown: number | null | undefined, year?: number | null) => {
    const ref = cohortFigureRef(member, measure, journals, counting, shown, year);
    return ref ? <FigureButton figure={ref} onOpen={drill.open}>{cohortCell(shown)}</FigureButton> : cohortCell(shown);
  };
  // the h-index opens the papers ranked by citations with the h-core marked; the A and A- % its numerator
  const indexCell = (member: Faculty, which: 'hindex' | 'abratio', shown: number | null | undefined, year?: number | null) => {
    const ref = cohortIndexRef(member, which, counting, shown, year);
    return ref ? <FigureButton figure={ref} onOpen={drill.open}>{cohortCell(shown)}</FigureButton> : cohortCell(shown);
  };
  if (seenCompared !== comparedKey) {
    setSeenCompared(comparedKey);
    setTicked(compared);
  }

  const columns = useMemo(() => [
    facultyColumn.display({
      id: 'compare',
      header: 'Compare',
      cell: (info) => {
        const id = info.row.original.id;
        return (
          <Checkbox
            aria-label={`Compare ${info.row.original.name}`}
            checked={ticked.includes(id)}
            disabled={!ticked.includes(id) && ticked.length >= 2}
            onChange={() => setTicked((current) => toggleCompared(current, id))}
          />
        );
      },
    }),
    facultyColumn.accessor('name', {
      header: 'Faculty',
      cell: (info) => (
        <Group gap="xs" wrap="nowrap">
          <StoredAvatar picture={info.row.original.pic} name={info.getValue()} radius="xl" size="sm" alt="" />
          <Text size="sm">{info.getValue()}</Text>
        </Group>
      ),
    }),
    facultyColumn.accessor('universityName', { header: 'University' }),
    facultyColumn.accessor('first_year_career', { header: 'First year of career', cell: (info) => cohortYearCell(info.getValue()) }),
    facultyColumn.accessor('milestone_year', { header: `${milestone} since`, cell: (info) => cohortYearCell(info.getValue()) }),
    facultyColumn.accessor('totalPapers', { header: 'Papers', cell: (info) => figureCell(info.row.original, 'papers', info.getValue()) }),
    facultyColumn.accessor('totalCitations', { header: 'Citations', cell: (info) => figureCell(info.row.original, 'citations', info.getValue()) }),
    facultyColumn.accessor('hIndex', { header: 'H-Index', cell: (info) => indexCell(info.row.original, 'hindex', info.getValue()) }),
    facultyColumn.accessor('abJournalRatio', { header: 'A and A- %', cell: (info) => indexCell(info.row.original, 'abratio', info.getValue()) }),
  ], [ticked, milestone, journals, counting]); // eslint-disable-line react-hooks/exhaustive-deps -- figureCell reads journals and counting

  const offsets = analysis?.faculty[0]?.milestones.map((m) => m.offset) ?? [];
  const figureLabel = FIGURES.find((f) => f.key === figure)!.label;
  const offsetColumns = useMemo(() => [
    facultyColumn.accessor('name', { header: 'Faculty' }),
    ...offsets.map((offset) => facultyColumn.accessor((row) => row.milestones.find((m) => m.offset === offset)?.[figure] ?? null, {
      id: `offset${offset}`,
      header: offsetLabel(offset),
      cell: (info) => {
        const year = info.row.original.milestones.find((m) => m.offset === offset)?.year ?? null;
        const measure = figure === 'total_papers' ? 'papers' : figure === 'total_citations' ? 'citations' : null;
        const value = info.getValue();
        const cell = measure !== null ? figureCell(info.row.original, measure, value, year)
          : indexCell(info.row.original, figure === 'hindex' ? 'hindex' : 'abratio', value, year);
        return <Text size="sm" data-offset={offset}>{cell}</Text>;
      },
    })),
  ], [offsets.join(','), figure, journals, counting]); // eslint-disable-line react-hooks/exhaustive-deps -- the offsets' values, not the array's identity
  const csvColumns = cohortCsvColumns(milestone, offsets);

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end">
          <Text fw={600}>Results</Text>
          <Stack gap={4}>
            <Text size="sm" fw={500} id="cohort-milestone-label">Milestone</Text>
            <SegmentedControl
              aria-labelledby="cohort-milestone-label"
              data={COHORT_MILESTONE_CHOICES.map((value) => ({ value, label: value }))}
              value={milestone}
              onChange={(value) => onMilestone(value as CohortMilestone)}
            />
          </Stack>
        </Group>
        {loading ? <Loader aria-label="Loading the cohort analysis" /> : null}
        {error !== null ? <Alert color="red" title="Could not analyse the cohort">{error}</Alert> : null}
        {analysis ? (
          <>
            <Text data-cohort-summary>{analysis.summary}</Text>
            <ScrollArea.Autosize mah={COHORT_LIST_HEIGHTS.results} type="auto" offsetScrollbars>
              <Stack gap="md">
                <DataTable
                  label="Cohort figures"
                  data={analysis.faculty}
                  columns={columns}
                  getRowId={(row) => String(row.id)}
                  emptyText="No Data to Display"
                  csv={{ fileName: `cohort-analysis${figureOptionsFileSuffix(analysis)}`, columns: csvColumns }}
                />
                <Group justify="space-between" align="flex-end">
                  <Text fw={600} size="sm">{figureLabel} around the {milestone.toLowerCase()} milestone (years {analysis.range_start} to +{analysis.range_end})</Text>
                  <SegmentedControl size="xs" aria-label="Figure shown around the milestone" data={FIGURES.map((f) => ({ value: f.key, label: f.label }))} value={figure} onChange={(value) => setFigure(value as FigureKey)} />
                </Group>
                <DataTable label={`${figureLabel} around the milestone`} data={analysis.faculty} columns={offsetColumns} getRowId={(row) => String(row.id)} emptyText="No Data to Display" />
              </Stack>
            </ScrollArea.Autosize>
            <Text size="xs" c="dimmed">
              Figures at a year count the papers published and the citations received up to the end of that year; '-' where the year is unknown or
              still to come. The h-index and the A and A- percent count every paper; papers and citations count only the chosen journals.
            </Text>
            <Group>
              <Button leftSection={<IconUsersGroup size={16} aria-hidden />} disabled={ticked.length !== 2} onClick={() => onCompare(ticked)}>COMPARE</Button>
              <Text size="sm" c="dimmed">Tick two faculty to compare them at each rank's milestone ({ticked.length} of 2 ticked).</Text>
            </Group>
            {drill.panel}
            {compared.length === 2 && analysis.journals ? (
              <CohortCompare ids={[compared[0]!, compared[1]!]} journals={analysis.journals as CohortJournals} counting={analysis.counting} />
            ) : null}
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}

type CompareRow = { milestone: string; figures: TCohortCompareResponse['faculty'][number]['milestones'][number][] };
const compareColumn = createColumnHelper<CompareRow>();

function CohortCompare({ ids, journals, counting }: { ids: [number, number]; journals: CohortJournals; counting: 'full' | 'fractional' }) {
  const answer = useQuery(cohortCompareQueryOptions(ids, journals, counting === 'fractional' ? counting : undefined));
  useFailureToast(answer.error, answer.errorUpdatedAt, COHORT_MESSAGES.compareFailed);
  const faculty = answer.data?.faculty ?? [];
  const rows: CompareRow[] = (faculty[0]?.milestones ?? []).map((m, index) => ({ milestone: m.milestone, figures: faculty.map((f) => f.milestones[index]!) }));
  const columns = [
    compareColumn.accessor('milestone', { header: 'Milestone' }),
    ...faculty.map((f, index) => compareColumn.group({
      id: `faculty${f.id}`,
      header: `${f.first_name} ${f.last_name}`,
      columns: [
        compareColumn.accessor((row) => row.figures[index]?.year ?? null, { id: `year${index}`, header: 'Year', cell: (info) => cohortYearCell(info.getValue()) }),
        ...FIGURES.map((figure) => compareColumn.accessor((row) => row.figures[index]?.[figure.key] ?? null, {
          id: `${figure.key}${index}`, header: figure.label, cell: (info) => cohortCell(info.getValue()),
        })),
      ],
    })),
  ];
  const csvColumns: CsvColumn<CompareRow>[] = [
    { header: 'Milestone', value: (row) => row.milestone },
    ...faculty.flatMap((f, index) => [
      { header: `${f.first_name} ${f.last_name} year`, value: (row: CompareRow) => row.figures[index]?.year ?? null },
      ...FIGURES.map((figure) => ({ header: `${f.first_name} ${f.last_name} ${figure.label}`, value: (row: CompareRow) => row.figures[index]?.[figure.key] ?? null })),
    ]),
  ];
  if (answer.isPending) return <Loader aria-label="Loading the comparison" />;
  if (answer.isError) return <Alert color="red" title="Could not compare">{failureText(answer.error, COHORT_MESSAGES.compareFailed)}</Alert>;
  return (
    <Stack gap="xs">
      <Text fw={600} size="sm">Compared at each rank's milestone and now ({COHORT_JOURNAL_LABELS[journals]})</Text>
      <DataTable label="Cohort comparison" data={rows} columns={columns} getRowId={(row) => row.milestone} csv={{ fileName: `cohort-comparison${figureOptionsFileSuffix({ counting })}`, columns: csvColumns }} />
    </Stack>
  );
}
