import { toCsv, type CsvColumn } from '@ri/csv';
import { RED_FLAG_CSV_FILE_NAMES, RED_FLAG_DEFAULT_MIN_GROUP_SIZE, RED_FLAG_DEFAULT_TOLERANCE_YEARS, RED_FLAG_SPAN_YEARS, type TRedFlagExportPayload } from '@ri/contracts';
import type { Db } from '@ri/db';
import {
  authorsWithoutEducation, papersOlderThanLastEducationYear, papersOlderThanYearsBeforePhd, papersWithSpanOfMoreThan,
  sameNumberOfPapersRows, universityName, type EducationPaperRow, type SameNumberRow, type SpanRow, type WithoutEducationRow,
} from '@ri/db/queries/redFlags';
import type { Processor } from '../runtime.ts';

const educationPaperColumns = (referenceHeader: string): CsvColumn<EducationPaperRow>[] => [
  { header: 'Author Name', value: (r) => r.name },
  { header: 'Auth ID', value: (r) => r.auth_id },
  { header: 'University', value: (r) => r.univ_name },
  { header: referenceHeader, value: (r) => r.reference_year },
  { header: 'Degree', value: (r) => r.reference_degree },
  { header: 'Paper ID', value: (r) => r.paper_id },
  { header: 'Paper Title', value: (r) => r.document_title },
  { header: 'Journal', value: (r) => r.publication_name },
  { header: 'Publication Year', value: (r) => r.publication_year },
];

const withoutEducationColumns: CsvColumn<WithoutEducationRow>[] = [
  { header: 'Author Name', value: (r) => r.name },
  { header: 'Auth ID', value: (r) => r.auth_id },
  { header: 'University', value: (r) => r.univ_name },
  { header: 'University Profile URL', value: (r) => r.univ_profile_link },
  { header: 'Position', value: (r) => r.position },
  { header: 'Marker', value: (r) => r.marker },
  { header: 'Total Papers', value: (r) => r.total_papers },
];

const spanColumns: CsvColumn<SpanRow>[] = [
  { header: 'Author Name', value: (r) => r.name },
  { header: 'Auth ID', value: (r) => r.auth_id },
  { header: 'University', value: (r) => r.univ_name },
  { header: 'First Year', value: (r) => r.first_year },
  { header: 'Last Year', value: (r) => r.last_year },
  { header: 'Span', value: (r) => r.span },
  { header: 'Total Papers', value: (r) => r.total_papers },
  { header: 'First Paper', value: (r) => r.first_paper_title },
  { header: 'Last Paper', value: (r) => r.last_paper_title },
];

const sameNumberColumns: CsvColumn<SameNumberRow>[] = [
  { header: 'Faculty Name', value: (r) => r.faculty_name },
  { header: 'Auth ID', value: (r) => r.auth_id },
  { header: 'Department', value: (r) => r.department },
  { header: 'Total Papers', value: (r) => r.total_papers },
  { header: 'Group Size', value: (r) => r.group_size },
  { header: 'Bucket', value: (r) => `${r.department}: ${r.total_papers} papers` },
];

/** The CSV of one check: its file name (seed 002 section 9), its text and its row count. */
export async function buildRedFlagCsv(db: Db, payload: TRedFlagExportPayload): Promise<{ fileName: string; csv: string; rows: number }> {
  const tolerance = payload.toleranceYears ?? RED_FLAG_DEFAULT_TOLERANCE_YEARS;
  const baseName = RED_FLAG_CSV_FILE_NAMES[payload.check];
  switch (payload.check) {
    case 'papers_older_than_two_years_before_phds': {
      const rows = await papersOlderThanYearsBeforePhd(db, tolerance);
      return { fileName: `${baseName}.csv`, csv: toCsv(educationPaperColumns('PhD Year'), rows), rows: rows.length };
    }
    case 'papers_older_than_last_education_year': {
      const rows = await papersOlderThanLastEducationYear(db, tolerance);
      return { fileName: `${baseName}.csv`, csv: toCsv(educationPaperColumns('Last Education Year'), rows), rows: rows.length };
    }
    case 'authors_without_education_field': {
      const rows = await authorsWithoutEducation(db);
      return { fileName: `${baseName}.csv`, csv: toCsv(withoutEducationColumns, rows), rows: rows.length };
    }
    case 'papers_with_span_of_more_than_fifty_years': {
      const rows = await papersWithSpanOfMoreThan(db, RED_FLAG_SPAN_YEARS);
      return { fileName: `${baseName}.csv`, csv: toCsv(spanColumns, rows), rows: rows.length };
    }
    case 'authors_that_have_same_number_of_papers_per_group': {
      if (payload.universityId === undefined) throw new Error('authors_that_have_same_number_of_papers_per_group needs a university');
      const name = await universityName(db, payload.universityId);
      if (name === null) throw new Error(`University ${payload.universityId} does not exist`);
      const rows = await sameNumberOfPapersRows(db, payload.universityId, payload.minGroupSize ?? RED_FLAG_DEFAULT_MIN_GROUP_SIZE);
      return { fileName: `${baseName}_${name}.csv`, csv: toCsv(sameNumberColumns, rows), rows: rows.length };
    }
  }
}

export function redFlagExportUrl(jobId: string): string {
  return `/api/red_flag/exports/${encodeURIComponent(jobId)}.csv`;
}

/**
 * One red-flag CSV: runs the check, writes the file into job_files (one per job run, so a retry
 * overwrites its own file) and answers where to download it.
 */
export const redFlagExportProcessor: Processor<'redFlagExport'> = async ({ db, job, payload, requestedBy, reportProgress }) => {
  await reportProgress({ pct: 5, stage: 'query', message: 'Running the check' });
  const { fileName, csv, rows } = await buildRedFlagCsv(db, payload);
  await reportProgress({ pct: 80, stage: 'write', message: `${rows} rows found; writing the file` });
  const content = Buffer.from(csv, 'utf8');
  await db.insertInto('job_files').values({
    queue: job.queueName, bull_job_id: String(job.id), file_name: fileName, content_type: 'text/csv; charset=utf-8',
    content, byte_size: content.length, row_count: rows, requested_by: requestedBy,
  }).onConflict((oc) => oc.columns(['queue', 'bull_job_id']).doUpdateSet({
    file_name: fileName, content, byte_size: content.length, row_count: rows, created_at: new Date(),
  })).execute();
  await reportProgress({ pct: 100, stage: 'done', message: `${rows} rows` });
  return { file_name: fileName, rows, bytes: content.length, download_url: redFlagExportUrl(String(job.id)) };
};
