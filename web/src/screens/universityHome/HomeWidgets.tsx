import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Alert, Badge, Button, Chip, Collapse, Group, Loader, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import type { ApexOptions } from 'apexcharts';
import type { TDepartmentFactResponse, TFacultyCitationsResponse, TInterestingFactResponse, TJournalDistributionResponse, TMarketShareResponse } from '@ri/contracts/dashboards';
import type { CsvColumn } from '@ri/csv';
import { perceptualMapQueryOptions } from '../../api/dashboards/compareSchoolsQueries.ts';
import {
  departmentFactsQueryOptions, facultyCitationsQueryOptions, interestingFactsQueryOptions, journalDistributionQueryOptions, marketShareQueryOptions,
  schoolGenderQueryOptions,
} from '../../api/dashboards/homeQueries.ts';
import { tenureReadinessQueryOptions } from '../../api/dashboards/tenureQueries.ts';
import { Chart } from '../../components/charts/Chart.tsx';
import { CsvDownloadButton } from '../../components/CsvDownloadButton.tsx';
import { DataTable } from '../../components/DataTable.tsx';
import { FigureButton, useFigureDrillDown } from '../../components/FigureDrillDown.tsx';
import type { FigureRef } from '../../api/dashboards/figurePapersQueries.ts';
import { ButtonLink } from '../../components/RouterLinks.tsx';
import { COMPARE_SCHOOLS_DEFAULTS, previewOwnSchoolNote } from '../compareSchools/compareSchools.ts';
import { UniversityComparisonChart } from '../compareSchools/UniversityComparisonChart.tsx';
import { failureText } from '../dashboardErrors.ts';
import { figureOptionsFileSuffix, figureOptionsLabel, type FigureOptionsSearch } from '../figureOptionsSearch.ts';
import { departmentFactLines, mostCitedAt } from '../facultyHome/facultyHome.ts';
import { TENURE_COLOUR_SWATCH, TENURE_DEFAULTS, cardColour, percentText, sortTenureRows } from '../tenureReadiness/tenureReadiness.ts';
import { tenureCsvColumns } from '../tenureReadiness/tenureCsv.ts';
import {
  HOME_MESSAGES, RANK_CODES, genderPie, interestingFactsRows, oneDecimal, tenureColourCounts, treemapData, type FactsRow, type HomeScope,
  type RankCode,
} from './home.ts';
import { departmentFactRef, facultyShareRef, interestingFactRef, journalFigureRef, mostCitedFacultyRef } from './homeFigures.ts';

export interface WidgetProps {
  scope: { univ_id?: number };
  ready: boolean;
  dept: HomeScope;
  /** the chosen department's name (null at school scope, or while the list loads) */
  departmentName: string | null;
  /** the figure options sent with the paper counts (counting, affiliation; absent: the defaults) */
  figureOptions?: Pick<FigureOptionsSearch, 'counting' | 'affiliation'>;
}

const scopeLabel = ({ dept, departmentName }: WidgetProps) => (dept === 'all' ? 'School' : (departmentName ?? 'Department'));

export function WidgetCard({ title, subtitle, action, children, testId }: { title: string; subtitle?: string; action?: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title} data-testid={testId}>
      <Group justify="space-between" align="flex-start" mb="sm" wrap="nowrap">
        <Stack gap={2}>
          <Text fw={700} component="h2" size="lg" m={0}>{title}</Text>
          {subtitle ? <Text size="xs" c="dimmed">{subtitle}</Text> : null}
        </Stack>
        {action ? <div style={{ flexShrink: 0 }}>{action}</div> : null}
      </Group>
      {children}
    </Paper>
  );
}

/** docs/requirements/dashboards.md §8: these widgets' failures are only logged; the card says it could not load, never shows zeros. */
function useLoggedFailure(error: Error | null, widget: string): void {
  useEffect(() => {
    if (error) console.error(`Dashboard: ${widget} could not be loaded`, error);
  }, [error, widget]);
}

function Loading({ label }: { label: string }) {
  return <Group gap="xs" py="md"><Loader size="xs" aria-hidden /><Text size="sm" c="dimmed">Loading {label}…</Text></Group>;
}

function Unavailable() {
  return <Text size="sm" c="dimmed" role="status" py="md">{HOME_MESSAGES.widgetUnavailable}</Text>;
}

