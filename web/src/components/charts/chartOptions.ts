import type { ApexOptions } from 'apexcharts';

/** docs/requirements/dashboards.md §9: charts are 500 px high. */
export const CHART_HEIGHT = 500;

/** The empty-chart text of docs/requirements/dashboards.md and docs/requirements/admin-tools.md. */
export const NO_DATA_TEXT = 'No Data to Display';

/**
 * Series colours: the brand's primary blue and secondary olive first, then distinct companions;
 * sixteen, so that a chart of up to sixteen series (the data-issue kinds, the schools of a
 * comparison) never gives two of them one colour (docs/ui.md, "Charts").
 */
export const CHART_PALETTE = [
  '#1557b3', '#879d3a', '#e8590c', '#7048e8', '#0ca678', '#d6336c', '#495057', '#f59f00',
  '#1098ad', '#862e9c', '#8c564b', '#e03131', '#74c0fc', '#b197fc', '#2b8a3e', '#ffa8a8',
] as const;

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
 * The app's chart defaults under the screen's own options: the title and the filters drawn in the
 * chart, the toolbar's download menu (PNG and SVG named after the chart; the CSV is the chart's
 * own table, `chartTable`), the palette, the font and the empty text. The screen's options win where
 * both set a value, except the animations: none, on every chart (docs/ui.md, "Charts": a chart
 * shows its figures at once, never a bar still growing through wrong values).
 */
export function withChartDefaults(options: ApexOptions, { title, filters }: { title: string; filters?: string }): ApexOptions {
  const filename = chartFileName(title);
  const defaults: ApexOptions = {
    // the title and the filters are drawn in the chart, so a PNG or SVG download carries them
    title: { text: title, align: 'left', style: { fontSize: '13px', fontWeight: 600 } },
    ...(filters ? { subtitle: { text: filters, align: 'left', style: { fontSize: '11px', color: '#495057' } } } : {}),
    chart: {
      fontFamily: 'inherit',
      toolbar: {
        show: true,
        tools: { download: true, selection: false, zoom: false, zoomin: false, zoomout: false, pan: false, reset: false },
        export: { svg: { filename }, png: { filename }, csv: { filename } },
      },
    },
    colors: [...CHART_PALETTE],
    noData: { text: NO_DATA_TEXT },
    dataLabels: { enabled: false },
  };
  const merged = deepMerge(defaults as PlainObject, options as PlainObject) as ApexOptions;
  return { ...merged, chart: { ...merged.chart, animations: NO_ANIMATION } };
}

/** Entry and update animations off: a chart draws its final figures in one go. */
const NO_ANIMATION = { enabled: false, animateGradually: { enabled: false }, dynamicAnimation: { enabled: false } } as const;

/** A chart's data as the table it draws: what its CSV download holds. */
export interface ChartTable {
  header: string[];
  rows: (string | number | null)[][];
}

type Cell = string | number | null;
const cell = (value: unknown): Cell => (typeof value === 'number' || typeof value === 'string' ? value : value === null || value === undefined ? null : String(value));
const axisTitle = (axis: unknown, fallback: string): string => {
  const first = Array.isArray(axis) ? axis[0] : axis;
  const text = isPlainObject(first) && isPlainObject(first.title) ? first.title.text : undefined;
  return typeof text === 'string' && text !== '' ? text : fallback;
};

/**
 * The names and values a chart draws, as a table (the CSV download; ApexCharts' own CSV of a
 * bubble chart holds only the bubble sizes): slices as label and value; series of numbers as one
 * line per category and one column per series; points ({x, y, z} or [x, y]) as one line per point
 * with its series' name, named by the axes' titles. `labelOf` names a point when its series and
 * coordinates do not (a line of authors on a numeric axis).
 */
export function chartTable(type: ChartType, series: ApexOptions['series'], options: ApexOptions = {}): ChartTable {
  const list = (series ?? []) as unknown[];
  const labels = (options.labels ?? []) as unknown[];
  if (SLICE_TYPES.has(type)) {
    return { header: ['Label', 'Value'], rows: list.map((value, i) => [cell(labels[i] ?? `Slice ${i + 1}`), cell(value)]) };
  }
  const named = list.map((item, i) => {
    const object = isPlainObject(item) ? item : {};
    return { name: typeof object.name === 'string' ? object.name : `Series ${i + 1}`, data: Array.isArray(object.data) ? (object.data as unknown[]) : [] };
  });
  const pointSeries = named.some((s) => s.data.some((d) => isPlainObject(d) || Array.isArray(d)));
  if (!pointSeries) {
    const categories = ((options.xaxis?.categories as unknown[] | undefined) ?? labels);
    const length = Math.max(0, ...named.map((s) => s.data.length));
    const rows: Cell[][] = [];
    for (let i = 0; i < length; i++) rows.push([cell(categories[i] ?? i + 1), ...named.map((s) => cell(s.data[i]))]);
    return { header: [axisTitle(options.xaxis, 'Category'), ...named.map((s) => s.name)], rows };
  }
  const withSize = named.some((s) => s.data.some((d) => (isPlainObject(d) && d.z !== undefined) || (Array.isArray(d) && d.length > 2)));
  // a point that names itself ({ x, y, label } or { x, y, name }: a school among "Others") keeps its name in the CSV
  const pointName = (d: unknown): string | null => (isPlainObject(d) ? [d.label, d.name].find((v): v is string => typeof v === 'string') ?? null : null);
  const withNames = named.some((s) => s.data.some((d) => pointName(d) !== null));
  const header = ['Series', ...(withNames ? ['Name'] : []), axisTitle(options.xaxis, 'X'), axisTitle(options.yaxis, 'Y'), ...(withSize ? ['Size'] : [])];
  const rows: Cell[][] = [];
  for (const s of named) {
    for (const d of s.data) {
      const [x, y, z] = Array.isArray(d) ? d : isPlainObject(d) ? [d.x, d.y, d.z] : [undefined, d, undefined];
      rows.push([s.name, ...(withNames ? [pointName(d)] : []), cell(x), cell(y), ...(withSize ? [cell(z)] : [])]);
    }
  }
  return { header, rows };
}

/**
 * A category label as lines of at most `width` characters, broken between words (a longer word
 * keeps its line): ApexCharts draws an array as a label of several lines, so long names (universities,
 * departments) are read whole instead of cut ("T Austi") or drawn over each other.
 */
export function wrapLabel(text: string, width = 14): string[] {
  const lines: string[] = [];
  for (const word of text.trim().split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.length === 0 ? [''] : lines;
}
