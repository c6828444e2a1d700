import { useEffect, useState } from 'react';
import { Group, SegmentedControl, Select, SimpleGrid, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { departmentsQueryOptions } from '../../api/dashboards/departmentQueries.ts';
import { FigureOptionsControl } from '../../components/FigureOptionsControl.tsx';
import { useUniversityScope } from '../../scope/useUniversityScope.ts';
import { figureOptionsQuery } from '../figureOptionsSearch.ts';
import { VisualizationByRank } from '../outliers/VisualizationByRank.tsx';
import { DEPARTMENT_FETCH_DELAY_MS, RANK_CODES, type HomeScope } from './home.ts';
import {
  CompareSchoolsCard, DepartmentFactsCard, FacultyByShareCard, InterestingFactsCard, JournalDistributionCard, MostCitedCards, MostCitedByDepartmentCard,
  SchoolGenderCard, TenureReadinessCard, WidgetCard,
} from './HomeWidgets.tsx';

const route = getRouteApi('/_university/dashboards/home');

/** The university home dashboard (docs/requirements/dashboards.md "Home dashboard"): every widget at school scope or for one department. */
export function HomeScreen() {
  useDocumentTitle('Dashboard · Research Insights');
  const scope = useUniversityScope();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const dept: HomeScope = search.dept ?? 'all';

  // docs/requirements/dashboards.md §9: the department list is fetched after a delay of 2 seconds
  const [departmentsDue, setDepartmentsDue] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setDepartmentsDue(true), DEPARTMENT_FETCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  const departments = useQuery({ ...departmentsQueryOptions(scope.query), enabled: scope.ready && departmentsDue });
  useEffect(() => {
    if (departments.error) console.error('Dashboard: the departments could not be loaded', departments.error);
  }, [departments.error]);
  const departmentName = dept === 'all' ? null : (departments.data?.departments.find((d) => d._id === dept)?.name ?? null);
  const [mode, setMode] = useState<'school' | 'department'>(dept === 'all' ? 'school' : 'department');

  const setDept = (next: number | null) => void navigate({ search: { ...search, dept: next ?? undefined }, replace: true });
  const figureOptions = figureOptionsQuery(search, { affiliation: true });
  const widgetProps = { scope: scope.query, ready: scope.ready, dept, departmentName, figureOptions };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={1} size="h2">Dashboard</Title>
        <Group gap="sm" align="flex-end">
          <SegmentedControl
            aria-label="Show figures for"
            value={mode}
            onChange={(value) => {
              const next = value === 'department' ? 'department' : 'school';
              setMode(next);
              if (next === 'school') setDept(null);
            }}
            data={[{ value: 'school', label: 'School' }, { value: 'department', label: 'Department' }]}
          />
          {mode === 'department' ? (
            <Select
              aria-label="Department"
              placeholder={departments.data ? 'Choose a department' : 'Loading departments…'}
              searchable
              w={260}
              data={(departments.data?.departments ?? []).map((department) => ({ value: String(department._id), label: department.name }))}
              value={dept === 'all' ? null : String(dept)}
              onChange={(value) => setDept(value === null ? null : Number(value))}
            />
          ) : null}
        </Group>
      </Group>
      <FigureOptionsControl value={search} affiliation onChange={(next) => void navigate({ search: { ...search, ...next }, replace: true })} />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <JournalDistributionCard {...widgetProps} />
        <TenureReadinessCard {...widgetProps} universityId={scope.universityId} />
      </SimpleGrid>
      <WidgetCard title="Visualization by Rank" subtitle="Each bubble's size places a faculty member against the average of their rank (14 is the average, 8 the lowest, 20 the highest).">
        <VisualizationByRank
          scope={scope.query}
          ready={scope.ready}
          dept={dept}
          figureOptions={figureOptions}
          rank={search.rank ?? RANK_CODES[0].code}
          onRank={(rank) => void navigate({ search: { ...search, rank }, replace: true })}
        />
      </WidgetCard>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <MostCitedCards {...widgetProps} />
        <CompareSchoolsCard {...widgetProps} />
        <DepartmentFactsCard {...widgetProps} />
        <InterestingFactsCard {...widgetProps} />
        <SchoolGenderCard {...widgetProps} />
        <FacultyByShareCard
          {...widgetProps}
          markers={search.share ?? RANK_CODES.map((item) => item.code)}
          onMarkers={(share) => void navigate({ search: { ...search, share: share.length === RANK_CODES.length ? undefined : share }, replace: true })}
        />
      </SimpleGrid>
      {dept === 'all' ? <MostCitedByDepartmentCard {...widgetProps} /> : null}
    </Stack>
  );
}
