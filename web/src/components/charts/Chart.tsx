import { Group, Skeleton, Text } from '@mantine/core';
import type { ApexOptions } from 'apexcharts';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import type { CsvColumn } from '@ri/csv';
import { CsvDownloadButton } from '../CsvDownloadButton.tsx';
import classes from './Chart.module.css';
import { declutterPointLabels } from './declutterLabels.ts';
import { loadApexCharts, loadedApexChart } from './preloadCharts.ts';
import { CHART_HEIGHT, NO_DATA_TEXT, chartFileName, chartTable, isChartEmpty, withChartDefaults, type ChartTable, type ChartType } from './chartOptions.ts';

// ApexCharts is large: it loads with the first chart (or preloadCharts), never with the public pages;
// the lazy component only while it has not arrived (loadedApexChart: no 300 ms wait once it is there)
const LazyApexChart = lazy(loadApexCharts);

export interface ChartProps {
  type: ChartType;
  series: ApexOptions['series'];
  options?: ApexOptions;
  /** the chart's accessible name, drawn as its title, and the name of its PNG/SVG/CSV downloads */
  title: string;
  /**
   * the filters in force (school, department, years, journals, ranks ...), drawn under the title so
   * PNG and SVG downloads carry them; required so that no chart forgets them (null: the chart has none)
   */
  filters: string | null;
  /** the names and values drawn, when the series alone do not name them (default: chartTable of the series) */
  table?: ChartTable;
  height?: number | string;
  /** shown instead of the chart when it has nothing to draw */
  emptyText?: string;
}

type Row = ChartTable['rows'][number];

type ChartEvent = (...args: unknown[]) => void;

/** Charts whose data labels sit on their points: declutterPointLabels keeps them readable. */
const POINT_TYPES: ReadonlySet<ChartType> = new Set(['bubble', 'scatter']);

/**
 * Sets data-ready="true" on the figure once ApexCharts has drawn (mounted) or redrawn (updated,
 * a resize), after placing the labels of a bubble or scatter chart (declutterPointLabels), calling
 * the screen's own handlers too: the e2e checks and the browser benchmark wait
 * for it instead of sleeping.
 */
function markReady(type: ChartType, options: ApexOptions, figure: { current: HTMLElement | null }): ApexOptions {
  const events = (options.chart?.events ?? {}) as Record<string, ChartEvent | undefined>;
  const ready = (own: ChartEvent | undefined): ChartEvent => (...args) => {
    own?.(...args);
    const element = figure.current;
    if (element === null) return;
    if (POINT_TYPES.has(type)) declutterPointLabels(element);
    element.setAttribute('data-ready', 'true');
  };
  return { ...options, chart: { ...options.chart, events: { ...options.chart?.events, mounted: ready(events.mounted), updated: ready(events.updated) } } };
}

/**
 * The app's one chart (ApexCharts through react-apexcharts): 500 px high by default, its title and
 * filters drawn in it, a download menu for PNG and SVG, a CSV of the names and values it draws, and
 * 'No Data to Display' instead of an empty chart.
 */
export function Chart({ type, series, options = {}, title, filters, table, height = CHART_HEIGHT, emptyText = NO_DATA_TEXT }: ChartProps) {
  const figure = useRef<HTMLElement>(null);
  // chosen once: switching from the lazy component to the loaded one later would draw the chart again
  const [ApexChart] = useState(loadedApexChart);
  const merged = useMemo(() => markReady(type, withChartDefaults(options, { title, filters: filters ?? undefined }), figure), [type, options, title, filters]);
  const data = useMemo(() => table ?? chartTable(type, series, options), [table, type, series, options]);
  const columns = useMemo((): CsvColumn<Row>[] => data.header.map((header, i) => ({ header, value: (row: Row) => row[i] ?? null })), [data]);

  if (isChartEmpty(type, series)) {
    return (
      <Text c="dimmed" ta="center" py="xl" role="status" data-chart-empty={title}>
        {emptyText}
      </Text>
    );
  }
  return (
    <figure ref={figure} aria-label={title} style={{ margin: 0 }} data-chart={title} className={classes.figure}>
      {ApexChart ? (
        <ApexChart type={type} series={series} options={merged} height={height} width="100%" />
      ) : (
        <Suspense fallback={<Skeleton height={height} aria-label={`Loading ${title}`} />}>
          <LazyApexChart type={type} series={series} options={merged} height={height} width="100%" />
        </Suspense>
      )}
      <Group justify="flex-end">
        <CsvDownloadButton fileName={chartFileName(title)} columns={columns} rows={data.rows} label="Download chart CSV" />
      </Group>
    </figure>
  );
}
