import type { CsvColumn } from '@ri/csv';
import { cardColour, type TenureRow } from './tenureReadiness.ts';

/**
 * The tenure rows as CSV: every field of the row, the month's colour and the tier source in force
 * (the grading of A, A-, B and of the journal grade, docs/metrics.md section 10).
 */
export const tenureCsvColumns = (month: number, tierSource: string): CsvColumn<TenureRow>[] => [
  { header: 'Name', value: (row) => row.name },
  { header: 'University', value: (row) => row.univ_name },
  { header: 'Department', value: (row) => row.dept },
  { header: 'Colour', value: (row) => cardColour(row, month) },
  { header: 'Readiness (%)', value: (row) => row.readiness_percent },
  { header: 'Percent of papers', value: (row) => row.percentPaper },
  { header: 'Percent of citations', value: (row) => row.percentCitation },
  { header: 'Papers (window)', value: (row) => row.papers },
  { header: 'Citations (window)', value: (row) => row.citations },
  { header: 'A', value: (row) => row.A },
  { header: 'A-', value: (row) => row['A-'] },
  { header: 'B', value: (row) => row.B },
  { header: 'Tier source', value: () => tierSource },
  { header: 'H-index', value: (row) => row['h-index'] },
  { header: 'Start year', value: (row) => row.start_year },
  { header: 'Solo papers', value: (row) => row.solo },
  { header: 'All papers', value: (row) => row.total_papers },
  { header: 'All citations', value: (row) => row.total_citations },
  { header: 'Unusual work history', value: (row) => (row.unusual_work_hist ? 'yes' : 'no') },
];
