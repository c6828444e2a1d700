import {
  Accordion, Alert, Button, Center, Group, Loader, Paper, SimpleGrid, Stack, Table, Text, Timeline, Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconAlertTriangle, IconFlag, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import type { TCompareYourselfResponse } from '@ri/contracts/dashboards';
import { ApiError } from '../../api/client.ts';
import { compareYourselfQueryOptions } from '../../api/facultyDashboards/facultyDashboardQueries.ts';
import { FigureOptionsControl } from '../../components/FigureOptionsControl.tsx';
import { useFigureOptionsUrl } from '../../components/useFigureOptionsUrl.ts';
import { figureOptionsLabel, figureOptionsQuery } from '../figureOptionsSearch.ts';
import { Chart } from '../../components/charts/Chart.tsx';
import { ButtonLink } from '../../components/routerLinks/ButtonLink.tsx';
import { SITE_NAME } from '../../siteConfig.ts';
import { AuthorPicker } from '../facultyHome/facultySubject/AuthorPicker.tsx';
import { FacultySubjectBar, useFacultySubject } from '../facultyHome/facultySubject/FacultySubjectBar.tsx';
import type { ChosenAuthor } from '../facultyHome/facultySubject/facultySubject.ts';
import { failureMessage } from '../facultyHome/screenMessages.ts';
import type { CompareSearch } from './compareSearch.ts';
import { isNoticeDismissed, rememberNoticeDismissed } from './dismissedNotice.ts';
import { FigureButton, useFigureDrillDown } from '../../components/FigureDrillDown.tsx';
import { COMPARE_MESSAGES, compareSelectionError, comparisonSeries, milestoneFigureRef, milestoneTable, personName, timelineMilestones } from './compareYourself.ts';
import { StoredAvatar } from '../../components/StoredAvatar.tsx';

/** /dashboard/compareYourself (docs/requirements/dashboards.md "Compare Yourself"): a role model's career milestones beside yours. */
export function CompareYourselfScreen({ search }: { search: CompareSearch }) {
  useDocumentTitle(`Compare Yourself · ${SITE_NAME}`);
  const navigate = useNavigate();
  const subject = useFacultySubject();
  const [chosen, setChosen] = useState<ChosenAuthor | null>(search.id === undefined ? null : { id: search.id, name: search.name ?? `Faculty ${search.id}` });
  const [error, setError] = useState<string | null>(null);
  // counting in the URL (?counting=fractional): both careers' figures, fractional or full (docs/metrics.md section 14)
  const [figureSearch, setFigureSearch] = useFigureOptionsUrl();
  const { counting } = figureOptionsQuery(figureSearch, {});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = compareSelectionError(chosen);
    setError(problem);
    if (problem !== null || chosen === null) return;
    void navigate({ to: '/dashboard/compareYourself', search: { id: chosen.id, name: chosen.name, ...(counting ? { counting } : {}) } });
  };

  return (
    <Stack gap="md" maw={1200}>
      <Title order={1} size="h2">Compare Yourself</Title>
      <FacultySubjectBar subject={subject} />
      <form onSubmit={submit} noValidate aria-label="Choose a faculty member to compare with">
        <Group align="flex-start" gap="sm">
          <AuthorPicker
            label="Faculty to compare with"
            description="A role model, a peer, or anyone whose career you want to set beside yours"
            w={380}
            value={chosen}
            onChange={(author) => { setChosen(author); if (author !== null) setError(null); }}
            error={error}
          />
          <Button type="submit" mt={44} leftSection={<IconSearch size={16} aria-hidden />}>Compare</Button>
        </Group>
      </form>
      <FigureOptionsControl value={figureSearch} onChange={setFigureSearch} />
      {search.id !== undefined ? <Comparison comparedId={search.id} ownId={subject.authorId} ownQueryReady={subject.ready} isAdmin={subject.picking} counting={counting} /> : null}
    </Stack>
  );
}

