import {
  Accordion, Alert, Button, Center, Checkbox, Group, Input, Loader, Progress, RangeSlider, SimpleGrid, Stack, Switch, Text, Title,
  UnstyledButton,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconDownload, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { ANALYTICS_MIN_YEAR, type TRankingAuthorRow } from '@ri/contracts/analytics';
import { safeCsvFileName, toCsv } from '@ri/csv';
import { fetchWholeRanking, rankingDepartmentsQueryOptions, rankingPageQueryOptions, RANKING_EXPORT_MAX_ROWS, type RankingRequest } from '../../api/ranking/rankingQueries.ts';
import { FigureButton, useFigureDrillDown } from '../../components/FigureDrillDown.tsx';
import { Chart } from '../../components/charts/Chart.tsx';
import { DataTable } from '../../components/DataTable.tsx';
import { downloadTextFile } from '../../components/downloadFile.ts';
import { FigureOptionsControl } from '../../components/FigureOptionsControl.tsx';
import { applyExclusiveChoice } from '../../components/pickers/exclusiveChoice.ts';
import { LimitedMultiSelect } from '../../components/pickers/LimitedMultiSelect.tsx';
import { UniversityMultiSelect } from '../../components/pickers/UniversityMultiSelect.tsx';
import { SITE_NAME } from '../../siteConfig.ts';
import { profileLinkFor } from '../explore/explore.ts';
import { figureOptionsFileSuffix } from '../figureOptionsSearch.ts';
import { failureMessage } from '../facultyHome/screenMessages.ts';
import { rankingFigureRef } from './rankingFigures.ts';
import {
  averageChart, canSearchRanking, DEFAULT_PAGE_SIZE, escapeHtml, RANKING_CHART_AVERAGE, RANKING_CHART_MAX, DEFAULT_SORT, defaultRankingForm, FACULTY_TYPE_LABELS, formFromRankingSearch, JOURNAL_CLASS_LABELS, nextSort,
  OTHER_MARKER_LABELS, rankingCellText, RANKING_COLUMNS, RANKING_UNIVERSITY_TAGS, rankingCsvColumns, rankingRequest, rankingSearchOf,
  toggleJournalClass, unsetRankingGroups, type RankingForm, type RankingGroup,
} from './rankingFilters.ts';
import {
  ALL_DEPARTMENTS, FACULTY_TYPES, JOURNAL_CLASS_CHOICES, NO_OTHER_MARKERS, OTHER_MARKERS, RANKING_GENDERS, type FacultyType, type RankingGender,
  type RankingSearch, type SortableField,
} from './rankingSearch.ts';

/** Faculty Ranking shows every school: its figures' papers are asked without a school scope. */
const NO_SCOPE = {};
const GROUP_LABELS: Record<RankingGroup, string> = {
  universities: 'universities', facultyTypes: 'faculty types', genders: 'genders', departments: 'departments', journalClass: 'journal classes', markers: 'markers',
};

export interface AuthorRankingScreenProps {
  layout: 'faculty' | 'university';
  search: RankingSearch;
  /** the school whose department configuration the department filter offers (docs/requirements/dashboards.md §6), and the default university */
  homeUniversityId: number | null;
  ownAuthorId: number | null;
}

type TableState = { sort: SortableField; order: 'asc' | 'desc'; page: number; size: 10 | 25 | 100 };

/** Faculty Ranking: /dashboard/authorrank and /dashboards/authorrank (docs/requirements/dashboards.md "Author Ranking"). */
export function AuthorRankingScreen({ layout, search, homeUniversityId, ownAuthorId }: AuthorRankingScreenProps) {
  useDocumentTitle(`Faculty Ranking · ${SITE_NAME}`);
  const navigate = useNavigate();
  const currentYear = new Date().getFullYear();
  const submitted = formFromRankingSearch(search, currentYear);
  const tableState: TableState = {
    sort: search.sort ?? DEFAULT_SORT.sort, order: search.order ?? DEFAULT_SORT.order, page: search.page ?? 1, size: search.size ?? DEFAULT_PAGE_SIZE,
  };
  const [form, setForm] = useState<RankingForm>(() => submitted ?? defaultRankingForm(homeUniversityId));
  const [filtersOpen, setFiltersOpen] = useState<string | null>(submitted === null ? 'filters' : null);
  const request = submitted === null ? null : rankingRequest(submitted, tableState);
  const path = layout === 'faculty' ? '/dashboard/authorrank' : '/dashboards/authorrank';
  const go = (next: RankingSearch) => void navigate({ to: path, search: next });

  const searchNow = () => {
    if (!canSearchRanking(form)) return;
    setFiltersOpen(null);
    go(rankingSearchOf(form, { ...tableState, page: 1 }));
  };

  return (
    <Stack gap="md">
      <Title order={1} size="h2">Faculty Ranking</Title>
      <Accordion variant="contained" value={filtersOpen} onChange={setFiltersOpen}>
        <Accordion.Item value="filters">
          <Accordion.Control>Filters</Accordion.Control>
          <Accordion.Panel>
            <RankingFilters form={form} onChange={setForm} departmentUniversityId={homeUniversityId ?? form.universities[0] ?? null} currentYear={currentYear} onSearch={searchNow} />
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
      {request === null ? (
        submitted !== null ? <Alert color="yellow">Some filters of this address are missing: complete them and search again.</Alert> : null
      ) : (
        <RankingResults
          request={request}
          tableState={tableState}
          onTableChange={(next) => go(rankingSearchOf(submitted!, next))}
          layout={layout}
          ownAuthorId={ownAuthorId}
        />
      )}
    </Stack>
  );
}

function RankingFilters({ form, onChange, departmentUniversityId, currentYear, onSearch }: {
  form: RankingForm; onChange: (form: RankingForm) => void; departmentUniversityId: number | null; currentYear: number; onSearch: () => void;
}) {
  const departments = useQuery({ ...rankingDepartmentsQueryOptions(departmentUniversityId ?? 0), enabled: departmentUniversityId !== null });
  const unset = unsetRankingGroups(form);
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <UniversityMultiSelect
          label="Universities"
          value={form.universities}
          onChange={(universities) => onChange({ ...form, universities })}
          maxTags={RANKING_UNIVERSITY_TAGS}
          limit={200}
          required
        />
        <LimitedMultiSelect
          label="Departments"
          description={departmentUniversityId === null ? 'Choose a university first' : 'Departments of that name at each chosen university'}
          placeholder={departments.isLoading ? 'Loading departments…' : 'Choose departments'}
          data={[{ value: ALL_DEPARTMENTS, label: 'All departments' }, ...(departments.data ?? []).map((name) => ({ value: name, label: name }))]}
          value={form.departments}
          onChange={(value) => onChange({ ...form, departments: value })}
          exclusiveValue={ALL_DEPARTMENTS}
          maxTags={10}
          error={departments.isError ? failureMessage(departments.error) : undefined}
          required
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        <Checkbox.Group label="Faculty types" value={form.facultyTypes} onChange={(value) => onChange({ ...form, facultyTypes: value as FacultyType[] })} required>
          <Stack gap={4} mt={4}>
            {FACULTY_TYPES.map((type) => <Checkbox key={type} value={type} label={FACULTY_TYPE_LABELS[type]} />)}
          </Stack>
        </Checkbox.Group>
        <Checkbox.Group label="Genders" value={form.genders} onChange={(value) => onChange({ ...form, genders: value as RankingGender[] })} required>
          <Stack gap={4} mt={4}>
            {RANKING_GENDERS.map((gender) => <Checkbox key={gender} value={gender} label={gender} />)}
          </Stack>
        </Checkbox.Group>
        <Input.Wrapper label="Journal classes" required description="One of A, A & A-, All">
          <Stack gap={4} mt={4} role="group" aria-label="Journal classes">
            {JOURNAL_CLASS_CHOICES.map((choice) => (
              <Checkbox
                key={choice}
                label={JOURNAL_CLASS_LABELS[choice]}
                checked={form.journalClass === choice}
                onChange={(event) => onChange({ ...form, journalClass: toggleJournalClass(form.journalClass, choice, event.currentTarget.checked) })}
              />
            ))}
          </Stack>
        </Input.Wrapper>
        <Checkbox.Group
          label="Markers (other positions)"
          value={form.markers}
          onChange={(value) => onChange({ ...form, markers: applyExclusiveChoice(form.markers, value, NO_OTHER_MARKERS) })}
          required
        >
          <Stack gap={4} mt={4}>
            {[NO_OTHER_MARKERS, ...OTHER_MARKERS].map((marker) => <Checkbox key={marker} value={marker} label={OTHER_MARKER_LABELS[marker]} />)}
          </Stack>
        </Checkbox.Group>
      </SimpleGrid>
      <Group align="flex-end" gap="xl">
        <Stack gap={6} w={{ base: '100%', sm: 420 }}>
          <Switch
            label={form.years ? `Years ${form.years.from} to ${form.years.to}` : 'Every year (switch on to choose a year window)'}
            checked={form.years !== null}
            onChange={(event) => onChange({ ...form, years: event.currentTarget.checked ? { from: currentYear - 4, to: currentYear } : null })}
          />
          {form.years ? (
            <RangeSlider
              min={ANALYTICS_MIN_YEAR}
              max={currentYear}
              minRange={0}
              value={[form.years.from, form.years.to]}
              onChange={([from, to]) => onChange({ ...form, years: { from, to } })}
              thumbFromLabel="From year"
              thumbToLabel="To year"
              marks={[{ value: ANALYTICS_MIN_YEAR, label: String(ANALYTICS_MIN_YEAR) }, { value: currentYear, label: String(currentYear) }]}
              mb="md"
            />
          ) : null}
        </Stack>
        {/* the figure options control of every screen (counting only: one person's figures); applied with Search, like the other filters */}
        <FigureOptionsControl value={{ counting: form.counting }} onChange={(next) => onChange({ ...form, counting: next.counting ?? 'full' })} />
        <Button leftSection={<IconSearch size={16} aria-hidden />} disabled={unset.length > 0} onClick={onSearch}>Search</Button>
      </Group>
      {unset.length > 0 ? (
        <Text size="sm" c="dimmed" role="status">Choose {unset.map((group) => GROUP_LABELS[group]).join(', ')} to search.</Text>
      ) : null}
    </Stack>
  );
}

