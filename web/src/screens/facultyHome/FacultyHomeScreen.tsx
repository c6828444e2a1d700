import {
  Alert, Center, Group, Loader, Paper, SegmentedControl, SimpleGrid, Skeleton, Stack, Table, Text, Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import type { TMyFiguresResponse } from '@ri/contracts/dashboards';
import { departmentsQueryOptions } from '../../api/dashboards/departmentQueries.ts';
import {
  coauthorNetworkQueryOptions, departmentFactsQueryOptions, facultyCitationsQueryOptions, genderDistributionQueryOptions,
  interestingFactsQueryOptions, myFiguresQueryOptions, myJournalDistributionQueryOptions, type GroupOptions,
} from '../../api/facultyDashboards/facultyDashboardQueries.ts';
import { startFacultyHomeReads } from './homeReads.ts';
import { Chart } from '../../components/charts/Chart.tsx';
import { FigureButton, useFigureDrillDown } from '../../components/FigureDrillDown.tsx';
import { FigureOptionsControl } from '../../components/FigureOptionsControl.tsx';
import { useFigureOptionsUrl } from '../../components/useFigureOptionsUrl.ts';
import { figureOptionsLabel, figureOptionsQuery } from '../figureOptionsSearch.ts';
import { SITE_NAME } from '../../siteConfig.ts';
import {
  departmentFactLines, departmentIdByName, FACT_COLUMNS, genderSlices, hasPapers, HOME_MESSAGES, interestingFactRows, mostCitedAt, rankText,
  searchWithWidgetScope, treemapSeries, widgetScopeOf, yearlySeries, type WidgetScopeChoice,
} from './facultyHome.ts';
import { ChooseFacultyFirst, FacultySubjectBar, useFacultySubject, useSubjectSchool } from './facultySubject/FacultySubjectBar.tsx';
import { failureMessage } from './screenMessages.ts';

// d3-force and the SVG map load with the network, not with the home screen
const CoauthorNetworkMap = lazy(() => import('./network/CoauthorNetworkMap.tsx'));

type SubjectQuery = { author_id?: number };
type SchoolQuery = { univ_id?: number };

/** /dashboard/home: the faculty member's own dashboard (docs/requirements/dashboards.md "Home dashboard", issue 7). */
export function FacultyHomeScreen() {
  useDocumentTitle(`Dashboard · ${SITE_NAME}`);
  const subject = useFacultySubject();
  const school = useSubjectSchool(subject);
  return (
    <Stack gap="lg" maw={1300}>
      <Title order={1} size="h2">Dashboard</Title>
      <FacultySubjectBar subject={subject} />
      {subject.ready ? <HomeBody key={subject.authorId ?? 'own'} subjectQuery={subject.query} school={school} /> : <ChooseFacultyFirst />}
    </Stack>
  );
}

function HomeBody({ subjectQuery, school }: { subjectQuery: SubjectQuery; school: { ready: boolean; query: SchoolQuery } }) {
  // the options in the URL (?counting=fractional&affiliation=at_publication): the member's own figures take the
  // counting (docs/metrics.md section 14), the school widgets the counting and the affiliation (section 15)
  const [figureSearch, setFigureSearch] = useFigureOptionsUrl();
  const { counting } = figureOptionsQuery(figureSearch, {});
  const groupOptions = figureOptionsQuery(figureSearch, { affiliation: true }) as GroupOptions;
  const figures = useQuery(myFiguresQueryOptions(subjectQuery, counting));
  usePrefetchedWidgets(subjectQuery, school, counting, groupOptions);
  if (figures.isPending) return <Center py="xl"><Loader aria-label="Loading your figures" /></Center>;
  if (figures.isError) return <Alert color="red" role="alert" title="Your figures">{failureMessage(figures.error)}</Alert>;
  const mine = figures.data;
  return (
    <Stack gap="lg">
      <Text c="dimmed">{mine.name}{mine.department ? `, ${mine.department}` : ''}{mine.univ_name ? `, ${mine.univ_name}` : ''} · figures of {mine.current_year}{figureOptionsLabel(mine)}</Text>
      <FigureOptionsControl value={figureSearch} onChange={setFigureSearch} affiliation />
      {hasPapers(mine) ? (
        <>
          <FigureTiles figures={mine} />
          <SimpleGrid cols={{ base: 1, lg: 2 }}>
            <Paper withBorder p="md"><JournalTreemap subjectQuery={subjectQuery} counting={counting} /></Paper>
            <Paper withBorder p="md">
              <Chart type="line" title="Your papers over the years" filters={`${mine.name}; papers published each year, all journals; figures of ${mine.current_year}${figureOptionsLabel(mine)}`} series={yearlySeries(mine.years, 'papers')} options={lineOptions('Your papers over the years', 'Papers')} height={360} />
            </Paper>
          </SimpleGrid>
          <Paper withBorder p="md">
            <Chart type="line" title="Your citations over the years" filters={`${mine.name}; citations received each year, all journals; figures of ${mine.current_year}${figureOptionsLabel(mine)}`} series={yearlySeries(mine.years, 'citations')} options={lineOptions('Your citations over the years', 'Citations')} height={360} />
          </Paper>
        </>
      ) : (
        <Alert color="gray" title="No papers yet" data-testid="home-no-papers">{HOME_MESSAGES.noPapers}</Alert>
      )}
      {school.ready ? <SchoolWidgets subjectQuery={subjectQuery} schoolQuery={school.query} departmentName={mine.department} options={groupOptions} /> : null}
      {hasPapers(mine) ? <NetworkSection subjectQuery={subjectQuery} /> : null}
    </Stack>
  );
}

/**
 * The widgets' reads, the chart library and the network map start with the figures' read, not after it
 * (`startFacultyHomeReads`, which the route's loader calls first, before this screen's code has loaded).
 */
function usePrefetchedWidgets(
  subjectQuery: SubjectQuery, school: { ready: boolean; query: SchoolQuery }, counting: 'full' | 'fractional' | undefined, options: GroupOptions,
) {
  const queryClient = useQueryClient();
  const choice = widgetScopeOf(useSearch({ from: '/_faculty/dashboard/home' }));
  // the queries' objects are new on each render: their contents decide (every read keeps its data 5 minutes)
  const subjectKey = JSON.stringify(subjectQuery);
  // the paper-count widgets' keys carry the options in force, as SchoolWidgets sends them
  const schoolKey = school.ready ? JSON.stringify(school.query) : null;
  const optionsKey = JSON.stringify(options);
  useEffect(() => {
    startFacultyHomeReads(queryClient, {
      subjectQuery: JSON.parse(subjectKey) as SubjectQuery,
      schoolQuery: schoolKey === null ? null : JSON.parse(schoolKey) as SchoolQuery,
      counting,
      options: JSON.parse(optionsKey) as GroupOptions,
      choice,
    });
    void import('./network/CoauthorNetworkMap.tsx');
  }, [queryClient, subjectKey, schoolKey, optionsKey, counting, choice]);
}

/** One options object per chart for the screen's life: options made anew on each render made ApexCharts redraw the chart. */
const lineOptionsMade = new Map<string, ReturnType<typeof makeLineOptions>>();
function lineOptions(title: string, yTitle: string) {
  const key = `${title}\n${yTitle}`;
  if (!lineOptionsMade.has(key)) lineOptionsMade.set(key, makeLineOptions(title, yTitle));
  return lineOptionsMade.get(key)!;
}

function makeLineOptions(title: string, yTitle: string) {
  return {
    title: { text: title },
    xaxis: { type: 'numeric' as const, title: { text: 'Year' }, labels: { formatter: (value: string) => String(Math.round(Number(value))) } },
    yaxis: { title: { text: yTitle }, labels: { formatter: (value: number) => String(Math.round(value)) } },
    stroke: { width: 2 },
  };
}

/** The drill-down reads the ranking's definition (all time, global tiers): every signed-in user may open a ranked author's papers. */
const RANKING_SCOPE = {};

function FigureTiles({ figures }: { figures: TMyFiguresResponse }) {
  const t = figures.totals;
  const drill = useFigureDrillDown(RANKING_SCOPE);
  // each count opens the papers behind it (docs/metrics.md section 29), in the counting shown
  const counting = figures.counting === 'fractional' ? 'fractional' as const : undefined;
  const open = (label: string, grade: 'every' | 'a' | 'a_minus' | 'b', measure: 'papers' | 'citations', shown: number) => (
    <FigureButton figure={{ figure: 'ranking', author_id: figures.id, grade, measure, counting, shown, label: `${label} of ${figures.name}` }} onOpen={drill.open}>
      {String(shown)}
    </FigureButton>
  );
  // the tier source in force beside the tier counts (docs/metrics.md section 10): the faculty home grades by the global tiers
  const tiles: readonly (readonly [string, ReactNode, string?])[] = [
    ['Papers', open('Papers', 'every', 'papers', t.total_papers)], ['Citations', open('Citations', 'every', 'citations', t.total_citations)], ['H-Index', String(t.h_index)],
    ['Papers per year', t.papers_per_year.toFixed(2)], ['Citations per paper', t.citations_per_paper.toFixed(2)], ['Solo papers', `${t.solo} (${t.percent_solo.toFixed(2)}%)`],
    ['A / A- / B papers', <>{open('A papers', 'a', 'papers', t.A)} / {open('A- papers', 'a_minus', 'papers', t['A-'])} / {open('B papers', 'b', 'papers', t.B)}</>, 'global tiers'],
  ];
  const ranks = [
    ['In your department', figures.ranks.department],
    ['In your school', figures.ranks.school],
  ] as const;
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 2, sm: 4, lg: 7 }}>
        {tiles.map(([label, value, note]) => (
          <Paper key={label} withBorder p="sm" data-testid={`tile-${label}`}>
            <Text size="xs" c="dimmed">{label}</Text>
            {/* a long figure ("12 (34.56%)") breaks inside a narrow tile rather than running out of it */}
            <Text fw={700} size="xl" style={{ overflowWrap: 'anywhere' }}>{value}</Text>
            {note ? <Text size="xs" c="dimmed">{note}</Text> : null}
          </Paper>
        ))}
      </SimpleGrid>
      <Table withTableBorder aria-label="Your rank" maw={720} style={{ overflowWrap: 'anywhere' }}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Your rank</Table.Th>
            <Table.Th scope="col">by papers</Table.Th>
            <Table.Th scope="col">by citations</Table.Th>
            <Table.Th scope="col">by H-Index</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {ranks.map(([label, position]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row">{label}</Table.Th>
              <Table.Td>{rankText(position?.papers)}</Table.Td>
              <Table.Td>{rankText(position?.citations)}</Table.Td>
              <Table.Td>{rankText(position?.h_index)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {drill.panel}
    </Stack>
  );
}

/** A constant: options made anew on each render made ApexCharts redraw the 40-tile treemap. */
const TREEMAP_OPTIONS = {
  title: { text: HOME_MESSAGES.treemapTitle },
  legend: { show: false },
  dataLabels: { enabled: true },
  plotOptions: { treemap: { distributed: true, enableShades: false } },
  tooltip: { y: { formatter: (value: number) => `${value} paper${value === 1 ? '' : 's'}` } },
};

function JournalTreemap({ subjectQuery, counting }: { subjectQuery: SubjectQuery; counting: 'full' | 'fractional' | undefined }) {
  const journals = useQuery(myJournalDistributionQueryOptions(subjectQuery, counting));
  if (journals.isPending) return <Skeleton height={360} aria-label={`Loading ${HOME_MESSAGES.treemapTitle}`} />;
  if (journals.isError) return <Alert color="red" role="alert">{failureMessage(journals.error, HOME_MESSAGES.journalsFailed)}</Alert>;
  return (
    <Chart
      type="treemap"
      title={HOME_MESSAGES.treemapTitle}
      filters={`Your papers, all years, by journal${figureOptionsLabel(journals.data)}`}
      series={treemapSeries(journals.data)}
      emptyText={HOME_MESSAGES.treemapEmpty}
      height={360}
      options={TREEMAP_OPTIONS}
    />
  );
}

function SchoolWidgets({ subjectQuery, schoolQuery, departmentName, options }: {
  subjectQuery: SubjectQuery; schoolQuery: SchoolQuery; departmentName: string | null; options: GroupOptions;
}) {
  // the switch lives in the address (?widgets=department), so a reload or a shared link keeps it
  const search = useSearch({ from: '/_faculty/dashboard/home' });
  const navigate = useNavigate({ from: '/dashboard/home' });
  const choice = widgetScopeOf(search);
  const setChoice = (next: WidgetScopeChoice) => void navigate({ search: (previous) => searchWithWidgetScope(previous, next), replace: true });
  const departments = useQuery(departmentsQueryOptions(schoolQuery));
  const departmentId = departments.data ? departmentIdByName(departments.data.departments, departmentName) : null;
  const scope = { ...schoolQuery, ...(choice === 'department' && departmentId !== null ? { dept: departmentId } : {}) };
  // the widgets with paper counts send the options in force (docs/dashboards-api.md "Figure options"); gender counts faculty
  const withOptions = { ...scope, ...options };
  const scopeLabel = choice === 'department' && departmentName ? departmentName : departments.data?.university.name ?? 'Your school';

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <Title order={2} size="h3">Your school</Title>
        <SegmentedControl
          aria-label="Widgets show"
          data={[
            { value: 'school', label: 'Whole school' },
            { value: 'department', label: departmentName ? `Your department (${departmentName})` : 'Your department', disabled: departmentId === null },
          ]}
          value={choice}
          onChange={(value) => setChoice(value as WidgetScopeChoice)}
        />
      </Group>
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <MostCited subjectQuery={subjectQuery} schoolQuery={{ ...schoolQuery, ...options }} departmentId={choice === 'department' ? departmentId : null} scopeLabel={scopeLabel} />
        <InterestingFacts subjectQuery={subjectQuery} scope={withOptions} scopeLabel={scopeLabel} />
        <GenderDistribution subjectQuery={subjectQuery} scope={scope} scopeLabel={scopeLabel} />
        <DepartmentFacts subjectQuery={subjectQuery} schoolQuery={{ ...schoolQuery, ...options }} />
      </SimpleGrid>
    </Stack>
  );
}

function WidgetCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper withBorder p="md">
      <Title order={3} size="h4" mb="sm">{title}</Title>
      {children}
    </Paper>
  );
}

