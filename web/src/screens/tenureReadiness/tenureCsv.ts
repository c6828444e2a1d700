import type { CsvColumn } from '@ri/csv';
import { cardColour, type TenureRow } from './tenureReadiness.ts';

/** The tenure rows as CSV: every field of the row and the month's colour. */
export const tenureCsvColumns = (month: number): CsvColumn<TenureRow>[] => [
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
  { header: 'H-index', value: (row) => row['h-index'] },
  { header: 'Start year', value: (row) => row.start_year },
  { header: 'Solo papers', value: (row) => row.solo },
  { header: 'All papers', value: (row) => row.total_papers },
  { header: 'All citations', value: (row) => row.total_citations },
  { header: 'Unusual work history', value: (row) => (row.unusual_work_hist ? 'yes' : 'no') },
];
