import type { TGenderResponse, TInterestingFactResponse, TJournalDistributionResponse } from '@ri/contracts/dashboards';
import { GENDER_COLOURS } from '@ri/contracts/dashboards';
import type { TenureColour } from '@ri/metrics';
import { genderSlices } from '../facultyHome/facultyHome.ts';
import { cardColour, type TenureRow } from '../tenureReadiness/tenureReadiness.ts';

// The university home dashboard (docs/requirements/dashboards.md "Home dashboard", sections 8 and 9), apart from the screen.

/** docs/requirements/dashboards.md §8: the alerts of the home widgets (the other widgets' failures are only logged). */
export const HOME_MESSAGES = {
  journalDistribution: 'Something went wrong while fetching journal distribution of author',
  tenure: 'Cannot get tenure readiness',
  outliers: 'Something went wrong while getting outliers',
  citations: 'Something went wrong while fetching faculty citations for dashboard',
  /** the treemap's own empty text (docs/requirements/dashboards.md "Home dashboard"); other charts say 'No Data to Display' */
  treemapEmpty: 'No Data to display',
  /** what a widget whose failure the seed only logs shows instead of its figures */
  widgetUnavailable: 'This card could not be loaded.',
} as const;

/** docs/requirements/dashboards.md §9: the department list is fetched 2 s after the dashboard opens. */
export const DEPARTMENT_FETCH_DELAY_MS = 2000;

/** docs/requirements/dashboards.md §9: rank codes of Visualization by Rank and Faculty By Share. */
export const RANK_CODES = [
  { code: 1, label: 'Assistant' },
  { code: 2, label: 'Associate' },
  { code: 3, label: 'Full' },
  { code: 6, label: 'Non Tenured' },
] as const;
export type RankCode = (typeof RANK_CODES)[number]['code'];

/** The widgets' scope: the whole school, or one department (by id). */
export type HomeScope = number | 'all';

/** The treemap shows this many journals; a tile for all the others would dwarf them (the caption counts them). */
export const TREEMAP_JOURNALS = 40;

/** Treemap tiles: the journals with the most papers; and how many journals and papers are left out. */
export function treemapData(journals: TJournalDistributionResponse['journals'], limit = TREEMAP_JOURNALS): {
  tiles: { x: string; y: number }[]; otherJournals: number; otherPapers: number;
} {
  const rest = journals.slice(limit);
  return {
    tiles: journals.slice(0, limit).map((journal) => ({ x: journal.journal_abbreviation, y: journal.journal_count })),
    otherJournals: rest.length,
    otherPapers: rest.reduce((sum, journal) => sum + journal.journal_count, 0),
  };
}

const GENDER_ROWS = [['all', 'All'], ['male', 'Male'], ['female', 'Female'], ['other', 'Other']] as const;

export interface FactsRow {
  /** the cell's gender as the drill-down names it (docs/metrics.md section 29) */
  key: (typeof GENDER_ROWS)[number][0];
  gender: string;
  assistant: number | null;
  associate: number | null;
  full: number | null;
  other: number | null;
}

/** Interesting Facts as table rows: all, male, female, other faculty. */
export function interestingFactsRows(data: TInterestingFactResponse): FactsRow[] {
  return GENDER_ROWS.map(([key, label]) => ({ key, gender: label, ...data[key] }));
}

/** One decimal (docs/requirements/dashboards.md §9), '-' for a cell without faculty. */
export function oneDecimal(value: number | null): string {
  return value === null ? '-' : value.toFixed(1);
}

/** The School Gender Distribution pie in the seed colours; no slices when nobody's gender is known. */
export function genderPie(data: TGenderResponse): { labels: string[]; series: number[]; colors: string[] } {
  const series = data.mode === 'school' ? genderSlices(data) : [];
  if (series.length === 0) return { labels: [], series: [], colors: [] };
  return { labels: ['Male', 'Female', 'Other'], series, colors: [GENDER_COLOURS.male, GENDER_COLOURS.female, GENDER_COLOURS.other] };
}

/** How many tenure cards are of each colour this month. */
export function tenureColourCounts(rows: readonly TenureRow[], month: number): Record<TenureColour, number> {
  const counts: Record<TenureColour, number> = { green: 0, orange: 0, red: 0, grey: 0 };
  for (const row of rows) counts[cardColour(row, month)] += 1;
  return counts;
}
