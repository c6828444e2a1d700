import { PERCEPTUAL_MAP_METRICS, PERCEPTUAL_MAP_METRIC_LABELS, type TPerceptualMapResponse } from '@ri/contracts/dashboards';
import type { PerceptualMapParams } from '../../api/dashboards/compareSchoolsQueries.ts';
import type { FigureRef } from '../../api/dashboards/figurePapersQueries.ts';

// Compare Schools (docs/requirements/dashboards.md §2, §4, §5, §8, §9), apart from the screen.

export type PerceptualMetric = (typeof PERCEPTUAL_MAP_METRICS)[number];
export type FacultyTitle = PerceptualMapParams['titles'][number];
export type SchoolsChoice = PerceptualMapParams['school'];

export const FACULTY_TITLES: readonly FacultyTitle[] = ['Assistant Professor', 'Associate Professor', 'Full Professor'];
export const SCHOOLS_CHOICES: readonly { value: SchoolsChoice; label: string }[] = [
  { value: 'top20', label: 'Top 20 schools' },
  { value: 'top10', label: 'Top 10 schools' },
  { value: 'range5', label: 'The 5 schools above and below yours' },
  { value: 'range10', label: 'The 10 schools above and below yours' },
];
export const METRIC_CHOICES = PERCEPTUAL_MAP_METRICS.map((metric) => ({ value: metric, label: PERCEPTUAL_MAP_METRIC_LABELS[metric] }));

export const COMPARE_SCHOOLS_MESSAGES = {
  /** docs/requirements/dashboards.md §8: the alert of a failed comparison */
  failed: 'Internal Server Error. Please try again after some time',
  titles: 'Select at least one faculty type.',
  x: 'Choose the X-axis.',
  y: 'Choose the Y-axis.',
  school: 'Choose the schools to compare.',
} as const;

/** The screen's first view: every faculty type, papers against citations, the top 20 (the seed names no default). */
export const COMPARE_SCHOOLS_DEFAULTS: PerceptualMapParams = {
  titles: [...FACULTY_TITLES], x: 'total_papers', y: 'total_citations', school: 'top20',
};

export interface CompareSchoolsForm {
  titles: FacultyTitle[];
  x: PerceptualMetric | null;
  y: PerceptualMetric | null;
  school: SchoolsChoice | null;
}
export type CompareSchoolsErrors = Partial<Record<keyof CompareSchoolsForm, string>>;

/** docs/requirements/dashboards.md §5: at least one faculty type, an X-axis, a Y-axis and a schools-to-compare choice. */
export function compareSchoolsErrors(form: CompareSchoolsForm): CompareSchoolsErrors {
  const errors: CompareSchoolsErrors = {};
  if (form.titles.length === 0) errors.titles = COMPARE_SCHOOLS_MESSAGES.titles;
  if (form.x === null) errors.x = COMPARE_SCHOOLS_MESSAGES.x;
  if (form.y === null) errors.y = COMPARE_SCHOOLS_MESSAGES.y;
  if (form.school === null) errors.school = COMPARE_SCHOOLS_MESSAGES.school;
  return errors;
}

export function compareSchoolsParams(form: CompareSchoolsForm): PerceptualMapParams | null {
  if (form.titles.length === 0 || form.x === null || form.y === null || form.school === null) return null;
  const titles = FACULTY_TITLES.filter((title) => form.titles.includes(title));
  return { titles, x: form.x, y: form.y, school: form.school };
}

type Point = TPerceptualMapResponse['points'][number];

export interface MapPoint {
  univId: number;
  name: string;
  abbreviation: string;
  x: number;
  y: number;
  color: string;
  highlighted: boolean;
  /** null: your own school, placed but not ranked (its faculty data is not complete) */
  rank: number | null;
  facultyCount: number;
}

/**
 * docs/requirements/dashboards.md §4, 'Invert Axes': the axes swap, labels with them, and the chart redraws from
 * the same answer (the schools chosen stay those ranked by the original X-axis).
 */