// ---------------------------------------------------------------- journal distribution

type JournalRow = TJournalDistributionResponse['journals'][number];
const journalColumn = createColumnHelper<JournalRow>();
/** The list's columns: each journal's papers open the papers behind them (docs/metrics.md section 29). */
const journalColumns = (figureOf: (row: JournalRow) => FigureRef, open: (figure: FigureRef) => void) => [
  journalColumn.accessor('journal_title', { header: 'Journal' }),
  journalColumn.accessor('journal_abbreviation', { header: 'Abbreviation' }),
  journalColumn.accessor('tier', { header: 'Tier', cell: (info) => info.getValue() ?? '-' }),
  journalColumn.accessor('journal_count', {
    header: 'Papers', cell: (info) => <FigureButton figure={figureOf(info.row.original)} onOpen={open}>{String(info.getValue())}</FigureButton>,
  }),
];
const journalCsv: CsvColumn<JournalRow>[] = [
  { header: 'Journal', value: (row) => row.journal_title },
  { header: 'Abbreviation', value: (row) => row.journal_abbreviation },
  { header: 'Tier', value: (row) => row.tier ?? '' },
  { header: 'Papers', value: (row) => row.journal_count },
];

export function JournalDistributionCard(props: WidgetProps) {
  const answer = useQuery({ ...journalDistributionQueryOptions(props.scope, props.dept, props.figureOptions), enabled: props.ready });
  const [tableShown, setTableShown] = useState(false);
  const treemap = useMemo(() => (answer.data ? treemapData(answer.data.journals) : null), [answer.data]);
  const drill = useFigureDrillDown(props.scope);
  const name = scopeLabel(props);
  const columns = useMemo(() => (answer.data
    ? journalColumns((row) => journalFigureRef(answer.data, props.dept, name, row), drill.open)
    : []), [answer.data, props.dept, name, drill.open]);
  const options = useMemo<ApexOptions>(() => ({
    legend: { show: false },
    dataLabels: { enabled: true, style: { fontSize: '11px' } },
    plotOptions: { treemap: { distributed: true, enableShades: false } },
    tooltip: { y: { formatter: (value: number) => `${value} paper${value === 1 ? '' : 's'}` } },
  }), []);
  return (
    <WidgetCard
      title="Journal distribution of your papers"
      subtitle={answer.data ? `${scopeLabel(props)}: ${answer.data.total_papers} distinct papers${answer.data.papers_without_journal > 0 ? `, ${answer.data.papers_without_journal} without a journal` : ''}${figureOptionsLabel(answer.data)}` : scopeLabel(props)}
      testId="home-journal-distribution"
    >
      {answer.isError ? <Alert color="red" variant="light">{failureText(answer.error, HOME_MESSAGES.journalDistribution)}</Alert> : null}
      {answer.isPending && props.ready ? <Loading label="the journal distribution" /> : null}
      {answer.data && treemap ? (
        <Stack gap="xs">
          <Chart
            type="treemap"
            title="Journal distribution of your papers"
            filters={`${scopeLabel(props)}: distinct papers by journal, all years${answer.data ? figureOptionsLabel(answer.data) : ''}`}
            series={treemap.tiles.length === 0 ? [] : [{ name: 'Papers', data: treemap.tiles }]}
            options={options}
            height={360}
            emptyText={HOME_MESSAGES.treemapEmpty}
          />
          {treemap.otherJournals > 0 ? (
            <Text size="xs" c="dimmed">The {treemap.tiles.length} journals with the most papers; {treemap.otherPapers} more papers are in {treemap.otherJournals} other journals.</Text>
          ) : null}
          {answer.data.journals.length > 0 ? (
            <>
              <Button variant="subtle" size="compact-xs" w="fit-content" onClick={() => setTableShown((shown) => !shown)} aria-expanded={tableShown}>
                {tableShown ? 'Hide the list of journals' : 'Every journal'}
              </Button>
              <Collapse expanded={tableShown}>
                <DataTable label="Papers per journal" data={answer.data.journals} columns={columns} getRowId={(row) => String(row.journal_id)} csv={{ fileName: `journal-distribution${figureOptionsFileSuffix(answer.data)}`, columns: journalCsv }} />
              </Collapse>
              {drill.panel}
            </>
          ) : null}
        </Stack>
      ) : null}
    </WidgetCard>
  );
}

