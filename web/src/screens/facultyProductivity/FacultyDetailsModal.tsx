import { useMemo } from 'react';
import { Alert, Loader, Modal, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { facultyDetailsQueryOptions } from '../../api/dashboards/productivityQueries.ts';
import { Chart } from '../../components/charts/Chart.tsx';
import { AnchorLink } from '../../components/routerLinks/AnchorLink.tsx';
import { failureText, useFailureToast } from '../dashboardErrors.ts';
import { DETAILS_FAILED, yearlyLines } from './productivity.ts';

function Tile({ label, value }: { label: string; value: number }) {
  return (
    <Paper withBorder p="sm" radius="md" ta="center">
      <Text fw={700} size="xl" data-kpi={label}>{value}</Text>
      <Text size="xs" c="dimmed">{label}</Text>
    </Paper>
  );
}

/** A faculty member's all-time KPIs and yearly papers and citations (docs/requirements/dashboards.md §2, the detail modal). */
export function FacultyDetailsModal({ faculty, scopeQuery, onClose }: {
  faculty: { id: number; name: string } | null;
  scopeQuery: { univ_id?: number };
  onClose: () => void;
}) {
  const details = useQuery({ ...facultyDetailsQueryOptions(scopeQuery, faculty?.id ?? 0), enabled: faculty !== null });
  useFailureToast(details.error, details.errorUpdatedAt, DETAILS_FAILED);
  const lines = useMemo(() => (details.data ? yearlyLines(details.data) : null), [details.data]);
  const options = useMemo(() => ({
    xaxis: { categories: lines?.categories ?? [], tickAmount: 12, labels: { rotate: -45 } },
    yaxis: [
      // counts start at 0 (docs/ui.md, "Charts"): an axis from 6 makes 7 papers look like many
      { seriesName: 'Papers', min: 0, forceNiceScale: true, title: { text: 'Papers' }, labels: { formatter: (value: number) => String(Math.round(value)) } },
      { seriesName: 'Citations', opposite: true, min: 0, forceNiceScale: true, title: { text: 'Citations' }, labels: { formatter: (value: number) => String(Math.round(value)) } },
    ],
    stroke: { width: 2, curve: 'straight' as const },
    legend: { position: 'bottom' as const },
  }), [lines]);
  const name = details.data?.name ?? faculty?.name ?? '';

  return (
    <Modal
      opened={faculty !== null}
      onClose={onClose}
      size="xl"
      title={faculty ? (
        <AnchorLink to="/dashboards/profileEdit" search={{ coauthorid: faculty.id, isReadOnly: true }} fw={700} size="lg">{name}</AnchorLink>
      ) : null}
    >
      <Stack gap="md">
        {details.isPending ? <Loader aria-label="Loading the faculty details" /> : null}
        {details.isError ? <Alert color="red" title="Could not load the details">{failureText(details.error, DETAILS_FAILED)}</Alert> : null}
        {details.data && lines ? (
          <>
            <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm">
              <Tile label="Papers" value={details.data.totalPapers} />
              <Tile label="Citations" value={details.data.totalCitations} />
              <Tile label="Papers per year" value={details.data.avgPapersPerYear} />
              <Tile label="Citations per paper" value={details.data.avgCitationsPerPaper} />
              <Tile label="H-Index" value={details.data.hIndex} />
            </SimpleGrid>
            <Chart
              type="line"
              title={`Papers and citations per year of ${name}`}
              filters="All years, all journals, full counting"
              height={360}
              series={lines.categories.length === 0 ? [] : [{ name: 'Papers', data: lines.papers }, { name: 'Citations', data: lines.citations }]}
              options={options}
            />
            <Text size="xs" c="dimmed">All-time figures over every paper, whatever the screen's filters.</Text>
          </>
        ) : null}
      </Stack>
    </Modal>
  );
}