function RankingResults({ request, tableState, onTableChange, layout, ownAuthorId }: {
  request: RankingRequest; tableState: TableState; onTableChange: (next: TableState) => void; layout: 'faculty' | 'university'; ownAuthorId: number | null;
}) {
  const navigate = useNavigate();
  const ranking = useQuery(rankingPageQueryOptions(request));
  // every count and share opens the papers behind it (docs/metrics.md section 29)
  const drill = useFigureDrillDown(NO_SCOPE);
  const answerWindow = ranking.data;
  const columns = useMemo<ColumnDef<TRankingAuthorRow & { rank: number }>[]>(() => [
    { id: 'rank', header: '#', accessorKey: 'rank', enableSorting: false },
    ...RANKING_COLUMNS.map((column): ColumnDef<TRankingAuthorRow & { rank: number }> => ({
      id: column.key,
      enableSorting: false,
      header: () => (column.sortable ? (
        <SortHeader label={column.header} field={column.key as SortableField} state={tableState} onSort={(field) => onTableChange({ ...tableState, ...nextSort(tableState, field), page: 1 })} />
      ) : column.header),
      accessorFn: (row) => rankingCellText(row, column.key),
      cell: ({ row, getValue }) => {
        const figure = answerWindow ? rankingFigureRef(row.original, column.key, answerWindow, request.journal_classes) : null;
        return figure ? <FigureButton figure={figure} onOpen={drill.open}>{getValue<string>()}</FigureButton> : getValue<string>();
      },
    })),
  ], [tableState, onTableChange, answerWindow, request.journal_classes, drill.open]);

  if (ranking.isPending) return <Center py="xl"><Loader aria-label="Ranking faculty" /></Center>;
  if (ranking.isError) return <Alert color="red" role="alert">{failureMessage(ranking.error)}</Alert>;
  const answer = ranking.data;
  const firstRank = (answer.page - 1) * answer.page_size;
  const rows = answer.rows.map((row, index) => ({ ...row, rank: firstRank + index + 1 }));
  const mode = layout === 'faculty' ? 'faculty' : 'readOnly';

  return (
    <Stack gap="sm" data-testid="ranking-results">
      <Group justify="space-between" align="flex-end">
        <div>
          <Text fw={600} role="status" data-testid="ranking-total">{answer.total} faculty ranked</Text>
          <Text size="xs" c="dimmed">
            {answer.counting === 'fractional' ? 'Fractional counting' : 'Full counting'}; {answer.from_year !== null ? `papers published and citations received ${answer.from_year} to ${answer.to_year}` : 'all years'}; H-Index and shares over all papers.
            <span data-testid="tier-source"> A, A-, B and the journal classes by the {answer.tier_source.label}.</span>
            {answer.computed_at ? ` Figures of ${new Date(answer.computed_at).toLocaleDateString()}.` : ''}
          </Text>
        </div>
        <RankingExport request={request} total={answer.total} />
      </Group>
      <DataTable
        label="Faculty ranking"
        data={rows}
        columns={columns}
        getRowId={(row) => String(row.author_id)}
        emptyText="No faculty match these filters."
        server={{
          total: answer.total,
          pagination: { pageIndex: answer.page - 1, pageSize: answer.page_size },
          onPaginationChange: (next) => onTableChange({ ...tableState, page: next.pageIndex + 1, size: next.pageSize as TableState['size'] }),
        }}
        onRowClick={(row) => {
          const link = profileLinkFor(mode, row.author_id, ownAuthorId);
          if (link?.to === '/dashboards/profileEdit') void navigate({ to: link.to, search: link.search });
          else if (link) void navigate({ to: link.to, search: link.search });
        }}
        rowLabel={(row) => `${row.rank}. ${row.first_name} ${row.last_name}: open the profile`}
      />
      <AverageChart
        rows={answer.rows} averages={answer.averages} sort={tableState.sort} total={answer.total}
        filters={`${answer.counting === 'fractional' ? 'Fractional' : 'Full'} counting; ${answer.from_year !== null ? `${answer.from_year}–${answer.to_year}` : 'all years'}; journal classes ${(request.journal_classes ?? ['all']).join(', ')} (${answer.tier_source.label}); page ${answer.page}`}
      />
      {drill.panel}
    </Stack>
  );
}

