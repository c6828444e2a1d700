import { clampYearRange } from '@ri/metrics';
import { ANALYTICS_MIN_YEAR, type TJournalClass, type TRankingAuthorRow } from '@ri/contracts/analytics';
import type { CsvColumn } from '@ri/csv';
import type { RankingRequest } from '../../api/ranking/rankingQueries.ts';
import {
  ALL_DEPARTMENTS, FACULTY_TYPES, NO_OTHER_MARKERS, RANKING_GENDERS, type FacultyType, type JournalClassChoice, type RankingGender, type RankingSearch,
  type SortableField,
} from './rankingSearch.ts';

/** docs/requirements/dashboards.md §9: at most 10 university tags are visible. */
export const RANKING_UNIVERSITY_TAGS = 10;
/** docs/requirements/dashboards.md §9: default sort total_papers descending, pages of 10. */
export const DEFAULT_SORT: { sort: SortableField; order: 'asc' | 'desc' } = { sort: 'total_papers', order: 'desc' };
export const DEFAULT_PAGE_SIZE = 10;

export const FACULTY_TYPE_LABELS: Record<FacultyType, string> = {
  assistant: 'Assistant Professor', associate: 'Associate Professor', full: 'Full Professor',
};
const FACULTY_TYPE_MARKER: Record<FacultyType, number> = { assistant: 1, associate: 2, full: 3 };
/** docs/requirements/profile-and-accounts.md §3, the markers other than the three professor ranks. */
export const OTHER_MARKER_LABELS: Record<string, string> = {
  4: 'Emeritus',
  5: 'Researcher / Visiting / Post-doc / Affiliate',
  6: 'Teaching Professor',
  7: 'Named Chair',
  9: 'Administrative Position',
  [NO_OTHER_MARKERS]: 'None (professors only)',
};
export const JOURNAL_CLASS_LABELS: Record<JournalClassChoice, string> = { A: 'A', 'A&A-': 'A & A-', All: 'All' };
const JOURNAL_CLASSES: Record<JournalClassChoice, TJournalClass[]> = { A: ['A'], 'A&A-': ['A', 'A-'], All: ['A', 'A-', 'B'] };

export interface RankingForm {
  universities: number[];
  facultyTypes: FacultyType[];
  genders: RankingGender[];
  /** department names, or ['All'] */
  departments: string[];
  journalClass: JournalClassChoice | null;
  /** other markers, or ['none'] */
  markers: string[];
  /** null: every year */
  years: { from: number; to: number } | null;
  counting: 'full' | 'fractional';
}

export type RankingGroup = 'universities' | 'facultyTypes' | 'genders' | 'departments' | 'journalClass' | 'markers';

/** A fresh screen: the user's own school (when known) and every choice of the other groups, so Search works at once. */
export function defaultRankingForm(ownUniversityId: number | null): RankingForm {
  return {
    universities: ownUniversityId === null ? [] : [ownUniversityId],
    facultyTypes: [...FACULTY_TYPES],
    genders: [...RANKING_GENDERS],
    departments: [ALL_DEPARTMENTS],
    journalClass: 'All',
    markers: [NO_OTHER_MARKERS],
    years: null,
    counting: 'full',
  };
}

/**
 * docs/requirements/dashboards.md §4: the A, A&A- and All checkboxes are mutually exclusive: ticking one unticks the
 * others; unticking the ticked one leaves none (and Search waits for a choice).
 */
export function toggleJournalClass(current: JournalClassChoice | null, clicked: JournalClassChoice, checked: boolean): JournalClassChoice | null {
  if (checked) return clicked;
  return current === clicked ? null : current;
}

/** Groups without a choice (docs/requirements/dashboards.md §4: Search is enabled only when every group is set). */
export function unsetRankingGroups(form: RankingForm): RankingGroup[] {
  const unset: RankingGroup[] = [];
  if (form.universities.length === 0) unset.push('universities');
  if (form.facultyTypes.length === 0) unset.push('facultyTypes');
  if (form.genders.length === 0) unset.push('genders');
  if (form.departments.length === 0) unset.push('departments');
  if (form.journalClass === null) unset.push('journalClass');
  if (form.markers.length === 0) unset.push('markers');
  return unset;
}