function MostCited({ subjectQuery, schoolQuery, departmentId, scopeLabel }: { subjectQuery: SubjectQuery; schoolQuery: SchoolQuery & GroupOptions; departmentId: number | null; scopeLabel: string }) {
  const citations = useQuery(facultyCitationsQueryOptions(subjectQuery, schoolQuery));
  const row = citations.data ? mostCitedAt(citations.data, departmentId) : null;
  return (
    <WidgetCard title={`Most Cited Faculty and Papers · ${scopeLabel}`}>
      {citations.isPending ? <Skeleton height={80} /> : citations.isError ? (
        <Text size="sm" c="red" role="alert">{failureMessage(citations.error, HOME_MESSAGES.citationsFailed)}</Text>
      ) : (
        <Stack gap="xs" data-testid="most-cited">
          <div>
            <Text size="xs" c="dimmed">Most Cited Faculty{figureOptionsLabel(citations.data)}</Text>
            {row?.most_cited_faculty_data ? <Text fw={600}>{row.most_cited_faculty_data.name} · {row.most_cited_faculty_data.count} citations</Text> : <Text size="sm" c="dimmed">No data</Text>}
          </div>
          <div>
            <Text size="xs" c="dimmed">Most Cited Paper</Text>
            {row?.most_cited_paper_data ? (
              <>
                <Text fw={600}>{row.most_cited_paper_data.title}</Text>
                <Text size="sm" c="dimmed">
                  {row.most_cited_paper_data.name} · {row.most_cited_paper_data.journal}{row.most_cited_paper_data.year !== null ? `, ${row.most_cited_paper_data.year}` : ''} · {row.most_cited_paper_data.count} citations
                </Text>
              </>
            ) : <Text size="sm" c="dimmed">No data</Text>}
          </div>
        </Stack>
      )}
    </WidgetCard>
  );
}