function Comparison({ comparedId, ownId, ownQueryReady, isAdmin, counting }: {
  comparedId: number; ownId: number | null; ownQueryReady: boolean; isAdmin: boolean; counting: 'full' | 'fractional' | undefined;
}) {
  const compared = useQuery(compareYourselfQueryOptions(comparedId, counting));
  const own = useQuery({ ...compareYourselfQueryOptions(ownId ?? 0, counting), enabled: ownQueryReady && ownId !== null && ownId !== comparedId });
  // Dismiss is remembered in this browser per signed-in user and faculty member (dismissedNotice.ts)
  const { session } = useRouteContext({ from: '/_faculty' });
  const [dismissedNow, setDismissed] = useState<number | null>(null);

  if (compared.isPending) return <Center py="xl"><Loader aria-label="Loading the comparison" /></Center>;
  if (compared.isError) {
    const notFound = compared.error instanceof ApiError && compared.error.status === 404;
    return <Alert color="red" role="alert" icon={<IconAlertTriangle aria-hidden />}>{notFound ? COMPARE_MESSAGES.cannotFind : failureMessage(compared.error, COMPARE_MESSAGES.serverFailed)}</Alert>;
  }
  const them = compared.data;
  const you = ownId === comparedId ? them : own.data;
  const people = [{ label: personName(them), answer: them }, ...(you && you !== them ? [{ label: isAdmin ? personName(you) : 'You', answer: you }] : [])];
  const profileSearch = isAdmin && ownId !== null ? { coauthorid: ownId, isReadOnly: false } : {};
  const dismissed = you !== undefined && (dismissedNow === you.id || isNoticeDismissed(window.localStorage, session.user_id, you.id));
  const dismiss = () => {
    if (you === undefined) return;
    rememberNoticeDismissed(window.localStorage, session.user_id, you.id);
    setDismissed(you.id);
  };

  return (
    <Stack gap="md">
      {you && !you.verified && !dismissed ? (
        <Alert color="yellow" title="Career dates not confirmed" icon={<IconFlag aria-hidden />} data-testid="career-dates-notice">
          <Stack gap="xs">
            <Text size="sm">{COMPARE_MESSAGES.datesNotConfirmed}</Text>
            <Group gap="xs">
              <ButtonLink to="/dashboard/profileEdit" search={profileSearch} size="xs">Add Information</ButtonLink>
              <Button size="xs" variant="default" onClick={dismiss}>Dismiss</Button>
            </Group>
          </Stack>
        </Alert>
      ) : null}
      {own.isError ? <Alert color="red" role="alert">{failureMessage(own.error, COMPARE_MESSAGES.serverFailed)}</Alert> : null}
      <SimpleGrid cols={{ base: 1, md: people.length }}>
        {people.map((person) => <CareerCard key={person.answer.id} label={person.label} answer={person.answer} />)}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <Paper withBorder p="md">
          <Chart
            type="line"
            title="Papers over years"
            filters={`${people.map((person) => person.label).join(' and ')}; papers published each year, all journals${figureOptionsLabel(them)}`}
            series={comparisonSeries(people.map((person) => ({ name: person.label, byYear: person.answer.papers_over_years })))}
            options={lineOptions('Papers over years', 'Papers')}
            height={360}
          />
        </Paper>
        <Paper withBorder p="md">
          <Chart
            type="line"
            title="Citations over years"
            filters={`${people.map((person) => person.label).join(' and ')}; citations received each year, all journals${figureOptionsLabel(them)}`}
            series={comparisonSeries(people.map((person) => ({ name: person.label, byYear: person.answer.citations_over_years })))}
            options={lineOptions('Citations over years', 'Citations')}
            height={360}
          />
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}

function lineOptions(title: string, yTitle: string) {
  return {
    title: { text: title },
    xaxis: { type: 'numeric' as const, title: { text: 'Year' }, labels: { formatter: (value: string) => String(Math.round(Number(value))) } },
    yaxis: { title: { text: yTitle }, labels: { formatter: (value: number) => String(Math.round(value)) } },
    stroke: { width: 2 },
    markers: { size: 3 },
  };
}

/** Compare Yourself's drill-down: any faculty member's figures, no school in scope. */
const NO_SCOPE = {};

function CareerCard({ label, answer }: { label: string; answer: TCompareYourselfResponse }) {
  const milestones = timelineMilestones(answer);
  const table = milestoneTable(answer);
  // Total Papers and Total Citations open the papers behind them (docs/metrics.md section 29)
  const drill = useFigureDrillDown(NO_SCOPE);
  return (
    <Paper withBorder p="md" data-testid={`career-${answer.id}`}>
      <Stack gap="sm">
        <Group gap="sm">
          <StoredAvatar picture={answer.data.profile_picture} radius="xl" alt="" />
          <div>
            <Title order={2} size="h4">{label}</Title>
            {label === 'You' ? <Text size="xs" c="dimmed">{personName(answer)}</Text> : null}
          </div>
        </Group>
        {!answer.has_work_history ? <Text size="sm" c="dimmed">{COMPARE_MESSAGES.noWorkHistory}</Text> : null}
        <Timeline active={milestones.length - 1} bulletSize={18} lineWidth={2} aria-label={`Career milestones of ${label}`}>
          {milestones.map((m) => (
            <Timeline.Item key={`${m.year}-${m.title}`} title={m.title}>
              <Text size="xs" c="dimmed">{m.year}</Text>
            </Timeline.Item>
          ))}
        </Timeline>
        <Accordion variant="contained">
          <Accordion.Item value="figures">
            <Accordion.Control>Figures at each milestone</Accordion.Control>
            <Accordion.Panel>
              <Table.ScrollContainer minWidth={420}>
                <Table aria-label={`Figures at each milestone: ${label}`} withTableBorder>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">Figure</Table.Th>
                      {table.milestones.map((m) => <Table.Th key={m.year} scope="col">{m.isCurrent ? `Current Year (${m.year})` : `${m.title} (${m.year})`}</Table.Th>)}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {table.rows.map((row) => (
                      <Table.Tr key={row.label}>
                        <Table.Th scope="row">{row.label}</Table.Th>
                        {row.values.map((value, i) => {
                          const ref = milestoneFigureRef(answer, row.label, table.milestones[i]!.year);
                          return <Table.Td key={table.milestones[i]!.year}>{ref ? <FigureButton figure={ref} onOpen={drill.open}>{value}</FigureButton> : value}</Table.Td>;
                        })}
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              {drill.panel}
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>
      </Stack>
    </Paper>
  );
}
