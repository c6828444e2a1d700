import { Badge, Group, Paper, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ApexOptions } from 'apexcharts';
import type { FigureRef } from '../../api/dashboards/figurePapersQueries.ts';
import { formatPercent } from '../../format/numberFormat.ts';
import { FigureButton } from '../../components/FigureDrillDown.tsx';
import {
  TENURE_AVERAGE_LINE, TENURE_CHART_MAX, TENURE_COLOUR_HEX, TENURE_COLOUR_SWATCH, cappedPercent, cardColour, percentText, type TenureFigureKey, type TenureRow,
} from './tenureReadiness.ts';
import { StoredAvatar } from '../../components/StoredAvatar.tsx';
import { STATUS_TEXT } from '../../theme.ts';

/**
 * Bar chart options of the tenure charts: 0 to 300 percent, a line at 100 (the comparison group's
 * average); one colour per series, named in a legend when there is more than one series
 * (docs/ui.md, "Charts": colours that carry meaning are explained).
 */
export function tenureBarOptions(categories: string[], colours: string[], extra: ApexOptions = {}): ApexOptions {
  return {
    ...extra,
    chart: { ...extra.chart },
    plotOptions: { bar: { columnWidth: '45%' }, ...extra.plotOptions },
    colors: colours,
    xaxis: { categories },
    yaxis: { min: 0, max: TENURE_CHART_MAX, tickAmount: 3, labels: { formatter: (value: number) => `${Math.round(value)}%` } },
    annotations: {
      yaxis: [{ y: TENURE_AVERAGE_LINE, borderColor: '#495057', strokeDashArray: 4, label: { text: 'Average (100%)', style: { background: '#495057', color: '#fff' } } }],
    },
    tooltip: { y: { formatter: (value: number) => formatPercent(value) } },
    legend: { show: colours.length > 1, position: 'top', horizontalAlign: 'right' },
  };
}

const BAR_ROWS = [['Papers', 'papers'], ['Citations', 'citations']] as const;

/**
 * A card's two bars (percent of papers and of citations against the comparison group's average), drawn in plain
 * HTML on the same 0-300 % scale as the per-university chart, with the dashed 100 % line (docs/ui.md, "Charts":
 * Tenure Readiness cards). Twelve cards used to draw twelve ApexCharts, most of the time a search took.
 */
function TenureBars({ name, papers, citations, colour, filters }: { name: string; papers: number | null; citations: number | null; colour: string; filters: string }) {
  const values = { papers, citations };
  if (papers === null && citations === null) {
    return <Text c="dimmed" ta="center" py="md" role="status" size="sm">Nothing to compare with: the comparison group has no papers or citations in these years.</Text>;
  }
  const left = (value: number) => `${(value / TENURE_CHART_MAX) * 100}%`;
  return (
    <figure
      aria-label={`Tenure readiness ${name}: papers ${percentText(papers)}, citations ${percentText(citations)} of the comparison group's average`}
      title={filters}
      style={{ margin: 0, marginTop: 'var(--mantine-spacing-sm)' }}
      data-testid="tenure-bars"
    >
      <Stack gap={6} style={{ position: 'relative' }}>
        {BAR_ROWS.map(([label, key]) => {
          const value = values[key];
          const shown = cappedPercent(value) ?? 0;
          return (
            <Group key={key} gap="xs" wrap="nowrap">
              <Text size="xs" c="dimmed" w={62}>{label}</Text>
              <div style={{ position: 'relative', flex: 1, height: 14, background: 'var(--mantine-color-gray-1)', borderRadius: 3 }}>
                <div style={{ width: left(shown), height: '100%', background: colour, borderRadius: 3 }} />
                <div aria-hidden style={{ position: 'absolute', top: -3, bottom: -3, left: left(TENURE_AVERAGE_LINE), borderLeft: '2px dashed #495057' }} />
              </div>
              <Text size="xs" fw={600} w={64} ta="right">{percentText(value)}</Text>
            </Group>
          );
        })}
        <Text size="xs" c="dimmed" ta="center">Dashed line: the comparison group's average (100%); bars stop at {TENURE_CHART_MAX}%</Text>
      </Stack>
    </figure>
  );
}

function initials(name: string): string {
  return name.split(/\s+/).filter(Boolean).slice(0, 2).map((part) => part.charAt(0).toUpperCase()).join('');
}