/** The page's authors against the average of everyone ranked (docs/requirements/dashboards.md: chart maximum 300, average line at 100). */
function AverageChart({ rows, averages, sort, total, filters }: { rows: TRankingAuthorRow[]; averages: Parameters<typeof averageChart>[1]; sort: SortableField; total: number; filters: string }) {
  // the same series, table and options while the answer is the same: options made anew on every render (a new
  // tooltip function) made ApexCharts redraw the chart each time the screen re-rendered
  const { chart, title, table, options } = useMemo(() => {
    const chart = averageChart(rows, averages, sort);
    const title = `${chart.label} of this page against the average of the ${total} ranked`;
    // the CSV holds each author's figure beside the bar's percent of the average (the bars alone draw percents)
    const table = { header: ['Faculty', chart.label, 'Percent of the average'], rows: (chart.series[0]?.data ?? []).map((point) => [point.x, point.value, point.y]) };
    const options = {
      title: { text: title },
      plotOptions: { bar: { columnWidth: '60%' } },
      xaxis: { labels: { rotate: -45, trim: true } },
      yaxis: { min: 0, max: RANKING_CHART_MAX, tickAmount: 6, title: { text: 'Percent of the average' } },
      annotations: {
        yaxis: [{ y: RANKING_CHART_AVERAGE, borderColor: '#e8590c', strokeDashArray: 4, label: { text: `Average: ${chart.average ?? '-'} ${chart.label.toLowerCase()}` } }],
      },
      tooltip: {
        custom: ({ dataPointIndex }: { dataPointIndex: number }) => {
          const point = chart.series[0]?.data[dataPointIndex];
          return point ? `<div style="padding:6px 8px">${escapeHtml(point.x)}: ${point.value} (${point.y >= RANKING_CHART_MAX ? `${RANKING_CHART_MAX}% or more` : `${point.y}%`} of the average)</div>` : '';
        },
      },
    };
    return { chart, title, table, options };
  }, [rows, averages, sort, total]);
  return (
    <Stack gap={4} mt="md">
      <Chart type="bar" title={title} filters={filters} series={chart.series} table={table} height={380} options={options} />
      <Text size="xs" c="dimmed">100 is the average of everyone the filters keep (all pages); bars stop at 300.</Text>
    </Stack>
  );
}

