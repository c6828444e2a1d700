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

/** Tick labels: whole numbers from 100 up, one decimal below. */
export function tickText(value: number): string {
  return Math.abs(value) >= 100 ? value.toFixed(0) : value.toFixed(1);
}
