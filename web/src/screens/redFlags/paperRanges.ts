// The paper-count ranges of 'Faculty with inconsistent paper numbers' (docs/requirements/admin-tools.md §2 and §9):
// a pair of number boxes and a range slider per rank. Plain code (the route's validateSearch uses it).

export type PaperRange = readonly [from: number, to: number];
export type PaperRanges = readonly [assistant: PaperRange, associate: PaperRange, professor: PaperRange];

export const PAPER_RANGE_RANKS = [
  { rank: 'Assistant Professor', max: 60, defaults: [0, 5] },
  { rank: 'Associate Professor', max: 150, defaults: [7, 40] },
  { rank: 'Professor', max: 400, defaults: [20, 60] },
] as const;

export const DEFAULT_PAPER_RANGES: PaperRanges = [
  PAPER_RANGE_RANKS[0].defaults, PAPER_RANGE_RANKS[1].defaults, PAPER_RANGE_RANKS[2].defaults,
];

const clamp = (value: number, max: number) => Math.min(max, Math.max(0, Math.round(Number.isFinite(value) ? value : 0)));

/**
 * One end of a range typed into its number box: kept within 0..max as a whole number; a 'from'
 * above 'to' carries 'to' up with it, a 'to' below 'from' carries 'from' down (the slider's rule).
 */
export function editRange(range: PaperRange, end: 'from' | 'to', value: number | string, max: number): PaperRange {
  const typed = typeof value === 'number' ? value : Number(value === '' ? Number.NaN : value);
  if (end === 'from') {
    const from = Number.isFinite(typed) ? clamp(typed, max) : range[0];
    return [from, Math.max(from, range[1])];
  }
  const to = Number.isFinite(typed) ? clamp(typed, max) : range[1];
  return [Math.min(range[0], to), to];
}

/** A range kept within 0..max, whole numbers, from <= to. */
export function clampRange(range: readonly number[], max: number): PaperRange {
  const from = clamp(range[0] ?? 0, max);
  const to = clamp(range[1] ?? 0, max);
  return from <= to ? [from, to] : [to, from];
}

/** Six numbers (assistant from,to; associate; professor) as ranges, or the defaults when they are not six valid ones. */
export function rangesFromNumbers(numbers: readonly number[] | undefined): PaperRanges {
  if (!numbers || numbers.length !== 6) return DEFAULT_PAPER_RANGES;
  const valid = PAPER_RANGE_RANKS.every((rank, index) => {
    const from = numbers[index * 2]!;
    const to = numbers[index * 2 + 1]!;
    return Number.isInteger(from) && Number.isInteger(to) && from >= 0 && from <= to && to <= rank.max;
  });
  if (!valid) return DEFAULT_PAPER_RANGES;
  return [[numbers[0]!, numbers[1]!], [numbers[2]!, numbers[3]!], [numbers[4]!, numbers[5]!]];
}

/** The `paper_ranges` parameter: '0,5,7,40,20,60'. */
export function paperRangesParam(ranges: PaperRanges): string {
  return ranges.flat().join(',');
}

export function rangesEqual(a: PaperRanges, b: PaperRanges): boolean {
  return paperRangesParam(a) === paperRangesParam(b);
}