// ---------------------------------------------------------------- tenure readiness

export function TenureReadinessCard(props: WidgetProps & { universityId: number | null }) {
  const { years, journal } = TENURE_DEFAULTS.dashboard;
  const answer = useQuery({
    ...tenureReadinessQueryOptions(props.scope, { years, journal, rank: 'assistant', dept: props.dept, univIds: [] }),
    enabled: props.ready,
  });
  const rows = useMemo(() => (answer.data ? sortTenureRows(answer.data.rows, 'readiness') : []), [answer.data]);
  const counts = answer.data ? tenureColourCounts(answer.data.rows, answer.data.month) : null;
  return (
    <WidgetCard
      title="Tenure Readiness"
      subtitle={`${scopeLabel(props)}: assistant professors against your associate professors, last ${years} years, all journals`}
      testId="home-tenure"
      action={(
        <ButtonLink
          to="/dashboards/tenureReadiness"
          search={{ years, journal, dept: props.dept, univ: props.universityId === null ? undefined : [props.universityId] }}
          aria-label="Open Tenure Readiness"
          variant="subtle"
          size="xs"
          rightSection={<IconArrowRight size={14} aria-hidden />}
        >
          Open
        </ButtonLink>
      )}
    >
      {answer.isError ? <Alert color="red" variant="light">{failureText(answer.error, HOME_MESSAGES.tenure)}</Alert> : null}
      {answer.isPending && props.ready ? <Loading label="tenure readiness" /> : null}
      {answer.data && counts ? (
        rows.length === 0 ? <Text c="dimmed" py="md">No Data to Display</Text> : (
          <Stack gap="sm">
            <Group gap="xs">
              {(['green', 'orange', 'red', 'grey'] as const).map((colour) => (
                <Badge key={colour} color={TENURE_COLOUR_SWATCH[colour]} variant="light" data-testid={`tenure-count-${colour}`}>{colour}: {counts[colour]}</Badge>
              ))}
            </Group>
            <Table.ScrollContainer minWidth={380}>
            <Table aria-label="Tenure readiness" verticalSpacing={4}>
              <Table.Thead>
                <Table.Tr><Table.Th>Name</Table.Th><Table.Th>Department</Table.Th><Table.Th ta="right">Papers</Table.Th><Table.Th ta="right">Readiness</Table.Th></Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.slice(0, 8).map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td><Group gap={6} wrap="nowrap"><Badge circle size="xs" color={TENURE_COLOUR_SWATCH[cardColour(row, answer.data.month)]} role="img" aria-label={`Card colour ${cardColour(row, answer.data.month)}`}>{' '}</Badge>{row.name}</Group></Table.Td>
                    <Table.Td>{row.dept}</Table.Td>
                    <Table.Td ta="right">{row.papers}</Table.Td>
                    <Table.Td ta="right">{percentText(row.readiness_percent)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            </Table.ScrollContainer>
            <Group justify="space-between">
              {rows.length > 8 ? <Text size="xs" c="dimmed">The 8 most ready of {rows.length}; Open shows every card.</Text> : <span />}
              <CsvDownloadButton fileName={`tenure-readiness-${years}y`} columns={tenureCsvColumns(answer.data.month, answer.data.tier_source.label)} rows={rows} />
            </Group>
          </Stack>
        )
      ) : null}
    </WidgetCard>
  );
}

// ---------------------------------------------------------------- most cited

export function MostCitedCards(props: WidgetProps) {
  const answer = useQuery({ ...facultyCitationsQueryOptions(props.scope, props.figureOptions), enabled: props.ready });
  const row = answer.data ? mostCitedAt(answer.data, props.dept === 'all' ? null : props.dept) : null;
  const failure = answer.isError ? <Alert color="red" variant="light">{failureText(answer.error, HOME_MESSAGES.citations)}</Alert> : null;
  const pending = answer.isPending && props.ready ? <Loading label="the most cited" /> : null;
  const faculty = row?.most_cited_faculty_data ?? null;
  const paper = row?.most_cited_paper_data ?? null;
  const drill = useFigureDrillDown(props.scope);
  return (
    <>
      <WidgetCard title="Most Cited Faculty" subtitle={scopeLabel(props)} testId="home-most-cited-faculty">
        {failure}{pending}
        {answer.data ? (faculty === null ? <Text c="dimmed" py="md">No Data to Display</Text> : (
          <Stack gap={2}>
            <Text fw={700} size="xl">{faculty.name}</Text>
            <Text size="sm"><Text span fw={600} data-testid="most-cited-faculty-count"><FigureButton figure={mostCitedFacultyRef(answer.data, faculty)} onOpen={drill.open}>{faculty.count.toLocaleString('en-US')}</FigureButton></Text> citations, all time{figureOptionsLabel(answer.data)}</Text>
            {drill.panel}
          </Stack>
        )) : null}
      </WidgetCard>
      <WidgetCard title="Most Cited Papers" subtitle={scopeLabel(props)} testId="home-most-cited-paper">
        {failure}{pending}
        {answer.data ? (paper === null ? <Text c="dimmed" py="md">No Data to Display</Text> : (
          <Stack gap={2}>
            <Text fw={700}>{paper.title}</Text>
            <Text size="sm"><Text span fs="italic">{paper.journal || 'No journal'}</Text>{paper.year === null ? '' : `, ${paper.year}`}</Text>
            <Text size="sm">{paper.name}: <Text span fw={600} data-testid="most-cited-paper-count">{paper.count.toLocaleString('en-US')}</Text> citations</Text>
          </Stack>
        )) : null}
      </WidgetCard>
    </>
  );
}

type CitationsRow = TFacultyCitationsResponse['departments'][number];
const citationsColumn = createColumnHelper<CitationsRow>();
const citationsColumns = [
  citationsColumn.accessor('department', { header: 'Department' }),
  citationsColumn.accessor((row) => row.most_cited_faculty_data?.name ?? '-', { id: 'faculty', header: 'Most cited faculty' }),
  citationsColumn.accessor((row) => row.most_cited_faculty_data?.count ?? null, { id: 'faculty_count', header: 'Citations', cell: (info) => info.getValue() ?? '-' }),
  citationsColumn.accessor((row) => row.most_cited_paper_data?.title ?? '-', { id: 'paper', header: 'Most cited paper' }),
  citationsColumn.accessor((row) => row.most_cited_paper_data?.count ?? null, { id: 'paper_count', header: 'Paper citations', cell: (info) => info.getValue() ?? '-' }),
];
const citationsCsv: CsvColumn<CitationsRow>[] = [
  { header: 'Department', value: (row) => row.department },
  { header: 'Most cited faculty', value: (row) => row.most_cited_faculty_data?.name ?? '' },
  { header: 'Faculty citations', value: (row) => row.most_cited_faculty_data?.count ?? '' },
  { header: 'Most cited paper', value: (row) => row.most_cited_paper_data?.title ?? '' },
  { header: 'Journal', value: (row) => row.most_cited_paper_data?.journal ?? '' },
  { header: 'Year', value: (row) => row.most_cited_paper_data?.year ?? '' },
  { header: 'Paper citations', value: (row) => row.most_cited_paper_data?.count ?? '' },
];

export function MostCitedByDepartmentCard(props: WidgetProps) {
  const answer = useQuery({ ...facultyCitationsQueryOptions(props.scope, props.figureOptions), enabled: props.ready });
  if (!answer.data) return null;
  return (
    <WidgetCard title="Most cited, by department" subtitle={`Faculty citations over all time${figureOptionsLabel(answer.data)}`}>
      <DataTable
        label="Most cited faculty and papers by department"
        data={answer.data.departments}
        columns={citationsColumns}
        getRowId={(row) => String(row.department_id ?? row.department)}
        emptyText="No Data to Display"
        csv={{ fileName: `most-cited-by-department${figureOptionsFileSuffix(answer.data)}`, columns: citationsCsv }}
      />
    </WidgetCard>
  );
}

// ---------------------------------------------------------------- compare schools

export function CompareSchoolsCard(props: WidgetProps) {
  const params = { ...COMPARE_SCHOOLS_DEFAULTS, school: 'top10' as const };
  const answer = useQuery({ ...perceptualMapQueryOptions(props.scope, params), enabled: props.ready });
  useLoggedFailure(answer.error, 'the Compare Schools preview');
  return (
    <WidgetCard
      title="Compare Schools"
      subtitle="The top 10 schools by average papers per faculty member, and yours"
      testId="home-compare-schools"
      action={<ButtonLink to="/dashboards/compareSchools" search={{ school: 'top10' }} aria-label="Open Compare Schools" variant="subtle" size="xs" rightSection={<IconArrowRight size={14} aria-hidden />}>Open</ButtonLink>}
    >
      {answer.isError ? <Unavailable /> : null}
      {answer.isPending && props.ready ? <Loading label="the comparison" /> : null}
      {answer.data ? <UniversityComparisonChart data={answer.data} inverted={false} height={300} title="University Comparison preview" /> : null}
      {answer.data && previewOwnSchoolNote(answer.data) !== null ? <Text size="sm" c="dimmed" data-testid="home-compare-schools-own">{previewOwnSchoolNote(answer.data)}</Text> : null}
    </WidgetCard>
  );
}

// ---------------------------------------------------------------- department facts

type DepartmentRow = TDepartmentFactResponse['departments'][number];
const departmentColumn = createColumnHelper<DepartmentRow>();
/** The table's columns: each department's papers and citations open the papers behind them (docs/metrics.md section 29). */
const departmentColumns = (answer: TDepartmentFactResponse, open: (figure: FigureRef) => void) => {
  const figure = (measure: 'papers' | 'citations') => departmentColumn.accessor(measure, {
    header: measure === 'papers' ? 'Papers' : 'Citations',
    cell: (info) => <FigureButton figure={departmentFactRef(answer, info.row.original, measure)} onOpen={open}>{String(info.getValue())}</FigureButton>,
  });
  return [
    departmentColumn.accessor('name', { header: 'Department' }),
    departmentColumn.accessor('faculty_count', { header: 'Faculty' }),
    departmentColumn.accessor('previous_faculty_count', { header: 'A year ago' }),
    figure('papers'),
    figure('citations'),
  ];
};
const departmentCsv: CsvColumn<DepartmentRow>[] = [
  { header: 'Department', value: (row) => row.name },
  { header: 'Faculty', value: (row) => row.faculty_count },
  { header: 'Faculty a year ago', value: (row) => row.previous_faculty_count },
  { header: 'Papers', value: (row) => row.papers },
  { header: 'Citations', value: (row) => row.citations },
];

export function DepartmentFactsCard(props: WidgetProps) {
  const answer = useQuery({ ...departmentFactsQueryOptions(props.scope, props.figureOptions), enabled: props.ready });
  useLoggedFailure(answer.error, 'the department facts');
  const data = answer.data;
  const drill = useFigureDrillDown(props.scope);
  const columns = useMemo(() => (data ? departmentColumns(data, drill.open) : []), [data, drill.open]);
  return (
    <WidgetCard title="Department Facts" subtitle={`Across the school's departments${data ? figureOptionsLabel(data) : ''}`} testId="home-department-facts">
      {answer.isError ? <Unavailable /> : null}
      {answer.isPending && props.ready ? <Loading label="the department facts" /> : null}
      {data ? (
        <Stack gap="sm">
          <SimpleGrid cols={2} spacing="xs">
            {departmentFactLines(data).map((fact) => (
              <Paper key={fact.label} withBorder radius="sm" p="sm">
                <Text size="xs" c="dimmed">{fact.label}</Text>
                <Text fw={700} c={fact.value === '' ? 'dimmed' : undefined} style={{ overflowWrap: 'anywhere' }}>{fact.department}</Text>
                {fact.value === '' ? null : <Text size="sm">{fact.value}</Text>}
              </Paper>
            ))}
          </SimpleGrid>
          <DataTable
            label="Departments"
            data={data.departments}
            columns={columns}
            getRowId={(row) => String(row.department_id)}
            initialSorting={[{ id: 'papers', desc: true }]}
            emptyText="No Data to Display"
            csv={{ fileName: `department-facts${figureOptionsFileSuffix(data)}`, columns: departmentCsv }}
          />
          {drill.panel}
        </Stack>
      ) : null}
    </WidgetCard>
  );
}

// ---------------------------------------------------------------- interesting facts

const factsColumn = createColumnHelper<FactsRow>();
/** Each cell opens to its members' papers (docs/metrics.md section 29); '-' (no one in the cell) stays text. */
const factsColumns = (answer: TInterestingFactResponse, dept: HomeScope, scopeName: string, open: (figure: FigureRef) => void) => [
  factsColumn.accessor('gender', { header: 'Faculty', enableSorting: false }),
  ...([['assistant', 'Assistant'], ['associate', 'Associate'], ['full', 'Full'], ['other', 'Other']] as const).map(([rank, header]) => factsColumn.accessor(rank, {
    header, enableSorting: false,
    cell: (info) => {
      const ref = interestingFactRef(answer, dept, scopeName, info.row.original, rank, info.getValue());
      return ref ? <FigureButton figure={ref} onOpen={open}>{oneDecimal(info.getValue())}</FigureButton> : oneDecimal(info.getValue());
    },
  })),
];
const factsCsv: CsvColumn<FactsRow>[] = [
  { header: 'Faculty', value: (row) => row.gender },
  { header: 'Assistant', value: (row) => oneDecimal(row.assistant) },
  { header: 'Associate', value: (row) => oneDecimal(row.associate) },
  { header: 'Full', value: (row) => oneDecimal(row.full) },
  { header: 'Other', value: (row) => oneDecimal(row.other) },
];

export function InterestingFactsCard(props: WidgetProps) {
  const answer = useQuery({ ...interestingFactsQueryOptions(props.scope, props.dept, props.figureOptions), enabled: props.ready });
  useLoggedFailure(answer.error, 'the interesting facts');
  const rows = useMemo(() => (answer.data ? interestingFactsRows(answer.data) : []), [answer.data]);
  const drill = useFigureDrillDown(props.scope);
  const scopeName = props.dept === 'all' ? 'the school' : (props.departmentName ?? 'the department');
  const columns = useMemo(() => (answer.data ? factsColumns(answer.data, props.dept, scopeName, drill.open) : []), [answer.data, props.dept, scopeName, drill.open]);
  return (
    <WidgetCard title="Interesting Facts" subtitle={`${scopeLabel(props)}: average papers per faculty member, by rank${answer.data ? figureOptionsLabel(answer.data) : ''}`} testId="home-interesting-facts">
      {answer.isError ? <Unavailable /> : null}
      {answer.isPending && props.ready ? <Loading label="the interesting facts" /> : null}
      {answer.data ? (
        <>
          <DataTable label="Interesting facts" data={rows} columns={columns} getRowId={(row) => row.gender} csv={{ fileName: `interesting-facts${answer.data ? figureOptionsFileSuffix(answer.data) : ''}`, columns: factsCsv }} />
          {drill.panel}
        </>
      ) : null}
    </WidgetCard>
  );
}

// ---------------------------------------------------------------- school gender distribution

export function SchoolGenderCard(props: WidgetProps) {
  const answer = useQuery({ ...schoolGenderQueryOptions(props.scope, props.dept), enabled: props.ready });
  useLoggedFailure(answer.error, 'the gender distribution');
  const pie = useMemo(() => (answer.data ? genderPie(answer.data) : null), [answer.data]);
  const options = useMemo<ApexOptions>(() => ({
    labels: pie?.labels ?? [],
    colors: pie?.colors ?? [],
    legend: { position: 'bottom' },
    dataLabels: { enabled: true },
    tooltip: { y: { formatter: (value: number) => `${value.toFixed(2)}%` } },
  }), [pie]);
  const counts = answer.data?.mode === 'school' ? answer.data.counts : null;
  return (
    <WidgetCard title="School Gender Distribution" subtitle={scopeLabel(props)} testId="home-gender">
      {answer.isError ? <Unavailable /> : null}
      {answer.isPending && props.ready ? <Loading label="the gender distribution" /> : null}
      {pie ? <Chart type="pie" title="School Gender Distribution" filters={`${scopeLabel(props)}; percent of the faculty of known gender`} series={pie.series} options={options} height={320} /> : null}
      {counts ? (
        <Text size="xs" c="dimmed" data-testid="gender-counts">
          {counts.male} male, {counts.female} female, {counts.other} other{counts.unknown > 0 ? `; ${counts.unknown} of unknown gender are left out` : ''}.
        </Text>
      ) : null}
    </WidgetCard>
  );
}

// ---------------------------------------------------------------- faculty by share

type ShareRow = TMarketShareResponse['rows'][number];
const shareColumn = createColumnHelper<ShareRow>();
/** The list's columns: each share opens its numerator, the member's papers (docs/metrics.md section 29). */
const shareColumns = (figureOf: (row: ShareRow) => FigureRef, open: (figure: FigureRef) => void) => [
  shareColumn.accessor('name', { header: 'Faculty' }),
  shareColumn.accessor('market_share', {
    header: 'Share of papers', cell: (info) => <FigureButton figure={figureOf(info.row.original)} onOpen={open}>{`${info.getValue().toFixed(2)}%`}</FigureButton>,
  }),
];
const shareCsv: CsvColumn<ShareRow>[] = [
  { header: 'Faculty', value: (row) => row.name },
  { header: 'Share of papers (%)', value: (row) => row.market_share },
];
const SHARE_CHART_ROWS = 10;

export function FacultyByShareCard(props: WidgetProps & { markers: readonly RankCode[]; onMarkers: (markers: RankCode[]) => void }) {
  const answer = useQuery({ ...marketShareQueryOptions(props.scope, props.dept, props.markers, props.figureOptions), enabled: props.ready });
  useLoggedFailure(answer.error, 'the faculty by share');
  const top = useMemo(() => (answer.data?.rows ?? []).slice(0, SHARE_CHART_ROWS), [answer.data]);
  const drill = useFigureDrillDown(props.scope);
  const scopeName = props.dept === 'all' ? 'the school' : (props.departmentName ?? 'the department');
  const columns = useMemo(() => (answer.data ? shareColumns((row) => facultyShareRef(answer.data, scopeName, row), drill.open) : []), [answer.data, scopeName, drill.open]);
  const options = useMemo<ApexOptions>(() => ({
    plotOptions: { bar: { horizontal: true, barHeight: '70%' } },
    xaxis: { categories: top.map((row) => row.name), labels: { formatter: (value: string) => `${Number(value).toFixed(1)}%` } },
    tooltip: { y: { formatter: (value: number) => `${value.toFixed(2)}% of the papers` } },
  }), [top]);
  return (
    <WidgetCard title="Faculty By Share" subtitle={`${scopeLabel(props)}: each faculty member's papers as a share of the ${props.dept === 'all' ? "school's" : "department's"} papers${answer.data ? figureOptionsLabel(answer.data) : ''}`} testId="home-faculty-share">
      <Chip.Group
        multiple
        value={props.markers.map(String)}
        onChange={(values) => { if (values.length > 0) props.onMarkers(values.map(Number).sort((a, b) => a - b) as RankCode[]); }}
      >
        <Group gap="xs" mb="sm" aria-label="Ranks shown" role="group">
          {RANK_CODES.map((item) => <Chip key={item.code} value={String(item.code)} size="xs">{item.label}</Chip>)}
        </Group>
      </Chip.Group>
      {answer.isError ? <Unavailable /> : null}
      {answer.isPending && props.ready ? <Loading label="the faculty by share" /> : null}
      {answer.data ? (
        <Stack gap="sm">
          <Chart
            type="bar"
            title="Faculty By Share"
            filters={`${scopeLabel(props)}; ranks: ${RANK_CODES.filter((item) => props.markers.includes(item.code)).map((item) => item.label).join(', ')}; share of the ${props.dept === 'all' ? "school's" : "department's"} papers`}
            series={top.length === 0 ? [] : [{ name: 'Share of papers', data: top.map((row) => row.market_share) }]} options={options} height={320} />
          <DataTable
            label="Faculty by share"
            data={answer.data.rows}
            columns={columns}
            getRowId={(row) => String(row.id)}
            emptyText="No Data to Display"
            csv={{ fileName: `faculty-by-share${figureOptionsFileSuffix(answer.data)}`, columns: shareCsv }}
          />
          <Text size="xs" c="dimmed">{answer.data.total_papers.toLocaleString('en-US')} distinct papers in the denominator.</Text>
          {drill.panel}
        </Stack>
      ) : null}
    </WidgetCard>
  );
}