export function mapView(data: Pick<TPerceptualMapResponse, 'points' | 'x_label' | 'y_label'>, inverted: boolean): { xLabel: string; yLabel: string; points: MapPoint[] } {
  const points = data.points.map((point: Point) => ({
    univId: point.univ_id,
    name: point.name,
    abbreviation: point.displayValue,
    x: inverted ? point.y : point.x,
    y: inverted ? point.x : point.y,
    color: point.color,
    highlighted: point.highlighted,
    rank: point.rank,
    facultyCount: point.faculty_count,
  }));
  return { xLabel: inverted ? data.y_label : data.x_label, yLabel: inverted ? data.x_label : data.y_label, points };
}

/** One series per school, so each bubble keeps the colour the server gave it; your school is drawn last, on top. */
export function mapSeries(points: readonly MapPoint[], bubbleSize: number): { name: string; data: { x: number; y: number; z: number }[] }[] {
  return [...points]
    .sort((a, b) => Number(a.highlighted) - Number(b.highlighted))
    .map((point) => ({ name: point.name, data: [{ x: point.x, y: point.y, z: bubbleSize }] }));
}

/** The same order as mapSeries, for colours, labels and tooltips. */
export function mapSeriesPoints(points: readonly MapPoint[]): MapPoint[] {
  return [...points].sort((a, b) => Number(a.highlighted) - Number(b.highlighted));
}

/** The label drawn on a bubble: the abbreviation, and 'you' on your own school so it stands out above the others. */
export function bubbleLabel(point: Pick<MapPoint, 'abbreviation' | 'highlighted'>): string {
  return point.highlighted ? `${point.abbreviation} (you)` : point.abbreviation;
}

/** The sentence under the map: where your school ranks among the schools ranked, or why it is not ranked. */
export function ownSchoolSentence(data: Pick<TPerceptualMapResponse, 'own_university' | 'x_label' | 'excluded'>): string {
  const own = data.own_university;
  const ranked = own.rank === null
    ? `${own.name} is not ranked: ${(own.excluded_reason ?? 'no faculty of these types').toLowerCase()}.`
    : `${own.name} ranks ${own.rank} by ${data.x_label.toLowerCase()} among the schools with complete faculty data.`;
  const left = data.excluded.length === 0 ? '' : ` ${data.excluded.length} school${data.excluded.length === 1 ? ' is' : 's are'} left out (listed below).`;
  return `${ranked}${left}`;
}

/**
 * The home preview's note when your school is not on its chart (the preview promises "and yours"):
 * why it is not ranked, e.g. a school just onboarded whose faculty data is not complete; null when it is on it.
 */
export function previewOwnSchoolNote(data: Pick<TPerceptualMapResponse, 'own_university'>): string | null {
  const own = data.own_university;
  return own.rank === null ? `${own.name} is not on the chart: ${(own.excluded_reason ?? 'no faculty of these types').toLowerCase()}.` : null;
}

/** The drill-down's measure of a map metric (docs/metrics.md section 29): papers and citations, or a member's rate. */
const MEMBERS_MEASURE: Record<Exclude<PerceptualMetric, 'faculty_count'>, FigureRef['measure']> = {
  total_papers: 'papers', total_citations: 'citations', h_index: 'hindex', papers_per_year: 'papers_per_year', citations_per_year: 'citations_per_year',
  citations_per_paper: 'citations_per_paper', percent_solo: 'percent_solo', top_journal_percentage: 'top_journal_percentage',
};

/**
 * The papers behind a school's bubble on an axis (docs/metrics.md section 29, "Averages per faculty member"): every
 * member's own papers, all time, in the counting and affiliation of the map, the member count stated; a rate
 * (h-index, per year, per paper, percent solo, A and A- percent) lists each member's value, whose mean is the bubble's.
 * null for the number of faculty (a count of people, not of papers).
 */
export function schoolFigureRef(
  data: Pick<TPerceptualMapResponse, 'titles' | 'counting' | 'affiliation'>, point: MapPoint, metric: PerceptualMetric, shown: number,
): FigureRef | null {
  if (metric === 'faculty_count') return null;
  return {
    figure: 'compare_schools', author_id: 0, grade: 'every', measure: MEMBERS_MEASURE[metric], counting: data.counting, shown,
    members: { school_id: point.univId, titles: data.titles, ...(data.affiliation === 'at_publication' ? { affiliation: 'at_publication' as const } : {}) },
    label: `${PERCEPTUAL_MAP_METRIC_LABELS[metric]} of ${point.name} (${point.facultyCount} faculty members)`,
  };
}
