// Find Your Fit. See docs/metrics.md, "Find your fit".
import type { UniversityId } from './types.ts';

/** Rows in each metric column (docs/requirements/dashboards.md §9). */
export const FIND_YOUR_FIT_ROWS = 7;
/** The row that is yourself (docs/requirements/dashboards.md §4 and §9: "centre index 4"). */
export const FIND_YOUR_FIT_SELF_ROW = 4;
/** Universities above you: rows 0 to 3. */
export const FIND_YOUR_FIT_ROWS_ABOVE = FIND_YOUR_FIT_SELF_ROW;
/** Universities below you: rows 5 and 6. */
export const FIND_YOUR_FIT_ROWS_BELOW = FIND_YOUR_FIT_ROWS - FIND_YOUR_FIT_SELF_ROW - 1;

export type FindYourFitBand = 'ambitious' | 'moderate' | 'yourself' | 'safe';
export type FindYourFitColour = 'red' | 'orange' | 'blue' | 'green' | 'grey';

/** Band colours: red is the seed's; the others are ours. Cells without data are grey. */
export const FIND_YOUR_FIT_COLOURS: Readonly<Record<FindYourFitBand, FindYourFitColour>> = {
  ambitious: 'red',
  moderate: 'orange',
  yourself: 'blue',
  safe: 'green',
};

/** Row index below 2: ambitious; below 4: moderate; 4: yourself; 5 and 6: safe. */
export function findYourFitBand(rowIndex: number): FindYourFitBand {
  if (!Number.isInteger(rowIndex) || rowIndex < 0 || rowIndex >= FIND_YOUR_FIT_ROWS) {
    throw new RangeError(`rowIndex must be 0 to ${FIND_YOUR_FIT_ROWS - 1}, got ${rowIndex}`);
  }
  if (rowIndex < 2) return 'ambitious';
  if (rowIndex < 4) return 'moderate';
  if (rowIndex === FIND_YOUR_FIT_SELF_ROW) return 'yourself';
  return 'safe';
}

export interface FitUniversity {
  universityId: UniversityId;
  name: string;
  /** the university's value of the column's metric; null when it has no data */
  value: number | null;
}

export interface FitCell {
  rowIndex: number;
  band: FindYourFitBand;
  /** the band's colour, or grey when the cell has no data */
  colour: FindYourFitColour;
  /** the university in this row; null in your own row and in empty rows */
  university: FitUniversity | null;
  /** the university's value, or yours in your own row */
  value: number | null;
}

function byValueThenName(a: FitUniversity, b: FitUniversity): number {
  if (a.value !== b.value) return a.value! - b.value!;
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}

/**
 * One metric column of seven rows. Universities strictly above your value fill rows 3, 2, 1, 0
 * (nearest first, so row 0 is the farthest of the four nearest above); universities at or below
 * it fill rows 5 and 6 (nearest first). A higher value is always the more demanding one.
 * Universities without a value, and all universities when your value is null, are left out;
 * rows nobody fills are grey. Ties are broken by name. Leave your own university out of the list.
 */
export function findYourFitColumn(universities: readonly FitUniversity[], yourValue: number | null): FitCell[] {
  const above: FitUniversity[] = [];
  const below: FitUniversity[] = [];
  if (yourValue !== null && Number.isFinite(yourValue)) {
    for (const university of universities) {
      if (university.value === null || !Number.isFinite(university.value)) continue;
      (university.value > yourValue ? above : below).push(university);
    }
  }
  above.sort(byValueThenName);
  below.sort((a, b) => (a.value !== b.value ? b.value! - a.value! : byValueThenName(a, b)));

  const cells: FitCell[] = [];
  for (let row = 0; row < FIND_YOUR_FIT_ROWS; row++) {
    const band = findYourFitBand(row);
    let university: FitUniversity | null = null;
    if (row < FIND_YOUR_FIT_SELF_ROW) university = above[FIND_YOUR_FIT_SELF_ROW - 1 - row] ?? null;
    else if (row > FIND_YOUR_FIT_SELF_ROW) university = below[row - FIND_YOUR_FIT_SELF_ROW - 1] ?? null;
    const value = row === FIND_YOUR_FIT_SELF_ROW ? yourValue : (university?.value ?? null);
    const hasData = row === FIND_YOUR_FIT_SELF_ROW ? yourValue !== null : university !== null;
    cells.push({ rowIndex: row, band, colour: hasData ? FIND_YOUR_FIT_COLOURS[band] : 'grey', university, value });
  }
  return cells;
}
