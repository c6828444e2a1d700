// Display rounding of docs/requirements/dashboards.md §9. See docs/metrics.md, "Rounding".

/** Decimals the seeds fix for each kind of figure. */
export const ROUNDING_DECIMALS = {
  /** "Numbers in interesting facts are rounded to one decimal" */
  interestingFacts: 1,
  /** "comparison table values have two decimals" (also hire-impact improvement and tenure percents) */
  comparisonTable: 2,
  /** "gender table percentages have two decimals" */
  genderTable: 2,
} as const;

/**
 * Rounds half away from zero to `decimals` places, so 1.005 -> 1.01 and -2.5 -> -3 (0 decimals).
 * The product of a binary float and a power of ten is first cut to 15 significant digits: that
 * removes representation noise (1.005 * 100 = 100.49999999999999) without touching real digits.
 * Never returns -0. Non-finite values are returned unchanged.
 */
export function roundTo(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return value;
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 15) {
    throw new RangeError(`decimals must be an integer from 0 to 15, got ${decimals}`);
  }
  const factor = 10 ** decimals;
  const scaled = Number((Math.abs(value) * factor).toPrecision(15));
  const rounded = Math.round(scaled) / factor;
  if (rounded === 0) return 0;
  return value < 0 ? -rounded : rounded;
}
