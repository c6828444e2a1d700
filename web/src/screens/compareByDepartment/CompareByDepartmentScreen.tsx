import { useMemo, useState } from 'react';
import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { createColumnHelper } from '@tanstack/react-table';
import type { TCompareDepartmentsResponse } from '@ri/contracts/dashboards';
import type { CsvColumn } from '@ri/csv';
import { clampYearRange } from '@ri/metrics';
import { compareDepartmentsQueryOptions } from '../../api/dashboards/compareQueries.ts';
import { FigureOptionsControl } from '../../components/FigureOptionsControl.tsx';
import { Chart } from '../../components/charts/Chart.tsx';
import { DataTable } from '../../components/DataTable.tsx';
import { FigureButton, useFigureDrillDown } from '../../components/FigureDrillDown.tsx';
import type { FigureRef } from '../../api/dashboards/figurePapersQueries.ts';
import { YearRangeFields, type YearRangeDraft } from '../../components/YearRangeFields.tsx';
import { useUniversityScope } from '../../scope/useUniversityScope.ts';
import { failureText, useFailureToast } from '../dashboardErrors.ts';
import { figureOptionsQuery } from '../figureOptionsSearch.ts';
import { COMPARE_DEPARTMENTS_FAILED, COMPARE_DEPARTMENTS_MIN_YEAR, compareDepartmentsYears, departmentFigureRef, departmentRadar } from './compareByDepartment.ts';
import { formatPercent } from '../../format/numberFormat.ts';

const route = getRouteApi('/_university/dashboards/compareByDepartment');

type DepartmentRow = TCompareDepartmentsResponse['departments'][number];
const column = createColumnHelper<DepartmentRow>();
const percent = formatPercent;
/**
 * The table's columns: each department's papers and citations open the papers behind them
 * (docs/metrics.md section 29, dashboard/group_figure_papers), in the years and options of the answer.
 */
function departmentColumns(answer: TCompareDepartmentsResponse, open: (figure: FigureRef) => void) {
  const figure = (row: DepartmentRow, measure: 'papers' | 'citations', shown: number) => (
    <FigureButton figure={departmentFigureRef(answer, row.department_id, row.name, measure, shown)} onOpen={open}>{String(shown)}</FigureButton>
  );
  return [
    column.accessor('name', { header: 'Department' }),
    column.accessor('papers', { header: 'Papers', cell: (info) => figure(info.row.original, 'papers', info.getValue()) }),
    column.accessor('share_of_papers', { header: 'Share of papers', cell: (info) => percent(info.getValue()) }),
    column.accessor('citations', { header: 'Citations', cell: (info) => figure(info.row.original, 'citations', info.getValue()) }),
    column.accessor('share_of_citations', { header: 'Share of citations', cell: (info) => percent(info.getValue()) }),
  ];
}

const csvColumns: CsvColumn<DepartmentRow>[] = [
  { header: 'Department', value: (row) => row.name },
  { header: 'Papers', value: (row) => row.papers },
  { header: 'Share of papers (%)', value: (row) => row.share_of_papers },
  { header: 'Citations', value: (row) => row.citations },
  { header: 'Share of citations (%)', value: (row) => row.share_of_citations },
];

/** The radar's height and radius (px): the radius leaves room for the title, the department names and the legend. */
const RADAR_HEIGHT = 600;
const RADAR_RADIUS = 200;
const RADAR_RADIUS_PHONE = 95;

