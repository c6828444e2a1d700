import { useEffect, useMemo, useRef, useState } from 'react';
import {
  Alert, Badge, Collapse, Group, Loader, Paper, SegmentedControl, Select, SimpleGrid, Stack, Table, Text, ThemeIcon, Title, UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue, useDocumentTitle } from '@mantine/hooks';
import { IconArrowDownRight, IconArrowUpRight, IconChevronDown, IconChevronUp, IconMinus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { createColumnHelper } from '@tanstack/react-table';
import type { ApexOptions } from 'apexcharts';
import type { THireImpactResponse } from '@ri/contracts/dashboards';
import type { CsvColumn } from '@ri/csv';
import { ALL_JOURNALS } from '@ri/metrics';
import { departmentsQueryOptions } from '../../api/dashboards/departmentQueries.ts';
import { facultyByDepartmentQueryOptions, hireImpactQueryOptions } from '../../api/dashboards/hireImpactQueries.ts';
import { journalsOfTypeQueryOptions } from '../../api/journals/journalQueries.ts';
import { FigureOptionsControl } from '../../components/FigureOptionsControl.tsx';
import { FigureButton, useFigureDrillDown } from '../../components/FigureDrillDown.tsx';
import type { FigureRef } from '../../api/dashboards/figurePapersQueries.ts';
import { Chart } from '../../components/charts/Chart.tsx';
import { bubbleAxis, tickText } from '../../components/charts/bubbleAxes.ts';
import { pointTooltip } from '../../components/charts/pointTooltip.ts';
import { CsvDownloadButton } from '../../components/CsvDownloadButton.tsx';
import { DataTable } from '../../components/DataTable.tsx';
import { formatNumber } from '../../format/numberFormat.ts';
import { FilterForm, useFilterDraft } from '../../components/FilterForm.tsx';
import { CandidatePicker } from '../../components/pickers/CandidatePicker.tsx';
import { EMPTY_CANDIDATE_PICKER } from '../../components/pickers/candidatePicker.ts';
import { LimitedMultiSelect } from '../../components/pickers/LimitedMultiSelect.tsx';
import { useUniversityScope } from '../../scope/useUniversityScope.ts';
import { failureText, useFailureToast } from '../dashboardErrors.ts';
import {
  HIRE_COMPARISON_CSV, HIRE_IMPACT_MESSAGES, facultySelectionChange, hireBubbleSeries, hireHIndexFigureRef, hireImpactErrors, hireImpactParams, hirePersonFigureRef, hireRateFigureRef,
  hireAverageFigureRef, hireDepartmentFigureRef, hireSchoolFigureRef, improvementArrow, improvementText, type HireImpactForm,
} from './hireImpact.ts';
import { figureOptionsFileSuffix, figureOptionsLabel, figureOptionsQuery } from '../figureOptionsSearch.ts';
import type { HireImpactSearch, HireImpactView } from './hireImpactSearch.ts';

const route = getRouteApi('/_university/dashboards/hireImpact');

function formFromSearch(search: HireImpactSearch): HireImpactForm {
  return {
    candidate: {
      ...EMPTY_CANDIDATE_PICKER,
      firstName: search.fn ?? '', lastName: search.ln ?? '', univName: search.un ?? '', univId: search.uid ?? null, candidateId: search.candidate ?? null,
    },
    department: search.dept ?? null,
    faculty: search.faculty ?? [],
    journals: search.journals === 'All' ? [ALL_JOURNALS] : (search.journals ?? []).map(String),
  };
}

function searchFromForm(form: HireImpactForm, view: HireImpactView | undefined): HireImpactSearch {
  const { candidate } = form;
  return {
    candidate: candidate.candidateId ?? undefined,
    fn: candidate.firstName || undefined,
    ln: candidate.lastName || undefined,
    un: candidate.univName || undefined,
    uid: candidate.univId ?? undefined,
    dept: form.department ?? undefined,
    faculty: form.faculty.length > 0 ? form.faculty : undefined,
    journals: form.journals.includes(ALL_JOURNALS) ? 'All' : form.journals.length > 0 ? form.journals.map(Number) : undefined,
    view,
  };
}

type ComparisonRow = THireImpactResponse['comparison'][number];
const column = createColumnHelper<ComparisonRow>();
/** The comparison table's columns: each person's papers and citations open to their papers (docs/metrics.md section 29). */
const comparisonColumns = (data: THireImpactResponse, open: (figure: FigureRef) => void) => [
  column.accessor('name', {
    header: 'Name',
    cell: (info) => (info.row.original.is_candidate ? <Group gap={6} wrap="nowrap"><Text size="sm" fw={600}>{info.getValue()}</Text><Badge size="xs" variant="light">Candidate</Badge></Group> : info.getValue()),
  }),
  // the rates open to their numerator, the label stating the denominator (docs/metrics.md section 29)
  ...(['papersPerYear', 'citationsPerPaper'] as const).map((rate) => column.accessor(rate, {
    header: rate === 'papersPerYear' ? 'Papers per year' : 'Citations per paper',
    cell: (info) => (
      <FigureButton figure={hireRateFigureRef(data, info.row.original, rate, formatNumber(info.getValue()))} onOpen={open}>{formatNumber(info.getValue())}</FigureButton>
    ),
  })),
  ...(['papers', 'citations'] as const).map((measure) => column.accessor(measure, {
    header: measure === 'papers' ? 'Papers' : 'Citations',
    cell: (info) => (
      <FigureButton figure={hirePersonFigureRef(data, info.row.original, measure, info.getValue())} onOpen={open}>{formatNumber(info.getValue())}</FigureButton>
    ),
  })),
];

/** Hire Impact (docs/requirements/dashboards.md §2, §4, §5): how a candidate would move the school's research figures. */
export function HireImpactScreen() {
  useDocumentTitle('Hire Impact · Research Insights');
  const scope = useUniversityScope();
  const search = route.useSearch();
  const navigate = route.useNavigate();

  // the form starts from the URL; a URL changed from outside (back, a shared link) resets it
  const ownSearch = useRef<string | null>(null);
  // the view and the figure options change the answer's reading, not the form
  const formOf = (value: HireImpactSearch) => JSON.stringify({ ...value, view: undefined, counting: undefined, affiliation: undefined });
  const searchKey = formOf(search);
  const [formKey, setFormKey] = useState(searchKey);
  const [draftFaculty, setDraftFaculty] = useState<number[]>(search.faculty ?? []);
  if (searchKey !== formKey && searchKey !== ownSearch.current) {
    setFormKey(searchKey);
    setDraftFaculty(search.faculty ?? []);
  }

  const applied = useMemo(() => {
    const params = hireImpactParams(formFromSearch(search));
    return params ? { ...params, ...figureOptionsQuery(search, { affiliation: true }) } : null;
  }, [search]);
  const result = useQuery({ ...hireImpactQueryOptions(scope.query, applied ?? { hiringCandidateId: 0, department: 0, facultyIds: [], journalIds: [] }), enabled: scope.ready && applied !== null });
  useFailureToast(result.error, result.errorUpdatedAt, HIRE_IMPACT_MESSAGES.failed);

  const go = (form: HireImpactForm, replace: boolean) => {
    const next = { ...searchFromForm(form, search.view), counting: search.counting, affiliation: search.affiliation };
    ownSearch.current = formOf(next);
    void navigate({ search: next, replace });
  };

  return (
    <Stack gap="md">
      <Title order={1} size="h2">Hire Impact</Title>
      <HireImpactSummary result={result.data} />
      <HireImpactFormPanel
        key={formKey}
        initial={formFromSearch(search)}
        hasResult={result.data !== undefined}
        resultFaculty={result.data?.selected_author_data.map((author) => author.id) ?? []}
        searching={result.isFetching}
        onSearch={(form) => go(form, false)}
        onRerun={(form) => go(form, true)}
        onFacultyChange={setDraftFaculty}
      />
      <FigureOptionsControl value={search} affiliation onChange={(next) => void navigate({ search: (previous) => ({ ...previous, ...next }), replace: true })} />
      {result.isError ? <Alert color="red" title="Hire impact could not be computed">{failureText(result.error, HIRE_IMPACT_MESSAGES.failed)}</Alert> : null}
      {result.isPending && applied !== null && scope.ready ? <Group gap="sm"><Loader size="sm" aria-hidden /><Text>Computing the hire's impact…</Text></Group> : null}
      {result.data ? (
        <HireImpactResults
          data={result.data}
          department={applied?.department ?? null}
          stale={facultySelectionChange(result.data.selected_author_data.map((author) => author.id), draftFaculty, true).stale}
          updating={result.isFetching}
          view={search.view ?? 'department'}
          onView={(view) => void navigate({ search: { ...search, view }, replace: true })}
        />
      ) : null}
    </Stack>
  );
}

function HireImpactSummary({ result }: { result: THireImpactResponse | undefined }) {
  const [opened, setOpened] = useState(true);
  return (
    <Paper withBorder p="md" radius="md">
      <UnstyledButton onClick={() => setOpened((value) => !value)} aria-expanded={opened} aria-controls="hire-impact-summary" w="100%">
        <Group justify="space-between">
          <Text fw={600}>Summary</Text>
          {opened ? <IconChevronUp size={18} aria-hidden /> : <IconChevronDown size={18} aria-hidden />}
        </Group>
      </UnstyledButton>
      <Collapse expanded={opened} id="hire-impact-summary">
        <Stack gap={6} mt="sm">
          <Text size="sm">
            Choose a candidate from any school, the department that would hire them and the faculty you want to compare them with. The
            candidate's papers and citations (all-time, in the journals you pick) are added to the selected faculty's, the department's and
            the school's, and the averages per faculty member are compared before and after the hire.
          </Text>
          <Text size="sm">
            Percentage of improvement = (average citations after the hire ÷ average citations before the hire) × 100 − 100, over the selected faculty.
          </Text>
          {result ? (
            <Text size="sm" fw={500}>
              Hiring {result.hiring_author_data.name} ({result.hiring_author_data.univ_name || 'no university'}), compared with {result.selected_author_data.length} faculty
              member{result.selected_author_data.length === 1 ? '' : 's'}, {result.journals === 'All' ? 'in all journals' : `in ${result.journals.length} journal${result.journals.length === 1 ? '' : 's'}`}.
            </Text>
          ) : null}
        </Stack>
      </Collapse>
    </Paper>
  );
}

interface FormPanelProps {
  initial: HireImpactForm;
  hasResult: boolean;
  resultFaculty: readonly number[];
  searching: boolean;
  onSearch: (form: HireImpactForm) => void;
  onRerun: (form: HireImpactForm) => void;
  onFacultyChange: (faculty: number[]) => void;
}

function HireImpactFormPanel({ initial, hasResult, resultFaculty, searching, onSearch, onRerun, onFacultyChange }: FormPanelProps) {
  const scope = useUniversityScope();
  const { form, errors, update: updateDraft, submit } = useFilterDraft(initial, hireImpactErrors, onSearch);
  const departments = useQuery({ ...departmentsQueryOptions(scope.query), enabled: scope.ready });
  const faculty = useQuery({ ...facultyByDepartmentQueryOptions(scope.query, form.department ?? 'all'), enabled: scope.ready && form.department !== null });
  const journals = useQuery(journalsOfTypeQueryOptions('all'));

  // docs/requirements/dashboards.md §4: once a result is shown, a changed selection reruns the search
  const [debouncedFaculty] = useDebouncedValue(form.faculty, 500);
  const latest = useRef({ form, resultFaculty, hasResult, onRerun });
  latest.current = { form, resultFaculty, hasResult, onRerun };
  useEffect(() => {
    const current = latest.current;
    const change = facultySelectionChange(current.resultFaculty, debouncedFaculty, current.hasResult);
    if (change.rerun && hireImpactParams({ ...current.form, faculty: debouncedFaculty }) !== null) current.onRerun({ ...current.form, faculty: debouncedFaculty });
  }, [debouncedFaculty]);

  const update = (change: Partial<HireImpactForm>) => {
    updateDraft(change);
    if (change.faculty) onFacultyChange(change.faculty);
  };

  const candidateId = form.candidate.candidateId;
  const facultyOptions = (faculty.data?.faculty ?? [])
    .filter((member) => member._id !== candidateId)
    .map((member) => ({ value: String(member._id), label: member.position ? `${member.name} (${member.position})` : member.name }));
  const journalOptions = [{ value: ALL_JOURNALS, label: 'All journals' }, ...(journals.data?.journals ?? []).map((journal) => ({
    value: String(journal.id), label: journal.tier ? `${journal.name} (${journal.tier})` : journal.name,
  }))];

  return (
    <FilterForm label="Hire impact filters" searching={searching} onSubmit={submit}>
        <CandidatePicker value={form.candidate} onChange={(candidate) => update({ candidate })} error={errors.candidate} idPrefix="hire-candidate" />
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
          <Select
            label="Hiring Department"
            placeholder={departments.isLoading ? 'Loading departments…' : 'Choose a department'}
            searchable
            data={(departments.data?.departments ?? []).map((department) => ({ value: String(department._id), label: department.name }))}
            value={form.department === null ? null : String(form.department)}
            onChange={(value) => update({ department: value === null ? null : Number(value), faculty: [] })}
            error={errors.department}
          />
          <LimitedMultiSelect
            label="Faculty To Consider"
            placeholder={form.department === null ? 'Choose the department first' : faculty.isLoading ? 'Loading faculty…' : 'Choose faculty'}
            disabled={form.department === null}
            data={facultyOptions}
            value={form.faculty.map(String)}
            onChange={(values) => update({ faculty: values.map(Number) })}
            withSelectAll
            nothingFoundMessage="No faculty matches"
            error={errors.faculty}
          />
          <LimitedMultiSelect
            label="Journals"
            placeholder={journals.isLoading ? 'Loading journals…' : 'Choose journals'}
            data={journalOptions}
            value={form.journals}
            onChange={(values) => update({ journals: values })}
            exclusiveValue={ALL_JOURNALS}
            nothingFoundMessage="No journal matches"
            error={errors.journals}
          />
        </SimpleGrid>
    </FilterForm>
  );
}

/**
 * The improvement is a ratio of two averages (docs/metrics.md sections 20 and 29): each average opens to the
 * selected faculty's own papers, before the hire and with the candidate after it, the members stated.
 */
function ImprovementCard({ data, onOpen }: { data: THireImpactResponse; onOpen: (figure: FigureRef) => void }) {
  const before = data.university_data.average_citations_before_hire;
  const after = data.university_data.average_citations_after_hire;
  const arrow = improvementArrow(data.improvement.direction);
  const Icon = data.improvement.direction === 'up' ? IconArrowUpRight : data.improvement.direction === 'down' ? IconArrowDownRight : IconMinus;
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="xs" fw={700} c="dimmed">PERCENTAGE OF IMPROVEMENT</Text>
      <Group gap="sm" mt="xs" wrap="nowrap">
        <ThemeIcon color={arrow.color} variant="light" size="xl" radius="xl" aria-label={arrow.label} role="img"><Icon size={26} aria-hidden /></ThemeIcon>
        <Text fz={32} fw={700} c={arrow.color} data-testid="hire-improvement">{improvementText(data.improvement)}</Text>
      </Group>
      <Text size="sm" c="dimmed" mt="xs">
        Average citations of the selected faculty:{' '}
        <FigureButton figure={hireAverageFigureRef(data, 'citations', before, false)} onOpen={onOpen}>{formatNumber(before)}</FigureButton> before,{' '}
        <FigureButton figure={hireAverageFigureRef(data, 'citations', after, true)} onOpen={onOpen}>{formatNumber(after)}</FigureButton> after the hire.
      </Text>
    </Paper>
  );
}

/** A figure of a stats card: its name, its value as shown, and the papers behind it when it is a count. */
type StatRow = [name: string, value: string, figure?: FigureRef];
const statsCsv: CsvColumn<StatRow>[] = [{ header: 'Figure', value: ([name]) => name }, { header: 'Value', value: ([, value]) => value }];

function StatsTable({ label, rows, fileName, onOpen }: { label: string; rows: StatRow[]; fileName: string; onOpen: (figure: FigureRef) => void }) {
  return (
    <>
      <Table aria-label={label} withRowBorders={false} verticalSpacing={4}>
        <Table.Tbody>
          {rows.map(([name, value, figure]) => (
            <Table.Tr key={name}>
              <Table.Th scope="row" fw={400}><Text size="sm" c="dimmed">{name}</Text></Table.Th>
              <Table.Td ta="right"><Text size="sm" fw={600}>{figure ? <FigureButton figure={figure} onOpen={onOpen}>{value}</FigureButton> : value}</Text></Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <CsvDownloadButton fileName={fileName} columns={statsCsv} rows={rows} />
    </>
  );
}

/** The axes' margin (a share of the span): room for an 18 px bubble and its name at the top and the sides. */
const BUBBLE_MARGIN = 0.14;

function HireImpactResults({ data, department, stale, updating, view, onView }: {
  data: THireImpactResponse; department: number | null; stale: boolean; updating: boolean; view: HireImpactView; onView: (view: HireImpactView) => void;
}) {
  const university = data.university_data;
  const hire = data.hiring_author_data;
  const scope = useUniversityScope();
  const drill = useFigureDrillDown(scope.query);
  const columns = useMemo(() => comparisonColumns(data, drill.open), [data, drill.open]);
  const candidate = { id: hire.id, name: hire.name, is_candidate: true };
  // the export names the counting and affiliation its figures were computed with
  const optionsSuffix = figureOptionsFileSuffix(data);
  const own = view === 'department' ? (data.comparable_dept_data.find((d) => d.is_own)?.abbreviation ?? 'Your department') : (data.comparable_univ_data.find((u) => u.is_own)?.abbreviation ?? 'Your school');
  const series = useMemo(() => hireBubbleSeries(view === 'department' ? data.bubble.department : data.bubble.school, own), [data, view, own]);
  const options = useMemo<ApexOptions>(() => ({
    plotOptions: { bubble: { zScaling: false } },
    colors: ['#879d3a', '#1557b3', '#e8590c'],
    fill: { opacity: 0.75 },
    // every bubble named, "Others" too (declutterPointLabels keeps the names apart and in the plot)
    dataLabels: {
      enabled: true,
      formatter: (_value: number, context?: { seriesIndex: number; dataPointIndex: number }) => series[context?.seriesIndex ?? -1]?.data[context?.dataPointIndex ?? -1]?.label ?? '',
      style: { fontSize: '11px', colors: ['#212529'] },
    },
    xaxis: {
      type: 'numeric', ...bubbleAxis(series.flatMap((one) => one.data.map((p) => p.x)), 10, BUBBLE_MARGIN),
      title: { text: 'Average papers per faculty member' }, labels: { formatter: (value: string) => tickText(Number(value)) },
    },
    yaxis: { ...bubbleAxis(series.flatMap((one) => one.data.map((p) => p.y)), 7, BUBBLE_MARGIN), title: { text: 'Average citations per faculty member' }, labels: { formatter: (value: number) => tickText(value) } },
    tooltip: {
      custom: pointTooltip((seriesIndex, dataPointIndex) => {
        const point = series[seriesIndex]?.data[dataPointIndex];
        return point ? { title: point.label, lines: [`${formatNumber(point.x)} papers, ${formatNumber(point.y)} citations per faculty member`] } : null;
      }),
    },
    legend: { position: 'bottom' },
  }), [series]);

  return (
    <Stack gap="md" aria-busy={updating}>
      {stale ? (
        <Alert color="orange" variant="light" title="These results are out of date" data-testid="hire-stale">
          Fewer faculty are selected than these results were computed for. {updating ? 'Updating…' : HIRE_IMPACT_MESSAGES.faculty}
        </Alert>
      ) : updating ? <Group gap="xs"><Loader size="xs" aria-hidden /><Text size="sm">Updating the results…</Text></Group> : null}
      <Stack gap="md" style={stale ? { opacity: 0.55 } : undefined}>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        <ImprovementCard data={data} onOpen={drill.open} />
        <Paper withBorder p="md" radius="md">
          <Text size="xs" fw={700} c="dimmed">SCHOOL RESEARCH STATS</Text>
          <StatsTable label="School research stats" fileName={`hire-impact-school-stats${optionsSuffix}`} rows={[
            ['Papers (school)', formatNumber(university.total_papers), hireSchoolFigureRef(data, 'papers', university.total_papers)],
            ['Citations (school)', formatNumber(university.total_citations), hireSchoolFigureRef(data, 'citations', university.total_citations)],
            ['Average papers per faculty (department)', formatNumber(university.average_department_papers),
              ...(department === null ? [] : [hireDepartmentFigureRef(data, department, 'papers', university.average_department_papers)])] as StatRow,
            ['Average citations per faculty (department)', formatNumber(university.average_department_citations),
              ...(department === null ? [] : [hireDepartmentFigureRef(data, department, 'citations', university.average_department_citations)])] as StatRow,
            ['Average papers, selected faculty', formatNumber(university.selected_faculty_average_papers),
              hireAverageFigureRef(data, 'papers', university.selected_faculty_average_papers, false)],
            ['Average papers after the hire', formatNumber(university.average_papers_after_hire), hireAverageFigureRef(data, 'papers', university.average_papers_after_hire, true)],
          ]} onOpen={drill.open} />
        </Paper>
        <Paper withBorder p="md" radius="md">
          <Text size="xs" fw={700} c="dimmed">NEW HIRE RESEARCH STATS</Text>
          <Text fw={600} mt={4}>{hire.name}</Text>
          <StatsTable label="New hire research stats" fileName={`hire-impact-${hire.last_name}-stats${optionsSuffix}`} rows={[
            ['H-index', String(hire.h_index), hireHIndexFigureRef(candidate, hire.h_index)],
            ['Papers', formatNumber(hire.total_papers), hirePersonFigureRef(data, candidate, 'papers', hire.total_papers)],
            ['Citations', formatNumber(hire.total_citations), hirePersonFigureRef(data, candidate, 'citations', hire.total_citations)],
            ['Papers per year', formatNumber(hire.papersPerYear), hireRateFigureRef(data, candidate, 'papersPerYear', formatNumber(hire.papersPerYear))],
            ['Citations per paper', formatNumber(hire.citationsPerPaper), hireRateFigureRef(data, candidate, 'citationsPerPaper', formatNumber(hire.citationsPerPaper))],
          ]} onOpen={drill.open} />
        </Paper>
      </SimpleGrid>
      <Paper withBorder p="md" radius="md">
        <Text fw={600} mb="sm">COMPARISON TO SELECTED FACULTY</Text>
        <DataTable
          label="Comparison to selected faculty"
          data={data.comparison}
          columns={columns}
          getRowId={(row) => String(row.id)}
          csv={{ fileName: `hire-impact-${hire.last_name}${optionsSuffix}`, columns: HIRE_COMPARISON_CSV }}
        />
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Group justify="space-between" mb="sm">
          <Text fw={600}>Average papers and citations per faculty member</Text>
          <SegmentedControl
            aria-label="Compare with"
            value={view}
            onChange={(value) => onView(value as HireImpactView)}
            data={[{ value: 'department', label: 'Department' }, { value: 'school', label: 'School' }]}
          />
        </Group>
        <Chart
          type="bubble"
          title={`Hire impact ${view === 'department' ? 'departments' : 'schools'}`}
          filters={`Hiring ${hire.name} (${hire.univ_name}) with ${data.selected_author_data.length} faculty selected; ${data.journals === 'All' ? 'all journals' : `${data.journals.length} journal${data.journals.length === 1 ? '' : 's'} chosen`}; ${view === 'department' ? 'departments of the same name' : 'every school'}; averages per faculty member, all time${figureOptionsLabel(data)}`}
          series={series}
          options={options}
        />
        {drill.panel}
        <Text size="xs" c="dimmed">{view === 'department' ? 'The departments of the same name at every school, and yours after the hire.' : 'Every school with faculty, and yours after the hire.'}</Text>
      </Paper>
      </Stack>
    </Stack>
  );
}