export function canSearchRanking(form: RankingForm): boolean {
  return unsetRankingGroups(form).length === 0;
}

/** The filters of the address (the last search), or null when it holds none. */
export function formFromRankingSearch(search: RankingSearch, currentYear: number): RankingForm | null {
  if (search.u === undefined) return null;
  const years = search.from !== undefined || search.to !== undefined
    ? clampYearRange(search.from ?? ANALYTICS_MIN_YEAR, search.to ?? currentYear, ANALYTICS_MIN_YEAR, currentYear)
    : null;
  return {
    universities: search.u,
    facultyTypes: search.t ?? [],
    genders: search.g ?? [],
    departments: search.d ?? [],
    journalClass: search.jc ?? null,
    markers: search.m ?? [],
    years,
    counting: search.counting ?? 'full',
  };
}

export function rankingSearchOf(form: RankingForm, table: { sort: SortableField; order: 'asc' | 'desc'; page: number; size: 10 | 25 | 100 }): RankingSearch {
  return {
    u: form.universities, t: form.facultyTypes, g: form.genders, d: form.departments, jc: form.journalClass ?? undefined, m: form.markers,
    from: form.years?.from, to: form.years?.to, counting: form.counting,
    sort: table.sort, order: table.order, page: table.page, size: table.size,
  };
}

/** The markers sent: the professor ranks chosen plus the other positions chosen. */
export function rankingMarkers(form: RankingForm): number[] {
  const others = form.markers.filter((m) => m !== NO_OTHER_MARKERS).map(Number);
  return [...form.facultyTypes.map((type) => FACULTY_TYPE_MARKER[type]), ...others].sort((a, b) => a - b);
}

/** POST ranking/authors for a complete form, or null. */
export function rankingRequest(form: RankingForm, table: { sort: SortableField; order: 'asc' | 'desc'; page: number; size: number }): RankingRequest | null {
  if (!canSearchRanking(form)) return null;
  return {
    universities: form.universities,
    markers: rankingMarkers(form),
    gender: form.genders,
    ...(form.departments.includes(ALL_DEPARTMENTS) ? {} : { department: form.departments }),
    journal_classes: JOURNAL_CLASSES[form.journalClass!],
    ...(form.years ? { from_year: form.years.from, to_year: form.years.to } : {}),
    counting: form.counting,
    sort_by: table.sort,
    sort_order: table.order,
    page: table.page,
    page_size: table.size,
  };
}

/** Clicking a column header: the same column flips; a new figure sorts biggest first, a new name column A to Z. */
export function nextSort(current: { sort: SortableField; order: 'asc' | 'desc' }, clicked: SortableField): { sort: SortableField; order: 'asc' | 'desc' } {
  if (current.sort === clicked) return { sort: clicked, order: current.order === 'desc' ? 'asc' : 'desc' };
  return { sort: clicked, order: clicked === 'first_name' || clicked === 'last_name' ? 'asc' : 'desc' };
}

const GENDER_LABELS: Record<string, string> = { m: 'Male', f: 'Female', o: 'Other', male: 'Male', female: 'Female', other: 'Other' };
export const genderLabel = (code: string | null) => (code === null || code === '' ? '-' : GENDER_LABELS[code.toLowerCase()] ?? code);