function Figure({ label, value, figure, onOpen }: { label: string; value: string | number; figure?: FigureRef; onOpen?: (figure: FigureRef) => void }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">{label}</Text>
      <Text size="sm" fw={600}>{figure && onOpen ? <FigureButton figure={figure} onOpen={onOpen}>{value}</FigureButton> : value}</Text>
    </Stack>
  );
}

/**
 * One faculty member's tenure readiness (docs/requirements/dashboards.md "Tenure Readiness"): every field of the tenure
 * row, the card colour of the month, and the bar chart of the two percents.
 */
export function TenureCard({ row, month, years, tierSource, compact = false, figureOf, onOpenFigure }: {
  row: TenureRow; month: number; years: number; compact?: boolean;
  /** the tier source in force, printed beside the A, A-, B counts (docs/metrics.md section 10) */
  tierSource: string;
  /** the counts that open their papers (docs/metrics.md section 29), and what opens them */
  figureOf?: (row: TenureRow, key: TenureFigureKey) => FigureRef;
  onOpenFigure?: (figure: FigureRef) => void;
}) {
  const drill = (key: TenureFigureKey) => (figureOf && onOpenFigure ? { figure: figureOf(row, key), onOpen: onOpenFigure } : {});
  const colour = cardColour(row, month);
  const swatch = TENURE_COLOUR_SWATCH[colour];
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      style={{ borderTop: `6px solid var(--mantine-color-${swatch}-6)` }}
      data-testid={`tenure-card-${row.id}`}
      data-colour={colour}
      aria-label={`${row.name}: ${colour === 'grey' ? 'nothing to compare with' : `readiness ${percentText(row.readiness_percent)}`}`}
      component="article"
    >
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <StoredAvatar picture={row.profile_picture} alt="" radius="xl" size="lg" color={swatch}>{initials(row.name)}</StoredAvatar>
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Group gap={6} wrap="nowrap">
            <Text fw={700} truncate>{row.name}</Text>
            {row.unusual_work_hist ? (
              <Tooltip label="Unusual work history: check the career dates before comparing">
                <Badge color="yellow" variant="light" leftSection={<IconAlertTriangle size={12} aria-hidden />}>Unusual work history</Badge>
              </Tooltip>
            ) : null}
          </Group>
          <Text size="sm" c="gray.7" truncate>{row.univ_name}</Text>
          <Text size="sm" c="gray.7" truncate>{row.dept || 'No department'}</Text>
        </Stack>
        <Stack gap={0} align="flex-end">
          <Text size="xs" c="dimmed">Readiness</Text>
          <Text fw={700} c={STATUS_TEXT[colour]} data-testid="tenure-readiness">{percentText(row.readiness_percent)}</Text>
        </Stack>
      </Group>
      <SimpleGrid cols={compact ? 3 : 4} spacing="xs" mt="sm">
        <Figure label={`Papers (${years} y)`} value={row.papers} {...drill('papers')} />
        <Figure label={`Citations (${years} y)`} value={row.citations} {...drill('citations')} />
        <Figure label="Percent of papers" value={percentText(row.percentPaper)} />
        <Figure label="Percent of citations" value={percentText(row.percentCitation)} />
        {compact ? null : (
          <>
            <Figure label={`A (${years} y)`} value={row.A} {...drill('A')} />
            <Figure label={`A- (${years} y)`} value={row['A-']} {...drill('A-')} />
            <Figure label={`B (${years} y)`} value={row.B} {...drill('B')} />
            <Figure label="H-index" value={row['h-index']} />
            <Figure label="Start year" value={row.start_year ?? '-'} />
            <Figure label="Solo papers" value={row.solo} />
            <Figure label="All papers" value={row.total_papers} />
            <Figure label="All citations" value={row.total_citations} />
          </>
        )}
      </SimpleGrid>
      {compact ? null : <Text size="xs" c="dimmed" mt={4} data-testid="card-tier-source">Tiers: {tierSource}</Text>}
      <TenureBars
        name={row.name}
        papers={row.percentPaper}
        citations={row.percentCitation}
        colour={TENURE_COLOUR_HEX[colour]}
        filters={`Last ${years} years; percent of the comparison group's average; tiers: ${tierSource}`}
      />
    </Paper>
  );
}
