import { useMemo } from 'react';
import { Alert, Group, Loader, Paper, Select, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { createColumnHelper } from '@tanstack/react-table';
import type { CsvColumn } from '@ri/csv';
import type { TPerceptualMapResponse } from '@ri/contracts/dashboards';
import { perceptualMapQueryOptions } from '../../api/dashboards/compareSchoolsQueries.ts';
import { FigureOptionsControl } from '../../components/FigureOptionsControl.tsx';
import { DataTable } from '../../components/DataTable.tsx';
import { FilterForm, useFilterDraft } from '../../components/FilterForm.tsx';
import { LimitedMultiSelect } from '../../components/pickers/LimitedMultiSelect.tsx';
import { useUniversityScope } from '../../scope/useUniversityScope.ts';
import { failureText, useFailureToast } from '../dashboardErrors.ts';
import { FigureButton, useFigureDrillDown } from '../../components/FigureDrillDown.tsx';
import {
  COMPARE_SCHOOLS_DEFAULTS, COMPARE_SCHOOLS_MESSAGES, FACULTY_TITLES, METRIC_CHOICES, SCHOOLS_CHOICES, compareSchoolsErrors, compareSchoolsParams,
  mapView, ownSchoolSentence, schoolFigureRef, type CompareSchoolsForm, type MapPoint, type PerceptualMetric, type SchoolsChoice,
} from './compareSchools.ts';
import { figureOptionsFileSuffix, figureOptionsQuery } from '../figureOptionsSearch.ts';
import type { CompareSchoolsSearch } from './compareSchoolsSearch.ts';
import { UniversityComparisonChart } from './UniversityComparisonChart.tsx';
import { formatNumber } from '../../format/numberFormat.ts';

const route = getRouteApi('/_university/dashboards/compareSchools');

function formFromSearch(search: CompareSchoolsSearch): CompareSchoolsForm {
  return {
    titles: search.titles ?? [...COMPARE_SCHOOLS_DEFAULTS.titles],
    x: search.x ?? COMPARE_SCHOOLS_DEFAULTS.x,
    y: search.y ?? COMPARE_SCHOOLS_DEFAULTS.y,
    school: search.school ?? COMPARE_SCHOOLS_DEFAULTS.school,
  };
}

/** The perceptual map query's parameters for the address (the route's loader and the screen ask the same). */
export function perceptualMapParams(search: CompareSchoolsSearch) {
  return { ...(compareSchoolsParams(formFromSearch(search)) ?? COMPARE_SCHOOLS_DEFAULTS), ...figureOptionsQuery(search, { affiliation: true }) };
}

const figure = formatNumber;
const column = createColumnHelper<MapPoint>();
type Excluded = TPerceptualMapResponse['excluded'][number];
const excludedColumn = createColumnHelper<Excluded>();
const excludedColumns = [
  excludedColumn.accessor('name', { header: 'School left out' }),
  excludedColumn.accessor('reason', { header: 'Why' }),
];
const EXCLUDED_CSV_COLUMNS: CsvColumn<Excluded>[] = [
  { header: 'School left out', value: (row) => row.name },
  { header: 'Why', value: (row) => row.reason },
];

/** Compare Schools (docs/requirements/dashboards.md §2, §4, §5): the perceptual map of schools by two averages of their faculty. */
export function CompareSchoolsScreen() {
  useDocumentTitle('Compare Schools · Research Insights');
  const scope = useUniversityScope();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const form = formFromSearch(search);
  const params = perceptualMapParams(search);
  const inverted = search.invert === true;
  const result = useQuery({ ...perceptualMapQueryOptions(scope.query, params), enabled: scope.ready });
  useFailureToast(result.error, result.errorUpdatedAt, COMPARE_SCHOOLS_MESSAGES.failed);

  const view = useMemo(() => (result.data ? mapView(result.data, inverted) : null), [result.data, inverted]);
  const drill = useFigureDrillDown(scope.query);
  const columns = useMemo(() => [
    column.accessor('rank', { header: 'Rank', cell: (info) => info.getValue() ?? 'not ranked', sortUndefined: 'last' }),
    column.accessor('name', { header: 'School', cell: (info) => (info.row.original.highlighted ? <Text size="sm" fw={700}>{info.getValue()} (yours)</Text> : info.getValue()) }),
    // every axis but the faculty count opens to every member's papers, a rate to each member's value (docs/metrics.md section 29)
    ...(['x', 'y'] as const).map((axis) => column.accessor(axis, {
      header: (axis === 'x' ? view?.xLabel : view?.yLabel) ?? axis.toUpperCase(),
      cell: (info) => {
        const metric = result.data ? ((axis === 'x') !== inverted ? result.data.x : result.data.y) : null;
        const ref = result.data && metric ? schoolFigureRef(result.data, info.row.original, metric, info.getValue()) : null;
        return ref ? <FigureButton figure={ref} onOpen={drill.open}>{figure(info.getValue())}</FigureButton> : figure(info.getValue());
      },
    })),
    column.accessor('facultyCount', { header: 'Faculty' }),
  ], [view, result.data, inverted, drill.open]);
  const csvColumns = useMemo((): CsvColumn<MapPoint>[] => [
    { header: 'Rank', value: (row) => row.rank },
    { header: 'School', value: (row) => row.name },
    { header: 'Abbreviation', value: (row) => row.abbreviation },
    { header: view?.xLabel ?? 'X', value: (row) => row.x },
    { header: view?.yLabel ?? 'Y', value: (row) => row.y },
    { header: 'Faculty', value: (row) => row.facultyCount },
    { header: 'Your school', value: (row) => (row.highlighted ? 'yes' : 'no') },
  ], [view]);

  return (
    <Stack gap="md">
      <Title order={1} size="h2">Compare Schools</Title>
      <CompareSchoolsFilters
        key={JSON.stringify(form)}
        initial={form}
        searching={result.isFetching}
        onSearch={(next) => void navigate({ search: { ...search, titles: next.titles, x: next.x ?? undefined, y: next.y ?? undefined, school: next.school ?? undefined } })}
      />
      <FigureOptionsControl value={search} affiliation onChange={(next) => void navigate({ search: (previous) => ({ ...previous, ...next }), replace: true })} />
      <Paper withBorder p="md" radius="md">
        <Group justify="space-between" mb="sm">
          <Text fw={600}>University Comparison</Text>
          <Switch
            label="Invert Axes"
            checked={inverted}
            onChange={(event) => void navigate({ search: { ...search, invert: event.currentTarget.checked ? true : undefined }, replace: true })}
          />
        </Group>
        {result.isError ? <Alert color="red" title="The comparison could not be loaded">{failureText(result.error, COMPARE_SCHOOLS_MESSAGES.failed)}</Alert> : null}
        {result.isPending && scope.ready ? <Group gap="sm"><Loader size="sm" aria-hidden /><Text>Loading the comparison…</Text></Group> : null}
        {result.data && view ? (
          <Stack gap="sm">
            <UniversityComparisonChart data={result.data} inverted={inverted} onOpen={drill.open} />
            <Text size="sm" c="dimmed" data-testid="compare-schools-own">
              {ownSchoolSentence(result.data)}{' '}Each value is the mean over a school's faculty of the chosen types; the average papers and
              citations open to every member's papers.
            </Text>
            {drill.panel}
            <DataTable
              label="Schools compared"
              data={view.points}
              columns={columns}
              getRowId={(row) => row.name}
              initialSorting={[{ id: 'rank', desc: false }]}
              emptyText="No Data to Display"
              csv={{ fileName: `compare-schools-${result.data.x}-${result.data.y}${figureOptionsFileSuffix(result.data)}`, columns: csvColumns }}
            />
            {result.data.excluded.length > 0 ? (
              <DataTable
                label="Schools left out"
                data={result.data.excluded}
                columns={excludedColumns}
                getRowId={(row) => String(row.univ_id)}
                emptyText="No Data to Display"
                csv={{ fileName: 'compare-schools-left-out', columns: EXCLUDED_CSV_COLUMNS }}
              />
            ) : null}
          </Stack>
        ) : null}
      </Paper>
    </Stack>
  );
}

function CompareSchoolsFilters({ initial, searching, onSearch }: { initial: CompareSchoolsForm; searching: boolean; onSearch: (form: CompareSchoolsForm) => void }) {
  const { form, errors, update, submit } = useFilterDraft(initial, compareSchoolsErrors, onSearch);
  return (
    <FilterForm label="Compare schools filters" searching={searching} onSubmit={submit}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
        <LimitedMultiSelect
          label="Faculty type"
          data={[...FACULTY_TITLES]}
          value={form.titles}
          onChange={(titles) => update({ titles: FACULTY_TITLES.filter((title) => titles.includes(title)) })}
          searchable={false}
          error={errors.titles}
        />
        <Select label="X-axis" data={METRIC_CHOICES} value={form.x} onChange={(value) => update({ x: value as PerceptualMetric | null })} error={errors.x} />
        <Select label="Y-axis" data={METRIC_CHOICES} value={form.y} onChange={(value) => update({ y: value as PerceptualMetric | null })} error={errors.y} />
        <Select label="Schools to compare" data={[...SCHOOLS_CHOICES]} value={form.school} onChange={(value) => update({ school: value as SchoolsChoice | null })} error={errors.school} />
      </SimpleGrid>
    </FilterForm>
  );
}
