import { useMemo } from 'react';
import type { ApexOptions } from 'apexcharts';
import { PERCEPTUAL_MAP_BUBBLE_SIZE, type TPerceptualMapResponse } from '@ri/contracts/dashboards';
import { Chart } from '../../components/charts/Chart.tsx';
import { bubbleAxis, tickText } from '../../components/charts/bubbleAxes.ts';
import { pointTooltip } from '../../components/charts/pointTooltip.ts';
import type { FigureRef } from '../../api/dashboards/figurePapersQueries.ts';
import { bubbleLabel, mapSeries, mapSeriesPoints, mapView, SCHOOLS_CHOICES, schoolFigureRef } from './compareSchools.ts';
import { formatNumber } from '../../format/numberFormat.ts';

const SCHOOLS_LABEL = Object.fromEntries(SCHOOLS_CHOICES.map((choice) => [choice.value, choice.label]));

const figure = formatNumber;

/**
 * The 'University Comparison' bubble chart (docs/requirements/dashboards.md "Compare Schools"): one bubble of size 20 per
 * school in the server's four cycling colours, the user's own school highlighted and drawn on top,
 * each labelled with its abbreviation. With `onOpen`, a click on a bubble opens the papers behind its value on the drawn
 * x-axis (the y-axis when that is the number of faculty; docs/metrics.md section 29); the table below holds both values as buttons.
 */
export function UniversityComparisonChart({ data, inverted, height, title = 'University Comparison', onOpen }: {
  data: TPerceptualMapResponse; inverted: boolean; height?: number; title?: string; onOpen?: (figure: FigureRef) => void;
}) {
  const view = useMemo(() => mapView(data, inverted), [data, inverted]);
  const points = useMemo(() => mapSeriesPoints(view.points), [view]);
  const series = useMemo(() => mapSeries(view.points, PERCEPTUAL_MAP_BUBBLE_SIZE), [view]);
  const options = useMemo<ApexOptions>(() => ({
    ...(onOpen ? {
      chart: {
        events: {
          dataPointSelection: (_event: unknown, _chart: unknown, config?: { seriesIndex: number }) => {
            const point = points[config?.seriesIndex ?? -1];
            if (!point) return;
            const [xMetric, yMetric] = inverted ? [data.y, data.x] : [data.x, data.y];
            const ref = schoolFigureRef(data, point, xMetric, point.x) ?? schoolFigureRef(data, point, yMetric, point.y);
            if (ref) onOpen(ref);
          },
        },
      },
    } : {}),
    plotOptions: { bubble: { zScaling: false } },
    colors: points.map((point) => point.color),
    fill: { opacity: 0.8 },
    stroke: { width: points.map((point) => (point.highlighted ? 3 : 1)), colors: points.map((point) => (point.highlighted ? '#000' : '#fff')) },
    dataLabels: {
      enabled: true,
      formatter: (_value: number, options?: { seriesIndex: number }) => {
        const point = points[options?.seriesIndex ?? -1];
        return point ? bubbleLabel(point) : '';
      },
      // dark on a white halo, above every bubble, moved apart or hidden when two collide (declutterPointLabels)
      style: { fontSize: '11px', colors: ['#212529'] },
    },
    legend: { show: false },
    xaxis: { type: 'numeric', ...bubbleAxis(points.map((p) => p.x), 10), title: { text: view.xLabel }, labels: { formatter: (value: string) => tickText(Number(value)) } },
    yaxis: { ...bubbleAxis(points.map((p) => p.y), 7), title: { text: view.yLabel }, labels: { formatter: (value: number) => tickText(value) } },
    tooltip: {
      custom: pointTooltip((seriesIndex) => {
        const point = points[seriesIndex];
        if (!point) return null;
        return {
          title: `${point.name}${point.highlighted ? ' (your school)' : ''}`,
          lines: [`${view.xLabel}: ${figure(point.x)}`, `${view.yLabel}: ${figure(point.y)}`, `${point.rank === null ? 'Not ranked' : `Rank ${point.rank}`}, ${point.facultyCount} faculty`],
        };
      }),
    },
  }), [points, view, data, inverted, onOpen]);
  const filters = `${data.titles.join(', ')}; ${SCHOOLS_LABEL[data.school] ?? data.school}; ranked: schools with complete faculty data`;
  return <Chart type="bubble" title={title} filters={filters} series={series} options={options} height={height} />;
}
