import type { THireImpactResponse } from '@ri/contracts/dashboards';
import type { CsvColumn } from '@ri/csv';
import { ALL_JOURNALS, type ImprovementDirection } from '@ri/metrics';
import { candidatePickerIssue, type CandidatePickerValue } from '../../components/pickers/candidatePicker.ts';
import type { HireImpactParams } from '../../api/dashboards/hireImpactQueries.ts';
import type { FigureRef } from '../../api/dashboards/figurePapersQueries.ts';

// The rules of Hire Impact (docs/requirements/dashboards.md §2, §4, §5, §8 and §9), apart from the screen.

export const HIRE_IMPACT_MESSAGES = {
  /** docs/requirements/dashboards.md §8: the alert of a failed search */
  failed: 'Internal Server Error. Please try again later',
  /** the server's own texts for the same checks (docs/dashboards-api.md "Hire Impact") */
  department: 'Select the hiring department.',
  faculty: 'Select at least one faculty to consider.',
  journals: 'Select at least one journal.',
} as const;

export interface HireImpactForm {
  candidate: CandidatePickerValue;
  department: number | null;
  faculty: number[];
  /** journal ids as strings, or ['All'] */
  journals: string[];
}

export type HireImpactField = 'candidate' | 'department' | 'faculty' | 'journals';
export type HireImpactErrors = Partial<Record<HireImpactField, string>>;

/**
 * docs/requirements/dashboards.md §5: a chosen candidate (otherwise the candidate border turns red), a department,
 * at least one faculty to consider and at least one journal.
 */
export function hireImpactErrors(form: HireImpactForm): HireImpactErrors {
  const errors: HireImpactErrors = {};
  const candidate = candidatePickerIssue(form.candidate);
  if (candidate !== null) errors.candidate = candidate;
  if (form.department === null) errors.department = HIRE_IMPACT_MESSAGES.department;
  if (form.faculty.length === 0) errors.faculty = HIRE_IMPACT_MESSAGES.faculty;
  if (form.journals.length === 0) errors.journals = HIRE_IMPACT_MESSAGES.journals;
  return errors;
}

/** The call's parameters once the form is valid; null otherwise. */
export function hireImpactParams(form: HireImpactForm): HireImpactParams | null {
  if (Object.keys(hireImpactErrors(form)).length > 0 || form.candidate.candidateId === null || form.department === null) return null;
  return {
    hiringCandidateId: form.candidate.candidateId,
    department: form.department,
    facultyIds: [...form.faculty],
    journalIds: form.journals.includes(ALL_JOURNALS) ? [ALL_JOURNALS] : form.journals.map(Number),
  };
}

const sameMembers = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id) => b.includes(id));

/**
 * docs/requirements/dashboards.md §4, after a result is on screen: reducing the selected faculty marks it stale,
 * and any change of the selection reruns the search (when the selection is still searchable).
 */
export function facultySelectionChange(previous: readonly number[], next: readonly number[], hasResult: boolean): { stale: boolean; rerun: boolean } {
  if (!hasResult || sameMembers(previous, next)) return { stale: false, rerun: false };
  return { stale: next.length < previous.length, rerun: next.length > 0 };
}

/** PERCENTAGE OF IMPROVEMENT as shown: two decimals and a sign, or '—' when it has no finite value (docs/metrics.md section 20). */
export function improvementText(improvement: THireImpactResponse['improvement']): string {
  if (improvement.percent === null) return '—';
  const sign = improvement.percent > 0 ? '+' : '';
  return `${sign}${improvement.percent.toFixed(2)}%`;
}

/** The arrow and colour of the improvement: up green, down red, flat grey. */
export function improvementArrow(direction: ImprovementDirection): { label: string; color: string } {
  if (direction === 'up') return { label: 'Improves', color: 'teal' };
  if (direction === 'down') return { label: 'Lowers', color: 'red' };
  return { label: 'No change', color: 'gray' };
}

type Bubble = THireImpactResponse['bubble']['school'][number];

/**
 * The bubble chart's series: the other schools (or departments), yours today, and yours after the
 * hire, each point [average papers, average citations, size] with its abbreviation for the tooltip.
 */
export function hireBubbleSeries(points: readonly Bubble[], ownLabel: string): { name: string; data: { x: number; y: number; z: number; label: string }[] }[] {
  const groups = [
    { name: 'Others', keep: (p: Bubble) => !p.is_own },
    { name: `${ownLabel} today`, keep: (p: Bubble) => p.is_own && !p.after_hire },
    { name: `${ownLabel} after the hire`, keep: (p: Bubble) => p.is_own && p.after_hire },
  ];
  return groups
    .map((group) => ({ name: group.name, data: points.filter(group.keep).map((p) => ({ x: p.x, y: p.y, z: p.z, label: p.name })) }))
    .filter((series) => series.data.length > 0);
}

/** A CSV cell: two decimals, no thousands separator (a file for spreadsheets; the screen writes figures by docs/ui.md, "Numbers"). */
const twoDecimals = (value: number): string => value.toFixed(2);

/** The comparison table's CSV download: the candidate and each selected faculty member, two decimals. */
export const HIRE_COMPARISON_CSV: CsvColumn<THireImpactResponse['comparison'][number]>[] = [
  { header: 'Name', value: (row) => row.name },
  { header: 'Candidate', value: (row) => (row.is_candidate ? 'yes' : 'no') },
  { header: 'Papers per year', value: (row) => twoDecimals(row.papersPerYear) },
  { header: 'Citations per paper', value: (row) => twoDecimals(row.citationsPerPaper) },
  { header: 'Papers', value: (row) => twoDecimals(row.papers) },
  { header: 'Citations', value: (row) => twoDecimals(row.citations) },
];

