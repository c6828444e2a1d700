import { useState } from 'react';
import {
  Accordion, Alert, Button, Collapse, Group, Loader, MultiSelect, Paper, Radio, ScrollArea, SegmentedControl, Select, SimpleGrid, Stack, Text, Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconDownload, IconInfoCircle, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { safeCsvFileName, toCsv } from '@ri/csv';
import type { TFacultyProductivityResponse } from '@ri/contracts/dashboards';
import type { FigureRef } from '../../api/dashboards/figurePapersQueries.ts';
import { facultyProductivityQueryOptions } from '../../api/dashboards/productivityQueries.ts';
import { useFigureDrillDown } from '../../components/FigureDrillDown.tsx';
import { downloadTextFile } from '../../components/downloadFile.ts';
import { FigureOptionsControl } from '../../components/FigureOptionsControl.tsx';
import { YearRangeFields } from '../../components/YearRangeFields.tsx';
import { useUniversityScope } from '../../scope/useUniversityScope.ts';
import { failureText, useFailureToast } from '../dashboardErrors.ts';
import { figureOptionsFileSuffix, figureOptionsQuery } from '../figureOptionsSearch.ts';
import { FacultyDetailsModal } from './FacultyDetailsModal.tsx';
import { ProductivityCard } from './ProductivityCard.tsx';
import {
  COUNT_LABELS, filtersOfQuery, JOURNAL_LABELS, otherFiltersChanged, PRODUCTIVITY_CSV_COLUMNS, PRODUCTIVITY_FAILED, PRODUCTIVITY_MIN_YEAR,
  productivityCsvRows, productivityErrors, productivityFigureRef, productivityNote, productivityParams, productivityQueryFromSearch, queryOfFilters,
  resultsHiddenByChanges, searchOfProductivityQuery, SORT_LABELS, TYPE_LABELS, VIEW_LABELS,
  type ProductivityFigureKey, type ProductivityFilters, type ProductivityQuery,
} from './productivity.ts';
import { isEmptyProductivitySearch, PRODUCTIVITY_COUNTS, PRODUCTIVITY_JOURNALS, PRODUCTIVITY_SORTS, PRODUCTIVITY_TYPES, PRODUCTIVITY_VIEWS } from './productivitySearch.ts';
import { rememberProductivitySearch } from './productivityStore.ts';

const route = getRouteApi('/_university/dashboards/facultyProductivity');
type Item = TFacultyProductivityResponse['faculty'][number];

/** Faculty Productivity (docs/requirements/dashboards.md §2): the school's faculty ranked over year windows, as cards or by department. */
export function FacultyProductivityScreen() {
  useDocumentTitle('Faculty Productivity · Research Insights');
  const scope = useUniversityScope();
  // every count on a card opens the papers behind it (docs/metrics.md section 29)
  const drill = useFigureDrillDown(scope.query);
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const currentYear = new Date().getFullYear();

  // the URL holds the last search; opened from the menu without one, the route's beforeLoad has put the stored one back
  const searched: ProductivityQuery | null = isEmptyProductivitySearch(search) ? null : productivityQueryFromSearch(search, currentYear);

  const [filters, setFilters] = useState<ProductivityFilters>(() => filtersOfQuery(searched ?? productivityQueryFromSearch({}, currentYear)));
  const [filtersOpen, setFiltersOpen] = useState(searched === null);
  const [tried, setTried] = useState(false);
  const [opened, setOpened] = useState<{ id: number; name: string } | null>(null);
  // a search arriving from the URL (back, forward, a shared link, the store) becomes the filters
  const searchKey = JSON.stringify({ ...search, counting: undefined });
  const [shownKey, setShownKey] = useState(searchKey);
  if (shownKey !== searchKey) {
    setShownKey(searchKey);
    if (searched) setFilters(filtersOfQuery(searched));
  }

  const answer = useQuery({
    ...facultyProductivityQueryOptions(scope.query, {
      ...productivityParams(searched ?? productivityQueryFromSearch({}, currentYear)), ...figureOptionsQuery(search, {}),
    }),
    enabled: scope.ready && searched !== null,
  });
  useFailureToast(answer.error, answer.errorUpdatedAt, PRODUCTIVITY_FAILED);

  const errors = productivityErrors(filters);
  const submit = () => {
    setTried(true);
    const query = queryOfFilters(filters, currentYear);
    if (query === null) return;
    setFilters(filtersOfQuery(query));
    const next = searchOfProductivityQuery(query);
    rememberProductivitySearch(next);
    setFiltersOpen(false);
    void navigate({ search: { ...next, counting: search.counting } });
  };

  const hidden = searched !== null && resultsHiddenByChanges(filters, searched);
  const pending = searched !== null && !hidden && otherFiltersChanged(filters, searched, currentYear);

  return (
    <Stack gap="md">
      <Title order={1} size="h2">Faculty Productivity</Title>
      <Paper withBorder p="md" radius="md" component="form" onSubmit={(event: React.FormEvent) => { event.preventDefault(); submit(); }}>
        <Group justify="space-between">
          <Text fw={600}>Filters</Text>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
            onClick={() => setFiltersOpen((open) => !open)}
            aria-expanded={filtersOpen}
            aria-controls="productivity-filters"
          >
            {filtersOpen ? 'Hide filters' : 'Show filters'}
          </Button>
        </Group>
        {!filtersOpen && searched ? <Text size="sm" c="dimmed" mt={4}>{describeQuery(searched)}</Text> : null}
        <Collapse expanded={filtersOpen} id="productivity-filters">
          <Stack gap="md" mt="sm">
            <Radio.Group label="View by" value={filters.view} onChange={(view) => setFilters({ ...filters, view: view as ProductivityFilters['view'] })}>
              <Group mt={4}>{PRODUCTIVITY_VIEWS.map((view) => <Radio key={view} value={view} label={VIEW_LABELS[view]} />)}</Group>
            </Radio.Group>
            <Group align="flex-end" gap="xl">
              <YearRangeFields label="Papers years" value={filters.papers} onChange={(papers) => setFilters({ ...filters, papers })} min={PRODUCTIVITY_MIN_YEAR} max={currentYear} />
              <YearRangeFields label="Citations years" value={filters.citations} onChange={(citations) => setFilters({ ...filters, citations })} min={PRODUCTIVITY_MIN_YEAR} max={currentYear} />
            </Group>
            <Group align="flex-start" gap="md" grow>
              <Select
                label="Sort by"
                data={PRODUCTIVITY_SORTS.map((sort) => ({ value: sort, label: SORT_LABELS[sort] }))}
                value={filters.sort}
                onChange={(sort) => setFilters({ ...filters, sort: sort as ProductivityFilters['sort'] })}
                error={tried || filters.sort === null ? errors.sort : undefined}
              />
              <MultiSelect
                label="Faculty type"
                data={PRODUCTIVITY_TYPES.map((type) => ({ value: type, label: TYPE_LABELS[type] }))}
                value={filters.types}
                onChange={(types) => setFilters({ ...filters, types: types as ProductivityFilters['types'] })}
                error={errors.types}
                clearable
              />
              <Select
                label="Journals"
                data={PRODUCTIVITY_JOURNALS.map((journals) => ({ value: journals, label: JOURNAL_LABELS[journals] }))}
                value={filters.journals}
                onChange={(journals) => setFilters({ ...filters, journals: journals as ProductivityFilters['journals'] })}
                error={tried || filters.journals === null ? errors.journals : undefined}
              />
            </Group>
            <Stack gap={4}>
              <Text size="sm" fw={500} id="productivity-count-label">Faculty count</Text>
              <SegmentedControl
                aria-labelledby="productivity-count-label"
                data={PRODUCTIVITY_COUNTS.map((count) => ({ value: count, label: COUNT_LABELS[count] }))}
                value={filters.count}
                onChange={(count) => setFilters({ ...filters, count: count as ProductivityFilters['count'] })}
                w={200}
              />
            </Stack>
          </Stack>
        </Collapse>
        <Group mt="md">
          <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />} loading={answer.isFetching}>Search</Button>
        </Group>
      </Paper>
      <FigureOptionsControl value={search} onChange={(next) => void navigate({ search: (previous) => ({ ...previous, counting: next.counting }), replace: true })} />

      {searched === null ? <Text c="dimmed">Choose the filters and press Search to rank the faculty.</Text> : null}
      {hidden ? <Text c="dimmed" role="status">The sort, faculty type or journals changed: press Search to see the results.</Text> : null}
      {searched !== null && !hidden ? (
        <Results
          answer={answer.data}
          loading={answer.isFetching || (answer.isPending && scope.ready)}
          error={answer.isError ? failureText(answer.error, PRODUCTIVITY_FAILED) : null}
          pending={pending}
          onOpen={(item) => setOpened({ id: item.id, name: item.faculty_name })}
          onOpenFigure={drill.open}
        />
      ) : null}
      {drill.panel}
      <FacultyDetailsModal faculty={opened} scopeQuery={scope.query} onClose={() => setOpened(null)} />
    </Stack>
  );
}

