import { Alert, Badge, Box, Center, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { findYourFitQueryOptions, type GroupOptions } from '../../api/facultyDashboards/facultyDashboardQueries.ts';
import { FigureOptionsControl } from '../../components/FigureOptionsControl.tsx';
import { useFigureOptionsUrl } from '../../components/useFigureOptionsUrl.ts';
import { figureOptionsLabel, figureOptionsQuery } from '../figureOptionsSearch.ts';
import { SITE_NAME } from '../../siteConfig.ts';
import { ChooseFacultyFirst, FacultySubjectBar, useFacultySubject } from '../facultyHome/facultySubject/FacultySubjectBar.tsx';
import { failureMessage } from '../facultyHome/screenMessages.ts';
import { FigureButton, useFigureDrillDown } from '../../components/FigureDrillDown.tsx';
import { FIT_COLOURS, FIT_LEGEND, FIT_METRICS, fitRows, fitSchoolFigureRef, fitYourFigureRef, hasNoFigures } from './fitTable.ts';

/** /dashboard/findYourFit (docs/requirements/dashboards.md "Find Your Fit"; how the schools are chosen: docs/metrics.md section 21). */
export function FindYourFitScreen() {
  useDocumentTitle(`Find Your Fit · ${SITE_NAME}`);
  const subject = useFacultySubject();
  return (
    <Stack gap="md" maw={1200}>
      <Title order={1} size="h2">Find Your Fit</Title>
      <FacultySubjectBar subject={subject} />
      {subject.ready ? <FitTable subjectQuery={subject.query} authorId={subject.authorId} /> : <ChooseFacultyFirst />}
    </Stack>
  );
}

function FitTable({ subjectQuery, authorId }: { subjectQuery: { author_id?: number }; authorId: number | null }) {
  // the figure options in the URL (?counting=fractional&affiliation=at_publication; docs/metrics.md section 21)
  const [figureSearch, setFigureSearch] = useFigureOptionsUrl();
  const options = figureOptionsQuery(figureSearch, { affiliation: true }) as GroupOptions;
  const fit = useQuery(findYourFitQueryOptions(subjectQuery, options));
  // your own figures open to their papers (docs/metrics.md section 29, "Find Your Fit")
  const drill = useFigureDrillDown({});
  const control = <FigureOptionsControl value={figureSearch} onChange={setFigureSearch} affiliation />;
  if (fit.isPending) return <Center py="xl"><Loader aria-label="Loading Find Your Fit" /></Center>;
  if (fit.isError) return <Alert color="red" role="alert" title="Find Your Fit">{failureMessage(fit.error)}</Alert>;
  if (hasNoFigures(fit.data)) {
    return (
      <Stack gap="sm">
      {control}
      <Alert color="gray" title="Nothing to place you by yet">
        There are no papers on record for this profile, so there are no figures to compare with other schools. Add your papers to your profile and
        this table fills in after the next statistics update.
      </Alert>
      </Stack>
    );
  }
  const rows = fitRows(fit.data);
  return (
    <Stack gap="sm">
      {control}
      <Text size="sm" c="dimmed" data-testid="fit-options">
        For each figure, the schools whose faculty average is just above yours (four) and at or just below it (two), nearest first. Your own school is
        left out{figureOptionsLabel(fit.data)}.
      </Text>
      <Paper withBorder p={0}>
        <Table.ScrollContainer minWidth={760}>
          <Table aria-label="Find Your Fit: schools around you per figure" withColumnBorders data-testid="find-your-fit">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Band</Table.Th>
                {FIT_METRICS.map((metric) => <Table.Th key={metric.key} scope="col">{metric.label}</Table.Th>)}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.rowIndex} data-row-index={row.rowIndex} bg={row.cells.some((cell) => cell.isYou) ? 'var(--mantine-color-gray-0)' : undefined}>
                  <Table.Th scope="row">{row.band}</Table.Th>
                  {row.cells.map((cell, column) => (
                    <Table.Td key={FIT_METRICS[column]!.key} data-metric={FIT_METRICS[column]!.key}>
                      <Text fw={cell.isYou ? 700 : 600} size="sm" style={{ color: cell.colour }}>{cell.text}</Text>
                      {cell.value !== '' ? (
                        <Text size="xs" c="dimmed" data-value>
                          {cell.isYou && !cell.noData && authorId !== null
                            ? <FigureButton figure={fitYourFigureRef(fit.data, authorId, FIT_METRICS[column]!.key, cell.value)} onOpen={drill.open}>{cell.value}</FigureButton>
                            : cell.school
                              ? <FigureButton figure={fitSchoolFigureRef(fit.data, cell.school, FIT_METRICS[column]!.key, cell.value)} onOpen={drill.open}>{cell.value}</FigureButton>
                              : cell.value}
                        </Text>
                      ) : null}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      {drill.panel}
      <Group gap="md" aria-label="Legend" role="list">
        {FIT_LEGEND.map((entry) => (
          <Group key={entry.label} gap={6} role="listitem">
            <Box w={12} h={12} style={{ background: FIT_COLOURS[entry.colour], borderRadius: 2 }} aria-hidden />
            <Badge variant="transparent" color="dark" px={0} tt="none">{entry.label}</Badge>
            <Text size="xs" c="dimmed">{entry.rows}</Text>
          </Group>
        ))}
      </Group>
    </Stack>
  );
}