function InterestingFacts({ subjectQuery, scope, scopeLabel }: { subjectQuery: SubjectQuery; scope: { univ_id?: number; dept?: number } & GroupOptions; scopeLabel: string }) {
  const facts = useQuery(interestingFactsQueryOptions(subjectQuery, scope));
  return (
    <WidgetCard title={`Interesting Facts · ${scopeLabel}`}>
      {facts.isPending ? <Skeleton height={120} /> : facts.isError ? <Text size="sm" c="dimmed">No data</Text> : (
        <>
          {/* issue 22: in a half-width card the six columns scroll inside the card rather than run out of it */}
          <Table.ScrollContainer minWidth={460} role="region" aria-label="Interesting Facts (scrolls sideways)">
          <Table withTableBorder aria-label="Interesting Facts: average papers per faculty member">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Average papers</Table.Th>
                {FACT_COLUMNS.map(([key, label]) => <Table.Th key={key} scope="col">{label}</Table.Th>)}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {interestingFactRows(facts.data).map((row) => (
                <Table.Tr key={row.label}>
                  <Table.Th scope="row">{row.label}</Table.Th>
                  {row.values.map((value, i) => <Table.Td key={FACT_COLUMNS[i]![0]}>{value}</Table.Td>)}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          </Table.ScrollContainer>
          <Text size="xs" c="dimmed" mt={4}>Average papers per faculty member by gender and rank; '-' where there is nobody{figureOptionsLabel(facts.data)}.</Text>
        </>
      )}
    </WidgetCard>
  );
}

function GenderDistribution({ subjectQuery, scope, scopeLabel }: { subjectQuery: SubjectQuery; scope: { univ_id?: number; dept?: number }; scopeLabel: string }) {
  const gender = useQuery(genderDistributionQueryOptions(subjectQuery, scope));
  return (
    <WidgetCard title={`School Gender Distribution · ${scopeLabel}`}>
      {gender.isPending ? <Skeleton height={260} /> : gender.isError ? <Text size="sm" c="dimmed">No data</Text> : (
        <Chart
          type="pie"
          title={`Gender distribution ${scopeLabel}`}
          filters={scopeLabel}
          series={genderSlices(gender.data)}
          height={280}
          options={{ labels: ['Male', 'Female', 'Other'], colors: ['#00259A', '#E24301', '#BBB218'], legend: { position: 'bottom' }, dataLabels: { enabled: true } }}
        />
      )}
    </WidgetCard>
  );
}

function DepartmentFacts({ subjectQuery, schoolQuery }: { subjectQuery: SubjectQuery; schoolQuery: SchoolQuery & GroupOptions }) {
  const facts = useQuery(departmentFactsQueryOptions(subjectQuery, schoolQuery));
  return (
    <WidgetCard title="Department Facts">
      {facts.isPending ? <Skeleton height={120} /> : facts.isError ? <Text size="sm" c="dimmed">No data</Text> : (
        <Stack gap={6}>
          {figureOptionsLabel(facts.data) ? <Text size="xs" c="dimmed">Papers and citations{figureOptionsLabel(facts.data)}</Text> : null}
          {departmentFactLines(facts.data).map((line) => (
            <div key={line.label}>
              <Text size="xs" c="dimmed">{line.label}</Text>
              <Text size="sm" fw={600}>{line.department}{line.value ? ` · ${line.value}` : ''}</Text>
            </div>
          ))}
        </Stack>
      )}
    </WidgetCard>
  );
}

function NetworkSection({ subjectQuery }: { subjectQuery: SubjectQuery }) {
  const navigate = useNavigate();
  const [depth, setDepth] = useState<1 | 2>(2);
  const network = useQuery(coauthorNetworkQueryOptions(subjectQuery, depth));
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2} size="h3">Co-author network</Title>
          <Text size="sm" c="dimmed">
            You, your co-authors and their co-authors. Circles grow with the papers written together and are coloured by school; a link is as wide as the
            ties behind it (a paper of n authors adds 1/(n-1) to each pair). Select a person to open their profile.
          </Text>
        </div>
        <SegmentedControl
          aria-label="Network depth"
          data={[{ value: '1', label: 'Co-authors' }, { value: '2', label: 'And their co-authors' }]}
          value={String(depth)}
          onChange={(value) => setDepth(value === '1' ? 1 : 2)}
        />
      </Group>
      {network.isPending ? <Skeleton height={520} aria-label="Loading the co-author network" /> : network.isError ? (
        <Alert color="red" role="alert">{failureMessage(network.error)}</Alert>
      ) : network.data.nodes.length <= 1 ? (
        <Text c="dimmed" role="status">No co-authors on record: every paper of this profile is solo, or its co-authors are not in the database.</Text>
      ) : (
        <>
          <Suspense fallback={<Skeleton height={520} aria-label="Loading the co-author network" />}>
            <CoauthorNetworkMap
              network={network.data}
              onOpen={(id) => void navigate({ to: '/dashboard/profileEdit', search: { coauthorid: id, isReadOnly: true } })}
            />
          </Suspense>
          {network.data.truncated ? <Text size="xs" c="dimmed">The map shows the {network.data.limit} strongest ties.</Text> : null}
        </>
      )}
    </Stack>
  );
}