function describeQuery(query: ProductivityQuery): string {
  return [
    `By ${VIEW_LABELS[query.view].toLowerCase()}`,
    `papers ${query.papers_from}–${query.papers_to}`,
    `citations ${query.citations_from}–${query.citations_to}`,
    `sorted by ${SORT_LABELS[query.sort].toLowerCase()}`,
    query.types.map((type) => TYPE_LABELS[type]).join(', '),
    JOURNAL_LABELS[query.journals],
    query.count === 'All' ? 'all faculty' : `top ${query.count}`,
  ].join(' · ');
}

function Results({ answer, loading, error, pending, onOpen, onOpenFigure }: {
  answer: TFacultyProductivityResponse | undefined;
  loading: boolean;
  error: string | null;
  pending: boolean;
  onOpen: (item: Item) => void;
  onOpenFigure: (figure: FigureRef) => void;
}) {
  // results show only once the search has finished (docs/requirements/dashboards.md §4)
  if (loading) return <Loader aria-label="Loading the faculty productivity" />;
  if (error !== null) return <Alert color="red" title="Could not load the faculty">{error}</Alert>;
  if (!answer) return null;
  const rows = productivityCsvRows(answer);
  return (
    <Stack gap="md">
      {pending ? <Text c="dimmed" size="sm" role="status">Some filters changed: press Search to apply them.</Text> : null}
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {answer.total} faculty of the chosen types · papers {answer.papers_from}–{answer.papers_to} · citations {answer.citations_from}–{answer.citations_to}
          <span data-testid="tier-source"> · A, A-, B papers in {answer.papers_from}–{answer.papers_to} by the {answer.tier_source.label}</span>
        </Text>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconDownload size={14} aria-hidden />}
          disabled={rows.length === 0}
          onClick={() => downloadTextFile(safeCsvFileName(`faculty-productivity-${answer.papers_from}-${answer.papers_to}${figureOptionsFileSuffix(answer)}`), toCsv(PRODUCTIVITY_CSV_COLUMNS, rows))}
        >
          Download CSV
        </Button>
      </Group>
      {rows.length === 0 ? <Text c="dimmed">No Data to Display</Text> : null}
      {answer.all_faculty ? (
        <CardGrid items={answer.faculty} onOpen={onOpen} answer={answer} onOpenFigure={onOpenFigure} />
      ) : (
        <DepartmentPanels key={answer.departments.map((d) => d.id).join(',')} answer={answer} onOpen={onOpen} onOpenFigure={onOpenFigure} />
      )}
      <Alert variant="light" color="gray" icon={<IconInfoCircle aria-hidden />}>{productivityNote(answer.curr_year)}</Alert>
    </Stack>
  );
}

