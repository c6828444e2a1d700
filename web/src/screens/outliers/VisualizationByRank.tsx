import { useMemo, useState } from 'react';
import { ActionIcon, Alert, Button, Group, Loader, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconArrowsMaximize, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import type { ApexOptions } from 'apexcharts';
import type { TOutliersResponse } from '@ri/contracts/dashboards';
import { outliersQueryOptions } from '../../api/dashboards/homeQueries.ts';
import { Chart } from '../../components/charts/Chart.tsx';
import { pointTooltip } from '../../components/charts/pointTooltip.ts';
import { failureText } from '../dashboardErrors.ts';
import { figureOptionsLabel, type FigureOptionsSearch } from '../figureOptionsSearch.ts';
import { HOME_MESSAGES, RANK_CODES, type HomeScope, type RankCode } from '../universityHome/home.ts';
import {
  HOME_OUTLIER_AUTHORS, OUTLIER_COLOURS, authorAtLine, metricLabel, outlierChartHeight, outlierFigureRef, outlierSlide, outlierTable, outlierValueText,
} from './outliers.ts';
import { useFigureDrillDown } from '../../components/FigureDrillDown.tsx';
import type { FigureRef } from '../../api/dashboards/figurePapersQueries.ts';

interface SlideChartProps { data: TOutliersResponse; slide: number; limit: number; rankLabel: string; dept: HomeScope; onOpen: (figure: FigureRef) => void }

function OutlierSlideChart({ data, slide, limit, rankLabel, dept, onOpen }: SlideChartProps) {
  const view = useMemo(() => outlierSlide(data, slide, limit), [data, slide, limit]);
  const narrow = useMediaQuery('(max-width: 36em)') ?? false;
  const options = useMemo<ApexOptions>(() => ({
    chart: {
      toolbar: { show: true },
      // a click on a bubble opens the papers behind the member's rate (docs/metrics.md section 29)
      events: {
        dataPointSelection: (_event, _chart, config?: { seriesIndex: number; dataPointIndex: number }) => {
          const author = data.authors[config?.dataPointIndex ?? -1];
          const metric = view.metrics[config?.seriesIndex ?? -1];
          const ref = author && metric ? outlierFigureRef(data, dept, author, metric) : null;
          if (ref) onOpen(ref);
        },
      },
    },
    plotOptions: { bubble: { zScaling: false } },
    colors: [...OUTLIER_COLOURS],
    fill: { opacity: 0.7 },
    dataLabels: {
      enabled: true,
      formatter: (_value: number, options?: { seriesIndex: number; dataPointIndex: number }) => {
        const point = view.series[options?.seriesIndex ?? -1]?.data[options?.dataPointIndex ?? -1];
        return point ? outlierValueText(point.value) : '';
      },
      style: { fontSize: '10px', colors: ['#212529'] },
      background: { enabled: false },
    },
    xaxis: {
      type: 'numeric', min: 0.5, max: view.metrics.length + 0.5, tickAmount: view.metrics.length * 2,
      // on a phone the three metric names share ~70 px each: one word a line, so they never overlap
      labels: {
        formatter: (value: string) => {
          const label = Number.isInteger(Number(value)) ? metricLabel(view.metrics[Number(value) - 1] ?? '') : '';
          return narrow && label !== '' ? label.split(' ') : label;
        },
      },
      tooltip: { enabled: false },
    },
    yaxis: {
      min: 0, max: view.authors.length + 1, tickAmount: view.authors.length + 1,
      labels: { formatter: (value: number) => authorAtLine(view.authors, Math.round(value * 1000) / 1000), maxWidth: narrow ? 90 : 180 },
    },
    grid: { xaxis: { lines: { show: false } }, yaxis: { lines: { show: true } } },
    legend: { show: true, position: 'top' },
    tooltip: {
      custom: pointTooltip((seriesIndex, dataPointIndex) => {
        const series = view.series[seriesIndex];
        const point = series?.data[dataPointIndex];
        return point && series ? { title: point.author, lines: [`${series.name}: ${outlierValueText(point.value)}`, `Bubble radius ${point.z} (14 is the ${rankLabel.toLowerCase()} average)`] } : null;
      }),
    },
  }), [view, rankLabel, narrow, data, dept, onOpen]);
  const series = view.series.map((one) => ({ name: one.name, data: one.data.map(({ x, y, z }) => ({ x, y, z })) }));
  return (
    <Chart
      type="bubble"
      title={`Visualization by Rank ${rankLabel} ${view.metrics.map(metricLabel).join(' ')}${data.counting === 'fractional' ? ' fractional' : ''}${data.affiliation === 'at_publication' ? ' at publication' : ''}`}
      series={data.authors.length === 0 ? [] : series}
      options={options}
      filters={`${rankLabel}; bubble radius 14 is the group's average${figureOptionsLabel(data)}`}
      table={outlierTable(view)}
      height={outlierChartHeight(view.authors.length)}
    />
  );
}

interface VisualizationByRankProps {
  scope: { univ_id?: number };
  ready: boolean;
  dept: HomeScope;
  rank: RankCode;
  /** the counting and affiliation the screen sends (figureOptionsQuery: only those not the default) */
  figureOptions?: Pick<FigureOptionsSearch, 'counting' | 'affiliation'>;
  onRank: (rank: RankCode) => void;
  /** the most authors drawn (the card); the full view draws everyone */
  limit?: number;
  /** 'Full view' button (not inside the full view itself) */
  withFullView?: boolean;
}

/**
 * Visualization by Rank (docs/requirements/dashboards.md): a carousel of bubble charts, three metrics per slide, for the
 * faculty of one rank code (Assistant 1, Associate 2, Full 3, Non Tenured 6), at school or department
 * scope. Radii and order are the server's (docs/metrics.md section 19).
 */
export function VisualizationByRank({ scope, ready, dept, rank, figureOptions, onRank, limit = HOME_OUTLIER_AUTHORS, withFullView = true }: VisualizationByRankProps) {
  const [slide, setSlide] = useState(0);
  const [fullView, setFullView] = useState(false);
  const outliers = useQuery({ ...outliersQueryOptions(scope, dept, rank, figureOptions), enabled: ready });
  const rankLabel = RANK_CODES.find((item) => item.code === rank)?.label ?? String(rank);
  const slideCount = outliers.data?.slides.length ?? 0;
  const current = Math.min(slide, Math.max(0, slideCount - 1));
  const drill = useFigureDrillDown(scope);

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <SegmentedControl
          aria-label="Rank"
          size="xs"
          value={String(rank)}
          onChange={(value) => { setSlide(0); onRank(Number(value) as RankCode); }}
          data={RANK_CODES.map((item) => ({ value: String(item.code), label: item.label }))}
        />
        <Group gap="xs">
          <ActionIcon variant="default" aria-label="Previous metrics" disabled={current === 0} onClick={() => setSlide(current - 1)}><IconChevronLeft size={16} aria-hidden /></ActionIcon>
          <Text size="sm" aria-live="polite" data-testid="outlier-slide">Slide {slideCount === 0 ? 0 : current + 1} of {slideCount}</Text>
          <ActionIcon variant="default" aria-label="Next metrics" disabled={current >= slideCount - 1} onClick={() => setSlide(current + 1)}><IconChevronRight size={16} aria-hidden /></ActionIcon>
          {withFullView ? (
            <Button variant="subtle" size="xs" leftSection={<IconArrowsMaximize size={14} aria-hidden />} onClick={() => setFullView(true)}>Full view</Button>
          ) : null}
        </Group>
      </Group>
      {outliers.isError ? <Alert color="red" variant="light">{failureText(outliers.error, HOME_MESSAGES.outliers)}</Alert> : null}
      {outliers.isPending && ready ? <Loader size="sm" aria-label="Loading Visualization by Rank" /> : null}
      {outliers.data ? (
        <>
          <OutlierSlideChart data={outliers.data} slide={current} limit={limit} rankLabel={rankLabel} dept={dept} onOpen={drill.open} />
          <Text size="xs" c="dimmed">Click a bubble to open the papers behind it (solo papers excepted).</Text>
          {drill.panel}
          {figureOptionsLabel(outliers.data) === '' ? null : (
            <Text size="xs" c="dimmed" data-testid="outlier-options">Citations per paper and the top-journal figures in {figureOptionsLabel(outliers.data).slice(2)}; h-index and solo papers as counted.</Text>
          )}
          {outliers.data.authors.length > limit ? (
            <Text size="xs" c="dimmed">The {limit} {rankLabel.toLowerCase()} faculty with the largest bubbles of {outliers.data.authors.length}; Full view shows everyone.</Text>
          ) : null}
        </>
      ) : null}
      {withFullView ? (
        <Modal opened={fullView} onClose={() => setFullView(false)} fullScreen title="Visualization by Rank">
          <VisualizationByRank scope={scope} ready={ready} dept={dept} rank={rank} figureOptions={figureOptions} onRank={onRank} limit={Number.POSITIVE_INFINITY} withFullView={false} />
        </Modal>
      ) : null}
    </Stack>
  );
}
