// Axes of the bubble charts: ApexCharts fits the axis to the bubbles' centres, so a bubble at the
// edge is cut in half. A margin on each side keeps every bubble whole.

/** The axis range of the values with `margin` (a share of the span) on each side; never below 0 for non-negative data. */
export function paddedRange(values: readonly number[], margin = 0.08): { min: number; max: number } | undefined {
  const finite = values.filter((value) => Number.isFinite(value));
  if (finite.length === 0) return undefined;
  const low = Math.min(...finite);
  const high = Math.max(...finite);
  const pad = high > low ? (high - low) * margin : Math.max(Math.abs(high) * margin, 1);
  const min = low - pad;
  return { min: low >= 0 && min < 0 ? 0 : min, max: high + pad };
}

/** The round step (1, 2, 2.5 or 5 times a power of ten) that cuts `span` into at most `maxTicks` parts. */
function niceStep(span: number, maxTicks: number): number {
  const raw = span / Math.max(1, maxTicks);
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const normal = raw / magnitude;
  const factor = normal <= 1 ? 1 : normal <= 2 ? 2 : normal <= 2.5 ? 2.5 : normal <= 5 ? 5 : 10;
  return factor * magnitude;
}

/** `value` without the float noise of adding steps (0.1 + 0.2). */
const clean = (value: number) => Number(value.toPrecision(12));

/**
 * A bubble chart's axis: the padded range of the values (paddedRange) widened to round ticks, at most
 * `maxTicks` of them, so the labels read 0, 20, 40 ... or 0, 2,500, 5,000 rather than 20.3, 40.5 (docs/ui.md "Charts").
 */
export function bubbleAxis(values: readonly number[], maxTicks: number, margin = 0.08): { min: number; max: number; tickAmount: number } | undefined {
  const range = paddedRange(values, margin);
  if (!range) return undefined;
  const step = niceStep(range.max - range.min, maxTicks);
  const min = clean(Math.floor(clean(range.min / step)) * step);
  const max = clean(Math.ceil(clean(range.max / step)) * step);
  return { min, max, tickAmount: Math.round((max - min) / step) };
}

/** Tick labels: thousands separated, at most two decimals and none on whole numbers (2,500; 0.5; 12). */
export function tickText(value: number): string {
  return clean(value).toLocaleString('en-US', { maximumFractionDigits: 2 });
}