/**
 * The department view: one panel per department, the first open. A panel's cards are drawn when it is first opened:
 * drawing every department's cards in closed panels (hundreds of cards) was most of the time a Search took.
 */
function DepartmentPanels({ answer, onOpen, onOpenFigure }: { answer: TFacultyProductivityResponse; onOpen: (item: Item) => void; onOpenFigure: (figure: FigureRef) => void }) {
  const [opened, setOpened] = useState<string[]>(() => answer.departments.slice(0, 1).map((d) => String(d.id)));
  const [drawn, setDrawn] = useState<ReadonlySet<string>>(() => new Set(opened));
  const open = (values: string[]) => {
    setOpened(values);
    setDrawn((previous) => new Set([...previous, ...values]));
  };
  return (
    <Accordion multiple variant="separated" value={opened} onChange={open}>
      {answer.departments.map((department) => (
        <Accordion.Item key={String(department.id)} value={String(department.id)}>
          <Accordion.Control>
            <Text fw={600}>{department.name} <Text span c="dimmed" size="sm">({department.total} faculty)</Text></Text>
          </Accordion.Control>
          <Accordion.Panel>
            {/* docs/requirements/dashboards.md §2: the panels scroll at 497 px */}
            {drawn.has(String(department.id)) ? (
              <ScrollArea.Autosize mah={497} type="auto" offsetScrollbars>
                <CardGrid items={department.faculty} onOpen={onOpen} answer={answer} onOpenFigure={onOpenFigure} />
              </ScrollArea.Autosize>
            ) : null}
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}

function CardGrid({ items, onOpen, answer, onOpenFigure }: {
  items: Item[]; onOpen: (item: Item) => void; answer: TFacultyProductivityResponse; onOpenFigure: (figure: FigureRef) => void;
}) {
  const figureOf = (item: Item, key: ProductivityFigureKey) => productivityFigureRef(item, key, answer);
  return (
    <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="md">
      {items.map((item) => (
        <ProductivityCard key={item.id} item={item} onOpen={onOpen} tierSource={answer.tier_source.label} figureOf={figureOf} onOpenFigure={onOpenFigure} />
      ))}
    </SimpleGrid>
  );
}
