import type { ApexOptions } from 'apexcharts';

/** Seed 001 section 9: charts are 500 px high. */
export const CHART_HEIGHT = 500;

/** The empty-chart text of seeds 001 and 002. */
export const NO_DATA_TEXT = 'No Data to Display';

/** Series colours: the brand's primary blue and secondary olive first, then distinct companions. */
export const CHART_PALETTE = ['#1557b3', '#879d3a', '#e8590c', '#7048e8', '#0ca678', '#d6336c', '#495057', '#f59f00'] as const;

export type ChartType = 'line' | 'area' | 'bar' | 'pie' | 'donut' | 'radialBar' | 'scatter' | 'bubble' | 'heatmap' | 'radar' | 'polarArea' | 'treemap';

/** Chart types whose series is a plain list of numbers, one per slice. */
const SLICE_TYPES: ReadonlySet<ChartType> = new Set(['pie', 'donut', 'radialBar', 'polarArea']);

/** A download's file name from the chart's title: letters, digits, '-' and '_' only. */
export function chartFileName(title: string): string {
  const base = title.normalize('NFD').replace(/\p{Diacritic}/gu, '').replace(/[^A-Za-z0-9_-]+/g, '_').replace(/^_+|_+$/g, '');
  return base === '' ? 'chart' : base;
}

/**
 * True when a chart has nothing to draw: no series, series without points, or slices that are all
 * zero. Such a chart shows 'No Data to Display' instead of axes pretending to be data.
 */
export function isChartEmpty(type: ChartType, series: ApexOptions['series']): boolean {
  if (!series || series.length === 0) return true;
  if (SLICE_TYPES.has(type)) return (series as unknown[]).every((value) => typeof value !== 'number' || value === 0 || !Number.isFinite(value));
  return (series as unknown[]).every((item) => {
    const data = typeof item === 'object' && item !== null && 'data' in item ? (item as { data: unknown }).data : undefined;
    return !Array.isArray(data) || data.length === 0;
  });
}

type PlainObject = Record<string, unknown>;
const isPlainObject = (value: unknown): value is PlainObject => typeof value === 'object' && value !== null && !Array.isArray(value);

function deepMerge(base: PlainObject, override: PlainObject): PlainObject {
  const merged: PlainObject = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const current = merged[key];
    merged[key] = isPlainObject(current) && isPlainObject(value) ? deepMerge(current, value) : value;
  }
  return merged;
}

/**
 * The app's chart defaults under the screen's own options: the toolbar's download menu (PNG, SVG
 * and CSV of the data, named after the chart), the palette, the font, the empty text, and no
 * animation for users who asked for reduced motion. The screen's options win where both set a value.
 */
export function withChartDefaults(options: ApexOptions, { title, reducedMotion = false }: { title: string; reducedMotion?: boolean }): ApexOptions {
  const filename = chartFileName(title);
  const defaults: ApexOptions = {
    chart: {
      fontFamily: 'inherit',
      toolbar: {
        show: true,
        tools: { download: true, selection: false, zoom: false, zoomin: false, zoomout: false, pan: false, reset: false },
        export: { svg: { filename }, png: { filename }, csv: { filename } },
      },
      animations: { enabled: !reducedMotion },
    },
    colors: [...CHART_PALETTE],
    noData: { text: NO_DATA_TEXT },
    dataLabels: { enabled: false },
  };
  return deepMerge(defaults as PlainObject, options as PlainObject) as ApexOptions;
}
