import { useCallback, useMemo } from 'react';
import {
  Alert, Badge, Group, Loader, Pagination, Paper, SegmentedControl, Select, SimpleGrid, Stack, Text, Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { createColumnHelper } from '@tanstack/react-table';
import type { TTenureReadinessResponse } from '@ri/contracts/dashboards';
import { departmentsQueryOptions } from '../../api/dashboards/departmentQueries.ts';
import type { FigureRef } from '../../api/dashboards/figurePapersQueries.ts';
import { tenureReadinessQueryOptions } from '../../api/dashboards/tenureQueries.ts';
import { FigureOptionsControl } from '../../components/FigureOptionsControl.tsx';
import { figureOptionsQuery } from '../figureOptionsSearch.ts';
import { Chart } from '../../components/charts/Chart.tsx';
import { DataTable } from '../../components/DataTable.tsx';
import { FigureButton, useFigureDrillDown } from '../../components/FigureDrillDown.tsx';
import { FilterForm, useAdoptWhenChanged, useFilterDraft } from '../../components/FilterForm.tsx';
import { UniversityMultiSelect } from '../../components/pickers/UniversityMultiSelect.tsx';
import { useUniversityScope } from '../../scope/useUniversityScope.ts';
import { formatNumber } from '../../format/numberFormat.ts';
import { failureText, useFailureToast } from '../dashboardErrors.ts';
import { TenureCard, tenureBarOptions } from './TenureCard.tsx';
import { tenureCsvColumns } from './tenureCsv.ts';
import {
  TENURE_COLOUR_SWATCH, TENURE_DEFAULTS, TENURE_MESSAGES, TENURE_SORTS, TENURE_UNIVERSITY_TAGS, cappedPercent, colourLegend,
  comparisonSentence, percentText, sortTenureRows, tenureFigureRef, tenureFilterErrors, tenureParams, type TenureFigureKey, type TenureFilters, type TenureRow,
  type TenureSort,
} from './tenureReadiness.ts';
import type { TenureReadinessSearch } from './tenureReadinessSearch.ts';

const route = getRouteApi('/_university/dashboards/tenureReadiness');
const CARDS_PER_PAGE = 12;

function filtersFromSearch(search: TenureReadinessSearch, ownUniversity: number | null): TenureFilters {
  return {
    years: search.years ?? TENURE_DEFAULTS.screen.years,
    journal: search.journal ?? TENURE_DEFAULTS.screen.journal,
    rank: search.rank ?? 'assistant',
    univIds: search.univ ?? (ownUniversity === null ? [] : [ownUniversity]),
    dept: search.dept ?? null,
  };
}

const column = createColumnHelper<TenureRow>();
const percentCell = (value: number | null) => percentText(value);
/** The table's columns; the counts open their papers (docs/metrics.md section 29). */
function tableColumns(figureOf: (row: TenureRow, key: TenureFigureKey) => FigureRef, onOpen: (figure: FigureRef) => void) {
  const count = (key: TenureFigureKey) => ({ cell: (info: { row: { original: TenureRow }; getValue: () => number }) => (
    <FigureButton figure={figureOf(info.row.original, key)} onOpen={onOpen}>{info.getValue()}</FigureButton>
  ) });
  return [
  column.accessor('name', { header: 'Name' }),
  column.accessor('univ_name', { header: 'University' }),
  column.accessor('dept', { header: 'Department' }),
  column.accessor('readiness_percent', { header: 'Readiness', cell: (info) => percentCell(info.getValue()), sortUndefined: 'last' }),
  column.accessor('percentPaper', { header: 'Percent of papers', cell: (info) => percentCell(info.getValue()) }),
  column.accessor('percentCitation', { header: 'Percent of citations', cell: (info) => percentCell(info.getValue()) }),
  column.accessor('papers', { header: 'Papers (window)', ...count('papers') }),
  column.accessor('citations', { header: 'Citations (window)', ...count('citations') }),
  column.accessor('A', { header: 'A', ...count('A') }),
  column.accessor('A-', { header: 'A-', ...count('A-') }),
  column.accessor('B', { header: 'B', ...count('B') }),
  column.accessor('h-index', { header: 'H-index' }),
  column.accessor('start_year', { header: 'Start year', cell: (info) => info.getValue() ?? '-' }),
  column.accessor('solo', { header: 'Solo' }),
  column.accessor('unusual_work_hist', { header: 'Unusual work history', cell: (info) => (info.getValue() ? 'Yes' : 'No') }),
];
}

/** "Finance department's journal lists" -> "Finance": the department the tier source names. */
const departmentNameOf = (label: string) => label.replace(/ department's journal lists$/, '');

/** Tenure Readiness (docs/requirements/dashboards.md §2, §5, §9): faculty cards against the next rank at the chosen universities. */
export function TenureReadinessScreen() {
  useDocumentTitle('Tenure Readiness · Research Insights');
  const scope = useUniversityScope();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const applied = filtersFromSearch(search, scope.universityId);
  const filters = search.dept === undefined ? null : tenureParams(applied);
  const departmentInScope = typeof search.dept === 'number';
  const params = filters && { ...filters, ...figureOptionsQuery(search, { affiliation: true, tierSource: true, departmentInScope }) };
  const result = useQuery({
    ...tenureReadinessQueryOptions(scope.query, params ?? { years: 10, journal: 'All', rank: 'assistant', dept: 'all', univIds: [] }),
    enabled: scope.ready && params !== null,
  });
  useFailureToast(result.error, result.errorUpdatedAt, TENURE_MESSAGES.failed);

  return (
    <Stack gap="md">
      <Title order={1} size="h2">Tenure Readiness</Title>
      <TenureFiltersPanel
        initial={applied}
        searching={result.isFetching}
        onSearch={(filters) => void navigate({
          search: { ...search, years: filters.years, journal: filters.journal, rank: filters.rank, univ: filters.univIds, dept: filters.dept ?? undefined, page: undefined },
        })}
      />
      <FigureOptionsControl
        value={search}
        affiliation
        tierSource
        departmentInScope={departmentInScope}
        departmentName={result.data?.tier_source.kind === 'department' ? departmentNameOf(result.data.tier_source.label) : null}
        onChange={(next) => void navigate({ search: { ...search, ...next, page: undefined } })}
      />
      {params === null ? <Text c="dimmed">Choose the universities and a department, then Search.</Text> : null}
      {result.isError ? <Alert color="red" title={TENURE_MESSAGES.failed}>{failureText(result.error, TENURE_MESSAGES.failed)}</Alert> : null}
      {result.isPending && params !== null && scope.ready ? <Group gap="sm"><Loader size="sm" aria-hidden /><Text>Loading tenure readiness…</Text></Group> : null}
      {result.data ? (
        <TenureResults
          data={result.data}
          sort={search.sort ?? 'readiness'}
          view={search.view ?? 'cards'}
          page={search.page ?? 1}
          onChange={(change) => void navigate({ search: { ...search, ...change }, replace: true })}
        />
      ) : null}
    </Stack>
  );
}

function TenureFiltersPanel({ initial, searching, onSearch }: { initial: TenureFilters; searching: boolean; onSearch: (filters: TenureFilters) => void }) {
  const scope = useUniversityScope();
  const { form: filters, errors, update, submit } = useFilterDraft(initial, tenureFilterErrors, onSearch);
  // the URL's search (this panel's Search, back, forward) becomes the draft; the panel is not remounted
  useAdoptWhenChanged(initial, update);
  const departments = useQuery({ ...departmentsQueryOptions(scope.query), enabled: scope.ready });
  return (
    <FilterForm label="Tenure readiness filters" searching={searching} onSubmit={submit}>
        <Group gap="xl" align="flex-end">
          <Stack gap={4}>
            <Text size="sm" fw={500} id="tenure-years-label">Years</Text>
            <SegmentedControl aria-labelledby="tenure-years-label" value={String(filters.years)} onChange={(value) => update({ years: value === '5' ? 5 : 10 })}
              data={[{ value: '5', label: 'Last 5 years' }, { value: '10', label: 'Last 10 years' }]} />
          </Stack>
          <Stack gap={4}>
            <Text size="sm" fw={500} id="tenure-journal-label">Journals</Text>
            <SegmentedControl aria-labelledby="tenure-journal-label" value={filters.journal} onChange={(value) => update({ journal: value === 'All' ? 'All' : 'A and A-' })}
              data={[{ value: 'All', label: 'All' }, { value: 'A and A-', label: 'A and A-' }]} />
          </Stack>
          <Stack gap={4}>
            <Text size="sm" fw={500} id="tenure-rank-label">Faculty</Text>
            <SegmentedControl aria-labelledby="tenure-rank-label" value={filters.rank} onChange={(value) => update({ rank: value === 'associate' ? 'associate' : 'assistant' })}
              data={[{ value: 'assistant', label: 'Assistant professors' }, { value: 'associate', label: 'Associate professors' }]} />
          </Stack>
        </Group>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <UniversityMultiSelect
            label="Universities to compare with"
            value={filters.univIds}
            onChange={(univIds) => update({ univIds })}
            maxTags={TENURE_UNIVERSITY_TAGS}
            maxValues={25}
            error={errors.universities}
          />
          <Select
            label="Department"
            placeholder={departments.isLoading ? 'Loading departments…' : 'Choose a department'}
            searchable
            data={[{ value: 'all', label: 'All departments' }, ...(departments.data?.departments ?? []).map((department) => ({ value: String(department._id), label: department.name }))]}
            value={filters.dept === null ? null : String(filters.dept)}
            onChange={(value) => update({ dept: value === null ? null : value === 'all' ? 'all' : Number(value) })}
            error={errors.department}
          />
        </SimpleGrid>
    </FilterForm>
  );
}

interface ResultsProps {
  data: TTenureReadinessResponse;
  sort: TenureSort;
  view: 'cards' | 'table';
  page: number;
  onChange: (change: Partial<TenureReadinessSearch>) => void;
}

function TenureResults({ data, sort, view, page, onChange }: ResultsProps) {
  const rows = useMemo(() => sortTenureRows(data.rows, sort), [data.rows, sort]);
  const scope = useUniversityScope();
  const drill = useFigureDrillDown(scope.query);
  const figureOf = useCallback((row: TenureRow, key: TenureFigureKey) => tenureFigureRef(row, key, data), [data]);
  const columns = useMemo(() => tableColumns(figureOf, drill.open), [figureOf, drill.open]);
  const pages = Math.max(1, Math.ceil(rows.length / CARDS_PER_PAGE));
  const current = Math.min(page, pages);
  const shown = rows.slice((current - 1) * CARDS_PER_PAGE, current * CARDS_PER_PAGE);
  const universityOptions = useMemo(() => tenureBarOptions(data.universities.map((u) => u.univ_name), ['#1557b3', '#879d3a']), [data.universities]);
  // the same series object while the answer is the same: the chart is not redrawn by a sort, a page or a view change
  const universitySeries = useMemo(() => (data.universities.length === 0 ? [] : [
    { name: 'Papers', data: data.universities.map((u) => cappedPercent(u.percentPaper)) },
    { name: 'Citations', data: data.universities.map((u) => cappedPercent(u.percentCitation)) },
  ]), [data.universities]);
  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md">
        <Stack gap="xs">
          <Text fw={600}>{comparisonSentence(data)}</Text>
          <Text size="sm" data-testid="tenure-averages">
            Their average: {formatNumber(data.AveragePapers)} papers and {formatNumber(data.AverageCitations)} citations per faculty member.
            Readiness is the mean of a faculty member's percent of papers and percent of citations of that average.
          </Text>
          <Text size="sm" data-testid="tier-source">
            Journal grades (A, A-, B and the grade chosen), for the faculty and their comparison group alike: <b>{data.tier_source.label}</b>;
            {data.counting === 'fractional' ? ' fractional counting (each paper counts 1 / its authors)' : ' full counting'};
            {data.affiliation === 'at_publication' ? ' the comparison group counts the papers written at their school.' : ' every paper of the comparison group counts.'}
          </Text>
          <Group gap="sm" role="group" aria-label="Card colours this month">
            {colourLegend(data.month).map((item) => (
              <Badge key={item.colour} color={TENURE_COLOUR_SWATCH[item.colour]} variant="light">{item.colour}: {item.text}</Badge>
            ))}
          </Group>
        </Stack>
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Text fw={600} mb="xs">Each university's next-rank average against the group's (100%)</Text>
        <Chart
          type="bar"
          title="Tenure readiness universities"
          filters={`${data.rank} professors against ${data.comparison_rank} professors; last ${data.years} years; ${data.journal} journals; ${data.tier_source.label}`}
          series={universitySeries}
          options={universityOptions}
          height={320}
        />
      </Paper>
      <Group justify="space-between">
        <Text fw={600}>{rows.length} faculty member{rows.length === 1 ? '' : 's'}</Text>
        <Group gap="sm">
          <Select
            aria-label="Sort cards by"
            w={200}
            allowDeselect={false}
            value={sort}
            onChange={(value) => onChange({ sort: (value ?? 'readiness') as TenureSort, page: undefined })}
            data={TENURE_SORTS.map((value) => ({ value, label: { readiness: 'Readiness', name: 'Name', papers: 'Papers', citations: 'Citations' }[value] }))}
          />
          <SegmentedControl aria-label="Show as" value={view} onChange={(value) => onChange({ view: value === 'table' ? 'table' : 'cards' })}
            data={[{ value: 'cards', label: 'Cards' }, { value: 'table', label: 'Table' }]} />
        </Group>
      </Group>
      {view === 'cards' ? (
        rows.length === 0 ? <Text c="dimmed">No Data to Display</Text> : (
          <>
            <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="md">
              {shown.map((row) => <TenureCard key={row.id} row={row} month={data.month} years={data.years} tierSource={data.tier_source.label} figureOf={figureOf} onOpenFigure={drill.open} />)}
            </SimpleGrid>
            {pages > 1 ? <Pagination total={pages} value={current} onChange={(next) => onChange({ page: next })} aria-label="Card pages" /> : null}
          </>
        )
      ) : (
        <DataTable
          label="Tenure readiness"
          data={rows}
          columns={columns}
          getRowId={(row) => String(row.id)}
          emptyText="No Data to Display"
          csv={{ fileName: `tenure-readiness-${data.years}y`, columns: tenureCsvColumns(data.month, data.tier_source.label) }}
        />
      )}
      {drill.panel}
    </Stack>
  );
}
