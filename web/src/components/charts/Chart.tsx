import { Skeleton, Text } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import type { ApexOptions } from 'apexcharts';
import { lazy, Suspense, useMemo } from 'react';
import { CHART_HEIGHT, NO_DATA_TEXT, isChartEmpty, withChartDefaults, type ChartType } from './chartOptions.ts';

// ApexCharts is large: it loads with the first chart, never with the public pages
const ReactApexChart = lazy(() => import('react-apexcharts'));

export interface ChartProps {
  type: ChartType;
  series: ApexOptions['series'];
  options?: ApexOptions;
  /** the chart's accessible name and the name of its PNG/SVG/CSV downloads */
  title: string;
  height?: number | string;
  /** shown instead of the chart when it has nothing to draw */
  emptyText?: string;
}

/**
 * The app's one chart (ApexCharts through react-apexcharts): 500 px high by default, a download
 * menu for PNG, SVG and CSV, and 'No Data to Display' instead of an empty chart.
 */
export function Chart({ type, series, options = {}, title, height = CHART_HEIGHT, emptyText = NO_DATA_TEXT }: ChartProps) {
  const reducedMotion = useReducedMotion() ?? false;
  const merged = useMemo(() => withChartDefaults(options, { title, reducedMotion }), [options, title, reducedMotion]);

  if (isChartEmpty(type, series)) {
    return (
      <Text c="dimmed" ta="center" py="xl" role="status" data-chart-empty={title}>
        {emptyText}
      </Text>
    );
  }
  return (
    <figure aria-label={title} style={{ margin: 0 }} data-chart={title}>
      <Suspense fallback={<Skeleton height={height} aria-label={`Loading ${title}`} />}>
        <ReactApexChart type={type} series={series} options={merged} height={height} width="100%" />
      </Suspense>
    </figure>
  );
}