type HireFigureAnswer = Pick<THireImpactResponse, 'journals' | 'counting' | 'affiliation'>;

/**
 * The papers behind a person's papers or citations on Hire Impact (docs/metrics.md section 29, "Hire
 * Impact"): all time, in the journals chosen and the answer's counting; a selected faculty member's
 * with the answer's affiliation (at publication: only the papers written at the school), the
 * candidate's every paper (the papers they would bring), as the figure was computed.
 */
export function hirePersonFigureRef(
  answer: HireFigureAnswer, person: { id: number; name: string; is_candidate: boolean }, measure: 'papers' | 'citations', shown: number,
): FigureRef {
  return {
    figure: 'hire_impact', author_id: person.id, grade: 'every', measure, shown,
    ...(answer.counting === 'fractional' ? { counting: 'fractional' as const } : {}),
    ...(answer.affiliation === 'at_publication' && !person.is_candidate ? { affiliation: 'at_publication' as const } : {}),
    ...(answer.journals === 'All' ? {} : { journals: answer.journals }),
    label: `${measure === 'papers' ? 'Papers' : 'Citations'} of ${person.name}${person.is_candidate ? ' (candidate)' : ''}, all time`,
  };
}

/**
 * The papers behind a person's papers per year or citations per paper on Hire Impact (docs/metrics.md section 29, "Hire
 * Impact"): a ratio, so its numerator (the papers, or the citations) as the person's figure is computed, the label
 * stating the denominator (the years of career, or the papers). A ratio: shown null.
 */
export function hireRateFigureRef(
  answer: HireFigureAnswer, person: { id: number; name: string; is_candidate: boolean }, rate: 'papersPerYear' | 'citationsPerPaper', valueText: string,
): FigureRef {
  const measure = rate === 'papersPerYear' ? 'papers' : 'citations';
  const numerator = hirePersonFigureRef(answer, person, measure, 0);
  return { ...numerator, shown: null, label: `${numerator.label}: ${valueText} ${rate === 'papersPerYear' ? 'per year of career' : 'per paper'}` };
}

/** The papers behind the candidate's h-index: every paper of theirs ranked by citations, the h-core marked (the h-index is a person's own). */
export function hireHIndexFigureRef(candidate: { id: number; name: string }, hIndex: number): FigureRef {
  return { figure: 'hire_impact', author_id: candidate.id, grade: 'every', measure: 'hindex', shown: hIndex, label: `H-index of ${candidate.name} (candidate), all time` };
}

/**
 * The papers behind the selected faculty's average papers or citations (after the hire: with the candidate):
 * every member's own papers, all time, as the averages were computed, the member count stated (docs/metrics.md
 * section 29, "Averages per faculty member").
 */
export function hireAverageFigureRef(
  answer: HireFigureAnswer & Pick<THireImpactResponse, 'selected_author_data' | 'hiring_author_data'>, measure: 'papers' | 'citations', shown: number, afterHire: boolean,
): FigureRef {
  const members = answer.selected_author_data.length + (afterHire ? 1 : 0);
  return {
    figure: 'hire_impact', author_id: 0, grade: 'every', measure, shown,
    members: {
      faculty_ids: answer.selected_author_data.map((p) => p.id), ...(afterHire ? { candidate_id: answer.hiring_author_data.id } : {}),
      ...(answer.affiliation === 'at_publication' ? { affiliation: 'at_publication' as const } : {}),
    },
    ...(answer.counting === 'fractional' ? { counting: 'fractional' as const } : {}),
    ...(answer.journals === 'All' ? {} : { journals: answer.journals }),
    label: `Average ${measure} of the selected faculty${afterHire ? ' and the candidate, after the hire' : ''} (${members} members), all time`,
  };
}

/** The papers behind the hiring department's average papers or citations per faculty: its members' own papers. */
export function hireDepartmentFigureRef(answer: HireFigureAnswer, department: number, measure: 'papers' | 'citations', shown: number): FigureRef {
  return {
    figure: 'hire_impact', author_id: 0, grade: 'every', measure, shown,
    members: { department, ...(answer.affiliation === 'at_publication' ? { affiliation: 'at_publication' as const } : {}) },
    ...(answer.counting === 'fractional' ? { counting: 'fractional' as const } : {}),
    ...(answer.journals === 'All' ? {} : { journals: answer.journals }),
    label: `Average ${measure} per faculty member of the hiring department, all time`,
  };
}

/** The papers behind the school's papers or citations on Hire Impact: group_figure_papers, all time, as the figure was computed. */
export function hireSchoolFigureRef(answer: HireFigureAnswer, measure: 'papers' | 'citations', shown: number): FigureRef {
  return {
    figure: 'hire_impact', author_id: 0, grade: 'every', measure, shown,
    group: { dept: 'all', ...(answer.affiliation === 'at_publication' ? { affiliation: 'at_publication' as const } : {}) },
    ...(answer.counting === 'fractional' ? { counting: 'fractional' as const } : {}),
    ...(answer.journals === 'All' ? {} : { journals: answer.journals }),
    label: `${measure === 'papers' ? 'Papers' : 'Citations'} of the school, all time`,
  };
}
