/** A figure's number as the drill-down shows it: integers bare, fractions to at most 4 decimals (0.3333). */
export function formatFigureNumber(value: number): string {
  if (!Number.isFinite(value)) return '-';
  return Number.isInteger(value) ? String(value) : String(Math.round(value * 10_000) / 10_000);
}

/**
 * True when the papers add up to the figure the screen showed (screens round to two decimals,
 * docs/metrics.md section 26): the panel says so when they do not (the figures were recomputed since).
 */
export function rowsMatchFigure(answer: { total: number }, shown: number): boolean {
  return Math.abs(answer.total - shown) < 0.006;
}