/** Every column of docs/requirements/dashboards.md "Author Ranking", in the table's order (the CSV has the same). */
export const RANKING_COLUMNS: readonly { key: keyof TRankingAuthorRow; header: string; sortable: boolean; numeric: boolean }[] = [
  { key: 'first_name', header: 'First Name', sortable: true, numeric: false },
  { key: 'last_name', header: 'Last Name', sortable: true, numeric: false },
  { key: 'total_papers', header: 'Papers', sortable: true, numeric: true },
  { key: 'total_citations', header: 'Citations', sortable: true, numeric: true },
  { key: 'h_index_score', header: 'H-Index', sortable: true, numeric: true },
  { key: 'percent_solo', header: 'Solo %', sortable: true, numeric: true },
  { key: 'papersPerYear', header: 'Papers / Year', sortable: true, numeric: true },
  { key: 'citationsPerYear', header: 'Citations / Year', sortable: true, numeric: true },
  { key: 'univ_name', header: 'University', sortable: false, numeric: false },
  { key: 'position', header: 'Position', sortable: false, numeric: false },
  { key: 'gender', header: 'Gender', sortable: false, numeric: false },
  { key: 'A_papers', header: 'A', sortable: true, numeric: true },
  { key: 'AMinus_papers', header: 'A-', sortable: true, numeric: true },
  { key: 'B_papers', header: 'B', sortable: true, numeric: true },
  { key: 'share_papers_5y', header: 'Share of Papers 5y %', sortable: true, numeric: true },
  { key: 'share_papers_10y', header: 'Share of Papers 10y %', sortable: true, numeric: true },
  { key: 'share_papers_all', header: 'Share of Papers Overall %', sortable: true, numeric: true },
  { key: 'share_citations_5y', header: 'Share of Citations 5y %', sortable: true, numeric: true },
  { key: 'share_citations_10y', header: 'Share of Citations 10y %', sortable: true, numeric: true },
  { key: 'share_citations_all', header: 'Share of Citations Overall %', sortable: true, numeric: true },
];

export function rankingCellText(row: TRankingAuthorRow, key: keyof TRankingAuthorRow): string {
  if (key === 'gender') return genderLabel(row.gender);
  const value = row[key];
  if (value === null || value === '') return '-';
  return String(value);
}

/** The CSV of the whole ranking: its rank, then every table column as shown. */
export function rankingCsvColumns(): CsvColumn<TRankingAuthorRow & { rank: number }>[] {
  return [
    { header: 'Rank', value: (row) => row.rank },
    ...RANKING_COLUMNS.map((column) => ({ header: column.header, value: (row: TRankingAuthorRow) => (column.key === 'gender' ? genderLabel(row.gender) : row[column.key]) })),
  ];
}

// ---------------------------------------------------------------- the chart against the average

/** docs/requirements/dashboards.md §9: the ranking chart's maximum is 300, with the average line at 100. */
export const RANKING_CHART_MAX = 300;
export const RANKING_CHART_AVERAGE = 100;

type AveragedField = 'total_papers' | 'total_citations' | 'h_index_score' | 'papersPerYear' | 'citationsPerYear';
const AVERAGED_LABELS: Record<AveragedField, string> = {
  total_papers: 'Papers', total_citations: 'Citations', h_index_score: 'H-Index', papersPerYear: 'Papers / Year', citationsPerYear: 'Citations / Year',
};

/** The figure the chart shows: the table's sort when it has an average, papers otherwise. */
export function chartField(sort: SortableField): AveragedField {
  return (sort in AVERAGED_LABELS ? sort : 'total_papers') as AveragedField;
}

/**
 * Each author of the page as a percent of the average over everyone ranked (100 = average), bars
 * cut at 300 (the value itself stays in the tooltip). No series when there is no average to compare with.
 */
export function averageChart(
  rows: readonly TRankingAuthorRow[],
  averages: Record<AveragedField, number> | null,
  sort: SortableField,
): { field: AveragedField; label: string; average: number | null; series: { name: string; data: { x: string; y: number; value: number }[] }[] } {
  const field = chartField(sort);
  const label = AVERAGED_LABELS[field];
  const average = averages ? averages[field] : null;
  if (average === null || average <= 0 || rows.length === 0) return { field, label, average, series: [] };
  return {
    field, label, average,
    series: [{
      name: `${label}, percent of the average`,
      data: rows.map((row) => ({
        x: `${row.first_name} ${row.last_name}`.trim(),
        y: Math.min(RANKING_CHART_MAX, Math.round((row[field] / average) * 10000) / 100),
        value: row[field],
      })),
    }],
  };
}

/** Text for an HTML tooltip (ApexCharts writes custom tooltips as HTML): names may hold any character. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
