// The app's one way of writing numbers (docs/ui.md, "Numbers"): counts and other whole numbers
// without decimals and with thousands separators, other figures with two decimals, percentages
// with a '%', years as they are written ("2026"), durations in words ("1 min 12 s").

const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const twoPlaces = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Rounded to two decimals, so that 269.999 counts as the whole number it is shown as. */
const roundToCents = (value: number): number => Math.round(value * 100) / 100;

/**
 * A figure: a whole number as "1,270" (no ".00"), anything else with two decimals ("236.53").
 * null, undefined and non-finite values are "-".
 */
export function formatNumber(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '-';
  const rounded = roundToCents(value);
  // -0.004 rounds to -0: no "-0"
  if (Number.isInteger(rounded)) return grouped.format(rounded === 0 ? 0 : rounded);
  return twoPlaces.format(rounded);
}

/** A percentage of 0-100 as "12.50%", a whole one as "50%"; missing values are "-". */
export function formatPercent(value: number | null | undefined): string {
  const text = formatNumber(value);
  return text === '-' ? text : `${text}%`;
}

/** A calendar year as it is written: "2026", never "2,026" or "2026.00". */
export function formatYear(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '-';
  return String(Math.round(value));
}

/**
 * A duration in milliseconds in words, to the precision a person reads: "850 ms" under a second,
 * "12 s" or "12.4 s" under a minute, "1 min 12 s" under an hour, "2 h 5 min" beyond, "3 d 4 h" past a day.
 */
export function formatDuration(milliseconds: number | null | undefined): string {
  if (milliseconds === null || milliseconds === undefined || !Number.isFinite(milliseconds) || milliseconds < 0) return '-';
  if (milliseconds < 1_000) return `${Math.round(milliseconds)} ms`;
  if (milliseconds < 10_000) {
    const seconds = Math.round(milliseconds / 100) / 10;
    return seconds < 10 ? `${seconds} s` : '10 s';
  }
  const totalSeconds = Math.round(milliseconds / 1_000);
  if (totalSeconds < 60) return `${totalSeconds} s`;
  const pair = (big: number, bigUnit: string, small: number, smallUnit: string) => (small === 0 ? `${big} ${bigUnit}` : `${big} ${bigUnit} ${small} ${smallUnit}`);
  if (totalSeconds < 3_600) return pair(Math.floor(totalSeconds / 60), 'min', totalSeconds % 60, 's');
  const totalMinutes = Math.round(totalSeconds / 60);
  if (totalMinutes < 24 * 60) return pair(Math.floor(totalMinutes / 60), 'h', totalMinutes % 60, 'min');
  const totalHours = Math.round(totalMinutes / 60);
  return pair(Math.floor(totalHours / 24), 'd', totalHours % 24, 'h');
}

/** The kind of number a named field holds, from its name: years and durations are written their own way. */
export type FieldKind = 'year' | 'duration' | 'number';

export function fieldKind(key: string): FieldKind {
  if (/(^|[_\s])year$/i.test(key) || /[a-z]Year$/.test(key)) return 'year';
  if (/(_ms|Ms|_millis|Millis|milliseconds)$/.test(key) || /duration/i.test(key)) return 'duration';
  return 'number';
}

/**
 * A machine field name as a person reads it: "current_year" → "Current year",
 * "durationMs" → "Duration" (the unit is in the value), "papersScanned" → "Papers scanned".
 */
export function fieldLabel(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .replace(/\s+(ms|millis|milliseconds)$/i, '')
    .toLowerCase();
  return words.replace(/^./, (c) => c.toUpperCase());
}

/** A named field's value written by its kind: a year as "2026", a duration in words, any other number by formatNumber. */
export function formatField(key: string, value: number): string {
  const kind = fieldKind(key);
  return kind === 'year' ? formatYear(value) : kind === 'duration' ? formatDuration(value) : formatNumber(value);
}