function SortHeader({ label, field, state, onSort }: { label: string; field: SortableField; state: TableState; onSort: (field: SortableField) => void }) {
  const active = state.sort === field;
  const direction = active ? (state.order === 'desc' ? 'descending' : 'ascending') : null;
  return (
    <UnstyledButton onClick={() => onSort(field)} fw={600} fz="sm" aria-label={`${label}${direction ? `, sorted ${direction}` : ''}: sort`} data-sort-field={field}>
      {label}{active ? (state.order === 'desc' ? ' ▼' : ' ▲') : ''}
    </UnstyledButton>
  );
}

/** 'Download CSV': every row of the ranking, read page by page through the same call (docs/analytics-engine.md). */
function RankingExport({ request, total }: { request: RankingRequest; total: number }) {
  const [progress, setProgress] = useState<{ read: number; total: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setError(null);
    setProgress({ read: 0, total });
    try {
      const whole = await fetchWholeRanking(request, { onProgress: (read, of) => setProgress({ read, total: of }) });
      const rows = whole.rows.map((row, index) => ({ ...row, rank: index + 1 }));
      downloadTextFile(safeCsvFileName(`Faculty_Ranking${figureOptionsFileSuffix({ counting: request.counting })}`), toCsv(rankingCsvColumns(), rows));
      if (whole.truncated) setError(`The file holds the first ${RANKING_EXPORT_MAX_ROWS.toLocaleString()} of ${whole.total.toLocaleString()} rows: narrow the filters for the rest.`);
    } catch (caught) {
      setError(failureMessage(caught));
    } finally {
      setProgress(null);
    }
  };
  return (
    <Stack gap={4} align="flex-end">
      <Button variant="default" size="sm" leftSection={<IconDownload size={16} aria-hidden />} onClick={() => void download()} loading={progress !== null} disabled={total === 0}>
        Download CSV ({Math.min(total, RANKING_EXPORT_MAX_ROWS).toLocaleString()} rows)
      </Button>
      {progress !== null && progress.total > 0 ? <Progress w={200} value={(100 * progress.read) / progress.total} aria-label="Reading the ranking" /> : null}
      {error !== null ? <Text size="xs" c="red" role="alert">{error}</Text> : null}
    </Stack>
  );
}