/** Compare by Department (docs/requirements/dashboards.md §2): each department's share of the school's papers and citations in a year range. */
export function CompareByDepartmentScreen() {
  useDocumentTitle('Compare by Department · Research Insights');
  const scope = useUniversityScope();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const currentYear = new Date().getFullYear();
  const years = compareDepartmentsYears(search, currentYear);

  const options = figureOptionsQuery(search, { affiliation: true });
  const answer = useQuery({ ...compareDepartmentsQueryOptions(scope.query, { ...years, ...options }), enabled: scope.ready });
  useFailureToast(answer.error, answer.errorUpdatedAt, COMPARE_DEPARTMENTS_FAILED);
  const radar = useMemo(() => (answer.data ? departmentRadar(answer.data) : null), [answer.data]);
  const drill = useFigureDrillDown(scope.query);
  const columns = useMemo(() => (answer.data ? departmentColumns(answer.data, drill.open) : []), [answer.data, drill.open]);
  const chartOptions = useMemo(() => ({
    xaxis: { categories: radar?.categories ?? [] },
    yaxis: { tickAmount: 4, labels: { formatter: (value: number) => `${Math.round(value)}%` } },
    tooltip: { y: { formatter: (value: number) => formatPercent(value) } },
    markers: { size: 3 },
    legend: { position: 'bottom' as const },
    // ApexCharts sizes a radar from its labels and leaves most of a wide card empty: the radius is
    // set to fill the chart's height, smaller on a phone (docs/ui.md, "Charts")
    plotOptions: { radar: { size: RADAR_RADIUS } },
    responsive: [{ breakpoint: 700, options: { plotOptions: { radar: { size: RADAR_RADIUS_PHONE } }, xaxis: { labels: { style: { fontSize: '9px' } } } } }],
  }), [radar]);

  return (
    <Stack gap="md">
      <Title order={1} size="h2">Compare by Department</Title>
      <YearsForm
        key={`${years.from_year}-${years.to_year}`}
        initial={{ from: years.from_year, to: years.to_year }}
        max={currentYear}
        searching={answer.isFetching}
        onSearch={(range) => navigate({ search: (previous) => ({ ...previous, from: range.from, to: range.to }) })}
      />
      <FigureOptionsControl value={search} affiliation onChange={(next) => navigate({ search: (previous) => ({ ...previous, ...next }) })} />
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Text fw={600}>Share of papers and citations by department, {years.from_year}–{years.to_year}</Text>
          {answer.isPending && scope.ready ? <Loader aria-label="Loading the departments' shares" /> : null}
          {answer.isError ? <Alert color="red" title="Could not load the comparison">{failureText(answer.error, COMPARE_DEPARTMENTS_FAILED)}</Alert> : null}
          {answer.data ? (
            <>
              <Chart
                type="radar"
                title={`Share of papers and citations by department ${years.from_year}-${years.to_year}`}
                filters={`Papers published and citations received ${years.from_year}–${years.to_year}; percent of the school's distinct papers and citations`}
                series={radar?.series ?? []}
                options={chartOptions}
                height={RADAR_HEIGHT}
              />
              <Text size="sm" c="dimmed">
                The school published{' '}
                <FigureButton figure={departmentFigureRef(answer.data, null, 'the school', 'papers', answer.data.school.papers)} onOpen={drill.open}>
                  {String(answer.data.school.papers)}
                </FigureButton>{' '}
                distinct papers in these years and they received{' '}
                <FigureButton figure={departmentFigureRef(answer.data, null, 'the school', 'citations', answer.data.school.citations)} onOpen={drill.open}>
                  {String(answer.data.school.citations)}
                </FigureButton>{' '}
                citations
                ({answer.data.counting === 'fractional' ? 'fractional counting: each paper counts 1 / its authors' : 'full counting'},
                {answer.data.affiliation === 'at_publication' ? ' papers written at the school' : ' every paper of the current faculty'}).
                A paper of two departments counts for both, so the shares can add up to more than 100%.
              </Text>
              <DataTable
                label="Departments' papers and citations"
                data={answer.data.departments}
                columns={columns}
                getRowId={(row) => String(row.department_id)}
                initialSorting={[{ id: 'share_of_papers', desc: true }]}
                emptyText="No Data to Display"
                csv={{ fileName: `compare-departments-${years.from_year}-${years.to_year}`, columns: csvColumns }}
              />
              {drill.panel}
            </>
          ) : null}
        </Stack>
      </Paper>
    </Stack>
  );
}

function YearsForm({ initial, max, searching, onSearch }: {
  initial: YearRangeDraft;
  max: number;
  searching: boolean;
  onSearch: (range: { from: number; to: number }) => void;
}) {
  const [draft, setDraft] = useState<YearRangeDraft>(initial);
  const submit = () => {
    const range = clampYearRange(draft.from, draft.to, COMPARE_DEPARTMENTS_MIN_YEAR, max);
    setDraft(range);
    onSearch(range);
  };
  return (
    <Paper withBorder p="md" radius="md" component="form" onSubmit={(event: React.FormEvent) => { event.preventDefault(); submit(); }}>
      <Group align="flex-end" gap="md">
        <YearRangeFields label="Years" value={draft} onChange={setDraft} min={COMPARE_DEPARTMENTS_MIN_YEAR} max={max} />
        <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />} loading={searching}>Search</Button>
      </Group>
    </Paper>
  );
}
